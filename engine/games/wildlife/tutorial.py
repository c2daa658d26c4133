"""The tutorial of WildLife (issue 35): the opening and the first turns of a three-player match,
against two Easy bots, on a prepared deal.

The learner plays seat 0, whose creature is the oldest, so they place the first starting creature
and take the first turn. The lesson meets every rule a player acts on in a sensible order:
populating the board (and the success track's starting spaces 1, 2, 3), then on the learner's
turns a Terrain card's Expand, an auction of one card (the rulebook's "at least one"), a Wheel
card's adaptation, an Arrowhead card's ability, the Lightning card as a joker, the free
Migration, paying food for success and drawing back to 10; between them the bots' auctions, in
which the learner bids, their Text cards, and a region filled for a Minor Scoring. The lesson
ends after the learner's second turn once every rule has come up, else after their third; a
Major Scoring and the end of the game are explained then (a first match meets them much later).

Every coach line is a :class:`~engine.tutorial.Say` of ``locales/*/learn-wildlife.ftl`` (ids
``learn-wl-…``). The coverage table is ``docs/tutorials/wildlife.md`` (one row per
:data:`SECTIONS` entry; ``tests/engine/wildlife/test_tutorial.py`` checks both).

:data:`SEED` is the prepared deal: one of :func:`candidates` (``python -m
engine.games.wildlife.tutorial`` lists them), a seed on which the learner's creature is the oldest
and the coach-following run meets every section within the learner's first two turns, in the
order :func:`_order_ok` asks; it is our own choice, not the rulebook's.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, TypeVar

from engine.core import Event
from engine.tutorial import (
    Advice,
    Progress,
    Reaction,
    Say,
    Section,
    Tutorial,
    coached_runs,
    covers,
    farewell_next,
    met_in_order,
    state_new_rules,
    suggestion,
)

from .actions import (
    AnyAction,
    AttackAction,
    AuctionAction,
    BidAction,
    ChooseCreatureAction,
    ExpandAction,
    MigrateAction,
    PlaceAction,
    PlagueAction,
    RemoveAction,
    TakeAbilityAction,
    UpgradeAction,
    UseAction,
)
from .board import NEIGHBOURS, REGIONS, SPACE_REGION, TERRAINS, terrain_of
from .cards import CARD_KINDS, LEVELS, kind_of
from .views import WLView

_A = TypeVar("_A", bound=AnyAction)

LEARNER = 0
SEATS = 3
TURNS = 3
"""The lesson ends after the learner's third turn at the latest (after the second when every
section has come up)."""

SECTIONS: tuple[Section, ...] = (
    Section(id="populate", heading="Populating the Board", teaches="learn-wl-rule-populate"),
    Section(id="success-track", heading="Game Setup (the Success markers start on 1, 2, 3 in play order)",
            teaches="learn-wl-rule-success-track"),
    Section(id="expand", heading="Creature Charts: Expand; Wildlife Cards: Terrain Cards",
            teaches="learn-wl-rule-expand"),
    Section(id="auction", heading="Auctions (at least one card a turn is auctioned)", teaches="learn-wl-rule-auction"),
    Section(id="auction-won", heading="Auctions (the winner pays the auctioneer and carries out the card)",
            teaches="learn-wl-rule-auction-won"),
    Section(id="bid", heading="Auctions (bid at least 3 food and more than the last bid, or pass for good)",
            teaches="learn-wl-rule-bid"),
    Section(id="wheel", heading="Wheel Cards", teaches="learn-wl-rule-wheel"),
    Section(id="arrowhead", heading="Arrowhead Cards", teaches="learn-wl-rule-arrowhead"),
    Section(id="lightning", heading="Lightning Cards", teaches="learn-wl-rule-lightning"),
    Section(id="text-card", heading="Text Cards (Food Surplus, Plague, Famine)", teaches="learn-wl-rule-text-card"),
    Section(id="free-migration", heading="Free Migration; Creature Charts: Migrate",
            teaches="learn-wl-rule-free-migration"),
    Section(id="trade-food", heading="Trading Food Chips (3 food: one space on the Success track)",
            teaches="learn-wl-rule-trade-food"),
    Section(id="draw", heading="Drawing Wildlife Cards (back to 10 at the end of the turn)",
            teaches="learn-wl-rule-draw"),
    Section(id="ability-use", heading="Using Ability Cards", teaches="learn-wl-rule-ability-use"),
    Section(id="minor-scoring", heading="1. Minor Scoring - All spaces of a region are filled",
            teaches="learn-wl-rule-minor-scoring"),
)
"""The coverage rows, in the order the lesson means to meet them."""

SEED = 1
"""The prepared deal (see the module docstring; :func:`search` finds it)."""

_ABILITY_ORDER = ("food", "intelligence", "mobility", "defense", "aggression")
"""The Arrowhead choice the coach suggests, first available first: Food pays at the start of each
turn, which the lesson shows on the learner's next turn."""
_TEXT_EVENTS = {"food_surplus": "food-surplus", "plague": "plague", "famine": "famine"}
_TEXT_LINES = {"food_surplus": "learn-wl-text-food-surplus", "plague": "learn-wl-text-plague",
               "famine": "learn-wl-text-famine"}


def card(cid_or_kind: str) -> Say:
    """A card's face as a coach argument (``learn-wl-card``: "Forest", "Wheel", "Food Surplus")."""
    kind = cid_or_kind if cid_or_kind in _KINDS else kind_of(cid_or_kind)
    return Say.of("learn-wl-card", kind=kind)


def terrain(name: str) -> Say:
    """A terrain's name as a coach argument (``learn-wl-terrain``)."""
    return Say.of("learn-wl-terrain", terrain=name)


def region(rid: str) -> Say:
    """A region's name as a coach argument (``learn-wl-region``: "Large Forest")."""
    r = REGIONS[rid]
    return Say.of("learn-wl-region", terrain=r.terrain, size="large" if r.large else "small")


def ability(aid: str) -> Say:
    """An ability's name as a coach argument (``learn-wl-ability``)."""
    return Say.of("learn-wl-ability", ability=aid)


_KINDS = frozenset(CARD_KINDS)


def _of(legal: Sequence[AnyAction], kind: type[_A]) -> list[_A]:
    """The legal actions of one type."""
    return [a for a in legal if isinstance(a, kind)]


def _level(view: WLView, seat: int, t: str) -> int:
    return LEVELS.index(view.players[seat].levels.get(t, "none"))


def _empties(view: WLView, rid: str) -> int:
    return sum(1 for s in REGIONS[rid].spaces if s not in view.board)


def _friends(view: WLView, space: str, seat: int, moving: str | None = None) -> int:
    """How many of ``seat``'s creatures touch ``space`` (not counting the one ``moving``)."""
    return sum(1 for n in NEIGHBOURS[space] if view.board.get(n) == seat and n != moving)


def _space_score(view: WLView, space: str, seat: int, moving: str | None = None) -> tuple[int, int, int]:
    """How good a space is to arrive on: filling its region (a Minor Scoring) first, then the
    fewest empty spaces left in the region, then next to the seat's own creatures (a herd)."""
    left = _empties(view, SPACE_REGION[space]) - (0 if moving is None or SPACE_REGION[moving] != SPACE_REGION[space]
                                                   else -1)
    return (1 if left == 1 else 0, _friends(view, space, seat, moving), -left)


class WildLifeTutorial:
    """``TUTORIAL``: see the module docstring and :class:`engine.tutorial.Tutorial`."""

    game = "wildlife"
    seats = SEATS
    learner = LEARNER
    seed = SEED
    options: Mapping[str, Any] = {}
    bot_level = "easy"
    sections: Sequence[Section] = SECTIONS
    minutes = 11

    # ------------------------------------------------------------------ the coach's words
    def welcome(self, view: WLView) -> list[Say]:
        """What the game is about, the learner's creature and its chart, and the first job."""
        me = view.players[self.learner]
        best = max(TERRAINS, key=lambda t: _level(view, self.learner, t))
        return [Say.of("learn-wl-welcome"),
                Say.of("learn-wl-welcome-chart", creature=me.creature or "", age=me.age_my, terrain=terrain(best),
                       level=me.levels[best]),
                Say.of("learn-wl-welcome-levels")]

    def advise(self, view: WLView, progress: Progress) -> Advice | None:
        """The decision in front of the learner (see the module docstring); None while another seat acts."""
        if view.game_over or self.learner not in view.to_act or not view.legal:
            return None
        kinds = {a.kind for a in view.legal}
        taught = set(progress.taught)
        if "place" in kinds:
            return self._place(view, "populate" not in taught)
        if "remove" in kinds:
            victim = _of(view.legal, RemoveAction)[0]
            return Advice(step="plague-victim", lines=[Say.of("learn-wl-coach-plague-victim")],
                          suggested=suggestion(victim))
        if "bid" in kinds or "pass" in kinds:
            return self._bid(view, taught)
        if view.pending is not None:
            return self._carry_out(view, taught)
        if "choose_creature" in kinds:  # a lobby variant the lesson does not use
            chart = _of(view.legal, ChooseCreatureAction)[0]
            return Advice(step="chart", lines=[Say.of("learn-wl-coach-any")], suggested=suggestion(chart))
        return self._turn(view, taught)

    def _place(self, view: WLView, first: bool) -> Advice:
        me = self.learner
        spaces = [a.space for a in _of(view.legal, PlaceAction)]

        def score(s: str) -> tuple[int, int, int]:
            rid = SPACE_REGION[s]
            return (_level(view, me, terrain_of(s)), _friends(view, s, me), -REGIONS[rid].size)

        best = max(spaces, key=score)
        left = view.populate_left[me]
        return Advice(step="place", lines=[Say.of("learn-wl-coach-place", space=best, region=region(SPACE_REGION[best]),
                                                  level=view.players[me].levels[terrain_of(best)], left=left,
                                                  first="yes" if first else "no")],
                      suggested={"kind": "place", "space": best}, teaches=["populate"])

    def _bid(self, view: WLView, taught: set[str]) -> Advice:
        a = view.auction
        assert a is not None
        me = view.players[self.learner]
        bids = _of(view.legal, BidAction)
        value = self._value(view, a.card.id) if a.card is not None else 1
        lowest = min(bids, key=lambda x: x.amount) if bids else None
        if lowest is not None and value >= 2 and lowest.amount <= min(me.food, 6):
            amount = lowest.amount
            return Advice(step="bid", lines=[Say.of("learn-wl-coach-bid", card=card(a.card.id if a.card else "wheel"),
                                                    amount=amount, food=me.food, why=self._why(view, a.card.id
                                                                                                 if a.card else ""))],
                          suggested={"kind": "bid", "amount": amount}, teaches=["bid"])
        reason = "food" if lowest is None or lowest.amount > me.food else "value"
        return Advice(step="pass", lines=[Say.of("learn-wl-coach-pass", card=card(a.card.id if a.card else "wheel"),
                                                 reason=reason, food=me.food,
                                                 amount=lowest.amount if lowest else a.min_bid)],
                      suggested={"kind": "pass"})

    def _carry_out(self, view: WLView, taught: set[str]) -> Advice:
        p = view.pending
        assert p is not None
        legal = view.legal
        me = self.learner
        if p.as_kind is None:  # Lightning: say what it acts as
            role = self._joker_role(view)
            return Advice(step="lightning", lines=[Say.of("learn-wl-coach-lightning", role=card(role))],
                          suggested={"kind": "joker", "as_kind": role}, teaches=["lightning"])
        if p.as_kind in TERRAINS:
            attacks = _of(legal, AttackAction)
            expands = _of(legal, ExpandAction)
            migrates = _of(legal, MigrateAction)
            if attacks:
                attack = attacks[0]
                return Advice(step="attack", lines=[Say.of("learn-wl-coach-attack", space=attack.space,
                                                           **{"victim-who": view.board[attack.space]})],
                              suggested=suggestion(attack))
            if expands:
                expand = max(expands, key=lambda a: _space_score(view, a.space, me))
                fills = _empties(view, SPACE_REGION[expand.space]) == 1
                return Advice(step="expand", lines=[Say.of("learn-wl-coach-expand", terrain=terrain(p.as_kind),
                                                           space=expand.space,
                                                           region=region(SPACE_REGION[expand.space]),
                                                           fills="yes" if fills else "no")],
                              suggested=suggestion(expand), teaches=["expand", *(["minor-scoring"] if fills else [])])
            if migrates:
                move = max(migrates, key=lambda a: _space_score(view, a.to_space, me, a.from_space))
                return Advice(step="migrate", lines=[Say.of("learn-wl-coach-migrate", terrain=terrain(p.as_kind),
                                                            frm=move.from_space, to=move.to_space)],
                              suggested=suggestion(move))
            return Advice(step="discard", lines=[Say.of("learn-wl-coach-discard", card=card(p.card.id),
                                                        level=view.players[me].levels[p.as_kind])],
                          suggested={"kind": "discard"})
        if p.as_kind == "wheel":
            ups = [a.terrain for a in _of(legal, UpgradeAction)]
            if ups:
                t = max(ups, key=lambda t: self._wheel_score(view, t))
                return Advice(step="wheel", lines=[Say.of("learn-wl-coach-wheel", terrain=terrain(t),
                                                          level=view.players[me].levels[t],
                                                          to=("migrate", "expand", "attack")[_level(view, me, t)])],
                              suggested={"kind": "upgrade", "terrain": t}, teaches=["wheel"])
        if p.as_kind == "arrowhead":
            takes = _of(legal, TakeAbilityAction)
            if takes:
                take = min(takes, key=lambda a: _ABILITY_ORDER.index(a.ability))
                return Advice(step="arrowhead", lines=[Say.of("learn-wl-coach-arrowhead",
                                                              ability=ability(take.ability),
                                                              kind=take.ability)],
                              suggested=suggestion(take), teaches=["arrowhead"])
        if p.as_kind == "plague":
            plagues = _of(legal, PlagueAction)
            if plagues:
                def hurt(a: PlagueAction) -> tuple[int, int]:
                    counts = next(r.counts for r in view.regions if r.id == a.region)
                    return (sum(1 for s, c in enumerate(counts) if c and s != me) - (counts[me] > 0), -counts[me])
                strike = max(plagues, key=hurt)
                return Advice(step="plague", lines=[Say.of("learn-wl-coach-plague", region=region(strike.region))],
                              suggested=suggestion(strike), teaches=["text-card"])
        return Advice(step="discard", lines=[Say.of("learn-wl-coach-discard", card=card(p.card.id), level="none")],
                      suggested={"kind": "discard"})

    def _turn(self, view: WLView, taught: set[str]) -> Advice:
        """The learner's own turn with nothing pending: use a card, auction one, the free
        Migration, pay food for success, or end the turn."""
        legal = view.legal
        kinds = {a.kind for a in legal}
        me = view.players[self.learner]
        uses = [a.card for a in _of(legal, UseAction)]
        auctions = [a.card for a in _of(legal, AuctionAction)]
        plays_left = view.max_plays - view.plays
        best = max(uses, key=lambda c: (self._worth(view, c, taught), self._value(view, c)), default=None)
        worst = min(auctions, key=lambda c: (self._value(view, c), -self._teach(c, taught)), default=None)
        # the turn's one auction after the first card used (or at once when nothing is worth using)
        if worst is not None and view.auctioned == 0 and (view.plays >= 1 or best is None
                                                          or self._value(view, best) <= 0 or "use" not in kinds):
            return Advice(step="auction", lines=[Say.of("learn-wl-coach-auction", card=card(worst),
                                                        first="no" if "auction" in taught else "yes")],
                          suggested={"kind": "auction", "card": worst}, teaches=["auction"])
        if best is not None and self._value(view, best) > 0:
            return Advice(step="use", lines=[Say.of("learn-wl-coach-use", card=card(best), plays=plays_left,
                                                    why=self._why(view, best))],
                          suggested={"kind": "use", "card": best}, teaches=self._teaches_of(best))
        if worst is not None:  # nothing worth using: another auction earns food instead
            return Advice(step="auction", lines=[Say.of("learn-wl-coach-auction-more", card=card(worst),
                                                        plays=plays_left)],
                          suggested={"kind": "auction", "card": worst}, teaches=["auction"])
        if best is not None:
            return Advice(step="use", lines=[Say.of("learn-wl-coach-use", card=card(best), plays=plays_left,
                                                    why="none")],
                          suggested={"kind": "use", "card": best})
        migrations = _of(legal, MigrateAction)
        if migrations:
            choice = max(migrations, key=lambda a: _space_score(view, a.to_space, self.learner, a.from_space))
            if _space_score(view, choice.to_space, self.learner, choice.from_space)[:2] > (0, 0) \
                    or "free-migration" not in taught:
                return Advice(step="free-migration", lines=[Say.of("learn-wl-coach-free-migration",
                                                                   frm=choice.from_space, to=choice.to_space)],
                              suggested=suggestion(choice), teaches=["free-migration"])
        if "trade_food" in kinds and "trade-food" not in taught:
            return Advice(step="trade-food", lines=[Say.of("learn-wl-coach-trade-food", food=me.food,
                                                           success=me.success)],
                          suggested={"kind": "trade_food"}, teaches=["trade-food"])
        if "end_turn" in kinds:
            return Advice(step="end-turn", lines=[Say.of("learn-wl-coach-end-turn", hand=len(view.hand))],
                          suggested={"kind": "end_turn"}, teaches=["draw"])
        return Advice(step="any", lines=[Say.of("learn-wl-coach-any")], suggested=suggestion(legal[0]))

    # ------------------------------------------------------------------ judging cards
    def _value(self, view: WLView, cid: str) -> int:
        """How much a card is worth to the learner now (0: nothing it could do)."""
        me = self.learner
        k = kind_of(cid)
        if k in TERRAINS:
            lv = _level(view, me, k)
            empty = [s for r in REGIONS.values() if r.terrain == k for s in r.spaces if s not in view.board]
            if lv >= 2 and empty and view.players[me].supply > 0:
                fills = any(_empties(view, SPACE_REGION[s]) == 1 for s in empty)
                return 5 if fills else 4
            if lv >= 1 and any(n not in view.board for s, o in view.board.items() if o == me
                               for n in NEIGHBOURS[s] if terrain_of(n) == k):
                return 1
            return 0
        if k == "wheel":
            return 3 if any(_level(view, me, t) < 3 for t in TERRAINS) else 0
        if k == "arrowhead":
            return 3 if len(view.players[me].abilities) < 6 else 0
        if k == "lightning":
            return 4
        if k == "food-surplus":
            return 3
        if k == "famine":
            return 2 if any(p.food >= 4 for p in view.players if p.seat != me) else 0
        if k == "plague":
            return 1
        return 0

    def _teach(self, cid: str, taught: set[str]) -> int:
        return sum(1 for s in self._teaches_of(cid) if s not in taught)

    def _worth(self, view: WLView, cid: str, taught: set[str]) -> int:
        """A card's value to the lesson: its worth to the learner, more while it shows a rule not met yet."""
        value = self._value(view, cid)
        return value + 2 * (value > 0 and self._teach(cid, taught) > 0)

    def _teaches_of(self, cid: str) -> list[str]:
        k = kind_of(cid)
        if k in TERRAINS:
            return ["expand"]
        return {"wheel": ["wheel"], "arrowhead": ["arrowhead"], "lightning": ["lightning"]}.get(k, ["text-card"])

    def _why(self, view: WLView, cid: str) -> str:
        """Why a card is good for the learner: the key of ``learn-wl-why``."""
        if not cid:
            return "none"
        k = kind_of(cid)
        if k in TERRAINS:
            return "expand" if self._value(view, cid) >= 4 else "migrate" if self._value(view, cid) else "none"
        return k

    def _wheel_score(self, view: WLView, t: str) -> tuple[int, int, int]:
        me = self.learner
        lv = _level(view, me, t)
        cards = sum(1 for c in view.hand if c.kind == t)
        mine = sum(1 for s, o in view.board.items() if o == me and terrain_of(s) == t)
        return (1 if lv == 1 else 0, cards, mine)

    def _joker_role(self, view: WLView) -> str:
        me = self.learner
        for t in sorted(TERRAINS, key=lambda t: -self._value(view, f"{t}-1")):
            if self._value(view, f"{t}-1") >= 4:
                return t
        return "wheel" if any(_level(view, me, t) < 3 for t in TERRAINS) else "arrowhead"

    # ------------------------------------------------------------------ what a move did
    def react(self, view: WLView, events: Sequence[Event], actor: int, progress: Progress) -> Reaction:
        """The coach's words on a move: the learner's (a detour named as such) and the bots', then
        each rule explained the first time its event happens."""
        out = Reaction()
        me = self.learner
        advice = progress.advice
        if actor == me and advice is not None and advice.suggested is not None \
                and not self._followed(advice.suggested, events):
            out.detour = True
            out.lines.append(Say.of("learn-wl-detour", step=advice.step))
        for event in events:
            self._event(view, event, out)
        return state_new_rules(SECTIONS, progress, out)

    def _followed(self, suggested: Mapping[str, Any], events: Sequence[Event]) -> bool:
        """Whether the learner's move was the suggested one, told by its events."""
        kind = suggested.get("kind")
        data = [e for e in events if e.data.get("seat") == self.learner]
        first = data[0] if data else None
        if first is None:
            return False
        match kind:
            case "place" | "expand" | "attack":
                return first.data.get("space") == suggested.get("space")
            case "bid":
                return first.kind == "bid" and first.data.get("amount") == suggested.get("amount")
            case "pass":
                return first.kind == "bid_pass"
            case "use" | "auction":
                want = "card_used" if kind == "use" else "auction_start"
                return first.kind == want and first.data.get("card") == suggested.get("card")
            case "migrate":
                return first.data.get("to_space") == suggested.get("to_space") and \
                    first.data.get("from_space") == suggested.get("from_space")
            case "upgrade":
                return first.data.get("terrain") == suggested.get("terrain")
            case "take_ability":
                return first.data.get("ability") == suggested.get("ability")
            case "joker":
                return first.data.get("as_kind") == suggested.get("as_kind")
            case "plague":
                return first.data.get("region") == suggested.get("region")
            case "end_turn":
                return first.kind == "turn_end"
            case "trade_food":
                return first.kind == "food_traded"
            case "discard":
                return first.kind == "card_discarded"
        return True

    def _event(self, view: WLView, event: Event, out: Reaction) -> None:
        me = self.learner
        d = event.data
        seat: int = d.get("seat", -1)
        mine = seat == me
        k = event.kind
        if k == "placed":
            if mine:
                out.taught.append("populate")
                out.lines.append(Say.of("learn-wl-you-placed", space=d["space"], region=region(SPACE_REGION[d["space"]])))
            else:
                out.lines.append(Say.of("learn-wl-bot-placed", who=seat, space=d["space"]))
        elif k == "board_populated":
            out.taught.append("success-track")
            out.lines.append(Say.of("learn-wl-populated"))
        elif k == "turn_start":
            out.lines.append(Say.of("learn-wl-turn-start", who=seat, turn=d["turn"]))
        elif k == "ability_food":
            out.lines.append(Say.of("learn-wl-ability-food", who=seat, food=d["food"]))
            if mine:
                out.taught.append("ability-use")
        elif k == "auction_start":
            out.lines.append(Say.of("learn-wl-auction-start", who=seat, card=card(d["card"])))
            if mine:
                out.taught.append("auction")
        elif k == "bid":
            out.lines.append(Say.of("learn-wl-bid", who=seat, amount=d["amount"]))
            if mine:
                out.taught.append("bid")
        elif k == "bid_pass":
            out.lines.append(Say.of("learn-wl-bid-pass", who=seat))
        elif k == "auction_won":
            out.lines.append(Say.of("learn-wl-auction-won", who=seat, card=card(d["card"]), paid=d["paid"],
                                    **{"auctioneer-who": int(d["auctioneer"] or 0)}))
            out.taught.append("auction-won")
        elif k == "auction_no_bids":
            out.lines.append(Say.of("learn-wl-auction-no-bids", card=card(d["card"])))
        elif k == "expanded":
            out.lines.append(Say.of("learn-wl-expanded", who=seat, space=d["space"],
                                    region=region(SPACE_REGION[d["space"]])))
            if mine:
                out.taught.append("expand")
        elif k == "migrated":
            out.lines.append(Say.of("learn-wl-migrated", who=seat, frm=d["from_space"], to=d["to_space"],
                                    free="yes" if d["free"] else "no"))
            if mine and d["free"]:
                out.taught.append("free-migration")
        elif k == "attacked":
            out.lines.append(Say.of("learn-wl-attacked", who=seat, space=d["space"], **{"victim-who": int(d["victim"])}))
        elif k == "attack_defended":
            out.lines.append(Say.of("learn-wl-attack-defended", who=seat, space=d["space"],
                                    **{"victim-who": int(d["victim"])}))
        elif k == "adapted":
            out.lines.append(Say.of("learn-wl-adapted", who=seat, terrain=terrain(d["terrain"]), level=d["level"]))
            if mine:
                out.taught.append("wheel")
        elif k == "ability_taken":
            out.lines.append(Say.of("learn-wl-ability-taken", who=seat, ability=ability(d["ability"])))
            if mine:
                out.taught.append("arrowhead")
        elif k == "joker":
            out.lines.append(Say.of("learn-wl-joker", who=seat, role=card(d["as_kind"])))
            out.taught.append("lightning")
        elif k in _TEXT_EVENTS:
            args: dict[str, Any] = {"who": seat, "card": card(_TEXT_EVENTS[k])}
            if k == "food_surplus":
                args["food"] = d["food"]
            if k == "plague":
                args["region"] = region(d["region"])
            out.lines.append(Say.of(_TEXT_LINES[k], **args))
            out.taught.append("text-card")
        elif k == "plague_removed":
            out.lines.append(Say.of("learn-wl-plague-removed", who=seat, space=d["space"]))
        elif k == "card_discarded":
            out.lines.append(Say.of("learn-wl-card-discarded", who=seat, card=card(d["card"])))
        elif k == "food_traded":
            out.lines.append(Say.of("learn-wl-food-traded", who=seat, success=d["success"]))
            if mine:
                out.taught.append("trade-food")
        elif k == "turn_end" and mine:  # a bot's end of turn is told by the next turn's start
            out.lines.append(Say.of("learn-wl-turn-end", drawn=d["drawn"]))
            out.taught.append("draw")
        elif k == "minor_scoring":
            out.lines.append(Say.of("learn-wl-minor-scoring", who=seat, region=region(d["region"]),
                                    points=d["points"], marker=d["marker"]))
            out.taught.append("minor-scoring")
        elif k == "major_due":
            out.lines.append(Say.of("learn-wl-major-due"))
        elif k == "major_scoring":
            out.lines.append(Say.of("learn-wl-major-scoring", gained=int(d["gained"][me])))

    def hint(self, view: WLView, action: Mapping[str, Any], progress: Progress) -> list[Say]:
        """Why a move the learner tried is refused, in the coach's words, and what to do instead."""
        if self.learner not in view.to_act:
            return [Say.of("learn-wl-hint-wait")]
        kind = action.get("kind")
        if view.auction is not None:
            return [Say.of("learn-wl-hint-bid", amount=view.auction.min_bid)]
        if view.pending is not None:
            return [Say.of("learn-wl-hint-pending", card=card(view.pending.card.id))]
        if kind == "end_turn":
            return [Say.of("learn-wl-hint-end-turn", plays=max(0, view.play_quota - view.plays),
                           auctioned="yes" if view.auctioned else "no")]
        if kind == "use" and view.auctioned == 0:
            return [Say.of("learn-wl-hint-auction")]
        return [Say.of("learn-wl-hint-any")]

    def turns_done(self, view: WLView) -> int:
        """How many of the learner's turns are over (from the turn counter and the play order)."""
        if view.phase != "play" and not view.game_over:
            return 0
        i = view.order.index(self.learner)
        return sum(1 for k in range(1, view.turn_number) if (k - 1) % view.seats == i)

    def done(self, view: WLView, progress: Progress) -> bool:
        """The learner's second turn is over and every section has come up, or their third is over."""
        if view.game_over:
            return True
        turns = self.turns_done(view)
        every = covers(SECTIONS, progress.taught)
        return turns >= TURNS or (turns >= TURNS - 1 and every)

    def farewell(self, view: WLView, progress: Progress) -> list[Say]:
        """The learner's success points, how scoring and the game go on, and where to go next."""
        me = view.players[self.learner]
        lead = max(p.success for p in view.players)
        return [Say.of("learn-wl-farewell", success=me.success, best=lead),
                Say.of("learn-wl-farewell-major"),
                farewell_next()]


TUTORIAL: Tutorial = WildLifeTutorial()


# ---------------------------------------------------------------------- the prepared deal
def _order_ok(taught: list[str]) -> bool:
    return met_in_order(taught, "populate", ("success-track", "expand"), ("auction", "draw"))


def candidates(limit: int = 400) -> Iterator[int]:
    """Seeds on which the learner starts, and the coach-following run meets every section in a
    sensible order (:func:`_order_ok`), the learner playing a Lightning card themselves, and ends
    with the learner's second turn (see the module docstring); in increasing order."""
    from .rules import GAME

    script = WildLifeTutorial()
    options = GAME.Options.model_validate(dict(script.options))
    learner_starts = (s for s in range(limit) if GAME.setup(SEATS, options, s).order[0] == LEARNER)
    for seed, run in coached_runs(GAME, script, learner_starts):
        steps = run.progress.steps
        if (covers(SECTIONS, run.progress.taught) and _order_ok(run.progress.taught) and "lightning" in steps
                and steps[-1] == "end-turn" and steps.count("end-turn") == TURNS - 1):
            yield seed


def search(limit: int = 400) -> int | None:
    """The first of :func:`candidates` (None: none below ``limit``)."""
    return next(candidates(limit), None)


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    print(search())
