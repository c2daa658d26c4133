"""The double answers in Discord's shapes (issue 37, kind 11): every answer a real bot's play draws is
checked against the fields Discord's published OpenAPI spec requires, and carries rate-limit headers.

:data:`REQUIRED` is our own extraction from Discord's spec (``discord/discord-api-spec``,
``specs/openapi.json`` at commit 74fda0f: the ``required`` lists of ``UserResponse``,
``UserPIIResponse``, ``PrivateApplicationResponse``, ``MessageResponse``, ``ApplicationCommandResponse``,
``PrivateChannelResponse``, ``UnfurledMediaResponse`` and the component responses, whose ``id`` is
required); the types checked are the spec's where the double once differed (``emoji.id`` a snowflake
when present, ``default_member_permissions`` a string or null, ``integration_types`` an array). The
checker's own test plants each fault it claims to find.
"""
from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from harness.table import SandboxTable
from sandbox import Sandbox
from sandbox.world import Answer

pytestmark = pytest.mark.backends("sqlite")  # about the double, not storage

USER = ["id", "username", "avatar", "discriminator", "public_flags", "flags", "global_name", "primary_guild"]
REQUIRED: dict[str, list[str]] = {
    "user": USER,
    "user_me": ["id", "username", "avatar", "discriminator", "public_flags", "flags", "global_name", "mfa_enabled",
                "locale"],
    "application": ["id", "name", "icon", "description", "type", "verify_key", "flags", "flags_new", "redirect_uris",
                    "interactions_endpoint_url", "role_connections_verification_url", "owner",
                    "approximate_guild_count", "approximate_user_install_count",
                    "approximate_user_authorization_count", "explicit_content_filter", "team",
                    "eligible_oauth2_scopes"],
    "message": ["type", "content", "mentions", "mention_roles", "attachments", "embeds", "timestamp",
                "edited_timestamp", "flags", "components", "id", "channel_id", "author", "pinned",
                "mention_everyone", "tts"],
    "command": ["id", "application_id", "version", "default_member_permissions", "type", "name", "description"],
    "dm_channel": ["id", "type", "flags", "recipients"],
    "media": ["id", "url", "proxy_url"],
}
NESTED: dict[str, dict[str, str]] = {
    "application": {"owner": "user", "bot": "user"},
    "message": {"author": "user"},
    "dm_channel": {"recipients": "user"},
}
"""Fields holding another shape (a list: each item)."""
ROUTES: list[tuple[str, str, str]] = [
    ("GET", r"/users/@me", "user_me"),
    ("GET", r"/users/\d+", "user"),
    ("POST", r"/users/@me/channels", "dm_channel"),
    ("GET", r"/(oauth2/)?applications/@me", "application"),
    ("PUT", r"/applications/\d+(/guilds/\d+)?/commands", "command"),
    ("POST", r"/channels/\d+/messages", "message"),
    ("PATCH", r"/channels/\d+/messages/\d+", "message"),
    ("POST", r"/webhooks/\d+/[^/]+", "message"),
    ("GET|PATCH", r"/webhooks/\d+/[^/]+/messages/[^/]+", "message"),
]
RATE_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset", "X-RateLimit-Reset-After",
                "X-RateLimit-Bucket")


def shape_problems(value: Any, shape: str, path: str) -> list[str]:
    """What ``value`` lacks of ``shape`` (or gets wrong of the types named in the module doc)."""
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in shape_problems(v, shape, f"{path}[{i}]")]
    if not isinstance(value, dict):
        return [f"{path}: not an object"]
    out = [f"{path}.{f}: missing" for f in REQUIRED[shape] if f not in value]
    for field, inner in NESTED.get(shape, {}).items():
        if value.get(field) is not None:
            out += shape_problems(value[field], inner, f"{path}.{field}")
    if shape == "command":
        if not isinstance(value.get("default_member_permissions"), str | None):
            out.append(f"{path}.default_member_permissions: {value['default_member_permissions']!r} is not a string")
        if "integration_types" in value and not isinstance(value["integration_types"], list):
            out.append(f"{path}.integration_types: {value['integration_types']!r} is not an array")
    if shape == "message":
        out += component_problems(value.get("components") or [], f"{path}.components")
    return out


def component_problems(components: list[Any], path: str) -> list[str]:
    """Every component has its numeric ``id``; media items theirs and a ``proxy_url``; an emoji's ``id``,
    when there, is a snowflake string (never null)."""
    out = []
    for i, c in enumerate(components):
        here = f"{path}[{i}]"
        if not isinstance(c.get("id"), int):
            out.append(f"{here}.id: missing")
        media = [item.get("media") for item in c.get("items") or []] + [c.get("media"), c.get("file")]
        out += [p for m in media if m is not None for p in shape_problems(m, "media", f"{here}.media")]
        for emoji in [c.get("emoji"), *[o.get("emoji") for o in c.get("options") or []]]:
            if isinstance(emoji, dict) and "id" in emoji and not isinstance(emoji["id"], str):
                out.append(f"{here}.emoji.id: {emoji['id']!r} is not a snowflake")
        out += component_problems(list(c.get("components") or []), f"{here}.components")
        if isinstance(c.get("accessory"), dict):
            out += component_problems([c["accessory"]], f"{here}.accessory")
    return out


def answer_problems(answer: Answer) -> list[str]:
    """What one answer of the double gets wrong: its rate-limit headers, and its body's shape where
    :data:`ROUTES` names it."""
    where = f"{answer.method} {answer.path}"
    out = [f"{where}: no {h} header" for h in RATE_HEADERS if h not in answer.headers]
    if not 200 <= answer.status < 300 or not answer.body:
        return out
    for methods, pattern, shape in ROUTES:
        if answer.method in methods.split("|") and re.fullmatch(pattern, answer.path):
            out += shape_problems(json.loads(answer.body), shape, where)
            break
    if answer.path.endswith("/callback"):
        message = (json.loads(answer.body).get("resource") or {}).get("message")
        if message is not None:
            out += shape_problems(message, "message", where)
    return out


@pytest.fixture
async def sb() -> AsyncIterator[Sandbox]:
    async with Sandbox(quiet=0.02) as box:
        yield box


async def test_every_answer_of_a_played_match_has_discords_shape_and_rate_limit_headers(
        sb: Sandbox, tmp_path: Path) -> None:
    """WildLife (maps in media galleries, emoji buttons, selects), a DM copy, /standings and the command
    sync at start-up, through the unmodified discord.py."""
    sb.world.answers = []
    table = SandboxTable(sb, tmp_path / "db.sqlite3", 3, dm_open=[True, False, True])
    await table.start_bot(seed_source=lambda: 2)
    await table.open_lobby("wildlife")
    await table.start()
    await table.play(seed=2, stop_after=12)
    r = await sb.slash(table.players[0].user, table.channel, "standings", game="wildlife")
    assert r.message is not None
    await table.stop_bot()
    answers = sb.world.answers
    seen = {(a.method, re.sub(r"\d{5,}", "{id}", a.path).split("/messages/")[0]) for a in answers}
    for route in [("GET", "/users/@me"), ("GET", "/oauth2/applications/@me"), ("PUT", "/applications/{id}/commands"),
                  ("POST", "/users/@me/channels"), ("POST", "/channels/{id}/messages"), ("PATCH", "/channels/{id}")]:
        assert route in seen, route  # the scene met every shape it checks
    assert any(b'"media"' in a.body and b'"items"' in a.body for a in answers)
    assert any(b'"emoji"' in a.body for a in answers)
    problems = sorted({re.sub(r"\d{5,}", "{id}", p) for a in answers for p in answer_problems(a)})
    assert problems == []


def _good() -> dict[str, Any]:
    user = {"id": "1", "username": "u", "avatar": None, "discriminator": "0", "public_flags": 0, "flags": 0,
            "global_name": "u", "primary_guild": None}
    media = {"id": "5", "url": "attachment://map.png", "proxy_url": "attachment://map.png"}
    return {"type": 0, "content": "", "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
            "timestamp": "t", "edited_timestamp": None, "flags": 32768, "id": "2", "channel_id": "3", "author": user,
            "pinned": False, "mention_everyone": False, "tts": False, "components": [
                {"type": 17, "id": 1, "components": [
                    {"type": 12, "id": 2, "items": [{"media": media, "description": None, "spoiler": False}]},
                    {"type": 1, "id": 3, "components": [
                        {"type": 2, "id": 4, "style": 1, "custom_id": "x", "emoji": {"name": "🪙"}}]}]}]}


def _answer(method: str, path: str, body: Any, headers: dict[str, str] | None = None) -> Answer:
    return Answer(method, path, 200, dict.fromkeys(RATE_HEADERS, "1") if headers is None else headers,
                  json.dumps(body).encode())


@pytest.mark.parametrize("fault, found", [
    (lambda m: m["author"].pop("primary_guild"), "author.primary_guild: missing"),
    (lambda m: m["components"][0]["components"][1].pop("id"), ".components[0].components[1].id: missing"),
    (lambda m: m["components"][0]["components"][0]["items"][0]["media"].pop("proxy_url"), "media.proxy_url: missing"),
    (lambda m: m["components"][0]["components"][0]["items"][0]["media"].pop("id"), "media.id: missing"),
    (lambda m: m["components"][0]["components"][1]["components"][0]["emoji"].update(id=None), "emoji.id: None"),
    (lambda m: m.pop("pinned"), ".pinned: missing"),
])
def test_the_checker_finds_each_fault_planted_in_a_message(fault: Any, found: str) -> None:
    assert answer_problems(_answer("POST", "/channels/3/messages", _good())) == []
    message = _good()
    fault(message)
    problems = answer_problems(_answer("POST", "/channels/3/messages", message))
    assert len(problems) == 1 and found in problems[0], problems


def test_the_checker_finds_the_other_faults_it_names() -> None:
    user = _good()["author"]
    me = {**user, "mfa_enabled": False, "locale": "en-US"}
    assert answer_problems(_answer("GET", "/users/@me", me)) == []
    assert answer_problems(_answer("GET", "/users/@me", {k: v for k, v in me.items() if k != "locale"})) == [
        "GET /users/@me.locale: missing"]
    command = {"id": "1", "application_id": "2", "version": "3", "default_member_permissions": "32", "type": 1,
               "name": "pause", "description": "d", "integration_types": [0]}
    assert answer_problems(_answer("PUT", "/applications/2/commands", [command])) == []
    wrong = answer_problems(_answer("PUT", "/applications/2/commands",
                                    [{**command, "default_member_permissions": 32, "integration_types": None}]))
    assert len(wrong) == 2 and "not a string" in wrong[0] and "not an array" in wrong[1]
    app = {f: None for f in REQUIRED["application"]} | {"owner": {k: v for k, v in user.items() if k != "primary_guild"}}
    assert answer_problems(_answer("GET", "/oauth2/applications/@me", app)) == [
        "GET /oauth2/applications/@me.owner.primary_guild: missing"]
    bare = answer_problems(_answer("GET", "/users/@me", me, headers={}))
    assert len(bare) == len(RATE_HEADERS) and all("header" in p for p in bare)
