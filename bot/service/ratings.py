"""A rating between the humans at a table: OpenSkill's Plackett-Luce model, per player per
server per game.

A finished game with two or more humans is queued for its rating in the transaction that
writes its results (bot.storage.seasons_store); `Ratings` applies the queue in its order,
each game with its `rating_applied` row in the same transaction, so a game moves the
ratings exactly once whatever happens between its result and its rating (a kill, a
replayed click, two processes). Computer seats are left out; a seat that left or timed
out is ranked last; equal scores share their rank. `recompute` replays the applied
games in the same order, from the stored results alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.domain import ORDINAL_Z, RatedGame, RatedSeat, Rating
from bot.storage import Repository

log = logging.getLogger(__name__)

#: the model every rating is computed with (openskill>=6,<7: its API changed in v5)
MODEL = PlackettLuce()
#: the model's name and parameters, stored with every rating and applied game: a
#: rating computed otherwise is told apart (and recomputed) rather than mixed in
MODEL_NAME = json.dumps({
    "model": "openskill.PlackettLuce", "mu": MODEL.mu, "sigma": MODEL.sigma,
    "beta": MODEL.beta, "kappa": MODEL.kappa, "tau": MODEL.tau, "z": ORDINAL_Z,
}, sort_keys=True)
#: seconds between looks at the queue when no finished game wakes the rater (a game
#: queued by another process, or before a restart)
POLL = 60.0
#: games applied per transaction
BATCH = 50


def ranks_of(seats: Iterable[RatedSeat]) -> list[int]:
    """1 for the best; equal scores share a rank, and every seat that left or timed out
    shares the last one (below anyone who played on, whatever the points)."""
    seats = list(seats)
    stayed = [s.score for s in seats if not s.dropped]
    last = len(stayed) + 1
    return [last if s.dropped else 1 + sum(other > s.score for other in stayed)
            for s in seats]


def rate(game: RatedGame, current: dict[str, Rating]) -> dict[str, tuple[float, float]]:
    """Each seat's new (mu, sigma) after the game, from their ratings before it (a player
    missing from `current` starts at the model's default)."""
    teams = [[MODEL.rating(mu=current[s.player].mu, sigma=current[s.player].sigma)
              if s.player in current else MODEL.rating()] for s in game.seats]
    rated = MODEL.rate(teams, ranks=[float(r) for r in ranks_of(game.seats)])
    return {seat.player: (float(team[0].mu), float(team[0].sigma))
            for seat, team in zip(game.seats, rated, strict=True)}


def replay(games: Iterable[RatedGame]) -> dict[tuple[int, str, int], Rating]:
    """The ratings the games leave, applied in the order given: (server, game, player) ->
    rating, for players still known (a forgotten player's tombstone is rated along, so
    everyone else's comes out the same, and then left out)."""
    ratings: dict[tuple[int, str, str], Rating] = {}
    for game in games:
        current = {s.player: ratings[game.guild_id, game.kind, s.player]
                   for s in game.seats if (game.guild_id, game.kind, s.player) in ratings}
        for player, (mu, sigma) in rate(game, current).items():
            before = current.get(player)
            ratings[game.guild_id, game.kind, player] = Rating(
                int(player) if player.isdigit() else 0, mu, sigma,
                (before.games if before else 0) + 1)
    return {(g, k, int(p)): r for (g, k, p), r in ratings.items() if p.isdigit()}


@dataclass(frozen=True)
class Recomputed:
    """What a recomputation found: the ratings it computes, and the players whose stored
    rating differs (missing on one side, or apart by more than rounding)."""

    ratings: dict[tuple[int, str, int], Rating]
    differences: list[tuple[int, str, int]]


def differences(computed: dict[tuple[int, str, int], Rating],
                stored: dict[tuple[int, str, int], Rating]) -> list[tuple[int, str, int]]:
    def apart(a: Rating, b: Rating) -> bool:
        return a.games != b.games or abs(a.mu - b.mu) > 1e-9 or abs(a.sigma - b.sigma) > 1e-9

    return sorted(key for key in computed.keys() | stored.keys()
                  if key not in computed or key not in stored
                  or apart(computed[key], stored[key]))


async def recompute(repo: Repository, *, write: bool = False) -> Recomputed:
    """Replay every rated game from the stored results, in the order they were applied,
    and compare with the stored ratings (stored in their place with `write`)."""
    computed = replay(await repo.rated_games())
    found = differences(computed, await repo.all_ratings())
    if write and found:
        await repo.replace_ratings(computed, MODEL_NAME)
    return Recomputed(computed, found)


async def apply_ratings(repo: Repository) -> list[int]:
    """Every game waiting, in queue order; the ones that moved ratings."""
    moved: list[int] = []
    while True:
        moved += await repo.apply_ratings(rate, MODEL_NAME, limit=BATCH)
        if not await repo.ratings_pending():
            return moved


class Ratings:
    """Applies the rating queue: woken by every finished game, and every POLL seconds
    for what another process (or one before a restart) queued."""

    def __init__(self, repo: Repository, *, poll: float = POLL) -> None:
        self.repo = repo
        self.poll = poll
        self._wake = asyncio.Event()

    def wake(self) -> None:
        self._wake.set()

    async def apply(self) -> list[int]:
        return await apply_ratings(self.repo)

    async def run(self) -> None:
        while True:
            self._wake.clear()
            try:
                await self.apply()
            except Exception as error:  # the queue stays: the next look applies it
                log.warning("ratings not applied yet (%r)", error)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.poll)
