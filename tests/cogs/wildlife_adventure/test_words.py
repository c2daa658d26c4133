"""Words a Wildlife Adventure player meets first (issue 35, "Words"): the space ids (AF7: a
continent's letters and a number; L/R arrow spaces, OC sea routes), the expedition tags of the
picture (R/Y/B and a count), obstacles X1–X3, travel vouchers and ★ chance cards are explained
where a player first meets them — the table's legend and the panel's footnote — in every
language; "obstacle session" is never shown (plain words instead)."""
from __future__ import annotations

import re

import pytest

from cogs.games.wildlife_adventure.table import render_table
from cogs.games.wildlife_adventure.ui import UI
from cogs.games.wildlife_adventure.words import (
    animal_fact,
    animal_name,
    chance_text,
    legend,
    obstacles_paid,
    point_words,
    type_a_space,
)
from cogs.kit.ui import PanelContext
from cogs.lang import Lang
from engine.games.wildlife_adventure.actions import END_TURN, ExtendAction, ObstacleAction
from engine.games.wildlife_adventure.board import CONTINENTS
from engine.games.wildlife_adventure.cards import CHANCE
from engine.games.wildlife_adventure.rules import GAME
from engine.games.wildlife_adventure.state import WAOptions
from tests.cogs.wildlife_adventure.test_ui import make_record

CONTINENT_WORDS = {
    Lang.EN: {"EU": "Europe", "AF": "Africa", "AS": "Asia", "AU": "Australia", "NA": "North America",
              "SA": "South America"},
    Lang.DE: {"EU": "Europa", "AF": "Afrika", "AS": "Asien", "AU": "Australien", "NA": "Nordamerika",
              "SA": "Südamerika"},
}


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_the_footnote_says_what_every_id_means(lang: Lang) -> None:
    note = type_a_space(lang)
    assert set(CONTINENT_WORDS[lang]) == set(CONTINENTS)
    for code, word in CONTINENT_WORDS[lang].items():
        assert re.search(rf"\b{code}\b[^·;]*?{word}|{word}", note) and code in note, (code, note)
    assert "AF7" in note and "L1" in note and "R1" in note and "OC1" in note


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_the_legend_explains_the_maps_abbreviations(lang: Lang) -> None:
    text = legend(lang)
    tags = {Lang.EN: "R 2 / Y 2 / B 2", Lang.DE: "R 2 / G 2 / B 2"}[lang]  # the letters the pictures draw
    for token in ("AF7 =", *CONTINENTS, "L/R", "OC", tags, "X1–X3", "🎟️", "⭐"):
        assert token in text, (token, text)


def test_the_table_and_the_panel_show_the_words_and_never_obstacle_session() -> None:
    state = GAME.setup(2, WAOptions(first_player=1, undo=False), 3)
    GAME.apply(state, 0, ExtendAction(expedition=0, to="EU2"))
    GAME.apply(state, 0, ObstacleAction(obstacle=0, to="EU3"))  # 1 travel voucher: the obstacle moves are paid
    state.kept[0] = ["C10"] if CHANCE["C10"].star else [c for c in CHANCE if CHANCE[c].star][:1]
    record = make_record(2)
    table = render_table(record, GAME.view(state, None))
    embed = table.embeds[0]
    assert "obstacle session" not in (embed.description or "") and obstacles_paid() in (embed.description or "")
    assert embed.footer.text == legend()
    panel = UI.panel(record, 0, GAME.view(state, 0), PanelContext())
    shown = panel.embeds[0]
    assert shown.footer.text is not None and shown.footer.text.startswith(type_a_space())
    assert "kept ★ chance cards" in (shown.description or "")
    menu = UI.panel(record, 0, GAME.view(state, 0), PanelContext(opened={"menu": "ob1"}))
    costs = " ".join(str(f.value) for f in menu.embeds[0].fields)
    assert "obstacle session" not in costs and "already paid: your travel voucher this turn" in costs


def test_each_space_is_described_for_the_seat_in_its_language() -> None:
    """Issue 10 "Your move": each reachable space described, own animals marked (moved here from the
    engine, which has no language since issue 34); arrow twins are one place for obstacles."""
    from engine.games.wildlife_adventure.board import POINTS

    st = GAME.setup(3, WAOptions(undo=False), 1)
    mine = st.hands[0][0]
    red = next(p for p in POINTS.values() if p.kind == "red").id
    st.obstacles[0] = "R1"
    v = GAME.view(st, 0)
    assert point_words(v, mine, Lang.EN) == f"{mine} — {animal_name(mine, Lang.EN)}, yours"
    assert point_words(v, mine, Lang.DE) == f"{mine} — {animal_name(mine, Lang.DE)}, deine Karte"
    assert "chance card" in point_words(v, red, Lang.EN) and "Ereigniskarte" in point_words(v, red, Lang.DE)
    assert point_words(v, "L1", Lang.EN) == "L1 — blocked by obstacle"  # R1's twin
    assert animal_name(mine, Lang.EN) not in point_words(GAME.view(st, 1), mine, Lang.EN)
    st.obstacles[0] = None
    assert point_words(GAME.view(st, 0), "L1", Lang.EN) == "L1 — arrow space I (left)"
    assert point_words(GAME.view(st, 0), "L1", Lang.DE) == "L1 — Pfeilfeld I (links)"


def test_every_animal_and_chance_card_has_its_words_in_every_language() -> None:
    """The 72 animal names and facts and the 13 chance effects come from the catalog (the engine keeps ids)."""
    from engine.games.wildlife_adventure.cards import ANIMALS

    for card, animal in ANIMALS.items():
        assert animal_name(card, Lang.EN) == animal.name
        assert animal_name(card, Lang.DE) not in ("", card)
        if animal.fact:
            assert animal_fact(card, Lang.EN) == animal.fact and animal_fact(card, Lang.DE)
    for card, chance in CHANCE.items():
        assert chance_text(card, Lang.EN) == chance.text and chance_text(card, Lang.DE) != chance.text
    assert animal_name("EU6", Lang.DE) == "Wolf" and animal_name("AF10", Lang.DE) == "Flusspferd"


def test_events_are_worded_from_kind_and_data_when_read() -> None:
    """Issue 34: the engine's events carry no text; the table's last events and /history word them
    in the reader's language, so a match played in English reads in German later. An event stored
    before issue 34 keeps its English text where its data is too thin to word it."""
    from engine.core import Event

    st = GAME.setup(2, WAOptions(first_player=1, undo=False), 3)
    events = GAME.apply(st, 0, ExtendAction(expedition=0, to="EU2"))
    assert all(not e.text for e in events)
    names = ["Ann", "Bo"]
    english = UI.history_lines(make_record(2), [e for e in events if e.visible_to is None], names, Lang.EN)
    german = UI.history_lines(make_record(2), [e for e in events if e.visible_to is None], names, Lang.DE)
    assert english[0] == "Ann starts the red expedition to EU2."
    assert german[0] == "Ann startet die rote Expedition nach EU2."
    ended = [e for e in GAME.apply(st, 0, END_TURN) if e.visible_to is None]
    assert [e.kind for e in ended] == ["turn"]  # an End turn move: /history says whose turn it is now
    assert UI.history_lines(make_record(2), ended, names, Lang.EN) == ["Bo's turn."]
    assert UI.history_lines(make_record(2), ended, names, Lang.DE) == ["Bo ist am Zug."]
    stored = [Event(kind="removed", text="Seat 1 removes the last route extension of the red expedition (START-EU2).",
                    data={"seat": 1, "expedition": 0, "line": 3}),
              Event(kind="game_end", text="Game over: Seat 0 has no animal cards left in hand. Scores: ...",
                    data={"reason": "Seat 0 has no animal cards left in hand.", "scores": [3, -1], "places": [1, 2]}),
              Event(kind="extension", text="Seat 0 extends the blue expedition to AF3.",
                    data={"seat": 0, "expedition": 2, "from": "AF2", "to": "AF3", "line": 9, "parallel": False})]
    old = UI.history_lines(make_record(2), stored, names, Lang.DE)
    assert old[0].startswith("Bo removes the last route extension")  # stored English, names filled in
    assert old[1].startswith("Spielende: Ann has no animal cards left") and "Ann +3, Bo −1" in old[1]
    assert old[2] == "Ann verlängert die blaue Expedition nach AF3."  # re-worded from its data
