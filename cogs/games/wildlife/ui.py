"""WildLife's :class:`~cogs.kit.ui.GameUI`: its verbs, stamp, table, panel, announcements and the
clicks the sandbox's simulated players make.

Components are the verbs of :mod:`.verbs` (``wl:{match}:{verb}:{stamp}…``), answered by the
one kit-made ``DynamicItem``, so they keep working after a restart. The stamp is the
match's version (:meth:`WildLifeUI.stamp`), bumped by every committed move: a component
drawn before the last move only redraws the panel with :attr:`WildLifeUI.stale_warning`. Everything shown comes from the engine's
views: the table from the spectator view, a panel from that seat's own view.
"""
from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import discord

from cogs.games.wildlife.announce import announce, history_lines
from cogs.games.wildlife.explain import example, explain
from cogs.games.wildlife.panel import WAITING_SHOWS, render_panel, waiting
from cogs.games.wildlife.table import board_picture, render_table
from cogs.games.wildlife.verbs import VERBS, clicks, wl_view
from cogs.games.wildlife.words import ability_name, names_of, region_name
from cogs.kit.choosers import typed_button
from cogs.kit.codec import Verb
from cogs.kit.fullmap import full_map_button, full_map_verb
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext
from cogs.kit.undo import undo_option
from cogs.lang import SOURCE, Lang, reader, t
from engine.games.wildlife.actions import (
    AttackAction,
    ExpandAction,
    JokerAction,
    MigrateAction,
    PlaceAction,
    PlagueAction,
    TakeAbilityAction,
    UpgradeAction,
    WLAction,
)
from engine.games.wildlife.views import WLView
from engine.undo import Undo

if TYPE_CHECKING:
    from engine.core import Event, Model
    from engine.service import MatchUpdate
    from storage import MatchRecord

GAME_KEY = "wildlife"


class WildLifeUI(GameUI[WLView, WLAction]):
    """WildLife in Discord (see the module docstring)."""

    key: ClassVar[str] = GAME_KEY
    prefix: ClassVar[str] = "wl"
    panel_label: ClassVar[str] = "wl-panel-label"
    panel_emoji: ClassVar[str] = "🦣"
    how_to_play: ClassVar[Sequence[str]] = ("wl-how-1", "wl-how-2", "wl-how-3", "wl-how-4")
    """Message ids (the rules cog words them in the reader's language)."""
    stale_warning: ClassVar[str] = "wl-stale"
    verbs: ClassVar[Sequence[Verb]] = (*VERBS, full_map_verb(lambda record, view: board_picture(
        record, wl_view(view), full=True)))
    demo_options: ClassVar[Mapping[str, Any]] = {}

    def game_title(self, lang: Lang | None = None) -> str:
        """"WildLife" (``wl-title``): the game's name."""
        return t(lang or reader(), "wl-title")

    def game_summary(self, lang: Lang | None = None) -> str:
        """The lobby's few sentences on the game (``wl-summary``)."""
        return t(lang or reader(), "wl-summary")

    def stamp(self, record: MatchRecord, view: WLView) -> int | None:
        """``record.version``: every committed move bumps it, so a component drawn before any
        later move (by anyone) is stale and a double click never makes a second move."""
        return record.version

    def asked(self, view: WLView, seat: int, lang: Lang = SOURCE) -> str:
        """What ``seat`` is asked to do, from its own view (the words of :func:`.panel.todo_line`, short)."""
        v = wl_view(view)
        kinds = {a.kind for a in v.legal}
        what, card = "turn", ""
        if "choose_creature" in kinds:
            what = "chart"
        elif v.auction is not None and ("bid" in kinds or "pass" in kinds):
            what, card = ("bid-card", v.auction.card.kind) if v.auction.card is not None else ("bid-chart", "")
        elif "place" in kinds:
            what = "place"
        elif "remove" in kinds:
            what = "remove"
        elif v.pending is not None and v.pending.seat == seat:
            what = "card"
        return t(lang, "wl-asked", what=what, kind=card)

    def explain(self, record: MatchRecord, seat: int, view: WLView, lang: Lang) -> list[str]:
        """❔ What now? for ``seat``'s decision (:func:`cogs.games.wildlife.explain.explain`)."""
        return explain(wl_view(view), seat, names_of(record, view.seats), lang)

    def rules_example(self, lang: Lang) -> Rendered | None:
        """/rules' example of a Major Scoring (:func:`cogs.games.wildlife.explain.example`)."""
        return example(lang)

    def table(self, record: MatchRecord, view: WLView, lang: Lang = SOURCE) -> Rendered:
        """The public table with the board picture (:func:`.table.render_table`), spectator view only."""
        return render_table(record, wl_view(view), lang)

    def panel(self, record: MatchRecord, seat: int, view: WLView, ctx: PanelContext | None = None) -> Rendered:
        """The hand panel of ``seat`` from its own view (:func:`.panel.render_panel`)."""
        return render_panel(self, record, seat, wl_view(view), ctx or PanelContext())

    def action_label(self, action: Model, lang: Lang = SOURCE) -> str:
        """A move that may be taken back in a few words (``wl-undo-what``): "expand to D4",
        "migrate C7 → D7", "adapt to Forest", "the Plague on Large Forest"."""
        data = action.model_dump(mode="json")
        args: dict[str, str] = {}
        if isinstance(action, (PlaceAction, ExpandAction, AttackAction)):
            args["space"] = action.space
        elif isinstance(action, MigrateAction):
            args.update(frm=action.from_space, to=action.to_space)
        elif isinstance(action, UpgradeAction):
            args["terrain"] = action.terrain
        elif isinstance(action, JokerAction):
            args["terrain"] = action.as_kind
        elif isinstance(action, TakeAbilityAction):
            args["ability"] = ability_name(action.ability, lang)
        elif isinstance(action, PlagueAction):
            args["region"] = region_name(action.region, lang)
        return t(lang, "wl-undo-what", kind=str(data.get("kind", "")), **args)

    def kind_name(self, kind: str, lang: Lang = SOURCE) -> str:
        """A kind of move for ``/rules`` (``wl-undo-kind``): "a Migration", "an Expansion"…"""
        return t(lang, "wl-undo-kind", kind=kind)

    def panel_basis(self, record: MatchRecord, seat: int, view: WLView) -> Hashable | None:
        """A waiting seat's panel (:func:`.panel.waiting`) as a key: the match and what that panel
        shows of the view (the phase, the hand and the seat's own player line). None while the
        seat is asked to move."""
        v = wl_view(view)
        if not waiting(v):
            return None
        return record.id, v.model_dump_json(include=WAITING_SHOWS), v.players[seat].model_dump_json()

    def table_buttons(self, record: MatchRecord, view: WLView, lang: Lang | None = None) -> list[discord.ui.Item[Any]]:
        """While an auction runs, the bid buttons on the table itself (GAPS.md §4, "Auctions in
        chat"): bid the minimum, +1, +5 (those the bidder can pay), a typed amount, pass. Only
        the player whose turn it is to bid can use them (the engine refuses anyone else, who
        gets their own panel saying so); the answer is the bidder's private panel. Always the
        🗺️ Full map button (the clicker's panel with the whole map). Labelled in ``lang`` (default:
        the reader's, :func:`cogs.lang.reader`: the table's)."""
        lang = lang or reader()
        auction = getattr(view, "auction", None)
        full = full_map_button(self, record.id, lang=lang)
        if auction is None:
            return [full]
        stamp = self.stamp(record, view)
        items: list[discord.ui.Item[Any]] = [
            self.button("bid", record.id, label=t(lang, "wl-table-bid", amount=amount), emoji="🪙", stamp=stamp, row=1,
                        style=discord.ButtonStyle.primary, amount=amount)
            for amount in dict.fromkeys(auction.min_bid + step for step in (0, 1, 5))
            if amount <= auction.max_bid
        ]
        items.append(typed_button(self, "bid", record.id, label=t(lang, "wl-type-bid"), stamp=stamp, row=1))
        items.append(self.button("pass", record.id, label=t(lang, "wl-pass"), emoji="🙅", stamp=stamp, row=1,
                                 style=discord.ButtonStyle.danger))
        return [full, *items]

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """Thread messages from public events (:func:`.announce.announce`)."""
        return announce(update, lang)

    def history_lines(self, record: MatchRecord, events: Sequence[Event], names: Sequence[str],
                      lang: Lang = SOURCE) -> list[str]:
        """Events with the thread's icons; a Major Scoring as its ranked breakdown
        (:func:`.announce.history_lines`)."""
        return history_lines(events, names, lang)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """The rulebook's four variants as lobby selects (fields of the engine's ``WLOptions``), in
        the reader's language (:func:`cogs.lang.reader`)."""
        lang = reader()
        off_on = [(t(lang, "wl-option-off"), False), (t(lang, "wl-option-on"), True)]
        return [
            ("unlimited_abilities", t(lang, "wl-option", option="unlimited_abilities"), off_on),
            ("auction_expand", t(lang, "wl-option", option="auction_expand"), off_on),
            ("chart_auction", t(lang, "wl-option", option="chart_auction"), off_on),
            ("rotating_start", t(lang, "wl-option", option="rotating_start"), off_on),
            undo_option(lang),
        ]

    def clicks_for(self, record: MatchRecord, view: WLView, action: WLAction) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes for ``action`` in ``record``, from ``view`` (a view of
        its current state, the seat's or the spectator's): one button or select, preceded by
        the chooser's group pick when its options are more than 25. Bids of the minimum, +1 and +5 are
        buttons, any other amount the amount select, so no modal is needed. Raises ValueError
        when no component makes ``action``; an :class:`~engine.undo.Undo` is the ↩️ Undo button."""
        if isinstance(action, Undo):
            return self.undo_clicks(record, action)
        return clicks(self, record, wl_view(view), action)


UI = WildLifeUI()
"""The instance :func:`cogs.kit.ui.discover` registers."""
