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


async def test_a_text_public_by_design_is_cut_out_and_the_rest_still_checked(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    """An illustration drawn from no match (``public``: a rules example naming "Red 1") is not a
    leak of the Red 1 a player holds; the same card anywhere else in the message still is, and the
    text either side of a cut-out illustration does not join into a secret."""
    sb, w, _ = env
    example = "An example trick: A leads Red 8, C plays Red 1; C wins."
    sb.guard_privacy(lambda: {w.alice: {"Red 1", "tiger"}}, public=[example])
    await sb.slash(w.carol, w.channel, "echo", text=example)
    assert sb.live_leaks == []
    await sb.slash(w.carol, w.channel, "echo", text=f"ti{example}ger")
    assert sb.live_leaks == []
    await sb.slash(w.carol, w.channel, "echo", text=f"{example} Alice holds Red 1.")
    assert len(sb.live_leaks) == 1 and "alice's private 'Red 1'" in sb.live_leaks[0], sb.live_leaks
    sb.guard_privacy(lambda: {w.alice: {"Red 1"}})  # without it, the illustration is taken for her card
    await sb.slash(w.carol, w.channel, "echo", text=example)
    assert len(sb.live_leaks) == 2, sb.live_leaks
    sb.assert_no_violations()
