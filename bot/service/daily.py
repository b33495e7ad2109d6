"""The daily challenge: one game a UTC day, the same dice for everyone, played privately.

Every die of a daily is keyed by where it falls (`bot.rules.keyed_dice`) under the
day key

    day key = HMAC-SHA256(secret, date ‖ game)

where `date` is the UTC day as 10 ASCII bytes (2024-05-01) and `game` the game's id
in UTF-8 ("yacht"). Two players making the same choices see the same dice; players
whose choices differ still get the same first roll on every turn. The secret is the
DAILY_SECRET setting, else one generated once and kept in the database, so nobody
can know a day's dice before it; the daily is played with the game's standard rules
(the key does not cover options).

A daily is a game row of its own (`TableView.daily_day`) with one human seat, played
in private (ephemeral) messages: the service applies its moves like any game's and
`check_place` refuses its controls anywhere else. This module opens it (once per
user, day and game), words nothing, and gathers what its end shows: the score, the
review's skill and luck (`bot.service.skill`), the day's mean luck, and the exact solver's
score on the same day's dice.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from pathlib import Path

from bot.ai import apply_move, choose_move, policy_of
from bot.ai.tables import load_or_build
from bot.domain import DailyBoard, DailySummary, Refusal
from bot.kinds import find_kind
from bot.rules import BaseGame, KeyedRoller, RuleError, create_game, load_game, resolve_options
from bot.service.games import GameService
from bot.service.skill import SkillReviews
from bot.storage import DailyTaken, GameRecord, Repository

log = logging.getLogger(__name__)

#: the name of the generated secret in the database (Repository.keep_secret)
SECRET_NAME = "daily"
#: days on the week's board, today included
WEEK = 7
#: moves after which a simulated game is given up (5000 ends by chance, not by count)
MAX_SIMULATED_MOVES = 20_000
#: how long the link on a daily's end screen opens the day's board on the web
PAGE_DAYS = 7
#: what a daily page link's signature is cut to (128 bits, in hex)
SIGNATURE_CHARS = 32


def day_of(now: float) -> str:
    """The UTC day of a POSIX time, as the daily names it: "YYYY-MM-DD"."""
    return dt.datetime.fromtimestamp(now, dt.UTC).date().isoformat()


def days_before(day: str, count: int) -> str:
    return (dt.date.fromisoformat(day) - dt.timedelta(days=count)).isoformat()


def day_key(secret: bytes, day: str, kind: str) -> bytes:
    """HMAC-SHA256(secret, date ‖ game): the key of every die of that day's daily."""
    date = dt.date.fromisoformat(day).isoformat().encode("ascii")  # exactly 10 bytes
    return hmac.digest(secret, date + kind.encode("utf-8"), hashlib.sha256)


def page_signature(secret: bytes, slug: str, day: str, until: int) -> str:
    """The signature of a daily page link: HMAC-SHA256 of the game's slug, its day and
    the link's end, under a key of its own drawn from the daily's secret (a link's
    signature is never a day key, nor the other way round)."""
    key = hmac.digest(secret, b"daily page link", hashlib.sha256)
    signed = f"{slug}/{day}/{until}".encode("ascii")
    return hmac.digest(key, signed, hashlib.sha256).hex()[:SIGNATURE_CHARS]


def page_path(secret: bytes, slug: str, day: str, until: int) -> str:
    """The daily page's address (below PUBLIC_URL): everything signed is in the path, so
    the page's own links (its languages) keep the proof."""
    return f"/d/{day}/{until}/{slug}/{page_signature(secret, slug, day, until)}"


def page_proof(secret: bytes, slug: str, day: str, until: int, signature: str,
               now: float) -> str | None:
    """Why a daily page link does not open the board ("forged": signed by someone else or
    altered; "expired"), or None when it does."""
    if not hmac.compare_digest(page_signature(secret, slug, day, until), signature):
        return "forged"
    return "expired" if now >= until else None


async def daily_secret(configured: str | None, repo: Repository) -> bytes:
    """The configured secret; else the one generated once and kept in the database
    (processes starting together agree on the first one stored). Says which, once."""
    if configured is not None:
        return configured.strip().encode("utf-8")
    stored = await repo.keep_secret(SECRET_NAME, secrets.token_hex(32))
    log.warning("DAILY_SECRET is not set: the daily challenge uses the secret generated once"
                " and kept in the database")
    return stored.encode("utf-8")


def optimal_score(kind: str, key: bytes, data_dir: Path | None) -> int:
    """Worker thread: the exact solver playing the day's dice alone, the policy's own
    choices at every roll (the same keys per turn, roll and slot as every player's)."""
    options = resolve_options(kind, {})
    if policy_of(kind).advice_table:
        load_or_build(kind, options, data_dir)  # `optimal` reads it from memory
    game: BaseGame = create_game(kind, ["solver"], options, roller=KeyedRoller(key))
    for _ in range(MAX_SIMULATED_MOVES):
        if game.is_over:
            break
        apply_move(game, choose_move(game, "optimal"))
    return int(game.totals["solver"])


async def daily_board(repo: Repository, guild_id: int, kind: str, day: str, *,
                      played: bool) -> DailyBoard:
    """A server's daily board on `day` as a reader sees it: today's results only once
    they `played` today's (the web's reader never has: its board is the week's best up
    to yesterday), and each player's best of the week."""
    today = await repo.daily_results(guild_id, kind, day, day,
                                     best_per_player=False) if played else None
    last = day if played else days_before(day, 1)
    week = await repo.daily_results(guild_id, kind, days_before(day, WEEK - 1), last,
                                    best_per_player=True)
    return DailyBoard(kind, day, today, week)


class Dailies:
    """Opens dailies, shares them and gathers their results."""

    def __init__(self, service: GameService, reviews: SkillReviews, secret: bytes,
                 data_dir: Path | None, clock: Callable[[], float] = time.time) -> None:
        self.service = service
        self.reviews = reviews
        self.data_dir = data_dir
        self.clock = clock
        self._secret = secret
        self._optimal: dict[tuple[str, str], asyncio.Task[int]] = {}
        service.daily_dice = self.dice

    @property
    def repo(self) -> Repository:
        return self.service.repo

    def today(self) -> str:
        return day_of(self.clock())

    def dice(self, day: str, kind: str) -> KeyedRoller:
        return KeyedRoller(day_key(self._secret, day, kind))

    async def kind_of(self, guild_id: int, context: str = "guild") -> str:
        """The game of the daily where it is opened: the server's choice, where it added
        the bot; the default elsewhere."""
        return (await self.service.settings_at(guild_id, context)).daily_game

    # -- playing -------------------------------------------------------------------

    async def open(self, *, guild_id: int, channel_id: int, user_id: int,
                   language: str, context: str = "guild",
                   ) -> tuple[GameRecord, BaseGame | None, bool]:
        """Today's daily of the server's game for this user: (game, rules, new). A second
        call the same day finds the first game, finished or not: no new attempt. Outside
        servers `guild_id` is the chat's channel id (`context`)."""
        day = self.today()
        kind = await self.kind_of(guild_id, context)
        existing = await self.repo.daily_of(user_id, day, kind)
        if existing is None:
            try:
                existing = await self._create(guild_id, channel_id, user_id, kind, day,
                                              language, context)
                new = True
            except DailyTaken as taken:  # a double click raced us
                existing, new = taken.game, False
        else:
            new = False
        record, rules = await self.service.load(existing.id)
        return record, rules, new

    async def _create(self, guild_id: int, channel_id: int, user_id: int, kind: str,
                      day: str, language: str, context: str) -> GameRecord:
        find_kind(kind)
        options = resolve_options(kind, {})
        rules = create_game(kind, [str(user_id)], options, roller=self.dice(day, kind))
        return await self.repo.create_daily(
            guild_id=guild_id, channel_id=channel_id, user_id=user_id, kind=kind,
            options=options, day=day, state=rules.to_json(), language=language,
            context=context)

    async def mine(self, game_id: int, user_id: int) -> tuple[GameRecord, BaseGame | None]:
        """A daily its player asks about; refused for anyone else or a table game."""
        record, rules = await self.service.load(game_id)
        if record.daily_day is None:
            raise Refusal("not_daily")
        if record.host_id != user_id:
            raise Refusal("daily_not_yours")
        return record, rules

    # -- the end ---------------------------------------------------------------------

    async def summary(self, record: GameRecord) -> DailySummary:
        """The finished daily's figures: reviewed now if the background has not yet."""
        assert record.daily_day is not None and record.state is not None
        rows = await self.reviews.review_now(record.id)
        day_luck, players = await self.repo.day_luck(record.daily_day, record.kind)
        try:
            score = int(load_game(record.state).totals[str(record.host_id)])
        except (RuleError, KeyError):
            score = 0
        return DailySummary(
            table=record, score=score, skill=rows[0] if rows else None,
            day_luck=day_luck if players else None, day_players=players,
            optimal=await self.optimal(record.daily_day, record.kind))

    async def optimal(self, day: str, kind: str) -> int | None:
        """The exact solver's score on the day's dice (computed once per day and game,
        off the event loop); None when it fails."""
        task = self._optimal.get((day, kind))
        if task is None:
            if len(self._optimal) > 64:
                self._optimal.clear()
            key = day_key(self._secret, day, kind)
            task = asyncio.create_task(asyncio.to_thread(optimal_score, kind, key,
                                                         self.data_dir))
            self._optimal[(day, kind)] = task
        try:
            return await asyncio.shield(task)
        except Exception:
            log.exception("daily %s %s: the solver's score failed", day, kind)
            self._optimal.pop((day, kind), None)
            return None

    async def page(self, record: GameRecord, public_url: str | None) -> str | None:
        """The player's link to the day's board on the web, signed and good for PAGE_DAYS
        (the proof they played: no Discord login): where the web is on (PUBLIC_URL set)
        and the server turned its pages on, once their daily is over."""
        if public_url is None or record.daily_day is None:
            return None
        slug = await self.service.page_slug(record)
        if slug is None:
            return None
        until = int(self.clock()) + PAGE_DAYS * 86400
        return public_url.rstrip("/") + page_path(self._secret, slug, record.daily_day, until)

    async def share(self, game_id: int, user_id: int) -> DailySummary:
        """The figures of the player's finished daily for its Share line; refused when the
        game is not over or was shared before (the button works once)."""
        record, _ = await self.mine(game_id, user_id)
        if record.status != "finished":
            raise Refusal("daily_not_over")
        summary = await self.summary(record)
        if not await self.repo.share_daily(game_id):
            raise Refusal("daily_shared")
        return summary

    # -- the board -------------------------------------------------------------------

    async def board(self, guild_id: int, user_id: int) -> DailyBoard:
        day = self.today()
        kind = await self.kind_of(guild_id)
        mine = await self.repo.daily_of(user_id, day, kind)
        return await daily_board(self.repo, guild_id, kind, day,
                                 played=mine is not None and mine.status == "finished")
