"""The service's part of issue 22: the lobby options ``ranked`` and ``min_reputation`` (range errors,
casual matches rated nowhere, the one-line refusal to join), and reputation after an abandon."""
from __future__ import annotations

import pytest

from engine.service import MatchError, MatchService, standing_places
from tests.toy_game import Add
from tests.waiting import eventually

HOST, BOB, CAROL = 100, 101, 102
GUILD = 1


async def _finished(service: MatchService, *, abandon: int | None = None, **options: object) -> int:
    """A toy match HOST v BOB played to its end (target 3: HOST adds 2, BOB 1); ``abandon`` leaves first."""
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"target": 3, **options}, seed=3)
    await service.join(rec.id, BOB, "Bob")
    await service.start_match(rec.id, HOST)
    if abandon is not None:
        await service.abandon(rec.id, abandon)
    while service.match(rec.id) is not None:
        record = service.match(rec.id)
        assert record is not None
        seat = min(service.to_act(rec.id) or {0})
        person = record.seats[seat]
        if person.is_bot:
            seen = record.version

            def moved(seen: int = seen) -> bool:
                now = service.match(rec.id)
                return now is None or now.version > seen

            await eventually(moved)
            continue
        assert person.user_id is not None
        await service.act(rec.id, person.user_id, Add(amount=2 if seat == 0 else 1))
    return rec.id


async def test_ranked_and_min_reputation_are_lobby_options_with_range_errors(service: MatchService) -> None:
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host")
    assert service.settings(rec).ranked is True and service.settings(rec).min_reputation == 0  # the defaults
    await service.set_option(rec.id, HOST, "ranked", False)
    await service.set_option(rec.id, HOST, "min_reputation", 75)
    record = service.match(rec.id)
    assert record is not None and record.options["ranked"] is False and record.options["min_reputation"] == 75
    with pytest.raises(MatchError, match=r"whole per cent from 0 \(anyone\) to 100 \(got 101\)"):
        await service.set_option(rec.id, HOST, "min_reputation", 101)
    with pytest.raises(MatchError, match=r"Ranked: true .* or false .*\(got 'yes'\)"):
        await service.set_option(rec.id, HOST, "ranked", "yes")
    with pytest.raises(MatchError, match="Only the host"):
        await service.set_option(rec.id, BOB, "ranked", True)
    with pytest.raises(MatchError, match=r"to 100 \(got -5\)"):  # the defaults a server hands a new lobby are checked too
        await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                   options={"min_reputation": -5})
    made = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                      options={"ranked": False, "min_reputation": 60})
    assert made.options["ranked"] is False and service.settings(made).min_reputation == 60


async def test_a_casual_match_changes_no_rating_and_counts_for_reputation(service: MatchService) -> None:
    season, _ = await service.ratings.seasons.start(GUILD, "S1", service.clock())
    mid = await _finished(service, ranked=False)
    assert await service.ratings.count(GUILD, "toy") == 0
    assert await service.ratings.count(GUILD, "toy", season=season.id) == 0
    reps = await service.ratings.reputations(GUILD, [HOST, BOB])
    assert reps[HOST].finished == reps[BOB].finished == 1
    await _finished(service)  # a ranked one rates both, all-time and in the season
    assert await service.ratings.count(GUILD, "toy") == 2
    assert await service.ratings.count(GUILD, "toy", season=season.id) == 2
    assert len(await service.ratings.results(mid)) == 2


async def test_an_abandon_lowers_reputation_and_a_minimum_refuses_to_join_in_one_line(service: MatchService) -> None:
    for _ in range(4):
        await _finished(service)
    await _finished(service, abandon=BOB)
    bob = await service.ratings.reputation(GUILD, BOB)
    assert (bob.finished, bob.abandoned, bob.finish_rate) == (4, 1, 80)
    rec = await service.create_lobby(game="toy", guild_id=GUILD, channel_id=2, host_id=HOST, host_name="Host",
                                     options={"min_reputation": 90})
    with pytest.raises(MatchError) as refused:
        await service.join(rec.id, BOB, "Bob")
    assert str(refused.value) == ("This lobby asks for a finish rate of at least 90 %; yours here is 80 % "
                                  "(4 of 5 matches finished).")
    record = service.match(rec.id)
    assert record is not None and [s.user_id for s in record.seats] == [HOST]  # nothing changed
    await service.join(rec.id, CAROL, "Carol")  # new here: too few matches to judge, so she may join
    await service.set_option(rec.id, HOST, "min_reputation", 80)
    await service.join(rec.id, BOB, "Bob")  # 80 % meets 80 %


async def test_seasons_start_and_end_through_the_service_and_refuse_with_its_error(service: MatchService) -> None:
    """A refused season change is the service's MatchError (one line, nothing changed), never storage's error."""
    with pytest.raises(MatchError, match="No season is running on this server") as none_running:
        await service.end_season(GUILD)
    assert type(none_running.value) is MatchError
    spring, ended = await service.start_season(GUILD, "Spring")
    assert ended is None and spring.running and spring.started_at == pytest.approx(service.clock(), abs=60)
    with pytest.raises(MatchError, match="already had a season called “Spring”"):
        await service.start_season(GUILD, "spring")
    summer, ended = await service.start_season(GUILD, "Summer")
    assert ended is not None and ended.id == spring.id and summer.running
    done = await service.end_season(GUILD)
    assert done.id == summer.id and not done.running
    assert await service.ratings.seasons.current(GUILD) is None


async def test_finished_places_show_as_rated_and_standings_show_the_stored_rating(service: MatchService) -> None:
    """``standing_places``: a seat whose person left is shown last, whatever their bot achieved; the standing's
    ``rating`` is the ordinal the service's maths wrote with the rating."""
    mid = await _finished(service, abandon=HOST)  # HOST's bot plays on; BOB stays
    record = await service.fetch(mid)
    assert record is not None and record.seats[0].abandoned
    assert standing_places(record, [1, 2]) == [2, 1]  # the bot won HOST's seat: HOST is still last
    assert standing_places(record, [2, 1]) == [2, 1]
    assert standing_places(record, [1, 1, 3]) == [1, 1, 3]  # not one place per seat: as given
    bob = await service.ratings.rank_of(GUILD, "toy", BOB)
    host = await service.ratings.rank_of(GUILD, "toy", HOST)
    assert bob is not None and host is not None and bob[0] == 1 and host[0] == 2
    assert bob[1].rating == pytest.approx(bob[1].mu - 3 * bob[1].sigma) and bob[1].rating > host[1].rating
