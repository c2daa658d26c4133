"""Mission: Wild Life's Discord presentation on the table kit.

* :mod:`.ui` — :class:`MissionWildLifeUI` (verbs, stamp, table, panel, announcements);
* :mod:`.table` — the public table embed and the trick picture's text equivalent;
* :mod:`.picture` — the trick drawn with Pillow (pure; the kit draws it off the event loop);
* :mod:`.panel` — a player's hand panel and "My tricks";
* :mod:`.announce` — round summaries, flash missions and the result in the thread;
* :mod:`.cards` — card and mission text (symbols that read without colour).

:func:`cogs.kit.ui.discover` finds :data:`UI` here.
"""
from __future__ import annotations

from cogs.games.mission_wild_life.ui import UI, MissionWildLifeUI

__all__ = ["UI", "MissionWildLifeUI"]
