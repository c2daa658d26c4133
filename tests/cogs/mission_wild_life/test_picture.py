"""The trick picture of Mission: Wild Life (cogs/games/mission_wild_life/picture.py).

Drawn at every step of random games: the right picture for the phase (trick in progress,
else the round's last trick, else none), a small palette PNG, pure (same bytes twice, the
view untouched), names the font cannot draw left out; drawn through the kit's cache into a
file; and through the real bot on the sandbox the table message carries ``trick.png``,
replaced in place as the trick moves on.
"""
from __future__ import annotations

import io
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from cogs.games.mission_wild_life import UI
from cogs.games.mission_wild_life.picture import FILL, draw_trick, font, trick_shown
from cogs.games.mission_wild_life.table import trick_alt, trick_picture
from cogs.kit.fonts import drawable
from cogs.kit.pictures import PictureCache, encode
from cogs.lang import Lang
from engine.games.mission_wild_life import GAME
from engine.games.mission_wild_life.state import MWLOptions, MWLState
from engine.games.mission_wild_life.views import MWLView
from storage import MatchRecord, MatchStatus, SeatRecord

NAMES = ["Ana", "Bob *bold*", "Zoë Ünal-Łukasz with a long name", "Dee", "🤖 Otter"]
MAX_PNG = 200 * 1024


def record_for(state: MWLState, version: int = 3) -> MatchRecord:
    seats = [SeatRecord(i, 100 + i, NAMES[i]) for i in range(state.seats)]
    seats[-1] = SeatRecord(state.seats - 1, None, "🤖 Otter", is_bot=True)
    return MatchRecord(
        id=42, guild_id=1, channel_id=2, thread_id=3, game=GAME.key, status=MatchStatus.ACTIVE, host_id=100, options={},
        seed=1, state=state.model_dump_json(), version=version, timers={}, created_at=0.0, updated_at=0.0, seats=seats,
    )


def states(n: int, seed: int, options: MWLOptions | None = None) -> Iterator[MWLState]:
    rng = random.Random(seed)
    state = GAME.setup(n, options or MWLOptions(), seed)
    while True:
        yield state
        if GAME.outcome(state) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(state)))
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


@pytest.mark.parametrize(("n", "seed", "pass_cards"), [(3, 1, True), (4, 2, False), (5, 3, False)])
def test_picture_at_every_step(n: int, seed: int, pass_cards: bool) -> None:
    seen: set[str] = set()
    for i, state in enumerate(states(n, seed, MWLOptions(pass_cards=pass_cards))):
        view = GAME.view(state, None)
        which, order, cards, winner, led = trick_shown(view)
        seen.add(which)
        picture = trick_picture(record_for(state), view)
        if which == "none":
            assert state.phase in ("pass", "over") and picture is None
            with pytest.raises(ValueError):
                draw_trick(view, NAMES[:n])
            continue
        assert picture is not None and picture.name == "trick.png" and picture.key[:2] == (42, "mission-wild-life")  # type: ignore[index]
        if which == "trick":
            assert order == [(state.leader + k) % n for k in range(n)]
            assert [cards[p.seat].id for p in state.trick] == [p.card for p in state.trick]
            assert led == (state.trick[0].card.split("-")[0] if state.trick else None)
        else:  # no card on the table: the round's last trick, its winner marked
            assert not state.trick and state.last_trick is not None and state.last_trick.round == state.round
            assert winner == state.last_trick.winner and len(cards) == n
        if i % 7 == 0:  # a sample of frames: encoding is the slow part
            dump = view.model_dump_json()
            data = encode(picture.draw)
            assert data == encode(picture.draw)  # pure: the same picture twice
            assert view.model_dump_json() == dump  # and the view untouched
            assert len(data) <= MAX_PNG
            image = Image.open(io.BytesIO(data))
            assert image.mode == "P" and image.width >= 480 and 280 <= image.height <= 340
    assert {"trick", "last"} <= seen and ("none" in seen)


def test_picture_reads_without_colour() -> None:
    """The same number in the five colours: in grayscale the cards still differ (each has its
    badge, a letter, a sun or a cloud, and its colour's name)."""
    from engine.games.mission_wild_life.views import PlayView, card_view

    state = next(s for s in states(5, 3) if len(s.trick) == 1)
    view = GAME.view(state, None)
    plays = [PlayView(seat=(view.leader + k) % 5, card=card_view(f"{c}-5"))
             for k, c in enumerate(("red", "green", "blue", "gold", "gray"))]
    view = view.model_copy(update={"trick": plays, "led_colour": "red", "turn": None})
    image = draw_trick(view, NAMES).convert("RGB").convert("L")
    image.save("/tmp/mwl_grayscale_fives.png")
    crops = []
    for k in range(5):
        x = 24 + k * (120 + 22)
        crops.append(image.crop((x, 72, x + 120, 72 + 168)).tobytes())
    assert len(set(crops)) == 5
    assert len(set(FILL.values())) == 5


def test_alt_text_is_the_picture_in_words() -> None:
    state = next(s for s in states(4, 2) if len(s.trick) == 2)
    view = GAME.view(state, None)
    names = ["Ana", "Bob", "Cid", "Dee"]
    alt = trick_alt(view, names)
    for p in view.trick:
        assert f"{names[p.seat]}: {p.card.emoji_label}" in alt
    assert view.turn is not None and f"{names[view.turn]}: to play" in alt and "led" in alt and len(alt) <= 1024
    last = next(s for s in states(4, 2) if not s.trick and s.last_trick and s.last_trick.round == s.round)
    lv = GAME.view(last, None)
    assert isinstance(lv, MWLView) and lv.last_trick is not None
    assert trick_alt(lv, names).startswith(f"Last trick ({lv.last_trick.number} of")
    assert f"won by {names[lv.last_trick.winner]}" in trick_alt(lv, names)


def test_names_the_font_cannot_draw_are_left_out() -> None:
    f = font(16, bold=False)
    assert drawable("🤖 Otter", f) == "Otter"
    assert drawable("  Ana  \n Bob ", f) == "Ana Bob"
    assert drawable("🦊🦊", f) == ""  # the picture then writes "Seat N"
    state = next(s for s in states(3, 1) if s.trick)
    draw_trick(GAME.view(state, None), ["🦊🦊", "", "x" * 200])  # no error on empty or very long names


def test_draw_is_fast_and_small() -> None:
    """Not a benchmark (bench/ measures); a guard against a 10x regression: ≤ 50 ms median per
    frame drawn and PNG-encoded, ≤ 200 KB."""
    frames = [GAME.view(s, None) for s in states(5, 3)]
    frames = [v for v in frames if trick_shown(v)[0] != "none"][:40]
    encode(lambda: draw_trick(frames[0], NAMES))  # fonts loaded once
    times, sizes = [], []
    for v in frames:
        t = time.perf_counter()
        sizes.append(len(encode(lambda v=v: draw_trick(v, NAMES))))  # type: ignore[misc]  # v=v binds this frame
        times.append(time.perf_counter() - t)
    times.sort()
    assert times[len(times) // 2] < 0.05 * 3  # generous: CI machines are slower and shared
    assert max(sizes) <= MAX_PNG


async def test_table_picture_drawn_by_the_kit() -> None:
    state = next(s for s in states(4, 2) if len(s.trick) == 2)
    rendered = UI.table(record_for(state), GAME.view(state, None))
    assert rendered.embeds[0].image.url == "attachment://trick.png"
    cache = PictureCache(workers=1)
    try:
        await rendered.draw(cache)
        [make] = rendered.files
        file = make()
        assert file.filename == "trick.png" and file.description and "led" in file.description
        assert file.fp.read(8) == b"\x89PNG\r\n\x1a\n"
        assert rendered.embeds[0].image.url == "attachment://trick.png"
    finally:
        cache.close()


async def test_table_message_carries_the_picture_through_the_bot(tmp_path: Path) -> None:
    from harness.table import SandboxTable
    from sandbox import Sandbox

    async with Sandbox(quiet=0.01) as sb:
        table = SandboxTable(sb, tmp_path / "db.sqlite3", 3)
        await table.start_bot(seed_source=lambda: 2)
        await table.open_lobby(GAME.key)
        await table.start()
        await table.play(seed=1, stop_after=2)
        await sb.wait_until(lambda: bool(table.table_message().attachments), timeout=10)
        msg = table.table_message()
        [att] = msg.attachments
        first = att.data
        assert att.filename == "trick.png" and att.data.startswith(b"\x89PNG") and att.size <= MAX_PNG
        assert msg.is_layout and msg.media_urls == ["attachment://trick.png"]
        await table.play(seed=1, stop_after=1)
        await sb.wait_until(lambda: table.table_message().attachments[0].data != first, timeout=10)
        assert len(table.table_message().attachments) == 1  # replaced in place, not piled up
        sb.take_violations(code=50007)
        sb.assert_no_violations()
        assert sb.live_leaks == []
        await table.stop_bot()


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
@pytest.mark.parametrize("n", [3, 4, 5])
def test_every_label_reads_at_400_px(n: int, lang: Lang) -> None:
    """Every label (header, names, colour names and letters, slot words) has a cap height of
    at least 10 px when the trick is shown 400 px wide, for every trick of a game, in English and
    in German (issue 34: German words are longer), and none draws a character as a box (names
    with emoji and accents among them)."""
    from cogs.kit.labels import describe, describe_boxed, measure

    drawn = 0
    for state in states(n, 10 + n):
        view = GAME.view(state, None)
        if trick_shown(view)[0] == "none":
            continue
        img, labels = measure(lambda v=view: draw_trick(v, NAMES[:n], lang))  # type: ignore[misc]
        assert len(labels.items) >= n + 1
        small = labels.too_small(img.width)
        assert not small, describe(small)
        assert not labels.boxed(), describe_boxed(labels.boxed())
        drawn += 1
    assert drawn > 20


def test_a_too_small_label_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted fault: a font two sizes below the readable one fails the check."""
    from cogs.games.mission_wild_life import picture
    from cogs.kit.labels import measure

    view = next(GAME.view(s, None) for s in states(5, 3) if GAME.view(s, None).trick)
    real = picture.readable_size
    monkeypatch.setattr(picture, "readable_size", lambda width, make: real(width, make) - 3)
    img, labels = measure(lambda: draw_trick(view, NAMES))
    assert {label.text for _, label in labels.too_small(img.width)} >= {"Ana", "Dee"}
    monkeypatch.undo()
    img, labels = measure(lambda: draw_trick(view, NAMES))
    assert not labels.too_small(img.width)


def test_the_winner_frame_shows_on_every_colour_and_the_leader_keeps_leads() -> None:
    """Issue 37: the winner's frame is a band of WIN_EDGE set off from the card by a dark gap,
    so it shows on a gold card as on any other; the leader who also wins reads "leads · wins"."""
    from cogs.games.mission_wild_life import picture
    from cogs.games.mission_wild_life.picture import BACKGROUND, FRAME_GAP, PAD, WIN_EDGE, _card_sprite, note_of

    for colour in FILL:
        card = _card_sprite(colour, 5, True, 16).image.convert("RGB")
        mid = card.height // 2
        assert card.getpixel((PAD - FRAME_GAP - 2, mid)) == WIN_EDGE, colour  # the band
        assert card.getpixel((PAD - 2, mid)) == BACKGROUND, colour  # the gap between band and card
        plain_card = _card_sprite(colour, 5, False, 16).image.convert("RGB")
        assert plain_card.getpixel((PAD - FRAME_GAP - 2, mid)) == BACKGROUND  # no frame unless it won
    assert note_of(0, True) == "leads · wins" and note_of(0, False) == "leads" and note_of(2, True) == "wins"
    assert note_of(1, False) == "" and picture.PAD == picture.FRAME_GAP + picture.FRAME_W
    assert note_of(0, True, Lang.DE) == "spielt aus · gewinnt"


def test_german_words_fit_their_places_in_the_picture() -> None:
    """Issue 34: the German labels (a card's colour, a slot's words, the notes under a name) fit
    the card's width or are drawn on two lines, never cut ("…"): every label of every trick."""
    from cogs.kit.labels import measure

    for state in states(3, 21):
        view = GAME.view(state, None)
        if trick_shown(view)[0] == "none":
            continue
        _img, labels = measure(lambda v=view: draw_trick(v, NAMES[:3], Lang.DE))  # type: ignore[misc]
        cut = [label.text for label in labels.items if label.text.endswith("…")
               and not any(label.text[:-1].endswith(name[:k]) for name in NAMES for k in range(1, len(name)))]
        assert not cut, cut


def test_a_trick_drawn_again_draws_no_sprite_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    """The cards, the empty places and the names with their notes are sprites drawn once and
    stamped (issue 34's CPU check: the names were drawn anew for every picture, half a trick's
    draw): the second picture of a trick draws none."""
    from cogs.games.mission_wild_life import picture

    view = next(GAME.view(s, None) for s in states(4, 2) if len(GAME.view(s, None).trick) == 2)
    draw_trick(view, NAMES)
    made: list[tuple[int, int]] = []
    real = picture.sprite

    def counted(size: tuple[int, int], *args: Any, **kwargs: Any) -> Any:
        made.append(size)
        return real(size, *args, **kwargs)

    monkeypatch.setattr(picture, "sprite", counted)
    again = draw_trick(view, NAMES)
    assert made == [] and again.tobytes() == draw_trick(view, NAMES).tobytes()
    draw_trick(view, [*NAMES[:3], "Someone new"])  # a new name is drawn (once)
    assert len(made) == 1
