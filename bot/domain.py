"""The plain domain values shared by storage, service and render (no SQL, no Discord).

Render takes these, never storage records, so it depends on the core only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ACTIVE = ("lobby", "playing")
LEVELS: tuple[str, ...] = ("easy", "normal", "optimal")  # computer seats, weakest first
#: a server's hint setting: offered; offered but hinted games stay off the leaderboards; off
HINT_SETTINGS: tuple[str, ...] = ("on", "unranked", "off")


@dataclass(frozen=True)
class Seat:
    """One place at the table: a human (user_id) or a computer (level)."""

    user_id: int | None = None
    level: str | None = None
    left: bool = False  # a human who left a running game: a computer plays the seat

    @property
    def is_computer(self) -> bool:
        return self.user_id is None or self.left

    @property
    def is_present_human(self) -> bool:
        return self.user_id is not None and not self.left


def seat_keys(seats: list[Seat] | tuple[Seat, ...]) -> list[str]:
    """Opaque player ids handed to bot.rules, stable for a started game.

    Humans are their Discord id; computers are `cpu<n>` by seat number, so two
    computer seats of the same level stay distinct.
    """
    return [
        str(seat.user_id) if seat.user_id is not None else f"cpu{i + 1}"
        for i, seat in enumerate(seats)
    ]


@dataclass
class TableView:
    """A game's table as the players see it: seats, host, status, message, language."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    kind: str
    options: dict[str, Any]
    status: str = "lobby"
    version: int = 0
    message_id: int | None = None
    seats: list[Seat] = field(default_factory=list)
    hints_used: bool = False  # someone asked for a hint during the game
    language: str = "en"  # the public game message's language, fixed when the lobby opens

    @property
    def active(self) -> bool:
        return self.status in ACTIVE

    @property
    def has_computers(self) -> bool:
        """Computer seats from the start (a player who left does not make it one)."""
        return any(seat.user_id is None for seat in self.seats)

    @property
    def keys(self) -> list[str]:
        return seat_keys(self.seats)

    def seat_of_key(self, key: str) -> Seat:
        return self.seats[seat_keys(self.seats).index(key)]


@dataclass
class GuildSettings:
    guild_id: int
    default_game: str = "yacht"
    default_options: dict[str, Any] = field(default_factory=dict)
    turn_timeout: int = 0  # seconds; 0 = none
    hints: str = "on"  # one of HINT_SETTINGS
    language: str | None = None  # readers without a choice or a supported client locale


@dataclass(frozen=True)
class ResultRow:
    position: int
    user_id: int | None
    level: str | None
    score: int
    won: bool


@dataclass(frozen=True)
class BoardRow:
    """One player's line on a server leaderboard for one game."""

    user_id: int
    games: int
    wins: int
    best: int
    mean: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class StatRow:
    """One player's record in one game, split by whether computers sat in."""

    kind: str
    with_computers: bool
    games: int
    wins: int
    best: int
    mean: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class Refusal(Exception):
    """An action refused on purpose, as a code (`refusal-<code>` in the catalogue) and
    the facts its sentence needs. Seat keys in `player`, user ids in `host`/`user`;
    `rule_error` keeps the engine's refusal so the game's kind can word its details.
    """

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params
        self.rule_error: Any = None  # the engine's RuleError behind it, if any
        self.table: TableView | None = None  # the game it concerns, to name seats
        self.game: Any = None  # its rules state, for the kind's wording

    @classmethod
    def from_rule_error(cls, error: Any, table: TableView | None = None,
                        game: Any = None) -> Refusal:
        """The engine's refusal (a RuleError: code + params) as the service's."""
        refusal = cls(error.code, **error.params)
        refusal.rule_error, refusal.table, refusal.game = error, table, game
        return refusal
