"""A review at a table of two seats in chances of winning, through the emulator: what
the player reads, and that its figures add up to the result."""

from __future__ import annotations

import re

from bot.ai import finals
from bot.ai import tables as ai_tables
from tests.support.table_helpers import button_id, open_lobby, play_to_the_end, press

FIGURE = re.compile(r"([+−]?) ?(\d+(?:\.\d)?)%")


async def test_a_two_seat_review_counts_the_chance_to_win_and_adds_up(table):
    emu, bot = table.emu, table.bot
    ai_tables.clear_memory()
    for level in ("optimal", "easy"):
        finals.load_or_build_finals("classic", {}, level, bot.settings.data_dir)
    msg = await open_lobby(emu, "classic", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    record, _rules, final = await play_to_the_end(table, msg)
    assert record.status == "finished"
    handle = await emu.click(final, button_id(final, "Review"), user="alice")
    review = (await handle.ephemeral()).text
    print(review)
    # in points, as before, then in chances of winning
    assert "**Final score: " in review and "In figures: " in review
    assert "**Your chance to win**" in review
    assert re.search(r"Your chance to win was \d+(\.\d)?% at the start, and you "
                     r"(won|did not win)\.", review)
    lines = [line.partition("| ")[2] for line in review.splitlines()]
    line = next(line for line in lines if line.startswith("In chances: "))
    for term in ("(start)", "(your dice)", "(the others' dice)", "(your choices)",
                 "(the others' choices)", "(your turns played to win)"):
        assert term in line
    result, _, rest = line.removeprefix("In chances: ").partition(" = ")
    tenths = [round(float(n) * 10) * (-1 if sign == "−" else 1)
              for sign, n in FIGURE.findall(rest)]
    # the drift, what the two evaluators miss, is a figure of its own once it is a tenth
    assert len(tenths) == (7 if "(where the two ways of counting differ)" in line else 6)
    assert sum(tenths) == int(result.rstrip("%")) * 10  # to the tenth, exactly
    assert result in ("0%", "100%")
    assert ("you won." in review) == (result == "100%")
    # the costliest decisions for winning, each beside its cost in points, or none
    assert ("**Costliest decisions for winning**" in review) \
        != ("None of your choices cost you any chance to win." in review)
    assert "The figures are percentage points." in review
    ai_tables.clear_memory()


async def test_a_solo_review_stays_in_points(table):
    emu = table.emu
    msg = await open_lobby(emu, "classic", joiners=(), bots=())
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    handle = await emu.click(final, button_id(final, "Review"), user="alice")
    review = (await handle.ephemeral()).text
    assert "In figures: " in review and "chance to win" not in review


async def test_without_the_chances_tables_at_hand_the_review_is_in_points_at_once(
        table, monkeypatch):
    """Never built for a review (a build takes a while): the review answers in points,
    and the tables' build is started for the next games."""
    emu, bot = table.emu, table.bot
    monkeypatch.setattr(finals, "_loaded", {})
    monkeypatch.setattr(bot.chances, "warm", lambda record: None)
    asked: list[int] = []
    monkeypatch.setattr(bot.coach, "build_chances", lambda record: asked.append(record.id))
    msg = await open_lobby(emu, "classic", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    record, _rules, final = await play_to_the_end(table, msg)
    asked.clear()
    handle = await emu.click(final, button_id(final, "Review"), user="alice")
    review = (await handle.ephemeral()).text
    assert "In figures: " in review and "chance to win" not in review
    assert asked == [record.id]
