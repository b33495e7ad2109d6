"""Each player's chance to finish first, from any position of a game (the board's line).

"If every seat plays from here as its level plays": a human is taken to play the
expected-score optimum, a computer seat its level. Players' dice are independent
and a box game's scores never interact, so a box game's chances come from each
player's distribution of points still to come (`bot.ai.finals`): the player to act
from the dice on the table (the rest of the turn followed forwards under their
level's policy, then the successors' stored distributions), the others from their
turn-start states. Then P(i wins) = Σ_x P(R_i = x) Π_{j≠i} P(T_j + R_j ≤ T_i + x):
a tie at the top is a win for each tied player, as the results count it.

Generala's served Generala (five alike on a turn's first roll, its box not scratched)
ends the game at once; each turn still to be played is taken to serve one with
probability 1/1296 (its box not yet scratched by then is assumed), the first one to
come winning, else the scores decide.

5000 (`fivek_chances`): head to head, the exact win-probability table; with more
players, each player's number of turns still needed to reach 5000 (`bot.ai.fivek`).

Pure and synchronous: the table layer runs it in a worker thread, never on a board's
path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from bot.ai.boxmodel import BoxModel
from bot.ai.dice import canonical
from bot.ai.easy import EASY_STOP
from bot.ai.finals import LEVELS as KNOT_LEVELS
from bot.ai.finals import (
    POLICY,
    Finals,
    easy_keeps,
    easy_pars,
    loaded_finals,
    outcome_shape,
    table_level,
)
from bot.rules import BaseGame, BoxGame, FiveThousandGame

#: chance that a turn's first roll is five alike
SERVED = 6 / 6**5

#: the level a seat's chances assume for a human
HUMAN = "optimal"


@dataclass(frozen=True)
class Futures:
    """What the chances of a box game read: each player's points to come and total."""

    pmfs: np.ndarray  # (players, S)
    totals: np.ndarray  # (players,) int64


def player_state(model: BoxModel, game: BoxGame, player: str) -> tuple[int, int, int]:
    """(open-box mask, capped upper total, special flag) of any player's card."""
    card = game.scores(player)
    mask = sum(1 << b for b, box in enumerate(model.boxes) if box not in card)
    upper = 0
    if model.has_bonus and mask & model.upper_mask:
        upper = min(model.cap, game.upper_total(player))
    flag = 0
    if model.special is not None:
        flag = int(card.get(model.boxes[model.special], 0) == model.special_points)
    return mask, upper, flag


def flat_index(model: BoxModel, state: tuple[int, int, int]) -> int:
    mask, upper, flag = state
    return (mask * model.u_dim + upper) * model.f_dim + flag


def turn_weights(model: BoxModel, exact: np.ndarray, game: BoxGame, player: str,
                 level: str, start: np.ndarray | None = None) -> np.ndarray:
    """w[box, points, extra Yacht]: how `player`'s turn ends from the dice on the table
    (or from its start) under `level`'s play (`exact`: the solver's table); `start`:
    the distribution (internal roll order) of the current player's roll about to land
    instead, the turn's outcomes averaged over it."""
    from bot.ai.finals import policy_values
    from bot.ai.kernels import turn_weights_from
    from bot.ai.solver import TURN, kernel_game
    from bot.ai.turn import internal_roll_index

    values = policy_values(model, table_level(level), exact)
    state = player_state(model, game, player)
    stage = 1
    if start is not None and player == game.current_player:
        stage = game.roll_number + 1
    else:
        start = TURN.probs.copy()
        if player == game.current_player and game.dice:
            stage = game.roll_number
            start[:] = 0.0
            start[internal_roll_index(canonical(game.dice))] = 1.0
    w = np.empty(outcome_shape(model))
    turn_weights_from(*state, stage, start, POLICY[table_level(level)], values.reshape(-1),
                      kernel_game(model), TURN, easy_pars(model), easy_keeps(),
                      float(EASY_STOP), w)
    return w


def points_to_come(model: BoxModel, exact: np.ndarray, finals: Finals, game: BoxGame,
                   player: str, level: str, *, turn: bool,
                   start: np.ndarray | None = None) -> np.ndarray:
    """The distribution of `player`'s points still to come (length `finals.size`): the
    rest of their turn followed forwards when `turn` (the player to act; `start`: from
    a roll about to land), else their state's stored distribution."""
    from bot.ai.kernels import expand, mixture
    from bot.ai.solver import kernel_game

    out = np.empty(finals.size)
    state = player_state(model, game, player)
    if not state[0]:
        out[:] = 0.0
        out[0] = 1.0
        return out
    if not turn:
        expand(finals.codes[finals.rows[flat_index(model, state)]], KNOT_LEVELS, out)
        return out
    w = turn_weights(model, exact, game, player, level, start)
    mixture(*state, w, kernel_game(model), finals.rows, finals.codes, KNOT_LEVELS, out)
    return out


def futures(game: BoxGame, levels: Mapping[str, str],
            start: np.ndarray | None = None) -> Futures | None:
    """Every player's distribution of points to come and total (None until every level's
    tables are loaded); `start`: the current player's roll about to land."""
    from bot.ai.boxpolicy import model_for
    from bot.ai.tables import loaded_table

    model = model_for(game.kind, game.options)
    exact = loaded_table(game.kind, game.options)
    if exact is None:
        return None
    tables: dict[str, Finals | None] = {}
    rows = []
    for player in game.players:
        level = table_level(levels.get(player, HUMAN))
        if level not in tables:
            tables[level] = loaded_finals(game.kind, game.options, level)
        finals = tables[level]
        if finals is None:
            return None
        rows.append(points_to_come(model, exact, finals, game, player, level,
                                   turn=player == game.current_player, start=start))
    totals = game.totals
    return Futures(np.array(rows), np.array([totals[p] for p in game.players],
                                            dtype=np.int64))


def served_odds(game: BoxGame, behind: bool | None = None
                ) -> tuple[np.ndarray, float] | None:
    """(chance each player ends the game with a served Generala first, chance none does),
    or None when the rules have no instant win. `behind`: whether the turn's first roll
    is behind it (default: whether dice are on the table)."""
    variant = game.variant
    option = variant.served_win_option
    if option is None or not game.options.get(option):
        return None
    players = list(game.players)
    n = len(players)
    me = players.index(game.current_player)
    turns_left = [len(game.open_boxes(p)) for p in players]
    live = [game.scores(p).get(variant.special_box or "") != 0 for p in players]
    first = np.zeros(n)
    none = 1.0
    # the order in which the turns still to come are played, from the player to act
    if game.dice if behind is None else behind:
        turns_left[me] -= 1  # this turn's first roll is behind it
        order = [(me + k) % n for k in range(1, n + 1)]
    else:
        order = [(me + k) % n for k in range(n)]
    for _ in range(max(turns_left) + 1):
        for i in order:
            if turns_left[i] > 0:
                turns_left[i] -= 1
                if live[i]:
                    first[i] += none * SERVED
                    none *= 1.0 - SERVED
    return first, none


def box_chances(game: BoxGame, levels: Mapping[str, str],
                start: np.ndarray | None = None) -> tuple[float, ...] | None:
    """Each player's chance to finish first, in seat order; None until the tables are in.

    `levels`: seat key -> computer level (humans are absent: they play `HUMAN`).
    `start`: the distribution (internal roll order) of the current player's roll about
    to land: the chances averaged over it (a review's expectation of a roll)."""
    from bot.ai.kernels import chances

    if game.is_over:
        return tuple(1.0 if p in game.winners else 0.0 for p in game.players)
    found = futures(game, levels, start)
    if found is None:
        return None
    out = np.empty(len(game.players))
    chances(found.pmfs, found.totals, out)
    served = served_odds(game)
    if served is not None:
        first, none = served
        out = first + none * out
    return tuple(float(v) for v in out)


def win_chances(game: BaseGame, levels: Mapping[str, str]) -> tuple[float, ...] | None:
    """Each player's chance to finish first (seat order), or None while the tables it
    needs are not loaded (the board then shows without them)."""
    if isinstance(game, BoxGame):
        return box_chances(game, levels)
    if isinstance(game, FiveThousandGame):
        from bot.ai.fivek import fivek_chances

        return fivek_chances(game, levels)
    return None
