"""The plain domain values shared by storage, service, AI and render (no SQL, no Discord).

Render takes these, never storage records or the AI's modules, so it depends on the
core only: the hint and review answers of `bot.ai.advice` / `bot.ai.review` are
values defined here.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

ACTIVE = ("lobby", "playing")
#: computer seats, weakest first; `win` plays for the win, not the points (box games; in
#: 5000 it plays as `optimal`, already a win-maximiser head to head)
LEVELS: tuple[str, ...] = ("easy", "normal", "optimal", "win")
#: the stored "level" of a seat whose player asked to be forgotten (/yacht forget-me): the
#: seat keeps its place and scores, nothing names the person
FORGOTTEN = "forgotten"
#: a server's hint setting: offered; offered but hinted games stay off the leaderboards; off
HINT_SETTINGS: tuple[str, ...] = ("on", "unranked", "off")
#: where a server's games are played: in the channel (the board kept at its bottom), or
#: each in a public thread of its own
PLAY_IN: tuple[str, ...] = ("channel", "thread")
#: where a game is played (`TableView.context`): a server that added the bot; a server
#: whose member uses the app from their own account (the bot is not a member there); a
#: group DM; a DM between two people; a DM with the bot
CONTEXTS: tuple[str, ...] = ("guild", "guild_app", "group_dm", "dm", "bot_dm")
#: the contexts where the bot is a member of the channel: it may post and edit messages
#: there; elsewhere it can only answer interactions, through their tokens
MEMBER_CONTEXTS: tuple[str, ...] = ("guild", "bot_dm")
#: the contexts outside any server: their games are keyed by their chat (its channel id
#: stands where a server's id would), and Discord sends their events to shard 0
PRIVATE_CONTEXTS: tuple[str, ...] = ("group_dm", "dm", "bot_dm")
#: a server's season length (/yacht-settings season:), aligned to UTC calendar
#: boundaries; the first is the default, and the only one where the bot is not a member
SEASONS: tuple[str, ...] = ("monthly", "weekly", "quarterly", "off")


@dataclass(frozen=True)
class Seat:
    """One place at the table: a human (user_id) or a computer (level)."""

    user_id: int | None = None
    level: str | None = None
    left: bool = False  # a human who left a running game: a computer plays the seat
    invited: bool = False  # a rematch lobby's seat until its player confirms

    @property
    def is_computer(self) -> bool:
        return self.user_id is None or self.left

    @property
    def is_present_human(self) -> bool:
        return self.user_id is not None and not self.left

    @property
    def is_forgotten(self) -> bool:
        """A human seat whose player had their data deleted (an ended game only)."""
        return self.user_id is None and self.level == FORGOTTEN


def seat_key(seat: Seat, position: int) -> str:
    """The opaque player id bot.rules knows a seat by (see seat_keys)."""
    if seat.user_id is not None:
        return str(seat.user_id)
    return f"gone{position + 1}" if seat.is_forgotten else f"cpu{position + 1}"


def seat_keys(seats: list[Seat] | tuple[Seat, ...]) -> list[str]:
    """Opaque player ids handed to bot.rules, stable for a started game.

    Humans are their Discord id; computers are `cpu<n>` by seat number, so two
    computer seats of the same level stay distinct; a forgotten player is `gone<n>`
    (their id is replaced by it everywhere the game is stored).
    """
    return [seat_key(seat, i) for i, seat in enumerate(seats)]


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
    #: hex of the game's 32-byte dice seed (bot.service.fairness), drawn at the start; secret
    #: until the game is over (never in a repr: logs must not show it). None: a game
    #: from before verifiable dice, or not started.
    dice_seed: str | None = field(default=None, repr=False)
    #: the UTC day ("YYYY-MM-DD") of a daily challenge, played privately by its host
    #: (bot.service.daily); None for a game at a table
    daily_day: str | None = None
    #: where it is played (CONTEXTS); outside servers, `guild_id` is its chat's channel id
    context: str = "guild"
    #: the game's own turn timeout in seconds, chosen by its host where no admin sets one
    #: (None: the server's setting, or none)
    turn_timeout: int | None = None

    @property
    def active(self) -> bool:
        return self.status in ACTIVE

    @property
    def has_computers(self) -> bool:
        """Computer seats from the start (a player who left, or one forgotten since, does
        not make it one)."""
        return any(seat.user_id is None and not seat.is_forgotten for seat in self.seats)

    @property
    def dice_commitment(self) -> str | None:
        """SHA-256 of the dice seed (hex), shown from the start: the seed revealed at the
        end must hash to it."""
        if self.dice_seed is None:
            return None
        return hashlib.sha256(bytes.fromhex(self.dice_seed)).hexdigest()

    @property
    def revealed_seed(self) -> str | None:
        """The dice seed once the game is over (finished or cancelled); None before."""
        return self.dice_seed if self.status in ("finished", "cancelled") else None

    @property
    def keys(self) -> list[str]:
        return seat_keys(self.seats)

    @property
    def bot_member(self) -> bool:
        """Whether the bot is a member where the game is played: it may post and edit
        messages there, and not only answer interactions."""
        return self.context in MEMBER_CONTEXTS

    @property
    def in_server(self) -> bool:
        """Played in a server (which may not have added the bot): `guild_id` is one."""
        return self.context not in PRIVATE_CONTEXTS

    @property
    def shard_key(self) -> int:
        """What Discord shards the game's events by: its server, or shard 0's key for a
        game outside servers."""
        return self.guild_id if self.in_server else 0

    @property
    def is_daily(self) -> bool:
        return self.daily_day is not None

    @property
    def ranked(self) -> bool:
        """Whether its skill figures may rank players: the solitaire objective is the right
        yardstick only alone (a daily, or a solo game without computer seats), and a hint
        makes the decisions partly the solver's."""
        alone = len(self.seats) == 1 and self.seats[0].user_id is not None
        return (self.is_daily or alone) and not self.hints_used

    def seat_of_key(self, key: str) -> Seat:
        return self.seats[seat_keys(self.seats).index(key)]


@dataclass(frozen=True)
class PlaceTotal:
    """A player's games and wins in one context (CONTEXTS), every place of it together."""

    context: str
    games: int
    wins: int


@dataclass
class GuildSettings:
    guild_id: int
    default_game: str = "yacht"
    default_options: dict[str, Any] = field(default_factory=dict)
    turn_timeout: int = 0  # seconds; 0 = none
    hints: str = "on"  # one of HINT_SETTINGS
    language: str | None = None  # readers without a choice or a supported client locale
    daily_game: str = "yacht"  # the game of the server's daily challenge (bot.service.daily)
    pings: bool = True  # ping the person whose turn begins (each user may opt out)
    ping_grace: int = 20  # seconds a turn may go unplayed before its ping
    play_in: str = "channel"  # one of PLAY_IN
    season: str = "monthly"  # one of SEASONS
    season_channel: int | None = None  # where a season's end is posted (None: nowhere)
    rated_hints: bool = False  # games in which someone used hints move ratings too
    rating_minimum: int = 5  # rated games a player needs to be on the rating board
    #: the board's line of each seat's chance to win (bot.ai.chances), for games of 2+ seats
    win_chances: bool = True
    #: make a player's first roll of a turn for them (each player may choose otherwise);
    #: None: the bot's default (setting AUTO_ROLL)
    auto_roll: bool | None = None


@dataclass(frozen=True)
class WinChances:
    """Each seat's chance to finish first at one version of a game (`bot.ai.chances`):
    seat key -> probability, a tie at the top counting as a win for each."""

    by_key: dict[str, float]


@dataclass(frozen=True)
class ServerCaps:
    """How much one server may hold at once (settings MAX_OPEN_LOBBIES,
    MAX_RUNNING_GAMES, MAX_LOBBIES_PER_MEMBER): one member, or a few, cannot flood it."""

    lobbies: int = 10  # open lobbies on the server
    games: int = 25  # games being played on the server
    lobbies_per_member: int = 2  # open lobbies one member hosts on the server


@dataclass(frozen=True)
class ResultRow:
    position: int
    user_id: int | None
    level: str | None
    score: int
    won: bool
    #: the seat left the game or let a turn time out (a rating ranks it last)
    dropped: bool = False


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
class Rating:
    """A player's OpenSkill rating on one server for one game (bot.service.ratings)."""

    user_id: int
    mu: float
    sigma: float
    games: int  # rated games

    @property
    def ordinal(self) -> float:
        """The conservative figure shown and ranked by: the mean less three times the
        uncertainty (openskill's ordinal), so a few lucky games do not top the board."""
        return self.mu - ORDINAL_Z * self.sigma


#: how many uncertainties the shown rating stays under the mean (openskill's default)
ORDINAL_Z = 3.0


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating after one rated game (the stats chart's line and band)."""

    game_id: int
    kind: str
    mu: float
    sigma: float
    finished_at: float

    @property
    def ordinal(self) -> float:
        return self.mu - ORDINAL_Z * self.sigma


@dataclass(frozen=True)
class RatedSeat:
    """One human seat of a game to rate, as stored: `player` is their id, or the random
    tombstone of a player who said forget-me."""

    player: str
    score: int
    won: bool
    dropped: bool


@dataclass(frozen=True)
class RatedGame:
    """A finished game with two or more humans, read for its rating update."""

    game_id: int
    guild_id: int
    kind: str
    seats: tuple[RatedSeat, ...]
    hinted: bool
    finished_at: float


@dataclass(frozen=True)
class Standing:
    """A player in one game's season standings: wins and points, with the season's skill
    (mean points lost, None unreviewed) and their rating now (None: unrated)."""

    user_id: int
    games: int
    wins: int
    best: int
    mean: float
    lost: float | None = None
    rating: float | None = None


@dataclass(frozen=True)
class SeasonMark:
    """A player's place in one game of a closed season."""

    number: int
    kind: str
    place: int
    players: int


@dataclass(frozen=True)
class SeasonPost:
    """A closed season's post still to make on one server: where it goes, and the nonce
    and wall time of an earlier try (None: never tried; else it may have been sent)."""

    guild_id: int
    length: str
    number: int
    channel_id: int
    nonce: str | None = None
    tried_at: float | None = None


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


@dataclass(frozen=True)
class SkillRow:
    """One human seat's review of one finished game, as stored (bot.service.skill): expected
    points lost to decisions, the share of decisions that were the best, and luck."""

    game_id: int
    position: int
    guild_id: int
    user_id: int
    kind: str
    score: int
    lost: float
    accuracy: float | None  # percent; None when the game asked no real decision
    luck: float
    ranked: bool
    finished_at: float
    #: how each of the player's turns went, one mark per turn (bot.service.skill.TURN_MARKS)
    turns: str = ""
    #: the solver's verdict on each decision, as stored (bot.service.skill.verdicts): what
    #: a replay page shows without reviewing the game again
    decisions: str = ""


@dataclass(frozen=True)
class SkillBoardRow:
    """A player on a server's skill board: their mean points lost per ranked game."""

    user_id: int
    games: int  # the ranked games averaged (the last ones, at most SKILL_WINDOW)
    lost: float  # mean expected points lost per game: lower is better
    accuracy: float | None


@dataclass(frozen=True)
class DailyRow:
    """A finished daily on a server's daily board."""

    user_id: int
    day: str
    score: int
    lost: float | None  # None until the background review has run
    accuracy: float | None


@dataclass(frozen=True)
class DailySummary:
    """What the end of a daily shows (and its Share line sums up)."""

    table: TableView
    score: int
    skill: SkillRow | None  # None: not reviewed (no move log)
    day_luck: float | None  # the day's mean luck over every server's reviewed dailies
    day_players: int
    optimal: int | None  # the exact solver's score on the same dice; None if it failed


@dataclass(frozen=True)
class DailyBoard:
    """The daily board of a server: today's results (None until the reader played
    today's) and each player's best of the week (today's only once the reader played)."""

    kind: str
    day: str
    today: list[DailyRow] | None
    week: list[DailyRow]


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


# -- hints and reviews (computed by bot.ai.advice and bot.ai.review, worded by render) -----

Action = Literal["roll", "keep", "score", "bank"]
#: what advice values: expected final score (box games), points banked this turn (5000),
#: the chance of winning (box games of two or more seats: the `win` level's evaluator)
Objective = Literal["final_score", "turn_points", "win_chance"]
#: two values closer than this are the same value (float noise)
TIE = 1e-9


@dataclass(frozen=True)
class Choice:
    """One legal decision and its value.

    * ``keep``: hold `keep` (dice values) at die positions `held`, re-roll `reroll`;
    * ``score``: write `points` in `box`;
    * ``roll``: throw the dice (a turn's first roll; in 5000 the dice left);
    * ``bank``: bank `points` in 5000 (0 when banking past 5000 gives them away).
    """

    action: Action
    value: float
    keep: tuple[int, ...] = ()
    reroll: tuple[int, ...] = ()
    held: tuple[int, ...] = ()
    box: str | None = None
    points: int | None = None
    dice_to_roll: int = 0

    def same_decision(self, other: Choice) -> bool:
        """Whether two choices are the same move (keeps compare as multisets)."""
        if self.action != other.action:
            return False
        if self.action == "keep":
            return self.keep == other.keep
        return self.box == other.box


@dataclass(frozen=True)
class Advice:
    """All legal decisions at one point, best first."""

    kind: str
    objective: Objective
    #: True when the values come from the exact table (else: the normal level's
    #: heuristic, whose numbers rank choices but are not expected scores)
    exact: bool
    choices: tuple[Choice, ...]

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def top(self, count: int = 3) -> tuple[Choice, ...]:
        return self.choices[:count]

    @property
    def runner_up(self) -> Choice | None:
        return self.choices[1] if len(self.choices) > 1 else None

    @property
    def is_decision(self) -> bool:
        """More than one legal choice, and they are not all worth the same."""
        return len(self.choices) > 1 and self.choices[0].value - self.choices[-1].value > TIE

    def find(self, taken: Choice) -> Choice:
        """The listed choice that is the same move as `taken` (ValueError when illegal)."""
        for choice in self.choices:
            if choice.same_decision(taken):
                return choice
        raise ValueError(f"{taken} is not a legal choice here")


DecisionType = Literal["hold", "box", "bank"]
DECISION_TYPES: tuple[DecisionType, ...] = ("hold", "box", "bank")
#: a choice within this many points of the best counts as the best (float noise)
OPTIMAL_WITHIN = 1e-6
#: cost thresholds of the labels in the review, per objective: points of expected final
#: score (box games), points banked in the turn (5000: a turn moves in steps of 50)
THRESHOLDS: dict[str, tuple[float, float]] = {"final_score": (2.0, 10.0),
                                              "turn_points": (50.0, 200.0),
                                              "win_chance": (0.01, 0.05)}
#: how much a hint's best choice beats the runner-up, per objective: under the first the
#: two are "about equal", over the second the best is "clearly best"
HINT_MARGINS: dict[str, tuple[float, float]] = {"final_score": (0.5, 2.0),
                                                "turn_points": (10.0, 50.0),
                                                "win_chance": (0.002, 0.01)}


@dataclass(frozen=True)
class Decision:
    """One decision point where the choices were not all worth the same."""

    version: int
    type: DecisionType
    dice: tuple[int, ...]
    rolls_left: int
    open_boxes: tuple[str, ...]
    turn_points: int
    taken: Choice
    best: Choice
    cost: float
    turn: int = 0  # the player's turn (box games) or the round (5000) it was taken in
    #: at a table of several seats: the chance of winning the choice gave up, and the
    #: choice best for it (the multi-seat hint's), beside the cost in points
    win_cost: float | None = None
    win_best: Choice | None = None


@dataclass
class WinReview:
    """A review at a table of several seats in chances of winning (0 … 1; docs/review.md).

    Each term is worked out on its own, and the terms add up to the result only as far as
    the evaluators agree: `drift` is what is left where the to-win evaluator of a turn
    hands over to the board's at the turn's end (a test holds it near 0)."""

    start: float  # the board's chance before the first roll
    result: float  # 1: among the winners (a tie wins for each, as results count), else 0
    luck_own: float = 0.0  # each own roll: its chance after the dice − its expectation
    luck_others: float = 0.0  # the same for every other player's roll
    lost: float = 0.0  # each own decision: the best choice's chance − the chosen one's
    others: float = 0.0  # each other player's decision: the chance after it − before
    #: each own turn: what playing it to win adds to the chance the board shows, which
    #: takes the turn played for points
    edge: float = 0.0
    drift: float = 0.0

    @property
    def balance(self) -> float:
        """start + luck − lost + others + edge: equals `result` up to `drift`."""
        return (self.start + self.luck_own + self.luck_others - self.lost + self.others
                + self.edge)


@dataclass
class PlayerReview:
    player: str
    kind: str
    objective: str
    final: int
    expected: float = 0.0
    lost: float = 0.0
    luck: float = 0.0
    ended: float = 0.0
    lost_by_type: dict[str, float] = field(default_factory=lambda: dict.fromkeys(
        DECISION_TYPES, 0.0))
    decisions: list[Decision] = field(default_factory=list)
    #: a decision made for the player: a timed-out turn played by the easy level
    auto_decisions: int = 0
    #: at a table of several seats of a box game, once the chances' tables are in
    wins: WinReview | None = None

    def costliest_in_wins(self, count: int = 3) -> list[Decision]:
        """The decisions that gave up the most chance of winning, costliest first."""
        worst = sorted((d for d in self.decisions
                        if d.win_cost is not None and d.win_cost > OPTIMAL_WITHIN),
                       key=lambda d: (-(d.win_cost or 0.0), d.version))
        return worst[:count]

    @property
    def accuracy(self) -> float | None:
        """Percentage of real decisions where the best choice was made (None: no decision)."""
        if not self.decisions:
            return None
        best = sum(1 for d in self.decisions if d.cost <= OPTIMAL_WITHIN)
        return 100.0 * best / len(self.decisions)

    @property
    def mistakes(self) -> int:
        mistake, blunder = THRESHOLDS[self.objective]
        return sum(1 for d in self.decisions if mistake <= d.cost < blunder)

    @property
    def blunders(self) -> int:
        return sum(1 for d in self.decisions if d.cost >= THRESHOLDS[self.objective][1])

    def costliest(self, count: int = 3) -> list[Decision]:
        worst = sorted((d for d in self.decisions if d.cost > OPTIMAL_WITHIN),
                       key=lambda d: (-d.cost, d.version))
        return worst[:count]

    @property
    def balance(self) -> float:
        """expected + luck − lost + ended: equals `final` (the test checks it)."""
        return self.expected + self.luck - self.lost + self.ended


# -- the web pages (bot.web, bot.service.pages) ---------------------------------------------

#: a server's pages: off (404, the default); on, kept out of search engines; listed
WEB_SETTINGS: tuple[str, ...] = ("off", "on", "listed")


@dataclass(frozen=True)
class WebServer:
    """A server as its pages know it: the opaque slug its address holds, whether its
    pages are on (WEB_SETTINGS), and the games its boards open on."""

    guild_id: int
    slug: str
    web: str
    default_game: str = "yacht"
    daily_game: str = "yacht"
    hints: str = "on"

    @property
    def public(self) -> bool:
        return self.web != "off"


@dataclass(frozen=True)
class WebPlayer:
    """A player's page: its slug, and the name they chose to show (None: they did not opt
    in, and the pages call them "Player N")."""

    user_id: int
    slug: str
    name: str | None = None


@dataclass(frozen=True)
class PlayedGame:
    """One finished game on a player's page (servers whose pages are on only)."""

    slug: str
    kind: str
    options: dict[str, Any]
    score: int
    won: bool
    finished_at: float
    players: int
    with_computers: bool
