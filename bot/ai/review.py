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

The loop below is the same for every game; each family's part (its objective, how a
value starts, what the dice did) is its policy's reviewer (`bot.ai.reviewers`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from bot.ai.movelog import LoggedMove, ReplayError, replay, same_play
from bot.ai.policies import policy_of
from bot.ai.reviewers import Follow
from bot.domain import (
    DECISION_TYPES,
    OPTIMAL_WITHIN,
    THRESHOLDS,
    Decision,
    DecisionType,
    PlayerReview,
)
from bot.rules import BoxGame, create_game
from bot.rules.base import BaseGame

__all__ = [
    "DECISION_TYPES", "OPTIMAL_WITHIN", "THRESHOLDS", "Decision", "DecisionType",
    "PlayerReview", "review_game",
]


def review_game(kind: str, options: dict[str, Any], players: Sequence[str],
                log: Iterable[LoggedMove], table: np.ndarray | None, *,
                ends_as: BaseGame | None = None,
                levels: Mapping[str, str] | None = None) -> dict[str, PlayerReview]:
    """Each player's review. Box games need the exact `table`; 5000 needs none.

    `ends_as`: the stored game the log must reproduce (ReplayError otherwise), checked
    on the review's own replay rather than on a second one before it. `levels` (seat
    key -> computer level): a box game of several seats is reviewed in chances of
    winning too (`bot.ai.winreview`), once the chances' tables are loaded."""
    from bot.ai.winreview import WinLedger, with_wins

    reviewer = policy_of(kind).reviewer(table)
    reviews = {q: PlayerReview(q, kind, reviewer.objective, 0) for q in players}
    follow = {q: Follow() for q in players}
    last: BaseGame | None = None
    ledger: WinLedger | None = None
    for entry, before, after in replay(kind, options, players, log):
        if last is None:
            start = reviewer.game_start(before)
            if start is not None:
                for q in players:
                    reviews[q].expected = follow[q].value = start
            if levels is not None:
                ledger = WinLedger.start(before, levels, table)
        p = entry.player
        rev, fol = reviews[p], follow[p]
        fresh = reviewer.turn_start(before)
        if fresh is not None:
            # a new turn: its expected points join the expectation
            fol.value = fresh
            rev.expected += fol.value
        advice = fol.advice if fol.advice is not None and before.dice else reviewer.advise(
            before, fol)
        taken = advice.find(reviewer.taken(before, entry))
        loss = advice.best.value - taken.value
        lost_wins = None
        if ledger is not None:
            try:
                lost_wins = ledger.step(BoxGame.of(before), taken, _held(entry, before),
                                        BoxGame.of(after))
            except LookupError:
                ledger = None
        if advice.is_decision:
            decision = with_wins(reviewer.decision(entry, before, taken, advice.best,
                                                   max(0.0, loss)), lost_wins)
            rev.lost += loss
            rev.lost_by_type[decision.type] += loss
            rev.decisions.append(decision)
            if entry.by == "timeout":
                rev.auto_decisions += 1
        # the value the player is left with: the chosen move's (telescopes exactly)
        fol.value -= loss if advice.is_decision else 0.0
        fol.advice = None
        if entry.action == "roll":
            reviewer.rolled(before, fol)
            landed = reviewer.landed(after, p, fol)
            rev.luck += landed - fol.value
            fol.value = landed
        else:
            reviewer.table_effects(after, reviews)
        last = after
    if ends_as is not None and not same_play(
            last or create_game(kind, list(players), options), ends_as):
        raise ReplayError("the log does not reproduce the stored game")
    if last is not None:
        for q, rev in reviews.items():
            rev.final = int(last.totals[q])
            if reviewer.cut_short(last, q):
                rev.ended = rev.final - follow[q].value
            if ledger is not None and last.is_over and ledger.followed(q):
                rev.wins = ledger.reviews[q]
    return reviews


def _held(entry: LoggedMove, before: BaseGame) -> tuple[int, ...] | None:
    """The dice a roll holds (none on a turn's first roll); None when the move scores."""
    if entry.action != "roll":
        return None
    return tuple(sorted(before.dice[i] for i in entry.held)) if before.dice else ()
