"""Open ephemeral panels kept current through their interaction token.

An ephemeral message can only be edited through the interaction that made or last edited
it, and Discord accepts that token for 15 minutes. :class:`OpenPanels` remembers, per match
and player, the latest interaction that showed their panel (opened from the table, or a click
on it); the table cog redraws every open panel from committed state after each change, like a
DM copy, and edits it when what it shows changed (a waiting seat's panel seldom does).
:data:`NOTICE_S` before the token expires the panel is edited one last time to say plainly
that it no longer updates and how to get a fresh one; a panel replaced by a newer one
(the player pressed the table's button again) says so at once.

DM copies are kept by the table cog, which registers itself here as the :class:`CopyKeeper`:
the kit's answer to a click in a DM asks it whether the clicked copy was replaced, and tells it
what the answer did, and the keeper alone decides whether the copy is drawn again.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Protocol

import discord

from cogs.kit.digest import ShownDigests
from cogs.kit.layout import notice_kwargs
from cogs.lang import SOURCE, Lang, is_message_id, t
from discord_codes import DiscordCode

log = logging.getLogger(__name__)

LIFETIME_S = 15 * 60.0
"""How long Discord accepts an interaction token for edits (after that: 50027 Invalid Webhook Token)."""
NOTICE_S = 60.0
"""How long before the token expires the panel is marked out of date."""

OUT_OF_DATE = "core-panel-out-of-date"
"""The notice an open panel gets shortly before its token expires (a message id; ``label``: the table's panel button)."""
REPLACED = "core-panel-replaced"
"""The notice an open panel gets when a newer one of the same person opened (a message id)."""


class CopyKeeper(Protocol):
    """Who keeps the DM copies current (the table cog's :class:`cogs.table.copies.DmCopies`)."""

    def retired(self, message_id: int | None) -> bool:
        """Whether DM copy ``message_id`` was replaced by a newer copy (a click on it is answered
        with a new private message, never by editing it)."""
        ...

    def answered(self, match_id: int, user_id: int, *, on_copy: bool, raced: bool) -> None:
        """A click by ``user_id`` in a DM was answered: ``on_copy`` when the answer showed the panel
        on the DM copy clicked (else beside it, as a private reply), ``raced`` when that edit went
        ahead while another edit of the copy was in flight (which may land after it)."""
        ...

    def note(self, match_id: int, user_id: int) -> str | None:
        """The lines that open ``user_id``'s DM copy of ``match_id`` while a turn reminder stands on it
        (None: none): an answer that redraws the copy opens it with them too."""
        ...


@dataclass
class OpenPanel:
    """A player's open ephemeral panel: the latest ``interaction`` that showed it, the id of the
    message it edits (None when unknown), the match ``version`` it shows, and when its token
    stops working (loop time)."""

    match_id: int
    user_id: int
    interaction: discord.Interaction
    message_id: int | None
    version: int
    expires_at: float
    label: str
    lang: Lang = SOURCE
    """The language the panel is drawn in (its person's, when it was opened)."""
    notice: asyncio.TimerHandle | None = None
    expiry: str | None = None
    """What the panel says when its token is about to expire (None: :data:`OUT_OF_DATE`)."""
    answering: asyncio.Event | None = None
    """Set while a click on this very panel is being answered (:meth:`OpenPanels.claim`): its
    answer redraws it, so a redraw through the token waits for it instead of editing it as well."""


class OpenPanels:
    """The open ephemeral panels of one bot, by ``(match_id, user_id)``.

    ``lifetime_s``/``notice_s`` are Discord's token lifetime and the warning margin (tests use
    short ones). All methods must be called on the bot's event loop.
    """

    def __init__(self, *, lifetime_s: float = LIFETIME_S, notice_s: float = NOTICE_S) -> None:
        self.lifetime_s = lifetime_s
        self.notice_s = notice_s
        self._panels: dict[tuple[int, int], OpenPanel] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.shown = ShownDigests()
        """What each open panel, DM copy and table last showed (:mod:`cogs.kit.digest`), by
        ``("panel" | "dm" | "table", match_id, user_id or 0)``: an unchanged one is not edited."""
        self.copies: CopyKeeper | None = None
        """The keeper of the DM copies (set by the table cog; None without it)."""

    def track(
        self, interaction: discord.Interaction, match_id: int, message_id: int | None, version: int, label: str,
        digest: str | None = None, *, lang: Lang = SOURCE, notice: str | None = None,
    ) -> None:
        """Remember that ``interaction`` just showed ``interaction.user``'s panel of ``match_id``
        at ``version`` in message ``message_id`` (``digest``: what it shows, :func:`cogs.kit.digest.digest`;
        None when unknown), in ``lang`` (its redraws and notices stay in it). A different panel
        message of the same player is told it was replaced.
        In a DM only the digest is kept (the DM copy itself is kept by the table cog), unless
        ``notice`` is given (a tutorial's panel, whose DM answer is its only panel): what the panel
        says when its token is about to expire (already in ``lang``)."""
        if interaction.guild_id is None and notice is None:
            self.shown.showed(("dm", match_id, interaction.user.id), digest)
            return
        self.shown.showed(("panel", match_id, interaction.user.id), digest)
        loop = asyncio.get_running_loop()
        key = (match_id, interaction.user.id)
        old = self._panels.pop(key, None)
        if old is not None:
            self._cancel(old)
            if old.message_id is not None and message_id is not None and old.message_id != message_id:
                self._spawn(self._say(old, t(old.lang, REPLACED)))
        panel = OpenPanel(match_id, interaction.user.id, interaction, message_id, version,
                          loop.time() + self.lifetime_s, label, lang, expiry=notice)
        delay = max(0.0, self.lifetime_s - self.notice_s)
        panel.notice = loop.call_later(delay, lambda: self._spawn(self._expire(panel)))
        self._panels[key] = panel

    def current(self, match_id: int, user_id: int) -> OpenPanel | None:
        """The live panel of ``user_id`` in ``match_id``, if any."""
        return self._panels.get((match_id, user_id))

    def claim(self, interaction: discord.Interaction, match_id: int) -> OpenPanel | None:
        """A click on the tracked panel itself is being answered (the answer redraws it): redraws
        through its token wait until :meth:`release`. None (nothing claimed) when the click is not
        on the tracked panel message."""
        message = getattr(interaction, "message", None)
        panel = self._panels.get((match_id, interaction.user.id))
        if panel is None or message is None or panel.message_id != message.id or panel.answering is not None:
            return None
        panel.answering = asyncio.Event()
        return panel

    @staticmethod
    def release(panel: OpenPanel) -> None:
        """The answer to the click that claimed ``panel`` is done (or failed)."""
        if panel.answering is not None:
            panel.answering.set()
            panel.answering = None

    def of_match(self, match_id: int) -> list[OpenPanel]:
        """The live panels of a match."""
        return [p for (m, _), p in self._panels.items() if m == match_id]

    def forget_match(self, match_id: int) -> None:
        """Stop tracking every panel of a finished match (after its final redraw)."""
        self.shown.forget_match(match_id)
        for panel in self.of_match(match_id):
            self._cancel(panel)
            self._panels.pop((panel.match_id, panel.user_id), None)

    def forget(self, panel: OpenPanel) -> None:
        """Stop tracking ``panel`` (after its final redraw at the end of a match)."""
        self._drop(panel)

    async def edit(self, panel: OpenPanel, version: int, *, retry: bool = False,
                   on_sent: Callable[[Any], None] | None = None, **kwargs: Any) -> bool:
        """Edit ``panel`` through its token to show ``version``. Returns False (and forgets it) when
        Discord says the message is gone (dismissed) or the token is no longer valid. With
        ``retry`` every other refusal is raised, so the caller tries again (a server error later; a
        kept attachment the message no longer has at once, with the pictures uploaded:
        :meth:`cogs.kit.rendered.Rendered.edit_on`) and the panel is never left stale believed
        current; without it, it is logged and True returned. ``on_sent`` gets the edited message as
        Discord returned it (:meth:`cogs.kit.rendered.Rendered.note`)."""
        if self._panels.get((panel.match_id, panel.user_id)) is not panel:
            return False  # replaced meanwhile
        try:
            sent = await panel.interaction.edit_original_response(**kwargs)
            if on_sent is not None:
                on_sent(sent)
        except discord.NotFound:
            self._drop(panel)
            return False
        except discord.HTTPException as exc:
            if exc.code in (DiscordCode.INVALID_WEBHOOK_TOKEN, DiscordCode.UNKNOWN_MESSAGE):
                self._drop(panel)
                return False
            if retry:
                raise
            log.warning("live panel of %s in match %s not updated: %s", panel.user_id, panel.match_id, exc)
            return True
        panel.version = max(panel.version, version)
        return True

    async def close(self) -> None:
        """Cancel the out-of-date notices and wait for edits in flight (bot shutdown)."""
        for panel in list(self._panels.values()):
            self._cancel(panel)
        self._panels.clear()
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    # ------------------------------------------------------------------ internals
    async def _expire(self, panel: OpenPanel) -> None:
        if self._panels.get((panel.match_id, panel.user_id)) is panel:
            label = t(panel.lang, panel.label) if is_message_id(panel.label) else panel.label
            text = panel.expiry or t(panel.lang, OUT_OF_DATE, label=label)
            await self.edit(panel, panel.version, **notice_kwargs(text))
            self._drop(panel)

    async def _say(self, panel: OpenPanel, text: str) -> None:
        try:
            await panel.interaction.edit_original_response(**notice_kwargs(text))
        except discord.HTTPException as exc:
            log.info("old panel of %s in match %s not marked: %s", panel.user_id, panel.match_id, exc)

    def _drop(self, panel: OpenPanel) -> None:
        self._cancel(panel)
        if self._panels.get((panel.match_id, panel.user_id)) is panel:
            del self._panels[(panel.match_id, panel.user_id)]

    @staticmethod
    def _cancel(panel: OpenPanel) -> None:
        if panel.notice is not None:
            panel.notice.cancel()
            panel.notice = None

    def _spawn(self, coro: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)


def open_panels_of(client: Any) -> OpenPanels | None:
    """The bot's :class:`OpenPanels`, or None for a client without them (test doubles)."""
    panels = getattr(client, "open_panels", None)
    return panels if isinstance(panels, OpenPanels) else None


