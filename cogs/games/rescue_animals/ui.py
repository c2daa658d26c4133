"""The :class:`cogs.kit.ui.GameUI` of Rescue Animals: its verbs, table, panel and announcements.

custom_ids (written and read by the kit's codec; all ≤ 100 ASCII characters)::

    ra:{match}:toggle:{die}     set die 0-5 aside / take it back (0-3 white, 4 black, 5 gray)
    ra:{match}:roll             roll every die not set aside
    ra:{match}:rescue:{uid}     Rescue the displayed card uid 0-53
    ra:{match}:refresh          redraw the panel (the kit's verb; after the Ready, Set, Go! countdown)

The verbs are unstamped: the game is real time and the engine itself refuses a stale
claim (the animal is gone, rolling is frozen) with a reason, which the kit shows on the
redrawn panel.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from cogs.games.rescue_animals.announce import announcements, history_line
from cogs.games.rescue_animals.explain import example, explain
from cogs.games.rescue_animals.panel import render_panel
from cogs.games.rescue_animals.table import render_table
from cogs.kit.codec import Verb
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext
from cogs.lang import SOURCE, Lang, reader, t
from engine.games.rescue_animals.actions import Action, RescueAction, RollAction, ToggleAction
from engine.games.rescue_animals.views import RescueView
from engine.service import UpdateKind

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from cogs.lang import Lang
    from engine.core import Event, Model
    from engine.service import MatchUpdate
    from storage import MatchRecord

KEY = "rescue-animals"
DIE_FIELD = "[0-5]"
UID_FIELD = "(?:[0-9]|[1-4][0-9]|5[0-3])"
"""A card uid 0-53 written without leading zeros."""

TABLE_EVENTS = frozenset({"rescue", "round_start", "round_end", "gray_die", "leader", "game_end", "go", "countdown"})
"""Public events that change what the table shows (rolls, toggles and claims do not)."""

VERBS: tuple[Verb, ...] = (
    Verb("toggle", fields=(("die", DIE_FIELD),), action=lambda p, v: ToggleAction(die=int(p["die"])),
         params_of=lambda a: {"die": a.die}),
    Verb("roll", action=lambda p, v: RollAction()),
    Verb("rescue", fields=(("uid", UID_FIELD),), action=lambda p, v: RescueAction(card=int(p["uid"])),
         params_of=lambda a: {"uid": a.card}),
)


def rescue_view(view: Model) -> RescueView:
    """``view`` as a :class:`RescueView` (a view of another class is re-validated)."""
    return view if isinstance(view, RescueView) else RescueView.model_validate(view.model_dump())


class RescueUI(GameUI[RescueView, Action]):
    """Rescue Animals in Discord: the public table, the private **My dice** panel, announcements."""

    key: ClassVar[str] = KEY
    prefix: ClassVar[str] = "ra"
    panel_label: ClassVar[str] = "ra-panel-label"
    panel_emoji: ClassVar[str] = "🎲"
    how_to_play: ClassVar[Sequence[str]] = ("ra-how-panel", "ra-how-roll", "ra-how-rescue", "ra-how-freeze")
    """Message ids (``/help game:``)."""
    verbs: ClassVar[Sequence[Verb]] = VERBS
    demo_options: ClassVar[Mapping[str, Any]] = {"countdown_s": 0.3, "claim_window_ms": 100}

    def game_title(self, lang: Lang | None = None) -> str:
        """"Rescue Animals" (``ra-title``): the game's name."""
        return t(lang or reader(), "ra-title")

    def game_summary(self, lang: Lang | None = None) -> str:
        """The lobby's sentence on the game (``ra-summary``)."""
        return t(lang or reader(), "ra-summary")

    def table(self, record: MatchRecord, view: RescueView, lang: Lang = SOURCE) -> Rendered:
        """The public table. Raises ValueError unless ``view`` is the spectator view."""
        rv = rescue_view(view)
        if rv.me is not None:
            raise ValueError("the table is rendered from the spectator view only")
        return render_table(record, rv, lang)

    def panel(self, record: MatchRecord, seat: int, view: RescueView, ctx: PanelContext | None = None) -> Rendered:
        """The **My dice** panel of ``seat`` from that seat's view, in ``ctx.lang`` (no choosers)."""
        return render_panel(self, record, seat, rescue_view(view), ctx.lang if ctx is not None else reader())

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """Each round's start (round 1's from the game's setup events, with the match's start); ties,
        stalls, round summaries (each round's rescues together: the table shows every rescue as it
        happens) and the final scores, from public events only."""
        return announcements(update.match, update.events, lang)

    def history_lines(self, record: MatchRecord, events: Sequence[Event], names: Sequence[str],
                      lang: Lang = SOURCE) -> list[str]:
        """``/history``'s lines for one move's public events, worded from their kind and data in
        ``lang`` (:func:`.announce.history_line`): a match reads in the reader's language, whenever
        it was played (``/history`` replays the match, so every event has its data)."""
        lines = [history_line(record, e, names, lang) for e in events]
        return [line for line in lines if line]

    def refresh_table(self, update: MatchUpdate) -> bool:
        """True on rescues, round changes, gray die moves, game end, countdown/Go! and seat
        changes; False on rolls, toggles and claims (the table shows none of them)."""
        if update.kind in (UpdateKind.FINISHED, UpdateKind.SEATS, UpdateKind.STARTED):
            return True
        return any(e.visible_to is None and e.kind in TABLE_EVENTS for e in update.events)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """The lobby's choices for the claim window, countdown, bot pace and stall timer, in the
        reader's language (:func:`cogs.lang.reader`)."""
        lang = reader()
        return [
            ("claim_window_ms", t(lang, "ra-option-claim-window"),
             [(t(lang, "ra-option-ms", n=ms), ms) for ms in (250, 400, 800)]),
            ("countdown_s", t(lang, "ra-option-countdown"),
             [(t(lang, "ra-option-seconds", n=int(s)), s) for s in (2.0, 3.0, 5.0)]),
            ("bot_roll_interval_s", t(lang, "ra-option-bot-pace"),
             [(t(lang, "ra-option-pace", pace=pace, n=n), n) for pace, n in (("fast", 1.0), ("normal", 1.5),
                                                                               ("slow", 3.0))]),
            ("stall_s", t(lang, "ra-option-stall"),
             [(t(lang, "ra-option-minutes", n=int(s // 60)), s) for s in (60.0, 120.0, 300.0)]),
        ]

    def explain(self, record: MatchRecord, seat: int, view: RescueView, lang: Lang) -> list[str]:
        """❔ What now? for ``seat``'s decision (:func:`cogs.games.rescue_animals.explain.explain`)."""
        return explain(rescue_view(view), seat, lang)

    def rules_example(self, lang: Lang) -> Rendered | None:
        """/rules' example dice requirement (:func:`cogs.games.rescue_animals.explain.example`)."""
        return example(lang)

    def clicks_for(self, record: MatchRecord, view: RescueView, action: Action) -> list[tuple[str, list[str] | None]]:
        """The panel clicks a person makes for ``action`` in ``record``: ``[(custom_id, None)]``.

        A roll with ``keep`` becomes the toggles that set exactly those dice aside, then Roll;
        every other action is the one click the codec derives. Raises ValueError for an action
        no component makes.
        """
        me = view.me
        if not isinstance(action, RollAction) or action.keep is None or me is None:
            return super().clicks_for(record, view, action)
        match_id = record.id
        wanted = set(action.keep)
        clicks: list[tuple[str, list[str] | None]] = [
            (self.custom_id("toggle", match_id, die=die), None)
            for die, aside in enumerate(me.dice.aside) if aside != (die in wanted)
        ]
        clicks.append((self.custom_id("roll", match_id), None))
        return clicks


UI = RescueUI()
"""The game's UI instance (found by :func:`cogs.kit.ui.discover`)."""

__all__ = ["KEY", "TABLE_EVENTS", "UI", "UID_FIELD", "VERBS", "RescueUI", "rescue_view"]
