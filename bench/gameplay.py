"""Gameplay latency: the real bot in its own process, side by side with two no-op floors.

Production runs the bot in its own process and Discord elsewhere, so every bot under
test here is a subprocess (``python -m bot``, ``python -m bench.floor_bot``) pointed at
the emulator, which stays in this process with the driver: bot and emulator each get a
core. All three are measured the same way, in the same run, one after the other:

* ``floor(game)`` — no-op bot answering every click with a type-7 update the shape and
  size of a game turn (embed, five dice, Roll, 13-option select): transport cost only.
  The p99 target ratio is judged against this floor.
* ``floor(min)`` — no-op bot re-sending a single button (the original floor), for scale.
* ``bot`` — real Yacht games between humans (no computer seats); every click changes
  state (roll, hold, roll, hold, roll, score, ...) and is committed before its reply.

Each simulated player owns one game (one channel) and clicks as soon as the previous
reply is visible; a level stops after ``--clicks`` per player or ``--max-seconds``.

    python -m bench.gameplay [--levels 1,10,100] [--clicks 60] [--max-seconds 12]
                             [--py-spy DIR]   # also profile the bot (speedscope JSON)
                             [--quick]        # smoke run: seconds, figures mean nothing
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import os
import shutil
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from bench import add_quick
from bench.floor_bot import game_shaped_payload
from bench.harness import Stats, format_table, measure
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import BotProcess

P99_TARGET_RATIO = 1.5
RATE_TARGET = 300.0

#: every player of a benchmark opens a game in the same server: the caps per server
#: (docs/privacy.md) would refuse most of them
UNCAPPED = {"MAX_OPEN_LOBBIES": "100000", "MAX_RUNNING_GAMES": "100000",
            "MAX_LOBBIES_PER_MEMBER": "100000"}


@dataclass
class Player:
    """One simulated human: their user, their channel and the game message they click."""

    user: str
    channel: str
    message: Msg | None = None
    step: int = 0


@dataclass
class Table:
    """All players of one bot under test, and how a click is made for that bot."""

    emu: Emulator
    kind: str  # "bot", "floor" (game-sized) or "minimal"
    players: list[Player] = field(default_factory=list)
    abandoned: int = 0  # games left behind by a failed click

    async def new_game(self, player: Player) -> None:
        """Open a solo Yacht game and start it: setup, never measured as a click."""
        handle = await self.emu.slash(
            "yacht start", user=player.user, channel=player.channel, options={"game": "yacht"}
        )
        lobby = await handle.reply()
        handle = await self.emu.click(lobby, "Start", user=player.user)
        player.message = await handle.reply()
        player.step = 0

    def seed(self, index: int, player: Player) -> None:
        """Floors: store a message for the player to click directly (no command needed)."""
        if self.kind == "floor":
            payload = game_shaped_payload(index)
        else:
            payload = {
                "content": f"player {index}",
                "components": [{"type": 1, "components": [
                    {"type": 2, "style": 1, "label": "Click", "custom_id": f"floor:{index}"},
                ]}],
            }
        player.message = Msg.of(self.emu.create_message(self.emu.channel(player.channel), payload))

    async def before(self, index: int) -> None:
        """Untimed: the game ended (its final message offers no roll and no box to score;
        it may still have buttons, the dice proof's), open a new one."""
        player = self.players[index]
        if self.kind == "bot" and (player.message is None or not (
                player.message.selects or any((b["label"] or "").startswith("Roll")
                                              for b in player.message.buttons))):
            try:
                await self.new_game(player)
            except BaseException:
                self.abandon(index)  # a lobby half opened holds its channel
                raise

    async def click(self, index: int) -> None:
        """One click that changes state: roll, hold, roll, hold, roll, score (a turn).
        A failed one (answered after Discord's 3 s, say) may still have moved the game:
        the player leaves it for a new channel, where `before` opens a new game; else
        every later click of theirs would fail too ("this channel already has a game")."""
        try:
            await self._click(index)
        except BaseException:  # a click timed out is cancelled
            if self.kind == "bot":
                self.abandon(index)
            raise

    def abandon(self, index: int) -> None:
        player = self.players[index]
        self.abandoned += 1
        player.channel = self.emu.add_channel(
            self.emu.guild, f"table-{index}-{self.abandoned}").id
        player.message, player.step = None, 0

    async def _click(self, index: int) -> None:
        player = self.players[index]
        msg = player.message
        assert msg is not None
        if self.kind == "minimal":
            handle = await self.emu.click(msg, f"floor:{index}", user=player.user)
            player.message = await handle.reply()
            return
        phase = player.step % 6
        player.step += 1
        if phase in (1, 3):  # toggle a hold between rolls: die 1, then die 3
            die = msg.buttons[0 if phase == 1 else 2]
            handle = await self.emu.click(msg, die["custom_id"], user=player.user)
        elif phase == 5:
            (select,) = msg.selects
            value = select["options"][0]["value"]
            handle = await self.emu.select(msg, select["custom_id"], [value], user=player.user)
        else:
            roll = next(b for b in msg.buttons if (b["label"] or "").startswith("Roll"))
            handle = await self.emu.click(msg, roll["custom_id"], user=player.user)
        player.message = await handle.reply()


class ProfiledProcess(BotProcess):
    """A BotProcess started under ``py-spy record`` (the profiler is the parent process)."""

    def __init__(self, *args: object, profile: Path, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.profile = profile

    async def start(self) -> BotProcess:
        py_spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
        self.started_at = time.monotonic()
        self._syncs_at_start = self.emu.command_syncs
        self.proc = await asyncio.create_subprocess_exec(
            py_spy, "record", "--nonblocking", "--format", "speedscope", "--rate", "250",
            "-o", str(self.profile), "--", sys.executable, "-m", self.module, *self.args,
            cwd=self.cwd, env=self.env(), stdout=self._log, stderr=asyncio.subprocess.STDOUT,
        )
        return self

    async def terminate(self, timeout: float = 5.0) -> int | None:
        """SIGINT reaches py-spy, which stops the bot and writes the profile."""
        if self.proc is None or self.proc.returncode is not None:
            return None if self.proc is None else self.proc.returncode
        import signal

        self.proc.send_signal(signal.SIGINT)
        try:
            return await asyncio.wait_for(self.proc.wait(), 20)
        except TimeoutError:
            return await super().terminate(timeout)


def cpu_seconds(pid: int | None) -> float:
    """CPU time (user + system) used so far by ``pid``, or by this process if None."""
    if pid is None:
        return time.process_time()
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


LABELS = {"bot": "bot", "floor": "floor(game)", "minimal": "floor(min)"}

CPU: dict[tuple[str, int], tuple[float, float]] = {}
"""(label, level) -> CPU busy % of the benchmark process (emulator + driver) and of the bot."""


@contextlib.asynccontextmanager
async def started_subject(
    kind: str, players: int, *, profile: Path | None = None, workdir: Path | None = None,
) -> AsyncIterator[tuple[Table, BotProcess]]:
    """One bot process against a fresh emulator, `players` games open and warmed up.

    `workdir`: where its database and AI tables live (prepared by the caller; a fresh
    temporary folder by default)."""
    folder = tempfile.TemporaryDirectory(prefix="yacht-bench-") if workdir is None \
        else contextlib.nullcontext(str(workdir))
    with folder as tmp:
        async with Emulator(keep_history=False, check_schemas=False) as emu:
            table = Table(emu, kind)
            for i in range(players):
                user = emu.add_user(f"player{i}")
                emu.add_member(emu.guild, user)
                channel = emu.add_channel(emu.guild, f"table-{i}")
                table.players.append(Player(user.id, channel.id))
            env = {
                "DATABASE_URL": f"sqlite:///{tmp}/bench.db", "BOT_TURN_DELAY": "0",
                "DATA_DIR": f"{tmp}/ai", "LOG_LEVEL": "WARNING", "SWEEP_INTERVAL": "3600",
                # Steady state: the first start uploads 60 dice emoji (once per
                # application, never again); that one-off is not a click's cost.
                "DICE_EMOJI": "false",
                **UNCAPPED,
            }
            module, args = ("bot", ()) if kind == "bot" else (
                "bench.floor_bot", ("--minimal",) if kind == "minimal" else ()
            )
            proc: BotProcess
            if profile is not None:
                proc = ProfiledProcess(emu, module, env=env, args=args, profile=profile)
            else:
                proc = BotProcess(emu, module, env=env, args=args)
            await proc.start()
            try:
                await proc.wait_ready(commands=kind == "bot")
                if kind == "bot":
                    await _bounded(table.new_game, table.players, 20)
                else:
                    for i, player in enumerate(table.players):
                        table.seed(i, player)
                await measure(table.click, 1, 30, label="warmup", before=table.before)
                yield table, proc
            except BaseException:
                print(proc.output()[-3000:], file=sys.stderr)
                raise
            finally:
                await proc.terminate()


async def run_subject(
    kind: str, levels: list[int], clicks: int, max_seconds: float, *,
    profile: Path | None = None, workdir: Path | None = None,
) -> list[Stats]:
    """Start one bot process against a fresh emulator and measure every level."""
    label = LABELS[kind]
    results = []
    async with started_subject(kind, max(levels), profile=profile,
                               workdir=workdir) as (table, proc):
        # Every subject starts from the same heap: what earlier subjects left is
        # collected, and the set-up is frozen out of later collections.
        gc.collect()
        gc.freeze()
        try:
            pid = proc.proc.pid if proc.proc is not None and profile is None else None
            for level in levels:
                emu0, bot0 = cpu_seconds(None), cpu_seconds(pid) if pid else float("nan")
                stats = await measure(
                    table.click, level, clicks, max_seconds=max_seconds, label=label,
                    before=table.before,
                )
                results.append(stats)
                bot1 = cpu_seconds(pid) if pid else float("nan")
                CPU[label, level] = (
                    100 * (cpu_seconds(None) - emu0) / stats.wall_s,
                    100 * (bot1 - bot0) / stats.wall_s,
                )
        finally:
            gc.unfreeze()
    return results


async def _bounded(fn: Callable[[Player], Awaitable[None]], items: list[Player], n: int) -> None:
    """Run ``fn`` over ``items`` with at most ``n`` at a time (setup of many games)."""
    gate = asyncio.Semaphore(n)

    async def one(item: Player) -> None:
        async with gate:
            await fn(item)

    await asyncio.gather(*(one(item) for item in items))


def comparison(floor: list[Stats], minimal: list[Stats], bot: list[Stats]) -> str:
    """The side-by-side table: both floors, the bot, the p99 ratio, throughput."""
    header = (
        f"{'games':>5} | {'floor(game) p50/p99':>20} | {'floor(min) p50/p99':>19} | "
        f"{'bot p50/p99':>14} | {'p99 bot/floor(game)':>19} | {'p99 bot/floor(min)':>18} | "
        f"{'clicks/s floor(game)':>20} | {'clicks/s floor(min)':>19} | {'clicks/s bot':>12}"
    )
    lines = [header, "-" * len(header)]
    for f, m, b in zip(floor, minimal, bot, strict=True):
        lines.append(
            f"{b.concurrency:>5} | {f'{f.p50:.2f} / {f.p99:.2f}':>20} | "
            f"{f'{m.p50:.2f} / {m.p99:.2f}':>19} | {f'{b.p50:.2f} / {b.p99:.2f}':>14} | "
            f"{b.p99 / f.p99:>19.2f} | {b.p99 / m.p99:>18.2f} | "
            f"{f.rate:>20.1f} | {m.rate:>19.1f} | {b.rate:>12.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="1,10,100", help="comma-separated game counts")
    parser.add_argument("--clicks", type=int, default=60, help="clicks per player per level")
    parser.add_argument("--max-seconds", type=float, default=12.0, help="cap per level")
    parser.add_argument("--py-spy", type=Path, default=None, metavar="DIR",
                        help="record the bot process with py-spy into DIR (skews its figures)")
    parser.add_argument("--only", choices=("bot", "floor", "minimal"), default=None,
                        help="measure one subject only (profiling)")
    add_quick(parser)
    args = parser.parse_args(argv)
    if args.quick:
        args.levels, args.clicks, args.max_seconds = "1,2", 6, 5.0
    levels = [int(x) for x in args.levels.split(",")]
    rows: dict[str, list[Stats]] = {}
    for kind in ("floor", "minimal", "bot"):
        if args.only and kind != args.only:
            continue
        profile = None
        if args.py_spy is not None and kind == "bot":
            args.py_spy.mkdir(parents=True, exist_ok=True)
            profile = args.py_spy / "bot.speedscope.json"
        rows[kind] = asyncio.run(
            run_subject(kind, levels, args.clicks, args.max_seconds, profile=profile)
        )
    print(format_table([s for r in rows.values() for s in r]))
    print("\nCPU busy % during each level (benchmark process = emulator + driver | bot):")
    for (label, level), (emu, bot) in CPU.items():
        print(f"  {label:<12}{level:>5} games: {emu:5.0f}% | {bot:5.0f}%")
    errors = sum(s.errors for r in rows.values() for s in r)
    if len(rows) < 3:
        return 1 if errors else 0
    print()
    print(comparison(rows["floor"], rows["minimal"], rows["bot"]))
    top_floor, top_min, top_bot = rows["floor"][-1], rows["minimal"][-1], rows["bot"][-1]
    ratio = top_bot.p99 / top_floor.p99
    ok = ratio <= P99_TARGET_RATIO and top_bot.rate >= RATE_TARGET
    print(
        f"\nat {top_bot.concurrency} games: p99 bot/floor(game) {ratio:.2f} (target <= "
        f"{P99_TARGET_RATIO}; bot/floor(min) {top_bot.p99 / top_min.p99:.2f}), "
        f"{top_bot.rate:.0f} clicks/s (target >= {RATE_TARGET:.0f}): "
        f"{'OK' if ok else 'MISSED'}"
    )
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
