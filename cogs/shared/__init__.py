"""What several feature cogs share, beneath them: it imports no feature cog (``cogs/*.py``
defining a ``commands.Cog``), and no feature cog imports another
(``tests/cogs/test_cogs_layout.py``). Each module is imported by name; this package declares
nothing.

* :mod:`~cogs.shared.table_door` and :mod:`~cogs.shared.reminder_door`: the typed doors other cogs reach
  the table cog and the reminder cog through (``bot.table``, ``bot.reminders``);
* :mod:`~cogs.shared.permissions`: who may run what, and what the bot may do in a channel;
* :mod:`~cogs.shared.lobby_message`: the lobby message, kept current and posted again;
  :mod:`~cogs.shared.lobby_controls`: its buttons and the host's option selects;
* :mod:`~cogs.shared.rematch`: the Rematch button on a finished match's table;
* :mod:`~cogs.shared.forums`: forum channels, where the bot opens posts instead of posting;
* :mod:`~cogs.shared.words`: lines several commands show (mentions, links, a match's speed, the admin commands);
* :mod:`~cogs.shared.recent_names`: the display names people showed last;
* :mod:`~cogs.shared.option_words`: a game's lobby options as a server admin types and reads them (``/setup defaults``);
* :mod:`~cogs.shared.turn_clock`: the table's clock field; :mod:`~cogs.shared.reminder_times`: when reminders are due.

Beneath this package sit the table kit (``cogs/kit/``) and the game UIs (``cogs/games/<game>/``).
"""
