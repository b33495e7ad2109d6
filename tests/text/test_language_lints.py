"""Catalogue lints a native reader would otherwise catch: plural forms where a number meets a
noun, Tamil case endings written apart from their word, and the visual order of every
Arabic message as FriBidi displays it."""

from __future__ import annotations

import pytest

from bot.text import languages, texts_for
from tests.support.bidi import order_problems
from tests.text.catalogue_lints import plural_problems, tamil_suffix_problems
from tests.text.test_catalogue import parse


@pytest.mark.parametrize("language", languages())
def test_a_number_that_meets_a_noun_has_plural_forms(language):
    assert not plural_problems(language)


def test_the_plural_lint_finds_a_count_without_forms(tmp_path, monkeypatch):
    from tests.text import catalogue_lints

    (tmp_path / "es.ftl").write_text("full = La mesa está llena ({ $max } asientos).\n"
                                     "ok = { $max ->\n    [one] un asiento\n"
                                     "   *[other] { $max } asientos\n  }\n"
                                     "bare = Asegurar { $points }\n", encoding="utf-8")
    monkeypatch.setattr(catalogue_lints, "LOCALES_DIR", tmp_path)
    assert plural_problems("es") == ["es: full: { $max } asientos"]


def test_tamil_case_endings_stay_on_their_word():
    assert not tamil_suffix_problems()


def test_the_tamil_lint_finds_an_ending_standing_alone(tmp_path, monkeypatch):
    from tests.text import catalogue_lints

    (tmp_path / "ta.ftl").write_text("a = { $player } க்கு சூடான பகடைகள்\n"
                                     "b = { $player }-க்கு சூடான பகடைகள்\n"
                                     "c = { $player } க்காகக் காத்திருங்கள்\n", encoding="utf-8")
    monkeypatch.setattr(catalogue_lints, "LOCALES_DIR", tmp_path)
    assert tamil_suffix_problems() == ["ta: a: { $player } க்கு", "ta: c: { $player } க்காகக்"]


# -- Arabic, through FriBidi ------------------------------------------------------------

AR = texts_for("ar")
# Values as the code passes them: names users give are isolated by their own first letter
# (FSI), phrases of the catalogue by the catalogue's direction (RLI), numbers as numbers.
USER = {"player": "Alice Smith", "host": "Bob Jones", "user": "Carol Diaz", "from": "Alice Smith",
        "to": "Bob Jones", "players": "Alice Smith", "word": "full house", "url": "https://x.y/z",
        "problem": "connection refused", "example": "straight=one_gap"}
PHRASES = {
    "game": AR("game-generala"), "other": AR("game-classic"),
    "box": AR("box-double_generala"), "boxes": AR("box-three_of_a_kind"),
    "set": AR("dice-set-casino"), "level": AR("level-name-optimal"),
    "label": AR("row-upper-bonus"), "how": AR("dice-unlock-neon"),
    "option": AR("option-name-served_generala_wins"), "language": AR("language-name"),
    "description": AR("option-double_generala"), "rules": AR("preset-standard"),
    "action": AR("act-keep-all"), "did": AR("choice-reroll-all"),
    "best": AR("choice-keep-all"), "kept": AR("dice-group", count=3, face=5),
    "why": AR("why-keep-more"), "when": AR("review-when", turn=4, dice="⚀ ⚁", rolls=2),
    "text": AR("event-reset", player="Alice Smith"), "reasons": AR("bank-reason-over"),
    "name": AR("dice-set-wood"), "names": AR("dice-set-gold"), "allowed": AR("value-one_gap"),
    "known": AR("value-ace_as_two"), "value": AR("value-sum"), "reason": "served",
    "mode": "humans", "scoring": "sum", "straight": "standard",
}
NUMBERS = {"count": 1, "max": 8, "min": 2, "n": 3, "points": 1500, "total": 247, "id": 1234}


def sample(variable: str) -> object:
    if variable in USER:
        return AR.isolate(USER[variable])
    if variable in PHRASES:
        value = PHRASES[variable]
        return value if variable in ("reason", "mode", "scoring", "straight") else AR.own(value)
    return NUMBERS.get(variable, 5)


def known_phrases() -> list[str]:
    return [*USER.values(), *(v for v in PHRASES.values() if " " in v)]


def test_every_arabic_message_reads_right_to_left():
    """Each line of every message, as FriBidi displays it in a right-to-left paragraph:
    every name reads whole in its own direction, every catalogue phrase right to left,
    every fraction left to right."""
    problems = []
    for key, names in sorted(parse("ar").items()):
        text = AR(key, **{name: sample(name) for name in names})
        problems += [f"{key}: {p}" for line in text.splitlines()
                     for p in order_problems(line, known_phrases())]
    assert not problems, problems


def test_the_order_check_sees_what_a_reader_sees():
    fsi, rli, pdi = "\u2068", "\u2067", "\u2069"
    double = "Generala مزدوجة"
    assert order_problems(f"في {fsi}{double}{pdi}", [double])  # FSI: left to right
    assert not order_problems(f"في {rli}{double}{pdi}", [double])
    assert order_problems(f"({fsi}1{pdi}/{fsi}8{pdi})", [])  # shown as 8/1
    assert not order_problems(f"({fsi}1/8{pdi})", [])


def test_box_names_keep_their_arabic_order_in_the_score_menu_and_last_lines():
    """«Generala مزدوجة» starts with a Latin word: isolated by its first letter (FSI) it
    would read «مزدوجة Generala»; the catalogue's own direction (RLI) keeps it whole."""
    from bot.kinds import find_kind

    box = find_kind("generala").box_name("double_generala", AR)
    double = AR("box-double_generala")
    lines = [AR("score-option", box=box, points=100),
             AR("event-score", player=AR.isolate("Alice Smith"), points=100, box=box)]
    for line in lines:
        assert not order_problems(line, [double]), line
    # A phrase whose caller forgot `own` reads right too: the catalogue's isolate is
    # given the direction of what it holds, never that of its first letter.
    assert not order_problems(AR("event-score", player="x", points=100, box=double), [double])
    assert order_problems(f"سجّل في \u2068{double}\u2069.", [double])
