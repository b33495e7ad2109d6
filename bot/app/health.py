"""What an operator's probes read: /health, /ready and /metrics, and the gauges read at
scrape time. Served first, on METRICS_PORT: the process is alive while it starts."""

from __future__ import annotations

import logging

import discord

from bot.ops import metrics
from bot.settings import Settings, StartupError
from bot.storage import Repository
from bot.text import texts_for

log = logging.getLogger(__name__)


class Health:
    """Answers /ready and refreshes the gauges of one client and its database."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self.repo: Repository | None = None  # once opened

    async def serve(self, settings: Settings) -> metrics.MetricsServer | None:
        """Start the endpoints (None without METRICS_PORT); a port that cannot be bound
        ends the start with one line."""
        port = settings.metrics_port
        if port is None:
            return None
        server = metrics.MetricsServer(settings.metrics_host, port, ready=self.is_usable,
                                       refresh=self.refresh_gauges)
        try:
            bound = await server.start()
        except OSError as error:
            raise StartupError(texts_for("en")(
                "startup-metrics-port", host=settings.metrics_host, port=str(port),
                problem=error.strerror or str(error))) from None
        log.info("metrics on http://%s:%d/metrics", settings.metrics_host, bound)
        return server

    async def is_usable(self) -> bool:
        """/ready: every gateway shard connected and the database answering."""
        client = self.client
        if not client.is_ready() or client.is_closed() or self.repo is None:
            return False
        if any(latency != latency for _, latency in self.latencies()):  # nan: not connected
            return False
        await self.repo.schema_version()
        return True

    async def refresh_gauges(self) -> None:
        """The gauges read at scrape time: gateway latency per shard, live games by kind."""
        for shard, latency in self.latencies():
            if latency == latency:
                metrics.GATEWAY_LATENCY.labels(str(shard)).set(latency)
        if self.repo is not None:
            live = await self.repo.live_games()
            for kind in {*live, *(k for (k,) in metrics.LIVE_GAMES._metrics)}:
                metrics.LIVE_GAMES.labels(kind).set(live.get(kind, 0))

    def latencies(self) -> list[tuple[int, float]]:
        latencies = getattr(self.client, "latencies", None)  # AutoShardedBot: (shard, s)
        return list(latencies) if latencies is not None else [(0, self.client.latency)]
