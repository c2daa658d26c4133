"""Writes Discord refuses for good: pictures it will not take, and permissions the bot lost.

**Pictures.** Discord refuses a write carrying files for two reasons that will not pass by
retrying: the files are over the server's upload limit (413, code 40005) or the bot lacks
**Attach Files** there (403, 50013). Either way the same message is sent (or edited) without its
files and without the embed images that pointed at them; every :class:`cogs.kit.Rendered` keeps
its facts in text beside its pictures (``docs/design.md``, "Pictures"), so nothing is lost.
:class:`RefusedPictures` remembers the channel (per reason), so the next moves do not try the
upload again and meet the same refusal each time. A channel refused for the permission is tried
with pictures again once Discord says its permissions changed
(:meth:`cogs.table.table_message.TableMessage.pictures_back` on channel and role updates); one
refused for size keeps text until the bot restarts (a server's upload limit changes only with
its boosts).

**Permissions.** :class:`Refusals` tells a match's players, once, which permission the bot lost
where they play, and moves play where it can still go on.
"""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TypeVar

import discord

from cogs.kit import Rendered
from cogs.moderation import missing_permissions
from discord_codes import DiscordCode
from engine import registry
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Writes

log = logging.getLogger(__name__)

T = TypeVar("T")

REFUSED_UPLOAD_CODES = frozenset({DiscordCode.ENTITY_TOO_LARGE, DiscordCode.MISSING_PERMISSIONS})
"""Codes on a write with files after which it is made again without them."""
LOST_PERMISSION_CODES = frozenset({DiscordCode.MISSING_ACCESS, DiscordCode.MISSING_PERMISSIONS})
"""Codes on a match's write that mean the bot lost a permission there (:meth:`Refusals.permission_lost`)."""

Relocate = Callable[[int, int, str], Awaitable[None]]
"""Plays ``match_id`` on in ``channel_id``, saying ``note`` there (:meth:`cogs.table.TableCog.relocate`)."""


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


class Refusals:
    """Missing permissions told to a match's players, once per permission (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages, relocate: Relocate) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.relocate = relocate
        self._told: dict[int, frozenset[str]] = {}  # match -> the missing permissions its players were told

    async def permission_lost(self, match_id: int, channel_id: int) -> None:
        """Discord refused a write of a running match in ``channel_id`` for a missing permission
        (50001, 50013) after Start. The players are told once (again only when other permissions
        go missing), in one line naming what is missing, where the bot can still reach them, and
        play goes on where it can: from a thread the bot may no longer post in, to its parent
        channel (as for a locked thread: :attr:`relocate`); from a channel it may no longer see
        or post in, in each player's DM copy (DM copies stay playable)."""
        record = self.bot.service.match(match_id)
        guild = self.bot.get_guild(record.guild_id or 0) if record is not None else None
        if record is None or record.status != MatchStatus.ACTIVE or guild is None:
            return
        channel = guild.get_channel_or_thread(channel_id)
        in_thread = isinstance(channel, discord.Thread)
        missing = missing_permissions(channel.permissions_for(guild.me), in_thread=in_thread) if channel else []
        if not missing or frozenset(missing) <= self._told.get(match_id, frozenset()):
            return  # already told (or the cache has not seen the change yet: the next refusal tells)
        self._told[match_id] = self._told.get(match_id, frozenset()) | frozenset(missing)
        names = ", ".join(f"**{m}**" for m in missing)
        log.warning("match %s: missing %s in channel %s", match_id, ", ".join(missing), channel_id)
        parent = channel.parent if isinstance(channel, discord.Thread) else None
        there = parent.permissions_for(guild.me) if parent is not None else None
        if ("Send Messages in Threads" in missing and parent is not None and there is not None
                and there.view_channel and there.send_messages):
            await self.relocate(match_id, parent.id, f"🔒 I'm missing {names} in the match thread, so the match "
                                                     "goes on here. A moderator can give it back.")
            return
        title = f"{registry.get(record.game).title} #{match_id}"
        if "View Channel" not in missing and not any(m.startswith("Send Messages") for m in missing):
            # e.g. Attach Files or Embed Links: the match goes on in place; say so there
            self.writes.post_later(record, Rendered(content=f"⚠️ I'm missing {names} here, so {title} is shown as "
                                                            "text. A moderator can give it back."))
            return
        line = (f"⚠️ I can no longer post in <#{channel_id}>, where {title} is played (I'm missing {names}). "
                "Moves still work from your DM copy of the panel; a moderator can give the permission back.")
        kept = await self.kept.of(match_id)
        for s in record.seats:
            if s.user_id and not s.is_bot and ("dm-closed", s.user_id) not in kept:
                try:
                    dm = await self.writes.dm(s.user_id)
                    await dm.send(line, nonce=self.writes.nonce())
                except discord.HTTPException as exc:
                    log.info("match %s: could not tell %s of the missing permission: %s", match_id, s.user_id, exc)

    def forget(self, match_id: int) -> None:
        """Forget what a match's players were told (the match ended)."""
        self._told.pop(match_id, None)

    def holds(self, match_id: int) -> bool:
        """Whether anything is remembered for ``match_id``."""
        return match_id in self._told
