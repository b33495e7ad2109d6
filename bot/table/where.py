"""Where an interaction comes from: a server that added the bot, a server that did not (a
member uses the app from their own account), a group DM, a DM between two people, or a
DM with the bot (bot.domain.CONTEXTS).

Discord says it in two fields: the interaction's `context` (GUILD, BOT_DM or
PRIVATE_CHANNEL) and its `authorizing_integration_owners`, the installations that
authorised it: the server's id under GUILD_INSTALL when the server added the app, the
installing user's under USER_INSTALL. On a click, the owners are those of the command
that made the clicked message, whoever clicks: `Interaction.is_user_integration()`
compares the clicker with the installer, so it is false for a friend's click, and the
owners map is read instead.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.domain import MEMBER_CONTEXTS, PRIVATE_CONTEXTS, Refusal

GUILD_INSTALL, USER_INSTALL = 0, 1
#: a member's permission to use apps installed to other members' accounts in a server
#: (Discord's USE_EXTERNAL_APPS; the interaction's app_permissions never carries it)
USE_EXTERNAL_APPS = 1 << 50


@dataclass(frozen=True)
class Where:
    """An interaction's place: its context, the key of its leaderboard (the server's id,
    or the chat's channel id outside servers) and its channel."""

    context: str
    scope_id: int
    channel_id: int

    @property
    def bot_member(self) -> bool:
        return self.context in MEMBER_CONTEXTS

    @property
    def in_server(self) -> bool:
        return self.context not in PRIVATE_CONTEXTS


def owners(interaction: discord.Interaction) -> dict[int, int]:
    """The installations that authorised the interaction (integration type -> id)."""
    found = getattr(interaction, "_integration_owners", None)
    return dict(found) if isinstance(found, dict) else {}


def context_of(interaction: discord.Interaction) -> str:
    """The interaction's context (bot.domain.CONTEXTS)."""
    if interaction.guild_id is not None:
        installed = owners(interaction).get(GUILD_INSTALL) == interaction.guild_id
        return "guild" if installed else "guild_app"
    if interaction.context.dm_channel:
        return "bot_dm"
    channel = interaction.channel
    if getattr(channel, "type", None) is discord.ChannelType.group:
        return "group_dm"
    return "dm"


def where_of(interaction: discord.Interaction) -> Where:
    """Where the interaction comes from; refused when Discord names no channel, or no
    installation that authorised it (Discord always does: a hand-made interaction)."""
    channel_id = interaction.channel_id
    if channel_id is None:
        raise Refusal("guild_only")
    if not owners(interaction):
        raise Refusal("forged")
    context = context_of(interaction)
    scope = interaction.guild_id if interaction.guild_id is not None else channel_id
    return Where(context, scope, channel_id)


def user_installed_only(interaction: discord.Interaction) -> bool:
    """Authorised by a user's install alone (no server's): Discord then allows at most 5
    follow-ups per interaction."""
    found = owners(interaction)
    return USER_INSTALL in found and GUILD_INSTALL not in found


def external_apps_off(interaction: discord.Interaction) -> bool:
    """A server that did not add the bot and does not let this member use apps from
    their own account publicly: Discord would turn every answer private."""
    if interaction.guild_id is None or context_of(interaction) != "guild_app":
        return False
    permissions = interaction.permissions
    return permissions is not None and not permissions.value & USE_EXTERNAL_APPS
