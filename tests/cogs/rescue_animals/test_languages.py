"""Rescue Animals in every language (issue 34): the longest states in German and the
pseudo-language within Discord's limits, /history worded from the events' kind and data in the
reader's language (the engine's events carry no English), refusals by code."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest

from cogs.games.rescue_animals import UI
from cogs.kit.rendered import Rendered
from cogs.kit.ui import PanelContext
from cogs.lang import Lang, t
from cogs.lang.words import refusal, say
from engine.core import SYSTEM, Event, IllegalAction, Rng
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.actions import RescueAction, RollAction
from engine.games.rescue_animals.state import RescueOptions, RescueState
from engine.service import MatchUpdate, UpdateKind
from tests.cogs.rescue_animals.test_ui import check_rendered, make_record

PUBLIC_KINDS = {"round_start", "claim", "tie", "rescue", "countdown", "go", "round_end", "gray_die", "leader",
                "stall", "game_end"}


def play(seats: int, seed: int) -> Iterator[tuple[RescueState, list[Event]]]:
    """A whole match of bots at ``seats``: the state after each step and that step's events (a
    seat's move, else the running timer's)."""
    state = GAME.setup(seats, RescueOptions(first_leader=1), seed)
    rng = Rng.from_seed(seed)
    for step in range(20_000):
        if GAME.outcome(state) is not None:
            return
        events: list[Event] = []
        for k in range(seats):
            seat = (step + k) % seats
            action = GAME.bot_action(GAME.view(state, seat), seat, rng) if seat in GAME.to_act(state) else None
            if action is None:
                continue
            try:
                events = GAME.apply(state, seat, action)
            except IllegalAction:
                continue
            break
        else:
            timer, = GAME.legal_actions(state, SYSTEM)
            events = GAME.apply(state, SYSTEM, timer)
        yield state, events
    raise AssertionError("the match did not end")


def _no_cut(r: Rendered) -> None:
    for button in check_rendered(r):
        assert len(button.label or "") <= 80
    for e in r.embeds:
        cut = [v for v in [e.description or "", *(f.value or "" for f in e.fields)] if v.endswith("…")]
        assert not cut, cut
    text = "\n".join([r.content or "", *(e.description or "" for e in r.embeds),
                      *(f"{f.name}\n{f.value}" for e in r.embeds for f in e.fields)])
    assert len(text) <= 4000  # a v2 message's text


@pytest.mark.parametrize("lang", [Lang.DE, Lang.QPS])
def test_the_longest_states_in_german_keep_discords_limits(lang: Lang) -> None:
    """5 seats (4 animals on display, the most Rescue buttons), a whole match: table, every panel,
    thread posts and /history in German and in the ~40 % longer pseudo-language; button labels
    ≤ 80, no text cut by fit_embed, a message's text ≤ 4000."""
    record = make_record(5)
    names = [s.name for s in record.seats]
    buttons = 0
    for n, (state, events) in enumerate(play(5, 11)):
        public = [e for e in events if e.visible_to is None]
        if not public and n % 7:
            continue
        _no_cut(UI.table(record, GAME.view(state, None), lang))
        for seat in range(5):
            panel = UI.panel(record, seat, GAME.view(state, seat), PanelContext(lang=lang))
            _no_cut(panel)
            buttons = max(buttons, len(panel.view.children) if panel.view is not None else 0)
        update = MatchUpdate(record, UpdateKind.FINISHED if GAME.outcome(state) else UpdateKind.ACTION, events, 0)
        for r in UI.announcements(update, lang):
            _no_cut(r)
        assert all(len(line) <= 1800 for line in UI.history_lines(record, public, names, lang))
    assert GAME.outcome(state) is not None and buttons >= 8


def test_history_is_worded_from_kind_and_data_in_the_readers_language() -> None:
    """Every public event of a whole match has a /history line in English and German, worded from
    its kind and data (the engine writes no text); the German names the animals in German and
    holds none of the English lines."""
    record = make_record(3)
    names = [s.name for s in record.seats]
    kinds: set[str] = set()
    english: list[str] = []
    german: list[str] = []
    for _state, events in play(3, 5):
        public = [e for e in events if e.visible_to is None]
        assert all(e.text == "" for e in events)
        for e in public:
            kinds.add(e.kind)
            en, de = (UI.history_lines(record, [e], names, lang) for lang in (Lang.EN, Lang.DE))
            assert en and de and en != de, (e.kind, en, de)
            english += en
            german += de
    assert {"round_start", "claim", "rescue", "round_end", "gray_die", "leader", "game_end", "go",
            "countdown"} <= kinds <= PUBLIC_KINDS
    assert any("Conservation Leader" in line for line in english)
    assert any("Naturschutzleitung" in line for line in german) and any("Spielende." in line for line in german)
    assert not set(english) & set(german)


def test_an_old_event_of_an_unknown_kind_keeps_its_stored_text() -> None:
    record = make_record(3)
    old = Event(kind="note", text="An old line", data={})
    assert UI.history_lines(record, [old], ["A", "B", "C"], Lang.DE) == ["An old line"]
    tie = Event(kind="tie", text="Tie between Player 1, Player 2: …", data={"claimants": [0, 1], "winner": 1,
                                                                        "losers": [0], "by": "gray"})
    line, = UI.history_lines(record, [tie], ["Ann", "Bo", "Cy"], Lang.DE)
    assert line == t(Lang.DE, "ra-history-tie", names="Ann, Bo", by="gray", winner="Bo")


def _refused(state: RescueState, seat: int, action: Any) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)
    return caught.value


def test_refusals_are_codes_worded_in_the_readers_language() -> None:
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    wait = _refused(state, 0, RollAction())  # the countdown
    assert wait.code == "ra-refuse-wait-go-roll"
    assert say(Lang.DE, refusal(wait)) == "Warte auf Los!, bevor du würfelst."
    assert say(Lang.EN, refusal(wait)) == wait.reason
    uid = next(u for u in state.display if u is not None)
    timer, = GAME.legal_actions(state, SYSTEM)
    GAME.apply(state, SYSTEM, timer)  # Go!
    unmet = _refused(state, 0, RescueAction(card=uid))
    assert unmet.code == "ra-refuse-not-met" and "Würfelbedingung" in say(Lang.DE, refusal(unmet))
    state.phase = "over"
    over = _refused(state, 0, RollAction())
    assert over.code == "ra-refuse-over" and say(Lang.DE, refusal(over)) == "Das Spiel ist vorbei."


def test_the_panels_buttons_and_the_coach_name_the_same_german_labels() -> None:
    """The tutorial's coach names the panel's buttons by the same terms the buttons show."""
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    timer, = GAME.legal_actions(state, SYSTEM)
    GAME.apply(state, SYSTEM, timer)
    panel = UI.panel(make_record(3), 0, GAME.view(state, 0), PanelContext(lang=Lang.DE))
    labels = [c.label for c in (panel.view.children if panel.view is not None else [])
              if isinstance(c, discord.ui.Button)]
    assert "Würfeln" in labels
    assert "**Würfeln**" in t(Lang.DE, "learn-ra-hint-roll") and "**Retten**" in t(Lang.DE, "learn-ra-hint-rescue")
    assert t(Lang.DE, "ra-button-rescue", name="Eisbär").startswith("Retten")
