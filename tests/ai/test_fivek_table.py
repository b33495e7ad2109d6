"""The Gauss–Seidel/Newton 5000 table is the fixed point of plain value iteration."""

from __future__ import annotations

import numpy as np
import pytest

from bot.ai import fivek


def test_win_table_is_a_fixed_point_of_one_plain_sweep():
    table = fivek.win_table()
    p = table[:, :, 0, 5]
    again = fivek._sweep(p)
    assert np.max(np.abs(again - table)) < 1e-7
    assert p[0, 0] == pytest.approx(0.5151, abs=1e-4)
    # symmetric sanity: being ahead is better than behind
    assert p[30, 10] > p[10, 30]
