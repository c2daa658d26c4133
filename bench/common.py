"""Shared helpers of the benches: result rows, percentiles, the Wilson interval, resident memory, the
game the service benches drive, the service load driver (flat out and paced) and the table-staleness
probe through the double."""
from __future__ import annotations

import asyncio
import math
import os
import random
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core import Model

PAGE = os.sysconf("SC_PAGE_SIZE")


@dataclass
class Row:
    """One line of the printed table. ``status`` is "met", "NOT met" or "" (no target)."""

    bench: str
    measure: str
    value: str
    target: str = ""
    status: str = ""

    def to_json(self) -> dict[str, str]:
        return asdict(self)


def judge(ok: bool) -> str:
    return "met" if ok else "NOT met"


def percentile(samples: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100) of a non-empty list."""
    if not samples:
        return float("nan")
    ordered = sorted(samples)
    k = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def rss_bytes() -> int:
    """Resident set size of this process, from /proc/self/statm."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * PAGE


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def rate(x: float) -> str:
    return f"{x:,.0f}/s" if x >= 100 else f"{x:,.1f}/s"


@dataclass
class ServiceGame:
    """The game the service / memory / start-up benches drive: 4 human seats, legal actions chosen by the bench."""

    key: str
    seats: int
    options: dict[str, Any]
    label: str


def bench_game_key(seats: int = 4) -> str | None:
    """The game the benches drive, found through the registry (no bench names a game): the
    first turn-based game, by key, that seats ``seats`` people. None if there is none."""
    from engine import registry

    for key, game in sorted(registry.games().items()):
        if game.turn_timer and game.min_players <= seats <= game.max_players:
            return key
    return None


def pick_service_game(notes: list[str]) -> ServiceGame:
    """The registry's first turn-based 4-seat game (:func:`bench_game_key`) with 4 human seats if it
    works; otherwise the toy game of tests/toy_game.py (registered)."""
    from engine import registry
    from engine.core import Rng

    key = bench_game_key()
    try:
        if key is None:
            raise LookupError("no turn-based game seats 4")
        game = registry.get(key)
        state = game.setup(4, game.Options(), 1)
        seat = min(game.to_act(state))
        action = Rng.from_seed(1).choice(game.legal_actions(state, seat))
        game.apply(state, seat, action)
        state.model_dump_json()
        return ServiceGame(key, 4, {}, f"{key}, 4 human seats")
    except Exception as exc:  # noqa: BLE001 - any failure means "not usable yet"
        notes.append(f"{key} not usable for the service benches ({type(exc).__name__}: {exc}); using the toy game")
    from tests.toy_game import GAME as TOY

    registry.register(TOY)
    return ServiceGame("toy", 4, {"target": 100}, "toy (tests/toy_game.py, target 100), 4 human seats")


def ensure_registered(key: str) -> None:
    """In a worker process: register the toy game again if the benches use it."""
    if key == "toy":
        from engine import registry
        from tests.toy_game import GAME as TOY

        registry.register(TOY)


def choose_action(service: Any, match_id: int, rng: random.Random) -> tuple[int, Model] | None:
    """A random legal action for a random seat that may act, as (user id, typed action); None when over.

    Reads the service's in-memory state (a private attribute) because MatchService has no
    legal-actions query; the cogs would build buttons from the view instead.
    """
    live = service._live.get(match_id)  # noqa: SLF001 - benchmark driver
    if live is None or live.state is None or live.record.status != "active":
        return None
    seats = sorted(live.game.to_act(live.state))
    if not seats:
        return None
    seat = rng.choice(seats)
    legal = live.game.legal_actions(live.state, seat)
    if not legal:
        return None
    user = live.record.seats[seat].user_id
    action: Model = rng.choice(legal)
    return int(user), action


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95 % at the default ``z``) for ``k`` successes in ``n`` trials; ``k`` may be
    fractional (a shared win counts 1/k for k tied winners). (0, 1) when ``n`` is 0."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


# ------------------------------------------------------------------ the service load driver


async def _timed_act(service: Any, mid: int, rng: random.Random, lat: list[float]) -> bool:
    """One random legal action in match ``mid``, its ``act`` latency appended to ``lat``; False when
    the match has nothing to play (over)."""
    choice = choose_action(service, mid, rng)
    if choice is None:
        return False
    t0 = time.perf_counter()
    await service.act(mid, *choice)
    lat.append(time.perf_counter() - t0)
    return True


async def closed_loop(service: Any, ids: list[int], per_match: int, seed: int) -> tuple[list[float], float]:
    """Flat out: every match in ``ids`` acts ``per_match`` times in a row (random legal actions,
    :func:`choose_action`), all matches at once. Returns (``act`` latencies in s, wall seconds); the
    service is idle again on return (its fan-out is not timed)."""
    lat: list[float] = []

    async def driver(mid: int, rng: random.Random) -> None:
        for _ in range(per_match):
            if not await _timed_act(service, mid, rng, lat):
                return

    t0 = time.perf_counter()
    await asyncio.gather(*(driver(mid, random.Random(seed * 1_000_003 + mid)) for mid in ids))
    wall = time.perf_counter() - t0
    await service.wait_idle()
    return lat, wall


async def paced_loop(service: Any, ids: list[int], total_rate: float, duration: float, seed: int) -> list[float]:
    """Open load for ``duration`` s: each match acts after exponential think times, so all of ``ids``
    together offer ``total_rate`` actions/s (mean think time ``len(ids) / total_rate`` s). Returns the
    ``act`` latencies in s; the service is idle again on return."""
    lat: list[float] = []
    per_match_rate = total_rate / len(ids)
    end = time.perf_counter() + duration

    async def driver(mid: int, rng: random.Random) -> None:
        while True:
            wake = time.perf_counter() + rng.expovariate(per_match_rate)
            if wake >= end:
                return
            await asyncio.sleep(wake - time.perf_counter())
            if not await _timed_act(service, mid, rng, lat):
                return

    await asyncio.gather(*(driver(mid, random.Random(seed * 7_000_003 + mid)) for mid in ids))
    await service.wait_idle()
    return lat


# ------------------------------------------------------------------ table staleness through the double

WRITES = ("POST", "PATCH", "PUT", "DELETE")
"""The HTTP methods that write to Discord."""
TABLE = re.compile(r"^Toy #(\d+) · v(\d+)", re.M)
"""How the benches' text-only toy table (bench.pressure_bench.BenchToyUI) names its match and version."""


@dataclass
class Probe:
    """Table staleness: each committed move (the service's observer) until a table message showing
    that version (or a later one) is written to the double. Counts only while ``measuring``."""

    pending: dict[int, list[tuple[int, float]]] = field(default_factory=dict)
    staleness: list[float] = field(default_factory=list)
    shown: dict[int, int] = field(default_factory=dict)
    measuring: bool = False
    moves: int = 0

    def committed(self, match_id: int, version: int) -> None:
        if self.measuring:
            self.moves += 1
            self.pending.setdefault(match_id, []).append((version, time.monotonic()))

    def displayed(self, content: str) -> None:
        m = TABLE.search(content or "")
        if m is None:
            return
        match_id, version = int(m[1]), int(m[2])
        self.shown[match_id] = max(self.shown.get(match_id, 0), version)
        now = time.monotonic()
        waiting = self.pending.get(match_id)
        while waiting and waiting[0][0] <= version:
            self.staleness.append(now - waiting.pop(0)[1])

    def close(self) -> int:
        """Count the moves not shown yet with their age so far; returns how many."""
        now = time.monotonic()
        left = 0
        for waiting in self.pending.values():
            for _, at in waiting:
                self.staleness.append(now - at)
                left += 1
            waiting.clear()
        return left

    def watch(self, sb: Any, service: Any, *, created: Callable[[str], None] | None = None) -> None:
        """Wire the probe in: every message the double creates or edits (tables are components-v2
        layouts: their displayed text) goes to :meth:`displayed`, and ``created(text)`` too for a new
        one; every commit of ``service`` goes to :meth:`committed`."""
        ops = sb.server.ops
        create, edit = ops.create_message, ops.edit_message

        async def on_create(*args: Any, **kwargs: Any) -> Any:
            msg = await create(*args, **kwargs)
            if created is not None:
                created(msg.shown_text)
            self.displayed(msg.shown_text)
            return msg

        async def on_edit(*args: Any, **kwargs: Any) -> Any:
            msg = await edit(*args, **kwargs)
            self.displayed(msg.shown_text)
            return msg

        ops.create_message, ops.edit_message = on_create, on_edit

        def observed(match_id: int, state: Any) -> None:
            record = service.match(match_id)
            if record is not None:
                self.committed(match_id, record.version)

        service.observe(observed)


def counted_requests(requests: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The (method, path) requests Discord counts against the global rate limit: all but interaction
    answers and token (webhook) edits."""
    return [(m, p) for m, p in requests if not p.startswith(("/interactions", "/webhooks"))]
