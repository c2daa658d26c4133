"""The one ``DynamicItem`` per game that answers every click, with the same checks for all.

Every component of a game's panel has a ``custom_id`` written by the game's codec
(:mod:`cogs.kit.codec`). :func:`item_class` builds the game's ``DynamicItem`` whose
template matches its prefix; on a click it runs :func:`dispatch`, which answers these
cases the same way in every game:

* a ``custom_id`` the codec would not write (forged, truncated, outdated): one ephemeral line;
* a match that does not exist (or is another game's): one ephemeral line;
* a person who does not play the match, for a seated verb: one ephemeral line;
* a move on a match that no longer runs: the panel is redrawn, saying how it ended (over, or
  ended without a result and why: :func:`cogs.kit.gone.ended`);
* a message, channel or thread deleted while the click is answered: one calm line saying what
  became of the match (:func:`cogs.kit.gone.gone_words`), never an apology;
* a move from a component drawn under another stamp (:meth:`GameUI.stamp` of the match's
  record and current view: its version, or a round): the panel is redrawn with the game's
  ``stale_warning`` and nothing is played. The move is played only on the version the stamp was
  checked against (``MatchService.act``'s ``expected_version``, checked under the match lock), so
  of two quick clicks only the first plays (:func:`move`);
* a move the rules refuse: the panel is redrawn with the reason on top, however long it took;
* a move made from a public message (the table): the same answers, as a new ephemeral panel.

Every answer comes within Discord's 3 seconds: slow work (a busy match, drawing pictures) is
preceded by a deferral (:func:`cogs.kit.panels.in_time`).

The kit's own verbs, present in every game: ``refresh`` (redraw the panel), ``explain`` (❔ *What
now?*: :meth:`GameUI.explain`'s lines for the clicking seat, privately), ``open`` (open a group of a
chooser, :mod:`cogs.kit.choosers`), ``ask`` (open a modal for typed input), ``typed`` (the modal's
submission, parsed by the target verb's ``parse_text``) and ``undo`` (take back the move its stamp
names, :func:`take_back`; its stamp is that move's log step, checked by the engine rather than
against the game's stamp).
"""
from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Self

import discord
from pydantic import ValidationError

from cogs.kit.codec import UNDO, Click, Handler, MalformedId
from cogs.kit.interactions import interaction_data, note_match, select_values, service_of
from cogs.kit.panels import (
    MATCH_OVER,
    NOT_PLAYING,
    act_and_refresh,
    mark_started,
    refresh_panel,
    seat_in,
    view_of,
)
from cogs.kit.replies import guarded, reply
from cogs.kit.text import CONTENT, MODAL_TITLE, TEXT_INPUT_LABEL, clip, inert, safe
from cogs.kit.ui import GAME_UIS, AnyUI
from cogs.kit.undo import refusal_line
from cogs.lang import Msg, is_message_id, t
from cogs.lang.readers import person_lang
from cogs.lang.words import Words, refusal, refused
from engine.core import NOT_RECOGNISED, NOT_RECOGNISED_CODE, IllegalAction
from engine.service import StaleAction
from engine.undo import Undo
from storage import MatchStatus

if TYPE_CHECKING:
    from engine.core import Model
    from engine.service import MatchService
    from storage import MatchRecord

UNKNOWN = "core-unknown-button"
"""The answer to a component the kit would not write (a message id)."""
NO_MATCH = "core-no-match"
"""The answer to a component of a match that does not exist (a message id)."""


async def dispatch(ui: AnyUI, interaction: discord.Interaction, custom_id: str, values: Sequence[str] = ()) -> None:
    """Answer one click (or typed input) on a component of ``ui``'s game (see the module docstring).

    Raises MatchError/IllegalAction for the ephemeral one-line answers (``guarded`` sends them).
    """
    mark_started(interaction)
    try:
        click = ui.codec.decode(custom_id, values)
    except MalformedId:
        raise refused(UNKNOWN) from None
    note_match(interaction, click.match_id)
    service = service_of(interaction)
    record = await service.fetch(click.match_id)
    if record is None or record.game != ui.key:
        raise refused(NO_MATCH)
    seat = seat_in(service, record, interaction.user.id)
    if click.verb.seated and seat is None:
        raise refused(NOT_PLAYING)
    if click.verb.action is not None or click.verb.stamped:  # moves, and handlers that lead to one (ask, typed)
        if record.status != MatchStatus.ACTIVE:
            await refresh_panel(interaction, click.match_id, warning=Msg(MATCH_OVER), record=record)
            return
        if click.verb.stamped and click.verb.name != UNDO and click.stamp != current_stamp(ui, service, record):
            await refresh_panel(interaction, click.match_id, warning=stale(ui), record=record)
            return
    if click.verb.name == "typed":  # typed input: parsed by the target verb, then played as its click
        assert seat is not None
        try:
            click = typed_click(ui, click, view_of(service, record, seat))
        except IllegalAction as exc:  # the text names no move the rules allow: a hint knows its kind
            target = ui.codec.verbs.get(click.params.get("target", ""))
            await refresh_panel(interaction, click.match_id, warning=refusal(exc, safe), record=record,
                                tried={"kind": target.action_kind} if target is not None else None)
            return
    handler = KIT_HANDLERS[click.verb.name] if click.verb.kit else click.verb.handler
    if handler is not None:
        await handler(ui, interaction, click)
        return
    try:
        action = verb_action(click)
    except IllegalAction as exc:  # values the verb cannot turn into a move (e.g. forged select values)
        await refresh_panel(interaction, click.match_id, warning=refusal(exc, safe), record=record,
                            tried={"kind": click.verb.action_kind})
        return
    await move(ui, interaction, click, action)


def verb_action(click: Click) -> Model:
    """The typed engine action a move verb's click makes (the service's edge for clicks and typed
    input: the action is parsed here, once). Raises IllegalAction with the verb's reason, or
    :data:`engine.core.NOT_RECOGNISED` for fields or values no action of the game has (a
    forged or outdated component)."""
    assert click.verb.action is not None
    try:
        return click.verb.action(click.params, click.values)
    except ValidationError:
        raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE) from None


def current_stamp(ui: AnyUI, service: MatchService, record: MatchRecord) -> int | None:
    """The game's stamp for ``record`` as it is now (from the spectator view: public facts only)."""
    return ui.stamp(record, view_of(service, record, None))


def typed_click(ui: AnyUI, click: Click, seat_view: Model) -> Click:
    """The click a ``typed`` submission stands for: its target verb with the fields the verb's
    ``parse_text`` reads from the typed text, as it reads (:func:`cogs.kit.text.inert`: a bidi
    control or zero-width character pasted with it is not part of what was meant). Raises
    MatchError for an unknown target and IllegalAction (the verb's reason) for text it cannot read."""
    target = ui.codec.verbs.get(click.params.get("target", ""))
    if target is None or target.parse_text is None or target.action is None:
        raise refused(UNKNOWN)
    text = inert(click.values[0]) if click.values else ""
    return Click(click.match_id, target, click.stamp, dict(target.parse_text(text, seat_view)), ())


RACE_TRIES = 5
"""How many times a stamped click is checked against a newer match when other moves commit between
its check and its turn under the match lock, before it is answered as stale."""


async def move(ui: AnyUI, interaction: discord.Interaction, click: Click, action: Model) -> None:
    """Play ``action`` and redraw the panel; a refused move redraws it with the reason on top,
    and a click the match has moved past redraws it with the game's ``stale_warning``.

    The stamp is the kit's rule (:meth:`GameUI.stamp`: the version, or a coarser counter such as the
    round), so the kit checks it, against the match as committed now, and never under the match
    lock: it asks the service to play only on the version it checked (``expected_version``, plain
    data). When another move commits between the check and this one's turn under the lock, the
    service refuses it (StaleAction, nothing changed) and the stamp is checked again against the
    newer match, up to :data:`RACE_TRIES` times: two quick clicks never both play, and a click a
    coarse stamp still allows (another player's card in the same round) is played as before."""
    service = service_of(interaction)
    for _ in range(RACE_TRIES):
        expected = None
        if click.verb.stamped:
            record = service.match(click.match_id)  # None: not running, which act says in one line
            if record is not None:
                if current_stamp(ui, service, record) != click.stamp:
                    break
                expected = record.version
        try:
            await act_and_refresh(interaction, click.match_id, action, expected_version=expected)
            return
        except StaleAction:
            continue  # another move was committed first: check the stamp against it
        except IllegalAction as exc:
            await refresh_panel(interaction, click.match_id, warning=refusal(exc, safe), tried=action.model_dump(mode="json"))
            return
    await refresh_panel(interaction, click.match_id, warning=stale(ui))


def stale(ui: AnyUI) -> Words:
    """The line over a panel redrawn for a click the match has moved past: the game's
    ``stale_warning`` (a message id, or English while the game's words are not in the catalog)."""
    return Msg(ui.stale_warning) if is_message_id(ui.stale_warning) else ui.stale_warning


@functools.cache
def item_class(ui: AnyUI) -> type[discord.ui.DynamicItem[Any]]:
    """The ``DynamicItem`` class answering every component of ``ui`` (buttons and selects): one
    per game UI, made once (answered from the bot's interaction listener, :mod:`cogs.kit.clicks`,
    not registered with discord.py)."""

    class MatchItem(discord.ui.DynamicItem[discord.ui.Item[Any]], template=ui.codec.template):
        __doc__ = f"Every component of {ui.key} (custom_id prefix {ui.prefix!r})."

        def __init__(self, item: discord.ui.Item[Any]) -> None:
            super().__init__(item)

        @classmethod
        async def from_custom_id(
            cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
        ) -> Self:
            return cls(item)

        @guarded
        async def callback(self, interaction: discord.Interaction) -> None:
            values = select_values(interaction)
            if values is None:
                raise refused(UNKNOWN)
            await dispatch(ui, interaction, self.custom_id, values)

    MatchItem.__name__ = MatchItem.__qualname__ = f"MatchItem_{ui.prefix}"
    return MatchItem


# ------------------------------------------------------------------ the kit's verbs

async def _refresh(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    await refresh_panel(interaction, click.match_id)


async def _explain(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    """The ❔ click: a private answer with :meth:`GameUI.explain` for the clicking seat's decision
    (the seat's own view only), in the person's language. Raises MatchError (:func:`cogs.lang.words.refused`) when they do not
    play this match or it is not running."""
    service = service_of(interaction)
    record = await service.fetch(click.match_id)
    if record is None or record.status != MatchStatus.ACTIVE:
        raise refused(MATCH_OVER)
    seat = seat_in(service, record, interaction.user.id)
    if seat is None:
        raise refused(NOT_PLAYING)
    view = view_of(service, record, seat)
    lines = ui.explain(record, seat, view, await person_lang(interaction))
    await reply(interaction, clip("\n".join(f"❔ {lines[0]}" if i == 0 else line for i, line in enumerate(lines)),
                                  CONTENT), ephemeral=True)


async def _open(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    group = click.values[0] if click.values else ""
    await refresh_panel(interaction, click.match_id, opened={click.params["chooser"]: group})


class TypedInput(discord.ui.Modal):
    """The modal of an ``ask`` button: one text field. Its submission is answered by the kit's
    interaction listener (:func:`on_modal_submit`), not by this object, so it works after a
    restart too."""

    def __init__(self, custom_id: str, title: str, label: str, placeholder: str | None) -> None:
        super().__init__(title=clip(title, MODAL_TITLE), custom_id=custom_id, timeout=None)
        self.text: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=clip(label, TEXT_INPUT_LABEL), placeholder=clip(placeholder, 100) if placeholder else None,
            custom_id="text", max_length=100,
        )
        self.add_item(self.text)


async def _ask(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    target = ui.codec.verbs.get(click.params["target"])
    if target is None or target.parse_text is None:
        raise refused(UNKNOWN)
    lang = await person_lang(interaction)
    prompt = ui.word(target.prompt, lang) if target.prompt else t(lang, "core-your-choice")
    example = ui.word(target.example, lang) if target.example else None
    custom_id = ui.custom_id("typed", click.match_id, click.stamp or 0, target=target.name)
    modal = TypedInput(custom_id, title=prompt, label=prompt, placeholder=example)
    await interaction.response.send_modal(modal)
    modal.stop()  # answered by on_modal_submit, which also works after a restart


async def _typed(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    raise refused(UNKNOWN)  # dispatch turns a typed submission into its target verb's click


async def take_back(ui: AnyUI, interaction: discord.Interaction, click: Click) -> None:
    """The ↩️ Undo button: take back the move whose log step is the click's stamp (``Undo(step)``)
    and redraw the panel; a refused take-back redraws it with one line saying why (the move was
    taken back already, another player moved since, the turn moved on, something hidden was
    shown or chance used, a scoring happened, it was a timeout's or a bot's, its time ran out:
    :func:`cogs.kit.undo.refusal_line`), and nothing changes. The step names one move for good, so
    two quick clicks take back one move and the second is refused, and a forged step is refused
    like any move the rules do not allow. Not checked against the game's stamp: the engine
    decides under the match lock."""
    assert click.stamp is not None  # the codec reads the undo verb's stamp
    try:
        await act_and_refresh(interaction, click.match_id, Undo(step=click.stamp))
    except IllegalAction as exc:
        await refresh_panel(interaction, click.match_id, warning=refusal_line(exc))


KIT_HANDLERS: dict[str, Handler] = {
    "refresh": _refresh, "explain": _explain, "open": _open, "ask": _ask, "typed": _typed, UNDO: take_back,
}
"""What answers each of the kit's verbs (:data:`cogs.kit.codec.KIT_VERBS`, see the module docstring)."""


def modal_text(data: Any) -> str:
    """The first text value in a modal submission's components (action rows or labels)."""
    if isinstance(data, dict):
        if isinstance(data.get("value"), str):
            return str(data["value"])
        for key in ("components", "component"):
            found = modal_text(data.get(key))
            if found:
                return found
    elif isinstance(data, list):
        for item in data:
            found = modal_text(item)
            if found:
                return found
    return ""


async def on_modal_submit(interaction: discord.Interaction) -> bool:
    """Answer a modal submission of any game's ``typed`` verb. Returns False when the modal is
    not one of ours (another listener's)."""
    if interaction.type is not discord.InteractionType.modal_submit:
        return False
    data = interaction_data(interaction)
    custom_id = str(data.get("custom_id", ""))
    ui = next((u for u in GAME_UIS.values() if u.codec.template.fullmatch(custom_id)), None)
    if ui is None:
        return False
    await _guarded_dispatch(ui, interaction, custom_id, [modal_text(data.get("components"))])
    return True


@guarded
async def _guarded_dispatch(ui: AnyUI, interaction: discord.Interaction, custom_id: str, values: list[str]) -> None:
    await dispatch(ui, interaction, custom_id, values)


__all__ = ["KIT_HANDLERS", "TypedInput", "dispatch", "item_class", "move", "on_modal_submit", "take_back",
           "verb_action"]
