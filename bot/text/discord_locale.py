"""Discord's locales and our languages: which client locale reads which catalogue.

Discord names a client's language with its own locale codes (`es-ES`, `es-419`,
`ar`, ...: `AvailableLocalesEnum` in Discord's OpenAPI spec, which discord.py's
`Locale` enum may lag behind). A locale reads the catalogue of its primary
language subtag when we have one, so a new `<lang>.ftl` is picked up for every
Discord locale of that language without a table to edit here.
"""

from __future__ import annotations

from functools import cache

from bot.text import DEFAULT_LANGUAGE, languages

# Every locale Discord's API accepts (AvailableLocalesEnum of the OpenAPI spec; a test
# compares this list with the spec).
DISCORD_LOCALES: tuple[str, ...] = (
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr",
    "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro",
    "ru", "sv-SE", "th", "tr", "uk", "vi", "zh-CN", "zh-TW",
)

AUTOMATIC = "auto"  # the /yacht language choice that forgets a user's own choice


def language_of_locale(locale: str | None) -> str | None:
    """Our language for a Discord locale code; None when we have no catalogue for it."""
    if not locale:
        return None
    primary = locale.split("-")[0].lower()
    return primary if primary in languages() else None


@cache
def command_locales() -> dict[str, str]:
    """Discord locale -> our language, for the locales slash commands are translated to
    (English is the commands' own language, so it needs no localization)."""
    found: dict[str, str] = {}
    for locale in DISCORD_LOCALES:
        language = language_of_locale(locale)
        if language is not None and language != DEFAULT_LANGUAGE:
            found[locale] = language
    return found


def known_language(language: str | None) -> str | None:
    """`language` if we have its catalogue, else None (stored values of a removed file)."""
    return language if language in languages() else None
