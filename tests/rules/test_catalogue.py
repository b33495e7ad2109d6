"""`game_info`: names, player limits, options and rules text follow the engine."""

from __future__ import annotations

import pytest

from bot.rules import GAMES, RuleError, create_game, game_info
from bot.rules.boxes import boxes_for


@pytest.mark.parametrize("kind", GAMES)
def test_info(kind):
    info = game_info(kind)
    assert info.kind == kind
    assert info.name and info.summary
    assert (info.min_players, info.max_players) == (1, 8)
    assert info.is_box_game == (kind != "5000")
    for spec in info.options:
        assert spec.default in spec.allowed
        assert spec.description
    text = info.rules_text()
    assert text and all(isinstance(line, str) and line for line in text)
    game = create_game(kind, ["a"])
    assert info.boxes() == (game.boxes if kind != "5000" else ())


def test_names():
    assert [game_info(k).name for k in GAMES] == ["Yacht", "Classic Yacht", "Generala", "5000"]


def test_unknown_game():
    with pytest.raises(RuleError):
        game_info("poker")
    assert boxes_for("5000", {}) == ()


def test_boxes_follow_options():
    info = game_info("generala")
    assert len(info.boxes()) == 11
    assert len(info.boxes({"double_generala": False})) == 10
    assert "60" in info.boxes({"generala_points": 60})[9].description
    assert "sum" in game_info("yacht").boxes({"full_house": "sum"})[8].description
    assert "25" in game_info("yacht").boxes()[8].description
    assert "sum" in game_info("classic").boxes({"four_of_a_kind": "sum"})[7].description
    assert all(b.upper == (i < 6) for i, b in enumerate(game_info("classic").boxes()))


def test_rules_text_follows_options():
    yacht = game_info("yacht")
    assert not any("Joker" in line for line in yacht.rules_text())
    assert any("Joker" in line for line in yacht.rules_text({"yacht_bonus": True}))
    generala = game_info("generala")
    assert any("11 rounds" in line for line in generala.rules_text())
    assert any("10 rounds" in line for line in generala.rules_text({"double_generala": False}))
    assert any("+10" in line for line in generala.rules_text({"served_bonus": 10}))
    assert not any("served Generala wins" in line
                   for line in generala.rules_text({"served_generala_wins": False}))
    assert any("5000" in line for line in game_info("5000").rules_text())
    assert game_info("classic").rules_text()
    with pytest.raises(RuleError):
        yacht.rules_text({"bogus": 1})
