"""/yacht forget-me: a private question, then the user's data deleted on their word.

The question's two buttons name the user and the minute they were drawn
(`y:0:{minute}:forget:{user}`, `y:0:{minute}:keepdata:{user}`): a click by anyone
else (only a forged one can be: the message is private) or older than ASK_MINUTES
is refused and deletes nothing.
"""

from __future__ import annotations

import time

import discord

from bot.controls import Button
from bot.domain import Refusal
from bot.render.components import Click
from bot.render.screen import Screen, new_view
from bot.table.parts import Parts
from bot.table.replies import answer_edit, in_time, reader_texts, reply_refusal, respond
from bot.text import Texts

ASK_MINUTES = 10  # how long the question can be answered
CONFIRM, KEEP = "forget", "keepdata"
BUTTON = 2


def minute(now: float | None = None) -> int:
    return int((time.time() if now is None else now) // 60)


def question(user_id: int, t: Texts, now: float | None = None) -> Screen:
    embed = discord.Embed(title=t("forget-title"), description=t("forget-question"),
                          colour=discord.Colour.red())
    view = new_view([
        Button(CONFIRM, arg=str(user_id), label=t("btn-forget-confirm"), style="danger"),
        Button(KEEP, arg=str(user_id), label=t("btn-forget-keep")),
    ], 0, minute(now))
    return Screen(embed=embed, view=view)


async def ask(interaction: discord.Interaction) -> None:
    screen = question(interaction.user.id, await reader_texts(interaction))
    await respond(interaction, **screen.send_kwargs(), ephemeral=True)


async def answer(parts: Parts, interaction: discord.Interaction, click: Click,
                 values: list[str]) -> None:
    """A click on the question: checked, then the data deleted (or not)."""
    data = dict(interaction.data or {})
    user_id = interaction.user.id
    message = interaction.message
    # Only the private question carries these buttons: the same id forged onto a game
    # message must neither delete anything nor have that message edited.
    private = message is not None and message.flags.ephemeral
    if data.get("component_type") != BUTTON or values or click.game_id != 0 or not private:
        await reply_refusal(interaction, Refusal("unknown_component"))
        return
    if click.arg != str(user_id):
        await reply_refusal(interaction, Refusal("forget_not_yours"))
        return
    if not 0 <= minute() - click.version <= ASK_MINUTES:
        await reply_refusal(interaction, Refusal("forget_expired"))
        return
    # Worded before: the language the user chose is among what goes.
    t = await reader_texts(interaction)
    if click.action == KEEP:
        await answer_edit(interaction, content=t("forget-kept"), embed=None, view=None)
        return
    try:
        games = await in_time(interaction, parts.service.forget_user(user_id))
    except Refusal as refusal:
        await reply_refusal(interaction, refusal)
        return
    parts.forget_user(user_id, games)
    await answer_edit(interaction, content=t("forget-done", games=len(games)), embed=None,
                      view=None)
