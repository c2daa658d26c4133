"""``/turns`` lines (issue 21): a match another process runs is listed without a panel button and
says where to open it; a server this process cannot see is said to be one, never named by guess."""
from __future__ import annotations

from typing import Any

from cogs.kit.ui import GAME_UIS, discover
from cogs.turns import TurnLine, TurnsCog
from engine import registry
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, SeatRecord


class _Guild:
    name = "Menagerie Zoo"


class _Service:
    def view_of(self, record: MatchRecord, seat: int | None) -> Any:
        game: Any = registry.get(record.game)
        return game.view(game.State.model_validate_json(record.state or ""), seat)


class _Bot:
    service = _Service()

    def __init__(self, guilds: set[int]) -> None:
        self.guilds = guilds

    def get_guild(self, guild_id: int) -> _Guild | None:
        return _Guild() if guild_id in self.guilds else None


def _record(guild_id: int) -> MatchRecord:
    game: Any = registry.get("wildlife-adventure")
    state = game.setup(2, game.Options(), 5)
    return MatchRecord(id=7, guild_id=guild_id, channel_id=8, thread_id=9, game=game.key, status=MatchStatus.ACTIVE,
                       host_id=1, options={}, seed=5, state=state.model_dump_json(), version=1, timers={},
                       created_at=0.0, updated_at=0.0, seats=[SeatRecord(0, 1, "a"), SeatRecord(1, 2, "b")])


def test_a_match_run_elsewhere_has_no_button_and_an_unseen_server_is_not_named() -> None:
    discover()
    assert "wildlife-adventure" in GAME_UIS
    cog = TurnsCog(_Bot({100}))  # type: ignore[arg-type]
    game: Any = registry.get("wildlife-adventure")
    seat = min(game.to_act(game.State.model_validate_json(_record(100).state or "")))
    here = unisolated(cog.line(TurnLine(_record(100), seat, 1_000_000.0, True), in_dm=True))
    assert here.startswith("**Wildlife Adventure #7** on **Menagerie Zoo**: lay a route extension, by <t:1000000:f>")
    assert "https://discord.com/channels/100/9" in here and "open it from the table" not in here
    far = cog.line(TurnLine(_record(200), seat, None, False), in_dm=True)
    assert "on a server this part of the bot cannot see" in far and "Menagerie Zoo" not in far
    assert "no deadline" in far and "open it from the table in its thread" in far
    assert " on " not in cog.line(TurnLine(_record(100), seat, None, True), in_dm=False).split(":")[0]
