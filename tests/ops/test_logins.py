"""A crash loop cannot spend Discord's 1,000 logins a day: starts that never reached the
gateway are kept in DATA_DIR, and the next start waits, longer after each."""

from __future__ import annotations

import json
import signal
import time

import pytest

from bot.ops.logins import STATE_FILE, LoginBackoff
from tests.emulator import REFUSED_TOKEN, Emulator
from tests.support.waiting import eventually


class Clock:
    def __init__(self) -> None:
        self.now = 10_000.0

    def __call__(self) -> float:
        return self.now


def test_the_wait_doubles_after_the_second_failed_start_up_to_the_longest(tmp_path):
    clock = Clock()
    backoff = LoginBackoff(tmp_path, longest=900, clock=clock)
    waits = []
    for _ in range(12):
        waits.append(backoff.delay())
        backoff.attempt()  # and the start fails
    assert waits == [0, 0, 5, 10, 20, 40, 80, 160, 320, 640, 900, 900]
    clock.now += 100  # time since the last attempt counts
    assert backoff.delay() == 800
    clock.now -= 3600  # a clock set back does not lengthen it
    assert backoff.delay() == 900
    backoff.succeeded()  # READY
    assert backoff.delay() == 0 and backoff.failures()[0] == 0
    assert LoginBackoff(tmp_path, longest=0, clock=clock).delay() == 0


@pytest.mark.parametrize("content", ["", "{", '{"failures": "x", "last": 1}', "[]"])
def test_a_damaged_file_means_no_wait(tmp_path, content):
    (tmp_path / STATE_FILE).write_text(content)
    assert LoginBackoff(tmp_path).delay() == 0


def state(data_dir) -> dict:
    return json.loads((data_dir / STATE_FILE).read_text())


def env_for(tmp_path, **extra: str) -> dict[str, str]:
    return {"DATABASE_URL": f"sqlite:///{tmp_path / 'yacht.db'}",
            "DATA_DIR": str(tmp_path / "data"), "DEV_GUILD_ID": "", "LOG_LEVEL": "INFO",
            "DICE_EMOJI": "false", **extra}


@pytest.mark.allow_errors  # the refused token is the point
async def test_refused_logins_are_counted_and_a_connected_start_clears_them(
    emulator: Emulator, bot_process, tmp_path
):
    data = tmp_path / "data"
    for n in (1, 2):
        proc = await bot_process("bot", env=env_for(tmp_path, DISCORD_TOKEN=REFUSED_TOKEN))
        assert await proc.wait() == 1
        assert "Discord refused the token" in proc.output()
        assert state(data)["failures"] == n
    # The third start waits (here 1 s, as if the second had failed just now: a slow
    # machine's start would otherwise have waited it out already), then connects, and
    # READY clears the count.
    (data / STATE_FILE).write_text(json.dumps({"failures": 2, "last": time.time() + 60}))
    proc = await bot_process("bot", env=env_for(tmp_path, LOGIN_BACKOFF_MAX="1"))
    await proc.wait_ready()
    assert "waiting 1 s before logging in: the last 2 start(s) never reached" in proc.output()
    await eventually(lambda: state(data)["failures"] == 0, "READY cleared the count")


async def test_a_start_waiting_to_log_in_stops_at_once_on_sigterm(
    emulator: Emulator, bot_process, tmp_path
):
    data = tmp_path / "data"
    data.mkdir()
    (data / STATE_FILE).write_text(json.dumps({"failures": 9, "last": time.time() + 60}))
    proc = await bot_process("bot", env=env_for(tmp_path))
    await eventually(lambda: "waiting" in proc.output(), "the wait was logged")
    assert "waiting 640 s before logging in: the last 9 start(s) never reached" \
        in proc.output()
    assert proc.proc is not None
    proc.proc.send_signal(signal.SIGTERM)
    assert await proc.wait() == 0
    # Discord was never asked anything, and the wait still counts for the next start.
    assert emulator.requests == [] and emulator.identifies == 0
    assert state(data)["failures"] == 9
