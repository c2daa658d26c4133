"""Many sprites onto one picture with the GIL held: rows of bytes instead of a paste each.

Pillow lets go of the GIL inside every ``paste`` (and every text draw). Alone that costs
nothing, but the picture thread shares the GIL with the bot's event loop: each time it lets
go, it waits for the loop to give it back, up to ``sys.getswitchinterval()`` (5 ms) when the
loop is busy. A WildLife board stamped about 40 creature sprites; at 50 tables a board of
5 ms of CPU took about 1 s of wall time, and the panel of the seat asked to move was that late
(issue 25: measured by drawing boards beside a thread spinning in Python).

A :class:`Canvas` holds an RGB picture as a ``bytearray``; :meth:`Canvas.blit` copies a
sprite's opaque runs (each row's spans of fully opaque pixels, found once per sprite by
:func:`runs_of`) into it by slice assignment, which never lets go of the GIL. For a sprite whose
pixels are all either fully opaque or fully clear this gives the very pixels ``paste`` with the
sprite's alpha as mask gives. A sprite with partly clear pixels (anti-aliased on a clear
ground) has no runs (None) and must be pasted.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from PIL import Image

Run = tuple[int, int, bytes]
"""One row's span of opaque pixels: ``(row, first column, its RGB bytes)``, relative to the sprite."""

_OPAQUE = re.compile(rb"\xff+")


def runs_of(image: Image.Image) -> tuple[Run, ...] | None:
    """The opaque runs of ``image`` (RGB: every row whole; RGBA: the spans of alpha 255), or
    None when some pixel is neither fully opaque nor fully clear (then only ``paste`` gives the
    blended pixels). Raises ValueError for another mode."""
    width, height = image.size
    if image.mode == "RGB":
        data = image.tobytes()
        return tuple((y, 0, data[y * width * 3:(y + 1) * width * 3]) for y in range(height))
    if image.mode != "RGBA":
        raise ValueError(f"sprites are RGB or RGBA, not {image.mode}")
    alpha = image.getchannel("A").tobytes()
    if alpha.translate(None, b"\x00\xff"):  # some pixel partly clear
        return None
    rgb = image.convert("RGB").tobytes()
    out: list[Run] = []
    for y in range(height):
        row = alpha[y * width:(y + 1) * width]
        for m in _OPAQUE.finditer(row):
            x0, x1 = m.span()
            start = (y * width + x0) * 3
            out.append((y, x0, rgb[start:start + (x1 - x0) * 3]))
    return tuple(out)


_PLACED: dict[tuple[int, int], tuple[tuple[Run, ...], tuple[tuple[int, int, bytes], ...], int, int]] = {}


def _placed(runs: tuple[Run, ...], width: int) -> tuple[tuple[tuple[int, int, bytes], ...], int, int]:
    """``runs`` as byte ranges on a canvas ``width`` px wide, relative to the sprite's corner:
    ``((start, end, bytes), …)``, and the sprite's extent right and down (px). Kept per sprite
    and width (the runs object is held, so its id stays its own)."""
    key = (id(runs), width)
    hit = _PLACED.get(key)
    if hit is None or hit[0] is not runs:
        if len(_PLACED) >= 4096:
            _PLACED.clear()
        rows = tuple(((dy * width + dx) * 3, (dy * width + dx) * 3 + len(row), row) for dy, dx, row in runs)
        right = max((dx + len(row) // 3 for _, dx, row in runs), default=0)
        bottom = max((dy + 1 for dy, _, _ in runs), default=0)
        hit = _PLACED[key] = (runs, rows, right, bottom)
    return hit[1], hit[2], hit[3]


@dataclass
class Canvas:
    """An RGB picture as bytes (``width`` x ``height`` px, rows top to bottom), to blit onto."""

    width: int
    height: int
    data: bytearray

    @classmethod
    def of_bytes(cls, size: tuple[int, int], data: bytes) -> Canvas:
        """A canvas holding a copy of ``data`` (``Image.tobytes()`` of an RGB picture of ``size``).
        Raises ValueError when the length does not match."""
        width, height = size
        if len(data) != width * height * 3:
            raise ValueError(f"{len(data)} bytes is not an RGB picture of {width} x {height}")
        return cls(width, height, bytearray(data))

    def blit(self, runs: tuple[Run, ...], xy: tuple[int, int]) -> None:
        """Copy the opaque ``runs`` of a sprite with its top-left corner at ``xy`` (parts outside
        the canvas are left out)."""
        x, y = xy
        data = self.data
        rows, right, bottom = _placed(runs, self.width)
        if x >= 0 and y >= 0 and x + right <= self.width and y + bottom <= self.height:
            base = (y * self.width + x) * 3
            for offset, end, row in rows:
                data[base + offset:base + end] = row
            return
        width, height = self.width, self.height
        for dy, dx, row in runs:  # partly outside: clip each run
            py, px, n = y + dy, x + dx, len(row) // 3
            skip, stop = max(0, -px), min(n, width - px)
            if 0 <= py < height and stop > skip:
                start = (py * width + px + skip) * 3
                data[start:start + (stop - skip) * 3] = row[skip * 3:stop * 3]

    def image(self) -> Image.Image:
        """The canvas as a Pillow RGB image (one copy of the bytes)."""
        return Image.frombytes("RGB", (self.width, self.height), bytes(self.data))


__all__ = ["Canvas", "Run", "runs_of"]
