"""/yacht dice: a player's dice sets, the locked ones with how to unlock them, and a
menu to pick one (private)."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.art.dice_sets import SET_IDS
from bot.controls import Menu, MenuOption
from bot.faces import DiceLook
from bot.render.components import Click
from bot.render.screen import Screen, new_view
from bot.service.collection import MILESTONES
from bot.text import Texts

COLOUR = discord.Colour.purple()
PICK = Click(0, 0, "dice")  # no game: the action names the menu
SET_NAMES = {"classic": "dice-set-classic", "casino": "dice-set-casino",
             "wood": "dice-set-wood", "neon": "dice-set-neon", "gold": "dice-set-gold"}
UNLOCK_RULES = {"classic": "dice-unlock-classic", "casino": "dice-unlock-casino",
                "wood": "dice-unlock-wood", "neon": "dice-unlock-neon",
                "gold": "dice-unlock-gold"}
assert set(SET_NAMES) == set(UNLOCK_RULES) == set(SET_IDS), "every set needs its words"


def set_name(set_id: str, t: Texts) -> str:
    return t.phrase(SET_NAMES.get(set_id, SET_NAMES["classic"]))


def how_to_unlock(set_id: str, t: Texts) -> str:
    params = next((m.params for m in MILESTONES if m.set_id == set_id), {})
    return t(UNLOCK_RULES.get(set_id, UNLOCK_RULES["classic"]), **params)


def render_dice_shelf(owned: frozenset[str], chosen: str, looks: Mapping[str, DiceLook],
                      t: Texts, *, enabled: bool = True, new: tuple[str, ...] = (),
                      note: str | None = None) -> Screen:
    """Every set with its six faces (as the bot can show them), owned ones first."""
    lines = []
    for set_id in sorted(SET_IDS, key=lambda s: (s not in owned, SET_IDS.index(s))):
        look = looks.get(set_id, DiceLook())
        faces = " ".join(look.face(v) for v in range(1, 7)) if look.set_id == set_id else ""
        name = set_name(set_id, t)
        if set_id not in owned:
            lines.append(t("dice-locked", name=name, faces=faces,
                           how=how_to_unlock(set_id, t)))
        else:
            key = "dice-in-use" if set_id == chosen else "dice-owned"
            lines.append(t(key, name=name, faces=faces))
    head = [note] if note else []
    if new:
        head.append(t("dice-new", names=t.join(
            set_name(s, t) for s in new)))
    if not enabled:
        head.append(t("dice-off-here"))
    embed = discord.Embed(title=t("dice-title"),
                          description="\n".join([*head, t("dice-desc"), "", *lines]),
                          colour=COLOUR)
    options = []
    for set_id in SET_IDS:
        if set_id not in owned:
            continue
        look = looks.get(set_id, DiceLook())
        options.append(MenuOption(
            label=set_name(set_id, t), value=set_id, default=set_id == chosen,
            emoji=look.face(5) if look.set_id == set_id and look.has_emoji else None,
        ))
    view = new_view([Menu(PICK.action, tuple(options), placeholder=t("dice-placeholder"))],
                    PICK.game_id, PICK.version)
    return Screen(embed=embed, view=view)
