"""Helpers for the Wildlife Adventure tests: fresh states, paths, and laying routes directly."""
from __future__ import annotations

from collections import deque

from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.board import ADJ, POINTS, START, continue_from, line_between, moves_from
from engine.games.wildlife_adventure.cards import CHANCE
from engine.games.wildlife_adventure.state import Extension, WAOptions, WAState


def fresh(n: int = 2, seed: int = 1) -> WAState:
    """A new state with seat 0 to move."""
    return GAME.setup(n, WAOptions(first_player=1), seed)


def path_to(target: str, start: str = START, avoid: set[str] | None = None) -> list[str]:
    """A shortest list of points an expedition at ``start`` passes through to reach ``target``."""
    prev: dict[str, str | None] = {start: None}
    todo = deque([start])
    while todo:
        p = todo.popleft()
        if p == target:
            break
        for q, _ in moves_from(p):
            if q not in prev and q not in (avoid or set()):
                prev[q] = p
                todo.append(q)
    out = []
    cur: str | None = target
    while cur is not None and cur != start:
        out.append(cur)
        cur = prev[cur]
    return out[::-1]


def walk(st: WAState, e: int, points: list[str], seat: int = 0) -> None:
    """Append route extensions of expedition ``e`` through ``points`` directly (no effects)."""
    ex = st.expeditions[e]
    for to in points:
        frm = continue_from(ex.tip)
        line = line_between(frm, to)
        assert line is not None, (frm, to)
        ex.extensions.append(Extension(line=line, frm=frm, to=to, seat=seat))


def near(kind: str, *, min_dist: int = 2) -> tuple[str, str]:
    """(a point of ``kind`` at least ``min_dist`` from the start, a neighbour to arrive from)."""
    from engine.games.wildlife_adventure.board import DIST

    for p in POINTS.values():
        if p.kind == kind and DIST[START][p.id] >= min_dist:
            path = path_to(p.id)
            return p.id, path[-2]
    raise AssertionError(kind)


def chance_on_top(st: WAState, effect: str) -> str:
    """Move a chance card with ``effect`` to the top of the chance stack; returns its id."""
    cid = next(c for c in st.chance_stack if CHANCE[c].effect == effect)
    st.chance_stack.remove(cid)
    st.chance_stack.insert(0, cid)
    return cid


def clear_hands_of(st: WAState, cards: list[str]) -> None:
    """Make sure nobody holds ``cards`` and they are not open missions (moved to the stack bottom)."""
    for h in st.hands:
        for c in cards:
            if c in h:
                h.remove(c)
                st.animal_stack.append(c)
    for c in cards:
        if c in st.open_missions:
            st.open_missions.remove(c)
            st.animal_stack.append(c)


def neighbours(p: str) -> list[str]:
    return [q for q, _ in ADJ[p]]


def far(i: int) -> str:
    """The i-th animal space farthest from the start (distinct for distinct i)."""
    from engine.games.wildlife_adventure.board import ANIMAL_SPACES, DIST

    return sorted(ANIMAL_SPACES, key=lambda a: (-DIST[START][a], a))[i]
