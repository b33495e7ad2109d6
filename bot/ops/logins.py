"""Restarts back off after starts that never reached Discord's gateway.

Discord allows a bot 1,000 gateway logins a day, for all its processes together; past
that it refuses every login until the day is over, so the whole bot is down. A process
in a crash loop (a revoked token, a broken deploy, a network that drops it) restarted
by Docker or systemd every few seconds would spend them in an hour or two. So each
start is written down in DATA_DIR before the bot logs in, and cleared once the gateway
says READY; a start that finds earlier starts that never got there waits first, twice
as long for each (5 s, 10 s, 20 s ... up to LOGIN_BACKOFF_MAX, 15 minutes by default:
at most about a hundred logins a day however fast the loop).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

STATE_FILE = "login-attempts.json"
FREE = 2  # failed starts in a row that the next start does not wait after
FIRST_WAIT = 5.0  # seconds after the third failed start in a row; doubles after each


class LoginBackoff:
    """The failed starts in a row, kept in `data_dir` (so across restarts), and the wait
    they impose on the next login."""

    def __init__(self, data_dir: Path, *, longest: float = 900.0,
                 clock: Callable[[], float] = time.time) -> None:
        self.path = Path(data_dir) / STATE_FILE
        self.longest = longest
        self._clock = clock

    def failures(self) -> tuple[int, float]:
        """Failed starts in a row, and when the last one began (0 and 0: none)."""
        try:
            data = json.loads(self.path.read_text("utf-8"))
            return max(0, int(data["failures"])), float(data["last"])
        except (OSError, ValueError, KeyError, TypeError):
            return 0, 0.0  # never started, or a damaged file: no reason to wait

    def delay(self) -> float:
        """Seconds to wait before logging in now."""
        failures, last = self.failures()
        if failures < FREE or self.longest <= 0:
            return 0.0
        wait = min(self.longest, FIRST_WAIT * 2.0 ** (failures - FREE))
        # A clock set back since the last start does not lengthen the wait.
        return max(0.0, min(wait, wait - (self._clock() - last)))

    async def wait(self, stop: asyncio.Event) -> bool:
        """Wait out the delay, in one log line; False if `stop` was set meanwhile."""
        delay = self.delay()
        if delay <= 0:
            return True
        failures, _ = self.failures()
        log.warning("waiting %.0f s before logging in: the last %d start(s) never reached"
                    " Discord's gateway (restarts back off so that a crash loop cannot"
                    " spend the 1,000 logins Discord allows a day)", delay, failures)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), delay)
        return not stop.is_set()

    def attempt(self) -> None:
        """About to log in: counted as failed until `succeeded`."""
        failures, _ = self.failures()
        self._write(failures + 1, self._clock())

    def succeeded(self) -> None:
        """The gateway said READY: the login went through, the next start need not wait."""
        self._write(0, self._clock())

    def _write(self, failures: int, last: float) -> None:
        temporary = self.path.with_suffix(".tmp")
        try:
            temporary.write_text(json.dumps({"failures": failures, "last": last}), "utf-8")
            os.replace(temporary, self.path)
        except OSError as error:  # DATA_DIR was checked at startup: only said, not fatal
            log.warning("login attempts not saved in %s (%s)", self.path, error)
