"""Numbers as CLDR groups them: Spanish and Albanian from five digits on (4400, 12.400),
Tamil in lakhs, the same in a catalogue's sentence as in a number the code writes."""

from __future__ import annotations

import pytest

from bot.text import texts_for

CASES = {  # language -> 4400, 12400, 1234567 as CLDR 48 writes them
    "en": ("4,400", "12,400", "1,234,567"),
    "es": ("4400", "12.400", "1.234.567"),
    "sq": ("4400", "12\u00a0400", "1\u00a0234\u00a0567"),
    "ta": ("4,400", "12,400", "12,34,567"),
    "ar": ("4,400", "12,400", "1,234,567"),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_numbers_group_by_cldrs_minimum_grouping_digits(language):
    t = texts_for(language)
    written = tuple(t.number(n) for n in (4400, 12400, 1234567))
    assert written == CASES[language]
    for number, shown in zip((4400, 12400, 1234567), CASES[language], strict=True):
        line = t("event-score", player="x", points=number, box="y")
        assert shown in line, line
    assert t.number(999) == "999"


def test_decimals_follow_the_same_rule():
    assert texts_for("es").number(4400.25, 2) == "4400,25"
    assert texts_for("es").number(12400.5, 1) == "12.400,5"


def test_a_plural_still_selects_by_the_number():
    """An ungrouped number keeps its value for Fluent's plural select."""
    es = texts_for("es")
    assert es("refusal-full", max=1) != es("refusal-full", max=4400).replace("4400", "1")
    assert "4400" in es("refusal-full", max=4400)


@pytest.mark.parametrize("language", sorted(CASES))
def test_numbers_written_in_a_catalogue_are_grouped_as_cldr_groups_them(language):
    """«5.000 exactos» in Spanish prose is as wrong as in a formatted number."""
    import re

    from babel.numbers import get_group_symbol

    from tests.e2e.language_checks import catalogue_text

    group = re.escape(get_group_symbol(language))
    t = texts_for(language)
    written = re.findall(rf"(?<![\d.,])\d{{1,3}}(?:{group}\d{{2,3}})+(?![\d.,]\d)",
                         catalogue_text(language))
    wrong = [w for w in written if t.number(int(re.sub(r"\D", "", w))) != w]
    assert not wrong, wrong
