"""The rating maths: openskill ratings from one finished match's places (pure; storage only keeps the numbers).

The match service hands :func:`rating_updates` to storage as the rater of a ranked match's final
transaction (``storage.ratings.Rater``): storage locks and reads the stored ratings, this computes
the rows it writes. Storage never imports this module.

Rating model: openskill's Bradley-Terry full-pairing model, which compares every pair
of players and treats tied places as draws (ties are rated correctly).

How seats are rated (documented in docs/commands.md, "Standings"):

* Each seat is one team of one. People use their stored rating for this guild and game
  (a new player starts at the model's default, mu 25, sigma 25/3).
* Bot seats take part with a fresh default rating that is never stored, so beating
  bots moves a rating a little and losing to them costs a little.
* A person who abandoned is rated in last place (the seat count, tied with any other who
  abandoned), below everyone who stayed, whatever the bot that took over their seat
  achieved; their game counts as played, never as a win. The people who stayed are ranked
  among themselves. The seat's own place is still kept in ``results``.
* The displayed rating is openskill's ordinal ``mu - 3*sigma`` (a conservative estimate),
  computed here and stored with each rating (:attr:`RatingUpdate.rating`).

A seat is anything with ``user_id``, ``place`` and ``abandoned`` (:class:`Placed`), such as
:class:`storage.records.FinishedSeat`.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from openskill.models import BradleyTerryFull

MODEL = BradleyTerryFull()


class Placed(Protocol):
    """One seat's result as the maths reads it: ``place`` 1 is the winner; tied seats share a place;
    ``user_id`` None for a bot seat."""

    @property
    def user_id(self) -> int | None: ...

    @property
    def place(self) -> int: ...

    @property
    def abandoned(self) -> bool: ...


class RatingUpdate(NamedTuple):
    """One person's new rating after a ranked match: openskill's ``mu`` and ``sigma``, the shown
    ``rating`` (the ordinal), whether they ``won`` and the ``rank`` they were rated at (:func:`rating_ranks`)."""

    user_id: int
    mu: float
    sigma: float
    rating: float
    won: bool
    rank: int


def rating_ranks(seats: Sequence[Placed]) -> list[int]:
    """The rank each seat is rated and recorded at (1 = best, ties share; never above the seat count).

    Seats whose person stayed keep their order: rank = 1 + how many stayers placed
    strictly better. Everyone who abandoned shares the last rank, the number of seats,
    below every stayer, whatever the bot that took over achieved.
    """
    stayed = [s.place for s in seats if not s.abandoned]
    last = len(seats)
    return [last if s.abandoned else 1 + sum(p < s.place for p in stayed) for s in seats]


def rating_updates(seats: Sequence[Placed], current: Mapping[int, tuple[float, float]]) -> list[RatingUpdate]:
    """The rating rows to write: one :class:`RatingUpdate` for each person's seat, in seat order.

    ``current`` maps a user id to their stored ``(mu, sigma)`` in this guild and game
    (missing: a new player at the model's default). ``rank`` is :func:`rating_ranks`'s.
    Empty when fewer than two seats or no person.
    """
    if len(seats) < 2 or all(s.user_id is None for s in seats):
        return []
    ranks = rating_ranks(seats)
    teams = []
    for s in seats:
        known = current.get(s.user_id) if s.user_id is not None else None
        teams.append([MODEL.rating(mu=known[0], sigma=known[1]) if known else MODEL.rating()])
    new = MODEL.rate(teams, ranks=[float(r) for r in ranks])  # openskill types ranks as floats
    updates = []
    for s, rank, (rating,) in zip(seats, ranks, new, strict=True):
        if s.user_id is None:
            continue
        won = rank == 1 and not s.abandoned and len(seats) > 1
        updates.append(RatingUpdate(s.user_id, float(rating.mu), float(rating.sigma), float(rating.ordinal()), won, rank))
    return updates
