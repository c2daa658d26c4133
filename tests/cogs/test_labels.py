"""cogs/kit/labels.py: the label metrics the pictures' 400-px tests rely on."""
from __future__ import annotations

from functools import partial

import pytest
from PIL import Image

from cogs.kit.fonts import font
from cogs.kit.labels import (
    Layer,
    MeasuredDraw,
    cap_height,
    crop,
    describe_boxed,
    draw_on,
    measure,
    readable_size,
    recording,
    sprite,
    stamp,
)
from cogs.kit.pictures import fixed_palette, to_palette


def test_cap_height_and_the_phone_rule() -> None:
    f = font(20)
    assert 13 <= cap_height(f) <= 16  # "H" of a 20 px font
    with recording() as labels:
        draw_on(Image.new("RGB", (800, 100))).text((10, 10), "A1", font=f)
    [(px, label)] = labels.phone_px(800)
    assert label.text == "A1" and px == pytest.approx(cap_height(f) / 2)  # shown at half size
    assert labels.too_small(800) and not labels.too_small(400)
    assert labels.phone_px(200)[0][0] == cap_height(f)  # a narrow picture is not enlarged


def test_nothing_is_recorded_outside_recording() -> None:
    draw_on(Image.new("RGB", (50, 50))).text((1, 1), "x", font=font(12))
    with recording() as labels:
        pass
    assert labels.items == []


def test_readable_size_is_the_smallest_that_reads() -> None:
    for width in (400, 480, 772, 1200):
        size = readable_size(width, font)
        assert cap_height(font(size)) * min(1, 400 / width) >= 10
        assert cap_height(font(size - 1)) * min(1, 400 / width) < 10


def test_crop_moves_labels_and_drops_those_outside() -> None:
    def draw() -> Image.Image:
        img = Image.new("RGB", (300, 100))
        d = draw_on(img)
        d.text((10, 10), "left", font=font(16))
        d.text((200, 10), "right", font=font(16))
        return crop(img, (150, 0, 300, 100), at=(5, 20))

    img, labels = measure(draw)
    [label] = labels.items
    assert label.text == "right" and 50 <= label.box[0] <= 60 and label.box[1] >= 20 and img.size == (150, 100)


def test_a_layer_draws_once_and_reports_its_labels_every_time() -> None:
    calls = []

    def make() -> Image.Image:
        calls.append(1)
        img = Image.new("RGB", (60, 30))
        draw_on(img).text((2, 2), "B7", font=font(14))
        return img

    layer = Layer(make)
    for _ in range(3):
        with recording() as labels:
            copy = layer.get()
        assert [label.text for label in labels.items] == ["B7"]
        copy.putpixel((0, 0), (255, 0, 0))  # a copy: the cached layer stays clean
    assert len(calls) == 1 and layer.get().getpixel((0, 0)) != (255, 0, 0)


def test_a_sprite_reports_its_labels_where_it_is_stamped() -> None:
    piece = sprite((40, 40), lambda d: d.text((5, 5), "E", font=font(20)))
    with recording() as labels:
        stamp(Image.new("RGB", (200, 200)), piece, (100, 50))
    [label] = labels.items
    assert label.text == "E" and label.box[0] >= 105 and label.box[1] >= 55


def test_fixed_palette_keeps_its_colours_exactly() -> None:
    colours = [(109, 26, 237), (0, 157, 187), (94, 76, 71)]
    img = Image.new("RGB", (30, 10))
    for i, c in enumerate(colours):
        img.paste(c, (10 * i, 0, 10 * i + 10, 10))
    out = to_palette(img, fixed_palette(colours, blend_with=[(255, 255, 255)]))
    assert out.mode == "P" and [out.convert("RGB").getpixel((10 * i + 5, 5)) for i in range(3)] == colours


def test_a_label_whose_font_lacks_a_character_is_reported() -> None:
    """Planted fault for the pictures' glyph checks: a label drawn with Pillow's bundled font (no
    umlauts, no ß) or with an emoji the shipped face lacks is reported with the characters it
    would draw as a box; the shipped face draws the German word whole."""
    from PIL import ImageFont

    with recording() as labels:
        d = draw_on(Image.new("RGB", (400, 120)))
        d.text((5, 5), "Große Wüste", font=font(20))
        d.text((5, 35), "Große Wüste", font=ImageFont.load_default(size=20))
        d.text((5, 65), "🦊 Fox\nLine two", font=font(20))
    assert [label.missing for label in labels.items] == ["", "ßü", "🦊"]
    assert [label.text for label in labels.boxed()] == ["Große Wüste", "🦊 Fox\nLine two"]
    assert "lacks 'ßü'" in describe_boxed(labels.boxed())


@pytest.mark.parametrize("at", [(0, 0), (37, 11)])
def test_a_trimmed_sprite_stamps_the_same_pixels_and_labels(at: tuple[int, int]) -> None:
    """``sprite(..., trim=True)`` keeps only the box of the pixels it drew (a Wildlife Adventure
    space is about a fifth of its canvas, and a chat picture stamps some 40); stamped, it gives the
    picture and the labels the whole canvas gives, on a background that is not one colour."""
    def paint(d: MeasuredDraw) -> None:
        d.ellipse((30, 34, 70, 74), fill=(200, 30, 30), outline=(25, 25, 25), width=2)
        d.text((50, 54), "AF7", font=font(14), fill=(255, 255, 255), anchor="mm")
        d.line((60, 60, 80, 90), fill=(40, 110, 235), width=3)

    whole, trimmed = sprite((108, 108), paint), sprite((108, 108), paint, trim=True)
    assert trimmed.at == (30, 34) and trimmed.image.size == (52, 58)
    assert trimmed.image.width * trimmed.image.height < whole.image.width * whole.image.height / 3
    base = Image.new("RGB", (200, 200), (190, 218, 236))
    draw_on(base).line((0, 0, 200, 200), fill=(128, 138, 150), width=9)
    drawn = []
    for piece in (whole, trimmed):
        image = base.copy()
        with recording() as labels:
            stamp(image, piece, at)
        drawn.append((image.tobytes(), labels.items))
    assert drawn[0] == drawn[1] and drawn[0][0] != base.tobytes() and [lb.text for lb in drawn[0][1]] == ["AF7"]


def test_only_a_transparent_sprite_is_trimmed() -> None:
    with pytest.raises(ValueError, match="transparent"):
        sprite((10, 10), lambda d: None, (255, 255, 255), trim=True)
    empty = sprite((10, 10), lambda d: None, trim=True)  # nothing drawn: nothing to trim to
    assert empty.image.size == (10, 10) and empty.at == (0, 0)


def test_an_opaque_sprite_is_stamped_as_a_plain_copy_with_the_same_pixels() -> None:
    """A sprite drawn edge to edge on a transparent canvas (a WildLife name tag) is kept without
    its transparency, so stamping it copies instead of pasting through a mask; the picture and
    the labels are those of the paste through the mask."""
    def paint(d: MeasuredDraw) -> None:
        d.rectangle((0, 0, 59, 19), fill=(255, 255, 255), outline=(25, 25, 25), width=1)
        d.text((5, 10), "Forest", font=font(14), fill=(25, 25, 25), anchor="lm")

    tag = sprite((60, 20), paint)
    assert tag.image.mode == "RGB"
    masked = Image.new("RGBA", (60, 20), (0, 0, 0, 0))
    paint(draw_on(masked))
    base = Image.new("RGB", (100, 60), (190, 218, 236))
    draw_on(base).line((0, 0, 100, 60), fill=(128, 138, 150), width=9)
    plain, through_mask = base.copy(), base.copy()
    with recording() as labels:
        stamp(plain, tag, (13, 21))
    through_mask.paste(masked, (13, 21), masked)
    assert plain.tobytes() == through_mask.tobytes() and [lb.text for lb in labels.items] == ["Forest"]
    assert sprite((60, 20), lambda d: d.rectangle((0, 0, 58, 19), fill=(255, 255, 255))).image.mode == "RGBA"


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_text_kept_gives_the_pixels_and_labels_of_text(mode: str) -> None:
    """A label drawn with its glyphs' mask kept (issue 34's CPU check: a turn's title and an
    expedition's chip come back picture after picture) gives the picture and the labels
    ``text`` gives, drawn afresh and again from the kept mask, at whole and fractional
    positions, every anchor, two sizes, on a picture already drawn on."""
    import random

    from cogs.kit.labels import _glyphs

    rng = random.Random(34)
    cases = 0
    for size in (13, 21):
        f = font(size)
        for anchor in (None, "la", "lm", "mm", "rm", "md", "ls", "rs"):
            for _ in range(4):
                text = "".join(rng.choice("AWgjy#1234 Turn:()Ann") for _ in range(rng.randrange(1, 14)))
                xy = (rng.choice((40, 40.5, 41.25, 57.8)), rng.choice((30, 30.5, 33.3)))
                fill = (rng.randrange(256), rng.randrange(256), rng.randrange(256))

                def draw(kept: bool, xy: tuple[float, float] = xy, text: str = text,
                         fill: tuple[int, int, int] = fill, anchor: str | None = anchor, f: object = f) -> Image.Image:
                    image = Image.new(mode, (160, 70), (200, 190, 180))
                    d = draw_on(image)
                    d.line((0, 0, 160, 70), fill=(20, 20, 20), width=7)
                    if kept:
                        d.text_kept(xy, text, f, fill, anchor)
                    else:
                        d.text(xy, text, font=f, fill=fill, anchor=anchor)
                    return image

                slow, slow_labels = measure(partial(draw, False))
                for _ in range(2):  # rendered, then from the kept mask
                    fast, fast_labels = measure(partial(draw, True))
                    assert fast.tobytes() == slow.tobytes(), (text, xy, anchor, size)
                    assert fast_labels.items == slow_labels.items
                cases += 1
    assert cases == 64 and _glyphs.cache_info().hits >= 64
