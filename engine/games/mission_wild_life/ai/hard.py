"""Hard level of Mission: Wild Life: determinized Monte Carlo search from the seat's VIEW only.

For a card to play, :func:`hard_action`:

1. builds what the seat knows (:class:`Knowledge`) from what its view shows, which is what
   the rules let it look at (FAQ: "players are only allowed to look at the face-down tricks
   that they won"): its hand and won tricks, the trick in progress and the last trick, the
   Iguana-type cards already played, the out-of-game card (3 players), each seat's hand size
   and trick count, and the colours a seat has shown it lacks in the tricks it can see (it
   played another colour than the led one, gray excepted: Mission: Wild Life, "Gameplay" and
   "Evade: Gray cards");
2. samples ``DEALS`` deals of the unseen cards consistent with that (:func:`sample_deal`):
   the other seats' hands and the contents of their face-down tricks;
3. for each deal and each legal card, plays the rest of the round out with a fast
   mission-aware rollout policy on plain ints (:class:`Playout`, no pydantic model per
   call) and scores it: missions this seat wins in the round minus the mean the others win
   (flash missions as tricks complete, research/adventure at round end, GAPS.md rulings
   via :func:`.missions.award`);
4. plays the card with the best total (the same deals for every card: common random numbers).

The pass phase (variant) uses Normal's choice. The budget is a fixed number of playouts
(``DEALS`` x legal cards), calibrated so a decision stays under ``BOT_CPU_BUDGET_S`` (0.3 s)
of CPU on the reference machine (bench/bot_levels.py prints p50/p99); being a count, not a
clock, the choice is deterministic given ``rng``.

Cards inside the search are ints 0..39 in :data:`.cards.DECK` order: colour ``i >> 3``
(0 gray, 1 blue, 2 green, 3 gold, 4 red), number ``(i & 7) + 1``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import MASK64, Rng

from .. import missions as M
from ..actions import PassAction, PlayAction
from ..cards import DECK
from ..views import MWLView

DEALS = 24
"""Sampled deals per decision (each played out once per legal card)."""

GRAY, GOLD = 0, 3
INDEX: dict[str, int] = {cid: i for i, cid in enumerate(DECK)}
EPSILON = 40
"""Per mille of rollout moves played at random (keeps playouts from being too sure)."""


class FastRng:
    """A 64-bit LCG for rollout noise (ints only; seeded from the decision's :class:`Rng`)."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        self.s = seed & MASK64

    def below(self, n: int) -> int:
        self.s = (self.s * 6364136223846793005 + 1442695040888963407) & MASK64
        return (self.s >> 33) % n


def winner_index(cards: list[int]) -> int:
    """Index of the winning card of a trick of ints (same rule as :func:`.tricks.trick_winner`)."""
    deciding = GOLD if any(c >> 3 == GOLD for c in cards) else cards[0] >> 3
    has_one = has_eight = False
    for c in cards:
        if c >> 3 == deciding:
            if c & 7 == 0:
                has_one = True
            elif c & 7 == 7:
                has_eight = True
    best, best_rank = 0, -1
    for i, c in enumerate(cards):
        if c >> 3 != deciding:
            continue
        rank = 9 if (c & 7 == 0 and has_eight and has_one) else (c & 7) + 1
        if rank > best_rank:
            best, best_rank = i, rank
    return best


def legal_ints(hand: list[int], trick: list[int]) -> list[int]:
    """Playable cards of ``hand`` onto ``trick`` (same rule as :func:`.tricks.legal_cards`)."""
    if not trick:
        return hand
    led = trick[0] >> 3
    follow = [c for c in hand if c >> 3 == led or c >> 3 == GRAY]
    if any(c >> 3 == led for c in hand):
        return follow
    return hand


@dataclass
class Knowledge:
    """What ``seat`` knows in the play phase, as ints.

    ``unseen``: the cards it cannot place: in the other seats' hands (``counts[s]`` each) or
    in their face-down won tricks (``hidden_tricks[s]`` tricks each, beside the cards
    ``in_tricks`` it knows were played but not who took them); ``voids[s]``: colours seat ``s``
    has shown it lacks; ``known_tricks[s]``: won tricks whose cards it knows (its own, and the
    last trick's)."""

    seat: int
    seats: int
    hand: list[int]
    unseen: list[int]
    counts: list[int]
    voids: list[set[int]]
    trick: list[tuple[int, int]]
    leader: int
    known_tricks: list[list[list[str]]]
    hidden_tricks: list[int]
    in_tricks: list[int]
    number: int
    total: int
    out_card: str | None
    research: list[M.Mission] = field(default_factory=list)
    adventure: list[M.Mission] = field(default_factory=list)
    flash: list[M.Mission] = field(default_factory=list)


def knowledge(view: MWLView, seat: int) -> Knowledge:
    """:class:`Knowledge` from ``view`` alone. The view shows what the rules let a seat look at
    (FAQ: only its own face-down tricks; the trick in progress and the last trick lie face up;
    Iguana-type cards played lie face up), so the search assumes no memory beyond it."""
    n = view.seats
    hand = [INDEX[c.id] for c in view.hand]
    known = set(hand)
    voids: list[set[int]] = [set() for _ in range(n)]
    known_tricks: list[list[list[str]]] = [[] for _ in range(n)]
    hidden = list(view.trick_counts)
    for t in view.my_tricks:
        known_tricks[seat].append([c.id for c in t])
        known.update(INDEX[c.id] for c in t)
    hidden[seat] = 0
    current = [(p.seat, p.card.id) for p in view.trick]
    seen_tricks = [current]
    last = view.last_trick
    if last is not None and last.round == view.round and view.trick_number > 1:
        cards = [p.card.id for p in last.plays]
        seen_tricks.append([(p.seat, p.card.id) for p in last.plays])
        if last.winner != seat:
            known_tricks[last.winner].append(cards)
            hidden[last.winner] -= 1
        known.update(INDEX[c] for c in cards)
    for plays in seen_tricks:
        if not plays:
            continue
        led = INDEX[plays[0][1]] >> 3
        for s, cid in plays:
            i = INDEX[cid]
            known.add(i)
            if i >> 3 != led and i >> 3 != GRAY:
                voids[s].add(led)
    in_tricks = [INDEX[c.id] for c in view.watched_played if INDEX[c.id] not in known]
    known.update(in_tricks)
    if view.out_card is not None:
        known.add(INDEX[view.out_card.id])
    unseen = [i for i in range(40) if i not in known]
    k = Knowledge(seat=seat, seats=n, hand=hand, unseen=unseen, counts=list(view.hand_counts), voids=voids,
                  trick=[(s, INDEX[c]) for s, c in current], leader=view.leader, known_tricks=known_tricks,
                  hidden_tricks=[max(0, h) for h in hidden], in_tricks=in_tricks, number=view.trick_number,
                  total=view.tricks_per_round, out_card=view.out_card.id if view.out_card else None)
    for mv in view.display:
        m = M.get(mv.id)
        {"research": k.research, "adventure": k.adventure, "flash": k.flash}[m.type].append(m)
    return k


TRICKS = -1
"""The pseudo-seat of :func:`sample_deal` that receives cards of other seats' hidden tricks."""


def sample_deal(k: Knowledge, rng: FastRng, tries: int = 30) -> tuple[list[list[int]], list[list[list[str]]]]:
    """One deal consistent with ``k``: (hands of every seat, won tricks of every seat as card ids).

    The seat keeps its hand; the unseen cards go to the other seats by hand size, never a colour
    a seat has shown it lacks, and the rest (with ``in_tricks``) make up the others' hidden
    tricks, ``seats`` cards each. Falls back to ignoring the voids if ``tries`` random attempts
    all dead-end."""
    n = k.seats
    others = [s for s in range(n) if s != k.seat]
    slots = sum(k.hidden_tricks) * n - len(k.in_tricks)
    cards = list(k.unseen)
    for attempt in range(tries + 1):
        strict = attempt < tries
        for i in range(len(cards) - 1, 0, -1):
            j = rng.below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        if strict:
            cards.sort(key=lambda c: sum(1 for s in others if (c >> 3) not in k.voids[s]))
        left = {s: k.counts[s] for s in others}
        left[TRICKS] = max(0, slots)
        takers = [*others, TRICKS]
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[k.seat] = list(k.hand)
        pile = list(k.in_tricks)
        ok = True
        for c in cards:
            elig = [s for s in takers if left[s] > 0 and (s == TRICKS or not strict or (c >> 3) not in k.voids[s])]
            if not elig:
                ok = False
                break
            r = rng.below(sum(left[s] for s in elig))
            for s in elig:
                r -= left[s]
                if r < 0:
                    break
            (pile if s == TRICKS else hands[s]).append(c)
            left[s] -= 1
        if ok:
            tricks = [list(t) for t in k.known_tricks]
            for i in range(len(pile) - 1, 0, -1):
                j = rng.below(i + 1)
                pile[i], pile[j] = pile[j], pile[i]
            at = 0
            for s in range(n):
                for _ in range(k.hidden_tricks[s]):
                    tricks[s].append([DECK[c] for c in pile[at:at + n]])
                    at += n
            return hands, tricks
    raise AssertionError("unreachable: the last attempt ignores voids")


class Playout:
    """One determinized rest-of-round, played by a fast mission-aware policy for every seat."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.wants_adventure = bool(k.adventure)
        self.research_needs_trick = any(m.needs_trick for m in k.research)
        self.hot_cards: set[int] = set()
        self.hot_tricks: set[int] = set()
        for m in k.flash:
            if m.names_card:
                self.hot_cards.add(INDEX[m.names_card])
            for cid in m.watch:
                self.hot_cards.add(INDEX[cid])
            if m.id in ("armadillo", "panda", "brown-bear", "platypus"):
                num = {"armadillo": 2, "panda": 4, "brown-bear": 6, "platypus": 1}[m.id]
                self.hot_cards.update(INDEX[f"{c}-{num}"] for c in ("red", "green", "blue"))
            if m.id == "vulture":
                self.hot_tricks.add(k.total)
            if m.id == "falcon":
                self.hot_tricks.add(5)
        self.hand_flash = [m for m in k.flash if m.hand_check is not None]
        self.trick_flash = [m for m in k.flash if m.trick_check is not None]

    def run(self, hands: list[list[int]], tricks_won: list[list[list[str]]], first: int, rng: FastRng) -> float:
        """Play ``first`` for the seat, then the rest of the round from the deal ``hands`` /
        ``tricks_won`` (:func:`sample_deal`); the seat's score."""
        k = self.k
        n = k.seats
        hands = [list(h) for h in hands]
        won = [len(t) for t in tricks_won]
        tricks = [list(t) for t in tricks_won]
        played = [c for ts in tricks_won for t in ts for c in t] + [DECK[c] for _, c in k.trick]
        flash = list(self.trick_flash)
        hand_flash = list(self.hand_flash)
        gained = [0] * n
        trick_seats = [s for s, _ in k.trick]
        trick = [c for _, c in k.trick]
        number = k.number
        leader = k.leader
        coin = [rng.below(2) for _ in range(n)]
        turn = k.seat
        card = first
        while True:
            hands[turn].remove(card)
            trick_seats.append(turn)
            trick.append(card)
            played.append(DECK[card])
            if hand_flash:
                self._hand_checks(hands, leader, hand_flash, gained)
            if len(trick) == n:
                w = trick_seats[winner_index(trick)]
                ids = [DECK[c] for c in trick]
                tricks[w].append(ids)
                won[w] += 1
                if flash:
                    ctx = M.TrickContext(cards=ids, number=number, total=k.total, played=frozenset(played),
                                         out_card=k.out_card)
                    for m in list(flash):
                        if m.trick_check is not None and m.trick_check(ctx):
                            flash.remove(m)
                            gained[w] += 1
                if number == k.total:
                    break
                number += 1
                leader = turn = w
                trick, trick_seats = [], []
            else:
                turn = (turn + 1) % n
            card = self._choose(hands[turn], trick, turn, won[turn], coin[turn], number, rng)
        for m in (*k.research, *k.adventure):
            for s in M.award(m, tricks).winners:
                gained[s] += 1
        me = gained[k.seat]
        return me - (sum(gained) - me) / (n - 1)

    def _hand_checks(self, hands: list[list[int]], leader: int, hand_flash: list[M.Mission], gained: list[int]) -> None:
        n = self.k.seats
        for m in list(hand_flash):
            assert m.hand_check is not None
            for i in range(n):
                s = (leader + i) % n
                if m.hand_check([DECK[c] for c in hands[s]]):
                    hand_flash.remove(m)
                    gained[s] += 1
                    break

    def _choose(self, hand: list[int], trick: list[int], seat: int, won: int, coin: int, number: int,
                rng: FastRng) -> int:
        legal = legal_ints(hand, trick)
        if len(legal) == 1:
            return legal[0]
        if rng.below(1000) < EPSILON:
            return legal[rng.below(len(legal))]
        if (self.research_needs_trick and won == 0) or (self.wants_adventure and not self.k.research):
            want = True
        elif self.k.research and not self.wants_adventure:
            want = False
        else:
            want = coin == 1
        if number in self.hot_tricks or any(c in self.hot_cards for c in trick):
            want = True
        if not trick:  # leading
            if want:
                return max(legal, key=_lead_power)
            return min(legal, key=_lead_power)
        pos = len(trick)
        winning = [c for c in legal if winner_index([*trick, c]) == pos]
        if want:
            if winning:
                last = pos == self.k.seats - 1
                return min(winning, key=_power) if last else max(winning, key=_power)
            return min(legal, key=_power)
        losing = [c for c in legal if c not in winning]
        if losing:
            return max(losing, key=_power)
        return min(legal, key=_power)


def _power(c: int) -> int:
    """Rough strength of a card: its number, suns (gold) above every colour."""
    return (c & 7) + (9 if c >> 3 == GOLD else 0)


def _lead_power(c: int) -> int:
    """Leading strength: gray leads rank lowest (any other colour beats a gray trick... only by
    trump, but a gray lead is the classic safe lead), suns highest."""
    return (c & 7) + (9 if c >> 3 == GOLD else 0) - (4 if c >> 3 == GRAY else 0)


def search_scores(view: MWLView, seat: int, rng: Rng, deals: int | None = None) -> dict[str, float]:
    """Total playout score of each legal card of ``seat`` over ``deals`` (default ``DEALS``) sampled deals."""
    deals = DEALS if deals is None else deals
    k = knowledge(view, seat)
    fast = FastRng(rng.next_u64())
    playout = Playout(k)
    legal = [INDEX[c] for c in view.legal]
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(deals):
        hands, tricks = sample_deal(k, fast)
        for c in legal:
            totals[c] += playout.run(hands, tricks, c, fast)
    return {DECK[c]: v for c, v in totals.items()}


def hard_action(view: MWLView, seat: int, rng: Rng, deals: int | None = None) -> PlayAction | PassAction | None:
    """The Hard choice for ``seat`` from ``view`` alone; None when it is not this seat's move."""
    from .normal import normal_action

    if view.phase != "play" or view.turn != seat or not view.legal:
        return normal_action(view, seat, rng)  # the pass phase (and "not my move": None)
    if len(view.legal) == 1:
        return PlayAction(card=view.legal[0])
    scores = search_scores(view, seat, rng, deals)
    best = max(view.legal, key=lambda c: scores[c])  # ties: the first in hand order
    return PlayAction(card=best)
