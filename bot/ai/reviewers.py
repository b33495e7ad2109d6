"""What a review needs to know of each family of games (`bot.ai.review` runs the replay).

A family's policy hands out its reviewer (`Policy.reviewer`): how a player's value
starts, how a decision point is advised and labelled, what the dice did, and what
the game did to a player outside their own decisions. The review loop itself never
asks which game it replays.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from bot.ai.advice import box_advice, fivek_advice, turn_plan
from bot.ai.dice import canonical
from bot.ai.turn import TurnPlan
from bot.domain import Advice, Choice, Decision, DecisionType, Objective, PlayerReview
from bot.rules import BaseGame, BoxGame, FiveThousandGame


class LoggedMove(Protocol):
    """A decision of the move log (`bot.ai.movelog.LoggedMove`) as a reviewer reads it."""

    @property
    def version(self) -> int: ...
    @property
    def action(self) -> str: ...
    @property
    def held(self) -> tuple[int, ...]: ...
    @property
    def box(self) -> str | None: ...


@dataclass
class Follow:
    """One player's running value and the advice at their current decision point."""

    value: float = 0.0
    advice: Advice | None = None
    plan: TurnPlan | None = None


def plain_taken(entry: LoggedMove) -> Choice:
    """The move a player made, as a Choice without a value (to look up in an Advice)."""
    if entry.action == "score":
        return Choice("score", 0.0, box=entry.box)
    if entry.action == "bank":
        return Choice("bank", 0.0)
    return Choice("roll", 0.0)


class Reviewer(ABC):
    """A family's part of the review (docs/review.md)."""

    objective: Objective

    def game_start(self, game: BaseGame) -> float | None:
        """Every player's value before the first move (None: it starts with each turn)."""
        return None

    def turn_start(self, game: BaseGame) -> float | None:
        """The value a new turn adds to the player's expectation (None: not a new turn,
        or the family values whole games)."""
        return None

    @abstractmethod
    def advise(self, game: BaseGame, follow: Follow) -> Advice:
        """Every choice of the player to act, valued by the review's objective."""

    def taken(self, before: BaseGame, entry: LoggedMove) -> Choice:
        return plain_taken(entry)

    @abstractmethod
    def decision(self, entry: LoggedMove, before: BaseGame, taken: Choice, best: Choice,
                 cost: float) -> Decision:
        """The decision point as the review lists it."""

    def rolled(self, before: BaseGame, follow: Follow) -> None:
        """A roll is about to land (a new turn plan may be due)."""
        return None

    @abstractmethod
    def landed(self, after: BaseGame, player: str, follow: Follow) -> float:
        """The player's value once the dice landed (the advice there goes in `follow`)."""

    def table_effects(self, after: BaseGame, reviews: dict[str, PlayerReview]) -> None:
        """What a move that is not a roll did to the other players."""
        return None

    def cut_short(self, game: BaseGame, player: str) -> bool:
        """Whether the game ended before the player's last decision was played."""
        return False


class BoxReviewer(Reviewer):
    """Box games: the player's own expected final total, from the exact table."""

    objective = "final_score"

    def __init__(self, table: np.ndarray) -> None:
        self.table = table

    def game_start(self, game: BaseGame) -> float:
        from bot.ai.boxpolicy import model_for

        model = model_for(game.kind, game.options)
        return float(self.table[(1 << model.n) - 1, 0, 0])  # the value of the empty card

    def advise(self, game: BaseGame, follow: Follow) -> Advice:
        box = BoxGame.of(game)
        return box_advice(box, self.table, plan=follow.plan if box.roll_number else None)

    def taken(self, before: BaseGame, entry: LoggedMove) -> Choice:
        box = BoxGame.of(before)
        if entry.action == "roll" and box.roll_number > 0:
            return Choice("keep", 0.0, keep=canonical([box.dice[i] for i in entry.held]))
        return plain_taken(entry)

    def decision(self, entry: LoggedMove, before: BaseGame, taken: Choice, best: Choice,
                 cost: float) -> Decision:
        box = BoxGame.of(before)
        kind: DecisionType = "box" if entry.action == "score" else "hold"
        return Decision(entry.version, kind, tuple(box.dice), box.rolls_left,
                        tuple(box.open_boxes()), 0, taken, best, cost,
                        turn=len(box.scores(box.current_player)) + 1)

    def rolled(self, before: BaseGame, follow: Follow) -> None:
        from bot.ai.boxpolicy import model_for, player_state

        box = BoxGame.of(before)
        if box.roll_number == 0:
            model = model_for(box.kind, box.options)
            follow.plan = turn_plan(model, self.table, player_state(model, box))

    def landed(self, after: BaseGame, player: str, follow: Follow) -> float:
        box = BoxGame.of(after)
        if box.is_over:
            # served Generala: the solver values it like any other roll (docs/ai.md), so
            # the review values the dice as if play went on; the game's end is `ended`
            state = box._state.model_copy(deep=True)
            state.over, state.winners, state.served_win = False, [], None
            return box_advice(BoxGame(state), self.table, plan=follow.plan).best.value
        follow.advice = box_advice(box, self.table, plan=follow.plan)
        return follow.advice.best.value

    def cut_short(self, game: BaseGame, player: str) -> bool:
        # a served Generala ends the game before this card is full: the boxes never
        # played take their expected points with them
        return bool(BoxGame.of(game).open_boxes(player))


class FiveThousandReviewer(Reviewer):
    """5000: the expected points banked per turn under the expected-points policy."""

    objective = "turn_points"

    def turn_start(self, game: BaseGame) -> float | None:
        if game.dice:
            return None
        return fivek_advice(FiveThousandGame.of(game)).best.value

    def advise(self, game: BaseGame, follow: Follow) -> Advice:
        return fivek_advice(FiveThousandGame.of(game))

    def decision(self, entry: LoggedMove, before: BaseGame, taken: Choice, best: Choice,
                 cost: float) -> Decision:
        fk = FiveThousandGame.of(before)
        return Decision(entry.version, "bank", tuple(fk.dice), 0, (), fk.turn_points,
                        taken, best, cost, turn=len(fk.round_totals) + 1)

    def landed(self, after: BaseGame, player: str, follow: Follow) -> float:
        fk = FiveThousandGame.of(after)
        if fk.current_player != player or not fk.dice:
            return 0.0  # bust: the turn is over with nothing banked
        follow.advice = fivek_advice(fk)
        return follow.advice.best.value

    def table_effects(self, after: BaseGame, reviews: dict[str, PlayerReview]) -> None:
        """Gifts received and totals lost to resets, outside the players' own turns."""
        events = after.events
        for event in events:
            if event.get("type") == "gift":
                reviews[event["to"]].ended += float(event["points"])
            elif event.get("type") == "reset":
                # the total before the reset: the banker's new total, which it equalled
                banker = next(e for e in events if e.get("type") in ("bank", "gift"))
                who = banker["to"] if banker["type"] == "gift" else banker["player"]
                reviews[event["player"]].ended -= float(after.totals[who])
