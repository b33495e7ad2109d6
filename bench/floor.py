"""The latency floor: a no-op discord.py bot answering every click with an immediate update.

Whatever a real game adds on top of these figures is the game's cost; the floor itself is
discord.py + the emulator round trip (gateway dispatch → bot → callback POST → store).

    python -m bench.floor [--levels 1,10,100] [--clicks 50] [--max-seconds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from dataclasses import dataclass

import discord

from bench.harness import Stats, format_table, measure
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot


class FloorButton(discord.ui.DynamicItem[discord.ui.Button], template=r"floor:(?P<p>\d+)"):
    """One button per player; the click handler does nothing but re-send the same view."""

    def __init__(self, player: int) -> None:
        super().__init__(discord.ui.Button(label="Click", custom_id=f"floor:{player}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> FloorButton:
        return cls(int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(view=self.view)


class FloorBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())

    async def setup_hook(self) -> None:
        self.add_dynamic_items(FloorButton)


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
    async with Emulator() as emu:
        table = seed(emu, max(levels))
        async with run_bot(FloorBot(), emu):
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
    args = parser.parse_args(argv)
    levels = [int(x) for x in args.levels.split(",")]
    results = asyncio.run(run(levels, args.clicks, args.max_seconds))
    print(format_table(results))
    return 1 if any(s.errors for s in results) else 0


if __name__ == "__main__":
    sys.exit(main())
