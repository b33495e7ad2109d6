"""The end of a season, on Discord: closed once, posted once.

Every process looks every POLL seconds (and once ready, and when a server comes back
from an outage): the seasons that have ended are closed (bot.service.seasons: one row
per server and season, whoever writes it first), and the posts of the servers it serves
are claimed (a lease: a process that dies holding one gives it up after LEASE seconds),
sent to the channel the admin chose, and marked made. A channel the bot can no longer
post in is marked too (message 0): the post is not tried again and again. Servers that
use the bot as a user-installed app get no post, nor servers the bot has left; a server
in an outage (Discord's GUILD_DELETE with `unavailable`) is one the bot is still in, and
its post waits until the server is back.

Exactly once, even when a process dies between sending a post and marking it made: the
nonce the post is sent with, and the time, are written before it is sent. Whoever takes
the claim over then first looks through the channel's messages since that time for the
bot's post of that season (its title, in any of the bot's languages) and marks it made
if it is there. Only if it is not is the post sent again, with the same nonce: Discord
(`enforce_nonce`) answers a repeat from the same author within a few minutes with the
message already made, which covers a post still on its way when the channel was read,
and a channel whose history the bot may not read (then only within those minutes: the
lease is longer, so there a post can repeat once).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable

import discord

from bot.domain import SeasonPost
from bot.render.seasons import render_season_post, season_pictures, season_post_titles
from bot.service.seasons import Seasons
from bot.text import Texts

log = logging.getLogger(__name__)

#: seconds between two looks for a season that ended
POLL = 300.0
#: seconds a claimed post is left to the process that claimed it
LEASE = 600.0
#: seconds before an earlier try's time that a retry looks from (the clocks of two
#: machines, and Discord's, may disagree by this much)
SKEW = 300.0
#: messages of the channel a retry looks through at most for the earlier try's post
SEARCHED = 500


class SeasonPosts:
    """Closes ended seasons and makes their posts (see the module doc)."""

    def __init__(self, seasons: Seasons, *,
                 channel: Callable[[int], discord.abc.Messageable],
                 me: Callable[[], int], available: Callable[[int], bool],
                 owns: Callable[[int], bool], texts: Callable[[int], Awaitable[Texts]],
                 name: Callable[[int], Awaitable[str | None]],
                 ready: Callable[[], Awaitable[object]], poll: float = POLL,
                 lease: float = LEASE) -> None:
        self.seasons = seasons
        self.channel = channel  # a channel to post in and read, by id
        self.me = me  # the bot's own user id (whose post a retry looks for)
        self.available = available  # a server the bot is in and Discord serves now
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
        await self.seasons.close_due(now, serves=self.owns)
        left = set(await repo.guilds_left())
        made = 0
        # A server in an outage is not claimed: its post waits for it to come back.
        for post in await repo.claim_season_posts(
                self.owner, now, self.lease,
                which=lambda g: self.owns(g) and (g in left or self.available(g))):
            if post.guild_id in left:
                log.info("season %s %s of server %s: no post, the bot left the server",
                         post.length, post.number, post.guild_id)
                await repo.season_posted(post.guild_id, post.length, post.number, 0)
                continue
            message_id = await self._make(post)
            await repo.season_posted(post.guild_id, post.length, post.number, message_id)
            if message_id:
                made += 1
                log.info("season %s %s of server %s posted", post.length, post.number,
                         post.guild_id)
        return made

    async def _make(self, post: SeasonPost) -> int:
        """The post's message: found where an earlier try sent it, or sent now (0: the
        channel takes no post)."""
        if post.nonce is not None and post.tried_at is not None:
            found = await self._find(post, post.tried_at)
            if found is not None:
                log.info("season %s %s of server %s: the post an earlier try sent is"
                         " message %s", post.length, post.number, post.guild_id, found)
                return found
        closed = await self.seasons.summary(post.guild_id, post.length, post.number)
        t = await self.texts(post.guild_id)
        embed = render_season_post(closed, t)
        players = {s.user_id for board in closed.standings.values() for s in board}
        names = {user_id: await self.name(user_id) or "?" for user_id in players}
        files = season_pictures(closed, names, t)
        if files:
            embed.set_image(url=f"attachment://{files[0].filename}")
        nonce = post.nonce
        if nonce is None:  # written before the post can exist
            nonce = f"season-{secrets.token_hex(8)}"
            await self.seasons.repo.season_post_tried(post.guild_id, post.length,
                                                      post.number, nonce=nonce,
                                                      at=time.time())
        try:
            message = await self.channel(post.channel_id).send(
                embed=embed, files=files, nonce=nonce,
                allowed_mentions=discord.AllowedMentions.none())
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("season %s %s of server %s: no post in channel %s (%s)",
                        post.length, post.number, post.guild_id, post.channel_id,
                        error.status)
            return 0
        return message.id

    async def _find(self, post: SeasonPost, tried_at: float) -> int | None:
        """The bot's post of this season in its channel since an earlier try (None: not
        there, or the channel's history may not be read)."""
        titles = season_post_titles(post.length, post.number)
        since = dt.datetime.fromtimestamp(tried_at - SKEW, dt.UTC)
        me = self.me()
        try:
            async for message in self.channel(post.channel_id).history(
                    limit=SEARCHED, after=since, oldest_first=True):
                if message.author.id == me and any(e.title in titles
                                                   for e in message.embeds):
                    return message.id
        except (discord.Forbidden, discord.NotFound) as error:
            log.warning("season %s %s of server %s: channel %s not read (%s); sent again"
                        " with the same nonce", post.length, post.number, post.guild_id,
                        post.channel_id, error.status)
        return None

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
