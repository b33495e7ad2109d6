"""Gameplay latency: real games through the real bot, side by side with the no-op floor.

Every player owns one Yacht game in its own channel and clicks through it (roll,
hold, roll, hold, roll, score ...); every click is a committed action (SQLite WAL,
synchronous=NORMAL, commit before reply). The same run measures bench.floor's
no-op bot, so the ratio compares like with like on this machine.

    python -m bench.gameplay [--levels 1,10,100] [--clicks 40] [--max-seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bench import floor
from bench.harness import Stats, format_table, measure
from bot.app import YachtBot
from bot.settings import Settings
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot

P99_TARGET_RATIO = 1.5
RATE_TARGET = 300.0


@dataclass
class Player:
    user: str
    channel: str
    message: Msg | None = None
    step: int = 0


@dataclass
class Tables:
    emu: Emulator
    players: list[Player] = field(default_factory=list)

    async def new_game(self, player: Player) -> None:
        """Open a solo game and start it (setup, not measured as a click)."""
        handle = await self.emu.slash(
            "yacht start", user=player.user, channel=player.channel, options={"game": "yacht"}
        )
        lobby = await handle.reply()
        handle = await self.emu.click(lobby, "Start", user=player.user)
        player.message = await handle.reply()
        player.step = 0

    async def click(self, index: int) -> None:
        """One gameplay click: the next of roll, hold, roll, hold, roll, score."""
        player = self.players[index]
        msg = player.message
        assert msg is not None
        if not msg.components:  # the game ended: a new one (rarely, with few clicks)
            await self.new_game(player)
            msg = player.message
            assert msg is not None
        phase = player.step % 6
        player.step += 1
        if phase in (1, 3):
            die = msg.buttons[phase // 2 + (phase == 3)]
            handle = await self.emu.click(msg, die["custom_id"], user=player.user)
        elif phase == 5:
            (select,) = msg.selects
            value = select["options"][0]["value"]
            handle = await self.emu.select(msg, select["custom_id"], [value], user=player.user)
        else:
            roll = next(b for b in msg.buttons if (b["label"] or "").startswith("Roll"))
            handle = await self.emu.click(msg, roll["custom_id"], user=player.user)
        player.message = await handle.reply()


async def run_gameplay(levels: list[int], clicks: int, max_seconds: float) -> list[Stats]:
    results = []
    with tempfile.TemporaryDirectory(prefix="yacht-bench-") as tmp:
        settings = Settings(
            _env_file=None, discord_token="bench", database_url=f"sqlite:///{tmp}/bench.db",
            bot_turn_delay=0, data_dir=Path(tmp) / "ai", log_level="WARNING",
        )
        async with Emulator() as emu:
            tables = Tables(emu)
            for i in range(max(levels)):
                user = emu.add_user(f"player{i}")
                emu.add_member(emu.guild, user)
                channel = emu.add_channel(emu.guild, f"table-{i}")
                tables.players.append(Player(user.id, channel.id))
            async with run_bot(YachtBot(settings), emu):
                await emu.wait_commands()
                await asyncio.gather(*(tables.new_game(p) for p in tables.players))
                await measure(tables.click, 1, 20, label="warmup")
                for level in levels:
                    stats = await measure(
                        tables.click, level, clicks, max_seconds=max_seconds, label="gameplay"
                    )
                    results.append(stats)
    return results


def comparison(floor_rows: list[Stats], game_rows: list[Stats]) -> str:
    lines = [f"{'games':>6}{'p99 floor':>11}{'p99 game':>10}{'ratio':>7}"
             f"{'clicks/s floor':>16}{'clicks/s game':>15}"]
    for f, g in zip(floor_rows, game_rows, strict=True):
        lines.append(
            f"{g.concurrency:>6}{f.p99:>11.2f}{g.p99:>10.2f}{g.p99 / f.p99:>7.2f}"
            f"{f.rate:>16.1f}{g.rate:>15.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="1,10,100", help="comma-separated game counts")
    parser.add_argument("--clicks", type=int, default=40, help="clicks per player")
    parser.add_argument("--max-seconds", type=float, default=30.0, help="cap per level")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    levels = [int(x) for x in args.levels.split(",")]
    floor_rows = asyncio.run(floor.run(levels, args.clicks, args.max_seconds))
    game_rows = asyncio.run(run_gameplay(levels, args.clicks, args.max_seconds))
    print(format_table(floor_rows + game_rows))
    print()
    print(comparison(floor_rows, game_rows))
    top_floor, top_game = floor_rows[-1], game_rows[-1]
    ratio = top_game.p99 / top_floor.p99
    ok = ratio <= P99_TARGET_RATIO and top_game.rate >= RATE_TARGET
    print(
        f"\nat {top_game.concurrency} games: p99 ratio {ratio:.2f} (target <= "
        f"{P99_TARGET_RATIO}), {top_game.rate:.0f} clicks/s (target >= {RATE_TARGET:.0f}): "
        f"{'OK' if ok else 'MISSED'}"
    )
    errors = sum(s.errors for s in floor_rows + game_rows)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
