"""Every dice face reads on Discord's dark and light themes: WCAG contrast of at least
3:1, computed from the emoji PNGs themselves (tests/art/contrast.py says how)."""

from __future__ import annotations

import pytest

from bot.art.dice import HELD_FRAME, SET_IDS, draw_face, face_png, geometry
from tests.art.contrast import MINIMUM, THEMES, measure, ratio

FACES = [(s, v, h) for s in SET_IDS for h in (False, True) for v in range(1, 7)]


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("set_id", SET_IDS)
def test_every_face_and_held_frame_reach_3_to_1(set_id, theme, artifacts):
    lines = []
    for held in (False, True):
        for value in range(1, 7):
            report = measure(face_png(set_id, value, held), geometry(value, held),
                             THEMES[theme])
            lines.append(f"{set_id} {value}{'h' if held else ' '} {theme}: {report}")
            assert report.boundary_leak == 0, f"the {theme} theme bleeds into {lines[-1]}"
            assert report.weakest_pip >= MINIMUM, lines[-1]
            assert not report.frame_hidden, f"held frame lost on {theme}: {lines[-1]}"
            assert report.frame_leak == 0, f"die not told from its frame: {lines[-1]}"
    (artifacts / f"contrast_{set_id}_{theme}.txt").write_text("\n".join(lines) + "\n")


def test_the_measure_catches_what_players_saw():
    """The contrast check fails the faces of the first drawing where players could not
    tell: a red die on the dark theme, an amber frame on the light one."""
    from tests.art.contrast import luminance

    old_casino_body, old_casino_rim = (140, 10, 22), (92, 6, 14)
    assert ratio(old_casino_body, THEMES["dark"]) < MINIMUM
    assert ratio(old_casino_rim, THEMES["dark"]) < MINIMUM
    assert ratio(HELD_FRAME, THEMES["light"]) < MINIMUM  # hence its dark outline
    assert luminance(THEMES["light"]) == pytest.approx(1.0)


def _frame_run(face, points) -> int:
    """The longest run of frame-coloured pixels along these points."""
    best = run = 0
    for point in points:
        r, g, b, a = face.getpixel(point)
        framed = a > 200 and max(abs(r - HELD_FRAME[0]), abs(g - HELD_FRAME[1]),
                                 abs(b - HELD_FRAME[2])) <= 40
        run = run + 1 if framed else 0
        best = max(best, run)
    return best


@pytest.mark.parametrize("set_id", SET_IDS)
def test_the_held_mark_is_legible_at_22_px(set_id):
    """At button size the frame is at least 2 px of amber on every side (between dark
    lines), and its tab folds over the bottom-right corner: a shape, not a colour."""
    size, mid = 22, 11
    for value in range(1, 7):
        face = draw_face(set_id, value, held=True, size=size)
        sides = {
            "left": [(x, mid) for x in range(6)],
            "right": [(size - 1 - x, mid) for x in range(6)],
            "top": [(mid, y) for y in range(6)],
            "bottom": [(mid, size - 1 - y) for y in range(6)],
        }
        for side, points in sides.items():
            assert _frame_run(face, points) >= 2, (set_id, value, side)
        tab = _frame_run(face, [(size - 2 - i, size - 2 - i) for i in range(8)])
        plain_corner = _frame_run(face, [(1 + i, 1 + i) for i in range(8)])
        assert tab >= plain_corner + 2, (set_id, value, tab, plain_corner)
        plain = draw_face(set_id, value, size=size)
        assert _frame_run(plain, sides["left"]) == 0
