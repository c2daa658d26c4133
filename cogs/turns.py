"""``/turns``: every match where it is your turn, soonest deadline first (issue 21).

In a server: the matches of that server; in a DM with the bot: those of every server. Each line
gives the game and match number, the server (in a DM), what is asked of you in the game's words
(the game UI's :meth:`~cogs.kit.ui.GameUI.asked`, from your own seat's view), the deadline as
Discord timestamps and a link to the thread; a button per match opens your panel there (the
table's own panel button, :func:`cogs.kit.panels.panel_button`). The answer is ephemeral.

The matches come from one store query (:meth:`engine.service.MatchService.turns_of`), so on a
bot run as several processes (shards) a DM lists the matches of every server. A match another
process runs is read as stored and has no button (its panel can only be opened where it runs,
from the table in its thread); the answer says so and names the server when this process can see
it, and says it cannot when it cannot, rather than guess.
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.panels import panel_button
from cogs.kit.replies import reply
from cogs.kit.text import clip, safe
from cogs.kit.ui import GAME_UIS
from cogs.lang import SOURCE, Lang
from cogs.lang import t as tr
from cogs.lang.readers import person_lang
from cogs.shared.words import game_title, thread_link
from engine.service.turns import turn_of
from storage import MatchRecord

if TYPE_CHECKING:
    from cogs.client import MenagerieBot

log = logging.getLogger(__name__)

MAX_LISTED = 15
"""Matches listed (and buttons: three rows of five); more are counted in the last line."""
DESCRIPTION = 4096
"""Discord's limit on an embed description (characters)."""


@dataclass(frozen=True)
class TurnLine:
    """One match where it is the person's turn: ``record``, their ``seat``, the ``deadline`` (None:
    no turn timer), ``live`` (this process runs it, so its panel can be opened from here)."""

    record: MatchRecord
    seat: int
    deadline: float | None
    live: bool


class TurnsCog(commands.Cog):
    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot

    async def turns_of(self, user_id: int, guild_id: int | None) -> list[TurnLine]:
        """Where it is ``user_id``'s turn (in ``guild_id``, or everywhere for None), soonest deadline
        first (no deadline last, then by match number)."""
        service = self.bot.service
        lines = []
        for record, seat, live in await service.turns_of(user_id):
            if guild_id is not None and record.guild_id != guild_id:
                continue
            turn = turn_of(record, seat, service.settings(record))
            lines.append(TurnLine(record, seat, turn.deadline if turn else None, live))
        lines.sort(key=lambda t: (math.inf if t.deadline is None else t.deadline, t.record.id))
        return lines

    def line(self, t: TurnLine, *, in_dm: bool, lang: Lang = SOURCE) -> str:
        """One match's line of the answer, in ``lang``."""
        record = t.record
        title = tr(lang, "core-thread-name", game=game_title(lang, record.game), match=str(record.id))
        where = ""
        if in_dm:
            guild = self.bot.get_guild(record.guild_id or 0)
            where = (tr(lang, "core-turns-on-server", server=safe(guild.name, lang=lang)) if guild is not None
                     else tr(lang, "core-turns-on-unseen-server"))
        try:
            asked = GAME_UIS[record.game].asked(self.bot.service.view_of(record, t.seat), t.seat, lang)
        except Exception:
            log.exception("asked() failed for match %s", record.id)
            asked = tr(lang, "core-asked-move")
        when = (tr(lang, "core-turns-by", when=f"<t:{int(t.deadline)}:f> (<t:{int(t.deadline)}:R>)")
                if t.deadline is not None else tr(lang, "core-turns-no-deadline"))
        link = thread_link(record)
        thread = tr(lang, "core-turns-thread", link=link) if link else ""
        panel = "" if t.live else tr(lang, "core-turns-from-table")
        return tr(lang, "core-turns-line", title=title, where=where, asked=asked, when=when, thread=thread, panel=panel)

    @app_commands.command(name="turns", description="Every match where it is your turn, soonest deadline first.")
    async def turns(self, interaction: discord.Interaction) -> None:
        in_dm = interaction.guild_id is None
        found = await self.turns_of(interaction.user.id, None if in_dm else interaction.guild_id)
        lang = await person_lang(interaction)
        if not found:
            await reply(interaction, tr(lang, "core-turns-none", everywhere=str(in_dm).lower()))
            return
        shown = found[:MAX_LISTED]
        lines = [self.line(t, in_dm=in_dm, lang=lang) for t in shown]
        if len(found) > len(shown):
            lines.append(tr(lang, "core-turns-more", n=len(found) - len(shown)))
        elsewhere = [t for t in shown if not t.live]
        if elsewhere:
            lines.append(tr(lang, "core-turns-elsewhere"))
        embed = discord.Embed(title=tr(lang, "core-turns-title", everywhere=str(in_dm).lower()),
                              description=clip("\n".join(lines), DESCRIPTION))
        view = discord.ui.View(timeout=None)
        for t in shown:
            if t.live:
                ui = GAME_UIS[t.record.game]
                view.add_item(panel_button(t.record.id, f"#{t.record.id} {ui.word(ui.panel_label, lang)}", ui.panel_emoji))
        await reply(interaction, embed=embed, view=view)


async def setup(bot: MenagerieBot) -> None:
    await bot.add_cog(TurnsCog(bot))
