"""The `win` level and the multi-seat hint: the chance of winning within the turn,
expected-score play after it.

Within the player's turn every way it can end (a box, its points, an extra Yacht)
is valued by the chance that the player's final score, playing the expected-score
optimum afterwards (`bot.ai.finals`' optimal distribution of the successor), is at
least every opponent's (each at their turn-start state, playing their level); a tie
in chances goes to the expected points (EPS a point). The three-roll recursion of the
solver then runs on these chances (`bot.ai.kernels.plan_state`). The hint ranks
every decision by it and the level plays its best choice: the two cannot disagree.

One decision: the opponents' joint distribution (O(seats × S)), then each outcome's
chance in O(knots) from the stored quantiles against its integral, then the turn
recursion: well under a millisecond of compiled work.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from bot.ai.advice import _ranked
from bot.ai.boxmodel import BoxModel
from bot.ai.chances import HUMAN, flat_index, player_state
from bot.ai.dice import KEEPS, ROLL_INDEX, canonical, keep_options
from bot.ai.finals import LEVELS as KNOT_LEVELS
from bot.ai.finals import loaded_finals, outcome_shape, table_level
from bot.ai.moves import Move
from bot.ai.turn import TurnPlan, keep_value
from bot.domain import Advice, Choice
from bot.rules import BoxGame


@dataclass(frozen=True)
class WinTurn:
    """The current player's turn valued in chances (see the module doc)."""

    seen: np.ndarray  # chance (+ EPS · points) of each (box, points, extra) met
    plan: TurnPlan  # keep values before the second and third rolls
    context: int


def win_turn(game: BoxGame, levels: Mapping[str, str]) -> WinTurn | None:
    """The turn of the player to act valued in chances; None until the tables are in.
    `levels`: seat key -> computer level (humans are absent: they play `HUMAN`)."""
    from bot.ai.boxpolicy import model_for
    from bot.ai.kernels import opponents_cdf, plan_state, win_stops
    from bot.ai.solver import TURN, kernel_game
    from bot.ai.tables import loaded_table
    from bot.ai.turn import FLAT_PARENT, by_size

    model = model_for(game.kind, game.options)
    exact = loaded_table(game.kind, game.options)
    mine = loaded_finals(game.kind, game.options, "optimal")
    if exact is None or mine is None:
        return None
    me = game.current_player
    totals = game.totals
    others = [p for p in game.players if p != me]
    tables = {}
    for p in others:
        level = table_level(levels.get(p, HUMAN))
        found = loaded_finals(game.kind, game.options, level)
        if found is None:
            return None
        tables[p] = found
    cdf = np.ones(max(totals[p] for p in others) + mine.size)
    part = np.empty_like(cdf)
    for p in others:
        finals = tables[p]
        opponents_cdf(finals.codes, finals.rows, KNOT_LEVELS,
                      np.array([flat_index(model, player_state(model, game, p))]),
                      np.array([totals[p]]), finals.size, part)
        cdf *= part
    cum = np.concatenate(([0.0], np.cumsum(cdf)))
    mask, upper, flag = player_state(model, game, me)
    flat = exact.reshape(-1)
    g = kernel_game(model)
    seen = np.full(outcome_shape(model), np.nan)
    n_rolls = len(TURN.probs)
    first, later = np.empty(n_rolls), np.empty(n_rolls)
    arg = np.empty(n_rolls, dtype=np.int64)
    win_stops(later, arg, mask, upper, flag, 0, totals[me], flat, g, mine.rows, mine.codes,
              KNOT_LEVELS, cdf, cum, seen)
    if g.served:
        win_stops(first, arg, mask, upper, flag, 1, totals[me], flat, g, mine.rows,
                  mine.codes, KNOT_LEVELS, cdf, cum, seen)
    else:
        first[:] = later
    e2, e3 = np.empty(FLAT_PARENT.shape[0]), np.empty(FLAT_PARENT.shape[0])
    start = plan_state(first, later, e2, e3, TURN)
    return WinTurn(seen, TurnPlan(np.array([start]), by_size(e2), by_size(e3)),
                   model.context(mask, flag))


def _box_chance(model: BoxModel, turn: WinTurn, box: str, roll: tuple[int, ...],
                first: bool) -> float:
    b = model.boxes.index(box)
    points = int(model.points[turn.context, int(first), b, ROLL_INDEX[canonical(roll)]])
    extra = int(model.joker and turn.context == 2 and len(set(roll)) == 1)
    return float(turn.seen[b, points, extra])


def win_advice(game: BoxGame, levels: Mapping[str, str]) -> Advice | None:
    """Every legal decision of the player to act, valued by the chance of winning (the
    objective "win_chance"); None until the tables are in."""
    from bot.ai.boxpolicy import model_for

    turn = win_turn(game, levels)
    if turn is None:
        return None
    if game.roll_number == 0 or not game.dice:
        return Advice(game.kind, "win_chance", True,
                      (Choice("roll", float(turn.plan.start[0]), dice_to_roll=5),))
    model = model_for(game.kind, game.options)
    dice = tuple(game.dice)
    first = game.roll_number == 1
    preview = game.preview()
    choices = [Choice("score", _box_chance(model, turn, box, dice, first), box=box,
                      points=preview[box]) for box in game.legal_boxes()]
    if game.rolls_left > 0:
        table = turn.plan.keep_before_2 if first else turn.plan.keep_before_3
        for k, reroll, held in keep_options(dice):
            choices.append(Choice("keep", float(keep_value(table, k)[0]), keep=KEEPS[k],
                                  reroll=reroll, held=held, dice_to_roll=len(reroll)))
    return Advice(game.kind, "win_chance", True, _ranked(choices))


def win_move(game: BoxGame, levels: Mapping[str, str]) -> Move | None:
    """The `win` level's move: the hint's best choice (None until the tables are in)."""
    if game.roll_number == 0:
        return Move("roll")
    advice = win_advice(game, levels)
    if advice is None:
        return None
    best = advice.best
    if best.action == "score":
        return Move("score", box=best.box)
    return Move("roll", held=best.held)
