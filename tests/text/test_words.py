"""English left in a catalogue, and Tamil sandhi: what a native reader stops at first
(tests/text/words_lint.py says how each is found)."""

from __future__ import annotations

import pytest

from bot.text import languages
from tests.text import words_lint
from tests.text.words_lint import english_left, proper_names, tamil_sandhi_problems


@pytest.mark.parametrize("language", [lang for lang in languages() if lang != "en"])
def test_no_english_is_left_in_a_catalogue(language):
    assert not english_left(language)


def test_tamil_sandhi_after_demonstratives_cases_and_before_vowels():
    assert not tamil_sandhi_problems()


def test_the_names_that_stay_in_latin_letters_are_names():
    """Only names English itself writes with a capital stand in Arabic or Tamil text:
    no English word (a box, a button, a verb) passes as one."""
    assert {"Discord", "Yahtzee"} <= proper_names()
    assert not proper_names() & {"Server", "Manage", "Create", "Chance", "Hint", "Done",
                                 "Roll", "Bank", "bot", "Bot"}


@pytest.fixture
def catalogue(tmp_path, monkeypatch):
    """Write one catalogue beside the real English one; the lint's caches start and end
    empty, so no other test reads this one's words."""
    def write(language: str, text: str) -> None:
        english = (words_lint.LOCALES_DIR / "en.ftl").read_text("utf-8")
        (tmp_path / "en.ftl").write_text(english, encoding="utf-8")
        (tmp_path / f"{language}.ftl").write_text(text, encoding="utf-8")
        monkeypatch.setattr(words_lint, "LOCALES_DIR", tmp_path)
        words_lint._english.cache_clear()
        words_lint.proper_names.cache_clear()

    yield write
    words_lint._english.cache_clear()
    words_lint.proper_names.cache_clear()


def test_the_english_lint_finds_a_word_left(catalogue):
    catalogue("ta",
               "game-yacht = Yacht\n"
               "a = இந்தப் bot சேமிப்பவை\n"
               "b = Yacht-இல் `python -m bot` Discord\n"
               "permission-view_channel = View Channel (சேனலைப் பார்த்தல்)\n"
               "c = View Channel அனுமதி\n")
    assert english_left("ta") == ["ta: Channel in c", "ta: View in c", "ta: bot in a"]


def test_the_english_lint_reads_latin_script_languages_with_dictionaries(catalogue):
    catalogue("es",
               "game-yacht = Yacht\n"
               "a = La mesa está llena: presiona Roll para empezar.\n"
               "b = Tus dados se ven en la partida.\n")
    assert english_left("es") == ["es: Roll in a"]


def test_the_sandhi_lint_finds_a_missing_doubling(tmp_path, monkeypatch):
    (tmp_path / "ta.ftl").write_text(
        "a = இந்த சேனலில் ஒரு ஆட்டம்\n"
        "b = இந்தச் சேனலில் ஓர் ஆட்டம், ஒரு பகடை\n"
        "c = உங்களுக்கு தேவை; பகடையை தேர்ந்தெடுங்கள்\n"
        "d = ஆட்டங்களின் கணக்கு சரியாக இருக்க\n"
        "e = (ஐந்து பகடைகள்)-க்கு\n", encoding="utf-8")
    monkeypatch.setattr(words_lint, "LOCALES_DIR", tmp_path)
    assert tamil_sandhi_problems() == [
        "ta: a: «இந்த சேனலில்» wants «இந்தச் சேனலில்»",
        "ta: a: «ஒரு ஆட்டம்» wants «ஓர் ஆட்டம்»",
        "ta: c: «உங்களுக்கு தேவை;» wants «உங்களுக்குத் தேவை;»",
        "ta: c: «பகடையை தேர்ந்தெடுங்கள்» wants «பகடையைத் தேர்ந்தெடுங்கள்»",
        "ta: e: «)-க்கு»: an ending glued to a parenthesis",
    ]
