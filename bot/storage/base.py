"""The repository interface the service depends on; one implementation per database."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from bot.domain import PlayedGame, WebPlayer, WebServer
from bot.storage.models import (
    BoardMove,
    BoardRow,
    DailyRow,
    DiceUnlock,
    GameRecord,
    GuildSettings,
    MoveRow,
    PlaceTotal,
    RatedGame,
    Rating,
    RatingPoint,
    ResultRow,
    SeasonMark,
    SeasonPost,
    Seat,
    ServerCaps,
    ShardScope,
    SkillBoardRow,
    SkillRow,
    StatRow,
)
from bot.storage.privacy import Switch
from bot.storage.seasons_store import Rater


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


class StillSeated(StorageError):
    """forget-me while the user holds a seat in a lobby or a running game (`.game`)."""

    def __init__(self, game: GameRecord) -> None:
        super().__init__(f"seated in active game {game.id}")
        self.game = game


class CapReached(StorageError):
    """A server cap (ServerCaps) is reached: `cap` names which, `limit` its value."""

    def __init__(self, cap: str, limit: int) -> None:
        super().__init__(f"server cap {cap} ({limit}) reached")
        self.cap = cap
        self.limit = limit


class DailyTaken(StorageError):
    """The user already has this day's daily of this game (carried in `.game`)."""

    def __init__(self, game: GameRecord) -> None:
        super().__init__(f"user {game.host_id} has the daily of {game.daily_day}: {game.id}")
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

    async def get_user_switch(self, switch: Switch, user_id: int) -> bool | None:
        """A user's own on/off choice (turn pings, auto-roll; None: they never chose: the
        server decides)."""
        ...

    async def set_user_switch(self, switch: Switch, user_id: int, on: bool | None) -> None:
        """Store a user's choice; None forgets it."""
        ...

    async def create_game(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str,
        options: dict[str, Any], seats: list[Seat], language: str = "en",
        caps: ServerCaps | None = None, context: str = "guild",
        turn_timeout: int | None = None,
    ) -> GameRecord:
        """Insert a lobby (played in `context`, bot.domain.CONTEXTS); raises ChannelBusy
        when the channel has an active game, and CapReached (inserting nothing) when the
        server is at one of `caps`, counted in the same transaction as the insert."""
        ...

    async def get_game(self, game_id: int) -> GameRecord | None: ...
    async def active_game_in_channel(self, channel_id: int) -> GameRecord | None: ...
    async def unfinished_games(self) -> list[GameRecord]: ...
    async def turns_to_check(self, scope: ShardScope | None = None) -> list[GameRecord]:
        """Running games of `scope` whose turn may be a computer's: a computer is to act,
        or a release before 0010 saved them (their human_turn is not their version)."""
        ...
    async def unshown_lobbies(self, scope: ShardScope | None = None) -> list[GameRecord]:
        """Lobbies of `scope` whose message id was never saved."""
        ...
    async def changed_near_last_write(
        self, window: float, scope: ShardScope | None = None
    ) -> list[GameRecord]:
        """Games of `scope` with a message, saved at most `window` seconds before the last
        save of `scope` (what a process that stopped then may have left undrawn)."""
        ...
    async def live_games(self) -> dict[str, int]:
        """Game kind -> games in a lobby or being played (the metrics' gauge)."""
        ...
    async def overdue_games(
        self, now: float, *, lobby_ttl: float, orphan_after: float,
        scope: ShardScope | None = None,
    ) -> list[GameRecord]:
        """Playing games of `scope` past their server's turn timeout and lobbies to close."""
        ...

    async def set_message_id(self, game_id: int, message_id: int,
                             channel_id: int | None = None) -> None:
        """Which message shows the game (and, given, the channel it now plays in: a
        thread of its own)."""
        ...

    # -- board moves (bot.table.placement) ---------------------------------------------------
    async def begin_board_move(self, move: BoardMove) -> None:
        """Remember a board move before its new board is posted (once per message left)."""
        ...

    async def board_moves(self, scope: ShardScope | None = None, game_id: int | None = None
                          ) -> list[BoardMove]:
        """The moves not finished, of `scope`'s games (of one game, given)."""
        ...

    async def end_board_move(self, move: BoardMove) -> None:
        """The board `move` left is taken down: nothing of it is left to do."""
        ...

    # -- turn pings kept true when a board moves (bot.table.placement) -------------------------
    async def add_turn_ping(self, game_id: int, message_id: int, user_id: int) -> None:
        """Remember a turn ping the game sent (message `message_id`, naming `user_id`)."""
        ...

    async def turn_pings(self, game_id: int) -> list[tuple[int, int]]:
        """The game's remembered pings, (message, user), oldest first."""
        ...

    async def drop_turn_pings(self, game_id: int, message_ids: list[int] | None = None
                              ) -> None:
        """Forget some of the game's pings (None: all of them, the game having ended)."""
        ...

    async def mark_human_turn(self, game_id: int, version: int) -> None:
        """Record that a human holds the turn at `version` (a game an older release saved,
        found so by a restart: it is not read again until a computer is to act)."""
        ...

    # -- shard leases (bot.ops.shard_leases) ----------------------------------------------
    async def claim_shards(self, owner: str, count: int, ids: list[int], *, now: float,
                           until: float, force: bool = False) -> set[int]:
        """Take the leases of `ids` (of `count` shards) that are free, expired or already
        `owner`'s (every one with `force`) until `until`; returns the shards it holds."""
        ...

    async def renew_shards(self, owner: str, count: int, ids: list[int],
                           until: float) -> set[int]:
        """Extend `owner`'s leases of `ids`; returns those it still holds (not taken)."""
        ...

    async def release_shards(self, owner: str, count: int, ids: list[int]) -> None:
        """Give up `owner`'s leases of `ids` (a stopping process: the next takes over)."""
        ...

    async def save_game(
        self, game: GameRecord, expected_version: int, *, seats_changed: bool = False,
        results: list[ResultRow] | None = None, moves: list[MoveRow] | None = None,
        running_cap: int | None = None,
    ) -> None:
        """Write state, status, version, dice seed (and seats/results/move-log entries)
        in one transaction.

        Raises VersionConflict, writing nothing, unless the stored version is
        `expected_version`; with `running_cap` (a game starting) CapReached, writing
        nothing, when the server already plays that many other games.
        """
        ...

    async def game_moves(self, game_id: int) -> list[MoveRow]:
        """The game's move log in order (empty for games from before the log)."""
        ...

    async def mark_hints_used(self, game_id: int) -> None:
        """Remember that a hint was given in this game (leaves the version alone)."""
        ...

    async def leaderboard(
        self, guild_id: int, kind: str, with_computers: bool | None, limit: int = 10,
        *, without_hinted: bool = False, since: float | None = None,
        until: float | None = None, by: str = "wins",
    ) -> list[BoardRow]:
        """By wins, win rate and best score (`by` "points": best score, then mean);
        `with_computers` None: every game; between `since` and `until` (a season), else
        all time."""
        ...
    async def player_stats(self, guild_id: int, user_id: int) -> list[StatRow]: ...
    async def player_totals(self, user_id: int) -> list[PlaceTotal]:
        """The player's games and wins everywhere they played, by context."""
        ...

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

    # -- privacy: forget-me, servers the bot left -----------------------------------
    async def forget_user(self, user_id: int) -> list[int]:
        """Delete the user's own rows (language, dice sets, ...) and anonymize their seats
        and results (bot.storage.privacy), in one transaction; returns the games
        anonymized. StillSeated, changing nothing, while they sit in an active game
        (one at a table, if any, before their dailies: the service cancels those)."""
        ...

    async def active_games_in_guild(self, guild_id: int) -> list[GameRecord]: ...

    async def stored_guilds(self) -> set[int]:
        """Every server some row belongs to (GUILD_TABLES)."""
        ...

    async def mark_guilds_left(self, guild_ids: list[int], at: float) -> None:
        """Record servers the bot left (a server already recorded keeps its date)."""
        ...

    async def mark_guilds_present(self, guild_ids: list[int]) -> list[int]:
        """Forget that the bot left these servers (it is back); returns those it had."""
        ...

    async def guilds_left(self) -> dict[int, float]:
        """Servers the bot left -> when."""
        ...

    async def purge_guild(self, guild_id: int, left_before: float) -> bool:
        """Delete every row of a server the bot left before `left_before` (nothing when
        it came back or left later); returns whether it did."""
        ...

    # -- the daily challenge (bot.service.daily) ------------------------------------------------
    async def keep_secret(self, name: str, value: str) -> str:
        """Store `value` under `name` unless a value is stored already; returns the stored
        one (so processes starting together agree on a generated secret)."""
        ...

    async def create_daily(
        self, *, guild_id: int, channel_id: int, user_id: int, kind: str,
        options: dict[str, Any], day: str, state: str, language: str,
        context: str = "guild",
    ) -> GameRecord:
        """Insert a user's daily, already playing; DailyTaken when they have that day's."""
        ...

    async def daily_of(self, user_id: int, day: str, kind: str) -> GameRecord | None: ...

    async def share_daily(self, game_id: int) -> bool:
        """Record the daily's share; False when it was shared before."""
        ...

    async def daily_results(
        self, guild_id: int, kind: str, first_day: str, last_day: str, *,
        best_per_player: bool, limit: int = 10,
    ) -> list[DailyRow]:
        """Finished dailies of a server between two days (inclusive), best score first."""
        ...

    async def day_luck(self, day: str, kind: str) -> tuple[float, int]:
        """The mean luck of the day's reviewed dailies of a game (every server), and how
        many there are."""
        ...

    # -- background reviews and skill (bot.service.skill) -----------------------------------------
    async def claim_review(self, owner: str, now: float, lease: float,
                           game_id: int | None = None) -> GameRecord | None:
        """Claim the oldest finished game awaiting review (or `game_id`) for `owner`; a
        claim older than `lease` seconds is taken over. None when nothing is claimable."""
        ...

    async def claim_reviews(self, owner: str, now: float, lease: float,
                            limit: int) -> list[GameRecord]:
        """Claim up to `limit` of the oldest finished games awaiting review at once (one
        write for them all), oldest first; claims older than `lease` are taken over."""
        ...

    async def finish_review(self, game_id: int, owner: str, rows: list[SkillRow]) -> bool:
        """Store the review's rows and mark the game reviewed, atomically, if `owner` still
        holds the claim; False (nothing written) else."""
        ...

    async def finish_reviews(self, owner: str, reviews: dict[int, list[SkillRow]],
                             replays: Mapping[int, str] | None = None) -> list[int]:
        """finish_review for several games in one transaction: the ids of the games
        `owner` still held the claim of (theirs stored, with their `replays`' steps:
        bot.service.replay_steps), the others untouched."""
        ...

    async def reviews_pending(self) -> int: ...
    async def game_skill(self, game_id: int) -> list[SkillRow]: ...
    async def skill_board(self, guild_id: int, kind: str, *, window: int, minimum: int,
                          limit: int = 10) -> list[SkillBoardRow]: ...
    async def skill_history(self, guild_id: int, user_id: int,
                            limit: int = 100) -> list[SkillRow]:
        """The user's reviewed games on a server, oldest first."""
        ...

    # -- ratings and seasons (bot.storage.seasons_store, bot.service.ratings, .seasons) ----
    async def apply_ratings(self, rate: Rater, model: str, *, limit: int = 50,
                            now: float | None = None) -> list[int]:
        """Apply the waiting rating updates in queue order, each game once (its
        rating_applied row in the same transaction); the games that moved ratings."""
        ...

    async def ratings_pending(self) -> int: ...
    async def rated_games(self) -> list[RatedGame]: ...
    async def all_ratings(self) -> dict[tuple[int, str, int], Rating]: ...
    async def replace_ratings(self, ratings: dict[tuple[int, str, int], Rating],
                              model: str) -> None: ...
    async def rating_board(self, guild_id: int, kind: str, *, minimum: int,
                           limit: int = 10) -> list[Rating]: ...
    async def rating_board_at(self, guild_id: int, kind: str, until: float, *,
                              minimum: int, limit: int = 10) -> list[Rating]: ...
    async def ratings_of(self, guild_id: int, kind: str, user_ids: list[int]
                         ) -> dict[int, Rating]: ...
    async def rating_history(self, guild_id: int, user_id: int, limit: int = 200
                             ) -> list[RatingPoint]: ...
    async def rating_moves(self, guild_id: int, kind: str, since: float, until: float
                           ) -> dict[int, tuple[float, float]]: ...
    async def season_kinds(self, guild_id: int, since: float, until: float) -> list[str]: ...
    async def season_skill(self, guild_id: int, kind: str, since: float, until: float,
                           *, ranked_only: bool = False) -> dict[int, SkillBoardRow]: ...
    async def played_between(self, since: float, until: float) -> list[int]: ...
    async def seasons_closed(self, guild_ids: list[int], length: str, number: int
                             ) -> set[int]: ...
    async def close_season(self, guild_id: int, length: str, number: int, *,
                           channel_id: int | None, marks: list[tuple[str, int, int, int]],
                           now: float | None = None) -> bool: ...
    async def claim_season_posts(self, owner: str, now: float, lease: float,
                                 which: Callable[[int], bool] | None = None
                                 ) -> list[SeasonPost]: ...
    async def season_post_tried(self, guild_id: int, length: str, number: int, *,
                                nonce: str, at: float) -> None: ...
    async def season_posted(self, guild_id: int, length: str, number: int,
                            message_id: int) -> None: ...
    async def season_marks(self, guild_id: int, user_id: int, length: str
                           ) -> list[SeasonMark]: ...

    # -- the web pages (bot.storage.web) -------------------------------------------------

    async def set_web(self, guild_id: int, web: str) -> None: ...
    async def web_server(self, guild_id: int) -> WebServer | None: ...
    async def game_slug(self, game_id: int) -> str | None: ...
    async def web_player(self, user_id: int) -> WebPlayer: ...
    async def set_web_name(self, user_id: int, name: str | None) -> WebPlayer: ...
    async def server_by_slug(self, slug: str) -> WebServer | None: ...
    async def game_by_slug(self, slug: str) -> GameRecord | None: ...
    async def replay_steps(self, game_id: int) -> str | None: ...
    async def player_by_slug(self, slug: str) -> WebPlayer | None: ...
    async def web_players(self, user_ids: list[int]) -> dict[int, WebPlayer]: ...
    async def public_games(self, user_id: int, limit: int) -> list[PlayedGame]: ...
    async def public_records(self, user_id: int) -> list[tuple[str, int, int, int, float]]: ...
    async def public_skill(self, user_id: int, limit: int) -> list[tuple[str, float, float]]: ...
    async def public_servers(self, user_id: int) -> list[int]: ...
    async def stored_secret(self, name: str) -> str | None: ...
