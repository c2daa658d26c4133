"""The match service's timers: turn deadlines, the game's own timers and bot seats.

* Per-turn deadlines (``Game.turn_timer``): on expiry the game's ``default_action`` is
  applied and the table is told who timed out. The game's own timers (``Game.timers``)
  apply their action as their seat. Deadlines are wall-clock times stored with the
  state (the match's ``timers``, written in the same transaction as each move), so a
  restart re-arms them from the one query that reloads the matches: on turn-based speeds every
  deadline moves by the time the bot was down (:mod:`engine.service.outages`); a turn deadline
  still missed gets ``RESTART_GRACE_S``.
* Every pending deadline of the service (turns, reminders, game timers, retries) is an entry
  of ONE :class:`~engine.service.deadlines.DeadlineHeap` with one sleeper on the service's
  clock, not a sleeping task or loop timer each.
* Turn-based speeds have a time bank (:mod:`engine.service.time_bank`): a move's deadline is
  its start + the per-move time + the seat's bank. Each seat's bank and its count of
  timed-out turns in a row are kept in the ``timers`` too, as ``clock:{seat}`` entries
  (``{"seat", "bank_s", "missed", "moved_at"}``, no ``deadline``; ``moved_at``: the person's own
  last move there), so they survive a restart; a turn
  entry ``turn:{seat}:{version}`` is ``{"deadline", "seat", "action": None, "started"}``.
* Bot seats act through the same commit path after ``Game.bot_delay`` seconds, choosing
  from their own view only at their seat's level (``SeatRecord.level``), in a worker thread
  so a search of up to ``BOT_CPU_BUDGET_S`` CPU does not stall the event loop. A player who
  abandons, leaves the server or lets ``absent_after`` turns run out becomes a Normal bot
  seat (:meth:`TimersAndBots.seat_to_bot`); ``/rejoin`` takes it back.
* Both run under the match's lock. A failure for a passing reason (database busy) is
  retried with backoff: ``RETRY_S``, doubling, at most 60 s.
"""
from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import replace
from typing import Any, Protocol

from engine.core import DEFAULT_BOT_LEVEL, AnyGame, Event, IllegalAction, Model, Rng, bot_level, bot_rng, parse_action
from engine.service.deadlines import DeadlineHeap
from engine.service.live import LiveMatch, LiveMatches, MatchMovedOn, _log_task_error, _snapshot
from engine.service.match_settings import MatchSettings, remind_lead
from engine.service.outages import credit_outage
from engine.service.time_bank import TurnClock, bank_after_move, move_deadline
from engine.service.turns import CLOCK_PREFIX
from engine.service.undo_clock import UNDO_PREFIX
from engine.service.updates import MatchUpdate, UpdateKind
from storage import MatchRecord, MatchStatus, StorageBackend

log = logging.getLogger(__name__)

RETRY_S = 1.0
"""Seconds before a timer or bot move that failed for a passing reason (database busy) is retried."""
BOT_WAIT_S = 0.05
"""Least seconds between polls of a bot that chose to wait (real-time games)."""
BOT_WORKERS = 2
"""Threads that run bot decisions (the machine has 2 cores)."""
RESTART_GRACE_S = 30.0
"""A turn deadline that passed while the bot was down gets this much time after a restart (live
speeds; turn-based ones are not charged the outage at all: :mod:`engine.service.outages`)."""




def is_deadline(entry: Any) -> bool:
    """Whether a ``timers`` entry is a deadline to arm (not a seat's ``clock:`` entry)."""
    return isinstance(entry, dict) and entry.get("deadline") is not None


def turn_clocks(record: MatchRecord, settings: MatchSettings) -> list[TurnClock]:
    """The running turn timers stored in ``record.timers`` (one per seat to act that a person
    plays), by seat: when each move started, its deadline, the per-move time and the bank it had
    at the start. ``settings``: the match's (``MatchService.settings(record)``)."""
    out = []
    for key, entry in record.timers.items():
        if key.startswith("turn:") and is_deadline(entry):
            seat = int(entry["seat"])
            deadline = float(entry["deadline"])
            started = float(entry.get("started", deadline - settings.turn_timeout_s))
            out.append(TurnClock(match_id=record.id, guild_id=record.guild_id, seat=seat,
                                 user_id=record.seats[seat].user_id if seat < len(record.seats) else None,
                                 started=started, deadline=deadline, per_move_s=settings.turn_timeout_s,
                                 bank_s=max(0.0, deadline - started - settings.turn_timeout_s),
                                 turn_based=settings.turn_based))
    return sorted(out, key=lambda c: c.seat)


def _backoff(failures: int) -> float:
    """Seconds before retry number ``failures + 1`` of something that failed: 1, 2, 4 … 60 (× ``RETRY_S``)."""
    return min(60.0, RETRY_S * 2.0 ** min(failures, 6))


def decide(game: AnyGame, view: Model, seat: int, rng: Rng, level: str) -> Model | None:
    """One bot decision, ``game.bot_action(view, seat, rng, level)``; run in a worker thread.
    ``level`` is not passed for ``"normal"`` (the protocol's default)."""
    if level == DEFAULT_BOT_LEVEL:
        return game.bot_action(view, seat, rng)
    return game.bot_action(view, seat, rng, level=level)


_BOT_POOL: ThreadPoolExecutor | None = None


def _shared_bot_pool() -> ThreadPoolExecutor:
    """The worker threads bot decisions run on (created on first use, shared by services)."""
    global _BOT_POOL
    if _BOT_POOL is None:
        _BOT_POOL = ThreadPoolExecutor(max_workers=BOT_WORKERS, thread_name_prefix="bot-decision")
    return _BOT_POOL


class ApplyMove(Protocol):
    """The action path's one step (:meth:`engine.service.actions.ActionPath.apply`): apply,
    commit and announce ``action`` as ``seat`` (caller holds the lock); returns the events."""

    async def __call__(self, live: LiveMatch, seat: int, action: Model, *, timed_out: bool = False) -> list[Event]: ...


class TimersAndBots:
    """Timers and bot seats of active matches.

    ``matches``: the service's live matches. ``storage``: where timers and seats are written.
    ``clock``: wall-clock seconds. ``settings(record)``: the turn timer and absent count a
    match runs with. ``bot_delay_scale`` multiplies every bot delay (0 in tests). ``apply``:
    the action path every timer and bot move goes through (it re-arms these timers after
    each commit, so the service hands it in: :class:`ApplyMove`).
    """

    def __init__(
        self,
        matches: LiveMatches,
        storage: StorageBackend,
        *,
        clock: Callable[[], float],
        settings: Callable[[MatchRecord], MatchSettings],
        bot_delay_scale: float,
        apply: ApplyMove,
    ) -> None:
        self.matches = matches
        self.storage = storage
        self.clock = clock
        self.settings = settings
        self.bot_delay_scale = bot_delay_scale
        self._apply = apply
        self.updates = matches.updates
        self._timer_failures: dict[tuple[int, str], int] = {}  # consecutive failures per timer
        self.deadlines = DeadlineHeap(clock)
        """Every pending deadline of the service's matches: one heap, one sleeper on ``clock``."""
        self.bot_executor: Executor | None = None
        """Where bot decisions run (``None``: the shared :data:`BOT_WORKERS`-thread pool). A Hard
        decision may take ``BOT_CPU_BUDGET_S`` of CPU; off the event loop, interactions and other
        matches go on meanwhile (bench/mwl_loop_lag.py measures the lag)."""

    def _bot_pool(self) -> Executor:
        return self.bot_executor if self.bot_executor is not None else _shared_bot_pool()

    # ------------------------------------------------------------------ planning
    async def resume(self, live: LiveMatch, alive_at: float | None = None) -> float:
        """After a restart: on a turn-based speed move every deadline by the time since ``alive_at``
        (when the bot last played the match; None: not known) as a pause would
        (:func:`~engine.service.outages.credit_outage`); give turn deadlines still overdue their grace;
        then re-arm timers and bots (a paused match waits for its resume, which moves its deadlines).
        Returns how far the deadlines moved (s)."""
        if live.paused is not None:
            return 0.0
        moved = 0.0
        if alive_at is not None and self.settings(live.record).turn_based:
            moved = credit_outage(live.record.timers, alive_at, self.clock())
        if self._extend_overdue(live) or moved:
            await self.storage.matches.set_timers(live.record.id, live.record.timers)
        for key, entry in live.record.timers.items():
            if key.startswith(CLOCK_PREFIX):
                live.missed[int(entry["seat"])] = int(entry.get("missed", 0))
        self.arm(live)
        self.schedule_bots(live)
        return moved

    def _extend_overdue(self, live: LiveMatch) -> bool:
        """Turn deadlines that passed while the bot was down get ``RESTART_GRACE_S`` more
        (at most a full turn), so nobody is moved for the moment the bot comes back.
        Game timers (claim windows, countdowns) simply fire. Returns True if any changed."""
        now, changed = self.clock(), False
        timeout = self.settings(live.record).turn_timeout_s
        grace = min(RESTART_GRACE_S, timeout) if timeout > 0 else RESTART_GRACE_S
        for key, entry in live.record.timers.items():
            if key.startswith("turn:") and is_deadline(entry) and entry["deadline"] < now:
                entry["deadline"] = now + grace
                changed = True
        return changed

    def plan(
        self, live: LiveMatch, *, acted: int | None, now: float, state: Model | None = None, timed_out: bool = False
    ) -> dict[str, Any]:
        """The timers that should run after a change: the game's own plus per-turn deadlines,
        for ``state`` (default: the match's committed state; the action path passes the new
        state it is about to commit). ``acted``: the seat that just moved (None: no move, e.g.
        the deal or a seat change); ``timed_out``: its move was the default one, made because its
        time ran out. The acting seat's clock entry is brought up to date (its bank, by
        :func:`~engine.service.time_bank.bank_after_move`, its missed turns in a row, and ``moved_at``: when
        the person last moved there themselves, not a timeout or a bot; :func:`engine.service.turns.last_move_at`)."""
        old = live.record.timers
        plan: dict[str, Any] = {}
        state = state if state is not None else live.state
        assert state is not None
        for t in live.game.timers(state):
            plan[t.key] = old.get(t.key) or {"deadline": now + t.delay_s, "seat": t.seat, "action": t.action}
        settings = self.settings(live.record)  # the match's own (its lobby's choice)
        timeout = settings.turn_timeout_s
        if live.game.turn_timer and timeout > 0:
            clocks = {k: dict(v) for k, v in old.items() if k.startswith(CLOCK_PREFIX)}

            def running(seat: int) -> str | None:
                return next((k for k, v in old.items() if k.startswith("turn:") and v["seat"] == seat), None)

            if acted is not None and acted >= 0:
                clock = clocks.setdefault(f"{CLOCK_PREFIX}{acted}",
                                          {"seat": acted, "bank_s": settings.time_bank_s, "missed": 0})
                turn = old.get(running(acted) or "")
                if turn is not None and "started" in turn:
                    clock["bank_s"] = bank_after_move(float(clock["bank_s"]), settings, started=float(turn["started"]),
                                                      moved_at=now, timed_out=timed_out)
                clock["missed"] = int(clock.get("missed", 0)) + 1 if timed_out else 0
                if not timed_out and not live.record.seats[acted].is_bot:
                    clock["moved_at"] = now  # the person's own move: reminders wait while they play (stored, so restart-proof)
            for seat in sorted(live.game.to_act(state)):
                if live.record.seats[seat].is_bot:
                    continue
                current = running(seat)
                if current is None or seat == acted:
                    # The key names the version the turn started at (0 for the deal).
                    current = f"turn:{seat}:{live.record.version + (0 if acted is None else 1)}"
                bank = float(clocks.get(f"{CLOCK_PREFIX}{seat}", {}).get("bank_s", settings.time_bank_s))
                plan[current] = old.get(current) or {
                    "deadline": move_deadline(now, settings, bank),
                    "seat": seat,
                    "action": None,
                    "started": now,
                }
            plan.update(clocks)
        # Moves that may still be taken back keep their saved turn (undo_clock; a move's commit prunes them).
        plan.update({k: v for k, v in old.items() if k.startswith(UNDO_PREFIX)})
        return plan

    def turn_clock(self, live: LiveMatch, seat: int) -> TurnClock | None:
        """``seat``'s running turn in ``live`` (:func:`turn_clocks`), or None if no turn timer runs for it."""
        return next((c for c in turn_clocks(live.record, self.settings(live.record)) if c.seat == seat), None)

    # ------------------------------------------------------------------ timers
    def arm(self, live: LiveMatch) -> None:
        """Make the running asyncio timers match ``live.record.timers`` (none while paused)."""
        if self.matches.closed or live.paused is not None:
            return
        wanted = {k: v for k, v in live.record.timers.items() if is_deadline(v)}
        for key in list(live.handles):
            if key.removeprefix("remind:") not in wanted:
                live.handles.pop(key).cancel()
        lead = remind_lead(self.settings(live.record).turn_timeout_s)
        now = self.clock()
        for key, entry in wanted.items():
            deadline = float(entry["deadline"])
            if key not in live.handles:
                live.handles[key] = self.deadlines.call_at(deadline, self._spawn_timer, live.record.id, key)
            # A turn's reminder (in memory only: after a restart it comes only if still ahead).
            remind_at = deadline - lead
            if key.startswith("turn:") and lead > 0 and remind_at > now and f"remind:{key}" not in live.handles:
                live.handles[f"remind:{key}"] = self.deadlines.call_at(remind_at, self._spawn_reminder,
                                                                       live.record.id, key)

    def _spawn_reminder(self, match_id: int, key: str) -> None:
        task = asyncio.ensure_future(self._remind(match_id, key))
        task.add_done_callback(_log_task_error)

    async def _remind(self, match_id: int, key: str) -> None:
        """A turn's deadline is near: tell the subscribers (``MatchUpdate`` kind REMINDER, ``seat``
        the person to move) if that turn is still running and a person plays the seat."""
        live = self.matches.get(match_id)
        if live is None or self.matches.closed:
            return
        async with live.lock:
            entry = live.record.timers.get(key)
            if entry is None or live.record.status != MatchStatus.ACTIVE or live.state is None:
                return
            seat = int(entry["seat"])
            if seat in live.game.to_act(live.state) and not live.record.seats[seat].is_bot:
                self.updates.notify(match_id, MatchUpdate(_snapshot(live.record), UpdateKind.REMINDER, seat=seat))

    def _spawn_timer(self, match_id: int, key: str) -> None:
        task = asyncio.ensure_future(self._fire(match_id, key))
        task.add_done_callback(_log_task_error)

    async def _fire(self, match_id: int, key: str) -> None:
        """A timer is due: apply its action (or the default action for a turn deadline) under the lock."""
        live = self.matches.get(match_id)
        if live is None or self.matches.closed:
            return
        async with live.lock:
            live.handles.pop(key, None)
            entry = live.record.timers.get(key)
            if entry is None or live.record.status != MatchStatus.ACTIVE or live.state is None or live.paused is not None:
                return
            if not is_deadline(entry):
                return
            if entry["deadline"] - self.clock() > 0.005:  # fired early (clock skew): re-arm
                self.arm(live)
                return
            seat = int(entry["seat"])
            try:
                if entry["action"] is None:
                    if seat not in live.game.to_act(live.state):
                        raise IllegalAction("no longer this seat's turn", code="service-not-your-turn")
                    action = live.game.default_action(live.state, seat)
                    await self._apply(live, seat, action, timed_out=True)
                    absent_after = self.settings(live.record).absent_after  # the match's own
                    if 0 < absent_after <= self.missed(live, seat) and live.record.status == MatchStatus.ACTIVE:
                        name = live.record.seats[seat].name
                        await self.seat_to_bot(live, seat, Event(
                            kind="abandoned", data={"seat": seat, "name": name, "why": "absent", "turns": absent_after}))
                else:
                    await self._apply(live, seat, parse_action(live.game, entry["action"]))
            except (IllegalAction, MatchMovedOn) as exc:
                log.info("timer %s of match %s dropped: %s", key, match_id, exc)
                live.record.timers.pop(key, None)
                await self.storage.matches.set_timers(match_id, live.record.timers)
            except Exception:
                # A database hiccup (busy, I/O): keep the timer and try again, backing off.
                failures = self._timer_failures[(match_id, key)] = self._timer_failures.get((match_id, key), 0) + 1
                delay = _backoff(failures - 1)
                log.exception("timer %s of match %s failed; retrying in %s s", key, match_id, delay)
                if not self.matches.closed and key in live.record.timers:
                    live.handles[key] = self.deadlines.call_later(delay, self._spawn_timer, match_id, key)
            else:
                self._timer_failures.pop((match_id, key), None)

    def missed(self, live: LiveMatch, seat: int) -> int:
        """Turns in a row ``seat`` let run out (stored in its clock entry; kept across restarts)."""
        entry = live.record.timers.get(f"{CLOCK_PREFIX}{seat}")
        return int(entry.get("missed", 0)) if entry else live.missed.get(seat, 0)

    # ------------------------------------------------------------------ bots
    def schedule_bots(self, live: LiveMatch) -> None:
        """Start a bot task for each bot seat that may act and has none running (none while paused)."""
        if self.matches.closed or live.paused is not None or live.state is None or live.record.status != MatchStatus.ACTIVE:
            return
        for seat in live.game.to_act(live.state):
            if not live.record.seats[seat].is_bot:
                continue
            task = live.bot_tasks.get(seat)
            if task is not None and not task.done():
                continue
            delay = live.game.bot_delay(live.state, seat) * self.bot_delay_scale
            task = asyncio.ensure_future(self._bot_turn(live.record.id, seat, delay))
            task.add_done_callback(_log_task_error)
            live.bot_tasks[seat] = task

    async def _bot_turn(self, match_id: int, seat: int, delay: float, failures: int = 0) -> None:
        """One bot move after ``delay`` s. ``failures`` counts consecutive failed tries, for backoff."""
        await asyncio.sleep(delay)
        live = self.matches.get(match_id)
        if live is None or self.matches.closed:
            return
        retry: float | None = None
        failed = False
        async with live.lock:
            if live.bot_tasks.get(seat) is asyncio.current_task():
                del live.bot_tasks[seat]
            state = live.state
            if (state is None or live.record.status != MatchStatus.ACTIVE or live.paused is not None
                    or seat not in live.game.to_act(state)
                    or not live.record.seats[seat].is_bot):  # the person took the seat back meanwhile
                return
            rng = bot_rng(live.record.seed, live.record.version, seat)
            level = bot_level(live.record.seats[seat].level)
            policy_failed = False
            try:
                view = live.game.view(state, seat)
                action = await asyncio.get_running_loop().run_in_executor(
                    self._bot_pool(), decide, live.game, view, seat, rng, level)
            except Exception:
                log.exception("bot policy failed in match %s seat %s; using the default action", match_id, seat)
                policy_failed = True
                try:
                    action = live.game.default_action(state, seat)
                except Exception:
                    log.exception("no default action either in match %s seat %s", match_id, seat)
                    action = None
            if action is None:
                failed = policy_failed
                retry = _backoff(failures) if failed else max(BOT_WAIT_S, live.game.bot_delay(state, seat) * self.bot_delay_scale)
            else:
                try:
                    await self._apply(live, seat, action)
                except IllegalAction as exc:
                    log.warning("bot in match %s seat %s chose an illegal action (%s); using default", match_id, seat, exc)
                    try:
                        await self._apply(live, seat, live.game.default_action(live.state, seat))
                    except Exception:
                        log.exception("default action failed too in match %s seat %s", match_id, seat)
                        retry, failed = _backoff(failures), True
                except MatchMovedOn:
                    return  # _resync reloaded the match and scheduled its bots afresh
                except Exception:
                    log.exception("bot move failed in match %s seat %s; retrying", match_id, seat)
                    retry, failed = _backoff(failures), True
        if retry is not None and not self.matches.closed and live.record.status == MatchStatus.ACTIVE:
            current = live.bot_tasks.get(seat)
            if current is not None and not current.done():
                return  # something else already scheduled this seat
            again = failures + 1 if failed else 0
            task = asyncio.ensure_future(self._bot_turn(match_id, seat, retry, again))
            task.add_done_callback(_log_task_error)
            live.bot_tasks[seat] = task

    # ------------------------------------------------------------------ bot seats
    async def seat_to_bot(self, live: LiveMatch, seat: int, event: Event) -> None:
        """Hand ``seat`` to a bot (caller holds the lock) and tell the table with ``event``."""
        await self.set_seat(live, seat, is_bot=True, abandoned=True)
        self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.SEATS, [event], seat))

    async def set_seat(self, live: LiveMatch, seat: int, *, is_bot: bool, abandoned: bool) -> None:
        """Store who plays ``seat`` now, re-plan its turn timer and bots (caller holds the lock)."""
        s = live.record.seats[seat]
        level = DEFAULT_BOT_LEVEL if abandoned else s.level  # a bot standing in for a person plays Normal
        # A bot standing in for a person marks the seat for good (the result and /history say so).
        seats = [replace(s, is_bot=is_bot, abandoned=abandoned, level=level, bot_played=s.bot_played or abandoned)
                 if x.seat == seat else x for x in live.record.seats]
        await self.storage.matches.set_seats(live.record.id, seats, self.clock())
        live.record.seats = seats
        timers = self.plan(live, acted=None, now=self.clock())
        clock = timers.get(f"{CLOCK_PREFIX}{seat}")
        if clock is not None and not is_bot:  # a person taking the seat (back) starts a fresh count
            clock["missed"] = 0
        live.missed[seat] = 0
        live.record.timers = timers
        # Armed before the timers are stored: should that write fail, the seats are already
        # committed and the match must not stall (no bot task, no turn timer armed for them).
        self.arm(live)
        self.schedule_bots(live)
        await self.storage.matches.set_timers(live.record.id, live.record.timers)

    # ------------------------------------------------------------------ stopping
    def forget(self, match_id: int) -> None:
        """Drop what is counted of ``match_id``'s timers (it left memory: nothing of it stays)."""
        for key in [k for k in self._timer_failures if k[0] == match_id]:
            del self._timer_failures[key]
