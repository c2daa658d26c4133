"""The match service's lifecycle job: what happens to matches when their server changes under them.

* :meth:`LifecycleJobs.end_where_gone` — the bot left a guild, or the channel or thread a
  match is played in was deleted: every lobby and match there ends without a result (no
  ratings change), its timers and bot tasks stop and it is dropped from memory, so nothing
  is retried against a place that is gone. Subscribers get a "cancelled" update whose event
  has kind :data:`PLACE_GONE` (the table has nowhere left to post it).
* :meth:`LifecycleJobs.member_left` — a person left the server: in a lobby they leave it; in a
  running match a bot takes their seat, as with ``/abandon`` (event kind "abandoned").
"""
from __future__ import annotations

from collections.abc import Iterable

from engine.core import Event
from engine.service.live import LiveMatch, MatchError, MatchUpdate, _snapshot
from engine.service.lobbies import LobbyJobs
from storage import MatchStatus

PLACE_GONE = "place_gone"
"""Event kind of the "cancelled" update of a match whose guild, channel or thread is gone."""


class LifecycleJobs(LobbyJobs):
    """Ending matches whose place is gone, and seats of people who left the server."""

    async def end_where_gone(self, *, guild_id: int | None = None, channel_ids: Iterable[int] = ()) -> list[int]:
        """End every lobby and active match of guild ``guild_id`` (the bot was removed from it),
        or played or opened in one of ``channel_ids`` (deleted channels or threads), without a
        result. Returns the ids ended (idempotent: a second call for the same place ends none)."""
        gone = set(channel_ids)
        ended = []
        for record in self.running():
            if (guild_id is not None and record.guild_id == guild_id) or gone & {record.channel_id, record.thread_id}:
                live = self._live.get(record.id)
                if live is None:
                    continue
                async with live.lock:
                    if live.record.status not in ("lobby", "active"):
                        continue
                    await self._end_gone(live)
                ended.append(record.id)
        return ended

    async def _end_gone(self, live: LiveMatch) -> None:
        where = "server" if live.record.guild_id is not None else "channel"
        await self.storage.matches.set_status(live.record.id, "cancelled", self.clock())
        live.record.status = MatchStatus.CANCELLED
        self._retire(live)
        for key in [k for k in self._timer_failures if k[0] == live.record.id]:
            del self._timer_failures[key]  # nothing of the match stays in memory
        event = Event(kind=PLACE_GONE, text=f"The {where} this match was played in is gone; it ended without a result.")
        self._notify(live.record.id, MatchUpdate(_snapshot(live.record), "cancelled", [event]))

    async def member_left(self, guild_id: int, user_id: int) -> list[int]:
        """``user_id`` left guild ``guild_id``: they leave its lobbies, and a bot takes their seat
        in its running matches (the table says so). Returns the ids of the matches changed."""
        changed = []
        for record in self.matches_of(user_id, guild_id):
            try:
                if record.status == "lobby":
                    await self.leave(record.id, user_id)
                else:
                    live = self._get(record.id)
                    async with live.lock:
                        seat = live.seat_of(user_id)
                        if seat is None or live.record.status != "active":
                            continue
                        name = live.record.seats[seat].name
                        await self._seat_to_bot(live, seat, Event(
                            kind="abandoned", text=f"{name} left the server; a bot plays their seat."))
            except MatchError:
                continue  # it ended or started meanwhile
            changed.append(record.id)
        return changed
