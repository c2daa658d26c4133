"""The table kit's pieces without Discord: codec, choosers, pictures, text helpers, layering."""
from __future__ import annotations

import asyncio
import threading
from types import SimpleNamespace
from typing import Any, Literal

import discord
import pytest
from PIL import Image

from cogs.kit.choosers import Option, chooser, group_value, groups_of
from cogs.kit.codec import Codec, MalformedId, Verb
from cogs.kit.components import item_class
from cogs.kit.pictures import Picture, PictureCache
from cogs.kit.rendered import Rendered
from cogs.kit.text import CUSTOM_ID, EMBED_TOTAL, fit_embed, medal, plural
from cogs.kit.ui import GameUI, PanelContext
from cogs.lang import SOURCE
from engine import registry
from engine.core import Model, Rng
from engine.games.mission_wild_life.actions import PlayAction
from engine.service import MatchService
from storage import MatchRecord, MatchStatus
from tests.message_reads import shown


class Pick(Model):
    """The tiny test game's one action: pick a space."""

    kind: Literal["pick"] = "pick"
    space: str


def play_verb() -> Verb:
    return Verb("play", fields=(("card", r"[a-z]{1,6}-[1-8]"),), stamped=True,
                action=lambda p, v: PlayAction(card=p["card"]), params_of=lambda a: {"card": a.card})


async def _noop(ui: Any, interaction: Any, click: Any) -> None:
    return None


def test_codec_round_trip_and_refusals() -> None:
    codec = Codec("mwl", [play_verb(), Verb("tricks", handler=_noop)])
    cid = codec.encode("play", 42, 3, card="blue-8")
    assert cid == "mwl:42:play:3:blue-8"
    click = codec.decode(cid)
    assert (click.match_id, click.verb.name, click.stamp, dict(click.params)) == (42, "play", 3, {"card": "blue-8"})
    assert codec.decode("mwl:42:tricks").stamp is None
    for bad in ("mwl:42:play:3", "mwl:42:play:x:blue-8", "mwl:42:play:3:blue-9", "mwl:42:fly", "ra:42:play:3:blue-8",
                "mwl:42:play:3:blue-8:extra", "mwl:4x:tricks", "mwl:42:tricks:1"):
        with pytest.raises(MalformedId):
            codec.decode(bad)
    with pytest.raises(ValueError):
        codec.encode("play", 42, None, card="blue-8")  # a stamped verb needs its stamp
    with pytest.raises(ValueError):
        codec.encode("play", 42, 1, card="BLUE 8")  # a field must match its regex
    long = Codec("x", [Verb("v", fields=(("a", ".{1,99}"),), handler=_noop)])
    with pytest.raises(ValueError):
        long.encode("v", 1, a="a" * CUSTOM_ID)  # over Discord's 100


def test_verb_definition_errors() -> None:
    with pytest.raises(ValueError):
        Verb("Bad Name", handler=_noop)
    with pytest.raises(ValueError):
        Verb("both", handler=_noop, action=lambda p, v: Pick(space=""))
    with pytest.raises(ValueError):
        Codec("toolongprefix", [])
    with pytest.raises(ValueError):
        Codec("a", [Verb("x", handler=_noop), Verb("x", handler=_noop)])


class TinyUI(GameUI):
    key = "tiny"
    prefix = "tiny"
    verbs = (play_verb(), Verb("pick", fields=(), action=lambda p, v: Pick(space=v[0]),
                                values_of=lambda a: [a.space]))

    def stamp(self, record: MatchRecord, view: Any) -> int:
        return int(view["round"])  # a coarser public counter than record.version (like MWL's round)


def tiny_record(match_id: int, *, version: int = 0) -> MatchRecord:
    return MatchRecord(id=match_id, guild_id=1, channel_id=2, thread_id=3, game="tiny", status=MatchStatus.ACTIVE, host_id=1,
                       options={}, seed=1, state=None, version=version, timers={}, created_at=0.0, updated_at=0.0)


class VersionUI(TinyUI):
    def stamp(self, record: MatchRecord, view: Any) -> int:
        return record.version


def test_stamps_come_from_the_record_and_the_view() -> None:
    assert GameUI[Any, Any]().stamp(tiny_record(7, version=4), {"round": 2}) is None  # default: no stamp
    # a version stamp: the same view drawn from a later version is another stamp
    ui = VersionUI()
    play = _Action(kind="play", card="red-1")
    assert ui.clicks_for(tiny_record(7, version=4), {"round": 2}, play) == [("tiny:7:play:4:red-1", None)]
    assert ui.clicks_for(tiny_record(7, version=5), {"round": 2}, play) == [("tiny:7:play:5:red-1", None)]


class _Action:
    def __init__(self, **kw: Any) -> None:
        self.__dict__.update(kw)


def test_clicks_for_is_derived_from_the_verbs() -> None:
    ui = TinyUI()
    record = tiny_record(7, version=9)
    assert ui.clicks_for(record, {"round": 2}, _Action(kind="play", card="red-1")) == [("tiny:7:play:2:red-1", None)]
    assert ui.clicks_for(record, {"round": 2}, _Action(kind="pick", space="C7")) == [("tiny:7:pick", ["C7"])]
    with pytest.raises(ValueError):
        ui.clicks_for(record, {"round": 2}, _Action(kind="fly"))
    # the kit's verbs are in every game's codec
    assert {"refresh", "open", "ask", "typed"} <= set(ui.codec.verbs)
    assert ui.refresh_id(7) == "tiny:7:refresh"
    assert item_class(ui).__discord_ui_compiled_template__.fullmatch("tiny:7:play:2:red-1")


def test_groups_of_uses_named_groups_splits_big_ones_and_pages_otherwise() -> None:
    named = [Option(f"{c}{i}", f"{c}{i}", group=c) for c in "ABC" for i in range(1, 31 if c == "A" else 6)]
    groups = groups_of(named)
    assert [(name, len(members)) for name, members in groups] == [("A (1/2)", 25), ("A (2/2)", 5), ("B", 5), ("C", 5)]
    plain = [Option(str(i), f"S{i}") for i in range(60)]
    pages = groups_of(plain)
    assert [len(m) for _, m in pages] == [25, 25, 10] and pages[0][0] == "S0 – S24"
    with pytest.raises(ValueError):
        groups_of([Option(str(i), str(i)) for i in range(626)])


def _selects(items: list[discord.ui.Item[Any]]) -> list[discord.ui.Select[Any]]:
    """``items``, checked to be selects (what a chooser makes)."""
    assert all(isinstance(i, discord.ui.Select) for i in items)
    return [i for i in items if isinstance(i, discord.ui.Select)]


def test_chooser_one_select_up_to_25_then_group_then_open_group() -> None:
    ui = TinyUI()
    few = [Option(f"s{i}", f"Space {i}") for i in range(25)]
    items = _selects(chooser(ui, "pick", 9, few, PanelContext(), placeholder="Choose a space"))
    assert len(items) == 1 and items[0].custom_id == "tiny:9:pick"
    many = [Option(f"{r}{i}", f"{r}{i}", group=f"Region {r}") for r in "ABCD" for i in range(10)]
    closed = _selects(chooser(ui, "pick", 9, many, PanelContext(), placeholder="Choose a space", row=1))
    assert len(closed) == 1 and closed[0].custom_id == "tiny:9:open:pick"
    assert [o.label for o in closed[0].options][:2] == ["Region A · 10", "Region B · 10"]
    value = group_value(many, "C3")
    assert value == "2"
    opened = _selects(chooser(ui, "pick", 9, many, PanelContext(opened={"pick": value}), placeholder="Choose a space", row=1))
    assert len(opened) == 2 and opened[1].custom_id == "tiny:9:pick" and opened[1].row == 2
    assert [o.value for o in opened[1].options] == [f"C{i}" for i in range(10)]
    assert any(o.default for o in opened[0].options)


def test_picture_cache_draws_once_per_key_off_the_event_loop() -> None:
    threads: list[str] = []

    def draw() -> Image.Image:
        threads.append(threading.current_thread().name)
        return Image.new("RGB", (40, 20), "red")

    async def main() -> tuple[bytes, bytes]:
        cache = PictureCache(size=2)
        pic = Picture("t.png", draw=draw, key=("m", 1))
        a, b = await asyncio.gather(cache.png(pic), cache.png(pic))  # concurrent: one draw
        await cache.png(Picture("u.png", draw=draw, key=("m", 2)))
        await cache.png(Picture("v.png", draw=draw, key=("m", 3)))
        await cache.png(pic)  # evicted (size 2): drawn again
        cache.close()
        return a, b

    a, b = asyncio.run(main())
    assert a == b and a.startswith(b"\x89PNG")
    assert len(threads) == 4 and all(t.startswith("picture") for t in threads)


def test_a_picture_an_answer_waits_for_is_drawn_before_queued_background_ones() -> None:
    """Issue 25: a click's picture (``urgent``) goes before the background redraws queued ahead
    of it, also when the same picture was already queued as a background draw."""
    order: list[str] = []
    started, release = threading.Event(), threading.Event()

    def drawing(name: str, *, block: bool = False) -> Any:
        def draw() -> Image.Image:
            if block:
                started.set()
                release.wait(30)
            order.append(name)
            return Image.new("RGB", (8, 8), "blue")
        return draw

    async def main() -> None:
        cache = PictureCache()
        first = asyncio.ensure_future(cache.png(Picture("a.png", draw=drawing("busy", block=True), key=("busy",))))
        while not started.is_set():  # the worker is drawing the first picture
            await asyncio.sleep(0.01)
        background = [asyncio.ensure_future(cache.png(Picture(f"{n}.png", draw=drawing(n), key=(n,))))
                      for n in ("table-1", "table-2", "shared")]
        await asyncio.sleep(0)
        answer = asyncio.ensure_future(cache.png(Picture("p.png", draw=drawing("answer"), key=("answer",)), urgent=True))
        shared = asyncio.ensure_future(cache.png(Picture("s.png", draw=drawing("shared"), key=("shared",)), urgent=True))
        await asyncio.sleep(0)
        release.set()
        await asyncio.gather(first, answer, shared, *background)
        cache.close()

    asyncio.run(main())
    assert order == ["busy", "answer", "shared", "table-1", "table-2"]  # "shared" drawn once, early


def test_rendered_draws_pictures_and_falls_back_to_text() -> None:
    def broken() -> Image.Image:
        raise RuntimeError("no")

    good = Picture("good.png", draw=lambda: Image.new("RGB", (4, 4)), key=("good",))
    bad = Picture("bad.png", draw=broken, key=("bad",))
    embed = discord.Embed(description="text")
    embed.set_image(url=bad.url)
    rendered = asyncio.run(Rendered(content="x", embeds=[embed], pictures=[good, bad]).draw(PictureCache()))
    assert [f().filename for f in rendered.files] == ["good.png"]
    assert embed.image.url is None  # the broken picture is not pointed at
    assert [a.filename for a in rendered.edit_kwargs()["attachments"]] == ["good.png"]
    assert rendered.warn("  not   your turn ").content == "⚠️ not your turn\nx"


def test_text_helpers() -> None:
    assert plural(1, "mission") == "1 mission" and plural(2, "die", "dice") == "2 dice"
    assert medal(1) == "🥇" and medal(4) == "4."
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for i in range(30):
        embed.add_field(name=f"n{i}", value="v" * 1100)
    fit_embed(embed)
    assert len(embed) <= EMBED_TOTAL and len(embed.fields) <= 25 and len(embed.title or "") <= 256


# ------------------------------------------------------------------ version stamps through the DynamicItem
class _Response:
    """What a fake interaction answered: new messages and in-place edits."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.edited: list[dict[str, Any]] = []

    def is_done(self) -> bool:
        return bool(self.sent or self.edited)

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})

    async def edit_message(self, **kwargs: Any) -> None:
        self.edited.append(kwargs)


async def click_as(service: MatchService, ui: GameUI, user_id: int, custom_id: str,
                   values: list[str] | None = None) -> Any:
    """Click ``custom_id`` as ``user_id`` (in a DM) through ``ui``'s DynamicItem, as the bot would;
    returns the fake interaction with what was answered."""
    response = _Response()
    data = {"custom_id": custom_id, **({"values": values} if values is not None else {})}
    interaction = SimpleNamespace(
        client=SimpleNamespace(service=service), user=SimpleNamespace(id=user_id), guild=None, guild_id=None,
        channel_id=5, id=1, data=data, type=discord.InteractionType.component, response=response,
        followup=SimpleNamespace(send=response.send_message),
    )
    await item_class(ui)(discord.ui.Button(custom_id=custom_id)).callback(interaction)  # type: ignore[arg-type]
    return interaction


def _panel_line(interaction: Any) -> str:
    """The first line of the panel redrawn in place (a refusal's "⚠️" reason, if any)."""
    response = interaction.response
    assert not response.sent and len(response.edited) == 1, (response.sent, response.edited)
    return shown(response.edited[0]).split("\n")[0]


async def check_stale_after_any_move(service: MatchService, ui: GameUI, match_id: int, seed: int = 1) -> None:
    """For a game whose stamp is ``record.version``: a move click drawn at one version plays;
    the same click again (a double click) and a click drawn before a move made elsewhere (another
    copy of the panel) are refused as stale, redrawing the panel and playing nothing."""
    game = registry.get(ui.key)
    rng = Rng.from_seed(seed)

    def draw() -> tuple[int, int, Any, tuple[str, list[str] | None]]:
        """``(version drawn at, user, action, its move click)`` for the seat to act now."""
        record = service.match(match_id)  # the live record: its version moves on with the match
        assert record is not None
        seat = min(service.to_act(match_id))
        view = service.view_of(record, seat)
        action = game.bot_action(view, seat, rng)
        assert action is not None
        *_, move = ui.clicks_for(record, view, action)  # the panel's group picks first, then the move
        user = next(s.user_id for s in record.seats if s.seat == seat)
        assert user is not None
        return record.version, user, action, move

    def version() -> int:
        record = service.match(match_id)
        assert record is not None
        return record.version

    stale = "⚠️ " + " ".join(ui.word(ui.stale_warning, SOURCE).split())  # a message id, or a game's English
    drawn_at, user, _, (custom_id, values) = draw()
    assert ui.codec.decode(custom_id, values or ()).stamp == drawn_at
    assert not _panel_line(await click_as(service, ui, user, custom_id, values)).startswith("⚠️")
    played = version()
    assert played > drawn_at
    # the same click again, drawn before the move it made: stale, nothing played
    assert _panel_line(await click_as(service, ui, user, custom_id, values)) == stale
    assert version() == played
    # a click drawn now, then a move made from another copy of the panel: stale too
    drawn_at, user, action, (custom_id, values) = draw()
    await service.act(match_id, user, action)
    moved = version()
    assert moved > drawn_at
    assert _panel_line(await click_as(service, ui, user, custom_id, values)) == stale
    assert version() == moved
    # two quick clicks of one button, both in flight together: only the first plays (the stamp is
    # checked again under the match lock, after the first click's commit)
    drawn_at, user, _, (custom_id, values) = draw()
    first, second = await asyncio.gather(click_as(service, ui, user, custom_id, values),
                                         click_as(service, ui, user, custom_id, values))
    lines = sorted([_panel_line(first), _panel_line(second)], key=lambda line: line == stale)
    assert not lines[0].startswith("⚠️") and lines[1] == stale, lines
    assert version() == drawn_at + 1


def test_a_cancelled_waiter_does_not_cancel_a_picture_for_the_others() -> None:
    gate = threading.Event()

    def slow() -> Image.Image:
        gate.wait(5)
        return Image.new("RGB", (8, 8), "blue")

    async def main() -> bytes:
        cache = PictureCache()
        pic = Picture("p.png", draw=slow, key=("slow",))
        first = asyncio.create_task(cache.png(pic))
        await asyncio.sleep(0.01)
        second = asyncio.create_task(cache.png(pic))
        await asyncio.sleep(0.01)
        first.cancel()  # e.g. a render loop stopped at shutdown
        gate.set()
        data = await second
        cache.close()
        return data

    assert asyncio.run(main()).startswith(b"\x89PNG")


def test_option_values_read_with_their_units() -> None:
    from cogs.kit.ui import option_text

    assert option_text("claim_window_ms", 100) == "100 ms" and option_text("countdown_s", 0.3) == "0.3 s"
    assert option_text("countdown_s", 3.0, [("3 s", 3.0)]) == "3 s"
    assert option_text("expert", True) == "on" and option_text("first_player", None) == "default"
    assert option_text("expert", True, [("Off", False), ("On", True)]) == "On"
    assert option_text("flash_per_round", 1, [("1", 1)]) == "1"


def test_clip_never_halves_a_word_and_stays_within_the_limit() -> None:
    from cogs.kit.text import clip

    text = "Major Scoring — Large Savannah: Ann 2, Bob 2; Small Savannah: Cy 4"
    for limit in range(5, len(text)):
        out = clip(text, limit)
        assert len(out) <= limit and out.endswith("…")
        kept = out[:-1]
        assert text.startswith(kept) and (limit < 30 or text[len(kept)] in " ,;"), (limit, out)
    assert clip(text, len(text)) == text
    assert clip("x" * 50, 10) == "x" * 9 + "…"  # no space to cut at: cut in the word
