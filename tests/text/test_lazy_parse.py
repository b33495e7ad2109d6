"""The catalogues are parsed one message at a time (bot.text): each message must come out
exactly as parsing the whole file gives it, and a message naming another still reads."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

import bot.text
from bot.text import (
    LOCALES_DIR,
    Catalogue,
    Texts,
    entry_sources,
    is_rtl,
    languages,
    plain_message,
)


@pytest.mark.parametrize("language", languages())
def test_each_message_alone_parses_as_in_the_whole_file(language: str) -> None:
    source = (LOCALES_DIR / f"{language}.ftl").read_text("utf-8")
    whole = {entry.id.name: entry for entry in FluentParser().parse(source).body
             if isinstance(entry, ast.Message | ast.Term)}
    alone = entry_sources(source)
    assert set(alone) == set(whole)
    for key, text in alone.items():
        (entry, *rest) = [e for e in FluentParser().parse(text).body
                          if not isinstance(e, ast.Comment | ast.GroupComment
                                            | ast.ResourceComment)]
        assert not rest, f"{language}: {key} cut badly: {rest}"
        # The comment above an entry is the one thing its neighbour keeps.
        assert entry.equals(whole[key], ignored_fields=["span", "comment"]), (
            f"{language}: {key} parses differently alone")


@pytest.mark.parametrize("language", languages())
def test_a_one_line_message_built_without_the_parser_is_what_the_parser_reads(
        language: str) -> None:
    """Command descriptions and most texts skip Fluent's parser (the start asks for a few
    hundred of them): each must be the very message the parser makes of its source."""
    built = 0
    for key, text in entry_sources((LOCALES_DIR / f"{language}.ftl").read_text("utf-8")).items():
        message = plain_message(text)
        if message is None:
            continue
        built += 1
        (parsed,) = [e for e in FluentParser().parse(text).body
                     if isinstance(e, ast.Message | ast.Term)]
        assert message.equals(parsed, ignored_fields=["span", "comment"]), (
            f"{language}: {key} built as {message.value}, parsed as {parsed}")
    assert built > 300


@pytest.mark.parametrize(("source", "text"), [
    ("a = Roll the dice\n", "Roll the dice"),
    ("a   =   spaces around, and after   \n\n# the next entry's comment\n",
     "spaces around, and after"),
    ("a = [not a variant] * .nor attribute\n", "[not a variant] * .nor attribute"),
    ("a = no newline at the end", "no newline at the end"),
    ("a = { $count } dice\n", None),  # a placeable
    ("a = first line\n    and a second\n", None),  # a multiline value
    ("a = text\n    .title = an attribute\n", None),
    ("a =\n    indented only\n", None),
    ("-term = a term\n", None),
    ("a = closing } brace\n", None),  # Fluent's error, kept for the parser to report
])
def test_only_a_plain_line_is_built_without_the_parser(source: str, text: str | None) -> None:
    message = plain_message(source)
    if text is None:
        assert message is None
        return
    assert message is not None and message.value is not None
    assert message.equals(FluentParser().parse(source).body[0], ignored_fields=["span"])
    assert [e.value for e in message.value.elements if isinstance(e, ast.TextElement)] == [text]


@pytest.mark.parametrize("language", languages())
def test_a_plain_message_reads_as_fluent_formats_it(language: str) -> None:
    """Plain messages skip Fluent's bundle (and the language's CLDR data) at startup:
    their text must be what the bundle would give."""
    whole = FluentBundle([language], use_isolating=is_rtl(language))
    whole.add_resource(FluentResource((LOCALES_DIR / f"{language}.ftl").read_text("utf-8")))
    catalogue = Catalogue(language)
    plain = 0
    for key in (k for k in catalogue.sources if catalogue.owns(k)):
        value = catalogue.message(key).value
        assert value is not None
        if all(isinstance(e, ast.TextElement) for e in value.elements):
            plain += 1
            expected, errors = whole.format_pattern(whole.get_message(key).value, {})
            assert not errors and catalogue.format(key, {}) == expected, key
    assert catalogue._bundle is None and plain > 100


def test_an_entry_split_keeps_its_select_and_its_attributes() -> None:
    source = (
        "# a comment\n"
        "first = { $n ->\n"
        "    [one] one die\n"
        "   *[other] { $n } dice\n"
        "}\n"
        "    .hint = held\n"
        "\n"
        "## group\n"
        "second = plain\n"
    )
    alone = entry_sources(source)
    assert list(alone) == ["first", "second"]
    assert alone["first"].startswith("first = {") and ".hint = held" in alone["first"]
    assert alone["second"] == "second = plain\n"


def test_a_message_naming_another_or_a_term_reads_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "en.ftl").write_text(
        "-brand = Yacht\n"
        "greeting = Welcome to { -brand }: { rules }\n"
        "rules = five dice, { $turns } turns\n"
        "start = Type { $command-start }\n", "utf-8")
    monkeypatch.setattr(bot.text, "LOCALES_DIR", tmp_path)
    texts = Texts("en")
    assert texts("greeting", turns=13) == "Welcome to Yacht: five dice, 13 turns"
    assert list(texts.message_ids()) == ["greeting", "rules", "start"]
    assert texts.owns("rules") and not texts.owns("-brand") and not texts.has("nothing")
    assert texts._bound({"command-start": "/yacht start"})("start") == "Type /yacht start"
