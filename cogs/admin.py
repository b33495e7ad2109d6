"""/yacht-settings: the server's defaults, for people with Manage Server.

Its own top-level command because Discord applies `default_member_permissions`
per top-level command only: on a /yacht subcommand it would never reach Discord
and everyone would see it. The runtime check stays, since a server can grant
the command to anyone in its integration settings.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.domain import HINT_SETTINGS, PLAY_IN, WEB_SETTINGS, Refusal
from bot.render import render_settings
from bot.render.seasons import SEASON_WORDS
from bot.service.games import PING_GRACE, RATING_MINIMUM, TIMEOUT_MINUTES
from bot.table.parts import Parts, parts_of
from bot.table.replies import answer_command_error, in_time, reader_texts, respond
from cogs._params import game_choices, language_choices, suggest_rules, text

PLAY_IN_WORDS = {"channel": "play-in-channel", "thread": "play-in-thread"}
assert tuple(PLAY_IN_WORDS) == PLAY_IN
WEB_WORDS = {"off": "web-setting-off", "on": "web-setting-on", "listed": "web-setting-listed"}
assert tuple(WEB_WORDS) == WEB_SETTINGS


class Admin(commands.Cog):
    def __init__(self, parts: Parts) -> None:
        self.parts = parts

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await answer_command_error(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Discord's client hides guild-only commands in DMs; a hand-made one is refused."""
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        return True

    @app_commands.command(name=locale_str("yacht-settings", key="cmdname-settings"),
                          description=text("cmd-settings"))
    @app_commands.guild_only()
    @app_commands.guild_install()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(default_game=text("param-default-game"),
                           daily_game=text("param-daily-game"),
                           turn_timeout=text("param-timeout"), hints=text("param-hints"),
                           cosmetics=text("param-cosmetics"),
                           language=text("param-language-server"),
                           rules=text("param-rules-server"), pings=text("param-pings-server"),
                           ping_grace=text("param-ping-grace"), play_in=text("param-play-in"),
                           season=text("param-season-length"),
                           season_channel=text("param-season-channel"),
                           rated_hints=text("param-rated-hints"),
                           rating_minimum=text("param-rating-minimum"),
                           win_chances=text("param-win-chances"),
                           web=text("param-web"),
                           auto_roll=text("param-auto-roll-server"))
    @app_commands.rename(
        default_game=locale_str("default_game", key="paramname-default-game"),
        daily_game=locale_str("daily_game", key="paramname-daily-game"),
        turn_timeout=locale_str("turn_timeout", key="paramname-turn-timeout"),
        language=locale_str("language", key="paramname-language"),
        rules=locale_str("rules", key="paramname-rules"),
        hints=locale_str("hints", key="paramname-hints"),
        cosmetics=locale_str("cosmetics", key="paramname-cosmetics"),
        pings=locale_str("pings", key="paramname-pings"),
        ping_grace=locale_str("ping_grace", key="paramname-ping-grace"),
        play_in=locale_str("play_in", key="paramname-play-in"),
        season=locale_str("season", key="paramname-season"),
        season_channel=locale_str("season_channel", key="paramname-season-channel"),
        rated_hints=locale_str("rated_hints", key="paramname-rated-hints"),
        rating_minimum=locale_str("rating_minimum", key="paramname-rating-minimum"),
        win_chances=locale_str("win_chances", key="paramname-win-chances"),
        web=locale_str("web", key="paramname-web"),
        auto_roll=locale_str("auto_roll", key="paramname-auto-roll"))
    @app_commands.choices(default_game=game_choices(), daily_game=game_choices(), hints=[
        app_commands.Choice(name=text(f"hints-setting-{value}"), value=value)
        for value in HINT_SETTINGS], language=language_choices(automatic=True), play_in=[
        app_commands.Choice(name=text(key), value=value) for value, key in PLAY_IN_WORDS.items()],
        season=[app_commands.Choice(name=text(key), value=value)
                for value, key in SEASON_WORDS.items()],
        web=[app_commands.Choice(name=text(key), value=value) for value, key in WEB_WORDS.items()])
    @app_commands.autocomplete(rules=suggest_rules)
    async def settings(
        self, interaction: discord.Interaction, default_game: str | None = None,
        turn_timeout: app_commands.Range[int, TIMEOUT_MINUTES[0], TIMEOUT_MINUTES[1]]
        | None = None,
        hints: str | None = None,
        cosmetics: bool | None = None,
        language: str | None = None,
        rules: str | None = None,
        pings: bool | None = None,
        ping_grace: app_commands.Range[int, PING_GRACE[0], PING_GRACE[1]] | None = None,
        daily_game: str | None = None,
        play_in: str | None = None,
        season: str | None = None,
        season_channel: discord.TextChannel | None = None,
        rated_hints: bool | None = None,
        rating_minimum: app_commands.Range[int, RATING_MINIMUM[0], RATING_MINIMUM[1]]
        | None = None,
        win_chances: bool | None = None,
        web: str | None = None,
        auto_roll: bool | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        perms = interaction.permissions
        if not (perms and perms.manage_guild):
            raise Refusal("need_manage")
        guild_id = interaction.guild_id

        async def save() -> tuple[Any, bool, bool, str]:
            settings, changed = await self.parts.service.update_settings(
                guild_id, default_game=default_game,
                turn_timeout=None if turn_timeout is None else turn_timeout * 60,
                hints=hints, language=language, rules=rules, pings=pings,
                ping_grace=ping_grace, daily_game=daily_game, play_in=play_in,
                season=season, season_channel=None if season_channel is None
                else season_channel.id, rated_hints=rated_hints, rating_minimum=rating_minimum,
                win_chances=win_chances, auto_roll=auto_roll,
            )
            if cosmetics is not None:
                await self.parts.looks.set_enabled(guild_id, cosmetics)
                changed = True
            if web is not None:
                await self.parts.service.set_web(guild_id, web)
                changed = True
            return (settings, changed, await self.parts.looks.enabled(guild_id),
                    await self.parts.service.web_setting(guild_id))

        # A locked database can hold the save for seconds: in_time defers the answer.
        settings, changed, enabled, pages = await in_time(interaction, save(), thinking=True)
        t = await reader_texts(interaction)
        embed = render_settings(settings, t, auto_roll=self.parts.service.auto_roll)
        embed.add_field(name=t("field-cosmetics"),
                        value=t("cosmetics-on") if enabled else t("cosmetics-off"))
        embed.add_field(name=t("field-web"), value=t(WEB_WORDS[pages]))
        await respond(
            interaction,
            content=t("settings-saved") if changed else None, embed=embed, ephemeral=True,
        )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Admin(parts_of(bot)))
