"""What one render produces, ready for send_message / edit_message."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot import strings
from bot.rules import game_info
from bot.storage import GameRecord, Seat
from bot.storage.models import seat_keys


@dataclass
class Screen:
    embed: discord.Embed
    view: discord.ui.View | None = None
    content: str | None = None

    def kwargs(self) -> dict[str, Any]:
        """Arguments for send_message/edit_message (view=None clears components)."""
        return {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": discord.AllowedMentions.none(),
        }


def name_of(seat: Seat, position: int) -> str:
    if seat.user_id is not None:
        return f"<@{seat.user_id}>"
    return strings.COMPUTER_NAME.format(n=position + 1, level=seat.level)


def names_by_key(record: GameRecord) -> dict[str, str]:
    return {
        key: name_of(seat, i)
        for i, (seat, key) in enumerate(zip(record.seats, seat_keys(record.seats), strict=True))
    }


def game_name(record: GameRecord) -> str:
    return game_info(record.kind).name


def new_view() -> discord.ui.View:
    return discord.ui.View(timeout=None)
