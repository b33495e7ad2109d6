"""In-memory state of the emulated Discord: the world (users, guilds, channels, roles) and
everything the bot did to it (messages with edit history, interactions and their responses,
registered commands, the request log).

Kept separate from the HTTP/gateway layer so the driver can read and wait on state without
going through sockets, and so the store can be reasoned about on its own.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import itertools
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

DISCORD_EPOCH_MS = 1420070400000
T = TypeVar("T")

# Permission bits used by the default world.
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
ALL_PERMISSIONS = (1 << 53) - 1
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
SEND_MESSAGES_IN_THREADS = 1 << 38
#: "Allows user-installed apps to send public responses. When disabled, users will still
#: be allowed to use their apps but the responses will be ephemeral. This only applies
#: to apps not also installed to the server." (Discord's permissions table)
USE_EXTERNAL_APPS = 1 << 50
DEFAULT_EVERYONE = (  # Discord's defaults for @everyone (the ones a bot here uses)
    (1 << 10)  # view channel
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | (1 << 16)  # read message history
    | (1 << 31)  # use application commands
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS
    | USE_EXTERNAL_APPS
)
THREAD_TYPES = (10, 11, 12)  # announcement, public and private threads
DM, GROUP_DM = 1, 3  # channel types without a guild
# Interaction contexts (where an interaction comes from) and installation types.
GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CHANNEL_CONTEXT = 0, 1, 2
CONTEXT_NAMES = {GUILD_CONTEXT: "GUILD", BOT_DM_CONTEXT: "BOT_DM",
                 PRIVATE_CHANNEL_CONTEXT: "PRIVATE_CHANNEL"}
GUILD_INSTALL, USER_INSTALL = 0, 1


class Clock:
    """Monotonic clock with a test-controlled offset.

    Interaction deadlines (3 s initial response, 15 min token lifetime) are judged on this
    clock, so a test can call :meth:`advance` instead of sleeping.
    """

    def __init__(self) -> None:
        self.offset = 0.0
        self._wall_base = time.time() - time.monotonic()

    def now(self) -> float:
        return time.monotonic() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds

    def wall(self) -> float:
        """Unix time including the offset (for message timestamps)."""
        return self._wall_base + self.now()

    def iso(self) -> str:
        return dt.datetime.fromtimestamp(self.wall(), tz=dt.UTC).isoformat()


class Snowflakes:
    """Snowflake ids that are unique, increasing and decode to a plausible timestamp."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)
        self._last = 0

    def next(self) -> str:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        value = (ms << 22) | (next(self._counter) & 0x3FFFFF)
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return str(value)

    def next_in_shard(self, shard_id: int, shard_count: int) -> str:
        """The next id whose guild would live on ``shard_id`` ((id >> 22) % count).

        Moves the timestamp part forward by at most ``shard_count - 1`` ms.
        """
        value = int(self.next())
        while (value >> 22) % shard_count != shard_id:
            value = (((value >> 22) + 1) << 22) | (value & 0x3FFFFF)
        self._last = value
        return str(value)


class Notifier:
    """Wakes waiters when the store changes; waiters then re-check their predicate.

    Waiters may subscribe to keys (``"int:<id>"``, ``"msg:<id>"``...) so that with 100
    concurrent players a change only wakes the few waiters it concerns; ``notify()`` with no
    keys broadcasts to everyone, and keyless waiters hear every notification.
    """

    def __init__(self) -> None:
        self._waiters: dict[str | None, set[asyncio.Future[None]]] = {}

    def notify(self, *keys: str | None) -> None:
        if not keys:
            groups = list(self._waiters.values())
            self._waiters = {}
        else:
            groups = [g for k in {None, *keys} if (g := self._waiters.pop(k, None))]
        for group in groups:
            for fut in group:
                if not fut.done():
                    fut.set_result(None)

    async def wait_for(
        self,
        predicate: Callable[[], T | None],
        timeout: float,
        what: str,
        keys: tuple[str, ...] = (),
    ) -> T:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        subscribe: tuple[str | None, ...] = keys or (None,)
        while True:
            result = predicate()
            if result is not None and result is not False:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"emulator: timed out after {timeout:.1f}s waiting for {what}")
            fut: asyncio.Future[None] = loop.create_future()
            for key in subscribe:
                self._waiters.setdefault(key, set()).add(fut)
            timer = loop.call_later(remaining, lambda f=fut: f.done() or f.set_result(None))
            try:
                await fut
            finally:
                timer.cancel()
                for key in subscribe:
                    group = self._waiters.get(key)
                    if group is not None:
                        group.discard(fut)


@dataclass
class User:
    id: str
    username: str
    bot: bool = False
    global_name: str | None = None
    locale: str = "en-US"  # the client's language, sent as an interaction's `locale`

    def payload(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "username": self.username,
            "global_name": self.global_name or self.username,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "primary_guild": None,
        }


@dataclass
class Role:
    id: str
    name: str
    permissions: int = 0
    position: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass
class Channel:
    """A text channel, a thread (`type` 11, with a parent channel and `metadata`), or a
    channel outside any guild (`guild_id` None): a DM (`type` 1) or a group DM (`type`
    3) between its `recipients`."""

    id: str
    guild_id: str | None
    name: str
    type: int = 0
    position: int = 0
    parent_id: str | None = None
    last_message_id: str | None = None  # the channel's newest message, as Discord keeps it
    owner_id: str | None = None  # threads: who started it
    metadata: dict[str, Any] | None = None  # threads: archived, auto_archive_duration, ...
    last_activity: float = 0.0  # threads: when a message was last sent (archiving)
    message_count: int = 0
    recipients: list[User] = field(default_factory=list)  # DMs and group DMs

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def private(self) -> bool:
        """A DM or group DM: no guild, only its recipients see it."""
        return self.guild_id is None

    @property
    def archived(self) -> bool:
        return bool(self.metadata and self.metadata.get("archived"))

    def payload(self, viewer: str | None = None) -> dict[str, Any]:
        """The channel object as `viewer` gets it: a DM or group DM lists its recipients
        but the viewer (PrivateChannelResponse / PrivateGroupChannelResponse)."""
        if self.private:
            data: dict[str, Any] = {
                "id": self.id, "type": self.type, "last_message_id": self.last_message_id,
                "flags": 0, "last_pin_timestamp": None,
                "recipients": [u.payload() for u in self.recipients if u.id != viewer],
            }
            if self.type == GROUP_DM:
                data.update(name=None, icon=None, owner_id=self.recipients[0].id)
            return data
        data = {
            "id": self.id,
            "guild_id": self.guild_id,
            "name": self.name,
            "type": self.type,
            "position": self.position,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": self.parent_id,
            "topic": None,
            "last_message_id": self.last_message_id,
            "rate_limit_per_user": 0,
        }
        if self.is_thread:
            data.update(owner_id=self.owner_id, thread_metadata=dict(self.metadata or {}),
                        message_count=self.message_count, member_count=1,
                        total_message_sent=self.message_count, flags=0)
            del data["position"], data["permission_overwrites"], data["topic"]
        return data


@dataclass
class Member:
    user: User
    role_ids: list[str] = field(default_factory=list)
    joined_at: str = "2024-01-01T00:00:00+00:00"
    nick: str | None = None
    # This member's own overwrites, applied after their roles (emulator.external_apps).
    allow: int = 0
    deny: int = 0


@dataclass
class Guild:
    id: str
    name: str
    owner_id: str
    channels: dict[str, Channel] = field(default_factory=dict)
    threads: dict[str, Channel] = field(default_factory=dict)
    roles: dict[str, Role] = field(default_factory=dict)
    members: dict[str, Member] = field(default_factory=dict)
    preferred_locale: str = "en-US"  # sent as an interaction's `guild_locale`

    def permissions_of(self, user_id: str) -> int:
        """Guild-level permissions as Discord computes them for interaction payloads."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        perms = self.everyone_permissions()
        member = self.members.get(user_id)
        if member is not None:
            for rid in member.role_ids:
                role = self.roles.get(rid)
                if role is not None:
                    perms |= role.permissions
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        if member is not None:
            perms = (perms | member.allow) & ~member.deny
        return perms

    def everyone_permissions(self) -> int:
        return self.roles[self.id].permissions if self.id in self.roles else 0

    def member_payload(self, user_id: str, *, with_user: bool = True) -> dict[str, Any]:
        member = self.members[user_id]
        data: dict[str, Any] = {
            "roles": list(member.role_ids),
            "joined_at": member.joined_at,
            "nick": member.nick,
            "avatar": None,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = member.user.payload()
        return data

    def payload(self) -> dict[str, Any]:
        """A GUILD_CREATE body: what discord.py's Guild._from_data reads."""
        return {
            "id": self.id,
            "name": self.name,
            "icon": None,
            "owner_id": self.owner_id,
            "unavailable": False,
            "member_count": len(self.members),
            "large": False,
            "features": [],
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "preferred_locale": self.preferred_locale,
            "system_channel_flags": 0,
            "afk_timeout": 300,
            "joined_at": "2024-01-01T00:00:00+00:00",
            "roles": [r.payload() for r in self.roles.values()],
            "channels": [c.payload() for c in self.channels.values()],
            "members": [self.member_payload(uid) for uid in self.members],
            "emojis": [],
            "stickers": [],
            "threads": [t.payload() for t in self.threads.values() if not t.archived],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }


def walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component of a message, depth first, nested ones too (V2 layouts nest
    action rows in containers, and a section has an accessory)."""
    out: list[dict[str, Any]] = []
    for comp in components:
        out.append(comp)
        out.extend(walk(comp.get("components") or []))
        if comp.get("accessory"):
            out.append(comp["accessory"])
    return out


def _json_copy(value: Any) -> Any:
    """Deep copy of a JSON tree; faster than copy.deepcopy for plain dicts/lists."""
    return json.loads(json.dumps(value))


USER_MENTION = re.compile(r"<@!?(\d+)>")


def notified_users(payload: dict[str, Any], default: dict[str, Any] | None = None
                   ) -> tuple[str, ...]:
    """Who a new message notifies, as Discord decides: the users mentioned in its content
    or, in a Components V2 message, its text displays (never in embeds) that its
    `allowed_mentions` allows (none given: every mention; `parse` with "users": every user
    mention; else those listed in `users`). An ephemeral message notifies nobody.
    @everyone and roles are not users: they never count here."""
    if int(payload.get("flags") or 0) & 64:
        return ()
    texts = [str(payload.get("content") or "")] + [
        str(c.get("content") or "") for c in walk(list(payload.get("components") or []))
        if c.get("type") == 10]
    mentioned = list(dict.fromkeys(m for text in texts for m in USER_MENTION.findall(text)))
    allowed = payload.get("allowed_mentions", default)
    if allowed is None:
        return tuple(mentioned)
    if "users" in (allowed.get("parse") or []):
        return tuple(mentioned)
    listed = {str(u) for u in allowed.get("users") or []}
    return tuple(u for u in mentioned if u in listed)


def _identity(value: Any) -> Any:
    return value


@dataclass
class StoredMessage:
    """One message as Discord holds it, plus the emulator's bookkeeping.

    ``version`` increases on every edit and ``history`` keeps earlier payload snapshots, so
    tests can assert on what a player saw before the last update.
    """

    id: str
    channel_id: str
    guild_id: str | None
    author: dict[str, Any]
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[dict[str, Any]] = field(default_factory=list)
    flags: int = 0
    timestamp: str = ""
    edited_timestamp: str | None = None
    webhook_id: str | None = None
    application_id: str | None = None
    interaction_metadata: dict[str, Any] | None = None
    interaction_id: str | None = None
    visible_to: str | None = None
    #: users this message notified when it was created (an edit notifies nobody)
    notified: tuple[str, ...] = ()
    version: int = 0
    deleted: bool = False
    history: list[dict[str, Any]] = field(default_factory=list)
    created_at: float = 0.0
    updated_at: float = 0.0

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & 64)

    def payload(self, *, copy: bool = True) -> dict[str, Any]:
        """The full Discord message object (what REST returns and discord.py parses).

        ``copy=False`` shares the nested lists: safe for serialising and for history because
        edits replace those lists rather than mutating them, and it keeps the hot path cheap.
        """
        dup = _json_copy if copy else _identity
        data: dict[str, Any] = {
            "id": self.id,
            "channel_id": self.channel_id,
            "author": dup(self.author),
            "content": self.content,
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [
                {k: v for k, v in a.items() if k != "content"} for a in self.attachments
            ],
            "embeds": dup(self.embeds),
            "pinned": False,
            "type": 20
            if self.interaction_metadata
            and self.interaction_metadata["type"] == 2
            and self.webhook_id
            else 0,
            "flags": self.flags,
            "components": dup(self.components),
        }
        if self.guild_id is not None:
            data["guild_id"] = self.guild_id
        if self.webhook_id is not None:
            data["webhook_id"] = self.webhook_id
        if self.application_id is not None:
            data["application_id"] = self.application_id
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = dup(self.interaction_metadata)
        return data


@dataclass
class InteractionRecord:
    """An interaction the emulator dispatched, and how the bot answered it."""

    id: str
    token: str
    type: int
    payload: dict[str, Any]
    user_id: str
    channel_id: str
    guild_id: str | None
    created_at: float
    message_id: str | None = None  # the message a component lives on
    message_version: int | None = None  # its version when clicked
    response_type: int | None = None
    response_data: dict[str, Any] | None = None
    responded_at: float | None = None
    original_message_id: str | None = None
    followup_ids: list[str] = field(default_factory=list)
    rejected: list[dict[str, Any]] = field(default_factory=list)
    #: `authorizing_integration_owners`: {"0": guild id or "0", "1": installer id}
    owners: dict[str, str] = field(default_factory=dict)
    context: int = GUILD_CONTEXT
    #: the member may not let external apps answer publicly here: every message this
    #: interaction creates is ephemeral, whatever the bot asked
    forced_ephemeral: bool = False

    @property
    def user_install_only(self) -> bool:
        """Only a user install authorized it: Discord allows 5 follow-ups."""
        return set(self.owners) == {str(USER_INSTALL)}


@dataclass
class RequestRecord:
    """One REST request, for assertions ("the bot never called X") and latency figures."""

    method: str
    path: str
    query: dict[str, str]
    json: Any
    received: float
    answered: float | None = None
    status: int | None = None
    response: Any = None

    @property
    def duration(self) -> float | None:
        return None if self.answered is None else self.answered - self.received
