"""Clicks on game messages: decode, call the service, answer with the new render.

The answer to a click is the click's own interaction response (type 7,
edit_message), so the game stays one message that changes in place.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot import strings
from bot.app import YachtBot, already_answered, answer_edit, in_time, reply_private
from bot.components import Click
from bot.render import render_level_picker, render_screen
from bot.service import Actor, Outcome, Place, Refusal

BUTTON, STRING_SELECT = 2, 3
# Actions drawn as a select menu (the score menu, the level picker); all others are buttons.
SELECT_ACTIONS = frozenset({"score", "addbot"})

log = logging.getLogger(__name__)


def actor_of(interaction: discord.Interaction) -> Actor:
    perms = interaction.permissions
    return Actor(interaction.user.id, manager=bool(perms and perms.manage_guild))


def place_of(interaction: discord.Interaction) -> Place:
    """Where the click came from; a private prompt (the level picker) has no game message."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    message = interaction.message
    message_id = None if message is None or message.flags.ephemeral else message.id
    return Place(interaction.guild_id, interaction.channel_id, message_id)


def check_shape(interaction: discord.Interaction, click: Click, values: list[str]) -> None:
    """A button id sent as a select (or the reverse), or several values: refused."""
    data: dict = interaction.data or {}  # type: ignore[assignment]
    kind = data.get("component_type")
    if kind == STRING_SELECT:
        if click.action not in SELECT_ACTIONS:
            raise Refusal(strings.UNKNOWN_COMPONENT, "bad_component")
        if len(values) != 1:
            raise Refusal(strings.ONE_CHOICE, "bad_values")
    elif kind == BUTTON:
        if values or click.action == "score":
            raise Refusal(strings.UNKNOWN_COMPONENT, "bad_component")
    else:
        raise Refusal(strings.UNKNOWN_COMPONENT, "bad_component")


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
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal(strings.GUILD_ONLY)
        check_shape(interaction, click, values)
        service = self.bot.games
        actor = actor_of(interaction)
        arg = values[0] if values else click.arg
        if click.action == "addbot" and arg is None:
            await self._offer_levels(interaction, click, actor)
            return
        place = place_of(interaction)
        outcome = await in_time(
            interaction,
            service.act(click.game_id, click.version, actor, click.action, arg, place=place),
        )
        # Stored: from here on the click succeeded, whatever happens to its answer.
        try:
            await self._answer(interaction, outcome, arg)
        finally:
            if outcome.action == "start" and outcome.rules is not None:
                self.bot.prepare_ai(outcome.game.kind, outcome.game.options, outcome.game.seats)
            if outcome.current_is_computer:
                self.bot.runner.kick(outcome.game.id)

    async def _answer(self, interaction: discord.Interaction, outcome: Outcome,
                      arg: str | None) -> None:
        message = interaction.message
        if message is None or message.flags.ephemeral:
            # A click in a private prompt (the level picker): close it, redraw the lobby.
            self.bot.show(outcome)
            try:
                await answer_edit(interaction, content=strings.BOT_ADDED.format(level=arg),
                                  embed=None, view=None)
            except discord.HTTPException as error:
                if not already_answered(error):
                    log.warning("could not close the level picker", exc_info=True)
            return
        # Answer with the newest screen known (a timeout may have played meanwhile).
        shown = self.bot.display.newest(outcome)
        by = interaction.user.mention if shown.action == "cancel" else None
        screen = render_screen(shown.game, shown.rules, by=by)
        try:
            await answer_edit(interaction, **screen.kwargs())
        except discord.HTTPException as error:
            if already_answered(error):
                return  # the first attempt was applied; its reply was lost
            # Expired or refused (over 3 s under load): the action is stored, so bring
            # the message up to date through the channel instead.
            log.warning("click answer failed (%s); showing through the channel", error.status)
            self.bot.show(shown, by, repair=True)

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
