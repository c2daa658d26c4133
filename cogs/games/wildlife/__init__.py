"""WildLife's Discord presentation on the table kit.

* :mod:`.ui` — :class:`WildLifeUI` (stamp, table, panel, announcements, lobby options, clicks);
* :mod:`.verbs` — the components' verbs, the option lists, typed input and clicks for an action;
* :mod:`.table` — the public table embed with the board picture and its text beside it;
* :mod:`.panel` — a player's hand panel;
* :mod:`.announce` — auctions won, attacks, scorings and the result in the thread;
* :mod:`.picture` — the board drawn with Pillow (pure; the kit draws it off the event loop);
* :mod:`.words` — symbols and words shared by all of them.

:func:`cogs.kit.ui.discover` finds :data:`UI` here.
"""
from __future__ import annotations

from cogs.games.wildlife.ui import UI, WildLifeUI

__all__ = ["UI", "WildLifeUI"]
