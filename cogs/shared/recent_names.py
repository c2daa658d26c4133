"""The display names people showed last (issue 24): seen in an interaction or a member update
since the start, which the member cache lacks without the Server Members intent. The names cog
(:mod:`cogs.names`) notes them; ``/standings`` and ``/profile`` read them first. One per bot:
``bot.recent_names``."""
from __future__ import annotations

from collections import OrderedDict

RECENT_NAMES = 50_000
"""Display names remembered (oldest forgotten first)."""


class RecentNames:
    """The last display name of each (guild, user), at most :data:`RECENT_NAMES` of them."""

    def __init__(self, limit: int = RECENT_NAMES) -> None:
        self.limit = limit
        self._names: OrderedDict[tuple[int, int], str] = OrderedDict()

    def seen(self, guild_id: int, user_id: int, name: str) -> None:
        """``user_id`` showed ``name`` in ``guild_id`` just now."""
        self._names[guild_id, user_id] = name
        self._names.move_to_end((guild_id, user_id))
        while len(self._names) > self.limit:
            self._names.popitem(last=False)

    def get(self, guild_id: int, user_id: int) -> str | None:
        """The display name ``user_id`` last showed in ``guild_id``, or None."""
        return self._names.get((guild_id, user_id))

    def __len__(self) -> int:
        return len(self._names)
