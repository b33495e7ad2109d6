"""Pictures as pure renders: a finished sheet in every language, the dice shelf."""

from __future__ import annotations

import io

import discord
import pytest
from PIL import Image

from bot.ai import apply_move, choose_move
from bot.faces import DiceLook
from bot.render import render_dice_shelf, render_final, sheet_picture
from bot.render.components import walk
from bot.rules import all_variants
from bot.text import languages, texts_for
from tests.render.test_screens import game, record
from tests.support.artifacts import ARTIFACTS

EN = texts_for("en")
NAMES = {"11": "Alice", "22": "أحمد", "cpu3": "கணேஷ்"}


def finished(kind: str):
    rec = record(kind, status="finished")
    rules = game(kind, rec)
    while not rules.is_over:
        apply_move(rules, choose_move(rules, "easy"))
    return rec, rules


@pytest.mark.parametrize("language", languages())
def test_a_finished_sheet_in_every_language(language):
    rec, rules = finished("yacht")
    t = texts_for(language)
    data = sheet_picture(rec, rules, t, NAMES)
    image = Image.open(io.BytesIO(data))
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(ARTIFACTS / f"sheet_yacht_{language}.png")
    assert image.format == "PNG" and 600 <= image.width <= 1280


def test_final_message_without_names_keeps_the_text_sheet():
    rec, rules = finished("generala")
    screen = render_final(rec, rules, EN)
    assert screen.files == [] and "P1 = <@11>" in screen.text
    screen = render_final(rec, rules, EN, names=NAMES, unlocks=[(11, "wood")])
    assert len(screen.files) == 1 and "P1 = " not in screen.text
    assert "🎉 <@11> unlocked the Wooden dice!" in screen.text
    (gallery,) = [i for i in walk(screen.view.to_components()) if i["type"] == 12]
    assert gallery["items"][0]["media"]["url"] == "attachment://sheet-7.png"  # the sheet, inline
    assert "P1 = <@11>" in screen.fallback.text  # the text sheet where pictures fail


def test_shelf_lists_owned_and_locked_sets_with_their_faces():
    looks = {"classic": DiceLook("classic", {(v, h): f"<:d_classic_{v}{'h' * h}:1>"
                                             for v in range(1, 7) for h in (False, True)})}
    screen = render_dice_shelf(frozenset({"classic", "gold"}), "gold", looks, EN)
    text = screen.embed.description
    assert "✅ **Classic** <:d_classic_1:1>" in text
    assert "✅ **Gold**  — in use" in text  # no emoji for gold: no faces shown
    # Five alike in any box game: the registry's, as English lists alternatives.
    (wood,) = [line for line in text.splitlines() if line.startswith("🔒 **Wooden**  — ")]
    assert wood.startswith("🔒 **Wooden**  — roll five of a kind in Yacht, Classic Yacht, "
                           "Generala")
    assert all(EN(f"game-{v.id}") in wood for v in all_variants() if v.is_box_game)
    assert EN("game-5000") not in wood
    ((menu,),) = [row["components"] for row in screen.view.to_components()]
    assert [(o["value"], o["default"]) for o in menu["options"]] == [("classic", False),
                                                                   ("gold", True)]
    assert str(discord.PartialEmoji.from_dict(menu["options"][0]["emoji"])) == "<:d_classic_5:1>"

