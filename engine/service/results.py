"""What a finished match writes and shows: its seats' results, the rating maths its final transaction
runs, and the places a finished table shows.

The match service owns the rating maths (:mod:`engine.ratings`); storage only locks, reads and writes
the numbers, and cogs only show what this module gives them:

* :func:`finished_seats` — the results the final move's transaction writes (one per seat);
* :func:`rater` — the maths that transaction runs on the ratings it read under lock (None: a casual
  match, no rating changes);
* :func:`standing_places` — the places a finished match shows, the same as the ratings record them.

The shown rating of a standing (``storage.Standing.rating``) is the ordinal this maths wrote with
the rating, so ``/standings`` and ``/profile`` show stored numbers and compute none.
"""
from __future__ import annotations

from collections.abc import Sequence

from engine.core import Outcome
from engine.ratings import rating_ranks, rating_updates
from storage import FinishedSeat, MatchRecord, Rater


def finished_seats(record: MatchRecord, outcome: Outcome) -> list[FinishedSeat]:
    """One :class:`~storage.FinishedSeat` per seat of ``record``, in seat order: its ``outcome`` place and
    score, its person (None for a bot seat) and whether that person abandoned it (a bot finished it)."""
    return [FinishedSeat(s.seat, s.user_id, outcome.places[s.seat], outcome.scores[s.seat], s.abandoned)
            for s in record.seats]


def rater(ranked: bool) -> Rater | None:
    """The rating maths a finished match's transaction runs (:func:`engine.ratings.rating_updates`:
    openskill Bradley-Terry full, abandoners last, bots unrated), or None for a casual match
    (lobby option ``ranked`` off: results and reputation only)."""
    return rating_updates if ranked else None


def standing_places(record: MatchRecord, places: Sequence[int]) -> list[int]:
    """The places a finished match shows (1 = best, ties share), one per seat, the same as ``/profile``
    and the ratings record them (:func:`engine.ratings.rating_ranks`): a seat whose person left (a bot
    finished it) is last, below every player who stayed, whatever the bot achieved. ``places`` are the
    game's, one per seat; returned unchanged (as ints) when they do not match the seats."""
    if len(places) != len(record.seats):
        return [int(p) for p in places]
    return rating_ranks([FinishedSeat(s.seat, s.user_id, int(places[i]), 0.0, s.abandoned)
                         for i, s in enumerate(record.seats)])
