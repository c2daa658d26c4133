"""❔ What now? for WildLife (issue 35): one explainer per decision kind, each reached by random play
(with the "Creature Charts" variant, so the chart auction is reached too), two to five lines in
every language, in the game's words, from the seat's own view only (no card of another hand); the
tutorial's coach lines render in every language; /rules' example is scored by the engine."""
from __future__ import annotations

import pytest

from cogs.games.wildlife.explain import DECISIONS, decision, example, example_points, example_view, explain
from cogs.lang import Lang
from cogs.learn import say
from engine.core import Rng
from engine.games.wildlife.cards import hand_label
from engine.games.wildlife.rules import GAME
from engine.games.wildlife.state import WLOptions, WLState
from engine.games.wildlife.tutorial import TUTORIAL
from engine.games.wildlife.views import WLView
from engine.tutorial import follow_coach, play_through

NAMES = ["Ann", "Ben", "Cat", "Dan"]
LANGS = [Lang.EN, Lang.DE, Lang.QPS]


def random_states(seed: int, seats: int = 3, chart: bool = False, steps: int = 700) -> list[WLState]:
    """Every state of a random match (random legal moves, never taking one back)."""
    state = GAME.setup(seats, WLOptions(chart_auction=chart), seed)
    rng = Rng.from_seed(seed)
    out: list[WLState] = []
    for _ in range(steps):
        out.append(state.model_copy(deep=True))
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        legal = [a for a in GAME.legal_actions(state, seat) if a.kind != "undo"]
        GAME.apply(state, seat, legal[rng.below(len(legal))])
    return out


def random_views(seed: int, **kw: object) -> list[tuple[WLView, int, WLState]]:
    return [(GAME.view(s, seat), seat, s) for s in random_states(seed, **kw)  # type: ignore[arg-type]
            for seat in range(s.seats)]


def test_every_decision_kind_is_reached_and_explained_in_two_to_five_lines() -> None:
    reached: set[str] = set()
    for seed, chart in ((0, True), (1, False), (2, False), (3, True)):
        for view, seat, state in random_views(seed, chart=chart):
            kind = decision(view, seat)
            if kind == "over":
                continue
            reached.add(kind)
            others = {hand_label(c) for s in range(state.seats) if s != seat for c in state.hands[s]}
            for lang in LANGS:
                lines = explain(view, seat, NAMES, lang)
                assert 2 <= len(lines) <= 5 and all(line.strip() for line in lines), (kind, lines)
                assert not any(o in line for o in others for line in lines)  # nothing of another hand
        if reached == set(DECISIONS):
            break
    assert reached == set(DECISIONS), set(DECISIONS) - reached


def _first(kind: str, **kw: object) -> tuple[WLView, int]:
    for seed in range(6):
        for view, seat, _ in random_views(seed, **kw):
            if decision(view, seat) == kind:
                return view, seat
    pytest.fail(f"no {kind} decision reached")


def test_a_bid_names_the_card_the_lowest_bid_and_that_passing_is_final() -> None:
    view, seat = _first("bid")
    assert view.auction is not None and view.auction.card is not None
    lines = explain(view, seat, NAMES, Lang.EN)
    assert lines[0].startswith(f"Auction of the {view.auction.card.name} card")
    assert f"Bid at least {view.auction.min_bid} food chips" in lines[1]
    assert "Passing is final" in lines[-1]


def test_the_turn_says_what_a_text_card_does() -> None:
    for seed in range(8):
        for view, seat, _ in random_views(seed):
            texts = [c for c in view.hand if c.category == "text"]
            if decision(view, seat) == "turn" and texts:
                lines = explain(view, seat, NAMES, Lang.EN)
                said = next(line for line in lines if line.startswith("Text cards in your hand"))
                assert texts[0].name in said
                german = explain(view, seat, NAMES, Lang.DE)
                assert any(line.startswith("Auf Textkarten steht") for line in german)
                return
    pytest.fail("no turn with a Text card in hand")


def test_the_coach_says_every_line_in_every_language() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    names = ["Ann", "🤖 Otter", "🤖 Lynx"]
    for lang in LANGS:
        for _, line in run.lines:
            text = say(lang, line, names, TUTORIAL.learner)
            assert text and "{" not in text and text != "…", (line, text)
    german = [say(Lang.DE, line, names, 0) for _, line in run.lines]
    assert any("Versteigerung" in g for g in german) and any("Ausbreiten" in g or "ausbreiten" in g for g in german)


def test_the_rules_example_is_scored_by_the_engine() -> None:
    pts = example_points()
    assert pts["large-water"] == [2, 2, 1]  # A and B tie for first: second place's 2 each; C third: 1
    assert pts["small-water"] == [4, 0, 0]  # A alone, not every space: a small monopoly
    assert pts["herd"] == [0, 0, 10] and pts["second-herd"] == [5, 5, 0]
    view = example_view()
    assert view.board["A4"] == 0 and view.board["C1"] == 1
    rendered = example(Lang.DE)
    assert rendered.content and "Großes Wasser" in rendered.content and len(rendered.pictures) == 1
