"""❔ What now? for Wildlife Adventure (issue 35): one explainer per decision kind, each reached by
random play, two to five lines in every language, in the game's words and from the seat's own
view only (never another seat's animal cards); the tutorial's coach lines render in every
language; /rules' example is drawn from a view the engine built."""
from __future__ import annotations

import pytest

from cogs.games.wildlife_adventure.explain import DECISIONS, decision, example, example_view, explain
from cogs.games.wildlife_adventure.ui import UI
from cogs.lang import Lang
from cogs.learn import say
from engine.core import Rng
from engine.games.wildlife_adventure.board import line_between
from engine.games.wildlife_adventure.rules import GAME
from engine.games.wildlife_adventure.state import Extension, WAOptions
from engine.games.wildlife_adventure.tutorial import TUTORIAL
from engine.games.wildlife_adventure.views import WAView
from engine.tutorial import follow_coach, play_through
from engine.undo import Undo

NAMES = ["Ann", "Ben", "Cat", "Dan"]
LANGS = [Lang.EN, Lang.DE, Lang.QPS]


def random_views(seed: int, seats: int) -> list[tuple[WAView, int, list[str]]]:
    """Every seat's view at every state of a random match, with the other seats' hand names."""
    state = GAME.setup(seats, WAOptions(undo=False), seed)
    rng = Rng.from_seed(seed)
    out: list[tuple[WAView, int, list[str]]] = []
    for _ in range(3000):
        for s in range(seats):
            others = [GAME.view(state, o).hand for o in range(seats) if o != s]
            mine = {a.name for a in GAME.view(state, s).hand} | {a.name for a in GAME.view(state, s).open_missions}
            hidden = sorted({a.name for hand in others for a in hand} - mine)
            out.append((GAME.view(state, s), s, hidden))
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = acting[0]
        legal = [a for a in GAME.legal_actions(state, seat) if not isinstance(a, Undo)]
        GAME.apply(state, seat, legal[rng.below(len(legal))])
    return out


@pytest.fixture(scope="module")
def views() -> list[tuple[WAView, int, list[str]]]:
    out: list[tuple[WAView, int, list[str]]] = []
    for seed, seats in ((0, 3), (1, 2)):  # together they reach a re-lay and a discard
        out += random_views(seed, seats)
    return out


def test_every_decision_kind_is_reached_and_explained_in_two_to_five_lines(
        views: list[tuple[WAView, int, list[str]]]) -> None:
    reached: set[str] = set()
    for view, seat, hidden in views[::3] + [v for v in views if decision(v[0], v[1]) in ("relay", "discard", "pass")]:
        kind = decision(view, seat)
        if kind == "over":
            continue
        reached.add(kind)
        for lang in LANGS:
            lines = explain(view, seat, NAMES, lang)
            assert 2 <= len(lines) <= 5 and all(line.strip() and "{" not in line for line in lines), (kind, lines)
            text = " ".join(lines)
            leaked = [name for name in hidden if name in text]
            assert not leaked, (kind, leaked, lines)  # another seat's animal cards are never named
    reached.add(decision(*passing()))
    assert reached == set(DECISIONS)


def passing() -> tuple[WAView, int]:
    """Seat 0 to lay its route extension with every tip at EU1, whose two lines both carry one
    already: no route extension without vouchers (a pass; random play never reached one)."""
    state = GAME.setup(2, WAOptions(first_player=1, undo=False), 0)
    paths = [["START", "EU2", "EU1"], ["START", "EU5", "EU1"], ["START", "EU10", "EU5", "EU1"]]
    for e, path in enumerate(paths):
        state.expeditions[e].extensions = [
            Extension(line=line_between(a, b) or 0, frm=a, to=b, seat=0) for a, b in zip(path, path[1:], strict=False)]
    return GAME.view(state, 0), 0


def test_a_pass_is_explained() -> None:
    view, seat = passing()
    assert decision(view, seat) == "pass"
    for lang in LANGS:
        lines = explain(view, seat, NAMES, lang)
        assert 2 <= len(lines) <= 5
    assert "End turn" in explain(view, seat, NAMES, Lang.EN)[0]


def test_extend_names_the_tips_and_what_one_route_extension_reaches(
        views: list[tuple[WAView, int, list[str]]]) -> None:
    for view, seat, _ in views:
        if decision(view, seat) != "extend" or not any(ex.started for ex in view.expeditions):
            continue
        lines = explain(view, seat, NAMES, Lang.EN)
        started = [ex for ex in view.expeditions if ex.started]
        assert all(f"at {ex.tip}" in lines[0] for ex in started), lines
        assert "AF4 is space 4 in Africa" in lines[2]
        assert f"hold {view.vouchers[seat]} travel vouchers" in lines[3]
        return
    pytest.fail("no extend decision with a started expedition reached")


def test_the_ui_delegates_to_the_explainers() -> None:
    view, seat, _ = random_views(4, 2)[0]
    assert UI.rules_example(Lang.EN) is not None
    assert decision(view, seat) in DECISIONS


def test_the_coach_says_every_line_in_every_language() -> None:
    run = play_through(GAME, TUTORIAL, follow_coach)
    names = ["Ann", "🤖 Otter"]
    for lang in LANGS:
        for _, line in run.lines:
            text = say(lang, line, names, TUTORIAL.learner)
            assert text and "{" not in text and text != "…", (line, text)
    german = [say(Lang.DE, line, names, 0) for _, line in run.lines]
    assert any("Streckenverlängerung" in g for g in german) and any("Reisegutschein" in g for g in german)
    assert not any("von die " in g for g in german)  # the dative article where the expedition follows "von"


def test_the_rules_example_is_decided_by_the_engine() -> None:
    view = example_view()
    assert [ex.tip for ex in view.expeditions] == ["EU7", "EU5", "START"]  # green EU7 gave B a second extension
    assert [a.id for a in view.completed[0]] == ["EU6"]  # A's own route extension found A's Grey Wolf
    for lang, word in ((Lang.EN, "green space"), (Lang.DE, "grünen Feld")):
        rendered = example(lang)
        assert rendered.content and word in rendered.content and len(rendered.pictures) == 1
        image = rendered.pictures[0].draw()
        assert image.width >= 400 and image.height * 400 / image.width >= 10
