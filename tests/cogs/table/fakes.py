"""Small stand-ins for the table cog's parts' pure logic (no Discord): a match service with a
clock, its kept-message store, and a bot holding both."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from cogs.kit.open_panels import OpenPanels
from storage import MatchRecord, MatchStatus, MessageRecord, SeatRecord


class MessageStore:
    """``service.messages``: kept messages in memory, counting reads."""

    def __init__(self, rows: list[MessageRecord] | None = None) -> None:
        self.rows = {(m.match_id, m.purpose, m.user_id): m for m in rows or []}
        self.reads = 0

    async def messages(self, match_id: int, purpose: str | None = None) -> list[MessageRecord]:
        self.reads += 1
        return [m for (mid, p, _), m in self.rows.items() if mid == match_id and purpose in (None, p)]

    async def save_message(self, message: MessageRecord) -> None:
        self.rows[(message.match_id, message.purpose, message.user_id)] = message

    async def delete_message(self, match_id: int, purpose: str, user_id: int = 0) -> None:
        self.rows.pop((match_id, purpose, user_id), None)


@dataclass
class Service:
    """What the parts read of the match service: the live matches, who is to act, the clock."""

    now: float = 1000.0
    live: dict[int, MatchRecord] = field(default_factory=dict)
    acting: dict[int, set[int]] = field(default_factory=dict)
    messages: MessageStore = field(default_factory=MessageStore)

    def clock(self) -> float:
        return self.now

    def match(self, match_id: int) -> MatchRecord | None:
        return self.live.get(match_id)

    def to_act(self, match_id: int) -> set[int]:
        return set(self.acting.get(match_id, set()))

    def seat_of(self, match_id: int, user_id: int) -> int | None:
        live = self.live.get(match_id)
        return next((s.seat for s in live.seats if s.user_id == user_id), None) if live is not None else None


class Scheduler:
    """The render queue, recording what is submitted instead of running it."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Any, int]] = []

    def submit(self, key: Any, job: Any, *, rank: int = 0, **options: Any) -> None:
        self.jobs.append((key, rank))


def bot(service: Service | None = None) -> Any:
    """A bot with ``service`` and an :class:`OpenPanels`."""
    return SimpleNamespace(service=service or Service(), open_panels=OpenPanels())


def record(match_id: int = 7, *, game: str = "mission-wild-life", people: int = 3, bots: int = 0,
           status: MatchStatus = MatchStatus.ACTIVE, created_at: float = 1000.0) -> MatchRecord:
    """A match with ``people`` seated people (user ids 100, 101, …) and then ``bots`` bot seats."""
    seats = [SeatRecord(i, 100 + i, f"p{i}") for i in range(people)]
    seats += [SeatRecord(people + i, None, f"bot{i}", is_bot=True) for i in range(bots)]
    return MatchRecord(id=match_id, guild_id=1, channel_id=2, thread_id=3, game=game, status=status, host_id=100,
                       options={}, seed=1, state="{}", version=5, timers={}, created_at=created_at,
                       updated_at=created_at, seats=seats)
