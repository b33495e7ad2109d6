"""A game of a new family that exists only in the tests, to prove the path of
docs/adding-a-game.md for a new family: its own module (rules, policy, layout) and
its registration (`register`).

High roll: every player throws five dice once; the highest sum wins.
"""

from __future__ import annotations

from typing import Any

from bot.ai.moves import Move
from bot.ai.policies import Policy, register_policy
from bot.controls import Button, Control
from bot.kinds import GameKind, Names, SheetRow, register_layout
from bot.rules import BaseGame, RuleError, Variant, register_variant
from bot.rules.base import GameState
from bot.text import Texts


class HighRollState(GameState):
    sums: list[int | None]


class HighRollGame(BaseGame):
    state_model = HighRollState
    family = "highroll"
    _state: HighRollState

    @classmethod
    def new_state(cls, kind: str, options: dict[str, Any], players: list[str]) -> HighRollState:
        return HighRollState(kind=kind, options=options, players=players,
                             sums=[None] * len(players))

    @property
    def totals(self) -> dict[str, int]:
        return {p: s or 0 for p, s in zip(self._state.players, self._state.sums, strict=True)}

    def roll(self, *, player: str | None = None) -> tuple[int, ...]:
        self._check_turn(player, None)
        # Each player's one turn, one roll of all five dice (keyed dice need to know).
        dice = self._throw(range(5), turn=self._state.current, roll=1)
        self._state.dice = dice
        self._state.sums[self._state.current] = sum(dice)
        events: list[dict[str, Any]] = [{"type": "roll", "player": self.current_player,
                                         "dice": dice}]
        if all(s is not None for s in self._state.sums):
            self._finish(self._highest_totals(), events)
        else:
            self._state.current += 1
        self._commit(events)
        return tuple(dice)


class HighRollPolicy(Policy):
    def choose(self, game: BaseGame, level: str, levels: Any) -> Move:
        return Move("roll")

    def easy(self, game: BaseGame) -> Move:
        return Move("roll")

    def apply(self, game: BaseGame, move: Move) -> Any:
        assert isinstance(game, HighRollGame)
        return game.roll()

    def uses_table(self, players: int) -> bool:
        return False

    def compute_table(self, kind: str, options: dict[str, Any], progress: Any) -> Any:
        raise RuleError("no_table")


class HighRollKind(GameKind):
    actions = frozenset({"roll"})

    def apply(self, game: BaseGame, action: str, arg: str | None, player: str) -> None:
        if action != "roll":
            raise self.refuse_unknown(action)
        assert isinstance(game, HighRollGame)
        game.roll(player=player)

    def turn_lines(self, game: BaseGame, names: Names, t: Texts) -> list[str]:
        return [t("turn-line-5000", player=names[game.current_player])]

    def controls(self, game: BaseGame, t: Texts) -> list[Control]:
        return [Button("roll", label=t("btn-roll-first"))]

    def sheet(self, game: BaseGame, t: Texts) -> list[SheetRow]:
        return [SheetRow(t("row-total"), tuple(str(v) for v in game.totals.values()))]


class HighRoll(Variant):
    id = "highroll"
    game = HighRollGame
    state = HighRollState
    max_players = 4


HIGH_ROLL = HighRoll()


def register() -> None:
    """A new family: its policy and its layout by family name, then the game itself."""
    register_policy(HighRollGame.family, HighRollPolicy())
    register_layout(HighRollGame.family, HighRollKind)
    register_variant(HIGH_ROLL)
