"""The `easy` level: a greedy player a beginner can beat.

Box games: keep the most common face, stop as soon as some box pays well, and
write the dice where they score most right now; of boxes scoring the same, the one
worth least while open (each box's `par`, given by its game: bot.rules.games).
5000: bank at a fixed threshold.
"""

from __future__ import annotations

from collections import Counter

from bot.ai.moves import Move
from bot.rules import BoxGame, FiveThousandGame

#: a box paying this much now is written at once
EASY_STOP = 25


def best_immediate_box(preview: dict[str, int], par: dict[str, int]) -> str:
    """The legal box with the most points now; ties go to the cheapest box."""
    return max(preview, key=lambda b: (preview[b], -par[b]))


def easy_box_move(game: BoxGame) -> Move:
    if game.roll_number == 0:
        return Move("roll")
    preview = game.preview()
    box = best_immediate_box(preview, {info.id: info.par for info in game.boxes})
    if game.rolls_left == 0 or preview[box] >= EASY_STOP:
        return Move("score", box=box)
    dice = game.dice
    face, _ = max(Counter(dice).items(), key=lambda fc: (fc[1], fc[0]))
    return Move("roll", held=tuple(i for i, d in enumerate(dice) if d == face))


def easy_5000_move(game: FiveThousandGame, threshold: int = 350) -> Move:
    if not game.dice or not game.can_bank:
        return Move("roll")
    total = game.totals[game.current_player]
    if total + game.turn_points > 5000:
        return Move("roll")  # banking would only gift the points away
    if total + game.turn_points == 5000 or game.turn_points >= threshold:
        return Move("bank")
    if game.dice_to_roll <= 2 and game.dice_to_roll != 5:
        return Move("bank")
    return Move("roll")
