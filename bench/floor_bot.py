"""The no-op floor bot, run as its own process: ``python -m bench.floor_bot [--minimal]``.

The floor isolates the transport cost (discord.py + the emulator round trip) from the
game bot's own work, so it must answer the same way the game bot does (DynamicItem
dispatch, a type-7 ``edit_message``) with a message of the same shape and size:

* default ("game-sized"): an embed like a game turn's (title, description with the dice,
  a totals field, a footer), five die buttons, a Roll button and a 13-option select.
  The handler keeps a tiny per-player counter so the message changes on every click,
  but does no storage and no game logic: that is exactly what the game bot adds.
* ``--minimal``: the original floor, one "Click" button re-sent unchanged.

Like ``python -m bot`` it reads ``DISCORD_TOKEN``, ``DISCORD_API_BASE`` and
``DISCORD_GATEWAY_URL`` (see bot/app/endpoints.py), so the benchmark can start both the same
way, each in its own process, as production runs the bot away from Discord.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
from typing import Any

import discord

from bot.app.endpoints import point_discord_from_env

TEMPLATE = r"floor:(?P<p>\d+):(?P<v>\d+):(?P<a>[a-z]+)(?::(?P<arg>\w+))?"
MINIMAL_TEMPLATE = r"floor:(?P<p>\d+)"
FACES = {1: "1️⃣", 2: "2️⃣", 3: "3️⃣", 4: "4️⃣", 5: "5️⃣", 6: "6️⃣"}
BLANK = "🎲"
BOXES = (
    "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a kind",
    "Four of a kind", "Full house", "Small straight", "Large straight", "Yacht", "Chance",
)


def game_shaped(player: int, version: int) -> tuple[discord.Embed, discord.ui.View]:
    """A turn message the size of the game bot's: embed, 5 dice, Roll, 13-option select.

    Dice and points follow ``version`` so every reply differs (no caching shortcuts).
    """
    dice = [(version * 7 + i * 3 + player) % 6 + 1 for i in range(5)]
    held = {version % 5} if version % 2 else set()
    line = "  ".join(("🔒" if i in held else "") + FACES[d] for i, d in enumerate(dice))
    embed = discord.Embed(
        title=f"Yacht — game #{player + 1}",
        description=(
            f"**Turn:** <@{100000000000000000 + player}> — roll {version % 3 + 1} of 3\n"
            f"**Dice:** {line}\n**Held:** {', '.join(str(i + 1) for i in held) or 'none'}\n"
            f"Last: <@{100000000000000000 + player}> rolled {line}."
        ),
        colour=discord.Colour.green(),
    )
    embed.add_field(
        name="Totals", value=f"▶ <@{100000000000000000 + player}>: **{version}**", inline=False
    )
    embed.set_footer(text=f"#{player + 1} · v{version}")
    view = discord.ui.View(timeout=None)
    for i, d in enumerate(dice):
        view.add_item(FloorItem(discord.ui.Button(
            emoji=FACES[d], label="Held" if i in held else None, row=0,
            style=discord.ButtonStyle.primary if i in held else discord.ButtonStyle.secondary,
            custom_id=f"floor:{player}:{version}:hold:{i}",
        )))
    view.add_item(FloorItem(discord.ui.Button(
        label=f"Roll ({2 - version % 3} left)", emoji=BLANK, row=1,
        style=discord.ButtonStyle.success, custom_id=f"floor:{player}:{version}:roll",
    )))
    options = [
        discord.SelectOption(value=f"b{n}", label=f"{name} — {(n * version) % 30}")
        for n, name in enumerate(BOXES)
    ]
    view.add_item(FloorItem(discord.ui.Select(
        custom_id=f"floor:{player}:{version}:score", options=options, placeholder="Score…",
        min_values=1, max_values=1, row=2,
    )))
    return embed, view


def game_shaped_payload(player: int, version: int = 0) -> dict[str, Any]:
    """The same message as a raw payload, to seed the emulator's store before any click."""
    embed, view = game_shaped(player, version)
    return {"embeds": [embed.to_dict()], "components": view.to_components()}


class FloorItem(discord.ui.DynamicItem[discord.ui.Item], template=TEMPLATE):
    """Every component of the game-sized message; a click re-draws it one version later."""

    def __init__(self, item: discord.ui.Item) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str], /
    ) -> FloorItem:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        match = re.fullmatch(TEMPLATE, self.custom_id)
        assert match is not None
        embed, view = game_shaped(int(match["p"]), int(match["v"]) + 1)
        await interaction.response.edit_message(
            embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none()
        )


class MinimalButton(discord.ui.DynamicItem[discord.ui.Button], template=MINIMAL_TEMPLATE):
    """One button per player; the click handler does nothing but re-send the same view."""

    def __init__(self, player: int) -> None:
        super().__init__(discord.ui.Button(label="Click", custom_id=f"floor:{player}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> MinimalButton:
        return cls(int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(view=self.view)


class FloorBot(discord.Client):
    """A client with nothing but the floor's dynamic items."""

    def __init__(self, *, minimal: bool = False) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # as the game bot: guilds cached, nothing privileged
        super().__init__(intents=intents)
        self.minimal = minimal

    async def setup_hook(self) -> None:
        self.add_dynamic_items(MinimalButton if self.minimal else FloorItem)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minimal", action="store_true", help="one button, unchanged reply")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    point_discord_from_env()
    client = FloorBot(minimal=args.minimal)
    client.run(os.environ["DISCORD_TOKEN"], log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
