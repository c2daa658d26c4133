"""The kit's components-v2 layout (cogs/kit/layout.py) and one upload per change (cogs/kit/attachments.py)."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import discord
from PIL import Image

from cogs.kit.attachments import Attachments
from cogs.kit.layout import V2_COMPONENTS, V2_TEXT, notice_kwargs
from cogs.kit.pictures import Picture, PictureCache
from cogs.kit.rendered import Rendered
from sandbox.layout import IS_COMPONENTS_V2, walk
from sandbox.limits import validate_message


def _picture(colour: str = "white", name: str = "board.png") -> Picture:
    return Picture(name, lambda: Image.new("RGB", (40, 20), colour), (name, colour), alt=f"the board, {colour}")


def _table(buttons: int = 2, fields: int = 2, colour: str = "white") -> Rendered:
    embed = discord.Embed(title="WildLife · match #3", description="**Ann** to act: choose a card.", colour=0x2E8B57)
    for i in range(fields):
        embed.add_field(name=f"Seat {i}", value=f"{i} creatures")
    embed.set_footer(text="Deadline in 2 h")
    embed.set_image(url="attachment://board.png")
    view = discord.ui.View(timeout=None)
    for i in range(buttons):
        view.add_item(discord.ui.Button(label=f"b{i}", custom_id=f"wl:3:b{i}"))
    return Rendered(embeds=[embed], view=view, pictures=[_picture(colour)])


def _payload(rendered: Rendered, kwargs: dict[str, Any]) -> dict[str, Any]:
    view = kwargs["view"]
    assert isinstance(view, discord.ui.LayoutView) and view.has_components_v2()
    return {"flags": IS_COMPONENTS_V2, "components": view.to_components()}


async def test_a_table_reads_as_one_container_text_picture_buttons() -> None:
    rendered = (await _table().draw(PictureCache())).as_layout()
    kwargs = rendered.send_kwargs()
    assert "content" not in kwargs and "embeds" not in kwargs  # Discord refuses them beside the flag
    payload = _payload(rendered, kwargs)
    (container,) = payload["components"]
    assert container["type"] == 17 and container["accent_color"] == 0x2E8B57
    kinds = [c["type"] for c in container["components"]]
    assert kinds == [10, 12, 10, 10, 1]  # state, picture, fields, footer, buttons
    assert container["components"][0]["content"].startswith("### WildLife · match #3\n**Ann** to act")
    assert container["components"][1]["items"] == [
        {"media": {"url": "attachment://board.png"}, "spoiler": False, "description": "the board, white"}]
    assert "-# Deadline in 2 h" in container["components"][3]["content"]
    validate_message(payload, creating=True, has_files=True, files=["board.png"])


async def test_a_warning_comes_first_and_the_mentions_ping_nobody() -> None:
    rendered = (await _table().draw(PictureCache())).as_layout()
    rendered.warn("That card cannot be played now.")
    kwargs = rendered.edit_kwargs()
    first = kwargs["view"].to_components()[0]["components"][0]
    assert first == {"type": 10, "content": "⚠️ That card cannot be played now."}
    assert kwargs["content"] is None and kwargs["embeds"] == []  # cleared: the edit may upgrade a classic message
    assert kwargs["allowed_mentions"].to_dict()["parse"] == []


async def test_a_crowded_message_is_merged_and_clipped_into_discords_limits() -> None:
    rendered = _table(buttons=25, fields=25)
    rendered.embeds[0].description = "x" * 4096
    rendered.content = "y" * 1500
    await rendered.draw(PictureCache())
    payload = _payload(rendered, rendered.as_layout().send_kwargs())
    components = [c for _, c in walk(payload["components"])]
    assert len(components) <= V2_COMPONENTS
    assert sum(len(c["content"]) for c in components if c["type"] == 10) <= V2_TEXT
    assert sum(1 for c in components if c["type"] == 2) == 25  # every button kept
    validate_message(payload, creating=True, has_files=True, files=["board.png"])


def _returned(message_id: int, names: list[str]) -> Any:
    """A message as Discord returns it after a write: its id and attachments."""
    attachments = [discord.Attachment(data={"id": 900 + i, "filename": n, "size": 1, "url": f"https://cdn/{n}",
                                            "proxy_url": f"https://cdn/{n}"},
                                      state=SimpleNamespace(http=None))  # type: ignore[arg-type]
                   for i, n in enumerate(names)]
    return SimpleNamespace(id=message_id, attachments=attachments)


async def test_an_edit_keeps_an_unchanged_picture_by_id_and_uploads_a_changed_one() -> None:
    uploads, cache = Attachments(), PictureCache()
    first = (await _table(colour="white").draw(cache)).as_layout()
    assert first.uploads(None, uploads)[0] == 1
    first.note(_returned(42, ["board.png"]), uploads)

    same = (await _table(colour="white").draw(cache)).as_layout()
    assert same.uploads(42, uploads) == (0, 0)
    (kept,) = same.edit_kwargs(42, uploads)["attachments"]
    assert isinstance(kept, discord.Attachment) and kept.id == 900  # sent by id, not uploaded
    (elsewhere,) = same.edit_kwargs(43, uploads)["attachments"]  # another message: its own upload
    assert isinstance(elsewhere, discord.File)
    (unknown,) = same.edit_kwargs(42, uploads)["attachments"]  # the first edit's answer never came
    assert isinstance(unknown, discord.File)
    same.note(_returned(42, ["board.png"]), uploads)

    changed = (await _table(colour="black").draw(cache)).as_layout()
    (fresh,) = changed.edit_kwargs(42, uploads)["attachments"]
    assert isinstance(fresh, discord.File) and fresh.filename == "board.png"
    assert changed.uploads(42, uploads)[0] == 1 and changed.uploads(42, uploads)[1] > 0


async def test_a_picture_no_longer_drawn_is_dropped_from_the_message() -> None:
    uploads = Attachments()
    shown = (await _table().draw(PictureCache())).as_layout()
    shown.note(_returned(7, ["board.png"]), uploads)
    without = Rendered(content="The match is over.").as_layout()
    assert without.edit_kwargs(7, uploads)["attachments"] == []


def test_a_notice_is_a_v2_message_without_pictures() -> None:
    kwargs = notice_kwargs("This panel is out of date: press Hand again.")
    assert kwargs["content"] is None and kwargs["embeds"] == [] and kwargs["attachments"] == []
    payload = {"flags": IS_COMPONENTS_V2, "content": None, "components": kwargs["view"].to_components()}
    validate_message(payload, creating=False, existing={"flags": IS_COMPONENTS_V2, "content": "", "components": []})


async def test_two_edits_of_one_message_at_once_upload_its_new_picture_once() -> None:
    """A click's answer and the table cog's redraw of the same DM copy race: the second waits for the
    first and keeps what it uploaded."""
    uploads, cache = Attachments(), PictureCache()
    sent: list[list[Any]] = []
    gate = asyncio.Event()

    async def edit(**kwargs: Any) -> Any:
        sent.append(kwargs["attachments"])
        if len(sent) == 1:
            await gate.wait()
        return _returned(5, ["board.png"])

    first = (await _table(colour="black").draw(cache)).as_layout()
    second = (await _table(colour="black").draw(cache)).as_layout()
    racing = asyncio.gather(first.edit_on(5, edit, uploads), second.edit_on(5, edit, uploads))
    await asyncio.sleep(0.05)
    assert len(sent) == 1  # the second edit waits for the first
    gate.set()
    await racing
    assert [type(a).__name__ for batch in sent for a in batch] == ["File", "Attachment"]


async def test_an_older_edits_answer_noted_late_is_not_believed_nor_the_newer_one() -> None:
    """Two edits of one message overlapped (the wait ran out): the first one's answer, arriving last,
    names an attachment the second edit replaced, and must not be believed; and since the first may
    have been applied last (discord.py sends an edit again after a 502 that Discord had applied:
    issue 37), the second's belief is dropped too: the next edit uploads once more, never naming an
    attachment the message no longer has."""
    uploads, cache = Attachments(), PictureCache()
    older = (await _table(colour="white").draw(cache)).as_layout()
    newer = (await _table(colour="black").draw(cache)).as_layout()
    older.edit_kwargs(9, uploads)
    newer.edit_kwargs(9, uploads)
    newer.note(_returned(9, ["board.png"]), uploads)
    assert uploads.on(9)["board.png"].digest == newer.drawn[0].digest
    older.note(SimpleNamespace(id=9, attachments=[_returned(9, ["board.png"]).attachments[0]]), uploads)
    assert uploads.on(9) == {}


async def test_a_kept_attachment_discord_refuses_is_uploaded_again_in_one_retry() -> None:
    """Another writer replaced the message's files (a token edit racing a click's answer): Discord
    answers the kept id with 400 50035 at ``attachments``; the edit is made once more, uploading."""
    uploads, cache = Attachments(), PictureCache()
    first = (await _table().draw(cache)).as_layout()
    first.note(_returned(42, ["board.png"]), uploads)
    sent: list[list[Any]] = []

    async def edit(**kwargs: Any) -> Any:
        sent.append(kwargs["attachments"])
        if len(sent) == 1:
            response = SimpleNamespace(status=400, reason="Bad Request")
            raise discord.HTTPException(response, {"code": 50035, "message": "Invalid Form Body", "errors": {
                "attachments": {"0": {"id": {"_errors": [{"code": "ATTACHMENT_NOT_FOUND", "message": "Unknown attachment"}]}}}}})
        return _returned(42, ["board.png"])

    again = (await _table().draw(cache)).as_layout()
    await again.edit_on(42, edit, uploads)
    assert isinstance(sent[0][0], discord.Attachment) and isinstance(sent[1][0], discord.File) and len(sent) == 2

    async def other_error(**kwargs: Any) -> Any:
        raise discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"),
                                    {"code": 50035, "message": "Invalid Form Body", "errors": {"content": {}}})

    try:
        await again.edit_on(42, other_error, uploads)
    except discord.HTTPException as exc:
        assert exc.code == 50035  # not about attachments: raised, not retried
    else:
        raise AssertionError("an unrelated 50035 was swallowed")


async def test_an_edit_racing_one_in_flight_keeps_what_that_one_keeps() -> None:
    """A token edit keeps the board by id and is in flight (discord.py will send it again after a
    502 Discord applied): a click's answer that goes ahead meanwhile keeps the board too, so the
    first edit's second try still finds it on the message (issue 37); once both are over, and after
    a refusal, nothing in flight is trusted."""
    uploads, cache = Attachments(), PictureCache()
    (await _table(colour="white").draw(cache)).as_layout().note(_returned(3, ["board.png"]), uploads)
    gate, sent = asyncio.Event(), []

    async def slow(**kwargs: Any) -> Any:
        sent.append(kwargs["attachments"])
        await gate.wait()
        return _returned(3, ["board.png"])

    token_edit = (await _table(colour="white").draw(cache)).as_layout()
    flying = asyncio.ensure_future(token_edit.edit_on(3, slow, uploads))
    await asyncio.sleep(0.01)
    answer = (await _table(colour="white").draw(cache)).as_layout()
    (kept,) = answer.edit_kwargs(3, uploads)["attachments"]  # the registry was taken by the edit in flight
    assert isinstance(sent[0][0], discord.Attachment) and isinstance(kept, discord.Attachment)
    assert kept.id == sent[0][0].id
    gate.set()
    await flying
    assert uploads.edits(3) == 2 and uploads.on(3) == {}  # the older edit's answer came last: not believed
    (after,) = answer.edit_kwargs(3, uploads)["attachments"]
    assert isinstance(after, discord.File)  # nothing in flight any more: uploaded


async def test_an_edit_that_fails_forgets_what_the_message_carries() -> None:
    """An edit Discord may have applied without its answer arriving (a 5xx after discord.py's last
    try): what the message carries is not known, even if another edit noted its answer meanwhile."""
    uploads, cache = Attachments(), PictureCache()

    async def broken(**kwargs: Any) -> Any:
        uploads.note(_returned(4, ["board.png"]), {"board.png": "x"})  # another writer's answer lands meanwhile
        raise discord.DiscordServerError(SimpleNamespace(status=502, reason="Bad Gateway"), "502 Bad Gateway")

    rendered = (await _table().draw(cache)).as_layout()
    try:
        await rendered.edit_on(4, broken, uploads)
    except discord.DiscordServerError:
        pass
    else:
        raise AssertionError("the server error was swallowed")
    assert uploads.on(4) == {}
