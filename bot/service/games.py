"""The game service: load a game, apply ONE action under its lock, save, return.

Everything Discord-facing goes through here so the rules of engagement (who may
act, stale prompts, one game per channel, results recorded once) hold no matter
which cog or task calls. Every accepted action is committed before the method
returns, so the caller's reply can never show a state that is not stored.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from bot.ai import Move, apply_move, choose_move
from bot.ai.movelog import By, LoggedMove, entry_for
from bot.domain import (
    HINT_SETTINGS,
    LEVELS,
    PLAY_IN,
    SEASONS,
    WEB_SETTINGS,
    BoardRow,
    PlaceTotal,
    Refusal,
    ServerCaps,
    SkillRow,
    StatRow,
    TableView,
)
from bot.kinds import APPLY, Step, all_kinds, find_kind
from bot.ops import metrics
from bot.rules import (
    BaseGame,
    BoxVariant,
    Roller,
    RuleError,
    RuleText,
    all_variants,
    create_game,
    find_variant,
    load_game,
    read_rules,
    resolve_options,
)
from bot.service.chances import levels_of, shown
from bot.service.fairness import FairnessError, draw_seed, export_game, keyed_roller
from bot.service.locks import ResourceLocks
from bot.service.ratings import apply_ratings
from bot.storage import (
    CapReached,
    ChannelBusy,
    GameRecord,
    GuildSettings,
    MoveRow,
    RatingsPending,
    Repository,
    ResultRow,
    Seat,
    StillSeated,
    VersionConflict,
)
from bot.storage.models import BoardMove, ShardScope, seat_keys
from bot.storage.privacy import Switch
from bot.text import DEFAULT_LANGUAGE, languages
from bot.text.discord_locale import AUTOMATIC, known_language, language_of_locale

Game = BaseGame
#: the range of rated games a server may ask of a player on its rating board
RATING_MINIMUM = (1, 100)
TIMEOUT_MINUTES = (0, 1440)  # the range /yacht-admin settings accepts for turn_timeout

log = logging.getLogger(__name__)

RollerFactory = Callable[[int], Roller | None]
#: the dice of a daily challenge, by its day and game (bot.service.daily)
DailyDice = Callable[[str, str], Roller]

# Leaving a running game is a deliberate command (/yacht leave), never a button: its
# action name cannot be written in a custom id (see bot.render.components.TEMPLATE).
LEAVE_GAME = "leave_game"
LOBBY_ACTIONS = frozenset({"join", "leave", "addbot", "start", "cancel", "confirm", LEAVE_GAME})
PING_CHOICES = ("on", "off", AUTOMATIC)  # a user's /yacht pings (and auto-roll) choice
PING_GRACE = (0, 600)  # seconds /yacht-settings accepts for the grace before a turn ping


class ChannelTaken(Refusal):
    """The channel already hosts an active game (`.active`)."""

    def __init__(self, game: GameRecord) -> None:
        super().__init__("busy", game_id=game.id)
        self.active = game


@dataclass(frozen=True)
class Actor:
    """Who clicked: a Discord user (with their Manage Server right) or a computer seat."""

    user_id: int | None
    manager: bool = False

    @property
    def is_computer(self) -> bool:
        return self.user_id is None


COMPUTER = Actor(user_id=None)


@dataclass(frozen=True)
class Place:
    """Where a click or command came from: the game must live exactly there.

    `message_id` is None when the click came from a private prompt (the level
    picker) or a slash command, which carry no game message."""

    guild_id: int  # outside servers: the chat's channel id (bot.domain.CONTEXTS)
    channel_id: int
    message_id: int | None = None
    #: the daily challenge's day the control names (None: a table game's control)
    day: str | None = None
    #: where the interaction says it comes from (bot.domain.CONTEXTS)
    context: str = "guild"


@dataclass(frozen=True)
class BoardTerms:
    """What a running game's board shows besides the game, under the game's settings:
    read in one call for each board drawn (bot.table.screens)."""

    #: when the person to act runs out of time (their turn is played for them)
    deadline: float | None
    #: whether the board carries the table's win chances (bot.service.chances.shown)
    chances: bool


@dataclass
class Outcome:
    """The game after an accepted action."""

    game: GameRecord
    rules: Game | None
    action: str
    finished_now: bool = False
    note: str | None = None  # "timeout" when the step was played for an absent player
    played_for: str | None = None  # that player's seat key
    previous_player: str | None = None  # whose turn it was before this move (rules moves)
    # (user id, dice set) unlocks to announce: on the move that ended the game only.
    unlocks: list[tuple[int, str]] = field(default_factory=list)
    new_turn: bool = False  # a turn began (the game started, or the last turn ended)

    @property
    def current_is_computer(self) -> bool:
        return bool(
            self.game.status == "playing"
            and self.rules is not None
            and self.game.seat_of_key(self.rules.current_player).is_computer
        )


def accepts_version(current: int, rules: Game, drawn: int) -> bool:
    """Whether a control drawn at version `drawn` may act on the game at `current`.

    Only hold changes may lie between the two: they change no die, no box and no turn,
    so two holds clicked quickly on the same roll both apply, and so does a Roll or a
    score clicked right after them. `current - rules.hold_changes` is never below the
    version at which the dice were thrown (every hold raises both; anything else, a
    player leaving too, raises only `current`), so a control drawn before the throw is
    always refused."""
    return current - rules.hold_changes <= drawn <= current


def options_of(kind: str, options: dict[str, Any]) -> dict[str, Any]:
    """The part of a mixed set of options (a server's defaults) that `kind` uses."""
    names = {spec.name for spec in find_kind(kind).variant.options}
    return {k: v for k, v in options.items() if k in names}


LANGUAGE_TTL = 30.0  # seconds a remembered language is trusted
_LANGUAGE_CACHE_MAX = 50_000  # entries; past it the cache starts over


def _remember(cache: dict[int, tuple[float, str | None]], key: int,
              language: str | None) -> None:
    if len(cache) >= _LANGUAGE_CACHE_MAX:
        cache.clear()
    cache[key] = (time.monotonic(), language)


def _recall(cache: dict[int, tuple[float, str | None]], key: int
            ) -> tuple[str | None] | None:
    """(language,) when remembered recently; None when it must be read again."""
    entry = cache.get(key)
    if entry is None or time.monotonic() - entry[0] > LANGUAGE_TTL:
        return None
    return (entry[1],)


def _checked_language(language: str) -> str:
    """A language we have a catalogue for; a refusal naming the choices else."""
    if language not in languages():
        raise Refusal("bad_language", language=language, allowed=languages())
    return language


def resolved_options(kind: str, given: dict[str, Any]) -> dict[str, Any]:
    """The rules engine's reading of these options; its refusal else."""
    try:
        return resolve_options(kind, given)
    except RuleError as error:
        raise Refusal.from_rule_error(error) from error


def read_rule_text(text: str | None) -> RuleText:
    """A command's `rules` text read by the rules engine (nothing when not given)."""
    if not text:
        return RuleText(None, {})
    try:
        return read_rules(text)
    except RuleError as error:
        raise Refusal.from_rule_error(error) from error


def _game_id(kind: str) -> str:
    """A registered game's id; the refusal listing the games else."""
    try:
        return find_kind(kind).id
    except RuleError as error:
        raise Refusal.from_rule_error(error) from error


def _cap_refusal(full: CapReached) -> Refusal:
    """The server cap reached, in the words of a refusal (the next /yacht start or Start
    past a cap)."""
    if full.cap == "lobbies":
        return Refusal("cap_lobbies", limit=full.limit)
    if full.cap == "member_lobbies":
        return Refusal("cap_member_lobbies", limit=full.limit)
    return Refusal("cap_games", limit=full.limit)


# Told of every committed move (see GameService): returns the unlocks to announce.
AfterMove = Callable[[Outcome], Awaitable[list[tuple[int, str]]]]


class GameService:
    """Applies actions to stored games, one at a time per game."""

    def __init__(self, repo: Repository, *, roller_factory: RollerFactory | None = None,
                 after_move: AfterMove | None = None,
                 daily_dice: DailyDice | None = None, caps: ServerCaps | None = None,
                 auto_roll: bool = True) -> None:
        self.repo = repo
        # Whether a turn's first roll is made for a player where neither they nor their
        # server chose (setting AUTO_ROLL): that roll holds no decision, and is the most
        # repeated tap of a game; the dice are keyed, so who presses changes no die.
        self.auto_roll = auto_roll
        self.roller_factory = roller_factory
        self.daily_dice = daily_dice
        self.caps = caps  # None: no caps (the bot passes its settings')
        # What a move earns beyond the game (dice sets) is recorded by the step that
        # committed it, under the game's lock, so every move is counted exactly once
        # however (and however often) it is drawn. The service never reads it back.
        self.after_move = after_move
        self.locks: ResourceLocks[int] = ResourceLocks()
        # Parsed games by id. With a single-process backend this process is the only
        # writer, so the cache is the truth; with a shared one (PostgreSQL, several
        # shards) another process may have moved the game on, so `load` re-reads the
        # row and keeps only the parsed rules of the same version. Either way the
        # optimistic version check in save_game is the guarantee.
        self._cache: dict[int, tuple[GameRecord, Game | None]] = {}
        self._shared = bool(getattr(repo, "shared", False))
        # Languages are read for every private reply: remembered for LANGUAGE_TTL
        # seconds (another process sharing the database, e.g. other shards, may change
        # a user's choice; this bounds how long it goes unseen here).
        self._user_languages: dict[int, tuple[float, str | None]] = {}
        self._guild_languages: dict[int, tuple[float, str | None]] = {}
        # Messages a board moved away from (old message id -> game id): a click on one
        # made just as the board moved is still the game's (see move_board).
        self._moved_from: dict[int, int] = {}
        self._settings: dict[int, tuple[float, GuildSettings]] = {}

    # -- loading ----------------------------------------------------------

    def roller_of(self, table: TableView) -> Roller | None:
        """The game's dice: a daily's are keyed by its day and game, the same for everyone
        (bot.service.daily); others come from the roller factory (tests), else are keyed by the
        game's own seed (verifiable: bot.service.fairness), else, for a game from before seeds,
        fair dice from the OS (None)."""
        if table.daily_day is not None:
            if self.daily_dice is None:
                raise Refusal("daily_off")
            return self.daily_dice(table.daily_day, table.kind)
        if self.roller_factory is not None:
            return self.roller_factory(table.id)
        return keyed_roller(table.dice_seed)

    async def load(self, game_id: int) -> tuple[GameRecord, Game | None]:
        """The stored game and its rules object (None before it starts)."""
        cached = self._cache.get(game_id)
        if cached is not None and not self._shared:
            return cached
        record = await self.repo.get_game(game_id)
        if record is None:
            self.forget(game_id)
            raise Refusal("unknown_game")
        if cached is not None and cached[0].version == record.version:
            rules = cached[1]  # same version: the parsed state is still this row's
        else:
            rules = load_game(record.state, self.roller_of(record)) if record.state else None
        if record.active:
            self._cache[game_id] = (record, rules)
        return record, rules

    async def stored(self, game_id: int) -> GameRecord:
        """The stored row of any game, finished ones too, unparsed (reviews, rematches)."""
        record = await self.repo.get_game(game_id)
        if record is None:
            raise Refusal("unknown_game")
        return record

    def forget(self, game_id: int) -> None:
        self._cache.pop(game_id, None)

    async def active_in_channel(self, channel_id: int) -> GameRecord | None:
        return await self.repo.active_game_in_channel(channel_id)

    # -- lobby creation ---------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        settings = await self.repo.get_guild_settings(guild_id)
        _remember(self._guild_languages, guild_id, known_language(settings.language))
        self._settings[guild_id] = (time.monotonic(), settings)
        return settings

    async def recent_settings(self, guild_id: int) -> GuildSettings:
        """A server's settings as read at most LANGUAGE_TTL seconds ago: every board drawn
        (its turn deadline) and every turn handed on (its ping) reads them."""
        entry = self._settings.get(guild_id)
        if entry is not None and time.monotonic() - entry[0] <= LANGUAGE_TTL:
            return entry[1]
        if len(self._settings) >= _LANGUAGE_CACHE_MAX:
            self._settings.clear()
        return await self.guild_settings(guild_id)

    async def settings_at(self, guild_id: int, context: str) -> GuildSettings:
        """The settings of a place: its server's, where the server added the bot;
        elsewhere the defaults (no admin sets any there: `guild_id` may be a chat's)."""
        if context == "guild":
            return await self.recent_settings(guild_id)
        return GuildSettings(guild_id)

    async def page_slug(self, table: TableView) -> str | None:
        """The slug of a finished game's replay page, when its server turned its pages
        on (bot.web); None otherwise, and for games outside a server (no pages there)."""
        if table.status != "finished" or await self.server_slug(
                table.guild_id, table.context) is None:
            return None
        return await self.repo.game_slug(table.id)

    async def board_terms(self, table: TableView, game: Game | None) -> BoardTerms:
        """What the board of a running `table` (its rules state `game`) shows besides
        the game."""
        settings = await self.table_settings(table)
        return BoardTerms(chances=shown(table, settings),
                          deadline=turn_deadline(table, game, settings))

    async def server_slug(self, guild_id: int, context: str) -> str | None:
        """The slug of a server's pages (its leaderboard's address), when it turned them
        on; None otherwise, and outside a server that added the bot (DMs, group DMs:
        no pages there)."""
        if context != "guild":
            return None
        server = await self.repo.web_server(guild_id)
        return server.slug if server is not None and server.public else None

    async def player_slug(self, user_id: int) -> str:
        """The slug of a player's page, made the first time a link to it is shown."""
        return (await self.repo.web_player(user_id)).slug

    async def set_web(self, guild_id: int, web: str) -> None:
        """Turn a server's pages off, on or listed (WEB_SETTINGS)."""
        if web not in WEB_SETTINGS:
            raise ValueError(f"unknown pages setting {web!r}")
        await self.repo.set_web(guild_id, web)

    async def set_web_name(self, user_id: int, name: str | None) -> None:
        """Show the player by `name` on the web pages (None: as "Player N")."""
        await self.repo.set_web_name(user_id, name)

    async def web_setting(self, guild_id: int) -> str:
        server = await self.repo.web_server(guild_id)
        return "off" if server is None else server.web

    async def table_settings(self, table: TableView) -> GuildSettings:
        """The settings a game plays under (`settings_at` its place); a turn timeout the
        host chose for the game wins."""
        settings = await self.settings_at(table.guild_id, table.context)
        if table.turn_timeout is not None:
            settings = replace(settings, turn_timeout=table.turn_timeout)
        return settings

    # -- languages -----------------------------------------------------------------

    async def user_language(self, user_id: int) -> str | None:
        """The language a user chose with /yacht language (None: automatic)."""
        cached = _recall(self._user_languages, user_id)
        if cached is not None:
            return cached[0]
        stored = known_language(await self.repo.get_user_language(user_id))
        _remember(self._user_languages, user_id, stored)
        return stored

    async def set_user_language(self, user_id: int, language: str) -> str | None:
        """Store a user's choice (`auto` forgets it); returns what is stored now."""
        chosen = None if language == AUTOMATIC else _checked_language(language)
        await self.repo.set_user_language(user_id, chosen)
        _remember(self._user_languages, user_id, chosen)
        return chosen

    async def user_pings(self, user_id: int) -> bool | None:
        """Whether a user wants turn pings (None: never chose; the server's default)."""
        return await self.repo.get_user_switch("pings", user_id)

    async def ping_grace(self, game_id: int, user_id: int) -> float | None:
        """How long a turn handed to `user_id` waits before its ping (the game's
        settings), or None when they get no ping: their own choice, else the server's."""
        settings = await self.table_settings((await self.load(game_id))[0])
        wanted = await self.user_pings(user_id)
        return settings.ping_grace if (settings.pings if wanted is None else wanted) else None

    async def set_user_pings(self, user_id: int, choice: str) -> bool | None:
        """Store a user's choice: `on`, `off`, or `auto` (the server decides)."""
        return await self._set_switch("pings", user_id, choice)

    async def set_user_auto_roll(self, user_id: int, choice: str) -> bool | None:
        """Store whether a user's first roll of a turn is made for them: `on`, `off`, or
        `auto` (the server decides)."""
        return await self._set_switch("auto_roll", user_id, choice)

    async def _set_switch(self, switch: Switch, user_id: int, choice: str) -> bool | None:
        if choice not in PING_CHOICES:
            raise Refusal(f"bad_{switch}", value=choice, allowed=PING_CHOICES)
        on = None if choice == AUTOMATIC else choice == "on"
        await self.repo.set_user_switch(switch, user_id, on)
        return on

    async def auto_rolls(self, user_id: int, table: TableView) -> bool:
        """Whether the first roll of this user's turns in this game is made for them: their
        own choice wins, then their server's, then the bot's."""
        chosen = await self.repo.get_user_switch("auto_roll", user_id)
        if chosen is not None:
            return chosen
        server = (await self.settings_at(table.guild_id, table.context)).auto_roll
        return self.auto_roll if server is None else server

    async def guild_language(self, guild_id: int) -> str | None:
        cached = _recall(self._guild_languages, guild_id)
        if cached is not None:
            return cached[0]
        return known_language((await self.guild_settings(guild_id)).language)

    async def reader_language(
        self, user_id: int, locale: str | None, guild_id: int | None
    ) -> str:
        """Who reads a private answer reads it in: their own choice, else their client's
        locale when we have that language, else the server's language, else English."""
        chosen = await self.user_language(user_id)
        if chosen is not None:
            return chosen
        client = language_of_locale(locale)
        if client is not None:
            return client
        if guild_id is not None:
            server = await self.guild_language(guild_id)
            if server is not None:
                return server
        return DEFAULT_LANGUAGE

    async def update_settings(
        self, guild_id: int, *, default_game: str | None = None,
        turn_timeout: int | None = None, options: dict[str, Any] | None = None,
        hints: str | None = None,
        language: str | None = None, rules: str | None = None,
        daily_game: str | None = None,
        pings: bool | None = None, ping_grace: int | None = None,
        play_in: str | None = None, season: str | None = None,
        season_channel: int | None = None, rated_hints: bool | None = None,
        rating_minimum: int | None = None, win_chances: bool | None = None,
        auto_roll: bool | None = None,
    ) -> tuple[GuildSettings, bool]:
        """Change a server's defaults (seconds for the timeout); returns them and whether
        anything changed. Each option is checked by the rules of the game that owns it.
        `rules` is a rules text (bot.rules.presets): a game named in it gets exactly
        those rules (its other options back to standard)."""
        chosen = read_rule_text(rules)
        options = {**chosen.options, **(options or {})}
        settings = await self.repo.get_guild_settings(guild_id)
        if language is not None:
            settings.language = None if language == AUTOMATIC else _checked_language(language)
        if default_game is not None:
            settings.default_game = _game_id(default_game)
        if daily_game is not None:
            settings.daily_game = _game_id(daily_game)
        if turn_timeout is not None:
            low, high = TIMEOUT_MINUTES
            if not low * 60 <= turn_timeout <= high * 60:
                raise Refusal("timeout_range", min=low, max=high)
            settings.turn_timeout = turn_timeout
        if chosen.game is not None:
            resolved_options(chosen.game, options)  # the options named must be its own
            settings.default_options = {
                k: v for k, v in settings.default_options.items()
                if k not in options_of(chosen.game, settings.default_options)}
        if options:
            known = [spec.name for variant in all_variants() for spec in variant.options]
            unknown = sorted(set(options) - set(known))
            if unknown:
                raise Refusal("no_such_option", option=unknown[0], known=tuple(known))
            merged = {**settings.default_options, **options}
            for kind in all_kinds():
                resolved_options(kind.id, options_of(kind.id, merged))
            settings.default_options = merged
        if pings is not None:
            settings.pings = pings
        if ping_grace is not None:
            settings.ping_grace = _within(ping_grace, PING_GRACE, "grace_range")
        if hints is not None:
            if hints not in HINT_SETTINGS:
                raise Refusal("bad_hints", value=hints, allowed=HINT_SETTINGS)
            settings.hints = hints
        if play_in is not None:
            if play_in not in PLAY_IN:
                raise Refusal("bad_play_in", value=play_in, allowed=", ".join(PLAY_IN))
            settings.play_in = play_in
        if season is not None:
            if season not in SEASONS:
                raise Refusal("bad_season", value=season, allowed=", ".join(SEASONS))
            settings.season = season
        if season_channel is not None:
            settings.season_channel = season_channel or None  # 0: no post
        if rated_hints is not None:
            settings.rated_hints = rated_hints
        if rating_minimum is not None:
            settings.rating_minimum = _within(rating_minimum, RATING_MINIMUM,
                                              "rating_minimum_range")
        if win_chances is not None:
            settings.win_chances = win_chances
        if auto_roll is not None:
            settings.auto_roll = auto_roll
        changed = (default_game is not None or daily_game is not None
                   or turn_timeout is not None or bool(options)
                   or hints is not None or language is not None or chosen.game is not None
                   or pings is not None or ping_grace is not None or play_in is not None
                   or season is not None or season_channel is not None
                   or rated_hints is not None or rating_minimum is not None
                   or win_chances is not None or auto_roll is not None)
        if changed:
            await self.repo.save_guild_settings(settings)
            _remember(self._guild_languages, guild_id, settings.language)
            self._settings[guild_id] = (time.monotonic(), settings)
        return settings, changed

    async def create_lobby(
        self, *, guild_id: int, channel_id: int, host_id: int, kind: str | None,
        options: dict[str, Any], language: str | None = None,
        host_language: str = DEFAULT_LANGUAGE, rules: str | None = None,
        seats: list[Seat] | None = None, context: str = "guild",
        turn_timeout: int | None = None,
    ) -> GameRecord:
        """Open a lobby with the host seated; server defaults fill unset options.

        `rules` is a rules text (bot.rules.presets): a game named in it is the game
        (it must agree with `kind` when both are given), played with exactly those
        rules, server defaults aside. The game's language: the host's pick, else the
        server's language, else the host's own (`host_language`, resolved like a
        private answer to them). `seats`: the table to open with (a rematch's), else
        the host alone. `context` says where (bot.domain.CONTEXTS; outside servers,
        `guild_id` is the chat's channel id): server defaults apply only in servers that
        added the bot. `turn_timeout`: the game's own, in seconds, where no admin sets one."""
        chosen = read_rule_text(rules)
        settings = (await self.guild_settings(guild_id) if context == "guild"
                    else GuildSettings(guild_id))
        if language is not None:
            language = _checked_language(language)
        if chosen.game is not None and kind is not None and _game_id(kind) != chosen.game:
            raise Refusal("rules_other_game", game=_game_id(kind), other=chosen.game)
        kind = _game_id(chosen.game or kind or settings.default_game)
        options = {**chosen.options, **options}
        resolved_options(kind, options)  # the host's own choices must all fit this game
        defaults = {} if chosen.game is not None else options_of(kind, settings.default_options)
        resolved = resolved_options(kind, {**defaults, **options})
        try:
            record = await self.repo.create_game(
                guild_id=guild_id, channel_id=channel_id, host_id=host_id, kind=kind,
                options=resolved, seats=seats or [Seat(user_id=host_id)],
                language=language or known_language(settings.language) or host_language,
                caps=self.caps, context=context,
                turn_timeout=None if context == "guild" else turn_timeout,
            )
        except ChannelBusy as busy:
            raise ChannelTaken(busy.game) from None
        except CapReached as full:
            raise _cap_refusal(full) from None
        self._cache[record.id] = (record, None)
        return record

    async def set_message(self, game_id: int, message_id: int,
                          channel_id: int | None = None) -> None:
        """Remember which message shows the game (the lobby's own message)."""
        async with self.locks(game_id):
            await self._set_message(game_id, message_id, channel_id)

    async def _set_message(self, game_id: int, message_id: int, channel_id: int | None) -> None:
        await self.repo.set_message_id(game_id, message_id, channel_id)
        cached = self._cache.get(game_id)
        if cached is not None:
            cached[0].message_id = message_id
            if channel_id is not None:
                cached[0].channel_id = channel_id

    async def move_board(
        self, game_id: int, post: Callable[[GameRecord, Game | None], Awaitable[int]], *,
        channel_id: int | None = None,
    ) -> BoardMove | None:
        """Show a running game in a new message (`post` draws it and returns its id; in
        `channel_id` when the game moves there, a thread of its own). Under the game's
        lock, so no move lands between the drawing and the store pointing at the new
        message; a click on the old one is still taken (check_place). The move is stored
        before the post and stays until the old board is taken down (`board_move_done`),
        so a process dying at any moment leaves a trace the next one follows
        (bot.table.placement). Returns the move (None: the game no longer runs, or had
        no message; nothing was posted)."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if record.status not in ("lobby", "playing") or record.message_id is None:
                return None
            move = BoardMove(game_id, record.message_id, record.channel_id,
                             channel_id or record.channel_id)
            await self.repo.begin_board_move(move)
            await self._set_message(game_id, await post(record, rules), channel_id)
            if len(self._moved_from) >= _LANGUAGE_CACHE_MAX:
                self._moved_from.clear()
            self._moved_from[move.from_message] = game_id
            return move

    async def board_moves(self, scope: ShardScope | None = None, game_id: int | None = None
                          ) -> list[BoardMove]:
        """Board moves not finished: a process died in them, or the old board could not
        be taken down yet."""
        return await self.repo.board_moves(scope, game_id)

    async def board_move_done(self, move: BoardMove) -> None:
        await self.repo.end_board_move(move)

    # The turn pings a game sent, kept in the store so that a restart can still point
    # them at a moved board (bot.table.placement).
    async def remember_ping(self, game_id: int, message_id: int, user_id: int) -> None:
        await self.repo.add_turn_ping(game_id, message_id, user_id)

    async def turn_pings(self, game_id: int) -> list[tuple[int, int]]:
        return await self.repo.turn_pings(game_id)

    async def forget_pings(self, game_id: int, message_ids: list[int] | None = None) -> None:
        await self.repo.drop_turn_pings(game_id, message_ids)

    # -- actions ------------------------------------------------------------------

    async def act(
        self, game_id: int, version: int | None, actor: Actor, action: str,
        arg: str | None = None, *, place: Place | None = None,
    ) -> Outcome:
        """Apply one action; Refusal (nothing stored) when it is not allowed.

        `version` is the version the clicked prompt was drawn at; game actions
        on any other version are stale. Lobby actions are per-user and
        idempotent, so they only require the game to still be in its lobby.
        `place` is where the click came from: a game id forged onto another
        channel's (or server's) message is refused.
        """
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if place is not None:
                self.check_place(record, place)
            if action in LOBBY_ACTIONS:
                return await self._lobby_action(record, actor, action, arg)
            return await self._game_action(record, rules, version, actor, action, arg)

    def check_place(self, record: GameRecord, place: Place) -> None:
        """Refuse a game id used outside its own message, channel and server (a board the
        game just moved away from, to the bottom of its channel or to its thread, is
        still its own). A daily is played in private messages of its server only, by
        controls naming its day."""
        if record.daily_day is not None or place.day is not None:
            if place.message_id is not None:
                raise Refusal("daily_in_channel")
            if place.day != record.daily_day:
                raise Refusal("daily_forged")
            if record.guild_id != place.guild_id or record.context != place.context:
                raise Refusal("wrong_place")
            return
        if record.guild_id != place.guild_id or record.context != place.context:
            raise Refusal("wrong_place")
        moved = place.message_id is not None and self._moved_from.get(place.message_id) == \
            record.id
        if record.channel_id != place.channel_id and not moved:
            raise Refusal("wrong_place")
        if place.message_id is not None and record.message_id != place.message_id \
                and not moved:
            raise Refusal("wrong_place")

    async def cancel(self, game_id: int, actor: Actor, *, place: Place | None = None) -> Outcome:
        """Cancel from the slash command (no prompt version involved)."""
        return await self.act(game_id, None, actor, "cancel", place=place)

    async def leave(self, game_id: int, actor: Actor, *, place: Place | None = None) -> Outcome:
        """Leave a lobby, or a running game: a computer plays the seat from then on."""
        return await self.act(game_id, None, actor, LEAVE_GAME, place=place)

    async def abandon(self, game_id: int) -> Outcome | None:
        """Close a lobby nobody can use (expired, or its message was never saved); None
        when the game is past its lobby (a race with Start)."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            # A running game qualifies only if it has no message (a database from
            # before lobbies were checked): nobody can see it, so nobody can finish it.
            if record.status != "lobby" and not (record.active and record.message_id is None):
                return None
            outcome = await self._save(record, rules, "expire", status="cancelled")
            outcome.note = "expired"
            return outcome

    async def close_unreachable(self, game_id: int, why: str) -> Outcome | None:
        """End a game whose message Discord says is gone for good (its channel, thread or
        server deleted, or the bot's access taken away): nobody can see or click it, and
        every later edit would be refused again. None when it had ended already."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if not record.active:
                return None
            return await self._save(record, rules, "cancel", status="cancelled", why=why)

    async def computer_step(self, game_id: int) -> Outcome | None:
        """Let the computer seat to act make one move; None when it is not a computer's turn."""
        with metrics.COMPUTER_STEP.time():
            return await self._computer_step(game_id)

    async def _computer_step(self, game_id: int) -> Outcome | None:
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if record.status != "playing" or rules is None:
                return None
            seat = record.seat_of_key(rules.current_player)
            if not seat.is_computer:
                return None
            # Some policies think for tens of ms: keep the event loop (other games) free.
            move = await asyncio.to_thread(choose_move, rules.copy(), seat.level or "normal",
                                           levels_of(record))
            return await self._apply_move(record, rules, move, "computer")

    async def play_for_absent(self, game_id: int, version: int) -> Outcome | None:
        """Play one step for a human whose turn timed out (as an easy computer would)."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if record.status != "playing" or rules is None or record.version != version:
                return None
            return await self._apply_move(record, rules, choose_move(rules, "easy"), "timeout")

    async def auto_roll_turn(self, game_id: int, version: int) -> Outcome | None:
        """The first roll of a person's turn, made for them when their setting says so
        (`auto_rolls`): a move of its own, logged `auto`, at the version after the one
        that began the turn. None, changing nothing, when the game is no longer at
        `version` (they rolled, or this roll was made already: once per turn however
        often it is asked), the turn's first action is a decision, or they roll
        themselves."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if record.status != "playing" or rules is None or record.version != version:
                return None
            seat = record.seat_of_key(rules.current_player)
            kind = find_kind(record.kind)
            step = kind.opening(rules)
            if step is None or seat.user_id is None or not seat.is_present_human \
                    or not await self.auto_rolls(seat.user_id, record):
                return None
            player = rules.current_player
            return await self._commit_rules(
                record, rules, step[0], lambda g: kind.apply(g, *step, player), "auto")

    async def _apply_move(self, record: GameRecord, rules: Game, move: Move, by: By) -> Outcome:
        return await self._commit_rules(record, rules, move.action,
                                        lambda g: apply_move(g, move), by)

    # -- lobby -----------------------------------------------------------------------

    async def _lobby_action(
        self, record: GameRecord, actor: Actor, action: str, arg: str | None
    ) -> Outcome:
        if record.message_id is None and action == "start":
            # Its message was never saved (a crash or a lost answer): nobody can see this
            # lobby, so it must never start; the sweep closes it.
            raise Refusal("lobby_lost")
        if record.status != "lobby":
            if action == "cancel" and record.status == "playing":
                return await self._cancel(record, actor)
            if action == LEAVE_GAME and record.status == "playing":
                return await self._leave_running(record, actor)
            raise self._inactive(record)
        if action == LEAVE_GAME:
            action = "leave"
        is_host = actor.user_id == record.host_id or actor.manager
        seats = list(record.seats)
        max_seats = find_kind(record.kind).variant.max_players
        invited = next((i for i, s in enumerate(seats)
                        if s.invited and actor.user_id is not None
                        and s.user_id == actor.user_id), None)
        if action in ("join", "confirm") and invited is not None:
            # A rematch's player takes the seat kept for them: one click.
            seats[invited] = Seat(user_id=actor.user_id)
        elif action == "confirm":
            if any(s.user_id == actor.user_id for s in seats):
                raise Refusal("seated")
            raise Refusal("not_invited")
        elif action == "join":
            if any(s.user_id == actor.user_id for s in seats):
                raise Refusal("seated")
            if len(seats) >= max_seats:
                raise Refusal("full", max=max_seats)
            seats.append(Seat(user_id=actor.user_id))
        elif action == "leave":
            if actor.user_id == record.host_id:
                raise Refusal("host_leave")
            if not any(s.user_id == actor.user_id for s in seats):
                raise Refusal("not_seated")
            seats = [s for s in seats if s.user_id != actor.user_id]
        elif action == "addbot":
            if not is_host:
                raise Refusal("not_host_add_bot", host=record.host_id)
            level = arg or "normal"
            if level not in LEVELS or (level == "win" and not isinstance(
                    find_variant(record.kind), BoxVariant)):  # 5000's optimum plays to win
                raise Refusal("bad_level", level=level)
            if len(seats) >= max_seats:
                raise Refusal("full", max=max_seats)
            seats.append(Seat(level=level))
        elif action == "start":
            if not is_host:
                raise Refusal("not_host_start", host=record.host_id)
            # The host starts with whoever confirmed: seats still invited are let go.
            seats = [s for s in seats if not s.invited]
            if not seats:
                raise Refusal("empty")
            # The dice seed is drawn now, stored with the start and kept secret until the
            # end: the board shows its SHA-256 (bot.service.fairness).
            started = GameRecord(**{**record.__dict__, "dice_seed": draw_seed()})
            rules = create_game(
                record.kind, seat_keys(seats), record.options, self.roller_of(started)
            )
            outcome = await self._save(started, rules, "start", status="playing", seats=seats,
                                       running_cap=self.caps.games if self.caps else None)
            outcome.new_turn = True
            return outcome
        elif action == "cancel":
            return await self._cancel(record, actor)
        return await self._save(record, None, action, status="lobby", seats=seats)

    async def _leave_running(self, record: GameRecord, actor: Actor) -> Outcome:
        """The seat stays (the rules keep their players) but a normal computer plays it;
        the result counts as a loss. When no human is left the game is cancelled."""
        index = next(
            (i for i, s in enumerate(record.seats)
             if s.user_id == actor.user_id and actor.user_id is not None and not s.left),
            None,
        )
        if index is None:
            raise Refusal("not_seated")
        seats = list(record.seats)
        seats[index] = Seat(user_id=actor.user_id, left=True)  # played at "normal"
        _, rules = self._cache.get(record.id, (record, None))
        if not any(s.is_present_human for s in seats):
            return await self._save(record, rules, "leave", status="cancelled", seats=seats)
        return await self._save(record, rules, "leave", status="playing", seats=seats)

    async def _cancel(self, record: GameRecord, actor: Actor) -> Outcome:
        if not (actor.user_id == record.host_id or actor.manager):
            raise Refusal("not_host_cancel", host=record.host_id)
        _, rules = self._cache.get(record.id, (record, None))
        return await self._save(record, rules, "cancel", status="cancelled")

    @staticmethod
    def _inactive(record: GameRecord) -> Refusal:
        if record.status == "cancelled":
            return Refusal("cancelled")
        if record.status == "finished":
            return Refusal("over")
        return Refusal("stale")

    # -- game -------------------------------------------------------------------------

    async def _game_action(
        self, record: GameRecord, rules: Game | None, version: int | None, actor: Actor,
        action: str, arg: str | None,
    ) -> Outcome:
        if record.status == "lobby" or rules is None:
            raise Refusal("not_started")
        if record.status != "playing":
            raise self._inactive(record)
        if version is not None and not accepts_version(record.version, rules, version):
            if await self._rolled_for(record, rules, version, actor, action):
                return Outcome(record, rules, "rolled")  # what they meant is done: shown
            raise Refusal("stale")
        if not any(s.user_id == actor.user_id and s.is_present_human for s in record.seats):
            raise Refusal("not_seated")
        kind = find_kind(record.kind)
        steps: list[Step] = [(action, arg)]
        if action == APPLY and kind.coached:
            # The hint's Apply: the clicks of the best choice, as one move (one version).
            try:
                steps = kind.choice_steps(rules, arg)
            except RuleError as error:
                raise Refusal.from_rule_error(error, record, rules) from error
        if any(step not in kind.actions for step, _ in steps):
            raise Refusal("unknown_action")
        # Whose turn it is, which dice and boxes exist: the rules engine decides.
        player = str(actor.user_id)

        def play(game: Game) -> None:
            for step, step_arg in steps:
                kind.apply(game, step, step_arg, player)

        return await self._commit_rules(record, rules, steps[-1][0], play)

    async def _rolled_for(self, record: GameRecord, rules: Game, version: int,
                          actor: Actor, action: str) -> bool:
        """Whether a press drawn at `version` is the Roll of a turn whose first roll the
        player's auto-roll made just before it came (the board showed Roll in between):
        the only moves since are that roll (logged `auto`, theirs) and their holds. The
        press meant that roll, so it is answered with the rolled board, and never rolls
        again."""
        if action != "roll" or record.version - rules.hold_changes - 1 != version:
            return False
        rows = await self.repo.game_moves(record.id)
        if not rows:
            return False
        last = LoggedMove.from_json(rows[-1].entry)
        return (last.by == "auto" and last.player == str(actor.user_id)
                and last.player == rules.current_player)

    async def _commit_rules(
        self, record: GameRecord, rules: Game, action: str, apply: Callable[[Game], Any],
        by: By = "player",
    ) -> Outcome:
        # Work on a copy: a refused action or a failed save leaves the cache intact.
        work = rules.copy()
        try:
            apply(work)
        except RuleError as error:
            raise Refusal.from_rule_error(error, record, rules) from error
        status = "finished" if work.is_over else "playing"
        entry = entry_for(rules, work, action, by)
        moves = None if entry is None else [
            MoveRow(entry.version, entry.player, entry.rules_version, entry.to_json())]
        outcome = await self._save(record, work, action, status=status, moves=moves)
        # A turn began: another player's, or (playing alone) the dice were taken back.
        outcome.new_turn = not work.is_over and (
            work.current_player != rules.current_player or (bool(rules.dice) and not work.dice))
        outcome.previous_player = rules.current_player
        if by == "timeout":
            outcome.note, outcome.played_for = "timeout", rules.current_player
        if self.after_move is not None:
            try:
                outcome.unlocks = await self.after_move(outcome)
            except Exception as error:  # the move is stored: a cosmetic must not undo that
                log.warning("game %s: could not record what version %s earned (%r)",
                            record.id, outcome.game.version, error)
        return outcome

    async def _save(
        self, record: GameRecord, rules: Game | None, action: str, *, status: str,
        seats: list[Seat] | None = None, moves: list[MoveRow] | None = None,
        running_cap: int | None = None, why: str | None = None,
    ) -> Outcome:
        new = GameRecord(**{**record.__dict__})
        new.status = status
        new.version = record.version + 1
        new.updated_at = time.time()  # as stored (within the save's own clock read)
        if rules is not None:
            new.state = rules.to_json()
        if seats is not None:
            new.seats = list(seats)
        human = (status == "playing" and rules is not None
                 and not new.seat_of_key(rules.current_player).is_computer)
        new.human_turn = new.version if human else None
        results = None
        finished_now = status == "finished" and record.status != "finished"
        if finished_now and rules is not None:
            keys = seat_keys(new.seats)
            totals = rules.totals
            winners = set(rules.winners)
            # Only a rated game (two humans or more) needs who timed out: the log is
            # read for those alone.
            timed_out = await self._timed_out(record.id, moves) if sum(
                s.user_id is not None for s in new.seats) >= 2 else set()
            results = [
                ResultRow(i, s.user_id, s.level if s.user_id is None else None,
                          int(totals.get(k, 0)), k in winners and not s.left,
                          dropped=s.left or k in timed_out)
                for i, (s, k) in enumerate(zip(new.seats, keys, strict=True))
            ]
        started = time.perf_counter()
        try:
            await self.repo.save_game(
                new, record.version, seats_changed=seats is not None, results=results,
                moves=moves, running_cap=running_cap,
            )
            metrics.observe_commit(getattr(self.repo, "backend", "other"), started)
        except CapReached as full:
            self.forget(record.id)
            raise _cap_refusal(full) from None
        except VersionConflict:
            self.forget(record.id)
            raise Refusal("stale") from None
        except BaseException:
            self.forget(record.id)
            raise
        if new.active:
            self._cache[new.id] = (new, rules)
        else:
            self.forget(new.id)
        _log_milestone(record, new, rules, why)
        return Outcome(new, rules, action, finished_now=finished_now)

    async def _timed_out(self, game_id: int, moves: list[MoveRow] | None) -> set[str]:
        """The seats a turn timeout played for, in the move log and the last move (a
        rating ranks them last, as those who left)."""
        rows = [*await self.repo.game_moves(game_id), *(moves or [])]
        return {entry.player for entry in (LoggedMove.from_json(r.entry) for r in rows)
                if entry.by == "timeout"}

    # -- records ---------------------------------------------------------------------

    async def leaderboard(self, guild_id: int, kind: str | None, *,
                          since: float | None = None, until: float | None = None,
                          ) -> tuple[str, list[BoardRow], list[BoardRow]]:
        """The game shown (the server default when none is named) and its two boards:
        human-only games, and games with computer seats; between `since` and `until`
        (a season, bot.service.seasons), else all time."""
        settings = await self.repo.get_guild_settings(guild_id)
        kind = kind or settings.default_game
        unranked = settings.hints == "unranked"  # games with hints stay off the boards
        humans = await self.repo.leaderboard(guild_id, kind, with_computers=False,
                                             without_hinted=unranked, since=since,
                                             until=until)
        mixed = await self.repo.leaderboard(guild_id, kind, with_computers=True,
                                            without_hinted=unranked, since=since,
                                            until=until)
        return kind, humans, mixed

    async def mark_hints_used(self, game_id: int) -> None:
        """Mark a game in which a hint was given (stored, and in the cached record)."""
        await self.repo.mark_hints_used(game_id)
        cached = self._cache.get(game_id)
        if cached is not None:
            cached[0].hints_used = True

    async def dice_proof(self, game_id: int) -> tuple[GameRecord, dict[str, Any]]:
        """GAME.json of a game that is over (bot.service.fairness): its seed, every throw, every
        move. Refused while it is played (the seed is secret), and for a game whose
        dice had no seed (from before verifiable dice)."""
        record = await self.stored(game_id)
        if record.active:
            raise Refusal("proof_not_over")
        if record.dice_seed is None or record.state is None:
            raise Refusal("proof_unverifiable")
        rows = await self.repo.game_moves(game_id)
        try:
            proof = await asyncio.to_thread(export_game, record, record.state,
                                            [LoggedMove.from_json(r.entry) for r in rows])
        except FairnessError as error:
            log.warning("game %s: no dice proof (%s)", game_id, error)
            raise Refusal("proof_unverifiable") from error
        return record, proof

    # -- privacy --------------------------------------------------------------------

    async def forget_user(self, user_id: int) -> list[int]:
        """/yacht forget-me, confirmed: the user's stored choices deleted, their seats and
        results anonymized (every game still adds up); returns the games anonymized.
        Refused, changing nothing, while they sit in a lobby or a running game at a
        table: that game still needs their seat (they leave it, or let it end, first).
        An unfinished daily needs nobody else and may never be finished: it is cancelled
        and forgotten with the rest (the storage names table games first, so a refusal
        comes before any daily is touched). The forgotten user may start a new daily."""
        cancelled: set[int] = set()
        while True:
            try:
                games = await self.repo.forget_user(user_id)
                break
            except RatingsPending:
                # Their last games move everyone's ratings first, as a replay will.
                await apply_ratings(self.repo)
                continue
            except StillSeated as seated:
                game = seated.game
                if not game.is_daily or game.host_id != user_id or game.id in cancelled:
                    raise Refusal("forget_seated", channel=game.channel_id) from None
            cancelled.add(game.id)
            async with self.locks(game.id):
                stored, rules = await self.load(game.id)
                if stored.active:
                    await self._save(stored, rules, "cancel", status="cancelled")
            self.forget(game.id)
        self._user_languages.pop(user_id, None)
        return games

    async def close_guild(self, guild_id: int) -> list[Outcome]:
        """The bot left the server: its lobbies and running games are cancelled (nobody
        can play them any more, and no process should keep stepping them)."""
        closed = []
        for record in await self.repo.active_games_in_guild(guild_id):
            async with self.locks(record.id):
                stored, rules = await self.load(record.id)
                if stored.active:
                    closed.append(await self._save(stored, rules, "cancel",
                                                   status="cancelled"))
        return closed

    async def skill_history(self, guild_id: int, user_id: int) -> list[SkillRow]:
        """A player's reviewed games on a server, oldest first (stats and its chart)."""
        return await self.repo.skill_history(guild_id, user_id)

    async def player_stats(self, guild_id: int, user_id: int) -> list[StatRow]:
        return await self.repo.player_stats(guild_id, user_id)

    async def player_totals(self, user_id: int) -> list[PlaceTotal]:
        """The player's record everywhere they played (servers, chats, DMs)."""
        return await self.repo.player_totals(user_id)

    async def recent_results(
        self, guild_id: int, user_id: int
    ) -> list[tuple[str, dict[str, Any], int, bool]]:
        """The player's latest final scores per game, for the stats chart."""
        return await self.repo.recent_results(guild_id, user_id)

    async def game_moves(self, game_id: int) -> list[MoveRow]:
        """The game's move log, in order (empty for a game from before the log)."""
        return await self.repo.game_moves(game_id)

    # -- restore and timeouts --------------------------------------------------------

    async def overdue_games(self, now: float, *, lobby_ttl: float, orphan_after: float,
                            scope: ShardScope | None = None) -> list[GameRecord]:
        """Running games past their server's turn timeout, and lobbies to close."""
        return await self.repo.overdue_games(now, lobby_ttl=lobby_ttl,
                                             orphan_after=orphan_after, scope=scope)

    async def turns_to_check(self, scope: ShardScope | None = None) -> list[GameRecord]:
        """Running games whose turn may be a computer's (restart: kick their seats)."""
        return await self.repo.turns_to_check(scope)

    async def computer_to_act(self, game_id: int) -> GameRecord | None:
        """The game when a computer seat is to act in it (bot.app.client's resume kicks its
        runner), else None. Read under the game's lock: a read racing a click's commit
        would otherwise cache the older version, and the board could be drawn from it
        (a message going back a version). A running game a human holds that an older
        release saved is marked, so the sweeps do not read it again."""
        async with self.locks(game_id):
            record, rules = await self.load(game_id)
            if Outcome(record, rules, "restore").current_is_computer:
                return record
            if record.status == "playing":
                await self.repo.mark_human_turn(game_id, record.version)
            self.forget(game_id)  # read for this look only: loaded again on a click
            return None

    async def unshown_lobbies(self, scope: ShardScope | None = None) -> list[GameRecord]:
        """Lobbies whose message id was never saved (restart: find or close them)."""
        return await self.repo.unshown_lobbies(scope)

    async def changed_near_last_write(self, window: float, scope: ShardScope | None = None
                                      ) -> list[GameRecord]:
        """Games saved just before the last save (restart: their messages may lag)."""
        return await self.repo.changed_near_last_write(window, scope)


def _log_milestone(before: GameRecord, after: GameRecord, rules: Game | None,
                   why: str | None = None) -> None:
    """One INFO line when a game starts and one when it ends (and their counters), with
    what an operator asks of it: the game, the seats, how it ended (and `why`, when the
    bot ended it itself)."""
    if before.status == "lobby" and after.status == "playing":
        metrics.GAMES_STARTED.labels(after.kind).inc()
        computers = sum(seat.is_computer for seat in after.seats)
        log.info("game %s started: %s, %d seat(s), %d computer", after.id, after.kind,
                 len(after.seats), computers, extra=_ids(after))
    elif before.active and not after.active:
        metrics.GAMES_ENDED.labels(after.kind, after.status).inc()
        if after.status == "finished" and rules is not None:
            totals = ", ".join(str(int(rules.totals.get(k, 0))) for k in seat_keys(after.seats))
            log.info("game %s finished: %s after %d move(s), scores %s", after.id, after.kind,
                     after.version, totals, extra=_ids(after))
        else:
            log.info("game %s %s: %s (was %s)%s", after.id, after.status, after.kind,
                     before.status, f": {why}" if why else "", extra=_ids(after))


def _ids(game: GameRecord) -> dict[str, int]:
    """The ids a structured log line carries (LOG_FORMAT=json)."""
    return {"guild_id": game.guild_id, "game_id": game.id}


def _within(value: int, bounds: tuple[int, int], code: str) -> int:
    """A setting's number, refused in words (`code`, with the bounds) outside them."""
    low, high = bounds
    if not low <= value <= high:
        raise Refusal(code, min=low, max=high)
    return value


def turn_deadline(table: TableView, game: Game | None, settings: GuildSettings
                  ) -> float | None:
    """When the person to act runs out of time (their turn is played for them), under
    the game's turn timeout; None without one, or on a computer's turn."""
    if table.status != "playing" or game is None or not isinstance(table, GameRecord):
        return None
    if table.seat_of_key(game.current_player).is_computer:
        return None
    return table.updated_at + settings.turn_timeout if settings.turn_timeout else None
