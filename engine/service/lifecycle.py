"""The match service's lifecycle job: what happens to matches when their server changes under them.

* :meth:`Lifecycle.end_where_gone` — the bot left a guild, or the channel or thread a
  match is played in was deleted: every lobby and match there ends without a result (no
  ratings change), its timers and bot tasks stop and it is dropped from memory, so nothing
  is retried against a place that is gone. Subscribers get a CANCELLED update whose event
  has kind :data:`PLACE_GONE` (the table has nowhere left to post it).
* :meth:`Lifecycle.member_left` — a person left the server: in a lobby they leave it; in a
  running match a bot takes their seat, as with ``/abandon`` (event kind "abandoned").
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core import Event
from engine.service.live import LiveMatch, LiveMatches, MatchError, _snapshot
from engine.service.lobbies import Lobbies
from engine.service.timers import TimersAndBots
from engine.service.updates import MatchUpdate, UpdateKind
from storage import MatchStatus, StorageBackend

PLACE_GONE = "place_gone"
"""Event kind of the CANCELLED update of a match whose guild, channel or thread is gone."""


class Lifecycle:
    """Ending matches whose place is gone, and seats of people who left the server.

    ``matches``: the service's live matches. ``storage``: where the ending is written.
    ``lobbies``: a person who left gives up their lobby seats. ``timers``: their running seats
    go to bots; an ended match's timers are forgotten. ``clock``: wall-clock seconds.
    """

    def __init__(
        self,
        matches: LiveMatches,
        storage: StorageBackend,
        lobbies: Lobbies,
        timers: TimersAndBots,
        *,
        clock: Callable[[], float],
    ) -> None:
        self.matches = matches
        self.updates = matches.updates
        self.storage = storage
        self.lobbies = lobbies
        self.timers = timers
        self.clock = clock

    async def end_where_gone(self, *, guild_id: int | None = None, channel_ids: Iterable[int] = ()) -> list[int]:
        """End every lobby and active match of guild ``guild_id`` (the bot was removed from it),
        or played or opened in one of ``channel_ids`` (deleted channels or threads), without a
        result. Returns the ids ended (idempotent: a second call for the same place ends none)."""
        gone = set(channel_ids)
        ended = []
        for record in [*self.matches.running(), *self.matches.running(tutorials=True)]:
            if (guild_id is not None and record.guild_id == guild_id) or gone & {record.channel_id, record.thread_id}:
                live = self.matches.get(record.id)
                if live is None:
                    continue
                async with live.lock:
                    if live.record.status not in (MatchStatus.LOBBY, MatchStatus.ACTIVE):
                        continue
                    await self._end_gone(live, guild_gone=guild_id is not None and record.guild_id == guild_id,
                                         gone=gone & {record.channel_id, record.thread_id})
                ended.append(record.id)
        return ended

    async def _end_gone(self, live: LiveMatch, *, guild_gone: bool, gone: set[int]) -> None:
        """End ``live`` without a result. The :data:`PLACE_GONE` event's ``data`` says what went:
        ``place`` ("server", "thread" or "channel") and ``gone`` (the channel ids deleted)."""
        record = live.record
        if guild_gone:
            place = "server"
        elif record.thread_id is not None and record.thread_id in gone and record.thread_id != record.channel_id:
            place = "thread"
        else:
            place = "channel"
        await self.storage.matches.set_status(record.id, MatchStatus.CANCELLED, self.clock())
        record.status = MatchStatus.CANCELLED
        self.matches.retire(live)
        self.timers.forget(record.id)  # nothing of the match stays in memory
        event = Event(kind=PLACE_GONE, data={"place": place, "gone": sorted(gone)})  # worded by the UI
        self.updates.notify(live.record.id, MatchUpdate(_snapshot(live.record), UpdateKind.CANCELLED, [event]))

    async def member_left(self, guild_id: int, user_id: int) -> list[int]:
        """``user_id`` left guild ``guild_id``: they leave its lobbies, and a bot takes their seat
        in its running matches (the table says so). Returns the ids of the matches changed."""
        changed = []
        for record in self.matches.played_by(user_id, guild_id):
            try:
                if record.status == MatchStatus.LOBBY:
                    await self.lobbies.leave(record.id, user_id)
                else:
                    live = self.matches.require(record.id)
                    async with live.lock:
                        seat = live.seat_of(user_id)
                        if seat is None or live.record.status != MatchStatus.ACTIVE:
                            continue
                        name = live.record.seats[seat].name
                        await self.timers.seat_to_bot(live, seat, Event(
                            kind="abandoned", data={"seat": seat, "name": name, "why": "left_server"}))
            except MatchError:
                continue  # it ended or started meanwhile
            changed.append(record.id)
        return changed
