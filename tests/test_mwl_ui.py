"""The Discord presentation of Mission: Wild Life (cogs/mission_wild_life_ui.py), without network.

Full random games are rendered at every step: table and panels stay within Discord's
limits, the table never shows a card still in someone's hand, only legal cards are
enabled, custom_ids round-trip through their DynamicItem templates and forged ones are
rejected, and announcements are built from public events only. The component callbacks
are driven with a fake interaction (guild None, as in a DM) against a real MatchService.
"""
from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs import mission_wild_life_ui as ui
from cogs.common import GAME_UIS
from engine.core import Event
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.cards import DECK, label
from engine.games.mission_wild_life.state import MWLOptions, MWLState
from engine.games.mission_wild_life.views import card_view
from engine.service import MatchService, MatchUpdate
from storage import MatchRecord, SeatRecord, Storage

ITEMS = ui.MissionWildLifeUI.dynamic_items


# ------------------------------------------------------------------ helpers

def make_record(n: int, *, state: MWLState | None = None, match_id: int = 42) -> MatchRecord:
    names = ["Ana", "Bob *bold*", "Cid", "Dee", "Eve"]
    seats = [SeatRecord(i, 100 + i, names[i]) for i in range(n)]
    seats[-1] = SeatRecord(n - 1, None, "🤖 Otter", is_bot=True)
    return MatchRecord(
        id=match_id, guild_id=1, channel_id=2, thread_id=3, game=GAME.key, status="active", host_id=100,
        options={}, seed=1, state=state.model_dump_json() if state else None, version=0, timers={},
        created_at=0.0, updated_at=0.0, seats=seats,
    )


def embed_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or "" if embed.footer else ""]
    for f in embed.fields:
        parts += [f.name or "", f.value or ""]
    return "\n".join(parts)


def rendered_text(r: ui.Rendered) -> str:
    return "\n".join([r.content or "", *(embed_text(e) for e in r.embeds)])


def check_limits(r: ui.Rendered) -> None:
    assert len(r.content or "") <= 2000
    assert len(r.embeds) <= 10
    assert sum(len(e) for e in r.embeds) <= 6000
    for e in r.embeds:
        assert len(e.title or "") <= 256
        assert len(e.description or "") <= 4096
        assert len(e.fields) <= 25
        for f in e.fields:
            assert 0 < len(f.name or "") <= 256
            assert 0 < len(f.value or "") <= 1024
        if e.footer and e.footer.text:
            assert len(e.footer.text) <= 2048
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
        assert all(w <= 5 for w in rows.values()), rows
        payload = r.view.to_components()
        assert len(payload) <= 5


def public_cards(state: MWLState) -> set[str]:
    """Card ids the spectator view shows (trick, last trick, out card, watched played)."""
    v = GAME.view(state, None)
    ids = {p.card.id for p in v.trick} | {c.id for c in v.watched_played}
    if v.last_trick:
        ids |= {p.card.id for p in v.last_trick.plays}
    if v.out_card:
        ids.add(v.out_card.id)
    return ids


def hidden_strings(state: MWLState) -> set[str]:
    """Every form of every card label only some seat may see (engine's private texts minus public cards)."""
    public = {label(c) for c in public_cards(state)} | {ui.card_text(card_view(c)) for c in public_cards(state)}
    out: set[str] = set()
    for seat in range(state.seats):
        out |= GAME.private_texts(state, seat) - public
    return out


def fullmatch_any(custom_id: str) -> list[type]:
    return [cls for cls in ITEMS if cls.__discord_ui_compiled_template__.fullmatch(custom_id)]


def play_random(n: int, options: MWLOptions, seed: int, max_steps: int = 2000):  # type: ignore[no-untyped-def]
    """Yield (state, seat, events) after every action of a random legal game (and once at the start)."""
    rng = random.Random(seed)
    state = GAME.setup(n, options, seed)
    yield state, None, []
    for _ in range(max_steps):
        if GAME.outcome(state) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        action = rng.choice(GAME.legal_actions(state, seat))
        events = GAME.apply(state, seat, action)
        yield state, seat, events
    raise AssertionError("game did not end")


# ------------------------------------------------------------------ registration and options

def test_registered_with_engine_option_fields() -> None:
    # discord.py's load_extension re-executes the module when a bot starts, so compare by class name.
    assert type(GAME_UIS[GAME.key]).__qualname__ == type(ui.UI).__qualname__
    fields = ui.UI.option_fields()
    assert [f for f, _, _ in fields] == ["expert", "flash_per_round", "pass_cards"]
    for name, _, choices in fields:
        assert name in MWLOptions.model_fields
        for _, value in choices:
            MWLOptions.model_validate({name: value})
    assert ui.UI.refresh_table(MatchUpdate(make_record(3), "action"))


# ------------------------------------------------------------------ full games

@pytest.mark.parametrize(
    ("n", "options", "seed"),
    [
        (3, MWLOptions(), 1),
        (4, MWLOptions(pass_cards=True, flash_per_round=2), 2),
        (5, MWLOptions(expert=True, flash_per_round=3), 3),
        (3, MWLOptions(expert=True, pass_cards=True), 4),
    ],
)
def test_full_game_renders_within_limits_without_leaks(n: int, options: MWLOptions, seed: int) -> None:
    saw_pass_select = saw_enabled = saw_round_summary = saw_final = False
    for state, seat, events in play_random(n, options, seed):
        record = make_record(n, state=state)
        table = ui.UI.table(record, GAME.view(state, None), None)
        check_limits(table)
        text = rendered_text(table)
        hidden = hidden_strings(state)
        leaked = {h for h in hidden if h in text}
        assert not leaked, (leaked, text)
        for buttons in ui.UI.table_buttons(record.id):
            assert fullmatch_any(buttons.custom_id) == [ui.TricksButton]  # type: ignore[attr-defined]
        # each seat's panel, from that seat's view
        for s in range(n):
            view = GAME.view(state, s)
            panel = ui.UI.panel(record, s, view)
            check_limits(panel)
            assert panel.view is not None
            cards = [c for c in panel.view.children if isinstance(c, ui.PlayButton)]
            assert [c.card for c in cards] == [cv.id for cv in view.hand]  # hand order = by colour
            enabled = {c.card for c in cards if not c.item.disabled}
            legal = set(GAME.legal_cards(state, s)) if state.phase == "play" else set()
            assert enabled == legal
            saw_enabled |= bool(enabled)
            for c in panel.view.children:
                assert fullmatch_any(c.custom_id) == [type(c)]  # type: ignore[attr-defined]
            selects = [c for c in panel.view.children if isinstance(c, ui.PassSelect)]
            if state.phase == "pass" and state.passing[s] is None:
                assert len(selects) == 1
                sel = selects[0].item
                assert sel.min_values == sel.max_values == 3
                assert sorted(o.value for o in sel.options) == sorted(state.hands[s])
                saw_pass_select = True
            else:
                assert not selects
            # another seat's hand never shows up in this panel
            others = set().union(*(GAME.private_texts(state, o) for o in range(n) if o != s))
            assert not {t for t in others if t in rendered_text(panel)}
        # announcements: public only, within limits
        if seat is not None:
            update = MatchUpdate(record, "finished" if GAME.outcome(state) else "action", events, seat)
            for r in ui.UI.announcements(update):
                check_limits(r)
                out = rendered_text(r)
                assert not {h for h in hidden if h in out}
                for e in events:
                    if e.visible_to is not None:
                        assert e.text not in out
                saw_round_summary |= any("over" in (e.title or "") for e in r.embeds)
                saw_final |= any("🏆" in (e.title or "") for e in r.embeds)
    assert saw_enabled and saw_round_summary and saw_final
    assert saw_pass_select == options.pass_cards


def test_table_mid_game_shows_public_state() -> None:
    states = list(s.model_copy(deep=True) for s, _, _ in play_random(3, MWLOptions(), 11))
    mid = next(s for s in states if s.trick and s.last_trick and s.round == 1)
    record = make_record(3, state=mid)
    text = rendered_text(ui.UI.table(record, GAME.view(mid, None), None))
    v = GAME.view(mid, None)
    assert f"{ui.SQUARE[v.led_colour]} {v.led_colour} led" in text  # type: ignore[index]
    for p in v.trick:
        assert ui.card_text(p.card) in text
    assert ui.card_text(v.out_card) in text  # type: ignore[arg-type]
    for m in v.display:
        assert m.name in text and m.text in text
    assert "Last trick" in text and "Missions on display" in text
    assert "Bob \\*bold\\*" in text  # names are markdown-escaped
    assert f"/{v.missions_to_win}" in text


def test_watched_played_shown_for_iguana() -> None:
    state = GAME.setup(3, MWLOptions(), 5)
    state.display_flash = ["iguana"]
    state.played = ["red-3", "blue-8"]
    text = rendered_text(ui.UI.table(make_record(3, state=state), GAME.view(state, None), None))
    assert "🟥 3" in text and "🟦 8" not in text


# ------------------------------------------------------------------ custom ids

async def test_custom_ids_round_trip() -> None:
    for card in DECK:
        b = ui.PlayButton(123456789012345678, card)
        m = ui.PlayButton.__discord_ui_compiled_template__.fullmatch(b.custom_id)
        assert m is not None and len(b.custom_id) <= 100
        back = await ui.PlayButton.from_custom_id(None, b.item, m)  # type: ignore[arg-type]
        assert (back.match_id, back.card, back.custom_id) == (123456789012345678, card, b.custom_id)
    for cls in (ui.TricksButton, ui.RefreshButton, ui.PassSelect):
        item = cls(9)
        m = cls.__discord_ui_compiled_template__.fullmatch(item.custom_id)
        assert m is not None
        back = await cls.from_custom_id(None, item.item, m)  # type: ignore[arg-type]
        assert back.match_id == 9 and back.custom_id == item.custom_id


@pytest.mark.parametrize(
    "forged",
    [
        "mwl:7:play:purple-3", "mwl:7:play:blue-9", "mwl:7:play:blue-0", "mwl:7:play:blue-8x",
        "mwl:7:play:", "mwl:x:play:blue-8", "mwl:-7:play:blue-8", "mwl:1234567890123456789:play:blue-8",
        "mwl:7:play:blue-8:extra", "mwl:7:pass:blue-8", "mwl:7:tricks:1", "mwl::refresh", "MWL:7:refresh",
        "mwl:7:play:Blue-8", "mwl:7:play:blue-08", "mwl:7:play:blue-8\n", "table:7:panel", "",
        "mwl:٣:refresh",
    ],
)
def test_forged_custom_ids_rejected(forged: str) -> None:
    assert fullmatch_any(forged) == []


def test_templates_reject_non_ascii_digits() -> None:
    # \d in a str pattern matches other scripts' digits; int() accepts them, so it must still not raise
    for cls in ITEMS:
        m = cls.__discord_ui_compiled_template__.fullmatch("mwl:٣:refresh")
        assert m is None


# ------------------------------------------------------------------ announcements

def test_announcements_skip_private_events_and_name_players() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    secret = Event(kind="mission_won", visible_to={0}, text="SECRET",
                   data={"seat": 0, "mission": "rhino", "name": "Rhino", "type": "adventure", "reason": "SECRET WHY"})
    won = Event(kind="mission_won", text="Mission won — Falcon: seat 2 won the 5th trick",
                data={"seat": 2, "mission": "falcon", "name": "Falcon", "type": "flash",
                      "reason": "Falcon: seat 2 won the 5th trick", "count": 1})
    dealt = Event(kind="hand_dealt", visible_to={1}, text="Your hand: Blue 8", data={"seat": 1, "cards": ["blue-8"]})
    out = ui.UI.announcements(MatchUpdate(record, "action", [secret, dealt, won], 2))
    assert len(out) == 1
    text = rendered_text(out[0])
    assert "SECRET" not in text and "Blue 8" not in text
    assert "Falcon: 🤖 Otter won the 5th trick" in text
    # nothing public worth posting: no message
    played = Event(kind="card_played", text="Seat 0 plays Blue 8.", data={"seat": 0, "card": "blue-8"})
    assert ui.UI.announcements(MatchUpdate(record, "action", [played, secret], 0)) == []
    assert ui.UI.announcements(MatchUpdate(record, "seats", [won], 0)) == []


def test_round_summary_names_winners_and_reasons() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    events = [
        Event(kind="mission_won", text="x", data={"seat": 0, "mission": "rhino", "name": "Rhino", "type": "adventure",
                                                  "reason": "Rhino: seat 0, 14 points in green", "count": 1}),
        Event(kind="mission_won", text="x", data={"seat": 1, "mission": None, "name": "Adventure mission (face down)",
                                                  "type": "adventure", "reason": "Rhino: seat 1, 14 points in green (tie)",
                                                  "count": 1}),
        Event(kind="mission_unclaimed", text="Nobody wins Lizard; it goes under its stack.", data={"mission": "lizard"}),
        Event(kind="round_end", text="", data={"round": 1, "tricks": [5, 5, 3], "counts": [1, 1, 0]}),
        Event(kind="round_start", text="Round 2: seat 1 starts. Missions: Lizard. Out of the game: Red 4.",
              data={"round": 2, "starter": 1, "missions": ["lizard"], "out_card": "red-4"}),
        Event(kind="hand_dealt", visible_to={0}, text="Your hand: Gold 8", data={}),
    ]
    out = ui.UI.announcements(MatchUpdate(record, "action", events, 0))
    assert len(out) == 1
    text = rendered_text(out[0])
    assert "Rhino: Ana, 14 points in green" in text
    assert "Rhino: Bob \\*bold\\*, 14 points in green (tie) — takes a face-down adventure card" in text
    assert "Nobody wins Lizard" in text and "Round 1 over" in text
    assert "Round 2: Bob \\*bold\\* starts." in text and "5 tricks" in text and "3 tricks" in text
    assert "**1/5** missions" in text and "Red 4" in text and "Gold 8" not in text


def test_final_result_lists_places() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    events = [
        Event(kind="round_end", text="", data={"round": 4, "tricks": [5, 5, 3], "counts": [5, 3, 5]}),
        Event(kind="game_end", text="Game over: Seat(s) 0, 2 win", data={"counts": [5, 3, 5], "places": [1, 3, 1]}),
    ]
    out = ui.UI.announcements(MatchUpdate(record, "finished", events, 0))
    final = rendered_text(out[-1])
    assert "Ana & 🤖 Otter win" in final
    assert final.index("Ana") < final.index("Otter") < final.index("Bob")
    assert "🥇 **Ana** — 5 missions" in final and "🥉 **Bob \\*bold\\*** — 3 missions" in final


# ------------------------------------------------------------------ callbacks with a fake interaction

@dataclass
class FakeResponse:
    sent: list[dict[str, Any]] = field(default_factory=list)
    edited: list[dict[str, Any]] = field(default_factory=list)

    def is_done(self) -> bool:
        return bool(self.sent or self.edited)

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})

    async def edit_message(self, **kwargs: Any) -> None:
        self.edited.append(kwargs)


def fake_interaction(service: MatchService, user_id: int, data: dict[str, Any] | None = None) -> Any:
    """An interaction in a DM: no guild."""
    response = FakeResponse()
    return SimpleNamespace(
        client=SimpleNamespace(service=service), user=SimpleNamespace(id=user_id), guild=None, guild_id=None,
        channel_id=5, id=1, data=data or {}, type=discord.InteractionType.component, response=response,
        followup=SimpleNamespace(send=response.send_message),
    )


@pytest.fixture
async def mwl_service(storage: Storage) -> AsyncIterator[MatchService]:
    svc = MatchService(storage, turn_timeout_s=0, bot_delay_scale=0)
    await svc.start()
    yield svc
    await svc.close()


async def start_match(svc: MatchService, options: dict[str, Any] | None = None) -> MatchRecord:
    rec = await svc.create_lobby(game=GAME.key, guild_id=1, channel_id=2, host_id=100, host_name="Ana",
                                 options=options, seed=7)
    await svc.join(rec.id, 101, "Bob")
    await svc.join(rec.id, 102, "Cid")
    return await svc.start_match(rec.id, 100)


def live_state(svc: MatchService, match_id: int) -> MWLState:
    return svc._live[match_id].state  # type: ignore[return-value]


async def test_card_buttons_play_and_reject_stale_clicks(mwl_service: MatchService) -> None:
    svc = mwl_service
    rec = await start_match(svc)
    state = live_state(svc, rec.id)
    turn = state.turn
    other = (turn + 1) % 3
    before = state.model_dump_json()
    # not your turn: a short ephemeral reason, nothing changes
    it = fake_interaction(svc, 100 + other)
    await ui.PlayButton(rec.id, state.hands[other][0]).callback(it)
    assert it.response.sent and it.response.sent[0]["ephemeral"] is True
    assert "not your turn" in it.response.sent[0]["content"]
    # a card you don't hold
    it = fake_interaction(svc, 100 + turn)
    missing = next(c for c in DECK if c not in state.hands[turn])
    await ui.PlayButton(rec.id, missing).callback(it)
    assert it.response.sent[0]["content"] == "You don't have that card."
    assert live_state(svc, rec.id).model_dump_json() == before
    # a legal card: played, the panel is redrawn in place
    card = GAME.legal_cards(state, turn)[0]
    it = fake_interaction(svc, 100 + turn)
    await ui.PlayButton(rec.id, card).callback(it)
    assert not it.response.sent and len(it.response.edited) == 1
    assert card not in live_state(svc, rec.id).hands[turn]
    assert "Waiting for" in it.response.edited[0]["content"]
    # an illegal (must-follow) card now, if the next seat has one
    state = live_state(svc, rec.id)
    nxt = state.turn
    legal = set(GAME.legal_cards(state, nxt))
    illegal = [c for c in state.hands[nxt] if c not in legal]
    if illegal:
        it = fake_interaction(svc, 100 + nxt)
        before = state.model_dump_json()
        await ui.PlayButton(rec.id, illegal[0]).callback(it)
        assert it.response.sent[0]["content"].startswith("You ")
        assert live_state(svc, rec.id).model_dump_json() == before
    # a match that does not exist
    it = fake_interaction(svc, 100)
    await ui.PlayButton(999, "blue-8").callback(it)
    assert it.response.sent and "over or doesn't exist" in it.response.sent[0]["content"]


async def test_pass_select_and_my_tricks(mwl_service: MatchService) -> None:
    svc = mwl_service
    rec = await start_match(svc, {"pass_cards": True})
    state = live_state(svc, rec.id)
    assert state.phase == "pass"
    # forged select values are refused without a change
    it = fake_interaction(svc, 100, {"values": ["blue-8"]})
    await ui.PassSelect(rec.id).callback(it)
    assert "three cards" in it.response.sent[0]["content"]
    it = fake_interaction(svc, 100, {"values": ["nope", "x", "y"]})
    await ui.PassSelect(rec.id).callback(it)
    assert it.response.sent[0]["content"] == "That action is not recognised."
    chosen = state.hands[0][:3]
    it = fake_interaction(svc, 100, {"values": chosen})
    await ui.PassSelect(rec.id).callback(it)
    assert it.response.edited and "You pass" in it.response.edited[0]["content"]
    assert live_state(svc, rec.id).passing[0] == chosen
    # My tricks: a stranger gets an explanation; a player gets their own (none yet)
    it = fake_interaction(svc, 555)
    await ui.TricksButton(rec.id).callback(it)
    assert "not playing" in it.response.sent[0]["content"] and it.response.sent[0]["ephemeral"]
    it = fake_interaction(svc, 101)
    await ui.TricksButton(rec.id).callback(it)
    assert "no trick" in it.response.sent[0]["content"]


def test_my_tricks_lists_own_tricks_only() -> None:
    for state, _, _ in play_random(3, MWLOptions(), 21):
        if sum(len(t) for t in state.tricks_won) >= 4 and all(state.tricks_won):
            break
    for s in range(3):
        text = ui.tricks_text(GAME.view(state, s))
        mine = {ui.card_text(card_view(c)) for t in state.tricks_won[s] for c in t}
        theirs = {ui.card_text(card_view(c)) for o in range(3) if o != s for t in state.tricks_won[o] for c in t}
        assert all(m in text for m in mine)
        last = GAME.view(state, None).last_trick
        shown_public = {ui.card_text(p.card) for p in last.plays} if last else set()
        assert not {t for t in theirs - shown_public if t in text}


async def test_setup_registers_dynamic_items() -> None:
    from discord.ext import commands

    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    await ui.setup(bot)
    store = bot._connection._view_store._dynamic_items  # type: ignore[attr-defined]
    registered = set(store.values())
    assert set(ITEMS) <= registered
    # the table's own panel button and ours never claim each other's ids
    from cogs.table import PanelButton

    assert fullmatch_any(PanelButton(7).custom_id) == []
    for cls in ITEMS:
        assert not PanelButton.__discord_ui_compiled_template__.fullmatch(cls(7).custom_id if cls is not ui.PlayButton
                                                                            else "mwl:7:play:blue-8")
