"""`game_info`: player limits, options and rules lines follow the engine; the words are the
catalogue's (tests/test_text.py checks every key exists in every language)."""

from __future__ import annotations

import pytest

from bot.rules import RuleError, create_game, game_info, variant_ids
from bot.rules.box_game import boxes_for
from bot.text import texts_for

EN = texts_for("en")


@pytest.mark.parametrize("kind", variant_ids())
def test_info(kind):
    info = game_info(kind)
    assert info.kind == kind
    assert EN(f"game-{kind}") and EN(f"summary-{kind}")
    assert (info.min_players, info.max_players) == (1, 8)
    assert info.is_box_game == (kind != "5000")
    for spec in info.options:
        assert spec.default in spec.allowed
        assert EN(f"option-{spec.name}")
    text = info.rules_text()
    assert text and all(EN(key, **params) for key, params in text)
    game = create_game(kind, ["a"])
    assert info.boxes() == (game.boxes if kind != "5000" else ())


NAMES = {"yacht": "Yacht", "classic": "Classic Yacht", "generala": "Generala", "5000": "5000",
         "yatzy": "Yatzy"}


def test_names():
    """The games' English names in menu order, each game's its own (a game added later
    comes with its own name)."""
    names = {kind: EN(f"game-{kind}") for kind in variant_ids()}
    assert [(k, n) for k, n in names.items() if k in NAMES] == list(NAMES.items())
    assert len(set(names.values())) == len(names)


def test_unknown_game():
    with pytest.raises(RuleError) as refused:
        game_info("poker")
    assert refused.value.code == "unknown_game" and refused.value.params["game"] == "poker"
    assert boxes_for("5000", {}) == ()


def _desc(kind, options, index):
    box = game_info(kind).boxes(options)[index]
    return EN(box.desc, **box.params)


def test_boxes_follow_options():
    info = game_info("generala")
    assert len(info.boxes()) == 11
    assert len(info.boxes({"double_generala": False})) == 10
    assert "60" in _desc("generala", {"generala_points": 60}, 9)
    assert "sum" in _desc("yacht", {"full_house": "sum"}, 8)
    assert "25" in _desc("yacht", {}, 8)
    assert "sum" in _desc("classic", {"four_of_a_kind": "sum"}, 7)
    assert "any five different" in _desc("generala", {"straight": "one_gap"}, 6)
    assert "+10" in _desc("generala", {"served_bonus": 10}, 7)
    assert all(b.upper == (i < 6) for i, b in enumerate(game_info("classic").boxes()))


def _lines(kind, options=None):
    return [EN(key, **params) for key, params in game_info(kind).rules_text(options)]


def test_rules_text_follows_options():
    assert not any("Joker" in line for line in _lines("yacht"))
    assert any("Joker" in line for line in _lines("yacht", {"yacht_bonus": True}))
    assert any("11 rounds" in line for line in _lines("generala"))
    assert any("10 rounds" in line for line in _lines("generala", {"double_generala": False}))
    assert any("+10" in line for line in _lines("generala", {"served_bonus": 10}))
    assert not any("served Generala wins" in line
                   for line in _lines("generala", {"served_generala_wins": False}))
    assert any("5,000" in line for line in _lines("5000"))  # as Fluent writes 5000 in English
    assert _lines("classic")
    with pytest.raises(RuleError):
        game_info("yacht").rules_text({"bogus": 1})
