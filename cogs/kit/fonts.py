"""Fonts for the pictures: DejaVu Sans, shipped with the bot in ``assets/fonts/``.

Every picture draws its words in one of four DejaVu Sans faces (:data:`FACES`: Book, Bold,
Condensed, Condensed Bold; version 2.37, provenance and licence in ``assets/fonts/README.md``),
loaded by path from the repository (:data:`FONTS`, found from this file, so running from the
repository root, from ``tests/`` or as a service draws the same), never from the system: every
host draws the same glyphs, umlauts, ß and accented names included, and the same widths, so a
label that fits on one host fits on all.

A face whose file is missing (a broken checkout) does not stop a picture: Pillow's bundled font
(Aileron, ``ImageFont.load_default(size=…)``: no umlauts, no ß) stands in, and the missing file
is logged once at ERROR.

:func:`has_glyph`, :func:`missing_glyphs` and :func:`drawable` say what a font can draw, from
its own rendering (a character the font lacks renders as its ``.notdef`` box, the same as a code
point no font maps), so a name is drawn without the characters the font lacks (emoji, rare
scripts) and a test finds a label that would draw a box.
"""
from __future__ import annotations

import logging
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

log = logging.getLogger(__name__)

FontT = ImageFont.FreeTypeFont | ImageFont.ImageFont

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
"""The shipped fonts' folder (``assets/fonts/`` of the repository)."""

FACES: dict[tuple[bool, bool], str] = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}
"""``(bold, condensed)`` → the face's file in :data:`FONTS`."""

UNMAPPED = "\uffff"
"""A code point no font maps (a Unicode noncharacter): it renders as the font's ``.notdef`` glyph."""


def face_path(*, bold: bool = False, condensed: bool = False) -> Path:
    """The file of the DejaVu Sans face ``bold``/``condensed`` (it may be missing: :func:`font`)."""
    return FONTS / FACES[(bold, condensed)]


@lru_cache(maxsize=128)
def font(size: int, *, bold: bool = False, condensed: bool = False) -> FontT:
    """The DejaVu Sans face ``bold``/``condensed`` at ``size`` px (the em size), from
    :data:`FONTS`; Pillow's bundled font at that size when the file is missing or unreadable
    (logged once per file). Never raises for a missing font file."""
    path = face_path(bold=bold, condensed=condensed)
    try:  # the class, not ImageFont.truetype, which would look for a missing file among the system's fonts
        return ImageFont.FreeTypeFont(str(path), size)
    except OSError as exc:
        _missing(path, str(exc))
        return ImageFont.load_default(size=size)


_logged: set[Path] = set()
"""The faces whose missing file was logged (each once per process)."""


def _missing(path: Path, reason: str) -> None:
    """Log once per file that a shipped face could not be read."""
    if path in _logged:
        return
    _logged.add(path)
    log.error("picture font %s cannot be read (%s): drawing with Pillow's bundled font, which has no "
              "umlauts or ß; restore assets/fonts/ from the repository", path, reason)


@lru_cache(maxsize=64)
def _notdef(f: FontT) -> tuple[tuple[int, int], bytes]:
    mask = f.getmask(UNMAPPED)
    return mask.size, bytes(mask)


@lru_cache(maxsize=8192)
def has_glyph(f: FontT, ch: str) -> bool:
    """Whether ``f`` draws the character ``ch`` (one code point) as itself rather than as its
    ``.notdef`` box: its rendering differs from that of :data:`UNMAPPED`. A space is drawable;
    a control or other unprintable character is not."""
    if ch == " ":
        return True
    if not ch.isprintable():
        return False
    mask = f.getmask(ch)
    return (mask.size, bytes(mask)) != _notdef(f)


def missing_glyphs(f: FontT, text: str) -> str:
    """The characters of ``text`` that ``f`` would draw as a box, each once in order of first
    appearance (whitespace, line breaks included, never counts); ``""`` when all draw."""
    seen: dict[str, None] = {}
    for ch in text:
        if not ch.isspace() and ch not in seen and not has_glyph(f, ch):
            seen[ch] = None
    return "".join(seen)


def drawable(text: str, f: FontT) -> str:
    """``text`` with every character ``f`` cannot draw left out (emoji, rare scripts, controls)
    and runs of whitespace made one space: a name as a picture can draw it (``""`` when nothing
    is left; the picture then writes its fallback)."""
    return " ".join("".join(ch for ch in text if ch.isspace() or has_glyph(f, ch)).split())


__all__ = ["FACES", "FONTS", "FontT", "UNMAPPED", "drawable", "face_path", "font", "has_glyph", "missing_glyphs"]
