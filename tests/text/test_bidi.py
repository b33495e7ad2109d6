"""Arabic lines as FriBidi lays them out (the Unicode bidi algorithm, as raqm draws the
pictures): a game's number keeps its "#", a Latin name keeps its punctuation and the
Arabic around it, lists read right to left, and command descriptions, which Discord
sends without isolates, read as they would with them."""

from __future__ import annotations

import pytest
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.app.translator import localize
from bot.text import texts_for
from bot.text.bidi import FSI, LRI, PDI, RLI, marked, resolve
from tests.support.bidi import list_order_problems, order_problems, shown
from tests.text.test_catalogue import parse

AR = texts_for("ar")


def test_a_first_strong_isolate_takes_the_direction_of_what_it_holds():
    assert resolve(f"{FSI}Generala: اللعب بفئة Generala مزدوجة{PDI}").startswith(RLI)
    assert resolve(f"{FSI}Alice{PDI}") == f"{LRI}Alice{PDI}"
    # the outer isolate holds Arabic inside a nested one: right to left too
    assert resolve(f"{FSI}x {FSI}علي{PDI}{PDI}") == f"{RLI}x {RLI}علي{PDI}{PDI}"
    assert AR.isolate("Alice علي").startswith(RLI)
    assert AR.isolate("<@42>").startswith(LRI)


def test_no_arabic_message_holds_a_first_strong_isolate():
    for key, names in sorted(parse("ar").items()):
        text = AR(key, **{name: "Generala مزدوجة" for name in names})
        assert FSI not in text, key


@pytest.mark.parametrize("key", ["game-title", "final-title", "scorecard-title", "hint-title",
                                 "review-title", "sheet-picture-title", "thread-name"])
def test_a_games_number_keeps_its_sign(key):
    """«اليخت #1234» on screen: the "#" stays left of the number, the number whole
    (ungrouped: an id is no amount)."""
    line = AR(key, game=AR.phrase("game-yacht"), id=1234)
    assert "#1234" in shown(line), shown(line)
    assert not order_problems(line, [])


def test_a_latin_name_keeps_its_punctuation_and_the_list_its_order():
    """The games' list in the command group: «Generala، 5000» once came out turned
    around; every name of the list stands left of the one before it."""
    t = AR
    line = t("cmd-group")
    names = [t("game-yacht"), t("game-classic"), t("game-generala"), t("game-5000")]
    assert not list_order_problems(line, names)
    assert list_order_problems(f"ألعاب: {t('game-yacht')}، Generala، 5000 و{t('game-yatzy')}",
                               [t("game-yacht"), "Generala", "5000"])


def _descriptions() -> list[str]:
    return sorted(k for k in parse("ar") if k.startswith(("cmd-", "param-")))


@pytest.mark.parametrize("key", _descriptions())
def test_a_command_description_reads_the_same_without_isolates(key):
    """Discord strips isolates from command descriptions: the marks that replace them
    (bot.text.bidi.marked) lay the line out exactly as the isolates would."""
    sent = localize(locale_str("x", key=key), "ar", Where.command_description)
    assert sent is not None
    assert not set(sent) & {FSI, LRI, RLI, PDI}
    isolated = AR.for_description("ar")(key)
    assert shown(sent) == shown(isolated), (shown(sent), shown(isolated))
    assert len(sent) <= 100


def test_a_command_reads_slash_first():
    """«/yacht ابدأ»: the "/" stays with "yacht", in a line and in a description."""
    line = AR.for_description("ar")("param-default-game")
    assert "/yacht" in shown(line) and "yacht/" not in shown(line)
    assert "/yacht" in shown(marked(line))
