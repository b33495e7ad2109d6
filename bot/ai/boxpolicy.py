"""Decisions in a box game from a table of turn-start state values.

The same code serves `optimal` (exact values from the solver) and `normal`
(a heuristic value table): only the table differs. A decision solves the
current turn for the one state the player is in (~0.5 ms), then reads off the
best hold or box for the dice on the table.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import numpy as np

from bot.ai.boxmodel import BoxModel, build_model
from bot.ai.dice import KEEPS, ROLL_INDEX, canonical, held_indices, sub_keeps
from bot.ai.moves import Move
from bot.ai.solver import state_plan
from bot.ai.turn import keep_value
from bot.rules import BoxGame


@lru_cache(maxsize=32)
def _model(kind: str, options_json: str) -> BoxModel:
    return build_model(kind, json.loads(options_json))


def model_for(kind: str, options: dict[str, Any]) -> BoxModel:
    return _model(kind, json.dumps(options, sort_keys=True))


def player_state(model: BoxModel, game: BoxGame) -> tuple[int, int, int]:
    """(open-box mask, capped upper total, special flag) of the current player."""
    card = game.scores(game.current_player)
    mask = sum(1 << b for b, box in enumerate(model.boxes) if box not in card)
    upper = 0
    if model.has_bonus and mask & model.upper_mask:
        upper = min(model.cap, game.upper_total(game.current_player))
    flag = 0
    if model.special is not None:
        flag = int(card.get(model.boxes[model.special], 0) == model.special_points)
    return mask, upper, flag


def box_values(model: BoxModel, values: np.ndarray, state: tuple[int, int, int],
               roll: tuple[int, ...], first: bool, legal: list[str]) -> dict[str, float]:
    """Points now plus value of the successor state, for each legal box."""
    mask, upper, flag = state
    ctx = model.context(mask, flag)
    r = ROLL_INDEX[canonical(roll)]
    out = {}
    for box in legal:
        b = model.boxes.index(box)
        pts = int(model.points[ctx, int(first), b, r])
        nxt = mask & ~(1 << b)
        u, f, gain = upper, flag, float(pts)
        if model.upper_face[b] and model.has_bonus:
            u, bonus = model.upper_step(upper, pts)
            gain += bonus
        if b == model.special:
            f = int(pts == model.special_points)
        if not (model.has_bonus and nxt & model.upper_mask):
            u = 0
        if ctx == 2 and model.joker and len(set(roll)) == 1:
            gain += model.joker_bonus
        out[box] = gain + float(values[nxt, u, f])
    return out


def decide(model: BoxModel, values: np.ndarray, game: BoxGame) -> Move:
    """The best move for the current player of a box game, given state values."""
    if game.roll_number == 0:
        return Move("roll")
    state = player_state(model, game)
    dice = tuple(game.dice)
    first = game.roll_number == 1
    scored = box_values(model, values, state, dice, first, game.legal_boxes())
    box = max(scored, key=scored.__getitem__)
    if game.rolls_left == 0:
        return Move("score", box=box)
    plan = state_plan(model, values, state)
    table = plan.keep_before_2 if first else plan.keep_before_3
    r = canonical(dice)
    best_keep, best = -1, -np.inf
    for k in sub_keeps(r):
        v = float(keep_value(table, k)[0])
        if v > best + 1e-9:
            best_keep, best = k, v
    if scored[box] >= best - 1e-9:
        return Move("score", box=box)
    return Move("roll", held=held_indices(dice, KEEPS[best_keep]))

