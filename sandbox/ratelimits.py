"""Discord's REST rate limits: per-route buckets, the global limit, old-message edits.

What the double does (numbers in :class:`RateLimits`, each with its source):

* **Per-route buckets.**  A bucket is a route (method + template; some routes share one) plus
  the path's top-level resource (``channel_id``, ``guild_id`` or ``webhook_id + token``):
  ``count`` requests per ``per`` seconds, a fixed window opened by the first request.  Every
  answer on a limited route carries ``X-RateLimit-Limit``, ``-Remaining``, ``-Reset`` (epoch
  seconds), ``-Reset-After`` (seconds, 3 decimals) and ``-Bucket`` (a hash naming the route,
  not the resource), which discord.py's ``Ratelimit.update`` reads to wait *before* the next
  request.  Routes without a listed limit have :attr:`RateLimits.other_routes` (an estimate: Discord
  answers every route with these headers but publishes no counts).
  ``POST /channels/{id}/messages`` keyed by channel is the per-channel message-write limit.
* **Global limit.**  ``global_per_second`` requests in any 1 s (sliding) per bot over every
  route except interaction endpoints (``/interactions/{id}/{token}/callback`` and
  ``/webhooks/{app}/{token}…`` follow-ups and edits), which "are not bound to the bot's Global
  Rate Limit" (discord-api-docs, Rate Limits).  discord.py has no pre-emptive global limiter:
  a bot over it gets global 429s, then pauses every request for ``retry_after``.
* **Old-message edits.**  ``PATCH /channels/{id}/messages/{id}`` of a message older than one
  hour on the sandbox clock: once that message had ``old_edits`` such edits within
  ``old_edit_window`` seconds, 429 ``{"message": "Maximum number of edits to messages older
  than 1 hour reached. Try again later", "code": 30046}`` *without* ``Via`` or
  ``retry_after`` (so discord.py raises ``HTTPException`` at once instead of sleeping).
* **429**: ``{"message": "You are being rate limited.", "retry_after": float, "global": bool,
  "code": 0}`` with ``Retry-After`` (whole seconds, rounded up), ``X-RateLimit-Scope``
  (``user``/``global``/``shared``), ``X-RateLimit-Global: true`` for the global limit, the
  bucket headers for route limits, and ``Via`` (discord.py treats a 429 without ``Via`` as a
  Cloudflare ban and does not retry).  A refused request is not applied and uses no quota.

Time: route buckets and the global window use real monotonic time, because discord.py sleeps
real seconds on ``Reset-After`` / ``retry_after`` (so ``sb.advance`` does not refill them);
message age for 30046 uses the sandbox clock.  Every 429 is appended to
``world.rate_limited`` as a :class:`RateLimitHit`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
import os
import time
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

from aiohttp import web

from discord_codes import DiscordCode

from .errors import ApiError

MESSAGE = "You are being rate limited."
WAKE_MARGIN = 0.05  # s after a client's sleep ends before its next request is surely in flight (for settle)
RETRY_GRACE = 5.0
"""Seconds after a client's sleep ends that ``settle`` still waits for the retry it owes (a
busy machine wakes it late); past that the client is taken to have given up."""
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
    code: int = 0  # 30046 for the old-message edit limit


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


OLD_EDIT_MESSAGE = "Maximum number of edits to messages older than 1 hour reached. Try again later"


@dataclass(frozen=True)
class Limit:
    """``count`` requests per ``per`` seconds; routes naming the same ``bucket`` share it."""

    count: int
    per: float
    bucket: str = ""


def discord_routes() -> dict[str, Limit]:
    """Per-route limits (``"METHOD /template"`` as in ``sandbox/rest.py``).  Discord does not
    publish them ("should not be hard coded"); these are the observed values:

    * messages create 5/5 s per channel: Javacord's rate-limit table ("Send Messages 5 / 5s per
      channel"), discord.js logs of ``POST /channels/:id/messages`` with ``Limit: 5``;
    * message delete 5/1 s per channel, reactions 1/0.25 s per channel: Javacord's table;
    * webhook execute 5/2 s per webhook + token: Discord staff in discord-api-docs#367
      ("it should be reporting 5/2"); interaction follow-ups are webhook executions;
    * message edit 5/5 s per channel and webhook message edit/delete 5/2 s per token:
      *estimates* (same as create / execute; a separate bucket is seen in Discord.Net#2375).
    """
    return {
        "POST /channels/{cid}/messages": Limit(5, 5.0),
        "PATCH /channels/{cid}/messages/{mid}": Limit(5, 5.0),
        "DELETE /channels/{cid}/messages/{mid}": Limit(5, 1.0),
        "PUT /channels/{cid}/messages/{mid}/reactions/{emoji}/@me": Limit(1, 0.25, "reactions"),
        "DELETE /channels/{cid}/messages/{mid}/reactions/{emoji}/@me": Limit(1, 0.25, "reactions"),
        "POST /webhooks/{app}/{token}": Limit(5, 2.0),
        "PATCH /webhooks/{app}/{token}/messages/{mid}": Limit(5, 2.0, "webhook-messages"),
        "DELETE /webhooks/{app}/{token}/messages/{mid}": Limit(5, 2.0, "webhook-messages"),
        # Routes Discord answers with bucket headers too (issue 24: checked against Discord's
        # OpenAPI spec and client logs); their counts are *estimates*, generous enough that a bot
        # meets them only when it loops: interaction callbacks per interaction token, DM channel
        # creation, thread creation per channel, command syncs per scope, the gateway URL, users.
        "POST /interactions/{iid}/{token}/callback": Limit(5, 2.0),
        "POST /users/@me/channels": Limit(10, 1.0),
        "POST /channels/{cid}/threads": Limit(10, 10.0, "threads"),
        "POST /channels/{cid}/messages/{mid}/threads": Limit(10, 10.0, "threads"),
        "PUT /applications/{app}/commands": Limit(10, 60.0, "commands"),
        "PUT /applications/{app}/guilds/{gid}/commands": Limit(10, 60.0, "commands"),
        "GET /gateway/bot": Limit(5, 5.0),
        "GET /users/{uid}": Limit(10, 1.0),
    }


@dataclass(frozen=True)
class RateLimits:
    """The double's limits (``Sandbox(rate_limits=RateLimits(...))``; ``None`` turns them off).

    ``global_per_second``: 50, documented (discord-api-docs, Global Rate Limit).
    ``routes``: :func:`discord_routes`.
    ``old_edits`` per ``old_edit_window`` s for a message older than ``old_age`` s (30046):
    Discord documents the error (discord-api-docs a4be17f) but not the threshold; users report
    hitting it after "a few" quick edits, so 5 edits per 60 s per message is an *estimate*.
    """

    global_per_second: int = 50
    routes: Mapping[str, Limit] = field(default_factory=discord_routes)
    other_routes: Limit = Limit(50, 1.0)
    """Every route not in ``routes``: Discord answers them with bucket headers too (issue 37: 12 answers of
    the double had none); its counts are not published, so this is an *estimate* that a bot meets only
    when it loops."""
    old_age: float = 3600.0
    old_edits: int = 5
    old_edit_window: float = 60.0
    route_time_scale: float = 1.0

    def fast(self, scale: float = 0.02) -> RateLimits:
        """The same counts with every route bucket's window multiplied by ``scale`` (5 per 5 s
        becomes 5 per 0.1 s at 0.02): discord.py still reads the headers and waits on them, but a
        test playing at machine pace is not held for minutes.  The global limit (1 s) and the
        old-message edit limit (sandbox clock) keep their real windows."""
        return replace(self, route_time_scale=scale)

    @classmethod
    def strict(cls, factor: int = 5) -> RateLimits:
        """Discord's limits with every count divided by ``factor`` (at least 1), same windows:
        for tests that want to meet a limit without sending dozens of requests."""
        base = cls()
        return replace(base, global_per_second=max(1, base.global_per_second // factor),
                       routes={k: replace(v, count=max(1, v.count // factor)) for k, v in base.routes.items()},
                       other_routes=replace(base.other_routes, count=max(1, base.other_routes.count // factor)),
                       old_edits=max(1, base.old_edits // factor))


ENV = "SANDBOX_RATE_LIMITS"


def limits_from_env() -> RateLimits | None:
    """The limits a ``Sandbox()`` gets when none are passed: ``$SANDBOX_RATE_LIMITS`` =
    ``discord`` (the default: Discord's real numbers), ``fast`` (:meth:`RateLimits.fast`: the test
    suite's setting, see tests/conftest.py) or ``off``.  Anything else is a ``ValueError``."""
    mode = os.environ.get(ENV, "discord").strip().lower() or "discord"
    if mode == "discord":
        return RateLimits()
    if mode == "fast":
        return RateLimits().fast()
    if mode == "off":
        return None
    raise ValueError(f"{ENV}={mode!r}: use discord, fast or off")


class _Bucket:
    __slots__ = ("limit", "remaining", "reset_at")

    def __init__(self, limit: Limit) -> None:
        self.limit = limit
        self.remaining = limit.count
        self.reset_at = 0.0


@dataclass
class Verdict:
    """What the limiter decided for one request: ``refuse`` (a 429 response) or go ahead and
    add ``headers`` to the answer."""

    refuse: web.Response | None = None
    headers: dict[str, str] = field(default_factory=dict)
    error: ApiError | None = None  # 30046: answered as an API error (recorded as a violation)


EXEMPT_PREFIXES = ("/interactions/", "/webhooks/")  # interaction endpoints: no global limit


class RateLimiter:
    """Applies :class:`RateLimits` to requests (one per server; ``limits=None``: off)."""

    def __init__(self, limits: RateLimits | None, hits: list[RateLimitHit],
                 message_age: Callable[[int], float | None], now: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.hits = hits
        self._message_age = message_age
        self._now = now
        self._global: deque[float] = deque()
        self._buckets: dict[tuple[str, str], _Bucket] = {}
        self._old_edits: dict[int, deque[float]] = {}
        # until when a client may still be waiting on us: an exhausted bucket's reset (discord.py
        # sleeps until then inside the request that used the last token) or a 429's retry_after
        self.busy_until = 0.0
        self._owed: dict[tuple[str, str], float] = {}  # (method, path) a client will send again -> wait until

    def reset(self, limits: RateLimits | None) -> None:
        """Apply new limits; every bucket and window starts afresh."""
        self.limits = limits
        self._global.clear()
        self._buckets.clear()
        self._old_edits.clear()
        self.busy_until = 0.0
        self._owed.clear()

    def expect_client_until(self, wake: float) -> None:
        """A client sleeps until ``wake`` (monotonic) and then sends again: ``settle`` waits
        until ``busy_until`` (``wake`` + :data:`WAKE_MARGIN`)."""
        self.busy_until = max(self.busy_until, wake + WAKE_MARGIN)

    def expect_retry(self, method: str, path: str, wake: float) -> None:
        """A client sleeps until ``wake`` (monotonic) and then sends ``method path`` again (discord.py
        after a 429 or a 5xx it retries): ``settle`` waits until that request has arrived
        (:meth:`arrived`), however late, or :data:`RETRY_GRACE` past ``wake``."""
        self.expect_client_until(wake)
        key = (method, path)
        self._owed[key] = max(self._owed.get(key, 0.0), wake + RETRY_GRACE)

    def arrived(self, method: str, path: str) -> None:
        """A request reached the server: a retry owed for it is paid."""
        self._owed.pop((method, path), None)

    def retries_owed(self) -> list[str]:
        """The retries clients owe (``"METHOD path"``), within their :data:`RETRY_GRACE`."""
        now = self._now()
        for key in [k for k, until in self._owed.items() if until <= now]:
            del self._owed[key]
        return [f"{method} {path}" for method, path in self._owed]

    @staticmethod
    def bucket_hash(name: str) -> str:
        return hashlib.sha1(name.encode()).hexdigest()[:32]

    @staticmethod
    def major(params: Mapping[str, str]) -> str:
        """The top-level resource of a path: channel, guild, or webhook id + token."""
        if "cid" in params:
            return "channel:" + params["cid"]
        if "gid" in params:
            return "guild:" + params["gid"]
        if "token" in params:
            return f"webhook:{params.get('app', params.get('iid', ''))}:{params['token']}"
        return ""

    def check(self, method: str, template: str, path: str, params: Mapping[str, str],
              clock_now: Callable[[], float]) -> Verdict:
        """Decide on one request (``template``: the route below ``/api/v10`` with ``{names}``)."""
        limits = self.limits
        if limits is None:
            return Verdict()
        now = self._now()
        if not path.startswith(EXEMPT_PREFIXES):
            window = self._global
            while window and now - window[0] >= 1.0:
                window.popleft()
            if len(window) >= limits.global_per_second:
                retry = round(1.0 - (now - window[0]), 3)
                self._hit(method, path, "global", retry, "global", now)
                return Verdict(too_many_requests(retry, global_=True, scope="global"))
        verdict = Verdict()
        key = f"{method} {template}"
        limit = limits.routes.get(key, limits.other_routes)
        bucket: _Bucket | None = None
        if limit is not None:
            name = limit.bucket or key
            bucket = self._buckets.get((name, self.major(params)))
            if bucket is None or bucket.limit != limit:
                bucket = self._buckets[(name, self.major(params))] = _Bucket(limit)
            if now >= bucket.reset_at:
                bucket.remaining, bucket.reset_at = limit.count, now + limit.per * limits.route_time_scale
            verdict.headers = self._headers(bucket, name, now)
            if bucket.remaining <= 0:
                retry = round(bucket.reset_at - now, 3)
                self._hit(method, path, "user", retry, verdict.headers["X-RateLimit-Bucket"], now)
                return Verdict(too_many_requests(retry, scope="user", bucket_headers=verdict.headers))
            bucket.remaining -= 1
            verdict.headers = self._headers(bucket, name, now)
            if bucket.remaining == 0:
                self.expect_client_until(bucket.reset_at)
        if not path.startswith(EXEMPT_PREFIXES):
            self._global.append(now)
        if (method == "PATCH" and template == "/channels/{cid}/messages/{mid}"
                and self._old_edit_refused(params, path, clock_now(), verdict.headers)):
            verdict.error = ApiError(429, DiscordCode.OLD_MESSAGE_EDIT_LIMIT, OLD_EDIT_MESSAGE)
        return verdict

    def _old_edit_refused(self, params: Mapping[str, str], path: str, clock: float, headers: dict[str, str]) -> bool:
        limits = self.limits
        assert limits is not None
        mid = int(params["mid"]) if params.get("mid", "").isdigit() else 0
        age = self._message_age(mid)
        if age is None or age < limits.old_age:
            return False
        edits = self._old_edits.setdefault(mid, deque())
        while edits and clock - edits[0] >= limits.old_edit_window:
            edits.popleft()
        if len(edits) >= limits.old_edits:
            self.hits.append(RateLimitHit("PATCH", path, "user", round(limits.old_edit_window - (clock - edits[0]), 3),
                                          headers.get("X-RateLimit-Bucket", ""), at=self._now(),
                                          code=DiscordCode.OLD_MESSAGE_EDIT_LIMIT))
            return True
        edits.append(clock)
        return False

    def _headers(self, bucket: _Bucket, name: str, now: float) -> dict[str, str]:
        after = max(bucket.reset_at - now, 0.0)
        reset = dt.datetime.now(dt.UTC).timestamp() + after
        return {"X-RateLimit-Limit": str(bucket.limit.count), "X-RateLimit-Remaining": str(bucket.remaining),
                "X-RateLimit-Reset": f"{reset:.3f}", "X-RateLimit-Reset-After": f"{after:.3f}",
                "X-RateLimit-Bucket": self.bucket_hash(name)}

    def _hit(self, method: str, path: str, scope: str, retry: float, bucket: str, now: float) -> None:
        self.expect_retry(method, path, now + retry)
        self.hits.append(RateLimitHit(method, path, scope, retry, bucket, at=now))
