"""The SD pass against a direct recursion carrying (mean, E[R²]) over dice outcomes."""

from __future__ import annotations

import itertools
import random
from functools import cache

import numpy as np
import pytest

from bot.ai.boxmodel import build_model, upper_reachable
from bot.ai.dice import multiset_probability
from bot.ai.moments import second_moments
from bot.ai.solver import solve
from bot.rules.scoring import box_points, is_five_of_a_kind, legal_boxes

CASES = [
    ("yacht", {}),
    ("yacht", {"yacht_bonus": True}),
    ("generala", {"straight": "ace_as_two", "served_bonus": 10}),
]


def _rerolls(n: int):
    return [(m, multiset_probability(m))
            for m in itertools.combinations_with_replacement(range(1, 7), n)]


def _mix(pairs):
    """Probability-weighted (mean, E²) of (p, (mean, E²)) pairs."""
    return (sum(p * m for p, (m, _) in pairs), sum(p * s for p, (_, s) in pairs))


def brute_moments(model, mask: int, upper: int, flag: int) -> tuple[float, float]:
    """(E[R], E[R²]) of the points to come under the mean-maximising policy."""
    kind, opts = model.kind, model.options

    def best(options):
        out = options[0]
        for o in options[1:]:
            if o[0] > out[0] + 1e-9:
                out = o
        return out

    @cache
    def state(mask: int, upper: int, flag: int) -> tuple[float, float]:
        if mask == 0:
            return 0.0, 0.0
        card = {box: 0 for b, box in enumerate(model.boxes) if not mask >> b & 1}
        if model.special is not None and not mask >> model.special & 1:
            card[model.boxes[model.special]] = model.special_points if flag else 0

        @cache
        def stop(dice, first):
            options = []
            extra = 100 if (model.joker and card.get("yacht") == 50
                            and is_five_of_a_kind(dice)) else 0
            for box in legal_boxes(kind, opts, dice, card):
                b = model.boxes.index(box)
                g = float(box_points(kind, opts, box, dice, card=card, first_roll=first))
                u, f = upper, flag
                if model.upper_face[b] and model.has_bonus:
                    u = min(63, upper + int(g))
                    g += 35 if upper < 63 <= u else 0
                if b == model.special:
                    f = int(g == model.special_points)
                nxt = mask & ~(1 << b)
                if not (model.has_bonus and nxt & model.upper_mask):
                    u = 0
                g += extra
                m, s = state(nxt, u, f)
                options.append((g + m, g * g + 2 * g * m + s))
            return best(options)

        @cache
        def hold(kept, rolls_left):
            return _mix([(p, after(tuple(sorted(kept + m)), rolls_left, False))
                         for m, p in _rerolls(5 - len(kept))])

        @cache
        def after(dice, rolls_left, first):
            options = [stop(dice, first)]
            if rolls_left:
                kept_all = {tuple(sorted(d for d, h in zip(dice, held, strict=True) if h))
                            for held in itertools.product((0, 1), repeat=5)}
                options += [hold(k, rolls_left - 1) for k in sorted(kept_all)]
            return best(options)

        return _mix([(p, after(m, 2, True)) for m, p in _rerolls(5)])

    return state(mask, upper, flag)


@pytest.mark.parametrize(("kind", "options"), CASES)
def test_second_moment_matches_brute_force(kind, options):
    model = build_model(kind, options)
    values = solve(model, max_open=2)
    second = second_moments(model, values, max_open=2)
    reach = upper_reachable(model) if model.has_bonus else {}
    rng = random.Random(11)
    masks = [m for m in range(1, 1 << model.n) if m.bit_count() <= 2]
    for mask in [*rng.sample(masks, 2), 1 << rng.randrange(model.n)]:
        uppers = [0]
        if model.has_bonus and mask & model.upper_mask:
            uppers = sorted({rng.choice([int(u) for u in
                                         np.flatnonzero(reach[model.upper_mask & ~mask])])})
        special_filled = model.special is not None and not mask >> model.special & 1
        for upper in uppers:
            for flag in (0, 1) if special_filled else (0,):
                mean, e2 = brute_moments(model, mask, upper, flag)
                assert values[mask, upper, flag] == pytest.approx(mean, abs=1e-9)
                assert second[mask, upper, flag] == pytest.approx(e2, rel=1e-9, abs=1e-6)
                sd = np.sqrt(e2 - mean * mean)
                assert np.sqrt(second[mask, upper, flag] - mean * mean) == pytest.approx(sd,
                                                                                        abs=1e-6)


def test_last_turn_variance_with_only_chance_open():
    """With only Chance open the variance is that of one three-roll Chance turn."""
    model = build_model("yacht", {})
    values = solve(model, max_open=1)
    second = second_moments(model, values, max_open=1)
    chance = 1 << model.boxes.index("chance")
    mean, e2 = brute_moments(model, chance, 0, 0)
    assert values[chance, 0, 0] == pytest.approx(mean)
    assert second[chance, 0, 0] - mean**2 == pytest.approx(e2 - mean * mean)
