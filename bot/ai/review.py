"""Post-game review from the move log: what each decision cost, and what the dice did.

Pure (no Discord, no I/O); CPU-bound, so the app runs it in a worker thread. The
game is replayed through the rules engine and every player's expected value is
followed along their own moves (docs/review.md):

* at each decision, `lost` = value of the best choice − value of the choice made
  (both from `bot.ai.advice`, so hint and review never disagree);
* at each roll, `luck` = value after the dice landed − value before the roll;
* so, exactly (up to float rounding), for every player

      final score = expected + luck − lost + ended

  where `expected` is the expected score at the start under optimal play and
  `ended` is what the game itself did to the player outside their decisions and
  dice: 0 in a box game that is played to the end; when a served Generala ends
  the game, the expected points of the boxes that will never be played (the solver
  values a served Generala like any other roll, docs/ai.md); in 5000 the points
  received as gifts minus the totals lost to resets.

Box games use the solitaire objective: the player's own expected final total. In
5000 the objective is the expected-points policy's: expected points banked per
turn, so `expected` is the sum over the player's turns of a fresh turn's value
(given their total and entry at the time).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from bot.ai.advice import Advice, Choice, advise, box_advice, taken_choice, turn_plan
from bot.ai.turn import TurnPlan
from bot.movelog import LoggedMove, replay
from bot.rules import BoxGame, FiveThousandGame, create_game
from bot.rules.base import BaseGame

DecisionType = Literal["hold", "box", "bank"]
DECISION_TYPES: tuple[DecisionType, ...] = ("hold", "box", "bank")
#: a choice within this many points of the best counts as the best (float noise)
OPTIMAL_WITHIN = 1e-6
#: cost thresholds of the labels in the review, per objective: points of expected final
#: score (box games), points banked in the turn (5000: a turn moves in steps of 50)
THRESHOLDS: dict[str, tuple[float, float]] = {"final_score": (2.0, 10.0),
                                              "turn_points": (50.0, 200.0)}


@dataclass(frozen=True)
class Decision:
    """One decision point where the choices were not all worth the same."""

    version: int
    type: DecisionType
    dice: tuple[int, ...]
    rolls_left: int
    open_boxes: tuple[str, ...]
    turn_points: int
    taken: Choice
    best: Choice
    cost: float


@dataclass
class PlayerReview:
    player: str
    kind: str
    objective: str
    final: int
    expected: float = 0.0
    lost: float = 0.0
    luck: float = 0.0
    ended: float = 0.0
    lost_by_type: dict[str, float] = field(default_factory=lambda: dict.fromkeys(
        DECISION_TYPES, 0.0))
    decisions: list[Decision] = field(default_factory=list)
    #: a decision made for the player: a timed-out turn played by the easy level
    auto_decisions: int = 0

    @property
    def accuracy(self) -> float | None:
        """Percentage of real decisions where the best choice was made (None: no decision)."""
        if not self.decisions:
            return None
        best = sum(1 for d in self.decisions if d.cost <= OPTIMAL_WITHIN)
        return 100.0 * best / len(self.decisions)

    @property
    def mistakes(self) -> int:
        mistake, blunder = THRESHOLDS[self.objective]
        return sum(1 for d in self.decisions if mistake <= d.cost < blunder)

    @property
    def blunders(self) -> int:
        return sum(1 for d in self.decisions if d.cost >= THRESHOLDS[self.objective][1])

    def costliest(self, count: int = 3) -> list[Decision]:
        worst = sorted((d for d in self.decisions if d.cost > OPTIMAL_WITHIN),
                       key=lambda d: (-d.cost, d.version))
        return worst[:count]

    @property
    def balance(self) -> float:
        """expected + luck − lost + ended: equals `final` (the test checks it)."""
        return self.expected + self.luck - self.lost + self.ended


@dataclass
class _Follow:
    """One player's running value and the advice at their current decision point."""

    value: float = 0.0
    advice: Advice | None = None
    plan: TurnPlan | None = None


def review_game(kind: str, options: dict[str, Any], players: Sequence[str],
                log: Sequence[LoggedMove], table: np.ndarray | None) -> dict[str, PlayerReview]:
    """Each player's review. Box games need the exact `table`; 5000 needs none."""
    from bot.ai.boxpolicy import model_for, player_state

    box_game = isinstance(create_game(kind, list(players), options), BoxGame)
    if box_game and table is None:
        raise ValueError("a box-game review needs the exact table")
    objective = "final_score" if box_game else "turn_points"
    reviews = {q: PlayerReview(q, kind, objective, 0) for q in players}
    follow = {q: _Follow() for q in players}
    last: BaseGame | None = None
    for entry, before, after in replay(kind, options, players, log):
        if last is None and isinstance(before, BoxGame):
            assert table is not None
            model = model_for(kind, before.options)
            for q in players:  # fresh cards: the value of the empty card
                reviews[q].expected = follow[q].value = float(table[(1 << model.n) - 1, 0, 0])
        p = entry.player
        rev, fol = reviews[p], follow[p]
        if isinstance(before, FiveThousandGame) and not before.dice:
            # a new turn: its expected banked points join the expectation
            fol.value = advise(before, None).best.value
            rev.expected += fol.value
        advice = fol.advice if fol.advice is not None and before.dice else _advise(before, table,
                                                                                    fol)
        taken = advice.find(taken_choice(before, entry.action, entry.held, entry.box))
        loss = advice.best.value - taken.value
        if advice.is_decision:
            dtype = _type_of(entry, before)
            rev.lost += loss
            rev.lost_by_type[dtype] += loss
            rev.decisions.append(_decision(entry, before, dtype, taken, advice.best,
                                           max(0.0, loss)))
            if entry.by == "timeout":
                rev.auto_decisions += 1
        # the value the player is left with: the chosen move's (telescopes exactly)
        fol.value -= loss if advice.is_decision else 0.0
        fol.advice = None
        if entry.action == "roll":
            if isinstance(before, BoxGame) and before.roll_number == 0:
                assert table is not None
                model = model_for(kind, before.options)
                fol.plan = turn_plan(model, table, player_state(model, before))
            landed = _landed(after, p, table, fol)
            rev.luck += landed - fol.value
            fol.value = landed
        elif isinstance(after, FiveThousandGame):
            _table_effects(after, reviews)
        last = after
    if last is not None:
        for q, rev in reviews.items():
            rev.final = int(last.totals[q])
            if isinstance(last, BoxGame) and last.open_boxes(q):
                # the game ended before this card was full (a served Generala): the
                # boxes never played take their expected points with them
                rev.ended = rev.final - follow[q].value
    return reviews


def _advise(game: BaseGame, table: np.ndarray | None, fol: _Follow) -> Advice:
    if isinstance(game, BoxGame):
        assert table is not None
        return box_advice(game, table, plan=fol.plan if game.roll_number else None)
    return advise(game, None)


def _landed(after: BaseGame, player: str, table: np.ndarray | None, fol: _Follow) -> float:
    """The player's value once the dice landed; the advice there is kept for their next move."""
    if isinstance(after, FiveThousandGame):
        if after.current_player != player or not after.dice:
            return 0.0  # bust: the turn is over with nothing banked
        fol.advice = advise(after, None)
        return fol.advice.best.value
    assert table is not None and isinstance(after, BoxGame)
    if after.is_over:
        # served Generala: the solver values it like any other roll (docs/ai.md), so
        # the review values the dice as if play went on; the game's end is `ended`
        state = after._state.model_copy(deep=True)
        state.over, state.winners, state.served_win = False, [], None
        return box_advice(BoxGame(state), table, plan=fol.plan).best.value
    fol.advice = box_advice(after, table, plan=fol.plan)
    return fol.advice.best.value


def _table_effects(after: FiveThousandGame, reviews: dict[str, PlayerReview]) -> None:
    """5000: gifts received and totals lost to resets, outside the players' own turns."""
    for event in after.events:
        if event.get("type") == "gift":
            reviews[event["to"]].ended += float(event["points"])
        elif event.get("type") == "reset":
            # the total before the reset: the banker's new total, which it equalled
            banker = next(e for e in after.events if e.get("type") in ("bank", "gift"))
            who = banker["to"] if banker["type"] == "gift" else banker["player"]
            reviews[event["player"]].ended -= float(after.totals[who])


def _type_of(entry: LoggedMove, before: BaseGame) -> DecisionType:
    if isinstance(before, FiveThousandGame):
        return "bank"
    return "box" if entry.action == "score" else "hold"


def _decision(entry: LoggedMove, before: BaseGame, dtype: DecisionType, taken: Choice,
              best: Choice, cost: float) -> Decision:
    if isinstance(before, BoxGame):
        return Decision(entry.version, dtype, tuple(before.dice), before.rolls_left,
                        tuple(before.open_boxes()), 0, taken, best, cost)
    assert isinstance(before, FiveThousandGame)
    return Decision(entry.version, dtype, tuple(before.dice), 0, (), before.turn_points,
                    taken, best, cost)
