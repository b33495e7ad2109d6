"""The review's part in chances of winning, in words: its figures add up to the result
to the tenth in every language, and it is absent where the review stays in points."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.domain import Choice, Decision, PlayerReview, WinReview
from bot.kinds import find_kind
from bot.render.coach import review_lines, wins_details
from bot.text import languages, texts_for

SHARE = st.floats(-0.6, 0.6, allow_nan=False)


@given(start=st.floats(0.0, 1.0), own=SHARE, dice=SHARE, lost=st.floats(0.0, 0.6),
       others=SHARE, edge=st.floats(0.0, 0.1), drift=st.floats(-0.03, 0.03),
       won=st.booleans())
def test_the_chances_figures_add_up_to_the_result_to_the_tenth(start, own, dice, lost,
                                                              others, edge, drift, won):
    """The parts rounded by largest remainders add up to 0% or 100% exactly, the drift
    the review kept shown as a part of its own once it reaches a tenth."""
    result = 1.0 if won else 0.0
    # the luck of the player's own dice takes what is left, as a real review's would
    own = result - drift - (start + dice - lost + others + edge)
    wins = WinReview(start, result, own, dice, lost, others, edge, drift)
    line = wins_details(wins, texts_for("en"))
    head, _, rest = line.removeprefix("In chances: ").partition(" = ")
    figures = re.findall(r"([+−]?) ?(\d+(?:\.\d)?)%", rest)
    # the drift, once it reaches a tenth, is a figure of its own: never hidden
    assert len(figures) == (7 if round(drift * 1000) else 6)
    tenths = sum(round(float(n) * 10) * (-1 if sign == "−" else 1) for sign, n in figures)
    assert tenths == (1000 if won else 0) and head == ("100%" if won else "0%")
    assert "+ −" not in line and "+ -" not in line


def review(wins: WinReview | None) -> PlayerReview:
    taken = Choice("score", 240.0, box="choice", points=24)
    best = Choice("score", 242.0, box="fours", points=16)
    win_best = Choice("keep", 0.3, keep=(5, 5, 5, 5), reroll=(4,), held=(0, 1, 2, 3),
                      dice_to_roll=1)
    decision = Decision(40, "box", (5, 5, 5, 5, 4), 1, ("choice", "fours"), 0, taken, best,
                        2.0, turn=12, win_cost=2 / 6, win_best=win_best)
    out = PlayerReview("p1", "classic", "final_score", 225, expected=166.9, luck=60.1,
                       lost=2.0, decisions=[decision], wins=wins)
    return out


@pytest.mark.parametrize("language", languages())
def test_the_costliest_decision_for_winning_is_worded_in_every_language(language):
    wins = WinReview(0.333, 0.0, 0.0, 0.0, 0.333, 0.0, 0.0, 0.0)
    lines = review_lines(find_kind("classic"), review(wins), texts_for(language))
    text = "\n".join(lines)
    assert "33.3" in text or "33,3" in text  # the chance given up, to the tenth
    assert "2.0" in text or "2,0" in text  # beside its cost in points
    assert "{" not in text and "}" not in text


def test_english_wording_of_the_review_in_chances():
    lines = review_lines(find_kind("classic"), review(WinReview(0.5, 0.0, -0.1, -0.067,
                                                                0.333, 0.0, 0.0, 0.0)),
                         texts_for("en"))
    assert "**Your chance to win**" in lines
    assert "Your chance to win was 50% at the start, and you did not win." in lines
    assert ("1. Turn 12, ⚄ ⚄ ⚄ ⚄ ⚃, 1 roll left — your choice: scoring 24 in Choice. "
            "Best to win: keeping the four 5s and rolling one die (33.3% more chance to "
            "win; your choice cost 2.0 points of expected score).") in "\n".join(lines)


def test_a_review_without_chances_says_nothing_of_them():
    text = "\n".join(review_lines(find_kind("classic"), review(None), texts_for("en")))
    assert "chance to win" not in text and "In chances" not in text
