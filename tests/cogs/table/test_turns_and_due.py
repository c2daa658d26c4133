"""Whose turn it is and whose DM copies a change redraws (cogs/table/mentions.py, cogs/table/copies.py)."""
from __future__ import annotations

from typing import Any

from cogs.table.copies import DmCopies
from cogs.table.mentions import TurnMentions
from engine.core import Event
from engine.service import MatchUpdate, UpdateKind
from tests.cogs.table.fakes import Service, bot, record


def _mentions(service: Service) -> TurnMentions:
    return TurnMentions(bot(service), writes=None, kept=None)  # type: ignore[arg-type]  # the pure part only


def _copies() -> DmCopies:
    return DmCopies(bot(), writes=None, kept=None)  # type: ignore[arg-type]


def _move(seat: int | None, *, kind: UpdateKind = UpdateKind.ACTION, events: list[Event] | None = None,
          timed_out: bool = False, **options: Any) -> MatchUpdate:
    return MatchUpdate(record(**options), kind, events or [], seat, timed_out)


def test_the_turn_is_remembered_per_match_and_forgotten_at_the_end() -> None:
    service = Service()
    match = record()
    service.live[match.id], service.acting[match.id] = match, {0}
    mentions = _mentions(service)
    assert mentions.turn(match, over=False) == (None, frozenset({0}))  # first seen: a change
    service.acting[match.id] = {1}
    assert mentions.turn(match, over=False) == (frozenset({0}), frozenset({1}))
    assert mentions.holds(match.id)
    assert mentions.turn(match, over=True) == (frozenset({1}), frozenset())
    assert not mentions.holds(match.id)


def test_a_person_who_joined_the_lobby_a_moment_ago_counts_as_just_moved() -> None:
    service = Service(now=1000.0)
    lobby = record(created_at=999.0)  # created after the process started
    mentions = _mentions(Service(now=0.0))
    mentions.bot.service = service  # type: ignore[assignment]
    mentions.note_joins(lobby)
    service.now = 1000.0 + mentions.active_s - 1
    mentions.left_lobby(lobby, started=True)
    assert all(mentions._moved.get((lobby.id, s)) == 1000.0 for s in range(3))
    mentions.forget_moves(lobby.id)
    assert not mentions.holds(lobby.id)


def test_a_lobby_older_than_the_process_was_joined_at_no_known_time() -> None:
    service = Service(now=1000.0)
    mentions = _mentions(service)  # the process started at 1000
    lobby = record(created_at=500.0)
    mentions.note_joins(lobby)
    mentions.left_lobby(lobby, started=True)
    assert not mentions.holds(lobby.id)  # nobody counts as having just moved: all are mentioned


def test_only_people_moving_themselves_count_as_playing_along() -> None:
    service = Service(now=50.0)
    mentions = _mentions(service)
    mentions.note_activity(_move(1, timed_out=True))
    mentions.note_activity(_move(3, bots=1))  # seat 3 is a bot
    mentions.note_activity(_move(-1))  # the service's own timer
    assert not mentions.holds(7)
    mentions.note_activity(_move(1))
    assert mentions._moved == {(7, 1): 50.0}


def test_a_move_redraws_the_copies_whose_turn_starts_or_ends_but_not_the_movers() -> None:
    copies = _copies()
    due = copies.due(record(), _move(0), frozenset({0}), frozenset({1}), over=False)
    assert due == {1}  # the mover's copy is left to the answer to their click (DmCopies.answered)
    timed_out = copies.due(record(), _move(0, timed_out=True), frozenset({0}), frozenset({1}), over=False)
    assert timed_out == {0, 1}


def test_every_copy_is_redrawn_at_a_new_round_at_the_end_and_in_games_without_turns() -> None:
    copies = _copies()
    before, after = frozenset({0}), frozenset({1})
    assert copies.due(record(), _move(0, events=[Event(kind="round_start")]), before, after, over=False) is None
    assert copies.due(record(), _move(0), before, after, over=True) is None
    assert copies.due(record(), _move(0, kind=UpdateKind.SEATS), before, after, over=False) is None
    assert copies.due(record(game="rescue-animals"), _move(0, game="rescue-animals"), before, after,
                      over=False) is None  # real time: everyone's
