"""Records passed across the repository boundary: the domain values plus what only
storage needs (the rules state as JSON, timestamps)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain import (
    ACTIVE,
    PRIVATE_CONTEXTS,
    BoardRow,
    DailyRow,
    GuildSettings,
    PlaceTotal,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    ResultRow,
    SeasonMark,
    SeasonPost,
    Seat,
    ServerCaps,
    SkillBoardRow,
    SkillRow,
    StatRow,
    TableView,
    seat_keys,
)

__all__ = [
    "ACTIVE", "BoardMove", "BoardRow", "DailyRow", "DiceUnlock", "GameRecord", "GuildSettings",
    "MoveRow", "PlaceTotal", "RatedGame", "RatedSeat", "Rating", "RatingPoint", "ResultRow",
    "SeasonMark", "SeasonPost", "Seat", "ServerCaps", "ShardScope", "SkillBoardRow",
    "SkillRow", "StatRow", "TableView", "in_scope", "seat_keys",
]


@dataclass
class GameRecord(TableView):
    """A stored game: its table plus the rules state and timestamps."""

    state: str | None = None
    created_at: float = 0.0
    updated_at: float = 0.0
    # Written, never read back: the version at which a human holds the turn (None: a
    # computer's turn, or not running). A restart finds computer turns by it (0011).
    human_turn: int | None = None


@dataclass(frozen=True)
class BoardMove:
    """A game's board on its way to a new message (bot.table.placement), stored before the
    new one is posted so that a process dying halfway leaves a trace: the message it
    leaves, the channel that message is in, and the channel the new one goes to (a
    thread of the game's own when the two differ)."""

    game_id: int
    from_message: int
    from_channel: int
    to_channel: int

    @property
    def into_thread(self) -> bool:
        return self.to_channel != self.from_channel


@dataclass(frozen=True)
class ShardScope:
    """The shards one process runs, as SQL tests them: a game belongs to its server's
    shard, (guild_id >> 22) % count, Discord's own rule; the restore and the sweeps
    then read only this process's games."""

    count: int
    ids: tuple[int, ...]

    def sql(self, column: str = "guild_id") -> str:
        """The condition on a games table's `column` (plain integers: nothing to bind). A
        game outside servers is shard 0's, as Discord sends it its events. No shard at
        all (a process that lost every lease) matches no row: PostgreSQL refuses `IN ()`."""
        if not self.ids:
            return "FALSE"
        ids = ", ".join(str(int(i)) for i in self.ids)
        context = column.removesuffix("guild_id") + "context"
        private = ", ".join(f"'{c}'" for c in PRIVATE_CONTEXTS)
        key = f"(CASE WHEN {context} IN ({private}) THEN 0 ELSE {column} END)"
        return f"(({key} >> 22) % {int(self.count)}) IN ({ids})"


def in_scope(scope: ShardScope | None, column: str = "guild_id") -> str:
    """SQL true for the rows of `scope` (every row without one)."""
    return "TRUE" if scope is None else scope.sql(column)


@dataclass(frozen=True)
class DiceUnlock:
    """A dice set a player earned, and whether they have been told yet."""

    user_id: int
    set_id: str
    game_id: int | None
    announced: bool


@dataclass(frozen=True)
class MoveRow:
    """One entry of a game's move log, stored with the move (`entry`: bot.ai.movelog JSON)."""

    version: int
    player: str
    rules_version: int
    entry: str
