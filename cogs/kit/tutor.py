"""The kit's two hooks for learning (issue 35): the coach on a tutorial's panel, and ❔ *What now?*.

* :class:`Tutor` — who dresses a tutorial match's panel (``cogs/learn.py``'s cog, found as the
  bot's ``tutor`` attribute, :func:`tutor_of`): every redraw of a tutorial panel the kit makes
  (a click, a refusal, Refresh, a chooser) goes through :meth:`Tutor.dress`, which puts the
  coach's lines on top and marks the suggested move, so no game UI knows of tutorials.
* :func:`add_explain_button` — the ❔ button the kit puts on every panel and DM copy, beside the
  game's Refresh button; its click (the kit verb ``explain``, :func:`explain`) answers privately
  with :meth:`cogs.kit.ui.GameUI.explain` for the decision in front of the person.
* :func:`mark` — the suggested move's components drawn in the success style (green); a select
  has no colour, so its suggested option gets :data:`MARK_EMOJI` instead.
"""
from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import discord

from cogs.kit.rendered import Rendered
from cogs.kit.text import CONTENT, clip

if TYPE_CHECKING:
    from storage import MatchRecord

EXPLAIN_EMOJI = "❔"
MARK_EMOJI = "👉"
"""The suggested option of a select (a select has no style to draw it green)."""
ROW_WIDTH = 5
"""Buttons in one action row (Discord's limit)."""


@runtime_checkable
class Tutor(Protocol):
    """Who dresses tutorial panels (the learn cog)."""

    def dress(self, record: MatchRecord, seat: int, rendered: Rendered, warning: str | None,
              tried: Mapping[str, Any] | None = None) -> Rendered:
        """``rendered`` (the game's panel of tutorial ``record`` for ``seat``, built by the kit) with
        the coach's lines on top and the suggested move marked (once the lesson is over: the
        coach's last words instead of the game's panel, which may show a state past the lesson's
        end); ``warning`` is the game's refusal of the learner's last attempt (None: none), to be
        shown with the coach's hint for it; ``tried`` is the refused move as the game's JSON (None:
        the click made no move, e.g. a stale one), which the hint may name."""
        ...

    def expired(self, record: MatchRecord) -> str:
        """What tutorial ``record``'s panel says when its token is about to expire (how to go on)."""
        ...


def tutor_of(client: Any) -> Tutor | None:
    """The bot's :class:`Tutor` (None: no learn cog loaded)."""
    tutor = getattr(client, "tutor", None)
    return tutor if isinstance(tutor, Tutor) else None


def add_explain_button(ui: Any, record: MatchRecord, rendered: Rendered) -> None:
    """Put the ❔ *What now?* button on ``rendered``'s panel: in the row of the game's Refresh
    button when it has room, else in the first row with room; left out (logged nowhere, the panel
    stays whole) when every row is full. ``ui`` is the match's :class:`cogs.kit.ui.GameUI` (typed
    loosely: this module sits beneath it)."""
    view = rendered.view
    if view is None:
        return
    rows: dict[int, int] = {}
    refresh_row = None
    refresh = ui.refresh_id(record.id)
    for item in view.children:
        row = item.row if item.row is not None else 0
        width = ROW_WIDTH if isinstance(item, discord.ui.Select) else 1
        rows[row] = rows.get(row, 0) + width
        if getattr(item, "custom_id", None) == refresh:
            refresh_row = row
    candidates = ([refresh_row] if refresh_row is not None else []) + list(range(5))
    free = next((r for r in candidates if rows.get(r, 0) < ROW_WIDTH), None)
    if free is not None:
        view.add_item(ui.button("explain", record.id, emoji=EXPLAIN_EMOJI, row=free))


def mark(rendered: Rendered, custom_ids: set[str], values: Mapping[str, Collection[str]] | None = None) -> None:
    """Draw the buttons whose ``custom_id`` is in ``custom_ids`` (the suggested move) green, and
    in each select named in ``values`` (custom_id -> the suggested values) put :data:`MARK_EMOJI`
    on those options (a route extension or a chooser's group is a select option)."""
    if rendered.view is None:
        return
    for item in rendered.view.children:
        if isinstance(item, discord.ui.Button) and item.custom_id in custom_ids and not item.disabled:
            item.style = discord.ButtonStyle.success
        elif isinstance(item, discord.ui.Select) and values and item.custom_id in values and not item.disabled:
            for option in item.options:
                if option.value in values[item.custom_id]:
                    option.emoji = MARK_EMOJI


def on_top(rendered: Rendered, lines: list[str]) -> None:
    """``lines`` above the panel's text (clipped to a message's content)."""
    if lines:
        rendered.content = clip("\n".join([*lines, rendered.content or ""]).strip(), CONTENT)
