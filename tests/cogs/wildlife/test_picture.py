"""The WildLife board picture: the part of the map that matters, readable at 400 px, private
marks only in a seat's own picture, fast and small enough for Discord."""
from __future__ import annotations

import io
import time
from functools import partial
from typing import Any

import pytest

from cogs.games.wildlife import picture
from cogs.games.wildlife.picture import (
    CELL_H,
    COLS,
    CROP_WIDTH,
    ROWS,
    WIN_COLS,
    WIN_ROWS,
    draw_board,
    picture_key,
    targets,
    window,
)
from cogs.kit.labels import describe, describe_boxed, measure
from cogs.lang import Lang, t
from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai.normal import bot_action
from engine.games.wildlife.board import COORDS, REGIONS
from engine.games.wildlife.state import LogEntry, WLOptions, WLState
from engine.games.wildlife.views import WLView

NAMES = ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"]


def _midgame(n: int = 4, steps: int = 300) -> WLState:
    st = GAME.setup(n, WLOptions(), 3)
    rng = Rng.from_seed(1)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            break
        (s,) = GAME.to_act(st)
        GAME.apply(st, s, bot_action(GAME.view(st, s), s, rng))  # type: ignore[arg-type]
    return st


def _with_targets(n: int = 4) -> tuple[WLState, WLView]:
    """A midgame state whose seat to act has a space to act on (expand, attack, migrate)."""
    st = _midgame(n, 150)
    rng = Rng.from_seed(2)
    while True:
        (s,) = GAME.to_act(st)
        view = GAME.view(st, s)
        if targets(view):
            return st, view
        GAME.apply(st, s, bot_action(view, s, rng))  # type: ignore[arg-type]


def _views() -> list[WLView]:
    """Spectator and seat views over every phase, 2 to 6 players."""
    out: list[WLView] = []
    for st in (GAME.setup(6, WLOptions(chart_auction=True), 1), GAME.setup(2, WLOptions(), 1),
               _midgame(3, 3000), _midgame(4, 120), _midgame(6, 400), _with_targets()[0]):
        out.append(GAME.view(st, None))
        out += [GAME.view(st, s) for s in GAME.to_act(st)]
    return out


def test_sizes_palette_png_and_speed() -> None:
    view = GAME.view(_midgame(), None)
    img = draw_board(view, NAMES)
    assert img.size == (CROP_WIDTH, 34 + 26 + WIN_ROWS * CELL_H + 6) and img.mode == "P"
    full = draw_board(view, NAMES, full=True)
    assert full.size == (26 + COLS * 74 + 6, 34 + 26 + ROWS * CELL_H + 6)
    t = time.perf_counter()
    for _ in range(5):
        draw_board(view)
    per = (time.perf_counter() - t) / 5
    buf = io.BytesIO()
    full.save(buf, "PNG")
    assert len(buf.getvalue()) <= 200 * 1024
    assert per < 0.25  # target 50 ms; generous for a loaded machine (figures: python -m bench render)


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_every_label_reads_at_400_px(lang: Lang) -> None:
    """Every label of the chat picture (ids, terrain letters, region names, markers, edges,
    title) has a cap height of at least 10 px when the picture is shown 400 px wide and draws no
    character as a box, in English and in German (longer words, written as German writes them:
    "Großes Gebirge", "Große Wüste", "Besiedeln der Karte")."""
    german = {t(Lang.DE, "wl-region", region=rid) for rid in REGIONS}
    assert {"Große Wüste", "Großes Gebirge"} <= german
    regions_drawn: set[str] = set()
    for view in _views():
        img, labels = measure(partial(draw_board, view, NAMES, lang=lang))
        regions_drawn |= {lab.text for lab in labels.items} & german
        assert len(labels.items) > 30  # the ids of 30 spaces at least
        small = labels.too_small(img.width)
        assert not small, describe(small)
        assert not labels.boxed(), describe_boxed(labels.boxed())
        assert all(lab.box[0] >= 0 and lab.box[2] <= img.width for lab in labels.items)  # none cut at an edge
    if lang is Lang.DE:  # drawn as German writes them, umlauts and ß (the shipped font has them)
        assert any(ch in text for text in regions_drawn for ch in "äöüß"), regions_drawn


def test_a_too_small_label_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted fault: labels two sizes smaller than the readable size fail the check."""
    view = GAME.view(_midgame(), None)
    monkeypatch.setattr(picture, "LABEL", picture.LABEL - 2)
    picture.clear_caches()
    try:
        img, labels = measure(lambda: draw_board(view, NAMES))
        small = labels.too_small(img.width)
        regions = {t(Lang.EN, "wl-region", region=rid) for rid in REGIONS}
        assert len(small) > 20 and regions & {label.text for _, label in small}  # edges, tags and title
    finally:
        monkeypatch.undo()
        picture.clear_caches()
    img, labels = measure(lambda: draw_board(view, NAMES))
    assert not labels.too_small(img.width)


def test_window_follows_the_latest_moves() -> None:
    view = GAME.view(_midgame(), None)
    for space in ("A1", "J8", "E5", "J1"):
        moved = view.model_copy(update={"last_events": [LogEntry(kind="expanded", data={"seat": 1, "space": space})]})
        c0, r0, nc, nr = window(moved)
        c, r = COORDS[space]
        assert c0 <= c < c0 + nc and r0 <= r < r0 + nr and (nc, nr) == (WIN_COLS, WIN_ROWS)


def test_seat_picture_marks_targets_and_own_creatures_and_never_the_hand() -> None:
    st, view = _with_targets()
    seat = view.seat
    assert seat is not None
    c0, r0, nc, nr = window(view)
    assert any(c0 <= COORDS[sp][0] < c0 + nc and r0 <= COORDS[sp][1] < r0 + nr for sp in targets(view))
    public = GAME.view(st, None)
    mine = draw_board(view, NAMES, full=True).tobytes()
    assert mine != draw_board(public, NAMES, full=True).tobytes()  # ringed creatures, framed targets
    # the hand is never drawn: another hand, same picture
    other = view.model_copy(update={"hand": []})
    assert draw_board(other, NAMES, full=True).tobytes() == mine
    assert picture_key(other, NAMES) == picture_key(view, NAMES)
    # the spectator view draws no seat's marks
    assert not targets(public)


def test_same_content_same_key_new_content_new_key() -> None:
    st = _midgame(4, 200)
    a = GAME.view(st, None)
    assert picture_key(a, NAMES) == picture_key(a.model_copy(update={"food_supply": a.food_supply + 1}), NAMES)
    board = dict(a.board)
    board.pop(next(iter(board)))
    assert picture_key(a.model_copy(update={"board": board}), NAMES) != picture_key(a, NAMES)


def test_draw_board_every_phase() -> None:
    for st in (GAME.setup(6, WLOptions(chart_auction=True), 1), GAME.setup(2, WLOptions(), 1), _midgame(3, 3000)):
        draw_board(GAME.view(st, None))
        draw_board(GAME.view(st, None).model_dump())
        draw_board(GAME.view(st, None).model_dump(), full=True)


def test_alt_text_fits_discord() -> None:
    from cogs.games.wildlife.picture import alt_text

    for n in (2, 6):
        st = _midgame(n, 400)
        text = alt_text(GAME.view(st, None))
        assert 0 < len(text) <= 1024 and "Large Savannah" in text


def test_window_shows_the_region_being_scored_or_struck() -> None:
    view = GAME.view(_midgame(), None)
    for region in view.regions:
        scored = view.model_copy(update={"last_events": [LogEntry(
            kind="minor_scoring", data={"seat": 1, "region": region.id, "points": 3, "marker": 2})]})
        struck = view.model_copy(update={"last_events": [], "plague_region": region.id})
        for v in (scored, struck):
            c0, r0, nc, nr = window(v)
            assert any(c0 <= COORDS[sp][0] < c0 + nc and r0 <= COORDS[sp][1] < r0 + nr for sp in region.spaces)


def _window_by_scanning(view: WLView) -> tuple[int, int, int, int]:
    """The window as first written: every window sums every weighted space (the reference)."""
    weight = picture.focus(view)
    best: tuple[float, float, int, int] | None = None
    for c0 in range(COLS - WIN_COLS + 1):
        for r0 in range(ROWS - WIN_ROWS + 1):
            total = sum(w for sp, w in weight.items()
                        if c0 <= COORDS[sp][0] < c0 + WIN_COLS and r0 <= COORDS[sp][1] < r0 + WIN_ROWS)
            off = abs(c0 - (COLS - WIN_COLS) / 2) + abs(r0 - (ROWS - WIN_ROWS) / 2)
            if best is None or (total, -off) > (best[0], -best[1]):
                best = (total, off, c0, r0)
    assert best is not None
    return best[2], best[3], WIN_COLS, WIN_ROWS


def test_window_equals_scanning_every_window_over_whole_matches() -> None:
    """The window adds each space to the windows holding it (issue 25: it runs for every
    picture drawn); it picks the same window as scanning every window, move after move."""
    checked = 0
    for n, seed in ((2, 1), (4, 2), (6, 3)):
        st = GAME.setup(n, WLOptions(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(400):
            if GAME.outcome(st) is not None:
                break
            (s,) = GAME.to_act(st)
            for v in (GAME.view(st, None), GAME.view(st, s)):
                assert window(v) == _window_by_scanning(v)
                checked += 1
            GAME.apply(st, s, bot_action(GAME.view(st, s), s, rng))  # type: ignore[arg-type]
    assert checked > 500


def test_window_is_kept_per_view_and_a_new_view_gets_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    view = GAME.view(_midgame(), None)
    focused: list[object] = []
    real_focus = picture.focus

    def counting_focus(v: WLView) -> dict[str, float]:
        focused.append(v)
        return real_focus(v)

    monkeypatch.setattr(picture, "focus", counting_focus)
    first = window(view)
    assert window(view) == first and focused == [view]  # worked out once for this view object
    monkeypatch.undo()
    assert window(view) == first == _window_by_scanning(view)
    moved = view.model_copy(update={"last_events": [LogEntry(kind="expanded", data={"seat": 1, "space": "A1"})]})
    assert window(moved) == _window_by_scanning(moved) != first
    as_dict = view.model_dump()
    assert window(as_dict) == first


def test_focus_reads_the_map_s_regions_which_every_view_lists_alike() -> None:
    """:func:`focus` uses the map's regions, not each view's copy of them: every view, 2 to 6
    players, in every phase, lists exactly those regions with those spaces."""
    for view in _views():
        assert {r.id: tuple(r.spaces) for r in view.regions} == picture._REGION_SPACES
        assert {sp: tuple(r.spaces) for r in view.regions for sp in r.spaces} == picture._REGION_OF
        assert {r.id: tuple(r.spaces) for r in view.regions} == {i: r.spaces for i, r in REGIONS.items()}
        assert view.plague_region is None or view.plague_region in REGIONS


def test_the_title_band_leaves_the_column_letters_whole() -> None:
    """The title is an opaque band stamped over the top HEAD px (issue 25): the column letters must
    lie below it, and the title inside it, or the band would cut them off."""
    from cogs.games.wildlife.picture import EDGE, HEAD

    seen = 0
    for view in _views():
        for full in (False, True):
            _, labels = measure(partial(draw_board, view, NAMES[: view.seats], full=full))
            columns = [lab for lab in labels.items if len(lab.text) == 1 and lab.text in "ABCDEFGHIJ"
                       and lab.box[1] < HEAD + EDGE]
            assert columns and all(lab.box[1] >= HEAD for lab in columns), describe([(0, lab) for lab in columns])
            title = [lab for lab in labels.items if lab.box[3] <= HEAD]
            assert title and all(lab.box[1] >= 0 for lab in title)
            seen += len(columns)
    assert seen > 100


def _shown_layout(view: WLView, img_width: int) -> tuple[tuple[int, int, int, int], dict[str, tuple[int, int]]]:
    """The window and the picture position of each shown space's top-left corner."""
    from cogs.games.wildlife.picture import CELL, EDGE, HEAD

    win = window(view)
    c0, r0, nc, nr = win
    spots = {sp: (EDGE + (c - c0) * CELL, HEAD + EDGE + (r - r0) * CELL_H)
             for sp, (c, r) in COORDS.items() if c0 <= c < c0 + nc and r0 <= r < r0 + nr}
    return win, spots


def test_every_disc_is_one_size_and_no_tag_or_marker_sits_on_one() -> None:
    """Issue 37: a disc in a region's top row is as big as any other, a region's name tag (and its
    marker badge) sits in the band above the discs, and no tag is cut at the picture's edge."""
    from cogs.games.wildlife.picture import DISC_Y, PLAYER_RGB, RAD

    checked = markers = 0
    for view in _views():
        img, labels = measure(partial(draw_board, view, NAMES[: view.seats], palette=False))
        rgb = img.convert("RGB")
        _, spots = _shown_layout(view, img.width)
        discs = []
        for sp, owner in view.board.items():
            if sp not in spots:
                continue
            x, y = spots[sp]
            cx, cy = x + 37, y + DISC_Y
            colour = PLAYER_RGB[view.players[owner].colour]
            for dx, dy in ((-8, RAD - 6), (8, RAD - 6), (0, -RAD + 4), (0, RAD - 4)):  # around the letter
                assert rgb.getpixel((cx + dx, cy + dy)) == colour, (sp, dx, dy)
            discs.append((cx - RAD - 2, cy - RAD - 2, cx + RAD + 2, cy + RAD + 2))
            checked += 1
        names = {r.name for r in view.regions}
        for label in labels.items:
            x0, y0, x1, y1 = label.box
            if label.text in names or label.text.startswith("#"):
                assert x0 >= 0 and x1 <= img.width, f"{label.text!r} is cut at the edge"
                assert not any(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1 for b in discs), label.text
                markers += label.text.startswith("#")
    assert checked > 100 and markers > 0


def test_the_last_move_is_framed_with_dashes_and_targets_with_a_solid_band() -> None:
    """Issue 37: the spaces the last move named carry a dashed black and white frame (a pattern,
    so it reads without colour) in every picture; a seat's targets a solid TARGET band."""
    from cogs.games.wildlife.picture import INK, TARGET, WHITE, last_spaces

    st, view = _with_targets()
    mine = sorted(targets(view))
    win = window(view)
    inside = [sp for sp in COORDS if win[0] <= COORDS[sp][0] < win[0] + win[2] and win[1] <= COORDS[sp][1] < win[1] + win[3]]
    moved = next(sp for sp in inside if sp not in mine)
    for v in (view, GAME.view(st, None)):
        v = v.model_copy(update={"last_events": [LogEntry(kind="expanded", data={"seat": 1, "space": moved})]})
        assert last_spaces(v) == {moved}
        img = draw_board(v, NAMES, palette=False).convert("RGB")
        _, spots = _shown_layout(v, img.width)
        x, y = spots[moved]
        left = [img.getpixel((x + 4, y + k)) for k in range(30, 90)]  # the left edge, below any name tag
        assert INK in left and WHITE in left  # dashes: both colours along one edge
        runs = sum(1 for a, b in zip(left, left[1:], strict=False) if a != b)
        assert runs >= 5, left
        if v.seat is not None:
            tx, ty = spots[mine[0]] if mine[0] in spots else spots[next(sp for sp in mine if sp in spots)]
            band = [img.getpixel((tx + 5, ty + k)) for k in range(30, 90)]
            assert set(band) == {TARGET}  # solid, not dashed


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_creature_marks_in_each_language_are_distinct_and_spelled_from_its_names(lang: Lang) -> None:
    """Issue 34: the map's marks come from the catalog (``wl-creature-letter``), each made of the
    creature's name's letters in that language (German: K for the Krokodil, A for the Adler)."""
    from engine.games.wildlife.cards import CREATURES

    marks = {cid: t(lang, "wl-creature-letter", creature=cid) for cid in CREATURES}
    assert len(set(marks.values())) == len(marks)
    for cid, mark in marks.items():
        name = t(lang, "wl-creature", creature=cid)
        rest = iter(name.lower())
        assert name.startswith(mark[0]) and all(ch in rest for ch in mark.lower()), (name, mark)


def test_creature_marks_are_distinct_and_spelled_from_their_names() -> None:
    """Issue 37: 'Man' was lettered H; every mark is made of its creature's name's letters, in order."""
    from engine.games.wildlife.cards import CREATURES

    marks = [c.letter for c in CREATURES.values()]
    assert len(set(marks)) == len(marks)
    for c in CREATURES.values():
        rest = iter(c.name.lower())
        assert c.name.startswith(c.letter[0]) and all(ch in rest for ch in c.letter.lower()), (c.name, c.letter)


def test_the_name_tags_are_placed_once_per_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where each region's name tag goes depends on the window and the regions' markers only, so
    it is worked out once per window (issue 34's CPU check: the placements were a fifth of a
    board's draw): the next picture of the same window places none and draws the same tags; a
    marker placed since (a wider tag) places them anew."""
    view = GAME.view(_midgame(), None)
    draw_board(view, NAMES)
    placed: list[int] = []
    real = picture.tag_spot

    def counted(shown: Any, width: int, *args: Any) -> Any:
        placed.append(width)
        return real(shown, width, *args)

    monkeypatch.setattr(picture, "tag_spot", counted)
    again = draw_board(view.model_copy(update={"turn_number": view.turn_number}), NAMES)
    assert placed == [] and again.tobytes() == draw_board(view, NAMES).tobytes()
    win = window(view)
    shown = [r for r in view.regions if any(picture._inside(sp, win) for sp in r.spaces) and r.marker is None]
    marked = [r.model_copy(update={"marker": 9}) if r is shown[0] else r for r in view.regions]
    draw_board(view.model_copy(update={"regions": marked}), NAMES)
    assert len(placed) == sum(1 for r in view.regions if any(picture._inside(sp, win) for sp in r.spaces))


def test_a_target_frame_drawn_in_place_is_the_stamped_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    """The frame of a space the seat's card can act on is drawn in place (two rectangles, issue
    34's CPU check) rather than stamped through a mask: the same picture as stamping the frame's
    sprite, on a seat's picture with targets and on one placing its first creatures (many)."""
    from cogs.kit.labels import stamp

    st = GAME.setup(4, WLOptions(), 5)
    opening = next(GAME.view(st, s) for s in GAME.to_act(st))
    views = [_with_targets()[1], opening]
    assert all(targets(v) for v in views)
    drawn = [draw_board(v, NAMES).tobytes() for v in views]
    frame = picture._frame(True, False)  # the sprite, drawn before the band is replaced
    monkeypatch.setattr(picture, "_target_band", lambda d, space: stamp(  # the space's box on the map layer
        d._image, frame, (COORDS[space][0] * picture.CELL, COORDS[space][1] * CELL_H)))
    assert [draw_board(v, NAMES).tobytes() for v in views] == drawn
