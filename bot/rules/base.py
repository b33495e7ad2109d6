"""What every game shares: players, the dice source, the state version and the
checks that come before any action (game over, wrong player, stale prompt)."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar, cast, runtime_checkable

from pydantic import BaseModel, ConfigDict

from bot.rules.errors import RuleError


@dataclass(frozen=True)
class Throw:
    """Where one roll's dice fall, so a roller can tie each die to its place.

    `turn`: how many turns (of any player) ended before this one, from 0: in the box
    games the boxes filled on all cards, in 5000 the completed rounds times the seats
    plus the seat to act. `roll`: the roll within the turn, from 1 (box games 1..3; 5000
    counts on through hot dice). `slots`: the die positions thrown (0..4, ascending);
    held or set-aside dice keep theirs.
    """

    turn: int
    roll: int
    slots: tuple[int, ...]


@runtime_checkable
class PlacedRoller(Protocol):
    """A roller told where its dice fall (`bot.rules.keyed_dice`): one value per slot."""

    def throw(self, where: Throw) -> Sequence[int]: ...


#: RULES.md §6's plain roller (`n -> n faces`, filling the thrown slots in ascending
#: order) or a roller told the turn, roll and slots.
Roller = Callable[[int], Sequence[int]] | PlacedRoller
SCHEMA_VERSION = 1
MAX_PLAYERS = 8
G = TypeVar("G", bound="BaseGame")

_fair = random.SystemRandom()


def fair_roller(count: int) -> list[int]:
    """Dice from the OS's cryptographic source; nothing else may influence them."""
    return [_fair.randint(1, 6) for _ in range(count)]


class GameState(BaseModel):
    """Fields common to every game's saved state."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    schema_version: int = SCHEMA_VERSION
    kind: str
    options: dict[str, Any]
    players: list[str]
    current: int = 0
    dice: list[int] = []
    over: bool = False
    winners: list[str] = []
    moves: int = 0
    events: list[dict[str, Any]] = []


def _plain_copy(value: Any) -> Any:
    """A deep copy of JSON data (lists, dicts and immutable scalars)."""
    kind = type(value)
    if kind is list:
        return [_plain_copy(item) for item in value]
    if kind is dict:
        return {key: _plain_copy(item) for key, item in value.items()}
    if kind is tuple:
        return tuple(_plain_copy(item) for item in value)
    return value


def check_players(players: Sequence[str], low: int = 1, high: int = MAX_PLAYERS) -> list[str]:
    players = list(players)
    if not low <= len(players) <= high:
        raise RuleError("player_count", min=low, max=high, given=len(players))
    if not all(isinstance(p, str) and p for p in players):
        raise RuleError("player_ids")
    if len(set(players)) != len(players):
        raise RuleError("player_twice")
    return players


class BaseGame(ABC):
    """State plus behaviour; subclasses define the turn structure."""

    state_model: ClassVar[type[GameState]]
    #: the family of games this class plays (its variants share a layout and a computer
    #: policy, found by this name: bot.kinds, bot.ai.policies)
    family: ClassVar[str]

    def __init__(self, state: GameState, roller: Roller | None = None) -> None:
        self._state = state
        self._roller: Roller = roller or fair_roller
        # checked once: a runtime Protocol check is slow, and the roller never changes
        self._placed = self._roller if isinstance(self._roller, PlacedRoller) else None

    @classmethod
    def of(cls: type[G], game: BaseGame) -> G:
        """`game` as this class, for code that serves one family (TypeError otherwise)."""
        if not isinstance(game, cls):
            raise TypeError(f"a {cls.__name__} was expected, not {type(game).__name__}")
        return game

    @classmethod
    @abstractmethod
    def new_state(cls, kind: str, options: dict[str, Any], players: list[str]) -> GameState:
        """The state of a new game: the first player to act, nothing rolled."""

    # -- observables -------------------------------------------------------
    @property
    def kind(self) -> str:
        return self._state.kind

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._state.players)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._state.options)

    @property
    def current_player(self) -> str:
        return self._state.players[self._state.current]

    @property
    def dice(self) -> tuple[int, ...]:
        return tuple(self._state.dice)

    @property
    def held(self) -> tuple[int, ...]:
        """Die positions the player keeps for the next roll (none unless the game lets
        players choose)."""
        return ()

    @property
    def hold_changes(self) -> int:
        """Hold changes made since the dice were last thrown (0 in games without holds).

        A hold decides nothing about the dice: the service accepts a click drawn before
        the holds of the same roll (bot.service.games, `accepts_version`)."""
        return 0

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def winners(self) -> list[str]:
        return list(self._state.winners)

    @property
    def moves(self) -> int:
        """The state version: successful actions so far."""
        return self._state.moves

    @property
    def events(self) -> list[dict[str, Any]]:
        """What the last successful action caused, for the UI to tell."""
        return [dict(e) for e in self._state.events]

    @property
    @abstractmethod
    def totals(self) -> dict[str, int]:
        """Player id → total score as the game stands (bonuses included)."""

    # -- persistence -------------------------------------------------------
    def to_json(self) -> str:
        return self._state.model_dump_json()

    def copy(self, roller: Roller | None = None) -> BaseGame:
        """An independent game in the same state (same dice source unless `roller`).

        A state holds only JSON data, so copying its lists and dicts is a deep copy;
        pydantic's `model_copy(deep=True)` goes through `copy.deepcopy` and its memo,
        4x slower, and a review copies the game at every move of the log."""
        state = self._state
        fields = {name: _plain_copy(value) for name, value in state.__dict__.items()}
        copied = type(state).model_construct(_fields_set=set(state.model_fields_set),
                                             **fields)
        return type(self)(copied, roller or self._roller)

    # -- helpers for subclasses ---------------------------------------------
    def _check_turn(self, player: str | None, version: int | None) -> None:
        if self._state.over:
            raise RuleError("over")
        if version is not None and version != self._state.moves:
            raise RuleError("stale")
        if player is not None and player != self.current_player:
            raise RuleError("not_your_turn", player=self.current_player)

    def _throw(self, slots: Sequence[int], turn: int, roll: int) -> list[int]:
        """Values for the dice thrown in `slots` on `turn`, roll `roll` (Throw says how a
        game counts them: a family of its own must say it too, or keyed dice repeat)."""
        count = len(slots)
        if self._placed is not None:
            values = list(self._placed.throw(Throw(turn, roll, tuple(slots))))
        else:
            values = list(cast(Callable[[int], Sequence[int]], self._roller)(count))
        if len(values) != count or not all(
            isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in values
        ):
            raise RuleError("roller", values=values, count=count)
        return values

    def _commit(self, events: list[dict[str, Any]]) -> None:
        self._state.events = events
        self._state.moves += 1

    def _finish(self, winners: list[str], events: list[dict[str, Any]]) -> None:
        self._state.over = True
        self._state.winners = winners
        events.append({"type": "game_over", "winners": winners})

    def _highest_totals(self) -> list[str]:
        totals = self.totals
        best = max(totals.values())
        return [p for p in self._state.players if totals[p] == best]
