"""Rescue Animals' pictures and the kit wiring around them (no network).

The display is drawn with Pillow (``cogs/games/rescue_animals/picture.py``): every animal
with its dice requirement as dice faces, a black-die symbol as a black die with white pips,
a white-die symbol as a white die with black pips, "any" as a die with "?". These tests
check the drawing by its pixels, its size, that it is pure, and that the table and panel
attach it beside their text rendering; and the parts of the UI the kit derives (clicks for
the sandbox's simulated players, emoji Discord accepts).
"""
from __future__ import annotations

import ast
import io
from pathlib import Path

import discord
import pytest
from PIL import Image, ImageDraw

from cogs.games.rescue_animals import UI
from cogs.games.rescue_animals import picture as pic
from cogs.games.rescue_animals.symbols import DIE_SYMBOL, SPECIES_EMOJI
from cogs.kit.labels import recording
from cogs.kit.pictures import PictureCache, encode
from cogs.kit.ui import PanelContext
from cogs.lang import SOURCE, Lang, t
from engine.core import SYSTEM
from engine.games.rescue_animals import GAME
from engine.games.rescue_animals.actions import (
    CloseWindowAction,
    GoAction,
    RescueAction,
    RollAction,
    ToggleAction,
)
from engine.games.rescue_animals.deck import SPECIES, species_of
from engine.games.rescue_animals.state import RescueOptions
from engine.games.rescue_animals.views import CardView, DiceView, card_view
from tests.cogs.rescue_animals.test_ui import check_rendered, make_record, set_dice_for

ONE_PER_SPECIES: list[CardView] = [card_view(next(u for u in range(54) if species_of(u).key == s.key)) for s in SPECIES]
DICE = DiceView(values=[3, 5, 1, 4, 2, 6], aside=[False, True, False, False, True, False],
                colors=["white", "white", "white", "white", "black", "gray"], rolled=True, text="W3 [W5] W1 W4 [B2] G6")


def png(image: Image.Image) -> bytes:
    return encode(lambda: image)


# ------------------------------------------------------------------ the drawing
def rgb_at(image: Image.Image, x: float, y: float) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel((int(x), int(y)))  # type: ignore[return-value]


def dark(rgb: tuple[int, int, int]) -> bool:
    return sum(rgb) < 3 * 90


def light(rgb: tuple[int, int, int]) -> bool:
    return sum(rgb) > 3 * 200


@pytest.mark.parametrize("color", ["black", "white", "gray"])
def test_a_die_face_shows_its_pips_in_the_right_colours(color: str) -> None:
    size = 60
    image = Image.new("RGB", (size + 20, size + 20), pic.PAPER)
    pic.draw_die(ImageDraw.Draw(image), 10, 10, size, color, 1)
    centre = rgb_at(image, 10 + size / 2, 10 + size / 2)        # the one pip
    face = rgb_at(image, 10 + size * 0.25, 10 + size * 0.5)      # plain face beside it
    if color == "black":
        assert light(centre) and dark(face)  # a black die with white pips
    elif color == "white":
        assert dark(centre) and light(face)  # a white die with black pips
    else:
        assert dark(centre) and not dark(face) and not light(face)  # a gray die with black pips


def test_six_pips_and_the_any_face() -> None:
    size = 60
    image = Image.new("RGB", (2 * size + 40, size + 20), pic.PAPER)
    draw = ImageDraw.Draw(image)
    pic.draw_die(draw, 10, 10, size, "white", 6)
    pic.draw_die(draw, size + 30, 10, size, "white", "?")
    grey = image.convert("L")
    pips = grey.crop((10, 10, 10 + size, 10 + size)).point(lambda v: 255 if v < 90 else 0).getbbox()
    assert pips is not None
    assert dark(rgb_at(image, 10 + 0.27 * size, 10 + 0.5 * size))  # the middle row of a six
    assert not dark(rgb_at(image, 10 + 0.5 * size, 10 + 0.5 * size))  # ...and no centre pip
    q = grey.crop((size + 34, 14, 2 * size + 26, size + 6))
    low = q.getextrema()[0]  # an "L" image: (min, max) of its one band
    assert isinstance(low, (int, float)) and low < 90  # a glyph is drawn on the "any" die


def test_every_species_draws_within_size_and_is_pure() -> None:
    sizes = []
    for i in range(0, len(ONE_PER_SPECIES), 4):
        cards = ONE_PER_SPECIES[i:i + 4]
        image = pic.draw_display(cards)
        assert image.mode == "P" and image.width == pic.WIDTH
        assert image.height < 4 * (pic.ROW_H + pic.ROW_GAP) + 100
        data = png(image)
        assert data.startswith(b"\x89PNG") and len(data) <= 200_000
        assert png(pic.draw_display(cards)) == data  # pure: the same input draws the same picture
        sizes.append(len(data))
        with_dice = png(pic.draw_display(cards, dice=DICE, fits=[cards[0].uid]))
        assert len(with_dice) <= 200_000 and with_dice != data
    assert max(sizes) <= 200_000


def test_a_fitting_card_gets_a_thick_frame_and_a_check_mark() -> None:
    cards = ONE_PER_SPECIES[5:7]
    plain = pic.draw_display(cards, dice=DICE).convert("RGB")
    marked = pic.draw_display(cards, dice=DICE, fits=[cards[1].uid]).convert("RGB")
    row_top = pic.MARGIN + pic.STRIP_H + pic.ROW_H + pic.ROW_GAP
    check = (pic.WIDTH - pic.MARGIN - 12 - pic.CHECK / 2, row_top + pic.CHECK_Y)
    assert not dark(rgb_at(plain, check[0] - pic.CHECK / 2 + 3, check[1]))
    assert dark(rgb_at(marked, check[0] - pic.CHECK / 2 + 3, check[1]))  # the filled circle
    assert dark(rgb_at(marked, pic.MARGIN + 3, row_top + pic.ROW_H / 2))  # 5 px frame
    first_top = pic.MARGIN + pic.STRIP_H
    assert rgb_at(plain, check[0] - pic.CHECK / 2 + 3, first_top + pic.CHECK_Y) == \
        rgb_at(marked, check[0] - pic.CHECK / 2 + 3, first_top + pic.CHECK_Y)  # the first card is unmarked


def test_an_empty_display_still_draws() -> None:
    assert png(pic.draw_display([])).startswith(b"\x89PNG")


def test_the_picture_module_imports_only_pillow_and_the_engine() -> None:
    tree = ast.parse(Path(pic.__file__).read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            kit = node.module in ("cogs.kit.fonts", "cogs.kit.labels", "cogs.kit.pictures", "cogs.lang", "cogs.lang.pseudo")
            imported.add(node.module if kit else node.module.split(".")[0])
    # the kit's font, label and palette helpers are Pillow only (no Discord), shared by every game's pictures
    assert imported <= {"__future__", "collections", "functools", "typing", "PIL", "engine", "cogs.kit.fonts",
                        "cogs.kit.labels", "cogs.kit.pictures", "cogs.lang", "cogs.lang.pseudo"}, imported


# ------------------------------------------------------------------ pictures on the table and the panel
async def test_the_table_shows_the_display_picture_beside_its_text() -> None:
    record = make_record(5)
    state = GAME.setup(5, RescueOptions(first_leader=1), 3)
    table = UI.table(record, GAME.view(state, None))
    check_rendered(table)
    picture, = table.pictures
    assert picture.name == "display.png" and table.embeds[0].image.url == "attachment://display.png"
    for uid in state.display:
        assert uid is not None
        card = card_view(uid)
        assert f"{card.name} ({card.protection} protection, +{card.bonus} per pair) needs black {card.requirement.black}" \
            in picture.alt
        assert card.name in "\n".join(f.name or "" for f in table.embeds[0].fields)  # the text stays
    # a roll does not change what is drawn, so the cached picture is reused
    GAME.apply(state, SYSTEM, GoAction())
    GAME.apply(state, 0, RollAction())
    assert UI.table(record, GAME.view(state, None)).pictures[0].key == picture.key
    cache = PictureCache(size=4)
    try:
        await table.draw(cache)
        file = table.files[0]()
        assert isinstance(file, discord.File) and file.filename == "display.png"
        assert Image.open(io.BytesIO(file.fp.read())).width == pic.WIDTH
    finally:
        cache.close()


async def test_the_panel_draws_the_seats_dice_and_marks_what_fits() -> None:
    record = make_record(3)
    state = GAME.setup(3, RescueOptions(first_leader=1), 9)
    GAME.apply(state, SYSTEM, GoAction())
    target = state.display[1]
    assert target is not None
    set_dice_for(state, 1, target)
    state.dice[1].aside[4] = True
    view = GAME.view(state, 1)
    assert view.me is not None and target in view.me.satisfied
    panel = UI.panel(record, 1, view, PanelContext())
    picture, = panel.pictures
    assert picture.name == "dice.png" and panel.embeds[0].image.url == "attachment://dice.png"
    assert picture.alt.startswith("Your dice: white ")  # the picture's text: the seat's own dice in words
    assert f"black {view.me.dice.values[4]} (set aside)" in picture.alt
    assert isinstance(picture.key, tuple) and target in picture.key[-1]  # the cards that fit are part of what is drawn
    other = UI.panel(record, 0, GAME.view(state, 0), PanelContext()).pictures[0]
    assert other.key != picture.key
    cache = PictureCache(size=4)
    try:
        await panel.draw(cache)
        assert [f().filename for f in panel.files] == ["dice.png"]
    finally:
        cache.close()


def test_a_finished_panel_has_no_picture() -> None:
    from tests.cogs.rescue_animals.test_ui import play

    record = make_record(2)
    *_, (state, _, _) = play(2, 3)
    assert state is not None and state.phase == "over"
    assert UI.panel(record, 0, GAME.view(state, 0), PanelContext()).pictures == []
    assert UI.table(record, GAME.view(state, None)).pictures == []


# ------------------------------------------------------------------ clicks for the simulated players
def test_clicks_for_each_action() -> None:
    state = GAME.setup(3, RescueOptions(first_leader=1), 4)
    GAME.apply(state, SYSTEM, GoAction())
    GAME.apply(state, 0, RollAction())
    GAME.apply(state, 0, ToggleAction(die=1))
    view = GAME.view(state, 0)
    record = make_record(3, match_id=7)
    assert UI.clicks_for(record, view, ToggleAction(die=3)) == [("ra:7:toggle:3", None)]
    assert UI.clicks_for(record, view, RescueAction(card=42)) == [("ra:7:rescue:42", None)]
    assert UI.clicks_for(record, view, RollAction()) == [("ra:7:roll", None)]
    # keep exactly dice 0 and 4: take die 1 back, set 0 and 4 aside, then roll
    assert UI.clicks_for(record, view, RollAction(keep=[0, 4])) == [
        ("ra:7:toggle:0", None), ("ra:7:toggle:1", None), ("ra:7:toggle:4", None), ("ra:7:roll", None)]
    with pytest.raises(ValueError):
        UI.clicks_for(record, view, CloseWindowAction())


# ------------------------------------------------------------------ emoji Discord accepts
def test_every_component_emoji_is_a_real_emoji() -> None:
    emoji = pytest.importorskip("emoji")
    used = {*SPECIES_EMOJI.values(), *DIE_SYMBOL.values(), "🎲", "🔄", UI.panel_emoji}
    for e in used:
        assert emoji.is_emoji(e), repr(e)
    record = make_record(2)
    state = GAME.setup(2, RescueOptions(first_leader=1), 5)
    GAME.apply(state, SYSTEM, GoAction())
    for uid in state.display:
        assert uid is not None
        set_dice_for(state, 0, uid)
        for b in check_rendered(UI.panel(record, 0, GAME.view(state, 0), PanelContext())):
            assert b.emoji is None or emoji.is_emoji(str(b.emoji)), b.emoji


@pytest.mark.parametrize("lang", [Lang.EN, Lang.DE])
def test_every_label_reads_at_400_px(lang: Lang) -> None:
    """Every label (names, badges, rules, the die names and headings, the legend, the "?" and
    "-" glyphs, "FITS") has a cap height of at least 10 px when shown 400 px wide, in English and
    in German (whose words run longer), and none draws a character as a box ("Löwenäffchen")."""
    from cogs.kit.labels import describe, describe_boxed, measure

    aside = DiceView(values=[3, 5, 0, 2, 6], aside=[True, False, False, True, False],
                     colors=["white", "white", "gray", "white", "black"], rolled=True, text="")
    for i in range(0, len(ONE_PER_SPECIES), 4):
        cards = ONE_PER_SPECIES[i:i + 4]
        for dice in (None, DICE, aside):
            img, labels = measure(lambda c=cards, d=dice: pic.draw_display(c, dice=d, fits=[c[0].uid],  # type: ignore[misc]
                                                                            lang=lang))
            # the name whole, on one line or (a long name beside many dice) two
            assert t(lang, "ra-animal", key=cards[0].key) in _names_drawn([label.text for label in labels.items])
            small = labels.too_small(img.width)
            assert not small, describe(small)
            assert not labels.boxed(), describe_boxed(labels.boxed())
            texts = [label.text for label in labels.items]
            assert not any(text.endswith("…") for text in texts), texts  # no label cut in either language
            outside = [label.text for label in labels.items
                       if label.box[0] < 0 or label.box[2] > img.width]  # nor cut by the picture's edge
            assert not outside, outside
    img, labels = measure(lambda: pic.draw_display([], lang=lang))
    assert not labels.too_small(img.width)


def test_the_german_picture_draws_german_labels() -> None:
    """The panel's picture in German: the headings, the die names, the badges, the fit mark, the
    legend and the animals' German names come from the catalog (no English label)."""
    from cogs.kit.labels import measure

    card = next(c for c in ONE_PER_SPECIES if c.key == "polar_bear")
    _, labels = measure(lambda: pic.draw_display([card], dice=DICE, fits=[card.uid], lang=Lang.DE))
    texts = [label.text for label in labels.items]
    for word in ("Eisbär", "DEINE WÜRFEL", "Schutz 6", "Bonus +3 je Paar", "PASST", "jede Zahl", "Polargebiete"):
        assert word in texts, (word, texts)
    _, english = measure(lambda: pic.draw_display([card], dice=DICE, fits=[card.uid]))
    english_texts = {label.text for label in english.items}
    assert {"Polar Bear", "YOUR DICE", "FITS", "any number"} <= english_texts and not english_texts & set(texts) - {"?", "-"}


def _names_drawn(texts: list[str]) -> set[str]:
    """Every text drawn, and every two consecutive texts joined as one name on two lines."""
    joined = {a + ("" if a.endswith("-") else " ") + b for a, b in zip(texts, texts[1:], strict=False)}
    return set(texts) | joined


def test_no_animal_name_is_cut() -> None:
    """Issue 37: "Northern Hairy-nosed Wom…" is gone: every species' name is drawn whole (two
    lines when it does not fit beside its dice), never with "…"."""
    from cogs.kit.labels import measure

    for card in ONE_PER_SPECIES:
        for fits in ((), (card.uid,)):
            _, labels = measure(lambda c=card, f=fits: pic.draw_display([c], dice=DICE, fits=f))  # type: ignore[misc]
            texts = [label.text for label in labels.items]
            assert card.name in _names_drawn(texts) and not any(t.endswith("…") for t in texts), texts
    wombat = next(c for c in ONE_PER_SPECIES if c.name == "Northern Hairy-nosed Wombat")
    _, labels = measure(lambda: pic.draw_display([wombat]))
    assert [lb.text for lb in labels.items][:2] == ["Northern Hairy-nosed", "Wombat"]


def test_the_legend_dice_are_blank() -> None:
    """Issue 37: the key's black and white dice carry no pips (three pips read as "needs a 3"),
    and a line says what pips mean."""
    from cogs.kit.labels import measure

    img, labels = measure(lambda: pic.legend_image())
    assert t(SOURCE, "ra-pic-legend-pips") in [label.text for label in labels.items]
    d = pic.LEGEND_DIE
    black = img.convert("RGB").crop((pic.MARGIN + 4, 4, pic.MARGIN + 4 + d, 4 + d))
    inside = black.crop((4, 4, d - 4, d - 4))
    assert set(inside.get_flattened_data()) == {pic.BLACK_DIE}  # no white pip on the black die


def test_a_too_small_label_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted fault: the badges' font three sizes below the readable one fails the check."""
    from cogs.kit.labels import measure

    monkeypatch.setattr(pic, "LABEL", pic.LABEL - 3)
    img, labels = measure(lambda: pic.draw_display(ONE_PER_SPECIES[:2]))
    assert any(label.text.startswith("Protection") for _, label in labels.too_small(img.width))


# ------------------------------------------------------------------ the dice strip from stamps
def strip_drawn_in_place(dice: DiceView, x: int = pic.MARGIN + 8) -> Image.Image:
    """The strip as it was drawn before its dice became stamps: every die, frame and name drawn
    in place on one canvas (the second group's start rounded to a whole pixel, as the stamps are)."""
    image = Image.new("RGB", (pic.WIDTH, pic.STRIP_H), pic.PAPER)
    draw = ImageDraw.Draw(image)
    for heading, aside in (("YOUR DICE", False), ("SET ASIDE", True)):
        here = [(c, v) for c, v, a in zip(dice.colors, dice.values, dice.aside, strict=True) if a == aside]
        if not here:
            continue
        draw.text((x, 0), heading, fill=pic.MUTED, font=pic.font(pic.LABEL))
        dx = x
        for color, value in here:
            top = pic.LABEL + 8
            if aside:
                draw.rounded_rectangle((dx - 5, top - 5, dx + pic.OWN_DIE + 5, top + pic.OWN_DIE + 5), radius=12,
                                       outline=pic.INK, width=4)
            pic.draw_die(draw, dx, top, pic.OWN_DIE, color, value if value else "-")
            draw.text((dx + pic.OWN_DIE / 2, top + pic.OWN_DIE + 8), color, fill=pic.INK, font=pic.font(pic.LABEL),
                      anchor="ma")
            dx += pic.OWN_STEP
        x = round(max(dx, x + draw.textlength(heading, font=pic.font(pic.LABEL)) + 16) + 24)
    return image


@pytest.mark.parametrize("dice", [
    DICE,
    DiceView(values=[0, 0, 0, 0, 0], aside=[False] * 5, colors=["white"] * 4 + ["black"], rolled=False,
             text="-"),
    DiceView(values=[6, 1], aside=[True, True], colors=["gray", "black"], rolled=True, text="[G6] [B1]"),
    DiceView(values=[2, 4, 4], aside=[True, False, True], colors=["white", "white", "black"], rolled=True,
             text="[W2] W4 [B4]"),
])
def test_the_dice_strip_from_stamps_is_the_strip_drawn_in_place(dice: DiceView) -> None:
    """Each die of the seat's strip is drawn once (:func:`pic.own_die`) and stamped; the strip is
    pixel for pixel the one drawn in place, and reports every name and heading where it stands."""
    with recording() as labels:
        strip = pic.strip_sprite(dice)
    reference = strip_drawn_in_place(dice)
    assert strip.image.tobytes() == reference.tobytes()
    names = sorted(lb.text for lb in strip.labels)
    headings = [h for h, aside in (("YOUR DICE", False), ("SET ASIDE", True)) if aside in dice.aside]
    unrolled = ["-" for v in dice.values if not v]  # an unrolled die shows a "-" glyph
    assert names == sorted(list(dice.colors) + headings + unrolled)
    assert not labels.items  # the strip's labels travel with it, reported when it is stamped
    for label in strip.labels:
        x0, y0, x1, y1 = label.box
        assert 0 <= x0 < x1 <= pic.WIDTH and 0 <= y0 < y1 <= pic.STRIP_H


def test_a_new_roll_draws_no_die() -> None:
    """A roll whose dice were all shown before stamps them: no die is drawn again."""
    pic.strip_sprite(DICE)
    drawn = dict(pic._DICE)
    rolled = DICE.model_copy(update={"values": list(reversed(DICE.values))})
    pic.strip_sprite(rolled)
    new = {k for k in pic._DICE if k not in drawn}
    assert new == {(c, v, a, SOURCE, pic.LABEL) for c, v, a in zip(rolled.colors, rolled.values, rolled.aside, strict=True)
                   if (c, v, a, SOURCE, pic.LABEL) not in drawn}
    again = dict(pic._DICE)
    pic.strip_sprite(rolled)
    assert all(pic._DICE[k] is again[k] for k in again) and len(pic._DICE) == len(again)
