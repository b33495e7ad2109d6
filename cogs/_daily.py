"""The daily challenge's Discord side: /yacht daily, its private clicks, Share, the board.

Thin: the daily's rules of engagement are the service's and bot.service.daily's; this reads
the interaction, calls them and answers. A daily is played in ephemeral messages,
each click answered by updating the clicked message (type 7). An ephemeral message
lives by the token of the interaction that created it (15 minutes): past that, the
click's answer is a new private message instead, and /yacht daily brings the game
back at any time.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Sequence

import discord

from bot.app.client import YachtBot
from bot.domain import Refusal
from bot.render.components import Click
from bot.render.daily import render_daily, render_daily_board, render_daily_end, share_line
from bot.render.screen import Screen
from bot.service.games import Actor, Place
from bot.storage import GameRecord
from bot.table.replies import already_answered, answer_edit, in_time, reader_texts, respond
from bot.text import Texts, texts_for

log = logging.getLogger(__name__)

#: a private message older than this is not updated: its token (15 min) may be gone
UPDATE_WITHIN = dt.timedelta(minutes=14)


async def daily_screen(bot: YachtBot, record: GameRecord, t: Texts,
                       note: str | None = None,
                       unlocks: Sequence[tuple[int, str]] = ()) -> Screen:
    """The daily as its player sees it now: in play, or its end with its figures (and
    the dice sets its last move unlocked)."""
    _, rules = await bot.games.load(record.id)
    if rules is None:  # pragma: no cover - a daily is created started
        raise Refusal("not_started")
    if record.status == "finished":
        summary = await bot.dailies.summary(record)
        return render_daily_end(summary, t, note=note, unlocks=unlocks,
                                game=rules)
    await bot.looks.warm(record)
    look = bot.looks.looks(record).get(str(record.host_id))
    return render_daily(record, rules, t, note=note, look=look)


async def open_daily(bot: YachtBot, interaction: discord.Interaction) -> None:
    """/yacht daily: today's game, new or going on, or its result; always private."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    guild_id, channel_id = interaction.guild_id, interaction.channel_id
    t = await reader_texts(interaction)

    async def screen() -> Screen:
        record, _, new = await bot.dailies.open(
            guild_id=guild_id, channel_id=channel_id, user_id=interaction.user.id,
            language=t.language)
        note = t("daily-new") if new else t(
            "daily-done-before" if record.status == "finished" else "daily-resumed")
        return await daily_screen(bot, record, t, note)

    # A first game's end (a review, the solver's score) can take a moment: in time.
    shown = await in_time(interaction, screen(), ephemeral=True, thinking=True)
    await respond(interaction, **shown.send_kwargs(), ephemeral=True)


def place_of(interaction: discord.Interaction, click: Click) -> Place:
    assert interaction.guild_id is not None and interaction.channel_id is not None
    message = interaction.message
    message_id = None if message is None or message.flags.ephemeral else message.id
    return Place(interaction.guild_id, interaction.channel_id, message_id, click.day)


def expired(interaction: discord.Interaction) -> bool:
    """Whether the clicked private message is too old to be updated."""
    message = interaction.message
    if message is None:
        return False
    clicked = discord.utils.snowflake_time(interaction.id)
    return clicked - message.created_at > UPDATE_WITHIN


async def daily_click(bot: YachtBot, interaction: discord.Interaction, click: Click,
                      values: list[str]) -> None:
    """A click on a daily's private message: a move, or Share. Refusals are private and
    change nothing (another player's daily, a channel message, another day)."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise Refusal("guild_only")
    place = place_of(interaction, click)
    record, _ = await bot.dailies.mine(click.game_id, interaction.user.id)
    bot.games.check_place(record, place)
    if click.action == "share":
        await share(bot, interaction, click)
        return
    arg = values[0] if values else click.arg
    t = await reader_texts(interaction)

    async def move() -> Screen:
        outcome = await bot.games.act(click.game_id, click.version,
                                      Actor(interaction.user.id), click.action, arg,
                                      place=place)
        return await daily_screen(bot, outcome.game, t, unlocks=outcome.unlocks)

    shown = await in_time(interaction, move())
    await show_private(interaction, shown, t)


async def show_private(interaction: discord.Interaction, screen: Screen, t: Texts) -> None:
    """Update the clicked private message; a new one when it is too old to be updated
    (or its update fails): the move is saved either way, so it must be seen."""
    if not expired(interaction):
        try:
            await answer_edit(interaction, **screen.kwargs())
            return
        except discord.HTTPException as error:
            if already_answered(error):
                return
            log.info("daily: the clicked message could not be updated (%s %s); sending "
                     "a new one", error.status, error.code)
    screen.content = t("daily-moved")
    await respond(interaction, **screen.send_kwargs(), ephemeral=True)


async def share(bot: YachtBot, interaction: discord.Interaction, click: Click) -> None:
    """Post the one-line result in the channel, once."""
    summary = await in_time(interaction, bot.dailies.share(click.game_id, interaction.user.id),
                            ephemeral=False, thinking=True)
    # A public line: the server's language (else the one the daily was opened in).
    language = await bot.games.guild_language(summary.table.guild_id)
    public = texts_for(language or summary.table.language)
    await respond(interaction, content=share_line(summary, public),
                  allowed_mentions=discord.AllowedMentions.none())


async def daily_board(bot: YachtBot, interaction: discord.Interaction) -> None:
    """/yacht leaderboard by: daily — private: today's board only for who played it."""
    assert interaction.guild_id is not None
    guild_id = interaction.guild_id
    board = await in_time(interaction, bot.dailies.board(guild_id, interaction.user.id),
                          ephemeral=True, thinking=True)
    t = await reader_texts(interaction)
    await respond(interaction, embed=render_daily_board(board, t),
                  ephemeral=True, allowed_mentions=discord.AllowedMentions.none())

