import io
import re
from pathlib import Path

from PIL import Image, ImageChops

from bot.art.dice import (
    DRAWING_VERSION,
    SET_IDS,
    UNICODE_FACES,
    Face,
    all_faces,
    draw_face,
    emoji_name,
    face_png,
    parse_emoji_name,
    sheet_of_faces,
)

EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")


def test_at_least_four_sets_of_six_faces_each_with_a_held_look():
    faces = list(all_faces())
    assert len(SET_IDS) >= 4
    assert len(faces) == len(SET_IDS) * 12
    assert len({name for name, *_ in faces}) == len(faces)


def test_emoji_names_are_valid_and_parse_back():
    for name, set_id, value, held in all_faces():
        assert EMOJI_NAME.match(name), name
        assert parse_emoji_name(name) == Face(set_id, value, held, DRAWING_VERSION)
    assert emoji_name("wood", 3, True) == f"d{DRAWING_VERSION}_wood_3h"
    # the first drawing's names had no version: still ours (to delete once replaced)
    assert parse_emoji_name("d_wood_3h") == Face("wood", 3, True, 1)
    assert emoji_name("wood", 3, True, version=1) == "d_wood_3h"
    for other in ("d_nosuchset_3", "d_classic_7", "party_parrot", "d1_classic_3",
                  "d0_classic_3", "d02_classic_3", "d2_classic_3hh"):
        assert parse_emoji_name(other) is None, other


def test_faces_fit_discord_emoji_limits():
    for _, set_id, value, held in all_faces():
        data = face_png(set_id, value, held)
        assert len(data) <= 256 * 1024
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and image.size == (128, 128)


def test_faces_are_all_different_and_drawn_the_same_every_time():
    seen = set()
    for _, set_id, value, held in all_faces():
        data = draw_face(set_id, value, held).tobytes()
        assert data == draw_face(set_id, value, held).tobytes()
        seen.add(data)
    assert len(seen) == len(SET_IDS) * 12


def test_held_look_differs_a_lot_from_the_plain_one():
    """Held must read at a glance: a large share of pixels changes, not a tint."""
    for set_id in SET_IDS:
        plain = draw_face(set_id, 4).convert("RGB")
        held = draw_face(set_id, 4, held=True).convert("RGB")
        diff = ImageChops.difference(plain, held).convert("L").point(lambda p: p > 40 and 255)
        changed = diff.histogram()[255] / (128 * 128)
        assert changed > 0.3, (set_id, changed)


def test_unicode_fallback_faces():
    assert [UNICODE_FACES[v] for v in range(1, 7)] == ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"]


def test_unknown_value_is_refused():
    try:
        draw_face("classic", 7)
    except ValueError as exc:
        assert "1 to 6" in str(exc)
    else:
        raise AssertionError("a seven was drawn")


def test_every_set_is_written_to_artifacts(artifacts):
    for set_id in SET_IDS:
        path = artifacts / f"dice_{set_id}.png"
        sheet_of_faces(set_id).save(path)
        assert path.stat().st_size > 0


REFERENCE = Path(__file__).parent / "reference"


def faces_thumbnail() -> Image.Image:
    """Every face of every set at 32 px on one sheet (the drawing, small)."""
    size = 32
    sheet = Image.new("RGBA", (12 * size, len(SET_IDS) * size), (0, 0, 0, 0))
    for row, (_name, set_id, value, held) in enumerate(all_faces()):
        sheet.alpha_composite(draw_face(set_id, value, held, size),
                              ((row % 12) * size, (row // 12) * size))
    return sheet


def test_a_changed_drawing_gets_a_new_version():
    """Emoji of a drawing are reused by name, so a redrawn face must come with a new
    DRAWING_VERSION, or deployed bots would keep showing the old one. The reference
    thumbnail of each version pins its drawing (a new version writes its own: run
    this test once and commit tests/art/reference/faces-v<N>.png)."""
    reference = REFERENCE / f"faces-v{DRAWING_VERSION}.png"
    drawn = faces_thumbnail()
    if not reference.exists():
        REFERENCE.mkdir(exist_ok=True)
        drawn.save(reference)
        raise AssertionError(f"{reference} written: look at it and commit it")
    pinned = Image.open(reference).convert("RGBA")
    assert pinned.size == drawn.size
    diff = ImageChops.difference(pinned, drawn).convert("L")
    mean = sum(i * n for i, n in enumerate(diff.histogram())) / (drawn.width * drawn.height)
    assert mean < 1.0, (
        f"the faces differ from drawing {DRAWING_VERSION} (mean difference {mean:.2f}): "
        "bump DRAWING_VERSION in bot/art/dice_sets.py")
