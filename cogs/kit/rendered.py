"""A message to send or edit, built by a game UI and finished (pictures drawn) by the kit."""
from __future__ import annotations

import io
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from cogs.kit.pictures import CACHE, Picture, PictureCache
from cogs.kit.text import CONTENT, clip

log = logging.getLogger(__name__)


@dataclass
class Rendered:
    """Text, embeds, components and pictures of one message.

    ``files`` are factories because a ``discord.File`` can be sent only once; the kit
    fills them from ``pictures`` in :meth:`draw`. A UI that shows a picture in an embed
    sets the embed's image to ``picture.url`` and keeps the same facts in text.
    """

    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: discord.ui.View | None = None
    pictures: list[Picture] = field(default_factory=list)
    files: list[Callable[[], discord.File]] = field(default_factory=list)

    async def draw(self, cache: PictureCache = CACHE) -> Rendered:
        """Draw every picture (off the event loop, cached) into ``files``; returns self.

        A picture that fails to draw is left out and logged, and any embed image pointing at
        it is removed, so the message still goes out with its text rendering.
        """
        self.files = []
        for picture in self.pictures:
            try:
                data = await cache.png(picture)
            except Exception:
                log.exception("picture %s could not be drawn; sending the text only", picture.name)
                for embed in self.embeds:
                    if embed.image and embed.image.url == picture.url:
                        embed.set_image(url=None)
                continue
            self.files.append(_file_factory(data, picture))
        self.pictures = []
        return self

    def warn(self, warning: str) -> Rendered:
        """Put ``warning`` on top of the content as one "⚠️" line (e.g. why a click was refused)."""
        text = f"⚠️ {' '.join(warning.split())}\n{self.content or ''}".strip()
        self.content = clip(text, CONTENT)
        return self

    def send_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``send``/``send_message``/``followup.send``."""
        kwargs: dict[str, Any] = {"content": self.content, "embeds": self.embeds}
        if self.view is not None:
            kwargs["view"] = self.view
        if self.files:
            kwargs["files"] = [f() for f in self.files]
        return kwargs

    def edit_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for ``edit``: the attachment list is always sent, so the previous
        picture is replaced in place (or removed when none is wanted)."""
        return {"content": self.content, "embeds": self.embeds, "view": self.view, "attachments": [f() for f in self.files]}


def _file_factory(data: bytes, picture: Picture) -> Callable[[], discord.File]:
    def make() -> discord.File:
        return discord.File(io.BytesIO(data), filename=picture.name, description=clip(picture.alt, 1024) or None)

    return make
