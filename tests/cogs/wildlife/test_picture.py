"""The WildLife board picture: draws from the spectator view, fast and small enough for Discord."""
from __future__ import annotations

import io
import time

from engine.core import Rng
from engine.games.wildlife import GAME
from engine.games.wildlife.ai.normal import bot_action
from engine.games.wildlife.state import WLOptions, WLState


def _midgame(n: int = 4, steps: int = 300) -> WLState:
    st = GAME.setup(n, WLOptions(), 3)
    rng = Rng.from_seed(1)
    for _ in range(steps):
        if GAME.outcome(st) is not None:
            break
        (s,) = GAME.to_act(st)
        GAME.apply(st, s, bot_action(GAME.view(st, s), s, rng))  # type: ignore[arg-type]
    return st


def test_draw_board_size_and_speed() -> None:
    from cogs.games.wildlife.picture import draw_board

    st = _midgame()
    view = GAME.view(st, None)
    img = draw_board(view)
    assert 900 <= img.width <= 1200 and 700 <= img.height <= 900
    t = time.perf_counter()
    for _ in range(5):
        draw_board(view)
    per = (time.perf_counter() - t) / 5
    buf = io.BytesIO()
    img.save(buf, "PNG")
    assert len(buf.getvalue()) <= 200 * 1024
    assert per < 0.25  # target 50 ms; generous for a loaded CI machine


def test_draw_board_every_phase() -> None:
    from cogs.games.wildlife.picture import draw_board

    for st in (GAME.setup(6, WLOptions(chart_auction=True), 1), GAME.setup(2, WLOptions(), 1), _midgame(3, 3000)):
        draw_board(GAME.view(st, None))
        draw_board(GAME.view(st, None).model_dump())


def test_alt_text_fits_discord() -> None:
    from cogs.games.wildlife.picture import alt_text

    for n in (2, 6):
        st = _midgame(n, 400)
        text = alt_text(GAME.view(st, None))
        assert 0 < len(text) <= 1024 and "Large Savannah" in text
