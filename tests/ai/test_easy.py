"""The `easy` level's tie-break: of the boxes scoring the same now, it writes in the one
worth least while open, by the par each game gives its boxes."""

from __future__ import annotations

import pytest

from bot.ai.easy import best_immediate_box
from bot.rules import all_variants, box_variant

BOX_GAMES = [v.id for v in all_variants() if v.is_box_game]


def pars(kind: str, options: dict | None = None) -> dict[str, int]:
    variant = box_variant(kind)
    return {box.id: box.par for box in variant.box_list(variant.resolve(options))}


@pytest.mark.parametrize("kind", BOX_GAMES)
def test_every_box_of_every_box_game_has_a_par(kind):
    variant = box_variant(kind)
    for spec in variant.options:
        for value in spec.allowed:
            assert all(par > 0 for par in pars(kind, {spec.name: value}).values()), value
    assert all(par > 0 for par in pars(kind).values())


@pytest.mark.parametrize("kind", BOX_GAMES)
def test_a_scratch_goes_in_the_cheapest_box(kind):
    table = pars(kind)
    cheapest = min(table, key=table.__getitem__)
    assert best_immediate_box(dict.fromkeys(table, 0), table) == cheapest
    dearest = max(table, key=table.__getitem__)
    assert best_immediate_box({**dict.fromkeys(table, 0), dearest: 1}, table) == dearest


def test_easy_scratches_the_ones_before_the_yatzy_or_a_pair():
    table = pars("yatzy")
    assert best_immediate_box({"yatzy": 0, "one_pair": 0, "ones": 0}, table) == "ones"
    assert best_immediate_box({"yatzy": 0, "two_pairs": 0}, table) == "two_pairs"
