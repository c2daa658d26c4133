"""The cpu bench's library floor (``bench/cpu_bare.py``) and its sampled profile summary
(``bench/spy.py``) measure what they say: the bare bot is given the real run's traffic and makes
all of it, and the profile's shares add up from the stacks as py-spy writes them."""
from __future__ import annotations

from pathlib import Path

from bench import spy
from bench.cpu_bare import build_layout, measure_bare
from bench.cpu_bench import library_floor_ms, measure_game

ROOT = Path(__file__).resolve().parents[2]


async def test_the_bare_bot_makes_the_real_runs_traffic(tmp_path: Path) -> None:
    real = await measure_game("mission-wild-life", 2, 4, 0.05, tmp_path)
    # the run has every kind the bare bot replays: clicks, token edits, other writes, uploads
    assert real["actions"] > 0 and real["interactions"] > 0 and real["token_edits"] > 0 and real["uploads"] > 0, real
    shape = real["shape"]
    assert shape["panel"] and shape["table"], shape  # taken from the run's own messages
    bare = await measure_bare(real, shape, 2, tmp_path)
    assert bare["failures"] == 0 and bare["clicks"] == bare["clicks_asked"] == real["interactions"], bare
    # every click answered, and every write and token edit asked for made, nothing rate limited
    assert bare["requests"] == bare["clicks"] + bare["writes_asked"] + bare["token_edits_asked"], bare
    assert bare["uploads"] == bare["uploads_asked"] == real["uploads"], bare
    assert bare["limited"] == 0 and bare["writes_asked"] > 0 and bare["token_edits_asked"] > 0, bare
    assert bare["cpu_s"] > 0 and library_floor_ms(real, bare) > 0


def test_a_layout_is_rebuilt_from_its_json() -> None:
    panel = [{"type": 17, "accent_color": 0x2E7D32, "components": [
        {"type": 10, "content": "### Your hand"},
        {"type": 12, "items": [{"media": {"url": "attachment://table.png"}, "description": "the trick"}]},
        {"type": 1, "components": [
            {"type": 2, "style": 1, "label": "Play 3", "custom_id": "mwl:1:play:gray-3", "emoji": {"name": "🃏"}},
            {"type": 2, "style": 2, "label": "Refresh", "custom_id": "mwl:1:refresh", "disabled": True}]},
        {"type": 1, "components": [{"type": 3, "custom_id": "wl:1:place", "placeholder": "Where?", "options": [
            {"label": "A1", "value": "a1"}, {"label": "B2", "value": "b2", "default": True}]}]}]}]
    built = build_layout(panel).to_components()
    assert built[0]["type"] == 17 and built[0]["accent_color"] == 0x2E7D32
    kinds = [c["type"] for c in built[0]["components"]]
    assert kinds == [10, 1, 1]  # the gallery left out: no picture is sent with it
    buttons = built[0]["components"][1]["components"]
    assert [b["custom_id"] for b in buttons] == ["mwl:1:play:gray-3", "mwl:1:refresh"]
    assert buttons[1]["disabled"] is True and buttons[0]["emoji"]["name"] == "🃏"
    select = built[0]["components"][2]["components"][0]
    assert [o["value"] for o in select["options"]] == ["a1", "b2"] and select["options"][1]["default"] is True
    with_picture = build_layout(panel, with_picture=True).to_components()
    assert [c["type"] for c in with_picture[0]["components"]] == [10, 12, 1, 1]
    assert with_picture[0]["components"][1]["items"][0]["media"]["url"] == "attachment://picture.png"


def test_the_profile_summary_adds_up_the_samples(tmp_path: Path) -> None:
    r = str(ROOT)
    lib = "/venv/lib/python3.11/site-packages"
    stacks = tmp_path / "spy.txt"
    stacks.write_text("\n".join([
        # the loop: discord.py's request for our table edit (3), aiohttp reading the gateway (1)
        f"thread (1): MainThread;run ({r}/bot.py:1);_draw_table ({r}/cogs/table.py:497);"
        f"edit ({lib}/discord/message.py:1414);request ({lib}/aiohttp/client.py:900) 3",
        f"thread (1): MainThread;run_forever (/usr/lib/python3.11/asyncio/base_events.py:607);"
        f"read ({lib}/aiohttp/client_ws.py:10) 1",
        # the picture thread: Pillow under a drawing of ours (4)
        f"thread (2): picture_0;draw ({r}/cogs/games/wildlife/picture.py:5);paste ({lib}/PIL/Image.py:1933) 4",
        # the storage thread (2)
        f"thread (3): Thread-1 (_connection_worker_thread);run ({lib}/aiosqlite/core.py:59) 2",
        "a line that is no stack",
    ]) + "\n")
    threads, own, for_, for_file, functions = spy.summarize(stacks, ROOT, 10.0)
    assert threads.startswith("10 samples; threads: ")
    assert "MainThread 40.0 % (4.00 ms)" in threads and "picture 40.0 % (4.00 ms)" in threads
    assert "storage 20.0 % (2.00 ms)" in threads
    assert "PIL 40.0 % (4.00 ms)" in own and "aiohttp 40.0 % (4.00 ms)" in own and "aiosqlite 20.0 %" in own
    assert "cogs/games/wildlife 40.0 %" in for_ and "cogs/table 30.0 % (3.00 ms)" in for_
    assert "no code of ours: aiohttp 10.0 %" in for_ and "no code of ours: aiosqlite 20.0 %" in for_
    assert "cogs/games/wildlife/picture.py 40.0 %" in for_file and "cogs/table.py 30.0 %" in for_file
    assert "no code of ours 30.0 %" in for_file
    assert "PIL/Image.py:1933) 40.0 %" in functions


def test_the_profile_summary_of_no_samples(tmp_path: Path) -> None:
    empty = tmp_path / "spy.txt"
    empty.write_text("")
    assert spy.summarize(empty, ROOT, 1.0) == ["no samples"]
