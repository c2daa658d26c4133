"""A message to send or edit, built by a game UI and finished (pictures drawn) by the kit.

A :class:`Rendered` is sent either as a classic message (content, embeds, action rows) or,
with ``layout=True``, as a components-v2 message (:mod:`cogs.kit.layout`): the kit turns the
tables, panels and DM copies into layouts (``as_layout``), and leaves thread posts, pings and
lobbies classic. Which picture files an edit uploads is decided here (:mod:`cogs.kit.attachments`):
only those not already on the message byte for byte.
"""
from __future__ import annotations

import hashlib
import io
import logging
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from cogs.kit.attachments import ATTACHMENTS, WAIT_S, Attachments, OnMessage
from cogs.kit.layout import ShownPicture, layout_view
from cogs.kit.pictures import CACHE, Picture, PictureCache
from cogs.kit.text import CONTENT, clip
from discord_codes import DiscordCode

log = logging.getLogger(__name__)


@dataclass
class Rendered:
    """Text, embeds, components and pictures of one message.

    ``files`` are factories because a ``discord.File`` can be sent only once; the kit
    fills them from ``pictures`` in :meth:`draw`. A UI that shows a picture in an embed
    sets the embed's image to ``picture.url`` and keeps the same facts in text.
    """

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: discord.ui.View | None = None
    pictures: list[Picture] = field(default_factory=list)
    files: list[Callable[[], discord.File]] = field(default_factory=list)
    layout: bool = False
    """Send as a components-v2 message (:mod:`cogs.kit.layout`) instead of content and embeds."""
    drawn: list[Drawn] = field(default_factory=list)
    """The pictures as drawn by :meth:`draw` (name, alt text, PNG digest), in order."""
    _layout_view: discord.ui.LayoutView | None = field(default=None, repr=False)
    _tickets: dict[int, int] = field(default_factory=dict, repr=False)  # message id -> Attachments.edits after take
    _keeping: dict[str, OnMessage] = field(default_factory=dict, repr=False)  # what the last edit_kwargs kept by id
    raced: bool = field(default=False, repr=False)
    """Set by :meth:`edit_on`: the edit went ahead while another edit of the message was in flight
    (which may land after it, showing what it was built from)."""
    mentions: tuple[int, ...] = ()
    """The people this message means to notify (a turn mention, the match's opening): only they are
    pinged, whatever else its text holds (:func:`pings`); none by default."""

    def as_layout(self) -> Rendered:
        """Mark this message to be sent as a components-v2 layout; returns self."""
        self.layout = True
        self._layout_view = None
        return self

    async def draw(self, cache: PictureCache = CACHE, *, urgent: bool = False) -> Rendered:
        """Draw every picture (off the event loop, cached) into ``files``; returns self.
        ``urgent``: a click's answer waits for it (drawn before queued background redraws).

        A picture that fails to draw is left out and logged, and any embed image pointing at
        it is removed, so the message still goes out with its text rendering.
        """
        self.files = []
        self.drawn = []
        for picture in self.pictures:
            try:
                data = await cache.png(picture, urgent=urgent)
            except Exception:
                log.exception("picture %s could not be drawn; sending the text only", picture.name)
                for embed in self.embeds:
                    if embed.image and embed.image.url == picture.url:
                        embed.set_image(url=None)
                continue
            self.files.append(_file_factory(data, picture))
            self.drawn.append(Drawn(picture.name, picture.alt, hashlib.sha256(data).hexdigest(), len(data)))
        self.pictures = []
        self._layout_view = None
        return self

    def warn(self, warning: str) -> Rendered:
        """Put ``warning`` on top of the content as one "⚠️" line (e.g. why a click was refused)."""
        text = f"⚠️ {' '.join(warning.split())}\n{self.content or ''}".strip()
        self.content = clip(text, CONTENT)
        self._layout_view = None
        return self

    def layout_view(self) -> discord.ui.LayoutView:
        """This message as a components-v2 layout (built once; see :mod:`cogs.kit.layout`)."""
        if self._layout_view is None:
            shown = [ShownPicture(d.name, d.alt) for d in self.drawn]
            self._layout_view = layout_view(self.content, self.embeds, self.view, shown)
        return self._layout_view

    def digests(self) -> dict[str, str]:
        """``{file name: sha256}`` of the drawn pictures (what :meth:`Attachments.note` records)."""
        return {d.name: d.digest for d in self.drawn}

    def note(self, message: Any, attachments: Attachments = ATTACHMENTS) -> None:
        """Remember which pictures ``message`` (as Discord returned it after this send or edit)
        now carries, so the next edit keeps them instead of uploading them again."""
        message_id = getattr(getattr(message, "resource", message), "id", None)
        ticket = self._tickets.pop(message_id, None) if isinstance(message_id, int) else None
        attachments.note(message, self.digests(), ticket)

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``send``/``send_message``/``followup.send``. A layout carries no
        ``content`` or ``embeds`` (Discord refuses them beside the v2 flag). It notifies only
        :attr:`mentions` (names in its text are shown, not notified)."""
        kwargs: dict[str, Any]
        if self.layout:
            kwargs = {"view": self.layout_view(), "allowed_mentions": pings(self.mentions)}
        else:
            kwargs = {"content": self.content, "embeds": self.embeds, "allowed_mentions": pings(self.mentions)}
            if self.view is not None:
                kwargs["view"] = self.view
        if self.files:
            kwargs["files"] = [f() for f in self.files]
        return kwargs

    def edit_kwargs(self, message_id: int | None = None, attachments: Attachments = ATTACHMENTS, *,
                    fresh: bool = False) -> dict[str, Any]:
        """Keyword arguments for ``edit`` of message ``message_id`` (None: not known). The
        attachment list is always sent: a picture already on that message with the same bytes
        (:mod:`cogs.kit.attachments`) is kept by id, any other is uploaded, and what is no longer
        wanted is dropped. A layout clears the legacy fields (``content=None``, ``embeds=[]``),
        as Discord requires when an edit gives a message the v2 flag. What the message carried is
        forgotten until the edit's answer is noted (:meth:`note`; :meth:`Attachments.take`); what
        another edit in flight keeps is kept too, unless ``fresh`` (Discord refused a kept one)."""
        on = attachments.take(message_id, flying=not fresh)
        if message_id is not None:
            self._tickets[message_id] = attachments.edits(message_id)
        listed: list[discord.Attachment | discord.File] = []
        keeping: dict[str, OnMessage] = {}
        for drawn, make in zip(self.drawn, self.files, strict=False):
            kept = on.get(drawn.name)
            if kept is not None and kept.digest == drawn.digest:
                listed.append(kept.attachment)
                keeping[drawn.name] = kept
            else:
                listed.append(make())
        listed += [make() for make in self.files[len(self.drawn):]]  # files set by hand
        self._keeping = keeping
        if self.layout:
            return {"content": None, "embeds": [], "view": self.layout_view(), "attachments": listed,
                    "allowed_mentions": pings(self.mentions)}
        return {"content": self.content, "embeds": self.embeds, "view": self.view, "attachments": listed,
                "allowed_mentions": pings(self.mentions)}

    async def edit_on(self, message_id: int | None, edit: Callable[..., Awaitable[Any]],
                      attachments: Attachments = ATTACHMENTS, *, wait_s: float = WAIT_S) -> Any:
        """``await edit(**self.edit_kwargs(message_id))`` and note the answer, holding the message
        for that time (:meth:`Attachments.editing`): an edit racing another of the same message keeps
        what the other uploaded. Discord refusing a kept attachment (400 50035 at ``attachments``:
        another writer, e.g. the panel's token edit racing a click's answer, replaced it meanwhile)
        is answered by forgetting what the message carried and editing once more, every picture
        uploaded afresh. ``wait_s``: how long to wait for another edit of the message in flight
        (:attr:`raced` is set when it went ahead without). Returns what ``edit`` returns; raises
        what it raises."""
        async with attachments.editing(message_id, wait_s) as held:
            self.raced = not held
            tickets: list[int] = []

            def kwargs(fresh: bool = False) -> dict[str, Any]:
                made = self.edit_kwargs(message_id, attachments, fresh=fresh)
                if message_id is not None:  # in flight: an edit racing it may keep what it keeps
                    tickets.append(self._tickets[message_id])
                    attachments.keeping(message_id, tickets[-1], self._keeping)
                return made

            try:
                try:
                    sent = await edit(**kwargs())
                except discord.HTTPException as exc:
                    if message_id is None or exc.code != DiscordCode.INVALID_FORM_BODY or "attachments" not in str(exc):
                        raise
                    log.info("message %s: a kept attachment was refused; uploading its pictures again", message_id)
                    for ticket in tickets:  # what it kept is not the message's after all
                        attachments.done(message_id, ticket)
                    tickets.clear()
                    attachments.forget([message_id])
                    sent = await edit(**kwargs(fresh=True))
            except BaseException:
                if message_id is not None:  # it may have been applied without its answer: what it carries is unknown
                    attachments.forget([message_id])
                raise
            finally:
                for ticket in tickets:
                    attachments.done(message_id or 0, ticket)
            self.note(sent, attachments)
            return sent

    def uploads(self, message_id: int | None = None, attachments: Attachments = ATTACHMENTS) -> tuple[int, int]:
        """``(files, bytes)`` an edit of ``message_id`` would upload now (a send: ``message_id`` None)."""
        on = attachments.on(message_id)
        fresh = [d for d in self.drawn if not (d.name in on and on[d.name].digest == d.digest)]
        return len(fresh), sum(d.size for d in fresh)


def pings(users: Iterable[int] = ()) -> discord.AllowedMentions:
    """The ``allowed_mentions`` of a message that means to notify exactly ``users`` (none: nobody),
    never a role, ``@everyone`` or the author of a message replied to."""
    ids = sorted(set(users))
    if not ids:
        return discord.AllowedMentions.none()
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(i) for i in ids])


@dataclass(frozen=True)
class Drawn:
    """One drawn picture: its file name, alt text, the SHA-256 (hex) of its PNG and its size in bytes."""

    name: str
    alt: str
    digest: str
    size: int = 0


def _file_factory(data: bytes, picture: Picture) -> Callable[[], discord.File]:
    def make() -> discord.File:
        return discord.File(io.BytesIO(data), filename=picture.name, description=clip(picture.alt, 1024) or None)

    return make
