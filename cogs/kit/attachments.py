"""One upload per change: the pictures already on each message, so an edit that shows the same
picture keeps the attachment instead of uploading it again.

Discord keeps an attachment of a message when an edit lists it by id in ``attachments``
(docs.discord.com, Uploading Files: "attachments … Attached files to keep"), and drops every
attachment not listed. :class:`Attachments` remembers, per message id, each picture file the bot
put there: its name, the SHA-256 of its PNG bytes and the attachment Discord made of it (id,
URL). :meth:`Rendered.edit_kwargs <cogs.kit.rendered.Rendered.edit_kwargs>` asks it which of
the pictures to send are already on the message being edited, byte for byte; those go by id,
the others are uploaded. After each write the caller notes the message Discord returned
(:meth:`Attachments.note`).

Only what this process wrote is known: after a restart, the first edit of each message uploads
its pictures once more (a picture is never assumed to be on a message without having seen it
there). The registry is bounded (the oldest messages are forgotten first; forgetting only costs
one more upload).
"""
from __future__ import annotations

import asyncio
import contextlib
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import discord

KEPT_MESSAGES = 20_000
"""Messages whose pictures are remembered (each entry is a few hundred bytes)."""
WAIT_S = 0.5
"""How long an edit waits for another edit of the same message in flight (a click's answer and
the table cog's redraw of the same DM copy, say) so it can keep what that one uploaded; past it,
it goes ahead and uploads (an interaction's answer must not wait long)."""
ANSWER_WAIT_S = 0.05
"""How long a click's answer waits so (:func:`cogs.kit.panels.refresh_panel`): the other edit may
be held back by a rate limit for seconds (issue 25: Rescue Animals' DM-copy clicks waited the whole
:data:`WAIT_S`), and the answer is what the person is looking at."""


@dataclass(frozen=True)
class OnMessage:
    """A picture file on a message: its SHA-256 (hex) and the attachment Discord made of it."""

    digest: str
    attachment: discord.Attachment


@dataclass
class _Hold:
    """One message's edit hold: its lock and how many editors hold it or wait for it."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class Attachments:
    """The picture files on each message this process wrote, by message id."""

    def __init__(self, size: int = KEPT_MESSAGES) -> None:
        self.size = size
        self._on: OrderedDict[int, dict[str, OnMessage]] = OrderedDict()
        self._editing: dict[int, _Hold] = {}
        self._edits: dict[int, int] = {}  # message id -> edits begun (the latest edit's answer is the one noted)
        self._kept: dict[int, dict[int, dict[str, OnMessage]]] = {}  # message id -> {ticket: what that edit keeps}

    @contextlib.asynccontextmanager
    async def editing(self, message_id: int | None, wait_s: float = WAIT_S) -> AsyncIterator[bool]:
        """Hold message ``message_id`` for one edit (build the arguments, edit, note the answer):
        a second edit of it waits up to ``wait_s`` for the first, so it sees what the first put
        there instead of uploading the same picture as well. None: no wait. Yields False when it
        went ahead without the hold (another edit of the message was still in flight)."""
        hold = self._editing.setdefault(message_id, _Hold()) if message_id is not None else None
        held = False
        if hold is not None:
            hold.users += 1  # the hold stays in the table while anyone holds or waits for it
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(hold.lock.acquire(), wait_s)
                held = True
        try:
            yield held or hold is None
        finally:
            if hold is not None:
                if held:
                    hold.lock.release()
                hold.users -= 1
                if hold.users == 0 and message_id is not None:
                    self._editing.pop(message_id, None)

    def on(self, message_id: int | None) -> Mapping[str, OnMessage]:
        """``{file name: OnMessage}`` of what message ``message_id`` carries (empty when unknown)."""
        if message_id is None:
            return {}
        found = self._on.get(message_id)
        if found is None:
            return {}
        self._on.move_to_end(message_id)
        return dict(found)

    def take(self, message_id: int | None, *, flying: bool = True) -> Mapping[str, OnMessage]:
        """What :meth:`on` gives, forgotten until the next :meth:`note`: an edit about to be made
        may fail, or be applied without its answer arriving, and then the message's attachments are
        no longer known. Forgetting costs at most one more upload; a wrong belief would make Discord
        refuse the next edit (an attachment id that is not the message's).

        While another edit of the message is in flight, what that edit keeps by id (:meth:`keeping`)
        is given instead: those attachments are on the message whether or not it lands, and an edit
        racing it that keeps them too leaves them there for it (discord.py sends an edit again after
        a server error, naming the same ids: issue 37); not with ``flying`` False (an edit made
        again after Discord refused one of those ids)."""
        found = self.on(message_id)
        if not found and flying and message_id is not None:
            for kept in self._kept.get(message_id, {}).values():
                found = {**kept, **found}
        if message_id is not None:
            self._on.pop(message_id, None)
            self._edits[message_id] = self._edits.get(message_id, 0) + 1
            while len(self._edits) > self.size:
                self._edits.pop(next(iter(self._edits)))
        return found

    def keeping(self, message_id: int, ticket: int, kept: Mapping[str, OnMessage]) -> None:
        """The edit of ``message_id`` with ``ticket`` (:meth:`edits` after its :meth:`take`) is about
        to be sent keeping ``kept`` by id, until :meth:`done`."""
        if kept:
            self._kept.setdefault(message_id, {})[ticket] = dict(kept)

    def done(self, message_id: int, ticket: int) -> None:
        """The edit of ``message_id`` with ``ticket`` is over (made, refused, or given up)."""
        flying = self._kept.get(message_id)
        if flying is not None:
            flying.pop(ticket, None)
            if not flying:
                del self._kept[message_id]

    def edits(self, message_id: int) -> int:
        """How many edits of ``message_id`` have begun (:meth:`take`): the ticket :meth:`note` checks."""
        return self._edits.get(message_id, 0)

    def note(self, message: Any, digests: Mapping[str, str], ticket: int | None = None) -> None:
        """Remember the pictures on ``message`` (a ``discord.Message`` as Discord returned it after a
        send or edit; anything without ``id`` and ``attachments`` is ignored): each attachment named
        in ``digests`` (``{file name: sha256}`` of the files the write sent or kept). ``ticket`` is
        :meth:`edits` just after the edit's :meth:`take`: when another edit of the message began
        since, that one's answer is the newer and this one is not noted."""
        message = getattr(message, "resource", message)  # an interaction callback's answer holds the message
        message_id = getattr(message, "id", None)
        attachments = getattr(message, "attachments", None)
        if not isinstance(message_id, int) or attachments is None:
            return
        if ticket is not None and self.edits(message_id) != ticket:
            # another edit began since: this answer is not the newest, and if that one was noted
            # already, this one landed after it, so what the message carries is not known
            self._on.pop(message_id, None)
            return
        kept = {a.filename: OnMessage(digests[a.filename], a) for a in attachments
                if isinstance(a, discord.Attachment) and a.filename in digests}
        self._on[message_id] = kept
        self._on.move_to_end(message_id)
        while len(self._on) > self.size:
            self._on.popitem(last=False)

    def forget(self, message_ids: Iterable[int]) -> None:
        """Forget these messages (deleted, or edited by a path that does not note them)."""
        for message_id in message_ids:
            self._on.pop(message_id, None)

    def __len__(self) -> int:
        return len(self._on)


ATTACHMENTS = Attachments()
"""The process's registry (message ids are unique across channels, shards and bots)."""
