"""Options named in RULES.md: defaults, spellings, refusals naming allowed values."""

from __future__ import annotations

import pytest

from bot.rules import GAMES, RuleError, create_game, resolve_options, variant_ids

DEFAULTS = {
    "yacht": {"full_house": "fixed", "yacht_bonus": False},
    "classic": {"four_of_a_kind": "face"},
    "generala": {"double_generala": True, "generala_points": 50,
                 "double_generala_points": 100, "served_bonus": 5,
                 "served_generala_wins": True, "straight": "standard"},
    "5000": {},
    "yatzy": {},
}


def test_games_are_the_registry_list_in_its_order():
    assert variant_ids() == tuple(variant.id for variant in GAMES)
    assert set(DEFAULTS) <= set(variant_ids())


@pytest.mark.parametrize("kind", list(DEFAULTS))
def test_defaults(kind):
    assert resolve_options(kind) == DEFAULTS[kind]
    assert resolve_options(kind, None) == DEFAULTS[kind]
    assert create_game(kind, ["a"]).options == DEFAULTS[kind]


@pytest.mark.parametrize(("kind", "name", "value", "canonical"), [
    ("yacht", "full_house", "sum", "sum"),
    ("yacht", "full_house", "Sum", "sum"),
    ("yacht", "full_house", 25, "fixed"),
    ("yacht", "full_house", "25", "fixed"),
    ("yacht", "yacht_bonus", True, True),
    ("yacht", "yacht_bonus", "on", True),
    ("yacht", "yacht_bonus", "true", True),
    ("yacht", "yacht_bonus", 1, True),
    ("yacht", "yacht_bonus", "off", False),
    ("yacht", "yacht_bonus", 0, False),
    ("classic", "four_of_a_kind", "sum", "sum"),
    ("classic", "four_of_a_kind", "face", "face"),
    ("classic", "four_of_a_kind", "4x", "face"),
    ("generala", "double_generala", False, False),
    ("generala", "generala_points", 60, 60),
    ("generala", "generala_points", "60", 60),
    ("generala", "double_generala_points", 120, 120),
    ("generala", "served_bonus", 10, 10),
    ("generala", "served_generala_wins", "no", False),
    ("generala", "straight", "one_gap", "one_gap"),
    ("generala", "straight", "ace_as_two", "ace_as_two"),
    ("generala", "straight", "standard", "standard"),
])
def test_accepted_values(kind, name, value, canonical):
    assert resolve_options(kind, {name: value})[name] == canonical
    assert create_game(kind, ["a"], {name: value}).options[name] == canonical


@pytest.mark.parametrize(("kind", "name", "value", "allowed"), [
    ("yacht", "full_house", "double", ["fixed", "sum"]),
    ("yacht", "yacht_bonus", "maybe", ["true", "false"]),
    ("yacht", "yacht_bonus", 2, ["true", "false"]),
    ("classic", "four_of_a_kind", "product", ["face", "sum"]),
    ("generala", "generala_points", 55, ["50", "60"]),
    ("generala", "generala_points", True, ["50", "60"]),
    ("generala", "double_generala_points", 200, ["100", "120"]),
    ("generala", "served_bonus", 7, ["5", "10"]),
    ("generala", "straight", "two_gaps", ["standard", "one_gap", "ace_as_two"]),
    ("generala", "double_generala", None, ["true", "false"]),
])
def test_bad_value_names_option_and_allowed_values(kind, name, value, allowed):
    for call in (lambda: resolve_options(kind, {name: value}),
                 lambda: create_game(kind, ["a"], {name: value})):
        with pytest.raises(RuleError) as info:
            call()
        message = str(info.value)
        assert name in message
        for v in allowed:
            assert v in message


@pytest.mark.parametrize(("kind", "name"), [
    ("yacht", "four_of_a_kind"), ("classic", "full_house"), ("classic", "yacht_bonus"),
    ("generala", "yacht_bonus"), ("5000", "entry"), ("yacht", "bogus"),
])
def test_unknown_option_refused_naming_it(kind, name):
    with pytest.raises(RuleError) as info:
        create_game(kind, ["a"], {name: 1})
    assert name in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("kind", ["poker", "Yacht", "", None, 5000])
def test_unknown_game_refused_listing_games(kind):
    with pytest.raises(RuleError) as info:
        create_game(kind, ["a"])
    for g in variant_ids():
        assert g in str(info.value)


@pytest.mark.parametrize("kind", variant_ids())
def test_player_counts(kind):
    for n in range(1, 9):
        assert create_game(kind, [f"p{i}" for i in range(n)]).players == tuple(
            f"p{i}" for i in range(n))
    for players in ([], [f"p{i}" for i in range(9)], ["a", "a"], ["a", "b", "a"], ["a", ""],
                    ["a", 3]):
        with pytest.raises(RuleError) as info:
            create_game(kind, players)
        assert str(info.value)
