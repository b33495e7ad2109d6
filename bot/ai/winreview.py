"""A review in chances of winning, at a table of several seats of a box game (issue 34).

Followed along the replay (`bot.ai.review`), for every player at once, with the two
evaluators the players see:

* on the turn of the player to act, their own chance is the to-win evaluator's
  (`bot.ai.towin`, the multi-seat hint's: the turn played to win, the optimum after);
* everyone else's, and everyone's between turns, is the board's (`bot.ai.chances`:
  each seat plays as its level plays, a human the expected-score optimum).

The terms, each worked out on its own:

* **luck of a roll** = the chance once the dice landed − its expectation before they
  did: for the roller, the kept dice's value in the to-win plan; for the others, the
  board's chances with the roller's coming roll averaged over its outcomes;
* **cost of a decision** = the best choice's chance − the chosen one's (to-win values,
  so the hint and the review never disagree);
* **the others' decisions** = a player's chance after another player's choice (a keep:
  averaged over the roll it leads to) − before it;
* **edge** = at the start of each own turn, the to-win value of the turn − the board's
  chance, which takes the turn played for points.

Then start + luck − cost + others + edge = result, up to `drift`: where a turn ends, the
to-win value of the chosen box and the board's chance of the next position are two
computations of one number (the stored distributions, interpolated in one, expanded in
the other), and nothing forces them to agree. The tests hold the sum to the result.

Generala's served Generala (an instant win), which the to-win values leave out and the
board's chances count, enters a turn's chance as first + none × the to-win value (each
turn still to come serving one with probability 1/1296, `chances.served_odds`); the
costs are the hint's differences times none.

The to-win values carry a tie-break of EPS per expected point (`kernels.EPS`): a decision
costs what the hint's ranking says (the `win` level's choices cost exactly 0), and the
tie-break is taken off the edge at a turn's start (with the optimum's expected points)
and given back in the drift at its end (under 1e-4 of a percentage point a turn).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import numpy as np

from bot.ai.kernels import EPS
from bot.domain import Advice, Choice, Decision, WinReview
from bot.rules import BoxGame
from bot.rules.base import BaseGame


def _board(game: BoxGame, levels: Mapping[str, str],
           start: np.ndarray | None = None) -> tuple[float, ...] | None:
    from bot.ai.chances import box_chances

    return box_chances(game, levels, start)


def _kept(game: BoxGame, keep: tuple[int, ...]) -> np.ndarray:
    """The distribution of the roll that holding `keep` (and rolling the rest) lands on."""
    from bot.ai.kernels import kept_rolls
    from bot.ai.solver import TURN
    from bot.ai.turn import flat_keep_index

    out = np.empty(TURN.probs.shape[0])
    kept_rolls(flat_keep_index(keep), TURN, out)
    return out


class WinLedger:
    """Every player's chance followed move by move (see the module doc)."""

    def __init__(self, game: BoxGame, levels: Mapping[str, str], exact: np.ndarray,
                 board: tuple[float, ...]) -> None:
        self.levels = dict(levels)
        self.exact = exact
        self.players = list(game.players)
        #: each player's chance as the accounting stands
        self.value = list(board)
        self.reviews = {p: WinReview(start=board[i], result=0.0)
                        for i, p in enumerate(self.players)}
        self._advice: tuple[str, Advice] | None = None

    @classmethod
    def start(cls, game: BaseGame, levels: Mapping[str, str],
              exact: np.ndarray | None) -> WinLedger | None:
        """A ledger from the game's first position; None (the review stays in points) for
        a solo game, a game without box tables, or while the chances' tables are out."""
        if not isinstance(game, BoxGame) or len(game.players) < 2 or exact is None:
            return None
        board = _board(game, levels)
        if board is None:
            return None
        if game.dice:
            # a position within a turn (a test's): the player to act's chance is the
            # to-win evaluator's from the first
            mine = list(board)
            mine[game.players.index(game.current_player)] = 0.0
            ledger = cls(game, levels, exact, tuple(mine))
            try:
                best = ledger._win(game).best.value
            except LookupError:
                return None
            ledger.value[game.players.index(game.current_player)] = best
            ledger.reviews[game.current_player].start = best
            return ledger
        return cls(game, levels, exact, board)

    # -- the to-win side ---------------------------------------------------------------

    def _win(self, game: BoxGame) -> Advice:
        """The to-win advice of the player to act (the hint's, tie-break included)."""
        from bot.ai.towin import win_advice

        key = game.to_json()
        if self._advice is not None and self._advice[0] == key:
            return self._advice[1]
        found = win_advice(game, self.levels)
        if found is None:
            raise LookupError("the chances' tables went out during a review")
        self._advice = (key, found)
        return found

    def _tie_break(self, game: BoxGame) -> float:
        """What the tie-break adds to the chance of a turn about to start: EPS per point
        the optimum expects from here (the to-win play expects a few points fewer at
        most: under 1e-4 of a percentage point)."""
        from bot.ai.advice import box_advice

        return EPS * (box_advice(game, self.exact).best.value
                      - game.totals[game.current_player])

    @staticmethod
    def _odds(game: BoxGame, i: int) -> tuple[float, float]:
        """Within player i's turn, its first roll behind it: (the chance i ends the game
        with a served Generala still to come, the chance nobody does). The to-win values
        leave the instant win out, as the hint does; the board's chances count it, so
        the review's chance on a turn is first + none × the to-win value."""
        from bot.ai.chances import served_odds

        odds = served_odds(game, behind=True)
        if odds is None:
            return 0.0, 1.0
        return float(odds[0][i]), odds[1]

    def followed(self, player: str) -> bool:
        """Whether a seat's own turns are valued to win: a human's, or a computer's that
        plays the optimum after its turn (`optimal`, `win`). Others (`easy`, `normal`)
        are valued by their level throughout, and have no review in chances."""
        from bot.ai.finals import table_level

        return table_level(self.levels.get(player, "optimal")) == "optimal"

    # -- one move ----------------------------------------------------------------------

    def step(self, before: BoxGame, taken: Choice, keep: tuple[int, ...] | None,
             after: BoxGame) -> tuple[float, Choice] | None:
        """Account one logged move: `taken` (as the points advice lists it), `keep` the
        dice held when it rolls (() on a turn's first roll, None when it scores).
        Returns (chance lost, best choice) at a decision of the player to act."""
        me = before.current_player
        i = self.players.index(me)
        rev = self.reviews[me]
        mine = self.followed(me)
        lost: tuple[float, Choice] | None = None
        if mine and (before.roll_number == 0 or not before.dice):
            start = self._win(before).best.value
            first, none = self._odds(before, i)
            rev.edge += first + none * (start - self._tie_break(before)) - self.value[i]
            rev.drift += none * self._tie_break(before)  # given back where the turn ends
            self.value[i] = first + none * start
        elif mine:
            advice = self._win(before)
            chosen = advice.find(taken)
            first, none = self._odds(before, i)
            cost = none * (advice.best.value - chosen.value)
            rev.lost += cost
            self.value[i] = first + none * chosen.value
            lost = (cost, advice.best)
        # the others see the move as the board does (and so does a seat not followed)
        others = [j for j in range(len(self.players)) if j != i or not mine]
        if keep is not None:
            expected = _board(before, self.levels, _kept(before, keep))
            if expected is None:
                raise LookupError("the chances' tables went out during a review")
            for j in others:
                self.reviews[self.players[j]].others += expected[j] - self.value[j]
                self.value[j] = expected[j]
        landed = self._landed(after)
        if keep is not None:
            if mine:
                if after.is_over or after.current_player != me:
                    now = landed[i]
                else:
                    first, none = self._odds(after, i)
                    now = first + none * self._win(after).best.value
                rev.luck_own += now - self.value[i]
                self.value[i] = now
            for j in others:
                self.reviews[self.players[j]].luck_others += landed[j] - self.value[j]
                self.value[j] = landed[j]
        else:
            if mine:
                rev.drift += landed[i] - self.value[i]
                self.value[i] = landed[i]
            for j in others:
                self.reviews[self.players[j]].others += landed[j] - self.value[j]
                self.value[j] = landed[j]
        if after.is_over:
            for p in self.players:
                self.reviews[p].result = 1.0 if p in after.winners else 0.0
        return lost

    def _landed(self, after: BoxGame) -> tuple[float, ...]:
        found = _board(after, self.levels)
        if found is None:
            raise LookupError("the chances' tables went out during a review")
        return found


def with_wins(decision: Decision, lost: tuple[float, Choice] | None) -> Decision:
    """The points review's decision with its cost in chances beside."""
    if lost is None:
        return decision
    return replace(decision, win_cost=max(0.0, lost[0]), win_best=lost[1])
