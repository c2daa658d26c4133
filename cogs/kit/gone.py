"""When what an interaction needed is gone: the message, channel or thread it was used in was
deleted while it was answered, or its match ended meanwhile (issue 37, kind 6). The person hears
it calmly, in their language, with what became of the match and why; nothing is logged above INFO
(nobody needs to act on a moderator deleting a thread).

* :func:`vanished`: Discord's answer that a message, channel or thread is gone (404 10008, 10003);
* :func:`ended`: the words for a match that no longer takes moves (over, ended without a result and
  why, a lobby closed);
* :func:`gone_words`: the one line for an interaction whose place vanished;
* :func:`refusal_level`: INFO, not WARNING, for a write whose place vanished.
"""
from __future__ import annotations

import logging

import discord

from cogs.kit.interactions import describe_interaction, noted_match, service_of
from cogs.lang import Msg
from discord_codes import DiscordCode
from engine import registry
from storage import MatchRecord, MatchStatus

log = logging.getLogger(__name__)

GONE_CODES = frozenset({DiscordCode.UNKNOWN_MESSAGE, DiscordCode.UNKNOWN_CHANNEL})
"""Discord's codes for a message (10008) or a channel or thread (10003) that no longer exists."""


def vanished(exc: BaseException) -> bool:
    """Whether ``exc`` is Discord saying that the message, channel or thread a write needed no
    longer exists (404 with :data:`GONE_CODES`; discord.py's ``CommandInvokeError`` unwrapped)."""
    exc = getattr(exc, "original", exc)
    return isinstance(exc, discord.NotFound) and exc.code in GONE_CODES


def _title(record: MatchRecord) -> str:
    return registry.get(record.game).title if record.game in registry.games() else record.game


def place_of(interaction: discord.Interaction, record: MatchRecord) -> str | None:
    """Where ``interaction`` was used in ``record``'s match: ``"thread"`` (the match's own thread),
    ``"channel"`` (the channel it was opened in, or played in without a thread), or None (elsewhere:
    a DM)."""
    if interaction.channel_id is None:
        return None
    if interaction.channel_id == record.thread_id and record.thread_id != record.channel_id:
        return "thread"
    return "channel" if interaction.channel_id in (record.channel_id, record.thread_id) else None


def ended(record: MatchRecord, *, deleted: str | None = None) -> Msg | None:
    """Why ``record`` takes no more moves, or None while it runs (or is an open lobby): it is over
    (finished), it ended without a result (cancelled: by a server admin, everyone left, or, with
    ``deleted`` ``"thread"`` or ``"channel"``, because that place was deleted), or a lobby was closed."""
    game, match = _title(record), str(record.id)
    if record.status == MatchStatus.FINISHED:
        return Msg("core-match-over", game=game, match=match)
    if record.status != MatchStatus.CANCELLED:
        return None
    if record.state is None:  # never started
        return Msg("core-lobby-closed", game=game, match=match)
    if deleted is not None:
        return Msg("core-match-ended-place", game=game, match=match, place=deleted)
    return Msg("core-match-ended", game=game, match=match)


def refusal_level(exc: BaseException) -> int:
    """The log level for a write Discord refused: INFO when its place is gone (:func:`vanished`: a
    moderator deleted it, nobody needs to act; a match played there ends), else WARNING."""
    return logging.INFO if vanished(exc) else logging.WARNING


async def gone_words(interaction: discord.Interaction) -> Msg:
    """The line for a person whose click or command met a vanished message, channel or thread
    (:func:`vanished`): when the interaction concerns a match (:func:`~cogs.kit.interactions.note_match`)
    that no longer runs, what became of it and why; otherwise that what they used is gone and
    nothing was done."""
    match_id = noted_match(interaction)
    if match_id is not None:
        try:
            record = await service_of(interaction).fetch(match_id)
        except Exception:  # noqa: BLE001 - the answer matters more than its detail (the database may be away)
            log.warning("match %s: not read for a vanished place's answer (%s)", match_id,
                        describe_interaction(interaction), exc_info=True)
            record = None
        if record is not None and (words := ended(record, deleted=place_of(interaction, record))) is not None:
            return words
    return Msg("core-place-gone")


__all__ = ["GONE_CODES", "ended", "gone_words", "place_of", "refusal_level", "vanished"]
