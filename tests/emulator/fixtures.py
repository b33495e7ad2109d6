"""Pytest fixtures and helpers for running bots against the emulator.

Use from any test directory's ``conftest.py``::

    from tests.emulator.fixtures import bot_process, emulator  # noqa: F401  (fixtures)
    from tests.emulator.fixtures import run_bot                # helper

(``pytest_plugins = ["tests.emulator.fixtures"]`` works too, but only in the rootdir
conftest: pytest refuses ``pytest_plugins`` in nested conftests.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import signal
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import pytest
import pytest_asyncio

from bot.app.endpoints import API_BASE_ENV, GATEWAY_URL_ENV, point_discord_at

from .driver import Emulator
from .server import TOKEN

REPO_ROOT = Path(__file__).resolve().parents[2]


class ErrorLog(logging.Handler):
    """Keeps every ERROR (and worse) record logged while a test runs."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def report(self) -> str:
        return "\n".join(
            f"{r.levelname} {r.name}: {r.getMessage()}"
            + (f"\n{logging.Formatter().formatException(r.exc_info)}" if r.exc_info else "")
            for r in self.records
        )


PROCESS_ERRORS = re.compile(r"Traceback \(most recent call last\)| ERROR | CRITICAL ")


@pytest_asyncio.fixture
async def emulator(request: pytest.FixtureRequest) -> AsyncIterator[Emulator]:
    """A started emulator with the default world (see :class:`Emulator`).

    Every end-to-end test runs on it, so it is also the one place that fails a test
    whose bot logged an exception or an ERROR (an exception in the log is a bug even
    when the assertions passed). A test that provokes errors on purpose says so with
    ``@pytest.mark.allow_errors``.
    """
    errors = ErrorLog()
    root = logging.getLogger()
    root.addHandler(errors)
    emu = Emulator()
    await emu.start()
    try:
        yield emu
    finally:
        await emu.stop()
        point_discord_at(None, None)
        root.removeHandler(errors)
    if errors.records and request.node.get_closest_marker("allow_errors") is None:
        pytest.fail(f"the bot logged errors during the test:\n{errors.report()}")


@contextlib.asynccontextmanager
async def run_bot(
    client: discord.Client,
    emu: Emulator,
    *,
    token: str = TOKEN,
    timeout: float = 60.0,
    fast_ready: bool = True,
) -> AsyncIterator[discord.Client]:
    """Run ``client`` in this event loop against ``emu`` until the block exits.

    Waits for ``on_ready`` (so ``setup_hook``, where ``tree.sync()`` normally lives, has
    finished) and for the bot's restore of the games a previous run left. ``fast_ready``
    shortens discord.py's 2 s wait after the last GUILD_CREATE (``guild_ready_timeout``),
    which only exists to batch guilds on real Discord.
    """
    point_discord_at(emu.api_base, emu.gateway_url)
    if fast_ready:
        client._connection.guild_ready_timeout = 0.05
    task = asyncio.create_task(client.start(token), name="emulator-bot")
    ready = asyncio.create_task(client.wait_until_ready())
    try:
        done, _ = await asyncio.wait(
            {task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if task in done:
            task.result()  # re-raise the start() failure
            raise RuntimeError("bot stopped before becoming ready")
        if ready not in done:
            raise TimeoutError(f"bot not ready within {timeout}s")
        restored = getattr(client, "restored", None)  # YachtBot: the games it found
        if restored is not None:
            await asyncio.wait_for(restored(), timeout)
        yield client
    finally:
        ready.cancel()
        if not client.is_closed():
            await client.close()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(task, 5)
        point_discord_at(None, None)


class BotProcess:
    """A bot started as ``python -m <module>`` pointed at the emulator via env vars.

    Output goes to a temp file (``output()``) so a chatty bot cannot block on a full pipe.
    """

    def __init__(
        self,
        emu: Emulator,
        module: str,
        *,
        env: dict[str, str] | None = None,
        args: tuple[str, ...] = (),
        cwd: Path = REPO_ROOT,
    ) -> None:
        self.emu = emu
        self.module = module
        self.args = args
        self.cwd = cwd
        self.extra_env = dict(env or {})
        self.proc: asyncio.subprocess.Process | None = None
        self.started_at = 0.0
        self._syncs_at_start = 0
        self._log = tempfile.NamedTemporaryFile(  # noqa: SIM115 - lives as long as the process
            prefix=f"{module}-", suffix=".log", delete=False
        )

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(
            {
                "DISCORD_TOKEN": TOKEN,
                API_BASE_ENV: self.emu.api_base,
                GATEWAY_URL_ENV: self.emu.gateway_url,
                "PYTHONUNBUFFERED": "1",
                # as tests/support/settings.py: the tests that press Roll at a turn's start
                # were written before auto-roll (tests/e2e/test_auto_roll.py plays with it)
                "AUTO_ROLL": "false",
            }
        )
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(self.cwd), env.get("PYTHONPATH", "")) if p
        )
        env.update(self.extra_env)
        return env

    async def start(self) -> BotProcess:
        self.started_at = time.monotonic()
        self._syncs_at_start = self.emu.command_syncs
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            self.module,
            *self.args,
            cwd=self.cwd,
            env=self.env(),
            stdout=self._log,
            stderr=asyncio.subprocess.STDOUT,
        )
        return self

    async def wait_ready(self, timeout: float = 60.0, *, commands: bool = False) -> None:
        """Until this process has identified on the gateway (and synced commands, if asked)."""
        assert self.proc is not None, "start() first"
        waiter = asyncio.create_task(self.emu.wait_ready(timeout, after=self.started_at))
        died = asyncio.create_task(self.proc.wait())
        done, _ = await asyncio.wait({waiter, died}, return_when=asyncio.FIRST_COMPLETED)
        if died in done:
            waiter.cancel()
            raise RuntimeError(
                f"{self.module} exited with {self.proc.returncode}:\n{self.output()[-4000:]}"
            )
        died.cancel()
        try:
            waiter.result()
        except TimeoutError as exc:
            raise TimeoutError(
                f"{exc}\n--- {self.module} output ---\n{self.output()[-4000:]}"
            ) from None
        if commands:
            await self.emu.wait_commands(timeout, min_syncs=self._syncs_at_start + 1)

    def kill(self) -> None:
        """SIGKILL: the hard crash a restart test wants (no graceful gateway close)."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()

    async def terminate(self, timeout: float = 5.0) -> int | None:
        """SIGTERM, then SIGKILL after ``timeout``."""
        if self.proc is None:
            return None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self.proc.wait(), timeout)
            except TimeoutError:
                self.proc.kill()
        return await self.proc.wait()

    async def wait(self) -> int:
        assert self.proc is not None
        return await self.proc.wait()

    def output(self) -> str:
        self._log.flush()
        return Path(self._log.name).read_text(errors="replace")


@pytest_asyncio.fixture
async def bot_process(
    emulator: Emulator, request: pytest.FixtureRequest,
) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    """Factory: ``proc = await bot_process("bot", env={...})`` → started :class:`BotProcess`.

    Every process started is killed at teardown.
    """
    started: list[BotProcess] = []
    allow_errors = request.node.get_closest_marker("allow_errors") is not None

    async def factory(module: str, **kwargs: Any) -> BotProcess:
        proc = BotProcess(emulator, module, **kwargs)
        started.append(proc)
        return await proc.start()

    try:
        yield factory
    finally:
        for proc in started:  # every one, before any failure below stops the loop
            proc.kill()
        failures = []
        for proc in started:
            if proc.proc is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(proc.proc.wait(), 5)
            output = proc.output()
            with contextlib.suppress(OSError):
                os.unlink(proc._log.name)
            if PROCESS_ERRORS.search(output) and not allow_errors:
                failures.append(f"{proc.module} logged errors:\n{output[-4000:]}")
        if failures:
            pytest.fail("\n".join(failures))
