"""The no-op floor bot, run as its own process:
``python -m bench.floor_bot [--shape board|embed|minimal]``.

The floor isolates the transport cost (discord.py + the emulator round trip) from the
game bot's own work, so it answers with a message of the same shape and size. Every
click changes the message (its version is in every custom_id), but the floor does no
storage and no game logic: that is exactly what the game bot adds.

* ``board`` (default): the game's board as the bot draws it since round 3, one
  Components V2 card with the same components and about as many characters (3,800).
  It answers the way the game bot does, with the bot's own code: the clicked message
  taken without parsing its components (bot.app.interactions), the click routed by its
  custom_id in ``on_interaction``, the payload sent as it is
  (bot.render.components.Payload) in a type-7 callback asking for no copy of the
  message (bot.table.replies.update_message).
* ``embed``: the round-2 turn message, an embed (title, description with the dice, a
  totals field, a footer), five die buttons, a Roll button and a 13-option select,
  answered as the round-2 bot did (DynamicItem dispatch, discord.py items): kept to
  compare with earlier figures.
* ``minimal``: the original floor, one "Click" button re-sent unchanged.

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
from bot.app.interactions import ClickMessages
from bot.render.components import Payload
from bot.table.replies import update_message

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


def _button(custom_id: str, label: str | None, style: int, emoji: str | None = None
            ) -> dict[str, Any]:
    button: dict[str, Any] = {"type": 2, "style": style, "disabled": False}
    if label:
        button["label"] = label
    button["custom_id"] = custom_id
    if emoji:
        button["emoji"] = {"id": None, "name": emoji}
    return button


def board_shaped(player: int, version: int) -> list[dict[str, Any]]:
    """A turn of the board as bot.render draws it: one container holding the title, the
    turn and its dice, a row of five dice, two face buttons, Roll and Hint, three boxes as
    buttons, the 13-option menu (each option described), a separator, the totals, the
    last event, the fairness line and the version. Dice and points follow `version`."""
    dice = [(version * 7 + i * 3 + player) % 6 + 1 for i in range(5)]
    held = {version % 5} if version % 2 else set()
    user = f"<@{100000000000000000 + player}>"
    line = "  ".join(("🔒" if i in held else "") + FACES[d] for i, d in enumerate(dice))
    prefix = f"floor:{player}:{version}"
    texts = [
        f"### Yacht — game #{player + 1}",
        f"**Turn:** {user} — roll {version % 3 + 1} of 3\n## {line}\n"
        f"**Held:** {' '.join(FACES[dice[i]] for i in held) or 'none'}\n"
        f"-# Tap a face ({FACES[dice[0]]} ×2) to keep those dice and roll the rest, or tap "
        f"single dice to hold them, then Roll.",
    ]
    rows = [
        [_button(f"{prefix}:hold:{i}", "Held" if i in held else None, 1 if i in held else 2,
                 "🔒" if i in held else FACES[d]) for i, d in enumerate(dice)],
        [_button(f"{prefix}:keep:{face}", f"{FACES[face]} ×{dice.count(face)}", 1)
         for face in sorted(set(dice))[:2]],
        [_button(f"{prefix}:roll", f"Roll ({2 - version % 3} left)", 3, BLANK),
         _button(f"{prefix}:hint", "Hint", 2, "💡")],
        [_button(f"{prefix}:score:b{n}", f"{BOXES[n]} — {(n * version) % 30}", 3)
         for n in (8, 6, 12)],
        [{"type": 3, "custom_id": f"{prefix}:score", "min_values": 1, "max_values": 1,
          "disabled": False, "required": True, "placeholder": "Score…",
          "options": [{"label": f"{name} — {(n * version) % 30}", "value": f"b{n}",
                       "default": False,
                       "description": f"What {name} scores."}
                      for n, name in enumerate(BOXES)]}],
    ]
    inner: list[dict[str, Any]] = [{"type": 10, "content": text} for text in texts]
    inner += [{"type": 1, "components": row} for row in rows]
    inner.append({"type": 14, "divider": True, "spacing": 1})
    inner += [{"type": 10, "content": text} for text in (
        f"**Totals**\n▶ {user}: **{version}**",
        f"**Last:** {user} rolled {line}.",
        "-# 🎲 Dice committed before the game: `" + "ab12" * 16 + "`",
        f"-# #{player + 1} · v{version}",
    )]
    return [{"type": 17, "accent_color": discord.Colour.green().value, "spoiler": False,
             "components": inner}]


def board_shaped_payload(player: int, version: int = 0) -> dict[str, Any]:
    """The board as a raw payload, to seed the emulator's store before any click."""
    return {"components": board_shaped(player, version),
            "flags": discord.MessageFlags(components_v2=True).value}


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


SHAPES = ("board", "embed", "minimal")


class FloorBot(discord.Client):
    """A client answering every click with the floor's message of one shape."""

    def __init__(self, *, shape: str = "board") -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # as the game bot: guilds cached, nothing privileged
        super().__init__(intents=intents)
        self.shape = shape
        self.click_messages = ClickMessages(self._connection) if shape == "board" else None

    async def setup_hook(self) -> None:
        if self.shape != "board":
            self.add_dynamic_items(MinimalButton if self.shape == "minimal" else FloorItem)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """The board's clicks, routed by custom_id as the game bot routes its own."""
        if self.click_messages is None:
            return
        self.click_messages.restore(interaction)
        if interaction.type is not discord.InteractionType.component:
            return
        match = re.fullmatch(TEMPLATE, str((interaction.data or {}).get("custom_id", "")))
        if match is None:
            return
        await update_message(
            interaction, view=Payload(board_shaped(int(match["p"]), int(match["v"]) + 1), v2=True),
            allowed_mentions=discord.AllowedMentions.none())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shape", choices=SHAPES, default="board",
                        help="the message answered (see the module doc)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    point_discord_from_env()
    client = FloorBot(shape=args.shape)
    client.run(os.environ["DISCORD_TOKEN"], log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
