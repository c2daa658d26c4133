"""``python bot.py --sandbox GAME [--players N] [--seed S]``: a whole match without a Discord token.

Starts the Discord double on loopback, the real bot on a fresh temporary database, and
N simulated people who play through the same commands and buttons a person uses
(choosing moves with the game's bot policy from their own view). Prints the table as
the channel saw it, each player's private view, the result and the standings.
Same seed, same game.
"""
from __future__ import annotations

import logging
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from pydantic import ValidationError

from cogs.kit.ui import discover
from cogs.lang import PSEUDO_LOCALE
from discord_codes import DiscordCode
from engine import registry
from engine.core import Progress
from engine.service.lobbies import real_time_reason
from engine.service.match_settings import (
    LIVE_PRESETS,
    MATCH_FIELDS,
    check_setting,
    game_options,
    is_turn_based,
    option_error,
)
from harness.options import HELP_HINT, resolve

if TYPE_CHECKING:
    from sandbox.model import Message


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def how_far(progress: Progress | None) -> str:
    """``Game.progress`` in words for the demo's progress line: "round 3 of 15", "round 2, trick 4 of 13",
    "round 1, turn 12"; empty when the game does not tell."""
    if progress is None:
        return ""
    parts = []
    if progress.round:
        parts.append(f"round {progress.round}" + (f" of {progress.rounds}" if progress.rounds else ""))
    if progress.trick:
        parts.append(f"trick {progress.trick}" + (f" of {progress.tricks}" if progress.tricks else ""))
    if progress.turn:
        parts.append(f"turn {progress.turn}")
    return ", ".join(parts)


def panel_kind(panel: Message) -> str:
    """Which of a player's private panels ``panel`` is, for the demo's headings: an ephemeral panel
    (opened from the table's button, only they see it) or the DM copy (the panel the bot keeps in
    their direct messages)."""
    return "ephemeral panel (only they see it)" if panel.ephemeral else "DM copy (in their direct messages)"


def private_summary(opened: int, dms: int, dms_open: bool) -> str:
    """The line under a player's private panel: the ephemeral panels they opened from the table's
    button over the match, the direct messages the bot sent them, and their DM setting."""
    return (f"({_count(opened, 'ephemeral panel')} opened from the table's button, {_count(dms, 'DM')} received; "
            f"DMs {'open' if dms_open else 'closed'})")


def progress_line(title: str, where: str, made: int, seconds: float) -> str:
    """The demo's progress line on stderr, e.g. ``... Mission: Wild Life: round 1, trick 1 of 13, 1 move
    played, 4 s`` (``where``: :func:`how_far`'s words, maybe empty)."""
    return f"... {title}: {f'{where}, ' if where else ''}{_count(made, 'move')} played, {seconds:.0f} s"


def _section(title: str) -> str:
    return f"\n{'=' * 8} {title} {'=' * max(4, 60 - len(title))}"


DEMO_LOCALES = {"en": "en-US", "de": "de", "qps": PSEUDO_LOCALE}
"""``--locale`` → the Discord client locale every simulated person (and the server) has."""


async def run_demo(
    game: str, *, players: int | None = None, seed: int = 1, options: dict[str, object] | None = None, out: TextIO | None = None,
    limits: str = "fast", locale: str = "en",
) -> int:
    """Play one match in the sandbox and print it. Returns a process exit code (0 on success).

    ``options`` are lobby options (e.g. ``{"expert": True, "pass_cards": True}``), validated
    by the game like the host's selects; a bad one ends with a one-line error (exit 2).
    ``limits`` are the double's rate limits: ``"fast"`` (Discord's counts with windows x0.02: the
    simulated people click at machine speed, so real windows would stretch a match to minutes),
    ``"discord"`` (Discord's real windows) or ``"off"``. ``locale``: every simulated person's
    client language and the server's: ``"en"``, ``"de"`` or ``"qps"`` (the tests' pseudo-language).
    """
    stream = out or sys.stdout
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.ERROR)
    from harness.table import SandboxTable, TableError
    from sandbox.driver import Sandbox
    from sandbox.ratelimits import RateLimits
    from sandbox.text import render_message

    uis = discover()
    playable = [k for k in registry.games() if k in uis]
    key = game.strip().lower().replace("_", "-").replace(" ", "-")
    if key not in playable:
        print(f"Unknown game {game!r}. Playable now: {', '.join(playable)}.", file=sys.stderr)
        return 2
    g = registry.get(key)
    try:  # an engine name or the lobby's name; an unknown one names the nearest (harness/options.py)
        typed = {resolve(key, name): value for name, value in (options or {}).items()}
    except ValueError as exc:
        print(f"Bad --option: {exc}.", file=sys.stderr)
        return 2
    # each game's demo settings (e.g. fast real-time timers), then the command line's
    chosen = {**uis[key].demo_options, **typed}
    try:  # the service's own settings (speed, time bank, absent count) take the lobby's ranges
        for name, value in chosen.items():
            if name in MATCH_FIELDS:
                check_setting(name, value)
                if name == "turn_timeout_s" and not g.turn_timer and is_turn_based(float(check_setting(name, value))):
                    raise ValueError(f"{real_time_reason(g)} Choose turn_timeout_s up to {LIVE_PRESETS[-1][1]:g} (1 h)")
    except ValueError as exc:
        print(f"Bad --option for {g.title}: {exc}.", file=sys.stderr)
        return 2
    try:
        g.Options.model_validate(game_options(chosen))
    except ValidationError as exc:
        print(f"Bad --option for {g.title}: {option_error(g.Options, exc)} ({HELP_HINT}).", file=sys.stderr)
        return 2
    n = g.min_players if players is None else players
    if not g.min_players <= n <= g.max_players:
        print(f"{g.title} takes {g.min_players}-{g.max_players} players.", file=sys.stderr)
        return 2

    try:  # what only the table size can check (e.g. first_player=5 at 4 seats): one line, before anything starts
        g.setup(n, g.Options.model_validate(game_options(chosen)), seed)
    except ValueError as exc:
        print(f"Bad --option for {g.title} with {n} players: {exc}.", file=sys.stderr)
        return 2

    def say(text: str = "") -> None:
        print(text, file=stream)

    started = time.monotonic()
    shown = {"at": started}

    def progress(made: int) -> None:
        """A line on stderr every few seconds while the match plays (stdout keeps the transcript): how far
        the match is, from its spectator view (``Game.progress``), the moves made and the time."""
        now = time.monotonic()
        if now - shown["at"] >= 3.0:
            shown["at"] = now
            where = ""
            if table.match_id is not None and table.service.match(table.match_id) is not None:
                where = how_far(g.progress(table.service.view(table.match_id, None)))
            print(progress_line(g.title, where, made, now - started), file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="menagerie-demo-") as tmp:
        chosen_limits = {"fast": RateLimits().fast(), "discord": RateLimits(), "off": None}[limits]
        async with Sandbox(rate_limits=chosen_limits) as sb:
            # The last player keeps DMs closed, to show the ephemeral panel path.
            table = SandboxTable(sb, Path(tmp) / "demo.sqlite3", n, dm_open=[i < n - 1 for i in range(n)],
                                 locale=DEMO_LOCALES[locale])
            await table.start_bot(seed_source=lambda: seed)  # same seed, same deal
            await table.open_lobby(g.key, chosen)
            await table.start()
            match_id = table.match_id
            assert match_id is not None  # start() read it back from the service
            try:
                # Play a few moves, then note what each person sees privately mid-game.
                actions = await table.play(seed=seed, stop_after=3 * n, progress=progress)
                snapshots: dict[int, tuple[str, str]] = {}  # user id -> (which panel, its text)
                for p in table.players:
                    if table.service.match(match_id) is not None:
                        await table.refresh(p)
                        panel = sb.world.messages.get(p.panel.id, p.panel) if p.panel else None
                        snapshots[p.user.id] = (
                            (panel_kind(panel), render_message(panel, "Menagerie", sb.world.names())) if panel
                            else ("", "(no panel)")
                        )
                actions += await table.play(seed=seed + 1, progress=lambda made: progress(actions + made))
            except TableError as exc:
                print(f"The sandbox match failed: {exc}", file=sys.stderr)
                return 1
            await sb.settle()
            say(_section(f"#{table.channel.name} (the lobby)"))
            say(sb.transcript(table.channel))
            say(_section(f"thread: {table.thread().name}"))
            say(sb.transcript(table.thread()))
            for p in table.players:
                kind, text = snapshots.get(p.user.id, ("", "(the match ended before)"))
                title = f"what {p.user.name} saw privately (seat {p.seat + 1}), after {_count(3 * n, 'move')}"
                say(_section(f"{title}: {kind}" if kind else title))
                say(text)
                say(private_summary(p.opened, len(sb.dms(p.user)), p.user.dms_open))
                if p.errors:
                    say(f"explanations received: {len(p.errors)}, e.g. {p.errors[0][:120]!r}")
            r = await sb.slash(table.players[0].user, table.channel, "standings", game=g.key)
            say(_section("/standings"))
            say(render_message(r.message, "Menagerie", sb.world.names()) if r.message else "(no answer)")
            leaks = sb.live_leaks
            refused_dms = sb.take_violations(code=DiscordCode.CANNOT_DM)  # expected: the bot tried the closed DM once
            for violation in sb.violations:
                print(f"DISCORD RULE BROKEN: {violation}", file=sys.stderr)
            say(_section("summary"))
            say(
                f"{g.title}: {n} players, seed {seed}, {actions} moves through Discord components, "
                f"{time.monotonic() - started:.1f} s, {_count(len(sb.violations), 'Discord rule violation')}, "
                f"{_count(len(refused_dms), 'DM')} refused by a player's privacy setting (expected), "
                f"{_count(len(leaks), 'leak')}."
            )
            for line in leaks:
                print(f"LEAK: {line}", file=sys.stderr)
            broken = bool(sb.violations)
            await table.stop_bot()
    return 1 if leaks or broken else 0


async def run_learn_demo(game: str, *, out: TextIO | None = None, limits: str = "fast", locale: str = "en") -> int:
    """``--sandbox GAME --learn``: the game's tutorial through ``/learn`` with a simulated learner
    who follows the coach (:mod:`harness.learner`). Prints the first and last panels the learner
    saw, every coach line, and a summary (steps, moves, human-pace minutes, rules met, what anybody
    else saw). Returns 0 when the lesson ended with nothing shown to anyone else and no Discord rule
    broken; 1 otherwise; 2 for a game without a tutorial."""
    stream = out or sys.stdout
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.ERROR)
    from engine.tutorial import tutorials
    from harness.learner import LearnerError, SimulatedLearner, minutes, strip_marks
    from harness.table import SandboxTable
    from sandbox.driver import Sandbox
    from sandbox.ratelimits import RateLimits
    from sandbox.text import render_message

    uis = discover()
    key = game.strip().lower().replace("_", "-").replace(" ", "-")
    offered = sorted(k for k in tutorials() if k in uis and k in registry.games())
    if key not in offered:
        print(f"No tutorial for {game!r}. Tutorials now: {', '.join(offered) or 'none'}.", file=sys.stderr)
        return 2
    script = tutorials()[key]

    def say(text: str = "") -> None:
        print(text, file=stream)

    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="menagerie-learn-") as tmp:
        chosen_limits = {"fast": RateLimits().fast(), "discord": RateLimits(), "off": None}[limits]
        async with Sandbox(rate_limits=chosen_limits) as sb:
            table = SandboxTable(sb, Path(tmp) / "learn.sqlite3", 2, dm_open=[False, True], locale=DEMO_LOCALES[locale])
            bot = await table.start_bot()
            learner = SimulatedLearner(sb, bot, table.players[0].user, table.channel, key)
            try:
                first = await learner.begin()
                first_text = render_message(first, "Menagerie", sb.world.names())
                seen = await learner.follow()
            except LearnerError as exc:
                print(f"The tutorial failed: {exc}", file=sys.stderr)
                return 1
            await sb.settle()
            last = learner.panel
            say(_section(f"/learn game:{key} — the first panel {learner.user.name} saw (only they see it)"))
            say(first_text)
            say(_section("every coach line, in order"))
            for line in seen.lines:
                say(strip_marks(line))
            say(_section("the last panel"))
            say(render_message(sb.world.messages.get(last.id, last), "Menagerie", sb.world.names()) if last else "(none)")
            others = [p.user for p in table.players[1:]] + [table.outsider]
            shown = sum(len(sb.ephemerals(u)) + len(sb.dms(u)) for u in others) + len(sb.messages(table.channel))
            progress = learner.progress()
            match_id = learner.match_id()
            logged = await table.service.action_log(match_id) if match_id is not None else []
            coached = learner.cog().coached.get(match_id) if match_id is not None else None
            if coached is not None and coached.ended_at is not None:  # not the bots' moves until the match ended
                logged = [row for row in logged if row[0] <= coached.ended_at]
            moved = sum(1 for _, seat, _ in logged if seat >= 0)  # the learner's and the bots' moves
            timed = len(logged) - moved  # the game's own timers (a real-time game's countdowns)
            for violation in sb.violations:
                print(f"DISCORD RULE BROKEN: {violation}", file=sys.stderr)
            say(_section("summary"))
            kinds = ", ".join(f"{kind} ×{n}" for kind, n in Counter(progress.steps).items())
            timers = f" and {_count(timed, 'timer step')}" if timed else ""
            say(f"{g_title(key)} tutorial: {len(script.sections)} coverage rows, {len(set(progress.taught))} met; "
                f"{len(progress.steps)} steps of {len(set(progress.steps))} kinds ({kinds}); {seen.moves} learner "
                f"moves, {moved} moves in all{timers}; about {minutes(seen)} min at human pace; every suggestion "
                f"marked: {seen.marked_ok}; {_count(shown, 'message')} anybody else saw; "
                f"{_count(len(sb.violations), 'Discord rule violation')}; {time.monotonic() - started:.1f} s in the sandbox.")
            ok = progress.finished and shown == 0 and not sb.violations and seen.marked_ok
            await table.stop_bot()
    return 0 if ok else 1


def g_title(key: str) -> str:
    """A game's title by key."""
    return registry.get(key).title
