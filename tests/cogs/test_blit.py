"""cogs.kit.blit: sprites copied as rows of bytes give the pixels a paste through their alpha gives."""
from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from cogs.kit.blit import Canvas, runs_of
from cogs.kit.labels import Layer, MeasuredDraw, measure, sprite, stamp, stamp_on


def _binary_sprite(rng: random.Random, size: tuple[int, int]) -> Image.Image:
    """An RGBA picture whose pixels are fully clear or fully opaque, of random colours and shapes."""
    image = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(image)
    for _ in range(4):
        x0, y0 = rng.randrange(size[0]), rng.randrange(size[1])
        box = (x0, y0, min(size[0] - 1, x0 + rng.randrange(1, 20)), min(size[1] - 1, y0 + rng.randrange(1, 20)))
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
        (d.ellipse if rng.random() < 0.5 else d.rectangle)(box, fill=colour, outline=(0, 0, 0, 255))
    return image


@pytest.mark.parametrize("seed", range(6))
def test_blit_matches_paste_inside_and_across_the_edges(seed: int) -> None:
    rng = random.Random(seed)
    ground = Image.effect_noise((90, 70), 60).convert("RGB")
    sprites = [_binary_sprite(rng, (rng.randrange(5, 40), rng.randrange(5, 40))) for _ in range(8)]
    pasted = ground.copy()
    canvas = Canvas.of_bytes(ground.size, ground.tobytes())
    for image in sprites:
        runs = runs_of(image)
        assert runs is not None
        for _ in range(3):  # some wholly inside, some across an edge or a corner, some wholly outside
            xy = (rng.randrange(-45, 100), rng.randrange(-45, 80))
            pasted.paste(image, xy, image)
            canvas.blit(runs, xy)
    assert canvas.image().tobytes() == pasted.tobytes()


def test_a_partly_clear_sprite_has_no_runs_and_cannot_be_stamped_on_a_canvas() -> None:
    image = Image.new("RGBA", (4, 4), (0, 0, 0, 0))
    image.putpixel((1, 1), (10, 20, 30, 128))
    assert runs_of(image) is None
    piece = sprite((4, 4), lambda d: d.point((1, 1), fill=(10, 20, 30, 128)))
    assert piece.runs is None
    with pytest.raises(ValueError):
        stamp_on(Canvas.of_bytes((4, 4), bytes(48)), piece, (0, 0))


def test_an_opaque_sprite_is_every_row_whole() -> None:
    image = Image.new("RGB", (3, 2), (1, 2, 3))
    assert runs_of(image) == ((0, 0, bytes((1, 2, 3)) * 3), (1, 0, bytes((1, 2, 3)) * 3))
    with pytest.raises(ValueError):
        runs_of(image.convert("L"))


def test_canvas_refuses_bytes_of_another_size() -> None:
    with pytest.raises(ValueError):
        Canvas.of_bytes((3, 3), bytes(10))


def test_stamp_on_a_layer_canvas_reports_the_labels_and_pixels_of_stamp() -> None:
    def make() -> Image.Image:
        image = Image.new("RGB", (60, 40), (200, 210, 220))
        ImageDraw.Draw(image).line((0, 0, 59, 39), fill=(0, 0, 0), width=3)
        return image

    def paint(d: MeasuredDraw) -> None:
        d.rectangle((0, 0, 29, 11), fill=(255, 255, 255), outline=(0, 0, 0))
        d.text((2, 1), "Hi", fill=(0, 0, 0))

    layer = Layer(make)
    tag = sprite((30, 12), paint)
    assert tag.runs is not None

    def by_paste() -> Image.Image:
        image = layer.get()
        stamp(image, tag, (25, 20))
        return image

    def by_canvas() -> Image.Image:
        canvas = layer.canvas()
        stamp_on(canvas, tag, (25, 20))
        return canvas.image()

    pasted, pasted_labels = measure(by_paste)
    blitted, blitted_labels = measure(by_canvas)
    assert blitted.tobytes() == pasted.tobytes()
    assert blitted_labels.items == pasted_labels.items
    assert [label.text for label in blitted_labels.items] == ["Hi"]
