"""A finished game's replay steps: its move log played through the rules once, each move
with the dice and totals it left. The review works them out when it reviews the game and
stores them (Repository.finish_reviews), so a replay page's first view reads one row
instead of replaying every move at request time (about half that view's time, and past
its 50 ms target at p99 on a loaded machine, issue 37). A game reviewed before they were
stored, or whose stored steps are of another format, is replayed from its log as before.

The steps name seats by position, never by user id: forget-me leaves them as they are.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai.movelog import LoggedMove, replay
from bot.rules.box_game import BoxGame

#: the stored text's format: steps of another format are not read (the log is replayed)
FORMAT = 1


@dataclass(frozen=True)
class Move:
    """One move as the log replays it, before the review's verdict is put on it."""

    seat: int
    action: str  # roll, score or bank
    dice: tuple[int, ...]  # before the move
    held: tuple[int, ...]  # positions kept for a re-roll
    after: tuple[int, ...]  # the dice after it
    box: str | None
    points: int | None  # what the box scored, or the points banked
    totals: tuple[int, ...]  # each seat's total after it
    version: int  # the game's version after it: what a verdict names the move by


@dataclass(frozen=True)
class Steps:
    """Every move of a game, and its sheet's boxes (empty outside box games)."""

    moves: list[Move]
    boxes: tuple[str, ...]


def steps_of(kind: str, options: dict[str, Any], keys: Sequence[str],
             log: Iterable[LoggedMove]) -> Steps:
    """The log replayed once, from the start to the end, each move's totals taken from
    the game as it stands after it (a roll scores nothing: the totals are read only when
    a box is scored or points banked). ReplayError (or RuleError) when it does not replay."""
    keys = list(keys)
    moves: list[Move] = []
    boxes: tuple[str, ...] = ()
    totals = tuple(0 for _ in keys)
    for entry, _, after in replay(kind, options, keys, log, before=False):
        seat = keys.index(entry.player)
        points = None
        if isinstance(after, BoxGame):
            boxes = boxes or tuple(b.id for b in after.boxes)
            if entry.box is not None:
                points = after.scores(entry.player).get(entry.box)
        if entry.action != "roll" or not isinstance(after, BoxGame):
            scored = after.totals
            now = tuple(scored[k] for k in keys)
            if entry.action == "bank":
                points = now[seat] - totals[seat]
            totals = now
        moves.append(Move(seat, entry.action, entry.dice, entry.held, tuple(after.dice),
                          entry.box, points, totals, entry.version))
    return Steps(moves, boxes)


def encode(steps: Steps) -> str:
    """The steps as stored: compact JSON, a move a list of its fields in Move's order."""
    return json.dumps({"format": FORMAT, "boxes": steps.boxes, "moves": [
        [m.seat, m.action, m.dice, m.held, m.after, m.box, m.points, m.totals, m.version]
        for m in steps.moves]}, separators=(",", ":"))


def decode(text: str) -> Steps | None:
    """Stored steps read back; None when they are of another format (or unreadable), and
    the log is to be replayed instead."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return None
        moves = [Move(int(seat), str(action), tuple(dice), tuple(held), tuple(after),
                      None if box is None else str(box), None if points is None else int(points),
                      tuple(totals), int(version))
                 for seat, action, dice, held, after, box, points, totals, version
                 in data["moves"]]
        return Steps(moves, tuple(str(b) for b in data["boxes"]))
    except (ValueError, TypeError, KeyError):
        return None
