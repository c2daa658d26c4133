"""Forum channels (issue 37, kind 9): a server may keep its games to a forum.

A forum holds no messages of its own (Discord answers 400 50008): each post is a thread made
with its first message. So where the bot would post in a channel and that channel is a forum, it
opens a post instead: ``/play`` in the forum opens the lobby as a new post, and the match is then
played in that post (:func:`cogs.shared.lobby_message.post_lobby`); a Rematch of a match opened
there opens a post too; a match whose post a moderator closed goes on in a new post of the forum
(:meth:`cogs.table.cog.TableCog.relocate`). ``/play`` in one of the forum's posts opens the lobby in
that post and plays there, as in any thread. The bot needs View Channel, Send Messages (which
Discord shows as *Create Posts* in a forum), Send Messages in Threads, Embed Links and Attach
Files there (:func:`forum_needs`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import discord
from discord.channel import ThreadWithMessage

from cogs.kit.text import clip

if TYPE_CHECKING:
    from cogs.kit.rendered import Rendered

POST_NAME = 100
"""The longest name Discord takes for a thread, so for a post (characters)."""


class ChannelLookup(Protocol):
    """What telling a forum needs of the bot: discord.py's channel cache."""

    def get_channel(self, id: int, /) -> object: ...


def is_forum(bot: ChannelLookup, channel_id: int | None) -> bool:
    """Whether ``channel_id`` is a forum (from discord.py's cache; unknown: False)."""
    return channel_id is not None and isinstance(bot.get_channel(channel_id), discord.ForumChannel)


def forum_needs() -> tuple[tuple[str, str], ...]:
    """What the bot needs in a forum where matches are played, as ``(permission, name's key)``: View
    Channel, Send Messages (*Create Posts* there), Send Messages in Threads (to post in the posts),
    Embed Links and Attach Files (the lobby, the table, their pictures)."""
    return (("view_channel", "view_channel"), ("send_messages", "create_posts"),
            ("send_messages_in_threads", "send_messages_in_threads"), ("embed_links", "embed_links"),
            ("attach_files", "attach_files"))


def post_tags(forum: discord.ForumChannel) -> list[discord.ForumTag]:
    """The tags a new post of the bot carries: none, unless the forum requires one; then a tag
    named like a game post ("Lobby", "Game", "Games", "Match"), else the first tag anyone may set."""
    if not forum.flags.require_tag:
        return []
    usable = [tag for tag in forum.available_tags if not tag.moderated] or list(forum.available_tags)
    named = [tag for tag in usable if tag.name.casefold().strip() in ("lobby", "game", "games", "match", "matches")]
    return (named or usable)[:1]


async def open_post(forum: discord.ForumChannel, name: str, rendered: Rendered) -> ThreadWithMessage:
    """A new post in ``forum`` called ``name`` whose first message is ``rendered`` (its pictures drawn).
    Raises what Discord answers (50013 without Create Posts, 40067 without a tag it requires)."""
    return await forum.create_thread(name=clip(name, POST_NAME), applied_tags=post_tags(forum),
                                     auto_archive_duration=1440, **rendered.send_kwargs())
