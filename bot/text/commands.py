"""Commands named in text, as the reader's own Discord client shows them.

Discord shows a command under its localization for the client's locale (`/yacht empezar`
in a Spanish client, `/yacht ابدأ` in an Arabic one), and makes a mention
`</yacht start:ID>` clickable only under the command's default (English) name, in every
client (discord-api-docs #5518, #7309). So:

- a private answer, read by one client, names a command as that client shows it, as text:
  `Texts.for_client(interaction locale)`;
- a public message, read by many clients, uses the clickable default mention:
  `Texts.for_public(command ids)`;
- a private answer that lists commands (/yacht help) makes each one clickable where the
  reader's client shows its default name, and names it as text where the client shows a
  localized one: `Texts.for_client(interaction locale, command ids)`.

Catalogue messages name a command with a variable `{ $command-<name> }` (`<name>` as in the
`cmdname-<name>` keys: `{ $command-start }`, `{ $command-settings }`) and a command's
parameter with `{ $parameter-<name> }` (the `paramname-<name>` keys: `{ $parameter-rules }`);
`Texts` fills them in for its audience, no call site passes them. Code asks
`Texts.command("start")`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from functools import cache

from bot.text import is_rtl
from bot.text.bidi import LRM
from bot.text.discord_locale import command_locales

GROUP = "yacht"  # the group of every command but those in TOP_LEVEL (not localized)
TOP_LEVEL = frozenset({"settings"})  # commands of their own: /yacht-settings
NAME_PREFIX = "cmdname-"
VARIABLE_PREFIX = "command-"
PARAMETER_PREFIX = "paramname-"
PARAMETER_VARIABLE = "parameter-"
NAME_MAX, DESCRIPTION_MAX = 32, 100


def valid_command_name(name: str) -> bool:
    """Discord's rule for (localized) command and option names,
    `^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`, lower case where a letter has
    case. Tamil words, whose vowel signs are combining marks (\\p{M}), do not pass."""
    if not 1 <= len(name) <= NAME_MAX:
        return False
    for char in name:
        script = unicodedata.name(char, "")
        if not (char in "-_" or unicodedata.category(char)[0] in "LN"
                or "DEVANAGARI" in script or "THAI" in script):
            return False
        if char.lower() != char:
            return False
    return True


@cache
def command_names(prefix: str = NAME_PREFIX) -> tuple[str, ...]:
    """Every command (or, with PARAMETER_PREFIX, parameter) the catalogues name."""
    from bot.text import texts_for

    return tuple(key.removeprefix(prefix) for key in texts_for("en").message_ids()
                 if key.startswith(prefix))


def _name_in(name: str, locale: str | None, prefix: str = NAME_PREFIX) -> str:
    """One word of a command (`start`) or parameter as a client of `locale` shows it:
    its catalogue's localization when Discord accepts it, else the default (English)."""
    from bot.text import texts_for

    english = texts_for("en").word(prefix + name)
    language = command_locales().get(locale or "")
    if language is None:
        return english
    texts = texts_for(language)
    if not texts.owns(prefix + name):
        return english
    local = texts.word(prefix + name)
    return local if valid_command_name(local) else english


def parameter_name(name: str, locale: str | None = None) -> str:
    """A command parameter (`rules`) as a client of `locale` shows it (`reglas`)."""
    return _name_in(name, locale, PARAMETER_PREFIX)


def command_path(name: str, locale: str | None = None) -> str:
    """`/yacht empezar`: the command as a client of `locale` (a Discord locale code;
    None: an English client) shows it."""
    word = _name_in(name, locale)
    return f"/{word}" if name in TOP_LEVEL else f"/{GROUP} {word}"


def _lead(path: str, locale: str | None) -> str:
    """A left-to-right mark before a command a right-to-left client shows: its "/"
    then stays with "yacht" («ابدأ /yacht», never «yacht/»), in an isolate or, in
    command descriptions where Discord strips isolates, without one."""
    language = command_locales().get(locale or "")
    return f"{LRM}{path}" if language is not None and is_rtl(language) else path


def command_mention(name: str, ids: Mapping[str, int]) -> str | None:
    """`</yacht start:ID>`: clickable in every client (default names only); None when
    the command's id is not known (commands not synced or fetched yet)."""
    top = _name_in(name, None) if name in TOP_LEVEL else GROUP
    command_id = ids.get(top)
    if command_id is None:
        return None
    path = command_path(name)[1:]
    return f"</{path}:{command_id}>"


def client_locale_of(language: str) -> str | None:
    """The Discord locale a reader of `language` most likely has: the first that reads
    its catalogue (es-419 and es-ES show the same names), None when Discord has none
    (Tamil, Albanian: their clients run in another language, English by default)."""
    for locale, lang in command_locales().items():
        if lang == language:
            return locale
    return None


def command_words(*, locale: str | None, ids: Mapping[str, int] | None,
                  code: bool) -> dict[str, str]:
    """The `{ $command-<name> }` values of every command for one audience (cached: asked
    for every private answer)."""
    return dict(_command_words(locale, None if ids is None else tuple(sorted(ids.items())),
                               code))


@cache
def _command_words(locale: str | None, ids_items: tuple[tuple[str, int], ...] | None,
                   code: bool) -> tuple[tuple[str, str], ...]:
    return tuple(_words(locale=locale, ids=None if ids_items is None else dict(ids_items),
                        code=code).items())


def _words(*, locale: str | None, ids: Mapping[str, int] | None,
           code: bool) -> dict[str, str]:
    """The `{ $command-<name> }` values of every command for one audience: with `ids`,
    clickable mentions wherever a client of `locale` shows the default name (every
    command for a public message, `locale` None), else the names a client of `locale`
    shows, in backticks when `code` (Markdown) or bare (command descriptions)."""
    words: dict[str, str] = {}
    for name in command_names(PARAMETER_PREFIX):
        word = parameter_name(name, locale)
        words[PARAMETER_VARIABLE + name] = f"`{word}`" if code else word
    for name in command_names():
        path = command_path(name, locale)
        mention = (command_mention(name, ids)
                   if ids is not None and path == command_path(name) else None)
        if mention is not None:
            words[VARIABLE_PREFIX + name] = mention
            continue
        words[VARIABLE_PREFIX + name] = _lead(f"`{path}`" if code else path, locale)
    return words
