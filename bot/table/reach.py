"""Whether the bot can still reach a game's channel: Discord's answers that mean "gone for
good", and the channel permissions a game needs.

A deleted channel, thread, message or server, or a permission taken away, answers 403 or
404 to every later request: retrying, game after game, only spends the budget of invalid
requests after which Cloudflare bans the bot's IP (10,000 401/403/429 in 10 minutes).
Such a game is ended instead, once (`bot.app.client`), and a game is not started in a channel
where the bot lacks what it needs to keep the message up to date.
"""

from __future__ import annotations

import discord

from bot.domain import Refusal

# 404: Unknown Channel (a thread too), Unknown Guild, Unknown Message.
GONE_404 = frozenset({10003, 10004, 10008})
# 403: Missing Access (the channel hidden from the bot, or the bot removed).
GONE_403 = frozenset({50001})
MISSING_PERMISSIONS = 50013


def gone(error: discord.HTTPException) -> bool:
    """The channel, thread, message or server is gone, or hidden from the bot."""
    return ((error.status == 404 and error.code in GONE_404)
            or (error.status == 403 and error.code in GONE_403))


def unreachable(error: discord.HTTPException) -> bool:
    """`gone`, or a permission the request needs was taken away."""
    return gone(error) or (error.status == 403 and error.code == MISSING_PERMISSIONS)


# What a game needs in its channel besides the interaction answers (which need no
# permission): edits of its message between clicks (computer turns, timeouts), turn
# pings, and finding its lobby message after a restart.
NEEDED = ("view_channel", "embed_links", "read_message_history")
#: every permission a refusal may name (`permission-<name>` in the catalogues)
NAMED = ("view_channel", "send_messages", "send_messages_in_threads", "embed_links",
         "read_message_history")


def missing_permissions(permissions: discord.Permissions, *, thread: bool) -> list[str]:
    """The permissions of NEEDED (and the right to post) that `permissions` lacks, by
    discord.py's names, in a fixed order."""
    post = "send_messages_in_threads" if thread else "send_messages"
    return [name for name in (*NEEDED[:1], post, *NEEDED[1:])
            if not getattr(permissions, name)]


def require_permissions(interaction: discord.Interaction) -> None:
    """Refuse (`bot_permissions`) to open a game where the bot could show it, as the
    answer to this interaction, but not keep it up to date between clicks."""
    missing = missing_permissions(interaction.app_permissions,
                                  thread=isinstance(interaction.channel, discord.Thread))
    if missing:
        raise Refusal("bot_permissions", permissions=missing)
