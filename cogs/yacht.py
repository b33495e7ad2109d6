"""The /yacht slash commands (guild-only). Thin: parse, call the service, render."""

from __future__ import annotations

import contextlib
import logging
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot import strings
from bot.app import YachtBot, already_answered, in_time, reply_private, respond
from bot.render import (
    render_leaderboard,
    render_rules,
    render_scorecard,
    render_settings,
    render_stats,
)
from bot.rules import GAMES, game_info
from bot.service import ChannelTaken, GameService, Place, Refusal, options_of
from bot.storage import GameRecord

log = logging.getLogger(__name__)

GAME_CHOICES = [app_commands.Choice(name=game_info(k).name, value=k) for k in GAMES]
OPTION_NAMES = (
    "full_house", "yacht_bonus", "four_of_a_kind", "double_generala", "generala_points",
    "double_generala_points", "served_bonus", "served_generala_wins", "straight",
)
# The choices mirror bot.rules' OptionSpecs; tests/bot/test_commands.py keeps them in step.
FullHouse = Literal["fixed", "sum"]
FourOfAKind = Literal["face", "sum"]
GeneralaPoints = Literal[50, 60]
DoublePoints = Literal[100, 120]
ServedBonus = Literal[5, 10]
Straight = Literal["standard", "one_gap", "ace_as_two"]


def jump_url(game: GameRecord) -> str | None:
    if game.message_id is None:
        return None
    return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{game.message_id}"


def given_options(values: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in values.items() if k in OPTION_NAMES and v is not None}


@app_commands.guild_only()
class Yacht(commands.GroupCog, group_name="yacht", group_description=strings.GROUP_DESC):
    """Every /yacht subcommand."""

    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self) -> GameService:
        return self.bot.games

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Discord's client hides guild-only commands in DMs; a hand-made one is refused."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise app_commands.NoPrivateMessage()
        return True

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await refuse(interaction, str(original))
            return
        if isinstance(original, app_commands.NoPrivateMessage):
            await reply_private(interaction, strings.GUILD_ONLY)
            return
        log.error("command failed", exc_info=original)
        await reply_private(interaction, strings.SOMETHING_WRONG)

    # -- start -------------------------------------------------------------

    @app_commands.command(name="start", description=strings.START_DESC)
    @app_commands.describe(game=strings.PARAM_GAME, **strings.PARAM_OPTIONS)
    @app_commands.choices(game=GAME_CHOICES)
    async def start(
        self, interaction: discord.Interaction, game: str | None = None,
        full_house: FullHouse | None = None, yacht_bonus: bool | None = None,
        four_of_a_kind: FourOfAKind | None = None, double_generala: bool | None = None,
        generala_points: GeneralaPoints | None = None,
        double_generala_points: DoublePoints | None = None,
        served_bonus: ServedBonus | None = None, served_generala_wins: bool | None = None,
        straight: Straight | None = None,
    ) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        options = given_options(locals())
        try:
            record = await in_time(interaction, self.service.create_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                host_id=interaction.user.id, kind=game, options=options,
            ), ephemeral=False, thinking=True)
        except ChannelTaken as taken:
            url = jump_url(taken.game) or f"#{taken.game.id}"
            await refuse(interaction, strings.CHANNEL_BUSY.format(url=url))
            return
        try:
            message_id = await post_lobby(interaction, record)
        except discord.HTTPException as error:
            # Never shown: close the lobby at once so it cannot block the channel.
            log.warning("game %s: lobby not posted (%s); closed", record.id, error.status)
            await self.service.abandon(record.id)
            return
        await self.service.set_message(record.id, message_id)

    # -- information -----------------------------------------------------------

    @app_commands.command(name="rules", description=strings.RULES_DESC)
    @app_commands.describe(game=strings.PARAM_GAME)
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        assert interaction.guild_id is not None
        settings = await in_time(
            interaction, self.service.guild_settings(interaction.guild_id), thinking=True
        )
        kind = game or settings.default_game
        await respond(
            interaction, embed=render_rules(kind, options_of(kind, settings.default_options)),
            ephemeral=True,
        )

    @app_commands.command(name="scorecard", description=strings.SCORECARD_DESC)
    async def scorecard(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await in_time(
            interaction, self.service.active_in_channel(interaction.channel_id), thinking=True
        )
        if record is None:
            raise Refusal(strings.NO_GAME_HERE)
        record, rules = await self.service.load(record.id)
        if rules is None:
            raise Refusal(strings.NOT_STARTED)
        await respond(
            interaction, **render_scorecard(record, rules).kwargs(), ephemeral=True
        )

    @app_commands.command(name="leaderboard", description=strings.LEADERBOARD_DESC)
    @app_commands.describe(game=strings.PARAM_GAME)
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(
        self, interaction: discord.Interaction, game: str | None = None
    ) -> None:
        assert interaction.guild_id is not None
        repo = self.service.repo
        guild_id = interaction.guild_id

        async def boards() -> tuple[str, Any, Any]:
            kind = game or (await self.service.guild_settings(guild_id)).default_game
            humans = await repo.leaderboard(guild_id, kind, with_computers=False)
            mixed = await repo.leaderboard(guild_id, kind, with_computers=True)
            return kind, humans, mixed

        kind, humans, mixed = await in_time(
            interaction, boards(), ephemeral=False, thinking=True
        )
        await respond(
            interaction, embed=render_leaderboard(kind, humans, mixed),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="stats", description=strings.STATS_DESC)
    @app_commands.describe(user=strings.PARAM_USER)
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        assert interaction.guild_id is not None
        who = user or interaction.user
        rows = await in_time(
            interaction, self.service.repo.player_stats(interaction.guild_id, who.id),
            ephemeral=False, thinking=True,
        )
        await respond(
            interaction, embed=render_stats(who.id, rows),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    # -- control ------------------------------------------------------------------

    @app_commands.command(name="cancel", description=strings.CANCEL_DESC)
    async def cancel(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        from cogs.play import actor_of

        place = Place(interaction.guild_id, interaction.channel_id)

        async def cancel() -> Any:
            record = await self.service.active_in_channel(place.channel_id)
            if record is None:
                raise Refusal(strings.NO_GAME_HERE)
            return await self.service.cancel(record.id, actor_of(interaction), place=place)

        outcome = await in_time(interaction, cancel(), thinking=True)
        self.bot.show(outcome, by=interaction.user.mention)
        await reply_private(
            interaction, strings.CANCELLED_BY.format(user=interaction.user.mention)
        )

    @app_commands.command(name="leave", description=strings.LEAVE_DESC)
    async def leave(self, interaction: discord.Interaction) -> None:
        assert interaction.guild_id is not None and interaction.channel_id is not None
        from cogs.play import actor_of

        place = Place(interaction.guild_id, interaction.channel_id)

        async def leave() -> Any:
            record = await self.service.active_in_channel(place.channel_id)
            if record is None:
                raise Refusal(strings.NO_GAME_HERE)
            return await self.service.leave(record.id, actor_of(interaction), place=place)

        outcome = await in_time(interaction, leave(), thinking=True)
        self.bot.show(outcome)
        if outcome.current_is_computer:
            self.bot.runner.kick(outcome.game.id)
        await reply_private(interaction, strings.LEFT_GAME)

    @app_commands.command(name="settings", description=strings.SETTINGS_DESC)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        default_game=strings.PARAM_GAME, turn_timeout=strings.PARAM_TIMEOUT,
        **strings.PARAM_OPTIONS,
    )
    @app_commands.choices(default_game=GAME_CHOICES)
    async def settings(
        self, interaction: discord.Interaction, default_game: str | None = None,
        turn_timeout: app_commands.Range[int, 0, 1440] | None = None,
        full_house: FullHouse | None = None, yacht_bonus: bool | None = None,
        four_of_a_kind: FourOfAKind | None = None, double_generala: bool | None = None,
        generala_points: GeneralaPoints | None = None,
        double_generala_points: DoublePoints | None = None,
        served_bonus: ServedBonus | None = None, served_generala_wins: bool | None = None,
        straight: Straight | None = None,
    ) -> None:
        assert interaction.guild_id is not None
        perms = interaction.permissions
        if not (perms and perms.manage_guild):
            raise Refusal(strings.NEED_MANAGE)
        settings, changed = await in_time(interaction, self.service.update_settings(
            interaction.guild_id, default_game=default_game,
            turn_timeout=None if turn_timeout is None else turn_timeout * 60,
            options=given_options(locals()),
        ), thinking=True)
        await respond(
            interaction, content=strings.SETTINGS_SAVED if changed else None,
            embed=render_settings(settings), ephemeral=True,
        )


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """A private refusal, also after a public "thinking" defer (which would otherwise
    turn the refusal into a public message): the placeholder goes first."""
    if interaction.response.is_done() and interaction.response.type is (
        discord.InteractionResponseType.deferred_channel_message
    ):
        with contextlib.suppress(discord.HTTPException):
            original = await interaction.original_response()
            if not original.flags.ephemeral:
                await interaction.delete_original_response()
    await reply_private(interaction, text)


async def post_lobby(interaction: discord.Interaction, record: GameRecord) -> int:
    """Show the lobby as the command's answer; returns its message id."""
    from bot.render import render_lobby

    screen = render_lobby(record).kwargs()
    if interaction.response.is_done():  # deferred while the database was slow
        return (await interaction.edit_original_response(**screen)).id
    try:
        callback = await interaction.response.send_message(**screen)
    except discord.HTTPException as error:
        if not already_answered(error):
            raise
        # Applied, but its reply was lost: the message exists, ask for it.
        return (await interaction.original_response()).id
    resource = callback.resource
    if isinstance(resource, discord.InteractionMessage):
        return resource.id
    return (await interaction.original_response()).id


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Yacht(bot))
