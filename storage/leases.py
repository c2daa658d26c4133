"""The shard leases: which process plays each Discord shard (rows of ``shard_leases``).

A lease is (shard, owner, expires_at); ``expires_at`` is in the service clock's seconds. One
statement claims a lease: it is written when the shard is free, held by the same owner
(a renewal) or expired, and left alone otherwise; the row read back says who holds it now.
Both backends serialise writers on a row, so of two processes claiming at once exactly one
wins. The service holds its shards' leases through :mod:`engine.service.leases`.
"""
from __future__ import annotations

from dataclasses import dataclass

from storage.sql import SqlDatabase

__all__ = ["HeartbeatStore", "Lease", "LeaseStore"]


@dataclass(frozen=True)
class Lease:
    """Who holds ``shard_id`` (``owner``) and until when (``expires_at``, service clock, s)."""

    shard_id: int
    owner: str
    expires_at: float


class LeaseStore:
    """Claims, reads and releases shard leases on one :class:`~storage.sql.SqlDatabase`."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def claim(self, shard_id: int, owner: str, *, now: float, until: float) -> Lease:
        """Take or renew ``shard_id``'s lease for ``owner`` until ``until`` unless another owner's
        lease is still live at ``now``. Returns the lease as it stands afterwards: held by
        ``owner`` when claimed, else by the other process."""
        while True:
            await self.db.execute(
                "INSERT INTO shard_leases (shard_id, owner, expires_at) VALUES (?, ?, ?)"
                " ON CONFLICT (shard_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at"
                " WHERE shard_leases.owner = excluded.owner OR shard_leases.expires_at <= ?",
                (shard_id, owner, until, now),
            )
            row = await self.db.fetchone("SELECT owner, expires_at FROM shard_leases WHERE shard_id = ?", (shard_id,))
            if row is not None:  # (None: the holder released it between the two statements: claim it again)
                return Lease(shard_id, str(row["owner"]), float(row["expires_at"]))

    async def release(self, shard_id: int, owner: str) -> None:
        """Give up ``owner``'s lease of ``shard_id`` (a clean stop: a waiting process takes it at once)."""
        await self.db.execute("DELETE FROM shard_leases WHERE shard_id = ? AND owner = ?", (shard_id, owner))


class CommandGuildStore:
    """The guilds slash commands were synced to as guild commands (``command_guilds``)."""

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def add(self, guild_id: int, at: float) -> None:
        """Remember that guild commands were synced to ``guild_id`` (``at``: service clock, s)."""
        await self.db.execute(
            "INSERT INTO command_guilds (guild_id, synced_at) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET synced_at = excluded.synced_at", (guild_id, at))

    async def guilds(self) -> list[int]:
        """Every guild guild commands were synced to and not removed from since."""
        return [int(r[0]) for r in await self.db.fetchall("SELECT guild_id FROM command_guilds ORDER BY guild_id")]

    async def remove(self, guild_id: int) -> None:
        """Forget ``guild_id`` (its guild commands were removed)."""
        await self.db.execute("DELETE FROM command_guilds WHERE guild_id = ?", (guild_id,))


class HeartbeatStore:
    """When the process playing each shard was last alive (``service_heartbeats``; service clock, s).

    A row is keyed by ``(shard_count, shard_id)`` (a process running every shard writes ``(1, 0)``);
    :meth:`beat` only ever moves a row's time forward, so two processes writing the same row
    (a hand-over) leave the later one.
    """

    def __init__(self, db: SqlDatabase) -> None:
        self.db = db

    async def beat(self, shard_count: int, shard_ids: list[int], at: float) -> None:
        """Record that the shards ``shard_ids`` of ``shard_count`` were played at ``at``."""
        for shard_id in shard_ids:
            await self.db.execute(
                "INSERT INTO service_heartbeats (shard_count, shard_id, alive_at) VALUES (?, ?, ?)"
                " ON CONFLICT (shard_count, shard_id) DO UPDATE SET alive_at = excluded.alive_at"
                " WHERE service_heartbeats.alive_at < excluded.alive_at",
                (shard_count, shard_id, at))

    async def all(self) -> dict[tuple[int, int], float]:
        """Every row: ``{(shard_count, shard_id): alive_at}``."""
        rows = await self.db.fetchall("SELECT shard_count, shard_id, alive_at FROM service_heartbeats")
        return {(int(r[0]), int(r[1])): float(r[2]) for r in rows}
