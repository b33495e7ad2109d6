import io
import re

from PIL import Image, ImageChops

from bot.art.dice import (
    SET_IDS,
    UNICODE_FACES,
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
        assert parse_emoji_name(name) == (set_id, value, held)
    assert parse_emoji_name("d_nosuchset_3") is None
    assert parse_emoji_name("d_classic_7") is None
    assert parse_emoji_name("party_parrot") is None


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
    assert emoji_name("wood", 3, True) == "d_wood_3h"
