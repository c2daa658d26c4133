"""When turn reminders are due: time zones, quiet hours and the reminder schedule (issue 21).

Pure functions, no clock: every time is wall-clock seconds (Unix, UTC) handed in.

A person's turn in a turn-based match has up to two DM reminders (house choices, stated in the
README's "Reminders and /turns"):

* ``"start"``: when the turn starts;
* ``"late"``: when :data:`LATE_FRACTION` (80 %) of the turn's time has gone (for a 24-hour
  turn: 19 h 12 min after it started, 4 h 48 min before the deadline).

A reminder that falls in the person's quiet hours waits for their end (the deadline does not
move); one that would then come at or after the deadline is not sent, and a start reminder
that would come at or after the late one is dropped (the late one says it all). A person who
moved in the last :data:`PLAYING_S` seconds is playing: a reminder then waits until they have
been away that long (:func:`not_while_playing`).
"""
from __future__ import annotations

import difflib
import re
from datetime import datetime, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from cogs.kit.text import safe
from cogs.lang import SOURCE, Lang, Msg, t
from storage.preferences import UserPrefs

START, LATE, THREAD = "start", "late", "thread"
"""The reminder kinds (:data:`storage.reminders.KINDS`)."""
LATE_FRACTION = 0.8
"""The late reminder comes when this share of the turn's time has gone."""
PLAYING_S = 300.0
"""Someone who moved (in any match) this recently is playing: no reminder until 5 minutes after their last move."""
UTC_NAME = "UTC"


@lru_cache(maxsize=1)
def _zone_names() -> dict[str, str]:
    """Every IANA name the zone database knows, by its lower-case form."""
    return {name.lower(): name for name in available_timezones()}


def parse_time_zone(text: str) -> str:
    """The IANA time zone ``text`` names, spelled as the database spells it (``"europe/berlin"`` →
    ``"Europe/Berlin"``; ``"UTC"``). Raises ValueError with a one-line reason, suggesting the
    closest names when there are any (``"Europe/Berln"`` → "did you mean Europe/Berlin?")."""
    wanted = text.strip().replace(" ", "_")
    names = _zone_names()
    if wanted.lower() in names:
        name = names[wanted.lower()]
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError):
            pass
        else:
            return name
    close = difflib.get_close_matches(wanted.lower(), list(names), n=3, cutoff=0.6)
    given = safe(text.strip()[:60], fallback="")
    if not close:
        raise BadSetting(Msg("core-zone-unknown", given=given))
    if len(close) == 1:
        raise BadSetting(Msg("core-zone-close", given=given, best=names[close[0]]))
    raise BadSetting(Msg("core-zone-closes", given=given, best=names[close[0]], others=", ".join(names[c] for c in close[1:])))


class BadSetting(ValueError):
    """A typed setting that means nothing: ``msg`` says why in the reader's language (its English is
    the exception's text)."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(t(SOURCE, msg))
        self.msg = msg


_QUIET = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*[-–]\s*(\d{1,2})(?::(\d{2}))?\s*$")


def parse_quiet_hours(text: str) -> tuple[int, int]:
    """Quiet hours written ``22-08`` or ``22:30-07:00`` (local time, 24-hour clock) as
    ``(start, end)`` minutes after midnight; ``off`` or ``none`` → ``(0, 0)`` (no quiet hours).
    Raises ValueError with a one-line example when ``text`` is neither."""
    if text.strip().lower() in ("off", "none", "no", "", "aus", "keine", "nein"):
        return (0, 0)
    m = _QUIET.match(text)
    if m is None:
        raise BadSetting(Msg("core-quiet-unreadable", given=safe(text.strip()[:40], fallback="")))
    h1, m1, h2, m2 = int(m[1]), int(m[2] or 0), int(m[3]), int(m[4] or 0)
    if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
        raise BadSetting(Msg("core-quiet-range"))
    start, end = (h1 * 60 + m1) % 1440, (h2 * 60 + m2) % 1440
    if start == end:
        raise BadSetting(Msg("core-quiet-empty"))
    return (start, end)


def clock_text(minutes: int) -> str:
    """Minutes after midnight as ``"22:00"``."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def quiet_text(prefs: UserPrefs, lang: Lang = SOURCE) -> str:
    """``prefs``' quiet hours in words: ``"22:00–08:00 (Europe/Berlin)"`` or ``"none"``."""
    if not prefs.has_quiet_hours:
        return t(lang, "core-quiet-none")
    return f"{clock_text(prefs.quiet_start)}–{clock_text(prefs.quiet_end)} ({prefs.time_zone or UTC_NAME})"


def zone_of(prefs: UserPrefs) -> ZoneInfo:
    """``prefs``' time zone (UTC when none is set or it is no longer in the database)."""
    try:
        return ZoneInfo(prefs.time_zone or UTC_NAME)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo(UTC_NAME)


def after_quiet(at: float, prefs: UserPrefs) -> float:
    """``at`` (Unix seconds) if it is outside ``prefs``' quiet hours, else the moment they end
    (local wall-clock time in the person's zone: across midnight and daylight-saving changes)."""
    if not prefs.has_quiet_hours:
        return at
    zone = zone_of(prefs)
    local = datetime.fromtimestamp(at, zone)
    minute = local.hour * 60 + local.minute
    start, end = prefs.quiet_start, prefs.quiet_end
    inside = start <= minute < end if start < end else (minute >= start or minute < end)
    if not inside:
        return at
    day = local.date() if minute < end else local.date() + timedelta(days=1)
    wake = datetime(day.year, day.month, day.day, end // 60, end % 60, tzinfo=zone)
    return max(at, wake.timestamp())


def due_times(started_at: float, deadline: float, prefs: UserPrefs) -> dict[str, float]:
    """The reminders of a turn that started at ``started_at`` and runs out at ``deadline`` (Unix
    seconds) for a person with ``prefs``: ``{kind: when}`` for ``"start"`` and ``"late"`` (see the
    module doc for what is dropped). Empty when the person turned reminders off."""
    if not prefs.reminders or deadline <= started_at:
        return {}
    late = after_quiet(started_at + LATE_FRACTION * (deadline - started_at), prefs)
    start = after_quiet(started_at, prefs)
    due: dict[str, float] = {}
    if start < deadline and start < late:
        due[START] = start
    if late < deadline:
        due[LATE] = late
    return due


def mention_times(started_at: float, deadline: float, prefs: UserPrefs) -> dict[str, float]:
    """For a person who turned reminders off: the one thread mention at the start of a turn that
    started at ``started_at`` and runs out at ``deadline`` (Unix seconds), ``{"start": when}``,
    after ``prefs``' quiet hours like a DM; empty when that would be at or after the deadline."""
    start = after_quiet(started_at, prefs)
    return {START: start} if start < deadline else {}


def not_while_playing(due: float, last_move: float | None) -> float:
    """When a reminder due at ``due`` may go, for a person whose last move was at ``last_move``:
    ``due``, or :data:`PLAYING_S` after that move if they moved more recently than that."""
    if last_move is None:
        return due
    return max(due, last_move + PLAYING_S)
