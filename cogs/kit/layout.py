"""A message as a components-v2 layout: one container per game, text, picture, buttons.

:func:`layout_view` turns what a game UI built (a :class:`~cogs.kit.rendered.Rendered`'s
content, embeds, view and drawn pictures) into a discord.py ``LayoutView`` sent with the
``IS_COMPONENTS_V2`` flag (1 << 15; discord.py sets it for a ``LayoutView``):

* one ``Container`` whose accent colour is the first embed's colour (the game's colour);
* ``TextDisplay`` blocks, top to bottom: the message text (a refusal's "⚠️" line first),
  then per embed its author, title (a ``###`` heading) and description, the pictures, the
  fields (``**name**`` over the value) and the footer as small text (``-#``);
* each picture in a ``MediaGallery`` right after the text it illustrates, with its alt text
  as the item's description; the same facts stay in the text (a picture is never the only
  place a fact is shown);
* the buttons and selects in ``ActionRow`` s inside the container, in the rows the game
  gave them.

It keeps within Discord's components-v2 limits (docs.discord.com, Components reference:
"Messages allow up to 40 total components"; "the combined length of all text across all
components cannot exceed 4000 characters"; a media gallery holds 1 to 10 items): text
blocks are merged when the components would pass 40, and clipped (ending "…") when the
text would pass 4,000 characters.
"""
from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from cogs.kit.text import clip

log = logging.getLogger(__name__)

V2_COMPONENTS = 40
"""Components in one message, nested ones counted (Discord's limit)."""
V2_TEXT = 4000
"""Characters across all text displays of one message (Discord's limit)."""
GALLERY_ITEMS = 10
"""Items in one media gallery (Discord's limit: 1 to 10)."""
MEDIA_DESCRIPTION = 256
"""A media gallery item's description, as discord.py documents it (the full alt text stays on
the attachment, up to 1,024 characters)."""


@dataclass(frozen=True)
class ShownPicture:
    """One picture as the layout shows it: its ``attachment://`` file name and its alt text."""

    name: str
    alt: str

    @property
    def url(self) -> str:
        return f"attachment://{self.name}"


def _embed_blocks(embed: discord.Embed) -> tuple[str, str, str]:
    """``(head, fields, footer)`` text of one embed (each may be empty)."""
    head = []
    if embed.author and embed.author.name:
        head.append(f"-# {embed.author.name}")
    if embed.title:
        head.append(f"### {embed.title}")
    if embed.description:
        head.append(embed.description)
    fields = "\n".join(f"**{f.name}**\n{f.value}" for f in embed.fields if f.name or f.value)
    lines = (embed.footer.text or "").splitlines() if embed.footer else []
    footer = "\n".join(f"-# {ln}" for ln in lines if ln.strip())
    return "\n".join(head), fields, footer


def _fit_text(blocks: list[str], limit: int = V2_TEXT) -> list[str]:
    """``blocks`` with at most ``limit`` characters in all: later blocks are clipped first
    (the state and what is asked come first), empty ones dropped."""
    out: list[str] = []
    left = limit
    for block in blocks:
        if not block or left <= 0:
            continue
        text = clip(block, left)
        out.append(text)
        left -= len(text)
    return out


def _rows(view: discord.ui.View | None) -> list[list[discord.ui.Item[Any]]]:
    """The view's items grouped in the rows discord.py placed them in (``View`` weights)."""
    if view is None:
        return []
    by_row: dict[int, list[discord.ui.Item[Any]]] = {}
    for item in view.children:
        row = getattr(item, "_rendered_row", None)
        by_row.setdefault(row if row is not None else 0, []).append(item)
    return [by_row[r] for r in sorted(by_row)]


class UnstoredLayout(discord.ui.LayoutView):
    """A layout discord.py does not keep in its view store. discord.py stores every sent or
    edited view that has buttons or selects, to call their callbacks, and re-parses each
    stored view on every MESSAGE_UPDATE of its message; this bot's components have no
    callbacks of their own (every click is answered from its ``custom_id``: dynamic items and
    :mod:`cogs.kit.clicks`), so storing them was CPU on every send and edit and memory kept
    for every message until it is deleted."""

    def is_dispatchable(self) -> bool:
        """False: nothing for discord.py to dispatch to (see the class doc)."""
        return False

    def is_finished(self) -> bool:
        """True: nothing waits on this layout. An interaction's first answer stores its view in
        discord.py unless the view is finished (it does not ask :meth:`is_dispatchable`)."""
        return True


def layout_view(
    content: str | None,
    embeds: Sequence[discord.Embed],
    view: discord.ui.View | None,
    pictures: Sequence[ShownPicture],
) -> discord.ui.LayoutView:
    """The components-v2 layout of one message (see the module docstring).

    ``pictures`` are the files the message carries; a picture an embed shows as its image is
    placed with that embed, any other after the first text. Raises nothing: text is merged and
    clipped to fit Discord's limits.
    """
    # (kind, payload) pieces in reading order: "text" blocks and "gallery" lists of pictures
    pieces: list[tuple[str, Any]] = []
    placed: set[str] = set()
    by_url = {p.url: p for p in pictures}
    if content:
        pieces.append(("text", content))
    for embed in embeds:
        head, fields, footer = _embed_blocks(embed)
        pieces.append(("text", head))
        image = by_url.get(embed.image.url or "") if embed.image else None
        if image is not None and image.name not in placed:
            pieces.append(("gallery", [image]))
            placed.add(image.name)
        pieces.append(("text", fields))
        pieces.append(("text", footer))
    rest = [p for p in pictures if p.name not in placed]
    if rest:
        at = 1 if pieces and pieces[0][0] == "text" else 0
        for start in range(0, len(rest), GALLERY_ITEMS):
            pieces.insert(at, ("gallery", rest[start:start + GALLERY_ITEMS]))
            at += 1

    rows = _rows(view)
    pieces = [(k, v) for k, v in pieces if k == "gallery" or v]
    length = sum(len(str(v)) for k, v in pieces if k == "text")
    if length > V2_TEXT - V2_COMPONENTS:
        log.warning("a message's text (%d characters) was clipped to Discord's 4,000 for a layout", length)
    clipped = iter(_fit_text([str(v) for k, v in pieces if k == "text"], V2_TEXT - V2_COMPONENTS))  # room for merges
    pieces = [(k, v if k == "gallery" else next(clipped, "")) for k, v in pieces]
    pieces = [(k, v) for k, v in pieces if k == "gallery" or v]
    fixed = 1 + sum(1 + len(r) for r in rows)
    while fixed + len(pieces) > V2_COMPONENTS:  # merge two neighbouring text blocks, the last first
        pair = next((i for i in range(len(pieces) - 2, -1, -1)
                     if pieces[i][0] == "text" and pieces[i + 1][0] == "text"), None)
        if pair is None:
            break
        pieces[pair:pair + 2] = [("text", f"{pieces[pair][1]}\n{pieces[pair + 1][1]}")]

    colour = next((e.colour for e in embeds if e.colour is not None), None)
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    for kind, value in pieces:
        if kind == "gallery":
            container.add_item(discord.ui.MediaGallery(*[
                discord.MediaGalleryItem(p.url, description=clip(p.alt, MEDIA_DESCRIPTION) or None) for p in value]))
        else:
            container.add_item(discord.ui.TextDisplay(value))
    for row in rows:
        action_row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for item in row:
            action_row.add_item(item)
        container.add_item(action_row)
    layout = UnstoredLayout(timeout=None)
    layout.add_item(container)
    return layout


def notice_view(text: str) -> discord.ui.LayoutView:
    """A components-v2 message of one line of text (e.g. "this panel is out of date"): what a
    v2 message is edited to, since the flag cannot be removed by an edit."""
    layout = UnstoredLayout(timeout=None)
    layout.add_item(discord.ui.TextDisplay(clip(text, V2_TEXT)))
    return layout


def notice_kwargs(text: str) -> dict[str, Any]:
    """``edit`` keyword arguments turning any message (classic or v2) into a one-line v2 notice
    with no pictures: the legacy fields are cleared (``content=None``, ``embeds=[]``), as Discord
    requires when a message takes the flag."""
    return {"content": None, "embeds": [], "view": notice_view(text), "attachments": []}
