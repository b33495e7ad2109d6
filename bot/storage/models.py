"""Plain records passed across the repository boundary (no SQL, no Discord)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ACTIVE = ("lobby", "playing")


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
class GameRecord:
    """A game row plus its seats, as stored."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    kind: str
    options: dict[str, Any]
    status: str = "lobby"
    version: int = 0
    state: str | None = None
    message_id: int | None = None
    seats: list[Seat] = field(default_factory=list)
    created_at: float = 0.0
    updated_at: float = 0.0

    @property
    def active(self) -> bool:
        return self.status in ACTIVE

    @property
    def has_computers(self) -> bool:
        return any(seat.user_id is None for seat in self.seats)

    def seat_of_key(self, key: str) -> Seat:
        return self.seats[seat_keys(self.seats).index(key)]


@dataclass
class GuildSettings:
    guild_id: int
    default_game: str = "yacht"
    default_options: dict[str, Any] = field(default_factory=dict)
    turn_timeout: int = 0  # seconds; 0 = none


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
