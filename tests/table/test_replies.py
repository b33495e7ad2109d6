"""Answering in time (bot.table.replies.in_time) when Discord applied a deferral but lost
its reply."""

from __future__ import annotations

import asyncio
import logging

from bot.table.replies import DEFER_AFTER
from tests.support.table_helpers import button_id, open_lobby, press
from tests.support.waiting import eventually


async def test_a_deferral_applied_but_answered_500_still_answers_the_click(
        table, monkeypatch, caplog):
    """discord.py retries the 500 and meets 40060: the deferral went through, so the
    click's answer edits the message (no second response, no traceback in the log)."""
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    act = table.bot.games.act

    async def slow_act(*args, **kwargs):
        await asyncio.sleep(DEFER_AFTER + 0.5)  # past the deferral
        return await act(*args, **kwargs)

    monkeypatch.setattr(table.bot.games, "act", slow_act)
    fault = emu.inject_fault(r"/callback$", status=500, applied=True)
    table.dice.push(6, 6, 6, 6, 6)
    caplog.set_level(logging.WARNING, logger="bot")
    handle = await emu.click(msg, button_id(msg, "Roll"), user="alice")
    assert (await handle.response()).type == 6  # the deferral, applied
    await eventually(lambda: "⚅  ⚅  ⚅  ⚅  ⚅" in emu.message(msg.id).text,
                     "the roll drawn through the deferred answer")
    assert fault.hits == 1
    assert "could not defer" not in caplog.text and "Traceback" not in caplog.text


async def test_a_clicks_answer_asks_discord_for_no_copy_of_the_board(table):
    """The board a click answers with is sent once (type 7) and Discord is not asked to
    send it back (`with_response`): discord.py would parse the copy whole, for nothing."""
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    table.dice.push(6, 6, 6, 6, 6)
    rolled = await press(emu, msg, "Roll", "alice")
    assert "⚅  ⚅  ⚅  ⚅  ⚅" in rolled.text
    (answer,) = [r for r in emu.requests if r.path.endswith("/callback")
                 and r.json and r.json.get("type") == 7
                 and "⚅" in str(r.json.get("data", {}).get("components"))]
    assert answer.status == 204 and "with_response" not in answer.query
