"""``/learn game:`` — learn a game by playing a guided match against bots (issue 35).

The tutorial is a real match (``MatchService.start_tutorial``) on the game's prepared deal
(``engine/games/<game>/tutorial.py``'s ``TUTORIAL``), private to the learner, asked for in a
server's channel or a DM with the bot: every answer is ephemeral (no channel post, thread or DM
copy, so it works with DMs closed), nobody else is told of
it (only tutorial subscribers hear of the match), and it is never rated nor in any result,
standing, ``/history``, ``/games``, reminder or turn deadline.

* The panel is the game's own private panel (``GameUI.panel``) with the coach on top: the kit
  hands every redraw of a tutorial panel to this cog (:meth:`LearnCog.dress`, the kit's
  ``Tutor``), which puts the coach's latest words (what the last moves did, the bots' moves told
  in the coach's words) and the advice for the decision at hand over it, and marks the suggested
  move. A click is answered by the kit as on any panel (a type-7 update of the panel); a refusal
  comes with the coach's hint.
* The bots' moves are shown after their short pause (the game's ``bot_delay``) by editing the
  panel through the latest interaction token (:class:`cogs.kit.open_panels.OpenPanels`) while
  Discord accepts it (15 minutes); after that, or after a restart, ``/learn`` offers **Continue**
  (with the progress) or **Restart**.
* What the coach remembers (``engine.tutorial.Progress``) is stored after every move
  (``MatchService.tutorials``); a tutorial resumes after a restart, days later too.
* Finishing marks the game learned (``/profile`` lists it; a lobby marks seated players who have
  not, with a pointer here) and ends the match without a result. The finished lesson's panel is
  the coach's last words alone (:meth:`LearnCog._the_end`): never the game's panel of a state past
  the lesson's end (a next round already dealt, a turn never played).

Words: ``locales/*/learn.ftl`` (``learn-…``) and each game's ``learn-<game>.ftl``.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.digest import digest
from cogs.kit.open_panels import open_panels_of
from cogs.kit.panels import build_panel, refresh_panel, send_panel
from cogs.kit.rendered import Rendered
from cogs.kit.replies import guarded, reply
from cogs.kit.text import CONTENT, clip, safe
from cogs.kit.tutor import mark, on_top
from cogs.kit.ui import GAME_UIS, game_choices
from cogs.lang import Lang, t
from cogs.lang.pseudo import OPEN
from cogs.lang.readers import person_lang
from cogs.lang.words import refused
from engine import registry
from engine.core import IllegalAction, parse_action
from engine.service import MatchError, MatchUpdate, UpdateKind
from engine.tutorial import Lesson, Progress, Say, Tutorial, seen_by, tutorials
from storage import MatchStatus

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from storage import MatchRecord

log = logging.getLogger(__name__)

LEARN_VERBS = ("continue", "restart", "start")


@dataclass
class Coached:
    """One running tutorial as this cog holds it: the learner, the game, the :class:`Lesson`,
    the learner's language (their latest interaction's), whether its end was booked, and the
    match's version whose move ended the lesson (None: not yet, or not seen by this process)."""

    match_id: int
    user_id: int
    game: str
    lesson: Lesson
    lang: Lang = Lang.EN
    booked: bool = False
    ended_at: int | None = None
    saving: asyncio.Lock = field(default_factory=asyncio.Lock)


def say(lang: Lang, line: Say, names: list[str], learner: int) -> str:
    """``line`` in ``lang``: its message arguments rendered first, each ``who`` seat argument
    turned into that seat's (inert) name with ``you`` = ``"yes"`` for the learner (see
    :class:`engine.tutorial.Say`)."""
    args: dict[str, str | int] = {}
    for key, value in line.args.items():
        if key == "who" or key.endswith("-who"):
            seat = int(value)
            args[key] = names[seat] if 0 <= seat < len(names) else str(value)
            args["you" if key == "who" else key.removesuffix("-who") + "-you"] = "yes" if seat == learner else "no"
        else:
            args[key] = value
    for key, part in line.parts.items():
        args[key] = say(lang, part, names, learner)
    return t(lang, line.id, **args)


def names_of(record: MatchRecord) -> list[str]:
    """The seats' names made inert (``cogs.kit.text.safe``)."""
    return [safe(s.name) for s in record.seats]


class LearnButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=r"learn:(?P<verb>continue|restart|start):(?P<game>[a-z][a-z0-9-]{0,39})"):
    """**Continue** / **Restart** / **Start** on ``/learn``'s private offer."""

    def __init__(self, verb: str, game: str, label: str = "", style: discord.ButtonStyle = discord.ButtonStyle.primary,
                 emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label or verb, style=style, emoji=emoji,
                                           custom_id=f"learn:{verb}:{game}"))
        self.verb, self.game = verb, game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> Self:
        return cls(match["verb"], match["game"])

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        # the bot's tutor is this cog (a module loaded twice in one process, as tests do, has two classes)
        cog = getattr(interaction.client, "tutor", None)
        if cog is None or not hasattr(cog, "clicked"):
            raise refused("learn-unavailable")
        await cog.clicked(interaction, self.verb, self.game)


class LearnCog(commands.Cog):
    """``/learn`` and the coach on tutorial panels (see the module docstring)."""

    def __init__(self, bot: MenagerieBot) -> None:
        self.bot = bot
        self.coached: dict[int, Coached] = {}
        self.stored: dict[int, Progress] = {}
        """Progress read from storage at start-up, by match id (before the service resumes the
        matches, so a bot's first move after a restart finds its lesson)."""
        self._tasks: set[asyncio.Task[None]] = set()

    async def cog_load(self) -> None:
        service = self.bot.service
        for row in await service.tutorials.running():
            if row.match_id is not None:
                try:
                    self.stored[row.match_id] = Progress.model_validate_json(row.progress or "{}")
                except ValueError:
                    log.warning("tutorial of %s in %s: unreadable progress; starting it afresh", row.user_id, row.game)
                    self.stored[row.match_id] = Progress()
        service.watch_tutorials(self.watch)
        service.subscribe(self.on_update, tutorials=True)
        self.bot.tutor = self

    async def cog_unload(self) -> None:
        self.bot.service.unsubscribe(self.watch)
        self.bot.service.unsubscribe(self.on_update)
        if self.bot.tutor is self:
            self.bot.tutor = None
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    # ------------------------------------------------------------------ /learn
    @app_commands.command(name="learn", description="Learn a game by playing a guided match against bots (only you see it).")
    @app_commands.describe(game="Which game to learn")
    # in a server's channel or a DM with the bot: every answer is ephemeral either way, so closed DMs are fine
    async def learn(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        lang = await person_lang(interaction)
        key = game.value
        script = tutorials().get(key)
        if script is None or key not in GAME_UIS:
            raise refused("learn-no-tutorial", game=self._title(key))
        service = self.bot.service
        running = next((r for r in service.tutorials_of(interaction.user.id) if r.game == key), None)
        row = await service.tutorials.get(interaction.user.id, key)
        if running is None and (row is None or row.learned_at is None):
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self._start(interaction, key, script, lang)
            await send_panel(interaction, self._match_of(interaction.user.id, key))
            return
        await reply(interaction, **self._offer(key, running, row.learned_at is not None if row else False, lang))

    def _offer(self, key: str, running: MatchRecord | None, learned: bool, lang: Lang) -> dict[str, Any]:
        """The private offer: Continue (with the progress) and Restart, or, once learned, Start again."""
        title = self._title(key)
        view = discord.ui.View(timeout=None)
        if running is not None:
            coached = self.coached.get(running.id)
            progress = coached.lesson.progress if coached else self.stored.get(running.id, Progress())
            script = tutorials()[key]
            text = t(lang, "learn-offer-running", game=title, met=len(set(progress.taught)), rules=len(script.sections),
                     moves=progress.moves)
            view.add_item(LearnButton("continue", key, t(lang, "learn-continue"), emoji="▶️"))
            view.add_item(LearnButton("restart", key, t(lang, "learn-restart"), discord.ButtonStyle.secondary, "🔁"))
        else:
            text = t(lang, "learn-offer-learned" if learned else "learn-offer-new", game=title)
            view.add_item(LearnButton("start", key, t(lang, "learn-start"), emoji="🎓"))
        return {"text": clip(text, CONTENT), "view": view}

    async def clicked(self, interaction: discord.Interaction, verb: str, key: str) -> None:
        """Continue, Restart or Start on the offer: the tutorial's panel replaces the offer (a type-7
        update). Raises MatchError when there is nothing to continue or no tutorial of ``key``."""
        lang = await person_lang(interaction)
        script = tutorials().get(key)
        if script is None or key not in GAME_UIS:
            raise refused("learn-no-tutorial", game=self._title(key))
        service = self.bot.service
        running = next((r for r in service.tutorials_of(interaction.user.id) if r.game == key), None)
        if verb == "continue":
            if running is None:
                raise refused("learn-nothing-to-continue", game=self._title(key))
            self._coach(running).lang = lang
            await refresh_panel(interaction, running.id)
            return
        await interaction.response.defer()  # a type-6 deferral: the answer edits the offer itself
        if running is not None:
            await self._end(running.id)
        await self._start(interaction, key, script, lang)
        await refresh_panel(interaction, self._match_of(interaction.user.id, key))

    async def _start(self, interaction: discord.Interaction, key: str, script: Tutorial, lang: Lang) -> None:
        service = self.bot.service
        name = getattr(interaction.user, "display_name", None) or interaction.user.name
        record = await service.start_tutorial(game=key, user_id=interaction.user.id, name=name,
                                              guild_id=interaction.guild_id, seats=script.seats, seed=script.seed,
                                              options=dict(script.options), level=script.bot_level)
        coached = self._coach(record)
        coached.lang = lang
        await service.tutorials.begin(interaction.user.id, key, record.id,
                                      coached.lesson.progress.model_dump_json(), time.time())

    def _match_of(self, user_id: int, key: str) -> int:
        record = next((r for r in self.bot.service.tutorials_of(user_id) if r.game == key), None)
        if record is None:
            raise refused("learn-unavailable")
        return record.id

    async def _end(self, match_id: int) -> None:
        with contextlib.suppress(MatchError):  # it ended meanwhile
            await self.bot.service.end_match(match_id)
        self.coached.pop(match_id, None)

    @staticmethod
    def _title(key: str) -> str:
        return registry.get(key).title if key in registry.games() else key

    # ------------------------------------------------------------------ the lesson
    def _coach(self, record: MatchRecord) -> Coached:
        """The lesson of tutorial ``record`` (made on its first update, or from stored progress)."""
        coached = self.coached.get(record.id)
        if coached is None:
            script = tutorials()[record.game]
            learner = next((s for s in record.seats if not s.is_bot), record.seats[0])
            stored = self.stored.pop(record.id, None)
            lesson = Lesson(script, stored)
            coached = self.coached[record.id] = Coached(record.id, learner.user_id or 0, record.game, lesson)
            if stored is None and record.status == MatchStatus.ACTIVE:
                lesson.start(self.bot.service.view(record.id, script.learner))
        return coached

    def watch(self, update: MatchUpdate) -> None:
        """The service's tutorial watcher (under the match lock, before ``act`` returns): the
        coach's reaction to each move is folded into the lesson at once, so the learner's panel,
        redrawn right after their click, already says what their move did."""
        record = update.match
        if record.game not in tutorials() or update.kind == UpdateKind.LOBBY:
            return
        coached = self._coach(record)
        if update.kind != UpdateKind.ACTION or update.seat is None or coached.lesson.progress.finished:
            return
        learner = coached.lesson.tutorial.learner
        view = self.bot.service.view(record.id, learner)
        coached.lesson.moved(view, seen_by(update.events, learner), update.seat)
        if coached.lesson.progress.finished:
            coached.ended_at = record.version

    async def on_update(self, update: MatchUpdate) -> None:
        """After a tutorial's move: store the progress, book the end once the lesson is over, and
        show the move on the learner's panel through its token (after the bot's short pause)."""
        coached = self.coached.get(update.match.id)
        if coached is None or update.kind not in (UpdateKind.ACTION, UpdateKind.FINISHED):
            return
        service = self.bot.service
        progress = coached.lesson.progress
        async with coached.saving:
            if progress.finished and not coached.booked:
                coached.booked = True
                await service.tutorials.finish(coached.user_id, coached.game, progress.model_dump_json(), time.time())
                if update.kind == UpdateKind.ACTION:
                    with contextlib.suppress(MatchError):  # it ended meanwhile
                        await service.end_match(coached.match_id)
            elif not coached.booked:
                await service.tutorials.save(coached.user_id, coached.game, progress.model_dump_json(), time.time())
        await self.redraw(coached)

    async def redraw(self, coached: Coached) -> None:
        """Edit the learner's open panel through its token to the match as committed now (nothing
        when no panel is open or its token expired: ``/learn`` then offers Continue)."""
        panels = open_panels_of(self.bot)
        panel = panels.current(coached.match_id, coached.user_id) if panels is not None else None
        if panel is None or panels is None:
            return
        if panel.answering is not None:  # a click on it is being answered: that answer shows the move
            await panel.answering.wait()
        record = await self.bot.service.fetch(coached.match_id)
        if record is None:
            return
        seat = coached.lesson.tutorial.learner
        rendered = self.dress(record, seat, build_panel(self.bot.service, record, seat), None)
        shown = digest(rendered)
        key = ("panel", coached.match_id, coached.user_id)
        if panels.shown.same(key, shown):
            return
        panels.shown.showed(key, None)  # until the edit below is confirmed
        rendered = await rendered.draw()
        if await panels.edit(panel, record.version, on_sent=rendered.note, **rendered.edit_kwargs(panel.message_id)):
            panels.shown.showed(key, shown)

    # ------------------------------------------------------------------ the kit's Tutor
    def dress(self, record: MatchRecord, seat: int, rendered: Rendered, warning: str | None,
              tried: Mapping[str, Any] | None = None) -> Rendered:
        """The coach over tutorial ``record``'s panel (see the module docstring; the kit's ``Tutor``)."""
        coached = self._coach(record)
        lang, script = coached.lang, coached.lesson.tutorial
        progress = coached.lesson.progress
        names = names_of(record)
        lines = [t(lang, "learn-header", game=self._title(record.game), met=len(set(progress.taught)),
                   rules=len(script.sections))]
        if warning:
            lines.append(f"⚠️ {warning}")
            try:
                view = self.bot.service.view_of(record, seat)
                lines += [f"💡 {say(lang, s, names, seat)}" for s in script.hint(view, tried or {}, progress)]
            except MatchError:
                pass
        for line in (say(lang, s, names, seat) for s in progress.said):
            # a rule's statement has its own mark (in qps past the message's opening bracket)
            lines.append(line if line.lstrip(OPEN).startswith("📖") else f"💬 {line}")
        if progress.finished:
            lines.append(t(lang, "learn-learned", game=self._title(record.game)))
            return self._the_end(rendered, lines)
        if progress.advice is not None and record.status == MatchStatus.ACTIVE:
            lines += [f"👉 **{say(lang, s, names, seat)}**" for s in progress.advice.lines]
            self._mark(record, seat, rendered, progress)
        elif record.status == MatchStatus.ACTIVE:
            lines.append(t(lang, "learn-wait"))
        on_top(rendered, lines)
        return rendered

    @staticmethod
    def _the_end(rendered: Rendered, lines: list[str]) -> Rendered:
        """A finished lesson's panel: the coach's last words alone, no game panel, no components.

        The lesson ends on a move whose events may already have moved the match on (Rescue
        Animals deals the next round, Mission: Wild Life the next hand, in the very action that
        scores the last round of the lesson; Wildlife Adventure and WildLife pass the turn on):
        the game's panel of that state would show a round or a turn the lesson never plays,
        under its end. So the end shows what the lesson did (the last moves told, the farewell
        with the learner's tally, the learned mark) and nothing of a state past it."""
        end = Rendered(layout=rendered.layout)
        on_top(end, lines)
        return end

    def _mark(self, record: MatchRecord, seat: int, rendered: Rendered, progress: Progress) -> None:
        advice = progress.advice
        ui = GAME_UIS.get(record.game)
        if advice is None or advice.suggested is None or ui is None:
            return
        try:
            action = parse_action(registry.get(record.game), advice.suggested)
            clicks = ui.clicks_for(record, self.bot.service.view_of(record, seat), action)
        except (IllegalAction, ValueError, MatchError):
            return
        mark(rendered, {custom_id for custom_id, _ in clicks},
             {custom_id: set(values) for custom_id, values in clicks if values})

    def expired(self, record: MatchRecord) -> str:
        """What a tutorial panel says when its token is about to expire: ``/learn`` continues it."""
        coached = self.coached.get(record.id)
        return t(coached.lang if coached else Lang.EN, "learn-expired", game=self._title(record.game))


async def setup(bot: MenagerieBot) -> None:
    cog = LearnCog(bot)
    offered = [c for c in game_choices() if c.value in tutorials()]  # the games with a tutorial, found
    app_commands.choices(game=offered)(cog.learn)
    bot.add_dynamic_items(LearnButton)
    await bot.add_cog(cog)
