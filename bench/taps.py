"""Taps per turn of a box game, counted as a player's finger counts them, through the emulator.

A scripted player plays solo games (Yacht and Yatzy by default; any box game with
--game) against the real bot, keeping what the computer's `normal` level would keep
(a face, a run, two pairs, a pair and a kicker: mixed keeps included) and scoring the box
it would score. The level only stands in for a typical player here: the board itself
never asks a solver for its buttons. Every tap is counted: a button is one tap, a select
menu two (open, pick).

Two ways through the same board are counted on the same dice:

* ``board``: the cheapest way the board offers: a keep button of several faces
  ("⚃⚃⚄⚄": two pairs, a straight draw) holds exactly those dice and rolls; a face button
  ("⚄ ×3") holds that face, and the dice held by hand since the roll, releases the dice
  carried over and rolls, so a mixed keep is a die or two held by hand, then a face; a
  box on the row of boxes (those scoring most, or every open box when they fit) is a
  button of its own, else the menu.
* ``per die``: every die held with its own button, then Roll; every box from the menu.

Each way is played twice on the same dice: with the bot's auto-roll off (``roll``: the
first roll of a turn is a tap) and on (``auto``: every turn begins rolled, by the bot's
own pipeline). Targets, Yacht and Yatzy with the board: a median of at most 3 taps a
turn with auto-roll, 4 without, and no turn over 6.

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
from bot.ai import choose_move
from bot.app.client import YachtBot
from bot.kinds import all_kinds
from bot.kinds.box import BoxKind
from bot.rules import BoxGame
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings

TARGETS = {"auto": 3.0, "roll": 4.0}  # median taps a turn, with auto-roll and without
WORST = 6  # taps of any turn, either way
BUTTON_TAPS = 1
MENU_TAPS = 2  # open, pick
PLAYER = "alice"
BOX_GAMES = tuple(k.id for k in all_kinds() if isinstance(k, BoxKind))
TARGET_GAMES = ("yacht", "yatzy")


class Turn:
    """One game played through the emulator; counts the taps of each turn."""

    def __init__(self, emu: Emulator, bot: YachtBot, game_id: int, message: Msg) -> None:
        self.emu, self.bot, self.game_id, self.message = emu, bot, game_id, message
        self.taps = 0
        self.said: list[str] = []  # what was tapped, this turn (the worst turns are shown)

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
        self.said.append(f"{action}:{arg}" if arg else action)
        handle = await self.emu.click(self.message, str(button["custom_id"]), user=PLAYER)
        await self._answered(handle)
        self.taps += BUTTON_TAPS

    async def menu(self, box: str) -> None:
        (select,) = [s for s in self.message.selects if s["custom_id"].endswith(":score")]
        self.said.append(f"menu:{box}")
        handle = await self.emu.select(self.message, select["custom_id"], [box], user=PLAYER)
        await self._answered(handle)
        self.taps += MENU_TAPS

    async def settle(self) -> None:
        """Until the steps after the last tap have run (an auto-roll and its edit)."""
        await self.bot.table.idle()
        await self.bot.table.display.idle()
        self.message = self.emu.message(self.message.id)

    async def _answered(self, handle: object) -> None:
        response = await handle.response()  # type: ignore[attr-defined]
        assert response.type == 7, f"refused: {response.data}"
        self.message = self.emu.message(self.message.id)


def wanted(rules: BoxGame) -> tuple[str, tuple[int, ...] | str]:
    """What the `normal` level would do: ("keep", the dice indices held) or ("score", box)."""
    move = choose_move(rules, "normal")
    if move.action == "score" and move.box:
        return "score", move.box
    return "keep", tuple(move.held)


def pick(rules: BoxGame, faces: list[int], *, avoid: set[int], prefer: set[int]
         ) -> set[int] | None:
    """Dice showing `faces` (a multiset), none of `avoid`, those of `prefer` first; None
    when the dice do not show them."""
    chosen: set[int] = set()
    for face in faces:
        spare = [i for i, v in enumerate(rules.dice)
                 if v == face and i not in chosen and i not in avoid]
        if not spare:
            return None
        chosen.add(min(spare, key=lambda i: (i not in prefer, i)))
    return chosen


def hold_plan(rules: BoxGame, faces: list[int], base: set[int]) -> list[int]:
    """The dice to toggle so that exactly `base` plus dice showing `faces` are held,
    preferring dice held already."""
    target = set(base)
    for face in faces:
        spare = [i for i, v in enumerate(rules.dice) if v == face and i not in target]
        target.add(min(spare, key=lambda i: (i not in rules.held, i)))
    return sorted(target.symmetric_difference(rules.held))


Plan = list[tuple[str, str | None]]


def keep_plans(turn: Turn, rules: BoxGame, keep: tuple[int, ...]) -> list[Plan]:
    """Every way the board offers to hold exactly `keep` (indices) and roll."""
    faces = sorted(rules.dice[i] for i in keep)
    plans: list[Plan] = []
    pattern = "".join(map(str, faces))
    if len(faces) > 1 and turn.control("keep", pattern):
        plans.append([("keep", pattern)])
    # At a decision every held die was carried through the roll: a face button keeps
    # its face and the dice held by hand since, and releases the carried ones, unless
    # one of them was released (then those still held stay).
    carried = set(rules.held)
    for face in set(faces):
        if faces.count(face) != rules.dice.count(face) or not turn.control("keep", str(face)):
            continue
        showing = {i for i, v in enumerate(rules.dice) if v == face}
        rest = [f for f in faces if f != face]
        # The carried dice left alone (the face releases them), the rest held by hand.
        by_hand = pick(rules, rest, avoid=carried | showing, prefer=set())
        if by_hand is not None:
            plans.append([*(("hold", str(i)) for i in sorted(by_hand)), ("keep", str(face))])
        # Or the carried dice chosen among (one released at least), the rest by hand.
        chosen = pick(rules, rest, avoid=showing, prefer=carried)
        if chosen is not None:
            held = chosen | (carried & showing)
            if carried - held:
                toggles = sorted(held.symmetric_difference(carried))
                plans.append([*(("hold", str(i)) for i in toggles), ("keep", str(face))])
    plans.append([*(("hold", str(i)) for i in hold_plan(rules, faces, set())), ("roll", None)])
    return plans


async def board_step(turn: Turn, rules: BoxGame) -> None:
    """One decision the cheapest way the board offers it."""
    what, arg = wanted(rules)
    if what == "score":
        assert isinstance(arg, str)
        if turn.control("score", arg):
            await turn.tap("score", arg)
        else:
            await turn.menu(arg)
        return
    assert isinstance(arg, tuple)
    plan = min(keep_plans(turn, rules, arg), key=len)
    for action, value in plan:
        await turn.tap(action, value)


async def per_die_step(turn: Turn, rules: BoxGame) -> None:
    """One decision the old way: each die its own hold, then Roll; the menu to score."""
    what, arg = wanted(rules)
    if what == "score":
        assert isinstance(arg, str)
        await turn.menu(arg)
        return
    assert isinstance(arg, tuple)
    for i in sorted(set(arg).symmetric_difference(rules.held)):
        await turn.tap("hold", str(i))
    await turn.tap("roll")


#: a turn: its taps, and what was tapped ("hold:2", "keep:1234", "menu:yacht")
Turned = tuple[int, tuple[str, ...]]


async def play(emu: Emulator, bot: YachtBot, channel: str, game: str,
               step: Callable[[Turn, BoxGame], object]) -> list[Turned]:
    """One solo game; the taps of each of its turns (a turn the bot began rolled counts
    no first tap)."""
    handle = await emu.slash("yacht start", user=PLAYER, channel=channel,
                             options={"game": game})
    lobby = await handle.reply()
    start = await emu.click(lobby, "Start", user=PLAYER)
    await start.response()
    message = emu.message(lobby.id)
    game_id = int(str(message.buttons[0]["custom_id"]).split(":")[1])
    turn = Turn(emu, bot, game_id, message)
    per_turn: list[Turned] = []
    auto = bot.games.auto_roll
    while True:
        await turn.settle()
        rules = await turn.rules()
        if rules.is_over:
            return per_turn
        before, number = turn.taps, rules.turns_played
        turn.said = [f"dice:{''.join(map(str, rules.dice))}"] if rules.dice else []
        assert (rules.roll_number == 1) == auto, "a turn began other than auto-roll says"
        if not auto:
            await turn.tap("roll")  # a turn's first roll
        while not (rules := await turn.rules()).is_over and rules.turns_played == number:
            await step(turn, rules)  # type: ignore[misc]
        per_turn.append((turn.taps - before, tuple(turn.said)))


Way = tuple[str, str]  # (board or per die, roll or auto)


async def measure(games: int, seed: int, game: str = "yacht") -> dict[Way, list[Turned]]:
    """The taps of every turn of `games` solo games of `game`, each way, with auto-roll
    off and on."""
    results: dict[Way, list[Turned]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, step in (("board", board_step), ("per die", per_die_step)):
            for first in ("roll", "auto"):
                emu = Emulator()
                await emu.start()
                try:
                    # The same dice every way: each game's roller starts from the same
                    # seed, whoever makes the roll.
                    settings = make_settings(Path(folder) / f"{name}-{first}.db",
                                             auto_roll=first == "auto")
                    bot = YachtBot(settings, roller_factory=lambda game_id: ScriptedDice(
                        seed=seed + game_id))
                    async with run_bot(bot, emu):
                        await emu.wait_commands()
                        taps: list[Turned] = []
                        for _ in range(games):
                            taps += await play(emu, bot, "dice", game, step)
                        results[name, first] = taps
                finally:
                    await emu.stop()
    return results


def report(results: dict[str, dict[Way, list[Turned]]], worst_shown: int = 3) -> bool:
    """Print each game's figures, auto-roll off and on, and the board's worst turns (what
    was tapped); whether Yacht and Yatzy meet the targets with the board."""
    print(f"{'game':<10}{'way':<10}{'first roll':<12}{'turns':>6}{'median':>8}{'mean':>7}"
          f"{'worst':>7}   taps a turn: turns")
    met = True
    for game, ways in results.items():
        for (name, first), turned in ways.items():
            counted = [taps for taps, _ in turned]
            spread = ", ".join(f"{k}: {v}" for k, v in sorted(Counter(counted).items()))
            median, worst = statistics.median(counted), max(counted)
            print(f"{game:<10}{name:<10}{first:<12}{len(counted):>6}{median:>8.1f}"
                  f"{statistics.fmean(counted):>7.2f}{worst:>7}   {spread}")
            if name == "board" and game in TARGET_GAMES:
                ok = median <= TARGETS[first] and worst <= WORST
                met = met and ok
                print(f"  target ({first}): median ≤ {TARGETS[first]:g}, worst ≤ {WORST}:"
                      f" {median:g}, {worst} ({'met' if ok else 'NOT MET'})")
                for taps, said in sorted(turned, key=lambda t: -t[0])[:worst_shown]:
                    print(f"    {taps} taps: {' '.join(said)}")
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
    chosen = args.game or (("yacht",) if args.quick else TARGET_GAMES)
    results = {game: asyncio.run(measure(games, args.seed, game)) for game in chosen}
    report(results)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
