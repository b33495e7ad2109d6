"""WCAG contrast measured on the dice faces' PNGs as Discord shows them.

A face is composited on a theme's background; then, as WCAG 2.1's non-text contrast
(1.4.11) asks of a graphic's parts:

* `boundary`: the die must be told from the background: a flood from outside through
  every pixel of less than 3:1 against the background must not reach the die's
  interior. So a closed ring of 3:1 pixels surrounds it (its edge, its body, or the
  held frame), and no gap lets the background bleed in; the held frame's band must
  not be reached either;
* `pips`: each pip against the body around it (the median of a ring of body just
  outside the pip);
* `frame`: a held die must be told from its frame: a flood from the frame through
  every pixel of less than 3:1 against the frame must not reach the die's interior.

Everything is read from the PNG bytes uploaded as emoji; the geometry (where the die,
its pips and the frame are) comes from `bot.art.dice.geometry`, which draws them.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from bot.art.dice import Geometry

RGB = tuple[int, int, int]

DISCORD_DARK: RGB = (0x31, 0x33, 0x38)
DISCORD_LIGHT: RGB = (0xFF, 0xFF, 0xFF)
THEMES = {"dark": DISCORD_DARK, "light": DISCORD_LIGHT}
MINIMUM = 3.0


def _linear(channel: np.ndarray | float) -> np.ndarray:
    c = np.asarray(channel, dtype=np.float64) / 255
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def luminances(image: Image.Image) -> np.ndarray:
    """WCAG relative luminance of every pixel of an RGB image."""
    rgb = _linear(np.asarray(image.convert("RGB")))
    return np.asarray(rgb @ np.array([0.2126, 0.7152, 0.0722]))


def luminance(rgb: tuple[int, ...]) -> float:
    r, g, b = (float(_linear(c)) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def on_theme(png: bytes, background: RGB) -> tuple[Image.Image, Image.Image]:
    """The face composited on a theme (RGB) and its own alpha."""
    face = Image.open(io.BytesIO(png)).convert("RGBA")
    flat = Image.new("RGBA", face.size, (*background, 255))
    flat.alpha_composite(face)
    return flat.convert("RGB"), face.getchannel("A")


def _low_mask(lum: np.ndarray, against: float) -> Image.Image:
    """255 where a pixel has less than MINIMUM contrast against luminance `against`."""
    contrast = (np.maximum(lum, against) + 0.05) / (np.minimum(lum, against) + 0.05)
    return Image.fromarray(np.where(contrast < MINIMUM, 255, 0).astype(np.uint8), "L")


def _flood(passable: Image.Image, seeds: list[tuple[int, int]]) -> Image.Image:
    """Pixels reached from the seeds through passable (255) pixels."""
    canvas = passable.copy()
    for seed in seeds:
        if canvas.getpixel(seed) == 255:
            ImageDraw.floodfill(canvas, seed, 128)
    return canvas.point(lambda p: 255 if p == 128 else 0)


def _touches(reached: Image.Image, region: Image.Image) -> int:
    """How many pixels of `region` (255) were reached."""
    both = Image.new("L", reached.size, 0)
    both.paste(reached, (0, 0), region)
    return both.histogram()[255]


def _erode(mask: Image.Image, pixels: int) -> Image.Image:
    out = mask.point(lambda p: 255 if p >= 128 else 0)
    for _ in range(pixels):
        out = out.filter(ImageFilter.MinFilter(3))
    return out


@dataclass(frozen=True)
class Report:
    boundary_leak: int  # pixels of the die's interior the background reached
    weakest_pip: float
    frame_leak: int  # pixels of the die's interior the frame reached (held faces)
    frame_hidden: bool  # the background reached the held frame's band

    @property
    def passes(self) -> bool:
        return not (self.boundary_leak or self.frame_leak or self.frame_hidden) \
            and self.weakest_pip >= MINIMUM


def measure(png: bytes, geometry: Geometry, background: RGB) -> Report:
    flat, _alpha = on_theme(png, background)
    lum = luminances(flat)
    size = flat.width
    # The background may pass where a pixel is not 3:1 against it; it starts all around
    # the face (transparent outside the rounded die).
    low = _low_mask(lum, luminance(background))
    edge = [(x, y) for x in range(size) for y in (0, size - 1)] + \
        [(x, y) for y in range(size) for x in (0, size - 1)]
    outside = _flood(low, edge)
    x0, y0, side = geometry.die
    die_mask = Image.new("L", flat.size, 0)
    ImageDraw.Draw(die_mask).rounded_rectangle(
        (x0, y0, x0 + side - 1, y0 + side - 1), radius=side * 0.2, fill=255)
    die_interior = _erode(die_mask, max(2, round(size * 0.08)))
    boundary_leak = _touches(outside, die_interior)

    # Each pip against the body around it: a ring out to 2.4 radii, clear of every pip.
    ys, xs = np.mgrid[0:size, 0:size]
    on_die = np.asarray(die_mask) == 255
    clear = on_die.copy()
    for px, py, pr in geometry.pips:
        clear &= np.hypot(xs - px, ys - py) >= 1.7 * pr
    weakest = math.inf
    for cx, cy, r in geometry.pips:
        ring = lum[clear & (np.hypot(xs - cx, ys - cy) <= 2.4 * r)]
        body = float(np.median(ring))
        pip = float(lum[round(cy), round(cx)])
        weakest = min(weakest, (max(pip, body) + 0.05) / (min(pip, body) + 0.05))

    frame_leak, frame_hidden = 0, False
    if geometry.frame:
        frame_at = (round(geometry.frame), size // 2)  # inside the band, on the left side
        frame_hidden = outside.getpixel(frame_at) == 255
        reached = _flood(_low_mask(lum, float(lum[frame_at[1], frame_at[0]])), [frame_at])
        frame_leak = _touches(reached, die_interior)
    return Report(boundary_leak, weakest, frame_leak, frame_hidden)
