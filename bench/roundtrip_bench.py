"""Interaction round trip through the sandbox (placeholder until sandbox/ and bot.py are usable).

TODO(roundtrip): time from the INTERACTION_CREATE the sandbox double sends to the bot's
initial response received by the double, p50/p99, with 50 matches being played at once,
printed beside Discord's 3000 ms deadline (target p99 <= 50 ms).
"""
from __future__ import annotations

from bench.common import Row


def run(quick: bool = False) -> tuple[list[Row], list[str]]:
    return [Row("roundtrip", "interaction round trip p99", "not available yet", "<= 50 ms", "")], [
        "roundtrip: not available yet (pending)"
    ]
