"""Rescue Animals actions: a discriminated union on ``kind``.

Player actions (GAPS.md section 2, "Real time on Discord")::

    {"kind": "toggle", "die": i}          set die i aside / take it back (0-3 white, 4 black, 5 gray if held)
    {"kind": "roll"}                      reroll every die not set aside
    {"kind": "roll", "keep": [i, ...]}    first set aside exactly these dice (others taken back), then roll
    {"kind": "rescue", "card": uid}       press Rescue (the call "Rescuing!") for the displayed card uid (0..53)

System actions (applied by the match service as seat SYSTEM when a timer fires;
``key`` is the timer key, optional; when given it must be the current one, so a
stale timer is rejected)::

    {"kind": "close_window", "key": "window:3"}   the claim window closes; ties are resolved
    {"kind": "go", "key": "go:4"}                 the Ready-Set-Go countdown ends; rolling resumes
    {"kind": "stall", "key": "stall:5:2:0"}       nobody rescued for stall_s: idle seats are auto-played
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from engine.core import Model


class ToggleAction(Model):
    """Set die ``die`` aside, or take it back if it is already aside."""

    kind: Literal["toggle"] = "toggle"
    die: int


class RollAction(Model):
    """Reroll every die not set aside; with ``keep``, first set aside exactly those dice."""

    kind: Literal["roll"] = "roll"
    keep: list[int] | None = None


class RescueAction(Model):
    """Claim the displayed animal whose card uid is ``card``."""

    kind: Literal["rescue"] = "rescue"
    card: int


class CloseWindowAction(Model):
    """SYSTEM: the claim window ends."""

    kind: Literal["close_window"] = "close_window"
    key: str | None = None


class GoAction(Model):
    """SYSTEM: the "Ready, Set, Go!" countdown ends."""

    kind: Literal["go"] = "go"
    key: str | None = None


class StallAction(Model):
    """SYSTEM: the stall timer fired; idle seats are auto-played by the bot policy."""

    kind: Literal["stall"] = "stall"
    key: str | None = None


Action = Annotated[
    ToggleAction | RollAction | RescueAction | CloseWindowAction | GoAction | StallAction,
    Field(discriminator="kind"),
]
action_adapter: TypeAdapter[Action] = TypeAdapter(Action)
PLAYER_KINDS = frozenset({"toggle", "roll", "rescue"})
SYSTEM_KINDS = frozenset({"close_window", "go", "stall"})
