"""The optimal expected score behind the stats chart's line: every option combination."""

from __future__ import annotations

import itertools

import pytest

from bot.ai.boxmodel import build_model
from bot.ai.expected import optimal_expected
from bot.ai.solver import solve, start_value
from bot.rules import all_variants, find_variant


@pytest.mark.parametrize("kind", [v.id for v in all_variants() if v.is_box_game])
def test_every_option_combination_has_a_figure(kind):
    specs = find_variant(kind).options
    for values in itertools.product(*(spec.allowed for spec in specs)):
        options = {spec.name: value for spec, value in zip(specs, values, strict=True)}
        figure = optimal_expected(kind, options)
        assert figure is not None and 140 < figure < 260, options


def test_the_published_yacht_figure():
    assert optimal_expected("yacht", {}) == pytest.approx(245.8708)
    assert optimal_expected("yacht", {"yacht_bonus": True}) == pytest.approx(254.5877)


def test_figure_agrees_with_the_solver():
    options = {"four_of_a_kind": "sum"}
    model = build_model("classic", options)
    assert optimal_expected("classic", options) == pytest.approx(
        start_value(model, solve(model)), abs=1e-4)


def test_a_game_won_by_a_target_has_no_expected_score():
    assert optimal_expected("5000", {}) is None
