"""What issue 22 shows and accepts outside a match: season names, the lobby's reputation and ranking
lines, the ranking select's rows, and the result footer of a casual match."""
from __future__ import annotations

import json

import pytest

from cogs.games.mission_wild_life.announce import final_result as mwl_final
from cogs.games.wildlife.announce import final_result as wl_final
from cogs.kit.text import standings_footer
from cogs.kit.ui import GAME_UIS, discover
from cogs.seasons import season_name
from cogs.shared.lobby_controls import RankingSelect, option_selects, ranking_fits, ranking_text
from cogs.shared.lobby_message import render_lobby, seat_line
from cogs.standings import reputation_line, scope_title
from engine import registry
from engine.core import Event
from engine.service import MatchError
from engine.service.match_settings import MatchSettings
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, Reputation, Season, SeatRecord


def _record(game: str, **options: object) -> MatchRecord:
    seats = [SeatRecord(0, 100, "Ann"), SeatRecord(1, None, "🤖 Otter", is_bot=True), SeatRecord(2, 102, "Bo")]
    return MatchRecord(id=7, guild_id=1, channel_id=2, thread_id=3, game=game, status=MatchStatus.LOBBY, host_id=100,
                       options=dict(options), seed=1, state=None, version=0, timers={}, created_at=0.0, updated_at=0.0,
                       seats=seats)


def test_season_names_are_trimmed_and_checked_in_one_line() -> None:
    assert season_name("  Spring   2027 ") == "Spring 2027"
    for bad, why in (("   ", "needs a name"), ("x" * 41, r"at most 40 characters long \(that one has 41\)"),
                     ("ALL TIME", "name of the all-time standings")):
        with pytest.raises(MatchError, match=why):
            season_name(bad)


def test_scope_titles_and_reputation_lines() -> None:
    assert scope_title(None) == "All time"
    assert unisolated(scope_title(Season(1, 1, "Spring", 0.0))) == "Season Spring"
    assert unisolated(scope_title(Season(1, 1, "Spring", 0.0, 5.0))) == "Season Spring (final)"
    assert reputation_line(Reputation(23, 2)) == "Reputation: **finishes 92 %** (23 of 25 matches finished)"
    assert reputation_line(Reputation(1, 0)).startswith("Reputation: **new** (1 match so far")


def test_lobby_seats_show_reputation_and_bots_none() -> None:
    assert unisolated(seat_line(SeatRecord(0, 100, "Ann"), Reputation(23, 2))) == "1. Ann · finishes 92 %"
    assert unisolated(seat_line(SeatRecord(0, 100, "Ann"), Reputation(1, 1))) == "1. Ann · new"
    assert unisolated(seat_line(SeatRecord(1, None, "🤖 Otter", is_bot=True), Reputation(9, 0))) == "2. 🤖 Otter (Normal)"
    discover()
    text = render_lobby(_record("wildlife-adventure", ranked=False, min_reputation=80),
                        {100: Reputation(9, 1), 102: Reputation()}).embeds[0].to_dict()
    seats = next(f["value"] for f in text["fields"] if f["name"].startswith("Seats"))
    options = next(f["value"] for f in text["fields"] if f["name"] == "Options")
    assert unisolated(seats).splitlines() == ["1. Ann · finishes 90 %", "2. 🤖 Otter (Normal)", "3. Bo · new"]
    assert "Ranked: **no**, casual (ratings unchanged)" in options and "finishes **≥ 80 %**" in options


def test_the_ranking_select_takes_a_free_row_and_keeps_every_game_option() -> None:
    """Five rows at most (Discord): where the game's options and the timers leave a row, the ranking
    select is on the lobby; where they do not, the game keeps all its options (the host gets the
    ranking select privately, tests/e2e/test_seasons.py)."""
    discover()
    for key, ui in GAME_UIS.items():
        game = registry.get(key)
        items = option_selects(_record(key), ui.option_fields(), turn_timer=game.turn_timer)
        assert len(items) <= 4, key
        others = [i for i in items if not isinstance(i, RankingSelect)]
        if ranking_fits(_record(key)):
            assert isinstance(items[-1], RankingSelect), key
        assert ranking_fits(_record(key)) == (len(others) < 4), key
    assert ranking_fits(_record("wildlife"))  # its five on/off options (taking back among them) share one select
    assert not ranking_fits(_record("mission-wild-life")) and not ranking_fits(_record("rescue-animals"))
    assert not ranking_fits(_record("wildlife-adventure"))  # first player, taking back moves, speed, absent count


def test_the_ranking_select_offers_a_server_default_outside_its_presets() -> None:
    select = RankingSelect(7, MatchSettings(ranked=False, min_reputation=65)).item
    labels = [o.label for o in select.options]
    assert labels[0] == "Ranked · anyone may join" and "Casual · finishes ≥ 90 % to join" in labels
    chosen = [o for o in select.options if o.default]
    assert [o.label for o in chosen] == ["Casual · finishes ≥ 65 % to join"] and json.loads(chosen[0].value) == [False, 65]
    assert ranking_text(True, 0) == "Ranked · anyone may join"


def test_a_casual_result_says_the_ratings_did_not_change() -> None:
    assert standings_footer(_record("wildlife")) == "Standings are updated: /standings"
    assert standings_footer(_record("wildlife", ranked=False)) == "Casual match: ratings unchanged · /standings"
    end = Event(kind="game_over", text="", data={"scores": [3, 1, 2], "places": [1, 3, 2], "counts": [3, 1, 2]})
    names = ["Ann", "Otter", "Bo"]
    wl = wl_final(_record("wildlife", ranked=False), end, names).embeds[0]
    mwl = mwl_final(_record("mission-wild-life", ranked=False), end, names, 5).embeds[0]
    assert wl.footer.text == mwl.footer.text == "Casual match: ratings unchanged · /standings"
