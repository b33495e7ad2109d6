"""Records passed across the repository boundary: the domain values plus what only
storage needs (the rules state as JSON, timestamps)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import (
    ACTIVE,
    BoardRow,
    GuildSettings,
    ResultRow,
    Seat,
    StatRow,
    TableView,
    seat_keys,
)

__all__ = [
    "ACTIVE", "BoardRow", "GameRecord", "GuildSettings", "ResultRow", "Seat", "StatRow",
    "TableView", "seat_keys",
]


@dataclass
class GameRecord(TableView):
    """A stored game: its table plus the rules state and timestamps."""

    state: str | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
