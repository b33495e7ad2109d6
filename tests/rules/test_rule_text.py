"""Rules texts (`rules:` of the commands), presets, and holding the dice showing a face,
checked at the rules' own level: until now only the end-to-end tests reached them."""

from __future__ import annotations

import itertools
import math

import pytest

from bot.rules import RuleError, all_variants, presets, read_rules, resolve_options
from tests.rules._rules_testkit import assert_refused, make

BOX_KINDS = [v.id for v in all_variants() if v.is_box_game]


def test_a_rules_text_names_a_game_and_options_as_written():
    text = read_rules(" Generala straight=one_gap, generala_points=60;served_bonus=10 ")
    assert text.game == "generala"
    assert text.options == {"straight": "one_gap", "generala_points": "60",
                            "served_bonus": "10"}


def test_a_rules_text_may_name_only_options_or_the_same_game_twice():
    assert read_rules("") == read_rules(" , ; ")
    assert read_rules("").game is None and read_rules("").options == {}
    only = read_rules("full_house=sum")
    assert (only.game, only.options) == (None, {"full_house": "sum"})
    assert read_rules("yacht YACHT").game == "yacht"


@pytest.mark.parametrize(("text", "code", "params"), [
    ("checkers", "bad_rules", {"word": "checkers"}),
    ("yacht =sum", "bad_rules", {"word": "=sum"}),
    ("yacht full_house=", "bad_rules", {"word": "full_house="}),
    ("yacht generala", "rules_two_games", {"game": "yacht", "other": "generala"}),
    ("full_house=sum Full_House=fixed", "option_twice", {"option": "full_house"}),
])
def test_a_rules_text_refuses_what_it_cannot_read(text, code, params):
    with pytest.raises(RuleError) as refused:
        read_rules(text)
    assert (refused.value.code, refused.value.params) == (code, params)


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_presets_are_every_combination_standard_first_and_read_back(variant):
    found = presets(variant)
    assert len(found) == math.prod(len(spec.allowed) for spec in variant.options)
    assert found[0].changes == () and found[0].text == variant.id
    assert [len(p.changes) for p in found] == sorted(len(p.changes) for p in found)
    assert len({p.changes for p in found}) == len(found)
    defaults = {spec.name: spec.default for spec in variant.options}
    for preset in found:
        assert all(defaults[name] != value for name, value in preset.changes)
        text = read_rules(preset.text)
        assert text.game == variant.id
        assert resolve_options(variant.id, text.options) == {**resolve_options(variant.id),
                                                             **dict(preset.changes)}


def test_a_preset_text_writes_booleans_as_commands_do():
    yacht = next(v for v in all_variants() if v.id == "yacht")
    assert [p.text for p in presets(yacht)] == [
        "yacht", "yacht full_house=sum", "yacht yacht_bonus=true",
        "yacht full_house=sum yacht_bonus=true"]


@pytest.mark.parametrize("kind", BOX_KINDS)
def test_roll_keeping_a_face_holds_every_die_showing_it(kind):
    game, script = make(kind, ["ann"], None, (6, 2, 6, 3, 2), (1, 5, 4), (6, 6))
    game.roll()
    assert game.showing(6) == (0, 2) and game.showing(2) == (1, 4)
    assert game.roll_keeping(6) == (6, 1, 6, 5, 4)
    assert script.calls == [5, 3] and game.held == (0, 2)
    game.toggle_hold(3)  # a die held by hand stays held beside the face kept
    assert game.roll_keeping(6) == (6, 6, 6, 5, 6)
    assert script.calls == [5, 3, 2] and game.held == (0, 2, 3)


@pytest.mark.parametrize("kind", BOX_KINDS)
def test_showing_a_face_refuses_no_face_no_roll_and_no_such_die(kind):
    game, _ = make(kind, ["ann"], None, (1, 2, 3, 4, 5))
    assert assert_refused(game, lambda: game.showing(3)).code == "hold_before_roll"
    game.roll()
    for face in (0, 7, True, "3", 2.0):
        assert assert_refused(game, lambda face=face: game.showing(face)).code == "bad_face"
    assert assert_refused(game, lambda: game.showing(6)).params == {"face": 6}
    assert assert_refused(game, lambda: game.roll_keeping(6)).code == "no_such_face"


def test_every_preset_pair_differs_in_its_text():
    texts = [p.text for v in all_variants() for p in presets(v)]
    assert all(a != b for a, b in itertools.combinations(texts, 2))


@pytest.mark.parametrize("variant", all_variants(), ids=lambda v: v.id)
def test_every_preset_has_its_normal_fit_and_optimal_score(variant):
    """The stats and the `normal` level read a figure per rule configuration: none is
    missing (tests/ai/test_expected.py checks the figures themselves against the solver)."""
    if variant.optimal_score is None:
        assert variant.normal_fit is None
        return
    assert variant.normal_fit is not None
    for preset in presets(variant):
        options = resolve_options(variant.id, dict(preset.changes))
        assert 0 < variant.optimal_score(options) < 400
        assert variant.normal_fit(options) is not None
