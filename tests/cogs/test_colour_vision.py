"""Colour vision: every colour a player must tell apart on a picture stays apart for red-green
colour blindness, or carries a second cue (a letter, a symbol, a word, a shape) that a test
checks (issues 23 and 37).

Method: every colour is simulated for deuteranopia and protanopia (severity 100) with
colorspacious's model of Machado, Oliveira and Fernandes (2009), "A physiologically-based
model for simulation of color vision deficiency", and each pair's difference is the CAM02-UCS
ΔE (Luo, Cui and Li 2006), for normal vision too. A pair passes when it is at least
:data:`THRESHOLD` apart under each vision. 15 is about three times a difference most people
notice between two large patches; the discs, chips and frames on our maps are small, so we ask
for more than "just noticeable".

:data:`CONTRASTS` lists, picture by picture, the colours a player must tell apart: within a
set (the six terrains, the five card colours…) or each of a set against what it sits on (the
target frame on every terrain). A pair below the threshold must name its second cue, a check
that runs here and fails when the cue is missing; every cue runs whether or not a pair needs it.
"""
from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

import colorspacious
import numpy as np
import pytest

from cogs.games.mission_wild_life import picture as mwl
from cogs.games.rescue_animals import picture as ra
from cogs.games.wildlife import picture as wl
from cogs.games.wildlife_adventure import picture as wa
from cogs.kit.labels import measure
from engine.games.wildlife.board import COORDS, TERRAIN_LETTER, terrain_of
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


def distance(a: Colour, b: Colour) -> tuple[float, str]:
    """``(ΔE, vision)``: the smallest CAM02-UCS difference of ``a`` and ``b`` over the visions."""
    return min((float(colorspacious.deltaE(simulate(a, v), simulate(b, v), input_space="sRGB1")), v or "normal")
               for v in VISIONS)


def closest_pair(palette: Mapping[str, Colour]) -> tuple[float, str, str, str]:
    """``(ΔE, vision, a, b)`` of the two colours of ``palette`` nearest each other under any vision."""
    worst: tuple[float, str, str, str] | None = None
    for a, b in itertools.combinations(palette, 2):
        d, vision = distance(palette[a], palette[b])
        if worst is None or d < worst[0]:
            worst = (d, vision, a, b)
    assert worst is not None
    return worst


# ------------------------------------------------------------------ second cues (each must hold)
def _wildlife_views() -> list[object]:
    from engine.core import Rng
    from engine.games.wildlife import GAME
    from engine.games.wildlife.ai.normal import bot_action
    from engine.games.wildlife.state import WLOptions

    st = GAME.setup(4, WLOptions(), 3)
    rng = Rng.from_seed(1)
    for _ in range(250):
        (s,) = GAME.to_act(st)
        GAME.apply(st, s, bot_action(GAME.view(st, s), s, rng))  # type: ignore[arg-type]
    return [GAME.view(st, None)]


def terrain_letters_read() -> None:
    """WildLife: every space on the chat picture carries its terrain's letter, one letter per
    terrain, at least 10 px tall at 400 px wide (not the smallest text any more)."""
    assert len(set(TERRAIN_LETTER.values())) == len(wl.TERRAIN_FILL)
    for view in _wildlife_views():
        img, labels = measure(partial(wl.draw_board, view))
        c0, r0, nc, nr = wl.window(view)
        shown = [sp for sp, (c, r) in COORDS.items() if c0 <= c < c0 + nc and r0 <= r < r0 + nr]
        for sp in shown:
            c, r = COORDS[sp]
            x0, y0 = wl.EDGE + (c - c0) * wl.CELL, wl.HEAD + wl.EDGE + (r - r0) * wl.CELL_H
            here = [(px, lb) for px, lb in labels.phone_px(img.width)
                    if lb.text == TERRAIN_LETTER[terrain_of(sp)] and x0 <= lb.box[0] and lb.box[2] <= x0 + wl.CELL
                    and y0 <= lb.box[1] and lb.box[3] <= y0 + wl.CELL_H]
            assert here and all(px >= 10 for px, _ in here), f"{sp}: no readable terrain letter"


def creature_marks_and_halo() -> None:
    """WildLife: every creature's disc carries its own mark (a letter, "Mn" for Man) and sits on a
    white halo inside a dark ring, so it stands out from any terrain whatever its colour."""
    marks = [c.letter for c in CREATURES.values()]
    assert len(set(marks)) == len(marks)
    for c in CREATURES.values():
        disc = wl._creature(c.colour, c.letter, False)
        img = disc.image.convert("RGB")
        mid = wl.DISC_R
        assert img.getpixel((mid - wl.RAD - 1, mid)) == wl.WHITE  # the halo
        assert img.getpixel((mid - wl.RAD + 1, mid)) == wl.INK  # the ring
        assert [lb.text for lb in disc.labels] == [c.letter]  # in heavy type (a bold face), drawn once


def card_signs() -> None:
    """Mission: Wild Life: red, green and blue cards carry R, G, B, gold a sun, gray a cloud, and
    every card its colour's name."""
    from cogs.lang import LANGS, t

    signs = {colour: mwl.LETTER[colour] if colour in ("red", "green", "blue") else colour for colour in mwl.FILL}
    assert len(set(signs.values())) == len(mwl.FILL)
    for lang in LANGS:  # the colour's name on the card, in every language: one per colour
        assert len({t(lang, "mwl-pic-colour", colour=colour) for colour in mwl.FILL}) == len(mwl.FILL)


def space_symbols() -> None:
    """Wildlife Adventure: red, green and blue spaces carry ? + B badges; continents their letters
    in every id; expeditions R, Y, B on their tags and chips."""
    symbols = [sym for _, sym in wa.SPECIAL.values()]
    assert len(set(symbols)) == len(symbols)
    assert len(set(wa.CONTINENT_FILL)) == len(wa.CONTINENT_FILL)
    assert len(set(wa.EXP_LETTER)) == len(wa.EXPEDITION)


def badge_words() -> None:
    """Rescue Animals: the protection and bonus badges say "Protection" and "Bonus"."""
    from engine.games.rescue_animals.views import card_view

    _, labels = measure(lambda: ra.draw_display([card_view(0)]))
    texts = [lb.text for lb in labels.items]
    assert any(t.startswith("Protection ") for t in texts) and any(t.startswith("Bonus +") for t in texts)


def die_names() -> None:
    """Rescue Animals: each of the seat's dice is named under it (white, black, gray)."""
    from engine.games.rescue_animals.views import DiceView

    dice = DiceView(values=[1, 2, 3], aside=[False, False, False], colors=["white", "black", "gray"], rolled=True,
                    text="")
    assert sorted(lb.text for lb in ra.strip_sprite(dice).labels) == ["YOUR DICE", "black", "gray", "white"]


@dataclass(frozen=True)
class Contrast:
    """Colours a player must tell apart on ``picture``: every pair of ``colours`` or, with
    ``against``, each of ``colours`` against each colour it sits on; ``cue`` checks the second
    cue (raises AssertionError when it is missing)."""

    picture: str
    what: str
    colours: Mapping[str, Colour]
    against: Mapping[str, Colour] | None = None
    cue: Callable[[], None] | None = None

    def pairs(self) -> list[tuple[str, Colour, str, Colour]]:
        if self.against is None:
            return [(a, self.colours[a], b, self.colours[b]) for a, b in itertools.combinations(self.colours, 2)]
        return [(a, ca, b, cb) for a, ca in self.colours.items() for b, cb in self.against.items()]


CREATURE_COLOURS = {c.colour: wl.PLAYER_RGB[c.colour] for c in CREATURES.values()}
CONTRASTS: list[Contrast] = [
    # WildLife
    Contrast("WildLife", "terrains", wl.TERRAIN_FILL, cue=terrain_letters_read),
    Contrast("WildLife", "creatures", CREATURE_COLOURS, cue=creature_marks_and_halo),
    Contrast("WildLife", "creatures on the terrains", CREATURE_COLOURS, wl.TERRAIN_FILL, cue=creature_marks_and_halo),
    Contrast("WildLife", "where your card can act (the frame's band) on the terrains", {"target": wl.TARGET},
             wl.TERRAIN_FILL),
    Contrast("WildLife", "the frames' dark edges and the last move's dashes on the terrains", {"ink": wl.INK},
             wl.TERRAIN_FILL),
    Contrast("WildLife", "region tags and markers", {"tag": wl.WHITE, "marker": wl.INK}),
    # Wildlife Adventure
    Contrast("Wildlife Adventure", "continents", wa.CONTINENT_FILL, cue=space_symbols),
    Contrast("Wildlife Adventure", "continents and the seat's own mark", {**wa.CONTINENT_FILL, "mine": wa.MINE},
             cue=space_symbols),
    Contrast("Wildlife Adventure", "the seat's own mark on land and sea", {"mine": wa.MINE}, {**wa.LAND, "sea": wa.SEA}),
    Contrast("Wildlife Adventure", "an animal found against one still to find", {"found": wa.FOUND}, wa.CONTINENT_FILL),
    Contrast("Wildlife Adventure", "expeditions", dict(zip(wa.EXP_LETTER, wa.EXPEDITION, strict=True)), cue=space_symbols),
    Contrast("Wildlife Adventure", "red, green and blue spaces", {k: c for k, (c, _) in wa.SPECIAL.items()},
             cue=space_symbols),
    # Mission: Wild Life
    Contrast("Mission: Wild Life", "card colours", mwl.FILL, cue=card_signs),
    Contrast("Mission: Wild Life", "the winner's frame and the slot to play on the table",
             {"winner": mwl.WIN_EDGE, "to play": mwl.TURN_EDGE}, {"table": mwl.BACKGROUND}),
    Contrast("Mission: Wild Life", "the slot to play against a waiting one", {"to play": mwl.TURN_EDGE},
             {"waiting": mwl.SLOT_EDGE}),
    # Rescue Animals
    Contrast("Rescue Animals", "dice", {"white": ra.WHITE_DIE, "black": ra.BLACK_DIE, "gray": ra.GRAY_DIE},
             cue=die_names),
    Contrast("Rescue Animals", "protection and bonus badges", {"protection": ra.PROTECT_FILL, "bonus": ra.BONUS_FILL},
             cue=badge_words),
]


def failures(contrasts: list[Contrast]) -> list[str]:
    """Every pair below :data:`THRESHOLD` with no second cue, in words; every cue is run (an
    AssertionError from it propagates)."""
    out = []
    for c in contrasts:
        if c.cue is not None:
            c.cue()
        for a, ca, b, cb in c.pairs():
            d, vision = distance(ca, cb)
            if d < THRESHOLD and c.cue is None:
                out.append(f"{c.picture}, {c.what}: {a} and {b} are only {d:.1f} apart ({vision}) and have no second cue")
    return out


@pytest.mark.parametrize("contrast", CONTRASTS, ids=[f"{c.picture}: {c.what}" for c in CONTRASTS])
def test_every_colour_a_player_tells_apart_is_apart_or_doubled(contrast: Contrast) -> None:
    assert not failures([contrast])


def test_the_terrains_the_creatures_and_the_frames_are_apart_without_their_cues() -> None:
    """Issue 37: WildLife's terrains (Desert and Plains were ΔE 5 apart), Man's orange on
    Savannah and the target frame pass on colour alone, the letters being a second cue."""
    assert closest_pair(wl.TERRAIN_FILL)[0] >= THRESHOLD
    assert closest_pair(CREATURE_COLOURS)[0] >= THRESHOLD
    assert distance(wl.PLAYER_RGB["orange"], wl.TERRAIN_FILL["savannah"])[0] >= THRESHOLD
    assert min(distance(wl.TARGET, t)[0] for t in wl.TERRAIN_FILL.values()) >= THRESHOLD


def test_a_pair_too_close_without_a_cue_is_caught() -> None:
    """Planted faults: WildLife's terrains before issue 37 (Desert and Plains ΔE 5 under
    deuteranopia), with no second cue, fail; so do the creature colours before issue 23."""
    old_terrains = {"forest": (121, 168, 110), "desert": (240, 226, 178), "savannah": (226, 186, 104),
                    "plains": (196, 226, 150), "mountains": (168, 160, 152), "water": (140, 182, 226)}
    found = failures([Contrast("WildLife", "terrains", old_terrains)])
    assert any("desert and plains" in f and "deuteranomaly" in f for f in found), found
    assert any("savannah and plains" in f for f in found) and any("forest and mountains" in f for f in found)
    old = {"light green": (150, 235, 120), "yellow": (250, 222, 40), "brown": (130, 82, 45),
           "blue": (40, 90, 215), "green": (20, 130, 55), "orange": (245, 130, 20)}
    d, vision, a, b = closest_pair(old)
    assert d < THRESHOLD and vision == "deuteranomaly" and {a, b} == {"brown", "green"}
    assert failures([Contrast("x", "red and green", {"red": (200, 40, 40), "green": (30, 150, 40)})])


def test_a_missing_second_cue_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted faults: a terrain letter drawn too small, and two card colours sharing a letter,
    fail their cue checks."""
    monkeypatch.setattr(wl, "ID", wl.LABEL - 6)
    wl.clear_caches()
    try:
        with pytest.raises(AssertionError, match="no readable terrain letter"):
            terrain_letters_read()
    finally:
        monkeypatch.undo()
        wl.clear_caches()
    terrain_letters_read()
    monkeypatch.setitem(mwl.LETTER, "green", "R")
    with pytest.raises(AssertionError):
        card_signs()
