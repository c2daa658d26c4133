"""Colour vision: the colours a player must tell apart stay apart for red-green colour blindness,
and each is doubled by a letter or a shape (issue 23).

Method: every colour is simulated for deuteranopia and protanopia (severity 100) with
colorspacious's model of Machado, Oliveira and Fernandes (2009), "A physiologically-based
model for simulation of color vision deficiency", and each pair's difference is the CAM02-UCS
ΔE (Luo, Cui and Li 2006), for normal vision too. A palette passes when every pair is at
least :data:`THRESHOLD` apart under each vision. 15 is about three times a difference most
people notice between two large patches; the discs and chips on our maps are small, so we
ask for more than "just noticeable".
"""
from __future__ import annotations

import itertools
from collections.abc import Mapping

import colorspacious
import numpy as np
import pytest

from cogs.games.mission_wild_life import picture as mwl
from cogs.games.wildlife import picture as wl
from cogs.games.wildlife_adventure import picture as wa
from engine.games.wildlife.cards import CREATURES

THRESHOLD = 15.0
VISIONS = (None, "deuteranomaly", "protanomaly")
Colour = tuple[int, int, int]


def simulate(rgb: Colour, vision: str | None) -> np.ndarray:
    """``rgb`` as seen with ``vision`` (None: normal), sRGB in 0..1."""
    colour = np.asarray(rgb, dtype=float) / 255
    if vision is None:
        return colour
    seen = colorspacious.cspace_convert(colour, {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}, "sRGB1")
    out: np.ndarray = np.clip(seen, 0, 1)
    return out


def closest_pair(palette: Mapping[str, Colour]) -> tuple[float, str, str, str]:
    """``(ΔE, vision, a, b)`` of the two colours of ``palette`` nearest each other under any vision."""
    worst: tuple[float, str, str, str] | None = None
    for vision in VISIONS:
        seen = {name: simulate(rgb, vision) for name, rgb in palette.items()}
        for a, b in itertools.combinations(palette, 2):
            d = float(colorspacious.deltaE(seen[a], seen[b], input_space="sRGB1"))
            if worst is None or d < worst[0]:
                worst = (d, vision or "normal", a, b)
    assert worst is not None
    return worst


CREATURE_COLOURS = {c.colour: wl.PLAYER_RGB[c.colour] for c in CREATURES.values()}
PALETTES: dict[str, Mapping[str, Colour]] = {
    "WildLife creatures": CREATURE_COLOURS,
    "Wildlife Adventure continents": wa.CONTINENT_FILL,
    "Wildlife Adventure continents and the seat's own mark": {**wa.CONTINENT_FILL, "mine": wa.MINE},
    "Wildlife Adventure expeditions": dict(zip(wa.EXP_LETTER, wa.EXPEDITION, strict=True)),
}


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_palettes_stay_apart_under_colour_blindness(name: str) -> None:
    d, vision, a, b = closest_pair(PALETTES[name])
    assert d >= THRESHOLD, f"{name}: {a} and {b} are only {d:.1f} apart ({vision})"


def test_a_palette_that_collapses_is_caught() -> None:
    """Planted fault: the creature colours before issue 23, where Eagle (brown) and Mammoth
    (green) fall together under deuteranopia."""
    old = {"light green": (150, 235, 120), "yellow": (250, 222, 40), "brown": (130, 82, 45),
           "blue": (40, 90, 215), "green": (20, 130, 55), "orange": (245, 130, 20)}
    d, vision, a, b = closest_pair(old)
    assert d < THRESHOLD and vision == "deuteranomaly" and {a, b} == {"brown", "green"}
    d, vision, a, b = closest_pair({"red": (200, 40, 40), "green": (30, 150, 40)})
    assert d < THRESHOLD  # the classic red and green


def test_every_colour_is_doubled_by_a_letter_or_a_shape() -> None:
    """Creatures carry their letter, continents their letters in every id, expeditions R/Y/B on
    tip tags, Mission: Wild Life cards a letter or a sun/cloud and their name, Wildlife
    Adventure's red/green/blue spaces a symbol badge: one sign per colour, all different."""
    letters = [c.letter for c in CREATURES.values()]
    assert len(set(letters)) == len(letters) == len(CREATURE_COLOURS)
    assert len(set(wa.CONTINENT_FILL)) == len(wa.CONTINENT_FILL)  # the ids' letters: NA, SA, EU…
    assert len(set(wa.EXP_LETTER)) == len(wa.EXPEDITION)
    signs = {colour: mwl.LETTER[colour] if colour in ("red", "green", "blue") else colour for colour in mwl.FILL}
    assert len(set(signs.values())) == len(mwl.FILL) and set(mwl.NAME) == set(mwl.FILL)
    symbols = [sym for _, sym in wa.SPECIAL.values()]
    assert len(set(symbols)) == len(symbols)
