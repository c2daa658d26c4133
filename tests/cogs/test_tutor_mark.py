"""The kit marks a tutorial's suggested move (issue 35): a button green, and in a select (which has
no colour) the suggested option with 👉; nothing else changes, and a disabled component is left alone."""
from __future__ import annotations

import discord

from cogs.kit.rendered import Rendered
from cogs.kit.tutor import MARK_EMOJI, mark


def panel() -> Rendered:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Select(custom_id="wa:1:ext:5", options=[
        discord.SelectOption(label="🟥 Red → EU2", value="0.EU2"), discord.SelectOption(label="🟥 Red → EU5", value="0.EU5")]))
    view.add_item(discord.ui.Button(custom_id="wa:1:end:5", label="End turn"))
    view.add_item(discord.ui.Button(custom_id="wa:1:refresh", label="Refresh"))
    return Rendered(view=view)


def test_a_suggested_select_option_gets_the_mark_and_the_others_do_not() -> None:
    rendered = panel()
    mark(rendered, {"wa:1:ext:5"}, {"wa:1:ext:5": {"0.EU5"}})
    assert rendered.view is not None
    select, end, refresh = rendered.view.children
    assert isinstance(select, discord.ui.Select) and isinstance(end, discord.ui.Button)
    assert isinstance(refresh, discord.ui.Button)
    emojis = {o.value: (o.emoji.name if o.emoji else None) for o in select.options}
    assert emojis == {"0.EU2": None, "0.EU5": MARK_EMOJI}
    assert end.style == refresh.style == discord.ButtonStyle.secondary


def test_a_suggested_button_is_green() -> None:
    rendered = panel()
    mark(rendered, {"wa:1:end:5"})
    assert rendered.view is not None
    select, end, _ = rendered.view.children
    assert isinstance(end, discord.ui.Button) and end.style == discord.ButtonStyle.success
    assert isinstance(select, discord.ui.Select) and all(o.emoji is None for o in select.options)
