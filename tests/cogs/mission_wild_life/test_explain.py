"""❔ What now? for Mission: Wild Life (issue 35): one explainer per decision kind, each reached by
random play (with the Pass Cards variant, so passing is reached too), two to five lines in every
language, in the game's words; the tutorial's coach lines render in every language; /rules'
example trick is the rulebook's and the engine says who wins it."""
from __future__ import annotations

import pytest

from cogs.games.mission_wild_life.explain import DECISIONS, decision, example, example_view, explain
from cogs.lang import Lang
from cogs.learn import say
from engine.core import Rng
from engine.games.mission_wild_life.rules import GAME
from engine.games.mission_wild_life.state import MWLOptions
from engine.games.mission_wild_life.tutorial import TUTORIAL
from engine.games.mission_wild_life.views import MWLView
from engine.tutorial import follow_coach, play_through

NAMES = ["Ann", "Ben", "Cat", "Dan"]
LANGS = [Lang.EN, Lang.DE, Lang.QPS]


def random_views(seed: int, seats: int = 4) -> list[tuple[MWLView, int]]:
    """Every seat's view at every state of a random match with passing."""
    state = GAME.setup(seats, MWLOptions(pass_cards=True), seed)
    rng = Rng.from_seed(seed)
    out: list[tuple[MWLView, int]] = []
    for _ in range(400):
        out += [(GAME.view(state, s), s) for s in range(seats)]
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[rng.below(len(acting))]
        legal = GAME.legal_actions(state, seat)
        GAME.apply(state, seat, legal[rng.below(len(legal))])
    return out


def test_every_decision_kind_is_reached_and_explained_in_two_to_five_lines() -> None:
    reached: set[str] = set()
    for seed in range(3):
        for view, seat in random_views(seed):
            kind = decision(view, seat)
            if kind == "over":
                continue
            reached.add(kind)
            for lang in LANGS:
                lines = explain(view, seat, NAMES, lang)
                assert 2 <= len(lines) <= 5 and all(line.strip() for line in lines), (kind, lines)
    assert reached == set(DECISIONS)


def test_follow_names_the_cards_and_the_winner() -> None:
    for view, seat in random_views(5):
        if decision(view, seat) == "follow":
            lines = explain(view, seat, NAMES, Lang.EN)
            held = [c.label for c in view.hand if c.colour == view.led_colour]
            assert lines[0].startswith("You must follow") and all(card in lines[0] for card in held)
            return
    pytest.fail("no follow decision reached")


def test_the_coach_says_every_line_in_every_language() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    names = ["Ann", "🤖 Otter", "🤖 Lynx"]
    for lang in LANGS:
        for _, line in run.lines:
            text = say(lang, line, names, TUTORIAL.learner)
            assert text and "{" not in text and text != "…"
    german = [say(Lang.DE, line, names, 0) for _, line in run.lines]
    assert any("Stich" in g for g in german) and any("bedien" in g for g in german)


def test_the_rules_example_is_the_rulebooks_trick() -> None:
    view = example_view()
    assert view.last_trick is not None and [p.card.id for p in view.last_trick.plays] == ["red-8", "gray-4", "red-1"]
    assert view.last_trick.winner == 2  # "player C wins": 1 beats 8
    rendered = example(Lang.DE)
    assert rendered.content and "Rot 1" in rendered.content and len(rendered.pictures) == 1
