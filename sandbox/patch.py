"""Point the unmodified discord.py at the double: only two class attributes change.

* ``discord.http.Route.BASE`` (REST; webhooks/interaction routes use the same Route)
* ``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` (and the double's
  ``GET /gateway/bot`` answers the same URL)
Both are restored on exit.  Route URLs are computed when a Route is built, so keep the
context open for as long as the client talks to the double.  One double per process at
a time.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route


@contextlib.contextmanager
def pointed_at(api_base: str, gateway_url: str) -> Iterator[None]:
    """Set ``Route.BASE``/``DEFAULT_GATEWAY`` for the duration of the block, then restore."""
    old_base, old_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    try:
        yield
    finally:
        Route.BASE = old_base
        DiscordWebSocket.DEFAULT_GATEWAY = old_gateway
