"""The one path of every change at the table.

A click, a command, a timeout, a computer move, a restore, leaving, cancelling and a
server the bot left all change a game the same way: the service commits the change,
then `Table.after` runs the steps that follow it, in one fixed order:

1. **show** the new screen: as the answer of the interaction that brought the change
   when there is one (`Answer`), else as an edit through the game's surface
   (bot.table.display keeps it version-monotone);
2. **place** the board: back at the bottom of a busy channel when a turn begins
   (bot.table.placement);
3. **ping** the person the turn was handed to, if they do not act (bot.table.pings);
4. **schedule** what plays by itself: the computer seat to act (bot.table.computer_runner;
   turn timeouts are found by their sweep, bot.table.turn_timeouts), or a person's first
   roll of a turn when their auto-roll says so: a move of its own, committed and then
   run through these steps, so its ping and timeout count from it;
5. **warm** the AI: the exact tables a game with optimal seats will need.

The show runs in the change's own task; the other steps are run by one task of the
table's (`Table._run_steps`), change after change in the order they were shown, so a
failing step is logged with its game and version and never turns a saved move into a
refusal (the click that made it was answered already).

Each step is idempotent per (game, version): running them again for the same outcome
(a restore after a crash between a commit and its show, a repeated kick) draws,
places, pings and schedules nothing twice. Front ends (cogs, and later DMs and the web)
call the entry points here, never the steps.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar

import discord

from bot.domain import Refusal, TableView
from bot.kinds import find_kind
from bot.ops.scheduler import Scheduler
from bot.render.components import Click, drawn_version
from bot.service.games import Actor, GameService, Outcome, Place
from bot.storage import GameRecord
from bot.storage.models import ShardScope
from bot.table.computer_runner import ComputerRunner
from bot.table.display import Display
from bot.table.pings import TurnPings
from bot.table.placement import Placement
from bot.table.reach import gone, unreachable
from bot.table.replies import reply_refusal, say_too_late, too_late
from bot.table.screens import Screens
from bot.table.surface import Surfaces
from bot.table.tokens import NoToken

log = logging.getLogger(__name__)

T = TypeVar("T")

#: the scheduler's name of the task that runs the steps after each show (`Table._run_steps`)
STEPS = "table-steps"
#: the scheduler's name of an auto-roll: `auto-roll-<game>-<version that began the turn>`
AUTO_ROLL = "auto-roll-"
# Steps played for one absent player at most (a turn is a few rolls and a score).
MAX_ABSENT_STEPS = 10
# Where only tokens draw a game (bot.table.tokens), it pauses this long before its newest
# token lapses, while an edit is still possible; a move that could not be shown before
# then waits for a click instead.
PAUSE_BEFORE = 60.0


class Answer(Protocol):
    """The interaction that brought a change, when its answer shows it."""

    #: whose token a turn ping may use (an interaction on the board), else None
    token: discord.Interaction | None

    async def wait(self, work: Awaitable[T]) -> T:
        """The commit, within Discord's 3 s (deferring the answer if it takes longer)."""
        ...

    async def show(self, table: Table, outcome: Outcome) -> None:
        """Show the committed change as this interaction's answer; a failed answer is
        repaired through the surface (`Table.repair`), never raised."""
        ...


class Table:
    """Runs every change at the table: commit, then show, place, ping, schedule, warm."""

    redraw_after = 2.0  # seconds; see outdated

    def __init__(self, service: GameService, screens: Screens, surfaces: Surfaces,
                 tasks: Scheduler, *, holds: Callable[[int], bool],
                 scope: Callable[[], ShardScope | None], bot_turn_delay: float,
                 warm: Callable[[TableView], None]) -> None:
        self.service = service
        self.screens = screens
        self.surfaces = surfaces
        self.scope = scope  # the shards this process runs
        self._warm = warm  # loads or builds a game's AI tables (bot.service.coach)
        self.display = Display(self._draw)
        self.placement = Placement(service, screens, surfaces, tasks, self.close_unreachable)
        self.pings = TurnPings(service, screens, surfaces, tasks,
                               pinged=self.placement.pinged,
                               close_unreachable=self.close_unreachable)
        self.runner = ComputerRunner(self.computer_step, tasks, delay=bot_turn_delay,
                                     holds=holds)
        self.tokens = surfaces.tokens
        self.tasks = tasks
        self._unreachable: set[int] = set()  # games ended because Discord said it is gone
        self._stepping = 0  # changes between their commit and their show
        #: shown changes whose other steps wait for `_run_steps`, oldest first
        self._changes: deque[tuple[Outcome, Answer | None]] = deque()
        self._quiet = asyncio.Event()
        self._quiet.set()

    # -- the steps -------------------------------------------------------------------

    async def after(self, outcome: Outcome, answer: Answer | None = None, *,
                    by: int | None = None, repair: bool = False) -> None:
        """The steps after a committed change, in their order. `by`: who cancelled (the
        board names them); `repair`: the message is known to show an older version."""
        self._stepping += 1
        self._quiet.clear()
        # the board's chances start now, so they are likely ready when it is drawn
        self.screens.chances.start(outcome.game, outcome.rules)
        try:
            if answer is None:
                self.display.show(outcome, by, repair=repair)
            else:
                await answer.show(self, outcome)
        finally:
            self._stepping -= 1
            self._changes.append((outcome, answer))
            self.tasks.schedule(STEPS, self._run_steps())

    async def _run_steps(self) -> None:
        """The steps after the show, one change after the other in the order they were
        shown: every change's steps are run by this one task, which ends when none is
        left (the next change starts it again)."""
        while self._changes:
            outcome, answer = self._changes.popleft()
            try:
                self._steps(outcome, answer)
            except Exception:  # one change's steps never stop the others'
                log.exception("game %s: steps after version %s failed", outcome.game.id,
                              outcome.game.version)
        if self._stepping == 0:
            self._quiet.set()

    def _steps(self, outcome: Outcome, answer: Answer | None) -> None:
        """Place, ping, schedule, warm: each starts its work in the background."""
        game = outcome.game
        self.placement.after_turn(outcome)
        if answer is not None and answer.token is not None:
            self.pings.saw(game.id, answer.token)
            if not game.bot_member:
                self.tokens.saw(game.id, answer.token)
        if not game.bot_member and game.active:
            # (an ended game's tokens stay: its final board is still being drawn; the
            # memory of tokens is bounded, bot.table.tokens.MAX_GAMES)
            self.tasks.schedule(f"pause-{game.id}", self._pause_when_due(game.id))
        if outcome.current_is_computer:
            self.pings.turn_moved(outcome)
            self.runner.kick(game.id, game.shard_key)
        elif self._opens_turn(outcome) and (game.message_id is not None or answer):
            # The ping waits for the auto-roll's decision: it counts from the roll's
            # version when there is one, so the player is pinged on the rolled board. A
            # game without a board (a daily) shows it as the answer it shows moves by.
            self.tasks.schedule(f"{AUTO_ROLL}{game.id}-{game.version}", self._auto_roll(
                outcome, answer if game.message_id is None else None))
        else:
            self.pings.turn_moved(outcome)
        if outcome.game.status == "playing" and outcome.action in ("start", "restore"):
            self._warm(outcome.game)

    async def idle(self) -> None:
        """Until no change is between its commit and its last step (tests: the steps
        follow a click's answer), an auto-roll included."""
        while True:
            await self._quiet.wait()
            await self.tasks.idle(AUTO_ROLL)
            if self._quiet.is_set():
                return

    @staticmethod
    def _opens_turn(outcome: Outcome) -> bool:
        """Whether a person is to act at the start of a turn whose first action holds no
        decision (read from the outcome alone: their setting is asked only then)."""
        game, rules = outcome.game, outcome.rules
        if game.status != "playing" or rules is None:
            return False
        return (find_kind(game.kind).opening(rules) is not None
                and game.seat_of_key(rules.current_player).is_present_human)

    async def _auto_roll(self, began: Outcome, answer: Answer | None = None
                         ) -> Outcome | None:
        """The first roll of the turn `began` opened, made for the person to act when
        their setting says so (bot.service.games.auto_roll_turn), and its steps (shown
        as `answer` when given); once per (game, version): a restore of a game saved at
        the turn's start rolls it if nobody did, one saved after the roll finds nothing
        to roll. Else their turn's ping is started from `began`."""
        game = began.game
        rolled = None
        try:
            if await self._drawable(game):
                rolled = await self.service.auto_roll_turn(game.id, game.version)
        except Exception as error:  # gone, or a locked database: the player rolls instead
            log.warning("game %s: no auto-roll (%r)", game.id, error)
        if rolled is None:
            self.pings.turn_moved(began)
            return None
        rolled.previous_player = began.previous_player  # who handed the turn on: the ping
        await self.after(rolled, answer)
        return rolled

    async def roll_first(self, game_id: int) -> Outcome | None:
        """A game its caller is about to draw in its own answer (a daily opened or
        resumed in a private message, which no step can edit): the first roll of the
        turn it waits at, made now when the player's auto-roll says so."""
        record, rules = await self.service.load(game_id)
        began = Outcome(record, rules, "open")
        return await self._auto_roll(began) if self._opens_turn(began) else None

    def repair(self, outcome: Outcome, by: int | None = None) -> None:
        """An answer carrying `outcome` failed (or showed an older screen): the surface
        draws the newest one instead."""
        self.display.show(outcome, by, repair=True)

    # -- entry points: each commits, then runs the steps --------------------------------

    async def act(self, game_id: int, version: int | None, actor: Actor, action: str,
                  arg: str | None = None, *, place: Place | None = None,
                  answer: Answer | None = None) -> Outcome:
        """A click (or a hint's Apply): one action of a player; Refusal changes nothing."""
        work = self.service.act(game_id, version, actor, action, arg, place=place)
        outcome = await (work if answer is None else answer.wait(work))
        await self.after(outcome, answer)
        return outcome

    async def cancel(self, game_id: int, actor: Actor, *, place: Place) -> Outcome:
        """/yacht cancel: the board says who cancelled."""
        outcome = await self.service.cancel(game_id, actor, place=place)
        await self.after(outcome, by=actor.user_id)
        return outcome

    async def leave(self, game_id: int, actor: Actor, *, place: Place) -> Outcome:
        """/yacht leave: a computer plays the seat from then on (its turn, now too)."""
        outcome = await self.service.leave(game_id, actor, place=place)
        await self.after(outcome)
        return outcome

    async def computer_step(self, game_id: int) -> Outcome | None:
        """One visible move of the computer seat to act (bot.table.computer_runner); none
        where the move could not be shown (the game pauses for a click instead)."""
        if not await self._drawable((await self.service.load(game_id))[0]):
            return None
        return await self._then(await self.service.computer_step(game_id))

    async def play_for_absent(self, record: GameRecord) -> Outcome | None:
        """A human let the turn timeout pass: their whole turn is played for them (as an
        easy computer would), shown once at its end."""
        record, rules = await self.service.load(record.id)
        if rules is None or record.seat_of_key(rules.current_player).is_computer:
            return None
        if not await self._drawable(record):
            return None
        player = rules.current_player
        outcome: Outcome | None = None
        for _ in range(MAX_ABSENT_STEPS):
            step = await self.service.play_for_absent(record.id, record.version)
            if step is None:
                break
            outcome, record = step, step.game
            if (step.game.status != "playing" or step.rules is None
                    or step.rules.current_player != player):
                break
        return await self._then(outcome)

    async def resume(self, game_id: int, answer: Answer) -> Outcome:
        """A click on Resume: the board drawn again as the click's answer (its token the
        newest), and what was waiting (a computer's turn) goes on."""
        record, rules = await self.service.load(game_id)
        outcome = Outcome(record, rules, "resume")
        await self.after(outcome, answer)
        return outcome

    async def _drawable(self, table: TableView) -> bool:
        """Whether a move of the game made now can be shown: always where the bot is a
        member (where a game is played never changes); elsewhere while its newest token
        lasts. A game that cannot is paused (while an edit is still possible) and waits
        for a click."""
        if table.bot_member or self.tokens.usable(table.id, PAUSE_BEFORE) is not None:
            return True
        await self.pause(table.id)
        return False

    async def _pause_when_due(self, game_id: int) -> None:
        """Pause the game just before its newest token lapses (a newer click puts it off)."""
        while (wait := self.tokens.left(game_id) - PAUSE_BEFORE) > 0:
            await asyncio.sleep(wait)
        await self.pause(game_id)

    async def pause(self, game_id: int) -> None:
        """Draw the running game as paused (Resume only) while its newest token can still
        edit the board, once per token; nothing is stored, so the next click finds it as
        it was."""
        token = self.tokens.usable(game_id)
        if token is None or token.paused:
            return  # no edit is possible any more (the board waits as it is), or done
        record, rules = await self.service.load(game_id)
        if record.status != "playing" or rules is None or record.message_id is None:
            return
        screen = await self.screens.screen_of(Outcome(record, rules, "pause"), paused=True)
        try:
            await self.surfaces.for_game(record).edit(record.message_id, screen)
        except (NoToken, discord.HTTPException) as error:
            log.info("game %s: not shown paused (%r)", game_id, error)
        else:
            token.paused = True
            log.info("game %s: paused until a click (its token lapses)", game_id)

    async def abandon(self, game_id: int) -> Outcome | None:
        """A lobby nobody started in time (or never shown) is closed."""
        return await self._then(await self.service.abandon(game_id))

    async def _then(self, outcome: Outcome | None) -> Outcome | None:
        """The steps after a change, when there was one."""
        if outcome is not None:
            await self.after(outcome)
        return outcome

    async def close_guild(self, guild_id: int) -> list[Outcome]:
        """The bot left the server: its games end, and nothing is drawn there any more."""
        closed = await self.service.close_guild(guild_id)
        for outcome in closed:
            self._unreachable.add(outcome.game.id)
            await self.after(outcome)
        return closed

    async def open_lobby(self, create: Awaitable[TableView],
                         post: Callable[[TableView], Awaitable[int]],
                         token: discord.Interaction) -> TableView | None:
        """A new lobby (/yacht start, a rematch): committed, then shown by `post` (the
        answer of `token`, the interaction that asked; returns the message's id), which
        the store then points at. A lobby that could not be shown, or only privately
        (Refusal), is closed at once, so it cannot block the channel: None."""
        record = await create
        try:
            message_id = await post(record)
        except (discord.HTTPException, Refusal) as error:
            log.warning("game %s: lobby not shown (%r); closed", record.id, error)
            await self.service.abandon(record.id)
            if isinstance(error, Refusal):
                raise
            return None
        await self.service.set_message(record.id, message_id)
        if not record.bot_member:
            self.tokens.saw(record.id, token)  # the lobby is its original message
        return record

    # -- what a previous process left undone ---------------------------------------------

    async def restore(self, game_id: int) -> bool:
        """Run a stored game's steps again (its message may show an older version, its
        computer seat may be waiting); False when it no longer loads."""
        try:
            stored, rules = await self.service.load(game_id)
        except Exception as error:  # a state that no longer loads: leave it as shown
            log.warning("game %s: not restored (%r)", game_id, error)
            return False
        outcome = Outcome(stored, rules, "restore")
        if stored.status == "finished" and rules is not None:
            outcome.unlocks = await self.screens.looks.announce(stored)
        await self.after(outcome)
        return True

    async def resume_computer_turns(self) -> int:
        """Computer seats of this process's shards that nobody plays (after a restart, a
        takeover, or a runner that gave up) are played again; returns how many."""
        kicked = 0
        for record in await self.service.turns_to_check(self.scope()):
            if self.runner.playing(record.id):
                continue
            try:
                stored = await self.service.computer_to_act(record.id)
            except Exception as error:  # a state that no longer loads: leave it be
                log.warning("game %s: computer turn not resumed (%r)", record.id, error)
                continue
            if stored is not None and await self.restore(stored.id):
                kicked += 1
        return kicked

    async def outdated(self, game_id: int, message: discord.Message) -> Outcome | None:
        """Before refusing a click on the game's own message: the stored game, if it is
        ahead of what that message shows and stayed so for `redraw_after` seconds (the process
        that saved the last move died before drawing it). The caller redraws it, or
        nobody could ever click a current prompt. Recent saves are left to the step that
        made them, which is drawing them."""
        drawn = drawn_version(message.components, game_id)
        if drawn is None:
            return None
        try:
            record, rules = await self.service.load(game_id)
        except Refusal:
            return None  # no such game (a forged or foreign custom id)
        except Exception:
            log.warning("game %s: could not check message %s", game_id, message.id,
                        exc_info=True)
            return None
        if (record.message_id != message.id or record.version <= drawn
                or time.time() - record.updated_at < self.redraw_after):
            return None
        return Outcome(record, rules, "redraw")

    async def refuse(self, interaction: discord.Interaction, click: Click,
                     error: Exception) -> None:
        """A click that changed nothing: its refusal in words, privately. A message left
        behind the store (its process died before drawing it) is redrawn after it."""
        if not isinstance(error, Refusal):
            if too_late(error):
                say_too_late(interaction)
                return
            log.error("click %s failed", click, exc_info=error)
            error = Refusal("failed")
        # Checked before the answer (once answered, a shutdown must not find a read
        # still in flight).
        message = interaction.message
        behind = await self.outdated(click.game_id, message) if message else None
        await reply_refusal(interaction, error)
        if behind is not None:
            await self.after(behind, repair=True)

    # -- drawing through the surface ---------------------------------------------------

    async def _draw(self, outcome: Outcome, by: int | None) -> None:
        record = outcome.game
        if record.id in self._unreachable:
            return
        # Draw what is stored now if it moved on (a late repair, a retried edit): the
        # message then never goes back to an older version, even after the game ended.
        # Where: the message the store points at now (the board may have moved).
        try:
            stored, rules = await self.service.load(record.id)
        except Refusal:
            pass
        else:
            if stored.version > record.version:
                outcome, by = Outcome(stored, rules, "redraw"), None
            record = stored
        if record.message_id is None:
            return
        screen = await self.screens.screen_of(outcome, by)
        surface = self.surfaces.for_game(record)
        try:
            try:
                await surface.edit(record.message_id, screen)
            except discord.HTTPException as error:
                if gone(error) or screen.fallback is None or error.status >= 500 \
                        or error.status == 429:
                    raise  # gone: below; else bot.table.display tries again
                # e.g. no Attach Files permission: the text sheet instead of the picture.
                log.warning("game %s: could not edit message %s (%s %s); text sheet instead",
                            record.id, record.message_id, error.status, error.text)
                await surface.edit(record.message_id, screen, fallback=True)
        except NoToken:
            log.info("game %s: version %s shown on the next click (no usable token)",
                     record.id, outcome.game.version)
        except discord.HTTPException as error:
            if not unreachable(error):
                raise
            await self.close_unreachable(record, error)

    async def close_unreachable(self, table: TableView, error: discord.HTTPException) -> None:
        """Discord says the game's message is gone for good (or the bot may no longer
        touch it): end the game (if it still runs), in one log line, and send nothing
        more for it."""
        self._unreachable.add(table.id)
        if table.active:
            problem = f"{error.status} {error.text or ''}".strip()
            await self.service.close_unreachable(
                table.id, f"its message cannot be reached any more ({problem})")
        # Last: bot.table.display.idle() waits for this game's edit until the game is closed.
        self.display.drop(table.id)
