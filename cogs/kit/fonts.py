"""Fonts for the pictures: DejaVu Sans where the system has it, else Pillow's bundled font.

DejaVu (Debian's ``fonts-dejavu-core``) covers accented names and draws crisp bold type;
Pillow's bundled font (Pillow >= 10.1, ``ImageFont.load_default(size=…)``) needs no file and
is the fallback everywhere, so a picture always draws.
"""
from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

FontT = ImageFont.FreeTypeFont | ImageFont.ImageFont


@lru_cache(maxsize=64)
def font(size: int, *, bold: bool = False, condensed: bool = False, system: bool = True) -> FontT:
    """A font ``size`` px tall: DejaVu Sans (``bold``/``condensed`` variants, falling back to the
    regular face) when ``system`` and installed, else Pillow's bundled font. Never raises for a
    missing font file."""
    if system:
        stem = "DejaVuSansCondensed" if condensed else "DejaVuSans"
        names = [f"{stem}-Bold.ttf", "DejaVuSans-Bold.ttf"] if bold else [f"{stem}.ttf"]
        for name in [*names, "DejaVuSans.ttf"]:
            try:
                return ImageFont.truetype(name, size)
            except OSError:
                continue
    return ImageFont.load_default(size=size)
