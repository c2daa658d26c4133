"""The pseudo-language run (issue 34): a whole match of every game through the double with the
server and every person in ``qps``; every text shown (messages as created and edited, panels, DM
copies, modals, autocomplete choices, thread names) and every label a picture draws must come
through the catalog, but for the words of the parts not converted yet (tests/lang/pseudo_scan.py's
explicit allow-lists, which shrink to nothing as the games and feature cogs are converted). A
planted English literal in the kit is caught."""
from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.client import MenagerieBot
from cogs.kit.labels import watching
from cogs.kit.text import safe
from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import LANGS, PSEUDO_LOCALE, Lang, lang_name, t
from cogs.lang.pseudo import OPEN
from engine import registry
from harness.table import SandboxTable
from sandbox import Interaction, Sandbox, readable
from tests.lang.pseudo_scan import GAME_IDS, Leak, allowed_words, scan

pytestmark = pytest.mark.backends("sqlite")  # about what is shown, not storage


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def games() -> list[str]:
    return [key for key in registry.games() if key in discover()]


async def run_in_qps(sb: Sandbox, tmp_path: Path, game: str, *, stop_after: int | None = None) -> list[Leak]:
    """A match of ``game`` with everyone in ``qps``; what it showed outside the catalog."""
    shown = sb.record_texts()
    labels: list[str] = []
    n = registry.get(game).min_players
    table = SandboxTable(sb, tmp_path / "db.sqlite3", n, locale=PSEUDO_LOCALE)
    with watching(labels.append):
        await table.start_bot()
        await table.open_lobby(game, dict(GAME_UIS[game].demo_options))
        await table.start()
        for p in table.players:  # every panel opened once, as a person who is not sent a DM copy does
            await table.open_panel(p)
        await table.play(seed=5, stop_after=stop_after)
        await sb.settle()
        await table.stop_bot()
    names = [u.name for u in sb.world.users.values()] + [g.name for g in sb.world.guilds.values()]
    names += [c.name for c in sb.world.channels.values() if c.kind == "text"]
    return scan([*shown, *(("picture label", label) for label in labels)], names, allowed_words(game),
                GAME_IDS.get(game, frozenset()))


@pytest.mark.parametrize("game", games())
async def test_a_whole_match_in_the_pseudo_language_shows_nothing_outside_the_catalog(
        sb: Sandbox, tmp_path: Path, game: str) -> None:
    found = await run_in_qps(sb, tmp_path, game)
    assert not found, f"{len(found)} texts shown outside the catalog:\n" + "\n".join(map(str, found[:30]))
    sb.take_violations(code=50007)
    sb.assert_no_violations()


async def test_a_planted_english_literal_is_caught(sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kit's panel with an English line no catalog and no unconverted source has."""
    from cogs.kit import panels  # the module, patched below

    built = panels.build_panel

    def planted(*args: object, **kwargs: object) -> panels.Rendered:
        rendered = built(*args, **kwargs)  # type: ignore[arg-type]
        rendered.content = (rendered.content or "") + "\nZyxwvut planted qwertzuiop"
        return rendered

    monkeypatch.setattr(panels, "build_panel", planted)
    found = await run_in_qps(sb, tmp_path, "mission-wild-life", stop_after=3)
    assert found and all("Zyxwvut" in leak.words and "qwertzuiop" in leak.words for leak in found)


# ------------------------------------------------------------------ the server admins' commands
TYPED = ("Spring 2027", "Summer 2027", "All time", "Zookeeper", "Hosts", "Gone")
"""What the admin types or names in :func:`admin_run` (season names, a nickname, role names):
shown as typed, never translated, so allowed outside brackets as players' names are."""


async def admin_run(sb: Sandbox, tmp_path: Path, *, whole: bool = True,
                    plant: Callable[[MenagerieBot], None] | None = None) -> list[Leak]:
    """A server admin and three players, everyone in ``qps``: every ``/setup`` subcommand (answers,
    refusals, ``/setup show`` with deleted channels), ``/season start|end``, the moderators'
    commands (``/pause``, ``/resume``, ``/removeplayer``, ``/seattobot``, ``/endmatch`` and their
    refusals), a nickname changed mid-match (``cogs.names``), a locked match thread (its note in the
    channel), and with ``whole`` a match of Mission: Wild Life to its result line in the results
    channel. ``plant``: called with the bot once it runs (a test's planted fault). What it showed
    outside the catalog."""
    shown = sb.record_texts()
    labels: list[str] = []
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 4, locale=PSEUDO_LOCALE)
    guild, here = table.guild, table.channel
    games, results, spare, hidden = (sb.add_channel(guild, name) for name in ("board-games", "results", "spare", "hidden"))
    hosts, gone = sb.add_role(guild, "Hosts"), sb.add_role(guild, "Gone")
    mwl = "mission-wild-life"
    with watching(labels.append):
        bot = await table.start_bot(seed_source=lambda: 5)
        if plant is not None:
            plant(bot)
        await sb.set_bot_permissions(hidden, deny=["view_channel"])
        everyone = list(table.players)
        admin, second, _third, fourth = (p.user for p in everyone)

        async def setup(sub: str, **options: Any) -> None:
            await sb.slash(admin, here, "setup", sub, **options)

        await setup("show")
        for sub, options in (
            ("channels add", {"channel": hidden}), ("channels add", {"channel": games}),
            ("channels add", {"channel": games}), ("channels add", {"channel": spare}),
            ("channels remove", {"channel": here}), ("results", {"channel": results}),
            ("hosts add", {"role": hosts}), ("hosts add", {"role": hosts}), ("hosts add", {"role": gone}),
            ("hosts remove", {"role": gone}), ("hosts remove", {"role": gone}),
            ("defaults set", {"game": mwl, "option": "flash_per_round", "value": "2"}),
            ("defaults set", {"game": mwl, "option": "flash_per_round", "value": "9"}),
            ("defaults set", {"game": mwl, "option": "first_player", "value": "0"}),
            ("defaults set", {"game": mwl, "option": "expert", "value": "7"}),
            ("defaults set", {"game": mwl, "option": "Zookeeper", "value": "1"}),
            ("defaults set", {"game": mwl, "option": "time_bank_s", "value": "-5"}),
            ("defaults set", {"game": mwl, "option": "turn_timeout_s", "value": "99999999"}),
            ("defaults set", {"game": mwl, "option": "turn_timeout_s", "value": "5 min"}),
            ("defaults set", {"game": mwl, "option": "time_bank_s", "value": "7200"}),
            ("defaults set", {"game": mwl, "option": "ranked", "value": "off"}),
            ("defaults set", {"game": mwl, "option": "min_reputation", "value": "80"}),
            ("defaults set", {"game": mwl, "option": "absent_after", "value": "3"}),
            ("bots", {"game": mwl, "allowed": False}),
            ("show", {}),
            ("defaults clear", {"game": mwl, "option": "turn_timeout_s"}),
            ("defaults clear", {"game": mwl}), ("defaults clear", {"game": mwl}),
            ("bots", {"game": mwl, "allowed": True}),
            ("language", {"language": "?"}), ("language", {"language": "auto"}),
        ):
            await setup(sub, **options)
        await sb.autocomplete(admin, here, "setup", "language", focused="language", language="")

        for name in ("Spring 2027", "Summer 2027", "All time"):
            await sb.slash(admin, here, "season", sub="start", name=name)
        await sb.slash(admin, here, "season", sub="end")

        await sb.slash(admin, here, "pause")  # nothing running here
        await sb.slash(admin, here, "pause", match=999)
        await sb.slash(admin, here, "endmatch", match=999)
        table.channel = games  # games are opened there now
        match_id = await table.open_lobby(mwl)
        await sb.slash(admin, games, "removeplayer", member=fourth)
        table.players = everyone[:3]
        if whole:
            await table.start()
            thread = table.thread()
            await sb.slash(admin, thread, "pause")
            await sb.slash(admin, thread, "resume")
            await sb.set_nick(guild, admin, "Zookeeper")  # renamed at their next interaction
            await table.play(seed=5, stop_after=2)
            await sb.slash(admin, thread, "seattobot", member=second)
            table.players = [everyone[0], everyone[2]]
            await sb.lock_thread(thread)  # the match goes on in the channel, saying why
            await table.drain()
            await table.play(seed=5)
            await table.drain()
            table.players = everyone[:3]
            match_id = await table.open_lobby(mwl)
            await table.start()
        await sb.slash(admin, games, "endmatch", match=match_id)
        await sb.delete_channel(spare)
        await sb.delete_channel(results)
        await sb.settle()
        await sb.slash(admin, here, "setup", "show")
        await sb.settle()
        await table.stop_bot()
    names = [u.name for u in sb.world.users.values()] + [g.name for g in sb.world.guilds.values()]
    names += [c.name for c in sb.world.channels.values() if c.kind == "text"] + list(TYPED)
    names += [f"{lang_name(lang)} ({lang.value})" for lang in LANGS]  # offered by its name in itself, whoever reads
    return scan([*shown, *(("picture label", label) for label in labels)], names, allowed_words(None))


async def test_the_admin_commands_in_the_pseudo_language_show_nothing_outside_the_catalog(
        sb: Sandbox, tmp_path: Path) -> None:
    shown = sb.record_texts()
    found = await admin_run(sb, tmp_path)
    assert not found, f"{len(found)} texts shown outside the catalog:\n" + "\n".join(map(str, found[:30]))
    texts = [text for _, text in shown]
    for msg_id in ("admin-show-title", "admin-show-footer", "admin-show-where-some-deleted", "admin-thread-closed"):
        assert any(t(Lang.QPS, msg_id) in text for text in texts), msg_id  # a few it must have shown
    results = [text for where, text in shown if where.endswith("content") and text.startswith(OPEN + OPEN + "🏁")]
    assert any("#1:" in text and "https://" in text for text in results), "no result line (with its link)"
    sb.take_violations(code=50007)
    sb.take_violations(code=50083)
    sb.take_violations(code=160005)
    sb.assert_no_violations()


async def test_a_planted_english_answer_of_an_admin_command_is_caught(sb: Sandbox, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``/setup channels add`` answering in English (its message rendered in the source language
    whoever reads) is caught: every English word of it outside brackets (no source's words are
    allowed any more: tests/lang/pseudo_scan.py)."""

    def plant(bot: MenagerieBot) -> None:
        cog: Any = bot.get_cog("SetupCog")
        assert cog is not None
        module = type(cog).channels_add.callback.__globals__  # the extension's own module (loaded afresh)
        render = module["t"]
        monkeypatch.setitem(module, "t", lambda lang, msg, **args: render(
            Lang.EN if msg == "admin-channels-added" else lang, msg, **args))

    found = await admin_run(sb, tmp_path, whole=False, plant=plant)
    english = {"Added", "games", "may", "now", "be", "opened", "in"}  # admin-channels-added, in English
    assert found and all("Added" in leak.words and set(leak.words) <= english and "games may now be opened" in leak.text
                         for leak in found)


async def test_the_match_services_refusals_come_through_the_catalog(sb: Sandbox, tmp_path: Path) -> None:
    """The match service's refusals (engine/service: ``service-…`` codes) reach a person in their
    language, a name in them inert: a second Join, Start by a guest, a second /pause (naming who
    paused). Everything shown passes the scan with no engine source allowed."""
    shown = sb.record_texts()
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, locale=PSEUDO_LOCALE)
    await table.start_bot()
    match_id = await table.open_lobby("mission-wild-life")
    assert table.lobby is not None
    host, guest = table.players[0].user, table.players[1].user

    async def answer(interaction: Interaction) -> str:
        assert not interaction.failed and interaction.ephemeral and interaction.message is not None, interaction.errors
        return readable(interaction.message.text())

    again = await answer(await sb.click(guest, table.lobby, custom_id=f"lobby:{match_id}:join"))
    assert again == t(Lang.QPS, "service-lobby-already-in")
    early = await answer(await sb.click(guest, table.lobby, custom_id=f"lobby:{match_id}:start"))
    assert early == t(Lang.QPS, "service-host-only")
    await table.start()
    thread = table.thread()
    await sb.slash(host, thread, "pause")
    twice = await answer(await sb.slash(host, thread, "pause"))
    assert twice == readable(t(Lang.QPS, "service-pause-already", match=str(match_id), name=safe(host.name)))
    assert twice.startswith("⟦") and host.name in twice
    await table.stop_bot()
    names = [u.name for u in sb.world.users.values()] + [g.name for g in sb.world.guilds.values()]
    names += [c.name for c in sb.world.channels.values() if c.kind == "text"]
    found = scan(shown, names, allowed_words(None))
    assert not found, "\n".join(map(str, found[:30]))
