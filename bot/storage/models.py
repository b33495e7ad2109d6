"""Records passed across the repository boundary: the domain values plus what only
storage needs (the rules state as JSON, timestamps)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import (
    ACTIVE,
    BoardRow,
    DailyRow,
    GuildSettings,
    ResultRow,
    Seat,
    ServerCaps,
    SkillBoardRow,
    SkillRow,
    StatRow,
    TableView,
    seat_keys,
)

__all__ = [
    "ACTIVE", "BoardRow", "DailyRow", "DiceUnlock", "GameRecord", "GuildSettings", "MoveRow",
    "ResultRow", "Seat", "ServerCaps", "SkillBoardRow", "SkillRow", "StatRow", "TableView",
    "seat_keys",
]


@dataclass
class GameRecord(TableView):
    """A stored game: its table plus the rules state and timestamps."""

    state: str | None = None
    created_at: float = 0.0
    updated_at: float = 0.0


@dataclass(frozen=True)
class DiceUnlock:
    """A dice set a player earned, and whether they have been told yet."""

    user_id: int
    set_id: str
    game_id: int | None
    announced: bool


@dataclass(frozen=True)
class MoveRow:
    """One entry of a game's move log, stored with the move (`entry`: bot.movelog JSON)."""

    version: int
    player: str
    rules_version: int
    entry: str
