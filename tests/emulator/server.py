"""A local aiohttp server that speaks enough of Discord's gateway and REST v10 for the real
discord.py client to run a slash-command + button bot against it.

Why an emulator rather than mocks: discord.py's own parsing, view dispatch, rate-limit
handling, reconnect/RESUME logic and Discord's payload validation all run for real, so a test
catches "embed too long", "responded twice" or "took longer than 3 s" before production does.

The server is stateful (see :mod:`tests.emulator.store`); the test-facing API lives in
:mod:`tests.emulator.driver`, which subclasses :class:`EmulatorServer`.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import math
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .store import (
    ATTACH_FILES,
    BOT_DM_CONTEXT,
    CREATE_PUBLIC_THREADS,
    DEFAULT_EVERYONE,
    DM,
    EMBED_LINKS,
    GROUP_DM,
    GUILD_CONTEXT,
    GUILD_INSTALL,
    MANAGE_THREADS,
    MENTION_EVERYONE,
    PRIVATE_CHANNEL_CONTEXT,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    USE_EXTERNAL_EMOJIS,
    USER_INSTALL,
    Channel,
    Clock,
    Guild,
    InteractionRecord,
    Member,
    Notifier,
    RequestRecord,
    Role,
    Snowflakes,
    StoredMessage,
    User,
    notified_users,
    walk,
)
from .validation import (
    EPHEMERAL,
    IS_COMPONENTS_V2,
    LOADING,
    SUPPRESS_EMBEDS,
    ValidationError,
    _Collector,
    check_commands,
    error,
    validate_autocomplete,
    validate_message,
    validate_request,
)

API_PREFIX = "/api/v10"
VIEW_CHANNEL = 1 << 10
INITIAL_RESPONSE_DEADLINE = 3.0
TOKEN_LIFETIME = 15 * 60.0
#: how long a message's nonce stays enforced (Discord: a message created with `nonce` and
#: `enforce_nonce` by the author of one made with the same nonce "in the past few minutes"
#: is that message, not a new one)
NONCE_WINDOW = 5 * 60.0
#: follow-ups per interaction that only a user install authorized (Discord's docs)
USER_INSTALL_FOLLOWUPS = 5
#: the installation contexts the emulated app supports: a command registered without
#: `integration_types` gets them (Discord: "defaults to your app's configured contexts")
APP_INTEGRATION_TYPES = (GUILD_INSTALL, USER_INSTALL)
#: what a DM or group DM with other users lets an app do (`app_permissions`); a DM with
#: the app's bot user adds USE_EXTERNAL_EMOJIS (Discord's interaction object docs)
PRIVATE_APP_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE
EMOJI_MAX_BYTES = 256 * 1024  # application emoji image limit
APP_EMOJI_LIMIT = 2000  # application emoji per application
JSON_HEADERS = {"Content-Type": "application/json"}
#: A bot token shaped as Discord's (base64 of the bot's id, a time part, a signature),
#: as the bot checks at startup. The emulator takes any token but REFUSED_TOKEN.
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.try.it"
#: Discord answers 401 to this token, as to a revoked one
REFUSED_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.refused.token"
# Parsed request body and uploaded files, filled in once by the middleware.
BODY: web.RequestKey[Any] = web.RequestKey("emulator_body", object)
FILES: web.RequestKey[list[dict[str, Any]]] = web.RequestKey("emulator_files", list)


def json_response(
    data: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """A response whose Content-Type is exactly ``application/json``.

    discord.py compares the header verbatim; aiohttp's ``json_response`` appends
    ``; charset=utf-8`` and would make discord.py treat every body as plain text.
    """
    hdrs = dict(JSON_HEADERS)
    if headers:
        hdrs.update(headers)
    return web.Response(body=json.dumps(data).encode(), status=status, headers=hdrs)


def no_content() -> web.Response:
    """204 without a Content-Type: discord.py would try to JSON-decode an empty body otherwise."""
    return web.Response(status=204)


@dataclass
class Fault:
    """An injected failure: the next ``count`` requests matching method+path get ``status``."""

    pattern: re.Pattern[str]
    method: str | None
    status: int
    count: int
    retry_after: float = 0.05
    is_global: bool = False
    hits: int = 0
    applied: bool = False  # perform the request, then answer `status` (the answer lost)
    hold: float = 0.0  # status 200: perform the request, then answer only after `hold` s

    def matches(self, method: str, path: str) -> bool:
        if self.count <= 0:
            return False
        if self.method is not None and self.method.upper() != method.upper():
            return False
        return self.pattern.search(path) is not None


@dataclass
class GatewaySession:
    """A gateway session; survives a dropped socket so the bot can RESUME it."""

    id: str
    shard_id: int
    shard_count: int
    intents: int
    seq: int = 0
    buffer: list[tuple[int, str]] = field(default_factory=list)
    queue: asyncio.Queue[str | None] | None = None
    ws: web.WebSocketResponse | None = None
    ready_sent: bool = False
    invalidated: bool = False
    identified_at: float = 0.0
    resumes: int = 0

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    def dispatch(self, event: str, data: Any) -> int:
        """Assign the next sequence number, keep it for RESUME, and send if connected."""
        self.seq += 1
        frame = json.dumps({"op": 0, "t": event, "s": self.seq, "d": data})
        self.buffer.append((self.seq, frame))
        if len(self.buffer) > 5000:
            del self.buffer[:1000]
        if self.queue is not None:
            self.queue.put_nowait(frame)
        return self.seq


@dataclass
class _ListRace:
    """Emoji lists held until `processes` of them arrived (see race_emoji_lists)."""

    processes: int
    arrived: int = 0
    all_arrived: asyncio.Event = field(default_factory=asyncio.Event)


class EmulatorServer:
    """Discord gateway + REST emulator. Start with ``await emu.start()``; stop with ``stop()``."""

    def __init__(self, *, heartbeat_interval_ms: int = 41250, host: str = "127.0.0.1",
                 keep_history: bool = True, shard_count: int = 1,
                 check_schemas: bool = True, proxy_path: str = "") -> None:
        # Every body the bot sends is held to the OpenAPI schema of its route (about
        # 20 ms of CPU for a board); latency benchmarks turn that off to time the bot.
        self.check_schemas = check_schemas
        # Tests want every request and every earlier version of a message; a long
        # benchmark does not, and the growing heap would lengthen its GC pauses.
        self.keep_history = keep_history
        self.host = host
        self.port = 0
        self.heartbeat_interval_ms = heartbeat_interval_ms
        # REST served only under this path (e.g. "/discord"), as a shared REST proxy
        # reached through a path of its host serves it: ".../discord/api/v10/...".
        self.proxy_path = "/" + proxy_path.strip("/") if proxy_path.strip("/") else ""
        # What GET /gateway/bot recommends; each IDENTIFY still names its own
        # [shard_id, shard_count] and gets only that shard's guilds and events.
        self.shard_count = shard_count
        # GET /gateway/bot's max_concurrency: how many shards may IDENTIFY at once (16, as
        # Discord gives the large bots that shard), so that a bot of several shards is not
        # held 5 s per shard by Discord's identify limit (bot.app.identify) in every test.
        self.max_concurrency = 16
        self.clock = Clock()
        self.ids = Snowflakes()
        self.changed = Notifier()
        self.bot_user = User(id=self.ids.next(), username="EmuBot", bot=True)
        self.application_id = self.bot_user.id
        self.owner = User(id=self.ids.next(), username="app-owner")
        self.users: dict[str, User] = {}
        self.guilds: dict[str, Guild] = {}  # the guilds the bot is a member of
        self.outside_guilds: dict[str, Guild] = {}  # guilds without the bot
        self.channels: dict[str, Channel] = {}  # guild channels, threads, DMs, group DMs
        self.installs: set[str] = set()  # users who installed the app to their account
        self.message_store: dict[str, StoredMessage] = {}
        self.channel_messages: dict[str, list[str]] = {}
        self.interactions: dict[str, InteractionRecord] = {}
        self.interactions_by_token: dict[str, InteractionRecord] = {}
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[str, list[dict[str, Any]]] = {}
        self.command_syncs = 0
        self.emojis: dict[str, dict[str, Any]] = {}
        self.emoji_sizes: dict[str, int] = {}  # decoded image bytes, kept out of the payload
        self._emoji_race: _ListRace | None = None
        self.requests: list[RequestRecord] = []
        # Answers 401, 403 and 429 (but a 429 of a shared limit): what Cloudflare counts
        # towards banning the IP (10,000 in 10 minutes). Kept even without history.
        self.invalid_requests: list[RequestRecord] = []
        self.faults: list[Fault] = []
        #: guilds in an outage (`outage`): READY lists them unavailable, no GUILD_CREATE
        self.outages: set[str] = set()
        #: (author id, nonce) -> (message id, when): the nonces Discord enforces
        self.nonces: dict[tuple[str, str], tuple[str, float]] = {}
        self.sessions: dict[str, GatewaySession] = {}
        self.identifies = 0
        self.gateway_connections = 0
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._stopping = asyncio.Event()  # ends the holds of requests answered late
        self.app = self._build_app()

    # ------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        """Value for ``discord.http.Route.BASE`` / ``DISCORD_API_BASE``."""
        return f"{self.base_url}{self.proxy_path}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        """Value for ``DiscordWebSocket.DEFAULT_GATEWAY`` / ``DISCORD_GATEWAY_URL``."""
        return f"ws://{self.host}:{self.port}/gateway"

    async def start(self, port: int = 0) -> None:
        """Listen on `port` (0: any free port; see `.port` after)."""
        self._stopping.clear()
        self._runner = web.AppRunner(self.app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, port)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[union-attr]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        self._stopping.set()
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> EmulatorServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ world building

    def add_user(self, username: str, *, bot: bool = False) -> User:
        user = User(id=self.ids.next(), username=username, bot=bot)
        self.users[user.id] = user
        return user

    def add_guild(
        self, name: str, *, owner: User | None = None, shard: int | None = None,
        bot: bool = True,
    ) -> Guild:
        """Create a guild (with @everyone and the bot as a member); announced if connected.

        ``shard``: give it an id that lands on that shard of ``self.shard_count``.
        ``bot=False``: a guild that never added the bot (no GUILD_CREATE, its channels
        refuse the bot's REST calls); members who installed the app to their account can
        still use its user-install commands there.
        """
        gid = self.ids.next() if shard is None else self.ids.next_in_shard(shard, self.shard_count)
        guild = Guild(id=gid, name=name, owner_id=(owner or self.owner).id)
        guild.roles[gid] = Role(id=gid, name="@everyone", permissions=DEFAULT_EVERYONE)
        if not bot:
            self.outside_guilds[gid] = guild
            return guild
        bot_role = Role(id=self.ids.next(), name="EmuBot", permissions=DEFAULT_EVERYONE, position=1)
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(user=self.bot_user, role_ids=[bot_role.id])
        self.guilds[gid] = guild
        self.guild_commands.setdefault(gid, [])
        for session in self._sessions_for(gid):
            session.dispatch("GUILD_CREATE", _joined(guild))
        return guild

    def remove_guild(self, guild: Guild) -> None:
        """The bot leaves ``guild`` (removed, banned, or the guild deleted): Discord sends
        GUILD_DELETE without ``unavailable`` (an outage sends ``unavailable: true``), and
        later READYs do not list it. The guild goes on without the bot (as an
        ``add_guild(bot=False)`` one): its channels refuse the bot's REST calls."""
        sessions = self._sessions_for(guild.id)
        self.guilds.pop(guild.id, None)
        self.outside_guilds[guild.id] = guild
        for session in sessions:
            session.dispatch("GUILD_DELETE", {"id": guild.id})

    def outage(self, guild: Guild) -> None:
        """Discord loses ``guild`` for a while: GUILD_DELETE with ``unavailable: true``
        (the bot is still in it; a READY meanwhile lists it unavailable and sends no
        GUILD_CREATE for it) until :meth:`outage_over`."""
        self.outages.add(guild.id)
        for session in self._sessions_for(guild.id):
            session.dispatch("GUILD_DELETE", {"id": guild.id, "unavailable": True})

    def outage_over(self, guild: Guild) -> None:
        """``guild`` is back: GUILD_CREATE with ``unavailable: false`` (discord.py's
        `on_guild_available`)."""
        self.outages.discard(guild.id)
        for session in self._sessions_for(guild.id):
            session.dispatch("GUILD_CREATE", guild.payload())

    def rejoin_guild(self, guild: Guild) -> None:
        """The bot is added back to a guild it left: GUILD_CREATE, as for a new one."""
        self.outside_guilds.pop(guild.id, None)
        self.guilds[guild.id] = guild
        for session in self._sessions_for(guild.id):
            session.dispatch("GUILD_CREATE", _joined(guild))

    def guild_by_id(self, guild_id: str | None) -> Guild | None:
        """A guild, with the bot or without it."""
        if guild_id is None:
            return None
        return self.guilds.get(guild_id) or self.outside_guilds.get(guild_id)

    def install(self, user: User) -> None:
        """``user`` adds the app to their account (a user install): its commands that
        include USER_INSTALL then reach them in DMs, group DMs and any guild."""
        self.installs.add(user.id)

    def open_private(self, recipients: list[User], *, group: bool = False) -> Channel:
        """The DM between two users (the same channel every time; with the bot user among
        them, the bot's own DM), or a new group DM (2-10 recipients, never the bot)."""
        if not group:
            ids = {u.id for u in recipients}
            for channel in self.channels.values():
                if channel.type == DM and {u.id for u in channel.recipients} == ids:
                    return channel
        channel = Channel(id=self.ids.next(), guild_id=None, name="",
                          type=GROUP_DM if group else DM, recipients=list(recipients))
        self.channels[channel.id] = channel
        self.channel_messages.setdefault(channel.id, [])
        return channel

    def context_of(self, channel: Channel) -> int:
        """The interaction context of `channel`: GUILD, BOT_DM or PRIVATE_CHANNEL."""
        if not channel.private:
            return GUILD_CONTEXT
        if any(u.id == self.bot_user.id for u in channel.recipients):
            return BOT_DM_CONTEXT
        return PRIVATE_CHANNEL_CONTEXT

    def bot_in(self, channel: Channel) -> bool:
        """The bot user is a member of the channel's guild, or a recipient of the DM."""
        if channel.private:
            return any(u.id == self.bot_user.id for u in channel.recipients)
        return channel.guild_id in self.guilds

    def sees(self, channel: Channel, user_id: str) -> bool:
        """`user_id` can see `channel`: a member of its guild, or one of its recipients."""
        if channel.private:
            return any(u.id == user_id for u in channel.recipients)
        guild = self.guild_by_id(channel.guild_id)
        return guild is not None and user_id in guild.members

    def shares_guild(self, user_id: str) -> bool:
        """The user is a member of a guild the bot is in."""
        return any(user_id in g.members for g in self.guilds.values())

    def reaches(self, user_id: str) -> bool:
        """The bot may DM this user: they share a guild, or the user installed the app."""
        return user_id in self.installs or self.shares_guild(user_id)

    def add_channel(self, guild: Guild, name: str, *, type: int = 0) -> Channel:
        channel = Channel(
            id=self.ids.next(),
            guild_id=guild.id,
            name=name,
            type=type,
            position=len(guild.channels),
        )
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        self.channel_messages.setdefault(channel.id, [])
        for session in self._sessions_for(guild.id):
            session.dispatch("CHANNEL_CREATE", channel.payload())
        return channel

    def delete_channel(self, channel: Channel) -> None:
        """A moderator deletes ``channel`` (or a thread): CHANNEL_DELETE, and from then
        on every REST call on it or its messages answers 404 Unknown Channel (10003)."""
        guild = self.guild_by_id(channel.guild_id)
        if guild is not None:
            guild.channels.pop(channel.id, None)
        self.channels.pop(channel.id, None)
        for session in self._sessions_for(channel.guild_id):
            session.dispatch("CHANNEL_DELETE", channel.payload())
        self.changed.notify(f"chan:{channel.id}")

    def add_role(self, guild: Guild, name: str, *, permissions: int = 0) -> Role:
        role = Role(
            id=self.ids.next(), name=name, permissions=permissions, position=len(guild.roles)
        )
        guild.roles[role.id] = role
        for session in self._sessions_for(guild.id):
            session.dispatch("GUILD_ROLE_CREATE", {"guild_id": guild.id, "role": role.payload()})
        return role

    def take_from_bot(self, guild: Guild, permissions: int) -> None:
        """A moderator takes `permissions` (bits) away from the bot in `guild`: from
        @everyone and from every role the bot has (GUILD_ROLE_UPDATE each). Interactions
        then carry the reduced `app_permissions`; without View Channel, REST calls on the
        guild's channels answer 403 Missing Access (50001), as Discord's do."""
        bot_roles = guild.members[self.bot_user.id].role_ids
        for role in guild.roles.values():
            if role.id == guild.id or role.id in bot_roles:
                role.permissions &= ~permissions
                for session in self._sessions_for(guild.id):
                    session.dispatch("GUILD_ROLE_UPDATE",
                                     {"guild_id": guild.id, "role": role.payload()})

    def add_member(self, guild: Guild, user: User, roles: list[Role] | None = None) -> Member:
        member = Member(user=user, role_ids=[r.id for r in roles or []])
        guild.members[user.id] = member
        for session in self._sessions_for(guild.id):
            session.dispatch(
                "GUILD_MEMBER_ADD", {"guild_id": guild.id, **guild.member_payload(user.id)}
            )
        return member

    # ------------------------------------------------------------------ fault injection

    def inject_fault(
        self,
        path: str,
        *,
        status: int = 429,
        count: int = 1,
        method: str | None = None,
        retry_after: float = 0.05,
        is_global: bool = False,
        applied: bool = False,
        hold: float = 0.0,
    ) -> Fault:
        """Make the next ``count`` requests whose path matches regex ``path`` fail.

        429s carry Discord's body and X-RateLimit-* / Via headers, so discord.py sleeps for
        ``retry_after`` and retries; 500/502/504 are retried by discord.py after 1 s+.
        ``applied=True``: the request takes effect first and only its answer is the
        error (Discord applied it but the reply was lost), so a retry meets the state
        the first attempt left (40060 on an interaction callback, an old edit re-sent).
        ``hold=s`` (with ``status=200``): the request takes effect at once and succeeds, but
        its answer reaches the bot only ``s`` seconds later (a slow network: the moment to
        kill a bot between Discord showing something and the bot learning of it).
        """
        fault = Fault(re.compile(path), method, status, count, retry_after, is_global, 0, applied,
                      hold)
        self.faults.append(fault)
        return fault

    def race_emoji_lists(self, processes: int = 2) -> None:
        """The next `processes` emoji lists are each answered with the emoji that existed
        when it arrived, but only once all of them have arrived: every process starting
        together sees the same list and uploads the same missing faces, and all but the
        first upload of each name meet Discord's "name already taken" (50035,
        APPLICATION_EMOJI_NAME_ALREADY_TAKEN), as two shard processes of a large bot do."""
        self._emoji_race = _ListRace(processes)

    async def drop_gateway(self, code: int = 4000) -> int:
        """Close every live gateway socket with a resumable code; returns how many."""
        dropped = 0
        for session in self.sessions.values():
            ws = session.ws
            if ws is not None and not ws.closed:
                session.ws = None
                if session.queue is not None:
                    session.queue.put_nowait(None)
                    session.queue = None
                await ws.close(code=code)
                dropped += 1
        return dropped

    # ------------------------------------------------------------------ gateway

    def _shard_of(self, guild_id: str, count: int) -> int:
        return (int(guild_id) >> 22) % max(count, 1)

    def _sessions_for(self, guild_id: str | None) -> list[GatewaySession]:
        """Live sessions that hear ``guild_id``'s events: none for a guild without the
        bot (Discord tells a bot nothing of guilds it is not in)."""
        if guild_id is not None and guild_id not in self.guilds:
            return []
        return self._shard_sessions(guild_id)

    def _shard_sessions(self, guild_id: str | None) -> list[GatewaySession]:
        """Live (not invalidated, READY sent) sessions owning ``guild_id``'s shard;
        without a guild (DMs), shard 0's, as Discord sends DMs to shard 0 only."""
        return [
            s
            for s in self.sessions.values()
            if s.ready_sent
            and not s.invalidated
            and (s.shard_id == 0 if guild_id is None
                 else self._shard_of(guild_id, s.shard_count) == s.shard_id)
        ]

    def target_session(self, guild_id: str | None) -> GatewaySession:
        """The session an event for ``guild_id`` goes to: newest connected, else newest.
        An interaction goes to the guild's shard even where the bot is not a member."""
        candidates = self._shard_sessions(guild_id)
        if not candidates:
            raise RuntimeError("emulator: no bot session has identified on the gateway")
        connected = [s for s in candidates if s.connected]
        pool = connected or candidates
        return max(pool, key=lambda s: s.identified_at)

    def ready_payload(self, session: GatewaySession) -> dict[str, Any]:
        me = self.bot_user.payload() | {"verified": True, "mfa_enabled": False, "flags": 0}
        return {
            "v": 10,
            "user": me,
            "guilds": [
                {"id": gid, "unavailable": True}
                for gid in self.guilds
                if self._shard_of(gid, session.shard_count) == session.shard_id
            ],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "shard": [session.shard_id, session.shard_count],
            "application": {"id": self.application_id, "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
        }

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self._sockets.add(ws)
        self.gateway_connections += 1
        queue: asyncio.Queue[str | None] = asyncio.Queue()
        writer = asyncio.create_task(self._ws_writer(ws, queue))
        session: GatewaySession | None = None
        queue.put_nowait(
            json.dumps(
                {
                    "op": 10,
                    "d": {"heartbeat_interval": self.heartbeat_interval_ms},
                    "s": None,
                    "t": None,
                }
            )
        )
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, d = frame.get("op"), frame.get("d")
                if op == 1:
                    queue.put_nowait(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:
                    session = self._identify(d, ws, queue)
                elif op == 6:
                    session = self._resume(d, ws, queue)
                elif op == 8 and session is not None:
                    self._request_members(session, d)
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
                session.queue = None
            queue.put_nowait(None)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            self.changed.notify()
        return ws

    async def _ws_writer(self, ws: web.WebSocketResponse, queue: asyncio.Queue[str | None]) -> None:
        """Single writer per socket, so frames go out in sequence-number order."""
        while True:
            frame = await queue.get()
            if frame is None or ws.closed:
                return
            try:
                await ws.send_str(frame)
            except (ConnectionError, RuntimeError):
                return

    def _identify(
        self, d: dict[str, Any], ws: web.WebSocketResponse, queue: asyncio.Queue[str | None]
    ) -> GatewaySession:
        shard = d.get("shard") or [0, 1]
        session = GatewaySession(
            id=self.ids.next(),
            shard_id=int(shard[0]),
            shard_count=int(shard[1]),
            intents=int(d.get("intents") or 0),
        )
        session.identified_at = time.monotonic()
        # A new IDENTIFY on the same shard replaces older sessions (as a restart does).
        for old in self.sessions.values():
            if old.shard_id == session.shard_id and old.shard_count == session.shard_count:
                old.invalidated = True
        session.ws, session.queue = ws, queue
        self.sessions[session.id] = session
        self.identifies += 1
        session.dispatch("READY", self.ready_payload(session))
        for gid, guild in self.guilds.items():
            if (self._shard_of(gid, session.shard_count) == session.shard_id
                    and gid not in self.outages):
                session.dispatch("GUILD_CREATE", guild.payload())
        session.ready_sent = True
        self.changed.notify()
        return session

    def _resume(
        self, d: dict[str, Any], ws: web.WebSocketResponse, queue: asyncio.Queue[str | None]
    ) -> GatewaySession | None:
        session = self.sessions.get(str(d.get("session_id")))
        if session is None or session.invalidated:
            queue.put_nowait(json.dumps({"op": 9, "d": False, "s": None, "t": None}))
            return None
        last = int(d.get("seq") or 0)
        session.ws, session.queue = ws, queue
        for seq, frame in session.buffer:
            if seq > last:
                queue.put_nowait(frame)
        session.resumes += 1
        session.dispatch("RESUMED", {})
        self.changed.notify()
        return session

    def _request_members(self, session: GatewaySession, d: dict[str, Any]) -> None:
        guild = self.guilds.get(str(d.get("guild_id")))
        if guild is None:
            return
        wanted = d.get("user_ids")
        ids = [str(u) for u in wanted] if wanted else list(guild.members)
        members = [guild.member_payload(uid) for uid in ids if uid in guild.members]
        session.dispatch(
            "GUILD_MEMBERS_CHUNK",
            {
                "guild_id": guild.id,
                "members": members,
                "chunk_index": 0,
                "chunk_count": 1,
                "nonce": d.get("nonce"),
                "not_found": [],
            },
        )

    # ------------------------------------------------------------------ REST plumbing

    def _build_app(self) -> web.Application:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/", self._gateway)
        r = app.router
        p = self.proxy_path + API_PREFIX
        routes: list[tuple[str, str, Callable[[web.Request], Awaitable[web.StreamResponse]]]] = [
            ("GET", "/gateway", self._get_gateway),
            ("GET", "/gateway/bot", self._get_gateway_bot),
            ("GET", "/users/@me", self._get_me),
            ("GET", "/users/{user_id}", self._get_user),
            ("POST", "/users/@me/channels", self._open_dm),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/@me", self._get_application),
            ("GET", "/applications/{app}/commands", self._get_commands),
            ("PUT", "/applications/{app}/commands", self._put_commands),
            ("GET", "/applications/{app}/guilds/{guild}/commands", self._get_commands),
            ("PUT", "/applications/{app}/guilds/{guild}/commands", self._put_commands),
            ("GET", "/applications/{app}/emojis", self._list_emojis),
            ("POST", "/applications/{app}/emojis", self._create_emoji),
            ("GET", "/applications/{app}/emojis/{emoji}", self._get_emoji),
            ("PATCH", "/applications/{app}/emojis/{emoji}", self._edit_emoji),
            ("DELETE", "/applications/{app}/emojis/{emoji}", self._delete_emoji),
            ("POST", "/interactions/{iid}/{token}/callback", self._callback),
            ("POST", "/webhooks/{app}/{token}", self._followup),
            ("GET", "/webhooks/{app}/{token}/messages/{mid}", self._webhook_get),
            ("PATCH", "/webhooks/{app}/{token}/messages/{mid}", self._webhook_edit),
            ("DELETE", "/webhooks/{app}/{token}/messages/{mid}", self._webhook_delete),
            ("GET", "/channels/{cid}", self._get_channel),
            ("PATCH", "/channels/{cid}", self._edit_channel),
            ("POST", "/channels/{cid}/messages/{mid}/threads", self._start_thread),
            ("POST", "/channels/{cid}/typing", self._typing),
            ("GET", "/channels/{cid}/messages", self._list_messages),
            ("POST", "/channels/{cid}/messages", self._create_message),
            ("GET", "/channels/{cid}/messages/{mid}", self._get_message),
            ("PATCH", "/channels/{cid}/messages/{mid}", self._edit_message),
            ("DELETE", "/channels/{cid}/messages/{mid}", self._delete_message),
            ("GET", "/guilds/{guild}", self._get_guild),
            ("GET", "/guilds/{guild}/channels", self._get_guild_channels),
            ("GET", "/guilds/{guild}/members/{user_id}", self._get_member),
        ]
        for method, path, handler in routes:
            r.add_route(method, p + path, handler)
        r.add_get("/attachments/{cid}/{aid}/{filename}", self._get_attachment)
        return app

    @web.middleware
    async def _middleware(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        if request.path in ("/gateway", "/") and request.method == "GET":
            return await handler(request)
        record = RequestRecord(
            method=request.method,
            path=request.path,
            query=dict(request.query),
            json=None,
            received=self.clock.now(),
        )
        if self.keep_history:
            self.requests.append(record)
        try:
            await self._read_body(request)
            record.json = request.get(BODY)
            response = self._fault_response(request)
            if response is not None and getattr(request, "_emu_applied", False):
                with contextlib.suppress(Exception):
                    await handler(request)
            if response is None:
                try:
                    response = await handler(request)
                    hold = getattr(request, "_emu_hold", 0.0)
                    if hold:  # answered late, or at once when the emulator stops
                        with contextlib.suppress(TimeoutError):
                            await asyncio.wait_for(self._stopping.wait(), hold)
                except web.HTTPNotFound:
                    response = json_response({"message": "404: Not Found", "code": 0}, 404)
                except web.HTTPMethodNotAllowed:
                    response = json_response({"message": "405: Method Not Allowed", "code": 0}, 405)
                except ValidationError as exc:
                    response = json_response(exc.body, exc.status)
        except (json.JSONDecodeError, ValueError) as exc:
            response = json_response(
                {"code": 50109, "message": f"The request body contains invalid JSON. ({exc})"}, 400
            )
        record.answered = self.clock.now()
        record.status = response.status
        if response.status in (401, 403) or (
                response.status == 429 and response.headers.get("X-RateLimit-Scope") != "shared"):
            self.invalid_requests.append(record)
        if isinstance(response, web.Response) and response.body is not None:
            with contextlib.suppress(Exception):
                record.response = json.loads(response.body)  # type: ignore[arg-type]
        self.changed.notify("requests")
        return response

    async def _read_body(self, request: web.Request) -> None:
        """Parse JSON or ``multipart/form-data`` (payload_json + files[n]) once, up front."""
        request[BODY] = None
        request[FILES] = []
        if not request.can_read_body:
            return
        ctype = request.content_type
        if ctype == "multipart/form-data":
            reader = await request.multipart()
            async for part in reader:
                name = getattr(part, "name", None)
                if name == "payload_json":
                    request[BODY] = json.loads(await part.text())  # type: ignore[union-attr]
                elif name and name.startswith("files["):
                    data = await part.read(decode=False)  # type: ignore[union-attr]
                    index = int(name[6:-1]) if name[6:-1].isdigit() else len(request[FILES])
                    request[FILES].append(
                        {
                            "index": index,
                            "filename": part.filename or f"file{index}",  # type: ignore[union-attr]
                            "content_type": part.headers.get(
                                "Content-Type", "application/octet-stream"
                            ),
                            "content": bytes(data),
                        }
                    )
        else:
            raw = await request.read()
            if raw:
                request[BODY] = json.loads(raw)

    def _fault_response(self, request: web.Request) -> web.Response | None:
        for fault in self.faults:
            if not fault.matches(request.method, request.path):
                continue
            fault.count -= 1
            fault.hits += 1
            if fault.applied:
                request._emu_applied = True  # type: ignore[attr-defined]
            if fault.hold:
                request._emu_hold = fault.hold  # type: ignore[attr-defined]
                return None
            if fault.status == 429:
                ra = fault.retry_after
                return json_response(
                    {
                        "message": "You are being rate limited.",
                        "retry_after": ra,
                        "global": fault.is_global,
                        "code": 0,
                    },
                    429,
                    {
                        "X-RateLimit-Limit": "5",
                        "X-RateLimit-Remaining": "0",
                        "X-RateLimit-Reset": f"{time.time() + ra:.3f}",
                        "X-RateLimit-Reset-After": f"{ra:.3f}",
                        "X-RateLimit-Bucket": "emulator-injected",
                        "X-RateLimit-Scope": "global" if fault.is_global else "user",
                        "X-RateLimit-Global": "true" if fault.is_global else "false",
                        "Retry-After": str(max(1, math.ceil(ra))),
                        "Via": "1.1 google",
                    },
                )
            return json_response(
                {"message": f"{fault.status}: Emulated server error", "code": 0}, fault.status
            )
        return None

    # ------------------------------------------------------------------ misc REST

    def _check_app(self, request: web.Request) -> None:
        if request.match_info.get("app") != self.application_id:
            raise error(404, 10002, "Unknown Application")

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": f"ws://{self.host}:{self.port}"})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": f"ws://{self.host}:{self.port}",
                "shards": self.shard_count,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 1000,
                    "reset_after": 0,
                    "max_concurrency": self.max_concurrency,
                },
            }
        )

    async def _get_me(self, request: web.Request) -> web.Response:
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Bot ") or auth == f"Bot {REFUSED_TOKEN}":
            raise error(401, 0, "401: Unauthorized")
        return json_response(
            self.bot_user.payload() | {"verified": True, "mfa_enabled": False, "flags": 0}
        )

    async def _get_user(self, request: web.Request) -> web.Response:
        uid = request.match_info["user_id"]
        user = self.users.get(uid) or (self.bot_user if uid == self.bot_user.id else None)
        if user is None:
            raise error(404, 10013, "Unknown User")
        return json_response(user.payload())

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "id": self.application_id,
                "name": self.bot_user.username,
                "description": "Local Discord emulator application",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "bot": self.bot_user.payload(),
                "interactions_endpoint_url": None,
                "redirect_uris": [],
                "tags": [],
                "approximate_guild_count": len(self.guilds),
            }
        )

    async def _get_channel(self, request: web.Request) -> web.Response:
        return json_response(self._channel(request).payload(viewer=self.bot_user.id))

    async def _open_dm(self, request: web.Request) -> web.Response:
        """Create DM: the bot's DM channel with a user (the same one every time)."""
        body = request[BODY] or {}
        self._schema("POST", "/users/@me/channels", body)
        user = self.users.get(str(body.get("recipient_id")))
        if user is None:
            raise error(400, 50033, "Invalid Recipient(s)")
        channel = self.open_private([user, self.bot_user])
        return json_response(channel.payload(viewer=self.bot_user.id))

    async def _typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return no_content()

    def _guild(self, request: web.Request) -> Guild:
        """The guild of the route, if the bot is in it: 403 Missing Access (50001) for a
        guild without the bot, 404 Unknown Guild (10004) for none."""
        gid = request.match_info["guild"]
        if gid in self.outside_guilds:
            raise error(403, 50001, "Missing Access")
        guild = self.guilds.get(gid)
        if guild is None:
            raise error(404, 10004, "Unknown Guild")
        return guild

    async def _get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = guild.payload()
        for key in ("channels", "members", "threads", "presences", "voice_states"):
            data.pop(key, None)
        return json_response(data)

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([c.payload() for c in guild.channels.values()])

    async def _get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        uid = request.match_info["user_id"]
        if uid not in guild.members:
            raise error(404, 10007, "Unknown Member")
        return json_response(guild.member_payload(uid))

    async def _get_attachment(self, request: web.Request) -> web.Response:
        aid = request.match_info["aid"]
        for msg in self.message_store.values():
            for att in msg.attachments:
                if att["id"] == aid:
                    return web.Response(
                        body=att["content"], headers={"Content-Type": att["content_type"]}
                    )
        raise error(404, 0, "404: Not Found")

    # ------------------------------------------------------------------ commands

    def _command_list(self, request: web.Request) -> list[dict[str, Any]]:
        if request.match_info.get("guild") is None:
            return self.global_commands
        return self.guild_commands.setdefault(self._guild(request).id, [])

    async def _get_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return json_response(self._command_list(request))

    async def _put_commands(self, request: web.Request) -> web.Response:
        """Bulk overwrite; keeps ids of commands whose (name, type) survive, like Discord.

        `integration_types` and `contexts` exist only on global commands: a guild
        command carrying either (not null) is refused. A global command without
        `integration_types` gets the app's (both installs); without `contexts` it is
        stored with `contexts: null`, which Discord reads as GUILD and BOT_DM."""
        self._check_app(request)
        body = request[BODY] or []
        gid = request.match_info.get("guild")
        self._schema("PUT", "/applications/{application_id}/guilds/{guild_id}/commands"
                     if gid is not None else "/applications/{application_id}/commands", body)
        current = self._command_list(request)
        existing = {(c["name"], c.get("type", 1)): c["id"] for c in current}
        c = _Collector()
        if len(body) > 100:
            c.add((), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
        for i, cmd in enumerate(body):
            c.max_len((i, "name"), cmd.get("name"), 32, minimum=1)
            if cmd.get("type", 1) == 1:
                c.max_len((i, "description"), cmd.get("description"), 100, minimum=1)
            for key in ("integration_types", "contexts"):
                if gid is not None and cmd.get(key) is not None:
                    c.add((i, key), "APPLICATION_COMMAND_GUILD_CONTEXTS_UNSUPPORTED",
                          f"{key} can only be set on global commands")
        check_commands(c, body)
        c.raise_if_any()
        stored = []
        body = [_without_isolates(cmd) for cmd in body]
        for cmd in body:
            key = (cmd["name"], cmd.get("type", 1))
            item = {
                "type": 1,
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                "description": "",
                "dm_permission": True,
                **cmd,
                "id": existing.get(key) or self.ids.next(),
                "application_id": self.application_id,
                "version": self.ids.next(),
            }
            if item.get("integration_types") is None:
                item["integration_types"] = [GUILD_INSTALL] if gid is not None \
                    else list(APP_INTEGRATION_TYPES)
            item.setdefault("contexts", None)
            if gid is not None:
                item["guild_id"] = gid
            stored.append(item)
        current[:] = stored
        self.command_syncs += 1
        self.changed.notify()
        return json_response(stored)

    # ------------------------------------------------------------------ emojis

    async def _list_emojis(self, request: web.Request) -> web.Response:
        self._check_app(request)
        listed = list(self.emojis.values())
        race = self._emoji_race
        if race is not None:
            race.arrived += 1
            if race.arrived >= race.processes:
                self._emoji_race = None
                race.all_arrived.set()
            await race.all_arrived.wait()
        return json_response({"items": listed})

    async def _create_emoji(self, request: web.Request) -> web.Response:
        """create_application_emoji as the OpenAPI spec and Discord's limits have it:
        name 2-32 of [A-Za-z0-9_], unique; image a base64 data URI of PNG/JPEG/GIF/WebP
        of at most 256 KiB; at most 2000 emoji per application."""
        self._check_app(request)
        body = request[BODY] or {}
        name = body.get("name")
        image = body.get("image")
        c = _Collector()
        if name is None:
            c.add(("name",), "BASE_TYPE_REQUIRED", "This field is required")
        elif not 2 <= len(str(name)) <= 32:
            c.add(("name",), "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")
        elif not re.fullmatch(r"[A-Za-z0-9_]+", str(name)):
            c.add(("name",), "EMOJI_NAME_INVALID", "Emoji names must be alphanumeric or _.")
        elif any(e["name"] == name for e in self.emojis.values()):
            c.add(("name",), "APPLICATION_EMOJI_NAME_ALREADY_TAKEN",
                  "Application emoji name already taken")
        size = 0
        if image is None:
            c.add(("image",), "BASE_TYPE_REQUIRED", "This field is required")
        else:
            match = re.fullmatch(r"data:image/(png|jpeg|gif|webp);base64,(.+)", str(image), re.S)
            try:
                size = len(base64.b64decode(match.group(2), validate=True)) if match else -1
            except ValueError:
                size = -1
            if size < 0:
                c.add(("image",), "BINARY_TYPE_INVALID_IMAGE", "Invalid image data")
            elif size > EMOJI_MAX_BYTES:
                c.add(("image",), "BINARY_TYPE_MAX_SIZE", "File cannot be larger than 256.0 kb.")
        c.raise_if_any()
        if len(self.emojis) >= APP_EMOJI_LIMIT:
            raise error(400, 30008, "Maximum number of emojis reached (2000)")
        emoji = {
            "id": self.ids.next(),
            "name": name,
            "roles": [],
            "user": self.owner.payload(),
            "require_colons": True,
            "managed": False,
            "available": True,
            "animated": str(image).startswith("data:image/gif"),
        }
        self.emoji_sizes[emoji["id"]] = size
        self.emojis[emoji["id"]] = emoji
        return json_response(emoji, 201)

    async def _edit_emoji(self, request: web.Request) -> web.Response:
        self._check_app(request)
        emoji = self.emojis.get(request.match_info["emoji"])
        if emoji is None:
            raise error(404, 10014, "Unknown Emoji")
        name = (request[BODY] or {}).get("name")
        if name is not None:
            c = _Collector()
            if not re.fullmatch(r"[A-Za-z0-9_]{2,32}", str(name)):
                c.add(("name",), "BASE_TYPE_BAD_LENGTH", "Must be between 2 and 32 in length.")
            c.raise_if_any()
            emoji["name"] = name
        return json_response(emoji)

    async def _get_emoji(self, request: web.Request) -> web.Response:
        self._check_app(request)
        emoji = self.emojis.get(request.match_info["emoji"])
        if emoji is None:
            raise error(404, 10014, "Unknown Emoji")
        return json_response(emoji)

    async def _delete_emoji(self, request: web.Request) -> web.Response:
        self._check_app(request)
        if self.emojis.pop(request.match_info["emoji"], None) is None:
            raise error(404, 10014, "Unknown Emoji")
        return no_content()

    # ------------------------------------------------------------------ messages

    def _channel(self, request: web.Request) -> Channel:
        """The channel of the route, as the bot may reach it: 404 Unknown Channel (10003)
        if there is none, 403 Missing Access (50001) if the bot is not in it (a DM or
        group DM of others, a guild without the bot) or cannot view it."""
        channel = self.channels.get(request.match_info["cid"])
        if channel is None:
            raise error(404, 10003, "Unknown Channel")
        if not self.bot_in(channel):
            raise error(403, 50001, "Missing Access")
        guild = self.guilds.get(channel.guild_id or "")
        if guild is not None and not guild.permissions_of(self.bot_user.id) & VIEW_CHANNEL:
            raise error(403, 50001, "Missing Access")
        self.refresh_archive(channel)
        return channel

    def _schema(self, method: str, route: str, body: Any) -> None:
        if self.check_schemas:
            validate_request(method, route, body)

    # ------------------------------------------------------------------ threads

    def refresh_archive(self, channel: Channel) -> None:
        """Archive a thread idle for longer than its auto_archive_duration (Discord does
        it on its own; here it is noticed whenever the thread is looked at)."""
        meta = channel.metadata
        if not channel.is_thread or meta is None or meta.get("archived"):
            return
        if self.clock.now() - channel.last_activity > 60 * int(meta["auto_archive_duration"]):
            meta.update(archived=True, archive_timestamp=self.clock.iso())
            for session in self._sessions_for(channel.guild_id):
                session.dispatch("THREAD_UPDATE", channel.payload())
            self.changed.notify()

    def bot_permissions(self, channel: Channel) -> int:
        """The bot's permissions in a channel of a guild it is in."""
        return self.guilds[channel.guild_id or ""].permissions_of(self.bot_user.id)

    def app_permissions(self, channel: Channel) -> int:
        """What an interaction from `channel` carries as `app_permissions`: the bot's
        permissions where it is a member; @everyone's plus Embed Links and Attach
        Files in a guild without it (Discord's 2022 change log, api-docs #5316);
        Attach Files, Embed Links and Mention Everyone in a DM or group DM, plus Use
        External Emojis in the DM with the bot (the interaction object's docs)."""
        context = self.context_of(channel)
        if context == BOT_DM_CONTEXT:
            return PRIVATE_APP_PERMISSIONS | USE_EXTERNAL_EMOJIS
        if context == PRIVATE_CHANNEL_CONTEXT:
            return PRIVATE_APP_PERMISSIONS
        if channel.guild_id in self.guilds:
            return self.bot_permissions(channel)
        guild = self.outside_guilds[channel.guild_id or ""]
        return guild.everyone_permissions() | EMBED_LINKS | ATTACH_FILES

    def _check_writable(self, channel: Channel) -> None:
        """The bot may write here: not an archived thread (50083), and a thread needs
        Send Messages in Threads."""
        if not channel.is_thread:
            return
        if channel.archived:
            raise error(400, 50083, "Thread is archived")
        if not self.bot_permissions(channel) & SEND_MESSAGES_IN_THREADS:
            raise error(403, 50013, "Missing Permissions")

    async def _start_thread(self, request: web.Request) -> web.Response:
        """A public thread from a message: its id is the message's, as on Discord."""
        channel = self._channel(request)
        msg = self._message(request.match_info["mid"], channel.id)
        body = request[BODY] or {}
        self._schema("POST", "/channels/{channel_id}/messages/{message_id}/threads", body)
        if channel.private:
            raise error(403, 50003, "Cannot execute action on a DM channel")
        if channel.is_thread:
            raise error(400, 50024, "Cannot execute action on this channel type")
        if not self.bot_permissions(channel) & CREATE_PUBLIC_THREADS:
            raise error(403, 50013, "Missing Permissions")
        if msg.id in self.channels:
            raise error(400, 160004, "A thread has already been created for this message")
        duration = int(body.get("auto_archive_duration") or 4320)
        thread = Channel(
            id=msg.id, guild_id=channel.guild_id, name=str(body["name"]), type=11,
            parent_id=channel.id, owner_id=self.bot_user.id, last_activity=self.clock.now(),
            metadata={"archived": False, "auto_archive_duration": duration,
                      "archive_timestamp": self.clock.iso(), "locked": False,
                      "create_timestamp": self.clock.iso()},
        )
        self.channels[thread.id] = thread
        self.guilds[channel.guild_id or ""].threads[thread.id] = thread
        self.channel_messages.setdefault(thread.id, [])
        for session in self._sessions_for(channel.guild_id):
            session.dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        self.changed.notify(f"chan:{channel.id}")
        return json_response(thread.payload(), 201)

    async def _edit_channel(self, request: web.Request) -> web.Response:
        """Modify a thread: (un)archive it, lock it, rename it. Archiving needs Manage
        Threads; unarchiving an unlocked thread only Send Messages."""
        channel = self._channel(request)
        body = request[BODY] or {}
        self._schema("PATCH", "/channels/{channel_id}", body)
        if not channel.is_thread or channel.metadata is None:
            raise error(400, 50024, "Cannot execute action on this channel type")
        perms = self.bot_permissions(channel)
        meta = channel.metadata
        archiving = body.get("archived") is True or "locked" in body
        reopening = body.get("archived") is False
        needed = MANAGE_THREADS if archiving or (reopening and meta.get("locked")) else \
            SEND_MESSAGES if reopening else 0
        if needed and not perms & needed:
            raise error(403, 50013, "Missing Permissions")
        for key in ("archived", "locked", "auto_archive_duration"):
            if body.get(key) is not None:
                meta[key] = body[key]
        if "archived" in body:
            meta["archive_timestamp"] = self.clock.iso()
            if body["archived"] is False:
                channel.last_activity = self.clock.now()
        if body.get("name"):
            channel.name = str(body["name"])
        for session in self._sessions_for(channel.guild_id):
            session.dispatch("THREAD_UPDATE", channel.payload())
        self.changed.notify(f"chan:{channel.id}")
        return json_response(channel.payload())

    def _attachments(
        self,
        channel_id: str,
        payload: dict[str, Any],
        files: list[dict[str, Any]],
        existing: list[dict[str, Any]] | None = None,
    ) -> list[dict[str, Any]]:
        """Existing attachments the payload keeps (by id) plus newly uploaded files."""
        described = {str(a.get("id")): a for a in payload.get("attachments") or []}
        kept: list[dict[str, Any]] = []
        if existing:
            if "attachments" in payload:
                kept = [a for a in existing if a["id"] in described]
            else:
                kept = list(existing)
        for f in files:
            meta = described.get(str(f["index"]), {})
            aid = self.ids.next()
            filename = meta.get("filename") or f["filename"]
            url = f"{self.base_url}/attachments/{channel_id}/{aid}/{filename}"
            kept.append(
                {
                    "id": aid,
                    "filename": filename,
                    "size": len(f["content"]),
                    "url": url,
                    "proxy_url": url,
                    "content_type": f["content_type"],
                    "description": meta.get("description"),
                    "content": f["content"],
                }
            )
        return kept

    @staticmethod
    def _attachment_names(
        payload: dict[str, Any],
        files: list[dict[str, Any]],
        existing: list[dict[str, Any]] | None = None,
    ) -> frozenset[str]:
        """The file names a message will carry after this create/edit (see _attachments)."""
        described = {str(a.get("id")): a for a in payload.get("attachments") or []}
        names = {
            str(described.get(str(f["index"]), {}).get("filename") or f["filename"]) for f in files
        }
        for att in existing or []:
            if "attachments" not in payload or att["id"] in described:
                names.add(att["filename"])
        return frozenset(names)

    def _stored_components(
        self, components: list[dict[str, Any]], attachments: list[dict[str, Any]]
    ) -> list[dict[str, Any]]:
        """Components as Discord returns them: every one numbered (`id`, depth first,
        from 1, unless given) and `attachment://name` media resolved to the attachment."""
        by_name = {a["filename"]: a for a in attachments}
        counter = [0]
        taken = {c["id"] for c in walk(components) if c.get("id") is not None}

        def media(item: dict[str, Any]) -> dict[str, Any]:
            url = str(item.get("url") or "")
            att = by_name.get(url[len("attachment://"):]) if url.startswith("attachment://") \
                else None
            out = {"url": url, "proxy_url": url, "id": self.ids.next(),
                   "width": None, "height": None, "content_type": None}
            if att is not None:
                out.update(url=att["url"], proxy_url=att["proxy_url"], attachment_id=att["id"],
                           content_type=att["content_type"])
            return out

        def number(comp: dict[str, Any]) -> dict[str, Any]:
            out = dict(comp)
            if out.get("id") is None:
                counter[0] += 1
                while counter[0] in taken:
                    counter[0] += 1
                out["id"] = counter[0]
            if "components" in out:
                out["components"] = [number(c) for c in out["components"] or []]
            if out.get("accessory"):
                out["accessory"] = number(out["accessory"])
            if out.get("items"):
                out["items"] = [{**i, "media": media(i.get("media") or {})} for i in out["items"]]
            if isinstance(out.get("media"), dict):
                out["media"] = media(out["media"])
            if isinstance(out.get("file"), dict):
                out["file"] = media(out["file"])
            return out

        return [number(c) for c in components]

    def create_message(
        self,
        channel: Channel,
        payload: dict[str, Any],
        *,
        files: list[dict[str, Any]] | None = None,
        author: dict[str, Any] | None = None,
        interaction: InteractionRecord | None = None,
        extra_flags: int = 0,
    ) -> StoredMessage:
        """Store a new message (bot-authored unless ``author`` is given). An
        interaction whose member may not let external apps answer publicly makes it
        ephemeral, whatever the payload asked."""
        now = self.clock.now()
        flags = int(payload.get("flags") or 0) & (
            EPHEMERAL | SUPPRESS_EMBEDS | IS_COMPONENTS_V2 | 4096
        )
        flags |= extra_flags
        if interaction is not None and interaction.forced_ephemeral:
            flags |= EPHEMERAL
        msg = StoredMessage(
            id=self.ids.next(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author or self.bot_user.payload(),
            content=str(payload.get("content") or ""),
            embeds=list(payload.get("embeds") or []),
            flags=flags,
            timestamp=self.clock.iso(),
            created_at=now,
            updated_at=now,
        )
        msg.attachments = self._attachments(channel.id, payload, files or [])
        msg.components = self._stored_components(
            list(payload.get("components") or []), msg.attachments)
        msg.notified = tuple(u for u in notified_users({**payload, "flags": flags})
                             if self.sees(channel, u))
        if interaction is not None:
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
            msg.interaction_id = interaction.id
            user = self.users.get(interaction.user_id)
            msg.interaction_metadata = {
                "id": interaction.id,
                "type": interaction.type,
                "user": user.payload() if user else {"id": interaction.user_id},
                "authorizing_integration_owners": dict(interaction.owners),
            }
            if interaction.type == 2:
                msg.interaction_metadata["name"] = (interaction.payload.get("data") or {}).get(
                    "name"
                )
            if interaction.message_id:
                msg.interaction_metadata["interacted_message_id"] = interaction.message_id
            if msg.ephemeral:
                msg.visible_to = interaction.user_id
        self.message_store[msg.id] = msg
        self.channel_messages.setdefault(channel.id, []).append(msg.id)
        if not msg.ephemeral:  # what GET /channels/{id} says is the channel's last message
            channel.last_message_id = msg.id
            channel.last_activity = now
            channel.message_count += 1
        self.changed.notify(*self._message_keys(msg))
        return msg

    def edit_message(
        self, msg: StoredMessage, payload: dict[str, Any], files: list[dict[str, Any]] | None = None
    ) -> StoredMessage:
        """Apply an edit; only fields present in the payload change (Discord's PATCH semantics)."""
        if self.keep_history:
            msg.history.append(msg.payload(copy=False))
        if "content" in payload:
            msg.content = str(payload["content"] or "")
        if "embeds" in payload:
            msg.embeds = list(payload["embeds"] or [])
        if "flags" in payload and payload["flags"] is not None:
            mutable = SUPPRESS_EMBEDS | IS_COMPONENTS_V2
            msg.flags = (msg.flags & ~mutable) | (int(payload["flags"]) & mutable)
        if "attachments" in payload or files:
            msg.attachments = self._attachments(
                msg.channel_id, payload, files or [], msg.attachments
            )
        if "components" in payload:
            msg.components = self._stored_components(
                list(payload["components"] or []), msg.attachments)
        msg.flags &= ~LOADING
        msg.version += 1
        msg.edited_timestamp = self.clock.iso()
        msg.updated_at = self.clock.now()
        self.changed.notify(*self._message_keys(msg))
        return msg

    @staticmethod
    def _message_keys(msg: StoredMessage) -> tuple[str, ...]:
        """Notification keys for a message change (see :class:`Notifier`)."""
        keys = (f"msg:{msg.id}", f"chan:{msg.channel_id}")
        return (*keys, f"int:{msg.interaction_id}") if msg.interaction_id else keys

    def delete_message(self, msg: StoredMessage) -> None:
        msg.deleted = True
        msg.version += 1
        msg.updated_at = self.clock.now()
        self.changed.notify(*self._message_keys(msg))

    def _message(self, mid: str, channel_id: str | None = None) -> StoredMessage:
        msg = self.message_store.get(mid)
        if msg is None or msg.deleted or (channel_id is not None and msg.channel_id != channel_id):
            raise error(404, 10008, "Unknown Message")
        return msg

    async def _list_messages(self, request: web.Request) -> web.Response:
        """Newest first, as Discord answers: the newest `limit` (before `before`, given),
        or with `after` the `limit` messages that follow it."""
        channel = self._channel(request)
        limit = min(100, int(request.query.get("limit", "50")))
        before, after = request.query.get("before"), request.query.get("after")
        ids = [
            m
            for m in self.channel_messages.get(channel.id, [])
            if not self.message_store[m].deleted and not self.message_store[m].ephemeral
            and (before is None or int(m) < int(before))
            and (after is None or int(m) > int(after))
        ]
        shown = ids[:limit] if after is not None and before is None else ids[-limit:]
        return json_response([self.message_store[m].payload(copy=False)
                              for m in reversed(shown)])

    async def _create_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self._check_writable(channel)
        if channel.private and not all(
                self.reaches(u.id) for u in channel.recipients if u.id != self.bot_user.id):
            raise error(403, 50007, "Cannot send messages to this user")
        body = request[BODY] or {}
        validate_message(body, creating=True, has_files=bool(request[FILES]),
                         attachments=self._attachment_names(body, request[FILES]))
        self._schema("POST", "/channels/{channel_id}/messages", body)
        nonce = body.get("nonce")
        key = (self.bot_user.id, str(nonce))
        if nonce is not None and body.get("enforce_nonce"):
            made, when = self.nonces.get(key, ("", -NONCE_WINDOW))
            if (made in self.message_store and not self.message_store[made].deleted
                    and self.clock.now() - when < NONCE_WINDOW):
                return json_response(self.message_store[made].payload(copy=False))
        msg = self.create_message(channel, body, files=request[FILES])
        if nonce is not None:
            self.nonces[key] = (msg.id, self.clock.now())
        return json_response(msg.payload(copy=False))

    async def _get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._message(request.match_info["mid"], channel.id)
        if msg.ephemeral:
            raise error(404, 10008, "Unknown Message")
        return json_response(msg.payload(copy=False))

    async def _edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._message(request.match_info["mid"], channel.id)
        if msg.author.get("id") != self.bot_user.id:
            raise error(403, 50005, "Cannot edit a message authored by another user")
        self._check_writable(channel)
        body = request[BODY] or {}
        validate_message(body, creating=False, before=msg.payload(copy=False),
                         attachments=self._attachment_names(body, request[FILES], msg.attachments))
        self._schema("PATCH", "/channels/{channel_id}/messages/{message_id}", body)
        self.edit_message(msg, body, request[FILES])
        return json_response(msg.payload(copy=False))

    async def _delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._message(request.match_info["mid"], channel.id)
        self._check_writable(channel)
        self.delete_message(msg)
        return no_content()

    # ------------------------------------------------------------------ interactions

    def _interaction_for_webhook(self, request: web.Request) -> InteractionRecord:
        """Resolve an interaction token used as a webhook, enforcing the 15-minute lifetime."""
        if request.match_info.get("app") != self.application_id:
            raise error(404, 10015, "Unknown Webhook")
        rec = self.interactions_by_token.get(request.match_info["token"])
        if rec is None:
            raise error(401, 50027, "Invalid Webhook Token")
        if self.clock.now() - rec.created_at > TOKEN_LIFETIME:
            raise error(401, 50027, "Invalid Webhook Token")
        return rec

    def _token_expired(self, msg: StoredMessage) -> bool:
        """Whether the token of the interaction that created `msg` has expired."""
        creator = self.interactions.get(msg.interaction_id or "")
        return creator is not None and self.clock.now() - creator.created_at > TOKEN_LIFETIME

    def _webhook_message(self, rec: InteractionRecord, mid: str) -> StoredMessage:
        if mid == "@original":
            if rec.original_message_id is None:
                raise error(404, 10008, "Unknown Message")
            return self._message(rec.original_message_id)
        if mid != rec.original_message_id and mid not in rec.followup_ids:
            raise error(404, 10008, "Unknown Message")
        return self._message(mid)

    async def _callback(self, request: web.Request) -> web.Response:
        rec = self.interactions.get(request.match_info["iid"])
        if rec is None or rec.token != request.match_info["token"]:
            raise error(404, 10062, "Unknown interaction")
        try:
            return self._respond(rec, request)
        except ValidationError as exc:
            rec.rejected.append(exc.body)
            self.changed.notify(f"int:{rec.id}")
            raise

    def _respond(self, rec: InteractionRecord, request: web.Request) -> web.Response:
        if rec.response_type is not None:
            raise error(400, 40060, "Interaction has already been acknowledged.")
        if self.clock.now() - rec.created_at > INITIAL_RESPONSE_DEADLINE:
            raise error(404, 10062, "Unknown interaction")
        body = request[BODY] or {}
        rtype = int(body.get("type", 0))
        data = body.get("data") or {}
        files = request[FILES]
        channel = self.channels.get(rec.channel_id)
        if channel is None:
            raise error(404, 10003, "Unknown Channel")
        msg: StoredMessage | None = None
        component_like = rec.type in (3, 5)
        # Discord's own rules first (their errors name the field), then the spec's schema.
        if rtype == 4:
            validate_message(data, creating=True, has_files=bool(files), prefix=("data",),
                             attachments=self._attachment_names(data, files))
        elif rtype == 5 and int(data.get("flags") or 0) & IS_COMPONENTS_V2:
            # Discord: a deferred answer takes the flag on its follow-up or edit only.
            c = _Collector(("data",))
            c.add(("flags",), "INTERACTION_DEFERRED_COMPONENTS_V2",
                  "IS_COMPONENTS_V2 cannot be set on a deferred response")
            c.raise_if_any()
        elif rtype == 7 and component_like and rec.message_id:
            clicked = self._message(rec.message_id)
            validate_message(data, creating=False, prefix=("data",),
                             before=clicked.payload(copy=False),
                             attachments=self._attachment_names(data, files, clicked.attachments))
        self._schema("POST", "/interactions/{interaction_id}/{interaction_token}/callback",
                         body)
        if rtype == 4:
            msg = self.create_message(channel, data, files=files, interaction=rec)
            rec.original_message_id = msg.id
        elif rtype == 5:
            msg = self.create_message(
                channel,
                {"flags": int(data.get("flags") or 0)},
                interaction=rec,
                extra_flags=LOADING,
            )
            rec.original_message_id = msg.id
        elif rtype in (6, 7) and component_like and rec.message_id:
            rec.original_message_id = rec.message_id
            if rtype == 7:
                target = self._message(rec.message_id)
                if target.ephemeral and self._token_expired(target):
                    # An ephemeral message lives by the webhook token of the interaction
                    # that created it: 15 minutes on, it can no longer be updated.
                    raise error(404, 10008, "Unknown Message")
                msg = self.edit_message(target, data, files)
        elif rtype == 9 and rec.type in (2, 3):
            c = _Collector(("data",))
            c.max_len(("title",), data.get("title"), 45, minimum=1)
            c.max_len(("custom_id",), data.get("custom_id"), 100, minimum=1)
            rows = data.get("components") or []
            if not 1 <= len(rows) <= 5:
                c.add(("components",), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
            c.raise_if_any()
        elif rtype == 8 and rec.type == 4:
            validate_autocomplete(data, prefix=("data",))
        else:
            c = _Collector()
            c.add(
                ("type",),
                "INTERACTION_RESPONSE_TYPE_INVALID",
                "Interaction response type is not valid for this interaction.",
            )
            c.raise_if_any()
        rec.response_type = rtype
        rec.response_data = data
        rec.responded_at = self.clock.now()
        self.changed.notify(f"int:{rec.id}")
        if request.query.get("with_response", "").lower() not in ("1", "true"):
            return no_content()
        out: dict[str, Any] = {
            "interaction": {
                "id": rec.id,
                "type": rec.type,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool(msg and msg.ephemeral),
            },
        }
        if msg is not None:
            out["interaction"]["response_message_id"] = msg.id
            out["resource"] = {"type": rtype, "message": msg.payload(copy=False)}
        else:
            out["resource"] = {"type": rtype}
        return json_response(out)

    async def _followup(self, request: web.Request) -> web.Response:
        rec = self._interaction_for_webhook(request)
        if rec.response_type is None:
            raise error(404, 10015, "Unknown Webhook")
        body = request[BODY] or {}
        files = request[FILES]
        validate_message(body, creating=True, has_files=bool(files),
                         attachments=self._attachment_names(body, files))
        self._schema("POST", "/webhooks/{webhook_id}/{webhook_token}", body)
        original = self.message_store.get(rec.original_message_id or "")
        if (
            rec.response_type == 5
            and original is not None
            and not original.deleted
            and original.flags & LOADING
            and not rec.followup_ids
        ):
            # Discord: the first follow-up after a "thinking" defer replaces the placeholder.
            payload = {k: v for k, v in body.items() if k != "flags"}
            msg = self.edit_message(original, payload, files)
        elif rec.user_install_only and len(rec.followup_ids) >= USER_INSTALL_FOLLOWUPS:
            # Discord's docs: 5 follow-ups when only a user install authorized it.
            raise error(400, 40094,
                        "This interaction has hit the maximum number of follow up messages")
        else:
            channel = self.channels.get(rec.channel_id)
            if channel is None:
                raise error(404, 10003, "Unknown Channel")
            msg = self.create_message(channel, body, files=files, interaction=rec)
            rec.followup_ids.append(msg.id)
        self.changed.notify(f"int:{rec.id}")
        if request.query.get("wait", "").lower() in ("1", "true"):
            return json_response(msg.payload(copy=False))
        return no_content()

    async def _webhook_get(self, request: web.Request) -> web.Response:
        rec = self._interaction_for_webhook(request)
        return json_response(
            self._webhook_message(rec, request.match_info["mid"]).payload(copy=False)
        )

    async def _webhook_edit(self, request: web.Request) -> web.Response:
        rec = self._interaction_for_webhook(request)
        msg = self._webhook_message(rec, request.match_info["mid"])
        body = request[BODY] or {}
        validate_message(body, creating=False, before=msg.payload(copy=False),
                         attachments=self._attachment_names(body, request[FILES], msg.attachments))
        self._schema("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}",
                         body)
        self.edit_message(msg, body, request[FILES])
        return json_response(msg.payload(copy=False))

    async def _webhook_delete(self, request: web.Request) -> web.Response:
        rec = self._interaction_for_webhook(request)
        self.delete_message(self._webhook_message(rec, request.match_info["mid"]))
        return no_content()


def _joined(guild: Guild) -> dict[str, Any]:
    """GUILD_CREATE for a guild the bot joins after READY: Discord sends `unavailable`
    only for guilds READY listed (or back from an outage), and discord.py tells a join
    (`on_guild_join`) from a guild becoming available by its absence."""
    payload = guild.payload()
    payload.pop("unavailable", None)
    return payload


ISOLATE_MARKS = str.maketrans("", "", "\u2066\u2067\u2068\u2069")


def _without_isolates(node: Any) -> Any:
    """A command as Discord stores it: the Unicode isolates (LRI, RLI, FSI, PDI) of its
    texts taken out (marks such as RLM stay)."""
    if isinstance(node, str):
        return node.translate(ISOLATE_MARKS)
    if isinstance(node, list):
        return [_without_isolates(item) for item in node]
    if isinstance(node, dict):
        return {key: _without_isolates(value) for key, value in node.items()}
    return node
