"""The aiohttp server on 127.0.0.1 (free port): REST under ``/api/v10``, gateway at ``/``.

Every REST answer goes through one middleware that
* counts in-flight requests and stamps the last activity time (for ``settle``),
* turns :class:`sandbox.errors.ApiError` into Discord's JSON error and records it in
  ``world.violations`` (and on the interaction it concerns),
* answers unknown routes ``404 {"message": "404: Not Found", "code": 0}`` and records
  them in ``world.unknown_routes`` and ``world.violations``,
* fires the faults a test armed on ``faults`` (:mod:`sandbox.faults`): before the handler
  (not applied) or after it (``after_apply``: applied, then answered with the error).
Attachments are served at ``GET /attachments/{channel}/{id}/{filename}``.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time

from aiohttp import web
from aiohttp.typedefs import Handler

from . import errors
from .clock import Clock
from .faults import FaultRule, Faults, error_response
from .gateway import Gateway
from .model import ApiErrorRecord, User
from .ops import Ops
from .ratelimits import RateLimiter, RateLimitHit, RateLimits, Verdict, too_many_requests
from .rest import INTERACTION_KEY, Rest, json_response
from .world import World

log = logging.getLogger("sandbox.server")
API_PREFIX = "/api/v10"
NO_AUTH_PREFIXES = ("/interactions/", "/webhooks/")


class SandboxServer:
    """Owns the world, the REST handlers and the gateway; ``start()`` binds a free port."""

    def __init__(self, world: World, rate_limits: RateLimits | None = None) -> None:
        self.world = world
        self.port = 0
        self.inflight = 0
        self.last_activity = time.monotonic()
        self.gateway = Gateway(world, self.gateway_url, self.touch)
        self.ops = Ops(world, self.gateway, self.root_url)
        self.rest = Rest(world, self.ops, self.gateway_url)
        self.faults = Faults()
        self.limiter = RateLimiter(rate_limits, world.rate_limited, self._message_age)
        self._runner: web.AppRunner | None = None

    # urls -------------------------------------------------------------------------------
    def root_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def api_url(self) -> str:
        """Value for ``discord.http.Route.BASE``."""
        return self.root_url() + API_PREFIX

    def gateway_url(self) -> str:
        """Value for ``DiscordWebSocket.DEFAULT_GATEWAY`` and ``resume_gateway_url``."""
        return f"ws://127.0.0.1:{self.port}/"

    def touch(self) -> None:
        self.last_activity = time.monotonic()

    # middleware -------------------------------------------------------------------------
    def _record(self, request: web.Request, err: errors.ApiError, kind: str = "api_error") -> None:
        rec = request.get(INTERACTION_KEY)
        item = ApiErrorRecord(kind, err.status, err.code, err.message, request.method, request.path,
                              rec.id if rec is not None else None, err.errors)
        self.world.violations.append(item)
        if rec is not None:
            rec.errors.append(item)
        log.info("sandbox answered %s", item)

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/":
            return await handler(request)
        self.inflight += 1
        self.touch()
        headers: dict[str, str] = {}
        try:
            path = request.path
            if path.startswith(API_PREFIX):
                sub = path[len(API_PREFIX):]
                self.world.requests.append((request.method, sub))
                self.limiter.arrived(request.method, sub)
                if not sub.startswith(NO_AUTH_PREFIXES) and not request.headers.get("Authorization", "").startswith("Bot "):
                    raise errors.unauthorized()
                fault = self.faults.take(request.method, sub)
                if fault is not None:
                    return await self._fault(request, handler, fault, sub)
                verdict = self._limit(request, sub)
                if verdict.refuse is not None:
                    return verdict.refuse
                headers = verdict.headers
                if verdict.error is not None:
                    raise verdict.error
            answer = await handler(request)
            answer.headers.update(headers)
            if isinstance(answer, web.Response) and path.startswith(API_PREFIX):
                self.world.answered(request.method, path[len(API_PREFIX):], answer.status, dict(answer.headers),
                                    answer.body if isinstance(answer.body, bytes) else None)
            return answer
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            err = errors.not_found_route()
            self.world.unknown_routes.append(f"{request.method} {request.path}")
            self._record(request, err, "unknown_route")
            return json_response(err.body(), err.status)
        except errors.ApiError as err:
            self._record(request, err)
            answer = json_response(err.body(), err.status)
            answer.headers.update(headers)
            return answer
        finally:
            self.inflight -= 1
            self.touch()

    def _limit(self, request: web.Request, sub: str) -> Verdict:
        """The rate limiter's decision (:mod:`sandbox.ratelimits`) for a routed request."""
        resource = request.match_info.route.resource
        canonical = resource.canonical if resource is not None else ""
        if not canonical.startswith(API_PREFIX):
            return Verdict()
        return self.limiter.check(request.method, canonical[len(API_PREFIX):], sub, request.match_info,
                                  self.world.clock.now)

    def _message_age(self, mid: int) -> float | None:
        """Seconds since message ``mid`` was created, on the sandbox clock (None: unknown)."""
        msg = self.world.messages.get(mid)
        if msg is None or not msg.timestamp:
            return None
        return (self.world.clock.wall() - dt.datetime.fromisoformat(msg.timestamp)).total_seconds()

    async def _fault(self, request: web.Request, handler: Handler, rule: FaultRule, sub: str) -> web.StreamResponse:
        """Answer an armed fault: a 429, an error before the handler, or (``after_apply``) the
        handler's work followed by the error; a request the handler refused keeps its own
        answer and does not use up the rule."""
        now = time.monotonic()
        if rule.kind == "rate_limit":
            self.world.rate_limited.append(RateLimitHit(request.method, sub, rule.scope or "user", rule.retry_after,
                                                        "forced", forced=True, at=now))
            self.faults.record(rule, request.method, sub, applied=False, at=now)
            self.limiter.expect_retry(request.method, sub, now + rule.retry_after)  # discord.py sleeps, then retries
            return too_many_requests(rule.retry_after, global_=rule.global_, scope=rule.scope or "user")
        if rule.after_apply:
            try:
                answer = await handler(request)
            except BaseException:
                self.faults.give_back(rule)
                raise
            if answer.status >= 300:
                self.faults.give_back(rule)
                return answer
        self.faults.record(rule, request.method, sub, applied=rule.after_apply, at=now)
        wait = self.faults.client_retry_wait(request.method, sub, rule.status, now)
        if wait:
            self.limiter.expect_retry(request.method, sub, now + wait)  # settle waits for discord.py's retry
        return error_response(rule.status, rule.code, rule.message)

    async def _attachment(self, request: web.Request) -> web.Response:
        aid = int(request.match_info["aid"])
        for m in self.world.messages.values():
            for a in m.attachments:
                if a.id == aid:
                    return web.Response(body=a.data, headers={"Content-Type": a.content_type})
        raise errors.ApiError(404, 0, "404: Not Found")

    # lifecycle --------------------------------------------------------------------------
    def build_app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self.gateway.handle)
        app.router.add_get("/attachments/{cid}/{aid}/{filename}", self._attachment)
        for method, path, handler in self.rest.routes():
            app.router.add_route(method, API_PREFIX + path, handler)
        return app

    async def start(self) -> None:
        self._runner = web.AppRunner(self.build_app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert isinstance(server, asyncio.Server) and server.sockets
        self.port = server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


def new_world(bot_name: str = "Menagerie", owner_name: str = "owner") -> World:
    """A world with a bot user (id == application id) and an application owner."""
    clock = Clock()
    app_id = clock.snowflake()
    bot = User(app_id, bot_name, bot=True)
    owner = User(clock.snowflake(), owner_name)
    world = World(clock=clock, bot=bot, app_id=app_id, owner=owner)
    world.users[bot.id] = bot
    world.users[owner.id] = owner
    return world
