"""Draw docs/pictures.png, the README's look at the board, the dice and the score sheet:

    python tools/docs_picture.py

Top: the game board as Discord shows it: the message the bot really renders
(`bot.render.render_game` of a Yacht game with the wooden set, three fives kept, on roll
2 of 3), drawn from its Components V2 layout: one card, the dice once in a large line,
the held dice as faces, the dice as buttons, one button per face ("keep ⚄ ×3 and
roll"), Roll, the boxes scoring most as buttons and every box in the menu; middle:
every set's six faces, plain and held; bottom: a finished Yacht sheet as the end
message carries it inline. Everything is drawn by bot.art.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from bot.art import text
from bot.art.dice import SET_IDS, draw_face, parse_emoji_name
from bot.art.sheet import Row, Sheet, draw_sheet, to_png
from bot.domain import Seat, TableView, seat_keys
from bot.faces import DiceLook
from bot.render import render_game
from bot.rules import BoxGame, create_game
from bot.text import texts_for

OUT = Path(__file__).resolve().parents[1] / "docs" / "pictures.png"
DISCORD_BG = (49, 51, 56)
CARD_BG = (43, 45, 49)
BUTTON_COLOURS = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60)}
MENU_BG = (30, 31, 34)
WHITE = (242, 243, 245)
MUTED = (181, 186, 193)
EMOJI = re.compile(r"<:(\w+):\d+>")
UNICODE_DIE = {chr(0x267F + v): v for v in range(1, 7)}
NAMES = {11: "alice", 22: "bob"}
PAD = 16


def board_payload() -> dict[str, Any]:
    """The real board: Yacht, alice to play, roll 2 of 3, three fives kept."""
    seats = [Seat(user_id=11), Seat(user_id=22), Seat(level="optimal")]
    table = TableView(id=42, guild_id=1, channel_id=2, host_id=11, kind="yacht", options={},
                      status="playing", version=17, seats=seats, message_id=3)
    dice = iter([5, 5, 2, 5, 1, 5, 3])
    game = BoxGame.of(create_game("yacht", seat_keys(seats), {}, lambda n: [next(dice)
                                                                          for _ in range(n)]))
    game.roll()
    game.roll_keeping(5)
    look = DiceLook("wood", {(v, h): f"<:d_wood_{v}{'h' * h}:1234567890123456789>"
                             for v in range(1, 7) for h in (False, True)})
    screen = render_game(table, game, texts_for("en"), looks={"11": look})
    assert screen.view is not None
    (card,) = screen.view.to_components()
    return dict(card)


def plain(line: str) -> str:
    """The line's words as the client shows them (mentions as names, no markdown); the
    few emoji the font has no glyph for drawn as what they stand for."""
    line = re.sub(r"<@(\d+)>", lambda m: "@" + NAMES.get(int(m[1]), "someone"), line)
    for old, new in (("**", ""), ("\u2068", ""), ("\u2069", ""), ("▶", "›"), ("🤖 ", "")):
        line = line.replace(old, new)
    return line


def draw_line(image: Image.Image, x: int, y: int, line: str, size: int,
              weight: str, colour: tuple[int, int, int]) -> int:
    """One line of markdown text with the dice emoji drawn as faces; returns its width."""
    start = x
    for part in re.split(r"(<:\w+:\d+>|[⚀-⚅])", plain(line)):
        found = EMOJI.fullmatch(part)
        if part in UNICODE_DIE:  # a Unicode face: the classic die
            die = draw_face("classic", UNICODE_DIE[part], False, int(size * 1.2))
            image.paste(die, (x, y - die.height // 2), die)
            x += die.width + size // 5
        elif found and (face := parse_emoji_name(found[1])):
            set_id, value, held = face
            die = draw_face(set_id, value, held, int(size * 1.3))
            image.paste(die, (x, y - die.height // 2), die)
            x += die.width + size // 4
        elif part:
            text.draw(image, (x, y), part, size, weight, colour)  # type: ignore[arg-type]
            x += int(text.width(part, size, weight))  # type: ignore[arg-type]
    return x - start


def draw_button(image: Image.Image, x: int, y: int, button: dict[str, Any]) -> int:
    draw = ImageDraw.Draw(image)
    label = str(button.get("label") or "")
    emoji = button.get("emoji") or {}
    face = parse_emoji_name(str(emoji.get("name", ""))) if emoji.get("id") else None
    width = 24 + int(text.width(plain(label), 17, "bold")) + (34 if face or emoji else 0)
    width = max(width, 58)
    draw.rounded_rectangle((x, y, x + width, y + 40), radius=5,
                           fill=BUTTON_COLOURS.get(int(button.get("style", 2)), (78, 80, 88)))
    cx = x + 12
    if face:
        die = draw_face(face[0], face[1], face[2], 26)
        image.paste(die, (cx, y + 7), die)
        cx += 32
    elif emoji.get("name") == "🎲":
        die = draw_face("classic", 5, False, 24)
        image.paste(die, (cx, y + 8), die)
        cx += 32
    elif emoji:  # 💡: no glyph in the font, a bulb-coloured dot instead
        ImageDraw.Draw(image).ellipse((cx + 4, y + 12, cx + 20, y + 28), fill=(250, 204, 21))
        cx += 32
    text.draw(image, (cx, y + 20), plain(label), 17, "bold", WHITE)
    return width


def message_mock(width: int) -> Image.Image:
    """The board's card, drawn part by part from its V2 components."""
    card = board_payload()
    image = Image.new("RGB", (width, 1200), CARD_BG)
    draw = ImageDraw.Draw(image)
    y = PAD + 14
    parts: list[tuple[str, Any]] = []
    for child in card["components"]:
        parts.append((str(child["type"]), child))
    for kind, child in parts:
        if kind == "10":  # text display
            for line in str(child["content"]).splitlines():
                size, weight, colour, step = 17, "regular", MUTED, 30
                if line.startswith("### "):
                    line, size, weight, colour, step = line[4:], 22, "bold", WHITE, 40
                elif line.startswith("## "):
                    line, size, step = line[3:], 30, 56
                elif line.startswith("-# "):
                    line, size, step = line[3:], 13, 24
                y += step // 2
                draw_line(image, PAD + 20, y, line, size, weight, colour)
                y += step // 2
            y += 8
        elif kind == "14":  # separator
            draw.line((PAD + 20, y + 6, width - PAD - 20, y + 6), fill=(63, 65, 71), width=2)
            y += 16
        elif kind == "1":  # action row
            x = PAD + 20
            for item in child["components"]:
                if item["type"] == 3:
                    draw.rounded_rectangle((x, y, width - PAD - 20, y + 40), radius=5,
                                           fill=MENU_BG)
                    text.draw(image, (x + 14, y + 20), item["placeholder"], 17, "regular",
                              MUTED)
                    continue
                x += draw_button(image, x, y, item) + 8
            y += 48
    y += PAD
    framed = Image.new("RGB", (width, y + PAD), DISCORD_BG)
    ImageDraw.Draw(framed).rounded_rectangle((PAD, PAD, width - PAD, y), radius=8,
                                             fill=CARD_BG)
    ImageDraw.Draw(framed).rectangle((PAD, PAD, PAD + 4, y), fill=(87, 242, 135))
    body = image.crop((0, 0, width, y + PAD))
    mask = Image.new("L", body.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((PAD + 5, PAD, width - PAD, y), radius=8, fill=255)
    framed.paste(body, (0, 0), mask)
    return framed


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
