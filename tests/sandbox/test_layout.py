"""Components V2 as the double enforces it (``sandbox/layout.py``): each rule planted through the
real discord.py client, answered with Discord's 400 / 50035 Invalid Form Body at the field path."""

from __future__ import annotations

import io
from typing import Any

import discord
import pytest
from discord.http import Route

from sandbox import Sandbox
from sandbox.layout import IS_COMPONENTS_V2
from sandbox.leaks import find_leaks
from tests.sandbox_support import SupportBot, World

V2 = IS_COMPONENTS_V2


def _text(content: str = "hi") -> dict[str, Any]:
    return {"type": 10, "content": content}


def _container(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 17, "components": list(children)}


def _gallery(*urls: str) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": u}} for u in urls]}


async def _post(bot: SupportBot, channel_id: int, payload: dict[str, Any]) -> Any:
    return await bot.http.request(Route("POST", "/channels/{channel_id}/messages", channel_id=channel_id), json=payload)


async def _edit(bot: SupportBot, channel_id: int, message_id: int, payload: dict[str, Any]) -> Any:
    return await bot.http.request(Route("PATCH", "/channels/{channel_id}/messages/{message_id}",
                                        channel_id=channel_id, message_id=message_id), json=payload)


def _error_at(exc: discord.HTTPException, path: str) -> str:
    """The ``_errors`` code Discord's form-error tree holds at ``path`` (dotted)."""
    assert exc.status == 400 and exc.code == 50035, exc
    node: Any = getattr(exc, "_errors_tree", None)
    assert isinstance(node, dict), exc.text
    for part in path.split("."):
        assert part in node, (path, node)
        node = node[part]
    return str(node["_errors"][0]["code"])


@pytest.fixture(autouse=True)
def _keep_error_trees(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py flattens the errors tree into its text; keep the tree on the exception for the asserts."""
    original = discord.HTTPException.__init__

    def init(self: discord.HTTPException, response: Any, message: Any) -> None:
        original(self, response, message)
        self._errors_tree = message.get("errors") if isinstance(message, dict) else None  # type: ignore[attr-defined]

    monkeypatch.setattr(discord.HTTPException, "__init__", init)


async def _refused(coro: Any) -> discord.HTTPException:
    with pytest.raises(discord.HTTPException) as exc:
        await coro
    return exc.value


async def test_v2_components_need_the_flag(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    exc = await _refused(_post(bot, w.channel.id, {"components": [_container(_text())]}))
    assert _error_at(exc, "components.0.type") == "UNION_TYPE_CHOICES"
    await _post(bot, w.channel.id, {"flags": V2, "components": [_container(_text())]})
    sb.take_violations()


@pytest.mark.parametrize(("field", "value"), [
    ("content", "hello"), ("embeds", [{"title": "t"}]), ("sticker_ids", ["1"]),
    ("poll", {"question": {"text": "q"}, "answers": [{"poll_media": {"text": "a"}}]}),
])
async def test_no_legacy_fields_beside_the_flag(env: tuple[Sandbox, World, SupportBot], field: str, value: Any) -> None:
    sb, w, bot = env
    exc = await _refused(_post(bot, w.channel.id, {"flags": V2, "components": [_text()], field: value}))
    assert _error_at(exc, field) == "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    sb.take_violations()


async def test_the_flag_cannot_be_removed_and_an_upgrade_clears_the_content(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    layout = await _post(bot, w.channel.id, {"flags": V2, "components": [_text("v2")]})
    exc = await _refused(_edit(bot, w.channel.id, int(layout["id"]), {"flags": 0, "components": [_text("x")]}))
    assert _error_at(exc, "flags") == "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG"
    exc = await _refused(_edit(bot, w.channel.id, int(layout["id"]), {"content": "classic again"}))
    assert _error_at(exc, "content") == "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
    classic = await _post(bot, w.channel.id, {"content": "old"})
    exc = await _refused(_edit(bot, w.channel.id, int(classic["id"]), {"flags": V2, "components": [_text()]}))
    assert _error_at(exc, "content") == "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"  # not cleared
    upgraded = await _edit(bot, w.channel.id, int(classic["id"]), {"flags": V2, "content": None, "components": [_text()]})
    assert upgraded["flags"] & V2 and upgraded["content"] == ""
    assert [v.code for v in sb.take_violations()] == [50035, 50035, 50035]


async def test_at_most_40_components_counting_nested_ones(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await _post(bot, w.channel.id, {"flags": V2, "components": [_container(*[_text(str(i)) for i in range(39)])]})
    exc = await _refused(_post(bot, w.channel.id, {"flags": V2,
                                                    "components": [_container(*[_text(str(i)) for i in range(40)])]}))
    assert _error_at(exc, "components") == "BASE_TYPE_MAX_LENGTH"
    sb.take_violations()


async def test_at_most_4000_characters_across_text_displays(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    await _post(bot, w.channel.id, {"flags": V2, "components": [_text("a" * 2000), _container(_text("b" * 2000))]})
    exc = await _refused(_post(bot, w.channel.id, {"flags": V2,
                                                    "components": [_text("a" * 2000), _container(_text("b" * 2001))]}))
    assert _error_at(exc, "components") == "BASE_TYPE_MAX_LENGTH"
    sb.take_violations()


async def test_a_media_gallery_holds_1_to_10_items(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    url = "https://example.com/a.png"
    await _post(bot, w.channel.id, {"flags": V2, "components": [_gallery(*[url] * 10)]})
    for n, code in ((0, "BASE_TYPE_MIN_LENGTH"), (11, "BASE_TYPE_MAX_LENGTH")):
        exc = await _refused(_post(bot, w.channel.id, {"flags": V2, "components": [_container(_text(), _gallery(*[url] * n))]}))
        assert _error_at(exc, "components.0.components.1.items") == code
    sb.take_violations()


async def test_an_attachment_url_must_name_an_uploaded_file(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)

    def layout(name: str) -> discord.ui.LayoutView:
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.Container(discord.ui.TextDisplay("the board"),
                                           discord.ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{name}"))))
        return view

    sent = await ch.send(view=layout("board.png"), file=discord.File(io.BytesIO(b"png"), filename="board.png"))
    assert [a.filename for a in sent.attachments] == ["board.png"]
    exc = await _refused(ch.send(view=layout("other.png"), file=discord.File(io.BytesIO(b"png"), filename="board.png")))
    assert _error_at(exc, "components.0.components.1.items.0.media.url") == "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"
    # an edit that keeps the attachment by id may go on naming it
    kept = await sent.edit(view=layout("board.png"), attachments=sent.attachments)
    assert [a.id for a in kept.attachments] == [a.id for a in sent.attachments]
    exc = await _refused(sent.edit(view=layout("board.png"), attachments=[]))  # dropped: the name is gone
    assert _error_at(exc, "components.0.components.1.items.0.media.url") == "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"
    assert [v.code for v in sb.take_violations()] == [50035, 50035]


async def test_an_edit_keeps_only_the_messages_own_attachments(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)
    first = await ch.send("a", file=discord.File(io.BytesIO(b"one"), filename="a.png"))
    second = await ch.send("b", file=discord.File(io.BytesIO(b"two"), filename="b.png"))
    exc = await _refused(second.edit(content="b", attachments=[*second.attachments, *first.attachments]))
    assert _error_at(exc, "attachments.1.id") == "ATTACHMENT_NOT_FOUND"
    same = await second.edit(content="b again", attachments=second.attachments)
    assert [a.id for a in same.attachments] == [a.id for a in second.attachments]
    assert sb.world.messages[second.id].attachments[0].data == b"two"  # kept, not uploaded again
    assert [(u.filename, u.again) for u in sb.world.uploads] == [("a.png", False), ("b.png", False)]
    await second.edit(content="b", attachments=[discord.File(io.BytesIO(b"two"), filename="b.png")])
    assert [(u.filename, u.again) for u in sb.world.uploads][-1] == ("b.png", True)  # the same bytes, uploaded again
    assert [v.code for v in sb.take_violations()] == [50035]


async def test_components_get_numeric_ids_and_interactions_carry_the_v2_shape(
        env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    ch = bot.get_channel(w.channel.id)
    assert isinstance(ch, discord.TextChannel)
    view = discord.ui.LayoutView(timeout=None)
    row: discord.ui.ActionRow[Any] = discord.ui.ActionRow(discord.ui.Button(label="Go", custom_id="v2:go"))
    view.add_item(discord.ui.Container(discord.ui.TextDisplay("Your turn"), row, id=7))
    sent = await ch.send(view=view)
    stored = sb.world.messages[sent.id].components
    assert [stored[0]["id"], stored[0]["components"][0]["id"], stored[0]["components"][1]["id"],
            stored[0]["components"][1]["components"][0]["id"]] == [7, 1, 2, 3]  # given ids kept, the rest counted
    container = sent.components[0]
    assert isinstance(container, discord.Container) and container.id == 7
    seen: list[discord.Interaction] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append(interaction)
        await interaction.response.defer()

    bot.add_listener(on_interaction)
    try:
        await sb.click(w.alice, sb.world.messages[sent.id], custom_id="v2:go")
        await sb.wait_until(lambda: seen)
    finally:
        bot.remove_listener(on_interaction)
    message = seen[0].message
    assert message is not None and message.flags.components_v2
    shown = message.components[0]
    assert isinstance(shown, discord.Container)
    assert [type(c).__name__ for c in shown.children] == ["TextDisplay", "ActionRow"]
    assert [getattr(c, "id", None) for c in shown.children] == [1, 2]
    sb.assert_no_violations()


async def test_the_leak_guard_reads_text_displays_and_media_descriptions(env: tuple[Sandbox, World, SupportBot]) -> None:
    sb, w, bot = env
    gallery = {"type": 12, "items": [{"media": {"url": "https://example.com/x.png"}, "description": "Alice holds Red 7"}]}
    await _post(bot, w.channel.id, {"flags": V2, "components": [_container(_text("public Blue 4"), gallery)]})
    leaks = find_leaks(sb.world, {w.alice.id: {"Red 7", "Blue 4"}})
    assert len(leaks) == 2
    assert any("media description" in line for line in leaks) and any("text display" in line for line in leaks)
