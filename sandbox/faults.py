"""Faults on demand: answer chosen REST calls with a 5xx, an error code or a 429.

A test arms a rule on ``sb.faults`` at the moment it wants the fault; the server's
middleware consults the rules before (and, for ``after_apply``, after) the handler runs:

* ``fail(method, route, status=503, times=1, after_apply=False, code=None, message=None, skip=0)``:
  the next ``times`` matching requests (after letting ``skip`` pass) are answered
  ``status`` without being applied, or, with ``after_apply=True``, are applied (message
  posted, gateway event sent) and then answered ``status``: a client that retries then
  duplicates the write, as with Discord's 502s after an applied POST.
* ``rate_limit(method, route, retry_after=1.0, global_=False, times=1, scope=None, skip=0)``:
  the next ``times`` matching requests are answered 429 with Discord's body and headers.

``route`` is a path below ``/api/v10`` where ``{name}`` stands for one path segment and
``*`` for anything (``"/channels/{cid}/messages/*"``); ids may be written literally
(``f"/channels/{table.id}/messages"``).  ``method`` is an HTTP method or ``"*"``.
Rules fire in the order they were armed; a rule with ``times=None`` fires until
``clear()``.  Every fired fault is appended to ``fired`` (``FaultHit``); injected faults
are not recorded as violations (they are the test's own doing), forced 429s also land
in ``world.rate_limited`` with ``forced=True``.

Bodies, as Discord's edge answers them (seen in discord.py error reports):
500 ``{"message": "500: Internal Server Error", "code": 0}`` (JSON); 502 and 504 an HTML
page from the proxy; 503 ``text/plain`` ``upstream connect error or disconnect/reset
before headers. reset reason: overflow``; any status with ``code``/``message`` given:
``{"message", "code"}`` JSON (a 429 with a ``code``, such as 30046's edit limit of old
messages, comes without ``Via``, as Discord sends it, so discord.py raises at once).
discord.py's REST client retries 500/502/504/524 (up to
5 tries, sleeping 1 + 2·try s) and raises ``DiscordServerError`` on 503; its webhook
adapter (interaction callbacks, follow-ups) retries every 5xx the same way.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from aiohttp import web

HTML_502 = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
            "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n")
HTML_504 = ("<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n"
            "<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n")
TEXT_503 = "upstream connect error or disconnect/reset before headers. reset reason: overflow"


def route_regex(route: str) -> re.Pattern[str]:
    """``/channels/{cid}/messages/*`` -> a regex matching whole paths (``{x}``: one segment)."""
    out = ""
    for part in re.split(r"(\{[^}/]*\}|\*)", route):
        if part == "*":
            out += ".*"
        elif part.startswith("{") and part.endswith("}"):
            out += "[^/]+"
        else:
            out += re.escape(part)
    return re.compile(out)


@dataclass(eq=False)
class FaultRule:
    """One armed fault; ``remaining`` is None for "until cleared"."""

    kind: str  # "fail" | "rate_limit"
    method: str
    route: str
    status: int = 503
    after_apply: bool = False
    code: int | None = None
    message: str | None = None
    retry_after: float = 1.0
    global_: bool = False
    scope: str | None = None
    remaining: int | None = 1
    skip: int = 0
    fired: int = 0
    regex: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        self.method = self.method.upper()
        self.regex = route_regex(self.route)

    @property
    def active(self) -> bool:
        return self.remaining is None or self.remaining > 0

    def matches(self, method: str, path: str) -> bool:
        return self.active and self.method in ("*", method.upper()) and self.regex.fullmatch(path) is not None


@dataclass(frozen=True)
class FaultHit:
    """A fault that fired: what was asked, what was answered, whether it was applied first."""

    method: str
    path: str
    status: int
    kind: str
    applied: bool
    at: float = 0.0  # time.monotonic() when it fired


def error_response(status: int, code: int | None = None, message: str | None = None) -> web.Response:
    """Discord's answer for an injected ``status`` (see the module docstring for bodies)."""
    if code is not None or message is not None:
        reason = web.Response(status=status).reason
        body = {"message": message if message is not None else f"{status}: {reason}", "code": code or 0}
        headers = {"Content-Type": "application/json", "Via": "1.1 google"}
        if status == 429 and code:  # a refusal, not a rate: Discord's 30046 has no Via and no retry_after
            del headers["Via"]
        return web.Response(body=json.dumps(body).encode(), status=status, headers=headers)
    if status == 502:
        return web.Response(text=HTML_502, status=status, content_type="text/html")
    if status == 503:
        return web.Response(text=TEXT_503, status=status, content_type="text/plain")
    if status == 504:
        return web.Response(text=HTML_504, status=status, content_type="text/html")
    reason = web.Response(status=status).reason
    body = {"message": f"{status}: {reason}", "code": 0}
    return web.Response(body=json.dumps(body).encode(), status=status,
                        headers={"Content-Type": "application/json", "Via": "1.1 google"})


class Faults:
    """The armed rules and the record of fired faults (``sb.faults``)."""

    def __init__(self) -> None:
        self.rules: list[FaultRule] = []
        self.fired: list[FaultHit] = []

    def fail(self, method: str, route: str, *, status: int = 503, times: int | None = 1,
             after_apply: bool = False, code: int | None = None, message: str | None = None,
             skip: int = 0) -> FaultRule:
        """Answer the next ``times`` ``method route`` requests (after ``skip`` pass) with
        ``status`` (not applied), or apply them first when ``after_apply``."""
        if status < 400:
            raise ValueError("a fault answers an error status (>= 400)")
        rule = FaultRule("fail", method, route, status=status, after_apply=after_apply, code=code,
                         message=message, remaining=times, skip=skip)
        self.rules.append(rule)
        return rule

    def rate_limit(self, method: str, route: str, *, retry_after: float = 1.0, global_: bool = False,
                   times: int | None = 1, scope: str | None = None, skip: int = 0) -> FaultRule:
        """Answer the next ``times`` ``method route`` requests 429 (``retry_after`` seconds,
        ``global`` flag as given; ``scope`` defaults to ``"global"``/``"user"``)."""
        rule = FaultRule("rate_limit", method, route, status=429, retry_after=retry_after, global_=global_,
                         scope=scope or ("global" if global_ else "user"), remaining=times, skip=skip)
        self.rules.append(rule)
        return rule

    def clear(self) -> None:
        """Disarm every rule (the record of fired faults stays)."""
        self.rules.clear()

    def take(self, method: str, path: str) -> FaultRule | None:
        """The first armed rule matching this request, consuming one of its ``times``
        (a rule still skipping counts the request and lets it through)."""
        for rule in self.rules:
            if not rule.matches(method, path):
                continue
            if rule.skip > 0:
                rule.skip -= 1
                continue
            if rule.remaining is not None:
                rule.remaining -= 1
            rule.fired += 1
            return rule
        return None

    def give_back(self, rule: FaultRule) -> None:
        """Undo one ``take`` (the request failed on its own before the fault could apply)."""
        if rule.remaining is not None:
            rule.remaining += 1
        rule.fired -= 1

    def record(self, rule: FaultRule, method: str, path: str, *, applied: bool, at: float = 0.0) -> None:
        self.fired.append(FaultHit(method, path, rule.status, rule.kind, applied, at))

    def client_retry_wait(self, method: str, path: str, status: int, now: float) -> float:
        """How long discord.py 2.7 sleeps before retrying after this fault (0: it does not retry):
        ``1 + 2·k`` s after its k-th consecutive failure (k from 0) on REST 500/502/504/524 and
        on every 5xx of the webhook routes (interaction callbacks, follow-ups).  Consecutive =
        the same method and path answered a 5xx within the last 20 s.  ``settle`` waits it out."""
        webhook = path.startswith(("/interactions/", "/webhooks/"))
        if not (status in (500, 502, 504, 524) or (webhook and status >= 500)):
            return 0.0
        k = sum(1 for h in self.fired if h.method == method and h.path == path and h.status >= 500
                and now - h.at < 20.0) - 1
        return 1.0 + 2.0 * max(k, 0)
