"""The tutorial of Wildlife Adventure (issue 35): the first turns of a match against one bot.

The learner plays seat 0 of a two-player match (12 animal cards each, 10 travel vouchers) and
lays the first route extension. Following the coach, the first turns meet every rule a player
acts on in a sensible order: starting an expedition at the start base, ending the turn, a green
space's free route extension, continuing an expedition from its tip, a chance card (red space),
a blue space's choice, an obstacle (1 travel voucher), an extra route extension (2 travel
vouchers), an animal of the learner's hand found, an open discovery mission claimed, and the
score. The lesson ends at the end of a turn once every rule has come up (or after
:data:`LAST_TURN` turns, so a learner who wanders off still finishes); the farewell says how a
real match ends.

The coach's route extension (:meth:`WildlifeAdventureTutorial._best_extension`): an animal of
the learner's hand or an open discovery mission one step away, else a coloured space whose rule
has not come up yet, else the step that brings an expedition nearest to the learner's animals
and the open missions (fewest route extensions, :data:`.board.DIST`). Every advice reads the
learner's own view; nothing here names a language (the words: ``locales/*/learn-wildlife-adventure.ftl``,
ids ``learn-wa-…``).

The prepared deal, :data:`SEED`, was found by :func:`candidates` (``python -m
engine.games.wildlife_adventure.tutorial``): the first seed below 400 whose coach-following run
meets every section, with the learner's own animal found and an open mission claimed by the
learner, within :data:`LAST_TURN` turns.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

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

from .actions import BlueAction, DiscardAction, EndTurnAction, ExtendAction, ObstacleAction, RelayAction
from .board import DIST, POINTS, START, continue_from, moves_from
from .cards import CHANCE, COLOURS
from .views import WAView, legal_from_view

SEATS = 2
LEARNER = 0
LAST_TURN = 24
"""The lesson ends after this many turns (both seats' turns counted) even if a rule never came up."""

SECTIONS: tuple[Section, ...] = (
    Section(id="start", heading="Rules of the Expeditions: \"All 3 expeditions commence at the starting base in "
            "Europe\" / \"Lay 1 route extension each turn\"", teaches="learn-wa-rule-start"),
    Section(id="end-turn", heading="Rules of the Expeditions: \"A route extension must be laid\" (house ruling: then "
            "End turn)", teaches="learn-wa-rule-end-turn"),
    Section(id="continue", heading="Rules of the Expeditions: \"Lay only at the free ends!\" / \"Choose which "
            "direction to go\"", teaches="learn-wa-rule-continue"),
    Section(id="green", heading="Meanings of the Spaces on the Board: Green spaces (\"Lay another route "
            "extension\")", teaches="learn-wa-rule-green"),
    Section(id="red", heading="Meanings of the Spaces on the Board: Red spaces (\"Take a chance card!\")",
            teaches="learn-wa-rule-red"),
    Section(id="blue", heading="Meanings of the Spaces on the Board: Blue spaces (3 travel vouchers or an animal "
            "card for every other player)", teaches="learn-wa-rule-blue"),
    Section(id="obstacle", heading="The Travel Vouchers: \"For one travel voucher … place one or more obstacles\"",
            teaches="learn-wa-rule-obstacle"),
    Section(id="extra", heading="The Travel Vouchers: \"For two travel vouchers … lay another route extension\"",
            teaches="learn-wa-rule-extra"),
    Section(id="found", heading="Reaching Destinations: \"An animal is reached: Read out the card and lay it "
            "down\"", teaches="learn-wa-rule-found"),
    Section(id="open-mission", heading="The Open Discovery Missions: \"Open discovery missions may be fulfilled by "
            "any player\"", teaches="learn-wa-rule-open-mission"),
    Section(id="score", heading="House ruling (GAPS.md, end of game): +1 per animal found, −1 per animal card in "
            "hand; the game ends when a player has no animal cards left", teaches="learn-wa-rule-score"),
)
"""The coverage rows, in the order the lesson means to meet them."""

SEED = 0
"""The prepared deal (see the module docstring; :func:`search` finds it)."""

_COLOURED = {"green": "green", "red": "red", "blue": "blue"}
"""Space kinds with a rule of their own: the kind is also the section id."""


def expedition(index: int, case: str = "acc") -> Say:
    """An expedition's name as a coach argument (``learn-wa-expedition``: "the red expedition");
    ``case`` ``"acc"`` or ``"dat"`` for languages whose article changes ("von der roten Expedition")."""
    return Say.of("learn-wa-expedition", colour=COLOURS[index], case=case)


def animal(card: str) -> Say:
    """An animal card's name as a coach argument (``wa-animal``: "Grey Wolf", "Wolf")."""
    return Say.of("wa-animal", id=card)


def animal_label(card: str) -> Say:
    """An animal card with its space as a coach argument (``wa-animal-label``: "Grey Wolf (EU6)")."""
    return Say.of("wa-animal-label", id=card, name=animal(card))


def space(point: str) -> Say:
    """A point with what it is as a coach argument (``learn-wa-space``: "EU7 (a green space)",
    "AF4 (an animal space in Africa)")."""
    p = POINTS[point]
    return Say.of("learn-wa-space", id=point, kind=p.kind, continent=p.continent or "none")


def chance(cid: str) -> Say:
    """A chance card's instruction as a coach argument (``learn-wa-chance``)."""
    return Say.of("learn-wa-chance", effect=CHANCE[cid].effect)


class WildlifeAdventureTutorial:
    """``TUTORIAL``: see the module docstring and :class:`engine.tutorial.Tutorial`."""

    game = "wildlife-adventure"
    seats = SEATS
    learner = LEARNER
    seed = SEED
    options: Mapping[str, Any] = {"first_player": 1}
    bot_level = "easy"
    sections: Sequence[Section] = SECTIONS
    minutes = 10

    # ------------------------------------------------------------------ the coach's words
    def welcome(self, view: WAView) -> list[Say]:
        """What the game is about, the space ids, the learner's animal cards, travel vouchers."""
        hand = view.hand
        lines = [Say.of("learn-wa-welcome"), Say.of("learn-wa-welcome-ids")]
        if hand:
            lines.append(Say.of("learn-wa-welcome-hand", count=len(hand), first=animal_label(hand[0].id),
                                missions=len(view.open_missions)))
        lines.append(Say.of("learn-wa-welcome-vouchers", vouchers=view.vouchers[self.learner],
                            most=view.max_per_turn))
        return lines

    def _targets(self, view: WAView) -> list[str]:
        return [a.id for a in view.hand] + [a.id for a in view.open_missions]

    def _distance(self, view: WAView, point: str) -> int:
        """Fewest route extensions from a tip at ``point`` to the learner's nearest target."""
        targets = self._targets(view)
        if not targets:
            return 0
        return min(DIST[point].get(t, 99) for t in targets)

    def _best_extension(self, view: WAView, options: list[ExtendAction], taught: set[str]) -> tuple[ExtendAction, str]:
        """The coach's route extension among ``options`` and why ("hand", "open", a space kind, "closer")."""
        hand = {a.id for a in view.hand}
        opened = {a.id for a in view.open_missions}

        def score(a: ExtendAction) -> tuple[int, int, int, str]:
            kind = POINTS[a.to].kind
            if a.to in hand:
                rank = 0
            elif a.to in opened:
                rank = 1
            elif kind in _COLOURED and _COLOURED[kind] not in taught:
                rank = 2
            else:
                rank = 3
            return (rank, self._distance(view, continue_from(a.to)), a.expedition, a.to)

        best = min(options, key=score)
        rank = score(best)[0]
        why = ("hand", "open", POINTS[best.to].kind, "closer")[rank]
        return best, why

    def advise(self, view: WAView, progress: Progress) -> Advice | None:
        """The decision in front of the learner: a blue space's choice, a chance card's discard or
        re-lay, the turn's route extension (starting or continuing an expedition), a free one (green
        space / chance card), an obstacle or an extra route extension (travel vouchers), the end of
        the turn, or a pass; None while the bot is to act."""
        if view.game_over or view.to_act != [self.learner]:
            return None
        legal = legal_from_view(view)
        taught = set(progress.taught)
        if view.pending is not None:
            return self._pending(view, legal)
        free = [a for a in legal if isinstance(a, ExtendAction) and a.star is None and not self._parallel(view, a)]
        if not view.main_laid:
            if not free:
                return Advice(step="pass", lines=[Say.of("learn-wa-coach-pass")], suggested=suggestion(EndTurnAction()))
            return self._extend(view, free, taught, "extend")
        if view.bonus > 0 and free:
            return self._extend(view, free, taught, "bonus")
        return self._spend(view, legal, taught, progress)

    @staticmethod
    def _parallel(view: WAView, a: ExtendAction) -> bool:
        frm = continue_from(view.expeditions[a.expedition].tip)
        return any({x.frm, x.to} == {frm, a.to} for ex in view.expeditions for x in ex.extensions)

    def _extend(self, view: WAView, free: list[ExtendAction], taught: set[str], step: str) -> Advice:
        best, why = self._best_extension(view, free, taught)
        ex = view.expeditions[best.expedition]
        start = not ex.started
        lines: list[Say] = []
        if step == "bonus":
            lines.append(Say.of("learn-wa-coach-bonus"))
        elif start and "start" not in taught:
            lines.append(Say.of("learn-wa-coach-start"))
        elif not start and "continue" not in taught:
            lines.append(Say.of("learn-wa-coach-continue", expedition=expedition(best.expedition), tip=ex.tip))
        lines.append(Say.of("learn-wa-coach-extend", expedition=expedition(best.expedition), to=space(best.to),
                            why=why, begin="yes" if start else "no"))
        teaches = ["start" if start else "continue"]
        if why in _COLOURED:
            teaches.append(why)
        if why == "hand":
            teaches += ["found", "score"]
        if why == "open":
            teaches += ["open-mission", "score"]
        return Advice(step=step if step == "bonus" else ("start" if start else "continue"), lines=lines,
                      suggested=suggestion(best), teaches=teaches)

    def _spend(self, view: WAView, legal: list[Any], taught: set[str], progress: Progress) -> Advice:
        """After the turn's route extension: an obstacle, an extra route extension, or the end of the turn."""
        turns = progress.steps.count("start") + progress.steps.count("continue")
        if "obstacle" not in taught and turns >= 3:
            ob = self._obstacle(view, legal)
            if ob is not None:
                return Advice(step="obstacle", lines=[Say.of("learn-wa-coach-obstacle", to=space(str(ob.to)))],
                              suggested=suggestion(ob), teaches=["obstacle"])
        if "extra" not in taught and turns >= 4:
            paid = [a for a in legal if isinstance(a, ExtendAction) and a.star is None and not self._parallel(view, a)]
            if paid:
                best, why = self._best_extension(view, paid, taught | set(_COLOURED))
                return Advice(step="extra", lines=[Say.of("learn-wa-coach-extra", expedition=expedition(best.expedition),
                                                         to=space(best.to), why=why)],
                              suggested=suggestion(best), teaches=["extra"])
        lines = [Say.of("learn-wa-coach-end", bonus=view.bonus)]
        return Advice(step="end-turn", lines=lines, suggested=suggestion(EndTurnAction()), teaches=["end-turn"])

    def _obstacle(self, view: WAView, legal: list[Any]) -> ObstacleAction | None:
        """Obstacle 1 on a point next to an expedition tip that leads away from the learner's
        animals (so nobody steers that expedition there), if one may go there now."""
        options = {a.to: a for a in legal if isinstance(a, ObstacleAction) and a.star is None and a.obstacle == 0
                   and a.to is not None}

        near: list[tuple[int, str]] = []
        for ex in view.expeditions:
            if not ex.started:
                continue
            for q, _ in moves_from(ex.tip):
                if q in options and POINTS[q].kind != "animal":
                    near.append((-self._distance(view, continue_from(q)), q))
        if not near:
            return None
        return options[min(near)[1]]

    def _pending(self, view: WAView, legal: list[Any]) -> Advice | None:
        pending = view.pending
        assert pending is not None
        if pending.kind == "blue":
            return Advice(step="blue", lines=[Say.of("learn-wa-coach-blue", others=view.seats - 1)],
                          suggested=suggestion(BlueAction(choice="vouchers")), teaches=["blue"])
        if pending.kind == "discard":
            tips = [ex.tip for ex in view.expeditions]
            far = max(view.hand, key=lambda a: (min(DIST[continue_from(t)].get(a.id, 99) for t in tips), a.id))
            return Advice(step="discard", lines=[Say.of("learn-wa-coach-discard", card=animal_label(far.id))],
                          suggested=suggestion(DiscardAction(card=far.id)), teaches=[])
        relays = [a for a in legal if isinstance(a, RelayAction)]
        if not relays:
            return None
        as_ext = [ExtendAction(expedition=a.expedition, to=a.to) for a in relays]
        best, _ = self._best_extension(view, as_ext, set(_COLOURED))
        return Advice(step="relay", lines=[Say.of("learn-wa-coach-relay", expedition=expedition(best.expedition),
                                                  to=space(best.to))],
                      suggested=suggestion(RelayAction(expedition=best.expedition, to=best.to)), teaches=[])

    # ------------------------------------------------------------------ what a move did
    def react(self, view: WAView, events: Sequence[Event], actor: int, progress: Progress) -> Reaction:
        """The coach's words on a move: the route extension laid (a detour named as such), the
        space's effect, animals found, chance cards, obstacles, the turn passing on; each rule
        explained the first time it happens."""
        out = Reaction()
        advice = progress.advice
        me = actor == self.learner
        if me and advice is not None and advice.suggested is not None:
            done = [e for e in events if e.kind in _ACTION_EVENTS]
            if done and not _matches(advice.suggested, done[0]):
                out.detour = True
                out.lines.append(Say.of("learn-wa-detour"))
        for event in events:
            self._event(view, event, actor, advice, out)
        return state_new_rules(SECTIONS, progress, out)

    def _event(self, view: WAView, event: Event, actor: int, advice: Advice | None, out: Reaction) -> None:
        d = event.data or {}
        kind = event.kind
        learner = d.get("seat") == self.learner
        if kind == "extension":
            e, to = int(d["expedition"]), str(d["to"])
            out.lines.append(Say.of("learn-wa-extended", who=int(d["seat"]), expedition=expedition(e), to=space(to),
                                    begin="yes" if d["from"] == START else "no",
                                    parallel="yes" if d.get("parallel") else "no"))
            if learner:
                out.taught.append("start" if d["from"] == START else "continue")
                if advice is not None and advice.step in ("obstacle", "extra", "end-turn"):
                    out.taught.append("extra")  # laid after the turn's own and no free one owed: paid for
        elif kind == "animal_found":
            how = str(d.get("how", "hand"))
            out.lines.append(Say.of("learn-wa-found", who=int(d["seat"]), animal=animal(str(d["card"])),
                                    card=str(d["card"]), how=how))
            if learner:
                out.taught += ["open-mission" if how == "open" else "found", "score"]
        elif kind == "chance":
            out.lines.append(Say.of("learn-wa-chance-drawn", who=int(d["seat"]), card=chance(str(d["card"])),
                                    star="yes" if d.get("star") else "no"))
            out.taught.append("red")
        elif kind == "green":
            out.lines.append(Say.of("learn-wa-green", who=int(d["seat"]), point=str(d["point"])))
            out.taught.append("green")
        elif kind == "blue":
            out.lines.append(Say.of("learn-wa-blue", who=int(d["seat"]), point=str(d["point"])))
            out.taught.append("blue")
        elif kind == "blue_cards":
            out.lines.append(Say.of("learn-wa-blue-cards", who=int(d["seat"])))
        elif kind == "vouchers":
            out.lines.append(Say.of("learn-wa-vouchers", who=int(d["seat"]), amount=int(d["amount"])))
        elif kind == "obstacle":
            out.lines.append(Say.of("learn-wa-obstacle", who=int(d["seat"]), number=int(d["obstacle"]) + 1,
                                    to=str(d["to"] or "off")))
            if learner:
                out.taught.append("obstacle")
        elif kind == "removed":
            out.lines.append(Say.of("learn-wa-removed", who=int(d["seat"]),
                                    expedition=expedition(int(d["expedition"]), "dat")))
        elif kind == "swap":
            out.lines.append(Say.of("learn-wa-swapped", who=int(d["seat"])))
        elif kind == "discard":
            out.lines.append(Say.of("learn-wa-discarded", who=int(d["seat"])))
        elif kind == "relay":
            out.lines.append(Say.of("learn-wa-relaid", who=int(d["seat"]),
                                    expedition=expedition(int(d["expedition"]), "dat")))
        elif kind == "open_mission":
            out.lines.append(Say.of("learn-wa-new-mission", card=str(d["card"])))
        elif kind == "pass":
            out.lines.append(Say.of("learn-wa-passed", who=int(d["seat"])))
        elif kind == "miss_turn":
            out.lines.append(Say.of("learn-wa-missed", who=int(d["seat"])))
        elif kind == "chance_kept":
            out.lines.append(Say.of("learn-wa-chance-kept", who=int(d["seat"])))
        elif kind == "star_played":
            out.lines.append(Say.of("learn-wa-star-played", who=int(d["seat"]), card=chance(str(d["card"]))))
        elif kind == "card_gained" and learner:
            card = str(d["card"])
            out.lines.append(Say.of("learn-wa-card-gained", card=card, animal=animal(card)))
        elif kind == "turn":
            if actor == self.learner and int(d["seat"]) != self.learner:
                out.taught.append("end-turn")
            out.lines.append(Say.of("learn-wa-turn", who=int(d["seat"])))

    def hint(self, view: WAView, action: Mapping[str, Any], progress: Progress) -> list[Say]:
        """Why a move the learner tried is refused, in the coach's words, and what to do instead."""
        if view.to_act != [self.learner]:
            return [Say.of("learn-wa-hint-wait")]
        if view.pending is not None:
            return [Say.of("learn-wa-hint-pending")]
        if action.get("kind") == "end_turn" and not view.main_laid:
            return [Say.of("learn-wa-hint-must-lay")]
        if action.get("kind") == "extend":
            return [Say.of("learn-wa-hint-extend", most=view.max_per_turn, spent=view.spent_this_turn)]
        return [Say.of("learn-wa-hint-vouchers", most=view.max_per_turn, spent=view.spent_this_turn,
                       vouchers=view.vouchers[self.learner])]

    def done(self, view: WAView, progress: Progress) -> bool:
        """The game is over, or it is the learner's turn again (or their choice) with every rule met,
        or :data:`LAST_TURN` turns have been played."""
        if view.game_over:
            return True
        at_start = view.to_act == [self.learner] and not view.main_laid and view.pending is None
        met = covers(SECTIONS, progress.taught)
        return at_start and (met or view.turn_number > LAST_TURN)

    def farewell(self, view: WAView, progress: Progress) -> list[Say]:
        """The learner's score, how a real match ends, and where to go next."""
        me = self.learner
        return [Say.of("learn-wa-farewell", found=len(view.completed[me]), held=len(view.hand),
                       score=_signed(view.scores[me])),
                farewell_next()]


_ACTION_EVENTS = {"extension", "obstacle", "removed", "swap", "pass", "turn", "vouchers", "blue_cards", "discard",
                  "relay"}


def _matches(suggested: Mapping[str, Any], event: Event) -> bool:
    """Whether the first event of the learner's move is what the suggested action makes."""
    d = event.data or {}
    kind = suggested.get("kind")
    if kind == "extend":
        return event.kind == "extension" and d.get("expedition") == suggested.get("expedition") \
            and d.get("to") == suggested.get("to")
    if kind == "obstacle":
        return event.kind == "obstacle" and d.get("obstacle") == suggested.get("obstacle") \
            and d.get("to") == suggested.get("to")
    if kind == "end_turn":
        return event.kind in ("turn", "pass")
    if kind == "blue":
        return event.kind == ("vouchers" if suggested.get("choice") == "vouchers" else "blue_cards")
    if kind == "discard":
        return event.kind == "discard"
    if kind == "relay":
        return event.kind == "relay" and d.get("expedition") == suggested.get("expedition")
    return False


def _signed(value: int) -> str:
    """A score as every text shows it: ``"+3"``, ``"−2"`` (a minus sign), ``"0"``."""
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


TUTORIAL: Tutorial = WildlifeAdventureTutorial()


# ---------------------------------------------------------------------- the prepared deal
def _order_ok(taught: list[str]) -> bool:
    return met_in_order(taught, "start", ("end-turn", "obstacle"), ("continue", "extra"))


def candidates(limit: int = 400) -> Iterator[int]:
    """Seeds whose coach-following run meets every section in a sensible order (see the module
    docstring), in increasing order."""
    from .rules import GAME

    for seed, run in coached_runs(GAME, WildlifeAdventureTutorial(), range(limit)):
        taught = run.progress.taught
        if covers(SECTIONS, taught) and _order_ok(taught):
            yield seed


def search(limit: int = 400) -> int | None:
    """The first of :func:`candidates` (None: none below ``limit``)."""
    return next(candidates(limit), None)


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    print(search())
