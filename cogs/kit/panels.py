"""Private panels: opening one from the table, redrawing it in place, moves from its components.

A panel is the seat's own view drawn by :meth:`GameUI.panel`. It is shown as an ephemeral
reply to the table's panel button (and, where DMs are open, as a DM copy kept by the table
cog). A click on a panel is answered by editing that panel, so it never multiplies; a move
made from the public table is answered with a new ephemeral panel.

Discord allows 3 seconds for the first answer. Every answer here goes through
:func:`in_time`: work that has not finished :data:`SLOW_S` after the kit started on the
interaction is preceded by a deferral, and the answer follows through the interaction token.
"""
from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Hashable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Self, TypeVar

import discord

from cogs.kit.attachments import ANSWER_WAIT_S, WAIT_S
from cogs.kit.digest import digest
from cogs.kit.gone import ended, gone_words, vanished
from cogs.kit.interactions import describe_interaction, note_match, service_of
from cogs.kit.open_panels import CopyKeeper, open_panels_of
from cogs.kit.rendered import Rendered
from cogs.kit.replies import DEFERRED_MESSAGE, DEFERRED_UPDATE, MESSAGE, UPDATE, first_answer, guarded
from cogs.kit.text import CONTENT, clip
from cogs.kit.tutor import add_explain_button, tutor_of
from cogs.kit.ui import GAME_UIS, PanelContext
from cogs.kit.undo import is_undo, place, take_back_for
from cogs.lang import SOURCE, Lang, Msg, reading, t
from cogs.lang.readers import person_lang
from cogs.lang.words import Words, refused, say
from discord_codes import DiscordCode
from engine.service import MatchMovedOn
from storage import MatchStatus

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from engine.core import Model
    from engine.service import MatchService
    from storage import MatchRecord

NOT_PLAYING = "core-not-playing"
"""The answer to a click by someone not seated in the match (a message id)."""
MATCH_OVER = "core-panel-match-over"
"""The line over a panel of a finished match (a message id)."""

SLOW_S = 1.5
"""Seconds after the kit started on an interaction when, if the answer is not ready (a busy
match lock, a slow disk, pictures queued behind other matches'), it is deferred so Discord's
3-second deadline is never missed; the answer then edits the deferred response."""

MOVE_MADE = "core-move-made"
"""The answer when the move was made but the panel could not be redrawn (a message id)."""
MOVED_ON = "core-moved-on"
"""The warning over a panel when the move's commit met a newer version (another process committed first; a message id)."""

T = TypeVar("T")


def mark_started(interaction: discord.Interaction) -> float:
    """The event-loop time the kit started on ``interaction`` (recorded in its ``extras`` on
    the first call, so every later step measures from the same moment)."""
    now = asyncio.get_running_loop().time()
    extras = getattr(interaction, "extras", None)
    if not isinstance(extras, dict):
        return now
    started: float = extras.setdefault("kit_started", now)
    return started


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge without answering yet: a deferred update on a private panel (it stays as it
    is until edited), a private "thinking" reply on a public message, and on a DM copy the table
    cog replaced by a newer one (:meth:`~cogs.kit.open_panels.CopyKeeper.retired`) or Discord no
    longer has (10008): the answer never edits a copy being deleted."""
    if interaction.response.is_done():
        return
    if on_private_message(interaction) and not copy_replaced(interaction):
        try:
            await first_answer(interaction, interaction.response.defer(), DEFERRED_UPDATE)
            return
        except discord.NotFound as exc:
            if not (on_dm_copy(interaction) and exc.code == DiscordCode.UNKNOWN_MESSAGE):
                raise
    await first_answer(interaction, interaction.response.defer(ephemeral=True, thinking=True), DEFERRED_MESSAGE)


async def in_time(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """Await ``work``; if it is not done :data:`SLOW_S` after the interaction started, defer
    first (the work goes on meanwhile, and its outcome matters even if the deferral fails)."""
    task = asyncio.ensure_future(work)
    budget = SLOW_S - (asyncio.get_running_loop().time() - mark_started(interaction))
    done, _ = await asyncio.wait([task], timeout=max(0.0, budget))
    if not done:
        try:
            await defer(interaction)
        finally:
            await asyncio.wait([task])
    return task.result()


def view_of(service: MatchService, record: MatchRecord, seat: int | None) -> Model:
    """The game's view of a match for ``seat`` (None: spectator), live or finished
    (:meth:`MatchService.view_of`). Raises MatchError for a lobby (no state yet)."""
    return service.view_of(record, seat)


def seat_in(service: MatchService, record: MatchRecord, user_id: int) -> int | None:
    """The seat ``user_id`` plays in ``record``: for a running match only a seat they still
    hold (not abandoned); for a finished one the seat they had."""
    if record.status == MatchStatus.ACTIVE:
        return service.seat_of(record.id, user_id)
    return next((s.seat for s in record.seats if s.user_id == user_id and not s.is_bot), None)


def build_panel(service: MatchService, record: MatchRecord, seat: int, ctx: PanelContext | None = None) -> Rendered:
    """The private panel of ``seat``, its pictures not drawn yet (so its :func:`~cogs.kit.digest.digest`
    can be compared first), or without components and with a short notice once the match is over.
    It carries the ↩️ Undo button exactly when the seat may take a move back now
    (:func:`cogs.kit.undo.take_back_for`; the game places it, else the kit where a row has room)."""
    ui = GAME_UIS[record.game]
    view = view_of(service, record, seat)
    ctx = replace(ctx or PanelContext(), take_back=take_back_for(service, record, seat, view))
    with reading(ctx.lang):
        rendered = ui.panel(record, seat, view, ctx)
        if ctx.take_back is not None and rendered.view is not None and not any(
                is_undo(item, ui.prefix) for item in rendered.view.children):
            button = ui.undo_button(record.id, ctx)
            if button is not None and not place(rendered.view, button, near=ui.refresh_id(record.id)):
                log.warning("match %s: no row of %s's panel had room for the Undo button", record.id, ui.key)
    if record.status != MatchStatus.ACTIVE:
        rendered.view = None
        rendered.content = clip(((rendered.content or "") + "\n" + t(ctx.lang, MATCH_OVER)).strip(), CONTENT)
    else:
        add_explain_button(ui, record, rendered)  # ❔ What now? on every panel and DM copy (issue 35)
    return rendered.as_layout()  # tables, panels and DM copies are components-v2 layouts


def opened_by(rendered: Rendered, header: str) -> Rendered:
    """``rendered`` opened by ``header`` (a turn reminder's lines standing on a DM copy: the
    keeper's :meth:`~cogs.kit.open_panels.CopyKeeper.note`), a blank line between; returns it."""
    rendered.content = clip(header + "\n\n" + (rendered.content or ""), CONTENT)
    return rendered


def panel_basis(service: MatchService, record: MatchRecord, seat: int) -> Hashable | None:
    """The game UI's :meth:`~cogs.kit.ui.GameUI.panel_basis` for ``seat``'s panel as
    :func:`build_panel` would build it without a context (None: none, or the match is over)."""
    if record.status != MatchStatus.ACTIVE:
        return None
    view = view_of(service, record, seat)
    basis = GAME_UIS[record.game].panel_basis(record, seat, view)
    if basis is None:
        return None
    take_back = take_back_for(service, record, seat, view)  # the Undo button (its step names its label)
    return basis, take_back.step if take_back is not None else None


async def render_panel(
    service: MatchService, record: MatchRecord, seat: int, ctx: PanelContext | None = None
) -> Rendered:
    """:func:`build_panel` with its pictures drawn (off the event loop)."""
    return await build_panel(service, record, seat, ctx).draw(urgent=True)


async def send_panel(interaction: discord.Interaction, match_id: int) -> None:
    """Answer with the clicking player's panel as a new ephemeral message.
    Raises MatchError when the match is unknown or over, or the clicker is not seated."""
    mark_started(interaction)
    note_match(interaction, match_id)
    service = service_of(interaction)
    record = service.match(match_id)
    if record is None:
        stored = await service.fetch(match_id)
        why = ended(stored) if stored is not None else None
        raise refused(why.id, **why.args) if why is not None else refused("core-match-gone")
    seat = service.seat_of(match_id, interaction.user.id)
    if seat is None:
        raise refused(NOT_PLAYING)
    lang = await person_lang(interaction)
    rendered = build_panel(service, record, seat, PanelContext(lang=lang))
    tutor = tutor_of(interaction.client) if record.tutorial else None
    if tutor is not None:
        rendered = tutor.dress(record, seat, rendered, None)
    shown = digest(rendered)
    rendered = await in_time(interaction, rendered.draw(urgent=True))
    if interaction.response.is_done():
        sent: Any = await interaction.edit_original_response(**rendered.edit_kwargs())
        message_id = getattr(sent, "id", None)
        rendered.note(sent)
    else:
        sent = await first_answer(interaction, interaction.response.send_message(ephemeral=True, **rendered.send_kwargs()),
                                  MESSAGE)
        message_id = getattr(sent, "message_id", None)
        rendered.note(getattr(sent, "resource", None))
    current = service.match(match_id)
    if current is not None and record.status == MatchStatus.ACTIVE and current.version > record.version:
        # another move committed while this answer was drawn (and the table cog may already have
        # redrawn this panel through its older token): draw it once more, so it is not left behind
        rendered = build_panel(service, current, seat, PanelContext(lang=lang))
        if tutor is not None:
            rendered = tutor.dress(current, seat, rendered, None)
        shown = digest(rendered)
        await (await rendered.draw(urgent=True)).edit_on(message_id, interaction.edit_original_response)
        record = current
    _track(interaction, record, message_id, shown, lang)


def _track(interaction: discord.Interaction, record: MatchRecord, message_id: Any, shown: str | None,
           lang: Lang = SOURCE, *, raced: bool = False) -> None:
    """Keep the panel this interaction just showed (``shown``: its digest, in ``lang``) current while
    its token is valid (a running match). ``raced``: the answer's edit went ahead while another edit
    of the panel was in flight (:attr:`cogs.kit.rendered.Rendered.raced`), which may land after it
    showing an older state: what the panel shows is then not known, so the next redraw through the
    token (queued behind that edit) draws it again."""
    live = open_panels_of(interaction.client)
    if live is not None and record.status == MatchStatus.ACTIVE:
        tutor = tutor_of(interaction.client) if record.tutorial else None
        live.track(interaction, record.id, message_id if isinstance(message_id, int) else None,
                   -1 if raced else record.version, GAME_UIS[record.game].panel_label, None if raced else shown,
                   lang=lang, notice=tutor.expired(record) if tutor else None)


async def act_and_refresh(
    interaction: discord.Interaction,
    match_id: int,
    action: Model,
    *,
    expected_version: int | None = None,
) -> None:
    """Apply a player's action from a component, then redraw their panel (in place, or as a new
    ephemeral message when the component is on a public message).

    ``expected_version`` goes to :meth:`MatchService.act` (checked under the match lock). Raises
    StaleAction/MatchError/IllegalAction when the move is refused; the match is then unchanged.
    Once the move is committed, a failure to redraw is logged and the player is told the move
    was made (never "nothing changed", which would invite a second move).
    """
    service = service_of(interaction)
    mark_started(interaction)
    note_match(interaction, match_id)
    live = open_panels_of(interaction.client)
    claimed = live.claim(interaction, match_id) if live is not None else None  # this answer redraws that panel
    try:
        await _act_and_refresh(interaction, service, match_id, action, expected_version)
    finally:
        if claimed is not None:
            live.release(claimed)  # type: ignore[union-attr]  # claimed implies live


async def _act_and_refresh(interaction: discord.Interaction, service: MatchService, match_id: int, action: Model,
                           expected_version: int | None) -> None:
    try:
        await in_time(interaction, service.act(match_id, interaction.user.id, action, expected_version=expected_version))
    except MatchMovedOn:  # another process committed first: never "nothing changed", show the match as it is
        await refresh_panel(interaction, match_id, warning=Msg(MOVED_ON))
        return
    try:
        await refresh_panel(interaction, match_id)
    except Exception as exc:
        if vanished(exc):  # the panel's message, channel or thread was deleted meanwhile: say what became of the match
            log.info("match %s: the move was made; its panel's place is gone (%s): %s", match_id,
                     describe_interaction(interaction), exc)
            words: Words = Msg("core-move-made-then", why=await gone_words(interaction))
        else:
            log.exception("match %s: the move was made but the panel could not be redrawn", match_id)
            words = Msg(MOVE_MADE)
        try:
            made = say(await person_lang(interaction), words)
            if interaction.response.is_done():
                await interaction.followup.send(made, ephemeral=True)
            else:
                await interaction.response.send_message(made, ephemeral=True)
        except discord.HTTPException as failed:
            log.log(logging.INFO if vanished(failed) else logging.WARNING,
                    "match %s: could not tell the player their move was made: %s", match_id, failed)


def on_private_message(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a message only the clicker sees: their ephemeral
    panel or a DM copy. Components on a public message (the table) are never answered by
    editing that message with a private panel."""
    if interaction.guild_id is None:  # a DM: only the clicker is there
        return True
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def refresh_panel(
    interaction: discord.Interaction,
    match_id: int,
    *,
    warning: Words | None = None,
    opened: Mapping[str, str] | None = None,
    record: MatchRecord | None = None,
    tried: Mapping[str, Any] | None = None,
) -> None:
    """Edit the message the component sits on (ephemeral panel or DM copy) to the current panel;
    for a component on a public message (the table), answer with the panel as a new ephemeral
    message instead, so nothing private is ever written where others can see it.

    ``warning`` (why a click was refused, put in the person's language) goes on top as one "⚠️"
    line (``tried``: the refused move as the game's JSON, or its kind alone, for a tutorial's hint:
    :class:`~cogs.kit.tutor.Tutor`); ``opened`` opens
    chooser groups; ``record`` is the match as just fetched (saves a read). Raises MatchError if
    the clicker does not play this match (a person who abandoned no longer sees the seat their
    bot plays). In a DM, the keeper of the DM copies (:class:`~cogs.kit.open_panels.CopyKeeper`)
    is told what the answer did; it decides whether the person's copy is drawn again.
    """
    service = service_of(interaction)
    mark_started(interaction)
    note_match(interaction, match_id)
    if record is None or record.status == MatchStatus.ACTIVE:  # a running match moves on: read it now
        record = await service.fetch(match_id)
    if record is None:
        raise refused("core-no-match")
    seat = seat_in(service, record, interaction.user.id)
    if seat is None:
        raise refused(NOT_PLAYING)
    lang = await person_lang(interaction)
    rendered = build_panel(service, record, seat, PanelContext(opened=dict(opened or {}), lang=lang))
    if warning and (why := ended(record)) is not None:  # refused because it ended meanwhile: say how it ended
        warning = why
    keeper = _copy_keeper(interaction)
    if keeper is not None and on_dm_copy(interaction) and (note := keeper.note(match_id, interaction.user.id)):
        opened_by(rendered, note)  # the turn reminder standing on the copy stays on it
    tutor = tutor_of(interaction.client) if record.tutorial else None
    if tutor is not None:  # a tutorial's panel: the coach's lines on top, the refusal with a hint
        rendered = tutor.dress(record, seat, rendered, say(lang, warning) if warning else None,
                               tried if warning else None)
    elif warning:
        rendered.warn(say(lang, warning))
    shown = digest(rendered)
    rendered = await in_time(interaction, rendered.draw(urgent=True))
    # the message the component sits on, when the answer edits it (the panel or DM copy)
    on = getattr(getattr(interaction, "message", None), "id", None) if on_private_message(interaction) else None
    if interaction.response.is_done():  # deferred: edit the panel, or the private "thinking" reply
        message_id, on_copy = await _answer_deferred(interaction, rendered, on)
    elif on_private_message(interaction):
        message_id, on_copy = await _answer_in_place(interaction, rendered, on)
    else:
        sent = await first_answer(interaction, interaction.response.send_message(ephemeral=True, **rendered.send_kwargs()),
                                  MESSAGE)
        message_id, on_copy = getattr(sent, "message_id", None), False
        rendered.note(getattr(sent, "resource", None))
    if interaction.guild_id is not None or record.tutorial:  # a tutorial in a DM is an ephemeral panel too
        _track(interaction, record, message_id, shown, lang, raced=rendered.raced)
        return
    if on_copy:  # in a DM only the kept copy's digest is tracked (OpenPanels.track)
        _track(interaction, record, message_id, shown, lang)
    if keeper is not None:
        keeper.answered(match_id, interaction.user.id, on_copy=on_copy, raced=rendered.raced)


async def _answer_deferred(interaction: discord.Interaction, rendered: Rendered, on: int | None) -> tuple[Any, bool]:
    """Fill a deferred answer: a deferred update edits the clicked message ``on``, a private
    "thinking" reply (type 5) its own. Returns the message edited and whether it is the DM copy
    clicked (a copy deleted after the deferral is answered beside it: :func:`_answer_apart`)."""
    kind = getattr(interaction.response, "type", None)
    deferred_on = None if kind == discord.InteractionResponseType.deferred_channel_message else on
    copy = on_dm_copy(interaction) and deferred_on is not None
    try:
        sent = await rendered.edit_on(deferred_on, interaction.edit_original_response)
    except discord.NotFound as exc:
        if not (copy and exc.code == DiscordCode.UNKNOWN_MESSAGE):
            raise
        await _answer_apart(interaction, rendered)  # deleted after the deferral (a reminder replaced it)
        return None, False
    return getattr(sent, "id", None), copy


async def _answer_in_place(interaction: discord.Interaction, rendered: Rendered, on: int | None) -> tuple[Any, bool]:
    """Answer by editing the clicked private message ``on`` (an ephemeral panel, a DM copy or a
    private reply in a DM). Returns ``on`` and whether it is a DM copy. A DM copy replaced by a
    newer one (a reminder) and being deleted, or gone, is answered beside it (:func:`_answer_apart`)."""
    copy = on_dm_copy(interaction)

    async def edit(**kwargs: Any) -> Any:  # under the copy's hold (Rendered.edit_on), as its replacement's delete
        if copy_replaced(interaction):
            raise CopyReplaced
        return await first_answer(interaction, interaction.response.edit_message(**kwargs), UPDATE)

    try:
        await rendered.edit_on(on, edit, wait_s=ANSWER_WAIT_S if copy else WAIT_S)
    except (CopyReplaced, discord.NotFound) as exc:
        gone = isinstance(exc, CopyReplaced) or exc.code == DiscordCode.UNKNOWN_MESSAGE
        if not (copy and gone) or interaction.response.is_done():
            raise
        await _answer_apart(interaction, rendered)
        return None, False
    return on, copy


def on_dm_copy(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a DM copy (a message the bot posted in the DM and
    keeps current), not on a private reply in the DM (an ephemeral answer)."""
    message = getattr(interaction, "message", None)
    return interaction.guild_id is None and not getattr(getattr(message, "flags", None), "ephemeral", False)


def copy_replaced(interaction: discord.Interaction) -> bool:
    """Whether the clicked component sits on a DM copy the table cog replaced by a newer one
    (:meth:`~cogs.kit.open_panels.CopyKeeper.retired`)."""
    keeper = _copy_keeper(interaction)
    message = getattr(interaction, "message", None)
    return on_dm_copy(interaction) and keeper is not None and keeper.retired(getattr(message, "id", None))


def _copy_keeper(interaction: discord.Interaction) -> CopyKeeper | None:
    """The keeper of the bot's DM copies (the table cog), None without one (test doubles)."""
    panels = open_panels_of(interaction.client)
    return panels.copies if panels is not None else None


async def _answer_apart(interaction: discord.Interaction, rendered: Rendered) -> None:
    """Answer a click on a replaced or deleted DM copy with the panel as a new private message:
    a follow-up once the interaction was answered (deferred), else its first answer (the update
    of the copy failed or was not made). Late in the 3 seconds Discord allows (past
    :data:`SLOW_S`), a private "thinking" reply is made first and then filled."""
    rendered.warn(t(await person_lang(interaction), COPY_REPLACED))
    if interaction.response.is_done():
        rendered.note(await interaction.followup.send(ephemeral=True, wait=True, **rendered.send_kwargs()))
        return
    if asyncio.get_running_loop().time() - mark_started(interaction) > SLOW_S:
        await first_answer(interaction, interaction.response.defer(ephemeral=True, thinking=True), DEFERRED_MESSAGE)
        await rendered.edit_on(None, interaction.edit_original_response)
        return
    answer = await first_answer(interaction, interaction.response.send_message(ephemeral=True, **rendered.send_kwargs()),
                                MESSAGE)
    rendered.note(getattr(answer, "resource", None))


class CopyReplaced(Exception):
    """The DM copy a click is on was replaced by a newer one (:meth:`cogs.kit.open_panels.CopyKeeper.retired`)."""


COPY_REPLACED = "core-copy-replaced"
"""The line over a panel answered as a new message because the clicked DM copy was replaced or deleted (a message id)."""


def panel_button(match_id: int, label: str = "Hand", emoji: str = "🃏") -> discord.ui.Button[Any]:
    """The table's panel button ("Hand", "My dice") as a plain button: a message carries this,
    not a :class:`PanelButton`, because discord.py registers the class of any dynamic item in a
    view it stores, and a registered class is answered by discord.py's own dispatch, which
    rebuilds the clicked message's view first (:mod:`cogs.kit.clicks` answers it instead)."""
    return discord.ui.Button(label=label, style=discord.ButtonStyle.primary, emoji=emoji,
                             custom_id=f"table:{match_id}:panel")


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"table:(?P<match>[0-9]{1,18}):panel"):
    """The table's panel button ("Hand", "My dice"): opens the clicking player's private panel
    (answered from :mod:`cogs.kit.clicks`; messages carry :func:`panel_button`)."""

    def __init__(self, match_id: int, label: str = "Hand", emoji: str = "🃏") -> None:
        super().__init__(panel_button(match_id, label, emoji))
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await send_panel(interaction, self.match_id)
