"""Every word the bot shows, from one Fluent catalogue per language.

The core (rules, service) speaks in codes and parameters; this is the one
layer that turns them into sentences. A language is one more file in
`locales/` (`<lang>.ftl`), never an edit of the core. Fluent (Project
Fluent's `fluent.runtime`) handles parameters and CLDR plural forms through
Babel, and isolates every parameter with FSI/PDI in right-to-left languages
so numbers, mentions and Latin names do not jump around inside Arabic lines.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale
from babel.numbers import format_decimal, format_percent
from fluent.runtime import FluentBundle, FluentResource

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT_LANGUAGE = "en"


@cache
def languages() -> tuple[str, ...]:
    """The languages that have a catalogue, English first (read once: asked per reply)."""
    found = sorted(p.stem for p in LOCALES_DIR.glob("*.ftl"))
    return (DEFAULT_LANGUAGE, *(lang for lang in found if lang != DEFAULT_LANGUAGE))


def is_rtl(language: str) -> bool:
    """Whether a language is written right to left, from CLDR (through Babel), so a new
    right-to-left catalogue needs no list to be edited."""
    return bool(Locale.parse(language).character_order == "right-to-left")


RTL_LANGUAGES = frozenset(lang for lang in languages() if is_rtl(lang))


class MissingText(KeyError):
    """A key that no catalogue has: a bug, caught by the catalogue tests."""


class Texts:
    """One language's catalogue; falls back to English for a key it lacks."""

    def __init__(self, language: str, fallback: Texts | None = None) -> None:
        self.language = language
        self.rtl = language in RTL_LANGUAGES
        self._fallback = fallback
        self._bundle = FluentBundle([language], use_isolating=self.rtl)
        source = (LOCALES_DIR / f"{language}.ftl").read_text(encoding="utf-8")
        self._resource = FluentResource(source)
        self._bundle.add_resource(self._resource)

    def __call__(self, key: str, /, **params: Any) -> str:
        if not self._bundle.has_message(key):
            if self._fallback is None:
                raise MissingText(key)
            return self._fallback(key, **params)
        message = self._bundle.get_message(key)
        if message.value is None:
            raise MissingText(key)
        text, errors = self._bundle.format_pattern(message.value, _fluent_args(params))
        if errors:
            raise MissingText(f"{key}: {errors[0]}")
        return str(text)

    def has(self, key: str) -> bool:
        return self._bundle.has_message(key) or (
            self._fallback is not None and self._fallback.has(key)
        )

    def owns(self, key: str) -> bool:
        """Whether this language's own file has `key` (not the English fallback)."""
        return self._bundle.has_message(key)

    def keys(self) -> Iterator[str]:
        """Every message id of this language's own file."""
        for entry in self._resource.body:
            ident = getattr(getattr(entry, "id", None), "name", None)
            if ident and type(entry).__name__ == "Message":
                yield ident

    def number(self, value: float, decimals: int = 0) -> str:
        """A number as the reader's language writes it (CLDR, through Babel): its
        grouping and decimal signs ("5,000" / "5.000" / "5 000"), `decimals` digits."""
        pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
        return str(format_decimal(value, format=pattern, locale=self.language))

    def percent(self, fraction: float) -> str:
        """A share as the language writes a percentage ("49%" / "49 %")."""
        return str(format_percent(fraction, locale=self.language))

    def isolate(self, text: str) -> str:
        """Wrap a piece of text (a name, dice) so it keeps its direction in RTL lines."""
        return f"\u2068{text}\u2069" if self.rtl else text


def _fluent_args(params: dict[str, Any]) -> dict[str, Any]:
    """Fluent takes strings and numbers: booleans and sequences are written out."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, bool):
            out[name] = "true" if value else "false"
        elif isinstance(value, (int, float, str)):
            out[name] = value
        elif value is None:
            out[name] = ""
        else:
            out[name] = str(value)
    return out


@cache
def texts_for(language: str | None) -> Texts:
    """The catalogue of `language`, English for one we do not have."""
    english = _english()
    if not language or language == DEFAULT_LANGUAGE or language not in languages():
        return english
    return Texts(language, fallback=english)


@cache
def _english() -> Texts:
    return Texts(DEFAULT_LANGUAGE)
