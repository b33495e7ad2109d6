"""The compiled solver kernel agrees with the numpy turn recursion of `bot.ai.turn`."""

from __future__ import annotations

import numpy as np
import pytest

from bot.ai.boxmodel import build_model, upper_reachable
from bot.ai.solver import _layer_states, solve, state_plan, stop_values
from bot.ai.turn import plan_turn


@pytest.mark.parametrize(("kind", "options"), [("yacht", {"yacht_bonus": True}),
                                               ("generala", {}), ("classic", {}),
                                               ("yatzy", {})])
def test_kernel_turn_matches_numpy_plan_turn(kind, options):
    model = build_model(kind, options)
    values = solve(model, max_open=3)
    reach = upper_reachable(model) if model.has_bonus else {}
    for size in (1, 2, 3):
        layer = [m for m in range(1, 1 << model.n) if m.bit_count() == size]
        masks, uppers, flags = _layer_states(model, layer, reach)
        pick = np.random.default_rng(size).choice(len(masks), min(len(masks), 300),
                                                  replace=False)
        masks, uppers, flags = masks[pick], uppers[pick], flags[pick]
        start = plan_turn(*stop_values(model, values, masks, uppers, flags)).start
        np.testing.assert_allclose(values[masks, uppers, flags], start, rtol=0, atol=1e-9)


@pytest.mark.parametrize(("kind", "options"), [("yacht", {}), ("generala", {})])
def test_one_state_plan_matches_numpy_plan_turn(kind, options):
    """The hint's and the review's compiled plan of one state: the same keep values
    before both re-rolls, and the same start value, as the numpy recursion."""
    model = build_model(kind, options)
    values = solve(model, max_open=3)
    reach = upper_reachable(model) if model.has_bonus else {}
    layer = [m for m in range(1, 1 << model.n) if m.bit_count() == 3]
    masks, uppers, flags = _layer_states(model, layer, reach)
    for s in np.random.default_rng(7).choice(len(masks), 40, replace=False):
        state = (int(masks[s]), int(uppers[s]), int(flags[s]))
        plan = state_plan(model, values, state)
        numpy = plan_turn(*stop_values(model, values, *(np.array([v]) for v in state)),
                          keep=True)
        np.testing.assert_allclose(plan.start, numpy.start, rtol=0, atol=1e-9)
        for ours, theirs in ((plan.keep_before_2, numpy.keep_before_2),
                             (plan.keep_before_3, numpy.keep_before_3)):
            assert [a.shape for a in ours] == [a.shape for a in theirs]
            for a, b in zip(ours, theirs, strict=True):
                np.testing.assert_allclose(a, b, rtol=0, atol=1e-9)
