"""Discord adapters only: slash commands, views, embeds, images. No rules here.

Laid out like the engine, in layers that import only downwards (``tests/cogs/test_cogs_layout.py``):

1. the feature cogs, side by side: each ``cogs/<feature>.py`` (or package ``cogs/<feature>/``) in
   :data:`EXTENSIONS` defines one ``commands.Cog`` and imports no other feature cog; they reach
   another only through a typed door on the bot: ``bot.table``
   (:class:`cogs.shared.table_door.TableDoor`), ``bot.reminders``
   (:class:`cogs.shared.reminder_door.ReminderDoor`);
2. :mod:`cogs.client`, the bot they are loaded into (it names them only in :data:`EXTENSIONS`);
3. ``shared/``: what several feature cogs share (permission checks, the lobby message, words, the
   turn clock, the doors to the table and reminder cogs);
4. ``games/<package>/``: one game's UI each, found by :func:`cogs.kit.ui.discover`;
5. ``kit/``: what every game UI is built from, and replies and error handling;
6. ``lang/``: the words of every message in each language (Fluent catalogs).

None of the cogs names a game.
"""

EXTENSIONS = [
    "cogs.table",
    "cogs.lobby",
    "cogs.standings",
    "cogs.seasons",
    "cogs.rules",
    "cogs.preferences",
    "cogs.reminders",
    "cogs.turns",
    "cogs.history",
    "cogs.moderation",
    "cogs.names",
    "cogs.server_setup",
    "cogs.learn",
]
