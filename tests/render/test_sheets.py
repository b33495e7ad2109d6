"""Score sheets as a casual player reads them: the bonus's progress, scratches, resets,
the last round of 5000, numbers in the reader's language, and a text grid that lines
up in every language."""

from __future__ import annotations

import io

from PIL import Image

from bot.art.sheet import EARNED, MUTED, PROGRESS_FILL, RESET
from bot.domain import Seat
from bot.kinds import SheetRow, find_kind
from bot.render import render_scorecard, sheet_picture
from bot.render.sheets import sheet_table
from bot.rules import create_game
from bot.text import texts_for
from tests.render.test_screens import game, record
from tests.support.artifacts import ARTIFACTS
from tests.support.scripted_dice import ScriptedDice

EN = texts_for("en")


def rows_by_label(kind, rules, t=EN):
    return {row.label: row for row in find_kind(kind).sheet(rules, t)}


def has_colour(image: Image.Image, colour: tuple[int, int, int]) -> bool:
    return any(max(abs(a - b) for a, b in zip(found, colour, strict=True)) <= 6
               for _, found in image.getcolors(maxcolors=1 << 16) or [])


def test_the_upper_bonus_shows_its_progress_then_plus_35_and_scratches_stand_out():
    rec = record(seats=[Seat(user_id=11), Seat(user_id=22)])
    rules = game("yacht", rec, [6] * 5 * 4 + [1, 2, 2, 3, 4] * 2)
    for box in ("sixes", "fives"):  # Alice: 30 in sixes, then 0 in fives (a scratch)
        rules.roll()
        rules.score(box)
        rules.roll()
        rules.score("sixes" if box == "sixes" else "chance")
    rows = rows_by_label("yacht", rules)
    bonus = rows["Upper bonus"]
    assert bonus.cells == ("30/63", "30/63") and bonus.marks == ("progress", "progress")
    assert rows["Fives"].cells == ("—", "·") and rows["Fives"].marks == ("scratch", "open")
    assert rows["Sixes"].cells == ("30", "30") and rows["Sixes"].marks == ("", "")
    # Earned: +35.
    rules = game("yacht", record(seats=[Seat(user_id=11)]), [6] * 5 * 13)
    for box in ("sixes", "fives", "fours"):
        rules.roll()
        rules.score(box)
    rows = rows_by_label("yacht", rules)
    assert rows["Upper subtotal"].cells == ("30",)  # 30 + 0 + 0: not yet
    rules = game("yacht", record(seats=[Seat(user_id=11)]),
                 [6] * 5 + [5] * 5 + [4] * 5 + [3] * 5)
    for box in ("sixes", "fives", "fours", "threes"):
        rules.roll()
        rules.score(box)
    bonus = rows_by_label("yacht", rules)["Upper bonus"]
    assert bonus.cells == ("+35",) and bonus.marks == ("earned",)


def test_the_sheet_picture_draws_the_marks():
    rec = record(seats=[Seat(user_id=11), Seat(user_id=22)])
    rules = game("yacht", rec, [6] * 5 + [1, 2, 2, 3, 4] + [5] * 5 + [5] * 5
                 + [4] * 5 + [4] * 5 + [3] * 5 + [3] * 5)
    for box in ("sixes", "yacht"):  # bob: a scratch in Yacht
        rules.roll()
        rules.score(box)
    for box in ("fives", "fours", "threes"):
        for _player in range(2):
            rules.roll()
            rules.score(box)
    image = Image.open(io.BytesIO(sheet_picture(rec, rules, EN, {"11": "A", "22": "B"})))
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(ARTIFACTS / "sheet_marks.png")
    rgb = image.convert("RGB")
    assert has_colour(rgb, EARNED)  # alice's +35
    assert has_colour(rgb, PROGRESS_FILL)  # bob's 36/63
    assert has_colour(rgb, MUTED)  # the struck-out 0


def fivek_with_a_reset():
    rec = record("5000", seats=[Seat(user_id=11), Seat(user_id=22)])
    # alice banks 1000 (three 1s), bob banks 1000 too: alice falls back to 0
    rules = game("5000", rec, [1, 1, 1, 2, 3, 1, 1, 1, 2, 3])
    for _player in range(2):
        rules.roll()
        rules.bank()
    return rec, rules


def test_5000_marks_resets_and_shows_the_round_in_progress_and_the_last():
    _rec, rules = fivek_with_a_reset()
    rows = find_kind("5000").sheet(rules, EN)
    assert [r.label for r in rows] == ["Round 1", "Entered", "TOTAL"]
    assert rows[0].cells == ("0 ↺", "1,100") and rows[0].marks == ("reset", "")
    es = find_kind("5000").sheet(rules, texts_for("es"))
    assert es[0].cells[1] == "1100"  # CLDR: Spanish groups from five digits on
    # A game ends inside its last round: that round is on the sheet.
    rules = create_game("5000", ["a", "b"], {}, ScriptedDice(seed=4))
    from bot.ai import apply_move, choose_move

    while not rules.is_over:
        apply_move(rules, choose_move(rules, "normal"))
    rows = find_kind("5000").sheet(rules, EN)
    last_round, total = rows[-3], rows[-1]
    assert last_round.label == f"Round {len(rules.round_totals) + 1}" or \
        (len(rules.round_totals) and rules.round_totals[-1] == rules.totals)
    assert last_round.cells == total.cells
    assert "5,000" in total.cells


def test_the_5000_picture_draws_a_reset_in_red():
    rec, rules = fivek_with_a_reset()
    image = Image.open(io.BytesIO(sheet_picture(rec, rules, EN, {"11": "A", "22": "B"})))
    ARTIFACTS.mkdir(exist_ok=True)
    image.save(ARTIFACTS / "sheet_5000_reset.png")
    assert has_colour(image.convert("RGB"), RESET)


def test_the_text_grid_lines_up_and_names_players_in_the_readers_language():
    rec, rules = fivek_with_a_reset()
    grid = sheet_table(find_kind("5000").sheet(rules, EN), 2, EN)
    lines = grid.strip("`\n").split("\n")
    assert lines[0].split() == ["P1", "P2"]
    assert "not in" in grid and "not innot in" not in grid  # columns as wide as their cells
    entered = next(line for line in lines if line.startswith("Entered"))
    assert entered.split()[1:] == ["not", "in", "in"]
    es = render_scorecard(rec, rules, texts_for("es")).embed.description
    assert "J1 = <@11>" in es and "P1" not in es


def test_a_long_label_is_cut_between_words_never_inside_one():
    from bot.text.graphemes import cut_words

    assert cut_words("Katër të një lloji", 15) == "Katër të një…"
    assert cut_words("Gjashtëshet", 5) == "Gjashtëshet"  # one word: whole, the column widens
    assert cut_words("Full House", 15) == "Full House"
    grid = sheet_table([SheetRow("Katër të një lloji", ("12",)), SheetRow("Bonus", ("0",))],
                       1, texts_for("sq"))
    assert "Katër të një…" in grid and "ll…" not in grid


def test_a_tamil_sheet_is_lines_not_a_grid():
    """Tamil letters do not fill a monospace grid's cells: its columns would never line
    up, so the sheet is written as Arabic's is, a block of lines per player."""
    from bot.text.graphemes import fits_grid

    rec, rules = fivek_with_a_reset()
    ta = texts_for("ta")
    text = render_scorecard(rec, rules, ta).embed.description or ""
    assert "```" not in text and ta("sheet-player", player="<@11>") in text
    assert "```" in (render_scorecard(rec, rules, texts_for("sq")).embed.description or "")
    assert not fits_grid("போனஸ்") and fits_grid("Gjashtëshet") and fits_grid("Бонус")
