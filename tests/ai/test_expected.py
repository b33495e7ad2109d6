"""Each box game's own figures: the optimal expected score behind the stats chart's line and
the `normal` level's fitted coefficients, for every option combination; none may be missing."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest

from bot.ai import tables as ai_tables
from bot.ai.boxmodel import build_model
from bot.ai.expected import optimal_expected
from bot.ai.heuristic import heuristic_values
from bot.ai.solver import solve, start_value, state_count
from bot.rules import all_variants, box_variant, find_variant
from bot.rules.variants import register_variant, unregister_variant

BOX_GAMES = [v.id for v in all_variants() if v.is_box_game]


def every_option_combination(kind):
    specs = find_variant(kind).options
    for values in itertools.product(*(spec.allowed for spec in specs)):
        yield {spec.name: value for spec, value in zip(specs, values, strict=True)}


def test_the_registry_lists_the_box_games():
    assert {"yacht", "classic", "generala", "yatzy"} <= set(BOX_GAMES)
    assert "5000" not in BOX_GAMES


@pytest.mark.parametrize("kind", BOX_GAMES)
def test_every_option_combination_has_a_figure_and_a_fit(kind):
    """A box game registered without its figures fails here, not quietly at run time."""
    variant = box_variant(kind)
    for options in every_option_combination(kind):
        resolved = variant.resolve(options)
        assert variant.optimal_score(resolved) is not None, f"{kind} has no optimal score"
        assert variant.normal_fit(resolved) is not None, f"{kind} has no `normal` fit"
        figure = optimal_expected(kind, options)
        assert figure is not None and 140 < figure < 260, options
        model = build_model(kind, options)
        assert model.fit is not None and set(model.boxes) <= set(model.fit.boxes), options


#: the box games whose default table is solved here (up to Yacht's 13 boxes, 349 567 states,
#: ~6 s each); a larger one (Yatzy's 15 boxes, 1.4 million states) is solved against its
#: figure in test_values.py. Told by the boxes, not state_count, which took 2 of collection's
#: 9 CPU seconds.
SOLVED_HERE = [kind for kind in BOX_GAMES if build_model(kind, {}).n <= 13]


def test_the_games_solved_here_are_every_small_one():
    assert {"yacht", "classic", "generala"} <= set(SOLVED_HERE)
    assert all(state_count(build_model(kind, {})) <= 400_000 for kind in SOLVED_HERE)


@pytest.mark.parametrize("kind", SOLVED_HERE)
def test_each_games_figure_is_its_own(kind):
    """A game derived from another that changes its boxes or their scoring must bring its
    own figures: its default rules' figure is what the solver finds for them."""
    model = build_model(kind, {})
    table = ai_tables.load_or_build(kind, {}, None)  # the solver's, kept for the run
    assert optimal_expected(kind, {}) == pytest.approx(start_value(model, table), abs=1e-4)


def test_the_published_yacht_figure():
    assert optimal_expected("yacht", {}) == pytest.approx(245.8708)
    assert optimal_expected("yacht", {"yacht_bonus": True}) == pytest.approx(254.5877)


def test_the_yatzy_figure():
    # The figure of record (248.4400), or the exact value once a solve has cached the table.
    assert optimal_expected("yatzy", {}) == pytest.approx(248.4400, abs=5e-5)


def test_figure_agrees_with_the_solver():
    options = {"four_of_a_kind": "sum"}
    model = build_model("classic", options)
    assert optimal_expected("classic", options) == pytest.approx(
        start_value(model, solve(model)), abs=1e-4)


def test_a_game_won_by_a_target_has_no_expected_score():
    assert optimal_expected("5000", {}) is None


def test_a_box_game_without_a_fit_or_with_a_box_missing_is_refused():
    """`normal` never falls back to made-up coefficients."""
    classic = type(box_variant("classic"))
    fit = box_variant("classic").normal_fit({"four_of_a_kind": "face"})

    class Bare(classic):
        id = "bare"

        def normal_fit(self, options):
            return None

    class Short(classic):
        id = "short"

        def normal_fit(self, options):
            return dataclasses.replace(
                fit, boxes={k: v for k, v in fit.boxes.items() if k != "yacht"})

    for variant in (Bare(), Short()):
        register_variant(variant)
        try:
            with pytest.raises(LookupError):
                heuristic_values(build_model(variant.id, {}))
        finally:
            unregister_variant(variant.id)


def test_the_upper_bonus_comes_from_the_variant():
    yacht, yatzy = build_model("yacht", {}), build_model("yatzy", {})
    assert (yacht.bonus, yacht.threshold, yacht.u_dim) == (35, 63, 64)
    assert (yatzy.bonus, yatzy.threshold, yatzy.u_dim) == (50, 63, 64)
    classic = build_model("classic", {})
    assert (classic.bonus, classic.u_dim) == (0, 1)
    # The heuristic's bonus term is worth the game's own bonus: with every box open,
    # only the bonus term tells a total one point short of the threshold from 0.
    for model in (yacht, yatzy):
        values = heuristic_values(model)
        full = (1 << model.n) - 1
        gain = values[full, model.threshold - 1, 0] - values[full, 0, 0]
        assert model.fit is not None
        assert 0 < gain <= model.fit.bonus_weight * model.bonus + 1e-9
        assert np.isclose(values[0, 0, 0], 0.0)
