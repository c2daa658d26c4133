"""``/history match:<n>``: a finished match's moves, as the thread announced them, page by page.

The move list is replayed by the service from the match's seed and action log
(:meth:`engine.service.MatchService.public_history`) and shows only public events — the
same lines the game's table log and announcements are made from (``Event.text`` with the
engine's "seat N" replaced by the players' names), never a hand or any other hidden choice:
a move with no public event reads "a hidden choice". A move taken back (issue 36) is struck
through and marked "↩️ taken back", and the undo itself reads "↩️ Ann takes back move 12.".
Pages of up to :data:`PAGE_CHARS`
characters with ◀ / ▶ buttons; the person who asked pages in place, anyone else gets
the page privately.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from cogs.client import bot_of
from cogs.kit.replies import guarded, reply
from cogs.kit.text import BRAND, chunk_lines, clip, name_seats, safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import SOURCE, Lang, reading, t
from cogs.lang.readers import person_lang
from cogs.lang.words import refused
from cogs.shared.words import SAID, game_title, said, thread_link
from engine import registry
from engine.core import SYSTEM
from engine.undo import UNDO
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from engine.service import MatchService

PAGE_CHARS = 3800
"""Characters of moves per page (an embed description holds 4096)."""
LINE_CHARS = 1800
"""A move's lines are clipped to this many characters (a Major Scoring's breakdown fits whole)."""


async def history_pages(service: MatchService, match_id: int, guild_id: int | None,
                        lang: Lang = SOURCE) -> tuple[str, list[str]]:
    """``(title, pages)`` of finished match ``match_id``'s public moves, rendered in ``lang`` from
    their events when read (a match played in English reads in German later). Raises MatchError when
    there is no such match on this server or it has not finished."""
    record = await service.fetch(match_id)
    if record is None or record.guild_id != guild_id or record.tutorial:  # a tutorial is nobody's history
        raise refused("core-history-no-match", match=str(match_id))
    if record.status != MatchStatus.FINISHED:
        raise refused("core-history-not-finished", match=str(match_id), status=str(record.status))
    names = [safe(s.name, lang=lang) for s in record.seats]
    ui = GAME_UIS.get(record.game)
    lines = []
    moves = await service.public_history(match_id)
    undone = {e.data["step"] for _, _, events in moves for e in events
              if e.kind == UNDO and e.visible_to is None and isinstance(e.data.get("step"), int)}
    for number, seat, events in moves:
        public = [e for e in events if e.visible_to is None]
        who = (names[seat] if 0 <= seat < len(names)
               else ("" if seat == SYSTEM else t(lang, "core-seat-number", seat=seat + 1)))
        undos = [e for e in public if e.kind == UNDO]
        if undos:  # the move taken back is marked where it stands
            lines += [f"`{number}.` " + t(lang, "core-undo-history-undo", name=who, number=str(e.data.get("step", "?")))
                      for e in undos]
            continue
        texts = [said(lang, e) for e in public if e.kind in SAID]
        rest = [e for e in public if e.kind not in SAID]
        with reading(lang):
            texts += (ui.history_lines(record, rest, names, lang) if ui is not None
                      else [name_seats(e.text, names) for e in rest if e.text])
        if number == 0:
            if texts:
                lines.append(clip(t(lang, "core-history-start", moves=" · ".join(texts)), LINE_CHARS))
            continue
        body = " · ".join(texts) if texts else t(lang, "core-history-hidden", name=who or "none")
        if number in undone:
            body = "~~" + body + "~~ " + t(lang, "core-undo-history-mark")
        lines.append(clip(f"`{number}.` {body}", LINE_CHARS))
    game = game_title(lang, record.game) if record.game in registry.games() else record.game
    title = t(lang, "core-history-title", game=game, match=str(match_id))
    link = thread_link(record)
    stood_in = [names[s.seat] for s in record.seats if s.bot_played]
    if stood_in:  # durable: seats.bot_played (migration 004), kept after /rejoin
        lines.insert(0, t(lang, "core-history-bot-played", names=", ".join(stood_in)))
    pages = chunk_lines(lines or [t(lang, "core-history-empty")], PAGE_CHARS)
    if link:
        pages = [f"{link}\n{page}" for page in pages]
    return title, pages


async def render_history(bot: MenagerieBot, match_id: int, guild_id: int | None, page: int,
                         owner: int, lang: Lang = SOURCE) -> tuple[discord.Embed, discord.ui.View]:
    """One page of a match's history with ◀ Previous / Next ▶, in ``lang`` (the reader's: it is shown privately)."""
    title, pages = await history_pages(bot.service, match_id, guild_id, lang)
    page = min(max(page, 0), len(pages) - 1)
    embed = discord.Embed(title=title, description=pages[page], colour=BRAND)
    embed.set_footer(text=t(lang, "core-history-footer", page=page + 1, pages=len(pages)))
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryPage(match_id, page - 1, owner, t(lang, "core-history-previous"), disabled=page == 0))
    view.add_item(HistoryPage(match_id, page + 1, owner, t(lang, "core-history-next"), disabled=page >= len(pages) - 1))
    return embed, view


class HistoryPage(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"history:(?P<match>[0-9]{1,18}):(?P<page>-?[0-9]{1,6}):(?P<user>[0-9]{1,20})",
):
    """Previous/Next on a history message: the asker pages in place, anyone else privately."""

    def __init__(self, match_id: int, page: int, owner: int, label: str = "Page", disabled: bool = False) -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"history:{match_id}:{page}:{owner}", disabled=disabled))
        self.match_id, self.page, self.owner = match_id, page, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(int(match["match"]), int(match["page"]), int(match["user"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        embed, view = await render_history(bot_of(interaction), self.match_id, interaction.guild_id, self.page,
                                           interaction.user.id, await person_lang(interaction))
        if interaction.user.id == self.owner:
            await interaction.response.edit_message(embed=embed, view=view)
        else:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


class HistoryCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    @app_commands.command(name="history", description="A finished match's moves, as the table announced them.")
    @app_commands.describe(match="The match number (see /profile)")
    @app_commands.guild_only()
    async def history(self, interaction: discord.Interaction, match: app_commands.Range[int, 1]) -> None:
        embed, view = await render_history(self.bot, match, interaction.guild_id, 0, interaction.user.id,
                                           await person_lang(interaction))
        await reply(interaction, embeds=[embed], view=view)


async def setup(bot: MenagerieBot) -> None:
    bot.add_dynamic_items(HistoryPage)
    await bot.add_cog(HistoryCog(bot))
