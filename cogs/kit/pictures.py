"""Pictures for messages: drawn with Pillow off the event loop, cached per state version.

A game UI never draws while building a message: it attaches a :class:`Picture` (a
name, a drawing function and a cache key) to its :class:`~cogs.kit.rendered.Rendered`,
and the kit turns every picture into a PNG with :func:`draw_pictures` in a worker thread
before the message is sent or edited. Pillow releases the GIL while it encodes and
fills, so the event loop keeps answering interactions meanwhile (``bench/render_bench.py``
measures both the draw time and the loop's lag).

The cache keeps the PNGs of the latest versions: the table picture of version 17 of a
match is drawn once however many messages show it. Every picture has ``alt`` text, the
text rendering that stands beside it for screen readers, slow clients and the sandbox
transcript.
"""
from __future__ import annotations

import asyncio
import io
import itertools
import logging
import queue
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PIL import Image

log = logging.getLogger(__name__)

MAX_BYTES = 8 * 1024 * 1024
"""Discord's attachment size limit for a bot without boosts (8 MiB); our pictures stay far below."""


@dataclass
class Picture:
    """A PNG to attach to a message.

    ``name`` is the attachment file name (``"table.png"``; an embed shows it with
    ``attachment://table.png``). ``draw`` returns a Pillow image; it runs in a worker
    thread, so it must only read its arguments (views are immutable snapshots).
    ``key`` identifies what is drawn, e.g. ``(match_id, "table", version)``: the same
    key is drawn once. ``alt`` is the picture's text equivalent (Discord's attachment
    description, at most 1024 characters).
    """

    name: str
    draw: Callable[[], Image.Image]
    key: Hashable
    alt: str = ""

    @property
    def url(self) -> str:
        """The ``attachment://`` URL an embed uses to show this picture."""
        return f"attachment://{self.name}"


class PictureCache:
    """PNG bytes by picture key, least recently used dropped past ``size`` entries.

    One worker thread draws: drawing is CPU work, and on a 2-core machine a second drawing
    thread would only compete with the event loop for the GIL. Its queue has two ranks: a
    picture a click's answer waits for (``urgent``) is drawn before the background redraws of
    tables and panels queued before it, so a person's answer never waits behind other tables'
    pictures (issue 25: at 50 WildLife tables a click's answer waited up to 0.75 s there).
    """

    def __init__(self, size: int = 256, workers: int = 1) -> None:
        self.size = size
        self._png: OrderedDict[Hashable, bytes] = OrderedDict()
        self._inflight: dict[Hashable, asyncio.Future[bytes]] = {}
        self._urgent: set[Hashable] = set()  # keys in flight that an urgent job is queued for
        self._jobs: queue.PriorityQueue[tuple[int, int, Any]] = queue.PriorityQueue()
        self._order = itertools.count()
        self._workers = [threading.Thread(target=self._work, name=f"picture_{i}", daemon=True)
                         for i in range(max(1, workers))]
        self._started = False
        self._lock = threading.Lock()
        self._claimed: set[asyncio.Future[bytes]] = set()  # futures a worker took up (guarded by _lock)

    def _work(self) -> None:
        while True:
            _, _, job = self._jobs.get()
            if job is None:
                return
            loop, future, draw = job
            with self._lock:
                if future in self._claimed or future.done():
                    continue  # taken up already for another request of the same picture
                self._claimed.add(future)
            try:
                result: tuple[bool, Any] = (True, encode(draw))  # the module's encode, looked up now
            except StopIteration as exc:  # a future cannot hold StopIteration
                result = (False, RuntimeError(f"picture drawing raised StopIteration: {exc}"))
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting coroutine
                result = (False, exc)
            try:
                loop.call_soon_threadsafe(self._settle, future, result)
            except RuntimeError:  # that loop is closed: nobody waits any more
                with self._lock:
                    self._claimed.discard(future)

    def _submit(self, urgent: bool, future: asyncio.Future[bytes], draw: Callable[[], Image.Image]) -> None:
        with self._lock:
            if not self._started:
                for worker in self._workers:
                    worker.start()
                self._started = True
        self._jobs.put((0 if urgent else 1, next(self._order), (asyncio.get_running_loop(), future, draw)))

    async def png(self, picture: Picture, *, urgent: bool = False) -> bytes:
        """The PNG of ``picture``, drawn in the worker thread unless cached; ``urgent``: someone's
        answer waits for it, so it goes before the background draws queued. Raises whatever
        ``picture.draw`` raises (the caller falls back to text)."""
        cached = self._png.get(picture.key)
        if cached is not None:
            self._png.move_to_end(picture.key)
            return cached
        pending = self._inflight.get(picture.key)
        if pending is not None:  # the same picture is being drawn for another message
            if urgent and picture.key not in self._urgent:  # queued behind others: ask again, first
                self._urgent.add(picture.key)
                self._submit(True, pending, picture.draw)
            return await asyncio.shield(pending)
        future: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
        self._inflight[picture.key] = future
        if urgent:
            self._urgent.add(picture.key)
        self._submit(urgent, future, picture.draw)
        try:
            data = await asyncio.shield(future)  # a cancelled waiter must not cancel the drawing for the others
        finally:
            self._inflight.pop(picture.key, None)
            self._urgent.discard(picture.key)
        self._png[picture.key] = data
        while len(self._png) > self.size:
            self._png.popitem(last=False)
        return data

    def close(self) -> None:
        """Stop the worker thread (pending draws finish first)."""
        with self._lock:
            started, self._started = self._started, False
        if not started:
            return
        for _ in self._workers:
            self._jobs.put((2, next(self._order), None))
        for worker in self._workers:
            worker.join()
        self._workers = [threading.Thread(target=self._work, name=w.name, daemon=True) for w in self._workers]

    def _settle(self, future: asyncio.Future[bytes], result: tuple[bool, Any]) -> None:
        """On the waiting loop: hand the worker's result to ``future``."""
        with self._lock:
            self._claimed.discard(future)
        if future.done():
            return
        ok, value = result
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)


PNG_LEVEL = 1
"""zlib level of the PNGs. Measured on the bench's frames (``python -m bench render --save``,
re-encoded, a busy 2-core machine): level 1 encodes 4-7x faster than Pillow's default 6
(Wildlife Adventure's chat map 2.5 ms against 13.8 ms, WildLife's 2.1 against 15.9) for files
about 40 % larger (27 against 20 KB, 20 against 14 KB), still smaller than before the pictures
were made for phones (84 and 44 KB)."""


def encode(draw: Callable[[], Image.Image]) -> bytes:
    """Run ``draw`` and encode the image as PNG (palette images stay palette, which keeps them
    small) at :data:`PNG_LEVEL`.

    Pillow's ``optimize=True`` was measured at about 19 of 27 ms per Rescue Animals panel for
    a file only 12 % smaller, so it is off. Raises ValueError for a picture over Discord's
    attachment limit.
    """
    image = draw()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=PNG_LEVEL)
    data = buffer.getvalue()
    if len(data) > MAX_BYTES:
        raise ValueError(f"picture of {len(data)} bytes is over Discord's {MAX_BYTES} limit")
    return data


def fixed_palette(colours: Sequence[tuple[int, int, int]], *, blend_with: Sequence[tuple[int, int, int]] = (),
                  steps: Sequence[float] = (0.25, 0.5, 0.75), greys: int = 16) -> Image.Image:
    """A palette image for ``Image.quantize(palette=…)``: ``colours`` exactly, each blended with
    every colour of ``blend_with`` at ``steps`` (the anti-aliased edges of text and shapes) and a
    grey ramp of ``greys`` steps, at most 256 entries (later ones dropped).

    Quantising to a fixed palette maps each pixel to its nearest entry (about 1 ms for a
    400 x 400 picture), where ``convert("P", palette=ADAPTIVE)`` first builds a palette per
    frame (12 of 18 ms of a Mission: Wild Life trick, issue 25) and may merge two colours a
    player must tell apart.
    """
    from PIL import Image as PILImage

    entries: list[tuple[int, int, int]] = list(dict.fromkeys(colours))
    for c in list(entries):
        for other in blend_with:
            for t in steps:
                r, g, b = (round(u + (v - u) * t) for u, v in zip(c, other, strict=True))
                entries.append((r, g, b))
    if greys:
        entries += [(v, v, v) for v in (round(255 * k / (greys - 1)) for k in range(greys))]
    every = list(dict.fromkeys(entries))[:256]
    pal = PILImage.new("P", (1, 1))
    pal.putpalette([v for c in every for v in c] + [0, 0, 0] * (256 - len(every)))
    return pal


def to_palette(image: Image.Image, palette: Image.Image) -> Image.Image:
    """``image`` mapped to ``palette`` (a :func:`fixed_palette`), nearest colour, no dithering."""
    from PIL import Image as PILImage

    return image.quantize(palette=palette, dither=PILImage.Dither.NONE)


CACHE = PictureCache()
"""The process's picture cache (one worker thread)."""
