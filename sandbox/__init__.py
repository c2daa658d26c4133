"""Menagerie's local Discord API double (REST + gateway on loopback).

``async with Sandbox() as sb:`` — see ``sandbox/README.md`` and :mod:`sandbox.driver`.
"""

from __future__ import annotations

from .driver import ClientRefused, Sandbox
from .model import ApiErrorRecord, Attachment, Channel, Guild, Interaction, Message, User
from .patch import pointed_at
from .text import labelled_strings, message_strings, readable, render_message, render_transcript, unisolated

__all__ = [
    "Sandbox", "ClientRefused", "pointed_at", "ApiErrorRecord", "Attachment", "Channel", "Guild",
    "Interaction", "Message", "User", "labelled_strings", "message_strings", "readable", "render_message",
    "render_transcript", "unisolated",
]
