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
from cogs.games.wildlife_adventure.words import legend, obstacles_paid, type_a_space
from cogs.kit.ui import PanelContext
from cogs.lang import Lang
from engine.games.wildlife_adventure.actions import ExtendAction, ObstacleAction
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
    for token in ("AF7 =", *CONTINENTS, "L/R", "OC", "R 2 / Y 2 / B 2", "X1–X3", "🎟️", "⭐"):
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
