"""The 🗺️ Full map button of the map games: the whole map at full resolution, privately.

A player who clicks it gets their own panel with the whole map (their private picture: their
pieces marked), edited in place on a panel or sent as a new ephemeral message from the table.
Anyone else in the channel (a spectator) gets the public whole map as an ephemeral message:
nothing private is in it (drawn from the spectator view only).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.kit.codec import Click, Verb
from cogs.kit.interactions import service_of
from cogs.kit.panels import in_time, mark_started, refresh_panel, seat_in, view_of
from cogs.kit.rendered import Rendered
from cogs.lang import Lang, is_message_id, reader, reading, t
from cogs.lang.readers import person_lang
from cogs.lang.words import refused

if TYPE_CHECKING:
    from cogs.kit.pictures import Picture
    from cogs.kit.ui import AnyUI
    from engine.core import Model
    from storage import MatchRecord

FULL = "full"
"""The panel context key (``PanelContext.opened``) a game's panel reads to show the whole map."""
VERB = "fullmap"
SPECTATOR_TEXT = "core-full-map-spectator"
"""The line over the whole map a spectator asked for (a message id; ``label``: the table's panel button)."""


def full_map_verb(public_picture: Callable[[MatchRecord, Model], Picture]) -> Verb:
    """The ``fullmap`` verb, answered for players and spectators alike (``seated=False``):
    ``public_picture(record, spectator view)`` draws the whole map for a spectator."""

    async def answer(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
        service = service_of(interaction)
        mark_started(interaction)
        record = await service.fetch(click.match_id)
        if record is None:
            raise refused("core-no-match")
        if seat_in(service, record, interaction.user.id) is not None:
            await refresh_panel(interaction, click.match_id, opened={FULL: ""}, record=record)
            return
        lang = await person_lang(interaction)
        with reading(lang):  # the picture's words in the clicker's language
            picture = public_picture(record, view_of(service, record, None))
        embed = discord.Embed(description=picture.alt[:4000] or None)
        embed.set_image(url=picture.url)
        label = t(lang, ui.panel_label) if is_message_id(ui.panel_label) else ui.panel_label
        rendered = await in_time(interaction, Rendered(content=t(lang, SPECTATOR_TEXT, label=label),
                                                       embeds=[embed], pictures=[picture]).draw(urgent=True))
        kwargs: dict[str, Any] = rendered.send_kwargs()
        if interaction.response.is_done():
            await interaction.followup.send(ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(ephemeral=True, **kwargs)

    return Verb(VERB, handler=answer, seated=False)


def full_map_button(ui: AnyUI, match_id: int, *, row: int | None = None, lang: Lang | None = None) -> discord.ui.Button[Any]:
    """The 🗺️ Full map button (see the module docstring), labelled in ``lang`` (default: the reader's,
    :func:`cogs.lang.reader`: the table's or the panel's)."""
    return ui.button(VERB, match_id, label=t(lang or reader(), "core-full-map"), emoji="🗺️", row=row)


__all__ = ["FULL", "VERB", "full_map_button", "full_map_verb"]
