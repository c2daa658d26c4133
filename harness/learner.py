"""A simulated learner on the double (issue 35): ``/learn`` played through the same command and
buttons a person uses, for ``python bot.py --sandbox GAME --learn`` and the end-to-end tests.

:class:`SimulatedLearner` runs ``/learn game:`` in a guild channel (or a DM with the bot), then, at each of its
decisions, either follows the coach (the suggested move: the tutorial's advice from the learner's
own view, clicked through the game's components with :meth:`cogs.kit.ui.GameUI.clicks_for`, and
checked to be the component the panel marks) or makes a random legal detour. It waits for the
bots' moves to show on its panel, keeps every coach line it saw, and measures what a person at
human pace would spend (:data:`WORDS_PER_MINUTE`, :data:`DECIDE_S`, :data:`BOT_PAUSE_S`).
"""
from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cogs.kit.tutor import MARK_EMOJI
from cogs.kit.ui import GAME_UIS
from cogs.lang.pseudo import OPEN
from engine import registry
from engine.core import Model, Rng, parse_action
from engine.tutorial import Progress, Tutorial, tutorials

if TYPE_CHECKING:
    from cogs.client import MenagerieBot
    from cogs.learn import LearnCog
    from sandbox.driver import Sandbox
    from sandbox.model import Channel, Message, User

WORDS_PER_MINUTE = 200.0
"""A learner's reading pace for the coach's lines (a common figure for reading on screen)."""
DECIDE_S = 6.0
"""Seconds a learner takes, once the coach's lines are read, to look at the trick and their hand
and press the marked button (our estimate of a first-timer's pace)."""
SUCCESS = 3
"""Discord's success (green) button style: how the panel marks the suggested move."""
BOT_PAUSE_S = 1.0
"""Seconds between a bot's turn and its move at the real pace (the bot's ``bot_delay``, e.g. Mission:
Wild Life's one second a card; the double runs them at once)."""
POLL_S = 0.05
"""Seconds between two looks at a real-time match the learner waits on (a condition poll)."""
QUIET_POLLS = 4
"""Looks in a row without a new move after which a real-time table counts as quiet (the bots
poll every 0.05 s when they wait: :data:`engine.service.timers.BOT_WAIT_S`)."""
COACH_MARKS = ("💬", "👉", "📖", "⚠️", "💡", "✅")


def marked(panel: Message, custom_id: str, values: list[str] | None) -> bool:
    """Whether ``panel`` marks the click ``(custom_id, values)`` as the suggested move: a button
    drawn green, or a select whose option of that value carries :data:`MARK_EMOJI`."""
    for c in panel.iter_components():
        if c.get("custom_id") != custom_id:
            continue
        if values is None:
            return bool(c.get("style") == SUCCESS)
        return any(o.get("value") in values and (o.get("emoji") or {}).get("name") == MARK_EMOJI
                   for o in c.get("options") or [])
    return False


class LearnerError(AssertionError):
    """What a person would notice went wrong (no panel, a failed click, a tutorial that stalls)."""


@dataclass
class Seen:
    """What the learner saw: ``lines`` (each coach line once, in order), ``panels`` (the panel's
    text after each of the learner's moves), ``moves``/``detours`` made, ``human_s`` (seconds a
    person at human pace would have spent), ``marked_ok`` (every suggested move was the marked
    component)."""

    lines: list[str] = field(default_factory=list)
    panels: list[str] = field(default_factory=list)
    moves: int = 0
    detours: int = 0
    human_s: float = 0.0
    marked_ok: bool = True


def coach_lines(text: str) -> list[str]:
    """The coach's lines of a panel's text: those starting with one of :data:`COACH_MARKS`, in any
    language; in the pseudo-language ``qps`` a whole line may be one bracketed message
    (``⟦✅ **…**⟧``), so the marks are looked for past a leading ``⟦``."""
    return [line.strip() for line in text.splitlines() if line.strip().lstrip(OPEN).startswith(COACH_MARKS)]


class SimulatedLearner:
    """One person learning ``game`` in ``channel`` of the double, through ``/learn``."""

    def __init__(self, sb: Sandbox, bot: MenagerieBot, user: User, channel: Channel, game: str) -> None:
        self.sb, self.bot, self.user, self.channel, self.game = sb, bot, user, channel, game
        self.panel: Message | None = None
        self.seen = Seen()
        self._known: set[str] = set()
        self._version = 0
        self._match: int | None = None

    @property
    def script(self) -> Tutorial:
        return tutorials()[self.game]

    def cog(self) -> LearnCog:
        cog = self.bot.tutor  # the learn cog (cogs.kit.tutor), whichever copy of its module loaded it
        if cog is None or not hasattr(cog, "coached"):
            raise LearnerError("the learn cog is not loaded")
        return cog  # type: ignore[return-value]

    def match_id(self) -> int | None:
        """The learner's tutorial match of the game: the running one, else the last one seen (None:
        none yet)."""
        running = next((r.id for r in self.bot.service.tutorials_of(self.user.id) if r.game == self.game), None)
        if running is not None:
            self._match = running
        return self._match

    def progress(self) -> Progress:
        match_id = self.match_id()
        coached = self.cog().coached.get(match_id) if match_id is not None else None
        if coached is None:
            raise LearnerError("no lesson is running")
        return coached.lesson.progress

    async def begin(self) -> Message:
        """``/learn game:<game>``: a new tutorial opens as the learner's private panel (or the
        Continue/Restart offer, when one runs)."""
        r = await self.sb.slash(self.user, self.channel, "learn", game=self.game)
        if r.failed or r.message is None:
            raise LearnerError(f"/learn failed: {r.error}")
        self.panel = r.message
        self._read()
        return r.message

    async def press(self, label: str) -> Message:
        """Press a button of the offer (``Continue``, ``Restart``, ``Start``) by its label."""
        assert self.panel is not None
        r = await self.sb.click(self.user, self.panel, label=label)
        if r.failed or r.message is None:
            raise LearnerError(f"{label} failed: {r.error}")
        self.panel = r.message
        self._read()
        return r.message

    def _current(self) -> Message:
        assert self.panel is not None
        return self.sb.world.messages.get(self.panel.id, self.panel)

    def _read(self) -> float:
        """Note the coach lines newly shown; returns the seconds a person takes to read them."""
        words = 0
        for line in coach_lines(self._current().text()):
            if line not in self._known:
                self._known.add(line)
                self.seen.lines.append(line)
                words += len(line.split())
        return words / WORDS_PER_MINUTE * 60.0

    async def step(self, *, detour: Rng | None = None) -> bool:
        """Make the learner's next move (the suggested one, or with ``detour`` a random legal one)
        and wait for the bots to answer. Returns False once the lesson is over."""
        service = self.bot.service
        match_id = self.match_id()
        progress = self.progress()
        if match_id is None or progress.finished:
            return False
        record = service.match(match_id)
        assert record is not None
        seat = self.script.learner
        if seat not in service.to_act(match_id) and not registry.get(self.game).turn_timer:
            await self._wait_for_change(match_id, record.version)  # real time: the others play on
            return not self.progress().finished
        if seat not in service.to_act(match_id):
            await self.sb.settle()
            if seat not in service.to_act(match_id) and not self.progress().finished:
                raise LearnerError("the learner's turn did not come")
            return not self.progress().finished
        game = registry.get(self.game)
        view = service.view_of(record, seat)
        advice = progress.advice
        if advice is None or advice.suggested is None:  # the coach says wait (a real-time game's countdown)
            await self._wait_for_change(match_id, record.version)
            return not self.progress().finished
        action: Model | None = None
        if detour is not None:  # a random legal move, from the learner's own view (the easy bot's choice)
            action = game.bot_action(view, seat, Rng.from_seed(detour.next_u64()), "easy")
        elif advice is not None and advice.suggested is not None:
            action = parse_action(game, advice.suggested)
        if action is None:
            action = game.bot_action(view, seat, Rng.from_seed(record.version))
        assert action is not None
        suggested = advice.suggested if advice is not None else None
        if suggested is not None and action.model_dump(mode="json") != suggested:
            self.seen.detours += 1
        clicks = GAME_UIS[self.game].clicks_for(record, view, action)
        if detour is None and suggested is not None and not marked(self._current(), *clicks[0]):
            self.seen.marked_ok = False
        self.seen.human_s += self._read() + DECIDE_S
        for custom_id, values in clicks:
            panel = self._current()
            if values is None:
                r = await self.sb.click(self.user, panel, custom_id=custom_id)
            else:
                r = await self.sb.select(self.user, panel, custom_id, values)
            if r.failed:
                raise LearnerError(f"a click on {custom_id} failed: {r.error}")
            if r.message is not None:
                self.panel = r.message
        self.seen.moves += 1
        await self._wait_for_bots(match_id)
        self.seen.panels.append(self._current().text())
        return not self.progress().finished

    async def _wait_for_change(self, match_id: int, version: int, timeout: float = 60.0) -> None:
        """Wait, with nothing to do, until the match moves on (a timer fires, a bot moves) or the
        lesson is over; the seconds waited count into the human time (a person waits them too)."""
        service = self.bot.service
        started = deadline = time.monotonic()
        deadline += timeout
        while time.monotonic() < deadline:
            await self.sb.settle()
            record = service.match(match_id)
            if record is None or record.version != version or self.progress().finished:
                break
            await asyncio.sleep(POLL_S)
        else:
            raise LearnerError("the tutorial did not move on within a minute while the learner waited")
        await self._quiet(match_id)
        self.seen.human_s += time.monotonic() - started
        self._read()

    async def _quiet(self, match_id: int) -> None:
        """A real-time game (no turns): wait until the bots have made the moves they want (the
        version stays put over :data:`QUIET_POLLS` polls), as a person at human pace would see."""
        if registry.get(self.game).turn_timer:
            return
        service = self.bot.service
        deadline = time.monotonic() + 60.0
        last, still = -1, 0
        while still < QUIET_POLLS and time.monotonic() < deadline:
            await self.sb.settle()
            record = service.match(match_id)
            version = record.version if record is not None else last
            still = still + 1 if version == last else 0
            last = version
            if record is None or self.progress().finished:
                return
            await asyncio.sleep(POLL_S)

    async def _wait_for_bots(self, match_id: int, timeout: float = 60.0) -> None:
        """Wait until the learner is to act again or the lesson is over, counting the bots' pauses
        (:data:`BOT_PAUSE_S` a move, as the bot plays them at its real pace) into the human time."""
        service = self.bot.service
        deadline = time.monotonic() + timeout
        seat = self.script.learner
        before = self._version
        while time.monotonic() < deadline:
            await self.sb.settle()
            if self.progress().finished or seat in service.to_act(match_id) or service.match(match_id) is None:
                break
        else:
            raise LearnerError("the bots did not answer within a minute")
        await self._quiet(match_id)
        await self.sb.settle()  # the last bot move may have committed after the settle above: its redraw too
        record = service.match(match_id)
        self._version = record.version if record is not None else before
        bots = max(0, self._version - before - 1)  # every action since the learner's click but the click's
        self.seen.human_s += bots * BOT_PAUSE_S

    async def follow(self, *, limit: int = 400, detours: Rng | None = None, every: int = 3) -> Seen:
        """Play the lesson to its end: following the coach, or with ``detours`` a random legal move
        at every ``every``-th decision. Raises LearnerError when it does not end in ``limit`` moves."""
        for n in range(limit):
            detour = detours if detours is not None and n % every == every - 1 else None
            if not await self.step(detour=detour):
                await self.sb.settle()
                self._read()
                return self.seen
        raise LearnerError(f"the tutorial of {self.game} did not end within {limit} moves")


def minutes(seen: Seen) -> float:
    """The human-pace minutes of a run (:class:`Seen.human_s`)."""
    return round(seen.human_s / 60.0, 1)


def strip_marks(line: str) -> str:
    """A coach line without its markdown bold (for transcripts)."""
    return re.sub(r"\*\*", "", line)
