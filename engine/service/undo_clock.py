"""The turn clock across take-backs (issue 36): taking a move back gives no time back.

A move restarts its seat's per-move time (a fresh ``turn:`` entry, a bank refill:
:mod:`engine.service.timers`, :mod:`engine.service.time_bank`). Were that kept after the move is
taken back, a move and its undo would reset the clock. So, for every move a person makes
themselves (not a timeout, not a bot) that the game lets be taken back
(:func:`engine.undo.points_of` names its log step), the match's ``timers`` keep an ``undo:{step}``
entry: the seat, and its turn and clock as they were before the move (``key``, ``saved_deadline``,
``saved_started``, ``bank_s``, ``missed``: no ``deadline`` field, so it is never armed as a timer;
a pause moves the saved times like every deadline: :data:`SAVED_TIMES`,
:func:`engine.service.moderating.shifted`).
Taking the move back puts that turn and bank back: the deadline is the one the seat had before
the move, so the time spent since counts. The entries are stored in the same transaction as the
move and dropped with the game's undo point.

A take-back is refused (nothing changes) when no such entry exists, the move having been made by
a timeout or a bot (:data:`NOT_OWN`), and when the restored deadline has already passed
(:data:`TOO_LATE`): the seat's time for the move ran out meanwhile.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import AnyGame, IllegalAction, Model, parse_action
from engine.service.turns import CLOCK_PREFIX
from engine.undo import Undo, UndoState, points_of, undo_offer

UNDO_PREFIX = "undo:"
"""Key prefix of a take-backable move's saved turn in a match's ``timers``."""
SAVED_TIMES = ("saved_deadline", "saved_started")
"""The instants an ``undo:`` entry keeps (service clock, Unix s), which a pause moves on."""

NOT_OWN = ("undo.not_own", "Only a move you made yourself can be taken back.")
"""(code, reason) of a take-back of a move a timeout or a bot made."""
TOO_LATE = ("undo.late", "Too late to take that back: your time for it has run out.")
"""(code, reason) of a take-back whose restored deadline has passed."""


def undo_key(step: int) -> str:
    """The ``timers`` key of the move with log step ``step``."""
    return f"{UNDO_PREFIX}{step}"


def _running_turn(timers: dict[str, Any], seat: int) -> tuple[str, dict[str, Any]] | None:
    for key, entry in timers.items():
        if key.startswith("turn:") and isinstance(entry, dict) and entry.get("seat") == seat:
            return key, entry
    return None


def saved_turn(timers: dict[str, Any], seat: int, full_bank_s: float) -> dict[str, Any]:
    """What a take-back of ``seat``'s next move puts back: its running turn (``key``,
    ``saved_deadline``, ``saved_started``; absent without a turn timer) and its clock (``bank_s``,
    ``missed``; a seat that has not moved yet has a full bank, ``full_bank_s``), from the ``timers``
    before the move."""
    out: dict[str, Any] = {"seat": seat}
    running = _running_turn(timers, seat)
    if running is not None:
        key, entry = running
        out.update(key=key, saved_deadline=entry.get("deadline"), saved_started=entry.get("started"))
    clock = timers.get(f"{CLOCK_PREFIX}{seat}")
    clock = clock if isinstance(clock, dict) else {}
    out.update(bank_s=float(clock.get("bank_s", full_bank_s)), missed=int(clock.get("missed", 0)))
    return out


def refusal(timers: dict[str, Any], seat: int, step: int, now: float) -> IllegalAction | None:
    """Why the service refuses ``seat``'s take-back of ``step`` (the game having accepted it), or
    None: not a move the person made (:data:`NOT_OWN`), or its time ran out (:data:`TOO_LATE`)."""
    saved = timers.get(undo_key(step))
    if not isinstance(saved, dict) or saved.get("seat") != seat:
        code, reason = NOT_OWN
        return IllegalAction(reason, code=code, params={"step": step})
    deadline = saved.get("saved_deadline")
    if deadline is not None and float(deadline) <= now:
        code, reason = TOO_LATE
        return IllegalAction(reason, code=code, params={"step": step})
    return None


def after_move(before: dict[str, Any], plan: dict[str, Any], state: Model, *, seat: int, step: int,
               own: bool, undone: int | None, now: float, full_bank_s: float = 0.0) -> dict[str, Any]:
    """The ``timers`` to commit with a move: ``plan`` (what :meth:`TimersAndBots.plan` made for it)
    with the take-back entries brought up to date. ``before``: the timers before the move; ``state``:
    the state after it; ``step``: its log step (the new version); ``own``: a person made it
    themselves; ``undone``: the step it takes back when it is an undo; ``full_bank_s``: the match's
    time bank (a seat's before its first move).

    An undo gets the seat's turn and clock from before the move it takes back (``now`` only marks
    the person's own activity, ``moved_at``). A move the game lets be taken back, made by its
    person, gets its ``undo:`` entry. Entries of moves that can no longer be taken back go."""
    out = {k: v for k, v in plan.items() if not k.startswith(UNDO_PREFIX)}
    if undone is not None:
        saved = before.get(undo_key(undone))
        if isinstance(saved, dict):
            _restore(out, saved, seat, now)
    steps = {p.step for p in points_of(state)}
    for key, entry in before.items():  # kept while the game's undo point stands
        if key.startswith(UNDO_PREFIX) and int(key[len(UNDO_PREFIX):]) in steps:
            out[key] = entry
    if own and undone is None and step in steps:
        out[undo_key(step)] = saved_turn(before, seat, full_bank_s)
    return out


def _restore(timers: dict[str, Any], saved: dict[str, Any], seat: int, now: float) -> None:
    """Put ``seat``'s turn and clock back as ``saved`` holds them (in place)."""
    deadline = saved.get("saved_deadline")
    if saved.get("key") is not None and deadline is not None:
        for key in [k for k, e in timers.items() if k.startswith("turn:") and isinstance(e, dict) and e.get("seat") == seat]:
            del timers[key]
        started = saved.get("saved_started")
        timers[str(saved["key"])] = {"deadline": float(deadline), "seat": seat, "action": None,
                                     "started": float(started if started is not None else deadline)}
    clock = timers.get(f"{CLOCK_PREFIX}{seat}")
    if isinstance(clock, dict) and saved.get("bank_s") is not None:
        timers[f"{CLOCK_PREFIX}{seat}"] = {**clock, "bank_s": float(saved["bank_s"]),
                                           "missed": int(saved.get("missed") or 0), "moved_at": now}


@dataclass(frozen=True)
class TakeBack:
    """What a seat may take back now (:meth:`engine.service.MatchService.undo_offer`).

    ``step``: the log step (match version) of the move; ``act`` with :attr:`undo` (``Undo(step)``),
    so a double click or a stale panel is refused rather than taking back a second move.
    ``action``: the game's typed action it takes back (``ExpandAction(space="D4")``), for a label
    such as "Undo: expand to D4". ``more``: earlier moves of the seat that may be taken back after
    it. ``deadline``: the seat's turn deadline once it is taken back (service clock, Unix s; the
    time spent since the move counts), None without a turn timer."""

    step: int
    action: Model
    more: int
    deadline: float | None

    @property
    def undo(self) -> Undo:
        """The action that takes this move back."""
        return Undo(step=self.step)


def take_back(game: AnyGame, state: Model, timers: dict[str, Any], seat: int, now: float) -> TakeBack | None:
    """What ``seat`` may take back in ``state`` now (with the match's ``timers``), or None: the game
    offers nothing (:func:`engine.undo.undo_offer`), or the service would refuse it (:func:`refusal`)."""
    if not isinstance(state, UndoState):
        return None
    offer = undo_offer(state.undo, seat)
    if offer is None or refusal(timers, seat, offer.step, now) is not None:
        return None
    saved = timers[undo_key(offer.step)]
    deadline = saved.get("saved_deadline")
    return TakeBack(step=offer.step, action=parse_action(game, offer.action), more=offer.more,
                    deadline=float(deadline) if deadline is not None else None)
