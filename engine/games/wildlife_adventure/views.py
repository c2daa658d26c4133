"""What one seat (or a spectator) may know: the view models of Wildlife Adventure.

Private to the seat: ``hand`` (its animal cards with names, spaces and facts).
Everything else is public: hand sizes as counts, completed cards, open discovery
missions, travel voucher counts, kept ★ chance cards (rulebook "Red spaces": kept
cards lie face up), the chance card just drawn, the board occupancy. The static map
(points, lines, kinds) is in :mod:`.board`; a view carries only what changes.
"""
from __future__ import annotations

from functools import cache, lru_cache
from typing import Any, Literal

from pydantic import ConfigDict

from engine.core import Model
from engine.undo import UndoOffer, undo_offer

from . import moves
from .board import CONTINENTS, continue_from
from .cards import ANIMALS, CHANCE, COLOURS, EXTENSIONS_PER_COLOUR
from .state import WAState


class AnimalView(Model):
    """An animal card: ``id`` (= its space, "AF4"), ``name``, ``continent`` code and
    ``continent_name``, ``fact`` (None if none), ``label`` ("African Lion (AF4)"), ``source``."""

    id: str
    name: str
    continent: str
    continent_name: str
    fact: str | None
    label: str
    source: str


class ChanceView(Model):
    """A chance card: ``id``, ``effect`` key, ``star`` (may be kept), ``text``, ``label``.
    Frozen: one instance per card is shared by every view (:func:`chance_view`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    effect: str
    star: bool
    text: str
    label: str


class ExtensionView(Model):
    """A route extension on ``line`` from ``frm`` to ``to``, laid by ``seat``; ``parallel``.
    Frozen: equal extensions share one instance across views (:func:`extension_view`)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    line: int
    frm: str
    to: str
    seat: int
    parallel: bool


class ExpeditionView(Model):
    """Expedition ``index`` (0 red, 1 yellow, 2 blue) of ``colour``: its ``tip`` (the start
    base if not started), ``continues_from`` (the twin when the tip is an arrow space),
    ``laid`` and ``left`` route extensions (of 40), ``finished``, and its ``extensions``."""

    index: int
    colour: str
    started: bool
    tip: str
    continues_from: str
    laid: int
    left: int
    finished: bool
    extensions: list[ExtensionView]


class PendingView(Model):
    """A choice ``seat`` owes: ``kind`` "blue" / "discard" / "relay", and the ``chance`` card asking."""

    kind: Literal["blue", "discard", "relay"]
    seat: int
    chance: ChanceView | None


class WAView(Model):
    """The view of ``seat`` (None = spectator). See the module docstring for privacy.

    Turn: ``turn`` (seat to move), ``to_act``, ``pending``, ``main_laid`` (the turn's
    extension is down), ``bonus`` (free extra extensions owed), ``spent_this_turn`` (of
    ``max_per_turn`` vouchers), ``obstacle_session`` (obstacle moves paid for).
    Vouchers: ``vouchers`` per seat, ``voucher_supply`` with the dealer (handed-in vouchers
    return there: ``voucher_supply`` + hands = 65), ``vouchers_spent`` handed in over the
    whole game (a statistic).
    ``scores``: current +1 per completed / -1 per card in hand. ``undo``: the seat's own move
    it may take back now (:class:`engine.undo.UndoOffer`; None for a spectator or when none).
    """

    seat: int | None
    seats: int
    phase: Literal["play", "over"]
    turn: int | None
    turn_number: int
    to_act: list[int]
    pending: PendingView | None
    hand: list[AnimalView]
    hand_counts: list[int]
    completed: list[list[AnimalView]]
    open_missions: list[AnimalView]
    animal_stack: int
    vouchers: list[int]
    voucher_supply: int
    vouchers_spent: int
    spent_this_turn: int
    max_per_turn: int
    main_laid: bool
    bonus: int
    obstacle_session: bool
    session_moved: list[int]
    expeditions: list[ExpeditionView]
    obstacles: list[str | None]
    kept: list[list[ChanceView]]
    chance_drawn: ChanceView | None
    chance_stack: int
    skip_next: list[bool]
    blocked_turns: int
    scores: list[int]
    recent: list[dict[str, Any]]
    game_over: bool
    end_reason: str
    end_seats: list[int]
    undo: UndoOffer | None = None


_ANIMAL_VIEWS: dict[str, AnimalView] = {}


def animal_view(cid: str) -> AnimalView:
    """The :class:`AnimalView` of an animal card id."""
    v = _ANIMAL_VIEWS.get(cid)
    if v is None:
        a = ANIMALS[cid]
        v = _ANIMAL_VIEWS[cid] = AnimalView(id=a.id, name=a.name, continent=a.continent,
                                            continent_name=CONTINENTS[a.continent], fact=a.fact, label=a.label,
                                            source=a.source)
    return v


@cache  # one per chance card
def chance_view(cid: str) -> ChanceView:
    """The (shared, frozen) :class:`ChanceView` of a chance card id. Raises KeyError for an unknown id."""
    c = CHANCE[cid]
    return ChanceView(id=c.id, effect=c.effect, star=c.star, text=c.text, label=c.label)


@lru_cache(maxsize=4096)  # a match lays at most 3 x 40 extensions: some 34 matches' worth
def extension_view(line: int, frm: str, to: str, seat: int, parallel: bool) -> ExtensionView:
    """The (shared, frozen) :class:`ExtensionView` of one route extension. Every view of every
    seat lists every extension, so building each once is most of what a view cost (issue 25)."""
    return ExtensionView(line=line, frm=frm, to=to, seat=seat, parallel=parallel)


def build_view(state: WAState, seat: int | None) -> WAView:
    """The :class:`WAView` for ``seat`` (None or an out-of-range seat = spectator)."""
    me = seat if seat is not None and 0 <= seat < state.seats else None
    over = state.phase == "over"
    actor = None if over else (state.pending.seat if state.pending else state.turn)
    exps = []
    for i, ex in enumerate(state.expeditions):
        exps.append(ExpeditionView(
            index=i, colour=COLOURS[i], started=bool(ex.extensions), tip=ex.tip, continues_from=continue_from(ex.tip),
            laid=len(ex.extensions), left=EXTENSIONS_PER_COLOUR - len(ex.extensions),
            finished=len(ex.extensions) >= EXTENSIONS_PER_COLOUR,
            extensions=[extension_view(x.line, x.frm, x.to, x.seat, x.parallel) for x in ex.extensions]))
    return WAView(
        seat=me, seats=state.seats, phase=state.phase, turn=None if over else state.turn,
        turn_number=state.turn_number, to_act=[] if actor is None else [actor],
        pending=(PendingView(kind=state.pending.kind, seat=state.pending.seat,
                             chance=chance_view(state.pending.chance) if state.pending.chance else None)
                 if state.pending else None),
        hand=[animal_view(c) for c in sorted(state.hands[me], key=_card_order)] if me is not None else [],
        hand_counts=[len(h) for h in state.hands],
        completed=[[animal_view(c) for c in cs] for cs in state.completed],
        open_missions=[animal_view(c) for c in state.open_missions],
        animal_stack=len(state.animal_stack),
        vouchers=list(state.vouchers), voucher_supply=state.supply, vouchers_spent=state.spent,
        spent_this_turn=state.spent_turn, max_per_turn=moves.MAX_VOUCHERS_PER_TURN,
        main_laid=state.main_laid, bonus=state.bonus, obstacle_session=state.obstacle_session,
        session_moved=list(state.session_moved),
        expeditions=exps, obstacles=list(state.obstacles),
        kept=[[chance_view(c) for c in ks] for ks in state.kept],
        chance_drawn=chance_view(state.chance_drawn) if state.chance_drawn else None,
        chance_stack=len(state.chance_stack), skip_next=list(state.skip_next), blocked_turns=state.blocked_turns,
        scores=[len(state.completed[s]) - len(state.hands[s]) for s in range(state.seats)],
        recent=list(state.recent), game_over=over, end_reason=state.end_reason, end_seats=list(state.end_seats),
        undo=undo_offer(state.undo, me))


def _card_order(cid: str) -> tuple[str, int]:
    return (cid[:2], int(cid[2:]))


def situation(view: WAView, seat: int) -> moves.Situation:
    """The :class:`.moves.Situation` of ``seat`` rebuilt from its own view (for bots and UIs)."""
    counts: dict[int, int] = {}
    for ex in view.expeditions:
        for x in ex.extensions:
            counts[x.line] = counts.get(x.line, 0) + 1
    actor = view.to_act[0] if view.to_act else None
    return moves.Situation(
        seat=seat, actor=actor, pending=view.pending.kind if view.pending else None,
        hand=[a.id for a in view.hand], vouchers=view.vouchers[seat], spent_turn=view.spent_this_turn,
        main_laid=view.main_laid, bonus=view.bonus, obstacle_session=view.obstacle_session,
        kept=[c.id for c in view.kept[seat]], tips=[ex.tip for ex in view.expeditions],
        counts=[ex.laid for ex in view.expeditions],
        last=[(ex.extensions[-1].frm, ex.extensions[-1].to, ex.extensions[-1].line) if ex.extensions else None
              for ex in view.expeditions],
        line_counts=counts, obstacles=list(view.obstacles), stack_size=view.animal_stack,
        session_moved=list(view.session_moved))


def legal_from_view(view: WAView) -> list[moves.WAAction]:
    """Every legal action of the view's seat (empty for a spectator)."""
    if view.seat is None:
        return []
    return moves.legal(situation(view, view.seat))
