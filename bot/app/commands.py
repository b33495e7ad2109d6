"""The slash commands: the cogs that define them, their publication, and the answer to
a command the tree cannot run."""

from __future__ import annotations

import logging
import pkgutil

import discord
from discord import app_commands
from discord.ext import commands

from bot.app.translator import CatalogueTranslator
from bot.domain import Refusal
from bot.ops import metrics
from bot.settings import Settings
from bot.table.replies import reply_refusal

log = logging.getLogger(__name__)


def discover_cogs() -> list[str]:
    """Every module in the top-level cogs/ package, as extension names."""
    import cogs

    return [
        f"cogs.{m.name}" for m in pkgutil.iter_modules(cogs.__path__) if not m.name.startswith("_")
    ]


async def load_commands(bot: commands.Bot, names: tuple[str, ...] | None) -> None:
    """The cogs, and with them the slash command tree, in every language."""
    for name in names or discover_cogs():
        await bot.load_extension(name)
    await bot.tree.set_translator(CatalogueTranslator())


async def sync_commands(tree: app_commands.CommandTree[discord.Client],
                        settings: Settings) -> dict[str, int]:
    """Publish the command tree, or with SYNC_COMMANDS=false only read the ids Discord
    gave it: a deploy syncs once (`python -m bot sync-commands`), not every process
    at every start, which would spend the command-update rate limit for nothing.
    Returns each top-level command's id: public messages name commands as clickable
    mentions (</yacht start:ID>)."""
    guild_id = settings.dev_guild_id
    guild = discord.Object(id=guild_id) if guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    where = f" to guild {guild_id}" if guild_id else ""
    if settings.sync_commands:
        synced = await tree.sync(guild=guild)
        log.info("synced %d command(s)%s", len(synced), where)
    else:
        synced = await tree.fetch_commands(guild=guild)
        missing = sorted({c.name for c in tree.get_commands(guild=guild)}
                         - {c.name for c in synced})
        if missing:
            log.warning("command(s) %s not published%s: run `python -m bot sync-commands`"
                        " (SYNC_COMMANDS=false)", ", ".join(missing), where)
    return {command.name: command.id for command in synced}


async def on_tree_error(interaction: discord.Interaction,
                        error: app_commands.AppCommandError) -> None:
    """Commands the tree cannot run (unknown, stale signature, a DM) get an answer."""
    command = interaction.command
    if isinstance(command, app_commands.Command) and command._has_any_error_handlers():
        return  # the cog answered already
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        await reply_refusal(interaction, Refusal("unknown_command"))
    elif isinstance(error, app_commands.NoPrivateMessage):
        await reply_refusal(interaction, Refusal("guild_only"))
    else:
        metrics.ANSWERS.mark(interaction.id, "failed")
        log.error("command failed", exc_info=error)
        await reply_refusal(interaction, Refusal("failed"))
