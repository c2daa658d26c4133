"""❔ What now? for Rescue Animals (issue 35): one explainer per decision kind, each reached by
random real-time play (timers fired at random moments too), two to five lines in every language,
from the seat's own view only; the tutorial's coach lines render in every language; /rules'
example is a card whose requirement the engine says the example dice meet."""
from __future__ import annotations

import pytest

from cogs.games.rescue_animals.explain import DECISIONS, EXAMPLE_DICE, decision, example, example_card, explain
from cogs.lang import Lang
from cogs.learn import say
from engine.core import SYSTEM, Rng
from engine.games.rescue_animals.matcher import satisfies
from engine.games.rescue_animals.rules import GAME
from engine.games.rescue_animals.state import RescueOptions
from engine.games.rescue_animals.tutorial import TUTORIAL
from engine.games.rescue_animals.views import RescueView
from engine.tutorial import follow_coach, play_through

LANGS = [Lang.EN, Lang.DE, Lang.QPS]


def random_views(seed: int, seats: int = 3, steps: int = 600) -> list[tuple[RescueView, int]]:
    """Every seat's view at every state of a random match: a random seat (or the timer) acts."""
    state = GAME.setup(seats, RescueOptions(), seed)
    rng = Rng.from_seed(seed)
    out: list[tuple[RescueView, int]] = []
    for _ in range(steps):
        out += [(GAME.view(state, s), s) for s in range(seats)]
        movers = [s for s in sorted(GAME.to_act(state)) if GAME.legal_actions(state, s)]
        if GAME.timers(state):
            movers.append(SYSTEM)
        if not movers:
            break
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(state, seat)
        rescues = [a for a in legal if a.kind == "rescue"]
        pick = rescues if rescues and rng.below(3) else legal  # claim often, as players do
        GAME.apply(state, seat, pick[rng.below(len(pick))])
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
                lines = explain(view, seat, lang)
                assert 2 <= len(lines) <= 5 and all(line.strip() for line in lines), (kind, lines)
                assert all("{" not in line for line in lines), lines
    assert reached == set(DECISIONS)


def test_rolling_names_only_the_seats_own_dice() -> None:
    for view, seat in random_views(4):
        if decision(view, seat) == "rolling":
            assert view.me is not None
            lines = explain(view, seat, Lang.EN)
            black = view.me.dice.values[4]
            assert lines[0].startswith("Your dice:") and f"black {black}" in lines[0]
            assert "Likeliest animal" in lines[1]
            return
    pytest.fail("no rolling decision reached")


def test_the_coach_says_every_line_in_every_language() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    names = ["Ann", "🤖 Otter", "🤖 Lynx"]
    for lang in LANGS:
        for _, line in run.lines:
            text = say(lang, line, names, TUTORIAL.learner)
            assert text and "{" not in text and text != "…", line
    german = [say(Lang.DE, line, names, 0) for _, line in run.lines]
    assert any("Würfel" in g for g in german) and any("beiseite" in g for g in german)


def test_the_rules_example_dice_meet_the_card() -> None:
    card = example_card()
    values = EXAMPLE_DICE.values
    assert satisfies(card.requirement, values[4], values[:4])
    assert not satisfies(card.requirement, 2, values[:4])  # the black die is what meets the black symbol
    rendered = example(Lang.DE)
    assert rendered.content and "Amurleopard" in rendered.content and "schwarz 3" in rendered.content
    assert len(rendered.pictures) == 1 and rendered.pictures[0].draw().width >= 400
