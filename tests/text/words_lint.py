"""Lints a native reader would otherwise catch: English left in a catalogue, and the
Tamil sandhi a demonstrative, an accusative or a dative calls for.

English left (`english_left(language)`): a word of the catalogue's own text (code spans,
paths, placeables and identifiers taken out) that English writes and the language does
not. In Arabic and Tamil script every Latin word is such a word; in Spanish and Albanian a
word is English when Hunspell's en_US dictionary takes it and the language's own does
not. What stays in Latin letters is said by the catalogues themselves, never by a list
here: the language's own names of the games (`game-*`), the names English writes only
with a capital (Discord, Yahtzee: en.ftl never writes them in lower case), and, in a
language Discord has no client for, a permission's name as the reader's English client
shows it (the `permission-*` message holds en.ftl's words of the same key), and the
terms docs/glossary.md records as a Latin-script language's own (its "used" column, each
with why).

Tamil sandhi (`tamil_sandhi_problems()`): after the demonstratives இந்த / அந்த / எந்த,
an accusative, a dative and an adverb in -ஆக, a
word that starts with க, ச, த or ப doubles it on the word before («இந்தச் சேனலில்»,
«பகடையைத் தேர்ந்தெடுங்கள்»); «ஓர்» stands before a vowel and «ஒரு» before a consonant.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from functools import cache
from itertools import pairwise

from fluent.syntax import FluentParser, ast

from bot.text import LOCALES_DIR
from bot.text.commands import GROUP, client_locale_of
from tests.e2e.language_checks import _texts
from tests.support.provision import debian_package

# A word: two letters or more (one letter is a seat's "J1", an elided "t’"), not part of
# a path, an address, a mention or a hyphenated name (`/yacht-configuración`).
LATIN_WORD = re.compile(r"(?<![\w/.@<:-])[A-Za-z\u00c0-\u024f]{2,}(?![\w/.>@_]|-[A-Za-z])")
CODE = re.compile(r"`[^`]*`")
URL = re.compile(r"https?://\S+")
IDENTIFIER = re.compile(r"\b\w*(?:_\w*|[A-Z]{2,}\w*)\b")  # SHARD_IDS, SQLite: names, no words
NON_LATIN = {"ar", "ta"}
DICTIONARY = {"en": ("en_US", "hunspell-en-us"), "es": ("es_ES", "hunspell-es"),
              "sq": ("sq_AL", "myspell-sq")}


def _messages(language: str) -> Iterator[tuple[str, str]]:
    """(message id, its own text: variants and attributes, placeables left out)."""
    resource = FluentParser().parse((LOCALES_DIR / f"{language}.ftl").read_text("utf-8"))
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            out: list[str] = []
            _texts(entry, out)
            yield entry.id.name, "\n".join(out)  # words apart in the source never meet


#: the command group's own name, in a command name (`yacht-அமைப்புகள்`) or a path
COMMAND = re.compile(rf"/{GROUP}\b|\b{GROUP}-")


def _bare(text: str) -> str:
    return IDENTIFIER.sub(" ", COMMAND.sub(" ", URL.sub(" ", CODE.sub(" ", text))))


@cache
def _english() -> dict[str, str]:
    return dict(_messages("en"))


#: messages that name a thing of the bot (a box, a button, a dice set): their English words
#: are words to translate, whatever their capital
NAMES = re.compile(r"^(box-|[a-z0-9]+-box-|btn-|row-|option-name-|level-name-|dice-set-|"
                   r"permission-|game-|value-|preset-)")
MID_SENTENCE = re.compile(r"(?<=[a-z,] )[A-Z][A-Za-z']*")


@cache
def proper_names() -> frozenset[str]:
    """Words en.ftl writes with a capital in mid-sentence and never in lower case, and
    that name nothing the bot names itself: names of others (Discord, Yahtzee)."""
    english = _english()
    words = [w for text in english.values() for w in LATIN_WORD.findall(_bare(text))]
    lower = {w for w in words if w[0].islower()}
    named = {w for key, text in english.items() if NAMES.match(key)
             for w in LATIN_WORD.findall(text)}
    capital = {w for text in english.values() for w in MID_SENTENCE.findall(_bare(text))}
    return frozenset(w for w in capital
                     if len(w) > 1 and w.lower() not in lower and w not in named)


def _hunspell() -> str:
    return debian_package("hunspell", lambda: shutil.which("hunspell"))


def _dictionary(language: str) -> str:
    name, package = DICTIONARY[language]
    from pathlib import Path

    def found() -> str | None:
        return name if Path(f"/usr/share/hunspell/{name}.dic").exists() else None

    return debian_package(package, found)


def known(words: Iterable[str], language: str) -> set[str]:
    """The words Hunspell's dictionary of `language` takes (any inflection it knows)."""
    listed = sorted(set(words))
    done = subprocess.run([_hunspell(), "-d", _dictionary(language), "-G"],
                          input="\n".join(listed), capture_output=True, text=True,
                          check=True, timeout=120)
    return set(done.stdout.split())


GLOSSARY = LOCALES_DIR.parents[2] / "docs" / "glossary.md"
SECTION = re.compile(r"^## .*\((\w+)\)", re.M)


def glossary_terms(language: str) -> set[str]:
    """The words of the "used" column (the second) of the glossary's table for
    `language`: the terms its players use, each with the reason it was chosen."""
    text = GLOSSARY.read_text("utf-8")
    sections = {m.group(1): m.end() for m in SECTION.finditer(text)}
    if language not in sections:
        return set()
    start = sections[language]
    end = min([i for i in (m.start() for m in SECTION.finditer(text)) if i > start],
              default=len(text))
    terms: set[str] = set()
    for row in text[start:end].splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if row.startswith("|") and len(cells) >= 3 and not set(cells[1]) <= set("-: "):
            terms |= set(LATIN_WORD.findall(CODE.sub(" ", cells[1])))
    return terms


def english_left(language: str) -> list[str]:
    messages = dict(_messages(language))
    games = {w for key, text in messages.items() if key.startswith("game-")
             for w in LATIN_WORD.findall(text)}
    if language not in NON_LATIN:  # the glossary's terms in the language's own letters
        games |= glossary_terms(language)
    client = client_locale_of(language) is not None
    found: dict[str, list[str]] = {}
    for key, text in messages.items():
        bare = _bare(text)
        if key.startswith("permission-") and not client:
            bare = bare.replace(_english().get(key, "\0"), " ")  # as an English client shows it
        for word in LATIN_WORD.findall(bare):
            if word in games or word in proper_names():
                continue
            found.setdefault(word, []).append(key)
    words = set(found)
    if language not in NON_LATIN:
        english = known(words, "en") | known({w.lower() for w in words}, "en")
        own = known(words, language) | known({w.lower() for w in words}, language)
        words = {w for w in words if (w in english or w.lower() in english)
                 and w not in own and w.lower() not in own}
    return sorted(f"{language}: {w} in {', '.join(found[w][:3])}" for w in words)


# -- Tamil sandhi ------------------------------------------------------------------------

PULLI = "\u0bcd"
HARD = "கசதப"
VOWELS = "அஆஇஈஉஊஎஏஐஒஓஔ"
TAMIL_WORD = re.compile(r"[\u0b80-\u0bff]+")
DEMONSTRATIVES = ("இந்த", "அந்த", "எந்த")
#: a word ending so takes the doubling: a dative (உங்களுக்குத், பகடைக்குச், ஆட்டத்திற்குப்),
#: an accusative (பகடையைத், பகடைகளைத், ஆட்டத்தைத்), an adverb in -ஆக (தானாகச்). A noun
#: that ends in -க்கு itself (கணக்கு) is left out: as a subject it takes no doubling.
ENDINGS = ("ுக்கு", "ைக்கு", "ற்கு", "யை", "வை", "களை", "த்தை", "ாக")


def _needs_doubling(word: str, following: str) -> bool:
    """Whether `word` before `following` must take the doubled hard consonant."""
    if not following or following[0] not in HARD or following[1:2] == PULLI:
        return False
    return word in DEMONSTRATIVES or word.endswith(ENDINGS)


GLUED = re.compile(r"\)-?[\u0b80-\u0bff]+")  # «(…)க்கு»: an ending on a parenthesis


def tamil_sandhi_problems() -> list[str]:
    problems = []
    for key, text in _messages("ta"):
        problems += [f"ta: {key}: «{m.group()}»: an ending glued to a parenthesis"
                     for m in GLUED.finditer(text)]
        for line in text.splitlines():
            words = line.split()
            for word, following in pairwise(words):
                word = word.strip("«»“”\"'(")
                if TAMIL_WORD.fullmatch(word) is None:
                    continue
                nxt = following.lstrip("«»“”\"'(*")
                if _needs_doubling(word, nxt):
                    doubled = f"{word}{nxt[0]}{PULLI} {nxt}"
                    problems.append(f"ta: {key}: «{word} {nxt}» wants «{doubled}»")
                if word == "ஒரு" and nxt[:1] in VOWELS:
                    problems.append(f"ta: {key}: «ஒரு {nxt}» wants «ஓர் {nxt}»")
                if word == "ஓர்" and nxt[:1] and nxt[0] not in VOWELS and TAMIL_WORD.match(nxt):
                    problems.append(f"ta: {key}: «ஓர் {nxt}» wants «ஒரு {nxt}»")
    return problems
