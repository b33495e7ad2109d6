"""Draw docs/pictures.png, the README's look at the dice and the score sheet:

    python tools/docs_picture.py

Top: a game message's dice as Discord shows them (the wooden set, two dice held, in the
message and on the die buttons); middle: every set's six faces, plain and held; bottom:
a finished Yacht sheet as the end message carries it. Everything is drawn by bot.art.
"""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw

from bot.art import text
from bot.art.dice import SET_IDS, draw_face
from bot.art.sheet import Row, Sheet, draw_sheet, to_png

OUT = Path(__file__).resolve().parents[1] / "docs" / "pictures.png"
DISCORD_BG = (49, 51, 56)
EMBED_BG = (43, 45, 49)
BUTTON_GREY = (78, 80, 88)
BUTTON_BLURPLE = (88, 101, 242)
WHITE = (242, 243, 245)
MUTED = (181, 186, 193)


def message_mock(width: int) -> Image.Image:
    """The dice part of a game message: the embed's dice line and the die buttons."""
    image = Image.new("RGB", (width, 250), DISCORD_BG)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((16, 12, width - 16, 150), radius=6, fill=EMBED_BG)
    draw.rectangle((16, 12, 20, 150), fill=(87, 242, 135))
    text.draw(image, (36, 36), "Yacht — game #42", 24, "bold", WHITE)
    text.draw(image, (36, 76), "Turn: alice — roll 2 of 3", 20, "regular", MUTED)
    text.draw(image, (36, 118), "Dice:", 20, "bold", WHITE)
    dice = ((4, True), (4, True), (2, False), (6, False), (1, False))
    x = 100
    for value, held in dice:
        image.paste(face := draw_face("wood", value, held, 34), (x, 101), face)
        x += 44
    x = 16
    for value, held in dice:
        colour = BUTTON_BLURPLE if held else BUTTON_GREY
        w = 118 if held else 64
        draw.rounded_rectangle((x, 170, x + w, 216), radius=5, fill=colour)
        image.paste(face := draw_face("wood", value, held, 30), (x + 17, 178), face)
        if held:
            text.draw(image, (x + 56, 193), "Held", 18, "bold", WHITE)
        x += w + 8
    return image


def faces_strip(width: int) -> Image.Image:
    size, pad = 40, 6
    image = Image.new("RGB", (width, len(SET_IDS) * (size + pad) + pad + 8), DISCORD_BG)
    for row, set_id in enumerate(SET_IDS):
        y = pad + row * (size + pad)
        text.draw(image, (16, y + size / 2), set_id, 18, "bold", MUTED)
        for col, (value, held) in enumerate([(v, False) for v in range(1, 7)]
                                            + [(v, True) for v in range(1, 7)]):
            x = 110 + col * (size + pad) + (12 if held else 0)
            image.paste(face := draw_face(set_id, value, held, size), (x, y), face)
    return image


def main() -> None:
    labels = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Upper subtotal",
              "Upper bonus", "Three of a Kind", "Four of a Kind", "Full House",
              "Small Straight", "Large Straight", "Yacht", "Chance", "TOTAL"]
    cells = [("3", "2", "4"), ("6", "8", "4"), ("9", "12", "6"), ("16", "12", "12"),
             ("15", "20", "15"), ("24", "18", "18"), ("73", "72", "59"), ("35", "35", "0"),
             ("24", "21", "17"), ("26", "0", "22"), ("25", "25", "25"), ("30", "30", "30"),
             ("40", "0", "40"), ("50", "0", "0"), ("23", "22", "21"), ("326", "205", "214")]
    rows = [Row(label, cell, "total" if label == "TOTAL"
                else "sum" if label.startswith("Upper") else "box")
            for label, cell in zip(labels, cells, strict=True)]
    sheet = draw_sheet(Sheet("Yacht #42", ["alice", "bob", "Bot 3 · optimal"], rows,
                             subtitle="alice wins with 326", winners=frozenset({0})))
    width = sheet.width
    parts = [message_mock(width), faces_strip(width), sheet]
    out = Image.new("RGB", (width, sum(p.height for p in parts)), DISCORD_BG)
    y = 0
    for part in parts:
        out.paste(part, (0, y))
        y += part.height
    out = out.resize((width * 3 // 4, out.height * 3 // 4), Image.Resampling.LANCZOS)
    OUT.write_bytes(to_png(out))
    print(OUT, len(io.BytesIO(OUT.read_bytes()).getvalue()), "bytes")


if __name__ == "__main__":
    main()
