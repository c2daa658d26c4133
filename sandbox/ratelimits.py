"""Discord's REST rate limits: per-route buckets, the global limit, per-channel write limits.

What the double does (sources: discord-api-docs ``docs/topics/rate-limits.md``; the per-channel
message numbers are Discord's observed ones, see :class:`RateLimits`):

* **Per-route buckets.**  A bucket is (route template, method) plus the top-level resource of
  the path (``channel_id``, ``guild_id``, or ``webhook_id + token``), each with ``limit``
  requests per ``per`` seconds (fixed window from the first request).  Every answer on a
  bucketed route carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset`` (epoch seconds),
  ``-Reset-After`` (seconds, 3 decimals) and ``-Bucket`` (a hash naming the route, not the
  resource), which discord.py's ``Ratelimit.update`` reads to pre-empt the next 429.
* **Global limit.**  ``global_per_second`` requests per second per bot token over every
  route, except interaction endpoints (``POST /interactions/{id}/{token}/callback`` and the
  ``/webhooks/{app}/{token}…`` follow-ups/edits), which "are not bound to the bot's Global
  Rate Limit".
* **Per-channel message writes** (``scope: shared``): at most ``channel_messages`` message
  creates per ``channel_window`` seconds in one channel, whatever route or webhook made them.
* **429**: ``{"message": "You are being rate limited.", "retry_after": float, "global": bool,
  "code": 0}`` with ``Retry-After`` (whole seconds, rounded up), ``X-RateLimit-Scope``
  (``user``/``global``/``shared``), ``X-RateLimit-Global: true`` for the global limit, the
  bucket headers for route limits, and ``Via`` (discord.py treats a 429 without ``Via`` as a
  Cloudflare ban and does not retry).  A refused request is not applied and uses no quota.

Time is real monotonic time (discord.py sleeps real seconds on ``Reset-After`` and
``retry_after``), so ``sb.advance`` does not refill buckets.  Every 429 is appended to
``world.rate_limited`` as a :class:`RateLimitHit`.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass

from aiohttp import web

MESSAGE = "You are being rate limited."
SHARED_MESSAGE = "The resource is being rate limited."


@dataclass(frozen=True)
class RateLimitHit:
    """One 429 the double answered: ``scope`` is ``user``/``global``/``shared``; ``forced``
    when a test armed it (``sb.faults.rate_limit``)."""

    method: str
    path: str
    scope: str
    retry_after: float
    bucket: str
    forced: bool = False
    at: float = 0.0


def too_many_requests(retry_after: float, *, global_: bool = False, scope: str = "user",
                      bucket_headers: dict[str, str] | None = None) -> web.Response:
    """Discord's 429: JSON body plus ``Retry-After``/``X-RateLimit-*``/``Via`` headers."""
    retry_after = round(max(retry_after, 0.0), 3)
    body = {"message": SHARED_MESSAGE if scope == "shared" else MESSAGE, "retry_after": retry_after,
            "global": global_, "code": 0}
    headers = {"Content-Type": "application/json", "Via": "1.1 google",
               "Retry-After": str(max(1, math.ceil(retry_after))), "X-RateLimit-Scope": scope}
    if global_:
        headers["X-RateLimit-Global"] = "true"
    else:
        headers.update(bucket_headers or {})
    return web.Response(body=json.dumps(body).encode(), status=429, headers=headers)
