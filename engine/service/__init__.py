"""The shared asynchronous match service: lobbies, actions, timers, bots, persistence, fan-out.

One :class:`MatchService` serves every cog. It owns what the pure games may not touch:
the clock, locks, randomness for seeds and persistence. It is a façade over parts with one
job each, every part a plain class in its own module, all sharing one
:class:`~engine.service.live.LiveMatches` (the live matches, their locks, the subscribers):

* :mod:`.match_service` — :class:`MatchService`: builds the parts; start-up and shut-down,
  read-only queries (``match``, ``fetch``, ``view``, ``view_of``, ``fetch_view`` …) and the
  named stores cogs may use (``messages``, ``ratings``).
* :mod:`.lobbies` — create, join, leave, bots, options, start, cancel, end, abandon, rejoin;
  stale lobbies expire at start-up.
* :mod:`.actions` — ``act`` → game ``apply`` → one transaction → events fanned out to
  subscribers in order, outside the lock; memory never runs ahead of the database.
* :mod:`.undo_clock` — taking a move back gives no time back: the seat's turn clock from before
  the move, kept with the match's timers; :class:`TakeBack` (``MatchService.undo_offer``).
* :mod:`.timers` — turn deadlines, the game's own timers and bot seats, with backoff;
  every deadline is an entry of one :mod:`.deadlines` heap on the service clock, and
  :mod:`.time_bank` is the turn-based time bank's arithmetic.
* :mod:`.lifecycle` — matches whose guild/channel/thread is gone end without a result;
  a person who left the server has a bot take their seat.
* :mod:`.results` — what a finished match writes (its results and the rating maths its final
  transaction runs) and shows (:func:`standing_places`).
* :mod:`.live` — :class:`~engine.service.live.LiveMatch`, ``LiveMatches``,
  :class:`MatchError`, :class:`MatchMovedOn`, helpers; :mod:`.updates` — :class:`MatchUpdate`, :class:`UpdateKind`
  and the fan-out to subscribers.

Each match has one ``asyncio.Lock`` (``LiveMatch.lock``); every part takes that same
lock, so concurrent clicks, timers and bots on one match are applied one after another.

Errors a person causes raise :class:`MatchError` (a subclass of IllegalAction; :class:`OptionError`
for a lobby option or setting, :class:`StaleAction` for a stale screen) with a message id and its
arguments (``service-…``, ``locales/<lang>/service.ftl``) the UI words in the reader's language; a
write another process made first raises :class:`MatchMovedOn`.
No storage error leaves the service.
"""
from __future__ import annotations

from engine.service.lifecycle import PLACE_GONE
from engine.service.live import MatchError, MatchMovedOn, OptionError, StaleAction
from engine.service.lobbies import BOT_NAMES, LOBBY_TTL_S
from engine.service.match_service import MatchService
from engine.service.results import standing_places
from engine.service.time_bank import TurnClock
from engine.service.timers import BOT_WAIT_S, RESTART_GRACE_S, RETRY_S
from engine.service.undo_clock import TakeBack
from engine.service.updates import MatchUpdate, Subscriber, UpdateKind

__all__ = [
    "BOT_NAMES",
    "BOT_WAIT_S",
    "LOBBY_TTL_S",
    "PLACE_GONE",
    "RESTART_GRACE_S",
    "RETRY_S",
    "MatchError",
    "MatchMovedOn",
    "MatchService",
    "MatchUpdate",
    "OptionError",
    "StaleAction",
    "Subscriber",
    "TakeBack",
    "TurnClock",
    "UpdateKind",
    "standing_places",
]
