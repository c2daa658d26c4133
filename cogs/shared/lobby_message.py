"""The lobby message: the game, its seats (with each person's reputation), its options and status,
with its controls (:mod:`cogs.shared.lobby_controls`); posted again where a moderator deleted it or
Discord no longer lets the bot edit it, and redrawn after every change (the lobby cog) or a
``/setup`` change it shows (:func:`redraw_lobbies`).
"""
from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping, Set
from typing import TYPE_CHECKING, Protocol

import discord

from cogs.kit.gone import refusal_level
from cogs.kit.rendered import Rendered
from cogs.kit.text import BRAND, safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import Lang, reading, t
from cogs.lang.readers import public_lang
from cogs.shared.forums import open_post
from cogs.shared.lobby_controls import VERBS, LobbyButton, option_selects
from cogs.shared.words import game_summary, game_title, reputation_words, settings_lines, thread_link
from discord_codes import DiscordCode
from engine import registry
from engine.core import bot_level
from engine.service import MatchError
from engine.service.match_settings import MatchSettings, game_options, settings_of
from storage import MatchStatus, MessageRecord, SeatRecord

if TYPE_CHECKING:
    from cogs.shared.table_door import TableDoor
    from engine.service import MatchService
    from storage import MatchRecord, Reputation

log = logging.getLogger(__name__)


class LobbyBot(Protocol):
    """What the lobby message asks of the bot (:class:`cogs.client.MenagerieBot`, which sits above
    this package): its service, its door to the table, and a channel to post in."""

    @property
    def service(self) -> MatchService: ...

    @property
    def table(self) -> TableDoor | None: ...

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    def get_channel(self, id: int, /) -> object: ...


def seat_line(seat: SeatRecord, reputation: Reputation | None = None, new_to: str | None = None,
              lang: Lang = Lang.EN) -> str:
    """One lobby seat: ``"2. 🤖 Otter (Hard)"``; a bot's level is always shown; a person's
    reputation when known (``"1. Ann · finishes 92 %"``, ``"· new"``; bots never have one), and
    ``new_to`` (``"🎓 new to WildLife"``) for a person who has not learned the game (issue 35)."""
    line = f"{seat.seat + 1}. {safe(seat.name)}"
    if seat.is_bot:
        line += f" ({t(lang, 'core-bot-level', level=bot_level(seat.level))})"
    elif reputation is not None:
        line += f" · {reputation_words(lang, reputation)}"
    if new_to and not seat.is_bot:
        line += f" · 🎓 {new_to}"
    return line



def ranking_lines(settings: MatchSettings, lang: Lang = Lang.EN) -> list[str]:
    """The lobby's lines for ranked or casual and the minimum reputation to join (issue 22)."""
    lines = [t(lang, "core-lobby-ranked" if settings.ranked else "core-lobby-casual")]
    if settings.min_reputation > 0:
        lines.append(t(lang, "core-lobby-min-reputation", percent=settings.min_reputation))
    return lines



async def lobby_rendered(service: MatchService, record: MatchRecord, lang: Lang = Lang.EN) -> Rendered:
    """:func:`render_lobby` with the seated people's reputations on the lobby's server (one query),
    its words from the catalog in ``lang`` (the server's: :func:`cogs.lang.readers.public_lang`)."""
    people = [s.user_id for s in record.seats if s.user_id is not None and not s.is_bot]
    reputations = await service.ratings.reputations(record.guild_id or 0, people) if people else {}
    bots = (await service.guild_configs.get(record.guild_id)).game(record.game).bots
    learned = await service.tutorials.learned(record.game, people) if people else set()
    return render_lobby(record, reputations, bots=bots, new=set(people) - learned, lang=lang)



def render_lobby(record: MatchRecord, reputations: Mapping[int, Reputation] | None = None, *,
                 bots: bool = True, new: Set[int] = frozenset(), lang: Lang = Lang.EN) -> Rendered:
    """The lobby message: game, host, seats (with each person's reputation in ``reputations``, by user
    id: :func:`lobby_rendered`), options, and the buttons (disabled once started). ``bots`` False:
    the server's ``/setup bots`` bars bots from this game's lobbies, so **Add bot** is left out and
    the options say why (issue 22). ``new``: the seated people who have not learned the game
    (``/learn``, issue 35): while the lobby is open their seats say so, with a line pointing at
    ``/learn``; ``lang``: the language of those words."""
    with reading(lang):  # a game's option labels in the server's language (cogs.lang.reader)
        return _render_lobby(record, reputations or {}, bots=bots, new=new, lang=lang)


def _render_lobby(record: MatchRecord, known: Mapping[int, Reputation], *, bots: bool, new: Set[int], lang: Lang) -> Rendered:
    game = registry.get(record.game)
    seated = len(record.seats)
    ready = game.min_players <= seated <= game.max_players
    if record.status == MatchStatus.LOBBY:
        status = (t(lang, "core-lobby-ready") if ready
                  else t(lang, "core-lobby-waiting", n=game.min_players - seated))
    else:
        status = t(lang, "core-lobby-status", status=str(record.status))
    title = game_title(lang, record.game)
    embed = discord.Embed(title=t(lang, "core-lobby-title", game=title, match=str(record.id)),
                          description=game_summary(lang, record.game), colour=BRAND)
    open_ = record.status == MatchStatus.LOBBY
    new_to = t(lang, "learn-lobby-new", game=title) if open_ else None
    seats = "\n".join(seat_line(s, known.get(s.user_id) if s.user_id is not None else None,
                                new_to if s.user_id in new else None, lang) for s in record.seats) or "—"
    if open_ and any(s.user_id in new for s in record.seats if not s.is_bot):
        seats += "\n" + t(lang, "learn-lobby-pointer", game=title)
    embed.add_field(name=t(lang, "core-lobby-seats", seated=len(record.seats), most=game.max_players,
                           least=game.min_players), value=seats, inline=True)
    ui = GAME_UIS.get(record.game)
    if ui is not None:
        with reading(lang):  # the game's option labels in the lobby's language
            fields = ui.option_fields()
            lines = ui.option_lines(game.Options.model_validate(game_options(record.options)).model_dump())
        settings = settings_of(record.options, turn_timeout_s=0.0, absent_after=0)
        lines += (settings_lines(settings, turn_timer=game.turn_timer, real_time_game=title, lang=lang)
                  + ranking_lines(settings, lang))
        if not bots:
            lines.append(t(lang, "core-lobby-bots-barred"))
        if lines:
            embed.add_field(name=t(lang, "core-lobby-options"), value="\n".join(lines), inline=True)
    embed.add_field(name=t(lang, "core-lobby-status-name"), value=status, inline=False)
    if record.status == MatchStatus.ACTIVE and (link := thread_link(record)):
        embed.add_field(name=t(lang, "core-lobby-table"), value=link, inline=False)
    host = next((safe(s.name, markdown=False, lang=lang) for s in record.seats if s.user_id == record.host_id), "?")
    embed.set_footer(text=t(lang, "core-lobby-footer", host=host))
    view = discord.ui.View(timeout=None)
    for verb in VERBS:
        if verb != "bot" or bots or not open_:
            view.add_item(LobbyButton(record.id, verb, disabled=not open_, lang=lang))
    if open_ and ui is not None:
        for item in option_selects(record, fields, turn_timer=game.turn_timer, lang=lang):
            view.add_item(item)
    return Rendered(embeds=[embed], view=view)



async def post_lobby(bot: LobbyBot, record: MatchRecord, rendered: Rendered, channel_id: int) -> discord.Message:
    """Post ``record``'s lobby message ``rendered`` in ``channel_id`` and keep it. In a forum it opens
    a new post (:func:`cogs.shared.forums.open_post`) named as the match's thread would be, and the
    match is played in that post (its thread). Raises what Discord answers."""
    forum = bot.get_channel(channel_id)
    if isinstance(forum, discord.ForumChannel):
        lang = await public_lang(record.guild_id, bot)
        name = t(lang, "core-thread-name", game=game_title(lang, record.game), match=str(record.id))
        made = await open_post(forum, name, rendered)
        await bot.service.set_thread(record.id, made.thread.id)
        message: discord.Message = made.message
    else:
        message = await bot.get_partial_messageable(channel_id, guild_id=record.guild_id).send(**rendered.send_kwargs())
    await bot.service.messages.save_message(MessageRecord(record.id, "lobby", 0, message.channel.id, message.id))
    return message


async def repost_lobby(bot: LobbyBot, record: MatchRecord, channel_id: int, *,
                       note: str = "core-lobby-reposted") -> discord.Message | None:
    """Post a lobby message again (a moderator deleted it, or Discord no longer lets the bot edit
    it) with ``note`` on top and keep the new one, which is returned; where that is refused the
    lobby is cancelled, so nobody waits on a lobby nobody can see (None)."""
    lang = await public_lang(record.guild_id, bot)
    rendered = await lobby_rendered(bot.service, record, lang)
    rendered.content = t(lang, note)
    try:
        message = await bot.get_partial_messageable(channel_id).send(**rendered.send_kwargs())
    except discord.HTTPException as exc:
        log.warning("lobby %s could not be posted again (%s); cancelled", record.id, exc)
        with contextlib.suppress(MatchError):
            await bot.service.cancel(record.id, record.host_id, force=True)
        return None
    await bot.service.messages.save_message(MessageRecord(record.id, "lobby", 0, message.channel.id, message.id))
    return message


async def redraw_lobby(bot: LobbyBot, record: MatchRecord) -> None:
    """Redraw every kept lobby message of ``record`` from it; one a moderator deleted is posted
    again, and one Discord no longer lets the bot edit is replaced by a fresh one that the old one
    points to once Discord allows (the table's scheduler retries that edit)."""
    lang = await public_lang(record.guild_id, bot)
    for kept in await bot.service.messages.messages(record.id, "lobby"):
        try:
            message = bot.get_partial_messageable(kept.channel_id).get_partial_message(kept.message_id)
            await message.edit(**(await lobby_rendered(bot.service, record, lang)).edit_kwargs())
        except discord.HTTPException as exc:
            if exc.code == DiscordCode.UNKNOWN_MESSAGE and record.status == MatchStatus.LOBBY:  # deleted: post it again
                await repost_lobby(bot, record, kept.channel_id)
            elif exc.code == DiscordCode.OLD_MESSAGE_EDIT_LIMIT and record.status == MatchStatus.LOBBY:
                # Discord refuses more edits of this old message for now: a fresh lobby replaces it
                # and the old one points to it once Discord allows (the table cog retries that edit)
                fresh = await repost_lobby(bot, record, kept.channel_id,
                                           note="core-lobby-reposted-old")
                table = bot.table
                if fresh is not None and table is not None:
                    table.point_later(record.id, kept, fresh.jump_url, what="lobby", refused=True)
            else:
                log.log(refusal_level(exc), "lobby message of match %s not updated: %s", record.id, exc)


async def redraw_lobbies(bot: LobbyBot, guild_id: int, game: str) -> None:
    """Redraw the open lobbies of ``game`` on ``guild_id`` (after a ``/setup`` change they show)."""
    for record in bot.service.running(guild_id):
        if record.status == MatchStatus.LOBBY and record.game == game:
            await redraw_lobby(bot, record)
