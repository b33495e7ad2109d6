"""Draw the README's pictures, each by the code that draws it for players:

    python tools/docs_picture.py

* docs/pictures.png: a game message's dice as Discord shows them (the wooden set, two
  dice held, in the message and on the die buttons), then every set's six faces, plain
  and held, on Discord's dark theme and on its light one;
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
from pathlib import Path

from PIL import Image, ImageDraw

from bot.ai import apply_move, choose_move
from bot.art import text
from bot.art.dice import SET_IDS, draw_face
from bot.art.sheet import to_png
from bot.domain import Seat, TableView, seat_keys
from bot.render.pictures import RecentGame, sheet_picture, stats_chart
from bot.rules import BaseGame, FiveThousandGame, create_game
from bot.text import texts_for

DOCS = Path(__file__).resolve().parents[1] / "docs"
DISCORD_DARK = (0x31, 0x33, 0x38)
DISCORD_LIGHT = (0xFF, 0xFF, 0xFF)
EMBED_BG = (43, 45, 49)
BUTTON_GREY = (78, 80, 88)
BUTTON_BLURPLE = (88, 101, 242)
WHITE = (242, 243, 245)
MUTED = (181, 186, 193)
DARK_INK = (49, 51, 56)
WIDTH = 860
EN = texts_for("en")


def message_mock(width: int) -> Image.Image:
    """The dice part of a game message: the embed's dice line and the die buttons."""
    image = Image.new("RGB", (width, 250), DISCORD_DARK)
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
