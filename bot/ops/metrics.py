"""What an operator watches: Prometheus metrics, and /health, /ready and /metrics.

The metrics are module-level objects in prometheus_client's default registry,
updated where the event happens (the click answered, the commit, the computer
step); anything may import this module, it imports nothing of the bot's. Labels
stay few and bounded (kinds, outcomes, reasons, statuses, shards): never a user,
guild, channel or game id, which would grow a series per player.

The HTTP side runs on the aiohttp that discord.py already brings, in the bot's
own event loop: no second server library, no thread. It is off unless
METRICS_PORT is set, and binds to METRICS_HOST (loopback by default), because
/metrics is for the operator's scraper, not for the internet.
"""

from __future__ import annotations

import asyncio
import logging
import math
import re
import time
import weakref
from collections import deque
from collections.abc import Awaitable, Callable
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

import aiohttp
from prometheus_client import CONTENT_TYPE_LATEST, Counter, Enum, Gauge, Histogram, generate_latest

if TYPE_CHECKING:
    from aiohttp import web

log = logging.getLogger(__name__)

#: Discord's snowflake epoch: an id's top bits are milliseconds since then
DISCORD_EPOCH_MS = 1_420_070_400_000
# Discord drops an interaction not answered within 3 s: that bucket edge is the one
# that matters, the others show how close to it answers come.
ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)
FAST_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                15.0)

# -- interactions -----------------------------------------------------------------------

INTERACTION_KINDS = ("command", "component", "autocomplete", "modal", "other")
INTERACTIONS = Counter(
    "yacht_interactions", "Interactions answered, by kind and outcome (ok, refused, failed,"
    " late: Discord had dropped it, unanswered: no answer within 15 s).",
    ["kind", "outcome"],
)
ANSWER_LATENCY = Histogram(
    "yacht_answer_latency_seconds",
    "From the interaction's arrival to Discord accepting its first answer.",
    ["kind"], buckets=ANSWER_BUCKETS,
)
REFUSALS = Counter(
    "yacht_refusals", "Private refusals, by reason (the refusal code).", ["reason"],
)

# -- Discord's HTTP API -----------------------------------------------------------------

DISCORD_RESPONSES = Counter(
    "yacht_discord_responses", "HTTP responses from Discord's API, by status code.",
    ["status"],
)
DISCORD_RATE_LIMITS = Counter(
    "yacht_discord_rate_limits",
    "429 responses from Discord, by scope (user, global, shared; from X-RateLimit-Scope).",
    ["scope"],
)
INVALID_REQUESTS = Counter(
    "yacht_discord_invalid_requests",
    "Answers that count towards Cloudflare's ban of the IP (10,000 in 10 minutes): 401, 403"
    " and 429 (but a 429 of a shared limit), by status.", ["status"],
)
DISCORD_REQUEST_ERRORS = Counter(
    "yacht_discord_request_errors", "Requests to Discord that got no response (network).",
)

# -- the games and the database ---------------------------------------------------------

DB_COMMIT = Histogram(
    "yacht_db_commit_seconds", "Time to commit one write (a batch of moves counts once).",
    ["backend"], buckets=FAST_BUCKETS,
)
LIVE_GAMES = Gauge(
    "yacht_live_games", "Games in a lobby or being played, by game (from the database).",
    ["kind"],
)
GAMES_STARTED = Counter("yacht_games_started", "Games that left their lobby.", ["kind"])
GAMES_ENDED = Counter(
    "yacht_games_ended", "Games that ended, by how (finished, cancelled).", ["kind", "how"],
)
COMPUTER_STEP = Histogram(
    "yacht_computer_step_seconds", "One visible step of a computer seat (decide and commit).",
    buckets=FAST_BUCKETS,
)

# -- the gateway and startup jobs ---------------------------------------------------------

GATEWAY_LATENCY = Gauge(
    "yacht_gateway_latency_seconds", "Heartbeat round trip of each gateway shard.", ["shard"],
)
GATEWAY_RECONNECTS = Counter(
    "yacht_gateway_reconnects", "Gateway sessions resumed or re-identified, by shard.",
    ["shard"],
)
EMOJI_SYNC = Enum(
    "yacht_emoji_sync", "The dice emoji upload at startup.",
    states=["pending", "done", "partial", "off"],
)
EMOJI_SYNC.state("pending")


def interaction_kind(interaction_type: int) -> str:
    """Discord's interaction type number as a label."""
    return {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}.get(
        interaction_type, "other")


class Answers:
    """Follows each interaction from its arrival to its first answer.

    The answer is seen where every answer goes, the HTTP callback (see `http_trace`),
    so no code path can forget it; a refusal or a failure marks the interaction on
    its way, and an interaction nobody answered is counted after `forget_after`.
    """

    forget_after = 15.0  # Discord's interaction token outlives the 3 s answer window
    #: an answer this late (from its arrival) is logged: Discord's 3 s come close
    slow_after = 2.0
    #: seconds between two such log lines (a stalled bot is slow for every click at once)
    log_every = 10.0

    def __init__(self) -> None:
        self._open: dict[int, tuple[str, float, str]] = {}  # id -> kind, created, outcome
        self._slow_logged = -math.inf
        self._slow_unlogged = 0
        #: told True when an interaction arrives with none on its way, False when the last
        #: is answered or expired (the review process pauses meanwhile: bot.service.skill.Pace)
        self.on_flight: Callable[[bool], None] | None = None
        self._flying = False

    def _flight(self) -> None:
        flying = bool(self._open)
        if flying != self._flying:
            self._flying = flying
            if self.on_flight is not None:
                self.on_flight(flying)

    def __len__(self) -> int:
        """Interactions on their way now. One older than `forget_after` is expired here
        too: its timer dies with the event loop that set it (a restarted loop, a test's)."""
        now = time.perf_counter()
        for interaction_id, (_, created, _) in list(self._open.items()):
            if now - created > self.forget_after:
                self._expire(interaction_id)
        return len(self._open)

    def arrived(self, interaction_id: int, interaction_type: int) -> None:
        if interaction_id in self._open:
            return
        self._open[interaction_id] = (interaction_kind(interaction_type), time.perf_counter(),
                                      "ok")
        self._flight()
        loop = asyncio.get_running_loop()
        loop.call_later(self.forget_after, self._expire, interaction_id)

    def mark(self, interaction_id: int, outcome: str) -> None:
        """The answer on its way is a refusal or a failure (the first mark stays)."""
        entry = self._open.get(interaction_id)
        if entry is not None and entry[2] == "ok":
            self._open[interaction_id] = (entry[0], entry[1], outcome)

    def answered(self, interaction_id: int, status: int) -> None:
        entry = self._open.pop(interaction_id, None)
        if entry is None:
            return
        kind, created, outcome = entry
        now = time.perf_counter()
        if status == 404:
            outcome = "late"  # 10062: past Discord's 3 s, the user saw "interaction failed"
        elif status >= 300:
            self._open[interaction_id] = entry  # refused or lost: discord.py or we retry
            return
        else:
            ANSWER_LATENCY.labels(kind).observe(now - created)
        self._flight()
        INTERACTIONS.labels(kind, outcome).inc()
        if status == 404 or now - created > self.slow_after:
            self._slow(interaction_id, kind, now - created, late=status == 404)

    def _slow(self, interaction_id: int, kind: str, handled: float, *, late: bool) -> None:
        """One line for the operator, at most every `log_every` seconds: how long the bot
        took, and how long the interaction took to reach it (its id holds when Discord
        made it), which tells a busy bot from a late gateway."""
        self._slow_unlogged += 1
        now = time.monotonic()
        if now - self._slow_logged < self.log_every:
            return
        made = ((interaction_id >> 22) + DISCORD_EPOCH_MS) / 1000
        more = self._slow_unlogged - 1
        log.warning("a %s was answered %.1f s after it arrived (%.1f s after Discord made it)"
                    "%s%s", kind, handled, time.time() - made,
                    ": too late, Discord had dropped it" if late else "",
                    f"; {more} more slow answer(s) since the last such line" if more else "")
        self._slow_logged, self._slow_unlogged = now, 0

    def _expire(self, interaction_id: int) -> None:
        entry = self._open.pop(interaction_id, None)
        self._flight()
        if entry is not None:
            INTERACTIONS.labels(entry[0], "unanswered").inc()


ANSWERS = Answers()
_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
# Tasks whose request to Discord is on the wire now (sent, no answer yet). Cancelling
# such a task cannot unsend its request, which may still be applied, late (bot.table.display).
ON_THE_WIRE: weakref.WeakSet[asyncio.Task[Any]] = weakref.WeakSet()


class InvalidRequests:
    """Cloudflare bans the IP of a bot that gets 10,000 answers 401, 403 or 429 (a 429 of
    a shared limit aside) within 10 minutes, for an hour or more: every shard of every
    process behind it. This counts them over a sliding window and logs a warning once the
    count passes `warn_at` of the limit (again at most once a minute while it stays
    there), long before the ban."""

    limit = 10_000
    window = 600.0  # seconds
    warn_at = 0.5
    warn_every = 60.0

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._times: deque[float] = deque()
        self._warned = -math.inf

    def __len__(self) -> int:
        self._forget(self._clock())
        return len(self._times)

    def answered(self, status: int, scope: str | None = None) -> None:
        if status not in (401, 403, 429) or (status == 429 and scope == "shared"):
            return
        INVALID_REQUESTS.labels(str(status)).inc()
        now = self._clock()
        self._times.append(now)
        self._forget(now)
        if (len(self._times) >= self.limit * self.warn_at
                and now - self._warned >= self.warn_every):
            self._warned = now
            log.warning("%d answers 401/403/429 from Discord in the last %d minutes: Cloudflare"
                        " bans the IP at %d (see yacht_discord_invalid_requests_total)",
                        len(self._times), self.window // 60, self.limit)

    def _forget(self, now: float) -> None:
        while self._times and self._times[0] <= now - self.window:
            self._times.popleft()


INVALID = InvalidRequests()


def http_trace() -> aiohttp.TraceConfig:
    """An aiohttp trace for discord.py's HTTP session (`Client(http_trace=...)`): counts
    Discord's statuses and 429s, and times interaction answers at their callback."""
    trace = aiohttp.TraceConfig()

    async def started(_session: Any, _context: SimpleNamespace,
                      _params: aiohttp.TraceRequestStartParams) -> None:
        task = asyncio.current_task()
        if task is not None:
            ON_THE_WIRE.add(task)

    def done() -> None:
        task = asyncio.current_task()
        if task is not None:
            ON_THE_WIRE.discard(task)

    async def ended(_session: Any, _context: SimpleNamespace,
                    params: aiohttp.TraceRequestEndParams) -> None:
        done()
        status = params.response.status
        DISCORD_RESPONSES.labels(str(status)).inc()
        INVALID.answered(status, params.response.headers.get("X-RateLimit-Scope"))
        if status == 429:
            scope = params.response.headers.get("X-RateLimit-Scope", "user")
            DISCORD_RATE_LIMITS.labels(scope if scope in ("user", "global", "shared")
                                       else "other").inc()
        match = _CALLBACK.search(params.url.path)
        if match is not None:
            ANSWERS.answered(int(match.group(1)), status)

    async def failed(_session: Any, _context: SimpleNamespace,
                     _params: aiohttp.TraceRequestExceptionParams) -> None:
        done()
        DISCORD_REQUEST_ERRORS.inc()

    trace.on_request_start.append(started)
    trace.on_request_end.append(ended)
    trace.on_request_exception.append(failed)
    return trace


def observe_commit(backend: str, started: float) -> None:
    """One commit that began at `started` (time.perf_counter()) just ended."""
    DB_COMMIT.labels(backend).observe(time.perf_counter() - started)


# -- the HTTP endpoints -------------------------------------------------------------------

Check = Callable[[], Awaitable[bool]]
Refresh = Callable[[], Awaitable[None]]


class MetricsServer:
    """/health (the process answers), /ready (`ready()` says yes) and /metrics (after
    `refresh()` brought the gauges read at scrape time up to date)."""

    def __init__(self, host: str, port: int, *, ready: Check, refresh: Refresh | None = None,
                 check_timeout: float = 2.0) -> None:
        self.host = host
        self.port = port
        self._ready = ready
        self._refresh = refresh
        self._timeout = check_timeout
        self._runner: web.AppRunner | None = None

    async def start(self) -> int:
        """Listen; returns the port (the one the system chose when asked for port 0)."""
        from aiohttp import web  # its server side: only a process that serves metrics

        app = web.Application()
        app.router.add_get("/health", self._health)
        app.router.add_get("/ready", self._ready_page)
        app.router.add_get("/metrics", self._metrics)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.host, self.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = int(sockets[0].getsockname()[1])
        return self.port

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _health(self, _request: web.Request) -> web.Response:
        from aiohttp import web

        return web.Response(text="ok\n")

    async def _ready_page(self, _request: web.Request) -> web.Response:
        from aiohttp import web

        try:
            ready = await asyncio.wait_for(self._ready(), self._timeout)
        except Exception:
            ready = False
        if ready:
            return web.Response(text="ready\n")
        return web.Response(status=503, text="not ready\n")

    async def _metrics(self, _request: web.Request) -> web.Response:
        if self._refresh is not None:
            try:
                await asyncio.wait_for(self._refresh(), self._timeout)
            except Exception as error:  # stale gauges beat no metrics at all
                log.warning("metrics: gauges not refreshed (%r)", error)
        body = generate_latest()
        from aiohttp import web

        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})
