"""The daily challenge's Discord side: /yacht daily, its private clicks, Share, the board.

Thin: the daily's rules of engagement are the service's and bot.service.daily's; this reads
the interaction, calls them and answers. A daily is played in ephemeral messages,
each click answered by updating the clicked message (type 7). An ephemeral message
lives by the token of the interaction that created it (15 minutes): past that, the
click's answer is a new private message instead, and /yacht daily brings the game
back at any time.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Sequence
from typing import TypeVar

import discord

from bot.domain import Refusal, TableView
from bot.render.components import Click
from bot.render.daily import render_daily, render_daily_board, render_daily_end, share_line
from bot.render.screen import Screen, web_button
from bot.service.games import Actor, Outcome, Place
from bot.table.parts import Parts
from bot.table.pipeline import Table
from bot.table.replies import answer_edit, in_time, reader_texts, respond
from bot.table.where import where_of
from bot.text import Texts, texts_for

log = logging.getLogger(__name__)

T = TypeVar("T")

#: a private message older than this is not updated: its token (15 min) may be gone
UPDATE_WITHIN = dt.timedelta(minutes=14)


async def daily_screen(parts: Parts, record: TableView, t: Texts,
                       note: str | None = None,
                       unlocks: Sequence[tuple[int, str]] = ()) -> Screen:
    """The daily as its player sees it now: in play, or its end with its figures (and
    the dice sets its last move unlocked)."""
    stored, rules = await parts.service.load(record.id)
    if rules is None:  # pragma: no cover - a daily is created started
        raise Refusal("not_started")
    if record.status == "finished":
        summary = await parts.dailies.summary(stored)
        page = await parts.dailies.page(stored, parts.screens.public_url)
        return render_daily_end(summary, t, note=note, unlocks=unlocks,
                                game=rules, page=page)
    await parts.looks.warm(record)
    look = parts.looks.looks(record).get(str(record.host_id))
    return render_daily(record, rules, t, note=note, look=look)


async def open_daily(parts: Parts, interaction: discord.Interaction) -> None:
    """/yacht daily: today's game, new or going on, or its result; always private."""
    where = where_of(interaction)
    t = await reader_texts(interaction)

    async def screen() -> Screen:
        record, _, new = await parts.dailies.open(
            guild_id=where.scope_id, channel_id=where.channel_id, user_id=interaction.user.id,
            language=t.language, context=where.context)
        rolled = await parts.table.roll_first(record.id)  # the player's auto-roll
        record = record if rolled is None else rolled.game
        note = t("daily-new") if new else t(
            "daily-done-before" if record.status == "finished" else "daily-resumed")
        return await daily_screen(parts, record, t, note)

    # A first game's end (a review, the solver's score) can take a moment: in time.
    shown = await in_time(interaction, screen(), ephemeral=True, thinking=True)
    await respond(interaction, **shown.send_kwargs(), ephemeral=True)


def expired(interaction: discord.Interaction) -> bool:
    """Whether the clicked private message is too old to be updated."""
    message = interaction.message
    if message is None:
        return False
    clicked = discord.utils.snowflake_time(interaction.id)
    return clicked - message.created_at > UPDATE_WITHIN


async def daily_click(parts: Parts, interaction: discord.Interaction, click: Click,
                      values: list[str], place: Place) -> None:
    """A click on a daily's private message (from `place`): a move, or Share. Refusals
    are private and change nothing (another player's daily, a channel message, another
    day)."""
    record, _ = await parts.dailies.mine(click.game_id, interaction.user.id)
    parts.service.check_place(record, place)
    if click.action == "share":
        await share(parts, interaction, click)
        return
    arg = values[0] if values else click.arg
    t = await reader_texts(interaction)
    await parts.table.act(click.game_id, click.version, Actor(interaction.user.id),
                          click.action, arg, place=place,
                          answer=DailyAnswer(parts, interaction, t))


class DailyAnswer:
    """A daily's move is shown by updating the clicked private message."""

    token: discord.Interaction | None = None  # a solo game: no turn pings

    def __init__(self, parts: Parts, interaction: discord.Interaction, t: Texts) -> None:
        self.parts = parts
        self.interaction = interaction
        self.t = t
        self._since: float | None = None

    async def wait(self, work: Awaitable[T]) -> T:
        self._since = asyncio.get_running_loop().time()
        return await in_time(self.interaction, work)

    async def show(self, table: Table, outcome: Outcome) -> None:
        # One answer for the move and its screen: Discord's 3 s count from the click.
        screen = await in_time(self.interaction, daily_screen(
            self.parts, outcome.game, self.t, unlocks=outcome.unlocks), since=self._since)
        await show_private(self.interaction, screen, self.t)


async def show_private(interaction: discord.Interaction, screen: Screen, t: Texts) -> None:
    """Update the clicked private message; a new one when it is too old to be updated
    (or its update fails): the move is saved either way, so it must be seen."""
    if not expired(interaction):
        try:
            await answer_edit(interaction, **screen.kwargs())
            return
        except discord.HTTPException as error:
            log.info("daily: the clicked message could not be updated (%s %s); sending "
                     "a new one", error.status, error.code)
    screen.content = t("daily-moved")
    await respond(interaction, **screen.send_kwargs(), ephemeral=True)


async def share(parts: Parts, interaction: discord.Interaction, click: Click) -> None:
    """Post the one-line result in the channel, once."""
    summary = await in_time(interaction, parts.dailies.share(click.game_id, interaction.user.id),
                            ephemeral=False, thinking=True)
    # A public line: the server's language (else the one the daily was opened in).
    language = await parts.service.guild_language(summary.table.guild_id)
    public = texts_for(language or summary.table.language)
    await respond(interaction, content=share_line(summary, public),
                  allowed_mentions=discord.AllowedMentions.none())


async def daily_board(parts: Parts, interaction: discord.Interaction) -> None:
    """/yacht leaderboard by: daily — private: today's board only for who played it."""
    where = where_of(interaction)
    board = await in_time(interaction, parts.dailies.board(where.scope_id,
                                                           interaction.user.id),
                          ephemeral=True, thinking=True)
    t = await reader_texts(interaction)
    page = await parts.screens.board_page(where.scope_id, where.context, board.kind, "daily")
    await respond(interaction, embed=render_daily_board(board, t), ephemeral=True,
                  allowed_mentions=discord.AllowedMentions.none(),
                  **web_button(page, t("btn-board-page")))

