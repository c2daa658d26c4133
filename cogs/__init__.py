"""Discord adapters only: slash commands, views, embeds, images. No rules here.

``kit/`` is what every game UI is built from; ``games/<package>/`` holds one game's UI each,
found by :func:`cogs.kit.ui.discover`. ``EXTENSIONS`` are the shared cogs, none of which names a game.
"""

EXTENSIONS = [
    "cogs.table",
    "cogs.lobby",
    "cogs.standings",
    "cogs.seasons",
    "cogs.rules",
    "cogs.settings",
    "cogs.reminders",
    "cogs.turns",
    "cogs.history",
    "cogs.moderation",
    "cogs.names",
    "cogs.setup",
]
