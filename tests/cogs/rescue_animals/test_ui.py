"""Rescue Animals Discord presentation: table, My dice panel, announcements, custom_ids (no network).

The UI is ``cogs/games/rescue_animals`` on the table kit; records and states are built here
directly, clicks go through the kit's one DynamicItem with a fake interaction and service.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord
import pytest

from cogs.games.rescue_animals import UI, RescueUI
from cogs.games.rescue_animals.announce import cards_from, round_start_line
from cogs.games.rescue_animals.symbols import animal_emoji, card_title, requirement_line
from cogs.kit.codec import MalformedId
from cogs.kit.components import UNKNOWN, item_class
from cogs.kit.panels import NOT_PLAYING
from cogs.kit.rendered import Rendered
from cogs.kit.ui import GAME_UIS, PanelContext, discover, register_ui
from cogs.lang import SOURCE, Lang, t
from engine.core import SYSTEM, Event, IllegalAction, Model, Rng
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.actions import CloseWindowAction, GoAction, RescueAction, RollAction, ToggleAction
from engine.games.rescue_animals.deck import species_of
from engine.games.rescue_animals.state import RescueOptions, RescueState
from engine.service import MatchError, MatchUpdate, UpdateKind
from sandbox import readable
from storage import MatchRecord, MatchStatus, SeatRecord
from tests.message_reads import shown

NAMES = ["Ana", "Bo_*bold*", "@everyone", "Dee", "Eli"]


def make_record(n: int, match_id: int = 123456789012345678, status: MatchStatus = MatchStatus.ACTIVE) -> MatchRecord:
    seats = [SeatRecord(i, 1000 + i, NAMES[i]) for i in range(n - 1)] + [SeatRecord(n - 1, None, "Otter", True)]
    return MatchRecord(id=match_id, guild_id=1, channel_id=2, thread_id=3, game="rescue-animals", status=status,
                       host_id=1000, options={}, seed=7, state=None, version=0, timers={}, created_at=0.0,
                       updated_at=0.0, seats=seats)


# ------------------------------------------------------------------ limit checks
def check_embed(embed: discord.Embed) -> None:
    assert len(embed) <= 6000
    assert len(embed.title or "") <= 256
    assert len(embed.description or "") <= 4096
    assert len(embed.fields) <= 25
    for f in embed.fields:
        assert 0 < len(f.name or "") <= 256
        assert 0 < len(f.value or "") <= 1024
    assert len((embed.footer.text if embed.footer else None) or "") <= 2048


def check_rendered(r: Rendered) -> list[discord.ui.Button[Any]]:
    """Discord limits on one message; returns its buttons."""
    assert len(r.content or "") <= 2000
    assert len(r.embeds) <= 10
    assert sum(len(e) for e in r.embeds) <= 6000
    for e in r.embeds:
        check_embed(e)
    if r.view is None:
        return []
    children = r.view.children
    assert len(children) <= 25
    rows: dict[int, int] = {}
    for c in children:
        assert c.row is not None
        rows[c.row] = rows.get(c.row, 0) + 1
    assert len(rows) <= 5 and all(0 <= k < 5 for k in rows) and all(v <= 5 for v in rows.values())
    buttons: list[discord.ui.Button[Any]] = []
    for c in children:
        item = c.item if isinstance(c, discord.ui.DynamicItem) else c
        assert isinstance(item, discord.ui.Button)  # every Rescue Animals component is a button
        buttons.append(item)
    ids = [b.custom_id for b in buttons]
    assert all(i is not None and len(i) <= 100 for i in ids)
    assert len(set(ids)) == len(ids)
    for b in buttons:
        assert len(b.label or "") <= 80
    # The payload Discord would receive builds (component dicts are valid).
    r.view.to_components()
    return buttons


def text_of(r: Rendered) -> str:
    parts = [r.content or ""]
    for e in r.embeds:
        parts += [e.title or "", e.description or "", e.footer.text or "" if e.footer else ""]
        parts += [f"{f.name}\n{f.value}" for f in e.fields]
    if r.view is not None:
        for c in r.view.children:
            b = c.item if isinstance(c, discord.ui.DynamicItem) else c
            assert isinstance(b, discord.ui.Button)
            parts.append(f"{b.label} {b.custom_id}")
    parts += [f"{p.name} {p.alt}" for p in r.pictures]  # a picture's text goes to Discord too
    return readable("\n".join(parts))


def ids_of(r: Rendered) -> set[str]:
    return {b.custom_id for b in check_rendered(r) if b.custom_id}


# ------------------------------------------------------------------ simulation
def play(n: int, seed: int, max_steps: int = 4000) -> Iterator[tuple[RescueState, int, list[Event]]]:
    """A whole game with the bot policy and the timers fired in order; yields (state, seat, events) per change."""
    opts = RescueOptions(claim_window_ms=400, countdown_s=3.0)
    state = GAME.setup(n, opts, seed)
    rng = Rng.from_seed(seed)
    for _ in range(max_steps):
        if GAME.outcome(state) is not None:
            return
        acted = False
        for s in sorted(GAME.to_act(state)):
            action = GAME.bot_action(GAME.view(state, s), s, rng)
            if action is None:
                continue
            try:
                events = GAME.apply(state, s, action)
            except IllegalAction:
                continue
            acted = True
            yield state, s, events
            if GAME.outcome(state) is not None:
                return
        if state.phase in ("countdown", "window") or not acted:
            for t in GAME.timers(state):
                yield state, SYSTEM, GAME.apply(state, SYSTEM, GAME.action_adapter.validate_python(t.action))
    raise AssertionError("the simulated game did not end")


def update_for(record: MatchRecord, state: RescueState, seat: int, events: list[Event]) -> MatchUpdate:
    kind = UpdateKind.FINISHED if GAME.outcome(state) is not None else UpdateKind.ACTION
    return MatchUpdate(record, kind, events, seat)


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_whole_game_renders_within_limits_and_leaks_nothing(n: int, seed: int) -> None:
    record = make_record(n)
    saw = {"rescue_button": False, "final": False, "frozen": False, "done": False, "gray": False}
    for steps, (state, seat, events) in enumerate(play(n, seed), 1):
        update = update_for(record, state, seat, events)
        table = GAME_UIS["rescue-animals"].table(record, GAME.view(state, None))
        check_rendered(table)
        table_text = text_of(table)
        assert table.view is None  # the table cog adds the My dice button
        for s in range(n):
            for secret in GAME.private_texts(state, s):
                assert secret not in table_text
        # panels: every few steps (and always around rescues) to keep the test fast
        if steps % 3 == 0 or UI.refresh_table(update):
            for s in range(n):
                view = GAME.view(state, s)
                panel = UI.panel(record, s, view, PanelContext())
                buttons = check_rendered(panel)
                assert view.me is not None
                rescue_ids = {b.custom_id for b in buttons if ":rescue:" in (b.custom_id or "")}
                if view.players[s].can_rescue and state.phase != "over":
                    assert rescue_ids == {f"ra:{record.id}:rescue:{u}" for u in view.me.satisfied}
                    saw["rescue_button"] |= bool(rescue_ids)
                    assert any(b.custom_id == f"ra:{record.id}:roll" for b in buttons)
                    roll = next(b for b in buttons if b.custom_id == f"ra:{record.id}:roll")
                    assert roll.disabled == (not view.me.can_roll)
                    if view.frozen:
                        assert "Frozen" in (panel.content or "")
                        assert roll.disabled
                        saw["frozen"] = True
                    toggles = [b for b in buttons if ":toggle:" in (b.custom_id or "")]
                    assert len(toggles) == len(view.me.dice.values)
                    for i, b in enumerate(toggles):
                        assert (b.style is discord.ButtonStyle.success) == view.me.dice.aside[i]
                        if view.me.dice.values[i]:
                            assert str(view.me.dice.values[i]) in (b.label or "")
                    saw["gray"] |= len(toggles) == 6
                elif state.phase != "over":
                    assert "You rescued" in (panel.content or "")
                    assert not rescue_ids
                    saw["done"] = True
                # a panel shows no other seat's dice
                for other in range(n):
                    theirs = GAME.private_texts(state, other) - GAME.private_texts(state, s)
                    for secret in theirs:
                        assert secret not in text_of(panel)
        for rendered in UI.announcements(update):
            check_rendered(rendered)
            said = text_of(rendered)
            for e in events:
                if e.visible_to is not None:
                    assert e.text not in said
            for s in range(n):
                for secret in GAME.private_texts(state, s):
                    assert secret not in said
            if rendered.embeds and "final" in (rendered.embeds[0].title or ""):
                saw["final"] = True
    assert GAME.outcome(state) is not None
    final_table = UI.table(record, GAME.view(state, None))
    assert "Game over" in (final_table.embeds[0].title or "")
    # issue 37: the scores once, one field per player with its breakdown, no list of every animal
    fields = final_table.embeds[0].fields
    assert len(fields) == n and all("protection" in (f.value or "") and "rescued" in (f.value or "") for f in fields)
    assert all("×" not in (f.value or "") for f in fields) and "wins with" in (final_table.embeds[0].description or "")
    assert saw["rescue_button"] and saw["final"] and saw["frozen"] and saw["done"] and saw["gray"], saw


def test_long_names_and_a_huge_final_stay_within_limits() -> None:
    record = make_record(5)
    for s in record.seats:
        s.name = "W" * 32
    *_, (state, _, _) = play(5, 11)
    assert state is not None
    check_rendered(UI.table(record, GAME.view(state, None)))
    # an artificial worst case: one seat holding every card
    state.rescued = [list(range(54))] + [[] for _ in range(4)]
    check_rendered(UI.table(record, GAME.view(state, None)))
    check_rendered(UI.panel(record, 0, GAME.view(state, 0), PanelContext()))


# ------------------------------------------------------------------ table content
def test_table_shows_animals_readably() -> None:
    record = make_record(5)
    state = GAME.setup(5, RescueOptions(), 3)
    table = UI.table(record, GAME.view(state, None))
    text = text_of(table)
    for uid in state.display:
        assert uid is not None
        sp = species_of(uid)
        assert sp.name in text and sp.latin in text and sp.area in text
        assert f"🛡️ {sp.protection}" in text and f"+{sp.bonus}" in text
        if sp.requirement.black is not None:
            assert f"⬛ {sp.requirement.black}" in text
        for w in sp.requirement.white:
            assert f"⬜ {w}" in text
    assert "Round 1/" in text and "Conservation Leader" in text and "Gray die" in text and "Deck:" in text
    assert "Ready, Set" in text
    assert "@everyone" not in text  # names are defused
    with pytest.raises(ValueError):
        UI.table(record, GAME.view(state, 0))


def test_requirement_line_black_white_any_and_special() -> None:
    from engine.games.rescue_animals.views import card_view

    by_key = {species_of(u).key: card_view(u) for u in range(54)}
    assert requirement_line(by_key["mountain_gorilla"]) == "⬛ 2 · ⬜ 4 · ⬜ any"
    assert requirement_line(by_key["giant_panda"]) == "⬜ three white dice showing the same number"
    assert requirement_line(by_key["red_wolf"]).startswith("⬛ 5 · ⬜ 5 + ⬜ two white dice")


# ------------------------------------------------------------------ refresh_table
def test_refresh_table_only_on_rescues_rounds_and_phase_changes() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 1)
    go = GAME.apply(state, SYSTEM, GoAction())
    assert UI.refresh_table(MatchUpdate(record, UpdateKind.ACTION, go, SYSTEM))
    roll = GAME.apply(state, 0, RollAction())
    assert not UI.refresh_table(MatchUpdate(record, UpdateKind.ACTION, roll, 0))
    toggle = GAME.apply(state, 0, ToggleAction(die=0))
    assert not UI.refresh_table(MatchUpdate(record, UpdateKind.ACTION, toggle, 0))
    # make seat 0's dice meet the first displayed animal, then claim and close the window
    uid = state.display[0]
    assert uid is not None
    set_dice_for(state, 0, uid)
    claim = GAME.apply(state, 0, RescueAction(card=uid))
    assert not UI.refresh_table(MatchUpdate(record, UpdateKind.ACTION, claim, 0))
    close = GAME.apply(state, SYSTEM, CloseWindowAction())
    assert any(e.kind == "rescue" for e in close)
    assert UI.refresh_table(MatchUpdate(record, UpdateKind.ACTION, close, SYSTEM))
    assert UI.refresh_table(MatchUpdate(record, UpdateKind.FINISHED, [], SYSTEM))


def set_dice_for(state: RescueState, seat: int, uid: int) -> None:
    """Give ``seat`` dice that meet card ``uid`` (test helper; writes the state directly)."""
    req = species_of(uid).requirement
    special = {"three_same": [2, 2, 2], "three_sum_10": [2, 3, 5], "pair_sum_8": [2, 6],
               "two_pairs_equal_sum": [1, 4, 2, 3], "pair_same": [2, 2]}
    whites = [1 if w == "any" else int(w) for w in req.white] + (special[req.special] if req.special else [])
    whites = (whites + [1, 1, 1, 1])[:4]
    dice = state.dice[seat]
    dice.values[:4] = whites
    dice.values[4] = req.black or 1
    for i in range(5, len(dice.values)):
        dice.values[i] = 1


# ------------------------------------------------------------------ panel
def test_rescue_button_only_for_satisfied_animals() -> None:
    record = make_record(5)
    state = GAME.setup(5, RescueOptions(first_leader=1), 9)
    GAME.apply(state, SYSTEM, GoAction())
    target = state.display[2]
    assert target is not None
    set_dice_for(state, 1, target)
    view = GAME.view(state, 1)
    assert view.me is not None and target in view.me.satisfied
    panel = UI.panel(record, 1, view, PanelContext())
    rescue = {i for i in ids_of(panel) if ":rescue:" in i}
    assert rescue == {f"ra:{record.id}:rescue:{u}" for u in view.me.satisfied}
    assert any(b.label == f"Rescue {species_of(target).name}" for b in check_rendered(panel))
    # unrolled dice: no rescue button at all, toggles disabled, Roll enabled
    view0 = GAME.view(state, 0)
    panel0 = UI.panel(record, 0, view0, PanelContext())
    buttons = check_rendered(panel0)
    assert not [b for b in buttons if ":rescue:" in (b.custom_id or "")]
    assert all(b.disabled for b in buttons if ":toggle:" in (b.custom_id or ""))
    assert not next(b for b in buttons if (b.custom_id or "").endswith(":roll")).disabled


def test_frozen_panel_and_rescued_panel() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    panel = UI.panel(record, 0, GAME.view(state, 0), PanelContext())
    assert "Frozen — Ready, Set, Go!" in (panel.content or "")
    roll = next(b for b in check_rendered(panel) if (b.custom_id or "").endswith(":roll"))
    assert roll.disabled
    GAME.apply(state, SYSTEM, GoAction())
    uid = state.display[0]
    assert uid is not None
    set_dice_for(state, 0, uid)
    GAME.apply(state, 0, RescueAction(card=uid))
    GAME.apply(state, SYSTEM, CloseWindowAction())
    done = UI.panel(record, 0, GAME.view(state, 0), PanelContext())
    assert f"You rescued the {animal_emoji(GAME.view(state, None).players[0].rescued_this_round[0])} " \
           f"{species_of(uid).name} — wait for the round to end" in (done.content or "")
    assert ids_of(done) == {f"ra:{record.id}:refresh"}
    # others are frozen by the countdown
    other = UI.panel(record, 1, GAME.view(state, 1), PanelContext())
    assert "Frozen" in (other.content or "")


def test_warning_line_on_top() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    r = UI.panel(record, 0, GAME.view(state, 0), PanelContext()).warn("That animal is not on display.")
    assert (r.content or "").startswith("⚠️ That animal is not on display.\n")


# ------------------------------------------------------------------ custom_ids
MATCH = 123456789012345678


@pytest.mark.parametrize("verb,params,cid", [
    ("toggle", {"die": 5}, f"ra:{MATCH}:toggle:5"),
    ("roll", {}, f"ra:{MATCH}:roll"),
    ("rescue", {"uid": 53}, f"ra:{MATCH}:rescue:53"),
    ("refresh", {}, f"ra:{MATCH}:refresh"),
])
async def test_custom_ids_round_trip(verb: str, params: dict[str, int], cid: str) -> None:
    assert UI.custom_id(verb, MATCH, **params) == cid  # today's custom_ids, exactly
    assert len(cid) <= 100
    item_cls = item_class(RescueUI())
    m = item_cls.__discord_ui_compiled_template__.fullmatch(cid)
    assert m is not None
    again = await item_cls.from_custom_id(None, discord.ui.Button(custom_id=cid), m)  # type: ignore[arg-type]
    assert again.custom_id == cid
    click_ = UI.codec.decode(cid)
    assert click_.match_id == MATCH and click_.verb.name == verb
    assert click_.params == {k: str(v) for k, v in params.items()}


def test_verbs_make_the_engine_actions() -> None:
    toggle, roll, rescue = (UI.codec.decode(UI.custom_id(v, 1, **p)) for v, p in
                            (("toggle", {"die": 4}), ("roll", {}), ("rescue", {"uid": 0})))
    for c, action in ((toggle, ToggleAction(die=4)), (roll, RollAction()),
                      (rescue, RescueAction(card=0))):
        assert c.verb.action is not None and c.verb.action(c.params, ()) == action
        assert not c.verb.stamped  # real time: the engine refuses stale claims itself


FORGED = [
    "ra:1:toggle:6", "ra:1:toggle:-1", "ra:1:toggle:", "ra:1:toggle:01", "ra:1:rescue:54", "ra:1:rescue:07",
    "ra:1:rescue:999", "ra:1:rescue:", "ra:x:roll", "ra::roll", "ra:1:roll:2", "ra:1:roll ", " ra:1:roll",
    "ra:1234567890123456789:roll", "ra:١:roll", "ra:1:rescue:٣", "ra:1:Roll", "ra:1:refresh\n", "ra:1:toggle:1:1",
    "rb:1:roll", "ra:1:rescue:1e3", "x" * 101,
]


@pytest.mark.parametrize("cid", FORGED)
def test_forged_custom_ids_are_rejected(cid: str) -> None:
    with pytest.raises(MalformedId):
        UI.codec.decode(cid)


# ------------------------------------------------------------------ announcements
def test_announcements_never_include_private_events() -> None:
    record = make_record(3)
    secret = Event(kind="rescue", text="SECRET rescue", visible_to={0}, data={"seat": 0, "card": 0})
    roll = Event(kind="roll", text="You rolled: W1 W2 W3 W4 B5", visible_to={1}, data={})
    game_end = Event(kind="game_end", text="SECRET end", visible_to={2},
                     data={"scores": [], "places": [], "detail": "x", "rescued": []})
    out = UI.announcements(MatchUpdate(record, UpdateKind.ACTION, [secret, roll, game_end], 0))
    assert out == []


def test_announcements_for_rescue_tie_round_and_final() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    GAME.apply(state, SYSTEM, GoAction())
    uid = state.display[0]
    assert uid is not None
    set_dice_for(state, 1, uid)
    set_dice_for(state, 2, uid)
    events = GAME.apply(state, 2, RescueAction(card=uid))
    events += GAME.apply(state, 1, RescueAction(card=uid))
    events += GAME.apply(state, SYSTEM, CloseWindowAction())
    text = "\n".join(r.content or "" for r in UI.announcements(MatchUpdate(record, UpdateKind.ACTION, events, SYSTEM)))
    name = species_of(uid).name
    assert "rescued the" not in text and name not in text  # no message per rescue: the round summary lists them
    assert "same moment" in text and "clockwise" in text
    # finish the game: a round summary and the final scoring table appear
    all_text, finals = [], []
    for st, seat, evs in play(3, 5):
        for r in UI.announcements(update_for(record, st, seat, evs)):
            all_text.append(r.content or "")
            if any("final" in (e.title or "") for e in r.embeds):
                finals += r.embeds
                assert "takes the gray die (+2 points at the end)." in (r.content or "")
                assert "for the next round" not in (r.content or "")
    joined = "\n".join(all_text)
    assert "Round 1 over." in joined and "takes the gray die" in joined and "**Round 2**" in joined
    assert len(finals) == 1
    fin = finals[0]
    # the result in one line per player; the breakdown is on the table only (issue 37: once, not three times)
    assert not fin.fields and fin.description and "wins with" in fin.description and "Player" not in fin.description
    lines = [ln for ln in fin.description.splitlines() if "rescued" in ln]
    assert len(lines) == 3 and all(" point" in ln and "protection" not in ln for ln in lines)
    assert fin.footer.text and "table" in fin.footer.text


# ------------------------------------------------------------------ options
def test_option_fields_match_engine_options() -> None:
    fields = UI.option_fields()
    assert [f for f, _, _ in fields][:3] == ["claim_window_ms", "countdown_s", "bot_roll_interval_s"]
    for field, _, choices in fields:
        assert field in RescueOptions.model_fields
        assert 1 <= len(choices) <= 25
        defaults = RescueOptions().model_dump(mode="json")
        assert defaults[field] in [v for _, v in choices]
        for _, value in choices:
            RescueOptions.model_validate({field: value})


def test_registered() -> None:
    discover()  # found through cogs/games/rescue_animals/__init__.py, named by no shared module
    assert type(GAME_UIS["rescue-animals"]).__qualname__ == type(UI).__qualname__
    assert t(SOURCE, UI.panel_label) == "My dice" and UI.panel_emoji == "🎲" and UI.prefix == "ra"
    assert UI.demo_options == {"countdown_s": 0.3, "claim_window_ms": 100}
    RescueOptions.model_validate(dict(UI.demo_options))


# ------------------------------------------------------------------ click handling (fake interaction)
class FakeResponse:
    def __init__(self) -> None:
        self.edits: list[dict[str, Any]] = []
        self.sends: list[dict[str, Any]] = []

    def is_done(self) -> bool:
        return bool(self.edits or self.sends)

    async def edit_message(self, **kwargs: Any) -> None:
        assert not self.is_done()
        self.edits.append(kwargs)

    async def send_message(self, *args: Any, **kwargs: Any) -> None:
        assert not self.is_done()
        self.sends.append({"args": args, **kwargs})


class FakeService:
    def __init__(self, record: MatchRecord, state: RescueState) -> None:
        self.record, self.state = record, state

    def match(self, match_id: int) -> MatchRecord | None:
        return self.record if match_id == self.record.id else None

    async def fetch(self, match_id: int) -> MatchRecord | None:
        return self.match(match_id)

    def seat_of(self, match_id: int, user_id: int) -> int | None:
        return next((s.seat for s in self.record.seats if s.user_id == user_id and not s.is_bot), None)

    def view(self, match_id: int, seat: int | None) -> Any:
        return GAME.view(self.state, seat)

    def view_of(self, record: MatchRecord, seat: int | None) -> Any:
        return GAME.view(self.state, seat)

    async def act(self, match_id: int, user_id: int, action: Model, *, expected_version: int | None = None) -> list[Event]:
        assert expected_version is None  # Rescue Animals' verbs are not stamped
        assert isinstance(action, ToggleAction | RollAction | RescueAction), f"a verb built {action!r}"
        seat = next((s.seat for s in self.record.seats if s.user_id == user_id), None)
        if seat is None:
            raise MatchError("You are not playing in this match.")
        events: list[Event] = GAME.apply(self.state, seat, action)
        return events


class FakeClient:
    def __init__(self, service: FakeService) -> None:
        self.service = service


class FakeInteraction:
    def __init__(self, service: FakeService, user_id: int, custom_id: str) -> None:
        self.client = FakeClient(service)
        self.user = type("U", (), {"id": user_id})()
        self.guild = None  # a DM copy of the panel
        self.guild_id = None
        self.channel_id = 5
        self.id = 1
        self.type = discord.InteractionType.component
        self.data = {"custom_id": custom_id}
        self.response = FakeResponse()


async def click(custom_id: str, service: FakeService, user_id: int) -> FakeResponse:
    """Click ``custom_id`` through the kit's one DynamicItem of the game, as the bot would."""
    item_cls = item_class(UI)
    m = item_cls.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert m is not None
    item = await item_cls.from_custom_id(None, discord.ui.Button(custom_id=custom_id), m)  # type: ignore[arg-type]
    inter = FakeInteraction(service, user_id, custom_id)
    await item.callback(inter)  # type: ignore[arg-type]
    return inter.response


@pytest.fixture(autouse=True)
def registered() -> None:
    register_ui(UI)  # the kit finds a match's UI by its game key


async def test_clicks_edit_the_panel_in_place_even_when_rejected() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    service = FakeService(record, state)
    # frozen: Roll is rejected → the same panel is redrawn with the reason on top, one response
    resp = await click(f"ra:{record.id}:roll", service, 1000)
    assert not resp.sends and len(resp.edits) == 1
    assert shown(resp.edits[0]).startswith("⚠️ Wait for Go! before rolling.")
    assert "Frozen" in shown(resp.edits[0])
    GAME.apply(state, SYSTEM, GoAction())
    resp = await click(f"ra:{record.id}:roll", service, 1000)
    assert not resp.sends and len(resp.edits) == 1 and "⚠️" not in shown(resp.edits[0])
    assert all(v > 0 for v in state.dice[0].values)
    resp = await click(f"ra:{record.id}:toggle:2", service, 1000)
    assert state.dice[0].aside[2] and len(resp.edits) == 1
    # a stale Rescue button: the animal is gone
    uid = state.display[0]
    assert uid is not None
    set_dice_for(state, 1, uid)
    GAME.apply(state, 1, RescueAction(card=uid))
    GAME.apply(state, SYSTEM, CloseWindowAction())
    resp = await click(f"ra:{record.id}:rescue:{uid}", service, 1000)
    assert not resp.sends and shown(resp.edits[0]).startswith("⚠️ ")
    # refresh
    resp = await click(f"ra:{record.id}:refresh", service, 1000)
    assert len(resp.edits) == 1
    # someone not seated gets a short ephemeral reply instead
    resp = await click(f"ra:{record.id}:roll", service, 999)
    assert not resp.edits and len(resp.sends) == 1 and resp.sends[0]["ephemeral"]
    assert resp.sends[0]["args"] == (t(Lang.EN, NOT_PLAYING),)
    # a forged id gets the kit's one line, nothing is played
    resp = await click(f"ra:{record.id}:toggle:01", service, 1000)
    assert not resp.edits and resp.sends[0]["args"] == (t(Lang.EN, UNKNOWN),)


def test_the_final_scores_break_the_pair_bonus_down_and_the_table_counts_rolls() -> None:
    """Issue 24: the pair bonus is shown per species (rulebook "End of the game": a bonus for every
    pair of identical animals, as on the card), and the table says how often each player rolled."""
    from cogs.games.rescue_animals.table import final_fields, render_table
    from engine.games.rescue_animals.deck import CARDS
    from engine.games.rescue_animals.scoring import score_seat
    from engine.games.rescue_animals.views import card_view

    by_species: dict[int, list[int]] = {}
    for uid, key in enumerate(CARDS):
        by_species.setdefault(key, []).append(uid)
    pair_key, uids = next((k, u) for k, u in by_species.items() if len(u) >= 2 and card_view(u[0]).bonus > 0)
    single = next(u[0] for k, u in by_species.items() if k != pair_key)
    cards = [uids[0], uids[1], single]
    score = score_seat(0, cards, False)
    pair = card_view(uids[0])
    (_, value), = final_fields(make_record(1), [score], [1], [[card_view(u) for u in cards]])
    assert f"{pair.name} pair +{pair.bonus}" in value and f"{score.bonus} bonus" in value, value
    st = GAME.setup(3, RescueOptions(), 4)
    st.rolls = [0, 1, 7]
    text = "\n".join(f.value or "" for f in render_table(make_record(3), GAME.view(st, None)).embeds[0].fields)
    assert "🎲 0 rolls" in text and "🎲 1 roll" in text and "🎲 7 rolls" in text, text


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_round_one_is_announced_at_the_start_and_in_history(lang: Lang) -> None:
    """The match's start posts round 1's start once (its leader, the animals on display, the deck),
    worded as every later round's start, from the game's setup events; ``/history``'s move 0 names
    round 1's leader and display too (it had no line before)."""
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=2), 4)
    events = GAME.setup_events(state)
    assert [(e.kind, e.visible_to, e.data["round"], e.data["leader"], e.data["display"]) for e in events] == [
        ("round_start", None, 1, 1, state.display)]
    rendered = UI.announcements(MatchUpdate(record, UpdateKind.STARTED, events), lang)
    line = round_start_line(record, 1, 1, cards_from(state.display), len(state.deck), lang)
    assert [r.content for r in rendered] == [line]
    history = UI.history_lines(record, events, [s.name for s in record.seats], lang)
    assert len(history) == 1 and "Bo_*bold*" in history[0]
    for card in cards_from(state.display):
        assert card_title(card, lang) in line and card_title(card, lang) in history[0]
