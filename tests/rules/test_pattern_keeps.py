"""The keeps of several faces a board offers (bot.rules.patterns.pattern_keeps): read
from the dice alone, never from a solver."""

from __future__ import annotations

import pytest

from bot.rules.patterns import pattern_keeps


@pytest.mark.parametrize(("dice", "keeps"), [
    ((2, 5, 2, 5, 6), [(2, 2, 5, 5)]),  # two pairs; 2-5-6 has two gaps: no draw
    ((1, 2, 2, 3, 5), [(1, 2, 3, 5)]),  # four faces of 1-5
    ((4, 6, 3, 2, 1), [(1, 2, 3, 4), (2, 3, 4, 6)]),  # both windows, the run first
    ((3, 4, 5, 5, 1), [(1, 3, 4, 5)]),  # 3-4-5 is inside 1-3-4-5: that one's
    ((6, 6, 3, 4, 6), [(3, 4, 6)]),  # three with one gap draw to 2-6
    ((1, 1, 3, 4, 6), [(1, 3, 4), (3, 4, 6)]),  # one to each window
    ((2, 5, 6, 6, 6), []),  # 2-5-6: two gaps
    ((1, 2, 3, 4, 5), []),  # a straight on the table is scored, not kept
])
def test_the_keeps_of_several_faces(dice, keeps):
    assert pattern_keeps(dice) == keeps


def test_a_straight_on_the_table_draws_to_the_other_where_straights_are_exact():
    assert pattern_keeps((1, 2, 3, 4, 5), exact_straights=True) == [(2, 3, 4, 5)]
