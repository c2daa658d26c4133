"""The Discord presentation of Mission: Wild Life (cogs/games/mission_wild_life/), without network.

Full random games are rendered at every step: table and panels stay within Discord's
limits, the table (its text and its picture's text) never shows a card still in someone's
hand, only legal cards are enabled, custom_ids round-trip through the kit's codec and the
game's one DynamicItem, forged ones are rejected, and announcements are built from public
events only. The component callbacks are driven with a fake interaction (guild None, as in
a DM) against a real MatchService, through the kit-made DynamicItem the bot registers.
"""
from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.games import mission_wild_life as pkg
from cogs.games.mission_wild_life import cards as mwl_cards
from cogs.games.mission_wild_life import panel as mwl_panel
from cogs.games.mission_wild_life import table as mwl_table
from cogs.games.mission_wild_life.cards import SYMBOL, card_text
from cogs.games.mission_wild_life.picture import picture_key
from cogs.kit.codec import MalformedId
from cogs.kit.components import item_class
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GAME_UIS, discover, register_ui
from cogs.lang import Lang, t
from engine.core import Event
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.actions import PassAction
from engine.games.mission_wild_life.cards import DECK, label
from engine.games.mission_wild_life.state import MWLOptions, MWLState
from engine.games.mission_wild_life.views import card_view
from engine.service import MatchService, MatchUpdate, UpdateKind
from engine.undo import Undo
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, SeatRecord, Storage
from tests.message_reads import controls, shown

UI = pkg.UI
ITEMS = (item_class(UI),)
ITEM = ITEMS[0]


# ------------------------------------------------------------------ helpers

def make_record(n: int, *, state: MWLState | None = None, match_id: int = 42) -> MatchRecord:
    names = ["Ana", "Bob *bold*", "Cid", "Dee", "Eve"]
    seats = [SeatRecord(i, 100 + i, names[i]) for i in range(n)]
    seats[-1] = SeatRecord(n - 1, None, "🤖 Otter", is_bot=True)
    return MatchRecord(
        id=match_id, guild_id=1, channel_id=2, thread_id=3, game=GAME.key, status=MatchStatus.ACTIVE, host_id=100,
        options={}, seed=1, state=state.model_dump_json() if state else None, version=0, timers={},
        created_at=0.0, updated_at=0.0, seats=seats,
    )


def embed_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or "" if embed.footer else ""]
    for f in embed.fields:
        parts += [f.name or "", f.value or ""]
    return "\n".join(parts)


def rendered_text(r: Rendered) -> str:
    """Everything a person can read in a message: content, embeds and the pictures' text (markdown
    escapes kept, so a test sees a name is escaped)."""
    return unisolated("\n".join([r.content or "", *(embed_text(e) for e in r.embeds), *(p.alt for p in r.pictures)]))


def verb_of(custom_id: str) -> str:
    """The verb of one of our custom_ids (raises MalformedId for anything else)."""
    return UI.codec.decode(custom_id).verb.name


def card_buttons(r: Rendered) -> list[tuple[str, discord.ui.Button[Any]]]:
    """``(card id, button)`` of every card button of a panel, in order."""
    assert r.view is not None
    out = []
    for c in r.view.children:
        click = UI.codec.decode(c.custom_id)  # type: ignore[attr-defined]
        if click.verb.name == "play":
            assert isinstance(c, discord.ui.Button)  # a card is played by its button
            out.append((click.params["card"], c))
    return out


def check_limits(r: Rendered) -> None:
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
    public = {label(c) for c in public_cards(state)} | {card_text(card_view(c)) for c in public_cards(state)}
    out: set[str] = set()
    for seat in range(state.seats):
        out |= GAME.private_texts(state, seat) - public
    return out


def fullmatch_any(custom_id: str) -> list[type]:
    """The registered DynamicItem classes whose template matches ``custom_id``."""
    return [cls for cls in ITEMS if cls.__discord_ui_compiled_template__.fullmatch(custom_id)]


def decodes(custom_id: str) -> bool:
    """Whether the codec accepts ``custom_id`` (the kit answers anything else with one line)."""
    try:
        UI.codec.decode(custom_id)
    except MalformedId:
        return False
    return bool(fullmatch_any(custom_id))


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
    # discover() imports every cogs/games package; compare by class name in case a bot re-imported it.
    discover()
    assert type(GAME_UIS[GAME.key]).__qualname__ == type(UI).__qualname__
    assert UI.key == GAME.key and UI.prefix == "mwl" and UI.word(UI.panel_label, Lang.EN) == "Hand"
    assert UI.word(UI.panel_label, Lang.DE) == "Hand" and UI.word(UI.how_to_play[0], Lang.DE).startswith("Drück")
    fields = UI.option_fields()
    assert [f for f, _, _ in fields] == ["expert", "flash_per_round", "pass_cards", "undo"]
    for name, _, choices in fields:
        assert name in MWLOptions.model_fields
        for _, value in choices:
            MWLOptions.model_validate({name: value})
    assert UI.refresh_table(MatchUpdate(make_record(3), UpdateKind.ACTION))


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
    saw_pass_select = saw_enabled = saw_round_summary = saw_final = saw_picture = False
    for state, seat, events in play_random(n, options, seed):
        record = make_record(n, state=state)
        table = UI.table(record, GAME.view(state, None))
        check_limits(table)
        text = rendered_text(table)
        hidden = hidden_strings(state)
        leaked = {h for h in hidden if h in text}
        assert not leaked, (leaked, text)
        saw_picture |= bool(table.pictures)
        for buttons in UI.table_buttons(record, GAME.view(state, None)):
            assert fullmatch_any(buttons.custom_id) == [ITEM]  # type: ignore[attr-defined]
            assert verb_of(buttons.custom_id) == "tricks"  # type: ignore[attr-defined]
        # each seat's panel, from that seat's view
        for s in range(n):
            view = GAME.view(state, s)
            panel = UI.panel(record, s, view)
            check_limits(panel)
            assert panel.view is not None
            cards = card_buttons(panel)
            assert [c for c, _ in cards] == [cv.id for cv in view.hand]  # hand order = by colour
            enabled = {c for c, b in cards if not b.disabled}
            legal = set(GAME.legal_cards(state, s)) if state.phase == "play" else set()
            assert enabled == legal
            saw_enabled |= bool(enabled)
            for c in panel.view.children:
                assert fullmatch_any(c.custom_id) == [ITEM]  # type: ignore[attr-defined]
                kind = discord.ui.Select if verb_of(c.custom_id) == "pass" else discord.ui.Button  # type: ignore[attr-defined]
                assert isinstance(c, kind)
            selects = [c for c in panel.view.children if isinstance(c, discord.ui.Select)]
            if state.phase == "pass" and state.passing[s] is None:
                assert len(selects) == 1
                sel = selects[0]
                assert sel.min_values == sel.max_values == 3
                assert sorted(o.value for o in sel.options) == sorted(state.hands[s])
                assert UI.codec.decode(sel.custom_id).stamp == state.round
                saw_pass_select = True
            else:
                assert not selects
            # another seat's hand never shows up in this panel
            others = set().union(*(GAME.private_texts(state, o) for o in range(n) if o != s))
            assert not {t for t in others if t in rendered_text(panel)}
        # announcements: public only, within limits
        if seat is not None:
            update = MatchUpdate(record, UpdateKind.FINISHED if GAME.outcome(state) else UpdateKind.ACTION, events, seat)
            for r in UI.announcements(update):
                check_limits(r)
                out = rendered_text(r)
                assert not {h for h in hidden if h in out}
                for e in events:
                    assert not e.text  # the engine's events carry no words (issue 34): only kind and data
                saw_round_summary |= any("over" in (e.title or "") for e in r.embeds)
                saw_final |= any("🏆" in (e.title or "") for e in r.embeds)
    assert saw_enabled and saw_round_summary and saw_final and saw_picture
    assert saw_pass_select == options.pass_cards


def test_table_mid_game_shows_public_state() -> None:
    states = [s.model_copy(deep=True) for s, _, _ in play_random(3, MWLOptions(), 11)]
    mid = next(s for s in states if s.trick and s.last_trick and s.round == 1)
    record = make_record(3, state=mid)
    table = UI.table(record, GAME.view(mid, None))
    text = rendered_text(table)
    v = GAME.view(mid, None)
    assert f"{SYMBOL[v.led_colour]} {v.led_colour.capitalize()} led" in text  # type: ignore[index, union-attr]
    for p in v.trick:
        assert card_text(p.card) in text
    assert card_text(v.out_card) in text  # type: ignore[arg-type]
    for m in v.display:
        assert m.name in text and m.text in text
    assert "Last trick" in text and "Missions on display" in text
    assert "Bob \\*bold\\*" in text  # names are markdown-escaped
    assert f"/{v.missions_to_win}" in text
    # the trick picture is the embed's image, with the trick in words beside it
    [picture] = table.pictures
    assert table.embeds[0].image.url == picture.url == "attachment://trick.png"
    assert picture.key == (record.id, *picture_key(v, tuple(mwl_table.plain_names(record, v.seats))))
    for p in v.trick:
        assert card_text(p.card) in picture.alt


def test_watched_played_shown_for_iguana() -> None:
    state = GAME.setup(3, MWLOptions(), 5)
    state.display_flash = ["iguana"]
    state.played = ["red-3", "blue-8"]
    text = rendered_text(UI.table(make_record(3, state=state), GAME.view(state, None)))
    assert "🟥 Red 3" in text and "🟦 Blue 8" not in text


# ------------------------------------------------------------------ card text: reads without colour

def test_card_text_has_a_symbol_and_the_label() -> None:
    assert card_text(card_view("red-8")) == "🟥 Red 8"
    assert card_text(card_view("green-8")) == "🟩 Green 8"
    assert card_text(card_view("blue-8")) == "🟦 Blue 8"
    assert card_text(card_view("gold-8")) == "☀️ Gold 8"
    assert card_text(card_view("gray-8")) == "☁️ Gray 8"
    assert "⬜" not in SYMBOL.values()  # Rescue Animals' white die
    assert len(set(SYMBOL.values())) == 5
    for cid in DECK:
        # the leak list (label) is inside every rendering of a card
        assert label(cid) in card_text(card_view(cid)) == mwl_cards.card_id_text(cid)
    assert mwl_cards.card_id_text("nope") == "nope"
    assert mwl_cards.button_face(card_view("gold-3")) == ("☀️", "Gold 3")


def test_component_emoji_are_real_emoji() -> None:
    state = GAME.setup(5, MWLOptions(pass_cards=True), 3)
    record = make_record(5, state=state)
    used = {UI.panel_emoji}
    for s in range(5):
        panel = UI.panel(record, s, GAME.view(state, s))
        assert panel.view is not None
        for c in panel.view.children:
            if isinstance(c, discord.ui.Button):
                used.add(str(c.emoji))
            else:
                used |= {str(o.emoji) for o in c.options}  # type: ignore[attr-defined]
    used |= {str(b.emoji) for b in UI.table_buttons(make_record(3), GAME.view(GAME.setup(3, MWLOptions(), 1), None))}  # type: ignore[attr-defined]
    assert used == {"🃏", "🟥", "🟩", "🟦", "☀️", "☁️", "🔄", "🗂️"}
    import emoji  # the maintained emoji list the sandbox checks components with (requirements.txt)

    assert all(emoji.is_emoji(e) for e in used), used


# ------------------------------------------------------------------ custom ids

async def test_custom_ids_round_trip() -> None:
    for card in DECK:
        cid = UI.custom_id("play", 123456789012345678, 3, card=card)
        assert cid == f"mwl:123456789012345678:play:3:{card}" and len(cid) <= 100
        assert fullmatch_any(cid) == [ITEM]
        click = UI.codec.decode(cid)
        assert (click.match_id, click.stamp, click.params["card"]) == (123456789012345678, 3, card)
    assert UI.custom_id("tricks", 9) == "mwl:9:tricks"
    assert UI.refresh_id(9) == "mwl:9:refresh"
    assert UI.custom_id("pass", 9, 2) == "mwl:9:pass:2"
    for cid in ("mwl:9:tricks", "mwl:9:refresh", "mwl:9:pass:2"):
        assert decodes(cid)
        back = await ITEM.from_custom_id(None, discord.ui.Button(custom_id=cid), None)  # type: ignore[arg-type]
        assert back.custom_id == cid


def undos(state: MWLState, seat: int) -> list[Undo]:
    return [a for a in GAME.legal_actions(state, seat) if isinstance(a, Undo)]


def test_clicks_for_every_legal_action() -> None:
    """The simulated players click the component the codec writes for each engine action."""
    for state, _, _ in play_random(3, MWLOptions(pass_cards=True), 6, max_steps=2000):
        if state.phase == "over":
            break
        spectator = GAME.view(state, None)
        for seat in GAME.to_act(state):
            for action in [*GAME.legal_actions(state, seat)[:3], *undos(state, seat)]:
                [(cid, values)] = UI.clicks_for(make_record(3, match_id=7), spectator, action)
                click = UI.codec.decode(cid, values or ())
                if isinstance(action, Undo):  # the kit's Undo button: its stamp is the move's log step
                    assert (click.verb.name, click.stamp) == ("undo", action.step)
                    continue
                assert click.stamp == state.round
                assert click.verb.action is not None
                assert click.verb.action(click.params, click.values) == action
        if state.round > 1:
            break


@pytest.mark.parametrize(
    "forged",
    [
        "mwl:7:play:purple-3", "mwl:7:play:blue-9", "mwl:7:play:blue-0", "mwl:7:play:blue-8x",
        "mwl:7:play:", "mwl:x:play:blue-8", "mwl:-7:play:blue-8", "mwl:1234567890123456789:play:blue-8",
        "mwl:7:play:blue-8:extra", "mwl:7:pass:blue-8", "mwl:7:tricks:1", "mwl::refresh", "MWL:7:refresh",
        "mwl:7:play:Blue-8", "mwl:7:play:blue-08", "mwl:7:play:blue-8\n", "table:7:panel", "",
        "mwl:٣:refresh", "mwl:7:play:blue-8", "mwl:7:play:x:blue-8", "mwl:7:play:1:blue-8:1", "mwl:7:pass",
        "mwl:7:play:٣:blue-8",
    ],
)
def test_forged_custom_ids_rejected(forged: str) -> None:
    assert not decodes(forged)


def test_templates_reject_non_ascii_digits() -> None:
    # \\d in a str pattern matches other scripts' digits; int() accepts them, so it must still not raise
    for cls in ITEMS:
        m = cls.__discord_ui_compiled_template__.fullmatch("mwl:٣:refresh")
        assert m is None


# ------------------------------------------------------------------ announcements

def test_announcements_skip_private_events_and_name_players() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    secret = Event(kind="mission_won", visible_to={0},
                   data={"seat": 0, "mission": "rhino", "for": "rhino", "type": "adventure", "value": 99})
    won = Event(kind="mission_won", data={"seat": 2, "mission": "falcon", "for": "falcon", "type": "flash",
                                          "why": {"code": "fifth_trick"}, "count": 1})
    dealt = Event(kind="hand_dealt", visible_to={1}, data={"seat": 1, "cards": ["blue-8"]})
    out = UI.announcements(MatchUpdate(record, UpdateKind.ACTION, [secret, dealt, won], 2))
    assert len(out) == 1
    text = rendered_text(out[0])
    assert "Rhino" not in text and "99" not in text and "Blue 8" not in text
    assert "Falcon: 🤖 Otter won the 5th trick" in text
    # nothing public worth posting: no message
    played = Event(kind="card_played", data={"seat": 0, "card": "blue-8"})
    assert UI.announcements(MatchUpdate(record, UpdateKind.ACTION, [played, secret], 0)) == []
    assert UI.announcements(MatchUpdate(record, UpdateKind.SEATS, [won], 0)) == []


def test_round_summary_names_winners_and_reasons() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    events = [
        Event(kind="mission_won", data={"seat": 0, "mission": "rhino", "for": "rhino", "type": "adventure",
                                        "value": 14, "tie": True, "token": False, "face_down": False, "count": 1}),
        Event(kind="mission_won", data={"seat": 1, "mission": None, "for": "rhino", "type": "adventure",
                                        "value": 14, "tie": True, "token": False, "face_down": True, "count": 1}),
        Event(kind="mission_unclaimed", data={"mission": "lizard"}),
        Event(kind="round_end", data={"round": 1, "tricks": [5, 5, 3], "counts": [1, 1, 0]}),
        Event(kind="round_start", data={"round": 2, "starter": 1, "missions": ["lizard"], "out_card": "red-4"}),
        Event(kind="hand_dealt", visible_to={0}, data={"seat": 0, "cards": ["gold-8"]}),
    ]
    out = UI.announcements(MatchUpdate(record, UpdateKind.ACTION, events, 0))
    assert len(out) == 1
    text = rendered_text(out[0])
    # a tie is one line that says who keeps the card (Mission: Wild Life, "Missions (Animal Cards)")
    assert ("🧭 **Rhino** — a tie at 14 points in green: Ana and Bob \\*bold\\* each win it. Ana keeps the card; "
            "Bob \\*bold\\* takes a face-down adventure card.") in text
    assert text.count("Rhino") == 1
    assert "Nobody wins Lizard" in text and "Round 1 over" in text
    assert "Round 2\nBob \\*bold\\* starts." in text and "5 tricks" in text and "3 tricks" in text
    assert "Next round" not in text and "Round 2: " not in text  # the field is named for the round, once
    assert "**1/5** missions" in text and "Red 4" in text and "Gold 8" not in text


def test_final_result_lists_places() -> None:
    state = GAME.setup(3, MWLOptions(), 1)
    record = make_record(3, state=state)
    events = [
        Event(kind="round_end", data={"round": 4, "tricks": [5, 5, 3], "counts": [5, 3, 5]}),
        Event(kind="game_end", data={"counts": [5, 3, 5], "places": [1, 3, 1], "end": "goal", "need": 5, "best": 5}),
    ]
    out = UI.announcements(MatchUpdate(record, UpdateKind.FINISHED, events, 0))
    final = rendered_text(out[-1])
    assert "Ana & 🤖 Otter win" in final
    assert final.index("Ana") < final.index("Otter") < final.index("Bob")
    assert "🥇 **Ana** — 5 missions" in final and "🥉 **Bob \\*bold\\*** — 3 missions" in final


def test_match_start_names_the_starter() -> None:
    record = make_record(3, state=GAME.setup(3, MWLOptions(), 1))
    start = Event(kind="round_start", data={"round": 1, "starter": 2, "missions": ["lizard"], "out_card": None})
    secret = Event(kind="hand_dealt", visible_to={0}, data={"seat": 0, "cards": ["gold-8"]})
    [r] = UI.announcements(MatchUpdate(record, UpdateKind.STARTED, [start, secret]))
    assert unisolated(r.content or "") == ("▶️ Round 1: 🤖 Otter starts.\n🔬 **Lizard** — Fewest green cards. At least one "
                                           "trick! · _research · round end_")
    [de] = UI.announcements(MatchUpdate(record, UpdateKind.STARTED, [start, secret]), Lang.DE)
    assert unisolated(de.content or "") == ("▶️ Runde 1: 🤖 Otter beginnt.\n🔬 **Eidechse** — Die wenigsten grünen Karten. "
                                            "Mindestens ein Stich! · _Forschung · Rundenende_")


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


async def click(service: MatchService, user_id: int, custom_id: str, values: list[str] | None = None) -> Any:
    """Click ``custom_id`` as ``user_id`` through the game's DynamicItem (as the bot would); returns
    the fake interaction with what was answered."""
    it = fake_interaction(service, user_id, {"custom_id": custom_id, **({"values": values} if values is not None else {})})
    item = ITEM(discord.ui.Button(custom_id=custom_id))
    await item.callback(it)
    return it


def play_id(match_id: int, card: str, round_: int = 1) -> str:
    return UI.custom_id("play", match_id, round_, card=card)


@pytest.fixture
async def mwl_service(storage: Storage) -> AsyncIterator[MatchService]:
    register_ui(UI)  # as discover() does at start-up: the kit's panels look the UI up by game key
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


def warning(it: Any) -> str:
    """The refused click's reason: the panel redrawn in place with a "⚠️" line on top."""
    assert not it.response.sent and len(it.response.edited) == 1
    content = shown(it.response.edited[0])
    assert content.startswith("⚠️ ")
    return str(content.splitlines()[0])


async def test_card_buttons_play_and_reject_stale_clicks(mwl_service: MatchService) -> None:
    svc = mwl_service
    rec = await start_match(svc)
    state = live_state(svc, rec.id)
    turn = state.turn
    other = (turn + 1) % 3
    before = state.model_dump_json()
    # not your turn: the panel is redrawn with the reason on top, nothing changes
    it = await click(svc, 100 + other, play_id(rec.id, state.hands[other][0]))
    assert "not your turn" in warning(it)
    assert "Your hand" in shown(it.response.edited[0])
    # a card you don't hold
    missing = next(c for c in DECK if c not in state.hands[turn])
    it = await click(svc, 100 + turn, play_id(rec.id, missing))
    assert warning(it) == "⚠️ You don't have that card."
    assert live_state(svc, rec.id).model_dump_json() == before
    # a button from another round: redrawn with the stale warning, nothing played
    card = GAME.legal_cards(state, turn)[0]
    it = await click(svc, 100 + turn, play_id(rec.id, card, round_=2))
    assert warning(it) == "⚠️ " + t(Lang.EN, UI.stale_warning)
    assert live_state(svc, rec.id).model_dump_json() == before
    # a legal card: played, the panel is redrawn in place
    it = await click(svc, 100 + turn, play_id(rec.id, card))
    assert not it.response.sent and len(it.response.edited) == 1
    assert card not in live_state(svc, rec.id).hands[turn]
    assert "Not your turn yet" in shown(it.response.edited[0])
    # an illegal (must-follow) card now, if the next seat has one
    state = live_state(svc, rec.id)
    nxt = state.turn
    legal = set(GAME.legal_cards(state, nxt))
    illegal = [c for c in state.hands[nxt] if c not in legal]
    if illegal:
        before = state.model_dump_json()
        it = await click(svc, 100 + nxt, play_id(rec.id, illegal[0]))
        assert warning(it).startswith("⚠️ You ")
        assert live_state(svc, rec.id).model_dump_json() == before
    # a match that does not exist
    it = await click(svc, 100, play_id(999, "blue-8"))
    assert it.response.sent and "doesn't exist" in shown(it.response.sent[0])
    assert it.response.sent[0]["ephemeral"] is True
    # someone who does not play this match
    it = await click(svc, 555, play_id(rec.id, card))
    assert "not playing" in shown(it.response.sent[0])
    # a forged id
    it = await click(svc, 100, "mwl:7:play:blue-9")
    assert "not recognised" in shown(it.response.sent[0])


async def test_pass_select_and_my_tricks(mwl_service: MatchService) -> None:
    svc = mwl_service
    rec = await start_match(svc, {"pass_cards": True})
    state = live_state(svc, rec.id)
    assert state.phase == "pass"
    pass_id = UI.custom_id("pass", rec.id, state.round)
    # forged select values are refused without a change: the panel is redrawn with the reason
    it = await click(svc, 100, pass_id, ["blue-8"])
    assert warning(it) == "⚠️ Choose exactly three cards to pass."
    it = await click(svc, 100, pass_id, ["nope", "x", "y"])
    assert warning(it) == "⚠️ That action is not recognised."
    assert live_state(svc, rec.id).passing[0] is None
    chosen = state.hands[0][:3]
    it = await click(svc, 100, pass_id, chosen)
    assert it.response.edited and "You pass" in shown(it.response.edited[0])
    assert live_state(svc, rec.id).passing[0] == chosen
    # My tricks: a stranger gets an explanation; a player gets their own (none yet)
    it = await click(svc, 555, UI.custom_id("tricks", rec.id))
    assert "not playing" in shown(it.response.sent[0]) and it.response.sent[0]["ephemeral"]
    it = await click(svc, 101, UI.custom_id("tricks", rec.id))
    assert "no trick" in shown(it.response.sent[0]) and it.response.sent[0]["ephemeral"]
    # Refresh (the kit's verb) redraws the panel
    it = await click(svc, 101, UI.refresh_id(rec.id))
    assert it.response.edited and "Your hand" in shown(it.response.edited[0])


async def test_a_click_that_loses_a_race_within_its_round_still_plays(
        mwl_service: MatchService, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kit checks the round stamp, then asks the service to play on the version it checked.
    When another seat's pass commits between the check and this click's turn under the match lock,
    the service refuses that version (nothing changed); the kit checks the stamp against the newer
    match (still the same round) and the click plays, as a round-stamped component should."""
    svc = mwl_service
    rec = await start_match(svc, {"pass_cards": True})
    state = live_state(svc, rec.id)
    pass_id = UI.custom_id("pass", rec.id, state.round)
    act = svc.act
    asked: list[int | None] = []

    async def another_seat_first(match_id: int, user_id: int, action: Any, *, expected_version: int | None = None) -> Any:
        if not asked:  # Bob's pass lands after Ana's click was checked, before its turn under the lock
            await act(match_id, 101, PassAction(cards=state.hands[1][:3]))
        asked.append(expected_version)
        return await act(match_id, user_id, action, expected_version=expected_version)

    monkeypatch.setattr(svc, "act", another_seat_first)
    it = await click(svc, 100, pass_id, state.hands[0][:3])
    assert "You pass" in shown(it.response.edited[0])
    passing = live_state(svc, rec.id).passing
    assert passing[0] == state.hands[0][:3] and passing[1] == state.hands[1][:3]
    assert len(asked) == 2 and asked[0] is not None and asked[1] == asked[0] + 1  # refused once, then played


async def test_a_finished_match_answers_moves_with_its_end(mwl_service: MatchService) -> None:
    svc = mwl_service
    rec = await start_match(svc)
    state = live_state(svc, rec.id)
    card = state.hands[state.turn][0]
    await svc.end_match(rec.id)  # a server admin ends it
    it = await click(svc, 100 + state.turn, play_id(rec.id, card))
    assert warning(it) == f"⚠️ Mission: Wild Life #{rec.id} was ended without a result. Nobody's rating changed."
    assert controls(it.response.edited[0]) == []  # no components on a finished match's panel


def test_my_tricks_lists_own_tricks_only() -> None:
    for state, _, _ in play_random(3, MWLOptions(), 21):
        if sum(len(t) for t in state.tricks_won) >= 4 and all(state.tricks_won):
            break
    for s in range(3):
        text = mwl_panel.tricks_text(GAME.view(state, s))
        mine = {card_text(card_view(c)) for t in state.tricks_won[s] for c in t}
        theirs = {card_text(card_view(c)) for o in range(3) if o != s for t in state.tricks_won[o] for c in t}
        assert all(m in text for m in mine)
        last = GAME.view(state, None).last_trick
        shown_public = {card_text(p.card) for p in last.plays} if last else set()
        assert not {t for t in theirs - shown_public if t in text}


async def test_dynamic_item_registers_on_a_bot() -> None:
    from discord.ext import commands

    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
    bot.add_dynamic_items(*ITEMS)
    store = bot._connection._view_store._dynamic_items
    registered = set(store.values())
    assert set(ITEMS) <= registered and len(ITEMS) == 1
    # the table's own panel button and ours never claim each other's ids
    from cogs.kit.panels import PanelButton

    assert fullmatch_any(PanelButton(7).custom_id) == []
    for cid in ("mwl:7:play:1:blue-8", "mwl:7:pass:1", "mwl:7:tricks", "mwl:7:refresh"):
        assert not PanelButton.__discord_ui_compiled_template__.fullmatch(cid)
        assert fullmatch_any(cid) == [ITEM]


def test_panel_and_table_helpers() -> None:
    """Hints and turn lines in words, with the symbols."""
    state = GAME.setup(3, MWLOptions(), 1)
    view = GAME.view(state, state.turn)
    assert mwl_panel.legal_hint(view) == "You lead: play any card."
    names = mwl_table.names_of(make_record(3), 3)
    assert mwl_table.turn_line(GAME.view(state, None), names).startswith("▶ **")
    assert mwl_table.led_text("gold") == "☀️ Gold led" and mwl_table.led_text(None) == "nothing led yet"
    record = make_record(3)
    assert mwl_table.plain_names(record, 4) == ["Ana", "Bob *bold*", "Otter (bot)", "Seat 4"]


def test_the_receiver_of_passed_cards_is_told_which_and_from_whom() -> None:
    """Pass Cards (issue 24): the panel names who passed which cards to you; others' panels do not."""
    from engine.games.mission_wild_life.actions import PassAction

    st = GAME.setup(4, MWLOptions(pass_cards=True), seed=9)
    chosen = {s: list(st.hands[s][:3]) for s in range(4)}
    for s in range(4):
        GAME.apply(st, s, PassAction(cards=chosen[s]))
    record = make_record(4, state=st)
    text = rendered_text(UI.panel(record, 1, GAME.view(st, 1)))
    got = [card_view(c).label for c in chosen[0]]
    assert "**Ana** passed you" in text and all(label in text for label in got), text
    other = rendered_text(UI.panel(record, 2, GAME.view(st, 2)))
    assert "**Bob \\*bold\\*** passed you" in other and "**Ana** passed you" not in other


def test_a_round_start_names_each_mission_with_its_text() -> None:
    """Issue 24: the thread named the round's missions without saying what they ask."""
    from cogs.games.mission_wild_life.announce import round_start_lines
    from engine.games.mission_wild_life.views import mission_view

    st = GAME.setup(3, MWLOptions(), 5)
    event = next(e for e in GAME.setup_events(st) if e.kind == "round_start")
    lines = round_start_lines(event, ["Ana", "Bob", "Cid"])
    assert lines[0].startswith("Round 1: ") and "Missions:" not in lines[0]
    for mid in event.data["missions"]:
        m = mission_view(mid)
        assert any(f"**{m.name}**" in line and t(Lang.EN, "mwl-mission-text", mission=mid) in line
                   for line in lines[1:]), lines


def test_mission_counts_and_texts_read_as_one_term_each() -> None:
    """Issue 37, words: a count at the goal reads "5/5", past it "7 missions (goal 6)" (never
    "5 (5 needed)" or "7/6"); the printed "Least/Highest amount of points" reads "Fewest/Most
    points", like every other mission on display."""
    from cogs.games.mission_wild_life.cards import mission_line, missions_text
    from engine.games.mission_wild_life.missions import MISSIONS
    from engine.games.mission_wild_life.views import mission_view

    assert missions_text(5, 5, bold=True, noun=True) == "**5/5** missions"
    assert missions_text(7, 6, noun=True) == "7 missions (goal 6)" and missions_text(2, 5) == "2/5"
    assert missions_text(1, None, noun=True) == "1 mission"
    seahorse, rhino, lizard = (mission_line(mission_view(m)) for m in ("seahorse", "rhino", "lizard"))
    assert "Fewest points in blue. At least one trick!" in seahorse and "Most points in green." in rhino
    assert "Fewest green cards" in lizard
    assert not any("amount of points" in mission_line(mission_view(m.id)) for m in MISSIONS)


@pytest.mark.parametrize("lang", [Lang.DE, Lang.QPS])
def test_the_longest_states_in_german_keep_discords_limits(lang: Lang) -> None:
    """Issue 34: German (and the ~40 % longer pseudo-language) within Discord's limits in every
    state of the longest game (5 seats, expert missions, 3 flash missions per round, passing):
    table, panels, thread posts and /history; button labels ≤ 80, select options ≤ 100, no text
    cut by :func:`~cogs.kit.text.fit_embed`."""
    from cogs.kit.ui import PanelContext

    def no_cut(r: Rendered) -> None:
        check_limits(r)
        for e in r.embeds:
            choosing = t(lang, "mwl-seat-passed", passed="no")  # ends in "…" itself
            cut = [v for v in [e.description or "", *(f.value or "" for f in e.fields)]
                   if v.endswith("…") and not v.endswith(choosing)]
            assert not cut, cut
        for c in (r.view.children if r.view is not None else []):
            if isinstance(c, discord.ui.Button):
                assert len(c.label or "") <= 80
            if isinstance(c, discord.ui.Select):
                assert len(c.placeholder or "") <= 150 and all(len(o.label) <= 100 for o in c.options)

    longest = 0
    for state, seat, events in play_random(5, MWLOptions(expert=True, flash_per_round=3, pass_cards=True), 7):
        record = make_record(5, state=state)
        table = UI.table(record, GAME.view(state, None), lang)
        no_cut(table)
        longest = max(longest, len(rendered_text(table)))
        for s in range(5):
            no_cut(UI.panel(record, s, GAME.view(state, s), PanelContext(lang=lang)))
        if seat is not None:
            update = MatchUpdate(record, UpdateKind.FINISHED if GAME.outcome(state) else UpdateKind.ACTION, events, seat)
            for r in UI.announcements(update, lang):
                no_cut(r)
            lines = UI.history_lines(record, [e for e in events if e.visible_to is None], [s.name for s in record.seats],
                                     lang)
            assert all(len(line) <= 1800 for line in lines)  # /history's clip per move
    assert longest > 1500
