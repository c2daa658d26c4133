"""Autocomplete (interaction type 4, answered with callback type 8) as the double enforces it: the
payload Discord sends while a person types, and the answer's limits with Discord's 50035."""
from __future__ import annotations

import pytest

from sandbox import Sandbox
from sandbox.interactions import ClientRefused
from tests.sandbox_support import SupportBot, World


async def test_the_typed_text_reaches_the_bot_and_its_choices_come_back(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    r = await sb.autocomplete(w.alice, w.channel, "find", focused="fruit", fruit="ap", note="x")
    assert r.response_type == 8 and r.choices == [{"name": "Apple", "value": "apple"}, {"name": "Apricot", "value": "apricot"}]
    options = r.payload["data"]["options"]
    assert options == [{"name": "fruit", "type": 3, "value": "ap", "focused": True}, {"name": "note", "type": 3, "value": "x"}]
    assert r.payload["type"] == 4 and r.message is None
    sb.assert_no_violations()


async def test_only_an_autocompleted_option_can_be_typed_into(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, _ = env
    with pytest.raises(ClientRefused, match="not autocompleted"):
        await sb.autocomplete(w.alice, w.channel, "find", focused="note", note="x")
    with pytest.raises(ClientRefused, match="not autocompleted"):
        await sb.autocomplete(w.alice, w.channel, "echo", focused="text", text="x")


@pytest.mark.parametrize(("typed", "where"), [("many", "choices"), ("longname", "name"), ("longvalue", "value"),
                                               ("message", "type")])
async def test_an_answer_beyond_discord_s_limits_is_50035(env: tuple[Sandbox, World, SupportBot], typed: str,
                                                          where: str) -> None:
    """More than 25 choices, a choice name over 100 characters, a value over 100, or a message instead of
    choices (callback type 4): refused, nothing shown."""
    sb, w, bot = env
    r = await sb.autocomplete(w.alice, w.channel, "find", focused="fruit", fruit=typed)
    assert [(e.status, e.code) for e in bot.api_errors] == [(400, 50035)]
    assert where in (bot.api_errors[0].text or "")
    assert r.choices is None and r.response_type is None
    assert 50035 in {v.code for v in sb.take_violations()}
