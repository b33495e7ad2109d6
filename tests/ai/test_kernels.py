"""The compiled solver kernel agrees with the numpy turn recursion of `bot.ai.turn`."""

from __future__ import annotations

import numpy as np
import pytest

from bot.ai.boxmodel import build_model, upper_reachable
from bot.ai.solver import _layer_states, solve, stop_values
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
