"""Slash commands in each client's language (issue 34), through the real bot and the double: the
sync carries every command's, option's and choice's German name and description from
``locales/de/commands.ftl``, the double (as strict as Discord, sandbox/commands.py) accepts them,
and ``locales/en/commands.ftl`` is exactly the code's English, so a new command, option or choice
fails here until both files have it."""
from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from cogs.lang import LOCALES, Catalog, Lang
from cogs.lang.translator import choice_id, command_id, option_id
from harness.table import SandboxTable
from sandbox import Sandbox
from tests.lang import catalog_checks as checks

pytestmark = pytest.mark.backends("sqlite")  # about Discord, not storage

SUBCOMMANDS = (1, 2)


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.01) as sandbox:
        yield sandbox


def nodes(commands: list[dict[str, Any]]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """Every translatable node of the synced commands: ``(message id, kind, JSON)``, kind one of
    ``command`` (commands, groups, subcommands), ``option`` and ``choice``."""
    def walk(node: dict[str, Any], path: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
        yield command_id(path), "command", node
        for option in node.get("options") or []:
            if option.get("type") in SUBCOMMANDS:
                yield from walk(option, f"{path} {option['name']}")
            else:
                yield option_id(path, option["name"]), "option", option
                for choice in option.get("choices") or []:
                    yield choice_id(choice["name"]), "choice", choice
    for command in commands:
        yield from walk(command, command["name"])


def english_of(commands: list[dict[str, Any]]) -> dict[str, str]:
    """What ``locales/en/commands.ftl`` must hold for these commands: ``{"cmd-play": "play",
    "cmd-play.description": "Open a lobby …", …}``."""
    found: dict[str, str] = {}
    for msg_id, kind, node in nodes(commands):
        found[msg_id] = node["name"]
        if kind != "choice":
            found[msg_id + ".description"] = node["description"]
    return found


def catalog_entries(cat: Catalog, lang: Lang) -> dict[str, str]:
    """Every value and attribute of ``lang``'s ``commands.ftl``, rendered."""
    cats = checks.read(cat.root)
    found: dict[str, str] = {}
    for entry in cats.files[lang.value][checks.COMMANDS_FILE].body:
        if isinstance(entry, checks.FTL.Message):
            for part in checks.patterns(entry):
                found[entry.id.name + part] = cat.render(lang, entry.id.name + part)
    return found


async def test_the_sync_carries_german_names_the_double_accepts_and_english_matches_the_code(
        sb: Sandbox, tmp_path: Path) -> None:
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 2)
    await table.start_bot()
    synced = [c.payload for c in sb.world.commands[None]]
    assert synced and sb.world.violations == []  # the double accepted every localisation
    cat = Catalog(LOCALES, strict=True)

    english, german = catalog_entries(cat, Lang.EN), catalog_entries(cat, Lang.DE)
    assert english == english_of(synced), "locales/en/commands.ftl must be exactly the code's English"
    assert german.keys() == english.keys()

    for msg_id, kind, node in nodes(synced):
        assert node.get("name_localizations", {}).get("de") == german[msg_id], msg_id
        if kind != "choice":
            assert node.get("description_localizations", {}).get("de") == german[msg_id + ".description"], msg_id
        # only Discord's locale codes, and only the languages we ship besides English
        assert set(node.get("name_localizations") or {}) <= {"de"}

    # one German name per command, and per subcommand within its group (Discord keeps them apart by name)
    def siblings(options: list[dict[str, Any]]) -> list[list[str]]:
        subs = [o for o in options if o.get("type") in SUBCOMMANDS]
        return [[o["name_localizations"]["de"] for o in subs]] + [s for o in subs for s in siblings(o.get("options") or [])]
    groups = [[c["name_localizations"]["de"] for c in synced]] + [s for c in synced for s in siblings(c.get("options") or [])]
    for names in groups:
        assert len(names) == len(set(names)), names

    # Discord sends the English names whatever the client shows: a German client's /spielen still runs /play
    r = await sb.slash(table.players[0].user, table.channel, "play", game="mission-wild-life")
    assert not r.failed
    await table.stop_bot()
