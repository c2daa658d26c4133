"""Matches stored before issue 34 read in every language ("Old stored matches keep working").

``tests/cogs/<game>/data/main_before_issue_34.sql`` is a database as main left it: one finished match
of each game played by main's own code (each file's header says which commit and how). These tests
open it with today's storage (which migrates it), check that it replays to the result main stored,
and read it as people do: ``/history`` (:func:`cogs.history.history_pages`) and the finished table,
in English, German and the pseudo-language.

What an old match shows, decided per part and asserted here:

* ``/history``: **every event kind is re-rendered from its kind and data**, in the reader's language.
  Nothing stored holds an event: ``/history`` replays the match from its seed and action log
  (:meth:`engine.service.MatchService.public_history`), so an old match's events are today's (kind
  and data, no text). :attr:`OldMatch.kinds` lists the public kinds each match has; each is worded in
  English and in German (differently), and a move reads "a hidden choice" exactly when it has no
  public event (Rescue Animals' rolls and set-asides; a pass is "player1 has chosen three cards to pass.").
* The finished table, drawn from the stored state, which holds main's English:

  - Mission: Wild Life: won missions' names and reasons, the end reason: re-worded (from the
    missions' ids, :class:`~engine.games.mission_wild_life.views.WonView`);
  - Rescue Animals: its state holds no English;
  - Wildlife Adventure: the end reason: read as its code when the state loads
    (``WAState.end_reason``), so re-worded; the last move's English lines (``last_events``) are no
    longer shown;
  - WildLife: the end reason: read as its code (``WLState.end_reason``), re-worded; the last move's
    log lines: **kept**, shown in the English they were stored in (their "Seat n" named), the only
    English a German reader sees (:attr:`OldMatch.kept`); Major Scoring labels: not shown by the table.

Neither ever shows a message id, nor anything a seat held privately (checked move by move).
"""
from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from cogs.games.mission_wild_life.cards import card_id_text, card_name
from cogs.games.wildlife.words import hand_label
from cogs.games.wildlife_adventure.words import animal_fact, animal_label
from cogs.history import history_pages
from cogs.kit.text import name_seats
from cogs.kit.ui import GAME_UIS, discover
from cogs.lang import Lang, t
from cogs.lang.catalog import LOCALES, message_ids, parse_file
from engine import registry
from engine.core import Event, parse_action
from engine.games.mission_wild_life.cards import parse as mwl_card
from engine.games.rescue_animals.state import PlayerDice, render_dice
from engine.games.wildlife.cards import DECK as WL_CARDS
from engine.games.wildlife_adventure.cards import ANIMALS
from engine.service import MatchService
from engine.service.match_settings import game_options
from sandbox import unisolated
from storage import MatchRecord, MatchStatus, Storage
from tests.cogs.mission_wild_life.test_ui import rendered_text
from tests.lang.pseudo_scan import WORD, leaks

pytestmark = pytest.mark.backends("sqlite")  # each file is a SQLite database as main left it

HERE = Path(__file__).parent
IDS = frozenset(i for path in (LOCALES / "en").glob("*.ftl") for i in message_ids(parse_file(path)))
"""Every message id of the catalog: none may ever be shown."""
ID_SHAPED = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")


def data_tokens(value: Any) -> set[str]:
    """Every text in an event's data (card ids, spaces, …), nested ones included."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, Mapping):
        value = list(value.values())
    return set().union(*map(data_tokens, value)) if isinstance(value, Sequence) else set()


def event_tokens(event: Event) -> set[str]:
    """The texts of an event's data."""
    return data_tokens(event.data)


def _mwl_words(token: str, lang: Lang) -> set[str]:
    try:
        card = mwl_card(token)
    except ValueError:
        return set()
    return {card_id_text(token, lang), card_name(card.colour, card.number, lang)}


def _ra_dice(event: Event) -> set[str]:
    """A roll's dice as the engine renders them (what the roller's panel shows; never public)."""
    if event.kind != "roll":
        return set()
    return {render_dice(PlayerDice(values=event.data["values"], aside=event.data["aside"]))}


def _wa_words(token: str, lang: Lang) -> set[str]:
    """An animal card's label (name and space) and fact line: a bare German name may be part of another
    animal's ("Wolf", "Äthiopischer Wolf"), so the label stands for it."""
    if token not in ANIMALS:
        return set()
    fact = animal_fact(token, lang)
    return {animal_label(token, lang)} | ({fact} if fact else set())


def _wl_words(token: str, lang: Lang) -> set[str]:
    return {hand_label(token, lang)} if token in WL_CARDS else set()


def _wl_kept(state: Any) -> list[str]:
    return [e.text for e in state.log if e.kind == "text"]


@dataclass(frozen=True)
class OldMatch:
    """One game's old match and what today's code must show of it."""

    game: str
    kinds: frozenset[str]
    """The public event kinds of the replayed match: every one is worded from kind and data."""
    history: dict[Lang, tuple[str, ...]]
    """Lines (or parts of lines) ``/history`` shows, by language."""
    stored: tuple[str, ...]
    """Main's English in the stored state, as main wrote it (the file really is main's)."""
    table: dict[Lang, tuple[str, ...]]
    """What the finished table shows, by language: the stored English parts re-worded."""
    words: Callable[[str, Lang], set[str]]
    """How a secret a private event names (a card id) reads in ``lang``; none for any other text."""
    secrets: Callable[[Event], set[str]] = event_tokens
    """The secrets a private event names (default: every text of its data)."""
    kept: Callable[[Any], list[str]] = field(default=lambda state: [])
    """The stored English lines the table still shows as they were stored."""
    differs: frozenset[str] = frozenset()
    """The stored state's fields the replay ends with otherwise: main's text (today's holds kind and
    data) and the take-back log main did not keep."""

    @property
    def dump(self) -> Path:
        return HERE / self.game.replace("-", "_") / "data" / "main_before_issue_34.sql"


OLD_MATCHES = [
    OldMatch("mission-wild-life",
        kinds=frozenset({"round_start", "pass_chosen", "passing_done", "card_played", "trick_won", "mission_won",
                         "round_end", "game_end"}),
        history={Lang.EN: ("Red Panda", "Game over: player2 & player3 win with 5 missions (the game ends at 5)."),
                 Lang.DE: ("Runde 1:", "spielt", "Runde 2 vorbei", "Roter Panda", "Rotkehlchen", "Gleichstand",
                           "Spielende: player2 & player3 gewinnen mit 5 Missionen (das Spiel endet bei 5).")},
        stored=("Red Panda", "Seat(s) 1, 2 win"),
        table={Lang.EN: ("Red Panda", "Adventure mission (face down)"),
               Lang.DE: ("Roter Panda", "Abenteuermission (verdeckt)", "Spielende")},
        words=_mwl_words, differs=frozenset({"undo"})),
    OldMatch("rescue-animals",
        kinds=frozenset({"go", "claim", "tie", "rescue", "countdown", "round_end", "gray_die", "leader", "round_start",
                         "game_end"}),
        history={Lang.EN: ("player1 presses Rescue (🦡 European Mink)", "Tie between player1, player2: the gray die "
                           "wins the tie (player2).", "Game over. player2 wins with 112 points."),
                 Lang.DE: ("player1 drückt Retten (🦡 Europäischer Nerz)", "Gleichstand zwischen player1, player2: "
                           "der graue Würfel gewinnt (player2).", "player1 hat jetzt die Naturschutzleitung.",
                           "Spielende. player2 gewinnt mit 112 Punkten.")},
        stored=(),
        table={Lang.EN: ("player2 wins with 112 points.",), Lang.DE: ("player2 gewinnt mit 112 Punkten.",)},
        words=lambda dice, lang: {dice}, secrets=_ra_dice),
    OldMatch("wildlife-adventure",
        kinds=frozenset({"setup", "extension", "animal_found", "turn", "green", "blue", "blue_cards", "chance",
                         "vouchers", "chance_kept", "draw", "expedition_finished", "star_played", "removed",
                         "game_end"}),
        history={Lang.EN: ("`3.` player2's turn.", "player1 extends the red expedition to EU14.",
                           "Game over: player2 has no animal cards left in hand. Scores: player1 +13, player2 +14."),
                 Lang.DE: ("`3.` player2 ist am Zug.", "player1 verlängert die rote Expedition nach EU14.",
                           "player1 findet ein Tier: Igel (EU14)!", "player2 spielt die aufbewahrte Karte: ★",
                           "Spielende: player2 hat keine Tierkarten mehr auf der Hand. Punkte: player1 +13, player2 +14.")},
        stored=("Seat 1 has no animal cards left in hand.", "Seat 1 extends the blue expedition to SA16."),
        table={Lang.EN: ("**Game over.** player2 has no animal cards left in hand.",),
               Lang.DE: ("**Spielende.** player2 hat keine Tierkarten mehr auf der Hand.",)},
        words=_wa_words, differs=frozenset({"last_events", "recent", "undo"})),
    OldMatch("wildlife",
        kinds=frozenset({"setup", "placed", "board_populated", "turn_start", "card_used", "joker", "expanded",
                         "auction_start", "bid", "auction_won", "migrated", "turn_end", "ability_taken", "bid_pass",
                         "auction_no_bids", "adapted", "minor_scoring", "ability_food", "major_due", "major_scoring",
                         "card_discarded", "food_traded", "last_creature", "game_end"}),
        history={Lang.EN: ("player2 places a creature on B5.", "**Most food**: player2 4 SP",
                           "Game over: player1 placed their last creature."),
                 Lang.DE: ("player2 setzt eine Kreatur auf B5.", "🔨 Niemand bietet auf die Karte",
                           "Kleine Wertung: player1 füllt das letzte Feld", "**Meiste Nahrung**: player2 4 EP",
                           "Spielende: player1 hat die letzte eigene Kreatur gesetzt.")},
        stored=("Seat 0 (Man) placed its last creature.", "Final Major Scoring — Large Savannah", "Largest herd"),
        table={Lang.EN: ("**Game over.** player1 placed their last creature.",),
               Lang.DE: ("**Spielende.** player1 hat die letzte eigene Kreatur gesetzt.",)},
        words=_wl_words, kept=_wl_kept, differs=frozenset({"log", "majors", "undo"})),
]


@dataclass
class Opened:
    """An old match opened with today's code."""

    old: OldMatch
    service: MatchService
    record: MatchRecord

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    async def history(self, lang: Lang) -> str:
        """``/history``'s pages as one text, as a person reads them."""
        _title, pages = await history_pages(self.service, self.record.id, self.record.guild_id, lang)
        return unisolated("\n".join(pages))

    def table(self, lang: Lang) -> str:
        return rendered_text(GAME_UIS[self.record.game].table(self.record, self.service.view_of(self.record, None), lang))

    def final_state(self) -> Any:
        game = registry.get(self.record.game)
        return game.State.model_validate_json(self.record.state or "")

    async def replayed(self) -> tuple[Any, list[list[Event]]]:
        """The final state and every move's events, private ones included, replayed from the seed
        and action log as /history numbers moves (index 0: the deal)."""
        game = registry.get(self.record.game)
        rows = await self.service.action_log(self.record.id)
        record = self.record
        state = game.setup(len(record.seats), game.Options.model_validate(game_options(record.options)), record.seed)
        moves = [game.setup_events(state)]
        moves += [game.apply(state, seat, parse_action(game, json.loads(action))) for _, seat, action in rows]
        return state, moves


@pytest.fixture(params=OLD_MATCHES, ids=[o.game for o in OLD_MATCHES])
async def old(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Opened]:
    """The game's old database opened (and so migrated) by today's storage and service."""
    spec: OldMatch = request.param
    discover()  # the game UIs, as the bot finds them
    path = tmp_path / "main.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.executescript(spec.dump.read_text(encoding="utf-8"))
    storage = await Storage.open(path)
    service = MatchService(storage, turn_timeout_s=0)
    await service.start()
    record = await service.fetch(1)
    assert record is not None and record.game == spec.game and record.status == MatchStatus.FINISHED and record.state
    yield Opened(spec, service, record)
    await service.close()
    await storage.close()


def ids_shown(text: str) -> list[str]:
    """The catalog's message ids ``text`` shows."""
    return sorted(set(ID_SHAPED.findall(text)) & IDS)


def shown(text: str, secret: str) -> bool:
    """Whether ``secret`` stands in ``text`` as itself (not as the start of a longer word or number)."""
    return re.search(r"(?<!\w)" + re.escape(secret) + r"(?!\w)", text) is not None


def moves(history: str) -> dict[int, str]:
    """/history's text by move number (``0``: the deal's **Start** line), a move's lines joined."""
    out: dict[int, str] = {}
    number = None
    for line in history.splitlines():
        if line.startswith("https://"):  # each page's link to the match's thread
            continue
        if found := re.match(r"`(\d+)\.` (.*)", line):
            number = int(found[1])
            out[number] = found[2]
        elif number is None:
            number, out[0] = 0, line
        else:
            out[number] += "\n" + line
    return out


async def test_an_old_match_is_main_s_and_replays_to_its_stored_state(old: Opened) -> None:
    """The file holds main's English as main stored it, and today's engine replays its action log
    (after the migrations: Rescue Animals' first leader now counts from 1) to the state and result
    main stored, so /history tells the match that was played."""
    assert all(s in (old.record.state or "") for s in old.old.stored)
    game = registry.get(old.record.game)
    state, _ = await old.replayed()
    replayed, stored = state.model_dump(mode="json"), old.final_state().model_dump(mode="json")
    assert sorted(k for k in replayed if replayed[k] != stored.get(k)) == sorted(old.old.differs)
    outcome = game.outcome(state)
    assert outcome is not None and game.outcome(old.final_state()) == outcome
    results = sorted(await old.service.ratings.results(old.record.id))
    assert [(place, score) for _, _, place, score, _ in results] == list(zip(outcome.places, outcome.scores, strict=True))


async def test_every_event_of_an_old_match_is_worded_from_kind_and_data(old: Opened) -> None:
    """/history's events are the replay's: no stored text, and every kind the match has is worded in
    English and in German, differently (so it came from the catalog, not from a stored line)."""
    ui = GAME_UIS[old.record.game]
    first: dict[str, Event] = {}
    for _, _, events in await old.service.public_history(old.record.id):
        assert all(e.visible_to is None and e.text == "" for e in events)
        for e in events:
            first.setdefault(e.kind, e)
    assert set(first) == old.old.kinds
    for kind, event in first.items():
        english, german = (ui.history_lines(old.record, [event], old.names, lang) for lang in (Lang.EN, Lang.DE))
        assert english and german and english != german, kind


async def test_an_old_match_s_history_reads_in_the_reader_s_language(old: Opened) -> None:
    for lang, parts in old.old.history.items():
        text = await old.history(lang)
        assert [p for p in parts if p not in text] == []
        assert ids_shown(text) == [] and "{" not in text
    assert leaks(await old.history(Lang.QPS), old.names) == []  # nothing outside the catalog
    english = await old.history(Lang.EN)
    assert not [p for p in old.old.history[Lang.DE] if p in english]


async def test_a_move_reads_as_a_hidden_choice_exactly_when_it_has_no_public_event(old: Opened) -> None:
    """Every move has its line; "a hidden choice" stands for the moves whose events are all private
    (a roll, a pass), never for a move with a public event (Wildlife Adventure's End turn was one)."""
    public = await old.service.public_history(old.record.id)
    for lang in (Lang.EN, Lang.DE):
        lines = moves(await old.history(lang))
        assert sorted(lines) == [n for n, _, events in public if n or events]
        hidden = {n: t(lang, "core-history-hidden", name=old.names[seat] if 0 <= seat < len(old.names) else "none")
                  for n, seat, _ in public}
        assert [n for n, _, events in public if n and (lines[n] == hidden[n]) != (not events)] == []
        assert any(not events for n, _, events in public if n) == (old.record.game == "rescue-animals")


async def test_nothing_a_seat_held_privately_is_shown(old: Opened) -> None:
    """Move by move: /history's line of a move shows none of the secrets its private events carried
    (a hand dealt, a card drawn or passed, the dice rolled), but for one its public events name too
    (a card played, then dealt again in the same move); the finished table no card left in a hand."""
    state, events = await old.replayed()
    for lang in (Lang.EN, Lang.DE):
        lines = moves(await old.history(lang))
        secret_moves = 0
        for number, made in enumerate(events):
            public = set().union(*(data_tokens(e.data) for e in made if e.visible_to is None))
            secrets = set().union(*(old.old.secrets(e) for e in made if e.visible_to is not None)) - public
            words = set().union(*(old.old.words(s, lang) for s in secrets))
            secret_moves += bool(words)
            assert [w for w in words if shown(lines.get(number, ""), w)] == [], number
        assert secret_moves  # the match had secrets to keep
        held = set().union(*(old.old.words(c, lang) for hand in getattr(state, "hands", []) for c in hand))
        assert [w for w in held if shown(old.table(lang), w)] == []


async def test_an_old_match_s_finished_table_reads_in_the_reader_s_language(old: Opened) -> None:
    """The stored state's English is re-worded where main stored something today's code can word
    (the end reason, won missions); what it cannot (WildLife's last log lines) is kept as stored,
    its "Seat n" named, and is then the only text outside the catalog."""
    kept = [name_seats(line, old.names) for line in old.old.kept(old.final_state())]
    for lang, parts in old.old.table.items():
        text = old.table(lang)
        assert [p for p in parts if p not in text] == []
        assert ids_shown(text) == []
        assert [line for line in kept if line[:40] not in text] == []  # shown as stored (a long one clipped)
    german = old.table(Lang.DE)
    assert not [p for p in old.old.table[Lang.EN] if p in german]
    allowed = frozenset(w.lower() for line in kept for w in WORD.findall(line))
    assert leaks(old.table(Lang.QPS), old.names, allowed) == []
