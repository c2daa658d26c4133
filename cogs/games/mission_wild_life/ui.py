"""Mission: Wild Life's :class:`~cogs.kit.ui.GameUI`: its verbs, table, panel and announcements.

Components (every ``custom_id`` is written and read by the kit's codec; one kit-made
``DynamicItem`` answers every click, so they keep working after a restart):

* ``mwl:{match}:play:{round}:{card}`` — a card button of the hand panel (``card`` is a card
  id such as ``blue-8``): plays the card.
* ``mwl:{match}:pass:{round}`` — the pass-cards select (exactly 3 cards) in the pass phase.
* ``mwl:{match}:tricks`` — "My tricks" on the table and in the panel: the clicking player's
  own won tricks of this round (FAQ: you may look at your own tricks only).
* ``mwl:{match}:refresh`` — the kit's Refresh: redraws the panel.

``round`` is the stamp (:meth:`MissionWildLifeUI.stamp`): a card button kept from an earlier
round redraws the hand with :attr:`~MissionWildLifeUI.stale_warning` instead of playing a
card that happens to be dealt again. Everything shown comes from the engine's views: the
table from the spectator view, a panel and My tricks from that seat's own view.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from pydantic import ValidationError

from cogs.games.mission_wild_life.announce import announce, history_lines
from cogs.games.mission_wild_life.cards import CARD_ID, card_id_text
from cogs.games.mission_wild_life.explain import example, explain
from cogs.games.mission_wild_life.panel import WAITING_HIDES, render_panel, tricks_button, tricks_text, waiting
from cogs.games.mission_wild_life.table import names_of, render_table
from cogs.kit.codec import Click, Verb
from cogs.kit.interactions import service_of
from cogs.kit.panels import seat_in, view_of
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext
from cogs.kit.undo import undo_option
from cogs.lang import SOURCE, Lang, reader, t
from cogs.lang.readers import person_lang
from cogs.lang.words import refused
from engine.core import IllegalAction
from engine.games.mission_wild_life.actions import MWLAction, PassAction, PlayAction
from engine.games.mission_wild_life.rules import threshold
from engine.games.mission_wild_life.state import MWLOptions
from engine.games.mission_wild_life.views import MWLView
from engine.service import UpdateKind
from engine.service.match_settings import game_options

if TYPE_CHECKING:
    from engine.core import Event, Model
    from engine.service import MatchUpdate
    from storage import MatchRecord

GAME_KEY = "mission-wild-life"
PASS_COUNT = 3


def play_action(params: Mapping[str, str], values: Sequence[str]) -> PlayAction:
    """A card button's click as the engine's :class:`PlayAction`."""
    return PlayAction(card=params["card"])


def pass_action(params: Mapping[str, str], values: Sequence[str]) -> PassAction:
    """The pass select's choice as the engine's :class:`PassAction`. Raises IllegalAction when
    not exactly three cards came (a forged click: Discord's select asks for three), and
    pydantic's ValidationError for values that are not three different cards."""
    if len(values) != PASS_COUNT:
        raise IllegalAction("Choose exactly three cards to pass.", code="mwl-choose-three")
    return PassAction(cards=list(values))


async def show_tricks(ui: GameUI, interaction: discord.Interaction, click: Click) -> None:
    """"My tricks": the clicker's own won tricks of this round, as an ephemeral message.
    The kit has already checked that the match exists and the clicker plays it."""
    service = service_of(interaction)
    record = await service.fetch(click.match_id)
    seat = seat_in(service, record, interaction.user.id) if record is not None else None
    if record is None or seat is None:  # the kit answers both before we run; kept for safety
        raise refused("mwl-tricks-not-playing")
    view = view_of(service, record, seat)
    lang = await person_lang(interaction)
    await interaction.response.send_message(tricks_text(mwl_view(view), lang), ephemeral=True)


def mwl_view(view: Model) -> MWLView:
    """``view`` as the game's view model. Raises TypeError for another game's view."""
    if not isinstance(view, MWLView):
        raise TypeError(f"not a Mission: Wild Life view: {type(view).__name__}")
    return view


class MissionWildLifeUI(GameUI[MWLView, MWLAction]):
    """Mission: Wild Life in Discord (see the module docstring)."""

    key: ClassVar[str] = GAME_KEY
    prefix: ClassVar[str] = "mwl"
    panel_label: ClassVar[str] = "mwl-hand"
    panel_emoji: ClassVar[str] = "🃏"
    how_to_play: ClassVar[Sequence[str]] = (
        "mwl-how-hand", "mwl-how-play", "mwl-how-pass", "mwl-how-tricks",
    )
    """Message ids (``/help game:``)."""
    stale_warning: ClassVar[str] = "mwl-stale"
    verbs: ClassVar[Sequence[Verb]] = (
        Verb("play", fields=(("card", CARD_ID),), stamped=True, action=play_action,
             params_of=lambda a: {"card": a.card}),
        Verb("pass", stamped=True, action=pass_action, values_of=lambda a: list(a.cards)),
        Verb("tricks", handler=show_tricks),
    )

    def game_title(self, lang: Lang | None = None) -> str:
        """"Mission: Wild Life" (``mwl-title``): the game's name."""
        return t(lang or reader(), "mwl-title")

    def game_summary(self, lang: Lang | None = None) -> str:
        """The lobby's few sentences on the game (``mwl-summary``)."""
        return t(lang or reader(), "mwl-summary")

    def explain(self, record: MatchRecord, seat: int, view: MWLView, lang: Lang) -> list[str]:
        """❔ What now? for ``seat``'s decision (:func:`cogs.games.mission_wild_life.explain.explain`)."""
        return explain(view, seat, names_of(record, view.seats), lang)

    def rules_example(self, lang: Lang) -> Rendered | None:
        """/rules' example trick, the rulebook's "1 beats 8" (:func:`cogs.games.mission_wild_life.explain.example`)."""
        return example(lang)

    def stamp(self, record: MatchRecord, view: MWLView) -> int | None:
        """The round of the view, a coarser counter than ``record.version``: card buttons and
        the pass select carry it, so they stay good across the other players' plays and only
        go stale when a new round is dealt."""
        return view.round

    def asked(self, view: MWLView, seat: int, lang: Lang = SOURCE) -> str:
        """What ``seat`` is asked to do, from its own view: pass cards, lead a trick or play a card."""
        if view.phase == "pass":
            return t(lang, "mwl-asked", what="pass")
        return t(lang, "mwl-asked", what="lead" if not view.trick else "play")

    def table(self, record: MatchRecord, view: MWLView, lang: Lang = SOURCE) -> Rendered:
        """The public table (:func:`~cogs.games.mission_wild_life.table.render_table`) with the
        trick picture, from the spectator view (the kit's views are of committed states only)."""
        return render_table(record, view, lang)

    def panel(self, record: MatchRecord, seat: int, view: MWLView, ctx: PanelContext | None = None) -> Rendered:
        """The hand panel of ``seat`` (:func:`~cogs.games.mission_wild_life.panel.render_panel`),
        from that seat's own view."""
        return render_panel(self, record, seat, view, ctx)

    def action_label(self, action: Model, lang: Lang = SOURCE) -> str:
        """A passing choice with its cards ("pass 🟥 Red 8, ☀️ Gold 3, ☁️ Gray 1": the seat's own
        cards, on its own panel only); any other move as the kit's default."""
        if isinstance(action, PassAction):
            return t(lang, "mwl-undo-what", kind="pass", cards=", ".join(card_id_text(c, lang) for c in action.cards))
        return super().action_label(action, lang)

    def kind_name(self, kind: str, lang: Lang = SOURCE) -> str:
        """``pass``: "your passing choice"; ``play``: "a card played to a trick" (for ``/rules``)."""
        return t(lang, "mwl-undo-kind", kind=kind)

    def panel_basis(self, record: MatchRecord, seat: int, view: MWLView) -> Hashable | None:
        """A waiting seat's panel (:func:`~cogs.games.mission_wild_life.panel.waiting`) as a key:
        the match, the names and the seat's view without what the waiting panel leaves out (the
        trick, whose turn, the others' counts, the last trick). None while the seat is to act."""
        if not waiting(view, seat):
            return None
        return (record.id, tuple(names_of(record, view.seats)), view.trick_counts[seat], view.mission_counts[seat],
                view.model_dump_json(exclude=set(WAITING_HIDES)))

    def table_buttons(self, record: MatchRecord, view: MWLView) -> list[discord.ui.Item[Any]]:
        """"My tricks" beside the table's Hand button."""
        return [tricks_button(self, record.id)]  # in the reader's language (the kit draws inside reading(lang))

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """Thread messages (:func:`~cogs.games.mission_wild_life.announce.announce`)."""
        return announce(update, lang)

    def history_lines(self, record: MatchRecord, events: Sequence[Event], names: Sequence[str],
                      lang: Lang = SOURCE) -> list[str]:
        """Round ends as tricks and missions per player, missions won with their reason
        (:func:`~cogs.games.mission_wild_life.announce.history_lines`)."""
        try:
            need: int | None = threshold(MWLOptions.model_validate(game_options(record.options)))
        except ValidationError:
            need = None
        return history_lines(events, names, need, lang)

    def refresh_table(self, update: MatchUpdate) -> bool:
        """Every move, seat change and the end change the table."""
        return update.kind in (UpdateKind.ACTION, UpdateKind.SEATS, UpdateKind.FINISHED)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """The host's lobby options (fields of the engine's ``MWLOptions``), in the reader's language."""
        lang = reader()
        off, on = t(lang, "core-undo-option-off"), t(lang, "core-undo-option-on")
        return [
            ("expert", t(lang, "mwl-option-expert"), [(off, False), (on, True)]),
            ("flash_per_round", t(lang, "mwl-option-flash"), [("1", 1), ("2", 2), ("3", 3)]),
            ("pass_cards", t(lang, "mwl-option-pass"), [(off, False), (on, True)]),
            undo_option(lang),
        ]


UI = MissionWildLifeUI()
"""The instance :func:`cogs.kit.ui.discover` registers."""
