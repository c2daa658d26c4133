"""Pictures Discord refuses for good (cogs/table/refused_pictures.py, :class:`RefusedPictures`): the write
is made again as text, and the channel remembered."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered
from cogs.table.refused_pictures import RefusedPictures, without_pictures


def _refusal(status: int, code: int) -> discord.HTTPException:
    return discord.HTTPException(SimpleNamespace(status=status, reason="refused"), {"code": code, "message": "no"})


def _with_picture() -> Rendered:
    rendered = Rendered(content="Counter **3**", embeds=[discord.Embed(title="t")])
    rendered.embeds[0].set_image(url="attachment://board.png")
    rendered.files = [lambda: discord.File(b"png", filename="board.png")]
    rendered.pictures = [Picture("board.png", lambda: None, ("t", 1), "the board")]  # type: ignore[arg-type,return-value]
    return rendered


class _Writer:
    """A write that refuses files with ``code`` (once or always) and records what it was given."""

    def __init__(self, status: int = 403, code: int = 50013, *, text_too: bool = False) -> None:
        self.status, self.code, self.text_too = status, code, text_too
        self.calls: list[bool] = []  # whether each write carried files

    async def __call__(self, rendered: Rendered) -> str:
        self.calls.append(bool(rendered.files))
        if rendered.files or self.text_too:
            raise _refusal(self.status, self.code)
        return "sent"


@pytest.mark.parametrize(("status", "code"), [(403, 50013), (413, 40005)])
async def test_a_refused_upload_goes_out_as_text_and_the_channel_is_remembered(status: int, code: int) -> None:
    refused, told = RefusedPictures(), list[int]()
    write = _Writer(status, code)
    assert await refused.write(5, _with_picture(), write, on_refused=told.append) == "sent"
    assert write.calls == [True, False] and refused.refused == {5: code} and told == [code]
    assert await refused.write(5, _with_picture(), write, on_refused=told.append) == "sent"
    assert write.calls == [True, False, False] and told == [code]  # not tried with pictures again, not told again


async def test_a_refusal_the_text_meets_as_well_was_not_about_the_files() -> None:
    refused = RefusedPictures()
    with pytest.raises(discord.HTTPException):
        await refused.write(5, _with_picture(), _Writer(text_too=True))
    assert refused.refused == {}


async def test_other_errors_and_text_only_writes_are_left_alone() -> None:
    refused = RefusedPictures()
    with pytest.raises(discord.HTTPException):
        await refused.write(5, _with_picture(), _Writer(400, 50035))
    with pytest.raises(discord.HTTPException):
        await refused.write(5, Rendered(content="text"), _Writer(text_too=True))
    assert refused.refused == {}


def test_attach_files_back_brings_pictures_back_but_not_over_the_size_limit() -> None:
    refused = RefusedPictures()
    refused.refused = {5: 50013, 6: 40005}
    assert not refused.permission_back(5, can_attach=False)
    assert refused.permission_back(5, can_attach=True) and 5 not in refused.refused
    assert not refused.permission_back(6, can_attach=True) and refused.refused == {6: 40005}


def test_without_pictures_drops_files_and_the_images_pointing_at_them() -> None:
    rendered: Any = without_pictures(_with_picture())
    assert rendered.files == [] and rendered.pictures == [] and rendered.embeds[0].image.url is None
    assert rendered.content == "Counter **3**"
