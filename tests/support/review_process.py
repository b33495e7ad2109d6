"""The review process at the priority of the tests around it.

The bot's review process takes SCHED_IDLE (bot.service.skill.idle_priority): only the CPU
nobody else wants. On a machine saturated by other work (the suite's own workers and a
CPU-bound job beside them) an idle process gets next to nothing, and a test waiting for
what it stores waited 95 s instead of 3. The tests of what the process does, not of its
priority, start it at the normal priority; `test_the_review_process_runs_only_on_idle_cpu`
checks the bot's own.
"""

from __future__ import annotations

from bot.service.skill import ReviewWorker


def keep_priority() -> None:
    """The review process's start, its priority left as it was (runs in that process)."""


def review_worker() -> ReviewWorker:
    """The bot's review process, started at the normal priority."""
    return ReviewWorker(priority=keep_priority)
