"""Choosing among more than 25 things (map points, regions, spaces) with Discord's selects.

A select holds at most 25 options. :func:`chooser` turns any list of :class:`Option` into
components a person can use:

* up to 25 options: one select of the verb;
* more: a first select of groups (e.g. regions or continents; or pages "A1 – C4" when the
  options have no groups), and once a group is picked (the kit's ``open`` verb redraws the
  panel with that group open) a second select with that group's options. A group larger
  than 25 is split into numbered parts.

:func:`typed_button` adds a ⌨️ button that opens a modal for typing the choice (a space label
such as ``C7``, a bid); the verb's ``parse_text`` validates it and explains a mistake.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from cogs.kit.text import LABEL, OPTION_DESCRIPTION, SELECT_OPTIONS, clip
from cogs.kit.ui import AnyUI, PanelContext
from cogs.lang import Lang, reader, t


@dataclass(frozen=True)
class Option:
    """One thing to choose: its select ``value`` (≤ 100 characters), ``label``, the ``group``
    it belongs to (``""``: none), an optional ``description`` and ``emoji``."""

    value: str
    label: str
    group: str = ""
    description: str | None = None
    emoji: str | None = None

    def select_option(self, *, default: bool = False) -> discord.SelectOption:
        """This option as a ``discord.SelectOption`` (label and description clipped to Discord's limits)."""
        return discord.SelectOption(
            label=clip(self.label, 100),
            value=self.value,
            description=clip(self.description, OPTION_DESCRIPTION) if self.description else None,
            emoji=self.emoji,
            default=default,
        )


def groups_of(options: Sequence[Option], size: int = SELECT_OPTIONS) -> list[tuple[str, list[Option]]]:
    """``options`` split into at most 25 labelled groups of at most ``size`` options each.

    Options keep their order. With named groups (``Option.group``), each group is one entry
    (a group over ``size`` becomes "Group (1/2)", "Group (2/2)"). Without, or when there
    would be more than 25 groups, they are cut into pages named by their first and last
    label ("A1 – C4"). Raises ValueError beyond 25 × 25 = 625 options.
    """
    if len(options) > SELECT_OPTIONS * SELECT_OPTIONS:
        raise ValueError(f"{len(options)} options are more than two selects can offer")
    named: dict[str, list[Option]] = {}
    for option in options:
        named.setdefault(option.group, []).append(option)
    out: list[tuple[str, list[Option]]] = []
    if "" not in named:
        for name, members in named.items():
            parts = [members[i : i + size] for i in range(0, len(members), size)]
            for k, part in enumerate(parts, 1):
                out.append((name if len(parts) == 1 else f"{name} ({k}/{len(parts)})", part))
    if not out or len(out) > SELECT_OPTIONS:
        out = []
        for i in range(0, len(options), size):
            part = list(options[i : i + size])
            first, last = part[0].label, part[-1].label
            out.append((first if first == last else f"{clip(first, 40)} – {clip(last, 40)}", part))
    return out


def chooser(
    ui: AnyUI,
    verb: str,
    match_id: int,
    options: Sequence[Option],
    ctx: PanelContext,
    *,
    placeholder: str,
    stamp: int | None = None,
    row: int | None = None,
    disabled: bool = False,
    **params: Any,
) -> list[discord.ui.Item[Any]]:
    """Components to choose one of ``options`` for ``verb`` (see the module docstring).

    Returns one select, or a group select plus (when ``ctx`` has a group of this chooser
    open) the open group's select on the next row. ``params`` are the verb's fields.
    """
    if not options:
        return []
    if len(options) <= SELECT_OPTIONS:
        select = ui.select(verb, match_id, [o.select_option() for o in options], placeholder=placeholder,
                           stamp=stamp, row=row, disabled=disabled, **params)
        return [select]
    groups = groups_of(options)
    opened = ctx.opened.get(verb)
    index = int(opened) if opened is not None and opened.isdigit() and int(opened) < len(groups) else None
    group_options = [
        discord.SelectOption(label=clip(f"{name} · {len(members)}", LABEL), value=str(i), default=i == index)
        for i, (name, members) in enumerate(groups)
    ]
    items: list[discord.ui.Item[Any]] = [
        ui.select("open", match_id, group_options, placeholder=clip(t(ctx.lang, "core-pick-group", placeholder=placeholder), 150),
                  row=row, disabled=disabled, chooser=verb)
    ]
    if index is not None:
        name, members = groups[index]
        items.append(ui.select(verb, match_id, [o.select_option() for o in members],
                               placeholder=clip(f"{placeholder} ({name})", 150), stamp=stamp,
                               row=None if row is None else row + 1, disabled=disabled, **params))
    return items


def group_value(options: Sequence[Option], value: str) -> str | None:
    """The value the group select takes to open the group holding ``value`` (None if absent);
    the sandbox's simulated players use it to click through a chooser."""
    if len(options) <= SELECT_OPTIONS:
        return None
    for i, (_, members) in enumerate(groups_of(options)):
        if any(o.value == value for o in members):
            return str(i)
    return None


def typed_button(
    ui: AnyUI, verb: str, match_id: int, *, label: str | None = None, stamp: int | None = None,
    row: int | None = None, disabled: bool = False, lang: Lang | None = None,
) -> discord.ui.Button[Any]:
    """A ⌨️ button opening a modal where the player types the choice for ``verb`` (which needs
    ``parse_text``; its ``prompt`` and ``example`` label the modal); ``label`` defaults to "Type it"
    in ``lang`` (default: the reader's, :func:`cogs.lang.reader`)."""
    label = label or t(lang or reader(), "core-type-it")
    return ui.button("ask", match_id, label=label, emoji="⌨️", stamp=stamp if stamp is not None else 0,
                     row=row, disabled=disabled, target=verb)
