"""Dice faces drawn from code: every set, six faces, a plain and a held look.

Each face is a 128×128 RGBA PNG, the size Discord recommends for application emoji
(the limit is 256 KiB; ours are a few KiB). Faces are drawn at four times the size and
scaled down, which gives smooth edges without any image asset.

Every face must read on Discord's dark and light themes alike (tests/art measure WCAG
contrast on the PNGs): each set's colours keep the die 3:1 apart from both
backgrounds, its pips 3:1 from its body, and wood grain stays off the bevel so no
dark line runs into the background. The held look must read at a glance at button
size (about 22 px): the die shrinks inside a thick amber frame, outlined dark on both
sides (so the frame parts from a white theme and from a gold die), with a dark corner
tab; "held" is never told by colour alone.

The sets, their names and the emoji names live in bot.art.dice_sets (no PIL): the
bot serves without loading the drawing, which it needs only to upload faces.
"""

from __future__ import annotations

import io
import math
import random
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from bot.art.dice_sets import DEFAULT_SET as DEFAULT_SET
from bot.art.dice_sets import DRAWING_VERSION as DRAWING_VERSION
from bot.art.dice_sets import RGB as RGB
from bot.art.dice_sets import SET_IDS as SET_IDS
from bot.art.dice_sets import SETS as SETS
from bot.art.dice_sets import UNICODE_FACES as UNICODE_FACES
from bot.art.dice_sets import DiceSet as DiceSet
from bot.art.dice_sets import Face as Face
from bot.art.dice_sets import all_faces as all_faces
from bot.art.dice_sets import dice_set as dice_set
from bot.art.dice_sets import emoji_name as emoji_name
from bot.art.dice_sets import parse_emoji_name as parse_emoji_name

SIZE = 128
SCALE = 4
HELD_FRAME: RGB = (255, 184, 0)
HELD_DARK: RGB = (24, 24, 28)

# The held frame, as shares of the face's size: a dark outline, the amber band, a dark
# line between band and die; the die fills the rest.
HELD_OUTLINE = 0.03
HELD_BAND = 0.105
HELD_GAP = 0.035
HELD_INSET = HELD_OUTLINE + HELD_BAND + HELD_GAP
HELD_TAB = 0.46  # the corner tab's legs
PLAIN_INSET = 0.03
PIP_RADIUS = 0.088  # of the die's side
PIP_INSET = 0.26

# Pip centres on the die's 3×3 grid (column, row), for each face value.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


@dataclass(frozen=True)
class Geometry:
    """Where a face's parts are, in pixels of a `size` face: the die (x, y, side), each
    pip (cx, cy, r), and for a held face the middle of the frame's band (0: plain)."""

    die: tuple[float, float, float]
    pips: tuple[tuple[float, float, float], ...]
    frame: float


def geometry(value: int, held: bool = False, size: int = SIZE) -> Geometry:
    inset = HELD_INSET if held else PLAIN_INSET
    big = size * SCALE
    offset = round(big * inset)
    side = big - 2 * offset
    pips = tuple((x + offset, y + offset, r) for x, y, r in _pip_centres(value, side))
    band = (HELD_OUTLINE + HELD_BAND / 2) * size if held else 0.0
    return Geometry((offset / SCALE, offset / SCALE, side / SCALE),
                    tuple((x / SCALE, y / SCALE, r / SCALE) for x, y, r in pips), band)


def _pip_centres(value: int, side: int) -> list[tuple[float, float, float]]:
    pip_r = side * PIP_RADIUS
    inset = side * PIP_INSET
    step = (side - 2 * inset) / 2
    return [(inset + c * step, inset + r * step, pip_r) for c, r in PIPS[value]]


def _gradient(size: int, top: RGB, bottom: RGB) -> Image.Image:
    mask = Image.linear_gradient("L").resize((size, size))
    return Image.composite(Image.new("RGB", (size, size), bottom),
                           Image.new("RGB", (size, size), top), mask)


def _rounded_mask(size: int, box: tuple[float, float, float, float], radius: float
                  ) -> Image.Image:
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
    return mask


def _grain(body: Image.Image, colour: RGB, seed: int, radius: int) -> None:
    """Wood grain: wavy, slightly irregular lines; seeded so every run draws the same.
    Kept off the bevel along the edge, so no dark line reaches the background."""
    rng = random.Random(seed)
    size = body.width
    layer = Image.new("L", body.size, 0)
    draw = ImageDraw.Draw(layer)
    y = -size * 0.1
    while y < size * 1.1:
        amp = rng.uniform(0.01, 0.035) * size
        phase = rng.uniform(0, 6.28)
        freq = rng.uniform(1.2, 2.4)
        points = []
        for i in range(0, 41):
            x = size * i / 40
            wave = amp * math.sin(freq * 6.283 * i / 40 + phase)
            points.append((x, y + wave))
        draw.line(points, fill=rng.randint(70, 150),
                  width=max(2, int(size * rng.uniform(0.006, 0.016))))
        y += size * rng.uniform(0.035, 0.08)
    layer = layer.filter(ImageFilter.GaussianBlur(size * 0.004))
    bevel = round(size * 0.1)
    inner = _rounded_mask(size, (bevel, bevel, size - 1 - bevel, size - 1 - bevel),
                          max(1, radius - bevel)).filter(ImageFilter.GaussianBlur(size * 0.02))
    layer = ImageChops.multiply(layer, inner)
    body.paste(Image.new("RGB", body.size, colour), (0, 0), layer)


def _die(spec: DiceSet, value: int, side: int) -> Image.Image:
    """The die alone, side×side RGBA, drawn at that size."""
    radius = int(side * 0.2)
    edge_w = max(2, int(side * 0.035))
    body = _gradient(side, spec.top, spec.bottom)
    if spec.grain is not None:
        _grain(body, spec.grain, seed=1000 + value, radius=radius)
    if spec.gloss:
        shine = Image.new("L", (side, side), 0)
        ImageDraw.Draw(shine).ellipse(
            (-side * 0.25, -side * 0.55, side * 0.95, side * 0.42), fill=spec.gloss)
        shine = shine.filter(ImageFilter.GaussianBlur(side * 0.04))
        body.paste(Image.new("RGB", (side, side), (255, 255, 255)), (0, 0), shine)
    draw = ImageDraw.Draw(body)
    centres = _pip_centres(value, side)
    if spec.glow is not None:
        glow = Image.new("L", (side, side), 0)
        glow_draw = ImageDraw.Draw(glow)
        for cx, cy, r in centres:
            glow_draw.ellipse((cx - r * 1.5, cy - r * 1.5, cx + r * 1.5, cy + r * 1.5),
                              fill=255)
        glow = glow.filter(ImageFilter.GaussianBlur(side * 0.03))
        body.paste(Image.new("RGB", (side, side), spec.glow), (0, 0), glow)
    for cx, cy, r in centres:
        if spec.pip_rim is not None:
            off = side * 0.012
            draw.ellipse((cx - r, cy - r + off, cx + r, cy + r + off * 2), fill=spec.pip_rim)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=spec.pip)
    if spec.glow is not None:
        for cx, cy, r in centres:
            hot = r * 0.45
            draw.ellipse((cx - hot, cy - hot, cx + hot, cy + hot), fill=(235, 255, 255))
    # The edge: a glowing line for neon, a plain darker rim otherwise.
    if spec.glow is not None:
        rim = Image.new("L", (side, side), 0)
        ImageDraw.Draw(rim).rounded_rectangle(
            (edge_w, edge_w, side - 1 - edge_w, side - 1 - edge_w), radius=radius,
            outline=255, width=edge_w * 2)
        rim = ImageChops.lighter(rim, rim.filter(ImageFilter.GaussianBlur(side * 0.025)))
        body.paste(Image.new("RGB", (side, side), spec.edge), (0, 0), rim)
    else:
        draw.rounded_rectangle((0, 0, side - 1, side - 1), radius=radius,
                               outline=spec.edge, width=edge_w)
    die = body.convert("RGBA")
    die.putalpha(_rounded_mask(side, (0, 0, side - 1, side - 1), radius))
    return die


def _held_frame(canvas: Image.Image) -> None:
    """The held look around the die: dark outline, amber band, dark line, and a dark
    tab over the bottom-right corner (a shape, not only a colour)."""
    big = canvas.width
    draw = ImageDraw.Draw(canvas)
    outline = round(big * HELD_OUTLINE)
    band = round(big * HELD_BAND)
    radius = big * 0.22
    draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=radius, fill=HELD_DARK)
    draw.rounded_rectangle((outline, outline, big - 1 - outline, big - 1 - outline),
                           radius=radius - outline, fill=HELD_FRAME)
    inner = outline + band
    draw.rounded_rectangle((inner, inner, big - 1 - inner, big - 1 - inner),
                           radius=radius - inner, fill=HELD_DARK)


def _corner_tab(canvas: Image.Image) -> None:
    """The frame folds over the die's bottom-right corner (an amber tab, edged dark
    where it meets the die): held dice differ in shape too, not only in colour."""
    big = canvas.width
    leg = big * HELD_TAB
    line = round(big * HELD_GAP)
    outline = round(big * HELD_OUTLINE)
    inner = outline + round(big * HELD_BAND)
    radius = big * 0.22
    edge = Image.new("L", (big, big), 0)
    ImageDraw.Draw(edge).polygon(
        [(big, big - leg - line), (big, big), (big - leg - line, big)], fill=255)
    edge = ImageChops.multiply(edge, _rounded_mask(
        big, (inner, inner, big - 1 - inner, big - 1 - inner), radius - inner))
    canvas.paste(Image.new("RGBA", (big, big), (*HELD_DARK, 255)), (0, 0), edge)
    tab = Image.new("L", (big, big), 0)
    ImageDraw.Draw(tab).polygon([(big, big - leg), (big, big), (big - leg, big)], fill=255)
    tab = ImageChops.multiply(tab, _rounded_mask(
        big, (outline, outline, big - 1 - outline, big - 1 - outline), radius - outline))
    canvas.paste(Image.new("RGBA", (big, big), (*HELD_FRAME, 255)), (0, 0), tab)


def draw_face(set_id: str, value: int, held: bool = False, size: int = SIZE) -> Image.Image:
    """One face as an RGBA image, transparent around the die."""
    if value not in PIPS:
        raise ValueError(f"a die shows 1 to 6, not {value}")
    spec = dice_set(set_id)
    big = size * SCALE
    canvas = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    inset = HELD_INSET if held else PLAIN_INSET
    offset = round(big * inset)
    side = big - 2 * offset
    if held:
        _held_frame(canvas)
    canvas.alpha_composite(_die(spec, value, side), (offset, offset))
    if held:
        _corner_tab(canvas)
    return canvas.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=len(SETS) * 12)
def face_png(set_id: str, value: int, held: bool = False) -> bytes:
    """The PNG bytes to upload as an application emoji (cached: faces never change)."""
    out = io.BytesIO()
    draw_face(set_id, value, held).save(out, format="PNG", optimize=True)
    return out.getvalue()


def sheet_of_faces(set_id: str, size: int = 64,
                   background: tuple[int, int, int, int] = (0, 0, 0, 0)) -> Image.Image:
    """Two rows (plain, held) of one set's six faces: for README and the test artifacts."""
    pad = size // 8
    sheet = Image.new("RGBA", (6 * (size + pad) + pad, 2 * (size + pad) + pad), background)
    for row, held in enumerate((False, True)):
        for value in range(1, 7):
            face = draw_face(set_id, value, held, size)
            sheet.alpha_composite(face, (pad + (value - 1) * (size + pad),
                                         pad + row * (size + pad)))
    return sheet
