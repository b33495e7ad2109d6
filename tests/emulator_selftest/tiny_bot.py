"""A deliberately small test-only bot that exercises every emulator feature the real bot uses.

Run in-process via :func:`make_bot`, or as a subprocess with
``python -m tests.emulator_selftest.tiny_bot`` (reads DISCORD_TOKEN, DISCORD_API_BASE,
DISCORD_GATEWAY_URL, like the real bot).
"""

from __future__ import annotations

import asyncio
import io
import os
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.endpoints import point_discord_from_env


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """Stateless button: the count lives in the custom_id, so it survives bot restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=f"Count {n}", custom_id=f"counter:{n}", style=discord.ButtonStyle.primary
            )
        )
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = counter_view(self.n + 1)
        await interaction.response.edit_message(content=f"count={self.n + 1}", view=view)


def counter_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(n))
    view.add_item(discord.ui.Button(label="Disabled", custom_id="never", disabled=True))
    return view


class MenuSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"menu:pick"):
    def __init__(self) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id="menu:pick",
                placeholder="Pick dice",
                min_values=1,
                max_values=2,
                options=[discord.SelectOption(label=f"Die {i}", value=str(i)) for i in range(1, 6)],
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str], /
    ) -> MenuSelect:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])
        await interaction.response.edit_message(content=f"picked={','.join(values)}")


game = app_commands.Group(name="game", description="Game commands")
admin = app_commands.Group(name="admin", description="Admin commands", parent=game)


@game.command(name="start", description="Start a game")
@app_commands.describe(rounds="How many rounds")
async def game_start(
    interaction: discord.Interaction,
    rounds: app_commands.Range[int, 1, 13],
    opponent: discord.Member | None = None,
    fast: bool = False,
    title: str = "Yacht",
    stake: float = 1.5,
) -> None:
    embed = discord.Embed(title=title, description=f"rounds={rounds} fast={fast} stake={stake}")
    if opponent is not None:
        embed.add_field(name="opponent", value=opponent.name)
    embed.set_footer(text=f"started by {interaction.user.name}")
    await interaction.response.send_message(embed=embed, view=counter_view(0))


@admin.command(name="reset", description="Reset (admin only)")
@app_commands.default_permissions(manage_guild=True)
async def admin_reset(interaction: discord.Interaction) -> None:
    allowed = interaction.permissions.manage_guild
    await interaction.response.send_message(f"reset allowed={allowed}", ephemeral=True)


class Tiny(commands.Bot):
    def __init__(self, *, guild_ids: list[int] | None = None) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.guild_ids = guild_ids or []
        self.events: list[str] = []

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton, MenuSelect)
        self.tree.add_command(game)
        register(self.tree)
        for gid in self.guild_ids:
            guild = discord.Object(gid)
            self.tree.add_command(local, guild=guild)
            await self.tree.sync(guild=guild)
        await self.tree.sync()

    async def on_resumed(self) -> None:
        self.events.append("resumed")

    async def on_guild_join(self, guild: discord.Guild) -> None:
        self.events.append(f"join {guild.id}")

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self.events.append(f"remove {guild.id}")


@app_commands.command(name="local", description="Guild-only command")
async def local(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("local ok")


class NameModal(discord.ui.Modal, title="Your name"):
    name = discord.ui.TextInput(label="Name", custom_id="modal:name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}")


def register(tree: app_commands.CommandTree[Any]) -> None:
    """Plain commands, one per response style the emulator must handle."""

    @tree.command(name="ping", description="Embed + buttons")
    async def ping(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            "pong", embed=discord.Embed(title="Pong"), view=counter_view(0)
        )

    @tree.command(name="secret", description="Ephemeral reply")
    async def secret(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("only you", ephemeral=True)

    @tree.command(name="private-counter", description="Ephemeral reply with a button")
    async def private_counter(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("count=0", view=counter_view(0), ephemeral=True)

    @tree.command(name="slow", description="Defer then edit")
    async def slow(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.01)
        await interaction.edit_original_response(content="done thinking")

    @tree.command(name="follow", description="Reply then follow up")
    async def follow(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("first")
        await interaction.followup.send("second", ephemeral=True)

    @tree.command(name="menu", description="A select menu")
    async def menu(interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(MenuSelect())
        await interaction.response.send_message("choose", view=view)

    @tree.command(name="name", description="Opens a modal")
    async def name(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @tree.command(name="upload", description="Send files")
    async def upload(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            "with file", file=discord.File(io.BytesIO(b"hello dice"), filename="dice.txt")
        )
        assert interaction.channel is not None
        await interaction.channel.send(  # type: ignore[union-attr]
            "channel file", file=discord.File(io.BytesIO(b"\x89PNG..."), filename="board.png")
        )


async def main() -> None:
    point_discord_from_env()
    bot = Tiny()
    async with bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    asyncio.run(main())
