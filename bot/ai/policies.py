"""Computer policies per family of games, found from the game's rules variant.

A policy knows how its family's moves are chosen at each level, how a move is
played through the rules engine, which exact table `optimal` plays from, and how
hints and reviews value decisions. `policy_of(kind)` finds it by the family of the
game's variant (`bot.rules`), so the AI depends on the rules only, never on the
application's registry of kinds.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from bot.ai.moves import Move
from bot.domain import Advice
from bot.rules import BaseGame, BoxGame, FiveThousandGame, RuleError, find_variant

if TYPE_CHECKING:
    import numpy as np

    from bot.ai.reviewers import Reviewer

Progress = Callable[[int, int], None]


class Policy(ABC):
    """What a family of games offers its computer seats, hints and reviews."""

    #: whether hints and reviews read the exact table (else they need no table)
    advice_table: bool = False

    @abstractmethod
    def choose(self, game: BaseGame, level: str, levels: Mapping[str, str]) -> Move:
        """The move at `level` (one of LEVELS; `levels`: the other computer seats'); may
        raise (the caller falls back)."""

    @abstractmethod
    def easy(self, game: BaseGame) -> Move:
        """A simple legal move: the fallback when a stronger policy fails."""

    @abstractmethod
    def apply(self, game: BaseGame, move: Move) -> Any:
        """Play `move` through the rules engine (RuleError when refused)."""

    @abstractmethod
    def uses_table(self, players: int) -> bool:
        """Whether `optimal` plays from a precomputed table at this table size."""

    @abstractmethod
    def compute_table(self, kind: str, options: dict[str, Any],
                      progress: Progress | None) -> np.ndarray:
        """Solve the table of `kind` under these options from scratch."""

    def advise(self, game: BaseGame, values: np.ndarray | None,
               levels: Mapping[str, str] | None = None) -> Advice:
        """Every legal decision of the player to act, ranked (bot.ai.advice); `levels`:
        the table's computer seats, for advice in chances of winning."""
        raise NotImplementedError(f"no hints for {game.kind}")

    def reviewer(self, table: np.ndarray | None) -> Reviewer:
        """How a finished game of this family is reviewed (bot.ai.review)."""
        raise NotImplementedError("no reviews for this family")


class BoxPolicy(Policy):
    """Yacht-family games: the exact DP table, the fitted heuristic, the easy rules."""

    advice_table = True

    def choose(self, game: BaseGame, level: str, levels: Mapping[str, str]) -> Move:
        """`win` with two seats or more plays for the win once its tables are in (until
        then, and alone, it plays as `optimal`)."""
        from bot.ai.boxpolicy import decide, model_for
        from bot.ai.tables import loaded_table

        box = BoxGame.of(game)
        if level == "easy":
            return self.easy(box)
        if level == "win" and len(box.players) > 1:
            from bot.ai.towin import win_move

            move = win_move(box, levels)
            if move is not None:
                return move
        model = model_for(box.kind, box.options)
        values = loaded_table(box.kind, box.options) if level in ("optimal", "win") else None
        if values is None:
            from bot.ai.heuristic import heuristic_values

            values = heuristic_values(model)
        return decide(model, values, box)

    def easy(self, game: BaseGame) -> Move:
        from bot.ai.easy import easy_box_move

        return easy_box_move(BoxGame.of(game))

    def apply(self, game: BaseGame, move: Move) -> Any:
        box = BoxGame.of(game)
        if move.action == "roll":
            return box.roll(held=move.held)
        if move.action == "score":
            return box.score(move.box or "")
        raise RuleError("unknown_action", action=move.action)

    def uses_table(self, players: int) -> bool:
        return True

    def compute_table(self, kind: str, options: dict[str, Any],
                      progress: Progress | None) -> np.ndarray:
        from bot.ai.boxpolicy import model_for
        from bot.ai.solver import solve
        from bot.rules import resolve_options

        return solve(model_for(kind, resolve_options(kind, options)), progress)

    def advise(self, game: BaseGame, values: np.ndarray | None,
               levels: Mapping[str, str] | None = None) -> Advice:
        """With two seats or more (`levels` given) in chances of winning, the `win`
        level's evaluator, once its tables are in; else exact with the loaded table;
        else the `normal` level's heuristic values (`exact=False`)."""
        from bot.ai.advice import box_advice

        box = BoxGame.of(game)
        if levels is not None and len(box.players) > 1 and values is not None:
            from bot.ai.towin import win_advice

            found = win_advice(box, levels)
            if found is not None:
                return found
        if values is None:
            from bot.ai.boxpolicy import model_for
            from bot.ai.heuristic import heuristic_values

            return box_advice(box, heuristic_values(model_for(box.kind, box.options)),
                              exact=False)
        return box_advice(box, values)

    def reviewer(self, table: np.ndarray | None) -> Reviewer:
        from bot.ai.reviewers import BoxReviewer

        if table is None:
            raise ValueError("a box-game review needs the exact table")
        return BoxReviewer(table)


class FiveThousandPolicy(Policy):
    """5000: expected points for any table, win probability head to head."""

    def choose(self, game: BaseGame, level: str, levels: Mapping[str, str]) -> Move:
        """`win` plays as `optimal`: head to head that already maximises the win."""
        from bot.ai import fivek
        from bot.ai.tables import loaded_table

        fk = FiveThousandGame.of(game)
        if level == "easy":
            return self.easy(fk)
        if level in ("optimal", "win") and self.uses_table(len(fk.players)):
            table = loaded_table(fk.kind, {})
            if table is not None:
                return fivek.win_move(fk, table)
        return fivek.points_move(fk)

    def easy(self, game: BaseGame) -> Move:
        from bot.ai.easy import easy_5000_move

        return easy_5000_move(FiveThousandGame.of(game))

    def apply(self, game: BaseGame, move: Move) -> Any:
        fk = FiveThousandGame.of(game)
        if move.action == "roll":
            return fk.roll()
        if move.action == "bank":
            return fk.bank()
        raise RuleError("unknown_action", action=move.action)

    def uses_table(self, players: int) -> bool:
        return players == 2

    def compute_table(self, kind: str, options: dict[str, Any],
                      progress: Progress | None) -> np.ndarray:
        from bot.ai.fivek import win_table

        return win_table(progress=progress)

    def advise(self, game: BaseGame, values: np.ndarray | None,
               levels: Mapping[str, str] | None = None) -> Advice:
        """In expected points banked this turn; 5000 needs no table."""
        from bot.ai.advice import fivek_advice

        return fivek_advice(FiveThousandGame.of(game))

    def reviewer(self, table: np.ndarray | None) -> Reviewer:
        from bot.ai.reviewers import FiveThousandReviewer

        return FiveThousandReviewer()


#: family (`BaseGame.family`) -> its policy
POLICIES: dict[str, Policy] = {
    BoxGame.family: BoxPolicy(),
    FiveThousandGame.family: FiveThousandPolicy(),
}


def register_policy(family: str, policy: Policy) -> None:
    """Play the games of a new family with `policy` (the tests' extra games)."""
    POLICIES[family] = policy


def policy_of(kind: str) -> Policy:
    """The policy of a registered game (RuleError("unknown_game") for others)."""
    family = find_variant(kind).family
    policy = POLICIES.get(family)
    if policy is None:
        raise LookupError(f"no computer policy for the family {family!r} of {kind!r}")
    return policy


def apply_move(game: BaseGame, move: Move) -> Any:
    """Play `move` through the rules engine (RuleError when it is refused)."""
    return policy_of(game.kind).apply(game, move)


def _no_dice(count: int) -> list[int]:
    return [1] * count


def is_legal(game: BaseGame, move: Move) -> bool:
    """Whether the rules engine accepts `move` now (tried on a copy with dummy dice)."""
    try:
        apply_move(game.copy(roller=_no_dice), move)
    except RuleError:
        return False
    return True


def advise(game: BaseGame, values: np.ndarray | None,
           levels: Mapping[str, str] | None = None) -> Advice:
    """Advice for the player to act: exact when `values` (the loaded table) is given;
    without it box games fall back to the `normal` level's heuristic (`exact=False`).
    `levels` (the computer seats' levels, a human absent): at a table of several seats
    a box game's advice is in chances of winning, once their tables are in."""
    return policy_of(game.kind).advise(game, values, levels)
