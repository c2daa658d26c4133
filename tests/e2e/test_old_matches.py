"""A database as main left it before issue 34, opened by today's real bot on the double: it starts on
it (the migrations run), and ``/history``, ``/profile`` and ``/standings`` read its finished match in
each reader's language. What every part says is checked in ``tests/cogs/test_old_matches.py``; here
the way there: a German person's ``/history`` is German, an English one's English, the server's
``/profile`` and ``/standings`` in the server's German."""
from __future__ import annotations

import logging
import re
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.history import history_pages
from cogs.lang import Lang
from discord_codes import DiscordCode
from harness.table import SandboxTable
from sandbox import Sandbox, unisolated
from tests.cogs.test_old_matches import OLD_MATCHES, OldMatch

pytestmark = pytest.mark.backends("sqlite")  # each file is a SQLite database as main left it


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def rehome(path: Path, table: SandboxTable) -> None:
    """Point the old database's snowflakes (the double main played on) at this double's server,
    channel and people, seat by seat, and date the match's end now, so the bot starting on it
    redraws its final table as after a deploy; everything else stays as main left it (the kept
    messages' thread and DMs were that double's)."""
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE matches SET updated_at = ? WHERE id = 1", (time.time(),))
        guild, channel = conn.execute("SELECT guild_id, channel_id FROM matches WHERE id = 1").fetchone()
        users = [u for (u,) in conn.execute("SELECT user_id FROM seats WHERE match_id = 1 ORDER BY seat")]
        ids = {guild: table.guild.id, channel: table.channel.id} | {
            old: p.user.id for old, p in zip(users, table.players, strict=True)}
        columns = [("matches", "guild_id"), ("matches", "channel_id"), ("matches", "host_id"), ("seats", "user_id"),
                   ("results", "user_id"), ("ratings", "guild_id"), ("ratings", "user_id"), ("reputation", "guild_id"),
                   ("reputation", "user_id"), ("match_messages", "channel_id"), ("match_messages", "user_id")]
        for table_name, column in columns:
            for old, new in ids.items():
                conn.execute(f"UPDATE {table_name} SET {column} = ? WHERE {column} = ?", (new, old))


@pytest.mark.parametrize("spec", OLD_MATCHES, ids=[o.game for o in OLD_MATCHES])
async def test_the_real_bot_reads_an_old_match_in_each_reader_s_language(sb: Sandbox, tmp_path: Path, spec: OldMatch,
                                                                         caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "main.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.executescript(spec.dump.read_text(encoding="utf-8"))
        seats = conn.execute("SELECT count(*) FROM seats").fetchone()[0]
        winner = conn.execute("SELECT seat FROM results WHERE place = 1").fetchone()[0]
    table = SandboxTable(sb, path, seats, locale="de")  # a German server, German people
    rehome(path, table)
    with sqlite3.connect(path) as conn:  # the thread and DMs of main's double
        elsewhere = {c for (c,) in conn.execute("SELECT channel_id FROM match_messages WHERE channel_id != ?",
                                               (table.channel.id,))}
    bot = await table.start_bot()
    await table.drain()  # the final table redrawn from main's stored state, in the server's German
    gone = sb.take_violations(code=DiscordCode.UNKNOWN_CHANNEL)
    assert all(any(f"/channels/{c}/messages/" in str(v) for c in elsewhere) for v in gone), gone
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
    reader = table.players[0].user
    for lang, locale, footer in ((Lang.DE, "de", "Seite 1/"), (Lang.EN, "en-US", "page 1/")):
        reader.locale = locale
        r = await sb.slash(reader, table.channel, "history", match=1)
        assert r.message is not None and r.ephemeral
        title, pages = await history_pages(bot.service, 1, table.guild.id, lang)
        embed = r.message.embeds[0]
        assert embed["title"] == title and unisolated(embed["description"]) == unisolated(pages[0])
        assert footer in embed["footer"]["text"]
        assert [p for p in spec.history[lang] if p in unisolated("\n".join(pages))] == list(spec.history[lang])
    r = await sb.slash(reader, table.channel, "profile")
    assert r.message is not None
    text = r.message.text()
    assert "Letzte Partien" in text and "#1" in text and "1 Partie" in text
    r = await sb.slash(reader, table.channel, "standings", game=spec.game)
    assert r.message is not None
    rows = [line for line in r.message.text().splitlines() if re.match(r"[0-9]+\. ", line)]
    assert len(rows) == seats and all("1 Partie" in row for row in rows)
    name = re.escape(table.players[winner].user.name)
    assert re.match(rf"1\. (\*\*)?{name}(\*\*)? — ", rows[0]), rows  # main's result, rated by main (the reader bold)
    sb.assert_no_violations()
    await table.stop_bot()
