"""The kit's words when a place or the bot is gone (issue 37, kinds 6 and 10): how a match that no
longer takes moves is described, where an interaction was used, which refusals are a vanished
place, and the invite link's permissions (the README's integer, and everything a table needs)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.kit.absent import INVITE_PERMISSIONS, bot_absent, invite_url
from cogs.kit.gone import ended, place_of, refusal_level, vanished
from cogs.lang import Lang, t
from cogs.shared.permissions import RESULTS_NEEDS, SEND_IN_THREADS, TABLE_NEEDS
from storage import MatchRecord, MatchStatus

README_PERMISSIONS = 309237763072
"""The permission integer README.md's "Running the real bot" asks for."""


def _record(status: MatchStatus, *, state: str | None = "{}", thread: int | None = 30) -> MatchRecord:
    return MatchRecord(id=7, guild_id=1, channel_id=20, thread_id=thread, game="mission-wild-life", status=status,
                       host_id=5, options={}, seed=1, state=state, version=3, timers={}, created_at=0.0,
                       updated_at=0.0)


def _http(cls: type[discord.HTTPException], status: int, code: int) -> discord.HTTPException:
    return cls(SimpleNamespace(status=status, reason="x"), {"code": code, "message": "x"})


def test_the_invite_asks_for_the_readmes_permissions_and_everything_a_table_needs() -> None:
    assert INVITE_PERMISSIONS.value == README_PERMISSIONS
    for attr, name in (*TABLE_NEEDS, *RESULTS_NEEDS, SEND_IN_THREADS, ("create_public_threads", "")):
        assert getattr(INVITE_PERMISSIONS, attr), name


def test_the_invite_preselects_the_server_and_the_bot_is_absent_only_from_uncached_servers() -> None:
    cached = {1}
    client = SimpleNamespace(get_guild=lambda gid: object() if gid in cached else None)
    here: Any = SimpleNamespace(guild_id=1, client=client, application_id=99)
    away: Any = SimpleNamespace(guild_id=2, client=client, application_id=99)
    dm: Any = SimpleNamespace(guild_id=None, client=client, application_id=99)
    assert (bot_absent(here), bot_absent(away), bot_absent(dm)) == (False, True, False)
    url = invite_url(away)
    assert "client_id=99" in url and "guild_id=2" in url and f"permissions={README_PERMISSIONS}" in url


@pytest.mark.parametrize(("status", "state", "expected"), [
    (MatchStatus.FINISHED, "{}", "Mission: Wild Life #7 is over; its table shows the result."),
    (MatchStatus.CANCELLED, "{}", "Mission: Wild Life #7 was ended without a result. Nobody's rating changed."),
    (MatchStatus.CANCELLED, None, "The lobby for Mission: Wild Life #7 was closed."),
])
def test_a_match_that_takes_no_more_moves_says_how_it_ended(status: MatchStatus, state: str | None,
                                                            expected: str) -> None:
    why = ended(_record(status, state=state))
    assert why is not None and t(Lang.EN, why) == expected
    assert ended(_record(MatchStatus.ACTIVE)) is None and ended(_record(MatchStatus.LOBBY, state=None)) is None


def test_a_match_whose_place_was_deleted_says_which_place_in_english_and_german() -> None:
    record = _record(MatchStatus.CANCELLED)
    in_thread: Any = SimpleNamespace(channel_id=30)
    in_channel: Any = SimpleNamespace(channel_id=20)
    elsewhere: Any = SimpleNamespace(channel_id=99)
    assert (place_of(in_thread, record), place_of(in_channel, record), place_of(elsewhere, record)) == (
        "thread", "channel", None)
    assert place_of(in_channel, _record(MatchStatus.CANCELLED, thread=20)) == "channel"  # played in the channel
    why = ended(record, deleted="thread")
    assert why is not None
    assert t(Lang.EN, why) == ("Mission: Wild Life #7 ended without a result: the thread it was played in was "
                               "deleted. Nobody's rating changed.")
    assert "Der Thread, in dem gespielt wurde, wurde gelöscht" in t(Lang.DE, why)


def test_only_a_deleted_message_or_channel_is_a_vanished_place() -> None:
    assert vanished(_http(discord.NotFound, 404, 10008)) and vanished(_http(discord.NotFound, 404, 10003))
    assert not vanished(_http(discord.NotFound, 404, 10062))  # an interaction too late: not a place
    assert not vanished(_http(discord.Forbidden, 403, 50001))  # the bot lost access: an admin's business
    assert not vanished(RuntimeError("x"))
    assert refusal_level(_http(discord.NotFound, 404, 10003)) < refusal_level(_http(discord.Forbidden, 403, 50013))
