"""Where a game's board lives, and keeping it in sight.

A server plays its games in the channel or in threads (`/yacht-settings play_in`):

* **thread**: at Start the game gets a public thread of its own, started from the lobby
  message; the board is posted there and the lobby says where the game went. It needs
  *Create Public Threads* and *Send Messages in Threads*: read from the click's
  `app_permissions` first; without them the game plays in the channel and the board
  says why, once. A game started inside a thread (a forum post too) plays right there.
  The bot never archives a thread (that needs *Manage Threads*): Discord archives it
  after a day without messages, and a click in it, or a refused edit (50083), opens it
  again.
* **channel**: at each new turn one `GET /channels/{id}` (no message intent needed)
  tells whether the board is still the channel's last message; when it is buried it
  is posted anew at the bottom and the old one deleted. The store points at the new
  message under the game's lock (GameService.move_board), so a click on the old one
  in between is still the game's. The game's own turn ping right under its board does
  not bury it: the ping links to the board, and reposting for it would cost two more
  requests a turn and move the board under the players' fingers.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.domain import Refusal, TableView
from bot.kinds import find_kind
from bot.ops.scheduler import Scheduler
from bot.rules import BaseGame
from bot.service.games import GameService, Outcome
from bot.storage import GameRecord
from bot.table.reach import unreachable
from bot.table.screens import Screens
from bot.table.surface import Surfaces

log = logging.getLogger(__name__)

#: games whose last turn ping is remembered (a ping of an ended game is forgotten first)
MAX_PINGS = 10_000
THREAD_TYPES = (discord.ChannelType.public_thread, discord.ChannelType.private_thread,
                discord.ChannelType.news_thread)

#: ends a game whose channel Discord says is gone
CloseUnreachable = Callable[[TableView, discord.HTTPException], Awaitable[None]]


def can_open_threads(interaction: discord.Interaction) -> bool:
    """The bot's own permissions where the click happened (sent with every interaction)."""
    perms = interaction.app_permissions
    return bool(perms.create_public_threads and perms.send_messages_in_threads)


def in_thread(interaction: discord.Interaction) -> bool:
    """Whether the click came from a thread (a forum post is one too)."""
    channel = interaction.channel
    return getattr(channel, "type", None) in THREAD_TYPES


class Placement:
    """Moves boards: into a thread at Start, to the bottom of a busy channel."""

    def __init__(self, service: GameService, screens: Screens, surfaces: Surfaces,
                 tasks: Scheduler, close_unreachable: CloseUnreachable) -> None:
        self.service = service
        self.screens = screens
        self.surfaces = surfaces
        self.tasks = tasks
        self.close_unreachable = close_unreachable
        self._pings: dict[int, int] = {}  # game id -> its last turn ping's message id
        self._placed: dict[int, int] = {}  # game id -> the version whose turn was looked at

    # -- thread mode ------------------------------------------------------------

    async def thread_wanted(self, interaction: discord.Interaction, outcome: Outcome
                            ) -> bool | None:
        """At Start: True to play in a new thread; False to play here; None when thread
        mode is on but the bot may not open one here (play here, and say so)."""
        if outcome.action != "start" or in_thread(interaction):
            return False
        if outcome.game.context != "guild":
            return False  # threads are a setting of servers that added the bot
        settings = await self.service.guild_settings(outcome.game.guild_id)
        if settings.play_in != "thread":
            return False
        return True if can_open_threads(interaction) else None

    async def open_thread(self, outcome: Outcome) -> int | None:
        """Start the game's thread from its lobby message and post the board there;
        returns the thread's id (None: Discord refused, the game stays in the channel)."""
        record = outcome.game
        assert record.message_id is not None
        t = self.screens.game_texts(record)
        name = t("thread-name", game=find_kind(record.kind).name(t), id=str(record.id))
        try:
            thread_id = await self.surfaces.of(record.channel_id).start_thread(
                record.message_id, name)
        except discord.HTTPException as error:
            log.warning("game %s: no thread (%s %s); playing in the channel", record.id,
                        error.status, error.text)
            return None

        async def post(stored: GameRecord, rules: BaseGame | None) -> int:
            screen = await self.screens.screen_of(Outcome(stored, rules, "redraw"))
            return await self.surfaces.of(thread_id).post(screen)

        try:
            await self.service.move_board(record.id, post, channel_id=thread_id)
        except discord.HTTPException as error:
            log.warning("game %s: board not posted in its thread (%s); playing in the channel",
                        record.id, error.status)
            return None
        return thread_id

    async def unarchive(self, channel_id: int) -> None:
        """Open an archived thread again (a click in it)."""
        await self.surfaces.of(channel_id).unarchive()

    # -- channel mode -----------------------------------------------------------

    def pinged(self, game_id: int, message_id: int) -> None:
        """The game's turn ping went out as this message (bot.table.pings)."""
        if len(self._pings) >= MAX_PINGS:
            self._pings.clear()
        self._pings[game_id] = message_id

    def after_turn(self, outcome: Outcome) -> None:
        """A turn began: bring the board back to the bottom if it is buried (background).
        A game without a board message (a daily, a lobby not shown yet) has nothing to
        bring."""
        game = outcome.game
        if not game.active:
            self._placed.pop(game.id, None)
            self._pings.pop(game.id, None)
            return
        if not outcome.new_turn or game.message_id is None or not game.bot_member:
            return  # where the bot is not a member, the board never moves
        if self._placed.get(game.id, -1) >= game.version:
            return  # this turn's look was taken already
        if len(self._placed) >= MAX_PINGS:
            self._placed.clear()
        self._placed[game.id] = game.version
        self.tasks.schedule(f"in-sight-{game.id}", self.keep_in_sight(game.id))

    async def keep_in_sight(self, game_id: int) -> None:
        try:
            record, _ = await self.service.load(game_id)
            if not record.active or record.message_id is None:
                self._pings.pop(game_id, None)
                self._placed.pop(game_id, None)
                return
            surface = self.surfaces.of(record.channel_id)
            last = await surface.last_message_id()
            if last is None or last in (record.message_id, self._pings.get(game_id)):
                return

            async def post(stored: GameRecord, rules: BaseGame | None) -> int:
                screen = await self.screens.screen_of(Outcome(stored, rules, "redraw"))
                return await self.surfaces.of(stored.channel_id).post(screen)

            old = await self.service.move_board(game_id, post)
        except (discord.HTTPException, Refusal) as error:
            if isinstance(error, discord.HTTPException) and unreachable(error):
                with contextlib.suppress(Refusal):  # the channel is gone: so is the game
                    await self.close_unreachable(
                        (await self.service.load(game_id))[0], error)
                return
            log.info("game %s: board not brought to the bottom (%r)", game_id, error)
            return
        if old is not None:
            with contextlib.suppress(discord.HTTPException):
                await surface.delete(old)
