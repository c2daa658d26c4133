"""WildLife's Discord presentation (cogs/games/wildlife/), without network.

Seeded whole games (the engine's bot policy from each seat's view) are rendered at every
step: the table and the panels stay within Discord's limits, the spectator table never
shows a hand card, a panel never shows another seat's hand, announcements come from public
events only, and every legal action of the seat to act round-trips through ``clicks_for``
into components that are on its panel and that the codec decodes back to that action.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import emoji
import pytest

from cogs.games.wildlife import UI
from cogs.games.wildlife.announce import announce
from cogs.games.wildlife.picture import picture_key
from cogs.games.wildlife.table import plain_names
from cogs.games.wildlife.verbs import parse_bid, parse_space
from cogs.kit.codec import MalformedId
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GAME_UIS, PanelContext, discover, register_ui
from cogs.lang import SOURCE, Lang, reading
from engine.core import Event, IllegalAction, Rng, parse_action
from engine.games.wildlife import GAME
from engine.games.wildlife.actions import BidAction, MigrateAction, PlaceAction
from engine.games.wildlife.cards import hand_label
from engine.games.wildlife.state import WLOptions, WLState
from engine.games.wildlife.views import WLView
from engine.service import MatchService, MatchUpdate, TakeBack, UpdateKind
from engine.undo import Undo
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, SeatRecord, Storage
from tests.cogs.test_kit import check_stale_after_any_move

NAMES = ["Ana", "Bob *bold*", "Cid", "Dee", "Eve", "Fay"]


# ------------------------------------------------------------------ helpers

def make_record(n: int, match_id: int = 42, version: int = 0) -> MatchRecord:
    seats = [SeatRecord(i, 100 + i, NAMES[i]) for i in range(n)]
    seats[-1] = SeatRecord(n - 1, None, "🤖 Otter", is_bot=True)
    return MatchRecord(
        id=match_id, guild_id=1, channel_id=2, thread_id=3, game="wildlife", status=MatchStatus.ACTIVE, host_id=100,
        options={}, seed=1, state=None, version=version, timers={}, created_at=0.0, updated_at=0.0, seats=seats,
    )


def embed_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", (embed.footer.text or "") if embed.footer else ""]
    for f in embed.fields:
        parts += [f.name or "", f.value or ""]
    return "\n".join(parts)


def rendered_text(r: Rendered) -> str:
    """Everything a person can read in a message: content, embeds and the pictures' text (markdown
    escapes kept, so a test sees a name is escaped)."""
    return unisolated("\n".join([r.content or "", *(embed_text(e) for e in r.embeds), *(p.alt for p in r.pictures)]))


def check_limits(r: Rendered) -> None:
    assert len(r.content or "") <= 2000
    assert len(r.embeds) <= 10
    assert sum(len(e) for e in r.embeds) <= 6000
    for e in r.embeds:
        assert len(e.title or "") <= 256 and len(e.description or "") <= 4096 and len(e.fields) <= 25
        for f in e.fields:
            assert 0 < len(f.name or "") <= 256 and 0 < len(f.value or "") <= 1024
        if e.footer and e.footer.text:
            assert len(e.footer.text) <= 2048
    for p in r.pictures:
        assert len(p.alt) <= 1024
    if r.view is not None:
        children = r.view.children
        assert len(children) <= 25
        ids = [c.custom_id for c in children]  # type: ignore[attr-defined]
        assert len(ids) == len(set(ids)), ids
        rows: dict[int, int] = {}
        for c in children:
            assert len(c.custom_id) <= 100  # type: ignore[attr-defined]
            assert c.row is not None and 0 <= c.row <= 4
            rows[c.row] = rows.get(c.row, 0) + c.width
            if isinstance(c, discord.ui.Select):
                assert 1 <= len(c.options) <= 25
                assert len({o.value for o in c.options}) == len(c.options)
                for o in c.options:
                    assert len(o.label) <= 100 and len(o.description or "") <= 100
                    assert o.emoji is None or emoji.is_emoji(str(o.emoji)), o.emoji
                assert len(c.placeholder or "") <= 150
            else:
                assert len(c.label or "") <= 80  # type: ignore[attr-defined]
                assert c.emoji is None or emoji.is_emoji(str(c.emoji)), c.emoji  # type: ignore[attr-defined]
            UI.codec.decode(c.custom_id)  # type: ignore[attr-defined]
        assert all(w <= 5 for w in rows.values()), rows
        assert len(r.view.to_components()) <= 5


def play(n: int, options: WLOptions, seed: int) -> Iterator[tuple[WLState, int | None, list[Event]]]:
    """Yield (state, seat, events) after every action of a seeded bot game (and once at the start)."""
    state = GAME.setup(n, options, seed)
    rng = Rng.from_seed(seed)
    yield state, None, GAME.setup_events(state)
    for _ in range(5000):
        if GAME.outcome(state) is not None:
            return
        seat = next(iter(GAME.to_act(state)))
        action = GAME.bot_action(GAME.view(state, seat), seat, rng)
        assert action is not None
        events = GAME.apply(state, seat, action)
        yield state, seat, events
    raise AssertionError("game did not end")


def hidden_strings(state: WLState) -> set[str]:
    out: set[str] = set()
    for s in range(state.seats):
        out |= GAME.private_texts(state, s)
    return out


GAMES = [
    (2, WLOptions(), 1),
    (4, WLOptions(), 2),
    (4, WLOptions(unlimited_abilities=True, auction_expand=True, chart_auction=True, rotating_start=True), 3),
    (6, WLOptions(chart_auction=True), 4),
]


# ------------------------------------------------------------------ registration

def test_registered_with_the_variants_as_lobby_options() -> None:
    discover()
    assert GAME_UIS["wildlife"].key == "wildlife" and UI.prefix == "wl"
    assert UI.word(UI.panel_label, SOURCE) == "Hand" and emoji.is_emoji(UI.panel_emoji)
    fields = {f for f, _, _ in UI.option_fields()}
    assert fields == set(WLOptions.model_fields)  # the four variants and taking back moves (undo)
    for _, label, choices in UI.option_fields():
        assert len(label) <= 45 and [v for _, v in choices] == [False, True]


# ------------------------------------------------------------------ whole games

@pytest.mark.parametrize(("n", "options", "seed"), GAMES)
def test_whole_games_render_within_limits_without_leaks(n: int, options: WLOptions, seed: int) -> None:
    saw = {"auction": False, "major": False, "final": False, "attack": False, "bid_buttons": False}
    for version, (state, seat, events) in enumerate(play(n, options, seed), 1):
        record = make_record(n, version=version)
        spectator = GAME.view(state, None)
        table = UI.table(record, spectator)
        check_limits(table)
        text = rendered_text(table)
        assert not {h for h in hidden_strings(state) if h in text}
        assert "Your hand" not in text and table.view is None
        assert table.embeds[0].image.url == table.pictures[0].url == "attachment://wildlife-board.png"
        # keyed by what it draws (the window, the pieces, the title), not by the version
        assert table.pictures[0].key == (record.id, *picture_key(spectator, plain_names(record, n)))
        saw["auction"] |= spectator.auction is not None and "Auction" in text
        actors = GAME.to_act(state)
        for s in sorted(actors | {0}):
            view = GAME.view(state, s)
            panel = UI.panel(record, s, view, PanelContext())
            check_limits(panel)
            ptext = rendered_text(panel)
            others = set().union(*(GAME.private_texts(state, o) for o in range(n) if o != s)) - \
                GAME.private_texts(state, s)
            assert not {t for t in others if t in ptext}
            assert all(c.label in ptext for c in view.hand)
            assert panel.view is not None
            enabled = [c for c in panel.view.children if not c.disabled]  # type: ignore[attr-defined]
            if s not in actors:
                # Full map and Refresh only
                assert [UI.codec.decode(c.custom_id).verb.name for c in enabled] == ["fullmap", "refresh"]  # type: ignore[attr-defined]
            saw["bid_buttons"] |= any(":bid:" in c.custom_id for c in enabled)  # type: ignore[attr-defined]
        if seat is not None:
            kind = UpdateKind.FINISHED if GAME.outcome(state) else UpdateKind.ACTION
            for r in UI.announcements(MatchUpdate(record, kind, events, seat)):
                check_limits(r)
                out = rendered_text(r)
                assert not {h for h in hidden_strings(state) if h in out}
                for e in events:
                    if e.visible_to is not None:  # a dealt or drawn hand: none of its cards named
                        assert not any(hand_label(c) in out for c in e.data.get("cards", []))
                saw["major"] |= any("Major Scoring" in (e.title or "") for e in r.embeds)
                saw["final"] |= any("🏆" in (e.title or "") and "WildLife" in (e.title or "") for e in r.embeds)
                saw["attack"] |= "⚔️" in (r.content or "")
    assert saw["auction"] and saw["final"] and saw["bid_buttons"], saw
    if n > 2:
        assert saw["major"], saw


# ------------------------------------------------------------------ clicks_for

def _panel_has(panel: Rendered, custom_id: str, values: list[str] | None) -> bool:
    assert panel.view is not None
    for c in panel.view.children:
        if c.custom_id != custom_id or c.disabled:  # type: ignore[attr-defined]
            continue
        if values is None:
            return isinstance(c, discord.ui.Button)
        return isinstance(c, discord.ui.Select) and all(v in {o.value for o in c.options} for v in values)
    return False


@pytest.mark.parametrize(("n", "options", "seed"), [
    pytest.param(*game, marks=pytest.mark.slow) if 0 < i < len(GAMES) - 1 else game  # the two 4-player games: full run only
    for i, game in enumerate(GAMES)])
def test_clicks_for_round_trips_every_legal_action(n: int, options: WLOptions, seed: int) -> None:
    """Every legal action of the seat to act: its clicks are on the panel (the chooser's group
    first when needed) and the last decodes back to the action."""
    kinds: set[str] = set()
    grouped = 0
    for i, (state, _, _) in enumerate(play(n, options, seed)):
        if GAME.outcome(state) is not None:
            break
        record = make_record(n, version=i + 1)
        [seat] = GAME.to_act(state)
        view = GAME.view(state, seat)
        spectator_stamp = UI.stamp(record, GAME.view(state, None))
        assert UI.stamp(record, view) == spectator_stamp == record.version
        panels: dict[tuple[str, str] | None, Rendered] = {}
        legal = GAME.legal_actions(state, seat)
        if i % 3 and len(legal) > 40:
            legal = legal[::7]  # the long migration lists: a sample on most steps
        for action in legal:
            steps = UI.clicks_for(record, view, action)
            opened: dict[str, str] = {}
            if isinstance(action, Undo):  # the kit's Undo button, on the panel while the view offers it
                assert view.undo is not None and view.undo.step == action.step
                take_back = TakeBack(step=action.step, action=parse_action(GAME, view.undo.action), more=0, deadline=None)
                undo_panel = UI.panel(record, seat, view, PanelContext(take_back=take_back))
                [(custom_id, values)] = steps
                assert _panel_has(undo_panel, custom_id, values), (action, custom_id)
                assert (UI.codec.decode(custom_id).verb.name, UI.codec.decode(custom_id).stamp) == ("undo", action.step)
                kinds.add(action.kind)
                continue
            for custom_id, values in steps:
                key = next(iter(opened.items())) if opened else None
                if key not in panels:
                    panels[key] = UI.panel(record, seat, view, PanelContext(opened=dict(opened)))
                assert _panel_has(panels[key], custom_id, values), (action, custom_id, values)
                click = UI.codec.decode(custom_id, values or ())
                if click.verb.name == "open":
                    opened = {click.params["chooser"]: click.values[0]}
                    grouped += 1
            click = UI.codec.decode(*steps[-1][:1], steps[-1][1] or ())
            assert click.match_id == record.id and click.stamp == spectator_stamp
            assert click.verb.action is not None
            assert click.verb.action(click.params, click.values) == action
            kinds.add(action.kind)
    assert {"use", "auction", "bid", "pass", "place", "end_turn", "undo"} <= kinds, kinds
    assert grouped > 0


async def test_a_click_drawn_before_any_later_move_is_stale(storage: Storage) -> None:
    """The stamp is the match's version: a double click never makes a second move, and a panel
    drawn before a move made elsewhere only redraws."""
    register_ui(UI)  # as discover() does at start-up: the kit's panels look the UI up by game key
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    try:
        rec = await svc.create_lobby(game=GAME.key, guild_id=1, channel_id=2, host_id=100, host_name="Ana", seed=7)
        await svc.join(rec.id, 101, "Bob")
        await svc.join(rec.id, 102, "Cid")
        rec = await svc.start_match(rec.id, 100)
        await check_stale_after_any_move(svc, UI, rec.id)
    finally:
        await svc.close()


# ------------------------------------------------------------------ typed input

def _state_at(pred: Any, n: int = 4, seed: int = 2) -> tuple[WLState, int, WLView]:
    for state, _, _ in play(n, WLOptions(), seed):
        if GAME.outcome(state) is not None:
            break
        [seat] = GAME.to_act(state)
        view = GAME.view(state, seat)
        if pred(view):
            return state, seat, view
    raise AssertionError("no such state")


def test_typed_space_label() -> None:
    _, _, view = _state_at(lambda v: any(isinstance(a, PlaceAction) for a in v.legal))
    legal = [a.space for a in view.legal if isinstance(a, PlaceAction)]
    assert parse_space(legal[0].lower(), view) == {"act": "place", "space": legal[0]}
    assert parse_space(f"  {legal[0]} ", view) == {"act": "place", "space": legal[0]}
    with pytest.raises(IllegalAction, match="not a space label"):
        parse_space("hello", view)
    with pytest.raises(IllegalAction, match="There is no space Z9"):
        parse_space("Z9", view)
    taken = next(iter(view.board), None)
    if taken is not None:
        with pytest.raises(IllegalAction, match=f"You cannot use {taken}"):
            parse_space(taken, view)
    space = UI.codec.verbs["space"].action
    assert space is not None
    assert space({"act": "place", "space": legal[0]}, ()) == PlaceAction(space=legal[0])


def test_typed_migration_and_bid() -> None:
    _, _, view = _state_at(lambda v: any(isinstance(a, MigrateAction) for a in v.legal))
    m = next(a for a in view.legal if isinstance(a, MigrateAction))
    params = parse_space(f"{m.from_space} {m.to_space}", view)
    space = UI.codec.verbs["space"].action
    assert space is not None
    assert space(params, ()) == m
    assert parse_space(f"{m.from_space}>{m.to_space}", view) == params
    _, _, view = _state_at(lambda v: any(isinstance(a, BidAction) for a in v.legal))
    amounts = sorted(a.amount for a in view.legal if isinstance(a, BidAction))
    assert parse_bid(f" {amounts[0]} food", view) == {"amount": str(amounts[0])}
    with pytest.raises(IllegalAction, match="not an amount"):
        parse_bid("lots", view)
    with pytest.raises(IllegalAction, match=f"You can bid {amounts[0]} to {amounts[-1]}"):
        parse_bid(str(amounts[-1] + 1), view)
    bid = UI.codec.verbs["bid"].action
    assert bid is not None
    assert bid({"amount": "7"}, ()) == BidAction(amount=7)


@pytest.mark.parametrize("forged", ["wl:7:use", "wl:7:bid:12:x", "wl:7:bid:1:1:1", "wl:7:nosuch:1", "WL:7:refresh",
                                    "wl:7:end", "wl:٣:refresh", "wl:7:bid:1:٣"])
def test_forged_custom_ids_rejected(forged: str) -> None:
    with pytest.raises(MalformedId):
        UI.codec.decode(forged)


# ------------------------------------------------------------------ announcements

def test_announcements_name_players_and_break_down_scorings() -> None:
    record = make_record(3)
    lines = [{"label": "Large Forest", "points": [5, 0, 2]}, {"label": "Largest herd", "points": [0, 10, 0]}]
    events = [
        Event(kind="auction_won", text="Seat 1 (Bear) wins the Forest card for 5 food and pays 5 to Seat 0 (Man).",
              data={}),
        Event(kind="attacked", text="Seat 0 (Man) attacks C7: Seat 2 (Eagle)'s creature goes to the box.", data={}),
        Event(kind="hand_dealt", visible_to={0}, text="Your hand: Terrain: Forest #03", data={}),
        Event(kind="major_scoring", text="Major Scoring — …", data={"lines": lines, "gained": [5, 10, 2],
                                                                    "final": False}),
        Event(kind="game_end", text="Game over", data={"places": [2, 1, 3], "scores": [30, 41, 12],
                                                       "reason": "Seat 2 (Eagle) has placed its last creature."}),
    ]
    out = announce(MatchUpdate(record, UpdateKind.FINISHED, events, 0))
    text = "\n".join(rendered_text(r) for r in out)
    assert "🔨 Bob \\*bold\\* (Bear) wins the Forest card" in text
    assert "⚔️ Ana (Man) attacks C7: 🤖 Otter (Eagle)'s creature" in text
    assert "Terrain: Forest #03" not in text
    # ranked, highest first, with units (issue 24: Major Scoring lines were neither)
    assert "**Large Forest**: Ana 5 SP · 🤖 Otter 2 SP" in text and "**Largest herd**: Bob \\*bold\\* 10 SP" in text
    assert "Bob \\*bold\\* **+10 SP** · Ana **+5 SP** · 🤖 Otter **+2 SP**" in text
    final = out[-1].embeds[0]
    assert unisolated(final.title or "") == "🏆 Bob \\*bold\\* wins WildLife #42"
    assert unisolated(final.description or "").startswith("🥇 **Bob \\*bold\\*** — 41 success points\n🥈 **Ana**")
    for r in out:
        check_limits(r)


def test_picture_names_are_drawable_and_replace_seats() -> None:
    from cogs.games.wildlife.picture import picture_name
    from cogs.games.wildlife.table import plain_names

    assert [picture_name(n) for n in ("Björn", "Chen 🦊", "🤖 Otter", "李雷", "Jürgen\u202e Groß")] == [
        "Björn", "Chen", "Otter", "", "Jürgen Groß"]  # what the shipped font draws; controls out
    assert picture_name("Maximilian-Alexander Großmann") == "Maximilian-Alex…"
    seats = [SeatRecord(0, 1, "李雷"), SeatRecord(1, 2, "Björn")]
    record = make_record(2)
    record.seats[:] = seats
    assert plain_names(record, 2) == ("Seat 1", "Björn")


def test_regions_are_counted_by_player_as_the_scorings_are() -> None:
    """Issue 37: the table named a region's occupants by creature ("Bear 3") while every scoring
    names players; each region line now names the player, with its mark on the map."""
    from cogs.games.wildlife.words import names_of

    *_, (state, _, _) = play(4, WLOptions(), 3)
    record = make_record(4)
    view = GAME.view(state, None)
    names = names_of(record, 4)
    table = UI.table(record, view)
    regions = "\n".join(f.value or "" for f in table.embeds[0].fields if (f.name or "").startswith("Regions"))
    held = [r for r in view.regions if any(r.counts)]
    assert held and regions.count("\n") + 1 == len(view.regions)
    for r in held:
        s = max(range(4), key=lambda k: r.counts[k])
        assert f"{names[s]} ({view.players[s].letter}) {r.counts[s]}" in regions, regions
    assert not any(f"{p.name} {k}" in regions for p in view.players for k in range(1, 10)), regions


@pytest.mark.parametrize("lang", [Lang.DE, Lang.QPS])
def test_whole_games_in_german_and_the_pseudo_language_stay_within_discord_s_limits(lang: Lang) -> None:
    """Issue 34: the longest states in German (and in the pseudo-language, 40 % longer) still fit:
    tables, every actor's panel (button labels 80, select options 100, text 4000), the thread's
    posts, the table's bid buttons, the lobby's option labels and the typed input's modal titles (45)."""
    seen = {"auction": False, "major": False}
    for n, options, seed in (GAMES[-1], GAMES[1]):
        for version, (state, seat, events) in enumerate(play(n, options, seed), 1):
            record = make_record(n, version=version)
            spectator = GAME.view(state, None)
            table = UI.table(record, spectator, lang)
            check_limits(table)
            seen["auction"] |= spectator.auction is not None
            for item in UI.table_buttons(record, spectator, lang):
                assert len(getattr(item, "label", "") or "") <= 80
            for s in sorted(GAME.to_act(state)):
                check_limits(UI.panel(record, s, GAME.view(state, s), PanelContext(lang=lang)))
            if seat is not None:
                kind = UpdateKind.FINISHED if GAME.outcome(state) else UpdateKind.ACTION
                for r in UI.announcements(MatchUpdate(record, kind, events, seat), lang):
                    check_limits(r)
                    seen["major"] |= bool(r.embeds)
    assert all(seen.values()), seen
    with reading(lang):
        for _, label, choices in UI.option_fields():
            assert len(label) <= 45 and all(len(c) <= 100 for c, _ in choices)
    for verb in UI.verbs:  # German fits a modal title; the pseudo-language's is clipped by the kit (TypedInput)
        if verb.prompt and lang is Lang.DE:
            assert 0 < len(UI.word(verb.prompt, lang)) <= 45
