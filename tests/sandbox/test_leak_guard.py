"""The live leak guard (sandbox/leaks.py ``check_written``) compares every player's private
strings with a written message, not only the first player's."""

from __future__ import annotations

from sandbox import Sandbox
from tests.sandbox_support import SupportBot, World


async def test_a_message_holding_two_players_secrets_is_reported_for_both(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    sb.guard_privacy(lambda: {w.alice: {"owl"}, w.bob: {"tiger"}})
    await sb.slash(w.carol, w.channel, "echo", text="alice holds owl, bob holds tiger")
    leaks = sb.live_leaks
    assert len(leaks) == 2, leaks
    assert any(line.startswith("alice's private 'owl' written where everyone can see it") for line in leaks)
    assert any(line.startswith("bob's private 'tiger' written where everyone can see it") for line in leaks)
    sb.assert_no_violations()
