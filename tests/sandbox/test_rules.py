"""Discord's rules as the double enforces them, with Discord's own status/code answers."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from sandbox import Sandbox
from sandbox.errors import ApiError
from sandbox.limits import validate_message, validate_modal
from tests.sandbox_support import SupportBot, World


async def test_second_initial_response_is_40060(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "twice")
    assert r.message is not None and r.message.content == "one"
    assert [m.content for m in sb.messages(w.channel)] == ["one"]
    assert [(e.status, e.code) for e in bot.api_errors] == [(400, 40060)]
    assert [v.code for v in sb.take_violations()] == [40060]
    assert r.error is not None and r.error.message == "Interaction has already been acknowledged."


async def test_no_response_in_3s_fails_and_late_callback_is_10062(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "slow")
    assert r.failed and r.response_type is None
    assert sb.failures(w.alice) == [r] and "This interaction failed" in sb.screen(w.alice)
    await sb.wait_until(lambda: bot.api_errors, timeout=30)
    assert [(e.status, e.code) for e in bot.api_errors] == [(404, 10062)]
    assert sb.messages(w.channel) == []
    assert [v.kind for v in sb.take_violations()] == ["interaction_failed", "api_error"]


async def test_too_long_content_is_50035(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "long", wait=False)
    await sb.wait_until(lambda: bot.api_errors)
    err = bot.api_errors[0]
    assert (err.status, err.code) == (400, 50035)
    assert "content" in (err.text or "") or "2000" in str(err)
    sb.advance(3.1)  # the bot gave up: the user sees the failure
    assert r.failed
    assert {v.code for v in sb.take_violations()} == {50035, 0}


async def test_select_with_26_options_is_50035(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await sb.slash(w.alice, w.channel, "bigselect", wait=False)
    await sb.wait_until(lambda: bot.api_errors)
    assert bot.api_errors[0].code == 50035
    sb.advance(4)
    assert 50035 in {v.code for v in sb.take_violations()}


async def test_duplicate_custom_ids_are_50035(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await sb.slash(w.alice, w.channel, "dupes", wait=False)
    await sb.wait_until(lambda: bot.api_errors)
    assert bot.api_errors[0].code == 50035
    sb.advance(4)
    sb.take_violations()


async def test_dm_to_closed_dms_is_50007(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.carol, w.channel, "dm", text="psst")
    assert r.ephemeral and r.message is not None and r.message.content == "I cannot DM you"
    assert [(e.status, e.code, e.text) for e in bot.api_errors] == [(403, 50007, "Cannot send messages to this user")]
    assert sb.dms(w.carol) == []
    sb.take_violations(code=50007)
    r = await sb.slash(w.alice, w.channel, "dm", text="psst")
    assert [m.content for m in sb.dms(w.alice)] == ["psst"]
    assert all(m.content != "psst" for m in sb.seen_by(w.bob))
    sb.assert_no_violations()


async def test_interaction_token_expires_after_15_minutes(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.channel, "later")
    assert r.response_type == 5 and r.ephemeral
    assert r.message is not None and r.message.content == "working" and r.message.ephemeral_for == w.alice.id
    saved = bot.saved
    assert saved is not None
    await saved.edit_original_response(content="still fine")  # within 15 min
    assert r.message.content == "still fine"
    sb.advance(16 * 60)
    with pytest.raises(discord.HTTPException) as exc:
        await saved.edit_original_response(content="too late")
    assert (exc.value.status, exc.value.code) == (401, 50027)
    with pytest.raises(discord.HTTPException) as exc:
        await saved.followup.send("too late")
    assert exc.value.code == 50027
    assert r.message.content == "still fine"
    assert [v.code for v in sb.take_violations()] == [50027, 50027]


async def test_threads_not_allowed_is_50013(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    r = await sb.slash(w.alice, w.nothreads, "thread", name="t")
    assert r.message is not None and r.message.content == "no threads here"
    assert [(e.status, e.code) for e in bot.api_errors] == [(403, 50013)]
    assert sb.threads(w.nothreads) == []
    sb.take_violations(code=50013)
    sb.assert_no_violations()


async def test_ephemeral_flag_via_channel_route_is_rejected_and_ephemerals_are_invisible_to_channel_routes(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as exc:
        params = discord.http.handle_message_parameters(content="x", flags=discord.MessageFlags(ephemeral=True))
        await bot.http.send_message(ch.id, params=params)
    assert exc.value.code == 50035
    r = await sb.slash(w.alice, w.channel, "secret", word="owl")
    assert r.message is not None
    with pytest.raises(discord.NotFound) as nf:
        await ch.fetch_message(r.message.id)
    assert nf.value.code == 10008
    assert [v.code for v in sb.take_violations()] == [50035, 10008]


def _raises(code: int, **payload: object) -> ApiError:
    with pytest.raises(ApiError) as exc:
        validate_message(dict(payload), creating=True)
    assert exc.value.code == code, exc.value.body()
    return exc.value


def _button(cid: str, label: str = "b") -> dict[str, object]:
    return {"type": 2, "style": 1, "label": label, "custom_id": cid}


def test_message_limits() -> None:
    validate_message({"content": "x" * 2000}, creating=True)
    assert "content" in (_raises(50035, content="x" * 2001).errors or {})
    _raises(50006, content="")
    _raises(50035, embeds=[{"title": "t" * 257}])
    _raises(50035, embeds=[{"description": "d" * 4097}])
    _raises(50035, embeds=[{"fields": [{"name": "n", "value": "v"}] * 26}])
    _raises(50035, embeds=[{"fields": [{"name": "n" * 257, "value": "v"}]}])
    _raises(50035, embeds=[{"fields": [{"name": "n", "value": "v" * 1025}]}])
    _raises(50035, embeds=[{"footer": {"text": "f" * 2049}}])
    _raises(50035, embeds=[{"author": {"name": "a" * 257}}])
    _raises(50035, embeds=[{"title": "t"}] * 11)
    big = _raises(50035, embeds=[{"description": "d" * 4000}, {"description": "d" * 2001}])
    assert "MAX_EMBED_SIZE_EXCEEDED" in str(big.errors)
    validate_message({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2000}]}, creating=True)


def _row(*items: dict[str, Any]) -> dict[str, Any]:
    """An action row holding ``items``."""
    return {"type": 1, "components": list(items)}


def test_component_limits() -> None:
    row = _row
    validate_message({"components": [row(*[_button(f"{r}-{i}") for i in range(5)]) for r in range(5)]}, creating=True)
    _raises(50035, components=[row(_button(f"{r}")) for r in range(6)])
    _raises(50035, components=[row(*[_button(str(i)) for i in range(6)])])
    _raises(50035, components=[row(_button("a", "l" * 81))])
    _raises(50035, components=[row(_button(""))])
    _raises(50035, components=[row(_button("c" * 101))])
    _raises(50035, components=[row(_button("same")), row(_button("same"))])
    opts = [{"label": str(i), "value": str(i)} for i in range(26)]
    _raises(50035, components=[row({"type": 3, "custom_id": "s", "options": opts})])
    validate_message({"components": [row({"type": 3, "custom_id": "s", "options": opts[:25]})]}, creating=True)
    _raises(50035, components=[row({"type": 3, "custom_id": "s", "options": opts[:2]}, _button("x"))])
    validate_message({"components": [row({"type": 2, "style": 5, "label": "site", "url": "https://x"})]}, creating=True)


def test_component_emoji_must_be_a_real_emoji() -> None:
    """Discord answers a component whose unicode emoji is not an emoji with 50035
    BUTTON_COMPONENT_INVALID_EMOJI, for buttons and select options alike (issue 9: the
    table's panel button once used U+1F0A0, a playing-card back that is not an emoji)."""
    row = _row
    for good in ("🃏", "☀️", "🐻\u200d❄️", "1️⃣", "🇫🇷"):
        validate_message({"components": [row(dict(_button("a"), emoji={"name": good}))]}, creating=True)
    validate_message({"components": [row(dict(_button("a"), emoji={"id": "123", "name": "anything"}))]}, creating=True)
    for bad in ("\U0001F0A0", "a", "", ":smile:", "🃏🃏"):
        exc = _raises(50035, components=[row(dict(_button("a"), emoji={"name": bad}))])
        assert "BUTTON_COMPONENT_INVALID_EMOJI" in str(exc.errors)
        assert exc.errors["components"]["0"]["components"]["0"]["emoji"]["name"]  # type: ignore[index]  # JSON errors tree
    opts = [{"label": "x", "value": "x", "emoji": {"name": "\U0001F0A0"}}]
    exc = _raises(50035, components=[row({"type": 3, "custom_id": "s", "options": opts})])
    assert "options" in str(exc.errors) and "BUTTON_COMPONENT_INVALID_EMOJI" in str(exc.errors)


async def test_a_button_with_a_non_emoji_is_refused_end_to_end(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await sb.slash(w.alice, w.channel, "cardback", wait=False)
    await sb.wait_until(lambda: bot.api_errors)
    assert bot.api_errors[0].code == 50035
    sb.advance(4)
    assert 50035 in {v.code for v in sb.take_violations()}


def test_modal_limits() -> None:
    ok = {"custom_id": "m", "title": "t", "components": [{"type": 1, "components": [
        {"type": 4, "custom_id": "a", "label": "A", "style": 1}]}]}
    validate_modal(ok)
    with pytest.raises(ApiError):
        validate_modal(dict(ok, title="t" * 46))
    with pytest.raises(ApiError):
        validate_modal(dict(ok, components=ok["components"] * 6))  # type: ignore[operator]  # ok's components is a list


def test_components_v2_custom_ids() -> None:
    v2 = 1 << 15
    section = {"type": 9, "components": [{"type": 10, "content": "hi"}],
               "accessory": {"type": 2, "style": 1, "label": "go", "custom_id": "x"}}
    validate_message({"flags": v2, "components": [{"type": 17, "components": [section]}]}, creating=True)
    with pytest.raises(ApiError):
        validate_message({"flags": v2, "components": [{"type": 17, "components": [section, section]}]}, creating=True)
