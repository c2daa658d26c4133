"""Pictures Discord refuses for good. Discord refuses a write carrying files for two reasons
that will not pass by retrying: the files are over the server's upload limit (413, code 40005) or the bot lacks
**Attach Files** there (403, 50013). Either way the same message is sent (or edited) without its
files and without the embed images that pointed at them; every :class:`cogs.kit.rendered.Rendered` keeps
its facts in text beside its pictures (``docs/design.md``, "Pictures"), so nothing is lost.
:class:`RefusedPictures` remembers the channel (per reason), so the next moves do not try the
upload again and meet the same refusal each time. A channel refused for the permission is tried
with pictures again once Discord says its permissions changed
(:meth:`cogs.table.table_message.TableMessage.pictures_back` on channel and role updates); one
refused for size keeps text until the bot restarts (a server's upload limit changes only with
its boosts).
"""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

import discord

from cogs.kit.rendered import Rendered
from discord_codes import DiscordCode

log = logging.getLogger(__name__)

T = TypeVar("T")

REFUSED_UPLOAD_CODES = frozenset({DiscordCode.ENTITY_TOO_LARGE, DiscordCode.MISSING_PERMISSIONS})
"""Codes on a write with files after which it is made again without them."""
def without_pictures(rendered: Rendered) -> Rendered:
    """``rendered`` with no files and no embed image or thumbnail pointing at an attachment (in place);
    a components-v2 layout is rebuilt without its media gallery."""
    rendered.files = []
    rendered.pictures = []
    rendered.drawn = []
    if rendered.layout:
        rendered.as_layout()  # forgets the built LayoutView: the next one has no gallery
    for embed in rendered.embeds:
        if embed.image and str(embed.image.url or "").startswith("attachment://"):
            embed.set_image(url=None)
        if embed.thumbnail and str(embed.thumbnail.url or "").startswith("attachment://"):
            embed.set_thumbnail(url=None)
    return rendered


class RefusedPictures:
    """The channels where pictures were refused, by channel id: the code Discord gave."""

    def __init__(self) -> None:
        self.refused: dict[int, int] = {}

    async def write(self, channel_id: int, rendered: Rendered, do: Callable[[Rendered], Awaitable[T]], *,
                    on_refused: Callable[[int], None] | None = None) -> T:
        """``do(rendered)`` (a send or an edit of a message in ``channel_id``), without the
        pictures where they were refused before; when Discord refuses it for its files
        (40005, 50013), it is made once more without them and the channel is remembered. A
        50013 that the text alone meets as well was not about the files: it propagates and the
        channel is not marked. ``on_refused(code)`` is called when a channel is newly marked."""
        if channel_id in self.refused:
            return await do(without_pictures(rendered))
        try:
            return await do(rendered)
        except discord.HTTPException as exc:
            if not rendered.files or exc.code not in REFUSED_UPLOAD_CODES:
                raise
            result = await do(without_pictures(rendered))
            self.refused[channel_id] = exc.code
            why = "over the upload limit" if exc.code == DiscordCode.ENTITY_TOO_LARGE else "Attach Files is missing"
            log.warning("channel %s: pictures refused (%s); sending their text renderings", channel_id, why)
            if on_refused is not None:
                on_refused(exc.code)
            return result

    def permission_back(self, channel_id: int, can_attach: bool) -> bool:
        """Forget a refusal for the permission once the bot may attach files in ``channel_id``
        again. Returns True when pictures are back there."""
        if can_attach and self.refused.get(channel_id) == DiscordCode.MISSING_PERMISSIONS:
            del self.refused[channel_id]
            log.info("channel %s: Attach Files is back; pictures again", channel_id)
            return True
        return False


