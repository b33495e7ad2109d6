"""Where a game's messages are drawn: the requests the table's steps make to Discord.

The steps after a change (show, place, ping) say what to draw; a surface says how it
reaches the players. Today's surface is a channel the bot is a member of: it edits,
posts and deletes messages through the channel endpoints. A game played where the bot
is not a member has only interaction tokens to draw with; it gets a surface of its
own, and the steps stay the same.
"""

from __future__ import annotations

import logging
from typing import Literal, Protocol

import discord

from bot.domain import TableView
from bot.render import Screen
from bot.render.components import drawn_version
from bot.table.tokens import Tokens, TokenSurface

log = logging.getLogger(__name__)

THREAD_ARCHIVED = 50083  # Discord's code for an action refused in an archived thread
#: minutes without a message before Discord archives a game's thread (one of its choices)
ARCHIVE_AFTER: Literal[60, 1440, 4320, 10080] = 1440


class Surface(Protocol):
    """What the table's steps ask of the place a game is drawn in."""

    async def edit(self, message_id: int, screen: Screen, *, fallback: bool = False
                   ) -> None: ...

    async def post(self, screen: Screen) -> int: ...

    async def delete(self, message_id: int) -> None: ...

    async def last_message_id(self) -> int | None: ...

    async def send(self, content: str, mentions: discord.AllowedMentions) -> int: ...


class ChannelSurface:
    """A channel (or thread) the bot is a member of: the channel endpoints."""

    def __init__(self, client: discord.Client, channel_id: int,
                 guild_id: int | None = None) -> None:
        self.client = client
        self.channel_id = channel_id
        self.guild_id = guild_id

    def _channel(self) -> discord.PartialMessageable:
        return self.client.get_partial_messageable(self.channel_id, guild_id=self.guild_id)

    async def edit(self, message_id: int, screen: Screen, *, fallback: bool = False) -> None:
        """Edit the board; a thread Discord archived after a quiet day is opened again
        (Send Messages is enough while it is not locked). `fallback`: the text sheet."""
        message = self._channel().get_partial_message(message_id)
        kwargs = screen.fallback.kwargs() if fallback and screen.fallback else screen.kwargs()
        try:
            await message.edit(**kwargs)
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED:
                raise
            await self.unarchive()
            await message.edit(**kwargs)

    async def post(self, screen: Screen) -> int:
        return (await self._channel().send(**screen.send_kwargs())).id

    async def delete(self, message_id: int) -> None:
        await self._channel().get_partial_message(message_id).delete()

    async def last_message_id(self) -> int | None:
        """One `GET /channels/{id}` (no message intent needed)."""
        channel = await self.client.http.get_channel(self.channel_id)
        last = channel.get("last_message_id")
        return None if last is None else int(str(last))

    async def send(self, content: str, mentions: discord.AllowedMentions) -> int:
        return (await self._channel().send(content, allowed_mentions=mentions)).id

    async def start_thread(self, message_id: int, name: str) -> int:
        """A public thread started from `message_id`; its id."""
        data = await self.client.http.start_thread_with_message(
            self.channel_id, message_id, name=name[:100], auto_archive_duration=ARCHIVE_AFTER,
            reason=None)
        return int(data["id"])

    async def unarchive(self) -> None:
        """Open an archived thread again."""
        try:
            await self.client.http.edit_channel(self.channel_id, archived=False)
        except discord.HTTPException as error:
            log.warning("thread %s: could not be unarchived (%s %s)", self.channel_id,
                        error.status, error.text)

    async def boards(self, game_id: int) -> list[int]:
        """The bot's own recent messages, newest first, whose controls name the game: a
        board or lobby posted by a process that died before saving its id is among them.
        One `GET /channels/{id}/messages` (Read Message History)."""
        me = self.client.user
        return [message.id async for message in self._channel().history(limit=50)
                if me is not None and message.author.id == me.id
                and drawn_version(message.components, game_id) is not None]

    async def find_board(self, game_id: int) -> int | None:
        """The newest of `boards`, None when there is none or it cannot be read."""
        try:
            found = await self.boards(game_id)
        except discord.HTTPException as error:  # e.g. no Read Message History permission
            log.warning("game %s: cannot look for its message (%s %s)", game_id,
                        error.status, error.text)
            return None
        return found[0] if found else None


class Surfaces:
    """The surface each game is drawn on: its channel where the bot is a member, its
    interaction tokens elsewhere (bot.table.tokens)."""

    def __init__(self, client: discord.Client, tokens: Tokens) -> None:
        self.client = client
        self.tokens = tokens

    def of(self, channel_id: int, guild_id: int | None = None) -> ChannelSurface:
        return ChannelSurface(self.client, channel_id, guild_id)

    def for_game(self, table: TableView) -> Surface:
        if table.bot_member:
            return self.of(table.channel_id)
        return TokenSurface(self.tokens, table.id)
