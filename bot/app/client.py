"""The bot class: wiring and lifecycle, nothing else.

It builds the parts (storage, the service, the table, the coach, the daily) and hands
them to the cogs, which never reach into it. Startup order matters: migrations run in setup_hook,
before the gateway delivers the first click; clicks are routed by their custom_id alone
(`on_interaction`), so a message drawn by a previous process works the moment the new
one is connected. What each job does lives in a module named for it: bot.app.health (probes),
bot.app.commands (the slash commands), bot.app.restore (what a previous process left
undone), bot.app.drain (stopping).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable
from typing import Any

import discord
from discord.ext import commands

from bot.app.commands import load_commands, on_tree_error, sync_commands
from bot.app.drain import drain
from bot.app.health import Health
from bot.app.identify import IdentifyPacer
from bot.app.interactions import ClickMessages
from bot.app.restore import find_unshown_lobbies, finish_board_moves, restore
from bot.app.startup import intents, log_start, open_database, together
from bot.app.translator import LocalizedTree
from bot.domain import Refusal, TableView
from bot.ops import metrics
from bot.ops.scheduler import Scheduler
from bot.ops.shard_leases import ShardLeases
from bot.render.components import Click, decode
from bot.service.chances import BoardChances
from bot.service.coach import Coach
from bot.service.daily import Dailies, daily_secret
from bot.service.departures import Departures
from bot.service.games import GameService, Outcome, RollerFactory
from bot.service.ratings import Ratings
from bot.service.seasons import Seasons
from bot.service.skill import ReviewWorker, SkillReviews
from bot.settings import Settings, owns_guild
from bot.storage import Repository
from bot.table.clicks import Clicks
from bot.table.cosmetics import Cosmetics
from bot.table.parts import Parts
from bot.table.pipeline import Table
from bot.table.replies import reply_refusal
from bot.table.screens import Names, Screens
from bot.table.season_posts import SeasonPosts
from bot.table.surface import Surfaces
from bot.table.tokens import Tokens
from bot.table.turn_timeouts import TurnTimeouts
from bot.text import Texts, texts_for

log = logging.getLogger(__name__)

class YachtBot(commands.Bot):
    """Discord client hosting the games (see the module doc)."""

    def __init__(
        self, settings: Settings, *, repo: Repository | None = None,
        roller_factory: RollerFactory | None = None, cogs: tuple[str, ...] | None = None,
        review_worker: ReviewWorker | None = None,
        clock: Callable[[], float] = time.time, **client_options: Any,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned, intents=intents(), help_command=None,
            allowed_mentions=discord.AllowedMentions.none(), tree_cls=LocalizedTree,
            **{"http_trace": metrics.http_trace(), **client_options},
        )
        self.settings = settings
        self.click_messages = ClickMessages(self._connection)
        self.repo = repo
        self._roller_factory = roller_factory
        self._review_worker = review_worker  # bot.service.skill.review_worker(); None: a thread
        self._cog_names = cogs
        self._clock = clock  # what time it is for the seasons (tests end one)
        # Every background task (computer seats, the sweep, emoji, AI tables) lives here.
        self.tasks = Scheduler()
        self.clicks = Clicks()
        self.health = Health(self)
        self.command_ids: dict[str, int] = {}  # top-level command name -> Discord's id
        self.metrics_server: metrics.MetricsServer | None = None
        # Wired by setup_hook, once the database is open.
        self.service: GameService | None = None
        self.table: Table | None = None
        self.parts = Parts(self.clicks)  # filled by setup_hook, handed to the cogs
        self.cosmetics: Cosmetics | None = None
        self.coach: Coach
        self.chances: BoardChances
        self.reviews: SkillReviews
        self.dailies: Dailies
        self.departures: Departures
        self.timeouts: TurnTimeouts
        self.ratings: Ratings
        self.season_posts: SeasonPosts
        self._leases: ShardLeases | None = None
        self._running: asyncio.Task[None] | None = None  # serve's login, setup and gateway
        self._stopping: asyncio.Task[None] | None = None
        self._closed_here = False
        self.identify = IdentifyPacer()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        await self.identify.wait(shard_id)

    @property
    def leases(self) -> ShardLeases:
        assert self._leases is not None, "setup_hook has not run"
        return self._leases

    @property
    def games(self) -> GameService:
        assert self.service is not None, "setup_hook has not run"
        return self.service

    @property
    def looks(self) -> Cosmetics:
        assert self.cosmetics is not None, "setup_hook has not run"
        return self.cosmetics

    @property
    def draining(self) -> bool:
        """Stopping: new clicks and commands are refused, politely (bot.app.translator
        reads it for commands, bot.table.clicks holds it for clicks)."""
        return self.clicks.draining

    # -- startup -------------------------------------------------------------

    async def setup_hook(self) -> None:
        self.metrics_server = await self.health.serve(self.settings)
        if self.repo is None:
            self.repo = await open_database(self.settings)
        repo = self.health.repo = self.repo
        await log_start(repo, self.settings)
        # Before the gateway: a rolling deploy's new process connects once the old one
        # has let go of the shards (bot.ops.shard_leases).
        self._leases = ShardLeases(repo, self.settings)
        await self._leases.acquire()
        self.tasks.schedule("shard leases", self._leases.run())
        table = self._wire(repo)
        if self.settings.dice_emoji:
            self.tasks.schedule("dice emoji", self.looks.emoji.sync(self))
        else:
            metrics.EMOJI_SYNC.state("off")
            self.looks.emoji.done.set()
        await load_commands(self, self._cog_names)
        configured = self.settings.daily_secret
        # Discord's answer to the command sync and the database's at once, not in turn.
        # A lobby shown but never saved, and a board move a kill cut short, are settled
        # before any click can reach them (a handful at most); the rest of the restore
        # runs while the bot already serves, and any other game is loaded on its first
        # click.
        secret, closed, settled, ids = await together(
            daily_secret(None if configured is None else configured.get_secret_value(), repo),
            find_unshown_lobbies(table, table.surfaces), finish_board_moves(table),
            sync_commands(self.tree, self.settings))
        self.command_ids.update(ids)
        self.dailies = self.parts.dailies = Dailies(self.games, self.reviews, secret,
                                                    self.settings.data_dir)
        self.tasks.schedule("restore", restore(table, closed, settled))
        self.tasks.schedule("turn-timeouts", self.timeouts.run())
        self.tasks.schedule("left-servers", self._sweep_left_servers())
        self.tasks.schedule("skill reviews", self.reviews.run())
        self.tasks.schedule("ratings", self.ratings.run())
        self.tasks.schedule("season posts", self.season_posts.run())
        self.tree.error(on_tree_error)

    def _wire(self, repo: Repository) -> Table:
        """The parts, each handed what it uses."""
        settings = self.settings
        looks = self.cosmetics = Cosmetics(repo)
        service = self.service = GameService(repo, roller_factory=self._roller_factory,
                                             after_move=self._after_move, caps=settings.caps,
                                             auto_roll=settings.auto_roll)
        self.coach = Coach(service, settings.data_dir, self.tasks)
        chances = self.chances = BoardChances(settings.data_dir, self.tasks,
                                              service.table_settings)
        screens = Screens(service, looks, Names(self._fetch_name), self.command_ids, chances,
                          settings.public_url)
        table = self.table = Table(
            service, screens, Surfaces(self, Tokens()), self.tasks, holds=self.leases.holds,
            scope=self.leases.scope, bot_turn_delay=settings.bot_turn_delay,
            warm=self._warm)
        self.timeouts = TurnTimeouts(table, interval=settings.sweep_interval,
                                     lobby_ttl=settings.lobby_timeout,
                                     ready=self.wait_until_ready)
        self.departures = Departures(
            service, grace_days=settings.left_server_grace_days,
            owns=lambda guild_id: owns_guild(settings, guild_id),
            purged=looks.forget_guild, close=table.close_guild)
        self.reviews = SkillReviews(repo, settings.data_dir, worker=self._review_worker,
                                    busy=self._clicks_in_flight)
        if self._review_worker is not None:
            metrics.ANSWERS.on_flight = self._review_worker.clicks_in_flight
        self.ratings = Ratings(repo)
        seasons = Seasons(repo, self._clock)
        self.season_posts = SeasonPosts(
            seasons, channel=self.get_partial_messageable, me=self._me,
            available=self._available, owns=lambda guild_id: owns_guild(settings, guild_id),
            texts=self._server_texts, name=screens.names.of, ready=self.wait_until_ready)
        parts = self.parts
        parts.seasons, parts.season_posts = seasons, self.season_posts
        parts.service, parts.table, parts.coach = service, table, self.coach
        parts.looks, parts.departures = looks, self.departures
        return table

    def _me(self) -> int:
        assert self.user is not None, "asked once ready"
        return self.user.id

    def _available(self, guild_id: int) -> bool:
        """A server the gateway serves now: listed, and not in an outage (a server in
        one stays in discord.py's cache, marked unavailable)."""
        guild = self.get_guild(guild_id)
        return guild is not None and not guild.unavailable

    async def _server_texts(self, guild_id: int) -> Texts:
        return texts_for(await self.games.guild_language(guild_id))

    def _warm(self, table: TableView) -> None:
        """A game starts: the AI tables its computer seats, hints and chances read."""
        self.coach.warm(table)
        self.chances.warm(table)

    async def _fetch_name(self, user_id: int) -> str | None:
        try:
            return (await self.fetch_user(user_id)).display_name
        except discord.HTTPException:
            return None

    async def _sweep_left_servers(self) -> None:
        await self.wait_until_ready()
        # Every server the gateway reported: unavailable ones too (a server in an outage
        # is still one the bot is in).
        await self.departures.run(lambda: [guild.id for guild in self.guilds])

    def _clicks_in_flight(self) -> bool:
        """An interaction not yet answered, or a game's lock held (a move committing): the
        background reviews hold their claims and writes until neither is left."""
        return len(metrics.ANSWERS) > 0 or (self.service is not None
                                            and len(self.service.locks) > 0)

    async def _after_move(self, outcome: Outcome) -> list[tuple[int, str]]:
        """Told of every committed move, before anything shows it: its unlocks are
        recorded (the final screen announces them); a game's end wakes its review."""
        if outcome.finished_now:
            self.reviews.wake()
            self.ratings.wake()
        return await self.looks.after_move(outcome)

    async def restored(self) -> None:
        """Until the restore started by setup_hook has done its work (tests)."""
        await self.tasks.idle("restore")

    async def on_ready(self) -> None:
        # Modules, command tree and guild caches live as long as the process: keep them
        # out of every later garbage collection, whose pauses would otherwise grow with
        # them and show up as latency spikes on busy servers.
        gc.collect()
        gc.freeze()

    # -- interactions ---------------------------------------------------------------

    async def handle_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """Entry point of every click on one of the bot's components."""
        await self.clicks.route(interaction, click, values)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every component click, routed by its custom_id (bot.render.components).

        Not through discord.py's DynamicItem: its dispatch rebuilds the clicked message
        as a whole view of items (`LayoutView.from_message`) before the callback, one
        more parse of the board on every click. Whether the id is on the message does
        not matter: a well-formed one that is not (an old prompt, or hand-made) goes to
        the service, which decides (unknown game, stale version, not your turn ...)."""
        self.click_messages.restore(interaction)
        metrics.ANSWERS.arrived(interaction.id, interaction.type.value)
        if self.table is not None:
            self.table.screens.names.saw(interaction.user.id, interaction.user.display_name)
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        click = decode(str(data.get("custom_id", "")))
        if click is None:
            await reply_refusal(interaction, Refusal("unknown_component"))
            return
        await self.handle_click(interaction, click, [str(v) for v in data.get("values", [])])

    # -- running and stopping -------------------------------------------------------

    async def serve(self, token: str) -> None:
        """Log in, set up and stay connected until a signal's drain has stopped the bot
        (then return), or raise why the start failed. The drain ends the run by cancelling
        it: a login, a command sync or a connection waits for Discord's answer, the shard
        leases for another process, and discord.py's connect() sleeps between reconnect
        attempts (up to about 15 minutes) without looking at close()."""
        if self._stopping is not None:  # signalled before the run began
            await self.stopped()
            return
        running = self._running = asyncio.create_task(self.start(token), name="discord")
        await asyncio.wait({running})
        if self._stopping is None:
            running.result()  # the start's failure (a refused token, no network ...)
            return
        await self.stopped()
        if not running.cancelled():
            running.exception()  # cut short by the stop: not a failure to report

    def end_run(self) -> None:
        """Cancel serve's run (a login, the setup, the gateway); close() waits for it."""
        if self._running is not None and self._running is not asyncio.current_task():
            self._running.cancel()

    def stop_on_signal(self, name: str) -> None:
        """SIGTERM/SIGINT: drain in the background (the signal handler cannot wait)."""
        if self._stopping is None:
            self._stopping = asyncio.create_task(drain(self, name), name="drain")

    async def stopped(self) -> None:
        """Until a drain started by a signal has finished (the process then exits 0)."""
        if self._stopping is not None:
            await self._stopping

    async def _stop_ready(self) -> None:
        """discord.py dispatches `ready` a few seconds after the gateway's READY (its wait
        for the servers), from a task its close leaves running: one that ends after the
        close dispatches on the closed client and dies with a traceback in the log. So it
        is cancelled first, and again until it has ended: on Python 3.11 a GUILD_CREATE
        landing at the same moment makes its `asyncio.wait_for` swallow the cancel."""
        ready = self._connection._ready_task
        while ready is not None and not ready.done():
            ready.cancel()
            await asyncio.wait({ready}, timeout=0.1)

    async def close(self) -> None:
        if self._closed_here:
            return
        self._closed_here = True
        # Unless discord.py itself is closing the bot from within the run.
        running = self._running if self._running is not asyncio.current_task() else None
        self.end_run()
        await self.tasks.close()
        if self._review_worker is not None:
            metrics.ANSWERS.on_flight = None
            await self._review_worker.stop()
        if self.table is not None:
            await self.table.display.stop()
            self.chances.close()
        await self._stop_ready()
        await super().close()
        if running is not None:
            # At once when cancelled; a sharded run that swallowed the cancel ends once
            # super().close() has told its shards to.
            await asyncio.wait({running})
        if self._leases is not None:
            try:
                await self._leases.release()
            except Exception as error:  # they expire by themselves
                log.warning("shard leases not released (%r)", error)
        if self.repo is not None:
            await self.repo.close()
        if self.metrics_server is not None:
            await self.metrics_server.stop()
