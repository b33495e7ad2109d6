"""Lints over the catalogues' source: where a number meets a noun, and Tamil case endings.

`plural_problems(language)`: a numeric parameter followed by a word (a noun it counts:
«{ $max } asientos», «{ $entry } نقطة») must be the selector of a plural select in that
message, in every language whose CLDR plural rules have more than one form (all of ours:
Babel says which). Function words that cannot be counted (prepositions, conjunctions,
"left" of "2 left") are listed per language: a number followed by one of them meets no
noun.

`tamil_suffix_problems()`: a Tamil case ending (-ஐ, -க்கு, -இல், -உடன், -இன், ...) written
as a word of its own after a parameter («{ $player } க்கு»). The ending belongs to the
word: «{ $player }-க்கு», or the sentence is built so the parameter needs no ending.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from babel import Locale
from fluent.syntax import FluentParser, ast

from bot.text import LOCALES_DIR

# Parameters that carry a number (a count, points, a total); the rest are words or names.
NUMERIC = frozenset({
    "accuracy", "bank", "best", "blunder", "blunders", "bonus", "cost", "count", "decisions",
    "die", "ended", "entry", "expected", "face", "final", "games", "hold", "left", "lost",
    "luck", "max", "mean", "min", "minimum", "minutes", "mistake", "mistakes", "n", "points",
    "rank", "rate", "roll", "rolls", "rounding", "rounds", "score", "served", "target",
    "threshold", "total", "wins", "streak", "days", "day", "seconds", "hours",
})
# Words after a number that are not counted nouns, per language.
# Unit abbreviations ("5 min") do not inflect either. Tamil puts the verb after its
# object, so a number followed by a verb ("{ $points } சேமி": bank 50) counts nothing.
NOT_NOUNS: dict[str, frozenset[str]] = {
    "en": frozenset({"in", "of", "to", "or", "and", "with", "left", "if", "on", "for",
                     "instead", "then", "more", "when", "go", "are", "min"}),
    "es": frozenset({"en", "de", "a", "o", "y", "con", "si", "para", "por", "más", "van",
                     "cuando", "min"}),
    "ar": frozenset({"من", "إلى", "في", "أو", "و", "على", "إذا", "ثم", "بالضبط", "لكل", "مع",
                     "عندما", "د"}),
    "ta": frozenset({"அல்லது", "மற்றும்", "முதல்", "வரை", "என", "சேமி", "சேமித்தார்",
                     "பெற்றார்", "இழந்தார்", "பதிவு", "காட்டும்", "இல்லை", "மீதம்", "நிமி"}),
    "sq": frozenset({"në", "nga", "te", "ose", "dhe", "me", "për", "deri", "kur", "shkojnë",
                     "humbasin", "min"}),
}
WORD_AFTER = re.compile(r"^[ \u00a0]+([^\W\d_][\w\u0b80-\u0bff\u0600-\u06ff]*)")


def _messages(language: str) -> Iterator[ast.Message]:
    resource = FluentParser().parse((LOCALES_DIR / f"{language}.ftl").read_text("utf-8"))
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None:
            yield entry


def _selectors(node: object, found: set[str]) -> None:
    if isinstance(node, ast.SelectExpression) and isinstance(
            node.selector, ast.VariableReference):
        found.add(node.selector.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _selectors(child, found)


def _numbers_then_words(pattern: ast.Pattern) -> Iterator[tuple[str, str]]:
    """(numeric variable, the word right after it) in a pattern, select variants too."""
    elements = pattern.elements
    for i, element in enumerate(elements):
        if isinstance(element, ast.Placeable):
            expression = element.expression
            if isinstance(expression, ast.SelectExpression):
                for variant in expression.variants:
                    yield from _numbers_then_words(variant.value)
            elif (isinstance(expression, ast.VariableReference)
                  and expression.id.name in NUMERIC and i + 1 < len(elements)):
                after = elements[i + 1]
                if isinstance(after, ast.TextElement):
                    match = WORD_AFTER.match(after.value)
                    if match:
                        yield expression.id.name, match.group(1)


def needs_plurals(language: str) -> bool:
    """Whether CLDR gives the language more than one plural form for cardinals."""
    return bool(Locale.parse(language).plural_form.tags)


def plural_problems(language: str) -> list[str]:
    if not needs_plurals(language):
        return []
    problems = []
    stop = NOT_NOUNS.get(language, frozenset())
    for message in _messages(language):
        selected: set[str] = set()
        _selectors(message.value, selected)
        for variable, word in _numbers_then_words(message.value):  # type: ignore[arg-type]
            if variable not in selected and word.casefold() not in stop:
                problems.append(f"{language}: {message.id.name}: {{ ${variable} }} {word}")
    return problems


TAMIL_ENDINGS = frozenset({
    "ஐ", "ஐக்", "ஐச்", "ஐத்", "ஐப்", "ஆல்", "கு", "க்கு", "க்குக்", "க்குச்", "க்குத்", "க்குப்",
    "உக்கு", "இன்", "இல்", "இலிருந்து", "இலும்", "இடம்", "இடமிருந்து", "உடன்", "ஓடு", "ஆக",
    "க்காக", "க்காகக்", "ஆவது", "உம்", "ஆகிய", "இற்கு", "இடத்தில்",
})
PULLI = "\u0bcd"  # Tamil virama: no Tamil word starts with a consonant that carries it


def tamil_suffix_problems() -> list[str]:
    problems = []
    for message in _messages("ta"):
        for before, word in _after_placeables(message.value):  # type: ignore[arg-type]
            starts_with_pulli = len(word) > 1 and word[1] == PULLI
            if word in TAMIL_ENDINGS or starts_with_pulli:
                problems.append(f"ta: {message.id.name}: {{ ${before} }} {word}")
    return problems


def _after_placeables(pattern: ast.Pattern) -> Iterator[tuple[str, str]]:
    """(variable, the word written right after it, apart) in a pattern, variants too."""
    elements = pattern.elements
    for i, element in enumerate(elements):
        if not isinstance(element, ast.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            for variant in expression.variants:
                yield from _after_placeables(variant.value)
            name = getattr(expression.selector, "id", None)
            label = name.name if name is not None else "select"
        elif isinstance(expression, ast.VariableReference):
            label = expression.id.name
        else:
            continue
        if i + 1 < len(elements) and isinstance(elements[i + 1], ast.TextElement):
            text = elements[i + 1].value  # type: ignore[union-attr]
            if text[:1] in (" ", "\u00a0"):
                words = text.split()
                if words:
                    yield label, words[0].rstrip(".,;:!?)")
