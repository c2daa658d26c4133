"""REST handlers of the double (paths below ``/api/v10``).

Covered routes (anything else: 404 ``{"message": "404: Not Found", "code": 0}``, recorded):

* ``GET /users/@me``, ``GET /users/{id}``, ``POST /users/@me/channels`` (DM channel)
* ``GET /gateway``, ``GET /gateway/bot``
* ``GET /oauth2/applications/@me``, ``GET /applications/@me``
* ``GET|PUT|POST /applications/{app}/commands``, ``GET|PATCH|DELETE .../commands/{id}``,
  same under ``/applications/{app}/guilds/{guild}/commands``
* ``POST /interactions/{id}/{token}/callback`` (types 4, 5, 6, 7, 8, 9; ``with_response``)
* ``POST /webhooks/{app}/{token}`` (follow-up), ``GET|PATCH|DELETE
  /webhooks/{app}/{token}/messages/{@original|id}``
* ``GET|PATCH /channels/{id}``, ``GET|POST /channels/{id}/messages``,
  ``GET|PATCH|DELETE /channels/{id}/messages/{mid}``, ``POST /channels/{id}/typing``,
  ``POST /channels/{id}/threads``, ``POST /channels/{id}/messages/{mid}/threads``,
  ``GET /channels/{id}/thread-members``, ``PUT|DELETE /channels/{id}/thread-members/{uid|@me}``,
  ``PUT|DELETE /channels/{id}/messages/{mid}/reactions/{emoji}/@me``
* ``GET /guilds/{id}``, ``GET /guilds/{id}/channels``, ``GET /guilds/{id}/members``,
  ``GET /guilds/{id}/members/{uid}``, ``GET /guilds/{id}/threads/active``
Bodies may be JSON or multipart/form-data (``payload_json`` + ``files[n]``); files over
``world.upload_limit`` bytes in one request answer 413 40005 "Request entity too large".
"""

from __future__ import annotations

import asyncio
import json
import mimetypes
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import BodyPartReader, web

from discord_codes import DiscordCode

from . import errors, moderation
from . import permissions as perm
from .commands import check_command
from .layout import IS_COMPONENTS_V2
from .limits import errors_tree
from .model import EPHEMERAL, LOADING, Channel, Guild, Interaction, Message
from .nonces import Nonces
from .ops import Ops, Upload
from .payloads import application_payload, channel_payload, guild_create_payload, message_payload
from .world import Command, World

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
TOKEN_LIFETIME = 15 * 60
INTERACTION_KEY = web.RequestKey("interaction", Interaction)


def edit_flags(body: dict[str, Any]) -> dict[str, Any]:
    """An interaction edit's body with ``flags`` reduced to what such an edit may change: the
    components-v2 flag, which an edit may set (and never remove, :mod:`sandbox.layout`); other
    bits (ephemeral, loading) belong to the response and are dropped, as before."""
    out = {k: v for k, v in body.items() if k != "flags"}
    if int(body.get("flags") or 0) & IS_COMPONENTS_V2:
        out["flags"] = IS_COMPONENTS_V2
    return out


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON with the exact ``Content-Type: application/json`` discord.py checks for."""
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


async def read_body(request: web.Request) -> tuple[dict[str, Any], list[Upload]]:
    """JSON body, or multipart ``payload_json`` + ``files[n]`` parts."""
    if request.content_type.startswith("multipart/"):
        payload: dict[str, Any] = {}
        uploads: list[Upload] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):  # a multipart nested in a part: Discord's API never takes one
                raise errors.invalid_form_body({"_errors": [{"code": "NESTED_MULTIPART", "message": "Nested multipart body."}]})
            name = part.name or ""
            data = await part.read()
            if name == "payload_json":
                payload = json.loads(data.decode())
            elif name.startswith("files[") or part.filename:
                idx = int(name[6:-1]) if name.startswith("files[") else len(uploads)
                ctype = part.headers.get("Content-Type", "application/octet-stream")
                if ctype == "application/octet-stream" and part.filename:
                    ctype = mimetypes.guess_type(part.filename)[0] or ctype  # Discord sniffs the type
                uploads.append(Upload(idx, part.filename or f"file{idx}", ctype, bytes(data)))
        return payload, uploads
    if not request.can_read_body:
        return {}, []
    text = await request.text()
    return (json.loads(text) if text else {}), []


async def read_json_array(request: web.Request) -> list[Any]:
    """A JSON array body (the bulk command overwrite); an empty body is an empty array."""
    text = await request.text()
    data = json.loads(text) if text else []
    if not isinstance(data, list):
        raise errors.invalid_form_body({"_errors": [{"code": "ARRAY_TYPE_CONVERT", "message": "Must be an array."}]})
    return data


class Rest:
    """The route handlers; ``acks`` are set when an interaction gets its initial response."""

    def __init__(self, world: World, ops: Ops, gateway_url: Callable[[], str]) -> None:
        self.world = world
        self.ops = ops
        self.gateway_url = gateway_url
        self.acks: dict[int, asyncio.Event] = {}
        self.nonces = Nonces(world)

    # helpers ----------------------------------------------------------------------------
    def _check_upload(self, uploads: list[Upload]) -> None:
        """413 40005 when the files of one request exceed ``world.upload_limit`` bytes together."""
        if sum(len(u.data) for u in uploads) > self.world.upload_limit:
            raise errors.entity_too_large()

    def _channel(self, request: web.Request) -> Channel:
        ch = self.world.channels.get(int(request.match_info["cid"]))
        if ch is None:
            raise errors.unknown_channel()
        perm.check_access(self.world, ch)  # deleted: 10003; not viewable / bot left the guild: 50001
        return ch

    async def _open_thread(self, ch: Channel) -> None:
        """400 50083 when ``ch`` is an archived thread (archiving it first if its auto-archive
        time has passed on the sandbox clock); 400 160005 when it is locked and the bot lacks
        Manage Threads."""
        if ch.kind != "thread":
            return
        await moderation.auto_archive(self.ops, [ch])
        if ch.archived:
            raise errors.thread_archived()
        if ch.locked and not perm.channel_permissions(self.world, ch) & perm.MANAGE_THREADS:
            raise errors.ApiError(400, DiscordCode.THREAD_LOCKED, "Thread is locked")

    def _channel_message(self, ch: Channel, mid: str) -> Message:
        msg = self.world.messages.get(int(mid)) if mid.isdigit() else None
        if msg is None or msg.channel_id != ch.id or msg.deleted or msg.ephemeral:
            raise errors.unknown_message()
        return msg

    def _interaction_by_token(self, request: web.Request) -> Interaction:
        token = request.match_info["token"]
        rec = next((i for i in self.world.interactions.values() if i.token == token), None)
        if rec is None or request.match_info["app"] != str(self.world.app_id):
            raise errors.unknown_webhook()
        request[INTERACTION_KEY] = rec
        if self.world.clock.now() > rec.expires_at:
            raise errors.invalid_webhook_token()
        if not rec.acknowledged:
            raise errors.unknown_webhook()
        return rec

    # users / gateway / application --------------------------------------------------------
    async def me(self, request: web.Request) -> web.Response:
        """``GET /users/@me``: the bot's user with the fields only its own answer has (``UserPIIResponse``)."""
        return json_response({**self.world.bot.to_payload(), "mfa_enabled": False, "locale": "en-US"})

    async def get_user(self, request: web.Request) -> web.Response:
        u = self.world.users.get(int(request.match_info["uid"]))
        if u is None:
            raise errors.unknown_user()
        return json_response(u.to_payload())

    async def create_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        ch = self.ops.dm_channel(int(body.get("recipient_id", 0)))
        return json_response(channel_payload(self.world, ch))

    async def gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url()})

    async def gateway_bot(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url(), "shards": 1, "session_start_limit": {
            "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}})

    async def application(self, request: web.Request) -> web.Response:
        return json_response(application_payload(self.world))

    # application commands -----------------------------------------------------------------
    def _scope(self, request: web.Request) -> int | None:
        if request.match_info["app"] != str(self.world.app_id):
            raise errors.ApiError(403, DiscordCode.MISSING_ACCESS, "Missing Access")
        gid = request.match_info.get("gid")
        if gid is not None and int(gid) not in self.world.guilds:
            raise errors.unknown_guild()
        if gid is not None and self.world.bot.id not in self.world.guilds[int(gid)].member_ids:
            raise errors.missing_access()
        return int(gid) if gid is not None else None

    def _store_command(self, data: dict[str, Any], guild_id: int | None, old: list[Command]) -> Command:
        name, ctype = data.get("name"), data.get("type", 1)
        prev = next((c for c in old if c.name == name and c.payload.get("type", 1) == ctype), None)
        cid = prev.id if prev else self.world.clock.snowflake()
        payload = {
            "type": 1, "description": "", "options": [], "default_member_permissions": None,
            "dm_permission": True, "nsfw": False, "integration_types": [0], "contexts": None, **data,
            "id": str(cid), "application_id": str(self.world.app_id), "version": str(self.world.clock.snowflake()),
        }
        # As Discord answers (ApplicationCommandResponse): the install types default to the guild install
        # (never null), and the permission bits are a string whatever number the client sent.
        if payload.get("integration_types") is None:
            payload["integration_types"] = [0]
        if payload.get("default_member_permissions") is not None:
            payload["default_member_permissions"] = str(payload["default_member_permissions"])
        if guild_id is not None:
            payload["guild_id"] = str(guild_id)
        return Command(payload, guild_id)

    async def list_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        return json_response([c.payload for c in self.world.commands.get(scope, [])])

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body = await read_json_array(request)
        if len(body) > 100:
            raise errors.invalid_form_body({"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
                                                         "message": "Must be 100 or fewer in length."}]})
        problems = [p for i, d in enumerate(body) for p in check_command(d, str(i))]
        if problems:
            raise errors.invalid_form_body(errors_tree(problems))
        old = self.world.commands.get(scope, [])
        self.world.commands[scope] = [self._store_command(d, scope, old) for d in body]
        return json_response([c.payload for c in self.world.commands[scope]])

    async def post_command(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        body, _ = await read_body(request)
        if problems := check_command(body):
            raise errors.invalid_form_body(errors_tree(problems))
        old = self.world.commands.get(scope, [])
        cmd = self._store_command(body, scope, old)
        self.world.commands[scope] = [c for c in old if c.name != cmd.name] + [cmd]
        return json_response(cmd.payload, 201)

    def _find_command(self, request: web.Request) -> tuple[int | None, Command]:
        scope = self._scope(request)
        cid = request.match_info["cmd"]
        for c in self.world.commands.get(scope, []):
            if str(c.id) == cid:
                return scope, c
        raise errors.unknown_command()

    async def get_command(self, request: web.Request) -> web.Response:
        return json_response(self._find_command(request)[1].payload)

    async def patch_command(self, request: web.Request) -> web.Response:
        _, cmd = self._find_command(request)
        body, _ = await read_body(request)
        if problems := check_command({**body, "type": cmd.payload.get("type", 1)}, creating=False):
            raise errors.invalid_form_body(errors_tree(problems))
        cmd.payload.update({k: v for k, v in body.items() if k not in ("id", "application_id")})
        return json_response(cmd.payload)

    async def delete_command(self, request: web.Request) -> web.Response:
        scope, cmd = self._find_command(request)
        self.world.commands[scope] = [c for c in self.world.commands[scope] if c is not cmd]
        return no_content()

    # interaction callback -----------------------------------------------------------------
    async def callback(self, request: web.Request) -> web.Response:
        """POST /interactions/{id}/{token}/callback: the initial response (3 s, once)."""
        w = self.world
        rec = w.interactions.get(int(request.match_info["iid"])) if request.match_info["iid"].isdigit() else None
        if rec is None or rec.token != request.match_info["token"]:
            raise errors.unknown_interaction()
        request[INTERACTION_KEY] = rec
        if rec.acknowledged:
            raise errors.already_acknowledged()
        if rec.failed or w.clock.now() > rec.deadline:
            raise errors.unknown_interaction()
        body, uploads = await read_body(request)
        self._check_upload(uploads)
        rtype = int(body.get("type", 0))
        data = body.get("data") or {}
        allowed = {2: (4, 5, 9), 3: (4, 5, 6, 7, 9), 4: (8,), 5: (4, 5, 6, 7)}[rec.type]
        if rtype not in allowed:
            raise errors.invalid_form_body({"type": {"_errors": [
                {"code": "INTERACTION_RESPONSE_TYPE_INVALID", "message": "Interaction response type is invalid"}]}})
        ch = w.channels[rec.channel_id]
        msg: Message | None = None
        meta = self._metadata(rec)
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        if ch.kind == "forum" and rtype in (4, 5) and not ephemeral:
            raise errors.not_text_channel()  # a forum holds no messages: only a private answer fits there
        if rtype == 4:
            msg = await self.ops.create_message(
                ch, w.bot.id, data, uploads, ephemeral_for=rec.user_id if ephemeral else None,
                interaction_id=rec.id, webhook=True, mtype=20 if rec.type == 2 else 0, interaction_metadata=meta)
        elif rtype == 5:
            payload = {"content": "", "flags": LOADING | (EPHEMERAL if ephemeral else 0)}
            msg = await self.ops.create_message(
                ch, w.bot.id, payload, ephemeral_for=rec.user_id if ephemeral else None, interaction_id=rec.id,
                webhook=True, mtype=20 if rec.type == 2 else 0, interaction_metadata=meta, validate=False)
            rec.first_followup_pending = True
        elif rtype in (6, 7):
            msg = w.messages.get(rec.source_message_id or 0)
            if msg is None or msg.deleted:
                raise errors.unknown_message()
            ephemeral = msg.ephemeral
            if rtype == 7:
                await self.ops.edit_message(msg, edit_flags(data), uploads, webhook=True)
        elif rtype == 9:
            from .limits import validate_modal
            validate_modal(data)
            rec.modal = data
            if w.shown_texts is not None:
                from .text import modal_strings
                w.shown_texts.extend(modal_strings(data))
        elif rtype == 8:
            from .limits import validate_autocomplete
            validate_autocomplete(data)
            rec.choices = list(data.get("choices") or [])
            if w.shown_texts is not None:
                w.shown_texts.extend(("autocomplete choice", str(c.get("name") or "")) for c in rec.choices)
        rec.response_type = rtype
        rec.acked_at = w.clock.now()
        rec.message = msg
        rec.ephemeral = ephemeral
        self.acks.setdefault(rec.id, asyncio.Event()).set()
        if "with_response" not in request.query or request.query["with_response"] in ("false", "0"):
            return no_content()
        inter: dict[str, Any] = {"id": str(rec.id), "type": rec.type}
        resource: dict[str, Any] = {"type": rtype}
        if msg is not None and rtype in (4, 5, 7):
            inter.update(response_message_id=str(msg.id), response_message_loading=rtype == 5,
                         response_message_ephemeral=msg.ephemeral)
            if rtype != 5:
                resource["message"] = message_payload(w, msg)
        return json_response({"interaction": inter, "resource": resource})

    def _metadata(self, rec: Interaction, *, followup: bool = False) -> dict[str, Any]:
        """A message's ``interaction_metadata`` (Discord's Message Interaction Metadata): the
        interaction's id, type, user and integration owners; the command's ``name``; for a
        component's answer ``interacted_message_id``; on a follow-up ``original_response_message_id``."""
        w = self.world
        meta: dict[str, Any] = {"id": str(rec.id), "type": rec.type, "user": w.users[rec.user_id].to_payload(),
                                "authorizing_integration_owners": {}}
        if rec.guild_id is not None:
            meta["authorizing_integration_owners"] = {"0": str(rec.guild_id)}
        if rec.type == 2:
            meta["name"] = rec.name
        if rec.type == 3 and rec.source_message_id:
            meta["interacted_message_id"] = str(rec.source_message_id)
        if followup and rec.message is not None:
            meta["original_response_message_id"] = str(rec.message.id)
        return meta

    # interaction webhooks -----------------------------------------------------------------
    async def followup(self, request: web.Request) -> web.Response:
        """POST /webhooks/{app}/{token}: follow-up (the first after a type-5 defer fills it)."""
        rec = self._interaction_by_token(request)
        body, uploads = await read_body(request)
        self._check_upload(uploads)
        w = self.world
        if rec.first_followup_pending and rec.message is not None and rec.message.loading:
            msg = await self.ops.edit_message(rec.message, edit_flags(body), uploads, webhook=True)
            msg.edited_timestamp = None
            rec.first_followup_pending = False
        else:
            ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
            ch = w.channels[rec.channel_id]
            if ch.kind == "forum" and not ephemeral:
                raise errors.not_text_channel()
            msg = await self.ops.create_message(ch, w.bot.id, body, uploads,
                                                ephemeral_for=rec.user_id if ephemeral else None,
                                                interaction_id=rec.id, webhook=True,
                                                interaction_metadata=self._metadata(rec, followup=True))
            rec.followups.append(msg)
        if request.query.get("wait") in ("true", "1", "True"):
            return json_response(message_payload(w, msg))
        return no_content()

    def _webhook_message(self, request: web.Request, rec: Interaction) -> Message:
        mid = request.match_info["mid"]
        if mid == "@original":
            msg = rec.message
        else:
            msg = next((m for m in [rec.message, *rec.followups] if m is not None and str(m.id) == mid), None)
        if msg is None or msg.deleted:
            raise errors.unknown_message()
        return msg

    async def webhook_get(self, request: web.Request) -> web.Response:
        rec = self._interaction_by_token(request)
        return json_response(message_payload(self.world, self._webhook_message(request, rec)))

    async def webhook_edit(self, request: web.Request) -> web.Response:
        rec = self._interaction_by_token(request)
        msg = self._webhook_message(request, rec)
        body, uploads = await read_body(request)
        self._check_upload(uploads)
        await self.ops.edit_message(msg, edit_flags(body), uploads, webhook=True)
        if msg is rec.message:
            rec.first_followup_pending = False
            rec.original_edited = True
        return json_response(message_payload(self.world, msg))

    async def webhook_delete(self, request: web.Request) -> web.Response:
        rec = self._interaction_by_token(request)
        await self.ops.delete_message(self._webhook_message(request, rec))
        return no_content()

    # channels -----------------------------------------------------------------------------
    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(channel_payload(self.world, self._channel(request)))

    async def patch_channel(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body, _ = await read_body(request)
        if ch.kind == "thread":
            self._check_thread_patch(ch, body)
        if "name" in body and body["name"]:
            ch.name = str(body["name"])
        if ch.kind == "thread":
            moderation.set_thread_state(self.ops, ch, archived=body.get("archived"), locked=body.get("locked"))
            if body.get("auto_archive_duration"):
                ch.auto_archive_duration = int(body["auto_archive_duration"])
        event = "THREAD_UPDATE" if ch.kind == "thread" else "CHANNEL_UPDATE"
        await self.ops.gateway.dispatch(event, channel_payload(self.world, ch))
        return json_response(channel_payload(self.world, ch))

    def _check_thread_patch(self, th: Channel, body: dict[str, Any]) -> None:
        """Discord's rules for PATCH on a thread: an archived thread must be unarchived by the
        same request (else 50083); unarchiving an unlocked thread needs Send Messages, a locked
        one (or locking) Manage Threads (else 403 50013)."""
        have = perm.channel_permissions(self.world, th)
        locked_after = bool(body.get("locked", th.locked))
        if th.archived and body.get("archived") is not False:
            raise errors.thread_archived()
        if "locked" in body and bool(body["locked"]) != th.locked and not have & perm.MANAGE_THREADS:
            raise errors.missing_permissions()
        if th.archived and body.get("archived") is False:
            need = perm.MANAGE_THREADS if (th.locked or locked_after) else perm.SEND_MESSAGES
            if not have & need:
                raise errors.missing_permissions()
        if body.get("archived") is True and not th.archived and th.owner_id != self.world.bot.id \
                and not have & perm.MANAGE_THREADS:
            raise errors.missing_permissions()

    async def post_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body, uploads = await read_body(request)
        self._check_upload(uploads)
        if int(body.get("flags") or 0) & EPHEMERAL:
            raise errors.invalid_form_body({"flags": {"_errors": [
                {"code": "MESSAGE_FLAGS_INVALID", "message": "Ephemeral messages can only be sent as interaction responses"}]}})
        if ch.kind == "dm":
            self.ops.check_can_dm(ch)
        if ch.kind == "forum":  # a forum holds posts (threads), no messages of its own
            raise errors.not_text_channel()
        body = perm.check_post(self.world, ch, body, bool(uploads))
        nonce = self.nonces.check(body)
        same = self.nonces.existing(self.world.bot.id, nonce)
        if same is not None:  # enforce_nonce: the message made with this nonce, not a new one
            return json_response(message_payload(self.world, self.world.messages[same]))
        await self._open_thread(ch)
        msg = await self.ops.create_message(ch, self.world.bot.id, body, uploads,
                                            mtype=19 if body.get("message_reference") else 0)
        self.nonces.remember(self.world.bot.id, nonce, msg.id)
        return json_response(message_payload(self.world, msg))

    async def history(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msgs = self.world.channel_messages(ch.id)
        q = request.query
        limit = max(1, min(100, int(q.get("limit", 50))))
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
            return json_response([message_payload(self.world, m) for m in reversed(msgs[:limit])])
        if "around" in q:
            a = int(q["around"])
            older = [m for m in msgs if m.id <= a][-(limit // 2 + 1):]
            newer = [m for m in msgs if m.id > a][: limit - len(older)]
            msgs = older + newer
        return json_response([message_payload(self.world, m) for m in list(reversed(msgs))[:limit]])

    async def get_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        return json_response(message_payload(self.world, self._channel_message(ch, request.match_info["mid"])))

    async def edit_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self._channel_message(ch, request.match_info["mid"])
        body, uploads = await read_body(request)
        self._check_upload(uploads)
        if msg.author_id != self.world.bot.id and set(body) - {"flags"}:
            raise errors.ApiError(403, DiscordCode.NOT_AUTHOR, "Cannot edit a message authored by another user")
        await self._open_thread(ch)
        if ch.kind != "dm":
            body = perm.check_content(perm.channel_permissions(self.world, ch), body, bool(uploads), creating=False)
        body = {k: v for k, v in body.items() if k != "flags" or not int(v or 0) & EPHEMERAL}
        await self.ops.edit_message(msg, body, uploads)
        return json_response(message_payload(self.world, msg))

    async def delete_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self._channel_message(ch, request.match_info["mid"])
        await self._open_thread(ch)
        if msg.author_id != self.world.bot.id and ch.kind != "dm":
            perm.require(self.world, ch, perm.MANAGE_MESSAGES)
        await self.ops.delete_message(msg)
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return no_content()

    async def reaction(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        self._channel_message(ch, request.match_info["mid"])
        return no_content()

    async def create_thread(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body, uploads = await read_body(request)
        if ch.kind == "forum":
            return await self._create_post(ch, body, uploads)
        private = int(body.get("type", 12)) == 12
        if ch.kind == "text":
            perm.require(self.world, ch, perm.CREATE_PRIVATE_THREADS if private else perm.CREATE_PUBLIC_THREADS)
        th = await self.ops.create_thread(ch, str(body.get("name") or ""), private=private, owner_id=self.world.bot.id,
                                          auto_archive_duration=int(body.get("auto_archive_duration") or 1440))
        return json_response(channel_payload(self.world, th), 201)

    async def _create_post(self, forum: Channel, body: dict[str, Any], uploads: list[Upload]) -> web.Response:
        """``POST /channels/{forum}/threads``: a post is a thread made with its first message
        (``message``, required: 50035 ``BASE_TYPE_REQUIRED``); it needs Send Messages there (a
        forum's "Create Posts": 403 50013), at most 5 ``applied_tags`` of the forum's own (50035),
        and one at least where the forum requires a tag (400 40067). Answers the thread with its
        ``message``."""
        self._check_upload(uploads)
        message = body.get("message")
        if not isinstance(message, dict):
            raise errors.invalid_form_body({"message": {"_errors": [
                {"code": "BASE_TYPE_REQUIRED", "message": "This field is required"}]}})
        perm.require(self.world, forum, perm.SEND_MESSAGES)
        message = perm.check_content(perm.channel_permissions(self.world, forum), message, bool(uploads), creating=True)
        tags = [int(t) for t in body.get("applied_tags") or []]
        known = {t.id for t in forum.tags}
        problems = [(f"applied_tags.{i}", "CHANNEL_TAG_INVALID", "Invalid tag") for i, t in enumerate(tags) if t not in known]
        if len(tags) > 5:
            problems.append(("applied_tags", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."))
        if problems:
            raise errors.invalid_form_body(errors_tree(problems))
        if forum.require_tag and not tags:
            raise errors.forum_tag_required()
        th, first = await self.ops.create_post(forum, str(body.get("name") or ""), message, uploads, applied_tags=tags,
                                               auto_archive_duration=int(body.get("auto_archive_duration") or 1440))
        return json_response(dict(channel_payload(self.world, th), message=message_payload(self.world, first)), 201)

    async def create_thread_from_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self._channel_message(ch, request.match_info["mid"])
        if any(c.id == msg.id for c in self.world.channels.values()):
            raise errors.ApiError(400, DiscordCode.THREAD_ALREADY_CREATED, "A thread has already been created for this message")
        body, _ = await read_body(request)
        if ch.kind == "text":
            perm.require(self.world, ch, perm.CREATE_PUBLIC_THREADS)
        th = await self.ops.create_thread(ch, str(body.get("name") or ""), private=False,
                                          owner_id=self.world.bot.id, thread_id=msg.id,
                                          auto_archive_duration=int(body.get("auto_archive_duration") or 1440))
        return json_response(channel_payload(self.world, th), 201)

    def _thread(self, request: web.Request) -> Channel:
        th = self._channel(request)
        if th.kind != "thread":
            raise errors.ApiError(400, DiscordCode.WRONG_CHANNEL_TYPE, "Cannot execute action on this channel type")
        return th

    def _thread_user(self, request: web.Request) -> int:
        uid = request.match_info["uid"]
        if uid == "@me":
            return self.world.bot.id
        if int(uid) not in self.world.users:
            raise errors.unknown_user()
        return int(uid)

    async def thread_member_add(self, request: web.Request) -> web.Response:
        th = self._thread(request)
        uid = self._thread_user(request)
        guild = self.world.guilds[th.guild_id or 0]
        if uid not in guild.member_ids:
            raise errors.unknown_member()
        th.member_ids.add(uid)
        return no_content()

    async def thread_member_remove(self, request: web.Request) -> web.Response:
        th = self._thread(request)
        th.member_ids.discard(self._thread_user(request))
        return no_content()

    async def thread_members(self, request: web.Request) -> web.Response:
        th = self._thread(request)
        return json_response([{"id": str(th.id), "user_id": str(u), "join_timestamp": th.created_iso, "flags": 0}
                              for u in sorted(th.member_ids)])

    # guilds -------------------------------------------------------------------------------
    def _guild(self, request: web.Request) -> Guild:
        g = self.world.guilds.get(int(request.match_info["gid"]))
        if g is None or self.world.bot.id not in g.member_ids:  # a guild the bot was removed from too
            raise errors.unknown_guild()
        return g

    async def get_guild(self, request: web.Request) -> web.Response:
        return json_response(guild_create_payload(self.world, self._guild(request)))

    async def guild_channels(self, request: web.Request) -> web.Response:
        g = self._guild(request)
        return json_response([channel_payload(self.world, c) for c in self.world.channels.values()
                              if c.guild_id == g.id and c.kind in ("text", "forum") and not c.deleted])

    async def guild_members(self, request: web.Request) -> web.Response:
        g = self._guild(request)
        return json_response([g.member_payload(self.world.users[u]) for u in g.member_ids if u in self.world.users])

    async def guild_member(self, request: web.Request) -> web.Response:
        g = self._guild(request)
        uid = int(request.match_info["uid"])
        if uid not in g.member_ids or uid not in self.world.users:
            raise errors.unknown_member()
        return json_response(g.member_payload(self.world.users[uid]))

    async def active_threads(self, request: web.Request) -> web.Response:
        g = self._guild(request)
        ths = [c for c in self.world.channels.values()
               if c.guild_id == g.id and c.kind == "thread" and not c.archived and not c.deleted]
        return json_response({"threads": [channel_payload(self.world, t) for t in ths], "members": []})

    # table ------------------------------------------------------------------------------
    def routes(self) -> list[tuple[str, str, Handler]]:
        """(method, path below /api/v10, handler); literal segments before dynamic ones."""
        app = "/applications/{app}"
        wh = "/webhooks/{app}/{token}"
        return [
            ("GET", "/users/@me", self.me),
            ("POST", "/users/@me/channels", self.create_dm),
            ("GET", "/users/{uid}", self.get_user),
            ("GET", "/gateway", self.gateway),
            ("GET", "/gateway/bot", self.gateway_bot),
            ("GET", "/oauth2/applications/@me", self.application),
            ("GET", "/applications/@me", self.application),
            ("GET", app + "/commands", self.list_commands),
            ("PUT", app + "/commands", self.put_commands),
            ("POST", app + "/commands", self.post_command),
            ("GET", app + "/commands/{cmd}", self.get_command),
            ("PATCH", app + "/commands/{cmd}", self.patch_command),
            ("DELETE", app + "/commands/{cmd}", self.delete_command),
            ("GET", app + "/guilds/{gid}/commands", self.list_commands),
            ("PUT", app + "/guilds/{gid}/commands", self.put_commands),
            ("POST", app + "/guilds/{gid}/commands", self.post_command),
            ("GET", app + "/guilds/{gid}/commands/{cmd}", self.get_command),
            ("PATCH", app + "/guilds/{gid}/commands/{cmd}", self.patch_command),
            ("DELETE", app + "/guilds/{gid}/commands/{cmd}", self.delete_command),
            ("POST", "/interactions/{iid}/{token}/callback", self.callback),
            ("POST", wh, self.followup),
            ("GET", wh + "/messages/{mid}", self.webhook_get),
            ("PATCH", wh + "/messages/{mid}", self.webhook_edit),
            ("DELETE", wh + "/messages/{mid}", self.webhook_delete),
            ("GET", "/channels/{cid}", self.get_channel),
            ("PATCH", "/channels/{cid}", self.patch_channel),
            ("GET", "/channels/{cid}/messages", self.history),
            ("POST", "/channels/{cid}/messages", self.post_message),
            ("GET", "/channels/{cid}/messages/{mid}", self.get_message),
            ("PATCH", "/channels/{cid}/messages/{mid}", self.edit_message),
            ("DELETE", "/channels/{cid}/messages/{mid}", self.delete_message),
            ("POST", "/channels/{cid}/messages/{mid}/threads", self.create_thread_from_message),
            ("PUT", "/channels/{cid}/messages/{mid}/reactions/{emoji}/@me", self.reaction),
            ("DELETE", "/channels/{cid}/messages/{mid}/reactions/{emoji}/@me", self.reaction),
            ("POST", "/channels/{cid}/typing", self.typing),
            ("POST", "/channels/{cid}/threads", self.create_thread),
            ("GET", "/channels/{cid}/thread-members", self.thread_members),
            ("PUT", "/channels/{cid}/thread-members/{uid}", self.thread_member_add),
            ("DELETE", "/channels/{cid}/thread-members/{uid}", self.thread_member_remove),
            ("GET", "/guilds/{gid}", self.get_guild),
            ("GET", "/guilds/{gid}/channels", self.guild_channels),
            ("GET", "/guilds/{gid}/members", self.guild_members),
            ("GET", "/guilds/{gid}/members/{uid}", self.guild_member),
            ("GET", "/guilds/{gid}/threads/active", self.active_threads),
        ]
