"""Draw the README's pictures, each by the code that draws it for players:

    python tools/docs_picture.py

* docs/pictures.png: the game board as Discord shows it: the message the bot really
  renders (`bot.render.render_game` of a Yacht game with the wooden set, three fives
  kept, on roll 2 of 3), drawn from its Components V2 layout: one card, the dice once
  in a large line, the held dice as faces, the dice as buttons, one button per face
  ("keep ⚄ ×3 and roll"), Roll, the boxes scoring most as buttons and every box in the
  menu; then every set's six faces, plain and held, on Discord's dark theme and on its
  light one;
* docs/sheet.png: the end-of-game sheet of a Yacht game played by the bot's own
  computer seats (upper bonus earned and missed, scratches, the winner);
* docs/sheet-in-progress.png: the same game half-way (the bonus's progress, open boxes);
* docs/sheet-5000.png: a whole game of 5000 (every round, a reset, the last round);
* docs/chart-one.png and docs/chart-many.png: the stats chart after one game and after
  many.

The games are played by the seeded normal level, so every run draws the same pictures.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from bot.ai import apply_move, choose_move
from bot.art import text
from bot.art.dice import SET_IDS, draw_face, emoji_name, parse_emoji_name
from bot.art.sheet import to_png
from bot.domain import Seat, TableView, seat_keys
from bot.faces import DiceLook
from bot.render import render_game
from bot.render.pictures import RecentGame, sheet_picture, stats_chart
from bot.rules import BaseGame, BoxGame, FiveThousandGame, create_game
from bot.text import texts_for

DOCS = Path(__file__).resolve().parents[1] / "docs"
DISCORD_DARK = (0x31, 0x33, 0x38)
DISCORD_LIGHT = (0xFF, 0xFF, 0xFF)
CARD_BG = (43, 45, 49)
BUTTON_COLOURS = {1: (88, 101, 242), 2: (78, 80, 88), 3: (36, 128, 70), 4: (218, 55, 60)}
MENU_BG = (30, 31, 34)
WHITE = (242, 243, 245)
MUTED = (181, 186, 193)
DARK_INK = (49, 51, 56)
WIDTH = 860
EN = texts_for("en")
EMOJI = re.compile(r"<:(\w+):\d+>")
UNICODE_DIE = {chr(0x267F + v): v for v in range(1, 7)}
USERS = {11: "alice", 22: "bob"}
PAD = 16


def board_payload() -> dict[str, Any]:
    """The real board: Yacht, alice to play, roll 2 of 3, three fives kept."""
    seats = [Seat(user_id=11), Seat(user_id=22), Seat(level="optimal")]
    table = TableView(id=42, guild_id=1, channel_id=2, host_id=11, kind="yacht", options={},
                      status="playing", version=17, seats=seats, message_id=3,
                      dice_seed="5eed" * 16)  # the commitment line shows its hash
    dice = iter([5, 5, 2, 5, 1, 5, 3])
    game = BoxGame.of(create_game("yacht", seat_keys(seats), {}, lambda n: [next(dice)
                                                                          for _ in range(n)]))
    game.roll()
    game.roll_keeping(5)
    look = DiceLook("wood", {(v, h): f"<:{emoji_name('wood', v, h)}:1234567890123456789>"
                             for v in range(1, 7) for h in (False, True)})
    screen = render_game(table, game, texts_for("en"), looks={"11": look})
    assert screen.view is not None
    (card,) = screen.view.to_components()
    return dict(card)


def plain(line: str) -> str:
    """The line's words as the client shows them (mentions as names, no markdown); the
    few emoji the font has no glyph for drawn as what they stand for."""
    line = re.sub(r"<@(\d+)>", lambda m: "@" + USERS.get(int(m[1]), "someone"), line)
    for old, new in (("**", ""), ("`", ""), ("\u2068", ""), ("\u2069", ""), ("▶", "›"),
                     ("🤖 ", ""), ("🎲 ", "")):
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
            die = draw_face(face.set_id, face.value, face.held, int(size * 1.3))
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
        die = draw_face(face.set_id, face.value, face.held, 26)
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


def wrapped(line: str, size: int, weight: str, room: int) -> list[str]:
    """The line broken at spaces to fit `room` pixels, as the client wraps it."""
    lines: list[str] = []
    for word in line.split(" "):
        joined = f"{lines[-1]} {word}" if lines else word
        shown = re.sub(r"<:\w+:\d+>", "MM", plain(joined))  # a die takes about two letters
        if lines and text.width(shown, size, weight) <= room:  # type: ignore[arg-type]
            lines[-1] = joined
        else:
            lines.append(word)
    return lines


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
                for part in wrapped(line, size, weight, width - 2 * (PAD + 20)):
                    y += step // 2
                    draw_line(image, PAD + 20, y, part, size, weight, colour)
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
    framed = Image.new("RGB", (width, y + PAD), DISCORD_DARK)
    ImageDraw.Draw(framed).rounded_rectangle((PAD, PAD, width - PAD, y), radius=8,
                                             fill=CARD_BG)
    ImageDraw.Draw(framed).rectangle((PAD, PAD, PAD + 4, y), fill=(87, 242, 135))
    body = image.crop((0, 0, width, y + PAD))
    mask = Image.new("L", body.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((PAD + 5, PAD, width - PAD, y), radius=8, fill=255)
    framed.paste(body, (0, 0), mask)
    return framed


def faces_strip(width: int, background: tuple[int, int, int], ink: tuple[int, int, int],
                size: int = 40) -> Image.Image:
    """Every set's faces, plain then held, on one theme; a second column at 22 px, the
    size of a die on a button."""
    pad = 6
    image = Image.new("RGB", (width, len(SET_IDS) * (size + pad) + pad + 8), background)
    for row, set_id in enumerate(SET_IDS):
        y = pad + row * (size + pad)
        text.draw(image, (16, y + size / 2), set_id, 18, "bold", ink)
        for col, (value, held) in enumerate([(v, False) for v in range(1, 7)]
                                            + [(v, True) for v in range(1, 7)]):
            x = 100 + col * (size + pad) + (12 if held else 0)
            image.paste(face := draw_face(set_id, value, held, size), (x, y), face)
        for col, held in enumerate((False, True)):
            small = draw_face(set_id, 5, held, 22)
            image.paste(small, (width - 70 + col * 28, y + (size - 22) // 2), small)
    return image


def played(kind: str, seats: list[Seat], seed: int, moves: int | None = None
           ) -> tuple[TableView, BaseGame]:
    table = TableView(id=42, guild_id=1, channel_id=2, host_id=11, kind=kind, options={},
                      status="finished", version=1, seats=seats)
    game = create_game(kind, seat_keys(seats), {}, _dice(seed))
    count = 0
    while not game.is_over and (moves is None or count < moves):
        apply_move(game, choose_move(game, "normal"))
        count += 1
    return table, game


def _dice(seed: int):  # type: ignore[no-untyped-def]
    import random

    rng = random.Random(seed)
    return lambda n: [rng.randint(1, 6) for _ in range(n)]


NAMES = {"11": "alice", "22": "bob", "cpu3": EN("picture-computer-name", n=3,
                                                 level=EN("level-name-optimal"))}
SEATS = [Seat(user_id=11), Seat(user_id=22), Seat(level="optimal")]


def write(name: str, png: bytes) -> None:
    (DOCS / name).write_bytes(png)
    print(DOCS / name, len(png), "bytes")


def main() -> None:
    parts = [message_mock(WIDTH), faces_strip(WIDTH, DISCORD_DARK, MUTED),
             faces_strip(WIDTH, DISCORD_LIGHT, DARK_INK)]
    out = Image.new("RGB", (WIDTH, sum(p.height for p in parts)), DISCORD_DARK)
    y = 0
    for part in parts:
        out.paste(part, (0, y))
        y += part.height
    write("pictures.png", to_png(out))

    table, game = played("yacht", SEATS, seed=7)
    write("sheet.png", sheet_picture(table, game, EN, NAMES))
    table, game = played("yacht", SEATS, seed=7, moves=45)
    table.status = "playing"
    write("sheet-in-progress.png", sheet_picture(table, game, EN, NAMES))

    seed = next(s for s in range(1, 500)
                if FiveThousandGame.of(played("5000", SEATS, seed=s)[1]).resets)
    table, game = played("5000", SEATS, seed=seed)
    write("sheet-5000.png", sheet_picture(table, game, EN, NAMES))

    one = stats_chart("alice", [RecentGame("yacht", {}, 231, True)], EN, {"yacht": 1})
    scores = [201, 230, 187, 256, 199, 240, 251, 178, 222, 263, 231, 205, 244, 190, 258, 236,
              212, 249, 227, 266]
    many = [RecentGame("yacht", {}, s, s >= 250) for s in scores]
    many += [RecentGame("5000", {}, s, s == 5000) for s in (5000, 3200)]
    chart = stats_chart("alice", many, EN, {"yacht": 37, "5000": 2})
    assert one is not None and chart is not None
    write("chart-one.png", one)
    write("chart-many.png", chart)
    Image.open(io.BytesIO(one)).verify()


if __name__ == "__main__":
    main()
