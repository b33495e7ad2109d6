"""Turn pings: tell a person, once, that the turn is theirs, when they do not notice.

An edited board notifies nobody, so a player in a busy channel learns it is their move
only by scrolling back. When a move hands the turn to a person (`bot.kinds.turns.ping_for`:
from another seat, at a table of two people or more) and they have not acted within the
server's grace period, they get one short new message naming them, with a jump link to
the board. It goes as a follow-up on the newest interaction of that game whose token is
still valid (follow-ups do not count against the bot's global request budget), else to
the channel; `allowed_mentions` lets through that one user only. Pings are never deleted
(a deleted ping has notified already: the empty notification only confuses), and a board
brought to the bottom takes its pings' links with it (bot.table.placement).

One timer per turn, named after the game's version when the turn began: a move by
anyone moves the version on, so a player who acts within the grace is not pinged, and no
turn is pinged twice. A restart forgets the timers: that turn is simply not pinged.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

import discord

from bot.domain import TableView
from bot.kinds.turns import ping_for
from bot.ops.scheduler import Scheduler
from bot.render.pings import render_turn_ping
from bot.service.games import GameService, Outcome
from bot.table.placement import CloseUnreachable
from bot.table.reach import unreachable
from bot.table.screens import Screens
from bot.table.surface import Surfaces
from bot.table.tokens import NoToken

log = logging.getLogger(__name__)

PREFIX = "ping-"
#: an interaction token is valid 15 minutes; a follow-up closer to that goes to the channel
TOKEN_USABLE = 14 * 60.0
MAX_TOKENS = 10_000


class TurnPings:
    """Schedules and sends the ping of each turn handed to a person."""

    def __init__(self, service: GameService, screens: Screens, surfaces: Surfaces,
                 tasks: Scheduler, *,
                 pinged: Callable[[TableView, int, int], Awaitable[None]],
                 close_unreachable: CloseUnreachable) -> None:
        self.service = service
        self.screens = screens
        self.surfaces = surfaces
        self.tasks = tasks
        self.pinged = pinged  # stores each ping's message (bot.table.placement)
        self.close_unreachable = close_unreachable
        self._tokens: dict[int, tuple[float, discord.Interaction]] = {}
        self._timed: dict[int, int] = {}  # game id -> the version whose ping timer started

    def saw(self, game_id: int, interaction: discord.Interaction) -> None:
        """Remember the newest interaction answered on a game: its token carries the ping."""
        if len(self._tokens) >= MAX_TOKENS:
            self._tokens.clear()  # games that ended without a move (cancelled): forgotten
        self._tokens[game_id] = (time.monotonic(), interaction)

    def turn_moved(self, outcome: Outcome) -> None:
        """After every committed move: start the grace timer when it handed the turn on."""
        table = outcome.game
        user = ping_for(table, outcome.previous_player, outcome.rules)
        if not table.active:
            self._tokens.pop(table.id, None)
            self._timed.pop(table.id, None)
        if user is None or self._timed.get(table.id, -1) >= table.version:
            return  # no one to ping, or this turn's timer was started already
        if len(self._timed) >= MAX_TOKENS:
            self._timed.clear()
        self._timed[table.id] = table.version
        self.tasks.schedule(f"{PREFIX}{table.id}-{table.version}",
                            self._ping_later(table.id, table.version, user))

    async def idle(self) -> None:
        await self.tasks.idle(PREFIX)

    async def _ping_later(self, game_id: int, version: int, user_id: int) -> None:
        games = self.service
        grace = await games.ping_grace(game_id, user_id)
        if grace is None:
            return
        await asyncio.sleep(grace)
        record, _ = await games.load(game_id)
        if record.version != version or record.status != "playing":
            return  # they played (or the game moved on) within the grace
        content = render_turn_ping(record, self.screens.game_texts(record), user_id)
        if content is None:
            return
        only_them = discord.AllowedMentions(everyone=False, roles=False,
                                            users=[discord.Object(id=user_id)])
        if not record.bot_member:
            # No channel message is possible: a follow-up on the game's newest token,
            # within Discord's follow-up limit (bot.table.tokens).
            try:
                await self.pinged(record, await self.surfaces.for_game(record).send(
                    content, only_them), user_id)
            except (NoToken, discord.HTTPException) as error:
                log.info("game %s: turn ping not sent (%r)", game_id, error)
            return
        seen = self._tokens.get(game_id)
        if seen is not None and time.monotonic() - seen[0] < TOKEN_USABLE:
            try:
                sent = await seen[1].followup.send(content, allowed_mentions=only_them,
                                                   wait=True)
                await self.pinged(record, sent.id, user_id)
                return
            except discord.HTTPException as error:
                log.info("game %s: ping as a follow-up failed (%s); to the channel",
                         game_id, error.status)
        try:
            await self.pinged(record, await self.surfaces.of(record.channel_id).send(
                content, only_them), user_id)
        except discord.HTTPException as error:
            if unreachable(error):  # the channel is gone: so is the game
                await self.close_unreachable(record, error)
                return
            log.warning("game %s: turn ping not sent (%s)", game_id, error.status)
