"""Rescue Animals rules: setup, actions, timers, rounds, scoring (the ``GAME`` object).

Rulebook sections by heading ("Rescue Animals, <heading>") and GAPS.md section 2
rulings. Readings chosen where neither says:

* Each round opens with the leader's "Ready, Set, Go!" countdown (phase
  ``countdown``, timer ``go:{seq}``); dice start unrolled and the first Roll
  rolls them all ("2. Rescuing Endangered Animals": players *start* rolling).
* Rolling is frozen during the countdown and while a claim window is open
  ("All players must stop rolling their dice!"); toggling set-aside flags is
  allowed while frozen (it changes no value). Claims are allowed in ``play``
  and, as ties, in ``window``; claims during the countdown are rejected.
* A claim names a card uid. Every valid claim before ``close_window`` ties
  ("Ties"): the gray-die holder wins, else the first claimant clockwise from the
  Conservation Leader. The winner's dice are reset to unrolled (they pick them
  up); losing claimants keep their dice and may claim again after the restart.
* The gray die moves at the end of every round, including the last, to the
  player without a rescue (2 players: without a second rescue); its holder at
  game end scores 2 ("Scoring").
* Stall (GAPS.md "Stalls"): timer ``stall:{rescues}:{round}:{stalls}``; when it
  fires, each seat that may rescue and has not acted since the last rescue (or
  the last stall) is auto-played, clockwise from the leader: first any idle seat
  whose dice already meet a displayed animal claims it; if nobody did, every
  idle seat takes one bot-policy keep+roll, then those now meeting an animal
  claim it. Randomness comes from the state's Rng.
* Tutorial pace (``options.paced_by``, ``/learn`` only): while the pacing seat may
  still rescue this round, each other seat may Roll once per Roll of the pacing
  seat (:func:`~engine.games.rescue_animals.state.may_roll`); claims are never paced.
"""
from __future__ import annotations

from typing import Any, ClassVar

from pydantic import TypeAdapter

from engine.core import (
    NOT_RECOGNISED,
    NOT_RECOGNISED_CODE,
    SYSTEM,
    Event,
    Game,
    GameOptions,
    IllegalAction,
    Outcome,
    Progress,
    Rng,
    RuleLine,
    Timer,
    parse_action,
)
from engine.games.rescue_animals import ai
from engine.games.rescue_animals.actions import (
    Action,
    CloseWindowAction,
    GoAction,
    RescueAction,
    RollAction,
    StallAction,
    ToggleAction,
    action_adapter,
)
from engine.games.rescue_animals.ai.normal import keep_plan
from engine.games.rescue_animals.deck import DECK_SIZE, species_of
from engine.games.rescue_animals.matcher import satisfies
from engine.games.rescue_animals.state import (
    BLACK,
    DISPLAY_SIZE,
    RETURN_TO_BOX,
    Claim,
    RescueOptions,
    RescueState,
    can_rescue,
    clockwise_from,
    displayed,
    fresh_dice,
    is_rolled,
    may_roll,
    render_dice,
    rescue_limit,
    whites_of,
)
from engine.games.rescue_animals.views import (
    RescueView,
    build_view,
    card_view,
    final_scores,
    final_ties,
    satisfied_cards,
)

for _n in RETURN_TO_BOX:
    assert (DECK_SIZE - RETURN_TO_BOX[_n]) % DISPLAY_SIZE[_n] == 0, _n  # every round draws a full display


class RescueAnimals(Game[RescueState, Action, RescueView]):
    """The Rescue Animals game (see the module docstring for the rulings)."""

    key: ClassVar[str] = "rescue-animals"
    title: ClassVar[str] = "Rescue Animals"
    summary: ClassVar[str] = "Real-time dice: roll, set aside, and press Rescue to save endangered animals."
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[RescueOptions]] = RescueOptions
    State: ClassVar[type[RescueState]] = RescueState
    action_adapter: ClassVar[TypeAdapter[Any]] = action_adapter
    turn_timer: ClassVar[bool] = False
    undo_rules: ClassVar[list[RuleLine]] = [RuleLine(id="undo.none", args={"why": "real_time"})]
    """No move is taken back (issue 36): everyone plays at once, in real time, and every roll is chance."""
    house_rules: ClassVar[list[RuleLine]] = [
        RuleLine(id="ra-house-dice"),
        RuleLine(id="ra-house-claim-ties", args={"ms": RescueOptions.model_fields["claim_window_ms"].default}),
        RuleLine(id="ra-house-countdown", args={"seconds": round(RescueOptions.model_fields["countdown_s"].default)}),
        RuleLine(id="ra-house-stall", args={"minutes": round(RescueOptions.model_fields["stall_s"].default / 60)}),
        RuleLine(id="ra-house-deck", args={"cards": DECK_SIZE}),
    ]
    """Our rulings (GAPS.md: claim ties, countdown, stalls, the reconstructed deck), shown by /rules in
    the reader's language (``locales/<lang>/rescue-animals.ftl``, "House rules"); the numbers are the
    lobby options' defaults and the deck's size."""

    # ------------------------------------------------------------------ setup
    def setup(self, seats: int, options: GameOptions | None = None, seed: int = 0) -> RescueState:
        """A new match ("Setup"): shuffle, box 9/10/9/10 unseen, leader, first display. ValueError on bad seats."""
        if not self.min_players <= seats <= self.max_players:
            raise ValueError(f"Rescue Animals needs 2 to 5 players, not {seats}")
        options = options if options is not None else RescueOptions()
        if not isinstance(options, RescueOptions):
            options = RescueOptions.model_validate(options.model_dump())
        if options.first_leader is not None and options.first_leader > seats:
            raise ValueError(f"first_leader must be a seat from 1 to {seats} (got {options.first_leader})")
        rng = Rng.from_seed(seed)
        cards = list(range(DECK_SIZE))
        rng.shuffle(cards)
        box, deck = cards[: RETURN_TO_BOX[seats]], cards[RETURN_TO_BOX[seats]:]
        leader = options.first_leader - 1 if options.first_leader is not None else rng.below(seats)
        state = RescueState(
            seats=seats, options=options, rng=rng, deck=deck, box=box, display=[],
            rescued=[[] for _ in range(seats)], round_rescues=[[] for _ in range(seats)], leader=leader,
            dice=[fresh_dice(False) for _ in range(seats)], idle=[True] * seats, rolls=[0] * seats,
        )
        self._start_round(state)
        return state

    def _start_round(self, state: RescueState) -> list[Event]:
        size = DISPLAY_SIZE[state.seats]
        state.display = list(state.deck[:size])
        state.deck = state.deck[size:]
        state.round += 1
        state.round_rescues = [[] for _ in range(state.seats)]
        state.dice = [fresh_dice(s == state.gray_holder) for s in range(state.seats)]
        state.claims = []
        state.phase = "countdown"
        state.seq += 1
        state.stalls = 0
        state.idle = [True] * state.seats
        return [_round_start_event(state)]

    # ------------------------------------------------------------ protocol
    def setup_events(self, state: RescueState) -> list[Event]:
        """Round 1's start for a freshly set-up ``state`` (public: the leader, the animals on
        display, the deck's size), as every later round's start is announced, so the thread and
        ``/history`` name round 1's leader and display like the others."""
        return [_round_start_event(state)]

    def to_act(self, state: RescueState) -> set[int]:
        """Seats that may still rescue this round (empty when over), in every phase."""
        if state.phase == "over":
            return set()
        return {s for s in range(state.seats) if can_rescue(state, s)}

    def legal_actions(self, state: RescueState, seat: int) -> list[Action]:
        """Every action ``seat`` may take now; for SYSTEM, the actions of the timers now running.

        ``roll`` is listed plain (any ``keep`` variant is also legal when the plain roll is).
        """
        if seat == SYSTEM:
            return [parse_action(self, t.action) for t in self.timers(state)]
        if not 0 <= seat < state.seats or not can_rescue(state, seat):
            return []
        out: list[Action] = []
        dice = state.dice[seat]
        out.extend(ToggleAction(die=i) for i, v in enumerate(dice.values) if v > 0)
        if state.phase == "play" and not all(dice.aside) and may_roll(state, seat):
            out.append(RollAction())
        if state.phase in ("play", "window") and seat not in {c.seat for c in state.claims}:
            out.extend(RescueAction(card=u) for u in satisfied_cards(state, seat))
        return out

    def apply(self, state: RescueState, seat: int, action: Action) -> list[Event]:
        """Validate and apply ``action`` (one of :data:`.actions.Action`; parse stored data with
        :func:`engine.core.parse_action` first) for ``seat``; IllegalAction (state untouched) if
        not allowed now: a SYSTEM action from a seat, a player action from SYSTEM or after the end."""
        match action:
            case CloseWindowAction() | GoAction() | StallAction():
                if seat != SYSTEM:
                    raise IllegalAction("Only the table timer can do that.", code="ra-refuse-timer-only")
            case ToggleAction() | RollAction() | RescueAction():
                if seat == SYSTEM or not 0 <= seat < state.seats:
                    raise IllegalAction("You are not seated in this match.", code="ra-refuse-not-seated")
                if state.phase == "over":
                    raise IllegalAction("The game is over.", code="ra-refuse-over")
        match action:
            case ToggleAction():
                return self._toggle(state, seat, action)
            case RollAction():
                return self._roll(state, seat, action)
            case RescueAction():
                return self._rescue(state, seat, action)
            case CloseWindowAction():
                return self._close_window(state, action)
            case GoAction():
                return self._go(state, action)
            case StallAction():
                return self._stall(state, action)
            case _:  # not one of this game's actions (a caller that skipped the typed edge)
                raise IllegalAction(NOT_RECOGNISED, code=NOT_RECOGNISED_CODE)

    # ------------------------------------------------------------ players
    def _check_can_rescue(self, state: RescueState, seat: int) -> None:
        if not can_rescue(state, seat):
            limit = rescue_limit(state)
            raise IllegalAction("You have already rescued two animals this round." if limit == 2
                                else "You have already rescued an animal this round.",
                                code="ra-refuse-done", params={"limit": limit})

    def _toggle(self, state: RescueState, seat: int, action: ToggleAction) -> list[Event]:
        self._check_can_rescue(state, seat)
        dice = state.dice[seat]
        if not 0 <= action.die < len(dice.values):
            raise IllegalAction("You have no such die.", code="ra-refuse-no-die")
        if dice.values[action.die] == 0:
            raise IllegalAction("Roll your dice first.", code="ra-refuse-roll-first")
        dice.aside[action.die] = not dice.aside[action.die]
        state.idle[seat] = False
        return [Event(kind="toggle", visible_to={seat},
                      data={"die": action.die, "aside": dice.aside[action.die]})]

    def _roll(self, state: RescueState, seat: int, action: RollAction) -> list[Event]:
        self._check_can_rescue(state, seat)
        if state.phase == "countdown":
            raise IllegalAction("Wait for Go! before rolling.", code="ra-refuse-wait-go-roll")
        if state.phase == "window":
            raise IllegalAction("Someone pressed Rescue: stop rolling until Go!.", code="ra-refuse-frozen")
        dice = state.dice[seat]
        aside = list(dice.aside)
        if action.keep is not None:
            keep = set(action.keep)
            if len(keep) != len(action.keep) or not all(0 <= i < len(dice.values) for i in keep):
                raise IllegalAction("You have no such die.", code="ra-refuse-no-die")
            if any(dice.values[i] == 0 for i in keep):
                raise IllegalAction("Roll your dice first.", code="ra-refuse-roll-first")
            aside = [i in keep for i in range(len(dice.values))]
        if all(aside):
            raise IllegalAction("All your dice are set aside: take one back to roll.", code="ra-refuse-all-aside")
        if not may_roll(state, seat):
            raise IllegalAction("Wait for the learner's roll: in the tutorial each bot rolls once per roll of theirs.",
                                code="ra-refuse-paced")
        pacer = state.options.paced_by
        if pacer is not None:
            paced = state.paced or [0] * state.seats
            state.paced = [1 if s != seat else 0 for s in range(state.seats)] if seat == pacer - 1 else \
                [n - 1 if s == seat and n > 0 else n for s, n in enumerate(paced)]
        return self._do_roll(state, seat, aside)

    def _do_roll(self, state: RescueState, seat: int, aside: list[bool]) -> list[Event]:
        dice = state.dice[seat]
        dice.aside = aside
        rolled = [i for i, a in enumerate(aside) if not a]
        for i in rolled:
            dice.values[i] = state.rng.die()
        state.rolls[seat] += 1
        state.idle[seat] = False
        met = list(satisfied_cards(state, seat))
        return [Event(kind="roll", visible_to={seat},
                      data={"values": list(dice.values), "aside": list(dice.aside), "rolled": rolled,
                            "satisfied": met})]

    def _rescue(self, state: RescueState, seat: int, action: RescueAction) -> list[Event]:
        self._check_can_rescue(state, seat)
        if state.phase == "countdown":
            raise IllegalAction("Wait for Go! before rescuing.", code="ra-refuse-wait-go-rescue")
        if action.card not in displayed(state):
            raise IllegalAction("That animal is not on display.", code="ra-refuse-not-displayed")
        if any(c.seat == seat for c in state.claims):
            raise IllegalAction("You have already pressed Rescue.", code="ra-refuse-pressed")
        dice = state.dice[seat]
        if not is_rolled(dice) or not satisfies(species_of(action.card).requirement, dice.values[BLACK],
                                                 whites_of(dice)):
            raise IllegalAction("Your dice do not meet that animal's requirement.", code="ra-refuse-not-met")
        return self._claim(state, seat, action.card)

    def _claim(self, state: RescueState, seat: int, card: int) -> list[Event]:
        opened = state.phase == "play"
        if opened:
            state.phase = "window"
            state.seq += 1
        state.claims.append(Claim(seat=seat, card=card))
        state.idle[seat] = False
        return [Event(kind="claim", data={"seat": seat, "card": card, "opened_window": opened})]

    # ------------------------------------------------------------ system
    def _check_key(self, state: RescueState, phase: str, prefix: str, key: str | None) -> None:
        if state.phase != phase:
            raise IllegalAction(f"No {prefix} timer is running.", code="ra-refuse-no-timer", params={"timer": prefix})
        current = self._timer(state)
        if key is not None and (current is None or current.key != key):
            raise IllegalAction("That timer is stale.", code="ra-refuse-stale-timer")

    def _close_window(self, state: RescueState, action: CloseWindowAction) -> list[Event]:
        self._check_key(state, "window", "window", action.key)
        claimants = [c.seat for c in state.claims]
        order = clockwise_from(state, state.leader)
        if state.gray_holder in claimants:
            winner, by = state.gray_holder, "gray"
        else:
            winner, by = min(claimants, key=order.index), "clockwise"
        card = next(c.card for c in state.claims if c.seat == winner)
        events: list[Event] = []
        if len(claimants) > 1:
            losers = [s for s in claimants if s != winner]
            events.append(Event(kind="tie", data={"claimants": claimants, "winner": winner, "losers": losers, "by": by}))
        state.display = [None if c == card else c for c in state.display]
        state.rescued[winner].append(card)
        state.round_rescues[winner].append(card)
        state.rescues += 1
        state.dice[winner] = fresh_dice(winner == state.gray_holder)
        state.claims = []
        events.append(Event(kind="rescue", data={"seat": winner, "card": card, "card_view": card_view(card).model_dump()}))
        if not displayed(state):
            events.extend(self._end_round(state))
        else:
            state.phase = "countdown"
            state.seq += 1
            state.stalls = 0
            state.idle = [True] * state.seats
            events.append(Event(kind="countdown", data={"seconds": state.options.countdown_s, "seat": winner}))
        return events

    def _end_round(self, state: RescueState) -> list[Event]:
        limit = rescue_limit(state)
        without = [s for s in range(state.seats) if len(state.round_rescues[s]) < limit]
        assert len(without) == 1, without
        events = [Event(kind="round_end", data={"round": state.round, "without_rescue": without[0],
                              "rescued": [list(r) for r in state.round_rescues]})]
        old = state.gray_holder
        state.gray_holder = without[0]
        events.append(Event(kind="gray_die", data={"from": old, "to": without[0], "limit": limit}))
        if state.deck:
            state.leader = (state.leader + 1) % state.seats
            events.append(Event(kind="leader", data={"leader": state.leader}))
            events.extend(self._start_round(state))
            return events
        state.phase = "over"
        state.claims = []
        state.dice = [fresh_dice(s == state.gray_holder) for s in range(state.seats)]
        scores, places, detail = final_scores(state)
        events.append(Event(kind="game_end",
                            data={"scores": [s.model_dump() for s in scores], "places": places, "detail": detail,
                                  "ties": [tb.model_dump() for tb in final_ties(state)],
                                  "rescued": [list(r) for r in state.rescued]}))
        return events

    def _go(self, state: RescueState, action: GoAction) -> list[Event]:
        self._check_key(state, "countdown", "countdown", action.key)
        state.phase = "play"
        state.stalls = 0
        state.idle = [True] * state.seats
        return [Event(kind="go", data={"round": state.round})]

    def _stall(self, state: RescueState, action: StallAction) -> list[Event]:
        self._check_key(state, "play", "stall", action.key)
        idle = [s for s in clockwise_from(state, state.leader) if state.idle[s] and can_rescue(state, s)]
        events: list[Event] = [Event(kind="stall", data={"seats": idle})]
        claimed = self._stall_claims(state, idle, events)
        if not claimed:
            for s in idle:
                plan = keep_plan(build_view(state, s))
                aside = [i in plan for i in range(len(state.dice[s].values))]
                if all(aside):
                    aside[-1] = False
                events.extend(self._do_roll(state, s, aside))
            self._stall_claims(state, idle, events)
        state.stalls += 1
        state.idle = [True] * state.seats
        return events

    def _stall_claims(self, state: RescueState, seats: list[int], events: list[Event]) -> bool:
        any_claim = False
        for s in seats:
            met = satisfied_cards(state, s)
            if met and state.phase in ("play", "window"):
                best = max(met, key=lambda u: (species_of(u).protection, -u))
                events.extend(self._claim(state, s, best))
                any_claim = True
        return any_claim

    # ------------------------------------------------------------ timers, views, outcome
    def _timer(self, state: RescueState) -> Timer | None:
        o = state.options
        if state.phase == "countdown":
            key = f"go:{state.seq}"
            return Timer(key=key, delay_s=o.countdown_s, action={"kind": "go", "key": key})
        if state.phase == "window":
            key = f"window:{state.seq}"
            return Timer(key=key, delay_s=o.claim_window_ms / 1000, action={"kind": "close_window", "key": key})
        if state.phase == "play":
            key = f"stall:{state.rescues}:{state.round}:{state.stalls}"
            return Timer(key=key, delay_s=o.stall_s, action={"kind": "stall", "key": key})
        return None

    def timers(self, state: RescueState) -> list[Timer]:
        """``go:{seq}`` in the countdown, ``window:{seq}`` while a claim window is open,
        ``stall:{rescues}:{round}:{stalls}`` while rolling; none when over."""
        t = self._timer(state)
        return [t] if t is not None else []

    def progress(self, view: RescueView) -> Progress:
        """The round of the rounds the deck holds ("1. Identifying Endangered Animals")."""
        return Progress(round=view.round, rounds=view.rounds_total)

    def view(self, state: RescueState, seat: int | None) -> RescueView:
        """See :mod:`engine.games.rescue_animals.views`."""
        return build_view(state, seat)

    def outcome(self, state: RescueState) -> Outcome | None:
        """Scores and strict places ("Scoring", "Ties") once the game is over."""
        if state.phase != "over":
            return None
        scores, places, detail = final_scores(state)
        return Outcome(places=places, scores=[float(s.total) for s in scores], detail=detail)

    def default_action(self, state: RescueState, seat: int) -> Action:
        """For an absent seat: claim a met animal if allowed, else a bot-policy keep+roll."""
        act = ai.policy_action(build_view(state, seat), seat, Rng.from_seed(state.rng.state ^ seat))
        return act if act is not None else RollAction()

    def bot_action(self, view: RescueView, seat: int, rng: Rng, level: str = "normal") -> Action | None:
        """The bot at ``level`` (:func:`engine.games.rescue_animals.ai.level_action`; "normal" is
        :func:`~engine.games.rescue_animals.ai.normal.policy_action`, an unknown level plays as
        "normal"). Raises TypeError for a view that is not a :class:`RescueView`."""
        if not isinstance(view, RescueView):
            raise TypeError(f"Rescue Animals' bot reads a RescueView, not {type(view).__name__}")
        return ai.level_action(view, seat, rng, level)

    def bot_delay(self, state: RescueState, seat: int) -> float:
        """``options.bot_roll_interval_s`` seconds between bot actions."""
        return state.options.bot_roll_interval_s

    def private_texts(self, state: RescueState, seat: int) -> set[str]:
        """The seat's rendered dice (as in its roll events), once rolled. Nothing else is secret:
        rescues are announced publicly and the display is public."""
        dice = state.dice[seat]
        return {render_dice(dice)} if any(v > 0 for v in dice.values) else set()


def _round_start_event(state: RescueState) -> Event:
    """The public ``round_start`` event of the round ``state`` has just dealt: ``round`` (from 1),
    ``leader`` (a seat), ``gray_holder`` (a seat or None), ``display`` (card numbers), ``deck_size``."""
    return Event(kind="round_start",
                 data={"round": state.round, "leader": state.leader, "gray_holder": state.gray_holder,
                       "display": list(state.display), "deck_size": len(state.deck)})


GAME = RescueAnimals()
