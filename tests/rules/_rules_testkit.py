"""Shared helpers of the rules tests: scripted dice and refusal checks.

Imported as ``from tests.rules._rules_testkit import ...`` (``tests`` is a package).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest

from bot.rules import RuleError, create_game


class Script:
    """A roller that hands out scripted throws and records how it was called.

    Each scripted throw must have exactly as many values as the engine asks for,
    so a test also checks *how many* dice the engine throws.
    """

    def __init__(self, *throws: Sequence[int]) -> None:
        self.throws = [list(t) for t in throws]
        self.calls: list[int] = []

    def add(self, *throws: Sequence[int]) -> Script:
        self.throws.extend(list(t) for t in throws)
        return self

    def __call__(self, count: int) -> list[int]:
        self.calls.append(count)
        if not self.throws:
            raise AssertionError(f"roller called with {count} but no throw is scripted")
        values = self.throws.pop(0)
        if len(values) != count:
            raise AssertionError(f"roller called with {count}, script has {values}")
        return values

    @property
    def exhausted(self) -> bool:
        return not self.throws


def make(kind: str, players: Iterable[str] = ("ann", "bob"), options: dict | None = None,
         *throws: Sequence[int]) -> tuple[Any, Script]:
    """A game whose dice come from `throws` in order."""
    script = Script(*throws)
    return create_game(kind, players=list(players), options=options, roller=script), script


def state(game: Any) -> dict:
    """The saved state as a dict (for before/after comparisons)."""
    return json.loads(game.to_json())


def assert_refused(game: Any, action: Callable[[], Any], match: str | None = None) -> RuleError:
    """`action` raises a RuleError with a message and leaves `game` untouched."""
    before = game.to_json()
    with pytest.raises(RuleError) as info:
        action()
    assert isinstance(info.value, ValueError)
    assert str(info.value).strip(), "a refusal must say why"
    if match is not None:
        assert match.lower() in str(info.value).lower(), str(info.value)
    assert game.to_json() == before, "a refused action changed the game"
    return info.value


def play_box_turn(game: Any, script: Script, dice: Sequence[int], box: str) -> int:
    """One turn: a single roll of `dice`, scored in `box`."""
    script.add(dice)
    game.roll()
    return game.score(box)


def fill_card(game: Any, script: Script, plan: Sequence[tuple[Sequence[int], str]],
              other_box_dice: Sequence[int] = (2, 3, 4, 6, 6)) -> None:
    """Play 2-player turns: ann follows `plan`, bob scores his first open box each time."""
    for dice, box in plan:
        assert game.current_player == game.players[0]
        play_box_turn(game, script, dice, box)
        if len(game.players) > 1 and not game.is_over:
            play_box_turn(game, script, other_box_dice, game.open_boxes()[0])


def observables(game: Any) -> dict:
    """Every public observable of a game, for equality checks."""
    obs: dict[str, Any] = {
        "kind": game.kind,
        "players": game.players,
        "options": game.options,
        "dice": game.dice,
        "totals": game.totals,
        "is_over": game.is_over,
        "winners": game.winners,
        "moves": game.moves,
        "events": game.events,
    }
    if not game.is_over:
        obs["current_player"] = game.current_player
    if game.kind == "5000":
        obs.update(
            turn_points=game.turn_points,
            set_aside=game.set_aside,
            set_aside_indices=game.set_aside_indices,
            dice_to_roll=game.dice_to_roll,
            can_bank=game.can_bank,
            bank_refusals=game.bank_refusals,
            entered={p: game.entered(p) for p in game.players},
        )
    else:
        obs.update(
            rolls_left=game.rolls_left,
            roll_number=game.roll_number,
            held=game.held,
            scores={p: game.scores(p) for p in game.players},
            yacht_bonuses={p: game.yacht_bonuses(p) for p in game.players},
            upper_bonus={p: game.upper_bonus(p) for p in game.players},
            served_win=game.served_win,
            turns_played=game.turns_played,
            legal_boxes=game.legal_boxes(),
            preview=game.preview(),
        )
        if not game.is_over:
            obs["open_boxes"] = game.open_boxes()
    return obs
