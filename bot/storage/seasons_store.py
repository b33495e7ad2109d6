"""Ratings and seasons, written once for both backends.

Each backend hands this mixin a transaction (`_season_tx`: serialized, one at a time
across every process: SQLite's single writer, a PostgreSQL advisory lock) and a reader
(`_season_read`), both speaking SQL with `?` placeholders. The rating updates are
applied in one order, the queue's (the results' commit sequence), each game with its
`rating_applied` row in the same transaction, so a game moves the ratings exactly once
whoever applies it and however often it is tried.
"""

from __future__ import annotations

import secrets
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.storage.models import (
    BoardRow,
    RatedGame,
    RatedSeat,
    Rating,
    RatingPoint,
    ResultRow,
    SeasonMark,
    SeasonPost,
    SkillBoardRow,
)

#: the pure update the service computes: a game and its players' current ratings (by
#: player key; missing: new) -> each player's new (mu, sigma)
Rater = Callable[[RatedGame, dict[str, Rating]], dict[str, tuple[float, float]]]


#: games read per query by a recomputation (each is a bound parameter)
READ_CHUNK = 500


#: the orders a server's board ranks by (SeasonStore.leaderboard's `by`)
BOARD_ORDER = {"wins": "SUM(won) DESC, SUM(won) * 1.0 / COUNT(*) DESC, MAX(score) DESC",
               "points": "MAX(score) DESC, AVG(score) DESC"}


class Tx(Protocol):
    """A connection inside a transaction (or a read), `?` placeholders."""

    async def fetch(self, sql: str, *params: Any) -> list[Sequence[Any]]: ...
    async def execute(self, sql: str, *params: Any) -> None: ...
    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None: ...


class RatingsPending(Exception):
    """forget-me while a finished game of the user waits for its rating: the service
    applies it first (their rating must move everyone else's as it will on a replay)."""


def humans_of(results: list[ResultRow]) -> int:
    return sum(r.user_id is not None for r in results)


async def queue_rating(tx: Tx, game_id: int, results: list[ResultRow]) -> None:
    """In the transaction that writes a game's results: two humans or more, and the game
    waits for its rating (once: the queue's unique game_id)."""
    if humans_of(results) >= 2:
        await tx.execute("INSERT INTO rating_queue (game_id) VALUES (?)"
                         " ON CONFLICT (game_id) DO NOTHING", game_id)


async def forget_ratings(tx: Tx, user_id: int) -> None:
    """In forget-me's transaction, before the results are anonymized: their results
    carry a random tombstone from now on (one per player: their games stay together, so
    a recomputation still reproduces everyone else's ratings), and their ratings, rating
    history and season marks go."""
    pending = await tx.fetch(
        "SELECT 1 FROM rating_queue q JOIN results r ON r.game_id = q.game_id"
        " WHERE r.user_id = ? LIMIT 1", user_id)
    if pending:
        raise RatingsPending(user_id)
    await tx.execute("UPDATE results SET tombstone = ? WHERE user_id = ?",
                     f"t{secrets.token_hex(8)}", user_id)
    for table in ("ratings", "rating_history", "season_marks"):
        await tx.execute(f"DELETE FROM {table} WHERE user_id = ?", user_id)


def _rating(row: Sequence[Any]) -> Rating:
    """A ratings row (user_id, mu, sigma, games)."""
    return Rating(int(row[0]), float(row[1]), float(row[2]), int(row[3]))


def _seat(row: Sequence[Any]) -> RatedSeat | None:
    """A results row (user_id, tombstone, score, won, dropped) as a rated seat; None for
    a computer (or a player forgotten before tombstones: nothing stands for them)."""
    user_id, tombstone, score, won, dropped = row
    player = str(user_id) if user_id is not None else tombstone
    if player is None:
        return None
    return RatedSeat(str(player), int(score), bool(won), bool(dropped))


class SeasonStore(ABC):
    """Ratings (applied, read, recomputed) and seasons (boards, closes, posts, marks)."""

    @abstractmethod
    def _season_tx(self) -> AbstractAsyncContextManager[Tx]:
        """A writing transaction, serialized with every other one it opens."""

    @abstractmethod
    def _season_read(self) -> AbstractAsyncContextManager[Tx]:
        """A connection to read with."""

    # -- ratings ----------------------------------------------------------------------

    async def _rated_game(self, tx: Tx, game_id: int) -> RatedGame | None:
        return (await self._rated_games(tx, [game_id])).get(game_id)

    async def _rated_games(self, tx: Tx, game_ids: list[int]) -> dict[int, RatedGame]:
        """The games (of those still stored: a server's purge takes its games) with
        their human seats, read in two queries whatever their number."""
        if not game_ids:
            return {}
        marks = ", ".join("?" * len(game_ids))
        games = await tx.fetch(
            f"SELECT id, guild_id, kind, hints_used FROM games WHERE id IN ({marks})",
            *game_ids)
        rows = await tx.fetch(
            "SELECT game_id, user_id, tombstone, score, won, dropped, finished_at FROM results"
            f" WHERE game_id IN ({marks}) ORDER BY game_id, position", *game_ids)
        seats: dict[int, list[RatedSeat]] = {}
        finished: dict[int, float] = {}
        for row in rows:
            seat = _seat(row[1:6])
            finished.setdefault(int(row[0]), float(row[6]))
            if seat is not None:
                seats.setdefault(int(row[0]), []).append(seat)
        return {int(g): RatedGame(int(g), int(guild), str(kind), tuple(seats.get(int(g), ())),
                                  bool(hinted), finished.get(int(g), 0.0))
                for g, guild, kind, hinted in games}

    async def apply_ratings(self, rate: Rater, model: str, *, limit: int = 50,
                            now: float | None = None) -> list[int]:
        """Apply the rating updates waiting, oldest first, up to `limit` games in one
        transaction; returns the games that moved ratings. What the batch reads (its
        games, the ratings of their players, the servers' settings) is read at once and
        what it writes written at once: a game costs a fraction of a query."""
        now = time.time() if now is None else now
        moved: list[int] = []
        async with self._season_tx() as tx:
            queued = [int(r[0]) for r in await tx.fetch(
                "SELECT game_id FROM rating_queue ORDER BY seq LIMIT ?", limit)]
            if not queued:
                return moved
            marks = ", ".join("?" * len(queued))
            await tx.execute(f"DELETE FROM rating_queue WHERE game_id IN ({marks})", *queued)
            done = {int(r[0]) for r in await tx.fetch(
                f"SELECT game_id FROM rating_applied WHERE game_id IN ({marks})", *queued)}
            games = await self._rated_games(tx, [g for g in queued if g not in done])
            last = await tx.fetch("SELECT COALESCE(MAX(seq), 0) FROM rating_applied")
            seq = int(last[0][0])
            guilds = sorted({game.guild_id for game in games.values()})
            allowed = {int(r[0]): bool(r[1]) for r in await tx.fetch(
                "SELECT guild_id, rated_hints FROM guild_settings WHERE guild_id IN"
                f" ({', '.join('?' * len(guilds))})", *guilds)} if guilds else {}
            ratings = await self._batch_ratings(tx, list(games.values()))
            changed: set[tuple[int, str, int]] = set()
            history: list[tuple[Any, ...]] = []
            applied: list[tuple[Any, ...]] = []
            for game_id in queued:
                game = games.get(game_id)
                if game is None:
                    continue  # applied already, or purged with its server meanwhile
                rated = len(game.seats) >= 2 and (
                    not game.hinted or allowed.get(game.guild_id, False))
                seq += 1
                if rated:
                    ids = [int(s.player) for s in game.seats if s.player.isdigit()]
                    current = {str(u): ratings[game.guild_id, game.kind, u] for u in ids
                               if (game.guild_id, game.kind, u) in ratings}
                    for user_id, (mu, sigma) in (
                            (int(p), new) for p, new in rate(game, current).items()
                            if p.isdigit()):
                        before = current.get(str(user_id))
                        key = (game.guild_id, game.kind, user_id)
                        ratings[key] = Rating(user_id, mu, sigma,
                                              (before.games if before else 0) + 1)
                        changed.add(key)
                        history.append((game_id, user_id, game.guild_id, game.kind, seq, mu,
                                        sigma, game.finished_at))
                    moved.append(game_id)
                applied.append((game_id, seq, game.guild_id, game.kind, int(rated), model,
                                now))
            await tx.executemany(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, games, model,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, kind,"
                " user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
                " games = excluded.games, model = excluded.model,"
                " updated_at = excluded.updated_at",
                [(g, k, u, ratings[g, k, u].mu, ratings[g, k, u].sigma, ratings[g, k, u].games,
                  model, now) for g, k, u in sorted(changed)])
            await tx.executemany(
                "INSERT INTO rating_history (game_id, user_id, guild_id, kind, seq, mu, sigma,"
                " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO NOTHING", history)
            await tx.executemany(
                "INSERT INTO rating_applied (game_id, seq, guild_id, kind, rated, model,"
                " applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)", applied)
        return moved

    async def _batch_ratings(self, tx: Tx, games: list[RatedGame]
                             ) -> dict[tuple[int, str, int], Rating]:
        """The stored ratings of every player of the games, per server and game."""
        wanted: dict[tuple[int, str], set[int]] = {}
        for game in games:
            wanted.setdefault((game.guild_id, game.kind), set()).update(
                int(s.player) for s in game.seats if s.player.isdigit())
        found: dict[tuple[int, str, int], Rating] = {}
        for (guild_id, kind), users in wanted.items():
            ids = sorted(users)
            rows = await tx.fetch(
                "SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ? AND kind = ?"
                f" AND user_id IN ({', '.join('?' * len(ids))})", guild_id, kind, *ids)
            for r in rows:
                found[guild_id, kind, int(r[0])] = _rating(r)
        return found

    async def ratings_pending(self) -> int:
        async with self._season_read() as tx:
            rows = await tx.fetch("SELECT COUNT(*) FROM rating_queue")
        return int(rows[0][0])

    async def rated_games(self) -> list[RatedGame]:
        """Every game that moved ratings, in the order it did: what a recomputation
        replays."""
        async with self._season_read() as tx:
            applied = [int(row[0]) for row in await tx.fetch(
                "SELECT game_id FROM rating_applied WHERE rated = 1 ORDER BY seq")]
            games: dict[int, RatedGame] = {}
            for start in range(0, len(applied), READ_CHUNK):
                games.update(await self._rated_games(tx, applied[start:start + READ_CHUNK]))
        return [games[g] for g in applied if g in games]

    async def all_ratings(self) -> dict[tuple[int, str, int], Rating]:
        """(server, game, player) -> the stored rating."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT guild_id, kind, user_id, mu, sigma, games FROM ratings")
        return {(int(r[0]), str(r[1]), int(r[2])): _rating(r[2:]) for r in rows}

    async def replace_ratings(self, ratings: dict[tuple[int, str, int], Rating],
                              model: str) -> None:
        """Store a recomputation in place of the ratings (the operator's --write)."""
        now = time.time()
        async with self._season_tx() as tx:
            await tx.execute("DELETE FROM ratings")
            await tx.executemany(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, games, model,"
                " updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(g, k, r.user_id, r.mu, r.sigma, r.games, model, now)
                 for (g, k, _), r in ratings.items()])

    async def rating_board(self, guild_id: int, kind: str, *, minimum: int,
                           limit: int = 10) -> list[Rating]:
        """Players with at least `minimum` rated games, by their conservative rating."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ?"
                " AND kind = ? AND games >= ? ORDER BY mu - 3.0 * sigma DESC, user_id"
                " LIMIT ?", guild_id, kind, minimum, limit)
        return [_rating(r) for r in rows]

    async def rating_board_at(self, guild_id: int, kind: str, until: float, *,
                              minimum: int, limit: int = 10) -> list[Rating]:
        """The rating board as it stood at `until` (a past season's end): each player's
        rating after their last rated game before then, and how many they had played."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT user_id, mu, sigma, games FROM (SELECT user_id, mu, sigma,"
                " ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY seq DESC) AS latest,"
                " COUNT(*) OVER (PARTITION BY user_id) AS games FROM rating_history"
                " WHERE guild_id = ? AND kind = ? AND finished_at < ?) AS upto"
                " WHERE latest = 1 AND games >= ? ORDER BY mu - 3.0 * sigma DESC, user_id"
                " LIMIT ?", guild_id, kind, until, minimum, limit)
        return [_rating(r) for r in rows]

    async def ratings_of(self, guild_id: int, kind: str, user_ids: list[int]
                         ) -> dict[int, Rating]:
        if not user_ids:
            return {}
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ?"
                f" AND kind = ? AND user_id IN ({', '.join('?' * len(user_ids))})",
                guild_id, kind, *user_ids)
        return {int(r[0]): _rating(r) for r in rows}

    async def rating_history(self, guild_id: int, user_id: int, limit: int = 200
                             ) -> list[RatingPoint]:
        """The player's rating after each rated game on a server, oldest first."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT game_id, kind, mu, sigma, finished_at FROM rating_history"
                " WHERE guild_id = ? AND user_id = ? ORDER BY seq DESC LIMIT ?",
                guild_id, user_id, limit)
        return [RatingPoint(int(r[0]), str(r[1]), float(r[2]), float(r[3]), float(r[4]))
                for r in reversed(rows)]

    async def rating_moves(self, guild_id: int, kind: str, since: float, until: float
                           ) -> dict[int, tuple[float, float]]:
        """Player -> (rating before their first rated game of the span, rating after
        their last), as ordinals; before: None-free (a first game starts unrated, 0)."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT h.user_id, h.mu - 3.0 * h.sigma, (SELECT p.mu - 3.0 * p.sigma"
                " FROM rating_history p WHERE p.guild_id = h.guild_id AND p.kind = h.kind"
                " AND p.user_id = h.user_id AND p.seq < h.seq ORDER BY p.seq DESC LIMIT 1)"
                " FROM rating_history h WHERE h.guild_id = ? AND h.kind = ?"
                " AND h.finished_at >= ? AND h.finished_at < ? ORDER BY h.seq",
                guild_id, kind, since, until)
        moves: dict[int, tuple[float, float]] = {}
        for user_id, after, before in rows:
            first = moves[int(user_id)][0] if int(user_id) in moves else (
                0.0 if before is None else float(before))
            moves[int(user_id)] = (first, float(after))
        return moves

    # -- season boards ------------------------------------------------------------------

    async def leaderboard(
        self, guild_id: int, kind: str, with_computers: bool | None, limit: int = 10,
        *, without_hinted: bool = False, since: float | None = None,
        until: float | None = None, by: str = "wins",
    ) -> list[BoardRow]:
        """The players of a game on a server by wins, win rate and best score (`by`
        "points": by best score, then mean, the web's points board): in games with
        computer seats or without (None: every game), between two dates (None: open; a
        season's leaderboard)."""
        where = ["guild_id = ?", "kind = ?", "user_id IS NOT NULL"]
        params: list[Any] = [guild_id, kind]
        # Both values named, not left out: the season index has with_computers before
        # finished_at, and an IN keeps the dates' range on it.
        where.append("with_computers IN (0, 1)" if with_computers is None
                     else "with_computers = ?")
        params += [] if with_computers is None else [int(with_computers)]
        if since is not None:
            where.append("finished_at >= ?")
            params.append(since)
        if until is not None:
            where.append("finished_at < ?")
            params.append(until)
        if without_hinted:
            where.append("game_id NOT IN (SELECT id FROM games WHERE guild_id = ?"
                         " AND hints_used = 1)")
            params.append(guild_id)
        async with self._season_read() as tx:
            rows = await tx.fetch(
                # +user_id: grouped after reading the season index, not by walking the
                # (guild, user) index through every result of the server (SQLite)
                "SELECT +user_id, COUNT(*), SUM(won), MAX(score), AVG(score) FROM results"
                f" WHERE {' AND '.join(where)} GROUP BY +user_id"
                f" ORDER BY {BOARD_ORDER[by]}, 1 LIMIT ?", *params, limit)
        return [BoardRow(int(r[0]), int(r[1]), int(r[2]), int(r[3]), float(r[4]))
                for r in rows]

    async def season_kinds(self, guild_id: int, since: float, until: float) -> list[str]:
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT DISTINCT kind FROM results WHERE guild_id = ? AND finished_at >= ?"
                " AND finished_at < ? AND user_id IS NOT NULL ORDER BY kind",
                guild_id, since, until)
        return [str(r[0]) for r in rows]

    async def season_skill(self, guild_id: int, kind: str, since: float, until: float,
                           *, ranked_only: bool = False) -> dict[int, SkillBoardRow]:
        """Each player's mean points lost (and accuracy) over the span's reviewed games,
        or over its ranked ones only (the season's skill board)."""
        # Both values named when all are read: the season index has ranked before
        # finished_at, and an IN keeps the dates' range on it.
        ranked = "ranked = 1" if ranked_only else "ranked IN (0, 1)"
        async with self._season_read() as tx:
            rows = await tx.fetch(
                # +user_id: grouped after reading the season index (SQLite)
                "SELECT +user_id, COUNT(*), AVG(lost), AVG(accuracy) FROM game_skill"
                f" WHERE guild_id = ? AND kind = ? AND {ranked} AND finished_at >= ?"
                " AND finished_at < ? GROUP BY +user_id", guild_id, kind, since, until)
        return {int(r[0]): SkillBoardRow(int(r[0]), int(r[1]), float(r[2]),
                                         None if r[3] is None else float(r[3]))
                for r in rows}

    # -- season closes --------------------------------------------------------------------

    async def played_between(self, since: float, until: float) -> list[int]:
        """The servers (and chats) with results between two dates."""
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT DISTINCT guild_id FROM results WHERE finished_at >= ?"
                " AND finished_at < ?", since, until)
        return sorted(int(r[0]) for r in rows)

    async def seasons_closed(self, guild_ids: list[int], length: str, number: int
                             ) -> set[int]:
        if not guild_ids:
            return set()
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT guild_id FROM season_closes WHERE length = ? AND number = ?"
                f" AND guild_id IN ({', '.join('?' * len(guild_ids))})",
                length, number, *guild_ids)
        return {int(r[0]) for r in rows}

    async def close_season(self, guild_id: int, length: str, number: int, *,
                           channel_id: int | None,
                           marks: list[tuple[str, int, int, int]],
                           now: float | None = None) -> bool:
        """Close a season once: its row and its marks (kind, user, place, players) in one
        transaction; False (nothing written) when it was closed already."""
        now = time.time() if now is None else now
        async with self._season_tx() as tx:
            if await tx.fetch("SELECT 1 FROM season_closes WHERE guild_id = ? AND length = ?"
                              " AND number = ?", guild_id, length, number):
                return False
            await tx.execute(
                "INSERT INTO season_closes (guild_id, length, number, closed_at, channel_id)"
                " VALUES (?, ?, ?, ?, ?)", guild_id, length, number, now, channel_id)
            await tx.executemany(
                "INSERT INTO season_marks (guild_id, length, number, kind, user_id, place,"
                " players) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(guild_id, length, number, *mark) for mark in marks])
        return True

    async def claim_season_posts(self, owner: str, now: float, lease: float,
                                 which: Callable[[int], bool] | None = None
                                 ) -> list[SeasonPost]:
        """Claim the season posts not yet made (of the servers `which` accepts, given)
        whose claim is free or older than `lease`."""
        async with self._season_tx() as tx:
            rows = await tx.fetch(
                "SELECT guild_id, length, number, channel_id, post_nonce, post_tried_at"
                " FROM season_closes WHERE channel_id IS NOT NULL AND message_id IS NULL"
                " AND (post_claim IS NULL OR post_claimed_at < ?)"
                " ORDER BY closed_at, guild_id", now - lease)
            mine = [SeasonPost(int(r[0]), str(r[1]), int(r[2]), int(r[3]),
                               None if r[4] is None else str(r[4]),
                               None if r[5] is None else float(r[5]))
                    for r in rows if which is None or which(int(r[0]))]
            await tx.executemany(
                "UPDATE season_closes SET post_claim = ?, post_claimed_at = ?"
                " WHERE guild_id = ? AND length = ? AND number = ?",
                [(owner, now, p.guild_id, p.length, p.number) for p in mine])
        return mine

    async def season_post_tried(self, guild_id: int, length: str, number: int, *,
                                nonce: str, at: float) -> None:
        """The post is about to be sent with this nonce (committed before it is)."""
        async with self._season_tx() as tx:
            await tx.execute(
                "UPDATE season_closes SET post_nonce = ?, post_tried_at = ? WHERE guild_id = ?"
                " AND length = ? AND number = ? AND message_id IS NULL",
                nonce, at, guild_id, length, number)

    async def season_posted(self, guild_id: int, length: str, number: int,
                            message_id: int) -> None:
        """The post is made (0: it could not be, or is not to be, and is not tried
        again); a post marked made stays as it was."""
        async with self._season_tx() as tx:
            await tx.execute(
                "UPDATE season_closes SET message_id = ? WHERE guild_id = ? AND length = ?"
                " AND number = ? AND message_id IS NULL", message_id, guild_id, length, number)

    async def season_marks(self, guild_id: int, user_id: int, length: str
                           ) -> list[SeasonMark]:
        async with self._season_read() as tx:
            rows = await tx.fetch(
                "SELECT number, kind, place, players FROM season_marks WHERE guild_id = ?"
                " AND user_id = ? AND length = ? ORDER BY number DESC, kind",
                guild_id, user_id, length)
        return [SeasonMark(int(r[0]), str(r[1]), int(r[2]), int(r[3])) for r in rows]
