"""Transcripts read as Discord shows them (``sandbox/text.py``): every line of an embed's part
carries the ``  | `` bar, so a multi-line field (a lobby's seats, one a line) never reads as text
outside the message."""
from __future__ import annotations

from sandbox.model import Message
from sandbox.text import render_message


def test_every_line_of_a_multi_line_field_footer_and_title_is_behind_the_bar() -> None:
    lobby = Message(id=1, channel_id=2, guild_id=3, author_id=4, embeds=[{
        "title": "Lobby #1",
        "description": "A trick-taking game.\nFor 3-5 players.",
        "fields": [{"name": "Seats (3/5)", "value": "1. ann\n2. bob\n3. cy"},
                   {"name": "Options", "value": "Expert: **Off**\nUndo: **On**"}],
        "footer": {"text": "Host: ann\n/rules explains the game"},
    }])
    lines = render_message(lobby, "Menagerie").splitlines()
    assert lines == [
        "Menagerie:",
        "  | ** Lobby #1 **",
        "  | A trick-taking game.",
        "  | For 3-5 players.",
        "  | Seats (3/5): 1. ann",
        "  |   2. bob",
        "  |   3. cy",
        "  | Options: Expert: **Off**",
        "  |   Undo: **On**",
        "  | -- Host: ann",
        "  |   /rules explains the game",
    ]
