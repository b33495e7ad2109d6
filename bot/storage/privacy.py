"""What forget-me and the purge of left servers share between the two backends: how a
stored game stops naming a player, and which tables hold a server's rows.

Pure (no SQL driver): each backend runs its own statements around these.
"""

from __future__ import annotations

import json
from typing import Any, Literal, get_args

from bot.domain import FORGOTTEN, Seat, seat_key

__all__ = ["FORGOTTEN", "GUILD_TABLES", "USER_SWITCH_TABLES", "Switch", "forgotten_key",
           "rename_player", "switch_table"]

#: a user's own on/off choices, each in a table `user_<switch>` holding a row only for
#: those who chose (the server decides for the others); forget-me deletes every one
Switch = Literal["pings", "auto_roll"]
USER_SWITCH_TABLES = tuple(f"user_{switch}" for switch in get_args(Switch))


def switch_table(switch: Switch) -> str:
    """The table of a switch (its name is written into SQL: only a known one passes)."""
    if switch not in get_args(Switch):
        raise ValueError(f"unknown switch {switch!r}")
    return f"user_{switch}"

#: every table with a guild_id column: a left server's rows go from all of them
#: (seats and the move log go with their games). A table added with a guild_id
#: joins this list; tests/storage/test_privacy.py fails until it does.
GUILD_TABLES = ("games", "results", "guild_settings", "guild_cosmetics", "game_skill",
                "ratings", "rating_history", "rating_applied", "season_closes", "season_marks")
#: the servers the database holds data of as a server that added the bot: games played
#: elsewhere (a chat's id stands in their guild_id) or where the bot never was a member
#: are not the bot's to forget when it leaves (bot.service.departures)
STORED_GUILDS = (
    "SELECT guild_id FROM games WHERE context = 'guild'"
    " UNION SELECT guild_id FROM results WHERE context = 'guild'"
    " UNION SELECT guild_id FROM guild_settings UNION SELECT guild_id FROM guild_cosmetics")


def forgotten_key(position: int) -> str:
    """The seat key a forgotten player's seat is known by from then on."""
    return seat_key(Seat(level=FORGOTTEN), position)


def rename_player(text: str, old: str, new: str) -> str:
    """Stored JSON (a rules state, a move-log entry) with the player key `old` replaced by
    `new` wherever it is a value or a key; other text is untouched."""
    data = json.loads(text)
    renamed = _rename(data, old, new)
    if renamed == data:
        return text
    return json.dumps(renamed, separators=(",", ":"), ensure_ascii=False)


def _rename(value: Any, old: str, new: str) -> Any:
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_rename(v, old, new) for v in value]
    if isinstance(value, dict):
        return {(new if k == old else k): _rename(v, old, new) for k, v in value.items()}
    return value
