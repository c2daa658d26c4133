"""What moderators (and Discord itself) do to a server under a running bot, with the gateway
events Discord sends.  Driven from tests through :class:`sandbox.Sandbox`.

* ``delete_message`` → MESSAGE_DELETE; the message answers 404 10008 afterwards;
  ``delete_messages`` (a purge) → one MESSAGE_DELETE_BULK.
* ``delete_channel`` (a text channel or a thread) → CHANNEL_DELETE / THREAD_DELETE
  (``{id, guild_id, parent_id, type}``); routes on it answer 404 10003 and its messages
  are gone.  Deleting a text channel deletes its threads with it (one CHANNEL_DELETE).
* ``set_thread`` archive / lock (THREAD_UPDATE); posting in an archived thread answers
  400 50083; a thread archives itself after ``auto_archive_duration`` minutes (sandbox
  clock) without a message (:func:`auto_archive`, run on ``Sandbox.advance`` and before
  each post).
* ``remove_member`` → GUILD_MEMBER_REMOVE ``{guild_id, user}`` (delivered only to sessions
  that identified with the privileged GUILD_MEMBERS intent, as on Discord).
* ``remove_bot`` → GUILD_DELETE ``{id}`` (no ``unavailable``: the bot was removed); the
  guild's routes answer 404 10004, its channels 403 50001 Missing Access.
* ``set_overwrite`` → CHANNEL_UPDATE with the channel's ``permission_overwrites``
  (:mod:`sandbox.permissions` computes what the bot may do from them).
"""

from __future__ import annotations

from typing import Any

from .model import Channel, Guild, Message, User
from .ops import Ops
from .payloads import channel_payload


async def delete_message(ops: Ops, msg: Message) -> None:
    """A moderator deletes ``msg`` (MESSAGE_DELETE)."""
    if not msg.deleted:
        await ops.delete_message(msg)


async def delete_messages(ops: Ops, msgs: list[Message]) -> None:
    """A moderator purges several messages of one channel at once: MESSAGE_DELETE_BULK
    ``{ids, channel_id, guild_id}`` (one event, as a purge sends)."""
    live = [m for m in msgs if not m.deleted and not m.ephemeral]
    if not live:
        return
    channels = {m.channel_id for m in live}
    if len(channels) != 1:
        raise ValueError("a bulk delete is within one channel")
    for m in live:
        m.deleted = True
    data: dict[str, Any] = {"ids": [str(m.id) for m in live], "channel_id": str(live[0].channel_id)}
    if live[0].guild_id is not None:
        data["guild_id"] = str(live[0].guild_id)
    await ops.gateway.dispatch("MESSAGE_DELETE_BULK", data)


async def delete_channel(ops: Ops, ch: Channel) -> None:
    """A moderator deletes a text channel (with its threads) or a thread."""
    w = ops.world
    if ch.deleted or ch.kind == "dm":
        raise ValueError("only a live guild channel or thread can be deleted")
    gone = [ch] + ([t for t in w.threads_of(ch.id) if not t.deleted] if ch.kind in ("text", "forum") else [])
    for c in gone:
        c.deleted = True
    ids = {c.id for c in gone}
    for m in w.messages.values():
        if m.channel_id in ids:
            m.deleted = True
    if ch.kind == "thread":
        await ops.gateway.dispatch("THREAD_DELETE", {"id": str(ch.id), "guild_id": str(ch.guild_id),
                                                     "parent_id": str(ch.parent_id), "type": ch.type})
    else:
        await ops.gateway.dispatch("CHANNEL_DELETE", channel_payload(w, ch))


def set_thread_state(ops: Ops, th: Channel, *, archived: bool | None = None, locked: bool | None = None) -> None:
    """Change a thread's archived/locked flags (no event; see :func:`update_thread`)."""
    if th.kind != "thread" or th.deleted:
        raise ValueError("not a live thread")
    now = ops.world.clock
    if archived is not None and archived != th.archived:
        th.archived = archived
        th.archive_iso = now.iso()
        if not archived:
            th.active_at = now.now()  # the auto-archive countdown starts again
    if locked is not None:
        th.locked = locked


async def update_thread(ops: Ops, th: Channel, *, archived: bool | None = None, locked: bool | None = None) -> None:
    """A moderator archives/locks (or reopens) a thread: THREAD_UPDATE."""
    set_thread_state(ops, th, archived=archived, locked=locked)
    await ops.gateway.dispatch("THREAD_UPDATE", channel_payload(ops.world, th))


def due_to_archive(ops: Ops, threads: list[Channel] | None = None) -> list[Channel]:
    """Threads (all, or ``threads``) whose ``auto_archive_duration`` has run out without a
    message, now archived (the caller dispatches their THREAD_UPDATE with :func:`announce_threads`)."""
    now = ops.world.clock.now()
    pool = ops.world.channels.values() if threads is None else threads
    due = [c for c in pool
           if c.kind == "thread" and not c.deleted and not c.archived
           and now - c.active_at >= c.auto_archive_duration * 60]
    for th in due:
        set_thread_state(ops, th, archived=True)
    return due


async def announce_threads(ops: Ops, threads: list[Channel]) -> None:
    for th in threads:
        await ops.gateway.dispatch("THREAD_UPDATE", channel_payload(ops.world, th))


async def auto_archive(ops: Ops, threads: list[Channel] | None = None) -> list[Channel]:
    """Archive every thread (of ``threads``) that is due and tell the gateway; returns them."""
    due = due_to_archive(ops, threads)
    await announce_threads(ops, due)
    return due


async def remove_member(ops: Ops, guild: Guild, user: User) -> None:
    """``user`` leaves (or is kicked from) ``guild``: GUILD_MEMBER_REMOVE."""
    if user.id == ops.world.bot.id:
        raise ValueError("use remove_bot to remove the bot")
    if user.id not in guild.member_ids:
        raise ValueError(f"{user.name} is not a member of {guild.name}")
    guild.member_ids.remove(user.id)
    for th in ops.world.channels.values():
        if th.guild_id == guild.id and th.kind == "thread":
            th.member_ids.discard(user.id)
    await ops.gateway.dispatch("GUILD_MEMBER_REMOVE", {"guild_id": str(guild.id), "user": user.to_payload()})


async def set_nick(ops: Ops, guild: Guild, user: User, nick: str | None) -> None:
    """``user``'s server nickname becomes ``nick`` (None: removed): GUILD_MEMBER_UPDATE, delivered
    only to sessions with the GUILD_MEMBERS intent; every later payload of the member carries it.
    Raises ValueError for a nickname outside Discord's 1–32 characters or a user not in the guild."""
    if user.id not in guild.member_ids:
        raise ValueError(f"{user.name} is not a member of {guild.name}")
    if nick is not None and not 1 <= len(nick) <= 32:
        raise ValueError("a nickname has 1 to 32 characters")
    if nick is None:
        guild.nicks.pop(user.id, None)
    else:
        guild.nicks[user.id] = nick
    await ops.gateway.dispatch("GUILD_MEMBER_UPDATE", dict(guild.member_payload(user), guild_id=str(guild.id)))


async def remove_bot(ops: Ops, guild: Guild) -> None:
    """The bot is kicked from ``guild`` (or the guild is deleted): GUILD_DELETE."""
    if ops.world.bot.id not in guild.member_ids:
        raise ValueError("the bot is not in that guild")
    guild.member_ids.remove(ops.world.bot.id)
    await ops.gateway.dispatch("GUILD_DELETE", {"id": str(guild.id)})


async def set_overwrite(ops: Ops, ch: Channel, target_id: int, *, allow: int = 0, deny: int = 0) -> None:
    """Set one permission overwrite on a text channel or forum (threads take their parent's): CHANNEL_UPDATE."""
    if ch.kind not in ("text", "forum"):
        raise ValueError("overwrites live on text channels and forums; a thread takes its parent's")
    if allow or deny:
        ch.overwrites[target_id] = (allow, deny)
    else:
        ch.overwrites.pop(target_id, None)
    data: dict[str, Any] = channel_payload(ops.world, ch)
    await ops.gateway.dispatch("CHANNEL_UPDATE", data)
