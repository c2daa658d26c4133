"""The library floor of ``python -m bench cpu``: what discord.py alone costs for a game's traffic.

The cpu bench's floor (the match service alone) leaves out what any discord.py bot pays to
talk to Discord at all: parsing each gateway frame into an ``Interaction`` and its
``Message``, building the components, serialising the request, aiohttp's request and
response, and the ``Message`` discord.py builds from each answer. This module measures that
part by itself. After the real bot's run of a game, a **bare bot** (a plain
``discord.Client``: no engine, no storage, no pictures drawn, no budget, no render queue) runs
in another process against the same double and is given the same traffic, counted from the
real run:

* the same number of clicks, from people at the same number of tables, at random moments of the
  same wall time (each table's clicks a Poisson process of that count); each click is on a
  message the bare bot posted, and carries that message whole in its INTERACTION_CREATE frame,
  as a real click does;
* each click answered as the real bot answers a click on a panel: an update of the clicked
  message (callback type 7) to a components-v2 layout of the same shape as the real run's
  median panel (its components' JSON, taken from the double), built anew for every answer
  from that JSON with ``discord.ui`` (as a bot builds a message from its data);
* the same number of token edits, spread evenly over the clicks: each one an edit of the clicked
  message through the click's token (``edit_original_response``) to the panel layout again;
* the same number of other writes (the real run's table edits, DM-copy edits and posts),
  spread evenly over the clicks: each one an edit of a message of the same shape as the real
  run's median table, alternately the table channel's message and a DM message;
* the same number of uploads: that many of the writes carry a PNG of the real run's mean upload
  size, shown in the layout's media gallery.

The bare bot runs the same lag probe as the real bot (:class:`bench.cpu_bot.Probe`), whose
wake-ups are CPU too. Its CPU over the phase ÷ the real run's committed actions is the
**library floor per move**: the least a bot built on discord.py could spend on this game's
traffic, whatever its game code. ``bot CPU − library floor`` is then what this project's own
code adds (the engine, storage, pictures, panels, queue, budget), the part its code can change.

Process protocol (stdin/stdout, one JSON line each way), as :mod:`bench.cpu_bot`:

* ``setup {"channels": [[guild channel id, user id], ...], "panel": [...], "table": [...], "png": N}``
  → posts a panel and a table message in each channel and one DM message to each user;
  answered ``{}``. ``panel``/``table``: components JSON; ``png``: upload size in bytes;
* ``traffic {"clicks": C, "writes": W, "token_edits": T, "uploads": U}`` → over the next C
  clicks, W writes and T token edits evenly spread, U of the writes carrying the PNG;
* ``drain`` → answered once every write and token edit started so far has ended;
* ``mark`` → the process's CPU seconds so far and the lags since the previous mark;
* ``quit``.
"""
from __future__ import annotations

import argparse
import asyncio
import io
import json
import logging
import sys
import time
import zlib
from typing import Any

import discord

from bench.cpu_bot import Probe, serve
from cogs.kit.layout import UnstoredLayout

PICTURE = "picture.png"


# ----------------------------------------------------------------------------- the layouts
def _emoji(data: dict[str, Any] | None) -> discord.PartialEmoji | None:
    if not data:
        return None
    return discord.PartialEmoji(name=data.get("name") or "", id=int(data["id"]) if data.get("id") else None,
                                animated=bool(data.get("animated")))


def _item(data: dict[str, Any], with_picture: bool) -> discord.ui.Item[Any] | None:
    """One component as discord.py builds it (None: a kind this bench leaves out)."""
    kind = data.get("type")
    if kind == 10:
        return discord.ui.TextDisplay(str(data.get("content", "")))
    if kind == 14:
        return discord.ui.Separator()
    if kind == 12:
        if not with_picture:
            return None
        items = data.get("items") or [{}]
        return discord.ui.MediaGallery(*[
            discord.MediaGalleryItem(f"attachment://{PICTURE}", description=it.get("description")) for it in items[:1]])
    if kind == 2:
        return discord.ui.Button(style=discord.ButtonStyle(int(data.get("style", 2))), label=data.get("label"),
                                 custom_id=data.get("custom_id"), disabled=bool(data.get("disabled")),
                                 emoji=_emoji(data.get("emoji")))
    if kind == 3:
        options = [discord.SelectOption(label=o["label"], value=o["value"], description=o.get("description"),
                                        emoji=_emoji(o.get("emoji")), default=bool(o.get("default")))
                   for o in data.get("options", [])]
        return discord.ui.Select(custom_id=str(data.get("custom_id")), placeholder=data.get("placeholder"),
                                 min_values=int(data.get("min_values", 1)), max_values=int(data.get("max_values", 1)),
                                 options=options, disabled=bool(data.get("disabled")))
    if kind == 1:
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        for child in data.get("components", []):
            item = _item(child, with_picture)
            if item is not None:
                row.add_item(item)
        return row
    if kind == 17:
        colour = data.get("accent_color")
        container: discord.ui.Container[Any] = discord.ui.Container(
            accent_colour=discord.Colour(colour) if colour is not None else None)
        for child in data.get("components", []):
            item = _item(child, with_picture)
            if item is not None:
                container.add_item(item)
        return container
    return None


def build_layout(components: list[dict[str, Any]], *, with_picture: bool = False) -> discord.ui.LayoutView:
    """A ``LayoutView`` of ``components`` (components-v2 JSON as the double stores a message's);
    media galleries only ``with_picture`` (then showing ``attachment://picture.png``)."""
    layout = UnstoredLayout(timeout=None)
    for data in components:
        item = _item(data, with_picture)
        if item is not None:
            layout.add_item(item)
    return layout


def png_of_size(size: int) -> bytes:
    """A valid PNG of about ``size`` bytes (an uncompressible greyscale strip)."""
    import random

    rng = random.Random(size)
    width = 256
    rows = max(1, size // (width + 1))
    raw = b"".join(b"\x00" + bytes(rng.getrandbits(8) for _ in range(width)) for _ in range(rows))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")

    header = width.to_bytes(4, "big") + rows.to_bytes(4, "big") + bytes([8, 0, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 0)) + chunk(b"IEND", b"")


# ----------------------------------------------------------------------------- the bare bot
class Spread:
    """``total`` things spread evenly over ``steps`` steps: :meth:`step` says how many this step
    does (whole numbers, ``total`` in all over the first ``steps`` steps, none after)."""

    def __init__(self, total: int, steps: int) -> None:
        self.total, self.steps, self.done = total, max(1, steps), 0

    def step(self) -> int:
        if self.done >= self.steps:
            return 0
        self.done += 1
        return (self.done * self.total) // self.steps - ((self.done - 1) * self.total) // self.steps


class BareBot(discord.Client):
    """Answers every component click with the panel layout, and makes its share of writes."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.panel: list[dict[str, Any]] = []
        self.table: list[dict[str, Any]] = []
        self.png = b""
        self.targets: dict[int, list[discord.PartialMessage]] = {}  # channel id -> [table message, DM message]
        self.writes = Spread(0, 1)
        self.token_edits = Spread(0, 1)
        self.uploads = Spread(0, 1)
        self._turn = 0
        self.tasks: set[asyncio.Task[None]] = set()
        self.failures = 0

    async def setup_tables(self, setup: dict[str, Any]) -> None:
        self.panel, self.table = setup["panel"], setup["table"]
        self.png = png_of_size(int(setup["png"]))
        for channel_id, user_id in setup["channels"]:
            channel = self.get_partial_messageable(int(channel_id))
            await channel.send(view=build_layout(self.panel))
            table = await channel.send(view=build_layout(self.table))
            user = await self.fetch_user(int(user_id))
            dm = await user.send(view=build_layout(self.table))
            dm_channel = self.get_partial_messageable(dm.channel.id)
            self.targets[int(channel_id)] = [channel.get_partial_message(table.id),
                                             dm_channel.get_partial_message(dm.id)]

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        try:
            await interaction.response.edit_message(view=build_layout(self.panel))
        except discord.HTTPException:
            self.failures += 1
            return
        for _ in range(self.token_edits.step()):
            self._spawn(self._token_edit(interaction))
        targets = self.targets.get(interaction.channel_id or 0) or []
        for _ in range(self.writes.step() if targets else 0):
            upload = self.uploads.step() > 0
            self._turn += 1
            self._spawn(self._write(targets[self._turn % 2], upload))

    def _spawn(self, work: Any) -> None:
        task = asyncio.create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _token_edit(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.edit_original_response(view=build_layout(self.panel))
        except discord.HTTPException:
            self.failures += 1

    async def _write(self, message: discord.PartialMessage, upload: bool) -> None:
        try:
            if upload:
                await message.edit(view=build_layout(self.table, with_picture=True),
                                   attachments=[discord.File(io.BytesIO(self.png), PICTURE)])
            else:
                await message.edit(view=build_layout(self.table))
        except discord.HTTPException:
            self.failures += 1


async def run(api: str, gateway: str) -> None:
    from sandbox.patch import pointed_at

    probe = Probe()
    bot = BareBot()

    async def answer(line: str) -> dict[str, Any]:
        word, _, rest = line.partition(" ")
        if word == "mark":
            return {**probe.mark(), "failures": bot.failures}
        if word == "setup":
            await bot.setup_tables(json.loads(rest))
        elif word == "traffic":
            t = json.loads(rest)
            bot.writes = Spread(t["writes"], t["clicks"])
            bot.token_edits = Spread(t["token_edits"], t["clicks"])
            bot.uploads = Spread(t["uploads"], t["writes"])
        elif word == "drain":  # every write started so far has ended
            while bot.tasks:
                await asyncio.wait(set(bot.tasks))
        return {}

    with pointed_at(api, gateway):
        await serve(bot, probe, answer, wait_ready=True)


# ----------------------------------------------------------------------------- the driver (the double's side)
def _median_by_size(messages: list[Any]) -> list[dict[str, Any]]:
    """The components of the message whose components' JSON is of median length."""
    sized = sorted((len(json.dumps(m.components)), i) for i, m in enumerate(messages) if m.components)
    if not sized:
        return []
    components: list[dict[str, Any]] = messages[sized[len(sized) // 2][1]].components
    return components


def shape_of(sb: Any, tables: list[Any]) -> dict[str, Any]:
    """The real run's median panel and table (components JSON) and the characters of each, from
    the double's messages (``tables``: the run's :class:`bench.cpu_people.RemoteTable` s)."""
    panels = [sb.world.messages.get(m.id, m) for t in tables for m in t.panels.values()]
    boards = [m for m in (t._table() for t in tables) if m is not None]
    panel, table = _median_by_size(panels), _median_by_size(boards)
    return {"panel": panel, "table": table, "panel_chars": len(json.dumps(panel)), "table_chars": len(json.dumps(table))}


async def measure_bare(real: dict[str, Any], shape: dict[str, Any], tables: int, tmp: Any,
                       seed: int = 1) -> dict[str, Any]:
    """Run the bare bot on the traffic of a real run (``real``: :func:`bench.cpu_bench.measure_game`'s
    figures; ``shape``: :func:`shape_of`). Returns its CPU seconds over the phase, the clicks,
    writes and uploads it was given and made, and the requests the double received."""
    import random

    from bench.cpu_bench import BotProcess, Uploads
    from sandbox import Sandbox

    clicks = int(real["interactions"])
    token_edits = int(real["token_edits"])
    writes = max(0, int(real["requests"]) - int(real["kinds"].get("POST interactions/…/callback", 0)) - token_edits)
    uploads = int(real["uploads"])
    logging.getLogger("sandbox").setLevel(logging.ERROR)
    bot: BotProcess | None = None
    try:
        async with Sandbox(quiet=0.01) as sb:
            people = []
            for no in range(tables):
                user = sb.add_user(f"bare{no}")
                guild = sb.add_guild(f"Bare {no}", members=[user], owner=user)
                people.append((user, sb.add_channel(guild, "games")))
            bot = await BotProcess.start(sb.api_url, sb.gateway_url, "", tmp / "bare.log", module="bench.cpu_bare")
            await sb.wait_until(lambda: bool(sb.server.gateway.live_sessions), 120)
            await bot.ask("mark")
            png = int(real["upload_bytes"] / uploads) if uploads else 0
            await bot.ask("setup " + json.dumps({"channels": [[c.id, u.id] for u, c in people], "panel": shape["panel"],
                                                  "table": shape["table"], "png": png}))
            panels = {c.id: next(m for m in sb.messages(c) if m.author_id == sb.bot_user.id) for _, c in people}
            await bot.ask("traffic " + json.dumps({"clicks": clicks, "writes": writes, "token_edits": token_edits,
                                                    "uploads": min(uploads, writes)}))
            first_interaction = max(sb.world.interactions, default=0)
            first_request = len(sb.world.requests)
            rng = random.Random(seed)
            per_table = [clicks // tables + (1 if i < clicks % tables else 0) for i in range(tables)]
            span = float(real["wall_s"])
            start = asyncio.get_running_loop().time()

            async def click(user: Any, channel: Any, n: int, r: random.Random) -> int:
                # a table's clicks at random moments of the real run's wall time (a Poisson process
                # of that many events), each after the previous one's answer
                done = 0
                for at in sorted(r.uniform(0, span) for _ in range(n)):
                    await asyncio.sleep(max(0.0, start + at - asyncio.get_running_loop().time()))
                    panel = sb.world.messages[panels[channel.id].id]
                    buttons = [b for b in panel.buttons if not b.get("disabled")]
                    selects = [s for s in panel.selects if s.get("type") == 3 and s.get("options") and not s.get("disabled")]
                    if buttons:
                        rec = await sb.click(user, panel, custom_id=r.choice(buttons)["custom_id"], settle=False)
                    elif selects:
                        pick = r.choice(selects)
                        rec = await sb.select(user, panel, pick["custom_id"], [pick["options"][0]["value"]], settle=False)
                    else:
                        break
                    done += 0 if rec.failed else 1
                return done

            with Uploads() as counted:
                before = await bot.ask("mark")
                w0 = time.perf_counter()
                made = await asyncio.gather(*(click(u, c, n, random.Random(rng.randrange(2**32)))
                                              for (u, c), n in zip(people, per_table, strict=True)))
                await bot.ask("drain")
                after = await bot.ask("mark")
                wall = time.perf_counter() - w0
            recs = [r for i, r in sb.world.interactions.items() if i > first_interaction]
            reqs = sb.world.requests[first_request:]
            out = {"cpu_s": after["cpu"] - before["cpu"], "wall_s": wall, "clicks": sum(made),
                   "clicks_asked": clicks, "writes_asked": writes, "uploads_asked": uploads,
                   "token_edits_asked": token_edits,
                   "global_429": sum(1 for h in sb.rate_limited if h.scope == "global" and not h.forced),
                   "limited": len(sb.rate_limited),
                   "requests": len(reqs), "uploads": counted.files, "failures": after.get("failures", 0),
                   "rt": [(r.acked_at - r.dispatched_at) * 1000 for r in recs if r.acked_at is not None],
                   "lags": after["lags"]}
            await bot.stop()
            bot = None
    finally:
        if bot is not None:
            await bot.stop()
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--api", required=True)
    ap.add_argument("--gateway", required=True)
    ap.add_argument("--database", default="", help="unused (the bare bot keeps nothing)")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    asyncio.run(run(args.api, args.gateway))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
