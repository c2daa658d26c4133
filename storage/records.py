"""The records every store reads and writes, and the error a stale write raises — one module for both backends.

Plain dataclasses (no database types): ``MatchRecord`` and ``SeatRecord`` (:mod:`storage.matches`),
``MessageRecord`` (:mod:`storage.messages`), ``FinishedSeat`` and ``Standing``
(:mod:`storage.ratings`), the ``MatchStatus`` a match is in, and :class:`StaleVersion`.
Times are wall-clock Unix seconds (``float``); Discord ids are ``int``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class MatchStatus(StrEnum):
    """Where a match is in its life (the ``matches.status`` column; migration 001 checks these four).

    A lobby becomes active at start; an active match becomes finished at its last action or
    cancelled (``/endmatch``, everyone left). A StrEnum: each compares equal to its text.
    """

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class StaleVersion(Exception):
    """The stored version is not the one expected: another write got there first."""


@dataclass
class SeatRecord:
    """One seat. ``user_id`` is None for a bot seat that never had a person."""

    seat: int
    user_id: int | None
    name: str
    is_bot: bool = False
    abandoned: bool = False
    level: str = "normal"  # a bot seat's level ("easy", "normal", "hard"); kept for a person's seat a bot takes over
    bot_played: bool = False
    """A bot played this person's seat for part of the match (kept after ``/rejoin``; migration 004)."""


@dataclass
class MatchRecord:
    """One row of ``matches`` with its seats. ``state`` is the game state as JSON text."""

    id: int
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    game: str
    status: MatchStatus
    host_id: int
    options: dict[str, Any]
    seed: int
    state: str | None
    version: int
    timers: dict[str, Any]
    created_at: float
    updated_at: float
    seats: list[SeatRecord] = field(default_factory=list)

    @property
    def tutorial(self) -> bool:
        """A tutorial match (``/learn``, issue 35; the ``tutorial`` key of ``options``): private to
        its one person, against bots, never rated, in no results, standings, history or reminders."""
        return bool(self.options.get(TUTORIAL_OPTION))


@dataclass
class TutorialRecord:
    """One person's tutorial of one game (a row of ``tutorials``, :mod:`storage.tutorials`):
    ``match_id`` while a tutorial match runs, ``progress`` as JSON text, times in wall-clock seconds,
    ``learned_at`` once they finished it."""

    user_id: int
    game: str
    match_id: int | None
    progress: str
    started_at: float
    updated_at: float
    learned_at: float | None = None


TUTORIAL_OPTION = "tutorial"
"""The ``matches.options`` key that marks a tutorial match (true); no lobby may set it."""


@dataclass
class MessageRecord:
    """A message a cog keeps current: ``purpose`` is e.g. "table", "lobby", "dm"; ``user_id`` 0 when shared."""

    match_id: int
    purpose: str
    user_id: int
    channel_id: int
    message_id: int


@dataclass
class FinishedSeat:
    """One seat's result as the final move's transaction writes it (the match service builds it from
    the game's outcome). ``place`` 1 is the winner; tied seats share a place; ``user_id`` None for a
    seat a bot played from the start; ``abandoned``: a bot had this person's seat at the end."""

    seat: int
    user_id: int | None
    place: int
    score: float
    abandoned: bool = False


@dataclass
class Standing:
    """A person's standing in one guild and game (or season): openskill's ``mu`` and ``sigma``, the
    shown ``rating`` as the match service's rater wrote it (openskill's ordinal, mu − 3σ:
    ``engine.ratings``), ``games`` played, ``wins`` and the sum of their rated places."""

    user_id: int
    game: str
    mu: float
    sigma: float
    rating: float
    games: int
    wins: int
    place_sum: int

    @property
    def average_place(self) -> float:
        return self.place_sum / self.games if self.games else 0.0


@dataclass
class GuildConfigRecord:
    """One server's ``/setup`` configuration as stored (migration 006): ``config`` is the JSON
    the service validates (:class:`engine.service.guild_config.GuildConfig`), ``version`` counts
    its changes (1 for the first), ``updated_at`` the service-clock second of the last one."""

    guild_id: int
    config: dict[str, Any]
    version: int
    updated_at: float


@dataclass
class PauseRecord:
    """A paused match (migration 006): who paused it (``paused_by`` a user id, ``by_name`` their
    display name then) and when (``paused_at``, service-clock seconds)."""

    match_id: int
    paused_by: int
    by_name: str
    paused_at: float


@dataclass
class Season:
    """A season of one server (``/season start``): ``ended_at`` None while it runs. Times in Unix seconds."""

    id: int
    guild_id: int
    name: str
    started_at: float
    ended_at: float | None = None

    @property
    def running(self) -> bool:
        return self.ended_at is None


NEW_PLAYER_MATCHES = 5
"""Below this many ended matches on a server a person's reputation is shown as "new" and no
minimum finish rate (lobby option ``min_reputation``) keeps them out (issue 22, house ruling)."""


@dataclass
class Reputation:
    """A person's reputation on one server: matches they ``finished`` in their own seat, and matches
    they ``abandoned`` (``/abandon``, left the server, or lost the seat to the absent rule). Casual
    and ranked matches both count; cancelled matches (``/endmatch``) do not. Bots have none."""

    finished: int = 0
    abandoned: int = 0

    @property
    def matches(self) -> int:
        return self.finished + self.abandoned

    @property
    def is_new(self) -> bool:
        """Fewer than :data:`NEW_PLAYER_MATCHES` ended matches: too few to judge."""
        return self.matches < NEW_PLAYER_MATCHES

    @property
    def finish_rate(self) -> int:
        """Whole per cent of matches finished, rounded down (so 89.6 % is 89 and a minimum of 90 refuses it); 100 with none."""
        return 100 if not self.matches else self.finished * 100 // self.matches

    def meets(self, minimum: int) -> bool:
        """Whether this person may join a lobby asking for a finish rate of ``minimum`` per cent (0–100):
        new players always may."""
        return minimum <= 0 or self.is_new or self.finish_rate >= minimum

    def text(self) -> str:
        """``"finishes 92 %"``, or ``"new"`` below :data:`NEW_PLAYER_MATCHES` matches."""
        return "new" if self.is_new else f"finishes {self.finish_rate} %"
