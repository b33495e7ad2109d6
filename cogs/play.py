"""Clicks on game messages: decode, call the service, answer with the new render.

The answer to a click is the click's own interaction response (type 7,
edit_message), so the game stays one message that changes in place.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot import strings
from bot.app import YachtBot, reply_private
from bot.components import Click
from bot.render import render_level_picker, render_screen
from bot.service import Actor, Refusal

log = logging.getLogger(__name__)


def actor_of(interaction: discord.Interaction) -> Actor:
    perms = interaction.permissions
    return Actor(interaction.user.id, manager=bool(perms and perms.manage_guild))


class Play(commands.Cog):
    """Routes every GameComponent click."""

    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.click_handler = self.on_click

    async def cog_unload(self) -> None:
        self.bot.click_handler = None

    async def on_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        try:
            await self._on_click(interaction, click, values)
        except Refusal as refusal:
            await reply_private(interaction, str(refusal))
        except Exception:
            log.exception("click %s failed", click)
            await reply_private(interaction, strings.SOMETHING_WRONG)

    async def _on_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        if interaction.guild_id is None:
            raise Refusal(strings.GUILD_ONLY)
        service = self.bot.games
        actor = actor_of(interaction)
        arg = values[0] if values else click.arg
        if click.action == "addbot" and arg is None:
            await self._offer_levels(interaction, click, actor)
            return
        outcome = await service.act(click.game_id, click.version, actor, click.action, arg)
        by = interaction.user.mention if outcome.action == "cancel" else None
        screen = render_screen(outcome.game, outcome.rules, by=by)
        message = interaction.message
        if message is not None and not message.flags.ephemeral:
            try:
                await interaction.response.edit_message(**screen.kwargs())
            except discord.NotFound:
                # The interaction expired (over 3 s under load): the action is stored,
                # so bring the message up to date through the channel instead.
                await self.bot.show(outcome)
        else:
            # A click in a private prompt (the level picker): close it, redraw the lobby.
            await interaction.response.edit_message(
                content=strings.BOT_ADDED.format(level=arg), embed=None, view=None
            )
            await self.bot.show(outcome)
        if outcome.action == "start" and outcome.rules is not None:
            self.bot.prepare_ai(outcome.game.kind, outcome.game.options, outcome.game.seats)
        if outcome.current_is_computer:
            self.bot.runner.kick(outcome.game.id)

    async def _offer_levels(
        self, interaction: discord.Interaction, click: Click, actor: Actor
    ) -> None:
        record, _ = await self.bot.games.load(click.game_id)
        if record.status != "lobby":
            raise Refusal(strings.STALE, "stale")
        if not (actor.user_id == record.host_id or actor.manager):
            raise Refusal(strings.NOT_HOST_ADD_BOT.format(host=f"<@{record.host_id}>"))
        screen = render_level_picker(record)
        await interaction.response.send_message(**screen.kwargs(), ephemeral=True)


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Play(bot))
