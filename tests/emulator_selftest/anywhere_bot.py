"""A test-only bot with global commands for every install and context (user-installed
apps): what it sees of each interaction and what Discord refused it, for the self-tests
of the emulator's DMs, group DMs and guilds without the bot."""

from __future__ import annotations

from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

from .tiny_bot import CounterButton, counter_view


@dataclass(frozen=True)
class Seen:
    """One interaction as discord.py presented it to the bot."""

    id: int
    context: str
    user_integration: bool
    guild_integration: bool
    channel_type: discord.ChannelType | None
    guild_id: int | None
    member: bool


def _context(interaction: discord.Interaction) -> str:
    ctx = interaction.context
    return "guild" if ctx.guild else "dm" if ctx.dm_channel else \
        "private" if ctx.private_channel else "?"


@app_commands.command(name="table", description="A table anywhere")
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
async def table(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("count=0", view=counter_view(0))


@app_commands.command(name="mine", description="User installs only")
@app_commands.allowed_installs(guilds=False, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
async def mine(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("mine")


@app_commands.command(name="server", description="Guild installs, guilds only")
@app_commands.allowed_installs(guilds=True, users=False)
@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
async def server(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("server")


@app_commands.command(name="plain", description="Neither contexts nor installs given")
async def plain(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("plain")


@app_commands.command(name="pings", description="Answer, then ping everyone n times")
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
async def pings(interaction: discord.Interaction, n: int) -> None:
    await interaction.response.send_message("pinging")
    bot = interaction.client
    assert isinstance(bot, Anywhere)
    for i in range(n):
        try:
            await interaction.followup.send(f"ping {i} {interaction.user.mention}")
        except discord.HTTPException as exc:
            bot.refused.append(exc.code)


@app_commands.command(name="post", description="Answer, then post in the channel")
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
async def post(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("posting")
    bot = interaction.client
    assert isinstance(bot, Anywhere) and interaction.channel is not None
    try:
        await interaction.channel.send("posted")  # type: ignore[union-attr]
    except discord.HTTPException as exc:
        bot.refused.append(exc.code)


class Anywhere(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.seen: list[Seen] = []
        self.refused: list[int] = []  # Discord's error codes, in order

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton)
        for command in (table, mine, server, plain, pings, post):
            self.tree.add_command(command)
        await self.tree.sync()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        channel = interaction.channel
        self.seen.append(Seen(
            id=interaction.id,
            context=_context(interaction),
            user_integration=interaction.is_user_integration(),
            guild_integration=interaction.is_guild_integration(),
            channel_type=getattr(channel, "type", None),
            guild_id=interaction.guild_id,
            member=isinstance(interaction.user, discord.Member),
        ))

    def saw(self, interaction_id: str) -> Seen | None:
        return next((s for s in self.seen if s.id == int(interaction_id)), None)
