"""Thread posts of moves that may still be taken back, and their edit when one is (issue 36).

Most moves that may be taken back post nothing in the thread (the table shows them); a few do
(WildLife's attacks and the Plague's region). Such a post is kept (purpose :data:`POST`,
``user_id`` the move's log step) while its move may be taken back: the move's seat's view offers
it right after the move (``view.undo``, not a timeout's or a bot's move). Taking the move back
edits the post, never deletes it: its lines struck through, then "↩️ Ann took this back." Any
later move that is not itself one that may be taken back, and the end of the match, close every
such move, and their posts are forgotten (the rows only; the posts stay as they are).

Every write goes through the match's ordered thread queue, so the edit follows the post it edits.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from cogs.kit.render_queue import transient
from cogs.kit.text import CONTENT, clip, name_seats, safe
from cogs.lang import SOURCE, Lang, t
from engine.service import UpdateKind
from engine.undo import UNDO, UndoOffer
from storage import MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Posted, Writes
    from engine.core import Event
    from engine.service import MatchUpdate
    from storage import MatchRecord

log = logging.getLogger(__name__)

POST = "undoable"
"""Kept-message purpose of a thread post whose move may still be taken back (``user_id``: its log step)."""


def struck(text: str) -> str:
    """``text`` with every line struck through (``~~…~~``; blank lines kept)."""
    return "\n".join(f"~~{line}~~" if line.strip() else line for line in text.split("\n"))


class TakenBack:
    """Keeps the thread posts of moves that may be taken back and edits one when its move is
    (see the module docstring)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self._steps: dict[int, set[int]] = {}  # match -> steps whose posts are kept or being posted
        self._said: dict[tuple[int, int], str] = {}  # (match, step) -> what the post said

    def step_of(self, update: MatchUpdate) -> int | None:
        """The log step of ``update``'s move when it may be taken back now: a person's own move
        (not a timeout's, not a bot's) that its seat's view offers to take back."""
        record, seat = update.match, update.seat
        if update.kind != UpdateKind.ACTION or seat is None or not 0 <= seat < len(record.seats) or update.timed_out:
            return None
        if record.seats[seat].is_bot or any(e.kind == UNDO for e in update.events):
            return None
        offer = getattr(self.bot.service.view_of(record, seat), "undo", None)
        return offer.step if isinstance(offer, UndoOffer) and offer.step == record.version else None

    def keeper(self, record: MatchRecord, step: int, content: str | None) -> Posted:
        """What keeps the post of move ``step`` once it is made (:meth:`cogs.table.writes.Writes.post_later`'s ``then``)."""
        self._steps.setdefault(record.id, set()).add(step)
        if content:
            self._said[(record.id, step)] = content

        async def keep(message: discord.Message) -> None:
            if step in self._steps.get(record.id, set()):  # not closed meanwhile
                await self.kept.keep(MessageRecord(record.id, POST, step, message.channel.id, message.id))

        return keep

    def changed(self, update: MatchUpdate, lang: Lang = SOURCE) -> None:
        """After a change: edit the posts of the moves it took back (their line in the server's
        ``lang``); forget every kept post when it closed them (a move that may not be taken back,
        the end of the match)."""
        record = update.match
        undos = [e for e in update.events if e.kind == UNDO and e.visible_to is None]
        for event in undos:
            self._taken_back(record, event, lang)
        if undos or update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED, UpdateKind.CANCELLED):
            return
        if update.kind == UpdateKind.ACTION and self.step_of(update) is not None:
            return
        cached = self.kept.cached(record.id) or {}
        if self._steps.pop(record.id, None) or any(purpose == POST for purpose, _ in cached):
            for key in [k for k in self._said if k[0] == record.id]:
                del self._said[key]
            self.writes.post_later(record, lambda: self._forget(record.id))

    def _taken_back(self, record: MatchRecord, event: Event, lang: Lang) -> None:
        step, seat = event.data.get("step"), event.data.get("seat")
        if not isinstance(step, int) or not isinstance(seat, int):
            return
        names = [safe(s.name) for s in record.seats]
        steps = self._steps.get(record.id, set())
        kept = step in steps or (POST, step) in (self.kept.cached(record.id) or {})
        steps.discard(step)
        said = self._said.pop((record.id, step), None)
        if not kept:
            return  # the move posted nothing (the table shows it taken back)
        if said is None:  # after a restart: what the move said, from the undo's event
            said = "\n".join(name_seats(str(line), names) for line in event.data.get("said") or [])
        line = t(lang, "core-undo-post-taken-back", name=names[seat] if 0 <= seat < len(names) else "?")
        text = clip(f"{struck(said)}\n{line}".strip(), CONTENT)

        async def edit() -> None:
            row = (await self.kept.of(record.id)).get((POST, step))
            if row is None:
                return
            message = self.bot.get_partial_messageable(row.channel_id).get_partial_message(row.message_id)
            try:
                await message.edit(content=text)
            except discord.HTTPException as exc:
                if transient(exc):
                    raise
                log.info("match %s: the post of move %s could not say it was taken back: %s", record.id, step, exc)
            await self.kept.forget(record.id, POST, step)

        self.writes.post_later(record, edit)

    async def _forget(self, match_id: int) -> None:
        """Forget every kept post of a match (their moves can no longer be taken back)."""
        for purpose, step in [k for k in await self.kept.of(match_id) if k[0] == POST]:
            await self.kept.forget(match_id, purpose, step)


__all__ = ["POST", "TakenBack", "struck"]
