"""Game names that decline: a catalogue gives a game's name its forms as attributes
(`.definite`, `.genitive`, `.gender`), and a sentence asks for the one it needs with
`{ FORM($game, form: …) }`, so «rregulla të Jahtit» and «Jahti i ditës» agree."""

from __future__ import annotations

import re

from bot.text import LOCALES_DIR, texts_for

SQ = texts_for("sq")


def test_albanian_game_names_decline_and_agree():
    share = {g: SQ("daily-share-unreviewed", player="@a", game=SQ(f"game-{g}"), day="d",
                   score=5) for g in ("yacht", "generala", "yatzy")}
    assert "Jahti i ditës" in share["yacht"]
    assert "Generala e ditës" in share["generala"]
    assert "Jatziu i ditës" in share["yatzy"]
    other = SQ("refusal-rules_other_game", other=SQ("game-yacht"), game=SQ("game-generala"))
    assert "rregulla të Jahtit" in other and other.endswith("është Generala.")
    assert "opsionet e tij" in SQ("refusal-unknown_option", option="x", game=SQ("game-yacht"),
                                  known="a")
    assert "opsionet e saj" in SQ("refusal-unknown_option", option="x",
                                  game=SQ("game-generala"), known="a")


def test_a_name_without_forms_stays_as_it_is():
    assert SQ._catalogue.form("Alice", "genitive") == "Alice"
    assert texts_for("ar")._catalogue.form(texts_for("ar").phrase("game-yacht")) != ""


def test_no_albanian_game_name_follows_a_word_that_governs_its_case_bare():
    """After «të», «së», «nga» or before «e/i ditës» a bare `{ $game }` cannot agree."""
    source = (LOCALES_DIR / "sq.ftl").read_text("utf-8")
    bare = re.findall(r"(?:\b(?:të|së|nga) \{ \$(?:game|other) \}|\{ \$(?:game|other) \} [ei] )",
                      source)
    assert not bare, bare


def test_albanian_boxes_and_straights_are_what_players_say():
    assert [SQ(f"box-{b}") for b in ("ones", "twos", "threes", "fours", "fives", "sixes")] == [
        "Njëshet", "Dyshet", "Treshet", "Katërshet", "Pesëshet", "Gjashtëshet"]
    assert SQ("box-small_straight") == "Shkalla e vogël" and SQ("box-straight") == "Shkalla"
    assert not re.search(r"në radhë\b", (LOCALES_DIR / "sq.ftl").read_text("utf-8"))
