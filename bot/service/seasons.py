"""Seasons per server: numbered spans of UTC calendar time, each with its own boards.

A server's season length (/yacht-settings season:) is monthly by default, weekly,
quarterly, or off; where the bot is not a member it stays monthly. Seasons are numbered
from EPOCH, the same on every server (season 36 of the monthly ones is December 2026
everywhere), so a number means one span whoever reads it. When a season has ended,
`Seasons.close_due` closes it once on every server that played in it (its row is unique:
several processes and restarts close it once), with each player's place per game kept
as their mark ("Season 7 champion, Yacht").
"""

from __future__ import annotations

import calendar
import datetime as dt
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from bot.domain import (
    SEASONS,
    BoardRow,
    Rating,
    RatingPoint,
    Refusal,
    SeasonMark,
    SkillBoardRow,
    Standing,
)
from bot.kinds import all_kinds
from bot.storage import Repository
from bot.text import Texts, languages, texts_for

log = logging.getLogger(__name__)

#: season 1 of every length begins here (a Monday, and the first day of a year)
EPOCH = dt.datetime(2024, 1, 1, tzinfo=dt.UTC)
#: months per season of the lengths counted in months
_MONTHS = {"monthly": 1, "quarterly": 3}
#: how many players a closed season's standings keep per game (its post and marks)
STANDINGS = 10


#: a season length's word (bot.domain.SEASONS)
SEASON_WORDS = {"monthly": "season-monthly", "weekly": "season-weekly",
                "quarterly": "season-quarterly", "off": "season-off"}
assert tuple(SEASON_WORDS) == SEASONS
#: what `season:` takes for all time besides "all": each language's word (a reader may
#: type their own language's word whatever their client's); the web's ?season= too
ALL_TIME_WORDS = frozenset(texts_for(language)("season-all-word").casefold()
                           for language in languages())


def season_number(length: str, at: float) -> int:
    """The season (from 1) a moment falls in."""
    when = dt.datetime.fromtimestamp(at, dt.UTC)
    if length == "weekly":
        return (when - EPOCH).days // 7 + 1
    months = (when.year - EPOCH.year) * 12 + when.month - 1
    return months // _MONTHS[length] + 1


def season_span(length: str, number: int) -> tuple[float, float]:
    """(start, end) of a season as timestamps: from its first second up to the next
    season's first."""
    if length == "weekly":
        start = EPOCH + dt.timedelta(weeks=number - 1)
        return start.timestamp(), (start + dt.timedelta(weeks=1)).timestamp()
    step = _MONTHS[length]

    def first(index: int) -> float:
        months = index * step
        return calendar.timegm((EPOCH.year + months // 12, months % 12 + 1, 1, 0, 0, 0))

    return float(first(number - 1)), float(first(number))


@dataclass(frozen=True)
class Board:
    """Which span a leaderboard reads: a season (its length and number), or all time."""

    length: str | None  # None: all time
    number: int | None
    since: float | None
    until: float | None

    @property
    def all_time(self) -> bool:
        return self.length is None


ALL_TIME = Board(None, None, None, None)


def board_for(length: str, asked: str | None, now: float) -> Board:
    """The span `/yacht leaderboard season:` names: the current season when not given,
    "all" for all time, or a past season by number. Refused in words: a season on a
    server with seasons off, one that does not exist (yet)."""
    if asked is not None and asked.strip().lower() in ("all", "0"):
        return ALL_TIME
    if length == "off":
        if asked is None:
            return ALL_TIME
        raise Refusal("season_off")
    current = season_number(length, now)
    if asked is None:
        number = current
    else:
        try:
            number = int(asked.strip().lstrip("#"))
        except ValueError:
            raise Refusal("season_unknown", season=asked, current=current) from None
        if not 1 <= number <= current:
            raise Refusal("season_unknown", season=asked, current=current)
    since, until = season_span(length, number)
    return Board(length, number, since, until)


def season_line(board: Board, t: Texts) -> str:
    """Which span a board counts, in words (the command's and the web's): a season (and
    its length), or all time."""
    if board.all_time or board.number is None or board.length is None:
        return t("board-all-time")
    return t("board-season", number=board.number, length=t(SEASON_WORDS[board.length]))


def standings(rows: list[BoardRow], skill: dict[int, SkillBoardRow],
              ratings: dict[int, float]) -> list[Standing]:
    """A season's board as shown: wins and points, with each player's skill over the
    season's reviewed games and their rating now."""
    return [Standing(r.user_id, r.games, r.wins, r.best, r.mean,
                     skill[r.user_id].lost if r.user_id in skill else None,
                     ratings.get(r.user_id))
            for r in rows]


@dataclass(frozen=True)
class Closed:
    """A season just closed on one server: its standings per game (the first STANDINGS
    players), the best skill and the most improved rating (None: nobody qualifies)."""

    guild_id: int
    length: str
    number: int
    standings: dict[str, list[Standing]]
    best_skill: tuple[int, str, float] | None  # (player, game, mean points lost)
    most_improved: tuple[int, str, float] | None  # (player, game, rating gained)

    @property
    def champions(self) -> dict[str, list[Standing]]:
        """Each game's podium."""
        return {kind: board[:3] for kind, board in self.standings.items()}


class Seasons:
    """Season boards and closes over a repository; `clock` tells the time (injected by
    tests that end a season)."""

    def __init__(self, repo: Repository, clock: Callable[[], float] = time.time) -> None:
        self.repo = repo
        self.clock = clock

    async def board(self, guild_id: int, asked: str | None, *, member: bool) -> Board:
        """The span `/yacht leaderboard season:` names on this server, now."""
        return board_for(await self.length_at(guild_id, member), asked, self.clock())

    def ended(self, board: Board) -> bool:
        """A past season's board (not the current season's, nor all time)."""
        return board.until is not None and board.until <= self.clock()

    async def rating_board(self, guild_id: int, kind: str, board: Board = ALL_TIME,
                           limit: int = 10) -> tuple[int, list[Rating]]:
        """The server's minimum of rated games, and the players with as many by their
        conservative rating: now, or at a past season's end (a rating is a running
        figure: the current season's is today's); refused in words when nobody has
        played enough yet."""
        minimum = (await self.repo.get_guild_settings(guild_id)).rating_minimum
        if board.until is not None and self.ended(board):
            rows = await self.repo.rating_board_at(guild_id, kind, board.until,
                                                   minimum=minimum, limit=limit)
        else:
            rows = await self.repo.rating_board(guild_id, kind, minimum=minimum,
                                                limit=limit)
        if not rows:
            raise Refusal("rating_nobody", minimum=minimum)
        return minimum, rows

    async def skill_board(self, guild_id: int, kind: str, board: Board, *, window: int,
                          minimum: int, limit: int = 10) -> list[SkillBoardRow]:
        """Players by mean points lost per ranked game: over the season's games, with at
        least `minimum` of them (the season is the window), or for all time over each
        player's last `window`."""
        if board.since is None or board.until is None:
            return await self.repo.skill_board(guild_id, kind, window=window,
                                               minimum=minimum, limit=limit)
        found = await self.repo.season_skill(guild_id, kind, board.since, board.until,
                                             ranked_only=True)
        rows = sorted((row for row in found.values() if row.games >= minimum),
                      key=lambda row: (row.lost, row.user_id))
        return rows[:limit]

    async def player_ratings(self, guild_id: int, user_id: int) -> dict[str, Rating]:
        """The player's rating on the server in each game they were rated in."""
        found = {}
        for kind in all_kinds():
            rated = await self.repo.ratings_of(guild_id, kind.id, [user_id])
            if user_id in rated:
                found[kind.id] = rated[user_id]
        return found

    async def rating_history(self, guild_id: int, user_id: int) -> list[RatingPoint]:
        """The player's rating after each rated game on the server (the stats chart)."""
        return await self.repo.rating_history(guild_id, user_id)

    async def marks(self, guild_id: int, user_id: int, *, member: bool) -> list[SeasonMark]:
        """The player's places in the closed seasons of the server's length."""
        return await self.repo.season_marks(guild_id, user_id,
                                            await self.length_at(guild_id, member))

    async def length_at(self, guild_id: int, member: bool) -> str:
        """The season length on a server: monthly where the bot is not a member."""
        if not member:
            return SEASONS[0]
        return (await self.repo.get_guild_settings(guild_id)).season

    async def standings(self, guild_id: int, kind: str, board: Board,
                        limit: int = STANDINGS) -> list[Standing]:
        rows = await self.repo.leaderboard(guild_id, kind, None, limit, since=board.since,
                                           until=board.until)
        since = 0.0 if board.since is None else board.since
        until = float("inf") if board.until is None else board.until
        skill = await self.repo.season_skill(guild_id, kind, since, until)
        rated = await self.repo.ratings_of(guild_id, kind, [r.user_id for r in rows])
        return standings(rows, skill, {u: r.ordinal for u, r in rated.items()})

    async def close(self, guild_id: int, length: str, number: int, *,
                    channel_id: int | None, now: float) -> Closed | None:
        """Close one season on one server (None: closed already, by this process or
        another)."""
        closed, marks = await self._summary(guild_id, length, number)
        if not await self.repo.close_season(guild_id, length, number, channel_id=channel_id,
                                            marks=marks, now=now):
            return None
        return closed

    async def summary(self, guild_id: int, length: str, number: int) -> Closed:
        """A closed season as its post shows it (read again by whoever posts it)."""
        return (await self._summary(guild_id, length, number))[0]

    async def _summary(self, guild_id: int, length: str, number: int
                       ) -> tuple[Closed, list[tuple[str, int, int, int]]]:
        since, until = season_span(length, number)
        standings: dict[str, list[Standing]] = {}
        marks: list[tuple[str, int, int, int]] = []
        best: tuple[int, str, float] | None = None
        improved: tuple[int, str, float] | None = None
        for kind in await self.repo.season_kinds(guild_id, since, until):
            board = await self.standings(guild_id, kind, Board(length, number, since, until),
                                         limit=1000)
            standings[kind] = board[:STANDINGS]
            marks += [(kind, s.user_id, place, len(board))
                      for place, s in enumerate(board, start=1)]
            for s in board:
                if s.lost is not None and (best is None or s.lost < best[2]):
                    best = (s.user_id, kind, s.lost)
            moves = await self.repo.rating_moves(guild_id, kind, since, until)
            for user_id, (before, after) in moves.items():
                if after > before and (improved is None or after - before > improved[2]):
                    improved = (user_id, kind, after - before)
        return Closed(guild_id, length, number, standings, best, improved), marks

    async def close_due(self, now: float,
                        serves: Callable[[int], bool] | None = None) -> list[Closed]:
        """Close every season that has ended on every server that played in it and has
        not closed it yet. `serves`: the servers (and chats) this process closes, its
        shards' (None: all). A server the bot has left (as Discord said, or found missing
        from the gateway's list at a start: bot.service.departures) keeps monthly seasons
        and gets no post, as one that never added the bot (it has no settings); a server
        in an outage is still one the bot is in (its post waits for it to come back)."""
        closed: list[Closed] = []
        left = await self.repo.guilds_left()
        for length in SEASONS:
            if length == "off":
                continue
            number = season_number(length, now) - 1
            if number < 1:
                continue
            since, until = season_span(length, number)
            played = await self.repo.played_between(since, until)
            done = await self.repo.seasons_closed(played, length, number)
            for guild_id in played:
                if guild_id in done or (serves is not None and not serves(guild_id)):
                    continue
                is_member = guild_id not in left
                settings = await self.repo.get_guild_settings(guild_id)
                own = settings.season if is_member else SEASONS[0]
                if own != length:
                    continue
                channel = settings.season_channel if is_member else None
                result = await self.close(guild_id, length, number, channel_id=channel,
                                          now=now)
                if result is not None:
                    closed.append(result)
        return closed
