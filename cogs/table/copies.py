"""Private copies of a seat's panel: DM copies and open ephemeral panels, redrawn from committed state.

Where a player's DMs are open, a DM copy of their panel is kept current and playable; a closed
DM (Discord error 50007) is remembered (purpose ``"dm-closed"``) and the player uses the ephemeral
panel. An open ephemeral panel is edited through the interaction token that last showed it
(:mod:`cogs.kit.open_panels`). Both are edited only when what they show changed
(:mod:`cogs.kit.digest`).

:class:`DmCopies` is also the bot's :class:`~cogs.kit.open_panels.CopyKeeper`: a click on a DM
copy is answered by the kit, which edits the copy itself, and tells :meth:`DmCopies.answered` what
its answer did; whether the copy must then be drawn again (the answer went beside it, or an edit
of this cog was in flight and may land after it) is decided there and nowhere else.

A turn reminder (:meth:`DmCopies.remind`, from :mod:`cogs.reminders`) is sent as a new DM copy,
opened by its facts (the deadline, the server, the thread link); those facts are a standing note of
the copy until the turn it reminds of ends: every later draw of the copy, by this cog or by the
kit's answer to a click on it (:meth:`DmCopies.note`), opens with them, so no redraw (the table's
opening redraws every copy) takes them away.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import discord

from cogs.kit.attachments import ATTACHMENTS
from cogs.kit.budget import ROUTINE, TURN
from cogs.kit.digest import digest
from cogs.kit.panels import build_panel, opened_by, panel_basis, seat_in
from cogs.kit.render_queue import transient
from cogs.kit.rendered import Rendered
from cogs.kit.text import CONTENT, clip
from cogs.kit.ui import GAME_UIS, PanelContext
from cogs.lang import SOURCE, Lang, t
from cogs.lang.readers import person_lang
from cogs.shared.table_door import DmReminder
from discord_codes import DiscordCode
from engine import registry
from engine.service import UpdateKind
from storage import MatchStatus, MessageRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.kit.open_panels import OpenPanel
    from cogs.table.kept import KeptMessages
    from cogs.table.writes import Writes
    from engine.service import MatchUpdate
    from storage import MatchRecord

log = logging.getLogger(__name__)

REPLACE_COPY_CODES = frozenset({DiscordCode.OLD_MESSAGE_EDIT_LIMIT, DiscordCode.UNKNOWN_MESSAGE, DiscordCode.MISSING_ACCESS})
"""Codes on a DM copy's edit after which a fresh copy is sent (the old one points to it where it can)."""
ANSWER_WAIT_S = 5.0
"""Longest an open panel's redraw waits for the answer to a click on that panel (which redraws it)."""
RETIRED_KEPT = 4096
"""DM copies replaced by newer ones that :meth:`DmCopies.retire` remembers."""


@dataclass
class Note:
    """A turn reminder standing on a person's DM copy (see the module doc): ``send`` while it is still
    to be sent as a new copy; ``text`` the lines the copy opened with at its last draw."""

    reminder: DmReminder
    send: bool
    text: str | None = None


class DmCopies:
    """Keeps every DM copy and open panel of the bot's matches current (see the module doc)."""

    def __init__(self, bot: MenagerieBot, writes: Writes, kept: KeptMessages) -> None:
        self.bot = bot
        self.writes = writes
        self.kept = kept
        self.panels = bot.open_panels
        self._notes: dict[tuple[int, int], Note] = {}  # (match, user) -> the reminder standing on the DM copy
        self._retired: OrderedDict[int, None] = OrderedDict()
        self.panels.copies = self  # the kit's answers in DMs ask and tell this keeper

    # ----------------------------------------------------------------- what to redraw
    def due(self, record: MatchRecord, update: MatchUpdate, before: frozenset[int], after: frozenset[int],
            over: bool) -> set[int] | None:
        """Whose DM copies a change redraws (None: everyone's); ``before``/``after``: the seats to
        act at the last update and now. In turn-based games a copy is edited when its seat's turn
        starts or ends, at a new round and at the end, not after every other seat's move (the
        table shows those; writes per move, issue 12). The mover's own copy is left alone: the
        reply to their click already shows the move (:meth:`answered`; a timed-out seat's is
        redrawn, and so is one a turn reminder of an ended turn stands on: :meth:`_outlived`).
        Open ephemeral panels are redrawn after every change and edited when what they show
        changed (interaction edits cost no rate limit; a waiting seat's panel rarely changes)."""
        if over or update.kind != UpdateKind.ACTION or not registry.get(record.game).turn_timer:
            return None
        if any(e.kind in ("round_start", "deal") for e in update.events):
            return None
        due = set(before) | set(after)
        if update.seat is not None and not update.timed_out:
            due.discard(update.seat)
        return due | self._outlived(record)

    def _outlived(self, record: MatchRecord) -> set[int]:
        """The seats of ``record`` whose DM copy a turn reminder stands on whose turn has ended: the
        reminder must come off (whoever moved, and however the copies were drawn since a restart)."""
        users = {user for (match, user), note in self._notes.items() if match == record.id and not note.reminder.stands()}
        return {s.seat for s in record.seats if s.user_id in users and not s.is_bot}

    def refresh(self, record: MatchRecord, seats: set[int] | None, *, dm_seats: set[int] | None = None) -> None:
        """Redraw the DM copies and open panels of ``seats`` (None: everyone) from ``record``;
        ``dm_seats`` narrows the DM copies further (see :meth:`due`), and then a person with an
        open ephemeral panel (kept current by its token) gets no DM copy edit, unless a turn
        reminder stands on the copy."""
        service = self.bot.service
        to_act = service.to_act(record.id) if record.status == MatchStatus.ACTIVE and service.match(record.id) else set()
        open_panels = {p.user_id for p in self.panels.of_match(record.id)} if dm_seats is not None else set()
        for s in record.seats:
            if s.user_id is None or s.is_bot or (seats is not None and s.seat not in seats):
                continue
            noted = (record.id, s.user_id) in self._notes  # a reminder stands on it: it must follow the turn
            if dm_seats is not None and (s.seat not in dm_seats or (s.user_id in open_panels and not noted)):
                continue  # not their turn's start or end, or they play from an open panel kept current
            self.redraw(record, s.seat, s.user_id, rank=TURN if s.seat in to_act else ROUTINE)
        for panel in self.panels.of_match(record.id):
            seat_of = next((s.seat for s in record.seats if s.user_id == panel.user_id and not s.is_bot), None)
            if seat_of is None or (seats is not None and seat_of not in seats):
                continue
            self.writes.scheduler.submit(("panel", record.id, panel.user_id),
                                         partial(self._draw_panel, record, panel, seat_of), exempt=True)

    def redraw(self, record: MatchRecord, seat: int, user_id: int, *, rank: int = TURN) -> None:
        """Draw ``user_id``'s DM copy of ``seat`` from ``record`` soon (:meth:`_draw_dm`, in the
        copy's own queue: after an edit of it in flight; a newer call replaces a waiting one)."""
        self.writes.scheduler.submit(("dm", record.id, user_id), partial(self._draw_dm, record, seat, user_id),
                                     rank=rank)

    def remind(self, record: MatchRecord, seat: int, user_id: int, reminder: DmReminder, *, send: bool = True) -> None:
        """``reminder`` stands on ``user_id``'s DM copy of ``seat`` until its turn ends (it replaces one
        standing there). With ``send`` it goes as a new DM copy (so Discord notifies), drawn from
        ``record`` in the copy's own queue, and the older copy goes (:meth:`retire`); without (a
        reminder sent before a restart) the copy is drawn again with it."""
        self._notes[(record.id, user_id)] = Note(reminder, send)
        self.redraw(record, seat, user_id, rank=ROUTINE)

    def note(self, match_id: int, user_id: int) -> str | None:
        """The lines a standing reminder opens ``user_id``'s DM copy with (as last drawn), while its
        turn runs; None otherwise. The kit's answer to a click on the copy draws them too."""
        note = self._notes.get((match_id, user_id))
        if note is None or note.text is None or not note.reminder.stands():
            return None
        return note.text

    # ----------------------------------------------------------------- the kit's answers (CopyKeeper)
    def answered(self, match_id: int, user_id: int, *, on_copy: bool, raced: bool) -> None:
        """A click by ``user_id`` in a DM was answered (:func:`cogs.kit.panels.refresh_panel`).
        Where the answer showed the panel on the DM copy clicked, and no edit of this cog was in
        flight, the copy is current. Otherwise it is drawn again from the match as it is now, in
        its own queue (after the edit in flight), whatever its digest says: the answer went beside
        the copy (the copy clicked was replaced or is gone, or the click was on a private reply),
        and :meth:`due` left the mover's copy to the answer; or this cog's edit, built before the
        move, may land after the answer."""
        if on_copy and not raced:
            return
        record = self.bot.service.match(match_id)
        if record is None or record.status != MatchStatus.ACTIVE:
            return  # the end of the match redraws every copy
        seat = seat_in(self.bot.service, record, user_id)  # the seat the click's answer drew the copy for
        if seat is None:
            return
        self.panels.shown.showed(("dm", match_id, user_id), None)
        self.redraw(record, seat, user_id)

    def retired(self, message_id: int | None) -> bool:
        """Whether DM copy ``message_id`` was replaced by a newer one (:meth:`retire`)."""
        return message_id is not None and message_id in self._retired

    async def retire(self, old: MessageRecord) -> None:
        """Delete DM copy ``old``, replaced by a newer one. It is marked replaced first, so a click
        on it from now on is answered with a new private message (:func:`cogs.kit.panels.refresh_panel`,
        which reads the mark under the copy's edit hold), and deleted under that hold
        (:meth:`cogs.kit.attachments.Attachments.editing`, waiting up to its 0.5 s for an answer
        already editing the copy). An answer whose edit still meets the delete (Discord: 10008
        Unknown Message) falls back to a new private message as well. The latest
        :data:`RETIRED_KEPT` are remembered (a click on an older one meets 10008, answered the same way)."""
        self._retired[old.message_id] = None
        self._retired.move_to_end(old.message_id)
        while len(self._retired) > RETIRED_KEPT:
            self._retired.popitem(last=False)
        async with ATTACHMENTS.editing(old.message_id):
            with contextlib.suppress(discord.HTTPException):
                await self.bot.get_partial_messageable(old.channel_id).get_partial_message(old.message_id).delete()

    # ----------------------------------------------------------------- DM copies
    async def _standing(self, record: MatchRecord, seat: int, user_id: int) -> tuple[Note | None, str | None]:
        """The reminder standing on ``user_id``'s copy and the lines it opens the copy with now; a
        reminder whose turn ended is dropped (``(None, None)``)."""
        note = self._notes.get((record.id, user_id))
        header = await note.reminder.header(record, seat) if note is not None else None
        if note is not None and header is None:  # its turn is over: the copy is the plain panel again
            if self._notes.get((record.id, user_id)) is note:
                del self._notes[(record.id, user_id)]
            return None, None
        return note, header

    async def _draw_dm(self, record: MatchRecord, seat: int, user_id: int) -> None:
        """Send or edit ``user_id``'s DM copy of their panel to show ``record``, opened by the
        reminder standing on it (:meth:`remind`); a reminder still to be sent goes as a new message
        that becomes the copy."""
        kept = await self.kept.of(record.id)
        note, header = await self._standing(record, seat, user_id)
        sending = note is not None and note.send
        if ("dm-closed", user_id) in kept:
            if note is not None:
                self._notes.pop((record.id, user_id), None)
                if sending:
                    await note.reminder.closed(record, seat)
            return
        copies = await self.bot.service.preferences.get_dms(user_id)
        if not copies and not sending:
            return  # the person turned DM copies off (/settings dms:off): a reminder goes alone, once
        known = kept.get(("dm", user_id))
        key = ("dm", record.id, user_id)
        shown = self.panels.shown
        lang = await person_lang(user_id, self.bot)  # the language they last used (or chose)
        plain = header is None and self.bot.settings.receives_dms()  # the copy is the panel as built
        basis = in_lang(lang, panel_basis(self.bot.service, record, seat)) if plain else None
        if known is not None and not sending and shown.same_basis(key, basis):
            return  # it shows what this basis builds: no build, no draw, no edit
        rendered = self._build_copy(record, seat, header, copies, lang)
        value = digest(rendered)
        shown.built(key, basis, value)
        if known is not None and not sending and shown.same(key, value):
            return  # the DM copy shows this already (cogs.kit.digest): no draw, no edit
        shown.showed(key, None)  # until the write below is confirmed
        await self.writes.draw(rendered)
        try:
            if sending:  # a new message, so the person is notified; it becomes the DM copy
                assert note is not None
                await self._send_copy(record, user_id, rendered, await self.writes.dm(user_id), keep=copies)
                note.send = False
                if copies and known is not None:  # one playable copy: the older one goes
                    await self.retire(known)
            elif known is None:
                await self._send_copy(record, user_id, rendered, await self.writes.dm(user_id))
            else:
                await self._edit_copy(record, user_id, rendered, known)
            shown.showed(key, value)
            if note is not None:
                note.text = header
        except discord.Forbidden as exc:
            if exc.code == DiscordCode.CANNOT_DM:
                await self.kept.keep(MessageRecord(record.id, "dm-closed", user_id, 0, 0))
                if note is not None:
                    self._notes.pop((record.id, user_id), None)
                    if sending:
                        await note.reminder.closed(record, seat)
            else:
                log.warning("DM to %s refused: %s", user_id, exc)
        except discord.HTTPException as exc:
            if transient(exc):
                raise  # the retry draws it again (a reminder still to be sent is sent then)
            log.warning("DM copy for %s in match %s not updated: %s", user_id, record.id, exc)

    def _build_copy(self, record: MatchRecord, seat: int, header: str | None, copies: bool,
                    lang: Lang = SOURCE) -> Rendered:
        """The DM copy of ``seat``'s panel in ``lang`` (or, with DM copies off, the reminder alone),
        opened by a reminder's ``header``; without buttons where this process does not get DM clicks."""
        rendered = build_panel(self.bot.service, record, seat, PanelContext(lang=lang)) if copies else Rendered(content=header)
        if header is not None and copies:
            opened_by(rendered, header)
        if not self.bot.settings.receives_dms() and rendered.view is not None:
            # Its buttons would reach the process running shard 0, which does not hold this match.
            rendered.view = None
            ui = GAME_UIS[record.game]
            note = t(lang, "core-copy-play-on-table", label=ui.word(ui.panel_label, lang))
            rendered.content = clip(((rendered.content or "") + "\n" + note).strip(), CONTENT)
        return rendered

    async def _send_copy(self, record: MatchRecord, user_id: int, rendered: Rendered,
                         channel: discord.abc.Messageable, *, keep: bool = True) -> discord.Message:
        """Send ``rendered`` to ``user_id`` in ``channel`` as a new message and, with ``keep``,
        keep it as their DM copy. Pictures refused in DMs are left out by person."""
        nonce = self.writes.nonce()
        message = await self.writes.pictures.write(user_id, rendered,
                                                   lambda r: channel.send(**r.send_kwargs(), nonce=nonce))
        rendered.note(message)
        if keep:
            await self.kept.keep(MessageRecord(record.id, "dm", user_id, message.channel.id, message.id))
        return message

    async def _edit_copy(self, record: MatchRecord, user_id: int, rendered: Rendered, known: MessageRecord) -> None:
        """Edit DM copy ``known`` to show ``rendered``. One deleted by the person (10008), past the
        edit limit of old messages (30046) or out of reach is replaced by a fresh copy, and the old
        one points to it where it still can."""
        copy = self.bot.get_partial_messageable(known.channel_id).get_partial_message(known.message_id)
        try:
            await self.writes.pictures.write(user_id, rendered, lambda r: r.edit_on(known.message_id, copy.edit))
        except discord.HTTPException as exc:
            if exc.code not in REPLACE_COPY_CODES:
                raise
            message = await self._send_copy(record, user_id, rendered, copy.channel)
            log.info("match %s: DM copy of %s replaced (code %s)", record.id, user_id, exc.code)
            if exc.code != DiscordCode.UNKNOWN_MESSAGE:
                self.writes.point_later(record.id, known, message.jump_url, what="copy",
                                        refused=exc.code == DiscordCode.OLD_MESSAGE_EDIT_LIMIT)

    # ----------------------------------------------------------------- open ephemeral panels
    async def _draw_panel(self, record: MatchRecord, panel: OpenPanel, seat: int) -> None:
        """Redraw an open ephemeral panel through its interaction token (:mod:`cogs.kit.open_panels`),
        from committed state like the DM copies; the final one at the end of the match."""
        live = self.panels
        panel = live.current(record.id, panel.user_id) or panel  # as tracked now (a click may have shown it since)
        if panel.answering is not None:  # a click on this panel is being answered, which redraws it: wait for it
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(panel.answering.wait(), ANSWER_WAIT_S)
            panel = live.current(record.id, panel.user_id) or panel
        if panel.version >= record.version and record.status == MatchStatus.ACTIVE:
            return  # it already shows this version (the player's own click redrew it, maybe with a warning)
        key = ("panel", record.id, panel.user_id)
        basis = in_lang(panel.lang, panel_basis(self.bot.service, record, seat))
        if live.shown.same_basis(key, basis):
            panel.version = max(panel.version, record.version)  # it shows what this basis builds: no build
            return
        rendered = build_panel(self.bot.service, record, seat, PanelContext(lang=panel.lang))
        shown = digest(rendered)
        live.shown.built(key, basis, shown)
        if record.status == MatchStatus.ACTIVE and live.shown.same(key, shown):
            panel.version = max(panel.version, record.version)  # what it shows did not change: no draw, no edit
            return
        live.shown.showed(key, None)  # until the edit below is confirmed
        await self.writes.draw(rendered)
        kept_open = await rendered.edit_on(panel.message_id, partial(live.edit, panel, record.version, retry=True,
                                                                     on_sent=rendered.note))
        if kept_open:
            live.shown.showed(key, shown)
        if record.status != MatchStatus.ACTIVE:
            live.forget(panel)
        elif not kept_open and not any(p.user_id == panel.user_id for p in live.of_match(record.id)):
            # Discord refused the panel's edit (token no longer valid, message gone): its DM copy,
            # left alone while the panel was kept current, is brought up to date instead
            self.redraw(record, seat, user_id=panel.user_id)

    def forget(self, match_id: int) -> None:
        """Forget the reminders standing on a match's copies (its place is gone)."""
        for key in [k for k in self._notes if k[0] == match_id]:
            del self._notes[key]


def in_lang(lang: Lang, basis: Hashable | None) -> Hashable | None:
    """A panel's basis (:meth:`cogs.kit.ui.GameUI.panel_basis`) for the language it is drawn in: the
    same basis in another language builds another panel (None stays None: no basis)."""
    return None if basis is None else (lang, basis)
