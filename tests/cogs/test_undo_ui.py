"""Taking back a move in Discord (issue 36, cogs/kit/undo.py): the ↩️ Undo button is on a panel
exactly when the rule allows it, names the move, and a click takes back that one move; a double
click, a forged step, another seat's click and a move that is gone each get one line and change
nothing. Also: each game's words for its moves, /rules' lines, the lobby option and the kit's
placement of the button."""
from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest

from cogs.kit.codec import UNDO
from cogs.kit.panels import build_panel, panel_basis
from cogs.kit.text import LABEL
from cogs.kit.ui import GAME_UIS, AnyUI, discover
from cogs.kit.undo import EMOJI, place, take_back_for
from cogs.lang import Lang, reading, t
from cogs.rules import undo_lines
from cogs.shared.lobby_controls import OptionSelect, VariantSelect, current_options, option_selects
from cogs.shared.option_words import field_label, parse_value, value_text
from engine import registry
from engine.core import AnyGame, Model, Rng
from engine.service import MatchService
from engine.service.guild_config import check_default, option_names
from engine.undo import Undo
from storage import MatchRecord, MatchStatus, SeatRecord, Storage
from tests.cogs.test_kit import click_as
from tests.message_reads import controls, shown

USERS = [100, 101, 102]
UNDO_GAMES = ["mission-wild-life", "wildlife", "wildlife-adventure"]


@pytest.fixture(autouse=True)
def _uis() -> None:
    discover()


async def started(storage: Storage, game: str, options: dict[str, Any] | None = None) -> tuple[MatchService, int]:
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    rec = await svc.create_lobby(game=game, guild_id=1, channel_id=2, host_id=USERS[0], host_name="Ana", seed=7,
                                 options=options or {})
    for user, name in zip(USERS[1:], ["Bob", "Cid"], strict=True):
        await svc.join(rec.id, user, name)
    rec = await svc.start_match(rec.id, USERS[0])
    return svc, rec.id


@pytest.fixture
async def wildlife(storage: Storage) -> AsyncIterator[tuple[MatchService, int]]:
    svc, mid = await started(storage, "wildlife")
    yield svc, mid
    await svc.close()


def undo_items(kwargs: dict[str, Any], ui: AnyUI) -> list[discord.ui.Button[Any]]:
    return [i for i in controls(kwargs) if isinstance(i, discord.ui.Button) and f":{UNDO}:" in (i.custom_id or "")]


def panel_undos(svc: MatchService, seat: int, match_id: int) -> list[discord.ui.Button[Any]]:
    record = svc.match(match_id)
    assert record is not None
    rendered = build_panel(svc, record, seat)
    return [i for i in controls(rendered.send_kwargs()) if isinstance(i, discord.ui.Button)
            and f":{UNDO}:" in (i.custom_id or "")]


async def play_until_undoable(svc: MatchService, match_id: int, seed: int = 3, steps: int = 400) -> tuple[int, int]:
    """Random moves (none of them an undo) until a seat may take one back: ``(seat, user)``."""
    game = svc.game_of(match_id)
    rng = random.Random(seed)
    for _ in range(steps):
        for seat in range(3):
            if svc.undo_offer(match_id, seat) is not None:
                return seat, USERS[seat]
        seat = min(svc.to_act(match_id))
        live = svc.match(match_id)
        assert live is not None
        moves = [a for a in game.legal_actions(svc._live.require(match_id).state, seat) if not isinstance(a, Undo)]
        await svc.act(match_id, USERS[seat], rng.choice(moves))
    raise AssertionError("no move that may be taken back came")


def views(svc: MatchService, match_id: int) -> list[str]:
    return [svc.view(match_id, s).model_dump_json(exclude={"undo"}) for s in [None, 0, 1, 2]]


# ------------------------------------------------------------------ the button

async def test_the_button_is_on_a_panel_exactly_when_the_rule_allows_it(wildlife: tuple[MatchService, int]) -> None:
    """Along random play, every seat's panel has one ↩️ Undo button when the service offers it a move
    to take back, labelled with that move, and none otherwise (never a disabled one)."""
    svc, mid = wildlife
    game, ui = svc.game_of(mid), GAME_UIS["wildlife"]
    rng = random.Random(5)
    offered = 0
    for _ in range(120):
        for seat in range(3):
            offer = svc.undo_offer(mid, seat)
            buttons = panel_undos(svc, seat, mid)
            if offer is None:
                assert buttons == [], seat
                continue
            offered += 1
            [button] = buttons
            assert button.custom_id == f"wl:{mid}:undo:{offer.step}" and not button.disabled
            assert str(button.emoji) == EMOJI and button.label == f"Undo: {ui.action_label(offer.action)}"
        if svc.match(mid) is None:
            break
        seat = min(svc.to_act(mid))
        moves = [a for a in game.legal_actions(svc._live.require(mid).state, seat) if not isinstance(a, Undo)]
        await svc.act(mid, USERS[seat], rng.choice(moves))
    assert offered > 5


async def test_a_click_takes_back_that_one_move_and_nothing_else(wildlife: tuple[MatchService, int]) -> None:
    svc, mid = wildlife
    ui = GAME_UIS["wildlife"]
    seat, user = await play_until_undoable(svc, mid)
    offer = svc.undo_offer(mid, seat)
    assert offer is not None
    record = svc.match(mid)
    assert record is not None and record.version == offer.step  # the offer names the latest move
    before_moves = views(svc, mid)
    [button] = panel_undos(svc, seat, mid)
    answered = await click_as(svc, ui, user, str(button.custom_id))
    [edit] = answered.response.edited
    assert not shown(edit).startswith("⚠️")
    after = svc.match(mid)
    assert after is not None and after.version == offer.step + 1
    assert svc.undo_offer(mid, seat) is None or svc.undo_offer(mid, seat).step < offer.step  # type: ignore[union-attr]
    assert views(svc, mid) != before_moves  # the move is gone from every view
    # the same button again (a double click): one line, nothing changes
    again = await click_as(svc, ui, user, str(button.custom_id))
    assert shown(again.response.edited[0]).split("\n")[0] == "⚠️ That move has already been taken back."
    assert svc.match(mid).version == after.version  # type: ignore[union-attr]


async def test_two_quick_clicks_take_back_one_move(wildlife: tuple[MatchService, int]) -> None:
    svc, mid = wildlife
    ui = GAME_UIS["wildlife"]
    seat, user = await play_until_undoable(svc, mid)
    [button] = panel_undos(svc, seat, mid)
    version = svc.match(mid).version  # type: ignore[union-attr]
    first, second = await asyncio.gather(click_as(svc, ui, user, str(button.custom_id)),
                                         click_as(svc, ui, user, str(button.custom_id)))
    lines = sorted(shown(i.response.edited[0]).split("\n")[0] for i in (first, second))
    assert [line.startswith("⚠️") for line in lines].count(True) == 1, lines
    assert "⚠️ That move has already been taken back." in lines
    assert svc.match(mid).version == version + 1  # type: ignore[union-attr]


async def test_forged_foreign_and_gone_undos_are_refused_in_one_line(wildlife: tuple[MatchService, int]) -> None:
    svc, mid = wildlife
    ui = GAME_UIS["wildlife"]
    seat, user = await play_until_undoable(svc, mid)
    step = svc.undo_offer(mid, seat).step  # type: ignore[union-attr]
    version = svc.match(mid).version  # type: ignore[union-attr]
    other = USERS[(seat + 1) % 3]
    cases = [
        (user, f"wl:{mid}:undo:{step + 50}", "There is no such move to take back."),  # a forged step
        (other, f"wl:{mid}:undo:{step}", "You can only take back your own moves."),  # another seat's
        (user, f"wl:{mid}:undo:{step - 1}", None),  # an older move: gone or never one (its reason)
    ]
    for who, custom_id, line in cases:
        answered = await click_as(svc, ui, who, custom_id)
        assert len(answered.response.edited) == 1 and not answered.response.sent
        first = shown(answered.response.edited[0]).split("\n")[0]
        assert first.startswith("⚠️ "), first
        if line is not None:
            assert first == f"⚠️ {line}"
        assert svc.match(mid).version == version  # type: ignore[union-attr]
    malformed = await click_as(svc, ui, user, f"wl:{mid}:undo:x1")
    assert "not recognised" in malformed.response.sent[0]["content"]  # a malformed id, as any other verb's


async def test_a_move_that_closed_the_window_gives_its_reason(wildlife: tuple[MatchService, int]) -> None:
    """A panel drawn before the seat ended its turn: its Undo says the turn moved on."""
    svc, mid = wildlife
    ui = GAME_UIS["wildlife"]
    game = svc.game_of(mid)
    for attempt in range(200):
        seat, user = await play_until_undoable(svc, mid, seed=attempt)
        state = svc._live.require(mid).state
        end = next((a for a in game.legal_actions(state, seat) if getattr(a, "kind", "") == "end_turn"), None)
        if end is None:
            await svc.act(mid, user, game.legal_actions(state, seat)[0])
            continue
        [button] = panel_undos(svc, seat, mid)
        await svc.act(mid, user, end)
        version = svc.match(mid).version  # type: ignore[union-attr]
        answered = await click_as(svc, ui, user, str(button.custom_id))
        assert shown(answered.response.edited[0]).split("\n")[0] == (
            "⚠️ That move can no longer be taken back: your turn has moved on.")
        assert svc.match(mid).version == version  # type: ignore[union-attr]
        assert panel_undos(svc, seat, mid) == []  # and the panel redrawn has no Undo
        return
    raise AssertionError("no turn ended after a move that may be taken back")


async def test_undo_off_shows_no_button(storage: Storage) -> None:
    svc, mid = await started(storage, "wildlife", {"undo": False})
    try:
        game = svc.game_of(mid)
        rng = random.Random(2)
        for _ in range(60):
            for seat in range(3):
                assert panel_undos(svc, seat, mid) == []
            seat = min(svc.to_act(mid))
            await svc.act(mid, USERS[seat], rng.choice(game.legal_actions(svc._live.require(mid).state, seat)))
    finally:
        await svc.close()


async def test_the_panel_basis_names_the_undo(wildlife: tuple[MatchService, int]) -> None:
    """A panel with a basis (a waiting seat's) is rebuilt when the move it may take back changes:
    the kit's basis carries the take-back."""
    svc, mid = wildlife
    record = svc.match(mid)
    assert record is not None
    for seat in range(3):
        basis = panel_basis(svc, record, seat)
        if basis is not None:
            assert isinstance(basis, tuple) and len(basis) == 2
            offer = take_back_for(svc, record, seat, svc.view_of(record, seat))
            assert basis[1] == (offer.step if offer is not None else None)


# ------------------------------------------------------------------ words

def undoable_actions(game: AnyGame, seed: int, steps: int = 1500) -> dict[str, list[Model]]:
    """Every kind of move that may be taken back met along random play (with the passing variant)."""
    options = game.Options.model_validate({"pass_cards": True} if game.key == "mission-wild-life" else {})
    state = game.setup(3, options, seed)
    rng = Rng.from_seed(seed)
    met: dict[str, list[Model]] = {}
    for _ in range(steps):
        if game.outcome(state) is not None or not game.to_act(state):
            break
        for seat in range(3):
            offer = game.view(state, seat).undo
            if offer is not None:
                met.setdefault(offer.kind, []).append(game.action_adapter.validate_python(offer.action))
        seat = min(game.to_act(state))
        game.apply(state, seat, rng.choice([a for a in game.legal_actions(state, seat) if not isinstance(a, Undo)]))
    return met


@pytest.mark.parametrize("key", UNDO_GAMES)
def test_every_move_that_may_be_taken_back_has_its_words_in_every_language(key: str) -> None:
    """Each kind of move a game lets be taken back has a label of its own (not the default) that
    fits a button in English, German and the pseudo-language, and a name for /rules."""
    game, ui = registry.get(key), GAME_UIS[key]
    met: dict[str, list[Model]] = {}
    for seed in range(1, 6):
        for kind, actions in undoable_actions(game, seed).items():
            met.setdefault(kind, []).extend(actions[:20])
    assert met, key
    for lang in (Lang.EN, Lang.DE, Lang.QPS):
        default = t(lang, "core-undo-what")
        for kind, actions in met.items():
            for action in actions:
                label = t(lang, "core-undo-button", what=ui.action_label(action, lang))
                assert ui.action_label(action, lang) != default, (key, kind, lang)
                assert len(label) <= LABEL, (key, label)
        for kind in game.undo_kinds:  # type: ignore[attr-defined]
            assert ui.kind_name(kind, lang) not in (kind, kind.replace("_", " ")), (key, kind, lang)


def test_rules_say_what_each_game_lets_be_taken_back() -> None:
    for key in registry.games():
        lines = undo_lines(key)
        assert lines, key
        game = registry.get(key)
        kinds: frozenset[str] = getattr(game, "undo_kinds", frozenset())
        for kind in kinds:
            assert any(GAME_UIS[key].kind_name(kind) in line for line in lines), (key, kind)
        assert any("Undo" in line for line in lines) == bool(kinds), key
    assert undo_lines("rescue-animals") == ["Nothing can be taken back: everyone plays at once, in real time."]
    assert all("Zurück" in line or "zurück" in line for line in undo_lines("wildlife", Lang.DE))


# ------------------------------------------------------------------ the lobby option

def _lobby(game: str, options: dict[str, Any]) -> MatchRecord:
    seats = [SeatRecord(0, 100, "Ana")]
    return MatchRecord(id=7, guild_id=1, channel_id=2, thread_id=None, game=game, status=MatchStatus.LOBBY, host_id=100,
                       options=options, seed=1, state=None, version=0, timers={}, created_at=0.0, updated_at=0.0,
                       seats=seats)


@pytest.mark.parametrize("lang", [Lang.DE, Lang.QPS])
@pytest.mark.parametrize("key", UNDO_GAMES)
def test_the_lobby_names_taking_back_in_the_readers_language(key: str, lang: Lang) -> None:
    """Every game's "Take back moves" option, label and values, in the language being drawn (a game
    that built it without the reader's language showed it in English in a German lobby)."""
    with reading(lang):
        fields = {f: (label, [name for name, _ in values]) for f, label, values in GAME_UIS[key].option_fields()}
    assert fields["undo"] == (t(lang, "core-undo-option"),
                              [t(lang, "core-undo-option-off"), t(lang, "core-undo-option-on")])
    assert fields["undo"][0] != t(Lang.EN, "core-undo-option")


@pytest.mark.parametrize("key", UNDO_GAMES)
def test_the_lobby_shows_taking_back_on_until_the_host_switches_it_off(key: str) -> None:
    ui = GAME_UIS[key]
    assert "undo" in {f for f, _, _ in ui.option_fields()}
    for options, on in (({}, True), ({"undo": False}, False), ({"undo": True}, True)):
        record = _lobby(key, options)
        assert current_options(record)["undo"] is on
        assert f"Take back moves: **{'On' if on else 'Off'}**" in ui.option_lines(current_options(record))
        items = option_selects(record, ui.option_fields(), turn_timer=True)
        chosen: list[bool] = []
        for item in items:
            select = item.item if isinstance(item, (OptionSelect, VariantSelect)) else None
            if isinstance(item, VariantSelect):
                assert select is not None
                chosen += [o.default for o in select.options if o.value == "undo"]
            elif isinstance(item, OptionSelect) and item.field == "undo":
                assert select is not None
                chosen += [json.loads(o.value) for o in select.options if o.default]
        assert chosen == [on], (key, options, chosen)


@pytest.mark.parametrize("key", UNDO_GAMES)
def test_setup_defaults_read_and_word_the_option(key: str) -> None:
    """``/setup defaults set game:… option:undo value:off`` sets it for the server's new lobbies."""
    game = registry.get(key)
    assert "undo" in option_names(game) and field_label(game, "undo") == "Take back moves"
    for typed, value in (("off", False), ("Off", False), ("on", True)):
        assert check_default(game, "undo", parse_value(game, "undo", typed)) is value
    assert value_text(game, "undo", False) == "Off"


# ------------------------------------------------------------------ the kit's placement

def test_place_finds_the_refresh_row_then_a_free_row_then_any_room() -> None:
    def button(cid: str, row: int | None = None) -> discord.ui.Button[Any]:
        return discord.ui.Button(label=cid, custom_id=cid, row=row)

    view = discord.ui.View()
    for i in range(3):
        view.add_item(button(f"card{i}", 0))
    view.add_item(button("refresh", 1))
    assert place(view, button("undo"), near="refresh") and view.children[-1].row == 1
    full = discord.ui.View()
    for r in range(2):
        for i in range(5):
            full.add_item(button(f"b{r}{i}", r))
    assert place(full, button("undo"), near="b10") and full.children[-1].row == 2  # the next free row
    packed = discord.ui.View()
    for r in range(5):
        for i in range(5 if r != 1 else 4):
            packed.add_item(button(f"p{r}{i}", r))
    assert place(packed, button("undo"), near="p40") and packed.children[-1].row == 1  # the one gap
    packed.remove_item(packed.children[-1])
    packed.add_item(button("p14", 1))
    assert not place(packed, button("undo"), near="p40") and len(packed.children) == 25  # no room: unchanged
