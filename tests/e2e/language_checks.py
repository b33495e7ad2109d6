"""What a reader of one language must not find in a message: English left over, and (in
Arabic) numbers, mentions and dice outside Unicode isolates."""

from __future__ import annotations

import re
from functools import cache

from fluent.syntax import FluentParser, ast

from bot.text import LOCALES_DIR

OPENERS, PDI = "\u2066\u2067\u2068", "\u2069"  # LRI, RLI, FSI; PDI closes each
WORD = re.compile(r"[A-Za-z][A-Za-z']{2,}")
MENTION = re.compile(r"<@!?\d+>")
DICE = re.compile(r"[\u2680-\u2685]")
ARABIC = re.compile(r"[\u0600-\u06ff]")
DIGITS = re.compile(r"\d+")
CODE = re.compile(r"`[^`]*`")
URL = re.compile(r"https?://\S+")
FILE = re.compile(r"^\s*\[file\] .*$", re.M)  # an attachment's file name (text_dump)


def _texts(node: object, out: list[str]) -> None:
    if isinstance(node, ast.NamedArgument):
        return  # a function's option (`form: "genitive"`), no word of the text
    if isinstance(node, ast.TextElement):
        out.append(node.value)
    if isinstance(node, ast.StringLiteral):
        out.append(node.value)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _texts(child, out)


@cache
def catalogue_text(language: str) -> str:
    """Every word a catalogue can print (message text and select variants' text)."""
    resource = FluentParser().parse((LOCALES_DIR / f"{language}.ftl").read_text("utf-8"))
    out: list[str] = []
    for entry in resource.body:
        if isinstance(entry, ast.Message) and not entry.id.name.startswith("startup-"):
            _texts(entry.value, out)
    return "\n".join(out)


@cache
def english_only_words(language: str) -> frozenset[str]:
    """Words of the English catalogue that the other catalogue does not use itself
    (game names like Generala, or `/yacht start`, stay legitimately)."""
    english = set(WORD.findall(catalogue_text("en")))
    own = set(WORD.findall(catalogue_text(language)))
    return frozenset(english - own)


def english_left(text: str, language: str) -> list[str]:
    """English words in a message meant for `language` (mentions are names: removed)."""
    if language == "en":
        return []
    # Mentions are names, `full_house` is what the command shows, links are addresses.
    bare = URL.sub(" ", CODE.sub(" ", MENTION.sub(" ", FILE.sub(" ", text))))
    return sorted({w for w in WORD.findall(bare) if w in english_only_words(language)})


def outside_isolates(line: str) -> str:
    """The line with every isolate (LRI/RLI/FSI … PDI, nesting allowed) removed."""
    out: list[str] = []
    depth = 0
    for char in line:
        if char in OPENERS:
            depth += 1
        elif char == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(char)
    return "".join(out)


@cache
def _literal_numbers(language: str) -> frozenset[str]:
    return frozenset(DIGITS.findall(catalogue_text(language)))


def unisolated(text: str, language: str = "ar") -> list[str]:
    """Lines of a right-to-left message where a mention, a die or a number that is not
    the catalogue's own wording stands outside an isolate."""
    bad = []
    for line in text.splitlines():
        if not ARABIC.search(line) or line.lstrip().startswith(("[", "<")):
            continue  # text_dump's rows of buttons and selects: emoji and label apart
        rest = outside_isolates(line)
        numbers = [n for n in DIGITS.findall(MENTION.sub(" ", rest))
                   if n not in _literal_numbers(language)]
        if MENTION.search(rest) or DICE.search(rest) or numbers:
            bad.append(line)
    return bad


@cache
def _arabic_phrases() -> tuple[str, ...]:
    """Every phrase of the Arabic catalogue that stands inside other messages (box, game,
    dice set, level, option names and values) of two words or more."""
    from bot.text import texts_for

    t = texts_for("ar")
    resource = FluentParser().parse((LOCALES_DIR / "ar.ftl").read_text("utf-8"))
    found = []
    for entry in resource.body:
        if (isinstance(entry, ast.Message) and entry.value is not None
                and PHRASE_KEY.match(entry.id.name)):
            names: list[str] = []
            _texts(entry.value, names)
            text = t.word(entry.id.name) if _plain(entry.value) else ""
            if " " in text and ARABIC.search(text) and "\n" not in text:
                found.append(text)
    return tuple(found)


PHRASE_KEY = re.compile(r"^(box-|[a-z0-9]+-box-[a-z_]+$|game-|dice-set-|level-name-|value-|"
                        r"option-name-|preset-standard$)")


def _plain(pattern: ast.Pattern) -> bool:
    return all(isinstance(e, ast.TextElement) for e in pattern.elements)


def misordered(text: str) -> list[str]:
    """Lines of an Arabic message where FriBidi shows a catalogue phrase, a name or a
    fraction in another order than it reads (tests/support/bidi.py)."""
    from tests.support.bidi import order_problems

    problems = []
    for line in text.splitlines():
        if ARABIC.search(line) and not line.lstrip().startswith(("[", "<")):
            problems += order_problems(line, _arabic_phrases())
    return problems
