"""Reading what a message shows from the keyword arguments the kit passed to discord.py (the fake
interactions of the cogs tests record them): the one place tests read a components-v2 layout.

``shown(kwargs)`` is the text a person reads: a ``LayoutView``'s text displays in order, one per
line, or a classic message's ``content``.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord


def shown(kwargs: Mapping[str, Any]) -> str:
    """The text of one send/edit (see the module docstring); "" when it shows none."""
    view = kwargs.get("view")
    if isinstance(view, discord.ui.LayoutView):
        return "\n".join(item.content for item in view.walk_children() if isinstance(item, discord.ui.TextDisplay))
    return str(kwargs.get("content") or "")


def controls(kwargs: Mapping[str, Any]) -> list[discord.ui.Item[Any]]:
    """The buttons and selects (dynamic items too) of one send/edit, nested ones included (a layout's action rows)."""
    view = kwargs.get("view")
    if view is None:
        return []
    items = view.walk_children() if isinstance(view, discord.ui.LayoutView) else iter(view.children)
    return [i for i in items if isinstance(i, (discord.ui.Button, discord.ui.Select, discord.ui.DynamicItem))]
