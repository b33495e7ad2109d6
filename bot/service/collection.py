"""Which dice set each play milestone unlocks: pure rules over what a move caused.

Read only from the rules engine's events and the finished table, never from the dice
source: a cosmetic can not change a roll (tests/e2e/test_dice_sets.py shows a seeded
game rolls the same with every set). Words live in the catalogue
(bot.render.dice).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from bot.art.dice_sets import DEFAULT_SET, SET_IDS
from bot.domain import Seat

FINISHED_GAMES = 3  # casino: finish this many games
BIG_BANK = 1000  # gold: bank at least this much in one 5000 turn


@dataclass(frozen=True)
class Milestone:
    """A set and the numbers its unlock rule names (worded by bot.render.dice)."""

    set_id: str
    params: Mapping[str, int]


MILESTONES: tuple[Milestone, ...] = (
    Milestone("casino", {"games": FINISHED_GAMES}),  # finish this many games
    Milestone("wood", {}),  # roll five of a kind in a box game
    Milestone("neon", {}),  # win a game that has an optimal computer seat
    Milestone("gold", {"points": BIG_BANK}),  # bank this much in one 5000 turn
)
UNLOCKABLE = frozenset(m.set_id for m in MILESTONES)
assert UNLOCKABLE | {DEFAULT_SET} == set(SET_IDS), "every set but classic needs a milestone"


def earned_by_events(events: Iterable[Mapping[str, object]], box_game: bool,
                     humans: Mapping[str, int]) -> dict[int, set[str]]:
    """Sets earned by what one move caused: five of a kind in a box game's roll, or a
    5000 bank (kept or given away) of BIG_BANK or more. `humans`: seat key -> user."""
    earned: dict[int, set[str]] = {}
    for event in events:
        kind = event.get("type")
        banker = event.get("from") if kind == "gift" else event.get("player")
        user = humans.get(str(banker))
        if user is None:
            continue
        dice = event.get("dice")
        if (box_game and kind == "roll" and isinstance(dice, list) and len(dice) == 5
                and len(set(dice)) == 1):
            earned.setdefault(user, set()).add("wood")
        points = event.get("points")
        if (kind in ("bank", "gift", "gift_lost") and isinstance(points, int)
                and points >= BIG_BANK):
            earned.setdefault(user, set()).add("gold")
    return earned


def earned_at_end(seats: list[Seat], keys: list[str], winners: Iterable[str],
                  finished: Mapping[int, int]) -> dict[int, set[str]]:
    """Sets earned by finishing a game: FINISHED_GAMES finished games (`finished`: user ->
    count, this game included), or a win at a table with an optimal computer seat."""
    won = set(winners)
    optimal_seat = any(seat.level == "optimal" for seat in seats)
    earned: dict[int, set[str]] = {}
    for seat, key in zip(seats, keys, strict=True):
        if seat.user_id is None:
            continue
        sets: set[str] = set()
        if finished.get(seat.user_id, 0) >= FINISHED_GAMES:
            sets.add("casino")
        if optimal_seat and key in won:
            sets.add("neon")
        if sets:
            earned[seat.user_id] = sets
    return earned
