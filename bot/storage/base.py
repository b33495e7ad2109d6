"""The repository interface the service depends on; one implementation per database."""

from __future__ import annotations

from typing import Any, Protocol

from bot.storage.models import (
    BoardRow,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    ResultRow,
    Seat,
    StatRow,
)


class StorageError(Exception):
    """Base of the errors the repository raises on purpose."""


class StorageUnavailable(StorageError):
    """The database named by DATABASE_URL cannot be opened (wrong URL, down, refused)."""


class VersionConflict(StorageError):
    """The stored version moved on since the caller loaded the game."""


class ChannelBusy(StorageError):
    """The channel already has an active game (carried in `.game`)."""

    def __init__(self, game: GameRecord) -> None:
        super().__init__(f"channel {game.channel_id} busy with game {game.id}")
        self.game = game


class Repository(Protocol):
    """Everything the bot stores. Implementations own all SQL."""

    # True when other processes may write the same rows (so nothing read earlier
    # can be trusted to still be current).
    shared: bool

    async def open(self) -> None: ...
    async def close(self) -> None: ...
    async def schema_version(self) -> int: ...

    async def get_guild_settings(self, guild_id: int) -> GuildSettings: ...
    async def save_guild_settings(self, settings: GuildSettings) -> None: ...

    async def get_user_language(self, user_id: int) -> str | None:
        """The language a user chose with /yacht language (None: automatic)."""
        ...

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """Store a user's choice; None forgets it."""
        ...

    async def create_game(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str,
        options: dict[str, Any], seats: list[Seat], language: str = "en",
    ) -> GameRecord:
        """Insert a lobby; raises ChannelBusy when the channel has an active game."""
        ...

    async def get_game(self, game_id: int) -> GameRecord | None: ...
    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None: ...
    async def unfinished_games(self) -> list[GameRecord]: ...
    async def live_games(self) -> dict[str, int]:
        """Game kind -> games in a lobby or being played (the metrics' gauge)."""
        ...
    async def ended_since(self, since: float) -> list[GameRecord]:
        """Games that ended after `since` and have a message."""
        ...
    async def overdue_games(
        self, now: float, *, lobby_ttl: float, orphan_after: float
    ) -> list[GameRecord]:
        """Playing games past their server's turn timeout and lobbies to close."""
        ...

    async def set_message_id(self, game_id: int, message_id: int,
                             channel_id: int | None = None) -> None:
        """Which message shows the game (and, given, the channel it now plays in: a
        thread of its own)."""
        ...

    async def save_game(
        self, game: GameRecord, expected_version: int, *, seats_changed: bool = False,
        results: list[ResultRow] | None = None, moves: list[MoveRow] | None = None,
    ) -> None:
        """Write state, status, version (and seats/results/move-log entries) in one
        transaction.

        Raises VersionConflict, writing nothing, unless the stored version is
        `expected_version`.
        """
        ...

    async def game_moves(self, game_id: int) -> list[MoveRow]:
        """The game's move log in order (empty for games from before the log)."""
        ...

    async def mark_hints_used(self, game_id: int) -> None:
        """Remember that a hint was given in this game (leaves the version alone)."""
        ...

    async def leaderboard(
        self, guild_id: int, kind: str, with_computers: bool, limit: int = 10,
        *, without_hinted: bool = False,
    ) -> list[BoardRow]: ...
    async def player_stats(self, guild_id: int, user_id: int) -> list[StatRow]: ...

    # -- dice sets (cosmetics): never read by the dice source -----------------------
    async def dice_unlocks(self, user_id: int) -> list[DiceUnlock]: ...
    async def unlock_dice(
        self, user_id: int, set_ids: list[str], game_id: int | None
    ) -> list[str]:
        """Record earned sets; returns those that were not unlocked before."""
        ...

    async def game_unlocks(self, game_id: int) -> list[DiceUnlock]: ...
    async def mark_unlocks_announced(self, user_id: int, set_ids: list[str]) -> None: ...
    async def dice_choices(self, user_ids: list[int]) -> dict[int, str]: ...
    async def choose_dice(self, user_id: int, set_id: str) -> None: ...
    async def finished_games(self, user_id: int) -> int:
        """Games this user sat in to the end, on every server."""
        ...

    async def recent_results(
        self, guild_id: int, user_id: int, limit: int = 100
    ) -> list[tuple[str, dict[str, Any], int, bool]]:
        """(kind, options, score, won) of the user's last finished games, oldest first."""
        ...

    async def cosmetics_enabled(self, guild_id: int) -> bool: ...
    async def set_cosmetics(self, guild_id: int, enabled: bool) -> None: ...
