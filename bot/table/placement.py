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
  requests a turn and move the board under the players' fingers. A ping's link points at
  a fixed message, so a move takes the game's pings with it: the newest few are edited to
  "moved: <link to the new board>", older ones to the channel's name (and forgotten), so
  no ping leads to a deleted message. An edit notifies nobody, and each move costs at most
  LINKED_PINGS + 1 edits. The pings are stored, so a restart forgets none a later move
  must edit; they are forgotten when their game ends.

A move is stored before its new board is posted and forgotten once the board it left
is taken down (a lobby that went to a thread is edited to say where; a board left in
its channel is deleted, or edited to a link without controls when Discord will not
delete it). A process that dies at any moment of a move leaves the move stored, and the
next start settles it before any click can come, the store being the truth: when the
game's row points at the new board, the old one is taken down; when it still points
at the old one, any board of the game in the new place is taken down. A move whose old
board could not be taken down is tried again at the game's next turn. One live board,
whatever moment the process died.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.domain import Refusal, TableView
from bot.kinds.turns import board_link
from bot.ops.scheduler import Scheduler
from bot.render import render_game_moved, render_lobby_moved
from bot.render.pings import render_ping_moved, render_thread_name
from bot.rules import BaseGame
from bot.service.games import GameService, Outcome
from bot.storage import BoardMove, GameRecord
from bot.storage.models import ShardScope
from bot.table.reach import unreachable
from bot.table.screens import Screens
from bot.table.surface import ChannelSurface, Surfaces

log = logging.getLogger(__name__)

#: games whose turn pings are remembered (a ping of an ended game is forgotten first)
MAX_PINGS = 10_000
#: pings of a game kept linked to its board after a move: about the last round's at a
#: full table; older ones point at the channel instead (one edit each, then forgotten)
LINKED_PINGS = 4
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
        # game id -> its turn pings to keep true when the board moves: (message, user),
        # oldest first
        self._pings: dict[int, list[tuple[int, int]]] = {}
        self._boards: dict[int, int] = {}  # game id -> the board its last move posted
        self._placed: dict[int, int] = {}  # game id -> the version whose turn was looked at
        self._unsettled: set[int] = set()  # games with a board move left to finish

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
        name = render_thread_name(record, self.screens.game_texts(record))
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
            move = await self.service.move_board(record.id, post, channel_id=thread_id)
        except discord.HTTPException as error:
            log.warning("game %s: board not posted in its thread (%s); playing in the channel",
                        record.id, error.status)
            await self.settle_game(record.id)  # a post that failed may have landed
            return None
        if move is None:
            return None  # the game ended meanwhile: nothing was posted
        await self.retire(move, (await self.service.load(record.id))[0])
        return thread_id

    async def unarchive(self, channel_id: int) -> None:
        """Open an archived thread again (a click in it)."""
        await self.surfaces.of(channel_id).unarchive()

    # -- channel mode -----------------------------------------------------------

    async def pinged(self, linked: TableView, message_id: int, user_id: int) -> None:
        """The game's turn ping to `user_id` went out as this message (bot.table.pings),
        linking to `linked`'s board: remembered, then stored (remembered first: the
        board's look at the bottom of its channel must know the ping as the game's own as
        soon as it can see it). A ping written just before a move and sent after it is
        pointed at the new board at once."""
        game_id = linked.id
        pings, fresh = self._known(game_id)
        if (message_id, user_id) not in pings:
            pings.append((message_id, user_id))
        if fresh:
            await self._read(game_id, pings)
        await self.service.remember_ping(game_id, message_id, user_id)
        moved_to = self._boards.get(game_id)
        if moved_to is not None and moved_to != linked.message_id:
            self.tasks.schedule(f"in-sight-pings-{game_id}-{message_id}",
                                self._repoint(game_id))

    def after_turn(self, outcome: Outcome) -> None:
        """A turn began: bring the board back to the bottom if it is buried (background).
        A game without a board message (a daily, a lobby not shown yet) has nothing to
        bring."""
        game = outcome.game
        if not game.active:
            self._ended(game.id)
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
        if game_id in self._unsettled:
            await self.settle_game(game_id)
        try:
            record, _ = await self.service.load(game_id)
            if not record.active:
                self._ended(game_id)
                return
            if record.message_id is None:
                return
            surface = self.surfaces.of(record.channel_id)
            last = await surface.last_message_id()
            pings = await self._pings_of(game_id)
            if last is None or last == record.message_id or (pings and last == pings[-1][0]):
                return

            async def post(stored: GameRecord, rules: BaseGame | None) -> int:
                screen = await self.screens.screen_of(Outcome(stored, rules, "redraw"))
                return await self.surfaces.of(stored.channel_id).post(screen)

            move = await self.service.move_board(game_id, post)
            if move is None:
                return
            record, _ = await self.service.load(game_id)
        except (discord.HTTPException, Refusal) as error:
            if isinstance(error, discord.HTTPException) and unreachable(error):
                with contextlib.suppress(Refusal):  # the channel is gone: so is the game
                    await self.close_unreachable(
                        (await self.service.load(game_id))[0], error)
                return
            log.info("game %s: board not brought to the bottom (%r)", game_id, error)
            if isinstance(error, discord.HTTPException):
                await self.settle_game(game_id)  # a post that failed may have landed
            return
        await self.retire(move, record)
        if record.message_id is not None:
            self._boards[game_id] = record.message_id
        await self._repoint(game_id)

    async def _pings_of(self, game_id: int) -> list[tuple[int, int]]:
        """The game's pings, read from the store the first time this process needs them
        (after a restart, or once the memory started over)."""
        pings, fresh = self._known(game_id)
        if fresh:
            await self._read(game_id, pings)
        return pings

    def _known(self, game_id: int) -> tuple[list[tuple[int, int]], bool]:
        """The game's pings in memory, and whether the list is new (the store not read
        yet). Made at once, so a ping remembered while the store is read is not lost."""
        pings = self._pings.get(game_id)
        if pings is not None:
            return pings, False
        if len(self._pings) >= MAX_PINGS:
            self._pings.clear()
            self._boards.clear()
        pings = self._pings[game_id] = []
        return pings, True

    async def _read(self, game_id: int, pings: list[tuple[int, int]]) -> None:
        """The stored pings (older than any this process sent) put before `pings`."""
        stored = await self.service.turn_pings(game_id)
        pings[:0] = [p for p in stored if p not in pings]

    def _ended(self, game_id: int) -> None:
        """The game ended: no board of it moves any more, so its pings are forgotten,
        stored ones too."""
        self._placed.pop(game_id, None)
        self._pings.pop(game_id, None)
        self._boards.pop(game_id, None)
        self.tasks.schedule(f"forget-pings-{game_id}", self.service.forget_pings(game_id))

    async def _repoint(self, game_id: int) -> None:
        """Point the game's remembered pings at its board, which just moved: the newest
        LINKED_PINGS link to it; older ones name the channel, and are forgotten. A ping
        someone deleted is forgotten too."""
        pings = list(await self._pings_of(game_id))
        if not pings:
            return
        record, _ = await self.service.load(game_id)
        link = board_link(record)
        if link is None:
            return
        t = self.screens.game_texts(record)
        surface = self.surfaces.of(record.channel_id, record.guild_id)
        older, newest = pings[:-LINKED_PINGS], pings[-LINKED_PINGS:]
        dropped = set(older)
        for message_id, user_id in [*older, *newest]:
            content = render_ping_moved(record, t, user_id,
                                        link if (message_id, user_id) in newest else None)
            try:
                await surface.edit_text(message_id, content)
            except discord.HTTPException as error:
                if unreachable(error):
                    dropped.add((message_id, user_id))  # deleted, or the channel gone
                log.info("game %s: ping %s not pointed at the moved board (%s)", game_id,
                         message_id, error.status)
        if dropped:
            await self.service.forget_pings(game_id, sorted(m for m, _ in dropped))
        if game_id in self._pings:  # pings sent meanwhile stay
            self._pings[game_id] = [p for p in self._pings[game_id] if p not in dropped]

    # -- a board moved: the one it left taken down ---------------------------------------

    async def retire(self, move: BoardMove, record: GameRecord) -> bool:
        """Take down the board `move` left, the store pointing at the new one (`record`):
        a lobby that went to a thread says where the game is; a board left in its
        channel is deleted. True once done, the move forgotten; False leaves it for the
        game's next turn (and the next start)."""
        surface = self.surfaces.of(move.from_channel, record.guild_id)
        try:
            if move.into_thread:
                t = self.screens.game_texts(record)
                await surface.edit(move.from_message,
                                   render_lobby_moved(record, t, move.to_channel))
            else:
                await self._take_down(surface, move.from_message, record)
        except discord.HTTPException as error:
            if not unreachable(error):
                return self._left(move, "the board it left", error)
        await self.service.board_move_done(move)
        return True

    async def _take_down(self, surface: ChannelSurface, message_id: int,
                         record: GameRecord) -> None:
        """Delete a board that is not the game's; one Discord will not delete (a 5xx) is
        edited to a link to the game's board, without controls. A board already gone
        is down."""
        try:
            await surface.delete(message_id)
        except discord.HTTPException as error:
            if unreachable(error):
                return
            log.warning("game %s: message %s not deleted (%s %s); edited to point at its"
                        " board instead", record.id, message_id, error.status, error.text)
            await surface.edit(message_id,
                               render_game_moved(record, self.screens.game_texts(record)))

    def _left(self, move: BoardMove, what: str, error: discord.HTTPException) -> bool:
        log.warning("game %s: %s (message %s) not taken down yet (%s %s); tried again at"
                    " its next turn", move.game_id, what, move.from_message, error.status,
                    error.text)
        self._unsettled.add(move.game_id)
        return False

    async def settle(self, move: BoardMove) -> bool:
        """Finish a move a process died in, or whose old board stayed up: the store is the
        truth. When the game's row points at another message, the board the move left is
        taken down (`retire`). When it still points at that board, the new one was never
        stored (the process died between its post and the store, or the post failed
        after landing): every board of the game in the new place but the stored one is
        taken down. True once done."""
        try:
            record = await self.service.stored(move.game_id)
        except Refusal:  # the game is gone, and its moves with it
            return True
        if record.message_id != move.from_message:
            return await self.retire(move, record)
        surface = self.surfaces.of(move.to_channel, record.guild_id)
        try:
            for message_id in await surface.boards(move.game_id):
                if message_id != record.message_id:
                    log.info("game %s: board %s posted but never stored, taken down",
                             move.game_id, message_id)
                    await self._take_down(surface, message_id, record)
        except discord.HTTPException as error:
            if not unreachable(error):
                return self._left(move, "a board posted but never stored", error)
        await self.service.board_move_done(move)
        return True

    async def settle_game(self, game_id: int) -> None:
        """Settle every move of one game left unfinished."""
        self._unsettled.discard(game_id)
        for move in await self.service.board_moves(game_id=game_id):
            await self.settle(move)

    async def settle_all(self, scope: ShardScope | None) -> int:
        """At startup, before any click: settle the moves the previous process left in
        `scope`'s games; returns how many there were."""
        moves = await self.service.board_moves(scope)
        for move in moves:
            await self.settle(move)
        return len(moves)
