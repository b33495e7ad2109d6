"""Dice faces drawn from code: every set, six faces, a plain and a held look.

Each face is a 128×128 RGBA PNG, the size Discord recommends for application emoji
(the limit is 256 KiB; ours are a few KiB). Faces are drawn at four times the size and
scaled down, which gives smooth edges without any image asset. The held look must read
at a glance at button size (about 20 px): the die shrinks inside an amber frame and
carries a padlock badge, so "held" is never told by colour alone.
"""

from __future__ import annotations

import io
import math
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

RGB = tuple[int, int, int]

SIZE = 128
SCALE = 4
HELD_FRAME: RGB = (255, 184, 0)
HELD_BADGE: RGB = (33, 33, 33)

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
class DiceSet:
    """One look. `id` is part of the emoji names, so it stays short and [a-z]."""

    id: str
    top: RGB
    bottom: RGB
    edge: RGB
    pip: RGB
    glow: RGB | None = None  # neon: pips and edge glow in this colour
    grain: RGB | None = None  # wood: grain lines in this colour
    gloss: bool = False  # casino: a glassy highlight
    pip_rim: RGB | None = None  # a lighter rim under each pip (carved pips)


SETS: tuple[DiceSet, ...] = (
    DiceSet("classic", top=(255, 255, 255), bottom=(226, 226, 230), edge=(120, 120, 128),
            pip=(24, 24, 28)),
    DiceSet("casino", top=(226, 38, 50), bottom=(140, 10, 22), edge=(92, 6, 14),
            pip=(255, 255, 255), gloss=True),
    DiceSet("wood", top=(214, 160, 98), bottom=(160, 104, 52), edge=(96, 58, 24),
            pip=(70, 38, 14), grain=(132, 82, 38), pip_rim=(236, 196, 140)),
    DiceSet("neon", top=(34, 26, 56), bottom=(14, 12, 24), edge=(255, 43, 214),
            pip=(120, 250, 255), glow=(62, 240, 255)),
    DiceSet("gold", top=(252, 226, 128), bottom=(190, 138, 20), edge=(120, 84, 8),
            pip=(28, 40, 88), gloss=True),
)
SET_IDS: tuple[str, ...] = tuple(s.id for s in SETS)
DEFAULT_SET = "classic"
_BY_ID = {s.id: s for s in SETS}

# Unicode die faces: the look when no emoji can be had.
UNICODE_FACES: dict[int, str] = {v: chr(0x267F + v) for v in range(1, 7)}

_NAME = re.compile(r"^d_([a-z]+)_([1-6])(h?)$")


def dice_set(set_id: str) -> DiceSet:
    """The set with this id; an unknown id (a set since retired) draws as classic."""
    return _BY_ID.get(set_id, _BY_ID[DEFAULT_SET])


def emoji_name(set_id: str, value: int, held: bool = False) -> str:
    """`d_wood_3`, `d_wood_3h`: valid emoji names ([A-Za-z0-9_], 2-32 characters)."""
    return f"d_{set_id}_{value}{'h' if held else ''}"


def parse_emoji_name(name: str) -> tuple[str, int, bool] | None:
    """The inverse of emoji_name for our faces; None for any other emoji."""
    match = _NAME.match(name)
    if match is None or match.group(1) not in _BY_ID:
        return None
    return match.group(1), int(match.group(2)), bool(match.group(3))


def all_faces() -> Iterator[tuple[str, str, int, bool]]:
    """(emoji name, set id, value, held) for every face of every set."""
    for s in SETS:
        for held in (False, True):
            for value in range(1, 7):
                yield emoji_name(s.id, value, held), s.id, value, held


def _gradient(size: int, top: RGB, bottom: RGB) -> Image.Image:
    mask = Image.linear_gradient("L").resize((size, size))
    return Image.composite(Image.new("RGB", (size, size), bottom),
                           Image.new("RGB", (size, size), top), mask)


def _rounded_mask(size: int, box: tuple[int, int, int, int], radius: int) -> Image.Image:
    mask = Image.new("L", (size, size), 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=255)
    return mask


def _grain(body: Image.Image, colour: RGB, seed: int) -> None:
    """Wood grain: wavy, slightly irregular lines; seeded so every run draws the same."""
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
        draw.line(points, fill=rng.randint(70, 150), width=max(2, int(size * rng.uniform(0.006,
                                                                                        0.016))))
        y += size * rng.uniform(0.035, 0.08)
    layer = layer.filter(ImageFilter.GaussianBlur(size * 0.004))
    body.paste(Image.new("RGB", body.size, colour), (0, 0), layer)


def _die(spec: DiceSet, value: int, side: int) -> Image.Image:
    """The die alone, side×side RGBA, drawn at that size."""
    radius = int(side * 0.2)
    edge_w = max(2, int(side * 0.035))
    body = _gradient(side, spec.top, spec.bottom)
    if spec.grain is not None:
        _grain(body, spec.grain, seed=1000 + value)
    if spec.gloss:
        shine = Image.new("L", (side, side), 0)
        ImageDraw.Draw(shine).ellipse(
            (-side * 0.25, -side * 0.55, side * 0.95, side * 0.42), fill=70)
        shine = shine.filter(ImageFilter.GaussianBlur(side * 0.04))
        body.paste(Image.new("RGB", (side, side), (255, 255, 255)), (0, 0), shine)
    draw = ImageDraw.Draw(body)
    pip_r = side * 0.088
    inset = side * 0.26
    step = (side - 2 * inset) / 2
    centres = [(inset + c * step, inset + r * step) for c, r in PIPS[value]]
    if spec.glow is not None:
        glow = Image.new("L", (side, side), 0)
        glow_draw = ImageDraw.Draw(glow)
        for cx, cy in centres:
            glow_draw.ellipse((cx - pip_r * 1.5, cy - pip_r * 1.5,
                               cx + pip_r * 1.5, cy + pip_r * 1.5), fill=255)
        glow = glow.filter(ImageFilter.GaussianBlur(side * 0.03))
        body.paste(Image.new("RGB", (side, side), spec.glow), (0, 0), glow)
    for cx, cy in centres:
        if spec.pip_rim is not None:
            off = side * 0.012
            draw.ellipse((cx - pip_r, cy - pip_r + off, cx + pip_r, cy + pip_r + off * 2),
                         fill=spec.pip_rim)
        draw.ellipse((cx - pip_r, cy - pip_r, cx + pip_r, cy + pip_r), fill=spec.pip)
    if spec.glow is not None:
        for cx, cy in centres:
            hot = pip_r * 0.45
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


def _padlock(canvas: Image.Image, cx: float, cy: float, r: float) -> None:
    """A round badge with a padlock, bottom right of a held die."""
    draw = ImageDraw.Draw(canvas)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=HELD_BADGE,
                 outline=HELD_FRAME, width=max(2, int(r * 0.16)))
    w, h = r * 0.95, r * 0.7
    body_top = cy - h * 0.15
    draw.rounded_rectangle((cx - w / 2, body_top, cx + w / 2, body_top + h),
                           radius=r * 0.12, fill=HELD_FRAME)
    sw = r * 0.62
    draw.arc((cx - sw / 2, body_top - sw * 0.85, cx + sw / 2, body_top + sw * 0.35),
             start=180, end=360, fill=HELD_FRAME, width=max(2, int(r * 0.17)))


def draw_face(set_id: str, value: int, held: bool = False, size: int = SIZE) -> Image.Image:
    """One face as an RGBA image, transparent around the die."""
    if value not in PIPS:
        raise ValueError(f"a die shows 1 to 6, not {value}")
    spec = dice_set(set_id)
    big = size * SCALE
    canvas = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    if held:
        ImageDraw.Draw(canvas).rounded_rectangle(
            (0, 0, big - 1, big - 1), radius=int(big * 0.22), fill=HELD_FRAME)
        side = int(big * 0.72)
        offset = int(big * 0.07)
        canvas.alpha_composite(_die(spec, value, side), (offset, offset))
        _padlock(canvas, big * 0.84, big * 0.84, big * 0.15)
    else:
        side = int(big * 0.94)
        offset = (big - side) // 2
        canvas.alpha_composite(_die(spec, value, side), (offset, offset))
    return canvas.resize((size, size), Image.Resampling.LANCZOS)


@lru_cache(maxsize=len(SETS) * 12)
def face_png(set_id: str, value: int, held: bool = False) -> bytes:
    """The PNG bytes to upload as an application emoji (cached: faces never change)."""
    out = io.BytesIO()
    draw_face(set_id, value, held).save(out, format="PNG", optimize=True)
    return out.getvalue()


def sheet_of_faces(set_id: str, size: int = 64) -> Image.Image:
    """Two rows (plain, held) of one set's six faces: for README and the test artifacts."""
    pad = size // 8
    sheet = Image.new("RGBA", (6 * (size + pad) + pad, 2 * (size + pad) + pad), (0, 0, 0, 0))
    for row, held in enumerate((False, True)):
        for value in range(1, 7):
            face = draw_face(set_id, value, held, size)
            sheet.alpha_composite(face, (pad + (value - 1) * (size + pad),
                                         pad + row * (size + pad)))
    return sheet
