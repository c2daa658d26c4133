"""The rules engine of Mission: Wild Life: the ``GAME`` object (see :class:`engine.core.Game`).

Round flow (Mission: Wild Life, "Setup", "Gameplay", "Game End"; GAPS.md section 1):
deal (3 players: 13 each + 1 card face up out of the game; 4: 10; 5: 8), reveal
one research, one adventure and ``flash_per_round`` flash missions, optional pass
phase, then tricks; at round end award research/adventure missions, return unwon
missions under their stacks, and either end the game or start the next round with
the player left of the previous starter.
"""
from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any, ClassVar

from pydantic import TypeAdapter

from engine.core import (
    NOT_RECOGNISED,
    NOT_RECOGNISED_CODE,
    Event,
    GameOptions,
    IllegalAction,
    Model,
    Outcome,
    Progress,
    Rng,
    RuleLine,
    Timer,
)
from engine.undo import Undoable, new_log

from . import missions as M
from .actions import MWLAction, PassAction, PlayAction, action_adapter
from .ai import bot_action
from .cards import _COLOUR, DECK, EMOJI, EVADE, OF_COLOUR, label, low_key, parse, sorted_cards
from .state import MWLOptions, MWLState, Play, TrickRecord, WonMission
from .tricks import FOLLOWING, legal_cards, play_refusal, trick_winner
from .views import MWLView, build_view

HAND_SIZE: dict[int, int] = {3: 13, 4: 10, 5: 8}
"""GAPS.md section 1, "Hands"."""

MAX_ROUNDS = 40
"""Safety stop (not in the rulebook): after this many rounds the game ends as it stands."""

UNDO_RULES: list[RuleLine] = [
    RuleLine(id="undo.simultaneous", args={"kinds": ["pass"]}),
    RuleLine(id="undo.never", args={"kinds": ["play"]}),
    RuleLine(id="undo.clock"),
    RuleLine(id="undo.lobby_option"),
]
"""``/rules``'s lines on taking back (issue 36), as data: a passing choice may be taken back until
the last seat has chosen (the cards then change hands); a card played to a trick never."""


def threshold(options: MWLOptions) -> int:
    """Missions that end the game: 5, or 6/7 with two/three flash missions per round.

    Mission: Wild Life, "Game End" and "Variants", "Multiple Flash Missions".
    """
    return 4 + options.flash_per_round


def _seat_order(start: int, n: int) -> list[int]:
    return [(start + i) % n for i in range(n)]


def _coerce_options(options: GameOptions | None) -> MWLOptions:
    if isinstance(options, MWLOptions):
        return options.model_copy()  # shallow is enough: every field is a bool, int or None
    if options is None:
        return MWLOptions()
    return MWLOptions.model_validate(options.model_dump())


# ------------------------------------------------------------------ shared immutable models

_HAND_BASED: frozenset[str] = frozenset(m.id for m in M.MISSIONS if m.hand_check is not None)
"""The flash missions checked against hands (Maki ... Flamingo), not tricks."""
_PLAY_ACTIONS: dict[str, PlayAction] = {c: PlayAction(card=c) for c in DECK}
"""The shared :class:`PlayAction` of each card (built once per card; never mutated)."""
_ACTION_OF = _PLAY_ACTIONS.__getitem__
_FOLLOW_ACTION_OF: dict[str, Callable[[str], PlayAction | None]] = {
    led: {c: _PLAY_ACTIONS[c] for c in allowed}.get for led, allowed in FOLLOWING.items()}
"""Per led colour, card -> the shared action if that card may follow it, else None (see
:data:`.tricks.FOLLOWING`); bound look-ups, so legal_actions maps them over a hand in C."""
_PLAYS: tuple[dict[str, Play], ...] = tuple({c: Play(seat=seat, card=c) for c in DECK} for seat in range(max(HAND_SIZE)))
"""``_PLAYS[seat][card]``: the shared :class:`Play` of every seat and card (built once; never mutated)."""
_WATCHING: frozenset[str] = frozenset(m.id for m in M.MISSIONS if m.watch)
"""The Iguana-type flash missions, the only trick checks that read ``TrickContext.played``."""
_NO_PLAYED: frozenset[str] = frozenset()
_TRICK_CHECKS: dict[str, Callable[[M.TrickContext], M.Why | None]] = {
    m.id: m.trick_check for m in M.MISSIONS if m.trick_check is not None}
"""The trick-based flash missions' checks by mission id (asked after every completed trick)."""


# ------------------------------------------------------------------ rounds

def _reveal(state: MWLState, kind: str) -> str | None:
    stack: list[str] = getattr(state, f"{kind}_stack")
    return stack.pop(0) if stack else None


def _affected(mission_id: str | None, out_card: str | None) -> bool:
    return mission_id is not None and out_card is not None and M.get(mission_id).names_card == out_card


def _reveal_missions(state: MWLState, events: list[Event]) -> None:
    """Reveal 1 research, 1 adventure, k flash; swap ones the out-of-game card makes
    unfulfillable (Mission: Wild Life, "Setup", the Beaver example; GAPS.md)."""
    state.display_research = _reveal(state, "research")
    state.display_adventure = _reveal(state, "adventure")
    state.display_flash = [m for m in (_reveal(state, "flash") for _ in range(state.options.flash_per_round)) if m]
    state.flash_won_round = []
    out = state.out_card
    if out is None:
        return
    for kind in ("research", "adventure"):
        attr = f"display_{kind}"
        stack: list[str] = getattr(state, f"{kind}_stack")
        for _ in range(len(stack) + 1):
            cur = getattr(state, attr)
            if not _affected(cur, out):
                break
            stack.append(cur)
            setattr(state, attr, stack.pop(0))
            events.append(_swap_event(cur, out))
    for i in range(len(state.display_flash)):
        for _ in range(len(state.flash_stack) + 1):
            cur = state.display_flash[i]
            if not _affected(cur, out):
                break
            state.flash_stack.append(cur)
            new = state.flash_stack.pop(0)
            state.display_flash[i] = new
            events.append(_swap_event(cur, out))


def _swap_event(mission_id: str, out: str) -> Event:
    m = M.get(mission_id)
    return Event.trusted(kind="mission_swapped", data={"mission": m.id, "out_card": out})


def _display(state: MWLState) -> list[str]:
    shown = [state.display_research, state.display_adventure, *state.display_flash]
    return [m for m in shown if m]


def _start_round(state: MWLState, starter: int, events: list[Event]) -> None:
    n = state.seats
    deck = list(DECK)
    state.rng.shuffle(deck)
    size = HAND_SIZE[n]
    # The round's fields in one write to the state's dict (values of the fields' types, built
    # here; BaseModel.__setattr__ per field costs more, and assignment is not validated anyway).
    state.__dict__.update(
        round=state.round + 1, round_starter=starter, leader=starter, turn=starter,
        hands=[sorted_cards(deck[i * size:(i + 1) * size]) for i in range(n)],
        out_card=deck[n * size] if n * size < len(deck) else None,
        passing=[None] * n, received=[], trick=[], tricks_won=[[] for _ in range(n)], tricks_played=0,
        tricks_per_round=size, played=[])
    swaps: list[Event] = []
    _reveal_missions(state, swaps)
    shown = _display(state)
    if not shown:
        state.phase = "over"
        state.end_reason = "No missions are left to reveal."
        events.append(Event.trusted(kind="game_end", data=_end_data(state, "no_missions")))
        return
    events.append(_round_start_event(state))
    events.extend(swaps)
    events.extend(_deal_events(state))
    _hand_checks(state, events)
    state.phase = "pass" if state.options.pass_cards else "play"


def _round_start_event(state: MWLState) -> Event:
    """``round_start``: ``round``, ``starter`` (seat), ``missions`` (ids on display), ``out_card``."""
    return Event.trusted(kind="round_start", data={"round": state.round, "starter": state.round_starter,
                                                   "missions": _display(state), "out_card": state.out_card})


def _deal_events(state: MWLState) -> list[Event]:
    """``hand_dealt`` per seat, seen by that seat only: ``seat``, ``cards``."""
    return [Event.trusted(kind="hand_dealt", visible_to={seat}, data={"seat": seat, "cards": list(state.hands[seat])})
            for seat in range(state.seats)]


def _win_mission(state: MWLState, seat: int, mission_id: str | None, kind: str, why: str,
                 events: list[Event], *, face_down: bool = False, detail: dict[str, Any] | None = None) -> None:
    """``seat`` wins ``mission_id`` (None: a plain token; ``face_down``: a card from the stack for a
    tie). ``why`` is the English kept in the state's record of won missions (for logs and stored
    states); the ``mission_won`` event carries it as data instead: ``seat``, ``mission`` (the id
    won, None for a token or a face-down card), ``for`` (the mission met), ``type``, ``token``,
    ``face_down``, ``count`` (the seat's missions now) and ``detail`` (``why`` of a flash mission,
    :meth:`.missions.Why.data`; ``value`` and ``tie`` of a round's mission)."""
    if mission_id is None:
        name = "Mission token"
    elif face_down:
        name = f"{kind.capitalize()} mission (face down)"
    else:
        name = M.get(mission_id).name
    state.missions[seat].append(WonMission.from_trusted({  # values built here: no need to validate them
        "mission_id": mission_id, "name": name, "type": kind, "round": state.round, "reason": why,
        "face_down": face_down}))
    shown_id = None if face_down else mission_id
    data: dict[str, Any] = {"seat": seat, "mission": shown_id, "type": kind, "token": mission_id is None,
                            "face_down": face_down, "count": len(state.missions[seat])}
    if detail:
        data.update(detail)
    events.append(Event.trusted(kind="mission_won", data=data))


def _hand_checks(state: MWLState, events: list[Event]) -> None:
    """GAPS.md "Flash timing": hand-based flash missions, every seat in order from the leader."""
    if _HAND_BASED.isdisjoint(state.display_flash):  # the usual case: no hand-based one on display
        return
    for mid in list(state.display_flash):
        m = M.get(mid)
        if m.hand_check is None:
            continue
        for seat in _seat_order(state.leader, state.seats):
            why = m.hand_check(state.hands[seat])
            if why:
                state.display_flash.remove(mid)
                state.flash_won_round.append(mid)
                _win_mission(state, seat, mid, "flash", f"{m.name}: seat {seat} {why.text}", events,
                             detail={"for": mid, "why": why.data()})
                break


def _complete_trick(state: MWLState, events: list[Event]) -> None:
    plays = state.trick
    cards = [p.card for p in plays]
    winner = plays[trick_winner(cards)].seat
    state.tricks_won[winner].append(cards)
    number = state.tricks_played + 1
    state.played.extend(cards)
    # The trick's fields are plain ints and the shared Play models: the record is built without
    # re-validating them, and the counters and seats go straight into the state's fields
    # (BaseModel.__setattr__ costs several times a dict write; assignment is not validated anyway).
    fields = state.__dict__
    fields["tricks_played"] = number
    fields["last_trick"] = TrickRecord.from_trusted({"round": state.round, "number": number, "plays": plays,
                                                     "winner": winner})
    events.append(Event.trusted(kind="trick_won",
                        data={"winner": winner, "number": number, "cards": cards,
                              "plays": [{"seat": p.seat, "card": p.card} for p in plays]}))
    display = state.display_flash
    if display:
        # TrickContext.played (a set of every card played this round) is only read by the
        # Iguana-type missions: built only when one of them is on display.
        played = frozenset(state.played) if not _WATCHING.isdisjoint(display) else _NO_PLAYED
        ctx = M.TrickContext(cards, number, state.tricks_per_round, played, state.out_card)
        for mid in list(display):
            check = _TRICK_CHECKS.get(mid)
            why = check(ctx) if check is not None else None
            if why:
                display.remove(mid)
                state.flash_won_round.append(mid)
                _win_mission(state, winner, mid, "flash", f"{M.BY_ID[mid].name}: seat {winner} {why.text}", events,
                             detail={"for": mid, "why": why.data()})
    fields["trick"] = []
    fields["leader"] = winner
    fields["turn"] = winner


def _award_round_missions(state: MWLState, events: list[Event]) -> None:
    """Mission: Wild Life, "Missions (Animal Cards)": research/adventure at round end; ties all win."""
    order = _seat_order(state.round_starter, state.seats)
    for kind in ("research", "adventure"):
        mid = getattr(state, f"display_{kind}")
        if mid is None:
            continue
        m = M.get(mid)
        result = M.award(m, state.tricks_won)
        stack: list[str] = getattr(state, f"{kind}_stack")
        if not result.winners:
            stack.append(mid)
            events.append(Event.trusted(kind="mission_unclaimed", data={"mission": mid}))
        else:
            winners = sorted(result.winners, key=order.index)
            for i, seat in enumerate(winners):
                tie = len(winners) > 1
                why = M.reason(m, seat, result.value) + (" (tie)" if tie else "")
                detail = {"for": mid, "value": result.value, "tie": tie}
                if i == 0:
                    _win_mission(state, seat, mid, kind, why, events, detail=detail)
                else:
                    extra = stack.pop(0) if stack else None
                    _win_mission(state, seat, extra, kind, why, events, face_down=extra is not None, detail=detail)
        setattr(state, f"display_{kind}", None)
    for mid in state.display_flash:
        state.flash_stack.append(mid)
        events.append(Event.trusted(kind="mission_unclaimed", data={"mission": mid}))
    state.display_flash = []


def _end_data(state: MWLState, end: str) -> dict[str, Any]:
    """``game_end``'s data: ``counts`` (missions by seat), ``places``, ``end`` (``goal``: a seat
    reached ``need`` missions; ``round_limit``: :data:`MAX_ROUNDS`; ``no_missions``: none left to
    reveal), ``need`` (the missions that end the game) and ``best`` (the most missions held)."""
    counts = [len(ms) for ms in state.missions]
    return {"counts": counts, "places": _places(counts), "end": end, "need": threshold(state.options),
            "best": max(counts)}


def _places(counts: list[int]) -> list[int]:
    return [1 + sum(1 for c in counts if c > mine) for mine in counts]


def _end_round(state: MWLState, events: list[Event]) -> None:
    _award_round_missions(state, events)
    counts = [len(ms) for ms in state.missions]
    tricks = [len(t) for t in state.tricks_won]
    events.append(Event.trusted(kind="round_end",
                        data={"round": state.round, "tricks": tricks, "counts": counts}))
    need = threshold(state.options)
    if max(counts) >= need or state.round >= MAX_ROUNDS:
        state.phase = "over"
        best = max(counts)
        winners = [s for s, c in enumerate(counts) if c == best]
        who = ", ".join(map(str, winners))
        if best >= need:
            state.end_reason = f"Seat(s) {who} win with {best} missions (the game ends at {need})."
        else:
            state.end_reason = f"Round limit reached; seat(s) {who} lead with {best} missions."
        events.append(Event.trusted(kind="game_end", data=_end_data(state, "goal" if best >= need else "round_limit")))
        return
    _start_round(state, (state.round_starter + 1) % state.seats, events)


def _play_card(state: MWLState, seat: int, card: str, events: list[Event]) -> None:
    """Check, then play ``card`` for ``seat``: :meth:`MissionWildLife.apply` of a :class:`PlayAction`
    (one module function for both steps: it runs for every card of a match)."""
    if state.phase == "pass":
        raise IllegalAction("Pass three cards to your left first.", code="mwl-pass-first")
    if seat != state.turn:
        raise IllegalAction("It is not your turn.", code="mwl-not-your-turn")
    hand = state.hands[seat]
    trick = state.trick
    # play_problem's rule with table look-ups and a set test (no list of the hand's colours):
    # a held card may lead, follow, evade, or be anything when the led colour is not held.
    # Whatever else is refused with the written rule's reason.
    try:
        at = hand.index(card)
    except ValueError:
        raise play_refusal(hand, [p.card for p in trick], card) from None
    if trick:
        led = _COLOUR[trick[0].card]
        colour = _COLOUR[card]
        if colour != led and colour != EVADE and not OF_COLOUR[led].isdisjoint(hand):
            raise play_refusal(hand, [p.card for p in trick], card)
    del hand[at]
    trick.append(_PLAYS[seat][card])
    position = len(trick)
    events.append(Event.trusted(kind="card_played", data={"seat": seat, "card": card, "position": position}))
    if position == state.seats:
        _complete_trick(state, events)
        if not _HAND_BASED.isdisjoint(state.display_flash):
            _hand_checks(state, events)
        if state.tricks_played == state.tricks_per_round:  # only a completed trick ends a round
            _end_round(state, events)
        return
    state.__dict__["turn"] = (seat + 1) % state.seats  # a dict write (see _complete_trick)
    if not _HAND_BASED.isdisjoint(state.display_flash):
        _hand_checks(state, events)


# --------------------------------------------------------------------- game

class MissionWildLife(Undoable[MWLState, MWLAction, MWLView]):
    """``GAME`` for Mission: Wild Life (3-5 players). See the module docstring."""

    key: ClassVar[str] = "mission-wild-life"
    title: ClassVar[str] = "Mission: Wild Life"
    summary: ClassVar[str] = (
        "A trick-taking game for 3-5 players: gold suns are trump, gray clouds let you evade, "
        "and a 1 beats the 8 of its colour. Each round shows a research mission (fewest ...), "
        "an adventure mission (most ...) and one or more flash missions won the moment someone "
        "meets them. The first player to hold five missions at the end of a round (six or seven with two or three "
        "flash missions per round) ends the game; "
        "the most missions wins."
    )
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[GameOptions]] = MWLOptions
    State: ClassVar[type[Model]] = MWLState
    action_adapter: ClassVar[TypeAdapter[Any]] = action_adapter
    turn_timer: ClassVar[bool] = True
    house_rules: ClassVar[list[RuleLine]] = [
        RuleLine(id="mwl-house-hands", args={"three": HAND_SIZE[3], "four": HAND_SIZE[4], "five": HAND_SIZE[5]}),
        RuleLine(id="mwl-house-first-player"),
        RuleLine(id="mwl-house-out-of-game"),
        RuleLine(id="mwl-house-flash-checks"),
        RuleLine(id="mwl-house-most"),
        RuleLine(id="mwl-house-game-end"),
        RuleLine(id="mwl-house-expert"),
    ]
    """Our rulings where the rulebook is silent or unpublished (GAPS.md section 1), shown by /rules in
    the reader's language (``locales/<lang>/mission-wild-life.ftl``, "House rules"; the hand sizes
    are :data:`HAND_SIZE`)."""
    undo_rules: ClassVar[list[RuleLine]] = UNDO_RULES
    undo_kinds: ClassVar[frozenset[str]] = frozenset({"pass"})
    """Only a passing choice may be taken back: a card played to a trick is shown to everyone."""

    def setup(self, seats: int, options: GameOptions | None, seed: int) -> MWLState:
        """A new match: shuffled mission stacks, round 1 dealt. Raises ValueError on a bad
        seat count or a ``first_player`` outside the table."""
        if seats not in HAND_SIZE:
            raise ValueError("Mission: Wild Life needs 3 to 5 players")
        opts = _coerce_options(options)
        if opts.first_player is not None and opts.first_player > seats:
            raise ValueError(f"first_player must be a seat from 1 to {seats} (got {opts.first_player})")
        rng = Rng.from_seed(seed)
        stacks = {k: M.deck(k, opts.expert) for k in ("research", "adventure", "flash")}
        for k in ("research", "adventure", "flash"):
            rng.shuffle(stacks[k])
        state = MWLState(seats=seats, options=opts, rng=rng, hands=[[] for _ in range(seats)],
                         passing=[None] * seats, tricks_won=[[] for _ in range(seats)],
                         missions=[[] for _ in range(seats)], research_stack=stacks["research"],
                         adventure_stack=stacks["adventure"], flash_stack=stacks["flash"], undo=new_log(opts))
        starter = opts.first_player - 1 if opts.first_player is not None else rng.below(seats)
        _start_round(state, starter, [])
        return state

    def setup_events(self, state: MWLState) -> list[Event]:
        """The round-1 events (deal, missions) for a fresh state, for renderers that want them."""
        return [_round_start_event(state), *_deal_events(state)]

    def to_act(self, state: MWLState) -> set[int]:
        """Pass phase: every seat that has not chosen yet; play phase: the seat to play."""
        if state.phase == "over":
            return set()
        if state.phase == "pass":
            return {s for s in range(state.seats) if state.passing[s] is None}
        return {state.turn}

    def legal_cards(self, state: MWLState, seat: int) -> list[str]:
        """Card ids ``seat`` may play now (empty if it is not that seat's turn)."""
        if state.phase != "play" or seat != state.turn:
            return []
        return legal_cards(state.hands[seat], [p.card for p in state.trick])

    def legal_moves(self, state: MWLState, seat: int) -> list[MWLAction]:
        """Play: one PlayAction per legal card (the shared instances, built once per card). Pass:
        every 3-card combination of the hand. Empty when ``seat`` cannot act now. (``legal_actions``
        adds taking back a passing choice: :class:`engine.undo.Undoable`.)"""
        phase = state.phase
        if phase == "play":
            if seat != state.turn:
                return []
            # legal_cards(hand, trick cards) with table look-ups mapped over the hand (no Python-level
            # loop): it reads only the led card, and a set test says whether the led colour is held
            hand = state.hands[seat]
            trick = state.trick
            if trick:
                led = _COLOUR[trick[0].card]
                if not OF_COLOUR[led].isdisjoint(hand):
                    return list(filter(None, map(_FOLLOW_ACTION_OF[led], hand)))  # None: may not follow
            return list(map(_ACTION_OF, hand))
        if phase == "pass" and 0 <= seat < state.seats and state.passing[seat] is None:
            return [PassAction(cards=list(c)) for c in combinations(state.hands[seat], 3)]
        return []

    def _check_pass(self, state: MWLState, seat: int, action: PassAction) -> None:
        if state.phase != "pass":
            raise IllegalAction("There is no card passing now.", code="mwl-no-passing")
        if not 0 <= seat < state.seats:
            raise IllegalAction("It is not your turn.", code="mwl-not-your-turn")
        if state.passing[seat] is not None:
            raise IllegalAction("You have already passed your cards.", code="mwl-already-passed")
        if any(c not in state.hands[seat] for c in action.cards):
            raise IllegalAction("You don't have that card.", code="mwl-no-such-card")

    def undo_window(self, state: MWLState, seat: int) -> str | None:
        """The passing of round ``r`` (``"pass:r"``), one window for every seat: a seat may take
        back its choice until the last seat has chosen. No window while tricks are played."""
        if state.phase == "pass" and 0 <= seat < state.seats:
            return f"pass:{state.round}"
        return None

    def apply_move(self, state: MWLState, seat: int, action: MWLAction) -> list[Event]:
        """Validate and apply ``action`` (a :class:`PlayAction` or :class:`PassAction`; parse stored
        data with :func:`engine.core.parse_action` first) for ``seat``; raises IllegalAction before
        any change ("The game is over.", "It is not your turn.", the trick rule's reason, ...).
        (``apply`` is :class:`engine.undo.Undoable`'s: it also takes a passing choice back.)"""
        if state.phase == "over":
            raise IllegalAction("The game is over.", code="mwl-game-over")
        events: list[Event] = []
        match action:
            case PlayAction():
                _play_card(state, seat, action.card, events)
            case PassAction():
                self._check_pass(state, seat, action)
                self._apply_pass(state, seat, action, events)
            case _:  # not one of this game's actions (a caller that skipped the typed edge)
                raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)
        return events

    def _apply_pass(self, state: MWLState, seat: int, action: PassAction, events: list[Event]) -> None:
        """Mission: Wild Life, "Variants", "Pass Cards": three cards face down to the left."""
        for c in action.cards:
            state.hands[seat].remove(c)
        state.passing[seat] = list(action.cards)
        events.append(Event.trusted(kind="pass_chosen", data={"seat": seat}))
        if any(p is None for p in state.passing):
            return
        n = state.seats
        for giver in range(n):
            to = (giver + 1) % n
            cards = state.passing[giver] or []
            state.hands[to] = sorted_cards(state.hands[to] + cards)
            events.append(Event.trusted(kind="cards_passed", visible_to={giver, to},
                                data={"from": giver, "to": to, "cards": list(cards)}))
        state.received = [list(state.passing[(s - 1) % n] or []) for s in range(n)]
        state.passing = [None] * n
        state.phase = "play"
        events.append(Event.trusted(kind="passing_done", data={"leader": state.leader}))
        _hand_checks(state, events)

    def progress(self, view: MWLView) -> Progress:
        """The round and the trick being played of the round's tricks (the rounds go on until a seat has
        its missions, so their number is not known ahead)."""
        return Progress(round=view.round, trick=view.trick_number, tricks=view.tricks_per_round)

    def view(self, state: MWLState, seat: int | None) -> MWLView:
        """See :func:`.views.build_view`."""
        return build_view(state, seat)

    def outcome(self, state: MWLState) -> Outcome | None:
        """Mission: Wild Life, "Game End": most missions wins, ties share; others ranked by count."""
        if state.phase != "over":
            return None
        counts = [len(ms) for ms in state.missions]
        return Outcome(places=_places(counts), scores=[float(c) for c in counts], detail=state.end_reason)

    def default_action(self, state: MWLState, seat: int) -> MWLAction:
        """The lowest legal card (by number, then colour order); in the pass phase the 3 lowest.
        Raises IllegalAction if ``seat`` cannot act."""
        if seat not in self.to_act(state):
            raise IllegalAction("It is not your turn.", code="mwl-not-your-turn")
        if state.phase == "pass":
            return PassAction(cards=sorted(state.hands[seat], key=low_key)[:3])
        return PlayAction(card=min(self.legal_cards(state, seat), key=low_key))

    def bot_action(self, view: MWLView, seat: int, rng: Rng, level: str = "normal") -> MWLAction | None:
        """The policy of :mod:`.ai` at ``level`` (easy / normal / hard), from the view alone.
        Raises TypeError for a view that is not an :class:`MWLView`."""
        if not isinstance(view, MWLView):
            raise TypeError(f"Mission: Wild Life's bot reads an MWLView, not {type(view).__name__}")
        return bot_action(view, seat, rng, level)

    def bot_delay(self, state: MWLState, seat: int) -> float:
        """One second per bot card."""
        return 1.0

    def timers(self, state: MWLState) -> list[Timer]:
        """None: turn deadlines come from ``turn_timer``."""
        return []

    def private_texts(self, state: MWLState, seat: int) -> set[str]:
        """The cards in ``seat``'s hand (and any set aside to pass) in every form a view or an
        event renders them: the card id ("blue-8", what events carry), the label ("Blue 8") and the
        at-a-glance form ("🟦 8")."""
        cards = list(state.hands[seat]) + list(state.passing[seat] or [])
        out = {label(c) for c in cards} | set(cards)
        for c in cards:
            card = parse(c)
            out.add(f"{EMOJI[card.colour]} {card.number}")
        return out


GAME = MissionWildLife()
