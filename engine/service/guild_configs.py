"""The match service's guild configurations: each server's ``/setup`` configuration, cached per guild.

:class:`GuildConfigs` reads a guild's configuration once and keeps it; a change made through
it is stored and cached at once. A change made by another process (several shard processes
share one PostgreSQL database) is seen within :data:`POLL_S` seconds: every poll reads the rows
whose ``updated_at`` is within :data:`LOOKBACK_S` of the last poll (a small indexed query) and
reloads each cached guild whose stored ``version`` moved. The look-back is generous so that a
write that takes long to commit after stamping its ``updated_at``, or a clock a little behind
another process's, is still seen. Times are the service clock's (Unix seconds).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from engine.service.guild_config import GuildConfig, read_config
from engine.service.live import MatchError
from storage import GuildConfigRecord, StaleVersion, StorageBackend

log = logging.getLogger(__name__)

POLL_S = 2.0
"""Seconds between two looks for changes other processes made."""
CHANGE_TRIES = 5
"""How often a change is made again when other processes keep writing the same guild meanwhile."""
LOOKBACK_S = 60.0
"""How far back (service-clock seconds) before the last poll a poll looks for changed rows."""


POLL_TASK = "guild-configs-poll"
"""The name of the one task that polls for other processes' changes of guild configurations."""


class GuildConfigs:
    """Each guild's :class:`GuildConfig`, cached (module docstring).

    ``storage``: where configurations are kept. ``clock``: service-clock seconds (the stamp of
    each change and of each poll). ``poll_s``: seconds between polls (0: no polling task; a
    test calls :meth:`poll`).
    """

    def __init__(self, storage: StorageBackend, *, clock: Callable[[], float], poll_s: float = POLL_S) -> None:
        self.storage = storage
        self.clock = clock
        self.poll_s = poll_s
        self._cache: dict[int, tuple[int, GuildConfig]] = {}  # guild -> (stored version, config)
        self._last_poll = clock()
        self._task: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()  # one change at a time in this process: read, change, write

    # ------------------------------------------------------------------ reading
    async def get(self, guild_id: int | None) -> GuildConfig:
        """The configuration of ``guild_id`` (the defaults for None, a DM, or a server that never
        ran ``/setup``). From the cache after the first read."""
        if guild_id is None:
            return GuildConfig()
        cached = self._cache.get(guild_id)
        if cached is not None:
            return cached[1]
        row = await self.storage.guild_configs.get(guild_id)
        config = GuildConfig() if row is None else read_config(row.config)
        self._cache[guild_id] = (0 if row is None else row.version, config)
        return config

    def version(self, guild_id: int) -> int:
        """The stored version this process holds for ``guild_id`` (0: none stored, or not read yet)."""
        cached = self._cache.get(guild_id)
        return 0 if cached is None else cached[0]

    # ------------------------------------------------------------------ changing
    async def change(self, guild_id: int, edit: Callable[[GuildConfig], Any], at: float | None = None) -> GuildConfig:
        """Apply ``edit(config)`` (it changes the copy it is given; a ValueError it raises changes
        nothing) to the latest stored configuration, store it and cache it. Returns the new one.
        Written only over the version it read: when another process wrote in between, the edit is
        made again on what that process stored (up to :data:`CHANGE_TRIES` times, then MatchError: nothing changed)."""
        async with self._lock:
            for attempt in range(CHANGE_TRIES):
                row = await self.storage.guild_configs.get(guild_id)
                config = (GuildConfig() if row is None else read_config(row.config)).model_copy(deep=True)
                edit(config)
                config = GuildConfig.model_validate(config.model_dump())  # the edit keeps it valid
                try:
                    saved = await self.storage.guild_configs.save(
                        guild_id, config.model_dump(mode="json"), self.clock() if at is None else at,
                        expected_version=0 if row is None else row.version)
                except StaleVersion:
                    if attempt == CHANGE_TRIES - 1:
                        raise MatchError("This server's configuration was being changed elsewhere at the same moment; "
                                         "nothing was changed, please try again.", code="service-config-busy") from None
                    continue
                self._book(saved)
                return config
            raise AssertionError("unreachable")

    def _book(self, row: GuildConfigRecord) -> None:
        cached = self._cache.get(row.guild_id)
        if cached is None or cached[0] < row.version:
            self._cache[row.guild_id] = (row.version, read_config(row.config))

    # ------------------------------------------------------------------ other processes
    async def poll(self) -> list[int]:
        """Reload the guilds another process changed since the last poll (module docstring).
        Returns their ids."""
        started = self.clock()
        rows = await self.storage.guild_configs.changed_since(self._last_poll - LOOKBACK_S)
        self._last_poll = started
        changed = []
        for row in rows:
            if row.guild_id in self._cache and self._cache[row.guild_id][0] < row.version:
                self._book(row)
                changed.append(row.guild_id)
        return changed

    def start(self) -> None:
        """Start polling every ``poll_s`` seconds (not when ``poll_s`` is 0)."""
        if self.poll_s > 0 and self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._poll_forever(), name=POLL_TASK)

    async def _poll_forever(self) -> None:
        while True:
            await asyncio.sleep(self.poll_s)
            try:
                changed = await self.poll()
            except Exception:
                log.exception("guild configurations: poll failed; trying again in %s s", self.poll_s)
                continue
            if changed:
                log.info("guild configurations changed elsewhere: %s", changed)

    async def close(self) -> None:
        """Stop polling."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
