"""Which matches this process owns when the bot runs as several processes on Discord shards.

Discord routes a guild's events to shard ``(guild_id >> 22) % shard_count`` (and DMs to
shard 0); a process running shards ``shard_ids`` therefore owns exactly the matches of the
guilds on those shards — it reloads, times and runs bots only for them (issue 14). A match
with no guild (played in DMs) belongs to shard 0.
"""
from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends ``guild_id``'s events to (0 for no guild). ``shard_count`` >= 1."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


@dataclass(frozen=True)
class ShardFilter:
    """The shards one process runs: ``shard_ids`` out of ``shard_count``. Raises ValueError when out of range."""

    shard_count: int
    shard_ids: frozenset[int]

    def __post_init__(self) -> None:
        if self.shard_count < 1 or not self.shard_ids or not all(0 <= i < self.shard_count for i in self.shard_ids):
            raise ValueError(f"shards {sorted(self.shard_ids)} do not fit a shard count of {self.shard_count}")

    def owns(self, guild_id: int | None) -> bool:
        """True when this process's shards receive ``guild_id``'s events."""
        return shard_of(guild_id, self.shard_count) in self.shard_ids
