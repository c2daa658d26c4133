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

from cogs.games.rescue_animals.announce import announcements, start_announcement
from cogs.games.rescue_animals.explain import example, explain
from cogs.games.rescue_animals.panel import render_panel
from cogs.games.rescue_animals.table import render_table
from cogs.kit.codec import Verb
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GameUI, PanelContext
from cogs.lang import SOURCE, Lang
from engine.games.rescue_animals.actions import Action, RescueAction, RollAction, ToggleAction
from engine.games.rescue_animals.views import RescueView
from engine.service import UpdateKind

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from cogs.lang import Lang
    from engine.core import Model
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
    panel_label: ClassVar[str] = "My dice"
    panel_emoji: ClassVar[str] = "🎲"
    how_to_play: ClassVar[Sequence[str]] = (
        'Press **My dice** on the table: your dice appear privately and follow the game by themselves.',
        'Press a die to set it aside or take it back; **Roll** rolls all the others. Everyone rolls at once.',
        'When your dice meet an animal on display, press **Rescue** for it: the first valid claim wins; '
        'claims in the same instant tie (the gray die, then clockwise from the Conservation Leader).',
        'After each rescue rolling freezes for Ready, Set, Go!; dice you set aside stay aside.',
    )
    verbs: ClassVar[Sequence[Verb]] = VERBS
    demo_options: ClassVar[Mapping[str, Any]] = {"countdown_s": 0.3, "claim_window_ms": 100}

    def table(self, record: MatchRecord, view: RescueView, lang: Lang = SOURCE) -> Rendered:
        """The public table. Raises ValueError unless ``view`` is the spectator view."""
        rv = rescue_view(view)
        if rv.me is not None:
            raise ValueError("the table is rendered from the spectator view only")
        return render_table(record, rv)

    def panel(self, record: MatchRecord, seat: int, view: RescueView, ctx: PanelContext | None = None) -> Rendered:
        """The **My dice** panel of ``seat`` from that seat's view (``ctx`` is unused: no choosers)."""
        return render_panel(self, record, seat, rescue_view(view))

    def announcements(self, update: MatchUpdate, lang: Lang = SOURCE) -> list[Rendered]:
        """Round 1's start when the match starts; then ties, stalls, round summaries (each round's
        rescues together: the table shows every rescue as it happens) and the final scores, from
        public events only."""
        if update.kind == UpdateKind.STARTED and not update.events:
            return start_announcement(update.match)
        return announcements(update.match, update.events)

    def refresh_table(self, update: MatchUpdate) -> bool:
        """True on rescues, round changes, gray die moves, game end, countdown/Go! and seat
        changes; False on rolls, toggles and claims (the table shows none of them)."""
        if update.kind in (UpdateKind.FINISHED, UpdateKind.SEATS, UpdateKind.STARTED):
            return True
        return any(e.visible_to is None and e.kind in TABLE_EVENTS for e in update.events)

    def option_fields(self) -> list[tuple[str, str, list[tuple[str, Any]]]]:
        """The lobby's choices for the claim window, countdown, bot pace and stall timer."""
        return [
            ("claim_window_ms", "Claim window", [("250 ms", 250), ("400 ms", 400), ("800 ms", 800)]),
            ("countdown_s", "Countdown", [("2 s", 2.0), ("3 s", 3.0), ("5 s", 5.0)]),
            ("bot_roll_interval_s", "Bot pace", [("Fast 1 s", 1.0), ("Normal 1.5 s", 1.5), ("Slow 3 s", 3.0)]),
            ("stall_s", "Stall timer", [("1 min", 60.0), ("2 min", 120.0), ("5 min", 300.0)]),
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
