"""What each web page shows, read from the repository: the web front end (bot.web) only
draws it. Pages are read-only and stateless, so any number of web processes serve them.

Every page answers None (the front end's 404) unless its server turned its pages on: an
unknown slug and a server whose pages are off look the same from outside. Games played
outside a server that added the bot (DMs, group DMs) never get a page. A player appears
by the name they opted in with, otherwise as "Player N" (their seat, or their line on a
board); one who used forget-me is "a former player".
"""

from __future__ import annotations

import pickle
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.ai.movelog import LoggedMove, ReplayError
from bot.domain import BoardRow, PlayedGame, RatingPoint, Refusal, WebPlayer, WebServer
from bot.rules import RuleError, load_game
from bot.service.daily import daily_board, day_of
from bot.service.replay_steps import Move, Steps, decode, steps_of
from bot.service.seasons import Board, Seasons
from bot.service.skill import SKILL_MINIMUM, SKILL_WINDOW, marks_row
from bot.storage import GameRecord, Repository

#: the boards of a server's leaderboard page, as /yacht leaderboard has them (its wins
#: and scores are two boards here, as its embed's two orders)
BOARDS = ("wins", "points", "skill", "daily", "rating")
#: the boards counted over a season; the others have none (/yacht leaderboard refuses one)
SEASONAL = ("wins", "points", "skill", "rating")
#: games a player page lists
RECENT = 30
#: the games a player page's chart reads (it draws the last RECENT_GAMES of each kind)
CHARTED = 100
#: finished games whose replays are kept worked out in memory: a finished game's move log
#: never changes, so replaying it once serves every later reader (pickled, about 6 kB a
#: game: bytes the garbage collector never walks, where a thousand games' steps as objects
#: would add tens of milliseconds to each of its full passes)
REPLAYS_KEPT = 1024
#: lines of a daily page's board
DAILY_LINES = 100


@dataclass(frozen=True)
class Who:
    """A player as a page names them: `name` when they opted in; otherwise "Player
    `number`", "a former player" (`former`) or a computer (`computer`: its level)."""

    number: int
    name: str | None = None
    slug: str | None = None  # their page, where it exists
    former: bool = False
    computer: str | None = None


@dataclass(frozen=True)
class BoardLine:
    who: Who
    games: int
    wins: int = 0
    best: int = 0  # the daily: the score
    mean: float = 0.0
    lost: float | None = None  # skill: mean points lost per game; the daily: that day's
    rating: float | None = None  # the rating: its conservative figure (ordinal)
    day: str | None = None  # the daily: the day of the player's best of the week


@dataclass(frozen=True)
class Leaderboard:
    server: WebServer
    kind: str
    board: str
    with_computers: bool
    lines: list[BoardLine]
    #: a seasonal board's span, and the server's current season (seasons off: all time)
    season: Board | None = None
    current: Board | None = None
    ended: bool = False  # a past season's (the rating: as it stood at its end)
    minimum: int | None = None  # the rating: the server's minimum of rated games
    day: str | None = None  # the daily: today (its results are not shown: the week's are)


@dataclass(frozen=True)
class SkillPoint:
    """One reviewed game on a player page: its game, the points lost to decisions, when."""

    kind: str
    lost: float
    at: float


@dataclass(frozen=True)
class ChartData:
    """What a player page's chart draws (bot.art.stats.stats_chart), from games of servers
    whose pages are on: each game's last scores (kind, options, score, won; oldest
    first), the games played of each kind, the skill trend, and the rating on the server
    the player plays most in (a rating is a server's)."""

    name: Who
    games: list[tuple[str, dict[str, Any], int, bool]]
    played: dict[str, int]
    skill: list[SkillPoint]
    ratings: list[RatingPoint]


@dataclass(frozen=True)
class PlayerPage:
    who: Who
    records: list[tuple[str, BoardRow]]  # (game, the player's record in it)
    games: list[PlayedGame]
    #: the last reviewed games, oldest first
    skill: list[SkillPoint]


@dataclass(frozen=True)
class Verdict:
    """The exact solver's judgement of one decision (bot.service.skill.verdicts)."""

    cost: float
    best: str  # bot.service.skill.choice_code


@dataclass(frozen=True)
class Step(Move):
    """One move of a replay (the game as it stood after it: bot.service.replay_steps),
    with its permalink and the review's verdict on it."""

    number: int  # 1, 2, …: the move's permalink
    verdict: Verdict | None


@dataclass(frozen=True)
class Replay:
    server: WebServer
    slug: str
    kind: str
    seats: list[Who]
    dice_sets: list[str]
    steps: list[Step]
    boxes: tuple[str, ...] = ()
    finals: tuple[int, ...] = field(default_factory=tuple)
    #: box games: (seat, box) -> (the move that filled it, its points); one sheet shows
    #: every move, each cell from the move that filled it on
    filled: dict[tuple[int, str], tuple[int, int]] = field(default_factory=dict)
    #: each seat's totals: (from move, to move, total), the move 0 being the start
    totals: tuple[tuple[tuple[int, int, int], ...], ...] = ()
    #: equal for two replays that draw the same page (the game, its log as forget-me left
    #: it, its verdicts, the names and dice sets): what a drawn page is kept under
    version: Hashable = None


@dataclass(frozen=True)
class Played:
    """What a finished game's move log and review give a replay: the same for every
    reader, so worked out once per game (Pages.replay)."""

    steps: list[Step]
    boxes: tuple[str, ...]
    finals: tuple[int, ...]
    filled: dict[tuple[int, str], tuple[int, int]]
    totals: tuple[tuple[tuple[int, int, int], ...], ...]


@dataclass(frozen=True)
class DailyLine:
    who: Who
    score: int
    lost: float | None  # None until reviewed
    mine: bool  # the reader's own daily


@dataclass(frozen=True)
class DailyPage:
    """The day's board of a server's daily, and the reader's own result as its share card
    shows it (spoiler-free: a mark per turn, no dice)."""

    server: WebServer
    kind: str
    day: str
    lines: list[DailyLine]
    reader: Who  # the daily's player, as the board names them
    score: int
    lost: float | None  # None until reviewed
    marks: str  # a mark a turn, as the Share line draws them (bot.service.skill.marks_row)


def parse_verdicts(text: str) -> dict[int, Verdict]:
    """The stored verdicts by the version after each decision."""
    found: dict[int, Verdict] = {}
    for part in filter(None, text.split(";")):
        version, cost, best = part.split(":", 2)
        found[int(version)] = Verdict(float(cost), best)
    return found


class Pages:
    """The pages' reads (see the module doc); `clock` tells the time (the current season,
    today's daily)."""

    def __init__(self, repo: Repository, clock: Callable[[], float] = time.time,
                 kept: int = REPLAYS_KEPT) -> None:
        self.repo = repo
        self.clock = clock
        self.seasons = Seasons(repo, clock)
        self.kept = kept
        self._played: OrderedDict[Hashable, bytes] = OrderedDict()

    async def server(self, slug: str) -> WebServer | None:
        server = await self.repo.server_by_slug(slug)
        return server if server is not None and server.public else None

    async def _names(self, user_ids: Sequence[int | None]) -> dict[int, WebPlayer]:
        return await self.repo.web_players([u for u in user_ids if u is not None])

    async def leaderboard(self, slug: str, kind: str, board: str,
                          with_computers: bool = False, season: str | None = None
                          ) -> Leaderboard | None:
        """A server's board as /yacht leaderboard reads it: wins, points and skill over a
        season (`season` as the command takes it: None the current one, a past one's
        number, or "all"), the daily (the week's best up to yesterday: today's shows only to
        who played it, in Discord) and the rating (now, or at a past season's end). A
        season the server does not have is refused in the command's words (Refusal)."""
        server = await self.server(slug)
        if server is None or board not in BOARDS:
            return None
        guild = server.guild_id
        span = current = None
        if board in SEASONAL:
            span = await self.seasons.board(guild, season, member=True)
            current = await self.seasons.board(guild, None, member=True)
        elif season is not None:
            raise Refusal("season_not_here", board=board)
        lines: list[tuple[int, BoardLine]] = []
        minimum = day = None
        if board == "skill":
            assert span is not None
            rows = await self.seasons.skill_board(guild, kind, span, window=SKILL_WINDOW,
                                                  minimum=SKILL_MINIMUM)
            lines = [(r.user_id, BoardLine(Who(0), r.games, lost=r.lost)) for r in rows]
        elif board == "daily":
            kind, day = server.daily_game, day_of(self.clock())
            week = (await daily_board(self.repo, guild, kind, day, played=False)).week
            lines = [(r.user_id, BoardLine(Who(0), 1, best=r.score, lost=r.lost, day=r.day))
                     for r in week]
        elif board == "rating":
            assert span is not None
            try:
                minimum, rated = await self.seasons.rating_board(guild, kind, span)
            except Refusal as nobody:  # nobody has enough rated games: an empty board
                minimum, rated = int(nobody.params["minimum"]), []
            lines = [(r.user_id, BoardLine(Who(0), r.games, rating=r.ordinal)) for r in rated]
        else:
            assert span is not None
            ranked = await self.repo.leaderboard(guild, kind, with_computers,
                                                 since=span.since, until=span.until, by=board)
            lines = [(r.user_id, BoardLine(Who(0), r.games, r.wins, r.best, r.mean))
                     for r in ranked]
        names = await self._names([u for u, _ in lines])
        return Leaderboard(server, kind, board, with_computers, [
            BoardLine(_who(names.get(user), rank), line.games, line.wins, line.best,
                      line.mean, line.lost, line.rating, line.day)
            for rank, (user, line) in enumerate(lines, 1)],
            span, current, span is not None and self.seasons.ended(span), minimum, day)

    async def player(self, slug: str) -> PlayerPage | None:
        player = await self.repo.player_by_slug(slug)
        if player is None:
            return None
        records = [(kind, BoardRow(player.user_id, games, wins, best, mean))
                   for kind, games, wins, best, mean
                   in await self.repo.public_records(player.user_id)]
        if not records:  # no game on a server whose pages are on: nothing to show
            return None
        return PlayerPage(_who(player, 1), records,
                          await self.repo.public_games(player.user_id, RECENT),
                          [SkillPoint(*row) for row in
                           await self.repo.public_skill(player.user_id, RECENT)])

    async def chart(self, slug: str) -> ChartData | None:
        """What the player page's chart draws (None: no page, as `player`)."""
        player = await self.repo.player_by_slug(slug)
        if player is None:
            return None
        records = await self.repo.public_records(player.user_id)
        if not records:
            return None
        games = await self.repo.public_games(player.user_id, CHARTED)
        servers = await self.repo.public_servers(player.user_id)
        ratings = (await self.seasons.rating_history(servers[0], player.user_id)
                   if servers else [])
        return ChartData(
            _who(player, 1),
            [(g.kind, g.options, g.score, g.won) for g in reversed(games)],
            {kind: played for kind, played, *_ in records},
            [SkillPoint(*row) for row in await self.repo.public_skill(player.user_id,
                                                                       CHARTED)],
            ratings)

    async def replay(self, slug: str) -> Replay | None:
        record = await self.repo.game_by_slug(slug)
        if (record is None or record.status != "finished" or record.context != "guild"
                or record.is_daily):  # a daily shows its day's board (daily), never its dice
            return None
        server = await self.server_of(record.guild_id)
        if server is None:
            return None
        humans = [s.user_id for s in record.seats]
        names = await self._names(humans)
        seats = [Who(n, former=True) if s.is_forgotten else
                 Who(n, computer=s.level) if s.user_id is None else _who(names.get(s.user_id), n)
                 for n, s in enumerate(record.seats, 1)]
        chosen = await self.repo.dice_choices([u for u in humans if u is not None])
        dice_sets = [chosen.get(s.user_id, "classic") if s.user_id else "classic"
                     for s in record.seats]
        reviewed = tuple(sorted((row.position, row.decisions)
                                for row in await self.repo.game_skill(record.id)))
        # forget-me renames a player's key in the log and deletes their verdicts: either
        # makes another key, so a kept replay never outlives what it was drawn from
        key = (record.id, slug, tuple(record.keys), reviewed)
        kept = self._played.get(key)
        if kept is None:
            steps = await self._steps(record)
            if steps is None:
                return None  # a log that does not replay: no page rather than a wrong one
            played = _played(steps, {position: parse_verdicts(text)
                                     for position, text in reviewed}, len(record.keys))
            self._played[key] = pickle.dumps(played, pickle.HIGHEST_PROTOCOL)
            while len(self._played) > self.kept:
                self._played.popitem(last=False)
        else:
            self._played.move_to_end(key)
            played = pickle.loads(kept)
        return Replay(server, slug, record.kind, seats, dice_sets, played.steps, played.boxes,
                      played.finals, played.filled, played.totals,
                      version=(key, tuple(seats), tuple(dice_sets)))

    async def _steps(self, record: GameRecord) -> Steps | None:
        """The game's steps as its review stored them, else replayed from its move log (a
        game reviewed before they were stored, or not reviewed yet); None when the log
        does not replay."""
        stored = await self.repo.replay_steps(record.id)
        steps = None if stored is None else decode(stored)
        if steps is not None:
            return steps
        log = [LoggedMove.from_json(m.entry) for m in await self.repo.game_moves(record.id)]
        try:
            return steps_of(record.kind, record.options, record.keys, log)
        except (ReplayError, RuleError):
            return None

    async def daily(self, slug: str, day: str) -> DailyPage | None:
        """The board of `day`'s daily on the server where the reader (the player of the
        daily `slug`) played it, once over; None for anything else. The link's proof is
        checked by the caller (bot.service.daily.page_proof)."""
        record = await self.repo.game_by_slug(slug)
        if (record is None or record.daily_day != day or record.status != "finished"
                or record.context != "guild" or record.state is None):
            return None
        server = await self.server_of(record.guild_id)
        if server is None:
            return None
        rows = await self.repo.daily_results(record.guild_id, record.kind, day, day,
                                             best_per_player=False, limit=DAILY_LINES)
        names = await self._names([r.user_id for r in rows] + [record.host_id])
        lines = [DailyLine(_who(names.get(r.user_id), rank), r.score, r.lost,
                           r.user_id == record.host_id) for rank, r in enumerate(rows, 1)]
        reader = next((line.who for line in lines if line.mine),
                      _who(names.get(record.host_id), len(lines) + 1))
        try:
            score = int(load_game(record.state).totals.get(str(record.host_id), 0))
        except RuleError:
            score = 0
        reviewed = await self.repo.game_skill(record.id)
        mine = reviewed[0] if reviewed else None
        return DailyPage(server, record.kind, day, lines, reader, score,
                         None if mine is None else mine.lost,
                         "" if mine is None else marks_row(mine.turns))

    async def server_of(self, guild_id: int) -> WebServer | None:
        """The server's pages, when it turned them on."""
        server = await self.repo.web_server(guild_id)
        return server if server is not None and server.public else None


def _who(player: WebPlayer | None, number: int) -> Who:
    if player is None:
        return Who(number)
    return Who(number, player.name, player.slug)


def _played(steps: Steps, verdicts: dict[int, dict[int, Verdict]], seats: int) -> Played:
    """The page's steps from the game's (stored, or replayed from its log), each with its
    seat's verdict; the sheet's cells and each seat's totals spans from them."""
    out: list[Step] = []
    filled: dict[tuple[int, str], tuple[int, int]] = {}
    totals = tuple(0 for _ in range(seats))
    changes: list[list[tuple[int, int]]] = [[(0, 0)] for _ in range(seats)]
    for number, m in enumerate(steps.moves, 1):
        if steps.boxes and m.box is not None:
            filled[(m.seat, m.box)] = (number, m.points or 0)
        for i, (old, new) in enumerate(zip(totals, m.totals, strict=True)):
            if old != new:
                changes[i].append((number, new))
        totals = m.totals
        out.append(Step(**vars(m), number=number,
                        verdict=verdicts.get(m.seat, {}).get(m.version)))
    spans = tuple(tuple((start, end - 1, total) for (start, total), (end, _) in
                        zip(c, [*c[1:], (len(out) + 1, 0)], strict=True)) for c in changes)
    return Played(out, steps.boxes, totals, filled, spans)
