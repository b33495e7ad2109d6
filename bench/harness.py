"""Reusable click-latency harness: N concurrent players, each clicking as fast as replies come.

``measure`` knows nothing about Discord: ``click_fn(player)`` must perform one click and
return once the reply is visible. The floor benchmark (``bench.floor``) and later gameplay
benchmarks share it, so their figures are directly comparable.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field


def percentile(sorted_values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in [0, 100]) of an already sorted list; nan if empty."""
    if not sorted_values:
        return float("nan")
    rank = max(1, min(len(sorted_values), round(q / 100 * len(sorted_values) + 0.5)))
    return sorted_values[rank - 1]


@dataclass
class Stats:
    """Latency (ms) and throughput for one concurrency level."""

    label: str
    concurrency: int
    latencies_ms: list[float] = field(default_factory=list)
    errors: int = 0
    failures: list[str] = field(default_factory=list)  # why, per error
    wall_s: float = 0.0

    @property
    def clicks(self) -> int:
        return len(self.latencies_ms)

    def pct(self, q: float) -> float:
        return percentile(sorted(self.latencies_ms), q)

    @property
    def p50(self) -> float:
        return self.pct(50)

    @property
    def p95(self) -> float:
        return self.pct(95)

    @property
    def p99(self) -> float:
        return self.pct(99)

    @property
    def mean(self) -> float:
        return statistics.fmean(self.latencies_ms) if self.latencies_ms else float("nan")

    @property
    def rate(self) -> float:
        """Completed clicks per second of wall time."""
        return self.clicks / self.wall_s if self.wall_s > 0 else float("nan")


async def measure(
    click_fn: Callable[[int], Awaitable[object]],
    concurrency: int,
    clicks_per_player: int,
    *,
    max_seconds: float | None = None,
    label: str = "",
    timeout: float = 10.0,
    before: Callable[[int], Awaitable[object]] | None = None,
) -> Stats:
    """Run ``concurrency`` players, each doing up to ``clicks_per_player`` sequential clicks.

    A player stops early once ``max_seconds`` have elapsed (bounding slow configurations).
    A click that raises or exceeds ``timeout`` counts as an error, not a latency sample.
    ``before(player)``, if given, runs untimed ahead of each click: setup that is not a
    click (e.g. opening a new game after one ended) must not pollute the latencies.
    """
    stats = Stats(label=label, concurrency=concurrency)
    loop = asyncio.get_running_loop()
    start = loop.time()

    async def player(index: int) -> None:
        for _ in range(clicks_per_player):
            if max_seconds is not None and loop.time() - start > max_seconds:
                return
            if before is not None:
                try:
                    await asyncio.wait_for(before(index), timeout)
                except Exception as error:
                    stats.errors += 1
                    stats.failures.append(f"before: {error!r}")
                    continue
            t0 = time.perf_counter()
            try:
                await asyncio.wait_for(click_fn(index), timeout)
            except Exception as error:
                stats.errors += 1
                stats.failures.append(f"click: {error!r}")
                continue
            stats.latencies_ms.append((time.perf_counter() - t0) * 1000)

    await asyncio.gather(*(player(i) for i in range(concurrency)))
    stats.wall_s = loop.time() - start
    return stats


def format_table(rows: list[Stats]) -> str:
    """A fixed-width table: one line per concurrency level."""
    header = (
        f"{'scenario':<14}{'players':>8}{'clicks':>8}{'errors':>7}"
        f"{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'mean ms':>9}{'clicks/s':>10}"
    )
    lines = [header, "-" * len(header)]
    for s in rows:
        lines.append(
            f"{s.label:<14}{s.concurrency:>8}{s.clicks:>8}{s.errors:>7}"
            f"{s.p50:>9.2f}{s.p95:>9.2f}{s.p99:>9.2f}{s.mean:>9.2f}{s.rate:>10.1f}"
        )
    return "\n".join(lines)
