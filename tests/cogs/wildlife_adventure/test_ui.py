"""Wildlife Adventure's Discord presentation: table, My cards panel, announcements, clicks (no network).

Seeded games are played with the engine's bot policy; at many of their states the table and
the panels are rendered and checked against Discord's limits (the sandbox's own validator),
the spectator table is checked to hold no hand, and every legal action of the seat to move
is turned into the clicks a person makes (``UI.clicks_for``) and followed through the
panels those clicks open, back to the same engine action.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import discord
import pytest

from cogs.games.wildlife_adventure import UI, choices
from cogs.games.wildlife_adventure.announce import announcements
from cogs.games.wildlife_adventure.ui import parse_extension_text, parse_obstacle_text
from cogs.games.wildlife_adventure.words import animal_fact, animal_label, animal_name, score_rule
from cogs.kit.rendered import Rendered
from cogs.kit.text import MODAL_TITLE
from cogs.kit.ui import PanelContext, register_ui
from cogs.lang import Lang, reading, t
from cogs.lang.words import refusal
from engine.core import Event, IllegalAction, Model, Rng
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.actions import ObstacleAction, action_adapter
from engine.games.wildlife_adventure.state import WAState
from engine.games.wildlife_adventure.views import WAView, legal_from_view
from engine.service import MatchService
from sandbox import readable
from sandbox.limits import validate_message
from storage import MatchRecord, MatchStatus, SeatRecord, Storage
from tests.cogs.test_kit import check_stale_after_any_move

NAMES = ["Ana", "Bo_*bold*", "@everyone", "Dee", "Eli", "Fay"]
MID = 123456789012345678


def make_record(n: int, version: int = 1, status: MatchStatus = MatchStatus.ACTIVE) -> MatchRecord:
    seats = [SeatRecord(i, 1000 + i, NAMES[i]) for i in range(n - 1)] + [SeatRecord(n - 1, None, "Otter", True)]
    return MatchRecord(id=MID, guild_id=1, channel_id=2, thread_id=3, game="wildlife-adventure", status=status,
                       host_id=1000, options={}, seed=7, state=None, version=version, timers={}, created_at=0.0,
                       updated_at=0.0, seats=seats)


def play(n: int, seed: int) -> Iterator[tuple[WAState, int, list[Event]]]:
    """A whole game with the bot policy: (state, acting seat, events) after every action."""
    state = GAME.setup(n, None, seed)
    rng = Rng.from_seed(seed)
    while GAME.outcome(state) is None:
        seat = next(iter(GAME.to_act(state)))
        action = GAME.bot_action(GAME.view(state, seat), seat, rng)
        assert action is not None
        events = GAME.apply(state, seat, action)
        yield state, seat, events


def samples(n: int, seed: int, every: int) -> list[tuple[WAState, int]]:
    """Copies of the states of one game every ``every`` actions (and the last)."""
    out = []
    k = 0
    last = None
    for k, (state, _, _) in enumerate(play(n, seed)):
        last = state
        if k % every == 0:
            out.append((state.model_copy(deep=True), k))
    assert last is not None
    out.append((last.model_copy(deep=True), k))
    return out


def check(r: Rendered) -> list[dict[str, Any]]:
    """The message as Discord would receive it passes the sandbox's limits; returns its components."""
    payload: dict[str, Any] = {"content": r.content, "embeds": [e.to_dict() for e in r.embeds]}
    components = r.view.to_components() if r.view is not None else []
    if components:
        payload["components"] = components
    validate_message(payload, creating=True, has_files=bool(r.pictures))
    for e in r.embeds:
        assert len(e) <= 6000
        if e.image and e.image.url:
            assert e.image.url in {p.url for p in r.pictures}
    rows = [c for c in components]
    assert len(rows) <= 5
    flat = [c for row in rows for c in row["components"]]
    ids = [c["custom_id"] for c in flat]
    assert len(ids) == len(set(ids))
    for c in flat:
        assert c.get("emoji") or c["type"] == 3, f"button without emoji: {c}"
        if c["type"] == 3:
            assert all(o.get("emoji") for o in c["options"]) or c["custom_id"].split(":")[2] == "open"
    return flat


def text_of(r: Rendered) -> str:
    """What a person reads (:func:`sandbox.readable`), with the components' data."""
    parts = [r.content or ""]
    for e in r.embeds:
        parts.append(json.dumps(e.to_dict(), ensure_ascii=False))
    if r.view is not None:
        parts.append(json.dumps(r.view.to_components(), ensure_ascii=False))
    parts += [p.alt for p in r.pictures]
    return readable("\n".join(parts))


def spectator(state: WAState) -> WAView:
    v = GAME.view(state, None)
    assert isinstance(v, WAView)
    return v


def seat_view(state: WAState, seat: int) -> WAView:
    v = GAME.view(state, seat)
    assert isinstance(v, WAView)
    return v


CASES = [(2, 1, 7), (4, 2, 5), (6, 3, 6), (3, 4, 9)]
LANGS = [Lang.EN, Lang.DE]
"""Every state is rendered in English and in German (longer words: Discord's limits hold in both)."""


def private_texts(state: WAState, seat: int, lang: Lang) -> set[str]:
    """``seat``'s hand as any language shows it: the engine's English and the catalog's ``lang``."""
    out = set(GAME.private_texts(state, seat))
    for card in state.hands[seat]:
        out |= {animal_name(card, lang), animal_label(card, lang)}
        fact = animal_fact(card, lang)
        if fact:
            out.add(fact)
    return out


def shows(secret: str, text: str) -> bool:
    """Whether ``text`` names ``secret`` as a whole word ("Löwe" is not in "Goldgelbes Löwenäffchen")."""
    return re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", text) is not None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n,seed,every", CASES)
def test_table_fits_discord_and_shows_no_hand(n: int, seed: int, every: int, lang: Lang) -> None:
    for version, (state, _) in enumerate(samples(n, seed, every)):
        record = make_record(n, version, MatchStatus.ACTIVE if state.phase == "play" else MatchStatus.FINISHED)
        r = UI.table(record, spectator(state), lang)
        check(r)
        assert [p.name for p in r.pictures] == ["board.png"]
        text = text_of(r)
        for s in range(n):
            for secret in private_texts(state, s, lang):
                assert not shows(secret, text), f"seat {s}'s {secret!r} on the table"
        assert "@everyone" not in str([e.to_dict() for e in r.embeds])  # names are escaped (alt text never pings)
        if state.phase == "over":
            assert t(lang, "wa-table-field-result", rule=score_rule(lang)) in text and "🥇" in text
    with pytest.raises(ValueError):
        UI.table(make_record(n), seat_view(state, 0))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n,seed,every", CASES)
def test_panels_fit_discord_in_every_menu(n: int, seed: int, every: int, lang: Lang) -> None:
    for state, _ in samples(n, seed, every):
        record = make_record(n)
        for seat in range(n):
            view = seat_view(state, seat)
            ctxs = [{}, {"map": ""}]
            if seat in GAME.to_act(state):
                ctxs += [{"menu": o.value} for o in choices.menu_options(view)]
                ctxs += [{"ext": "0"}, {"ext": "1"}, {"discard": "0"}, {"swap": "0"}]
                ctxs += [{m: "0"} for m in choices.obstacle_modes(view)]
            for opened in ctxs:
                r = UI.panel(record, seat, view, PanelContext(opened=opened, lang=lang))
                check(r)
                text = text_of(r)
                for other in range(n):
                    if other != seat:
                        mine = private_texts(state, seat, lang)
                        for secret in private_texts(state, other, lang) - mine:
                            assert not shows(secret, text), f"seat {other}'s {secret!r} in seat {seat}'s panel"


def _follow(view: WAView, record: MatchRecord, seat: int, clicks: list[tuple[str, list[str] | None]]) -> Model:
    """Click through the panels as a person would; returns the engine action of the last click."""
    opened: dict[str, str] = {}
    for i, (custom_id, values) in enumerate(clicks):
        panel = UI.panel(record, seat, view, PanelContext(opened=opened))
        comps = {c["custom_id"]: c for c in check(panel)}
        assert custom_id in comps, f"{custom_id} not on the panel opened at {opened}"
        comp = comps[custom_id]
        assert not comp.get("disabled")
        if values is not None:
            assert {o["value"] for o in comp["options"]} >= set(values)
        click = UI.codec.decode(custom_id, values or ())
        if click.verb.name == "open":
            assert i < len(clicks) - 1
            opened = {click.params["chooser"]: click.values[0] if click.values else ""}
            continue
        assert i == len(clicks) - 1 and click.verb.action is not None
        assert click.stamp == UI.stamp(record, view) == record.version
        return click.verb.action(click.params, click.values)
    raise AssertionError("no move click")


@pytest.mark.parametrize("n,seed", [(2, 11), pytest.param(4, 12, marks=pytest.mark.slow), (5, 13)])  # 4-12: a long game (~15 s)
def test_clicks_for_round_trips_every_legal_action(n: int, seed: int) -> None:
    rng = Rng.from_seed(seed)
    kinds: set[str] = set()
    for state, k in samples(n, seed, 9):
        if state.phase == "over":
            continue
        seat = next(iter(GAME.to_act(state)))
        view = seat_view(state, seat)
        record = make_record(n, version=k + 1)
        assert UI.stamp(record, view) == UI.stamp(record, spectator(state)) == record.version
        legal = legal_from_view(view)
        obstacles = [a for a in legal if isinstance(a, ObstacleAction)]
        others = [a for a in legal if not isinstance(a, ObstacleAction)]
        picked = others + [obstacles[rng.below(len(obstacles))] for _ in range(min(6, len(obstacles)))]
        for action in picked:
            clicks = UI.clicks_for(record, view, action)
            made = action_adapter.validate_python(_follow(view, record, seat, clicks))
            assert made == action, (clicks, made, action)
            assert all(len(c) <= 100 for c, _ in clicks)
            kinds.add(action.kind + ("*" if getattr(action, "star", None) else ""))
    assert {"extend", "obstacle", "swap", "remove", "end_turn"} <= kinds


def test_a_group_click_comes_first_when_over_25_options() -> None:
    state = GAME.setup(4, None, 3)
    seat = state.turn
    view = seat_view(state, seat)
    action = next(a for a in legal_from_view(view) if isinstance(a, ObstacleAction) and a.to == "AF7")
    record = make_record(4)
    clicks = UI.clicks_for(record, view, action)
    assert clicks[0] == (f"wa:{MID}:open:menu", [f"ob{action.obstacle}"])
    assert clicks[1][0] == f"wa:{MID}:open:ob{action.obstacle}" and clicks[1][1] is not None
    assert clicks[2] == (f"wa:{MID}:ob{action.obstacle}:{record.version}", ["AF7"])
    assert action_adapter.validate_python(_follow(view, record, seat, clicks)) == action


async def test_a_click_drawn_before_any_later_move_is_stale(storage: Storage) -> None:
    """The stamp is the match's version: a double click never makes a second (paid) move, and a
    panel drawn before a move made elsewhere only redraws."""
    register_ui(UI)  # as discover() does at start-up: the kit's panels look the UI up by game key
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    try:
        rec = await svc.create_lobby(game=GAME.key, guild_id=1, channel_id=2, host_id=1000, host_name="Ana", seed=7)
        await svc.join(rec.id, 1001, "Bo")
        await svc.join(rec.id, 1002, "Cy")
        rec = await svc.start_match(rec.id, 1000)
        await check_stale_after_any_move(svc, UI, rec.id)
    finally:
        await svc.close()


def test_typed_point_ids() -> None:
    state = GAME.setup(2, None, 1)
    seat = state.turn
    view = seat_view(state, seat)
    first = next(a for a in legal_from_view(view) if a.kind == "extend")
    reached = [a for a in legal_from_view(view) if a.kind == "extend" and a.to == first.to]
    if len({a.expedition for a in reached}) > 1:  # every expedition starts at the start base
        with pytest.raises(IllegalAction, match="Several expeditions"):
            parse_extension_text(first.to, view)
    colour = choices.colour_name(first.expedition).lower()
    assert parse_extension_text(f"{colour} {first.to.lower()}", view) == {"value": f"{first.expedition}.{first.to}"}
    with pytest.raises(IllegalAction, match="no space “\u2068ZZ99\u2069”"):
        parse_extension_text("ZZ99", view)
    with pytest.raises(IllegalAction, match="No expedition can reach AU3"):
        parse_extension_text("AU3", view)
    with pytest.raises(IllegalAction, match="one space id"):
        parse_extension_text("", view)
    other = seat_view(state, 1 - seat)
    with pytest.raises(IllegalAction, match="not your turn"):
        parse_extension_text(f"red {first.to}", other)
    assert parse_obstacle_text(0, False)("AU3", view) == {"value": "AU3", "star": ""}
    with pytest.raises(IllegalAction, match="That obstacle is not on the board") as refused:
        parse_obstacle_text(0, False)("off", view)
    assert refused.value.code == "wa-no-obstacle-off"
    with pytest.raises(IllegalAction) as refused:  # typed in German: the same words work
        parse_obstacle_text(0, False)("weg", view)
    assert t(Lang.DE, refusal(refused.value)) == "Dieses Hindernis ist nicht auf dem Spielplan."
    with pytest.raises(IllegalAction) as refused:
        parse_extension_text("AU3", view)
    assert "Keine Expedition erreicht AU3" in t(Lang.DE, refusal(refused.value))
    with pytest.raises(IllegalAction, match="no space"):
        parse_obstacle_text(0, False)("<@123>", view)


def test_announcements_are_public_and_compact() -> None:
    """Issue 37: a thread a person reads: claims of open discovery missions, chance cards and the
    final scores are posted, an animal found from a player's own hand is not (the table shows it
    with its fact), and no post carries a fact line: far fewer posts than animals found."""
    record = make_record(4)
    claimed = chance = final = posts = finds = 0
    state = None
    for state, _, events in play(4, 21):
        finds += sum(1 for e in events if e.kind == "animal_found" and e.visible_to is None)
        out = announcements(record, events)
        posts += len(out)
        for r in out:
            check(r)
            text = text_of(r)
            for s in range(4):
                for secret in GAME.private_texts(state, s):
                    assert secret not in text
            claimed += text.count("claims the open discovery mission")
            chance += text.count("draws a chance card")
            final += text.count("final scores")
            assert "\n> " not in text and not text.startswith("> ")  # no fact lines
            assert "found the" not in text and "completed" not in text
        assert not [r for r in announcements(record, [e for e in events if e.visible_to is not None])]
    assert claimed > 0 and chance > 0 and final == 1
    assert finds > 20 and posts < finds, (posts, finds)
    assert state is not None and state.phase == "over"


def test_option_fields_and_registration() -> None:
    assert UI.key == "wildlife-adventure" and UI.prefix == "wa"
    (field, _, opts), (undo, _, switch) = UI.option_fields()
    assert field == "first_player" and (None in [v for _, v in opts])
    assert undo == "undo" and [v for _, v in switch] == [False, True]  # taking back moves, on by default
    GAME.setup(2, GAME.Options.model_validate({"first_player": 1}), 1)
    assert isinstance(UI.panel_emoji, str) and UI.panel_emoji and not UI.panel_emoji.isascii()
    assert discord.utils  # discord importable for the components


def test_clicks_for_owed_choices_and_star_cards() -> None:
    """Every state of several games where a choice is owed (blue space, discard, re-lay) or a
    kept ★ card is usable: every such action round-trips through the panel."""
    kinds: set[str] = set()
    for n, seed in [(4, 31), (5, 32), (6, 33), (3, 34)]:
        for state, _, _ in play(n, seed):
            if state.phase == "over":
                break
            seat = next(iter(GAME.to_act(state)))
            if state.pending is None and not state.kept[seat]:
                continue
            view = seat_view(state, seat)
            record = make_record(n)
            wanted = [a for a in legal_from_view(view)
                      if a.kind in ("blue", "discard", "relay") or getattr(a, "star", None)]
            for action in wanted[:12]:
                made = action_adapter.validate_python(_follow(view, record, seat, UI.clicks_for(record, view, action)))
                assert made == action
                kinds.add(action.kind + ("*" if getattr(action, "star", None) else ""))
    assert {"blue", "discard", "relay", "obstacle*", "remove*"} <= kinds, kinds


def test_a_view_s_legal_moves_are_worked_out_once_for_its_panel(monkeypatch: pytest.MonkeyPatch) -> None:
    """One panel asks the legal moves of its view several times (its text, its menus, its buttons):
    they are worked out once per view object (:func:`cogs.kit.memo.by_view`), and a new view of
    the same state is worked out anew."""
    state = GAME.setup(3, None, 5)
    (seat,) = GAME.to_act(state)
    view = seat_view(state, seat)
    calls: list[WAView] = []

    def counting(v: WAView) -> list[Any]:
        calls.append(v)
        return legal_from_view(v)

    monkeypatch.setattr(choices, "legal_from_view", counting)
    check(UI.panel(make_record(3), seat, view, PanelContext()))
    assert calls == [view]
    assert choices.legal(view) == legal_from_view(view) and calls == [view]
    fresh = seat_view(state, seat)
    assert choices.legal(fresh) == choices.legal(view) and calls == [view, fresh]


@pytest.mark.parametrize("lang", LANGS)
def test_modal_titles_and_option_labels_fit_in_every_language(lang: Lang) -> None:
    """The ⌨️ modals' titles and fields (45 characters) and the lobby's option labels, in each language."""
    for verb in UI.verbs:
        if verb.prompt:
            assert 0 < len(t(lang, verb.prompt)) <= MODAL_TITLE, verb.prompt
            assert verb.example and len(t(lang, verb.example)) <= 100
    with reading(lang):
        fields = UI.option_fields()
    assert all(len(label) <= 45 for _, label, _ in fields)
