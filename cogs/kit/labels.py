"""What a picture's text looks like on a phone: every label it draws, with its box and cap height.

A picture module draws with :func:`draw_on` (a Pillow ``ImageDraw`` that also reports each
``text`` call) and crops with :func:`crop`. Normally nothing is recorded (one context-variable
read per label). Inside :func:`recording` every label is kept: its text, its box on the final
picture and its **cap height** (the ink height of "H" in its font, in pixels), so a test can
compute how tall each label is when Discord shows the picture on a phone (about 400 px wide,
:data:`PHONE_WIDTH`), from the drawing's own metrics. A static layer drawn once and reused
(:class:`Layer`) keeps the labels it drew and reports them again each time it is used.

Rule (house rule "phones first", issue 23): every label a player must read is at least
:data:`MIN_PHONE_PX` (10) px tall at that width: ``cap × min(1, 400 / picture width) ≥ 10``
(a picture narrower than the screen is shown at its own size, never enlarged).

Each recorded label also notes the characters its font lacks (:attr:`Label.missing`, which the
font would draw as a box; :meth:`Labels.boxed`), so a picture's test in English and German finds
a word the shipped fonts (:mod:`cogs.kit.fonts`) cannot write.

Every label is laid out left to right and drawn without bidi controls or zero-width characters
(:meth:`MeasuredDraw.text`): a name a person chose that holds a right-to-left override cannot
turn the label it is part of, and a control is never drawn as a box by a font without it. Names
themselves are made drawable first (:func:`cogs.kit.text.picture_text`, then
:func:`cogs.kit.fonts.drawable` for the characters the picture's font has).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from cogs.kit.fonts import missing_glyphs

PHONE_WIDTH = 400
"""How wide Discord shows a picture in chat on a phone, in pixels."""
MIN_PHONE_PX = 10.0
"""The smallest cap height a label may have at :data:`PHONE_WIDTH`, in pixels."""

Box = tuple[float, float, float, float]

UNDRAWN = {ord(c): None for c in "\u061c\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060"
           "\u2066\u2067\u2068\u2069\ufeff"}
"""Characters a label never draws (``str.translate`` table): the bidi controls and the zero-width
space, word joiner and BOM."""


def ltr(font: Any) -> str | None:
    """``"ltr"`` for a font laid out with libraqm (which applies the bidi algorithm), so a label
    reads left to right whatever its first letter; None where Pillow's basic layout draws every
    label in the order of its characters anyway (and refuses a direction)."""
    if isinstance(font, ImageFont.FreeTypeFont) and font.layout_engine == ImageFont.Layout.RAQM:
        return "ltr"
    return None


@dataclass(frozen=True)
class Label:
    """One drawn text: ``text``, its ink ``box`` (x0, y0, x1, y1) in picture pixels, its
    font's ``cap`` height in pixels and the characters its font lacks (``missing``: each drawn
    as the font's box, :func:`cogs.kit.fonts.missing_glyphs`; ``""`` when every glyph is there)."""

    text: str
    box: Box
    cap: float
    missing: str = ""

    def shifted(self, dx: float, dy: float) -> Label:
        x0, y0, x1, y1 = self.box
        return replace(self, box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy))


@dataclass
class Labels:
    """The labels drawn while :func:`recording` (picture coordinates, after any :func:`crop`)."""

    items: list[Label] = field(default_factory=list)

    def phone_px(self, width: int) -> list[tuple[float, Label]]:
        """``(cap height on a phone, label)`` for every label of a picture ``width`` px wide."""
        scale = min(1.0, PHONE_WIDTH / width)
        return [(label.cap * scale, label) for label in self.items]

    def too_small(self, width: int, minimum: float = MIN_PHONE_PX) -> list[tuple[float, Label]]:
        """The labels below ``minimum`` px on a phone (empty when every label reads)."""
        return [(px, label) for px, label in self.phone_px(width) if px < minimum - 1e-9]

    def boxed(self) -> list[Label]:
        """The labels that draw a character their font lacks as a box (empty when every glyph is
        there): a word of the catalog or a name the picture's font cannot write."""
        return [label for label in self.items if label.missing]


_ACTIVE: ContextVar[Labels | None] = ContextVar("picture_labels", default=None)

LabelWatcher = Callable[[str], None]
_watchers: list[LabelWatcher] = []


@contextmanager
def watching(watcher: LabelWatcher) -> Iterator[None]:
    """Call ``watcher(text)`` for every label any picture draws, in any thread, until the block ends
    (tests: the pseudo-language scan reads every word a picture shows). A static layer reports its
    labels when it is first drawn."""
    _watchers.append(watcher)
    try:
        yield
    finally:
        _watchers.remove(watcher)


@contextmanager
def recording() -> Iterator[Labels]:
    """Record every label drawn in this thread until the block ends."""
    labels = Labels()
    token = _ACTIVE.set(labels)
    try:
        yield labels
    finally:
        _ACTIVE.reset(token)


def measure(draw: Callable[[], Image.Image]) -> tuple[Image.Image, Labels]:
    """Run ``draw`` and return its picture with the labels it drew."""
    with recording() as labels:
        image = draw()
    return image, labels


@lru_cache(maxsize=256)
def cap_height(font: Any) -> float:
    """The ink height of "H" in ``font``, in pixels (the label's height as a reader sees it)."""
    x0, y0, x1, y1 = font.getbbox("H")
    return float(y1 - y0)


class MeasuredDraw(ImageDraw.ImageDraw):
    """``ImageDraw`` whose ``text`` also reports the label while :func:`recording`."""

    def text(self, xy: Any, text: Any, *args: Any, **kwargs: Any) -> None:
        """``ImageDraw.text``, laid out left to right (:func:`ltr`) and without :data:`UNDRAWN`
        characters; reports the label while :func:`recording`."""
        if isinstance(text, str):
            text = text.translate(UNDRAWN)
        font = kwargs.get("font") or (args[1] if len(args) > 1 else None)
        if kwargs.get("direction") is None and len(args) < 6 and (direction := ltr(font)) is not None:
            kwargs["direction"] = direction
        super().text(xy, text, *args, **kwargs)
        self._report(xy, text, font, kwargs.get("anchor") or (args[2] if len(args) > 2 else None))

    def _report(self, xy: Any, text: Any, font: Any, anchor: str | None) -> None:
        for watcher in _watchers:
            watcher(str(text))
        labels = _ACTIVE.get()
        if labels is None or not str(text).strip():
            return
        font = font or ImageFont.load_default()
        box = self.textbbox(xy, str(text), font=font, anchor=anchor)
        labels.items.append(Label(str(text), tuple(float(v) for v in box), cap_height(font),  # type: ignore[arg-type]
                                  missing_glyphs(font, str(text))))


    def text_kept(self, xy: tuple[float, float], text: str, font: Any, fill: Any, anchor: str | None = None) -> None:
        """``text(xy, text, font=font, fill=fill, anchor=anchor)`` with the glyphs' mask kept
        (:func:`_glyphs`: by font, text, anchor, colour and the position's fraction), so a label a
        later picture draws again (a turn's title, an expedition's chip) is not rendered again:
        the same pixels and labels as :meth:`text` (tests/cogs/test_labels.py). Multi-line text,
        a font other than FreeType or a position left of or above 0 takes :meth:`text`."""
        x, y = xy
        text = text.translate(UNDRAWN)
        if "\n" in text or not isinstance(font, ImageFont.FreeTypeFont) or x < 0 or y < 0:
            self.text(xy, text, font=font, fill=fill, anchor=anchor)
            return
        ink, fill_ink = self._getink(fill)
        ink = fill_ink if ink is None else ink
        if ink is None:
            return
        mask, offset = _glyphs(font, text, self.fontmode, anchor or "la", ink, (math.modf(x)[0], math.modf(y)[0]))
        self.draw.draw_bitmap((int(x) + offset[0], int(y) + offset[1]), mask, ink)
        self._report(xy, text, font, anchor)


GLYPHS_KEPT = 1024
"""Glyph masks :meth:`MeasuredDraw.text_kept` remembers (a label's mask is a few KB)."""


@lru_cache(maxsize=GLYPHS_KEPT)
def _glyphs(font: Any, text: str, mode: str, anchor: str, ink: int, start: tuple[float, float]) -> tuple[Any, Any]:
    """The mask and offset ``ImageDraw.text`` renders for one line of ``text`` (never changed after)."""
    mask, offset = font.getmask2(text, mode, ltr(font), None, None, 0, anchor, ink, start, stroke_filled=True)
    return mask, offset


def draw_on(image: Image.Image) -> MeasuredDraw:
    """A drawing context on ``image`` (what ``ImageDraw.Draw(image)`` gives, plus label reports)."""
    return MeasuredDraw(image)


def crop(image: Image.Image, box: tuple[int, int, int, int], at: tuple[int, int] = (0, 0)) -> Image.Image:
    """``image.crop(box)``, to be pasted at ``at`` on the final picture: the labels recorded so
    far move with it and those wholly outside ``box`` are dropped (they are not on the picture).
    Draw the rest of the final picture after this call."""
    out = image.crop(box)
    labels = _ACTIVE.get()
    if labels is not None:
        x0, y0, x1, y1 = box
        kept = [label.shifted(at[0] - x0, at[1] - y0) for label in labels.items
                if label.box[2] > x0 and label.box[0] < x1 and label.box[3] > y0 and label.box[1] < y1]
        labels.items[:] = kept
    return out


class Layer:
    """A static layer drawn once per key (terrain, lines, ids…) and reused: :meth:`get` returns
    a copy to draw on, and reports the labels the layer drew when it was first made."""

    def __init__(self, make: Callable[..., Image.Image], size: int = 8) -> None:
        self._make = make
        self._cache: dict[Any, tuple[Image.Image, tuple[Label, ...]]] = {}
        self._size = size

    def clear(self) -> None:
        """Forget every drawn layer (a test that changes what the layer draws calls this)."""
        self._cache.clear()

    def get(self, *key: Any) -> Image.Image:
        """A fresh copy of the layer for ``key`` (the arguments of ``make``)."""
        hit = self._cache.get(key)
        if hit is None:
            with recording() as labels:
                image = self._make(*key)
            hit = (image, tuple(labels.items))
            if len(self._cache) >= self._size:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = hit
        active = _ACTIVE.get()
        if active is not None:
            active.items.extend(hit[1])
        return hit[0].copy()


@dataclass(frozen=True)
class Sprite:
    """A small piece drawn once (a creature's disc, a name tag) and stamped many times:
    an RGBA ``image`` and the labels it drew, relative to its top-left corner. ``at`` is where
    ``image`` sits in the canvas it was drawn on (a :func:`sprite` drawn with ``trim`` keeps only
    the part that is not wholly transparent); labels stay relative to that canvas."""

    image: Image.Image
    labels: tuple[Label, ...]
    at: tuple[int, int] = (0, 0)


def sprite(size: tuple[int, int], draw: Callable[[MeasuredDraw], None],
           background: tuple[int, int, int] | None = None, *, trim: bool = False) -> Sprite:
    """Draw a :class:`Sprite` of ``size`` with ``draw`` on a transparent canvas, or on an opaque
    ``background`` (the colour of what it will be stamped on: stamping is then a plain copy,
    several times cheaper than pasting through a mask). With ``trim`` (transparent canvas
    only) the sprite keeps just the box of its pixels that are not wholly transparent: a
    transparent pixel leaves the picture under it as it was, so :func:`stamp` gives the same
    pixels and labels for a fraction of the paste (a space drawn in a roomy canvas, issue 34's
    CPU check). A sprite whose pixels (trimmed or not) are all opaque is kept without its
    transparency and stamped as a plain copy, the same pixels (a name tag drawn edge to edge).
    Raises ValueError for ``trim`` with a ``background``."""
    if trim and background is not None:
        raise ValueError("only a transparent sprite can be trimmed")
    image = Image.new("RGBA", size, (0, 0, 0, 0)) if background is None else Image.new("RGB", size, background)
    with recording() as labels:
        draw(draw_on(image))
    at = (0, 0)
    if background is None:
        box = image.getchannel("A").getbbox() if trim else None
        if box is not None and box != (0, 0, *size):
            image, at = image.crop(box), (box[0], box[1])
        if image.getchannel("A").getextrema() == (255, 255):  # wholly opaque: stamped as a plain copy
            image = image.convert("RGB")
    return Sprite(image, tuple(labels.items), at)


def stamp(image: Image.Image, piece: Sprite, xy: tuple[int, int]) -> None:
    """Paste ``piece`` on ``image`` with its canvas's top-left corner at ``xy`` (its
    transparency as the mask) and report its labels there, as if they had been drawn in place."""
    at = (xy[0] + piece.at[0], xy[1] + piece.at[1]) if piece.at != (0, 0) else xy
    image.paste(piece.image, at, piece.image if piece.image.mode == "RGBA" else None)
    labels = _ACTIVE.get()
    if labels is not None:
        labels.items.extend(label.shifted(*xy) for label in piece.labels)


def readable_size(width: int, make: Callable[[int], Any], smallest: int = 6) -> int:
    """The smallest font size (px) whose cap height reads at :data:`MIN_PHONE_PX` on a phone in a
    picture ``width`` px wide; ``make(size)`` gives the font. Raises ValueError past 200 px."""
    scale = min(1.0, PHONE_WIDTH / width)
    for size in range(smallest, 200):
        if cap_height(make(size)) * scale >= MIN_PHONE_PX:
            return size
    raise ValueError(f"no font size reads at {width} px wide")


def describe(small: Sequence[tuple[float, Label]], limit: int = 8) -> str:
    """The too-small labels in words, for a test's failure message."""
    return "; ".join(f"{label.text!r} {px:.1f} px at {label.box[:2]}" for px, label in small[:limit])


def describe_boxed(boxed: Sequence[Label], limit: int = 8) -> str:
    """The labels drawing boxes in words (:meth:`Labels.boxed`), for a test's failure message."""
    return "; ".join(f"{label.text!r} lacks {label.missing!r} at {label.box[:2]}" for label in boxed[:limit])


__all__ = [
    "Label", "Labels", "Layer", "MIN_PHONE_PX", "MeasuredDraw", "PHONE_WIDTH", "Sprite", "cap_height", "crop",
    "describe", "describe_boxed", "draw_on", "measure", "readable_size", "recording", "sprite", "stamp",
]
