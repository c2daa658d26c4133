"""Shared helpers: result rows, percentiles, resident memory, choosing the game the service benches drive."""
from __future__ import annotations

import os
import random
from dataclasses import asdict, dataclass
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
