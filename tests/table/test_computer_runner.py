"""The computer runner: a game answered "stale" again and again (a move of another
process each time, or a bug) is looked at a bounded number of times, never spun on."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.domain import Refusal
from bot.ops.scheduler import Scheduler
from bot.service.games import Outcome
from bot.table.computer_runner import RUNNER_RETRIES, ComputerRunner


class StaleGames:
    """A service whose every computer step meets a newer version of the game."""

    def __init__(self) -> None:
        self.calls = 0

    async def computer_step(self, game_id: int) -> Outcome | None:
        self.calls += 1
        raise Refusal("stale")


async def test_a_game_always_stale_is_left_after_a_few_looks(
        caplog: pytest.LogCaptureFixture) -> None:
    games = StaleGames()
    tasks = Scheduler()
    runner = ComputerRunner(games.computer_step, tasks, delay=0, holds=lambda guild_id: True)
    with caplog.at_level(logging.WARNING, logger="bot.table.computer_runner"):
        runner.kick(7, 1)
        await asyncio.wait_for(runner.idle(), 60)
    assert games.calls == RUNNER_RETRIES + 1
    assert "game 7: computer step refused (stale)" in caplog.text
    await tasks.close()
