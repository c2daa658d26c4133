"""The storage interface the stores implement on every backend (:mod:`storage.sqlite`, :mod:`storage.postgres`).

The match service and the cogs type against these protocols only, so which database
holds the state is decided once, by ``DATABASE_URL`` (:func:`storage.open_storage`).
Records (:class:`~storage.records.MatchRecord`, :class:`~storage.records.Standing`, ...)
and :class:`~storage.records.StaleVersion` are in :mod:`storage.records`.

Guarantees every backend gives (DESIGN.md, "storage/"):

* ``commit_action`` is one transaction: the action log row, the new state, timers and
  version, and — for the last action — the finished status, results and the rating updates
  the caller's rater computes from the rows read under lock (storage does no rating maths).
  It writes only if the stored version is ``expected_version``; otherwise it raises
  StaleVersion and writes nothing. Ratings stay correct when two processes finish
  matches of the same guild at once.
* ``start`` refuses (StaleVersion) a match that is no longer a lobby.
* A match's final transaction and a season change of its guild are ordered by one row lock
  (:mod:`storage.seasons`): the result counts in exactly one season, the one running when it
  committed (or none), stored on the match.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from storage.guilds import GuildConfigStoreAPI, PauseStoreAPI
from storage.leases import CommandGuildStore, HeartbeatStore, LeaseStore
from storage.preferences import PreferenceStoreAPI
from storage.ratings import Rater
from storage.records import FinishedSeat, MatchRecord, MessageRecord, Reputation, SeatRecord, Standing
from storage.reminders import ReminderStoreAPI
from storage.seasons import SeasonStoreAPI
from storage.tutorials import TutorialStore


class MatchStoreAPI(Protocol):
    """Matches, seats and the append-only action log."""

    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int | None,
        game: str,
        host_id: int,
        options: dict[str, Any],
        seed: int,
        seats: list[SeatRecord],
        at: float,
    ) -> MatchRecord: ...

    async def get(self, match_id: int) -> MatchRecord | None: ...

    async def with_status(self, statuses: tuple[str, ...], guild_id: int | None = None) -> list[MatchRecord]: ...

    async def ended_since(self, since: float) -> list[MatchRecord]: ...

    async def seated(self, user_id: int) -> list[MatchRecord]: ...

    async def set_seats(self, match_id: int, seats: list[SeatRecord], at: float) -> None: ...

    async def set_options(self, match_id: int, options: dict[str, Any], at: float) -> None: ...

    async def set_status(self, match_id: int, status: str, at: float) -> None: ...

    async def set_thread(self, match_id: int, thread_id: int | None) -> None: ...

    async def start(
        self, match_id: int, *, seats: list[SeatRecord], state: str, timers: dict[str, Any], at: float
    ) -> None: ...

    async def commit_action(
        self,
        match_id: int,
        *,
        expected_version: int,
        seat: int,
        action: str,
        state: str,
        timers: dict[str, Any],
        at: float,
        finished: list[FinishedSeat] | None = None,
        guild_id: int | None = None,
        game: str = "",
        rate: Rater | None = None,
    ) -> int: ...

    async def set_timers(self, match_id: int, timers: dict[str, Any]) -> None: ...

    async def actions(self, match_id: int) -> list[tuple[int, int, str]]: ...

    async def set_host(self, match_id: int, host_id: int) -> None: ...


class RatingStoreAPI(Protocol):
    """Standings and results per guild and game (all-time, or one season's with ``season``), reputation
    per guild and person, and the guilds' seasons (``seasons``)."""

    @property
    def seasons(self) -> SeasonStoreAPI: ...

    async def leaderboard(
        self, guild_id: int, game: str, offset: int = 0, limit: int = 10, *, season: int | None = None
    ) -> list[Standing]: ...

    async def count(self, guild_id: int, game: str, *, season: int | None = None) -> int: ...

    async def rank_of(
        self, guild_id: int, game: str, user_id: int, *, season: int | None = None
    ) -> tuple[int, Standing] | None: ...

    async def profile(self, guild_id: int, user_id: int, *, season: int | None = None) -> list[Standing]: ...

    async def reputation(self, guild_id: int, user_id: int) -> Reputation: ...

    async def reputations(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, Reputation]: ...

    async def recent(self, guild_id: int, user_id: int, limit: int = 5) -> list[tuple[int, str, int, int, float]]: ...

    async def results(self, match_id: int) -> list[tuple[int, int | None, int, float, bool]]: ...


class MessageStoreAPI(Protocol):
    """The Discord messages cogs keep current per match."""

    async def save_message(self, record: MessageRecord) -> None: ...

    async def messages(self, match_id: int, purpose: str | None = None) -> list[MessageRecord]: ...

    async def delete_message(self, match_id: int, purpose: str, user_id: int = 0) -> None: ...


class StorageBackend(Protocol):
    """An open database with its stores; ``url`` names it (``sqlite:///…`` or ``postgresql://…``)."""

    @property
    def matches(self) -> MatchStoreAPI: ...

    @property
    def ratings(self) -> RatingStoreAPI: ...

    @property
    def messages(self) -> MessageStoreAPI: ...

    @property
    def preferences(self) -> PreferenceStoreAPI: ...

    @property
    def reminders(self) -> ReminderStoreAPI: ...

    @property
    def guild_configs(self) -> GuildConfigStoreAPI: ...

    @property
    def pauses(self) -> PauseStoreAPI: ...

    @property
    def tutorials(self) -> TutorialStore:
        """Each person's tutorials (``/learn``): progress and learned marks (:mod:`storage.tutorials`)."""
        ...

    @property
    def leases(self) -> LeaseStore:
        """Shard leases: one owner per Discord shard (:mod:`storage.leases`)."""
        ...

    @property
    def command_guilds(self) -> CommandGuildStore:
        """Guilds slash commands were synced to as guild commands (:mod:`storage.leases`)."""
        ...

    @property
    def heartbeats(self) -> HeartbeatStore:
        """When the process playing each shard was last alive (:mod:`storage.leases`)."""
        ...

    @property
    def backend(self) -> str: ...

    async def schema_version(self) -> int:
        """The number of the last migration applied."""
        ...

    async def close(self) -> None: ...
