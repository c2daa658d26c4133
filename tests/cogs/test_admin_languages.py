"""The server admins' commands in every language (issue 34): ``/setup``, the moderators' commands and
``/season`` (locales/*/admin.ftl). Their longest states in German and in the ~40 % longer
pseudo-language keep Discord's limits; values and labels are typed and shown in the reader's
language; the all-time standings' name is refused as a season name in every language."""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Visitor

from cogs.kit.text import clip, safe
from cogs.kit.ui import discover
from cogs.lang import LOCALES, Lang, t
from cogs.seasons import season_name
from cogs.server_setup import config_embed, either, result_line
from cogs.shared.option_words import accepts, field_label, parse_value, typed_field, value_text
from cogs.shared.words import game_title, is_all_time
from engine import registry
from engine.core import AnyGame
from engine.service import MatchError
from engine.service.guild_config import MAX_CHANNELS, MAX_ROLES, GameDefaults, GuildConfig, check_default, option_names
from sandbox.limits import CONTENT_MAX, check_embeds
from storage import MatchRecord, MatchStatus, SeatRecord

LANGS = [Lang.EN, Lang.DE, Lang.QPS]
SNOWFLAKE = 1_234_567_890_123_456_789
"""A Discord id as long as they come (19 digits)."""
LONG_NAME = "W" * 32
"""A display name as long as Discord allows (32), of wide letters."""


@pytest.fixture(autouse=True)
def _games() -> None:
    discover()


def games() -> list[AnyGame]:
    return [registry.get(key) for key in sorted(registry.games())]


def longest_value(game: AnyGame, field: str, lang: Lang) -> Any:
    """The value of ``field`` whose words are longest in ``lang`` among those it accepts (its
    choices, on/off, none, its bounds)."""
    candidates: list[Any] = [True, False, None, 0, 1, 3, 80, 100, 3_600, 7_200.5, 86_400, 259_200, 604_800, 10_000]
    fitting = []
    for value in candidates:
        try:
            fitting.append(check_default(game, field, value))
        except ValueError:
            continue
    return max(fitting, key=lambda v: len(value_text(game, field, v, lang)))


def longest_config() -> GuildConfig:
    """The most /setup can hold: every channel and role slot taken, a results channel, every option
    of every game set to its longest value, bots barred everywhere."""
    defaults = {g.key: GameDefaults(options={f: longest_value(g, f, Lang.QPS) for f in option_names(g)}, bots=False)
                for g in games()}
    return GuildConfig(channels=[SNOWFLAKE + i for i in range(MAX_CHANNELS)], results_channel=SNOWFLAKE - 1,
                       host_roles=[SNOWFLAKE + 100 + i for i in range(MAX_ROLES)], defaults=defaults)


@pytest.mark.parametrize("lang", LANGS)
def test_setup_show_at_its_longest_keeps_discords_embed_limits(lang: Lang) -> None:
    """Every channel and role deleted (the longest words: a note with the id each), every option of
    every game set: within Discord's embed limits, and every game's defaults still shown."""
    embed = config_embed(None, longest_config(), lang)
    problems = check_embeds([dict(embed.to_dict())])
    assert not problems, problems
    shown = "\n".join(f.value or "" for f in embed.fields)
    for g in games():
        assert game_title(lang, g.key) in shown, g.key
    assert t(lang, "admin-show-where-all-deleted") in shown  # the list is cut, never the note after it
    assert t(lang, "admin-show-no-bots") in shown


@pytest.mark.parametrize("lang", LANGS)
def test_a_result_line_of_the_most_seats_keeps_its_link(lang: Lang) -> None:
    """The most seats any game has, each with a long name, a fractional score and left: the whole line,
    link included, fits one message."""
    seats = max(g.max_players for g in games())
    record = MatchRecord(id=123_456, guild_id=SNOWFLAKE, channel_id=SNOWFLAKE + 1, thread_id=SNOWFLAKE + 2,
                         game="wildlife", status=MatchStatus.FINISHED, host_id=1, options={}, seed=1, state=None,
                         version=0, timers={}, created_at=0.0, updated_at=0.0,
                         seats=[SeatRecord(i, 100 + i, LONG_NAME) for i in range(seats)])
    line = result_line(record, [(i, 100 + i, i + 1, 1234.5, True) for i in range(seats)], lang)
    assert len(line) <= CONTENT_MAX
    assert f"https://discord.com/channels/{SNOWFLAKE}/{SNOWFLAKE + 2}" in line and "…" not in line, line[-80:]
    assert line.count(LONG_NAME) == seats


class _Selectors(Visitor):
    """The variant keys each selector variable of a message picks among."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, list[str]] = {}
        self.variables: set[str] = set()

    def visit_VariableReference(self, node: FTL.VariableReference) -> None:  # noqa: N802 - the visitor's name
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: FTL.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, FTL.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                keys.append(key.name if isinstance(key, FTL.Identifier) else key.value)
        self.generic_visit(node)


def admin_messages() -> dict[str, _Selectors]:
    resource = FluentParser().parse((LOCALES / "en" / "admin.ftl").read_text(encoding="utf-8"))
    found = {}
    for entry in resource.body:
        if isinstance(entry, FTL.Message):
            seen = _Selectors()
            seen.visit(entry)
            found[entry.id.name] = seen
    return found


def longest_args(lang: Lang) -> dict[str, Any]:
    """The longest value each of admin.ftl's placeholders is given in ``lang``."""
    roles = [f"<@&{SNOWFLAKE + i}>" for i in range(MAX_ROLES)]
    labels = [(g, f) for g in games() for f in option_names(g)]
    return {
        "channel": t(lang, "admin-channel-deleted", id=str(SNOWFLAKE)),
        "channels": " ".join(f"<#{SNOWFLAKE + i}>" for i in range(MAX_CHANNELS)),
        "role": roles[0], "roles": either(lang, roles),
        "first": roles[0], "rest": either(lang, roles[1:]),
        "max": 604_800, "length": 40, "n": 604_800.5, "low": 604_800, "high": 604_800, "percent": 100, "place": 6,
        "score": 1234.5, "id": str(SNOWFLAKE), "match": "123456",
        "game": max((game_title(lang, g.key) for g in games()), key=len),
        "option": max((field_label(g, f, lang) for g, f in labels), key=len),
        "options": max((", ".join(f"`{f}`" for f in option_names(g)) for g in games()), key=len),
        "value": max((value_text(g, f, longest_value(g, f, lang), lang) for g, f in labels), key=len),
        "defaults": "x" * 1000,  # a game's defaults line: clipped to a field by the embed's chunks
        "accepts": max((accepts(g, f, lang) for g, f in labels), key=len),
        "number": t(lang, "admin-accepts-number", whole="true"),
        "got": safe(clip("9" * 100, 60)), "name": safe(LONG_NAME + "WWWWWWWW"),
        "hint": t(lang, "admin-season-hint", name=safe("W" * 40)),
        "result": "x" * 1500, "link": f"https://discord.com/channels/{SNOWFLAKE}/{SNOWFLAKE}",
        "seats": "x" * 1400, "span": t(lang, "core-duration-days", n=7), "live": "5 min", "days": "24 h",
    }


FIELD_NAMES = ("admin-show-title", "admin-show-where", "admin-show-results", "admin-show-hosts", "admin-show-defaults",
               "admin-show-defaults-more")
"""The embed titles and field names /setup show uses (Discord allows 256 characters)."""
CLIPPED = ("admin-show-hosts-roles", "admin-show-hosts-all-deleted", "admin-show-game-defaults", "admin-result",
           "admin-result-link")
"""Messages whose list arguments the code clips to the limit (given oversize lists here)."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_admin_message_at_its_longest_fits_a_message(lang: Lang) -> None:
    """Every admin message, every variant of its selectors, with the longest arguments it is given
    (25 channels or roles, the longest option name, value and what it accepts, a 40-character season
    name): one message's 2,000 characters, and an embed title or field name's 256."""
    args = longest_args(lang)
    for msg_id, seen in admin_messages().items():
        free = sorted(seen.keys)
        for keys in itertools.product(*(seen.keys[v] for v in free)):
            given = {name: args[name] for name in seen.variables if name not in free}
            given |= dict(zip(free, keys, strict=True))
            if "percent" in free:  # a number selector: its plural categories
                given["percent"] = 0 if given["percent"] == "0" else 80
            text = t(lang, msg_id, **given)
            limit = 256 if msg_id in FIELD_NAMES else CONTENT_MAX
            if msg_id not in CLIPPED:
                assert len(text) <= limit, (msg_id, keys, len(text))


def test_values_are_typed_and_shown_in_the_readers_language() -> None:
    """``/setup defaults set``: a lobby label, on/off and none are understood in every shipped language
    whoever types them; the answer words the value in the reader's language."""
    mwl, wa = registry.get("mission-wild-life"), registry.get("wildlife-adventure")
    for typed, value in (("off", False), ("aus", False), ("On", True), ("an", True), ("ja", True), ("nein", False)):
        assert check_default(mwl, "expert", parse_value(mwl, "expert", typed, Lang.EN)) is value, typed
    assert parse_value(mwl, "turn_timeout_s", "5 Min.", Lang.EN) == 300.0  # the German label, from anyone
    assert parse_value(mwl, "turn_timeout_s", "24 h", Lang.DE) == 86_400.0
    assert parse_value(mwl, "absent_after", "nach 2 verpassten Zügen", Lang.EN) == 2
    assert parse_value(wa, "first_player", "keine", Lang.EN) is None
    assert value_text(mwl, "turn_timeout_s", 86_400.0, Lang.DE) == "24 Std."
    assert value_text(mwl, "ranked", False, Lang.DE) == "nein (ungewertet)"
    assert value_text(mwl, "time_bank_s", 90_000.0, Lang.DE) == "1 Tag 1 Std."
    assert value_text(mwl, "expert", True, Lang.DE) == "An" and value_text(mwl, "expert", True, Lang.EN) == "On"
    assert field_label(mwl, "turn_timeout_s", Lang.DE) == "Zugzeit"
    assert field_label(mwl, "first_player", Lang.DE) == "`first_player`"  # no lobby label: the name typed
    assert typed_field(mwl, "zugzeit") == "turn_timeout_s" and typed_field(mwl, "Turn timer") == "turn_timeout_s"
    assert typed_field(mwl, "colour") is None
    assert accepts(mwl, "flash_per_round", Lang.DE) == "eine ganze Zahl von 1 bis 3"
    assert accepts(registry.get("rescue-animals"), "stall_s", Lang.EN) == "a number over 0 and up to 3,600"
    assert accepts(mwl, "first_player", Lang.DE) == "eine ganze Zahl ab 1 oder keine (Standard)"
    assert accepts(mwl, "time_bank_s", Lang.DE) == "eine Sekundenzahl von 0 (keines) bis 604.800 (7 Tage)"


def test_the_all_time_name_is_no_season_name_in_any_language() -> None:
    """"All time" and "Gesamt" (any case, invisible characters taken out) name the all-time
    standings whoever types them, so neither can be a season's name; the refusal quotes what was typed."""
    for typed in ("All time", "ALL TIME", "gesamt", "Ges\u200bamt", " Gesamt "):
        assert is_all_time(typed), typed
        with pytest.raises(MatchError) as refused:
            season_name(typed)
        assert refused.value.code == "admin-season-name-all-time"
        assert t(Lang.DE, "admin-season-name-all-time", **refused.value.params).startswith("„")
    for name in ("Gesamtwertung 2027", "All times", "Spring"):
        assert not is_all_time(name) and season_name(name) == name
    assert not is_all_time("") and not is_all_time("\u200b")


def test_admin_catalog_has_every_message_in_german() -> None:
    english = set(admin_messages())
    german = FluentParser().parse((Path(LOCALES) / "de" / "admin.ftl").read_text(encoding="utf-8"))
    assert english == {e.id.name for e in german.body if isinstance(e, FTL.Message)}
