"""Test-facing API of the emulator: build a world, act as players, wait for the bot's answers.

Everything here goes through the same paths Discord would: ``slash`` builds the interaction
from the command tree the bot *registered* (so a renamed option breaks the test, as it would
break users), ``click`` refuses buttons that are not on the message as currently stored, and
the ``InteractionHandle`` waits on the emulator's store rather than on sleeps.
"""

from __future__ import annotations

import asyncio
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .server import EmulatorServer
from .store import (
    BOT_DM_CONTEXT,
    CONTEXT_NAMES,
    GUILD_CONTEXT,
    GUILD_INSTALL,
    MANAGE_GUILD,
    USE_EXTERNAL_APPS,
    USER_INSTALL,
    Channel,
    Guild,
    InteractionRecord,
    StoredMessage,
    User,
    walk,
)
from .validation import IS_COMPONENTS_V2, LOADING, LOCALES, SELECT_TYPES

# Every wait here returns as soon as what it waits for happens; the timeout is only the
# point at which it is declared lost, so it is generous: a loaded 2-core machine can take
# many seconds to draw what a quiet one draws in milliseconds.
DEFAULT_TIMEOUT = 30.0

OPTION_STRING, OPTION_INTEGER, OPTION_BOOLEAN, OPTION_USER = 3, 4, 5, 6
OPTION_CHANNEL, OPTION_ROLE, OPTION_NUMBER = 7, 8, 10


class DriverError(AssertionError):
    """A player action that Discord's client would not allow (missing button, bad option...)."""


class InteractionRejected(AssertionError):
    """The bot's response to an interaction was refused by the emulator (e.g. 50035, 10062)."""

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        super().__init__(f"bot response rejected: {errors}")
        self.errors = errors

    @property
    def code(self) -> int:
        return int(self.errors[-1].get("code", 0))


_walk = walk


@dataclass(frozen=True)
class Msg:
    """An immutable snapshot of a stored message at one ``version``."""

    id: str
    channel_id: str
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    attachments: list[dict[str, Any]]
    flags: int
    version: int
    author: dict[str, Any]
    interaction_id: str | None
    visible_to: str | None
    deleted: bool
    raw: dict[str, Any] = field(repr=False)

    @classmethod
    def of(cls, stored: StoredMessage) -> Msg:
        raw = stored.payload()
        return cls(
            id=stored.id,
            channel_id=stored.channel_id,
            content=stored.content,
            embeds=raw["embeds"],
            components=raw["components"],
            attachments=[dict(a) for a in stored.attachments],
            flags=stored.flags,
            version=stored.version,
            author=raw["author"],
            interaction_id=stored.interaction_id,
            visible_to=stored.visible_to,
            deleted=stored.deleted,
            raw=raw,
        )

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "Bot is thinking..." placeholder."""
        return bool(self.flags & LOADING)

    @property
    def buttons(self) -> list[dict[str, Any]]:
        """Every button, flattened: label, custom_id, disabled, style, emoji, url."""
        return [
            {
                "label": c.get("label"),
                "custom_id": c.get("custom_id"),
                "disabled": bool(c.get("disabled", False)),
                "style": c.get("style"),
                "emoji": c.get("emoji"),
                "url": c.get("url"),
            }
            for c in _walk(self.components)
            if c.get("type") == 2
        ]

    @property
    def v2(self) -> bool:
        """A Components V2 message (its text lives in text displays, not content/embeds)."""
        return bool(self.flags & IS_COMPONENTS_V2)

    @property
    def texts(self) -> list[str]:
        """The contents of its text displays, in order (Components V2)."""
        return [str(c.get("content", "")) for c in _walk(self.components) if c.get("type") == 10]

    @property
    def body(self) -> str:
        """Its words: the text displays of a V2 message; else content and embeds."""
        if self.v2:
            return "\n".join(self.texts)
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            parts += [f"{f.get('name')}: {f.get('value')}" for f in embed.get("fields") or []]
        return "\n".join(p for p in parts if p)

    @property
    def media(self) -> list[dict[str, Any]]:
        """The media items its galleries show (each `media` resolved by Discord)."""
        return [item for c in _walk(self.components) if c.get("type") == 12
                for item in c.get("items") or []]

    @property
    def selects(self) -> list[dict[str, Any]]:
        return [c for c in _walk(self.components) if c.get("type") in SELECT_TYPES]

    @property
    def text(self) -> str:
        return text_dump(self)


@dataclass(frozen=True)
class Response:
    """The bot's initial interaction response (callback type and its ``data``)."""

    type: int
    data: dict[str, Any]


class InteractionHandle:
    """One dispatched interaction; await its outcome with the helpers below."""

    def __init__(self, emu: Emulator, record: InteractionRecord) -> None:
        self.emu = emu
        self.record = record

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def latency(self) -> float | None:
        """Seconds from dispatch to the bot's initial response (emulator clock)."""
        r = self.record
        return None if r.responded_at is None else r.responded_at - r.created_at

    def _keys(self) -> tuple[str, ...]:
        """Notifications that can change this interaction's outcome."""
        r = self.record
        keys = [f"int:{r.id}"]
        keys += [f"msg:{m}" for m in (r.original_message_id, r.message_id) if m]
        return tuple(keys)

    def _check_rejected(self) -> None:
        if self.record.response_type is None and self.record.rejected:
            raise InteractionRejected(self.record.rejected)

    async def response(self, timeout: float = DEFAULT_TIMEOUT) -> Response:
        def ready() -> Response | None:
            self._check_rejected()
            r = self.record
            if r.response_type is None:
                return None
            return Response(r.response_type, r.response_data or {})

        return await self.emu.changed.wait_for(
            ready, timeout, f"a response to interaction {self.id}", self._keys()
        )

    async def reply(self, timeout: float = DEFAULT_TIMEOUT) -> Msg:
        """The message this interaction produced or updated, once it has real content.

        type 4 → the new message; 7 → the updated message; 5 → the @original after the bot
        edits the placeholder; 6 → the clicked message after its next edit.
        """
        resp = await self.response(timeout)
        r = self.record

        def ready() -> Msg | None:
            if resp.type in (4, 7):
                return Msg.of(self.emu.message_store[r.original_message_id or ""])
            if resp.type == 5:
                msg = self.emu.message_store[r.original_message_id or ""]
                return None if msg.flags & LOADING else Msg.of(msg)
            if resp.type == 6 and r.message_id:
                msg = self.emu.message_store[r.message_id]
                return Msg.of(msg) if msg.version > (r.message_version or 0) else None
            raise DriverError(f"interaction {self.id} was answered with type {resp.type}: no reply")

        return await self.emu.changed.wait_for(
            ready, timeout, f"the reply to interaction {self.id}", self._keys()
        )

    async def ephemeral(self, timeout: float = DEFAULT_TIMEOUT) -> Msg:
        """The first ephemeral (only-you-can-see) message produced by this interaction."""

        def ready() -> Msg | None:
            self._check_rejected()
            for msg in self.messages():
                if msg.ephemeral and not msg.loading:
                    return msg
            return None

        return await self.emu.changed.wait_for(
            ready, timeout, f"an ephemeral reply to {self.id}", self._keys()
        )

    async def followup(self, index: int = 0, timeout: float = DEFAULT_TIMEOUT) -> Msg:
        """The ``index``-th follow-up message (not counting one that replaced a defer)."""

        def ready() -> Msg | None:
            ids = self.record.followup_ids
            return Msg.of(self.emu.message_store[ids[index]]) if len(ids) > index else None

        return await self.emu.changed.wait_for(
            ready, timeout, f"follow-up #{index} of {self.id}", self._keys()
        )

    def messages(self) -> list[Msg]:
        """Original response (if created by this interaction) plus follow-ups, as stored now."""
        r = self.record
        ids = [r.original_message_id] if r.original_message_id else []
        ids += r.followup_ids
        out = []
        for mid in ids:
            stored = self.emu.message_store.get(mid or "")
            if stored is not None and (stored.interaction_id == r.id or mid in r.followup_ids):
                out.append(Msg.of(stored))
        return out

    async def modal(self, timeout: float = DEFAULT_TIMEOUT) -> dict[str, Any]:
        resp = await self.response(timeout)
        if resp.type != 9:
            raise DriverError(f"expected a modal, got response type {resp.type}")
        return resp.data


UserRef = User | str
ChannelRef = Channel | str
MessageRef = Msg | StoredMessage | str


class Emulator(EmulatorServer):
    """The emulator plus a driver API. ``Emulator(default_world=True)`` creates:

    guild "Test Guild" with text channels "general" and "dice"; users alice, bob, carol and
    admin (role "Admin" with Manage Guild); a second guild "Second Guild" (#lobby, alice);
    and "Outside Guild" (#outside; alice, bob, carol), which never added the bot.
    """

    def __init__(self, *, default_world: bool = True, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if default_world:
            self.guild = self.add_guild("Test Guild")
            self.general = self.add_channel(self.guild, "general")
            self.dice = self.add_channel(self.guild, "dice")
            self.admin_role = self.add_role(self.guild, "Admin", permissions=MANAGE_GUILD)
            self.alice = self.add_user("alice")
            self.bob = self.add_user("bob")
            self.carol = self.add_user("carol")
            self.admin = self.add_user("admin")
            for u in (self.alice, self.bob, self.carol):
                self.add_member(self.guild, u)
            self.add_member(self.guild, self.admin, [self.admin_role])
            self.second_guild = self.add_guild("Second Guild")
            self.lobby = self.add_channel(self.second_guild, "lobby")
            self.add_member(self.second_guild, self.alice)
            self.outside_guild = self.add_guild("Outside Guild", bot=False)
            self.outside = self.add_channel(self.outside_guild, "outside")
            for u in (self.alice, self.bob, self.carol):
                self.add_member(self.outside_guild, u)

    # ------------------------------------------------------------------ lookups

    def user(self, ref: UserRef) -> User:
        if isinstance(ref, User):
            return ref
        for u in self.users.values():
            if u.username == ref or u.id == ref:
                return u
        raise DriverError(f"no user {ref!r}")

    def channel(self, ref: ChannelRef) -> Channel:
        """A channel object, id, ``"name"`` (first match) or ``"Guild Name/name"``."""
        if isinstance(ref, Channel):
            return ref
        if ref in self.channels:
            return self.channels[ref]
        guild_name, _, name = ref.rpartition("/")
        for ch in self.channels.values():
            guild = self.guild_by_id(ch.guild_id)
            if guild is not None and ch.name == name and (
                    not guild_name or guild.name == guild_name):
                return ch
        raise DriverError(f"no channel {ref!r}")

    def guild_of(self, channel: ChannelRef) -> Guild:
        guild = self.guild_by_id(self.channel(channel).guild_id)
        if guild is None:
            raise DriverError(f"channel {self.channel(channel).id} is a DM: no guild")
        return guild

    # ------------------------------------------------------------------ user installs

    def install(self, user: UserRef) -> None:
        """``user`` adds the app to their account: its commands whose
        `integration_types` include USER_INSTALL reach them in DMs, group DMs and any
        guild (their interactions then carry {"1": user id} among their owners)."""
        super().install(self.user(user))

    def bot_dm(self, user: UserRef) -> Channel:
        """``user``'s DM with the bot user (context BOT_DM; the bot may post there)."""
        return self.open_private([self.user(user), self.bot_user])

    def dm(self, user_a: UserRef, user_b: UserRef) -> Channel:
        """The DM between two users (context PRIVATE_CHANNEL; the bot is not in it)."""
        a, b = self.user(user_a), self.user(user_b)
        if a.id == b.id or self.bot_user.id in (a.id, b.id):
            raise DriverError("a DM is between two different users (bot_dm: with the bot)")
        return self.open_private([a, b])

    def group_dm(self, *users: UserRef) -> Channel:
        """A new group DM (channel type 3) of 2-10 users (context PRIVATE_CHANNEL; the
        bot is not in it); its owner is the first."""
        members = [self.user(u) for u in users]
        if not 2 <= len({u.id for u in members}) == len(members) <= 10:
            raise DriverError("a group DM has 2 to 10 different users")
        if any(u.id == self.bot_user.id for u in members):
            raise DriverError("a bot cannot be in a group DM")
        return self.open_private(members, group=True)

    def external_apps(self, guild: Guild, allowed: bool, *, user: UserRef | None = None
                      ) -> None:
        """Let (or stop) external apps answer publicly in ``guild``: Use External Apps
        (1 << 50) for @everyone, or with ``user``, that member's own overwrite. Where the
        bot is not in the guild, a member without it gets every answer ephemeral."""
        if user is None:
            role = guild.roles[guild.id]
            role.permissions = role.permissions | USE_EXTERNAL_APPS if allowed \
                else role.permissions & ~USE_EXTERNAL_APPS
            return
        member = guild.members[self.user(user).id]
        if allowed:
            member.allow, member.deny = member.allow | USE_EXTERNAL_APPS, \
                member.deny & ~USE_EXTERNAL_APPS
        else:
            member.allow, member.deny = member.allow & ~USE_EXTERNAL_APPS, \
                member.deny | USE_EXTERNAL_APPS

    def message(self, ref: MessageRef) -> Msg:
        """The current snapshot of a message."""
        mid = ref if isinstance(ref, str) else ref.id
        stored = self.message_store.get(mid)
        if stored is None:
            raise DriverError(f"no message {mid}")
        return Msg.of(stored)

    def messages(self, channel: ChannelRef, *, include_ephemeral: bool = True) -> list[Msg]:
        ch = self.channel(channel)
        out = []
        for mid in self.channel_messages.get(ch.id, []):
            stored = self.message_store[mid]
            if stored.deleted or (stored.ephemeral and not include_ephemeral):
                continue
            out.append(Msg.of(stored))
        return out

    def last_message(self, channel: ChannelRef, *, include_ephemeral: bool = False) -> Msg | None:
        msgs = self.messages(channel, include_ephemeral=include_ephemeral)
        return msgs[-1] if msgs else None

    def commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        """Registered commands: global, plus ``guild``'s if given."""
        return list(self.global_commands) + (self.guild_commands.get(guild.id, []) if guild else [])

    def user_names(self) -> dict[str, str]:
        """User id → username, for :func:`text_dump`'s mention rendering."""
        names = {u.id: u.username for u in self.users.values()}
        names[self.bot_user.id] = self.bot_user.username
        return names

    def dump(self, message: MessageRef) -> str:
        """:func:`text_dump` of the message's current version, mentions resolved."""
        return text_dump(self.message(message), self.user_names())

    def revoke_bot_permissions(self, guild: Guild, bits: int) -> None:
        """Take permissions from the bot in `guild` (from @everyone and its own role)."""
        member = guild.members[self.bot_user.id]
        for role_id in [guild.id, *member.role_ids]:
            guild.roles[role_id].permissions &= ~bits

    def add_thread(self, parent: ChannelRef, name: str, *, owner: UserRef = "alice",
                   forum: bool = False) -> Channel:
        """A public thread started by a user (in a forum channel: a post), announced to
        the bot; the bot is not its owner."""
        ch = self.channel(parent)
        if forum:
            ch.type = 15
        thread = Channel(
            id=self.ids.next(), guild_id=ch.guild_id, name=name, type=11, parent_id=ch.id,
            owner_id=self.user(owner).id, last_activity=self.clock.now(),
            metadata={"archived": False, "auto_archive_duration": 1440,
                      "archive_timestamp": self.clock.iso(), "locked": False,
                      "create_timestamp": self.clock.iso()},
        )
        self.channels[thread.id] = thread
        self.guild_of(ch).threads[thread.id] = thread
        self.channel_messages.setdefault(thread.id, [])
        for session in self._sessions_for(ch.guild_id):
            session.dispatch("THREAD_CREATE", {**thread.payload(), "newly_created": True})
        return thread

    def thread_of(self, message: MessageRef) -> Channel | None:
        """The thread started from a message, if any (its id is the message's)."""
        mid = message if isinstance(message, str) else message.id
        found = self.channels.get(mid)
        return found if found is not None and found.is_thread else None

    def set_locale(self, user: UserRef, locale: str) -> None:
        """The language of ``user``'s Discord client (one of Discord's locales)."""
        if locale not in LOCALES:
            raise DriverError(f"Discord has no locale {locale!r}")
        self.user(user).locale = locale

    def pings(self, user: UserRef | None = None) -> list[Msg]:
        """Messages that notified `user` (anyone, without one) when created, oldest first:
        a mention in a new message's content that its allowed_mentions let through."""
        who = None if user is None else self.user(user).id
        return [Msg.of(m) for m in self.message_store.values()
                if m.notified and (who is None or who in m.notified)]

    def requests_to(self, method: str, path_contains: str) -> list[Any]:
        return [r for r in self.requests if r.method == method.upper() and path_contains in r.path]

    # ------------------------------------------------------------------ waiting

    async def wait_ready(self, timeout: float = DEFAULT_TIMEOUT, *,
                         after: float | None = None) -> None:
        """Until a bot has identified (READY + GUILD_CREATEs sent) and is connected."""

        def ready() -> bool:
            return any(
                s.ready_sent
                and s.connected
                and not s.invalidated
                and (after is None or s.identified_at > after)
                for s in self.sessions.values()
            )

        await self.changed.wait_for(ready, timeout, "a bot to connect to the gateway")

    async def wait_shards(
        self, shard_ids: list[int] | range, shard_count: int, timeout: float = 30.0, *,
        after: float | None = None,
    ) -> None:
        """Until every one of ``shard_ids`` (of ``shard_count``) has a live session."""

        def ready() -> bool:
            live = {
                s.shard_id
                for s in self.sessions.values()
                if s.ready_sent and s.connected and not s.invalidated
                and s.shard_count == shard_count
                and (after is None or s.identified_at > after)
            }
            return set(shard_ids) <= live

        await self.changed.wait_for(ready, timeout, f"shards {list(shard_ids)} to connect")

    async def wait_commands(self, timeout: float = DEFAULT_TIMEOUT, *,
                            min_syncs: int = 1) -> None:
        await self.changed.wait_for(
            lambda: self.command_syncs >= min_syncs, timeout, "command sync"
        )

    async def wait_for_message(
        self,
        predicate: Callable[[Msg], bool],
        timeout: float = DEFAULT_TIMEOUT,
        *,
        channel: ChannelRef | None = None,
    ) -> Msg:
        """Newest non-deleted message (as stored now) satisfying ``predicate``."""
        ch = self.channel(channel) if channel is not None else None

        def find() -> Msg | None:
            for stored in reversed(list(self.message_store.values())):
                if stored.deleted or (ch is not None and stored.channel_id != ch.id):
                    continue
                snap = Msg.of(stored)
                if predicate(snap):
                    return snap
            return None

        return await self.changed.wait_for(find, timeout, "a matching message")

    async def wait_for_edit(self, message: MessageRef, timeout: float = DEFAULT_TIMEOUT) -> Msg:
        """The message's next version after the snapshot given (or after now, for an id)."""
        if isinstance(message, str):
            message = self.message(message)
        mid, seen = message.id, message.version

        def find() -> Msg | None:
            stored = self.message_store[mid]
            return Msg.of(stored) if stored.version > seen else None

        return await self.changed.wait_for(
            find, timeout, f"an edit of message {mid}", (f"msg:{mid}",)
        )

    # ------------------------------------------------------------------ acting

    def _interaction_payload(
        self,
        rec: InteractionRecord,
        user: User,
        channel: Channel,
        data: dict[str, Any],
        message: StoredMessage | None,
    ) -> dict[str, Any]:
        """The INTERACTION_CREATE body as Discord builds it for this context: `member`
        and the guild in a guild (with the bot or not), `user` in a DM or group DM."""
        payload: dict[str, Any] = {
            "id": rec.id,
            "application_id": self.application_id,
            "type": rec.type,
            "data": data,
            "channel_id": channel.id,
            "channel": channel.payload(viewer=user.id),
            "token": rec.token,
            "version": 1,
            "app_permissions": str(self.app_permissions(channel)),
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": dict(rec.owners),
            "context": rec.context,
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        guild = self.guild_by_id(channel.guild_id)
        if guild is None:
            if not self.sees(channel, user.id):
                raise DriverError(f"{user.username} is not a recipient of channel {channel.id}")
            payload["user"] = user.payload()
        else:
            if user.id not in guild.members:
                raise DriverError(f"{user.username} is not a member of {guild.name}")
            member = guild.member_payload(user.id)
            member["permissions"] = str(guild.permissions_of(user.id))
            payload.update(
                guild_id=guild.id, member=member, guild_locale=guild.preferred_locale,
                guild={"id": guild.id, "locale": guild.preferred_locale, "features": []})
        if message is not None:
            payload["message"] = message.payload(copy=False)
        return payload

    def _default_owners(self, channel: Channel, user: User,
                        message: StoredMessage | None) -> dict[str, str]:
        """Who authorized an interaction no command decided: a component's are those of
        the interaction that made its message (whoever clicks); else the guild install
        where the bot is (its guild, or "0" in its DM), and the user's install."""
        if message is not None and message.interaction_metadata is not None:
            return dict(message.interaction_metadata["authorizing_integration_owners"])
        owners: dict[str, str] = {}
        if self.bot_in(channel):
            owners[str(GUILD_INSTALL)] = channel.guild_id or "0"
        if user.id in self.installs and message is None:
            owners[str(USER_INSTALL)] = user.id
        return owners

    def _forced_ephemeral(self, channel: Channel, user: User) -> bool:
        """In a guild without the bot, a member without Use External Apps gets only
        ephemeral answers from the app (Discord's permissions table)."""
        guild = self.outside_guilds.get(channel.guild_id or "")
        return guild is not None and not guild.permissions_of(user.id) & USE_EXTERNAL_APPS

    def _dispatch_interaction(
        self,
        itype: int,
        data: dict[str, Any],
        user: UserRef,
        channel: ChannelRef,
        message: StoredMessage | None = None,
        patch: Callable[[dict[str, Any]], None] | None = None,
        owners: dict[str, str] | None = None,
    ) -> InteractionHandle:
        """``patch`` edits the payload before it is sent: a forged interaction (another
        guild's id, a DM) that no Discord client would send, for hostile-input tests.
        ``owners``: its `authorizing_integration_owners` (see `_default_owners`)."""
        u, ch = self.user(user), self.channel(channel)
        self.refresh_archive(ch)
        session = self.target_session(ch.guild_id)
        rec = InteractionRecord(
            id=self.ids.next(),
            token=f"emu-{secrets.token_urlsafe(24)}",
            type=itype,
            payload={},
            user_id=u.id,
            channel_id=ch.id,
            guild_id=ch.guild_id,
            created_at=self.clock.now(),
            message_id=message.id if message else None,
            message_version=message.version if message else None,
            owners=owners if owners is not None else self._default_owners(ch, u, message),
            context=self.context_of(ch),
            forced_ephemeral=self._forced_ephemeral(ch, u),
        )
        rec.payload = self._interaction_payload(rec, u, ch, data, message)
        if patch is not None:
            patch(rec.payload)
        self.interactions[rec.id] = rec
        self.interactions_by_token[rec.token] = rec
        session.dispatch("INTERACTION_CREATE", rec.payload)
        return InteractionHandle(self, rec)

    def _find_command(self, name: str, channel: Channel, user: User
                      ) -> tuple[dict[str, Any], bool, dict[str, str]]:
        """The command `/name` as `user`'s client offers it in `channel`, whether it is a
        guild command, and who authorizes it there (`authorizing_integration_owners`).
        Raises DriverError where the client would not offer it."""
        guild = self.guilds.get(channel.guild_id or "")
        for cmd in self.guild_commands.get(guild.id, []) if guild is not None else []:
            if cmd["name"] == name and cmd.get("type", 1) == 1:
                return cmd, True, {str(GUILD_INSTALL): channel.guild_id or ""}
        for cmd in self.global_commands:
            if cmd["name"] == name and cmd.get("type", 1) == 1:
                return cmd, False, self._offered(cmd, channel, user)
        known = sorted({c["name"] for c in self.commands(guild)})
        raise DriverError(f"no registered slash command /{name} (registered: {known})")

    def _offered(self, cmd: dict[str, Any], channel: Channel, user: User) -> dict[str, str]:
        """Who authorizes global command `cmd` for `user` in `channel`: the guild install
        where the bot is (and, in its DM, where the user shares a guild with it), the
        user's own install where the command has USER_INSTALL; none: not offered."""
        context = self.context_of(channel)
        contexts = cmd.get("contexts")
        if contexts is None:  # Discord reads null as GUILD and BOT_DM (api-docs #6744)
            contexts = [GUILD_CONTEXT] + [BOT_DM_CONTEXT] * bool(cmd.get("dm_permission", True))
        if context not in contexts:
            raise DriverError(f"/{cmd['name']} is not available here: its contexts {contexts}"
                              f" lack {context} ({CONTEXT_NAMES[context]})")
        types = cmd.get("integration_types") or [GUILD_INSTALL]
        owners: dict[str, str] = {}
        guild_installed = self.bot_in(channel) and (
            context == GUILD_CONTEXT or self.shares_guild(user.id))
        if GUILD_INSTALL in types and guild_installed:
            owners[str(GUILD_INSTALL)] = channel.guild_id or "0"
        if USER_INSTALL in types and user.id in self.installs:
            owners[str(USER_INSTALL)] = user.id
        if not owners:
            why = "has not installed the app" if USER_INSTALL in types else \
                "cannot use a guild-install command here"
            raise DriverError(f"/{cmd['name']} is not available to {user.username} here:"
                              f" {user.username} {why} (integration_types {types})")
        return owners

    def _convert_option(
        self, spec: dict[str, Any], value: Any, guild: Guild | None,
        resolved: dict[str, dict[str, Any]]
    ) -> Any:
        otype, name = spec["type"], spec["name"]
        if otype == OPTION_STRING:
            value = str(value)
            lo, hi = spec.get("min_length", 0), spec.get("max_length", 6000)
            if not lo <= len(value) <= hi:
                raise DriverError(f"option {name}: length must be in [{lo}, {hi}]")
        elif otype in (OPTION_INTEGER, OPTION_NUMBER):
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise DriverError(f"option {name}: expected a number, got {value!r}")
            if otype == OPTION_INTEGER and int(value) != value:
                raise DriverError(f"option {name}: expected an integer, got {value!r}")
            lo, hi = spec.get("min_value"), spec.get("max_value")
            if (lo is not None and value < lo) or (hi is not None and value > hi):
                raise DriverError(f"option {name}: {value} outside [{lo}, {hi}]")
        elif otype == OPTION_BOOLEAN:
            if not isinstance(value, bool):
                raise DriverError(f"option {name}: expected a bool, got {value!r}")
        elif otype == OPTION_USER:
            user = self.user(value)
            value = user.id
            resolved.setdefault("users", {})[user.id] = user.payload()
            if guild is not None and user.id in guild.members:
                member = guild.member_payload(user.id, with_user=False)
                member["permissions"] = str(guild.permissions_of(user.id))
                resolved.setdefault("members", {})[user.id] = member
        elif otype == OPTION_CHANNEL:
            ch = self.channel(value)
            value = ch.id
            resolved.setdefault("channels", {})[ch.id] = {
                "id": ch.id,
                "name": ch.name,
                "type": ch.type,
                "permissions": "0",
            } | {"guild_id": ch.guild_id}
        elif otype == OPTION_ROLE:
            roles = guild.roles.values() if guild is not None else []
            role = next((r for r in roles if value in (r.id, r.name)), None)
            if role is None:
                raise DriverError(f"option {name}: no role {value!r}")
            value = role.id
            resolved.setdefault("roles", {})[role.id] = role.payload()
        else:
            raise DriverError(f"option {name}: unsupported option type {otype}")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise DriverError(f"option {name}: {value!r} is not one of the choices {choices}")
        return value

    def _command_data(
        self, command: str, channel: Channel, user: User, options: dict[str, Any] | None,
        focused: str | None = None,
    ) -> tuple[dict[str, Any], dict[str, str]]:
        """The `data` of an application-command interaction for ``/command`` with these
        options, checked against the registered definition, and who authorizes it
        (`authorizing_integration_owners`). ``focused`` names the option being typed
        (an autocomplete interaction): its partial text is sent as it is."""
        parts = command.strip().lstrip("/").split()
        root, is_guild_cmd, owners = self._find_command(parts[0], channel, user)
        guild = self.guild_by_id(channel.guild_id)
        chain: list[dict[str, Any]] = []
        node = root
        for part in parts[1:]:
            sub = next(
                (o for o in node.get("options") or [] if o["name"] == part and o["type"] in (1, 2)),
                None,
            )
            if sub is None:
                raise DriverError(f"/{' '.join(parts)}: no subcommand {part!r}")
            chain.append(sub)
            node = sub
        specs = [o for o in node.get("options") or [] if o["type"] not in (1, 2)]
        if any(o["type"] in (1, 2) for o in node.get("options") or []):
            raise DriverError(f"/{command} is a group; name a subcommand")
        given = dict(options or {})
        unknown = set(given) - {s["name"] for s in specs}
        if unknown:
            raise DriverError(f"/{command}: unknown options {sorted(unknown)}")
        resolved: dict[str, dict[str, Any]] = {}
        leaf: list[dict[str, Any]] = []
        for spec in specs:
            if spec["name"] == focused:
                if not spec.get("autocomplete"):
                    raise DriverError(f"/{command}: option {focused!r} has no autocomplete")
                leaf.append({"name": spec["name"], "type": spec["type"],
                             "value": str(given.get(focused, "")), "focused": True})
                continue
            if spec["name"] not in given:
                if spec.get("required") and focused is None:
                    raise DriverError(f"/{command}: missing required option {spec['name']!r}")
                continue
            value = self._convert_option(spec, given[spec["name"]], guild, resolved)
            leaf.append({"name": spec["name"], "type": spec["type"], "value": value})
        if focused is not None and not any(o.get("focused") for o in leaf):
            raise DriverError(f"/{command}: no option {focused!r}")
        opts: list[dict[str, Any]] = leaf
        for sub in reversed(chain):
            opts = [{"name": sub["name"], "type": sub["type"], "options": opts}]
        data: dict[str, Any] = {
            "id": root["id"],
            "name": root["name"],
            "type": 1,
            "options": opts,
        }
        if resolved:
            data["resolved"] = resolved
        if is_guild_cmd:
            data["guild_id"] = channel.guild_id
        return data, owners

    async def slash(
        self,
        command: str,
        *,
        user: UserRef,
        channel: ChannelRef,
        options: dict[str, Any] | None = None,
    ) -> InteractionHandle:
        """Invoke ``/command`` ("group sub" paths allowed) as ``user`` in ``channel``:
        a guild channel (the bot's guild or one without it), a DM or a group DM.

        Options are checked against the registered definition (names, required, types,
        choices, ranges) and users/channels/roles are sent with ``resolved`` data. The
        command must be one the user's client offers there (its `contexts`, and its
        `integration_types` against the guild install and the user's install);
        ``DriverError`` otherwise.
        """
        ch, u = self.channel(channel), self.user(user)
        data, owners = self._command_data(command, ch, u, options)
        return self._dispatch_interaction(2, data, u, ch, owners=owners)

    async def autocomplete(
        self,
        command: str,
        *,
        user: UserRef,
        channel: ChannelRef,
        focused: str,
        options: dict[str, Any] | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` of ``/command`` (its text in ``options``, the other
        options as already chosen): the choices the bot suggests (type 4 interaction,
        answered with a type 8 response, checked against Discord's limits)."""
        ch, u = self.channel(channel), self.user(user)
        data, owners = self._command_data(command, ch, u, options, focused)
        handle = self._dispatch_interaction(4, data, u, ch, owners=owners)
        response = await handle.response(timeout)
        if response.type != 8:
            raise DriverError(f"autocomplete answered with type {response.type}, not 8")
        return list(response.data.get("choices") or [])

    def _clickable(self, message: MessageRef, user: UserRef) -> StoredMessage:
        mid = message if isinstance(message, str) else message.id
        stored = self.message_store.get(mid)
        if stored is None or stored.deleted:
            raise DriverError(f"message {mid} does not exist (deleted?)")
        if stored.flags & LOADING:
            raise DriverError(f"message {mid} is still a 'thinking' placeholder")
        if stored.visible_to is not None and stored.visible_to != self.user(user).id:
            raise DriverError(f"message {mid} is ephemeral and not visible to {user}")
        channel = self.channels.get(stored.channel_id)
        if channel is not None and not self.sees(channel, self.user(user).id):
            raise DriverError(f"{self.user(user).username} cannot see channel {channel.id}")
        return stored

    async def click(
        self, message: MessageRef, label_or_custom_id: str, *, user: UserRef
    ) -> InteractionHandle:
        """Press a button on the message *as currently stored* (exact custom_id, else label)."""
        stored = self._clickable(message, user)
        buttons = [c for c in _walk(stored.components) if c.get("type") == 2]
        matches = [b for b in buttons if b.get("custom_id") == label_or_custom_id]
        if not matches:
            matches = [b for b in buttons if b.get("label") == label_or_custom_id]
        if not matches:
            avail = [(b.get("label"), b.get("custom_id")) for b in buttons]
            raise DriverError(f"no button {label_or_custom_id!r} on message {stored.id}: {avail}")
        if len(matches) > 1:
            raise DriverError(f"label {label_or_custom_id!r} is ambiguous; use the custom_id")
        button = matches[0]
        if button.get("disabled"):
            raise DriverError(f"button {label_or_custom_id!r} is disabled")
        if button.get("custom_id") is None:
            raise DriverError(f"button {label_or_custom_id!r} is a link/premium button")
        data = {"custom_id": button["custom_id"], "component_type": 2}
        return self._dispatch_interaction(3, data, user, stored.channel_id, stored)

    async def select(
        self, message: MessageRef, custom_id: str, values: list[str], *, user: UserRef
    ) -> InteractionHandle:
        """Choose ``values`` in the select menu ``custom_id`` on the stored message."""
        stored = self._clickable(message, user)
        select = next(
            (
                c
                for c in _walk(stored.components)
                if c.get("type") in SELECT_TYPES and c.get("custom_id") == custom_id
            ),
            None,
        )
        if select is None:
            raise DriverError(f"no select {custom_id!r} on message {stored.id}")
        if select.get("disabled"):
            raise DriverError(f"select {custom_id!r} is disabled")
        lo, hi = select.get("min_values", 1), select.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise DriverError(f"select {custom_id!r} takes between {lo} and {hi} values")
        if select["type"] == 3:
            allowed = {o["value"] for o in select.get("options", [])}
            bad = [v for v in values if v not in allowed]
            if bad:
                raise DriverError(
                    f"select {custom_id!r}: {bad} not among options {sorted(allowed)}"
                )
        data = {"custom_id": custom_id, "component_type": select["type"], "values": list(values)}
        return self._dispatch_interaction(3, data, user, stored.channel_id, stored)

    async def submit_modal(
        self, handle: InteractionHandle, values: dict[str, str], *, user: UserRef | None = None
    ) -> InteractionHandle:
        """Submit the modal the bot opened in reply to ``handle`` with text-input values."""
        modal = await handle.modal()
        rows = []
        for row in modal.get("components") or []:
            comps = []
            for comp in _walk([row]):
                if comp.get("type") == 4:
                    comps.append(
                        {
                            "type": 4,
                            "custom_id": comp["custom_id"],
                            "value": values.get(comp["custom_id"], ""),
                        }
                    )
            rows.append({"type": 1, "components": comps})
        data = {"custom_id": modal["custom_id"], "components": rows}
        rec = handle.record
        source = self.message_store.get(rec.message_id or "")
        return self._dispatch_interaction(
            5,
            data,
            user or rec.user_id,
            rec.channel_id,
            source,
            owners=dict(rec.owners),
        )

    async def post_as(self, user: UserRef, channel: ChannelRef, content: str) -> Msg:
        """Store a user-authored message (for bots that read channel history)."""
        u = self.user(user)
        stored = self.create_message(
            self.channel(channel), {"content": content}, author=u.payload()
        )
        return Msg.of(stored)


def _render_items(items: list[dict[str, Any]]) -> list[str]:
    """Render interactive components side by side; text displays as their own lines."""
    lines: list[str] = []
    row: list[str] = []
    for comp in items:
        ctype = comp.get("type")
        if ctype == 2:
            emoji = comp.get("emoji") or {}
            label = " ".join(str(x) for x in (emoji.get("name"), comp.get("label")) if x)
            row.append(f"[~{label}~]" if comp.get("disabled") else f"[{label}]")
        elif ctype in SELECT_TYPES:
            opts = ", ".join(o.get("label", "") for o in comp.get("options") or [])
            row.append(f"<{comp.get('placeholder') or 'select'}: {opts}>")
        elif ctype == 10:
            lines.extend(str(comp.get("content", "")).splitlines())
        elif comp.get("components") or comp.get("accessory"):
            if row:
                lines.append(" ".join(row))
                row = []
            children = list(comp.get("components") or [])
            if comp.get("accessory"):
                children.append(comp["accessory"])
            lines.extend(_render_items(children))
    if row:
        lines.append(" ".join(row))
    return lines


def text_dump(message: Msg | StoredMessage, names: dict[str, str] | None = None) -> str:
    """Render a message as plain text: content, embeds, components, attachments.

    Used for readable game transcripts and assertion messages. With ``names`` (user id →
    name, e.g. ``emulator.user_names()``) mentions ``<@id>`` are shown as ``@name``.
    """
    msg = message if isinstance(message, Msg) else Msg.of(message)
    head = f"[{msg.author.get('username', '?')}]"
    if msg.ephemeral:
        head += " (ephemeral)"
    if msg.loading:
        head += " (thinking...)"
    if msg.deleted:
        head += " (deleted)"
    lines: list[str] = []
    if msg.content:
        lines.extend(msg.content.splitlines())
    for embed in msg.embeds:
        if embed.get("author", {}).get("name"):
            lines.append(f"| {embed['author']['name']}")
        if embed.get("title"):
            lines.append(f"| ** {embed['title']} **")
        for line in str(embed.get("description") or "").splitlines():
            lines.append(f"| {line}")
        for fld in embed.get("fields") or []:
            lines.append(f"| {fld.get('name')}: {fld.get('value')}".replace("\n", " / "))
        if embed.get("footer", {}).get("text"):
            lines.append(f"| -- {embed['footer']['text']}")
    lines.extend(_render_items(msg.components))
    for att in msg.attachments:
        lines.append(f"[file] {att['filename']} ({att['size']} bytes)")
    text = "\n".join([head, *(f"  {line}" for line in lines)])
    if names:
        text = re.sub(r"<@!?(\d+)>", lambda m: f"@{names.get(m[1], m[1])}", text)
    return text


async def settle(delay: float = 0.0) -> None:
    """Yield to the event loop so in-process bots get to run (for tests asserting absence)."""
    await asyncio.sleep(delay)
