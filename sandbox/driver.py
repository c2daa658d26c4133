"""The driver API for tests and demos: ``async with Sandbox() as sb: ...``.

Set up guilds, channels, users; connect a discord.py ``Client``/``Bot``; act as users
(``slash``, ``click``, ``select``, ``submit_modal``, ``say``); wait for quiet
(``settle``); read what each user sees; check rules (``violations``) and leaks.
Timing rules: an interaction fails for its user when no initial response arrives within
3 s of dispatch; interaction tokens expire 15 min after dispatch on the sandbox clock
(``advance``).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, Literal

import discord

from . import interactions as build
from . import moderation
from . import permissions as perm
from .faults import Faults
from .leaks import assert_no_leak, find_leaks
from .model import ApiErrorRecord, Channel, ForumTag, Guild, Interaction, Message, Role, User
from .patch import pointed_at
from .ratelimits import RateLimitHit, RateLimits, limits_from_env
from .server import SandboxServer, new_world
from .text import render_message, render_transcript
from .world import World

ClientRefused = build.ClientRefused
HANDLER_TASKS = ("discord.py: ", "discord-ui-view-dispatch-", "discord-ui-dynamic-item-", "discord-ui-modal-dispatch-",
                 "CommandTree-invoker")
"""How discord.py names the tasks it runs a client's code in: gateway event listeners
(``discord.py: on_<event>``), component, dynamic item and modal callbacks, slash commands."""


class Sandbox:
    """A running Discord double plus helpers to act as users and inspect the result."""

    def __init__(self, *, bot_name: str = "Menagerie", quiet: float = 0.05,
                 rate_limits: RateLimits | Literal["env"] | None = "env") -> None:
        self.world: World = new_world(bot_name)
        self.server = SandboxServer(self.world, limits_from_env() if rate_limits == "env" else rate_limits)
        self.quiet = quiet
        self._patch: contextlib.AbstractContextManager[None] | None = None
        self._bots: dict[discord.Client, asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._timers: list[asyncio.TimerHandle] = []
        self._waiters: list[Callable[[], Awaitable[None]]] = []

    # lifecycle --------------------------------------------------------------------------
    async def __aenter__(self) -> Sandbox:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def start(self) -> None:
        """Bind the server and point discord.py at it."""
        await self.server.start()
        self._patch = pointed_at(self.server.api_url(), self.server.gateway_url())
        self._patch.__enter__()

    async def stop(self) -> None:
        """Close connected bots, stop the server, restore discord.py's URLs."""
        for bot in list(self._bots):
            await self.disconnect(bot)
        for t in self._timers:
            t.cancel()
        await self.server.stop()
        if self._patch is not None:
            self._patch.__exit__(None, None, None)
            self._patch = None

    @property
    def api_url(self) -> str:
        return self.server.api_url()

    @property
    def gateway_url(self) -> str:
        return self.server.gateway_url()

    # world setup ------------------------------------------------------------------------
    @property
    def bot_user(self) -> User:
        return self.world.bot

    @property
    def app_id(self) -> int:
        return self.world.app_id

    def _spawn(self, coro: Any) -> None:
        if not self.server.gateway.live_sessions:
            coro.close()
            return
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def add_user(self, name: str, *, dms_open: bool = True, locale: str = "en-US") -> User:
        """A human user (not yet in any guild) whose client speaks ``locale`` (``user.locale`` may change later)."""
        u = User(self.world.clock.snowflake(), name, dms_open=dms_open, locale=locale)
        self.world.users[u.id] = u
        return u

    def add_guild(self, name: str, *, members: Iterable[User] = (), owner: User | None = None,
                  preferred_locale: str = "en-US") -> Guild:
        """A guild the bot is in; dispatches GUILD_CREATE if a bot is connected. ``preferred_locale``
        other than ``en-US`` makes it a community server with that language."""
        w = self.world
        owner = owner or w.owner
        g = Guild(w.clock.snowflake(), name, owner.id, joined_at=w.clock.iso(), preferred_locale=preferred_locale)
        g.member_ids = [w.bot.id] + [u.id for u in members if u.id != w.bot.id]
        w.guilds[g.id] = g
        self._spawn(self.server.ops.announce_guild(g.id))
        return g

    def add_channel(self, guild: Guild, name: str, *, threads_allowed: bool = True) -> Channel:
        """A text channel; ``threads_allowed=False`` makes thread creation answer 403 50013."""
        w = self.world
        pos = sum(1 for c in w.channels.values() if c.guild_id == guild.id and c.kind == "text")
        ch = Channel(w.clock.snowflake(), "text", name, guild_id=guild.id, threads_allowed=threads_allowed,
                     position=pos, created_iso=w.clock.iso())
        if not threads_allowed:  # as a moderator would: the bot's member overwrite denies creating threads
            ch.overwrites[w.bot.id] = (0, perm.NO_THREADS)
        w.channels[ch.id] = ch
        self._spawn(self.server.ops.announce_channel(ch))
        return ch

    def add_forum(self, guild: Guild, name: str, *, tags: Iterable[str] = (), require_tag: bool = False) -> Channel:
        """A forum channel (type 15): no messages of its own (posting there answers 400 50008); a post
        is a thread made with its first message (``POST /channels/{forum}/threads`` with ``message``),
        carrying at most 5 of ``tags`` (``require_tag``: at least one, else 400 40067)."""
        w = self.world
        pos = sum(1 for c in w.channels.values() if c.guild_id == guild.id and c.kind in ("text", "forum"))
        ch = Channel(w.clock.snowflake(), "forum", name, guild_id=guild.id, position=pos, created_iso=w.clock.iso(),
                     tags=[ForumTag(w.clock.snowflake(), t) for t in tags], require_tag=require_tag)
        w.channels[ch.id] = ch
        self._spawn(self.server.ops.announce_channel(ch))
        return ch

    def posts(self, forum: Channel) -> list[Channel]:
        """A forum's posts (its threads), oldest first."""
        return self.world.threads_of(forum.id)

    def add_member(self, guild: Guild, user: User) -> None:
        """Add ``user`` to ``guild``; dispatches GUILD_MEMBER_ADD if a bot is connected."""
        if user.id not in guild.member_ids:
            guild.member_ids.append(user.id)
            self._spawn(self.server.ops.announce_member(guild.id, user.id))

    def add_role(self, guild: Guild, name: str, *, permissions: int | str | list[str] = 0) -> Role:
        """A role of ``guild`` with ``permissions`` (bits or names, e.g. ``["manage_server"]``);
        dispatches GUILD_ROLE_CREATE if a bot is connected."""
        role = Role(self.world.clock.snowflake(), name, perm.bits_of(permissions), position=len(guild.roles) + 1)
        guild.roles[role.id] = role
        self._spawn(self.server.ops.announce_role(guild.id, role))
        return role

    def give_role(self, guild: Guild, user: User, role: Role) -> None:
        """``user`` gets ``role`` (interactions carry it in ``member.roles`` and ``member.permissions``).
        No gateway event: GUILD_MEMBER_UPDATE needs the privileged members intent."""
        held = guild.member_roles.setdefault(user.id, [])
        if role.id not in held:
            held.append(role.id)

    def take_role(self, guild: Guild, user: User, role: Role) -> None:
        """``user`` loses ``role``."""
        held = guild.member_roles.get(user.id, [])
        if role.id in held:
            held.remove(role.id)

    def allow_command(self, guild: Guild, name: str, *targets: User | Role) -> None:
        """The server lets ``targets`` (members or roles) run ``/name`` whatever the permissions
        it asks by default (Server Settings → Integrations → the bot → command permissions)."""
        self.world.command_overrides.setdefault((guild.id, name), set()).update(t.id for t in targets)

    def set_owner(self, user: User) -> None:
        """Make ``user`` the application owner (``GET /oauth2/applications/@me`` -> owner)."""
        self.world.owner = user

    def set_dms_open(self, user: User, open_: bool) -> None:
        user.dms_open = open_

    def dm_channel(self, user: User) -> Channel:
        """The bot's DM channel with ``user`` (created on demand)."""
        return self.server.ops.dm_channel(user.id)

    # bots -------------------------------------------------------------------------------
    async def connect(self, bot: discord.Client, *, token: str = "sandbox-token", timeout: float = 15.0) -> None:
        """Log ``bot`` in (dummy token), run ``bot.connect()`` in a task, wait for ``is_ready()``.

        Pass ``guild_ready_timeout=0.1`` (or similar) to the Client: discord.py otherwise
        waits 2 s after the last GUILD_CREATE before READY.
        """
        await bot.login(token)
        task = asyncio.get_running_loop().create_task(bot.connect(reconnect=True))
        self._bots[bot] = task
        end = time.monotonic() + timeout
        while not bot.is_ready():
            if task.done():
                self._bots.pop(bot, None)
                task.result()
                raise RuntimeError("bot.connect() returned before READY")
            if time.monotonic() > end:
                raise TimeoutError("bot did not become ready against the sandbox")
            await asyncio.sleep(0.01)
        await self.settle()

    async def disconnect(self, bot: discord.Client) -> None:
        """``bot.close()`` and wait for its connect task to end."""
        task = self._bots.pop(bot, None)
        await bot.close()
        if task is not None:
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await asyncio.wait_for(task, 5)
        await asyncio.sleep(0)
        if not self._bots:  # a deliberate stop: nothing left to resume
            self.server.gateway.resumable.clear()

    @property
    def rate_limits(self) -> RateLimits | None:
        """The REST rate limits in force (``None``: off); assignable at any time, e.g.
        ``sb.rate_limits = RateLimits.strict()``.  Buckets start afresh after a change."""
        return self.server.limiter.limits

    @rate_limits.setter
    def rate_limits(self, limits: RateLimits | None) -> None:
        self.server.limiter.reset(limits)

    @property
    def rate_limited(self) -> list[RateLimitHit]:
        """Every 429 the double answered (``world.rate_limited``): assert it empty for normal play."""
        return self.world.rate_limited

    @property
    def faults(self) -> Faults:
        """Faults on demand for REST calls: ``sb.faults.fail(...)``, ``sb.faults.rate_limit(...)``
        (see :mod:`sandbox.faults`)."""
        return self.server.faults

    async def drop_gateway(self, close_code: int | None = 4000) -> int:
        """Close the bots' gateway connections from Discord's side with ``close_code`` (``None``:
        cut the connection without a close frame).  Resumable codes (4000, 4001..4003, 4005,
        4008, a cut) let discord.py RESUME at once; 4007/4009 make it identify anew; 4004 and
        4010..4014 are fatal for discord.py.  Returns how many connections were dropped."""
        return await self.server.gateway.drop(close_code)

    async def reconnect_gateway(self) -> None:
        """Send op 7 RECONNECT to connected bots; they drop the socket and RESUME."""
        await self.server.gateway.request_reconnect()

    # time -------------------------------------------------------------------------------
    def advance(self, seconds: float) -> None:
        """Move the sandbox clock (token expiry, 3 s deadline) forward."""
        self.world.clock.advance(seconds)
        for rec in self.world.interactions.values():
            if not rec.acknowledged and not rec.failed and self.world.clock.now() > rec.deadline:
                self._fail(rec, "no initial response within 3 s")
        due = moderation.due_to_archive(self.server.ops)  # threads idle past their auto_archive_duration
        if due:
            self._spawn(moderation.announce_threads(self.server.ops, due))

    # moderators -------------------------------------------------------------------------
    # What people with rights on a server (or Discord) do under the bot; each sends the
    # gateway event Discord sends (see sandbox/moderation.py) and waits until it is sent.
    async def delete_message(self, message: Message) -> None:
        """A moderator deletes ``message`` (MESSAGE_DELETE); it answers 404 10008 afterwards."""
        await moderation.delete_message(self.server.ops, self.world.messages.get(message.id, message))

    async def delete_messages(self, messages: Iterable[Message]) -> None:
        """A moderator purges ``messages`` (one channel): one MESSAGE_DELETE_BULK."""
        await moderation.delete_messages(self.server.ops, [self.world.messages.get(m.id, m) for m in messages])

    async def delete_channel(self, channel: Channel) -> None:
        """A moderator deletes a text channel (its threads go with it; CHANNEL_DELETE) or a
        thread (THREAD_DELETE); routes on it answer 404 10003 afterwards."""
        await moderation.delete_channel(self.server.ops, channel)

    async def archive_thread(self, thread: Channel, *, locked: bool = False) -> None:
        """A moderator archives ``thread`` (and locks it if ``locked``): THREAD_UPDATE.
        Posting in it answers 400 50083 until it is unarchived."""
        await moderation.update_thread(self.server.ops, thread, archived=True, locked=locked or None)

    async def lock_thread(self, thread: Channel, *, locked: bool = True) -> None:
        """A moderator locks (or unlocks) ``thread`` without archiving it: THREAD_UPDATE."""
        await moderation.update_thread(self.server.ops, thread, locked=locked)

    async def unarchive_thread(self, thread: Channel) -> None:
        """A moderator reopens ``thread`` (unarchived and unlocked): THREAD_UPDATE."""
        await moderation.update_thread(self.server.ops, thread, archived=False, locked=False)

    async def remove_member(self, guild: Guild, user: User) -> None:
        """``user`` leaves or is kicked from ``guild``: GUILD_MEMBER_REMOVE, delivered only to a
        bot that identified with the privileged GUILD_MEMBERS intent."""
        await moderation.remove_member(self.server.ops, guild, user)

    async def set_nick(self, guild: Guild, user: User, nick: str | None) -> None:
        """A member changes their server nickname: GUILD_MEMBER_UPDATE (GUILD_MEMBERS intent only);
        later interactions carry the new ``nick``."""
        await moderation.set_nick(self.server.ops, guild, user, nick)

    async def remove_bot(self, guild: Guild) -> None:
        """The bot is removed from ``guild``: GUILD_DELETE; afterwards the guild's routes answer
        404 10004 Unknown Guild and its channels 403 50001 Missing Access."""
        await moderation.remove_bot(self.server.ops, guild)

    async def set_bot_permissions(self, channel: Channel, *, allow: int | str | list[str] = 0,
                                  deny: int | str | list[str] = 0) -> None:
        """Give the bot a member overwrite on a text channel (its threads follow it): bits or
        names (``deny=["send_messages", "embed_links"]``); both empty removes it. CHANNEL_UPDATE.
        Calls lacking a permission answer 403 50013 (50001 without View Channel); interactions
        carry the resulting ``app_permissions``."""
        await moderation.set_overwrite(self.server.ops, channel, self.world.bot.id,
                                       allow=perm.bits_of(allow), deny=perm.bits_of(deny))

    def bot_permissions(self, channel: Channel) -> int:
        """The bot's permission bits in ``channel`` (what ``app_permissions`` says there)."""
        return perm.channel_permissions(self.world, channel)

    def _fail(self, rec: Interaction, why: str) -> None:
        if rec.acknowledged or rec.failed:
            return
        rec.failed = True
        item = ApiErrorRecord("interaction_failed", 0, 0, "This interaction failed", "", "", rec.id, why)
        rec.errors.append(item)
        self.world.violations.append(item)
        self.world.user_outcomes.append((rec.user_id, "interaction failed", rec.id))

    async def wait_until(self, predicate: Callable[[], Any], timeout: float = 30.0) -> None:
        """Poll ``predicate`` every 10 ms until truthy; ``TimeoutError`` after ``timeout`` (generous:
        it bounds how long a broken test hangs, not how fast a busy machine must be)."""
        end = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > end:
                raise TimeoutError("condition not met in the sandbox")
            await asyncio.sleep(0.01)

    async def settle(self, quiet: float | None = None, timeout: float = 10.0) -> None:
        """Wait until the bot has gone quiet: no REST request in flight, nothing being sent on
        the gateway, every gateway event sent to a connected bot read by it and its handlers
        (listeners, component callbacks, slash commands) finished (:meth:`_bots_busy`), no
        unanswered interaction (until it fails at 3 s), no deferred "thinking" placeholder
        still unfilled, no rate-limit wait the bot may be sleeping through (an exhausted
        bucket before its reset, a 429 before its ``retry_after``), no retry owed after a 429
        or a 5xx (until it arrives, however late), every waiter of :meth:`add_waiter` done,
        and no activity for ``quiet`` seconds (default 50 ms).  ``TimeoutError`` after ``timeout``."""
        quiet = self.quiet if quiet is None else quiet
        end = time.monotonic() + timeout
        srv = self.server
        while True:
            if self._tasks:
                await asyncio.gather(*list(self._tasks), return_exceptions=True)
            pending = [r for r in self.world.interactions.values()
                       if (not r.acknowledged and not r.failed) or (r.message is not None and r.message.loading
                                                                     and not r.message.deleted
                                                                     and self.world.clock.now() < r.expires_at)]
            busy = self._bots_busy() + srv.limiter.retries_owed()
            if not busy and self._waiters:  # the bot's own queues: wait them out, then look again
                for wait in list(self._waiters):
                    await asyncio.wait_for(wait(), max(0.0, end - time.monotonic()))
                busy = self._bots_busy() + srv.limiter.retries_owed()
            if (srv.inflight == 0 and srv.gateway.pending_sends == 0 and not pending and not busy
                    and time.monotonic() - srv.last_activity >= quiet and time.monotonic() >= srv.limiter.busy_until):
                return
            if time.monotonic() > end:
                owed = [f"{r.name!r} ({'still thinking' if r.acknowledged else 'unanswered'})" for r in pending]
                raise TimeoutError(f"the bot did not go quiet; in flight={srv.inflight}, interactions owed: {owed}, "
                                   f"bots busy with (or retries owed): {busy}")
            await asyncio.sleep(min(0.01, quiet / 2))

    def add_waiter(self, wait: Callable[[], Awaitable[None]]) -> None:
        """Make :meth:`settle` also await ``wait()`` (until its own ``timeout``): for work the bot
        queues inside itself, out of the double's sight (e.g. a service's notifications and a
        render queue; :class:`harness.table.SandboxTable` adds its bot's). ``wait`` must return
        at once when there is nothing to wait for."""
        self._waiters.append(wait)

    def remove_waiter(self, wait: Callable[[], Awaitable[None]]) -> None:
        """Stop awaiting ``wait`` in :meth:`settle` (the bot it waits for stopped)."""
        if wait in self._waiters:
            self._waiters.remove(wait)

    def _bots_busy(self) -> list[str]:
        """What the bots connected with :meth:`connect` still do with what the double sent them: a
        gateway event not yet read (its sequence number ahead of the bot's), a handler of one
        still running (discord.py runs each in a task named :data:`HANDLER_TASKS`), or READY
        still being prepared.  On a busy machine a handler (e.g. one writing to the database)
        easily outlasts ``quiet``; without this ``settle`` could return before it is done.
        Bots in other processes (``harness.shard_bot``) are not seen here."""
        read: dict[str, int] = {}
        for bot in self._bots:
            shards = list(bot.shards) if isinstance(bot, discord.AutoShardedClient) else [bot.shard_id]
            for shard_id in shards:
                ws = bot._get_websocket(shard_id=shard_id)
                if ws is not None and ws.session_id:
                    read[ws.session_id] = ws.sequence or 0
        busy = [f"event {sess.seq} on session {sess.session_id[:8]} (read {read[sess.session_id]})"
                for sess in self.server.gateway.live_sessions
                if sess.session_id in read and read[sess.session_id] < sess.seq]
        if self._bots:
            busy += [t.get_name() for t in asyncio.all_tasks()
                     if not t.done() and t.get_name().startswith(HANDLER_TASKS)]
            busy += ["READY" for bot in self._bots if bot.is_ready() is False and not bot.is_closed()
                     and getattr(bot._connection, "_ready_task", None) is not None]
        return busy

    # acting as users ----------------------------------------------------------------------
    async def _run(self, rec: Interaction, payload: dict[str, Any], wait: bool, settle: bool) -> Interaction:
        w = self.world
        w.interactions[rec.id] = rec
        event = self.server.rest.acks.setdefault(rec.id, asyncio.Event())
        rec.dispatched_at = w.clock.now()
        delivered = await self.server.gateway.dispatch("INTERACTION_CREATE", payload)
        if not delivered:
            self._fail(rec, "no bot connected")
            return rec
        self._timers.append(asyncio.get_running_loop().call_later(3.0, self._fail, rec, "no initial response within 3 s"))
        if not wait:
            return rec
        try:
            await asyncio.wait_for(event.wait(), timeout=max(0.0, rec.deadline - w.clock.now()))
        except TimeoutError:
            self._fail(rec, "no initial response within 3 s")
            return rec
        if settle:
            await self.settle()
        return rec

    async def slash(self, user: User, channel: Channel, command: str, /, sub: str | None = None, *,
                    wait: bool = True, settle: bool = True, **options: Any) -> Interaction:
        """Run ``/command [sub] option=value...`` as ``user`` in ``channel`` (guild channel, thread or
        DM channel) from the registered command; wait for the initial response (or the 3 s
        failure) and then for quiet.  ``sub`` may be ``"sub"`` or ``"group sub"``.
        Raises :class:`ClientRefused` for what the Discord client would not send."""
        self._check_in_channel(user, channel)
        rec, payload = build.command_payload(self.world, user, channel, command, sub, options)
        return await self._run(rec, payload, wait, settle)

    async def autocomplete(self, user: User, channel: Channel, command: str, /, sub: str | None = None, *,
                           focused: str, **options: Any) -> Interaction:
        """``user`` types into option ``focused`` of ``/command [sub]`` (``options``: the text of each option
        so far, ``focused``'s included): the bot's answer is ``.choices`` (callback type 8, at most 25,
        checked as Discord does). Raises :class:`ClientRefused` when that option is not autocompleted."""
        self._check_in_channel(user, channel)
        rec, payload = build.autocomplete_payload(self.world, user, channel, command, sub, options, focused)
        return await self._run(rec, payload, True, True)

    def _check_in_channel(self, user: User, channel: Channel) -> None:
        if not self.world.channel_visible_to(channel, user.id):
            raise ClientRefused(f"{user.name} cannot see {channel.name or 'that DM'}")

    def _component(self, user: User, message: Message, *, label: str | None = None,
                   custom_id: str | None = None) -> dict[str, Any]:
        msg = self.world.messages.get(message.id, message)
        if not self.world.visible_to(user.id, msg):
            raise ClientRefused(f"{user.name} cannot see {self.world.describe(msg)}")
        for c in msg.iter_components():
            if "custom_id" not in c or c.get("type") == 1:
                continue
            if (custom_id is not None and c["custom_id"] == custom_id) or (label is not None and c.get("label") == label):
                if c.get("disabled"):
                    raise ClientRefused(f"component {c.get('label') or c['custom_id']!r} is disabled")
                return c
        have = [(c.get("label"), c.get("custom_id")) for c in msg.iter_components() if c.get("custom_id")]
        raise ClientRefused(f"no component label={label!r} custom_id={custom_id!r} on {self.world.describe(msg)}; has {have}")

    async def click(self, user: User, message: Message, *, label: str | None = None, custom_id: str | None = None,
                    wait: bool = True, settle: bool = True) -> Interaction:
        """Click a button (by ``label`` or ``custom_id``) on a message ``user`` can see
        (public, their own ephemeral, or their DM)."""
        comp = self._component(user, message, label=label, custom_id=custom_id)
        if comp.get("type") != 2:
            raise ClientRefused("that component is not a button")
        rec, payload = build.component_payload(self.world, user, self.world.messages[message.id], comp)
        return await self._run(rec, payload, wait, settle)

    async def select(self, user: User, message: Message, custom_id: str, values: Iterable[Any], *,
                     wait: bool = True, settle: bool = True) -> Interaction:
        """Pick ``values`` in a select (string values; users/channels for typed selects)."""
        comp = self._component(user, message, custom_id=custom_id)
        vals = list(values)
        lo, hi = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if not lo <= len(vals) <= hi:
            raise ClientRefused(f"select {custom_id!r} takes {lo}..{hi} values, got {len(vals)}")
        if comp.get("type") == 3:
            allowed = {o.get("value") for o in comp.get("options") or []}
            bad = [v for v in vals if v not in allowed]
            if bad:
                raise ClientRefused(f"select {custom_id!r} has no option(s) {bad}")
        rec, payload = build.component_payload(self.world, user, self.world.messages[message.id], comp, vals)
        return await self._run(rec, payload, wait, settle)

    async def submit_modal(self, user: User, modal_interaction: Interaction, values: Mapping[str, Any], *,
                           wait: bool = True, settle: bool = True) -> Interaction:
        """Submit the modal the bot opened (response type 9) with ``{custom_id: value}``."""
        if modal_interaction.response_type != 9 or modal_interaction.modal is None:
            raise ClientRefused("that interaction did not open a modal")
        if modal_interaction.user_id != user.id:
            raise ClientRefused("only the user the modal was shown to can submit it")
        rec, payload = build.modal_payload(self.world, user, modal_interaction, dict(values))
        return await self._run(rec, payload, wait, settle)

    async def say(self, user: User, channel: Channel, content: str, *, settle: bool = True) -> Message:
        """``user`` posts a plain message (MESSAGE_CREATE to the bot)."""
        self._check_in_channel(user, channel)
        msg = await self.server.ops.create_message(channel, user.id, {"content": content})
        if settle:
            await self.settle()
        return msg

    # lookups ----------------------------------------------------------------------------
    @property
    def violations(self) -> list[ApiErrorRecord]:
        """Every error answer/rule break so far (API errors, unknown routes, failed interactions)."""
        return self.world.violations

    @property
    def unknown_routes(self) -> list[str]:
        return self.world.unknown_routes

    def take_violations(self, code: int | None = None, kind: str | None = None) -> list[ApiErrorRecord]:
        """Remove and return the violations matching ``code``/``kind`` (all if neither given)."""
        keep: list[ApiErrorRecord] = []
        taken: list[ApiErrorRecord] = []
        for v in self.world.violations:
            match = (code is None or v.code == code) and (kind is None or v.kind == kind)
            (taken if match else keep).append(v)
        self.world.violations[:] = keep
        return taken

    def assert_no_violations(self) -> None:
        if self.world.violations:
            raise AssertionError("sandbox violations:\n" + "\n".join(map(str, self.world.violations)))

    def messages(self, channel: Channel) -> list[Message]:
        """Public messages of a channel/thread/DM, oldest first (no ephemerals, no deleted)."""
        return self.world.channel_messages(channel.id)

    def threads(self, channel: Channel) -> list[Channel]:
        return self.world.threads_of(channel.id)

    def seen_by(self, user: User) -> list[Message]:
        """Everything ``user`` sees now: public messages of their guilds, their ephemerals, their DMs."""
        return self.world.seen_by(user.id)

    def ephemerals(self, user: User) -> list[Message]:
        return [m for m in self.world.seen_by(user.id) if m.ephemeral_for == user.id]

    def latest_ephemeral(self, user: User) -> Message | None:
        eph = self.ephemerals(user)
        return eph[-1] if eph else None

    def dms(self, user: User) -> list[Message]:
        ch = self.world.dm_channel_of(user.id)
        return [] if ch is None else [m for m in self.world.channel_messages(ch.id, include_ephemeral=True)
                                      if self.world.visible_to(user.id, m)]

    def failures(self, user: User) -> list[Interaction]:
        """Interactions that showed ``user`` "This interaction failed"."""
        return [r for r in self.world.interactions.values() if r.user_id == user.id and r.failed]

    def answered_twice(self) -> list[Interaction]:
        """Interactions whose user was shown more than one answer (:attr:`Interaction.answers`): an
        initial response and a follow-up, or several follow-ups. Discord allows it; a bot that
        answers each interaction once (a project's rule) asserts this empty."""
        return [r for r in self.world.interactions.values() if r.answers > 1]

    def find_message(self, *, content: str | None = None, embed_title: str | None = None,
                     channel: Channel | None = None, user: User | None = None) -> Message | None:
        """Newest message (among what ``user`` sees, else all non-deleted) whose content /
        embed title contains the given text."""
        pool = self.seen_by(user) if user else [m for m in self.world.messages.values() if not m.deleted]
        for m in reversed(pool):
            if channel is not None and m.channel_id != channel.id:
                continue
            if content is not None and content not in m.content:
                continue
            if embed_title is not None and not any(embed_title in t for t in m.embed_titles):
                continue
            return m
        return None

    def notified(self, message: Message) -> set[int]:
        """The users ``message`` notified when it was created by mentioning them, as Discord resolves
        its ``allowed_mentions`` (:mod:`sandbox.mentions`): assert ``== {x.id}`` for "it notified X
        and nobody else"."""
        return {n.user_id for n in self.world.notifications if n.message_id == message.id}

    def notifications(self, user: User) -> list[Message]:
        """Every message that notified ``user`` by mentioning them, oldest first."""
        return [self.world.messages[n.message_id] for n in self.world.notifications if n.user_id == user.id]

    def unstated_mentions(self, author: User | None = None) -> list[Message]:
        """The messages (by ``author``, default the bot) whose last write stated no ``allowed_mentions``:
        Discord then decides from its defaults whom they ping, not the sender."""
        uid = (author or self.world.bot).id
        return [m for m in self.world.messages.values() if m.author_id == uid and m.allowed_mentions is None
                and not m.loading]

    def buttons(self, message: Message) -> list[dict[str, Any]]:
        return self.world.messages.get(message.id, message).buttons

    def transcript(self, channel: Channel) -> str:
        """Public transcript of a channel/thread as readable text."""
        return render_transcript(self.messages(channel), self.world.names())

    def screen(self, user: User) -> str:
        """Readable rendering of everything ``user`` sees, grouped by place."""
        names = self.world.names()
        out: list[str] = []
        last = None
        for m in self.seen_by(user):
            where = self.world.describe(m).split(" in ", 1)[1].split(" (ephemeral")[0]
            if where != last:
                out.append(f"== {where} ==")
                last = where
            out.append(render_message(m, names.get(m.author_id, str(m.author_id))))
        for r in self.failures(user):
            out.append(f"!! This interaction failed ({r.name})")
        return "\n".join(out)

    def find_leaks(self, private: Mapping[int, Iterable[str]]) -> list[str]:
        return find_leaks(self.world, self._ids(private))

    def assert_no_leak(self, private: Mapping[Any, Iterable[str]]) -> None:
        """``private = {user or user_id: {"secret", ...}}``; AssertionError naming each leak."""
        assert_no_leak(self.world, self._ids(private))

    def guard_privacy(self, provider: Callable[[], Mapping[Any, Iterable[str]]] | None, *,
                      public: Iterable[str] = ()) -> None:
        """Check every message as it is created or edited against ``provider()``.

        ``provider`` returns what each user holds privately *at that moment*
        (``{user or user_id: {"secret", ...}}``); a written message that someone else can
        see and that contains one of those strings is recorded in :attr:`live_leaks`.
        ``None`` turns the guard off. ``public``: texts public by design, drawn from no match
        (a rules illustration naming cards), cut out of a message before it is checked
        (:func:`sandbox.leaks.check_written`).
        """
        self.world.privacy = None if provider is None else (lambda: self._ids(provider()))
        self.world.public_texts = tuple(public)

    def record_texts(self) -> list[tuple[str, str]]:
        """Start noting every text the bot shows (messages as created and edited, modals,
        autocomplete choices, thread names) as ``(where, text)``; returns the list it fills."""
        if self.world.shown_texts is None:
            self.world.shown_texts = []
        return self.world.shown_texts

    @property
    def live_leaks(self) -> list[str]:
        """Leaks the live privacy guard found, as readable lines."""
        return self.world.live_leaks

    @staticmethod
    def _ids(private: Mapping[Any, Iterable[str]]) -> dict[int, Iterable[str]]:
        return {(k.id if isinstance(k, User) else int(k)): v for k, v in private.items()}
