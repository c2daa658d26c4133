"""The digest of what a message shows (cogs/kit/digest.py): equal for the same message, different
for any change a person could see, before any picture is drawn."""
from __future__ import annotations

import pickle

import discord
import pytest
from PIL import Image

from cogs.kit.digest import ShownDigests, digest
from cogs.kit.pictures import Picture
from cogs.kit.rendered import Rendered


def _picture(alt: str, version: int) -> Picture:
    return Picture("board.png", draw=lambda: Image.new("RGB", (4, 4)), key=(1, "board", version), alt=alt)


def _panel(text: str = "Your turn", *, custom_id: str = "toy:1:add:3:1", disabled: bool = False,
           title: str = "Hand", alt: str = "3 cards", version: int = 3) -> Rendered:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Add 1", custom_id=custom_id, disabled=disabled))
    return Rendered(content=text, embeds=[discord.Embed(title=title)], view=view, pictures=[_picture(alt, version)])


async def test_the_same_message_has_the_same_digest() -> None:
    assert digest(_panel()) == digest(_panel())
    # a picture is known by its name and alt text: a new version of the same picture is no change
    assert digest(_panel(version=3)) == digest(_panel(version=4))


async def test_every_visible_change_changes_the_digest() -> None:
    base = digest(_panel())
    assert digest(_panel("Waiting")) != base
    assert digest(_panel(custom_id="toy:1:add:4:1")) != base  # drawn under another stamp
    assert digest(_panel(disabled=True)) != base
    assert digest(_panel(title="Trick")) != base
    assert digest(_panel(alt="2 cards")) != base
    no_view = _panel()
    no_view.view = None
    assert digest(no_view) != base


async def test_a_warning_changes_the_digest() -> None:
    assert digest(_panel().warn("Not your turn.")) != digest(_panel())


def test_shown_remembers_per_message_and_forgets_a_match() -> None:
    shown = ShownDigests()
    shown.showed(("dm", 1, 10), "a")
    shown.showed(("panel", 1, 11), "b")
    shown.showed(("panel", 2, 11), "c")
    assert shown.same(("dm", 1, 10), "a") and not shown.same(("dm", 1, 10), "b")
    assert not shown.same(("dm", 1, 12), "a")
    shown.showed(("dm", 1, 10), None)  # unknown again: the next draw edits it
    assert not shown.same(("dm", 1, 10), "a")
    shown.forget_match(1)
    assert len(shown) == 1 and shown.same(("panel", 2, 11), "c")


def test_a_message_pickle_refuses_is_digested_as_text(monkeypatch: pytest.MonkeyPatch) -> None:
    import cogs.kit.digest as module

    def refuse(*args: object, **kwargs: object) -> bytes:
        raise pickle.PicklingError("refused")

    with_pickle = digest(_panel())
    monkeypatch.setattr(module.pickle, "dumps", refuse)
    assert digest(_panel()) == digest(_panel()) != with_pickle  # the text form: stable, and another digest
    assert digest(_panel("Waiting")) != digest(_panel())
