"""Every mission of Mission: Wild Life as data, with provenance and an evaluator.

Sources: the rulebook's "Mission Cards" list (13 research, 15 adventure, 15 flash,
printed text, ``source="rulebook"``) and GAPS.md section 1 "Data to author"
(Wolf: normal deck, ``source="rulebook"``; the rest ``expert=True``,
``source="reconstructed"``). Normal decks: 13 research, 15 adventure, 16 flash;
expert adds 3, 5 and 9.

Evaluators:

* Research/adventure (awarded at round end, Mission: Wild Life, "Missions (Animal
  Cards)"): ``measure(tricks)`` maps one seat's won tricks (a list of tricks, each a
  list of card ids) to an int; ``goal`` is ``most``/``fewest``/``second_most``/
  ``second_fewest``; ``needs_trick`` is the printed "At least one trick!".
  :func:`award` applies the GAPS.md ruling (a "most" needs a best value above 0;
  ties: every tied player wins).
* Flash (awarded as soon as met): ``trick_check(ctx)`` for trick-based ones, called
  when a trick completes; ``hand_check(hand)`` for hand-based ones (Maki ...
  Flamingo), called after dealing, passing and every card played. Both return a
  :class:`Why` (a code and its arguments, no language) when met, else None.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

from .cards import COLOURS, DECK, colour_of, label, number_of

MissionType = Literal["research", "adventure", "flash"]
Goal = Literal["most", "fewest", "second_most", "second_fewest"]
Tricks = list[list[str]]


class TrickContext(NamedTuple):
    """What a trick-based flash mission sees when a trick completes.

    ``cards``: the trick's card ids; ``number``: 1-based trick number in the round;
    ``total``: tricks in the round; ``played``: every card played this round so far,
    this trick included; ``out_card``: the 3-player out-of-game card or None. A named tuple
    (immutable and cheap to build: one is made per completed trick).
    """

    cards: list[str]
    number: int
    total: int
    played: frozenset[str]
    out_card: str | None = None


class Why(NamedTuple):
    """Why a flash mission was met, as data: ``code`` and its arguments (a renderer words it in
    its reader's language; :attr:`text` is the English kept in the state's log of won missions).

    Codes: ``won_card`` (``card``: the card id won), ``won_last`` (``number``: the last red,
    green or blue ``number``), ``last_trick``, ``fifth_trick``, ``three_and_seven``,
    ``no_colour`` (``colour`` not held, ``held`` cards in hand), ``one_colour`` (only
    ``colour``, ``held`` cards), ``low_hand`` (no card above 4, ``held`` cards)."""

    code: str
    card: str = ""
    number: int = 0
    colour: str = ""
    held: int = 0

    @property
    def text(self) -> str:
        """The English line ("won the Blue 5", "holds no red card (5 cards)")."""
        match self.code:
            case "won_card":
                return f"won the {label(self.card)}"
            case "won_last":
                return f"won the last red, green or blue {self.number}"
            case "last_trick":
                return "won the last trick"
            case "fifth_trick":
                return "won the 5th trick"
            case "three_and_seven":
                return "won a 3 and a 7 in one trick"
            case "no_colour":
                return f"holds no {self.colour} card ({self.held} cards)"
            case "one_colour":
                return f"holds only {self.colour} ({self.held} cards)"
            case "low_hand":
                return f"holds no card above 4 ({self.held} cards)"
        return self.code

    def data(self) -> dict[str, str | int]:
        """The code and the arguments it has, JSON-able (an event's ``why``)."""
        out: dict[str, str | int] = {"code": self.code}
        if self.card:
            out["card"] = self.card
        if self.number:
            out["number"] = self.number
        if self.colour:
            out["colour"] = self.colour
        if self.held:
            out["held"] = self.held
        return out


@dataclass(frozen=True)
class Mission:
    """One mission card. See the module docstring for the evaluator fields."""

    id: str
    name: str
    type: MissionType
    text: str
    expert: bool = False
    source: Literal["rulebook", "published", "reconstructed"] = "rulebook"
    measure: Callable[[Tricks], int] | None = None
    goal: Goal | None = None
    needs_trick: bool = False
    unit: str = ""
    trick_check: Callable[[TrickContext], Why | None] | None = None
    hand_check: Callable[[list[str]], Why | None] | None = None
    names_card: str | None = None
    """The exact card the mission names (3-player out-of-game swap, GAPS.md)."""
    watch: tuple[str, ...] = field(default=())
    """Iguana-type: the red, green and blue N whose last one counts."""

    @property
    def hand_based(self) -> bool:
        """True for Maki ... Flamingo (checked against hands)."""
        return self.hand_check is not None


@dataclass(frozen=True)
class Award:
    """The result of a round-end mission: ``winners`` (seats, ascending), ``values``
    per seat (None = not considered), ``value`` the winning value (None if nobody)."""

    winners: list[int]
    values: list[int | None]
    value: int | None


# ---------------------------------------------------------------- measures

def _cards(tricks: Tricks) -> list[str]:
    return [c for t in tricks for c in t]


def count_cards(pred: Callable[[str], bool]) -> Callable[[Tricks], int]:
    """Measure: number of won cards matching ``pred``. ``pred`` is asked once per card of the
    deck here, not per won card at every round end: the measure counts members of that set."""
    matching = frozenset(c for c in DECK if pred(c))
    return lambda tricks: len([c for t in tricks for c in t if c in matching])


def sum_points(pred: Callable[[str], bool]) -> Callable[[Tricks], int]:
    """Measure: sum of numbers of won cards matching ``pred`` (FAQ: points are the numbers).
    The points of the matching cards are tabled once (0 for the others), as in :func:`count_cards`."""
    points = {c: number_of(c) if pred(c) else 0 for c in DECK}
    return lambda tricks: sum([points[c] for t in tricks for c in t])


def count_tricks(pred: Callable[[list[str]], bool]) -> Callable[[Tricks], int]:
    """Measure: number of won tricks matching ``pred`` (each trick kept separately)."""
    return lambda tricks: len([t for t in tricks if pred(t)])


def colour_counts(tricks: Tricks) -> Counter[str]:
    """Won cards per colour, only colours actually won (FAQ, Orangutan)."""
    return Counter(colour_of(c) for c in _cards(tricks))


def weakest(tricks: Tricks) -> int:
    """Cards in the weakest colour among colours won (0 if nothing won). FAQ, Orangutan."""
    counts = colour_counts(tricks)
    return min(counts.values()) if counts else 0


def strongest(tricks: Tricks) -> int:
    """Cards in the strongest colour (0 if nothing won). FAQ, Orangutan."""
    counts = colour_counts(tricks)
    return max(counts.values()) if counts else 0


def koi_sets(tricks: Tricks) -> int:
    """Sets of one green, one red and one blue won card (FAQ, Koi)."""
    counts = colour_counts(tricks)
    return min(counts["green"], counts["red"], counts["blue"])


def numbers_once(tricks: Tricks) -> int:
    """How many numbers 1-8 the seat won exactly one card of (GAPS.md, Kiwi)."""
    counts = Counter(number_of(c) for c in _cards(tricks))
    return sum(1 for n in range(1, 9) if counts[n] == 1)


def _col(*colours: str) -> Callable[[str], bool]:
    return lambda c: colour_of(c) in colours


def _num(pred: Callable[[int], bool]) -> Callable[[str], bool]:
    return lambda c: pred(number_of(c))


def _trick_has(pred: Callable[[str], bool]) -> Callable[[list[str]], bool]:
    """True for a trick holding a card matching ``pred`` (the matching cards tabled once)."""
    matching = frozenset(c for c in DECK if pred(c))
    return lambda t: not matching.isdisjoint(t)


def _trick_lacks(pred: Callable[[str], bool]) -> Callable[[list[str]], bool]:
    """True for a trick holding no card matching ``pred``."""
    matching = frozenset(c for c in DECK if pred(c))
    return matching.isdisjoint


# ------------------------------------------------------------ flash checks

def _win_card(cid: str) -> Callable[[TrickContext], Why | None]:
    return lambda ctx: Why("won_card", card=cid) if cid in ctx.cards else None


def _win_any(n: int) -> Callable[[TrickContext], Why | None]:
    targets = [f"{c}-{n}" for c in ("red", "green", "blue")]

    def check(ctx: TrickContext) -> Why | None:
        hit = [c for c in ctx.cards if c in targets]
        return Why("won_card", card=hit[0]) if hit else None

    return check


def _win_last(n: int) -> Callable[[TrickContext], Why | None]:
    """GAPS.md "Iguana-type": the trick holding the last of red/green/blue N still in play."""
    targets = [f"{c}-{n}" for c in ("red", "green", "blue")]

    def check(ctx: TrickContext) -> Why | None:
        live = [c for c in targets if c != ctx.out_card]
        if not any(c in ctx.cards for c in live):
            return None
        if all(c in ctx.played for c in live):
            return Why("won_last", number=n)
        return None

    return check


def _last_trick(ctx: TrickContext) -> Why | None:
    return Why("last_trick") if ctx.number == ctx.total else None


def _fifth_trick(ctx: TrickContext) -> Why | None:
    return Why("fifth_trick") if ctx.number == 5 else None


def _wolf(ctx: TrickContext) -> Why | None:
    nums = {number_of(c) for c in ctx.cards}
    return Why("three_and_seven") if {3, 7} <= nums else None


def _no_colour(colour: str) -> Callable[[list[str]], Why | None]:
    def check(hand: list[str]) -> Why | None:
        if len(hand) >= 3 and all(colour_of(c) != colour for c in hand):
            return Why("no_colour", colour=colour, held=len(hand))
        return None

    return check


def _one_colour(hand: list[str]) -> Why | None:
    if len(hand) >= 2 and len({colour_of(c) for c in hand}) == 1:
        return Why("one_colour", colour=colour_of(hand[0]), held=len(hand))
    return None


def _low_hand(hand: list[str]) -> Why | None:
    if len(hand) >= 3 and all(number_of(c) <= 4 for c in hand):
        return Why("low_hand", held=len(hand))
    return None


# ------------------------------------------------------------- the cards

def _slug(name: str) -> str:
    return name.lower().replace(" ", "-")


def _research(name: str, text: str, measure: Callable[[Tricks], int], unit: str, *,
              goal: Goal = "fewest", needs_trick: bool = True, expert: bool = False, key: str | None = None) -> Mission:
    return Mission(id=key or _slug(name), name=name, type="research", text=text, expert=expert,
                   source="reconstructed" if expert else "rulebook", measure=measure,
                   goal=goal, needs_trick=needs_trick, unit=unit)


def _adventure(name: str, text: str, measure: Callable[[Tricks], int], unit: str, *,
               goal: Goal = "most", expert: bool = False, key: str | None = None) -> Mission:
    return Mission(id=key or _slug(name), name=name, type="adventure", text=text, expert=expert,
                   source="reconstructed" if expert else "rulebook", measure=measure,
                   goal=goal, unit=unit)


def _flash(name: str, text: str, *, trick: Callable[[TrickContext], Why | None] | None = None,
           hand: Callable[[list[str]], Why | None] | None = None, names_card: str | None = None,
           watch: tuple[str, ...] = (), expert: bool = False,
           source: Literal["rulebook", "reconstructed"] = "rulebook") -> Mission:
    return Mission(id=_slug(name), name=name, type="flash", text=text, expert=expert,
                   source=source, trick_check=trick, hand_check=hand, names_card=names_card,
                   watch=watch)


def _exact(name: str, cid: str) -> Mission:
    return _flash(name, f"Win the {label(cid).lower()}.", trick=_win_card(cid), names_card=cid)


def _last(name: str, n: int, *, expert: bool) -> Mission:
    return _flash(name, f"Win the last red, green, or blue {n}.", trick=_win_last(n),
                  watch=tuple(f"{c}-{n}" for c in ("red", "green", "blue")), expert=expert,
                  source="reconstructed" if expert else "rulebook")


def _hand(name: str, text: str, check: Callable[[list[str]], Why | None]) -> Mission:
    return _flash(name, text, hand=check, expert=True, source="reconstructed")


_ALL = _col(*COLOURS)
_ODD = _num(lambda n: n % 2 == 1)

# Three names are spelled in standard English ("Hummingbird", "Raccoon", "Llama"; the rulebook
# has "Humming-Bird", "Racoon", "Lama"); ``key`` keeps the ids that stored matches hold.
MISSIONS: tuple[Mission, ...] = (
    # Research (Mission Cards, "Research Missions")
    _research("Hummingbird", "Fewest tricks that contain red cards. At least one trick!",
              count_tricks(_trick_has(_col("red"))), "tricks with red", key="humming-bird"),
    _research("Lizard", "Fewest green cards. At least one trick!", count_cards(_col("green")), "green cards"),
    _research("Seahorse", "Least amount of points in blue. At least one trick!",
              sum_points(_col("blue")), "points in blue"),
    _research("Mouse", "Least amount of points. At least one trick!", sum_points(_ALL), "points"),
    _research("Desert Fox", "Fewest gray cards. At least one trick!", count_cards(_col("gray")), "gray cards"),
    _research("Bat", "Least amount of points in gold. At least one trick!", sum_points(_col("gold")), "points in gold"),
    _research("Raccoon", "Fewest uneven cards. At least one trick!", count_cards(_ODD), "uneven cards", key="racoon"),
    _research("Meerkat", "Fewest 5s or higher. At least one trick!", count_cards(_num(lambda n: n >= 5)),
              "cards 5 or higher"),
    _research("Wombat", "Fewest 8s. At least one trick!", count_cards(_num(lambda n: n == 8)), "8s"),
    _research("Jellyfish", "Fewest 6s. At least one trick!", count_cards(_num(lambda n: n == 6)), "6s"),
    _research("Tree Frog", "Fewest 4s. At least one trick!", count_cards(_num(lambda n: n == 4)), "4s"),
    _research("Puffer Fish", "Fewest 2s. At least one trick!", count_cards(_num(lambda n: n == 2)), "2s"),
    _research("Crab", "Fewest tricks that contain blue and/or green cards.",
              count_tricks(_trick_has(_col("blue", "green"))), "tricks with blue or green", needs_trick=False),
    # Research, expert (GAPS.md section 1)
    _research("Quokka", "Second fewest points. At least one trick!", sum_points(_ALL), "points",
              goal="second_fewest", expert=True),
    _research("Red Panda", "Fewest cards in your strongest colour. At least one trick!", strongest,
              "cards in strongest colour", expert=True),
    _research("Robin", "Fewest cards in your weakest colour. At least one trick!", weakest,
              "cards in weakest colour", expert=True),
    # Adventure (Mission Cards, "Adventure Missions")
    _adventure("Sea Eagle", "Most red cards.", count_cards(_col("red")), "red cards"),
    _adventure("Rhino", "Highest amount of points in green.", sum_points(_col("green")), "points in green"),
    _adventure("Orca", "Most tricks that contain blue cards.", count_tricks(_trick_has(_col("blue"))),
               "tricks with blue"),
    _adventure("Elephant", "Most tricks.", len, "tricks"),
    _adventure("Gorilla", "Most tricks that do not contain gray cards.",
               count_tricks(_trick_lacks(_col("gray"))), "tricks without gray"),
    _adventure("Owl", "Most tricks that do not contain gold cards.",
               count_tricks(_trick_lacks(_col("gold"))), "tricks without gold"),
    _adventure("Zebra", "Most even cards.", count_cards(_num(lambda n: n % 2 == 0)), "even cards"),
    _adventure("Kangaroo", "Most 4s or lower.", count_cards(_num(lambda n: n <= 4)), "cards 4 or lower"),
    _adventure("Giraffe", "Most 7s.", count_cards(_num(lambda n: n == 7)), "7s"),
    _adventure("Bison", "Most 5s.", count_cards(_num(lambda n: n == 5)), "5s"),
    _adventure("Llama", "Most 3s.", count_cards(_num(lambda n: n == 3)), "3s", key="lama"),
    _adventure("Antelope", "Most 1s.", count_cards(_num(lambda n: n == 1)), "1s"),
    _adventure("Hippo", "Most blue and green cards.", count_cards(_col("blue", "green")), "blue and green cards"),
    _adventure("Heron", "Highest amount of points in red and blue.", sum_points(_col("red", "blue")),
               "points in red and blue"),
    _adventure("Ostrich", "Most tricks that contain green and/or red cards.",
               count_tricks(_trick_has(_col("green", "red"))), "tricks with green or red"),
    # Adventure, expert (GAPS.md section 1)
    _adventure("Camel", "Second most tricks.", len, "tricks", goal="second_most", expert=True),
    _adventure("Koi", "Most sets of one green, one red and one blue card.", koi_sets, "sets", expert=True),
    _adventure("Orangutan", "Most cards in your weakest colour.", weakest, "cards in weakest colour", expert=True),
    _adventure("Polar Bear", "Most cards in your strongest colour.", strongest, "cards in strongest colour",
               expert=True),
    _adventure("Kiwi", "Most numbers won exactly once.", numbers_once, "numbers won exactly once", expert=True),
    # Flash (Mission Cards, "Flash Missions")
    _flash("Vulture", "Win the last trick of the round.", trick=_last_trick),
    _flash("Falcon", "Win the 5th trick of the round.", trick=_fifth_trick),
    _exact("Starfish", "blue-5"),
    _exact("Beaver", "green-1"),
    _exact("Toucan", "red-4"),
    _exact("Octopus", "blue-8"),
    _exact("Deer", "green-6"),
    _exact("Pelican", "red-7"),
    _exact("Cockatoo", "gold-2"),
    _exact("Pangolin", "gray-7"),
    _flash("Armadillo", "Win a red, green, or blue 2.", trick=_win_any(2)),
    _flash("Panda", "Win a red, green, or blue 4.", trick=_win_any(4)),
    _flash("Brown Bear", "Win a red, green, or blue 6.", trick=_win_any(6)),
    _flash("Platypus", "Win a red, green, or blue 1.", trick=_win_any(1)),
    _last("Iguana", 3, expert=False),
    # Wolf: the rulebook's own example ("Missions (Animal Cards)"), normal deck per GAPS.md
    _flash("Wolf", "Win a 3 and a 7 in one trick.", trick=_wolf),
    # Flash, expert (GAPS.md section 1)
    _hand("Maki", "Hold no red card while holding at least 3 cards (show hand).", _no_colour("red")),
    _hand("Sea Turtle", "Hold no blue card while holding at least 3 cards (show hand).", _no_colour("blue")),
    _hand("Anaconda", "Hold no green card while holding at least 3 cards (show hand).", _no_colour("green")),
    _hand("Manatee", "Hold no gold card while holding at least 3 cards (show hand).", _no_colour("gold")),
    _hand("Peacock", "Hold cards of one colour only while holding at least 2 cards (show hand).", _one_colour),
    _hand("Flamingo", "Hold no card above 4 while holding at least 3 cards (show hand).", _low_hand),
    _last("Chimpanzee", 5, expert=True),
    _last("Dolphin", 7, expert=True),
    _last("Giant Tortoise", 1, expert=True),
)

BY_ID: dict[str, Mission] = {m.id: m for m in MISSIONS}
assert len(BY_ID) == len(MISSIONS)


def get(mission_id: str) -> Mission:
    """The mission with ``mission_id``. Raises KeyError."""
    return BY_ID[mission_id]


def deck(kind: MissionType, expert: bool) -> list[str]:
    """Mission ids of one stack, in list order (unshuffled). Expert ones only if ``expert``.
    A fresh list of a stack computed once (every match's setup asks for three)."""
    return list(_DECKS[kind, expert])


_DECKS: dict[tuple[str, bool], tuple[str, ...]] = {
    (kind, expert): tuple(m.id for m in MISSIONS if m.type == kind and (expert or not m.expert))
    for kind in ("research", "adventure", "flash") for expert in (False, True)}


def award(mission: Mission, tricks_by_seat: list[Tricks]) -> Award:
    """Who wins a research/adventure ``mission`` given each seat's won tricks.

    Mission: Wild Life, "Missions (Animal Cards)" + GAPS.md "Adventure/research
    awarding": players without a trick are not considered for "At least one trick!";
    a "most" needs a best value above 0; ties all win. Camel/Quokka (FAQ): everyone
    tied for first counts first, the next value is second (a second-most value must
    also be above 0). Raises ValueError for a flash mission.
    """
    if mission.measure is None or mission.goal is None:
        raise ValueError(f"{mission.name} is not awarded at round end")
    values: list[int | None] = []
    for tricks in tricks_by_seat:
        if mission.needs_trick and not tricks:
            values.append(None)
        else:
            values.append(mission.measure(tricks))
    present = sorted({v for v in values if v is not None})
    target: int | None = None
    if present:
        if mission.goal == "most":
            target = present[-1] if present[-1] > 0 else None
        elif mission.goal == "fewest":
            target = present[0]
        elif mission.goal == "second_most":
            target = present[-2] if len(present) >= 2 and present[-2] > 0 else None
        else:  # second_fewest
            target = present[1] if len(present) >= 2 else None
    winners = [s for s, v in enumerate(values) if target is not None and v == target]
    return Award(winners=winners, values=values, value=target)


def quantity(value: int | None, unit: str) -> str:
    """``value`` with its unit in readable English: "1 gray card", "2 cards numbered 3",
    "14 points in green", "0 tricks with red"."""
    if unit[:1].isdigit() and unit.endswith("s"):  # "3s", "8s"
        number = unit[:-1]
        return f"{value} card{'' if value == 1 else 's'} numbered {number}"
    if value == 1:
        head, _, tail = unit.partition(" in ") if " in " in unit else (unit, "", "")
        words = head.split(" ")
        for i, w in enumerate(words):  # the noun: tricks, cards, points, sets
            if w in ("tricks", "cards", "points", "sets"):
                words[i] = w[:-1]
                break
        unit = " ".join(words) + (f" in {tail}" if tail else "")
    return f"{value} {unit}"


def reason(mission: Mission, seat: int, value: int | None) -> str:
    """A log line such as "Rhino: seat 2, 14 points in green"."""
    extra = {"second_most": " (second most)", "second_fewest": " (second fewest)"}.get(mission.goal or "", "")
    return f"{mission.name}: seat {seat}, {quantity(value, mission.unit)}{extra}"
