"""The latency floor: a no-op discord.py bot answering every click with an immediate update.

Whatever a real game adds on top of these figures is the game's cost; the floor itself is
discord.py + the emulator round trip (gateway dispatch → bot → callback POST → store).
The bot is `bench.floor_bot`'s minimal one, run here in the emulator's own process;
`bench.gameplay` runs the same bots as separate processes beside the real game bot.

    python -m bench.floor [--levels 1,10,100] [--clicks 50] [--max-seconds 20] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass

from bench import add_quick
from bench.floor_bot import FloorBot
from bench.harness import Stats, format_table, measure
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot


@dataclass
class Table:
    """Each player's message and user, created directly in the emulator's store."""

    emu: Emulator
    messages: list[Msg]
    users: list[str]

    async def click(self, player: int) -> None:
        handle = await self.emu.click(
            self.messages[player], f"floor:{player}", user=self.users[player]
        )
        await handle.reply()


def seed(emu: Emulator, players: int) -> Table:
    """Create ``players`` users and one bot message with a single button each."""
    channel = emu.channel("dice")
    messages, users = [], []
    for i in range(players):
        user = emu.add_user(f"player{i}")
        emu.add_member(emu.guild, user)
        stored = emu.create_message(
            channel,
            {
                "content": f"player {i}",
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {"type": 2, "style": 1, "label": "Click", "custom_id": f"floor:{i}"},
                        ],
                    }
                ],
            },
        )
        messages.append(Msg.of(stored))
        users.append(user.id)
    return Table(emu, messages, users)


async def run(levels: list[int], clicks: int, max_seconds: float) -> list[Stats]:
    results = []
    async with Emulator(check_schemas=False) as emu:
        table = seed(emu, max(levels))
        async with run_bot(FloorBot(shape="minimal"), emu):
            await measure(table.click, 1, 20, label="warmup")
            for level in levels:
                stats = await measure(
                    table.click, level, clicks, max_seconds=max_seconds, label="floor"
                )
                results.append(stats)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="1,10,100", help="comma-separated player counts")
    parser.add_argument("--clicks", type=int, default=50, help="clicks per player")
    parser.add_argument("--max-seconds", type=float, default=30.0, help="cap per level")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.levels, args.clicks, args.max_seconds = "1,2", 5, 5.0
    levels = [int(x) for x in args.levels.split(",")]
    results = asyncio.run(run(levels, args.clicks, args.max_seconds))
    print(format_table(results))
    return 1 if any(s.errors for s in results) else 0


if __name__ == "__main__":
    sys.exit(main())
