"""A server's lobby defaults are checked by the lobby's own validators (engine/service/guild_config.py)."""
from __future__ import annotations

import pytest

from engine.service.guild_config import GameDefaults, GuildConfig, check_default, lobby_defaults, read_config
from tests.toy_game import GAME as TOY


def test_defaults_are_checked_as_the_lobby_checks_options(toy: object) -> None:
    assert check_default(TOY, "target", 15) == 15
    assert check_default(TOY, "turn_timeout_s", 900) == 900.0
    with pytest.raises(ValueError, match=r"target must be a whole number from 3 to 100 \(got 2\)"):
        check_default(TOY, "target", 2)
    with pytest.raises(ValueError, match="Absent after"):
        check_default(TOY, "absent_after", 11)
    with pytest.raises(ValueError, match="has no option 'speed'.*target.*turn_timeout_s"):
        check_default(TOY, "speed", 1)


def test_a_stored_default_that_no_longer_fits_is_left_out(toy: object) -> None:
    config = GuildConfig(defaults={"toy": GameDefaults(options={"target": 500, "absent_after": 1, "gone": True})})
    assert lobby_defaults(config, "toy") == {"absent_after": 1}  # the rest no longer fits the game
    assert lobby_defaults(config, "no-such-game") == {}


def test_an_unreadable_configuration_reads_as_the_defaults() -> None:
    assert read_config({"channels": "not a list"}) == GuildConfig()
    assert read_config(None) == GuildConfig()
    assert read_config({"channels": [5], "future_field": 1}).channels == [5]
