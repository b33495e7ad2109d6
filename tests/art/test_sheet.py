import io

import pytest
from PIL import Image

from bot.art import text
from bot.art.chart import Chart, Panel, render_chart
from bot.art.sheet import (
    HEADER_MIN,
    LABEL_MAX,
    PAD,
    PROGRESS_FILL,
    PROGRESS_TRACK,
    WINNER_BG,
    Row,
    Sheet,
    draw_sheet,
    header_lines,
    label_fit,
    render_sheet,
)


def _sheet(rtl: bool = False, players: int = 3) -> Sheet:
    names = ["Alice", "أحمد", "கணேஷ்", "Dan", "Eve", "Fay", "Gus", "Hal"][:players]
    rows = [
        Row("Ones", ["3", "", "1", "4", "2", "1", "5", "3"][:players]),
        Row("Upper subtotal", ["3", "0", "1", "4", "2", "1", "5", "3"][:players], "sum"),
        Row("Bonus", ["0"] * players, "bonus"),
        Row("Total", ["3", "0", "1", "4", "2", "1", "5", "3"][:players], "total"),
    ]
    return Sheet("Yacht #1", names, rows, subtitle="Alice wins", winners=frozenset({0}),
                 rtl=rtl)


def _winner_xs(image: Image.Image, y: int) -> list[int]:
    return [x for x in range(image.width) if image.getpixel((x, y)) == WINNER_BG]


def test_sheet_is_a_png_wide_enough_to_read_and_no_wider_than_a_phone_can_zoom():
    data = render_sheet(_sheet(players=8))
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert 900 <= image.width <= 1280
    assert len(data) < 1024 * 1024


def test_winner_column_is_highlighted_and_mirrored_right_to_left():
    ltr, rtl = draw_sheet(_sheet()), draw_sheet(_sheet(rtl=True))
    y = ltr.height - 20 - 46 * 4 + 10  # in the "Ones" row: the band runs down the column
    left = _winner_xs(ltr, y)
    right = _winner_xs(rtl, y)
    assert left and right and ltr.width == rtl.width
    # LTR: the labels come first, then the first player's column; RTL is its mirror image.
    assert min(left) > 200
    mirrored = sorted(ltr.width - 1 - x for x in left)
    assert abs(min(right) - mirrored[0]) <= 1 and abs(max(right) - mirrored[-1]) <= 1


def test_a_row_with_the_wrong_number_of_cells_is_refused():
    bad = Sheet("t", ["a", "b"], [Row("Ones", ["1"])])
    with pytest.raises(ValueError, match="one cell per player"):
        draw_sheet(bad)


def test_long_names_are_cut_with_an_ellipsis_between_whole_letters():
    assert text.fit("Bob the Great Builder", 26, "bold", 120).endswith("…")
    assert text.fit("Bob", 26, "bold", 120) == "Bob"
    cut = text.fit("கணேஷ்குமார்", 26, "bold", 80)
    # never ends with a dangling vowel sign or virama before the ellipsis
    assert cut.endswith("…") and cut[-2] not in "ேெைொோௌ்ாிீுூ"


def test_complex_layout_is_available():
    """The Docker image installs libfribidi; without it Arabic would not join."""
    assert text.has_complex_layout()


def test_chart_draws_each_panel_with_its_target_line(artifacts):
    """Every panel with games (the empty one is left out), each with its target line."""
    chart = Chart("Alice", [
        Panel("Yacht", [201, 230, 187, 256], [False, True, False, True], 245.87, "optimal 245.9"),
        Panel("5000", [5050], [True], 5000, "goal 5000"),
        Panel("Generala", [], [], 166.1, "optimal 166.1"),
    ], legend_win="win")
    data = render_chart(chart)
    (artifacts / "stats_chart.png").write_bytes(data)
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG" and image.width == 900


def test_right_to_left_sheet_is_written_to_artifacts(artifacts):
    (artifacts / "sheet_rtl_sample.png").write_bytes(render_sheet(_sheet(rtl=True)))


@pytest.mark.parametrize("name", [
    "Computer 3 (optimal)", "الحاسوب 2 (مثالي)", "கணினி 2 (உகந்தது)", "Kompjuteri 4 (normal)",
    "Bartholomew-Maximilian", "கணேஷ்குமார்சுப்பிரமணியன்", "👩‍👩‍👧 family",
])
@pytest.mark.parametrize("room", [84, 120, 200])
def test_a_name_is_shrunk_or_wrapped_to_fit_its_column_never_cut(name, room):
    size, lines = header_lines(name, room)
    assert all(text.width(line, size, "bold") <= room for line in lines)
    assert "".join(lines).replace(" ", "") == name.replace(" ", "")  # every letter shown
    assert not any(line.endswith(text.ELLIPSIS) for line in lines)
    # lines break between letters: their clusters are the name's, in order
    joined = [c for line in lines for c in text.clusters(line) if c != " "]
    assert joined == [c for c in text.clusters(name) if c != " "]


def test_a_computer_s_level_in_brackets_is_not_broken_across_lines():
    """The Albanian sheet's header read «Kompjuteri 2 (i» / «lehtë)»."""
    name = "Kompjuteri 2 (i lehtë)"
    room = text.width("Kompjuteri 2", HEADER_MIN, "bold") + 2
    assert text.width(name, HEADER_MIN, "bold") > room  # it must wrap
    size, lines = header_lines(name, room)
    assert any("(i lehtë)" in line for line in lines), (size, lines)
    assert "".join(lines).replace(" ", "") == name.replace(" ", "")


def test_every_header_of_an_eight_player_sheet_in_arabic_and_tamil_is_whole(artifacts):
    names = ["الحاسوب 2 (مثالي)", "கணினி 3 (உகந்தது)", "Computer 4 (normal)", "أحمد",
             "கணேஷ்குமார்சுப்பிரமணியன்", "Eve", "Fay", "Gus"]
    rows = [Row("Ones", ["1"] * 8), Row("Total", ["1"] * 8, "total")]
    sheet = Sheet("Yacht #1", names, rows, winners=frozenset({0}), rtl=True)
    data = render_sheet(sheet)
    (artifacts / "sheet_long_names.png").write_bytes(data)
    assert Image.open(io.BytesIO(data)).width <= 1280


@pytest.mark.parametrize("label", ["மேல் பகுதி கூட்டுத்தொகை", "مجموع القسم العلوي",
                                   "Nëntotali i pjesës së sipërme"])
def test_a_row_label_as_wide_as_the_column_allows_is_shrunk_whole_not_cut(label):
    size, shown = label_fit(label, "bold", LABEL_MAX - 2 * PAD)
    assert shown == label
    assert text.width(shown, size, "bold") <= LABEL_MAX - 2 * PAD


def test_the_bonus_progress_fills_from_where_the_reader_starts():
    """Left to right in English, right to left in Arabic: the filled part of a 20/63 bar
    starts at the reading start of its track."""
    def bar(rtl: bool) -> tuple[range, range]:
        rows = [Row("Bonus", ["20/63"], "bonus", marks=("progress",))]
        image = draw_sheet(Sheet("t", ["Alice"], rows, rtl=rtl))
        colour = {(x, y): image.getpixel((x, y)) for x in range(image.width)
                  for y in range(image.height)}
        fill = [x for (x, _), c in colour.items() if c == PROGRESS_FILL]
        track = fill + [x for (x, _), c in colour.items() if c == PROGRESS_TRACK]
        return range(min(track), max(track)), range(min(fill), max(fill))

    track, fill = bar(rtl=False)
    assert fill.start - track.start <= 2 and track.stop - fill.stop > 40
    track, fill = bar(rtl=True)
    assert track.stop - fill.stop <= 2 and fill.start - track.start > 40
