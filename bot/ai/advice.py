"""Every legal decision at the current point of a game, ranked by the solver's values.

Pure (no Discord, no I/O): the hint button and the post-game review both read it,
through the game's policy (`bot.ai.policies.advise`). The answer is data
(`bot.domain.Advice`: action codes, dice, box ids, numbers), never sentences; the
text catalogue words it.

Objectives (docs/review.md):

* box games: the player's own expected final total under optimal play from here on
  (the solitaire objective of the exact table: points already on the card plus the
  table's expected points still to come). A served Generala's instant win is not
  valued, exactly as in the solver (docs/ai.md).
* 5000: the expected points banked this turn under the expected-points policy
  (`bot.ai.fivek.points_table`: the room below 5000, entry and rounding exact). The
  dice to set aside are chosen by the rules, so bank or roll is the only decision.
"""

from __future__ import annotations

import numpy as np

from bot.ai.boxmodel import BoxModel
from bot.ai.dice import KEEPS, keep_options
from bot.ai.turn import TurnPlan, keep_value
from bot.domain import Advice, Choice
from bot.rules import BoxGame, FiveThousandGame

__all__ = ["Advice", "Choice", "box_advice", "fivek_advice", "turn_plan"]

#: ranking among equal values: write the score, then a real re-roll, then re-roll nothing
_TIE_ORDER: dict[str, int] = {"score": 0, "bank": 0, "keep": 1, "roll": 1}


def _ranked(choices: list[Choice]) -> tuple[Choice, ...]:
    return tuple(sorted(choices, key=lambda c: (-round(c.value, 9), _TIE_ORDER[c.action],
                                                c.action == "keep" and not c.reroll)))


# -- box games ----------------------------------------------------------------------------

def turn_plan(model: BoxModel, values: np.ndarray, state: tuple[int, int, int]) -> TurnPlan:
    """The three-roll plan of one turn-start state (keep values of both re-rolls)."""
    from bot.ai.solver import state_plan  # compiled kernels: loaded on first use

    return state_plan(model, values, state)


def box_advice(game: BoxGame, values: np.ndarray, *, exact: bool = True,
               plan: TurnPlan | None = None) -> Advice:
    """Rank every keep and every legal box for the current player of a box game.

    `values` is a turn-start value table (the exact table, or the heuristic's);
    `plan` may be passed when the caller already solved this turn (the review).
    """
    from bot.ai.boxpolicy import box_values, model_for, player_state

    model = model_for(game.kind, game.options)
    me = game.current_player
    total = game.totals[me]
    state = player_state(model, game)
    if game.roll_number == 0 or not game.dice:
        start = float(values[state]) + total
        return Advice(game.kind, "final_score", exact,
                      (Choice("roll", start, dice_to_roll=5),))
    dice = tuple(game.dice)
    first = game.roll_number == 1
    scored = box_values(model, values, state, dice, first, game.legal_boxes())
    preview = game.preview()
    choices = [Choice("score", total + value, box=box, points=preview[box])
               for box, value in scored.items()]
    if game.rolls_left > 0:
        plan = plan or turn_plan(model, values, state)
        table = plan.keep_before_2 if first else plan.keep_before_3
        for k, reroll, held in keep_options(dice):
            choices.append(Choice("keep", total + float(keep_value(table, k)[0]),
                                  keep=KEEPS[k], reroll=reroll, held=held,
                                  dice_to_roll=len(reroll)))
    return Advice(game.kind, "final_score", exact, _ranked(choices))


# -- 5000 -------------------------------------------------------------------------------

def fivek_advice(game: FiveThousandGame) -> Advice:
    """Bank or roll for the current player of 5000, in expected points banked this turn."""
    from bot.ai.fivek import TARGET, points_roll_value

    me = game.current_player
    total, t, n = game.totals[me], game.turn_points, game.dice_to_roll
    room = TARGET - total
    roll = Choice("roll", points_roll_value(room, game.entered(me), t, n) if total + t < TARGET
                  else 0.0, dice_to_roll=n)
    if not game.dice or not game.can_bank:
        return Advice(game.kind, "turn_points", True, (roll,))
    kept = t if total + t <= TARGET else 0
    bank = Choice("bank", float(kept), points=kept)
    return Advice(game.kind, "turn_points", True, _ranked([bank, roll]))
