"""Words several cogs show: a seat's mention, a match's link, its speed and clocks in words, the
name of the all-time standings and the admin commands' lines, each in the reader's language."""
from __future__ import annotations

from typing import TYPE_CHECKING

from cogs.kit.text import LRI, PDI, inert, safe, safe_line
from cogs.kit.ui import GAME_UIS
from cogs.lang import LANGS, SOURCE, Lang, t
from engine import registry
from engine.service.match_settings import MatchSettings

if TYPE_CHECKING:
    from engine.core import Event
    from storage import MatchRecord, Reputation


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


def _number(seconds: float) -> int | float:
    return int(seconds) if float(seconds).is_integer() else seconds


def duration(lang: Lang, seconds: float) -> str:
    """A span in ``lang``'s words, largest units first: "90 s", "5 min", "2 h", "1 day 2 h", "3 days"
    (German "1 Tag 2 Std.")."""
    s = int(round(seconds))
    if s < 60 or s % 60:
        return t(lang, "core-duration-seconds", n=_number(seconds))
    days, rest = divmod(s, 86_400)
    hours, rest = divmod(rest, 3_600)
    minutes = rest // 60
    parts = ([t(lang, "core-duration-days", n=days)] if days else []) \
        + ([t(lang, "core-duration-hours", n=hours)] if hours else []) \
        + ([t(lang, "core-duration-minutes", n=minutes)] if minutes else [])
    return " ".join(parts)


def timer_words(lang: Lang, seconds: float) -> str:
    """A turn timer in words: its span ("5 min", "24 h", "72 h": whole hours up to three days stay
    hours, as the lobby's presets read), "none" for 0."""
    if seconds <= 0:
        return t(lang, "core-timer-none")
    if seconds % 3_600 == 0 and seconds <= 259_200:
        return t(lang, "core-duration-hours", n=int(seconds // 3_600))
    return duration(lang, seconds)


def absent(lang: Lang, turns: int) -> str:
    """The absent count in words: "never", "1 turn", "2 turns"."""
    return t(lang, "core-absent-turns", turns=turns)


def speed(lang: Lang, settings: MatchSettings) -> str:
    """The match's speed in one line: "Live, no turn timer", "Live, 5 min a move" or
    "Turn-based, 24 h a move + a time bank of 1 day (+2 h a move)"."""
    if settings.turn_timeout_s <= 0:
        return t(lang, "core-speed-live-untimed")
    timer = timer_words(lang, settings.turn_timeout_s)
    if settings.time_bank_s <= 0:
        return t(lang, "core-speed-timed", turn_based=str(settings.turn_based).lower(), timer=timer)
    refill = duration(lang, settings.bank_refill_s) if settings.bank_refill_s > 0 else ""
    return t(lang, "core-speed-banked", turn_based=str(settings.turn_based).lower(), timer=timer,
             bank=duration(lang, settings.time_bank_s), refill=refill or "none")


def settings_lines(settings: MatchSettings, *, turn_timer: bool, real_time_game: str = "",
                   lang: Lang = SOURCE) -> list[str]:
    """A match's speed, turn timer, time bank and absent count in words ("Speed: **Turn-based**
    (played over days)", "Turn timer: **24 h** a move", "Time bank: **1 day** …", "Absent after:
    **2 turns** (then a bot plays the seat)"); for a real-time game (``turn_timer`` False) one
    line, "Speed: **Live**", with why it has no turn-based speeds when ``real_time_game`` (its title) is given."""
    if not turn_timer:
        if real_time_game:
            return [t(lang, "core-settings-speed-real-time", game=real_time_game)]
        return [t(lang, "core-settings-speed-live")]
    speed_line = t(lang, "core-settings-speed-turn-based" if settings.turn_based else "core-settings-speed-live")
    timer = timer_words(lang, settings.turn_timeout_s)
    lines = [speed_line, t(lang, "core-settings-timer", timer=timer, timed=str(settings.turn_timeout_s > 0).lower())]
    if settings.turn_timeout_s > 0 and settings.time_bank_s > 0:
        bank = duration(lang, settings.time_bank_s)
        if settings.bank_refill_s > 0:
            lines.append(t(lang, "core-settings-bank-refill", bank=bank, refill=duration(lang, settings.bank_refill_s)))
        else:
            lines.append(t(lang, "core-settings-bank", bank=bank))
    if settings.turn_timeout_s > 0:
        lines.append(t(lang, "core-settings-absent", turns=settings.absent_after))
    return lines


ALL_TIME = "All time"
"""The ``/standings season:`` value for the all-time ratings (its name shown is :func:`all_time`)."""


def all_time(lang: Lang) -> str:
    """The all-time standings' name in ``lang`` ("All time", "Gesamt")."""
    return t(lang, "core-all-time")


def is_all_time(name: str) -> bool:
    """Whether typed ``name`` (any case, invisible characters ignored) names the all-time standings:
    :data:`ALL_TIME` or :func:`all_time` in any language people can choose, whatever the reader's own."""
    typed = inert(name).casefold()
    return bool(typed) and typed in {ALL_TIME.casefold(), *(all_time(lang).casefold() for lang in LANGS)}


ADMIN_COMMAND_IDS = (
    "core-admin-setup-show", "core-admin-setup-channels", "core-admin-setup-results", "core-admin-setup-hosts",
    "core-admin-setup-defaults", "core-admin-setup-bots", "core-admin-setup-language", "core-admin-pause",
    "core-admin-removeplayer", "core-admin-seattobot", "core-admin-endmatch", "core-admin-season",
)
"""The admin commands' lines, one message each (``/help`` for members with Manage Server, the README)."""


def admin_commands(lang: Lang) -> list[str]:
    """The admin commands, one line each, in ``lang``."""
    return [t(lang, msg_id) for msg_id in ADMIN_COMMAND_IDS]


def game_title(lang: Lang, game: str) -> str:
    """A game's title in ``lang`` (by its registry key): its UI's words (:meth:`GameUI.game_title`),
    else the engine's title."""
    ui = GAME_UIS.get(game)
    return ui.game_title(lang) if ui is not None else registry.get(game).title


def game_summary(lang: Lang, game: str) -> str:
    """A game's one-paragraph summary in ``lang`` (by its registry key; the lobby's description)."""
    ui = GAME_UIS.get(game)
    return ui.game_summary(lang) if ui is not None else registry.get(game).summary



def reputation_words(lang: Lang, reputation: Reputation) -> str:
    """A person's reputation: ``"finishes 92 %"``, or ``"new"`` for a new player (:class:`storage.Reputation`)."""
    if reputation.is_new:
        return t(lang, "core-reputation-new")
    return t(lang, "core-reputation", percent=reputation.finish_rate)


SAID = {
    "timed_out": "core-said-timed-out",
    "abandoned": "core-said-abandoned",
    "rejoined": "core-said-rejoined",
    "paused": "core-said-paused",
    "resumed": "core-said-resumed",
}
"""The service's own thread lines (an :class:`~engine.core.Event` naming a person) → their messages."""


def said(lang: Lang, event: Event) -> str:
    """A service line about a person (:data:`SAID`: ran out of time, left, is back, paused, resumed)
    in ``lang``, isolated left to right (an RTL name at its start cannot turn it); an event stored
    before its ``data`` named the person shows its stored English ``text`` (:func:`safe_line`)."""
    msg, name = SAID.get(event.kind), event.data.get("name")
    if msg is None or not isinstance(name, str):
        return safe_line(event.text)
    why = str(event.data.get("why", "left"))
    turns = event.data.get("turns", 1)
    return LRI + t(lang, msg, name=safe(name, lang=lang), why=why, turns=turns if isinstance(turns, int) else 1) + PDI
