"""Hard level of Wildlife Adventure: determinized Monte Carlo search from the seat's VIEW only.

For each decision, :func:`hard_action`:

1. gathers what the seat knows (:func:`knowledge`): its hand; the animal cards it cannot place
   (not in its hand, not an open discovery mission, not found), which are the other hands
   (their sizes are public) and the animal stack, each weighted by what the others did (a tip on
   its space, an extension that reached it, a seat steering the tips away from it); the chance
   pack (every chance card no seat keeps face up, the card just drawn under it);
2. samples positions consistent with that (:func:`sample`): the unseen animal cards dealt to the
   other seats by hand size and those weights, the rest in a random stack order, the pack
   shuffled; everything else (board, obstacles, travel vouchers, kept ★ cards, the turn's
   bookkeeping) as the view shows it;
3. lists the candidate actions (:func:`candidates`): every route extension (free, extra, parallel,
   with a ★ card), ending the turn, removals, swaps of the cards farthest from the tips, and
   obstacles put next to an expedition tip or taken off; a pending choice lists all its options;
4. plays each candidate out on each sampled position: the candidate, then the rest of the round
   (the seat's own rest of the turn included, until its next turn begins) by the rollout policy (:mod:`.playout`,
   Normal's rule on plain data with the sampled hands), on the plain-data rules (:mod:`.fast`);
   then scores the position (:func:`evaluate`);
5. keeps the better half of the candidates by mean score over the same sampled positions
   (common random numbers) and plays the survivors on more positions (successive halving),
   until one is left.

How the search weighs the game's resources:

* travel vouchers: every paid move is a candidate (extra and parallel extensions, removals,
  swaps, obstacle sessions) and the rollouts spend vouchers as Normal does, so a purchase is judged
  by what it brings in the next round; at the horizon each voucher in hand is worth
  ``PARAMS["voucher"]`` to its holder (a rival's counts against the seat); the blue-space choice
  (vouchers or cards for the others) is searched like any other;
* obstacles: taking one off the seat's own animal space or next to a tip, and putting one on a
  space next to a tip that is not the seat's own (a rival's animal, or a line it wants closed),
  each paid the cheapest way (an open session, then vouchers, then a ★ card); the rollouts then
  show whether the rivals are held up;
* chance cards: the pack is sampled consistently with the view (cards kept face up are out, the
  card just drawn lies at the bottom), so a red space is worth what the cards left could bring; a
  kept ★ card pays for the moves it covers (a parallel extension is searched both ways, a removal
  or swap with the ★ card rather than vouchers, an obstacle with it only when nothing cheaper
  does) and is worth ``PARAMS["star"]`` at the horizon; a pending chance card (discard, re-lay)
  lists all its options.

Why determinized rollouts rather than information-set MCTS: a turn offers some 340 legal actions
(most are obstacle moves) and a game lasts some 65 turns of 2-3 actions each; a tree over
information sets would spread the few thousand simulated turns a decision can afford (300 ms of
CPU) too thin to learn anything below its first level. What decides the game is how the others
answer a move in the next round (does the tip we moved lead a rival to its animal? will the
expedition we need be pulled away before our next turn?), and rollouts with the others' sampled
hands show exactly that (chance cards, blue spaces, green bonuses and the end of the game
included, as the rules play them). Beyond the horizon a static estimate takes over: +1 per animal
found, and for each card in hand 2p-1 with p the chance such a card is found given how far the
nearest tip is (measured in Normal self-play: :data:`REACH_CHANCE`), plus a value per travel
voucher and per kept ★ card; the seat's estimate minus its rivals' (mostly the best one's) is the
score. Determinizing the hidden cards is sound enough here: what is hidden (hands, stack order,
pack order) changes little of what a move does within one round, and a seat's own choices later in
its turn are searched again when it makes them.

The budget is a count of simulated turns (``PARAMS["budget"]``), not a clock, so a decision is
deterministic given ``rng``; it was chosen on tuning seeds (100000-100099) so a decision stays well
under :data:`engine.core.BOT_CPU_BUDGET_S` at the 99th percentile on the shared 2-core machine
(``bench/bot_levels.py`` prints CPU per decision). The other weights are set by reasoning, not
tuned. Weights of the sampling are measured (see :func:`knowledge`).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Rng

from ..actions import WAAction
from ..views import WAView
from . import fast as F
from .legal import bot_legal
from .playout import INV, FastRng, choose

PARAMS: dict[str, float] = {
    "budget": 1000,  # simulated turns per decision, over all candidates and positions
    "horizon": 0,  # turns played out beyond the round (0: until the seat's next turn begins)
    "voucher": 0.25,  # value of a travel voucher in hand at the horizon (score points)
    "star": 0.4,  # value of a kept ★ card
    "rival_max": 0.7,  # weight of the best rival's estimate against the rivals' mean
    "win": 1.0,  # bonus when a playout ends the game with this seat first (shared: split)
    "noise": 0.05,  # playout score noise
    "swaps": 3,  # swap candidates (the cards farthest from every tip)
    "max_positions": 48,  # most sampled positions a candidate is played on
    "tip": 0.001,  # sampling weight (against the stack) of an unseen card whose space a tip stands on
    "visited": 0.25,  # ... of an unseen card whose space an extension reached earlier
    "away": 0.45,  # ... times this when the seat's own extensions moved the tips away from the space
    "toward": 1.2,  # ... or this when they moved the tips towards it
}

REACH_CHANCE: dict[int, list[float]] = {
    2: [1.0, 0.87, 0.78, 0.72, 0.72, 0.65, 0.56, 0.50, 0.48, 0.48, 0.45, 0.31, 0.2],
    4: [1.0, 0.83, 0.68, 0.58, 0.51, 0.46, 0.43, 0.43, 0.43, 0.34, 0.30, 0.11, 0.05],
    6: [1.0, 0.83, 0.67, 0.55, 0.46, 0.40, 0.36, 0.32, 0.29, 0.26, 0.18, 0.08, 0.0],
}
"""Chance that an animal card in hand at the start of a turn is found by the end of the game, by
the distance (route extensions) from the nearest tip to its space, 12 or more in the last place:
measured over 40 games of Normal self-play per seat count (seeds 5000-5039); the sparse tail
(distance 10 and more, under 1 % of the cards) smoothed by us to keep falling; 3 and 5 players use
the mean of the rows either side."""


def _reach_table(n: int) -> list[float]:
    if n in REACH_CHANCE:
        row = REACH_CHANCE[n]
    else:
        lo, hi = REACH_CHANCE[n - 1], REACH_CHANCE[n + 1]
        row = [(a + b) / 2 for a, b in zip(lo, hi, strict=True)]
    return [2 * p - 1 for p in row] + [2 * row[-1] - 1] * (F.FAR + 1 - len(row))


_CARD_VALUE: dict[int, list[float]] = {n: _reach_table(n) for n in range(2, 7)}
"""Expected score of a card in hand by distance: 2p-1 (completed +1, left in hand -1)."""


@dataclass
class Knowledge:
    """What ``seat`` knows, as plain data: its ``hand``; ``unseen`` animal cards (in the other hands,
    ``counts[s]`` each, or the stack, ``stack`` of them), with ``weights[s][i]``: how likely seat s
    holds ``unseen[i]`` against the stack, per card slot (see :func:`knowledge`); the chance ``pack``
    (not kept by anyone) and ``bottom``, the chance card known to lie at its bottom (the one just
    drawn) or -1."""

    seat: int
    view: WAView
    hand: list[int]
    unseen: list[int]
    counts: list[int]
    stack: int
    weights: list[list[float]]
    pack: list[int]
    bottom: int


def knowledge(view: WAView, seat: int) -> Knowledge:
    """:class:`Knowledge` from ``view`` alone.

    What the others did tells where the unseen cards are (the weights, per card, of being in seat
    s's hand rather than in the stack):

    * an expedition tip stands on its space: nobody holds it (holders laid it down when the tip
      arrived, and a card received while a tip stands on its space is laid down at once), weight
      ``PARAMS["tip"]`` (a removal can bring a tip back onto a space; hence not quite 0);
    * an extension reached its space earlier: it was in the stack then, weight ``PARAMS["visited"]``;
    * seat s's own extensions moved the tips away from the space (by the 1/(1+d) closeness Normal
      plays by, summed): s would not do that to its own card, times ``PARAMS["away"]``; towards it,
      times ``PARAMS["toward"]``.

    (Measured in Normal self-play, 4 players, seeds 6000-6014: of the unseen cards, 0 % of those
    on a tip, 11 % of visited ones and 34 % of the others were in a hand; a rival who moved the
    tips away from a fresh card held it 5.6 % of the time, towards it 13-15 %, per rival.)"""
    hand = [F.IX[a.id] for a in view.hand]
    seen = set(hand)
    seen.update(F.IX[a.id] for a in view.open_missions)
    seen.update(F.IX[a.id] for cs in view.completed for a in cs)
    unseen = [c for c in F.ANIMALS_I if c not in seen]
    tips = {F.PLACE[F.IX[ex.tip]] for ex in view.expeditions}
    visited = {F.IX[x.to] for ex in view.expeditions for x in ex.extensions}
    base = [PARAMS["tip"] if c in tips else PARAMS["visited"] if c in visited else 1.0 for c in unseen]
    laid: list[list[tuple[int, int]]] = [[] for _ in range(view.seats)]
    for ex in view.expeditions:
        for x in ex.extensions:
            laid[x.seat].append((F.IX[x.frm], F.IX[x.to]))
    away, toward = PARAMS["away"], PARAMS["toward"]
    weights: list[list[float]] = []
    for s in range(view.seats):
        row: list[float] = []
        if s != seat:
            moves = [(F.DIST_I[a], F.DIST_I[b]) for a, b in laid[s]]
            for i, c in enumerate(unseen):
                sc = sum(INV[db[c]] - INV[da[c]] for da, db in moves)
                row.append(base[i] * (away if sc < -0.05 else toward if sc > 0.3 else 1.0))
        weights.append(row)
    kept = {F.CX[c.id] for ks in view.kept for c in ks}
    pack = [c for c in range(len(F.CHANCE_IDS)) if c not in kept]
    drawn = view.chance_drawn
    bottom = F.CX[drawn.id] if drawn is not None and F.CX[drawn.id] in pack else -1
    return Knowledge(seat=seat, view=view, hand=hand, unseen=unseen, counts=list(view.hand_counts),
                     stack=view.animal_stack, weights=weights, pack=pack, bottom=bottom)


def _shuffle(items: list[int], rng: FastRng) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def sample(k: Knowledge, rng: FastRng) -> F.Sim:
    """One position consistent with ``k``: the unseen cards dealt to the other seats by their hand
    sizes and the rest to the stack (in random order), each card in random order going to a seat
    or the stack with odds its weight times the places left there; the chance pack shuffled, the
    card just drawn at its bottom."""
    order = list(range(len(k.unseen)))
    _shuffle(order, rng)
    rivals = [s for s in range(len(k.counts)) if s != k.seat]
    left = list(k.counts)
    left_stack = k.stack
    hands: list[list[int]] = [[] for _ in k.counts]
    hands[k.seat] = list(k.hand)
    stack: list[int] = []
    weights = k.weights
    for i in order:
        c = k.unseen[i]
        total = float(left_stack)
        for s in rivals:
            total += left[s] * weights[s][i]
        r = rng.unit() * total - left_stack
        if r < 0:
            stack.append(c)
            left_stack -= 1
            continue
        taker = -1
        for s in rivals:
            if left[s]:
                taker = s
                r -= left[s] * weights[s][i]
                if r < 0:
                    break
        if taker < 0:  # rounding at the very end: the stack still has room
            stack.append(c)
            left_stack -= 1
            continue
        hands[taker].append(c)
        left[taker] -= 1
    pack = [c for c in k.pack if c != k.bottom]
    _shuffle(pack, rng)
    if k.bottom >= 0:
        pack.append(k.bottom)
    return F.from_view(k.view, hands, stack, pack)


def candidates(sim: F.Sim, seat: int) -> list[F.Action]:
    """The actions worth searching (see the module docstring), from the legal ones."""
    legal = sim.legal(seat)
    if sim.pending is not None or len(legal) <= 1:
        return legal
    out: list[F.Action] = []
    tips = [sim.tips[e] for e in range(3) if len(sim.exts[e]) < F.EXTENSIONS_PER_COLOUR] or [F.START_I]
    near = {q for t in tips for q, _ in F.MOVES[t]}
    by_kind: dict[int, list[F.Action]] = {}
    for a in legal:
        by_kind.setdefault(a[0], []).append(a)
    out.extend(by_kind.get(F.EXTEND, []))
    out.extend(by_kind.get(F.END, []))
    removes: dict[int, F.Action] = {}
    for a in by_kind.get(F.REMOVE, []):
        if a[1] not in removes or a[3] >= 0:
            removes[a[1]] = a  # the ★ card rather than 2 vouchers
    out.extend(removes.values())
    swaps: dict[int, F.Action] = {}
    for a in by_kind.get(F.SWAP, []):
        if a[1] not in swaps or a[3] >= 0:
            swaps[a[1]] = a
    far = sorted(swaps, key=lambda c: -min(F.DIST_I[t][c] for t in tips))[:int(PARAMS["swaps"])]
    out.extend(swaps[c] for c in far)
    mine = set(sim.hands[seat])
    obstacles: dict[tuple[int, int], F.Action] = {}
    for a in by_kind.get(F.OBSTACLE, []):
        i, to = a[1], a[2]
        where = sim.obst[i]
        if to < 0:
            if where in near or where in mine:
                key = (-1, where)
            else:
                continue
        elif to in near and to not in mine:
            key = (to, 0)
        else:
            continue
        old = obstacles.get(key)
        if old is None or _obstacle_rank(sim, a, tips) < _obstacle_rank(sim, old, tips):
            obstacles[key] = a
    out.extend(obstacles.values())
    return out


def _obstacle_rank(sim: F.Sim, a: F.Action, tips: list[int]) -> tuple[int, int]:
    """Which of several obstacle moves with the same effect to search: paid by the open session
    first, then vouchers, then a ★ card; an obstacle off the board or far from the tips first."""
    i, st = a[1], a[3]
    free = sim.session and i not in sim.moved
    pay = 0 if free else 2 if st >= 0 else 1
    where = sim.obst[i]
    closeness = 0 if where < 0 else -min(F.DIST_I[t][where] for t in tips)
    return (pay, closeness)


def evaluate(sim: F.Sim, seat: int) -> float:
    """The seat's estimated final score minus its rivals' (see the module docstring)."""
    n = sim.n
    if sim.over:
        sc = sim.scores()
        mine = sc[seat]
        rivals = [v for s, v in enumerate(sc) if s != seat]
        best = max(rivals)
        value = mine - (PARAMS["rival_max"] * best + (1 - PARAMS["rival_max"]) * sum(rivals) / len(rivals))
        if mine >= best:
            value += PARAMS["win"] / (1 + sum(1 for v in rivals if v == mine))
        return value
    table = _CARD_VALUE[n]
    rows = [F.DIST_I[sim.tips[e]] for e in range(3) if len(sim.exts[e]) < F.EXTENSIONS_PER_COLOUR]
    est: list[float] = []
    wv, ws = PARAMS["voucher"], PARAMS["star"]
    for s in range(n):
        v = float(len(sim.completed[s])) + wv * sim.vouchers[s] + ws * len(sim.kept[s])
        for c in sim.hands[s]:
            d = min((r[c] for r in rows), default=F.FAR)
            v += table[d]
        est.append(v)
    mine_v = est[seat]
    rivals_v = [v for s, v in enumerate(est) if s != seat]
    return mine_v - (PARAMS["rival_max"] * max(rivals_v) + (1 - PARAMS["rival_max"]) * sum(rivals_v) / len(rivals_v))


def playout(sim: F.Sim, seat: int, first: F.Action, turns: int, rng: FastRng) -> float:
    """Play ``first`` for ``seat``, then on by the rollout policy until ``turns`` turns after the
    current one have begun (or the game ends); the score (:func:`evaluate`)."""
    stop = sim.tnum + turns
    sim.apply(seat, first)
    noise = PARAMS["noise"]
    guard = 0
    while not sim.over and sim.tnum < stop:
        s = sim.actor()
        sim.apply(s, choose(sim, s, rng, noise))
        guard += 1
        if guard > 40 * turns + 40:
            break
    return evaluate(sim, seat)


def search(view: WAView, seat: int, rng: Rng, budget: float | None = None
           ) -> tuple[F.Action | None, dict[F.Action, float]]:
    """The candidate left after successive halving (None if the seat has no action), and each
    candidate's mean playout score over the positions it was played on (see the module docstring)."""
    k = knowledge(view, seat)
    fast = FastRng(rng.next_u64())
    first = sample(k, fast)
    cands = candidates(first, seat)
    if len(cands) <= 1:
        return (cands[0] if cands else None), dict.fromkeys(cands, 0.0)
    turns = view.seats + int(PARAMS["horizon"])
    total = (PARAMS["budget"] if budget is None else budget) / turns  # playouts
    positions: list[tuple[F.Sim, int]] = [(first, fast.below(1 << 62))]
    results: dict[F.Action, list[float]] = {a: [] for a in cands}
    alive = list(cands)
    rounds = max(1, (len(cands) - 1).bit_length())
    per_round = total / rounds
    cap = int(PARAMS["max_positions"])
    means: dict[F.Action, float] = {}
    spent = 0
    while len(alive) > 1:
        share = (total - spent) if len(alive) == 2 else per_round  # the final gets what is left
        want = min(cap, max(len(results[alive[0]]) + 1, int(share / len(alive))))
        while len(positions) < want:
            positions.append((sample(k, fast), fast.below(1 << 62)))
        for a in alive:
            got = results[a]
            for i in range(len(got), want):
                pos, seed = positions[i]
                got.append(playout(pos.copy(), seat, a, turns, FastRng(seed)))
                spent += 1
            means[a] = sum(got) / len(got)
        alive.sort(key=lambda a: -means[a])  # stable: ties keep the candidates' order
        alive = alive[:(len(alive) + 1) // 2]
    return alive[0], means


def hard_action(view: WAView, seat: int, rng: Rng, budget: float | None = None) -> WAAction | None:
    """The Hard choice for ``seat`` from ``view`` alone (None if it is not to act). Never an undo."""
    if seat not in view.to_act or view.seat != seat:
        return None
    legal = bot_legal(view)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    best, _ = search(view, seat, rng, budget)
    action = F.to_action(best) if best is not None else legal[0]
    return action if action in legal else legal[0]


__all__ = ["PARAMS", "Knowledge", "candidates", "evaluate", "hard_action", "knowledge", "sample", "search"]
