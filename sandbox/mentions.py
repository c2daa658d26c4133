"""Who a message mentions and whom it notifies, resolved as Discord does with ``allowed_mentions``.

Discord parses pingable mentions from a message's ``content`` and from its components-v2 text
displays (never from embeds, buttons or select options): ``<@id>`` / ``<@!id>`` (a user),
``<@&id>`` (a role), ``@everyone`` / ``@here``. A mention inside inline code or a code block, or
one escaped with a backslash, is shown as text and pings nobody. Which of the parsed mentions
count is what the request's ``allowed_mentions`` allows (Discord's "Allowed Mentions Object"):

* ``parse``: the kinds resolved from the text (``"users"``, ``"roles"``, ``"everyone"``);
* ``users`` / ``roles``: ids that may be pinged (each at most 100); a kind given both in
  ``parse`` and as a list → ``400 50035`` ``MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE``;
* without ``allowed_mentions`` a channel message parses everything, an interaction response
  or webhook message only users (discord-api-docs#7629).

A role pings when its kind is allowed and it is mentionable or the author may Mention Everyone;
``@everyone``/``@here`` need Mention Everyone too. A resolved user who can see the channel is
*notified* when the message is created (not ephemeral; an edit notifies nobody new, as on Discord).
:class:`Mentions` is stored on the message (``Message.mentions`` …), its notifications in
``World.notifications``, and :meth:`sandbox.Sandbox.notified` reads them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .errors import invalid_form_body
from .layout import walk
from .limits import Problem, errors_tree

KINDS = ("users", "roles", "everyone")
CHANNEL_DEFAULT = KINDS
"""What a message sent to a channel parses when it states no ``allowed_mentions``."""
WEBHOOK_DEFAULT = ("users",)
"""What an interaction response or webhook message parses when it states none."""
IDS_MAX = 100

_CODE = re.compile(r"```.*?```|``[^`]*?``|`[^`\n]*`", re.S)
_USER = re.compile(r"(?<!\\)<@!?([0-9]{15,21})>")
_ROLE = re.compile(r"(?<!\\)<@&([0-9]{15,21})>")
_EVERYONE = re.compile(r"(?<![\\\w])@(everyone|here)\b")


@dataclass
class Mentions:
    """What one message mentions: user and role ids that ping, and whether it pings everyone."""

    users: list[int] = field(default_factory=list)
    roles: list[int] = field(default_factory=list)
    everyone: bool = False


def check_allowed(allowed: Any, path: str = "allowed_mentions") -> None:
    """400 50035 for an ``allowed_mentions`` Discord refuses (see the module doc)."""
    if allowed is None:
        return
    problems: list[Problem] = []
    if not isinstance(allowed, dict):
        raise invalid_form_body(errors_tree([(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")]))
    parse = allowed.get("parse")
    if parse is not None:
        for i, kind in enumerate(parse):
            if kind not in KINDS:
                problems.append((f"{path}.parse.{i}", "BASE_TYPE_CHOICES",
                                 "Value must be one of {'everyone', 'roles', 'users'}."))
    for kind in ("users", "roles"):
        ids = allowed.get(kind) or []
        if len(ids) > IDS_MAX:
            problems.append((f"{path}.{kind}", "BASE_TYPE_MAX_LENGTH", f"Must be {IDS_MAX} or fewer in length."))
        if ids and parse and kind in parse:
            problems.append((path, "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                             f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.'))
    if problems:
        raise invalid_form_body(errors_tree(problems))


def pingable_text(content: str, components: list[dict[str, Any]]) -> str:
    """The text Discord parses mentions from: the content and every text display, code removed."""
    parts = [content] + [str(c.get("content") or "") for _, c in walk(components) if c.get("type") == 10]
    return "\n".join(_CODE.sub(" ", p) for p in parts if p)


def resolve(text: str, allowed: dict[str, Any] | None, default: tuple[str, ...], *, users: set[int],
            roles: dict[int, bool], may_ping_everyone: bool) -> Mentions:
    """The mentions of ``text`` that ping under ``allowed`` (None: ``default`` kinds parsed).
    ``users``: the users that exist; ``roles``: the guild's roles by id → mentionable;
    ``may_ping_everyone``: the author has Mention Everyone there."""
    parse = set(default if allowed is None else (allowed.get("parse") or []))
    listed_users = {int(u) for u in (allowed or {}).get("users") or []}
    listed_roles = {int(r) for r in (allowed or {}).get("roles") or []}
    out = Mentions()
    for m in _USER.finditer(text):
        uid = int(m[1])
        if uid in users and ("users" in parse or uid in listed_users) and uid not in out.users:
            out.users.append(uid)
    for m in _ROLE.finditer(text):
        rid = int(m[1])
        if rid in roles and ("roles" in parse or rid in listed_roles) and (roles[rid] or may_ping_everyone) \
                and rid not in out.roles:
            out.roles.append(rid)
    out.everyone = "everyone" in parse and may_ping_everyone and _EVERYONE.search(text) is not None
    return out
