"""The /yacht slash commands (guild-only). Thin: parse, call the service, render."""

from __future__ import annotations

import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app import YachtBot, reader_texts, reply_private, reply_refusal
from bot.domain import Refusal, TableView
from bot.render import (
    RecentGame,
    mention,
    render_leaderboard,
    render_lobby,
    render_rules,
    render_scorecard,
    render_stats,
    stats_chart,
)
from bot.service import ChannelTaken, GameService, options_of
from cogs._dice import pick_dice, show_dice
from cogs._params import EN, game_choices, given_options, with_rule_options
from cogs.play import actor_of

log = logging.getLogger(__name__)


def jump_url(game: TableView) -> str | None:
    if game.message_id is None:
        return None
    return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{game.message_id}"


@app_commands.guild_only()
class Yacht(commands.GroupCog, group_name="yacht", group_description=EN("cmd-group")):
    """Every /yacht subcommand a player uses (the admin one is /yacht-settings)."""

    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self) -> GameService:
        return self.bot.games

    async def cog_load(self) -> None:
        async def pick(interaction: discord.Interaction, click: Any, values: list[str]) -> None:
            await pick_dice(self.bot, interaction, click, values)

        self.bot.private_clicks["dice"] = pick

    async def cog_unload(self) -> None:
        self.bot.private_clicks.pop("dice", None)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await self.bot.answer_command_error(interaction, error)

    # -- start -------------------------------------------------------------

    @app_commands.command(name="start", description=EN("cmd-start"))  # type: ignore[arg-type]  # **options: see _params
    @app_commands.describe(game=EN("param-game"))
    @app_commands.choices(game=game_choices())
    @with_rule_options
    async def start(self, interaction: discord.Interaction, game: str | None = None,
                    **options: Any) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        try:
            record = await self.service.create_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                host_id=interaction.user.id, kind=game, options=given_options(options),
            )
        except ChannelTaken as taken:
            taken.params["url"] = jump_url(taken.active) or f"#{taken.active.id}"
            await reply_refusal(interaction, taken)
            return
        sent = await interaction.response.send_message(
            **render_lobby(record, self.bot.game_texts(record)).send_kwargs())
        # Discord returns the posted message with the callback: no second request.
        message = sent.resource if isinstance(sent.resource, discord.InteractionMessage) \
            else await interaction.original_response()
        await self.service.set_message(record.id, message.id)

    # -- information -----------------------------------------------------------

    @app_commands.command(name="rules", description=EN("cmd-rules"))
    @app_commands.describe(game=EN("param-game"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        assert interaction.guild_id is not None
        settings = await self.service.guild_settings(interaction.guild_id)
        kind = game or settings.default_game
        await interaction.response.send_message(
            embed=render_rules(kind, options_of(kind, settings.default_options),
                               reader_texts(interaction)),
            ephemeral=True,
        )

    @app_commands.command(name="scorecard", description=EN("cmd-scorecard"))
    async def scorecard(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await self.service.active_in_channel(interaction.channel_id)
        if record is None:
            raise Refusal("no_game")
        record, rules = await self.service.load(record.id)
        if rules is None:
            raise Refusal("not_started")
        t = reader_texts(interaction)
        screen = render_scorecard(record, rules, t, await self.bot.display_names(record, t))
        await interaction.response.send_message(**screen.send_kwargs(), ephemeral=True)

    @app_commands.command(name="leaderboard", description=EN("cmd-leaderboard"))
    @app_commands.describe(game=EN("param-game"))
    @app_commands.choices(game=game_choices())
    async def leaderboard(
        self, interaction: discord.Interaction, game: str | None = None
    ) -> None:
        assert interaction.guild_id is not None
        kind, humans, mixed = await self.service.leaderboard(interaction.guild_id, game)
        await interaction.response.send_message(
            embed=render_leaderboard(kind, humans, mixed, reader_texts(interaction)),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="stats", description=EN("cmd-stats"))
    @app_commands.describe(user=EN("param-user"))
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        assert interaction.guild_id is not None
        who = user or interaction.user
        rows = await self.service.player_stats(interaction.guild_id, who.id)
        t = reader_texts(interaction)
        embed = render_stats(who.id, rows, t)
        recent = await self.service.repo.recent_results(interaction.guild_id, who.id)
        chart = stats_chart(who.display_name, [RecentGame(*r) for r in recent], t)
        files = []
        if chart is not None:
            files.append(discord.File(io.BytesIO(chart), filename="stats.png"))
            embed.set_image(url="attachment://stats.png")
        await interaction.response.send_message(
            embed=embed, files=files, allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="dice", description=EN("cmd-dice"))
    async def dice(self, interaction: discord.Interaction) -> None:
        await show_dice(self.bot, interaction)

    # -- control ------------------------------------------------------------------

    @app_commands.command(name="cancel", description=EN("cmd-cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await self.service.active_in_channel(interaction.channel_id)
        if record is None:
            raise Refusal("no_game")
        outcome = await self.service.cancel(record.id, actor_of(interaction))
        t = reader_texts(interaction)
        await reply_private(interaction, t("cancelled-by", user=mention(interaction.user.id)))
        await self.bot.show(outcome, by=interaction.user.id)


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Yacht(bot))
