"""/yacht dice and its menu: show a player's sets, let them pick one (private)."""

from __future__ import annotations

import discord

from bot.art.dice_sets import SET_IDS
from bot.domain import Refusal
from bot.render import Screen, render_dice_shelf
from bot.render.components import Click
from bot.render.dice import how_to_unlock, set_name
from bot.table.parts import Parts
from bot.table.replies import answer_edit, reader_texts, reply_refusal, respond


async def shelf_screen(parts: Parts, interaction: discord.Interaction,
                       note: str | None = None) -> Screen:
    t = await reader_texts(interaction)
    shelf = await parts.looks.shelf(interaction.user.id)
    enabled = True
    if interaction.guild_id is not None:
        enabled = await parts.looks.enabled(interaction.guild_id)
    looks = {set_id: parts.looks.emoji.look(set_id) for set_id in SET_IDS}
    return render_dice_shelf(shelf.owned, shelf.chosen, looks, t, enabled=enabled,
                             new=shelf.new, note=note)


async def show_dice(parts: Parts, interaction: discord.Interaction) -> None:
    screen = await shelf_screen(parts, interaction)
    await respond(interaction, **screen.send_kwargs(), ephemeral=True)


async def pick_dice(parts: Parts, interaction: discord.Interaction, click: Click,
                    values: list[str]) -> None:
    """The menu's choice: a set the player owns becomes theirs (a locked or unknown
    one, e.g. from a forged click, is refused and changes nothing)."""
    t = await reader_texts(interaction)
    set_id = values[0] if values else ""
    if set_id not in SET_IDS:
        await reply_refusal(interaction, Refusal("unknown_component"))
        return
    if not await parts.looks.choose(interaction.user.id, set_id):
        await reply_refusal(interaction, Refusal(
            "dice_locked", set=set_name(set_id, t), how=how_to_unlock(set_id, t)))
        return
    screen = await shelf_screen(parts, interaction,
                                note=t("dice-picked", name=set_name(set_id, t)))
    await answer_edit(interaction, **screen.kwargs())
