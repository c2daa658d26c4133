"""Generates ``board.json`` (run once by a developer; not imported at play time).

    .venv/bin/python -m engine.games.wildlife_adventure.data.build_board

The board is authored (GAPS.md section 3, "Data to author"): each continent is an
ASCII mask on a square grid (``X`` = a point, ``S`` = the start base), points are
joined to their orthogonal neighbours plus a few diagonals, and hand-picked sea
routes and the six arrow spaces join the continents. Kinds are assigned by a fixed
seeded shuffle: per continent 5 coloured spaces, the rest animal spaces.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

# (code, name, origin x, origin y, dx, dy, mask, animals, reds, greens, blues)
CONTINENTS = [
    ("NA", "North America", 80, 70, 60, 62, ["XXXXX.", "XXXXXX", ".XXXX.", "..XXX."], 13, 2, 2, 1),
    ("SA", "South America", 215, 345, 58, 62, ["XXXX", "XXXX", "XXXX", ".XXX", ".XX."], 12, 2, 1, 2),
    ("EU", "Europe", 500, 70, 58, 62, [".XXX.", "XXSXX", "XXXXX", ".XXX."], 10, 2, 2, 1),
    ("AF", "Africa", 490, 345, 58, 62, ["XXXXX", "XXXXX", ".XXXX", ".XXX.", "..X.."], 13, 2, 2, 1),
    ("AS", "Asia", 810, 70, 58, 62, ["XXXXXX", "XXXXXX", ".XXXX.", "..XXX."], 14, 2, 2, 1),
    ("AU", "Australia", 895, 420, 58, 62, [".XXXX", "XXXXX", "XXXXX", ".X..."], 10, 2, 1, 2),
]

SEA = [("OC1", 420, 110), ("OC2", 420, 560), ("OC3", 790, 560)]
ARROWS = [("L1", "I", "left", 28, 120), ("L2", "II", "left", 28, 330), ("L3", "III", "left", 28, 540),
          ("R1", "I", "right", 1172, 120), ("R2", "II", "right", 1172, 330), ("R3", "III", "right", 1172, 540)]


def build() -> dict:
    rnd = random.Random(20261130)
    points: list[dict] = []
    lines: list[tuple[str, str]] = []
    grid: dict[str, dict[tuple[int, int], str]] = {}
    for code, _name, ox, oy, dx, dy, mask, animals, reds, greens, blues in CONTINENTS:
        cells = [(r, c) for r, row in enumerate(mask) for c, ch in enumerate(row) if ch in "XS"]
        start_cell = next(((r, c) for r, row in enumerate(mask) for c, ch in enumerate(row) if ch == "S"), None)
        ids: dict[tuple[int, int], str] = {}
        n = 0
        for cell in cells:
            if cell == start_cell:
                ids[cell] = "START"
            else:
                n += 1
                ids[cell] = f"{code}{n}"
        grid[code] = ids
        kinds = ["red"] * reds + ["green"] * greens + ["blue"] * blues
        kinds += ["animal"] * animals
        normal = [c for c in cells if c != start_cell]
        assert len(kinds) == len(normal), (code, len(kinds), len(normal))
        rnd.shuffle(kinds)
        for cell, kind in zip(normal, kinds, strict=True):
            r, c = cell
            jx, jy = rnd.randint(-6, 6), rnd.randint(-5, 5)
            points.append({"id": ids[cell], "x": ox + c * dx + jx, "y": oy + r * dy + jy, "kind": kind,
                           "continent": code, "source": "reconstructed"})
        if start_cell:
            r, c = start_cell
            points.append({"id": "START", "x": ox + c * dx, "y": oy + r * dy, "kind": "start",
                           "continent": code, "source": "rulebook"})
        present = set(cells)
        for (r, c) in cells:
            for (r2, c2) in ((r, c + 1), (r + 1, c)):
                if (r2, c2) in present:
                    lines.append((ids[(r, c)], ids[(r2, c2)]))
            # one diagonal in some 2x2 blocks (never both, never at the start base)
            if rnd.random() < 0.85:
                if rnd.random() < 0.5:
                    a, b = (r, c), (r + 1, c + 1)
                else:
                    a, b = (r, c + 1), (r + 1, c)
                if a in present and b in present and start_cell not in (a, b):
                    lines.append((ids[a], ids[b]))
    for sid, x, y in SEA:
        points.append({"id": sid, "x": x, "y": y, "kind": "plain", "continent": None, "source": "reconstructed"})
    for aid, level, side, x, y in ARROWS:
        twin = ("R" if side == "left" else "L") + aid[1]
        points.append({"id": aid, "x": x, "y": y, "kind": "arrow", "continent": None, "arrow": level,
                       "side": side, "twin": twin, "source": "rulebook"})
    g = grid
    extra = [
        # North America - South America (Panama, Caribbean)
        (g["NA"][(3, 2)], g["SA"][(0, 0)]), (g["NA"][(3, 4)], g["SA"][(0, 2)]),
        # Atlantic: North America - Europe through the northern sea point; South America - Africa
        (g["NA"][(0, 4)], "OC1"), (g["NA"][(1, 5)], "OC1"), ("OC1", g["EU"][(1, 0)]), ("OC1", g["EU"][(2, 0)]),
        (g["SA"][(3, 3)], "OC2"), ("OC2", g["AF"][(3, 1)]),
        # Europe - Africa (Gibraltar, Italy, Greece/Egypt)
        (g["EU"][(3, 1)], g["AF"][(0, 1)]), (g["EU"][(3, 2)], g["AF"][(0, 2)]), (g["EU"][(3, 3)], g["AF"][(0, 3)]),
        # Europe - Asia (Urals, Caucasus)
        (g["EU"][(1, 4)], g["AS"][(1, 0)]), (g["EU"][(0, 3)], g["AS"][(0, 0)]),
        # Africa - Asia (Suez, Arabian Sea)
        (g["AF"][(0, 4)], g["AS"][(2, 1)]), (g["AF"][(1, 4)], g["AS"][(3, 2)]),
        # Indian Ocean: Africa - Australia; Asia - Australia (Indonesia)
        (g["AF"][(3, 3)], "OC3"), (g["AF"][(4, 2)], "OC3"), ("OC3", g["AU"][(2, 0)]),
        (g["AS"][(3, 3)], g["AU"][(0, 1)]), (g["AS"][(3, 4)], g["AU"][(0, 3)]),
        # arrow spaces at the edges
        ("L1", g["NA"][(0, 0)]), ("L1", g["NA"][(1, 0)]), ("L2", g["NA"][(2, 1)]), ("L2", g["SA"][(0, 0)]),
        ("L3", g["SA"][(3, 1)]), ("L3", g["SA"][(4, 1)]),
        ("R1", g["AS"][(0, 5)]), ("R1", g["AS"][(1, 5)]), ("R2", g["AS"][(1, 5)]), ("R2", g["AU"][(1, 4)]),
        ("R3", g["AU"][(2, 4)]), ("R3", g["AU"][(1, 4)]),
    ]
    lines.extend(extra)
    return {
        "source_note": "Authored for Menagerie (GAPS.md section 3); positions and kinds reconstructed.",
        "points": points,
        "lines": [{"a": a, "b": b, "source": "reconstructed"} for a, b in lines],
    }


if __name__ == "__main__":
    out = Path(__file__).with_name("board.json")
    out.write_text(json.dumps(build(), indent=1) + "\n")
    print("wrote", out)
