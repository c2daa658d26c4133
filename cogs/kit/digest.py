"""What a message shows, as one digest: kept messages are edited only when it changes.

An open panel, a DM copy or a table is redrawn after every committed change that might
concern it, but most changes leave most of them as they are (another seat's move leaves a
waiting player's hand, legal moves and turn alone). :func:`digest` summarises a
:class:`~cogs.kit.rendered.Rendered` *before* its pictures are drawn: its text, embeds and
components (their ``custom_id`` carries the stamp, so components drawn under an older stamp
count as a change) and each picture's file name and ``alt`` text. A picture is taken to show
what its ``alt`` says: the kit's rule is that every picture stands beside a text rendering of
the same facts, and picture cache keys carry the match version, which would make every
version look new.

:class:`ShownDigests` remembers the digest each kept message last showed, by ``(kind, match, user)``;
the callers skip the draw and the edit when the digest is unchanged.

Building a panel to learn that its digest did not change still costs most of a draw (issue 25:
after a move, every open panel of a waiting seat was built and found unchanged). A game UI may
therefore name a panel's *basis* (:meth:`cogs.kit.ui.GameUI.panel_basis`): a key of everything
the panel shows, cheap to compute from the seat's view. :class:`ShownDigests` keeps the basis beside
the digest it was built into, and :meth:`ShownDigests.same_basis` says whether the message still shows
exactly that panel, so the caller skips building it. A basis is only believed together with the
digest it produced: a click's answer that showed a warning, or anything else that changed the
message, makes the next draw build again.
"""
from __future__ import annotations

import hashlib
import json
import pickle
from collections.abc import Hashable
from typing import Any

from cogs.kit.rendered import Rendered


def digest(rendered: Rendered) -> str:
    """A short hex digest of what ``rendered`` shows (before :meth:`Rendered.draw`: pictures by
    name and alt text). Equal digests: the same message."""
    parts: dict[str, Any] = {
        "content": rendered.content,
        "embeds": [e.to_dict() for e in rendered.embeds],
        "components": rendered.view.to_components() if rendered.view is not None else None,
        "pictures": [(p.name, p.alt) for p in rendered.pictures],
    }
    try:
        # pickle is about 4x faster than sorted JSON on a panel (issue 25: the digests were 2.8 % of
        # the loop). It keeps dict order, tuple against list and which strings are one object, all of
        # which the same code building the same message repeats; a message built otherwise only
        # looks changed (one edit too many), never unchanged: pickle loses nothing of plain data.
        data = pickle.dumps(parts, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):  # a value pickle refuses: as text
        data = json.dumps(parts, sort_keys=True, default=str, separators=(",", ":")).encode()
    return hashlib.blake2b(data, digest_size=16).hexdigest()


class ShownDigests:
    """The digest each kept message last showed, by key (e.g. ``("dm", match_id, user_id)``)."""

    def __init__(self) -> None:
        self._shown: dict[Hashable, str] = {}
        self._basis: dict[Hashable, tuple[Hashable, str]] = {}

    def same(self, key: Hashable, value: str) -> bool:
        """Whether the message ``key`` already shows ``value``."""
        return self._shown.get(key) == value

    def showed(self, key: Hashable, value: str | None) -> None:
        """The message ``key`` now shows ``value`` (None: unknown, so the next draw edits it)."""
        if value is None:
            self._shown.pop(key, None)
        else:
            self._shown[key] = value

    def built(self, key: Hashable, basis: Hashable | None, value: str) -> None:
        """The panel for message ``key`` built from ``basis`` (None: the UI names none) has digest ``value``."""
        if basis is None:
            self._basis.pop(key, None)
        else:
            self._basis[key] = (basis, value)

    def same_basis(self, key: Hashable, basis: Hashable | None) -> bool:
        """Whether message ``key`` shows what ``basis`` builds: the last panel built from an equal
        basis is the one it shows now (see the module doc). False for a basis of None."""
        if basis is None:
            return False
        built = self._basis.get(key)
        return built is not None and built[0] == basis and self._shown.get(key) == built[1]

    def forget_match(self, match_id: int) -> None:
        """Drop every digest of a match's messages (keys ``(kind, match_id, …)``)."""
        for memo in (self._shown, self._basis):
            for key in [k for k in memo if isinstance(k, tuple) and len(k) > 1 and k[1] == match_id]:
                del memo[key]

    def __len__(self) -> int:
        return len(self._shown)
