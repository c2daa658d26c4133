"""Builds INTERACTION_CREATE payloads the way Discord would send them.

* ``command_payload``: type 2 APPLICATION_COMMAND from the *registered* command:
  ``data = {id, name, type: 1, guild_id?, options: [...], resolved?}``; options are typed
  from the registration (3 string, 4 integer, 5 boolean, 6 user, 7 channel (only of the option's
  ``channel_types``, as the client's picker), 8 role, 9 mentionable, 10 number; 1/2
  subcommand/group); choices accept the choice name or value;
  required options, min/max value and length are checked like the Discord client does.
* ``autocomplete_payload``: type 4 APPLICATION_COMMAND_AUTOCOMPLETE: the same ``data`` as the
  command's, every option's ``value`` the raw text typed so far, the one being typed marked
  ``focused: true``; only an option registered with ``autocomplete: true`` can be focused.
* ``component_payload``: type 3 MESSAGE_COMPONENT ``data = {custom_id, component_type,
  values?, resolved?}`` plus the full ``message``.
* ``modal_payload``: type 5 MODAL_SUBMIT ``data = {custom_id, components}`` mirroring the
  modal's rows (type 1) or labels (type 18).
Every interaction carries the user's client ``locale`` (:attr:`User.locale`). Guild context:
``guild_id``, ``guild``, ``member`` (with ``permissions``), ``guild_locale`` (the server's
``preferred_locale``), ``context: 0``;
``app_permissions`` is the bot's permissions in the channel (:mod:`sandbox.permissions`);
DM context: ``user`` instead of ``member``, no ``guild_id``, ``context: 1``.
In a guild the bot is not a member of (it was removed; a command installed to the person's account,
or one a client still shows): ``guild_id`` and ``member`` as ever, ``app_permissions``
:data:`~sandbox.permissions.APP_WITHOUT_BOT` and ``authorizing_integration_owners`` the user's install
(``{"1": user_id}``), as Discord sends them.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from typing import Any

from .model import ALL_PERMISSIONS, Channel, Interaction, Message, Role, User
from .payloads import channel_payload, message_payload
from .permissions import APP_WITHOUT_BOT, NAMES, channel_permissions, guild_permissions
from .world import Command, World


class ClientRefused(ValueError):
    """What the Discord client itself would not let the user send (bad option, no such button)."""


def _base(world: World, rec_type: int, user: User, channel: Channel, data: dict[str, Any]) -> tuple[Interaction, dict[str, Any]]:
    iid = world.clock.snowflake()
    token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
    payload: dict[str, Any] = {
        "id": str(iid), "application_id": str(world.app_id), "type": rec_type, "token": token, "version": 1,
        "data": data, "channel_id": str(channel.id), "channel": channel_payload(world, channel),
        "app_permissions": str(channel_permissions(world, channel)), "locale": user.locale, "entitlements": [],
        "attachment_size_limit": 10 * 1024 * 1024,
    }
    if channel.guild_id is not None:
        guild = world.guilds[channel.guild_id]
        member = dict(guild.member_payload(user), permissions=str(channel_permissions(world, channel, user.id)))
        payload.update(guild_id=str(guild.id), guild={"id": str(guild.id), "locale": guild.preferred_locale,
                                                      "features": guild.features},
                       member=member, guild_locale=guild.preferred_locale, context=0,
                       authorizing_integration_owners={"0": str(guild.id)})
        if world.bot.id not in guild.member_ids:  # the bot is not in this server: only a user install reaches it
            payload.update(app_permissions=str(APP_WITHOUT_BOT), authorizing_integration_owners={"1": str(user.id)})
    else:
        payload.update(user=user.to_payload(), context=1, authorizing_integration_owners={"0": "0"})
    name = str(data.get("name") or data.get("custom_id") or "")
    rec = Interaction(id=iid, token=token, type=rec_type, user_id=user.id, channel_id=channel.id,
                      guild_id=channel.guild_id, name=name, dispatched_at=0.0, payload=payload)
    return rec, payload


def _resolve_user(world: World, channel: Channel, value: Any, resolved: dict[str, Any]) -> str:
    uid = value.id if isinstance(value, User) else int(value)
    user = world.users.get(uid)
    if user is None:
        raise ClientRefused(f"unknown user {value!r}")
    resolved.setdefault("users", {})[str(uid)] = user.to_payload()
    guild = world.guilds.get(channel.guild_id or 0)
    if guild is not None and uid in guild.member_ids:
        m = guild.member_payload(user)
        m.pop("user")
        resolved.setdefault("members", {})[str(uid)] = dict(m, permissions=str(channel_permissions(world, channel, uid)))
    return str(uid)


def _convert(world: World, channel: Channel, opt: dict[str, Any], value: Any, resolved: dict[str, Any]) -> Any:
    t = opt.get("type")
    name = opt.get("name")
    choices = opt.get("choices") or []
    if choices:
        for c in choices:
            if value == c.get("value") or value == c.get("name"):
                return c["value"]
        raise ClientRefused(f"{value!r} is not a choice of option {name!r}: {[c['name'] for c in choices]}")
    if t == 3:
        value = str(value)
        if not opt.get("min_length", 0) <= len(value) <= opt.get("max_length", 6000):
            raise ClientRefused(f"option {name!r} length out of range")
        return value
    if t in (4, 10):
        if isinstance(value, bool):
            raise ClientRefused(f"option {name!r} wants a number")
        value = int(value) if t == 4 else float(value)
        if "min_value" in opt and opt["min_value"] is not None and value < opt["min_value"]:
            raise ClientRefused(f"option {name!r} below {opt['min_value']}")
        if "max_value" in opt and opt["max_value"] is not None and value > opt["max_value"]:
            raise ClientRefused(f"option {name!r} above {opt['max_value']}")
        return value
    if t == 5:
        return bool(value)
    if t in (6, 9):
        return _resolve_user(world, channel, value, resolved)
    if t == 7:
        cid = value.id if isinstance(value, Channel) else int(value)
        ch = world.channels.get(cid)
        if ch is None:
            raise ClientRefused(f"unknown channel {value!r}")
        types = opt.get("channel_types")
        if types and ch.type not in types:  # the client's picker offers only these kinds of channel
            raise ClientRefused(f"option {name!r} takes channels of types {types}, not {ch.name} (type {ch.type})")
        resolved.setdefault("channels", {})[str(cid)] = dict(channel_payload(world, ch), permissions=ALL_PERMISSIONS)
        return str(cid)
    if t == 8:
        gid = channel.guild_id
        guild = world.guilds.get(gid or 0)
        if guild is None:
            raise ClientRefused("roles need a guild")
        rid = value.id if isinstance(value, Role) else int(value)
        role = next((r for r in guild.role_payloads() if r["id"] == str(rid)), None)
        if role is None:
            raise ClientRefused(f"no role {value!r} in {guild.name}")
        resolved.setdefault("roles", {})[role["id"]] = role
        return role["id"]
    raise ClientRefused(f"option type {t} ({name!r}) is not supported by the sandbox")


def _build_options(world: World, channel: Channel, schema: list[dict[str, Any]], values: dict[str, Any],
                   resolved: dict[str, Any], where: str) -> list[dict[str, Any]]:
    known = {o["name"]: o for o in schema}
    unknown = set(values) - set(known)
    if unknown:
        raise ClientRefused(f"{where} has no option(s) {sorted(unknown)}; it has {sorted(known)}")
    out: list[dict[str, Any]] = []
    for opt in schema:
        if opt["name"] in values and values[opt["name"]] is not None:
            out.append({"name": opt["name"], "type": opt["type"],
                        "value": _convert(world, channel, opt, values[opt["name"]], resolved)})
        elif opt.get("required"):
            raise ClientRefused(f"{where} requires option {opt['name']!r}")
    return out


def find_command(world: World, channel: Channel, name: str) -> Command:
    """The command a user in ``channel`` would see under ``name`` (guild first, then global)."""
    scopes: list[int | None] = ([channel.guild_id] if channel.guild_id is not None else []) + [None]
    for scope in scopes:
        for cmd in world.commands.get(scope, []):
            if cmd.name == name and cmd.payload.get("type", 1) == 1:
                if scope is None and channel.kind == "dm":
                    ctx = cmd.payload.get("contexts")
                    if cmd.payload.get("dm_permission") is False or (ctx is not None and 1 not in ctx):
                        continue
                return cmd
    registered = sorted({c.name for cs in world.commands.values() for c in cs})
    raise ClientRefused(f"no command /{name} available in {channel.name or 'this DM'}; registered: {registered}")


def check_command_permissions(world: World, user: User, channel: Channel, cmd: Command) -> None:
    """What the Discord client enforces before a member may run ``cmd`` in a guild: its
    ``default_member_permissions`` (all of those bits, or Administrator), unless the server
    allowed the member or one of their roles in its Integrations settings
    (``World.command_overrides``, :meth:`sandbox.Sandbox.allow_command`)."""
    need = cmd.payload.get("default_member_permissions")
    if channel.guild_id is None or need is None:
        return
    guild = world.guilds[channel.guild_id]
    allowed = world.command_overrides.get((guild.id, cmd.name), set())
    if user.id in allowed or any(r.id in allowed for r in guild.roles_of(user.id)):
        return
    bits = int(need)
    if guild_permissions(world, guild.id, user.id) & bits != bits:
        names = [n for b, n in NAMES.items() if bits & b] or [str(bits)]
        raise ClientRefused(f"{user.name} cannot see /{cmd.name}: it needs {', '.join(names)}")


def command_payload(world: World, user: User, channel: Channel, name: str, sub: str | None,
                    options: dict[str, Any]) -> tuple[Interaction, dict[str, Any]]:
    cmd = find_command(world, channel, name)
    check_command_permissions(world, user, channel, cmd)
    resolved: dict[str, Any] = {}
    schema = cmd.payload.get("options") or []
    path = sub.split() if sub else []
    nests = [o for o in schema if o.get("type") in (1, 2)]
    if nests and not path:
        raise ClientRefused(f"/{name} needs a subcommand: {[o['name'] for o in nests]}")
    built: list[dict[str, Any]]
    if path:
        def descend(level: list[dict[str, Any]], parts: list[str], where: str) -> list[dict[str, Any]]:
            head = next((o for o in level if o.get("name") == parts[0] and o.get("type") in (1, 2)), None)
            if head is None:
                raise ClientRefused(f"{where} has no subcommand {parts[0]!r}")
            w2 = f"{where} {parts[0]}"
            if head["type"] == 2:
                if len(parts) < 2:
                    raise ClientRefused(f"{w2} needs a subcommand")
                return [{"name": head["name"], "type": 2, "options": descend(head.get("options") or [], parts[1:], w2)}]
            return [{"name": head["name"], "type": 1,
                     "options": _build_options(world, channel, head.get("options") or [], options, resolved, w2)}]
        built = descend(schema, path, f"/{name}")
    else:
        built = _build_options(world, channel, schema, options, resolved, f"/{name}")
    data: dict[str, Any] = {"id": str(cmd.id), "name": cmd.name, "type": 1, "options": built}
    if cmd.guild_id is not None:
        data["guild_id"] = str(cmd.guild_id)
    if resolved:
        data["resolved"] = resolved
    return _base(world, 2, user, channel, data)


def autocomplete_payload(world: World, user: User, channel: Channel, name: str, sub: str | None,
                         options: dict[str, Any], focused: str) -> tuple[Interaction, dict[str, Any]]:
    """The autocomplete Discord sends while ``user`` types ``options[focused]`` into ``/name [sub]``
    (the other options as typed so far; nothing is required or converted yet)."""
    cmd = find_command(world, channel, name)
    level: list[dict[str, Any]] = cmd.payload.get("options") or []
    path = sub.split() if sub else []
    nest: list[dict[str, Any]] = []
    for part in path:
        head = next((o for o in level if o.get("name") == part and o.get("type") in (1, 2)), None)
        if head is None:
            raise ClientRefused(f"/{name} has no subcommand {part!r}")
        nest.append(head)
        level = head.get("options") or []
    known = {o["name"]: o for o in level}
    if focused not in known or not known[focused].get("autocomplete"):
        raise ClientRefused(f"/{name}: option {focused!r} is not autocompleted")
    unknown = set(options) - set(known)
    if unknown:
        raise ClientRefused(f"/{name} has no option(s) {sorted(unknown)}")
    built: list[dict[str, Any]] = [
        {"name": n, "type": known[n]["type"], "value": str(v), **({"focused": True} if n == focused else {})}
        for n, v in options.items()]
    for head in reversed(nest):
        built = [{"name": head["name"], "type": head["type"], "options": built}]
    data: dict[str, Any] = {"id": str(cmd.id), "name": cmd.name, "type": 1, "options": built}
    if cmd.guild_id is not None:
        data["guild_id"] = str(cmd.guild_id)
    return _base(world, 4, user, channel, data)


def component_payload(world: World, user: User, message: Message, component: dict[str, Any],
                      values: Iterable[Any] | None = None) -> tuple[Interaction, dict[str, Any]]:
    channel = world.channels[message.channel_id]
    data: dict[str, Any] = {"custom_id": component["custom_id"], "component_type": component["type"]}
    if values is not None:
        resolved: dict[str, Any] = {}
        vals: list[str] = []
        for v in values:
            if component["type"] in (5, 7):
                vals.append(_resolve_user(world, channel, v, resolved))
            elif component["type"] == 8:
                cid = v.id if isinstance(v, Channel) else int(v)
                resolved.setdefault("channels", {})[str(cid)] = channel_payload(world, world.channels[cid])
                vals.append(str(cid))
            else:
                vals.append(str(v))
        data["values"] = vals
        if resolved:
            data["resolved"] = resolved
    rec, payload = _base(world, 3, user, channel, data)
    payload["message"] = message_payload(world, message)
    rec.source_message_id = message.id
    return rec, payload


def modal_payload(world: World, user: User, source: Interaction, values: dict[str, Any]) -> tuple[Interaction, dict[str, Any]]:
    modal = source.modal or {}
    channel = world.channels[source.channel_id]
    comps: list[dict[str, Any]] = []
    used: set[str] = set()

    def answer(c: dict[str, Any]) -> dict[str, Any]:
        cid = c.get("custom_id", "")
        used.add(cid)
        if c.get("type") == 4:
            val = str(values.get(cid, c.get("value") or ""))
            if c.get("required", True) and not val:
                raise ClientRefused(f"text input {cid!r} is required")
            if len(val) > int(c.get("max_length") or 4000) or len(val) < int(c.get("min_length") or 0):
                raise ClientRefused(f"text input {cid!r} length out of range")
            return {"type": 4, "custom_id": cid, "value": val}
        return {"type": c.get("type"), "custom_id": cid, "values": [str(v) for v in values.get(cid, [])]}

    for top in modal.get("components") or []:
        if top.get("type") == 1:
            comps.append({"type": 1, "components": [answer(c) for c in top.get("components") or []]})
        elif top.get("type") == 18 and isinstance(top.get("component"), dict):
            comps.append({"type": 18, "component": answer(top["component"])})
    extra = set(values) - used
    if extra:
        raise ClientRefused(f"modal {modal.get('custom_id')!r} has no inputs {sorted(extra)}")
    rec, payload = _base(world, 5, user, channel, {"custom_id": modal.get("custom_id"), "components": comps})
    if source.source_message_id is not None and source.source_message_id in world.messages:
        payload["message"] = message_payload(world, world.messages[source.source_message_id])
        rec.source_message_id = source.source_message_id
    return rec, payload
