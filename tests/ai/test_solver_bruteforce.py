"""The vectorised solver against a direct recursion over dice outcomes.

The brute force shares nothing with the solver but the rules' scoring helpers:
it enumerates holds as index subsets of the actual dice, rerolls as multisets
with their probabilities, and asks `legal_boxes` (not the solver's joker code)
which boxes may be filled.
"""

from __future__ import annotations

import itertools
import random
from functools import cache

import numpy as np
import pytest

from bot.ai.boxmodel import build_model, upper_reachable
from bot.ai.dice import multiset_probability
from bot.ai.solver import solve
from bot.rules.scoring import box_points, is_five_of_a_kind, legal_boxes

CASES = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True}),
    ("yacht", {"full_house": "sum", "yacht_bonus": True}),
    ("classic", {"four_of_a_kind": "sum"}),
    ("generala", {}),
    ("generala", {"straight": "ace_as_two", "served_bonus": 10, "generala_points": 60}),
]


def _rerolls(n: int) -> list[tuple[tuple[int, ...], float]]:
    return [(m, multiset_probability(m))
            for m in itertools.combinations_with_replacement(range(1, 7), n)]


def brute_value(model, mask: int, upper: int, flag: int) -> float:
    """Expected future points from a turn-start state, by plain recursion."""
    kind, opts = model.kind, model.options
    upper_boxes = {b for b in range(model.n) if model.upper_face[b]}

    @cache
    def state_value(mask: int, upper: int, flag: int) -> float:
        if mask == 0:
            return 0.0
        card = {box: 0 for b, box in enumerate(model.boxes) if not mask >> b & 1}
        if model.special is not None and not mask >> model.special & 1:
            card[model.boxes[model.special]] = model.special_points if flag else 0

        @cache
        def stop(dice: tuple[int, ...], first: bool) -> float:
            best = -np.inf
            for box in legal_boxes(kind, opts, dice, card):
                b = model.boxes.index(box)
                pts = box_points(kind, opts, box, dice, card=card, first_roll=first)
                gain, u, f = float(pts), upper, flag
                if b in upper_boxes and model.has_bonus:
                    u = min(63, upper + pts)
                    gain += 35 if upper < 63 <= u else 0
                if b == model.special:
                    f = int(pts == model.special_points)
                nxt = mask & ~(1 << b)
                if not (model.has_bonus and nxt & model.upper_mask):
                    u = 0
                best = max(best, gain + state_value(nxt, u, f))
            if (model.joker and card.get("yacht") == 50 and is_five_of_a_kind(dice)):
                best += 100
            return best

        @cache
        def hold(kept: tuple[int, ...], rolls_left: int) -> float:
            return sum(p * after_roll(tuple(sorted(kept + m)), rolls_left, False)
                       for m, p in _rerolls(5 - len(kept)))

        @cache
        def after_roll(dice: tuple[int, ...], rolls_left: int, first: bool) -> float:
            best = stop(dice, first)
            if rolls_left:
                for held in itertools.product((0, 1), repeat=5):
                    kept = tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))
                    best = max(best, hold(kept, rolls_left - 1))
            return best

        return sum(p * after_roll(m, 2, True) for m, p in _rerolls(5))

    return state_value(mask, upper, flag)


@pytest.mark.parametrize(("kind", "options"), CASES)
def test_solver_matches_brute_force_on_one_and_two_open_boxes(kind, options):
    model = build_model(kind, options)
    values = solve(model, max_open=2)
    reach = upper_reachable(model) if model.has_bonus else {}
    rng = random.Random(7)
    masks = [m for m in range(1, 1 << model.n) if m.bit_count() <= 2]
    for mask in [*rng.sample(masks, 2), 1 << rng.randrange(model.n)]:
        if model.has_bonus and mask & model.upper_mask:
            uppers = [int(u) for u in np.flatnonzero(reach[model.upper_mask & ~mask])]
            uppers = sorted({rng.choice(uppers), uppers[-1]})
        else:
            uppers = [0]
        special_filled = model.special is not None and not mask >> model.special & 1
        for upper in uppers:
            for flag in (0, 1) if special_filled else (0,):
                expected = brute_value(model, mask, upper, flag)
                assert values[mask, upper, flag] == pytest.approx(expected, abs=1e-9)
