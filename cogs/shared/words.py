"""Words several cogs show: a seat's mention, a match's link, its speed and clocks in words, the
name of the all-time standings and the admin commands' lines."""
from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.kit.text import safe
from engine.service.match_settings import MatchSettings, absent_text, duration_text, turn_timer_text

if TYPE_CHECKING:
    from storage import MatchRecord


def mention(record: MatchRecord, seat: int) -> str:
    """A mention for a person's seat, or the bot's name (made inert). A message carrying it states
    whom it may notify (``Rendered.mentions``, ``allowed_mentions``): only the people it means to."""
    s = record.seats[seat]
    return safe(s.name) if s.is_bot or s.user_id is None else f"<@{s.user_id}>"


def thread_link(record: MatchRecord) -> str | None:
    """A jump link to the match's thread or channel."""
    target = record.thread_id or record.channel_id
    if record.guild_id and target:
        return f"https://discord.com/channels/{record.guild_id}/{target}"
    return None


def settings_lines(settings: MatchSettings, *, turn_timer: bool, real_time_reason: str = "") -> list[str]:
    """A match's speed, turn timer, time bank and absent count in words ("Speed: **Turn-based**
    (played over days)", "Turn timer: **24 h** a move", "Time bank: **1 day** …", "Absent after:
    **2 turns** (then a bot plays the seat)"); for a real-time game (``turn_timer`` False) one
    line, "Speed: **Live**" with ``real_time_reason`` (why it has no turn-based speeds)."""
    if not turn_timer:
        return [f"Speed: **Live** — {real_time_reason}" if real_time_reason else "Speed: **Live**"]
    if settings.turn_based:
        speed = "Speed: **Turn-based** (played over days; deadlines show in your own time zone)"
    else:
        speed = "Speed: **Live**"
    timer = turn_timer_text(settings.turn_timeout_s)
    lines = [speed, f"Turn timer: **{timer}**" + (" a move" if settings.turn_timeout_s > 0 else "")]
    if settings.turn_timeout_s > 0 and settings.time_bank_s > 0:
        refill = (f", +{duration_text(settings.bank_refill_s)} back after each move made in time"
                  if settings.bank_refill_s > 0 else "")
        lines.append(f"Time bank: **{duration_text(settings.time_bank_s)}** (extra time a slow move uses{refill})")
    if settings.turn_timeout_s > 0:
        absent = absent_text(settings.absent_after)
        lines.append(f"Absent after: **{absent}**" + (" timed out (then a bot plays the seat)" if settings.absent_after else ""))
    return lines


ALL_TIME = "All time"
"""The ``/standings season:`` choice for the all-time ratings (so no season may be called that)."""

ADMIN_COMMANDS = [
    "**/setup show** — this server's whole configuration.",
    "**/setup channels add · remove · anywhere** — where games may be opened.",
    "**/setup results [channel]** — where a one-line result of every finished match is posted.",
    "**/setup hosts add · remove · everyone** — who may host a lobby.",
    "**/setup defaults set · clear** — a game's lobby options for new lobbies.",
    "**/setup bots** — whether bots may take seats in a game.",
    "**/setup language** — the language of lobbies, tables, thread posts and results.",
    "**/pause · /resume [match]** — stop a match's clocks and moves, and start them again.",
    "**/removeplayer member [match]** — take a person out of a lobby.",
    "**/seattobot member [match]** — hand a person's seat to a bot.",
    "**/endmatch match** — end a running match without a result.",
    "**/season start · end** — start a season (every rating in /standings starts afresh), or end the running one.",
]
"""The admin commands, one line each (``/help`` for members with Manage Server, the README)."""
