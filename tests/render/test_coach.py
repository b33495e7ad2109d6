"""Hints and reviews as a casual player reads them: words first, how much a choice
matters, faces for dice, figures in points that add up."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.domain import Advice, Choice, Decision, PlayerReview, TableView
from bot.faces import DiceLook
from bot.kinds import find_kind
from bot.render.coach import exact_tenths, hint_lines, render_hint, review_lines
from bot.text import languages, texts_for

EN = texts_for("en")
YACHT = find_kind("yacht")
FIVEK = find_kind("5000")
LOOK = DiceLook("wood", {(v, h): f"<:d2_wood_{v}{'h' * h}:{v}>" for v in range(1, 7)
                         for h in (False, True)})


def keep(value: float, kept: tuple[int, ...], reroll: tuple[int, ...]) -> Choice:
    return Choice("keep", value, keep=kept, reroll=reroll, dice_to_roll=len(reroll))


def advice(*choices: Choice, objective: str = "final_score") -> Advice:
    return Advice("yacht", objective, True, choices)  # type: ignore[arg-type]


@pytest.mark.parametrize(("gap", "said"), [
    (2.2, "Clearly best: 2.2 points ahead of the runner-up."),
    (1.7, "A little better than the runner-up, by 1.7 points."),
    (0.1, "About equal: the runner-up is only 0.1 points behind, so either is fine."),
])
def test_the_hint_says_what_to_do_then_how_much_it_matters(gap, said):
    best = keep(245.7, (5, 5, 5), (1, 3))
    runner = Choice("score", 245.7 - gap, box="fives", points=15)
    lines = hint_lines(YACHT, advice(best, runner), EN, building=False)
    assert lines == [
        "**Keep the three 5s and roll two dice.**",
        said,
        "Runner-up: Score 15 in Fives.",
        f"Expected final score: 245.7 with this choice, {245.7 - gap:.1f} with the runner-up.",
    ]


def test_the_hint_words_every_kind_of_choice():
    said = [hint_lines(YACHT, advice(c), EN, building=False)[0] for c in (
        keep(1.0, (6, 6, 5), (1, 2)), keep(1.0, (4,), (1, 2, 3, 6)),
        keep(1.0, (), (1, 2, 3, 4, 5)), keep(1.0, (1, 2, 3, 4, 5), ()),
        Choice("score", 1.0, box="yacht", points=0), Choice("roll", 1.0, dice_to_roll=5))]
    assert said == [
        "**Keep the two 6s and the 5, then roll two dice.**",
        "**Keep the 4 and roll four dice.**",
        "**Roll all five dice again.**",
        "**Keep all five dice and stop rolling.**",
        "**Score 0 in Yacht (a scratch).**",
        "**Roll all five dice.**",
    ]
    five_k = advice(Choice("bank", 1100.0, points=1100), Choice("roll", 472.8, dice_to_roll=2),
                    objective="turn_points")
    assert hint_lines(FIVEK, five_k, EN, building=False) == [
        "**Bank your 1,100 points.**",
        "Clearly best: 627.2 points ahead of the runner-up.",
        "Runner-up: Roll the 2 dice left.",
        "Points you can expect to bank this turn: 1,100.0 with this choice, 472.8 with the "
        "runner-up.",
    ]


def test_a_run_of_single_dice_is_named_once_not_die_by_die():
    """"Keep the 1, 2, 3 and 4", not "the 1, the 2, the 3 and the 4": Arabic said
    «بالرقم 1 وبالرقم 2 وبالرقم 3 وبالرقم 4» and Tamil put a case ending on every die."""
    run = advice(keep(1.0, (4, 2, 1, 3), (6,)))
    said = {language: hint_lines(YACHT, run, texts_for(language), building=False)[0]
            for language in ("en", "ar", "ta", "es")}
    assert said["en"] == "**Keep the 1, 2, 3 and 4, then roll one die.**", said["en"]
    arabic = said["ar"].translate({c: None for c in range(0x2066, 0x206A)})  # isolates
    assert "بالأرقام 1، 2، 3 و4" in arabic and "بالرقم" not in arabic, arabic
    assert "ஆகியவற்றை" in said["ta"] and "-ஐ" not in said["ta"]
    assert "los dados 1, 2, 3 y 4" in said["es"]
    # a pair beside single dice stays die by die
    mixed = hint_lines(YACHT, advice(keep(1.0, (6, 6, 4, 5), (1,))), EN, building=False)
    assert mixed[0] == "**Keep the two 6s, the 5, and the 4, then roll one die.**"


def test_a_hint_at_a_table_of_several_seats_speaks_in_chances_to_win():
    best = keep(0.4213, (6, 6), (1, 2, 3))
    runner = Choice("score", 0.3904, box="sixes", points=12)
    assert hint_lines(YACHT, advice(best, runner, objective="win_chance"), EN,
                      building=False) == [
        "**Keep the two 6s and roll three dice.**",
        "Clearly best: its chance to win is 3.1% higher than the runner-up's.",
        "Runner-up: Score 12 in Sixes.",
        "Chance to win: 42.1% with this choice, 39% with the runner-up.",
    ]
    es = hint_lines(YACHT, advice(best, objective="win_chance"), texts_for("es"),
                    building=False)
    assert es[1] == "Probabilidad de ganar desde aquí: 42,1\xa0%."


def test_the_hint_carries_an_apply_button_at_its_state_version():
    table = TableView(id=7, guild_id=1, channel_id=2, host_id=11, kind="yacht", options={},
                      status="playing", version=12)
    screen = render_hint(table, advice(keep(2.0, (5, 5, 5), (1, 3)), keep(1.0, (), (1,))),
                         EN, building=False)
    assert screen.view is not None
    ((button,),) = [row["components"] for row in screen.view.to_components()]
    assert button["label"] == "Apply" and button["custom_id"] == "y:7:12:apply:keep_555"


@given(st.integers(-500, 6000), st.lists(st.floats(-3000, 3000), min_size=2, max_size=4))
def test_rounded_parts_still_add_up_exactly(final, free):
    parts = [*free, final - sum(free)]  # signed parts that add up to final, as a review's
    tenths = exact_tenths(final, parts)
    assert sum(tenths) == final * 10
    assert all(abs(t - p * 10) <= 1.0 + 1e-6 for t, p in zip(tenths, parts, strict=True))


def review(**overrides) -> PlayerReview:
    taken = Choice("score", 150.0, box="chance", points=22)
    best = Choice("score", 168.8, box="fours", points=16)
    hold_taken = keep(200.0, (6,), (1, 2, 3, 4))
    hold_best = keep(203.1, (5, 5, 5), (1, 6))
    values = {
        "player": "1", "kind": "yacht", "objective": "final_score", "final": 123,
        "expected": 245.94, "luck": -47.46, "lost": 75.48,
        "decisions": [
            Decision(9, "box", (6, 4, 4, 4, 4), 0, ("chance", "fours", "yacht"), 0, taken,
                     best, 18.8, turn=4),
            Decision(3, "hold", (5, 5, 6, 5, 1), 2, ("chance", "fours", "yacht"), 0,
                     hold_taken, hold_best, 3.1, turn=1),
        ],
    }
    values.update(overrides)
    return PlayerReview(**values)  # type: ignore[arg-type]


def signed_numbers(line: str) -> list[float]:
    """The figures of the review's 'In figures' line, with their signs."""
    _, right = line.split(" = ")
    found = re.findall(r"([+−]?) ?([\d,]+\.\d)", right)
    return [(-1 if sign == "−" else 1) * float(n.replace(",", "")) for sign, n in found]


def test_the_review_in_plain_words_with_figures_that_add_up():
    lines = review_lines(YACHT, review(), EN, LOOK)
    text = "\n".join(lines)
    assert lines[:5] == [
        "**Final score: 123.**",
        "With average dice and the best choice at every step, a game is worth 246 points on "
        "average.",
        "Luck: the dice gave you 47 points less than average.",
        "Your choices cost 76 points.",
        "In figures: 123 = 246.0 (average) − 47.5 (luck) − 75.5 (choices)",
    ]  # 246 − 47 − 76 = 123: the words' whole points add up too
    assert sum(signed_numbers(lines[4])) == pytest.approx(123)
    assert "+ -" not in text and "+ −" not in text
    # dice as faces of the player's set; no lists of open boxes; the unit is points
    assert ("1. Turn 4, <:d2_wood_6:6> <:d2_wood_4:4> <:d2_wood_4:4> <:d2_wood_4:4> "
            "<:d2_wood_4:4>, no rolls left — your choice: scoring 22 in Chance. Best: scoring 16 "
            "in Fours (18.8 points more). Chance is worth more later: it was better kept for a "
            "stronger roll.") in lines
    assert "2. Turn 1, " in text and "(3.1 points more). Keeping more dice gave better" in text
    assert "open" not in text and "Yacht" not in text
    assert "**Accuracy 0%**" in text


@given(st.integers(0, 400), st.floats(-150, 150), st.floats(0, 150), st.floats(-60, 60))
def test_every_review_adds_up_to_its_final_score(final, luck, lost, ended):
    expected = final - luck + lost - ended
    line = next(x for x in review_lines(YACHT, review(final=final, expected=expected,
                                                        luck=luck, lost=lost, ended=ended,
                                                        decisions=[]), EN)
                if x.startswith("In figures"))
    assert sum(signed_numbers(line)) == pytest.approx(final)
    assert "+ -" not in line and "+ −" not in line and "- -" not in line


def plain_figures(lines: list[str]) -> int:
    """What the plain-words lines add up to, as a reader sums them: the average, ± luck,
    − the choices."""
    total = 0
    for line in lines:
        number = re.search(r"(\d[\d,]*) points?", line)
        amount = int(number.group(1).replace(",", "")) if number else 0
        if "a game is worth" in line or "more than average" in line:
            total += amount
        elif "less than average" in line or "choices cost" in line:
            total -= amount
    return total


@given(st.integers(200, 400), st.floats(-150, 150), st.floats(0, 150))
def test_the_plain_words_figures_add_up_to_the_final_score(final, luck, lost):
    expected = final - luck + lost
    lines = review_lines(YACHT, review(final=final, expected=expected, luck=luck, lost=lost,
                                       decisions=[]), EN)
    assert plain_figures(lines) == final


@pytest.mark.parametrize("language", languages())
def test_percentages_and_numbers_as_each_language_writes_them(language):
    t = texts_for(language)
    accuracy = review(decisions=[*review().decisions, Decision(
        11, "hold", (1, 1, 1, 1, 1), 1, (), 0, keep(1.0, (1,), ()), keep(1.0, (1,), ()), 0.0,
        turn=5)])
    text = "\n".join(review_lines(YACHT, accuracy, t))
    shown = {"en": "33%", "es": "33\u00a0%", "ar": "33%", "ta": "33%", "sq": "33%"}[language]
    assert shown in text
    # CLDR's minimum grouping digits: Spanish and Albanian group from five digits on.
    assert t.number(5000) in {"en": ["5,000"], "es": ["5000"], "ar": ["5,000"],
                              "ta": ["5,000"], "sq": ["5000"]}[language]


@pytest.mark.parametrize(("language", "line"), [
    ("en", "1. <@5> — 1 win / 1 game (100%), best 250, mean 250"),
    ("es", "1. <@5> — 1 victoria / 1 partida (100\u00a0%), mejor 250, promedio 250"),
])
def test_the_leaderboard_counts_games_and_writes_percentages_by_cldr(language, line):
    from bot.domain import BoardRow
    from bot.render.info import render_leaderboard

    embed = render_leaderboard("yacht", [BoardRow(5, 1, 1, 250, 250.0)], [],
                               texts_for(language))
    assert embed.fields[0].value == line
