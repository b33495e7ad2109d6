"""Answers 401, 403 and 429 count towards Cloudflare's ban of the bot's IP (10,000 in 10
minutes): the bot counts them in a metric and warns long before the limit."""

from __future__ import annotations

import logging

from bot.ops import metrics
from bot.ops.metrics import InvalidRequests
from bot.service.games import Outcome
from tests.emulator import Emulator
from tests.support.table_helpers import open_lobby
from tests.support.waiting import eventually


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def warnings(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == "bot.ops.metrics" and r.levelno == logging.WARNING]


def test_a_warning_at_half_the_limit_in_ten_minutes_then_at_most_once_a_minute(caplog):
    clock = Clock()
    counted = InvalidRequests(clock)
    for status in (200, 204, 400, 404, 500):
        counted.answered(status)
    counted.answered(429, "shared")  # a shared limit's 429 is not the bot's fault
    assert len(counted) == 0
    caplog.set_level(logging.WARNING, logger="bot.ops.metrics")
    for i in range(4999):
        counted.answered((401, 403, 429)[i % 3], "user")
        clock.now += 0.1  # 500 s for all of them: within the window
    assert len(counted) == 4999 and warnings(caplog) == []
    counted.answered(403)
    assert warnings(caplog) == [
        "5000 answers 401/403/429 from Discord in the last 10 minutes: Cloudflare bans the IP"
        " at 10000 (see yacht_discord_invalid_requests_total)"]
    for _ in range(100):  # still above: no second warning within the minute
        counted.answered(403)
    assert len(warnings(caplog)) == 1
    clock.now += 30
    counted.answered(403)
    assert len(warnings(caplog)) == 1
    # Ten minutes later the old ones no longer count.
    clock.now += 600
    assert len(counted) == 0
    counted.answered(403)
    assert len(counted) == 1 and len(warnings(caplog)) == 1


async def test_discords_403s_are_counted(table):
    emu: Emulator = table.emu
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])

    async def saved() -> Outcome | None:
        record, rules = await table.bot.games.load(game_id)
        return Outcome(record, rules, "redraw") if record.message_id else None

    outcome = await eventually(saved, "the lobby's message saved")
    before = metrics.INVALID_REQUESTS.labels("403")._value.get()
    emu.inject_fault(rf"/channels/{emu.dice.id}/messages/{msg.id}$", status=403, count=1,
                     method="PATCH")
    table.bot.table.repair(outcome)  # a redraw through the channel, refused
    await table.bot.table.display.idle()
    assert [r.status for r in emu.requests_to("PATCH", f"/messages/{msg.id}")] == [403]
    assert metrics.INVALID_REQUESTS.labels("403")._value.get() == before + 1
