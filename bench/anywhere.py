"""Playing anywhere: click latency and taps per turn in each place a game is played.

The same two-player Yacht game (one human, an easy computer seat) is played through the
emulator in each context: a server that added the bot (its channel), a group DM and a
server that never added the bot (where only interaction tokens draw the board), and the
DM with the bot. The human plays as bench.taps' typical player does (keep the most
common face, score at 25 or more or when no roll is left), holding die by die (bench.taps
counts the board's one-tap keeps): one tap per button and three for a menu. The point is
the comparison: the same turns cost the same taps everywhere. Every click's latency is
the emulator's, from the click to its answer.

    python -m bench.anywhere [--games 4] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.app.client import YachtBot
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import button_id, open_lobby, score_select

MENU_TAPS = 3


async def play(emu: Emulator, bot: YachtBot, msg: Msg, latencies: list[float]) -> list[int]:
    """Alice's turns to the end of the game; the taps of each."""
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    turns: list[int] = []
    taps = 0

    async def tap(handle: Any) -> None:
        nonlocal taps
        response = await handle.response()
        assert response.type in (6, 7), response
        if handle.latency is not None:
            latencies.append(handle.latency)
        taps += 1

    while True:
        await bot.table.runner.idle()
        await bot.table.display.idle()
        record, rules = await bot.games.load(game_id)
        if record.status != "playing":
            return turns
        if record.seat_of_key(rules.current_player).is_computer:
            await asyncio.sleep(0.01)
            continue
        msg = emu.message(msg.id)
        if rules.roll_number == 0 or (rules.rolls_left and max(rules.preview().values()) < 25):
            face = max(set(rules.dice or [0]), key=lambda f: (rules.dice.count(f), f))
            for i, value in enumerate(rules.dice):
                if (value == face) != (i in rules.held):
                    await tap(await emu.click(msg, f"y:{game_id}:{record.version}:hold:{i}",
                                              user="alice"))
                    record, rules = await bot.games.load(game_id)
                    msg = emu.message(msg.id)
            await tap(await emu.click(msg, button_id(msg, "Roll"), user="alice"))
            continue
        preview = rules.preview()
        select = score_select(msg)
        await tap(await emu.select(msg, select["custom_id"], [max(preview, key=preview.get)],
                                   user="alice"))
        taps += MENU_TAPS - 1
        turns.append(taps)
        taps = 0


async def one_context(context: str, games: int, data: Path) -> tuple[list[int], list[float]]:
    emu = Emulator()
    await emu.start()
    dice = ScriptedDice(seed=3)
    bot = YachtBot(make_settings(data / f"{context}.db"), roller_factory=lambda _g: dice)
    turns: list[int] = []
    latencies: list[float] = []
    try:
        async with run_bot(bot, emu):
            await emu.wait_commands()
            emu.install("alice")
            channel = {"server": emu.dice, "group DM": emu.group_dm("alice", "bob"),
                       "server without the bot": emu.outside,
                       "DM with the bot": emu.bot_dm("alice")}[context]
            for _ in range(games):
                msg = await open_lobby(emu, "yacht", channel=channel, joiners=(),
                                       bots=("easy",))
                handle = await emu.click(msg, button_id(msg, "Start"), user="alice")
                await handle.response()
                turns += await play(emu, bot, emu.message(msg.id), latencies)
            assert emu.invalid_requests == [], emu.invalid_requests
    finally:
        await emu.stop()
    return turns, latencies


async def main_async(games: int) -> int:
    print(f"{'context':<24} {'turns':>5} {'taps/turn med':>13} {'worst':>5}"
          f" {'click p50 ms':>12} {'p99 ms':>7}")
    with tempfile.TemporaryDirectory() as folder:
        for context in ("server", "group DM", "server without the bot", "DM with the bot"):
            turns, latencies = await one_context(context, games, Path(folder))
            cut = sorted(latencies)
            p99 = cut[min(len(cut) - 1, int(0.99 * len(cut)))] * 1000
            print(f"{context:<24} {len(turns):>5} {statistics.median(turns):>13.1f}"
                  f" {max(turns):>5} {statistics.median(cut) * 1000:>12.1f} {p99:>7.1f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    add_quick(parser)
    args = parser.parse_args(argv)
    return asyncio.run(main_async(1 if args.quick else args.games))


if __name__ == "__main__":
    raise SystemExit(main())
