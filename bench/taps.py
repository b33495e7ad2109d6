"""Taps per Yacht turn, counted as a player's finger counts them, through the emulator.

A scripted typical player plays solo games (Yacht, and Yatzy with its 15 boxes, by
default; any box game with --game) against the real bot: it keeps the
most common face (ties: the higher) and rolls the rest while it can, and scores the
best box as soon as that is worth 25 or more, or when no roll is left. Every tap is
counted: a button is one tap; a select menu is one to open, one per option picked and
one to close (three to score from the menu).

Two ways through the same board are counted on the same dice:

* ``board``: the way the board offers first: a face button ("⚄ ×3") keeps that face
  and rolls the rest in one tap (held dice of another face are first released one by
  one), a box scoring most is a button of its own (else the menu).
* ``per die``: what the old board allowed: every die held with its own button, then
  Roll; every box scored from the menu.

Target: a median of at most 4 taps a Yacht turn with the board.

    python -m bench.taps [--games 10] [--seed 1] [--game yacht --game yatzy] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import add_quick
from bot.app.client import YachtBot
from bot.kinds import all_kinds
from bot.kinds.box import BoxKind
from bot.rules import BoxGame
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings

TARGET = 4.0
BUTTON_TAPS = 1
MENU_TAPS = 3  # open, pick one, close
PLAYER = "alice"
BOX_GAMES = tuple(k.id for k in all_kinds() if isinstance(k, BoxKind))


class Turn:
    """One game played through the emulator; counts the taps of each turn."""

    def __init__(self, emu: Emulator, bot: YachtBot, game_id: int, message: Msg) -> None:
        self.emu, self.bot, self.game_id, self.message = emu, bot, game_id, message
        self.taps = 0

    async def rules(self) -> BoxGame:
        _, rules = await self.bot.games.load(self.game_id)
        return BoxGame.of(rules)

    def control(self, action: str, arg: str | None = None) -> dict[str, object] | None:
        for button in self.message.buttons:
            parts = str(button["custom_id"]).split(":")
            if parts[3] == action and (arg is None or parts[4:] == [arg]) \
                    and not button["disabled"]:
                return button
        return None

    async def tap(self, action: str, arg: str | None = None) -> None:
        button = self.control(action, arg)
        assert button is not None, f"no {action}:{arg} on the board"
        handle = await self.emu.click(self.message, str(button["custom_id"]), user=PLAYER)
        await self._answered(handle)
        self.taps += BUTTON_TAPS

    async def menu(self, box: str) -> None:
        (select,) = [s for s in self.message.selects if s["custom_id"].endswith(":score")]
        handle = await self.emu.select(self.message, select["custom_id"], [box], user=PLAYER)
        await self._answered(handle)
        self.taps += MENU_TAPS

    async def _answered(self, handle: object) -> None:
        response = await handle.response()  # type: ignore[attr-defined]
        assert response.type == 7, f"refused: {response.data}"
        self.message = self.emu.message(self.message.id)


def best_box(rules: BoxGame) -> tuple[str, int]:
    preview = rules.preview()
    box = max(preview, key=lambda b: preview[b])  # first of the best, in sheet order
    return box, preview[box]


def common_face(dice: tuple[int, ...]) -> int:
    return max(set(dice), key=lambda face: (dice.count(face), face))


async def board_step(turn: Turn, rules: BoxGame) -> None:
    """One decision the way the board offers it."""
    box, points = best_box(rules)
    if points >= 25 or rules.rolls_left == 0:
        if turn.control("score", box):
            await turn.tap("score", box)
        else:
            await turn.menu(box)
        return
    face = common_face(rules.dice)
    for i in rules.held:  # dice of another face kept earlier: released one by one
        if rules.dice[i] != face:
            await turn.tap("hold", str(i))
    await turn.tap("keep", str(face))


async def per_die_step(turn: Turn, rules: BoxGame) -> None:
    """One decision the old way: each die its own hold, then Roll; the menu to score."""
    box, points = best_box(rules)
    if points >= 25 or rules.rolls_left == 0:
        await turn.menu(box)
        return
    face = common_face(rules.dice)
    for i, value in enumerate(rules.dice):
        if (value == face) != (i in rules.held):
            await turn.tap("hold", str(i))
    await turn.tap("roll")


async def play(emu: Emulator, bot: YachtBot, channel: str, game: str,
               step: Callable[[Turn, BoxGame], object]) -> list[int]:
    """One solo game; the taps of each of its turns."""
    handle = await emu.slash("yacht start", user=PLAYER, channel=channel,
                             options={"game": game})
    lobby = await handle.reply()
    start = await emu.click(lobby, "Start", user=PLAYER)
    await start.response()
    message = emu.message(lobby.id)
    game_id = int(str(message.buttons[0]["custom_id"]).split(":")[1])
    turn = Turn(emu, bot, game_id, message)
    per_turn: list[int] = []
    while True:
        rules = await turn.rules()
        if rules.is_over:
            return per_turn
        before = turn.taps
        await turn.tap("roll")  # a turn's first roll
        while (await turn.rules()).roll_number > 0:
            await step(turn, await turn.rules())  # type: ignore[misc]
        per_turn.append(turn.taps - before)


async def measure(games: int, seed: int, game: str = "yacht") -> dict[str, list[int]]:
    """The taps of every turn of `games` solo games of `game`, each way."""
    results: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, step in (("board", board_step), ("per die", per_die_step)):
            emu = Emulator()
            await emu.start()
            try:
                # The same dice for both ways: each game's roller starts from the same seed.
                bot = YachtBot(make_settings(Path(folder) / f"{name}.db"),
                               roller_factory=lambda game_id: ScriptedDice(seed=seed + game_id))
                async with run_bot(bot, emu):
                    await emu.wait_commands()
                    taps: list[int] = []
                    for _ in range(games):
                        taps += await play(emu, bot, "dice", game, step)
                    results[name] = taps
            finally:
                await emu.stop()
    return results


def report(results: dict[str, dict[str, list[int]]]) -> bool:
    """Print each game's figures; whether Yacht's board meets the target."""
    print(f"{'game':<10}{'way':<10}{'turns':>7}{'median':>8}{'mean':>7}   taps a turn: turns")
    for game, ways in results.items():
        for name, taps in ways.items():
            spread = ", ".join(f"{k}: {v}" for k, v in sorted(Counter(taps).items()))
            print(f"{game:<10}{name:<10}{len(taps):>7}{statistics.median(taps):>8.1f}"
                  f"{statistics.fmean(taps):>7.2f}   {spread}")
    if "yacht" not in results:
        return True
    median = statistics.median(results["yacht"]["board"])
    met = median <= TARGET
    print(f"target: median ≤ {TARGET:g} taps a Yacht turn with the board: "
          f"{median:g} ({'met' if met else 'NOT MET'})")
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="solo games per game and way")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=BOX_GAMES,
                        help="a box game to measure (repeatable; default: yacht and yatzy)")
    add_quick(parser)
    args = parser.parse_args(argv)
    games = 1 if args.quick else args.games
    # Smoke mode plays one Yacht game: enough to keep the script working, in seconds.
    chosen = args.game or (("yacht",) if args.quick else ("yacht", "yatzy"))
    results = {game: asyncio.run(measure(games, args.seed, game)) for game in chosen}
    report(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
