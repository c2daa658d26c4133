"""Gateway websocket double (plain JSON text frames; discord.py only inflates binary frames).

Protocol handled:
* on connect: op 10 HELLO ``{"heartbeat_interval": 41250}``
* op 1 HEARTBEAT -> op 11 HEARTBEAT_ACK
* op 2 IDENTIFY -> READY ``{v, user, guilds: [{id, unavailable: true}], session_id,
  resume_gateway_url, application: {id, flags}}`` then one GUILD_CREATE per guild
* op 6 RESUME of a session whose socket dropped with a resumable close code (client: not
  1001 — a RESUME after the client's own 1000 works; server: not 4004/4007/4009/4010-4014): missed dispatches are replayed, then
  RESUMED; unknown session -> op 9 INVALID_SESSION ``false`` (discord.py then re-identifies
  cleanly).  The session becomes resumable the moment its socket closes (before the close
  handshake ends), since discord.py resumes within milliseconds; a RESUME naming a session
  whose old socket is still open takes it over (the old socket is closed with 4000).
  A dropped session stays resumable for ``RESUME_WINDOW`` seconds or until a new IDENTIFY
  of the same shard.
* sharding: IDENTIFY's ``shard: [shard_id, num_shards]`` (default ``[0, 1]``; out of range ->
  close 4010 Invalid shard). READY echoes ``shard`` and lists, like the GUILD_CREATEs after it,
  only the shard's guilds; every guild event goes only to the sessions of shard
  ``(guild_id >> 22) % num_shards``, events of no guild (DMs) to shard 0 — as Discord routes.
* ``drop(close_code)`` closes every connection from the server side (``None``: cuts TCP).
* ``request_reconnect()`` sends op 7 RECONNECT (discord.py closes with 4000 and resumes)
* op 8 REQUEST_GUILD_MEMBERS -> GUILD_MEMBERS_CHUNK with every member
* op 3/4 presence/voice updates: ignored
Dispatches (op 0, increasing ``s``) go to every identified session, filtered by intents:
GUILD_MESSAGES (1<<9) / DIRECT_MESSAGES (1<<12) for MESSAGE_*; without MESSAGE_CONTENT
(1<<15) other users' message content is blanked as Discord does.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .payloads import guild_create_payload
from .world import World

log = logging.getLogger("sandbox.gateway")

RESUME_WINDOW = 5.0  # seconds a dropped session stays resumable (and buffers events)
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MESSAGES = 1 << 9
DIRECT_MESSAGES = 1 << 12
MESSAGE_CONTENT = 1 << 15
CLIENT_ENDS = frozenset({1001})
"""Client close codes that end its session. Not 1000: discord.py closes with 1000 itself on a
resumable INVALID_SESSION (op 9 ``true``) and after other clean closes, and RESUMEs right after;
Discord lets that RESUME through (issue 24, kind 8, from bot reports), though its docs say a 1000
or 1001 close invalidates the session."""
SERVER_ENDS = frozenset({4004, 4007, 4009, 4010, 4011, 4012, 4013, 4014})  # server closes that end it


@dataclass(eq=False)
class Session:
    """One websocket connection (a discord.py client) and its identify data."""

    ws: web.WebSocketResponse
    session_id: str = ""
    seq: int = 0
    intents: int = 0
    identified: bool = False
    token: str = ""
    buffer: list[dict[str, Any]] = field(default_factory=list)
    detached_at: float = 0.0
    detached: bool = False
    shard: tuple[int, int] = (0, 1)  # (shard_id, num_shards) from IDENTIFY
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Gateway:
    """Accepts websocket clients and dispatches events to them."""

    def __init__(self, world: World, url: Callable[[], str], activity: Callable[[], None]) -> None:
        self.world = world
        self._url = url
        self._activity = activity
        self.sessions: list[Session] = []
        self.resumable: dict[str, Session] = {}
        self.identifies = 0
        self.resumes = 0
        self.invalid_sessions = 0  # op 9 sent (a RESUME of a session that cannot be resumed)
        self.pending_sends = 0
        self.ready = asyncio.Event()
        self._closing: set[asyncio.Task[bool]] = set()

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions if s.identified and not s.ws.closed]

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoclose=False)
        await ws.prepare(request)
        sess = Session(ws)
        self.sessions.append(sess)
        code: int | None = None
        try:
            await self._send(sess, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
            while True:  # (not ``async for``: it ends before a close frame's code can be read)
                msg = await ws.receive()
                if msg.type == WSMsgType.TEXT:
                    await self._on_frame(sess, json.loads(msg.data))
                elif msg.type == WSMsgType.CLOSE:
                    code = int(msg.data)  # the code the client closed with
                    break
                elif msg.type in (WSMsgType.ERROR, WSMsgType.CLOSING, WSMsgType.CLOSED):
                    break
        except (ConnectionResetError, asyncio.CancelledError):
            pass
        finally:
            if sess in self.sessions:
                self.sessions.remove(sess)
            code = code if code is not None else ws.close_code
            log.debug("gateway socket closed with %s", code)
            self._detach(sess, code, by_client=True)
            if not ws.closed:
                await ws.close()
        return ws

    def _detach(self, sess: Session, code: int | None, *, by_client: bool) -> None:
        """The session lost its socket (once; later calls do nothing): it stays resumable
        unless the close ended it.  A client closing with 1001 ends its session (1000 does not:
        see :data:`CLIENT_ENDS`); the server ends it with 4007/4009 (the client must
        identify anew) and with the fatal 4004/4010–4014; any other code, or a socket that
        just dropped (``None``/1006), leaves it resumable for ``RESUME_WINDOW`` seconds."""
        if sess.detached:
            return
        sess.detached = True
        ends = CLIENT_ENDS if by_client else SERVER_ENDS
        if sess.identified and code not in ends:
            sess.detached_at = time.monotonic()
            self.resumable[sess.session_id] = sess  # keeps buffering dispatches until resumed
        else:
            sess.identified = False

    async def drop(self, close_code: int | None = 4000) -> int:
        """Close every identified connection from the server side with ``close_code``
        (``None``: cut the TCP connection without a close frame, as a network fault does).
        The session is made resumable (see :meth:`_detach`) *before* the socket closes, so a
        client that resumes at once succeeds.  Returns how many connections were dropped."""
        dropped = [s for s in self.sessions if s.identified and not s.ws.closed]
        for sess in dropped:
            self._detach(sess, close_code, by_client=False)
            if sess in self.sessions:
                self.sessions.remove(sess)
        for sess in dropped:
            if close_code is None:
                transport = sess.ws._req.transport if sess.ws._req is not None else None
                if transport is not None:
                    transport.abort()
            else:
                with contextlib.suppress(ConnectionResetError, asyncio.CancelledError):
                    await sess.ws.close(code=close_code, message=b"sandbox drop")
        return len(dropped)

    async def _send(self, sess: Session, frame: dict[str, Any]) -> None:
        self.pending_sends += 1
        try:
            async with sess.lock:
                if not sess.ws.closed:
                    await sess.ws.send_str(json.dumps(frame))
        except ConnectionResetError:
            pass
        finally:
            self.pending_sends -= 1
            self._activity()

    async def _dispatch_to(self, sess: Session, event: str, data: dict[str, Any]) -> None:
        sess.seq += 1
        frame = {"op": 0, "t": event, "s": sess.seq, "d": data}
        sess.buffer.append(frame)
        del sess.buffer[:-500]
        await self._send(sess, frame)

    async def _on_frame(self, sess: Session, frame: dict[str, Any]) -> None:
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:
            await self._send(sess, {"op": 11, "d": None, "s": None, "t": None})
        elif op == 2:
            await self._identify(sess, data or {})
        elif op == 6:
            await self._resume(sess, data or {})
        elif op == 8:
            await self._members_chunk(sess, data or {})
        # op 3 (presence) and 4 (voice state) are accepted and ignored

    async def _identify(self, sess: Session, data: dict[str, Any]) -> None:
        w = self.world
        shard = _shard_of_identify(data.get("shard"))
        if shard is None:  # Discord: 4010 Invalid shard
            await sess.ws.close(code=4010, message=b"Invalid shard.")
            return
        sess.shard = shard
        sess.session_id = uuid.uuid4().hex
        sess.intents = int(data.get("intents") or 0)
        sess.token = str(data.get("token") or "")
        sess.identified = True
        self.identifies += 1
        # A fresh IDENTIFY (e.g. a restarted bot) replaces the dropped sessions of the same shard.
        for sid in [sid for sid, old in self.resumable.items() if old.shard == shard]:
            del self.resumable[sid]
        guilds = [g for g in w.bot_guilds() if self._routes_to(sess, g.id)]
        ready = {
            "v": 10, "user": w.bot.to_payload(), "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "shard": list(shard),
            "session_id": sess.session_id, "session_type": "normal", "resume_gateway_url": self._url(),
            "application": {"id": str(w.app_id), "flags": 0}, "private_channels": [], "relationships": [],
            "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [], "user_settings": {},
            "auth_session_id_hash": "", "_trace": ["sandbox"],
        }
        await self._dispatch_to(sess, "READY", ready)
        for g in guilds:
            await self._dispatch_to(sess, "GUILD_CREATE", guild_create_payload(w, g))
        self.ready.set()

    async def _resume(self, sess: Session, data: dict[str, Any]) -> None:
        sid = str(data.get("session_id"))
        zombie = next((s for s in self.sessions if s is not sess and s.identified and not s.detached
                       and s.session_id == sid), None)
        if zombie is not None:  # the old connection is still open here: Discord hands the session over
            self._detach(zombie, None, by_client=False)
            self.sessions.remove(zombie)
            task = asyncio.get_running_loop().create_task(zombie.ws.close(code=4000))
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)
        old = self.resumable.pop(sid, None)
        if old is None:
            self.invalid_sessions += 1
            await self._send(sess, {"op": 9, "d": False, "s": None, "t": None})
            return
        self.resumes += 1
        sess.session_id, sess.seq, sess.intents, sess.token = old.session_id, old.seq, old.intents, old.token
        sess.buffer = old.buffer
        sess.identified = True
        after = int(data.get("seq") or 0)
        for frame in [f for f in sess.buffer if f["s"] > after]:
            await self._send(sess, frame)
        await self._dispatch_to(sess, "RESUMED", {"_trace": ["sandbox"]})

    def prune(self) -> None:
        """Forget dropped sessions older than ``RESUME_WINDOW``."""
        now = time.monotonic()
        for sid, sess in list(self.resumable.items()):
            if now - sess.detached_at > RESUME_WINDOW:
                del self.resumable[sid]

    async def request_reconnect(self) -> None:
        """Ask every connected client to reconnect (op 7); they will RESUME."""
        for sess in self.live_sessions:
            await self._send(sess, {"op": 7, "d": None, "s": None, "t": None})

    async def _members_chunk(self, sess: Session, data: dict[str, Any]) -> None:
        gids = data.get("guild_id")
        for gid in gids if isinstance(gids, list) else [gids]:
            g = self.world.guilds.get(int(gid)) if gid is not None else None  # a request naming no guild gets no chunk
            if g is None:
                continue
            members = [g.member_payload(self.world.users[u]) for u in g.member_ids if u in self.world.users]
            chunk = {"guild_id": str(g.id), "members": members, "chunk_index": 0, "chunk_count": 1,
                     "not_found": [], "nonce": data.get("nonce")}
            await self._dispatch_to(sess, "GUILD_MEMBERS_CHUNK", chunk)

    def _allowed(self, sess: Session, event: str, data: dict[str, Any]) -> dict[str, Any] | None:
        if event.startswith("MESSAGE_"):
            need = GUILD_MESSAGES if data.get("guild_id") else DIRECT_MESSAGES
            if not sess.intents & need:
                return None
            author = (data.get("author") or {}).get("id")
            if (event != "MESSAGE_DELETE" and not sess.intents & MESSAGE_CONTENT and author
                    and author != str(self.world.bot.id) and data.get("guild_id")):
                data = dict(data, content="", embeds=[], attachments=[], components=[])
        elif ((event.startswith(("CHANNEL_", "THREAD_", "GUILD_CREATE", "GUILD_DELETE", "GUILD_ROLE_"))
               and not sess.intents & GUILDS)
              or (event.startswith("GUILD_MEMBER_") and not sess.intents & GUILD_MEMBERS)):
            return None
        return data

    @staticmethod
    def _routes_to(sess: Session, guild_id: int | None) -> bool:
        """Discord's shard routing: a guild's events go to shard ``(guild_id >> 22) % num_shards``;
        events of no guild (DMs) go to shard 0."""
        shard_id, count = sess.shard
        return shard_id == (0 if guild_id is None else (guild_id >> 22) % count)

    async def dispatch(self, event: str, data: dict[str, Any]) -> int:
        """Send ``event`` to every identified session (buffered for sessions awaiting RESUME);
        returns how many sessions got it."""
        self.prune()
        n = 0
        guild_id = _guild_of(event, data)
        for sess in self.live_sessions + list(self.resumable.values()):
            if not self._routes_to(sess, guild_id):
                continue
            filtered = self._allowed(sess, event, data)
            if filtered is None:
                continue
            await self._dispatch_to(sess, event, filtered)
            n += 1
        return n

    async def close_all(self) -> None:
        self.resumable.clear()
        for sess in list(self.sessions):
            if not sess.ws.closed:
                await sess.ws.close(code=1001)


def _shard_of_identify(value: Any) -> tuple[int, int] | None:
    """IDENTIFY's ``shard: [shard_id, num_shards]`` (absent: ``(0, 1)``); None when invalid."""
    if value is None:
        return (0, 1)
    try:
        shard_id, count = (int(v) for v in value)
    except (TypeError, ValueError):
        return None
    return (shard_id, count) if count >= 1 and 0 <= shard_id < count else None


def _guild_of(event: str, data: dict[str, Any]) -> int | None:
    """The guild an event belongs to: ``guild_id``, or ``id`` for GUILD_CREATE/UPDATE/DELETE; None for DMs."""
    raw = data.get("guild_id")
    if raw is None and event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"):
        raw = data.get("id")
    return None if raw is None else int(raw)
