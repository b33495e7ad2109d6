"""The end of a season, on Discord: closed once, posted once.

Every process looks every POLL seconds (and once ready): the seasons that have ended are
closed (bot.service.seasons: one row per server and season, whoever writes it first), and
the posts of the servers it serves are claimed (a lease: a process that dies holding one
gives it up after LEASE seconds), sent to the channel the admin chose, and marked made.
A channel the bot can no longer post in is marked too (message 0): the post is not tried
again and again. Servers that use the bot as a user-installed app get no post.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
from collections.abc import Awaitable, Callable

import discord

from bot.render.seasons import render_season_post, season_pictures
from bot.service.seasons import Seasons
from bot.text import Texts

log = logging.getLogger(__name__)

#: seconds between two looks for a season that ended
POLL = 300.0
#: seconds a claimed post is left to the process that claimed it
LEASE = 600.0

Send = Callable[[int, discord.Embed, list[discord.File]], Awaitable[int]]


class SeasonPosts:
    """Closes ended seasons and makes their posts (see the module doc)."""

    def __init__(self, seasons: Seasons, *, send: Send, members: Callable[[], set[int]],
                 owns: Callable[[int], bool], texts: Callable[[int], Awaitable[Texts]],
                 name: Callable[[int], Awaitable[str | None]],
                 ready: Callable[[], Awaitable[object]], poll: float = POLL,
                 lease: float = LEASE) -> None:
        self.seasons = seasons
        self.send = send
        self.members = members
        self.owns = owns
        self.texts = texts
        self.name = name
        self.ready = ready
        self.poll = poll
        self.lease = lease
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self._wake = asyncio.Event()

    def wake(self) -> None:
        self._wake.set()

    async def step(self) -> int:
        """One look: close what ended on this process's servers, make their posts; the
        posts made."""
        repo = self.seasons.repo
        now = self.seasons.clock()
        members = self.members()
        # Each process closes its own shards' servers, where it knows which have the
        # bot as a member (a server of another shard is not one it sees).
        await self.seasons.close_due(now, member=members, serves=self.owns)
        mine = [guild_id for guild_id in members if self.owns(guild_id)]
        if not mine:
            return 0
        made = 0
        for guild_id, length, number, channel_id in await repo.claim_season_posts(
                self.owner, now, self.lease, guild_ids=mine):
            closed = await self.seasons.summary(guild_id, length, number)
            t = await self.texts(guild_id)
            embed = render_season_post(closed, t)
            players = {s.user_id for board in closed.standings.values() for s in board}
            names = {user_id: await self.name(user_id) or "?" for user_id in players}
            files = season_pictures(closed, names, t)
            if files:
                embed.set_image(url=f"attachment://{files[0].filename}")
            try:
                message_id = await self.send(channel_id, embed, files)
            except (discord.Forbidden, discord.NotFound) as error:
                log.warning("season %s %s of server %s: no post in channel %s (%s)",
                            length, number, guild_id, channel_id, error.status)
                message_id = 0
            await repo.season_posted(guild_id, length, number, message_id)
            if message_id:
                made += 1
                log.info("season %s %s of server %s posted", length, number, guild_id)
        return made

    async def run(self) -> None:
        await self.ready()
        first = True
        while True:
            self._wake.clear()
            try:
                made = await self.step()
                if first:  # the operator (and a test) knows the restart caught up
                    log.info("seasons looked at since the start: %d posts made", made)
                    first = False
            except Exception as error:  # the next look tries again
                log.warning("season closes not done yet (%r)", error)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.poll)
