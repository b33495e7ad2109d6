"""The bot class: wires settings, storage, the service, persistent components and cogs.

Startup order matters: migrations run and the component template is registered
in setup_hook, before the gateway delivers the first click, so a message drawn
by a previous process works the moment the new one is connected.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import importlib.metadata
import logging
import pkgutil
import sqlite3
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.ai import uses_table
from bot.app.translator import CatalogueTranslator, LocalizedTree
from bot.domain import Refusal, Seat, TableView
from bot.ops import metrics
from bot.ops.scheduler import Scheduler
from bot.ops.shard_leases import ShardLeases
from bot.render import Screen, render_screen
from bot.render.components import Click, GameComponent, decode, dispatchable, drawn_version
from bot.service.coach import Coach
from bot.service.daily import Dailies, daily_secret
from bot.service.departures import Departures
from bot.service.games import GameService, Outcome, RollerFactory
from bot.service.skill import ReviewWorker, SkillReviews
from bot.settings import Settings, StartupError, owns_guild
from bot.storage import GameRecord, Repository, StorageUnavailable, open_repository, redact
from bot.table.computer_runner import ComputerRunner
from bot.table.cosmetics import Cosmetics
from bot.table.display import Display
from bot.table.pings import TurnPings
from bot.table.placement import THREAD_ARCHIVED, Placement
from bot.table.reach import gone, unreachable
from bot.table.replies import reply_refusal, say_too_late, too_late
from bot.table.turn_timeouts import TurnTimeouts
from bot.text import Texts, texts_for

log = logging.getLogger(__name__)

ClickHandler = Callable[[discord.Interaction, Click, list[str]], Awaitable[None]]

# SIGTERM: how long actions in flight (and the edits showing them) may take to finish.
DRAIN_SECONDS = 5.0

# Games saved this long before the last save are redrawn at startup: a process that
# stopped then may have died between a commit and the edit showing it (an edit follows
# its commit within seconds; Discord's retries stretch that to a minute or two).
REDRAW_WITHIN = 300.0

# The distribution that installs this package (pyproject.toml's name), for its version.
# Named, not looked up: finding a package's distribution reads every installed one's
# file list, a quarter of a second of the start on a busy machine.
DISTRIBUTION = "yacht-bot"


def intents() -> discord.Intents:
    """Guilds only: no members, presences or message content (no privileged intents)."""
    chosen = discord.Intents.none()
    chosen.guilds = True
    return chosen


class YachtBot(commands.Bot):
    """Discord client hosting the games; Discord-facing glue lives in cogs/."""

    redraw_after = 2.0  # seconds; see outdated

    def __init__(
        self, settings: Settings, *, repo: Repository | None = None,
        roller_factory: RollerFactory | None = None, cogs: tuple[str, ...] | None = None,
        review_worker: ReviewWorker | None = None, **client_options: Any,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents(), help_command=None,
            allowed_mentions=discord.AllowedMentions.none(), tree_cls=LocalizedTree,
            **{"http_trace": metrics.http_trace(), **client_options},
        )
        self.settings = settings
        self._repo = repo
        self._roller_factory = roller_factory
        self._review_worker = review_worker  # bot.service.skill.review_worker(); None: a thread
        self._cog_names = cogs
        self.service: GameService | None = None
        self.coach: Coach
        self.reviews: SkillReviews
        self.dailies: Dailies
        self.click_handler: ClickHandler | None = None
        # Every background task (computer seats, the sweep, emoji, AI tables) lives here.
        self.tasks = Scheduler()
        self.runner = ComputerRunner(self, self.tasks)
        self._leases: ShardLeases | None = None
        self.timeouts = TurnTimeouts(self)
        self.pings = TurnPings(self, self.tasks)
        self.display = Display(self._draw)
        self._unreachable: set[int] = set()  # games ended because Discord said it is gone
        self.placement = Placement(self)
        self.command_ids: dict[str, int] = {}  # top-level command name -> Discord's id
        self.cosmetics: Cosmetics | None = None
        self.departures: Departures
        # Clicks that are not game moves (the /yacht dice menu), by action.
        self.private_clicks: dict[str, ClickHandler] = {}
        # Display names seen on interactions: pictures cannot show a mention.
        self.known_names: dict[int, str] = {}
        self.metrics_server: metrics.MetricsServer | None = None
        self.draining = False  # stopping: new clicks and commands are refused, politely
        self._stopping: asyncio.Task[None] | None = None
        self._closed_here = False

    @property
    def leases(self) -> ShardLeases:
        assert self._leases is not None, "setup_hook has not run"
        return self._leases

    @property
    def games(self) -> GameService:
        assert self.service is not None, "setup_hook has not run"
        return self.service

    # -- startup -------------------------------------------------------------

    async def setup_hook(self) -> None:
        await self._serve_metrics()
        if self._repo is None:
            self._repo = await self._open_repository()
        await self._log_start()
        # Before the gateway: a rolling deploy's new process connects once the old one
        # has let go of the shards (bot.ops.shard_leases).
        self._leases = ShardLeases(self._repo, self.settings)
        await self._leases.acquire()
        self.tasks.schedule("shard leases", self._leases.run())
        self.cosmetics = Cosmetics(self._repo)
        self.service = GameService(self._repo, roller_factory=self._roller_factory,
                                   after_move=self._after_move,
                                   caps=self.settings.caps)
        self.coach = Coach(self.service, self.settings.data_dir, self.tasks)
        self.departures = Departures(
            self.service, grace_days=self.settings.left_server_grace_days,
            owns=lambda guild_id: owns_guild(self.settings, guild_id),
            purged=self.cosmetics.forget_guild)
        self.reviews = SkillReviews(self._repo, self.settings.data_dir,
                                    worker=self._review_worker, busy=self._clicks_in_flight)
        if self._review_worker is not None:
            metrics.ANSWERS.on_flight = self._review_worker.clicks_in_flight
        if self.settings.dice_emoji:
            self.tasks.schedule("dice emoji", self.cosmetics.emoji.sync(self))
        else:
            metrics.EMOJI_SYNC.state("off")
            self.cosmetics.emoji.done.set()
        self.add_dynamic_items(GameComponent)
        await self.load_commands()
        configured = self.settings.daily_secret
        # Discord's answer to the command sync and the database's at once, not in turn.
        # A lobby shown but never saved is found before any click can reach it (a
        # handful at most); the rest of the restore runs while the bot already serves,
        # and any other game is loaded on its first click.
        secret, closed, _ = await _together(
            daily_secret(None if configured is None else configured.get_secret_value(),
                         self._repo),
            self._find_unshown_lobbies(),
            self.sync_commands())
        self.dailies = Dailies(self.service, self.reviews, secret, self.settings.data_dir)
        self.tasks.schedule("restore", self._restore(closed))
        self.tasks.schedule("turn-timeouts", self.timeouts.run())
        self.tasks.schedule("left-servers", self._sweep_left_servers())
        self.tasks.schedule("skill reviews", self.reviews.run())
        self.tree.error(self._on_tree_error)

    async def _sweep_left_servers(self) -> None:
        await self.wait_until_ready()
        # Every server the gateway reported: unavailable ones too (a server in an outage
        # is still one the bot is in).
        await self.departures.run(lambda: [guild.id for guild in self.guilds])

    def forget_user(self, user_id: int, game_ids: list[int]) -> None:
        """After /yacht forget-me: drop what memory still holds of the user."""
        self.known_names.pop(user_id, None)
        self.looks.forget(user_id)
        self.coach.forget_games(game_ids)

    def _clicks_in_flight(self) -> bool:
        """An interaction not yet answered, or a game's lock held (a move committing): the
        background reviews hold their claims and writes until neither is left."""
        return len(metrics.ANSWERS) > 0 or (self.service is not None
                                            and len(self.service.locks) > 0)

    async def _after_move(self, outcome: Outcome) -> list[tuple[int, str]]:
        """Told of every committed move: its ping timer starts, its unlocks are recorded;
        a game's end wakes its background review."""
        self.pings.turn_moved(outcome)
        if outcome.finished_now:
            self.reviews.wake()
        return await self.looks.after_move(outcome)

    async def _find_unshown_lobbies(self) -> int:
        """Lobbies of this process's shards whose message id was never saved: kept when
        their message is found, else closed; returns how many were closed."""
        closed = 0
        for record in await self.games.unshown_lobbies(self.leases.scope()):
            found = await self._find_posted(record)
            if found is None:
                # Never shown (the answer was lost, or never sent): nobody can see or
                # play it, so it must not block the channel.
                await self.games.abandon(record.id)
                closed += 1
                log.info("game %s: closed, its message was never saved", record.id)
                continue
            # Shown, but the process died before saving the message's id: keep the
            # lobby people can see (a ghost lobby otherwise, open to clicks forever).
            await self.games.set_message(record.id, found)
            log.info("game %s: lobby message %s found and kept", record.id, found)
        return closed

    async def _restore(self, closed: int) -> None:
        """What the previous process may have left undone, in this process's shards only:
        computer turns to play, and messages saved just before it stopped, which may
        show an older version."""
        started = time.perf_counter()
        scope = self.leases.scope()
        kicked = await self.resume_computer_turns()
        redrawn = 0
        for record in await self.games.changed_near_last_write(REDRAW_WITHIN, scope):
            try:
                stored, rules = await self.games.load(record.id)
            except Exception as error:  # a state that no longer loads: leave it as shown
                log.warning("game %s: not redrawn (%r)", record.id, error)
                continue
            restored = Outcome(stored, rules, "restore")
            if stored.status == "finished" and rules is not None:
                restored.unlocks = await self.looks.announce(stored)
            self.display.show(restored)
            redrawn += 1
        log.info("restored in %.2f s: %d computer turn(s) resumed, %d message(s) redrawn,"
                 " %d lobby(ies) never shown closed", time.perf_counter() - started, kicked,
                 redrawn, closed)

    async def resume_computer_turns(self) -> int:
        """Kick the computer seats to act in this process's shards that nobody plays
        (after a restart, a takeover, or a runner that gave up); returns how many."""
        kicked = 0
        for record in await self.games.turns_to_check(self.leases.scope()):
            if self.runner.playing(record.id):
                continue
            try:
                stored = await self.games.computer_to_act(record.id)
            except Exception as error:  # a state that no longer loads: leave it be
                log.warning("game %s: computer turn not resumed (%r)", record.id, error)
                continue
            if stored is not None:
                self.prepare_ai(stored.kind, stored.options, stored.seats)
                self.runner.kick(stored.id, stored.guild_id)
                kicked += 1
        return kicked

    async def restored(self) -> None:
        """Until the restore started by setup_hook has done its work (tests)."""
        await self.tasks.idle("restore")

    async def _find_posted(self, record: GameRecord) -> int | None:
        """The id of a lobby's message posted by a process that died before saving it:
        the bot's own recent message in the channel whose controls name the game."""
        channel = self.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            async for message in channel.history(limit=50):
                if (self.user is not None and message.author.id == self.user.id
                        and drawn_version(message.components, record.id) is not None):
                    return message.id
        except discord.HTTPException as error:  # e.g. no Read Message History permission
            log.warning("game %s: cannot look for its lobby message (%s %s)", record.id,
                        error.status, error.text)
        return None

    async def _log_start(self) -> None:
        """The one line that says what runs: release, schema, backend and shards."""
        assert self._repo is not None
        name = DISTRIBUTION
        try:
            release = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            release = "unknown"
        count, ids = self.settings.shard_count, self.settings.shard_ids
        shards = ("unsharded" if count is None else
                  f"shards {','.join(map(str, ids or range(count)))} of {count}")
        log.info("%s %s starting: schema %d on %s, %s", name, release,
                 await self._repo.schema_version(), getattr(self._repo, "backend", "?"), shards)

    async def _serve_metrics(self) -> None:
        """/health, /ready and /metrics on METRICS_PORT, first: alive while starting."""
        port = self.settings.metrics_port
        if port is None:
            return
        server = metrics.MetricsServer(self.settings.metrics_host, port, ready=self.is_usable,
                                       refresh=self.refresh_gauges)
        try:
            bound = await server.start()
        except OSError as error:
            raise StartupError(texts_for("en")(
                "startup-metrics-port", host=self.settings.metrics_host, port=str(port),
                problem=error.strerror or str(error))) from None
        self.metrics_server = server
        log.info("metrics on http://%s:%d/metrics", self.settings.metrics_host, bound)

    async def is_usable(self) -> bool:
        """/ready: every gateway shard connected and the database answering."""
        if not self.is_ready() or self.is_closed() or self._repo is None:
            return False
        if any(latency != latency for _, latency in self._latencies()):  # nan: not connected
            return False
        await self._repo.schema_version()
        return True

    async def refresh_gauges(self) -> None:
        """The gauges read at scrape time: gateway latency per shard, live games by kind."""
        for shard, latency in self._latencies():
            if latency == latency:
                metrics.GATEWAY_LATENCY.labels(str(shard)).set(latency)
        if self._repo is not None:
            live = await self._repo.live_games()
            for kind in {*live, *(k for (k,) in metrics.LIVE_GAMES._metrics)}:
                metrics.LIVE_GAMES.labels(kind).set(live.get(kind, 0))

    def _latencies(self) -> list[tuple[int, float]]:
        latencies = getattr(self, "latencies", None)  # AutoShardedBot: (shard, seconds)
        return list(latencies) if latencies is not None else [(0, self.latency)]

    async def _open_repository(self) -> Repository:
        url = self.settings.database_url
        try:
            return await open_repository(url)
        except (ValueError, OSError, sqlite3.Error, StorageUnavailable) as error:
            problem = str(error) or type(error).__name__
            raise StartupError(
                texts_for("en")("startup-bad-database", url=redact(url), problem=problem)
            ) from None

    async def on_ready(self) -> None:
        # Modules, command tree and guild caches live as long as the process: keep them
        # out of every later garbage collection, whose pauses would otherwise grow with
        # them and show up as latency spikes on busy servers.
        gc.collect()
        gc.freeze()

    async def load_commands(self) -> None:
        """The cogs, and with them the slash command tree, in every language."""
        for name in self._cog_names or discover_cogs():
            await self.load_extension(name)
        await self.tree.set_translator(CatalogueTranslator())

    async def sync_commands(self) -> None:
        """Publish the command tree, or with SYNC_COMMANDS=false only read the ids Discord
        gave it: a deploy syncs once (`python -m bot sync-commands`), not every process
        at every start, which would spend the command-update rate limit for nothing."""
        guild_id = self.settings.dev_guild_id
        guild = discord.Object(id=guild_id) if guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        where = f" to guild {guild_id}" if guild_id else ""
        if self.settings.sync_commands:
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d command(s)%s", len(synced), where)
        else:
            synced = await self.tree.fetch_commands(guild=guild)
            missing = sorted({c.name for c in self.tree.get_commands(guild=guild)}
                             - {c.name for c in synced})
            if missing:
                log.warning("command(s) %s not published%s: run `python -m bot sync-commands`"
                            " (SYNC_COMMANDS=false)", ", ".join(missing), where)
        # Public messages name commands as clickable mentions: </yacht start:ID>.
        self.command_ids = {command.name: command.id for command in synced}

    def game_texts(self, table: TableView) -> Texts:
        """The catalogue of a game's public message: the game's own language, commands as
        clickable mentions (every client shows them, under the default names)."""
        return texts_for(table.language).for_public(self.command_ids)

    async def answer_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """A slash command's refusal in words, or one clear line when something broke."""
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await reply_refusal(interaction, original)
            return
        if isinstance(original, app_commands.NoPrivateMessage):
            await reply_refusal(interaction, Refusal("guild_only"))
            return
        if too_late(original):
            say_too_late(interaction)  # nothing left to answer: Discord dropped it
            return
        metrics.ANSWERS.mark(interaction.id, "failed")
        log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"),
                  exc_info=original)
        await reply_refusal(interaction, Refusal("failed"))

    def prepare_ai(self, kind: str, options: dict[str, Any], seats: list[Seat]) -> None:
        """Start building AI tables for a game with optimal seats, without blocking."""
        optimal = any(seat.level == "optimal" for seat in seats)
        if optimal and uses_table(kind, len(seats)):
            self.coach.build_table(kind, options)

    # -- stopping ------------------------------------------------------------------

    def stop_on_signal(self, name: str) -> None:
        """SIGTERM/SIGINT: drain in the background (the signal handler cannot wait)."""
        if self._stopping is None:
            self._stopping = asyncio.create_task(self.drain(name), name="drain")

    async def drain(self, why: str) -> None:
        """Stop taking interactions, let the actions in flight commit and be shown, then
        close everything, the database last (SQLite checkpoints its WAL on close)."""
        started = time.perf_counter()
        self.draining = True
        deadline = started + DRAIN_SECONDS
        quiet = 0
        while quiet < 3 and time.perf_counter() < deadline:  # no game lock for 3 looks
            held = self.service is not None and len(self.service.locks) > 0
            quiet = 0 if held else quiet + 1
            await asyncio.sleep(0.02)
        live: int | str = "?"
        try:
            await self.tasks.close()  # computer seats between steps, sweeps, emoji
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.display.idle(),
                                       max(0.5, deadline - time.perf_counter()))
            if self._repo is not None:
                live = sum((await asyncio.wait_for(self._repo.live_games(), 2.0)).values())
        except Exception as error:  # stopping anyway: say why the drain was cut short
            log.warning("stopping: drain cut short (%r)", error)
        finally:
            await self.close()
        log.info("stopped (%s) in %.1f s: %s unfinished game(s) saved, database closed", why,
                 time.perf_counter() - started, live)

    async def stopped(self) -> None:
        """Until a drain started by a signal has finished (the process then exits 0)."""
        if self._stopping is not None:
            await self._stopping

    async def close(self) -> None:
        if self._closed_here:
            return
        self._closed_here = True
        await self.tasks.close()
        if self._review_worker is not None:
            metrics.ANSWERS.on_flight = None
            self._review_worker.shutdown(wait=False, cancel_futures=True)
        await self.display.stop()
        await super().close()
        if self._leases is not None:
            try:
                await self._leases.release()
            except Exception as error:  # they expire by themselves
                log.warning("shard leases not released (%r)", error)
        if self._repo is not None:
            await self._repo.close()
        if self.metrics_server is not None:
            await self.metrics_server.stop()

    # -- components -----------------------------------------------------------

    async def handle_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """Entry point of every GameComponent click (set by the games cog)."""
        if self.draining:
            await reply_refusal(interaction, Refusal("restarting"))
            return
        private = self.private_clicks.get(click.action)
        if private is not None:
            await private(interaction, click, values)
            return
        if self.click_handler is None:
            await reply_refusal(interaction, Refusal("failed"))
            return
        await self.click_handler(interaction, click, values)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer component clicks that DynamicItem dispatch would silently drop."""
        metrics.ANSWERS.arrived(interaction.id, interaction.type.value)
        self.known_names[interaction.user.id] = interaction.user.display_name
        if interaction.type is not discord.InteractionType.component:
            return
        if dispatchable(interaction):
            return  # GameComponent.callback handles it
        data: dict[str, Any] = dict(interaction.data or {})
        click = decode(str(data.get("custom_id", "")))
        if click is None:
            await reply_refusal(interaction, Refusal("unknown_component"))
            return
        # Well-formed but not on the message (an old prompt, or hand-made): the
        # service decides (unknown game, stale version, not your turn ...).
        await self.handle_click(interaction, click, [str(v) for v in data.get("values", [])])

    async def _on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Commands the tree cannot run (unknown, stale signature, a DM) get an answer."""
        command = interaction.command
        if isinstance(command, app_commands.Command) and command._has_any_error_handlers():
            return  # the cog answered already
        if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
            await reply_refusal(interaction, Refusal("unknown_command"))
        elif isinstance(error, app_commands.NoPrivateMessage):
            await reply_refusal(interaction, Refusal("guild_only"))
        else:
            metrics.ANSWERS.mark(interaction.id, "failed")
            log.error("command failed", exc_info=error)
            await reply_refusal(interaction, Refusal("failed"))

    # -- showing a game outside an interaction --------------------------------

    @property
    def looks(self) -> Cosmetics:
        assert self.cosmetics is not None, "setup_hook has not run"
        return self.cosmetics

    async def screen_of(self, outcome: Outcome, by: int | None = None,
                        note: str | None = None) -> Screen:
        """The game message after `outcome`, in the game's language, with each player's
        dice; at the end the sheet picture and the unlocks the final move announced.
        Reads only: what a move earned was recorded by the step that saved it. `note`:
        a line the board says once."""
        t = self.game_texts(outcome.game)
        table, game = outcome.game, outcome.rules
        if outcome.note == "timeout" and game is not None:
            from bot.render import names_by_key

            names = names_by_key(table, t)
            played = outcome.played_for
            note = t("timeout-played", player=names.get(played or "", played or ""))
        if outcome.note == "expired" and table.status == "cancelled":
            return render_screen(table, game, t, by=by, note=t("lobby-expired"))
        if table.status != "finished" or game is None:
            await self.looks.warm(table)
            return render_screen(table, game, t, by=by, note=note,
                                 looks=self.looks.looks(table),
                                 deadline=await self.turn_deadline(table, game))
        return render_screen(table, game, t, names=await self.display_names(table, t),
                             unlocks=outcome.unlocks)

    async def turn_deadline(self, table: TableView, game: Any) -> float | None:
        """When the person to act runs out of time (their turn is played for them), under
        the server's turn timeout; None without one, or on a computer's turn."""
        if table.status != "playing" or game is None or not isinstance(table, GameRecord):
            return None
        if table.seat_of_key(game.current_player).is_computer:
            return None
        timeout = (await self.games.recent_settings(table.guild_id)).turn_timeout
        return table.updated_at + timeout if timeout else None

    async def display_names(self, table: TableView, t: Texts) -> dict[str, str]:
        """Seat key -> a plain name for pictures: the name seen on the player's last
        interaction, else asked of Discord once, else "Player n"."""
        names: dict[str, str] = {}
        for i, (seat, key) in enumerate(zip(table.seats, table.keys, strict=True)):
            if seat.is_forgotten:
                names[key] = t("picture-player", n=i + 1)
                continue
            if seat.user_id is None:
                names[key] = t("picture-computer-name", n=i + 1,
                               level=t.phrase(f"level-name-{seat.level or 'normal'}"))
                continue
            if seat.user_id not in self.known_names:
                try:
                    user = await self.fetch_user(seat.user_id)
                    self.known_names[seat.user_id] = user.display_name
                except discord.HTTPException:
                    log.info("no name for user %s", seat.user_id)
            names[key] = self.known_names.get(seat.user_id) or t("picture-player", n=i + 1)
        return names

    def show(self, outcome: Outcome, by: int | None = None, *, repair: bool = False) -> None:
        """Edit the game message through the channel, in the background (bot.table.display):
        never older than what was shown; `repair` when an answer carrying it failed.
        A new turn also brings a buried board back to the bottom (bot.table.placement)."""
        self.display.show(outcome, by, repair=repair)
        self.placement.after_turn(outcome)

    async def _draw(self, outcome: Outcome, by: int | None) -> None:
        record = outcome.game
        if record.id in self._unreachable:
            return
        # Draw what is stored now if it moved on (a late repair, a retried edit): the
        # message then never goes back to an older version, even after the game ended.
        # Where: the message the store points at now (the board may have moved).
        with contextlib.suppress(Refusal):
            stored, rules = await self.games.load(record.id)
            if stored.version > record.version:
                outcome, by = Outcome(stored, rules, "redraw"), None
            record = stored
        if record.message_id is None:
            return
        screen = await self.screen_of(outcome, by)
        message = self.get_partial_messageable(record.channel_id).get_partial_message(
            record.message_id
        )
        try:
            try:
                await self._edit_board(message, record, screen)
            except discord.HTTPException as error:
                if gone(error) or screen.fallback is None or error.status >= 500 \
                        or error.status == 429:
                    raise  # gone: below; else bot.table.display tries again
                # e.g. no Attach Files permission: the text sheet instead of the picture.
                log.warning("game %s: could not edit message %s (%s %s); text sheet instead",
                            record.id, record.message_id, error.status, error.text)
                await message.edit(**screen.fallback.kwargs())
        except discord.HTTPException as error:
            if not unreachable(error):
                raise
            await self.close_unreachable(record, error)

    async def _edit_board(self, message: discord.PartialMessage, record: TableView,
                          screen: Screen) -> None:
        try:
            await message.edit(**screen.kwargs())
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            await self.placement.unarchive(record.channel_id)  # auto-archived: reopen
            await message.edit(**screen.kwargs())

    async def close_unreachable(self, table: TableView, error: discord.HTTPException) -> None:
        """Discord says the game's message is gone for good (or the bot may no longer
        touch it): end the game (if it still runs), in one log line, and send nothing
        more for it."""
        self._unreachable.add(table.id)
        if table.active:
            problem = f"{error.status} {error.text or ''}".strip()
            await self.games.close_unreachable(
                table.id, f"its message cannot be reached any more ({problem})")
        # Last: bot.table.display.idle() waits for this game's edit until the game is closed.
        self.display.drop(table.id)

    async def outdated(self, game_id: int, message: discord.Message) -> Outcome | None:
        """Before refusing a click on the game's own message: the stored game, if it is
        ahead of what that message shows and stayed so for `redraw_after` seconds (the
        process that saved the last move died before drawing it). The caller redraws
        it, or nobody could ever click a current prompt. Recent saves are left to the
        click or computer step that made them, which is drawing them."""
        drawn = drawn_version(message.components, game_id)
        if drawn is None:
            return None
        try:
            record, rules = await self.games.load(game_id)
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


class CommandPublisher(YachtBot):
    """`python -m bot sync-commands`, a deploy step: logs in over HTTP, publishes the
    command tree and stops; no gateway session, no database, no game touched."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings.model_copy(update={"sync_commands": True}))

    async def setup_hook(self) -> None:
        await self.load_commands()
        await self.sync_commands()

    async def publish(self, token: str) -> int:
        """Publish; returns how many commands Discord now has."""
        async with self:
            await self.login(token)
        return len(self.command_ids)


async def _together(*steps: Awaitable[Any]) -> list[Any]:
    """Run `steps` at once, their results in order; the first failure cancels the rest
    (and is raised as it is, not in an exception group)."""
    tasks = [asyncio.ensure_future(step) for step in steps]
    try:
        return await asyncio.gather(*tasks)
    except BaseException:
        for task in tasks:
            task.cancel()
        raise


def discover_cogs() -> list[str]:
    """Every module in the top-level cogs/ package, as extension names."""
    import cogs

    return [
        f"cogs.{m.name}" for m in pkgutil.iter_modules(cogs.__path__) if not m.name.startswith("_")
    ]

