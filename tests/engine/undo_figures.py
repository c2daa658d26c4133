"""How much taking back the conformance suite exercises (issue 36), per game:

    python -m tests.engine.undo_figures

Over the cases of ``tests/engine/test_conformance.py`` (every game, every player count, its
option variants): the actions met in random play that could be taken back, the undos taken in
that play, how many of them :func:`tests.engine.conformance.check_undo` checks exactly (state and
every view as before, nothing revealed, no chance, double/forged/foreign undos refused, replay),
and the kinds met. Printed, never asserted (the tests assert their floors).
"""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from tests.engine import conformance as C
from tests.engine import test_conformance as T


@dataclass
class Figures:
    cases: int = 0
    undoables: int = 0
    undone: int = 0
    checked: int = 0
    kinds: Counter[str] = field(default_factory=Counter)


def figures() -> dict[str, Figures]:
    """The figures per game key (see the module docstring)."""
    out: dict[str, Figures] = {}
    for case in T.CASES:
        played = T.playthrough(case)
        row = out.setdefault(case.game.key, Figures())
        row.cases += 1
        row.undoables += len(played.undoables)
        row.undone += played.undone
        row.checked += len(C.undo_sample(played.undoables, T.UNDO_CHECKS))
        row.kinds.update(str(getattr(u.action, "kind", "")) for u in played.undoables)
    return out


def main() -> None:
    started = time.monotonic()
    for key, row in sorted(figures().items()):
        kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(row.kinds.items())) or "none"
        print(f"{key}: {row.cases} cases · {row.undoables} actions that could be taken back · {row.undone} undos "
              f"taken in play · {row.checked} checked exactly · kinds: {kinds}")
    print(f"({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
