"""The /yacht slash commands (guild-only). Thin: parse, call the service, render."""

from __future__ import annotations

import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.app import YachtBot, reader_language, reader_texts, reply_private, reply_refusal
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
from bot.text import texts_for
from cogs._dice import pick_dice, show_dice
from cogs._params import (
    game_choices,
    given_options,
    language_choices,
    text,
    with_rule_options,
)
from cogs.play import actor_of

log = logging.getLogger(__name__)


def jump_url(game: TableView) -> str | None:
    if game.message_id is None:
        return None
    return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{game.message_id}"


@app_commands.guild_only()
class Yacht(commands.GroupCog, group_name="yacht", group_description=text("cmd-group")):
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

    @app_commands.command(name=locale_str("start", key="cmdname-start"),  # type: ignore[arg-type]  # **options: see _params
                          description=text("cmd-start"))
    @app_commands.describe(game=text("param-game"), language=text("param-language-game"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"),
                         language=locale_str("language", key="paramname-language"))
    @app_commands.choices(game=game_choices(), language=language_choices())
    @with_rule_options
    async def start(self, interaction: discord.Interaction, game: str | None = None,
                    language: str | None = None, **options: Any) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        try:
            record = await self.service.create_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                host_id=interaction.user.id, kind=game, options=given_options(options),
                language=language, host_language=await reader_language(interaction),
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

    @app_commands.command(name=locale_str("rules", key="cmdname-rules"),
                          description=text("cmd-rules"))
    @app_commands.describe(game=text("param-game"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        assert interaction.guild_id is not None
        settings = await self.service.guild_settings(interaction.guild_id)
        kind = game or settings.default_game
        await interaction.response.send_message(
            embed=render_rules(kind, options_of(kind, settings.default_options),
                               await reader_texts(interaction)),
            ephemeral=True,
        )

    @app_commands.command(name=locale_str("scorecard", key="cmdname-scorecard"),
                          description=text("cmd-scorecard"))
    async def scorecard(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await self.service.active_in_channel(interaction.channel_id)
        if record is None:
            raise Refusal("no_game")
        record, rules = await self.service.load(record.id)
        if rules is None:
            raise Refusal("not_started")
        t = await reader_texts(interaction)
        screen = render_scorecard(record, rules, t, await self.bot.display_names(record, t))
        await interaction.response.send_message(**screen.send_kwargs(), ephemeral=True)

    @app_commands.command(name=locale_str("leaderboard", key="cmdname-leaderboard"),
                          description=text("cmd-leaderboard"))
    @app_commands.describe(game=text("param-game"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"))
    @app_commands.choices(game=game_choices())
    async def leaderboard(
        self, interaction: discord.Interaction, game: str | None = None
    ) -> None:
        assert interaction.guild_id is not None
        kind, humans, mixed = await self.service.leaderboard(interaction.guild_id, game)
        await interaction.response.send_message(
            embed=render_leaderboard(kind, humans, mixed, await reader_texts(interaction)),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name=locale_str("stats", key="cmdname-stats"),
                          description=text("cmd-stats"))
    @app_commands.describe(user=text("param-user"))
    @app_commands.rename(user=locale_str("user", key="paramname-user"))
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        assert interaction.guild_id is not None
        who = user or interaction.user
        rows = await self.service.player_stats(interaction.guild_id, who.id)
        t = await reader_texts(interaction)
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

    @app_commands.command(name=locale_str("dice", key="cmdname-dice"),
                          description=text("cmd-dice"))
    async def dice(self, interaction: discord.Interaction) -> None:
        await show_dice(self.bot, interaction)

    # -- control ------------------------------------------------------------------

    @app_commands.command(name=locale_str("cancel", key="cmdname-cancel"),
                          description=text("cmd-cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await self.service.active_in_channel(interaction.channel_id)
        if record is None:
            raise Refusal("no_game")
        outcome = await self.service.cancel(record.id, actor_of(interaction))
        t = await reader_texts(interaction)
        by = t.isolate(mention(interaction.user.id))
        await reply_private(interaction, t("cancelled-by", user=by))
        await self.bot.show(outcome, by=interaction.user.id)

    # -- language -------------------------------------------------------------------

    @app_commands.command(name=locale_str("language", key="cmdname-language"),
                          description=text("cmd-language"))
    @app_commands.describe(language=text("param-language"))
    @app_commands.rename(language=locale_str("language", key="paramname-language"))
    @app_commands.choices(language=language_choices(automatic=True))
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """A user's own language for every private answer, on every server."""
        chosen = await self.service.set_user_language(interaction.user.id, language)
        # Answered in the language now in effect, so the reader sees the change at once.
        t = await reader_texts(interaction)
        if chosen is None:
            said = t("language-automatic", language=t("language-name"))
        else:
            said = t("language-set", language=texts_for(chosen)("language-name"))
        await reply_private(interaction, said)


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Yacht(bot))
