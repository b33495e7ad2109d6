"""Hint, review and rematch: the service side of the buttons of issue 11.

The numbers come from `bot.ai.advice` and `bot.ai.review` (pure); this module
checks who may ask, finds the table, keeps the solver off the event loop, marks
games in which hints were used, and opens rematch lobbies. Answers are data for
render to word, refusals are `Refusal` codes.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.ai import advise, policy_of, prepare, tables_ready, uses_table
from bot.ai.movelog import LoggedMove, ReplayError
from bot.ai.tables import load_or_build, loaded_table, table_key
from bot.domain import Advice, PlayerReview, Refusal, Seat, TableView, seat_keys
from bot.ops.scheduler import Scheduler
from bot.rules import BaseGame
from bot.service.chances import levels_of, prepare_for
from bot.service.games import Actor, GameService
from bot.service.skill import reviews_of
from bot.storage import GameRecord

if TYPE_CHECKING:
    import numpy as np

#: finished games whose reviews are kept in memory (each player asks once)
REVIEW_CACHE = 32


@dataclass(frozen=True)
class Hint:
    """The advice for the player to act; `building`: the exact table is not ready yet."""

    table: GameRecord
    advice: Advice
    building: bool


class Coach:
    """Hints during play, reviews and rematches after it."""

    def __init__(self, service: GameService, data_dir: Path | None,
                 tasks: Scheduler | None = None) -> None:
        self.service = service
        self.data_dir = data_dir
        self.tasks = Scheduler() if tasks is None else tasks  # the bot's: ends at close
        self._reviews: OrderedDict[int, dict[str, PlayerReview]] = OrderedDict()

    # -- hint ----------------------------------------------------------------------

    async def hint(self, game_id: int, actor: Actor) -> Hint:
        """Advice for the player whose turn it is, and only for them."""
        record, rules = await self.service.load(game_id)
        if record.status == "lobby" or rules is None:
            raise Refusal("not_started")
        if record.status != "playing":
            raise Refusal("cancelled" if record.status == "cancelled" else "over")
        me = str(actor.user_id)
        if actor.user_id is None or me not in seat_keys(record.seats):
            raise Refusal("not_seated")
        if rules.current_player != me:
            refusal = Refusal("hint_not_your_turn", player=rules.current_player)
            refusal.table = record
            raise refusal
        settings = await self.service.table_settings(record)
        if settings.hints == "off":
            raise Refusal("hints_off")
        table, building = self._table_now(rules)
        levels = levels_of(record)
        if len(record.seats) > 1 and self.data_dir is not None and not building:
            self.build_chances(record)  # the hint counts in chances once they are in
        advice = await asyncio.to_thread(advise, rules.copy(), table, levels)
        if not record.hints_used:
            await self.service.mark_hints_used(game_id)
        return Hint(record, advice, building)

    def _table_now(self, rules: BaseGame) -> tuple[np.ndarray | None, bool]:
        """The loaded exact table; else start building it and answer with `normal`."""
        if not policy_of(rules.kind).advice_table:
            return None, False  # e.g. 5000's points policy needs no table
        if tables_ready(rules.kind, rules.options):
            return loaded_table(rules.kind, rules.options), False
        self.build_table(rules.kind, rules.options)
        return None, True

    def build_table(self, kind: str, options: dict[str, Any]) -> None:
        """Load or build the exact table of these rules in the background (once at a
        time: the computer seats and the hints share it)."""
        if self.data_dir is not None:
            self.tasks.schedule(f"ai-table {table_key(kind, options)}",
                                prepare(kind, options, self.data_dir))

    def build_chances(self, table: TableView) -> None:
        """Load or build the tables the chances of winning read (the `win` level, the
        hint of a game of several seats), in the background."""
        if self.data_dir is not None:
            self.tasks.schedule(
                f"ai-chances {table_key(table.kind, table.options)}",
                prepare_for(table.kind, table.options, len(table.seats),
                            set(levels_of(table).values()), self.data_dir))

    def warm(self, table: TableView) -> None:
        """A game with optimal seats starts (or is met again after a restart): its exact
        table is loaded or built in the background before its seats need it; a `win`
        seat's tables of chances too."""
        optimal = any(seat.level in ("optimal", "win") for seat in table.seats)
        if optimal and uses_table(table.kind, len(table.seats)):
            self.build_table(table.kind, table.options)
        if any(seat.level == "win" for seat in table.seats) and len(table.seats) > 1:
            self.build_chances(table)

    # -- review --------------------------------------------------------------------

    async def review(self, game_id: int, actor: Actor) -> tuple[GameRecord, PlayerReview]:
        """A seated player's own review of a finished game."""
        record = await self.service.stored(game_id)
        if record.status != "finished":
            raise Refusal("review_not_finished")
        me = str(actor.user_id)
        keys = seat_keys(record.seats)
        if actor.user_id is None or me not in keys:
            raise Refusal("not_seated")
        reviews = self._reviews.get(game_id)
        if reviews is None:
            rows = await self.service.game_moves(game_id)
            if not rows:
                raise Refusal("review_no_log")
            log = [LoggedMove.from_json(row.entry) for row in rows]
            if self.data_dir is not None and record.state is not None \
                    and policy_of(record.kind).advice_table:
                # share the table build with the computer seats' (one build per rule set)
                await prepare(record.kind, record.options, self.data_dir)
            levels = await self._review_levels(record)
            try:
                reviews = await asyncio.to_thread(self._review, record, keys, log, levels)
            except ReplayError as error:
                raise Refusal("review_no_log") from error
            self._reviews[game_id] = reviews
            while len(self._reviews) > REVIEW_CACHE:
                self._reviews.popitem(last=False)
        return record, reviews[me]

    async def _review_levels(self, record: GameRecord) -> dict[str, str] | None:
        """A box game of several seats is reviewed in chances of winning too: its seats'
        levels, once the chances' tables are loaded from disk (a build is slow: it is
        started in the background and this review stays in points)."""
        from bot.ai.finals import finals_at_hand, table_level
        from bot.rules import BoxVariant, find_variant

        if len(record.seats) < 2 or not isinstance(find_variant(record.kind), BoxVariant):
            return None
        levels = levels_of(record)
        wanted = {table_level(level) for level in ("optimal", *levels.values())}
        if not all(finals_at_hand(record.kind, record.options, level, self.data_dir)
                   for level in wanted):
            self.build_chances(record)
            return None
        if self.data_dir is not None:
            await prepare_for(record.kind, record.options, len(record.seats),
                              set(levels.values()), self.data_dir)
        return levels

    def _review(self, record: GameRecord, keys: list[str], log: list[LoggedMove],
                levels: dict[str, str] | None = None) -> dict[str, PlayerReview]:
        """Worker thread: check the log reproduces the stored game (a game started before
        the log existed has only its later moves), take the table (loaded by `prepare`,
        or built here when there is no data directory), replay and review."""
        table = load_or_build(record.kind, record.options, self.data_dir) \
            if policy_of(record.kind).advice_table else None
        return reviews_of(record, log, table, levels)

    def forget_games(self, game_ids: list[int]) -> None:
        """Drop the reviews kept of these games (a player in them was just forgotten)."""
        for game_id in game_ids:
            self._reviews.pop(game_id, None)

    # -- rematch -------------------------------------------------------------------

    async def rematch(self, game_id: int, actor: Actor) -> GameRecord:
        """A new lobby in the same channel with the same table: same rules, the same
        host (the clicker if the host left), every player in the same seat, invited until
        they confirm with one click (the host and the clicker are in already), and the
        same computer seats. Players who left the game are not invited back."""
        record = await self.service.stored(game_id)
        if record.status != "finished":
            raise Refusal("rematch_not_finished")
        if actor.user_id is None or all(s.user_id != actor.user_id for s in record.seats):
            raise Refusal("not_seated")
        stayed = {s.user_id for s in record.seats if s.is_present_human}
        host = record.host_id if record.host_id in stayed else actor.user_id
        seats = []
        for seat in record.seats:
            if seat.is_forgotten:  # a former player's seat is nobody's to fill
                continue
            if seat.user_id is None:
                seats.append(Seat(level=seat.level))
            elif seat.user_id in (host, actor.user_id):
                seats.append(Seat(user_id=seat.user_id))
            elif not seat.left:
                seats.append(Seat(user_id=seat.user_id, invited=True))
        return await self.service.create_lobby(
            guild_id=record.guild_id, channel_id=record.channel_id, host_id=host,
            kind=record.kind, options=dict(record.options), language=record.language,
            seats=seats, context=record.context, turn_timeout=record.turn_timeout)
