"""Every word the bot shows, from one Fluent catalogue per language.

The core (rules, service) speaks in codes and parameters; this is the one
layer that turns them into sentences. A language is one more file in
`locales/` (`<lang>.ftl`), never an edit of the core. Fluent (Project
Fluent's `fluent.runtime`) handles parameters and CLDR plural forms through
Babel, and isolates every parameter in right-to-left languages so numbers,
mentions and Latin names do not jump around inside Arabic lines; each isolate
is given its direction (bot.text.bidi).

A catalogue is parsed one message at a time, when the message is first asked for:
Fluent's parser is pure Python, and parsing every catalogue whole took the bot about
a second of its start (the slash commands alone ask every language for a few dozen
messages). A message that is one plain line of text, most of them (every command
description), is not even parsed: its text is the message (`plain_message`).
"""

from __future__ import annotations

import copy
import re
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any, Literal, TypeVar

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_percent
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast

from bot.text import bidi
from bot.text.numbers import fluent_value, format_number

_Made = TypeVar("_Made")

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT_LANGUAGE = "en"


@cache
def languages() -> tuple[str, ...]:
    """The languages that have a catalogue, English first (read once: asked per reply)."""
    found = sorted(p.stem for p in LOCALES_DIR.glob("*.ftl"))
    return (DEFAULT_LANGUAGE, *(lang for lang in found if lang != DEFAULT_LANGUAGE))


@cache
def is_rtl(language: str) -> bool:
    """Whether a language is written right to left, from CLDR (through Babel), so a new
    right-to-left catalogue needs no list to be edited."""
    return bool(Locale.parse(language).character_order == "right-to-left")


def rtl_languages() -> frozenset[str]:
    """The catalogues written right to left (asked of CLDR per language, when needed)."""
    return frozenset(lang for lang in languages() if is_rtl(lang))


class MissingText(KeyError):
    """A key that no catalogue has: a bug, caught by the catalogue tests."""


# An entry (message or term) starts a line with its id and `=`; whatever follows, up to
# the next entry, is its value, attributes and the comments before the next one. Inside
# an entry every line is indented, or closes a placeable (`}`), so this never cuts one.
ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


def entry_sources(source: str) -> dict[str, str]:
    """Entry id -> the text of that entry alone, found without parsing the file."""
    starts = list(ENTRY.finditer(source))
    ends = [m.start() for m in starts[1:]] + [len(source)]
    return {m.group(1): source[m.start():end] for m, end in zip(starts, ends, strict=True)}


# `key = text` alone on its line, no placeable, nothing but blank lines and comments
# after it: Fluent's own syntax for a message whose value is that text, trailing
# spaces trimmed.
PLAIN = re.compile(r"([a-zA-Z][a-zA-Z0-9_-]*) *= *([^{}\s][^{}\r\n]*?) *\n(?:[ \t]*\n|#[^\n]*\n)*")


def plain_message(source: str) -> ast.Message | None:
    """The message an entry's source holds, without Fluent's parser, when it is one plain
    line (tests/text pin that the parser reads every such entry the same); else None."""
    match = PLAIN.fullmatch(source if source.endswith("\n") else f"{source}\n")
    if match is None:
        return None
    return ast.Message(ast.Identifier(match.group(1)),
                       value=ast.Pattern([ast.TextElement(match.group(2))]))


RLI, PDI, RLM = bidi.RLI, bidi.PDI, bidi.RLM


def numbered(value: Any) -> str:
    """`{ ID($id) }`: a game's number with its sign, "#12", one placeable, so a
    right-to-left line isolates the sign with the number («اليخت #12», never «12#»)."""
    return f"#{int(value)}" if isinstance(value, int | float) else f"#{value}"


FUNCTIONS: dict[str, Any] = {"ID": numbered}  # Fluent takes a str as a FluentType

#: variables `Texts` fills in itself wherever a message uses them (`Texts.game_list`): the
#: games' names from the registry -> (box games only, how they are joined)
GAME_LISTS: dict[str, tuple[bool, Literal["and", "or"]]] = {
    "game-names": (False, "and"),
    "box-game-names": (True, "or"),
}

#: formatted texts a catalogue remembers; past it the memory starts over. A board asks
#: for about 65 texts, nearly all of them asked by the board before (box names and their
#: points, the buttons, the prompts): Fluent and Babel's number patterns took about
#: half of drawing one
MAX_FORMATTED = 20_000


class Catalogue:
    """One language's file, parsed a message at a time on first use; its FluentBundle
    (and with it the language's CLDR data, for plurals) only when a message has
    placeables to fill: a plain message is its text. Shared by every `Texts` of the
    language."""

    def __init__(self, language: str) -> None:
        self.language = language
        source = (LOCALES_DIR / f"{language}.ftl").read_text(encoding="utf-8")
        self.sources = entry_sources(source)
        self._bundle: FluentBundle | None = None
        self._parsed: dict[str, ast.Message | ast.Term] = {}
        self._lock = threading.RLock()  # the AI's and the pictures' threads read too
        # Messages that name a command ({ $command-start }): only they are given the
        # command words (every argument costs Fluent time on every call).
        self.naming: set[str] = set()
        # Messages that list the games ({ $game-names }): message id -> the lists.
        self.listing: dict[str, frozenset[str]] = {}
        #: (key, the reader's client where it matters, parameters) -> the text, a pure
        #: function of them (`Texts.__call__`)
        self.formatted: dict[tuple[object, ...], str] = {}
        #: what `Texts.made` keeps: values built of many of the catalogue's texts
        self.made: dict[tuple[object, ...], object] = {}
        # `{ $client }`, the reader's Discord locale, for the words a client names its own
        # way (a permission: es-ES «Gestionar servidor», es-419 «Administrar servidor»):
        # given to every message of a catalogue that asks for it anywhere.
        self.regional = "$client" in source
        self._game_names: dict[str, str] | None = None  # FORM's look-up, made on first use

    def owns(self, key: str) -> bool:
        return key in self.sources and not key.startswith("-")

    def message(self, key: str) -> ast.Message:
        """The parsed message `key` (and, parsed with it, the entries it refers to)."""
        entry = self._parsed.get(key)
        if entry is None:
            with self._lock:
                entry = self._parsed.get(key) or self._parse(key)
        if not isinstance(entry, ast.Message) or entry.value is None:
            raise MissingText(key)
        return entry

    def _parse(self, key: str) -> ast.Message | ast.Term:
        if key not in self.sources:
            raise MissingText(key)
        found: ast.Message | ast.Term | None = plain_message(self.sources[key])
        refers: set[str] = set()
        for entry in [] if found is not None else FluentResource(self.sources[key]).body:
            if not isinstance(entry, ast.Message | ast.Term):
                continue
            variables: set[str] = set()
            _references(entry, variables, refers)
            if isinstance(entry, ast.Message) and any(
                    v.startswith(("command-", "parameter-")) for v in variables):
                self.naming.add(entry.id.name)
            if isinstance(entry, ast.Message) and variables & GAME_LISTS.keys():
                self.listing[entry.id.name] = frozenset(variables & GAME_LISTS.keys())
            found = entry
        if found is None:
            raise MissingText(key)
        if self._bundle is not None:
            self._bundle.add_resource(ast.Resource([found]))
        self._parsed[key] = found
        for other in refers - self._parsed.keys():
            self._parse(other)
        return found

    def format(self, key: str, args: dict[str, Any]) -> str:
        message = self.message(key)
        pattern = message.value
        assert pattern is not None  # message() refuses a message without one
        if all(isinstance(e, ast.TextElement) for e in pattern.elements):
            return "".join(e.value for e in pattern.elements if isinstance(e, ast.TextElement))
        bundle = self.bundle()
        compiled = bundle.get_message(key).value
        assert compiled is not None  # the same message, compiled
        text, errors = bundle.format_pattern(compiled, args)
        if errors:
            raise MissingText(f"{key}: {errors[0]}")
        return bidi.resolve(str(text)) if bundle.use_isolating else str(text)

    def form(self, name: Any, form: str = "definite") -> str:
        """`{ FORM($game, form: "genitive") }`: a game's name declined, from its message's
        attributes (`game-yacht = Jaht` / `.genitive = Jahtit` / `.gender = masculine`),
        so a sentence agrees with a name the code passes as text («rregulla të
        Jahtit», «Jahti i ditës»). A name without that form stays as it is."""
        text = str(name)
        key = self._names().get(bidi.bare(text))
        if key is None:
            return text
        entry = self.message(key)
        if not any(a.id.name == form for a in entry.attributes):
            return text
        bundle = self.bundle()
        found, errors = bundle.format_pattern(bundle.get_message(key).attributes[form], {})
        if errors:
            raise MissingText(f"{key}.{form}: {errors[0]}")
        return str(found)

    def _names(self) -> dict[str, str]:
        """A game's name in this catalogue -> its message id (`Jaht` -> `game-yacht`)."""
        if self._game_names is None:
            from bot.rules import variant_ids

            self._game_names = {self.format(f"game-{game}", {}): f"game-{game}"
                                for game in variant_ids() if f"game-{game}" in self.sources}
        return self._game_names

    def bundle(self) -> FluentBundle:
        with self._lock:
            if self._bundle is None:
                functions: dict[str, Any] = {**FUNCTIONS, "FORM": self.form}
                bundle = FluentBundle([self.language], functions=functions,
                                      use_isolating=is_rtl(self.language))
                bundle.add_resource(ast.Resource(list(self._parsed.values())))
                self._bundle = bundle
            return self._bundle


class Texts:
    """One language's catalogue; falls back to English for a key it lacks.

    A `Texts` also knows its audience's commands (bot.text.commands): `texts_for(x)`
    names them as a client of language x most likely shows them; `for_client` as the
    reader's own client does (private answers); `for_public` as clickable mentions."""

    def __init__(self, language: str, fallback: Texts | None = None) -> None:
        self.language = language
        self._fallback = fallback
        self._catalogue = Catalogue(language)
        self._commands: dict[str, str] | None = None  # computed on first use
        self._client: str | None = None  # the reader's Discord locale, when known

    @property
    def rtl(self) -> bool:
        return is_rtl(self.language)

    def __call__(self, key: str, /, **params: Any) -> str:
        catalogue = self._catalogue
        # The type too: 1, 1.0 and True are equal keys, but Fluent writes them differently.
        memo = (key, self._client if catalogue.regional else None,
                *((name, value.__class__, value) for name, value in params.items()))
        try:
            found, kept = catalogue.formatted.get(memo), True
        except TypeError:  # a parameter that cannot be a key (a list): formatted each time
            found, kept = None, False
        if found is not None:
            return found
        if not self.owns(key):
            if self._fallback is None:
                raise MissingText(key)
            return self._fallback._bound(self.command_words())(key, **params)
        catalogue.message(key)  # parsed: whether it names commands is known
        args = _fluent_args(params, self.language)
        if catalogue.regional:
            args.setdefault("client", self._client or "")
        lists = catalogue.listing.get(key)
        if lists:  # the registry's games: the same for every call
            args = {**{name: self.game_list(name) for name in lists}, **args}
        if key in catalogue.naming:  # its text depends on the audience's command words
            return catalogue.format(key, {**self.command_words(), **args})
        text = catalogue.format(key, args)
        if kept:
            if len(catalogue.formatted) >= MAX_FORMATTED:
                catalogue.formatted.clear()
            catalogue.formatted[memo] = text
        return text

    def word(self, key: str) -> str:
        """A message without parameters, as it stands (command names)."""
        if not self.owns(key) and self._fallback is not None:
            return self._fallback.word(key)
        return self._format(key, {})

    def _format(self, key: str, args: dict[str, Any]) -> str:
        if not self.owns(key):
            raise MissingText(key)
        return self._catalogue.format(key, args)

    # -- commands named in text -------------------------------------------------

    def command_words(self) -> dict[str, str]:
        """The `{ $command-<name> }` values for this audience."""
        if self._commands is None:
            from bot.text.commands import client_locale_of, command_words

            self._commands = command_words(locale=client_locale_of(self.language),
                                           ids=None, code=True)
        return self._commands

    def command(self, name: str) -> str:
        """A command (`start`, `settings`) named for this audience: `` `/yacht empezar` ``
        for a Spanish client, `</yacht start:ID>` in a public message."""
        return self.command_words()[f"command-{name}"]

    def for_client(self, locale: str | None, ids: Mapping[str, int] | None = None) -> Texts:
        """This catalogue for a private answer to a client of `locale` (the interaction's
        Discord locale): commands as that client shows them, in backticks; with the
        command `ids`, as clickable mentions where that client shows the default name."""
        from bot.text.commands import command_words

        bound = self._bound(command_words(locale=locale, ids=ids, code=True))
        bound._client = locale
        return bound

    def for_description(self, locale: str | None) -> Texts:
        """This catalogue for a command's own description (plain text, no Markdown)."""
        from bot.text.commands import command_words

        bound = self._bound(command_words(locale=locale, ids=None, code=False))
        bound._client = locale
        return bound

    def for_public(self, ids: Mapping[str, int]) -> Texts:
        """This catalogue for a public message: commands as clickable mentions (`ids`:
        top-level command name -> id, as Discord gave them)."""
        from bot.text.commands import command_words

        return self._bound(command_words(locale=None, ids=ids, code=True))

    def _bound(self, commands: dict[str, str]) -> Texts:
        bound = copy.copy(self)  # shares the parsed bundle
        bound._commands = commands
        return bound

    def moment(self, unix: float) -> tuple[str, str]:
        """A time to come as Discord shows it to the reader: ("relative", `<t:…:R>`)
        where the reader's client writes it in this language ("in 5 minutes" is written
        by the client, in the client's language), else ("clock", `<t:…:t>`): a clock time
        in digits. A private answer knows its reader's client; a public message is read
        by clients of its language where Discord has one, and by English ones for Tamil
        and Albanian, which Discord has no client for. The catalogue words the sentence
        around either (`select` on the first)."""
        from bot.text.commands import client_locale_of
        from bot.text.discord_locale import language_of_locale

        if self._client is not None:
            own = language_of_locale(self._client) == self.language
        else:
            own = self.language == DEFAULT_LANGUAGE or client_locale_of(self.language) is not None
        return ("relative", f"<t:{int(unix)}:R>") if own else ("clock", f"<t:{int(unix)}:t>")

    def has(self, key: str) -> bool:
        return self.owns(key) or (self._fallback is not None and self._fallback.has(key))

    def owns(self, key: str) -> bool:
        """Whether this language's own file has `key` (not the English fallback)."""
        return self._catalogue.owns(key)

    def message_ids(self) -> Iterator[str]:
        """Every message id of this language's own file, in the file's order."""
        return (key for key in self._catalogue.sources if not key.startswith("-"))

    def number(self, value: float, decimals: int = 0) -> str:
        """A number as the reader's language writes it (CLDR, through Babel): its
        grouping and decimal signs ("5,000" / "5.000" / "5 000"; Spanish 4400 but
        12.400, bot.text.numbers), `decimals` digits."""
        return format_number(value, self.language, decimals)

    def percent(self, fraction: float, decimals: int = 0) -> str:
        """A share as the language writes a percentage ("49%" / "49 %"); `decimals`:
        at most that many digits after its decimal sign ("49.5%")."""
        if not decimals:
            return str(format_percent(fraction, locale=self.language))
        return str(format_percent(round(fraction, decimals + 2), locale=self.language,
                                  decimal_quantization=False))

    def isolate(self, text: str) -> str:
        """Wrap a piece of text a user provides (a name, a mention) or built from symbols
        (dice) as one phrase of an RTL line: right to left when it holds an RTL letter,
        else left to right (bot.text.bidi: never by a first letter that may be Latin)."""
        return bidi.isolate(text) if self.rtl else text

    def made(self, key: tuple[object, ...], make: Callable[[], _Made]) -> _Made:
        """`make()`, built once per language (and client, where the catalogue is regional):
        for a value that is a pure function of the catalogue's words and `key` yet costs
        many look-ups, as the rules presets' names an autocomplete offers at every keystroke."""
        catalogue = self._catalogue
        memo = (key, self._client if catalogue.regional else None)
        found = catalogue.made.get(memo)
        if found is None:
            found = catalogue.made.setdefault(memo, make())
        return found  # type: ignore[return-value]  # stored under the caller's own key

    def own(self, text: str) -> str:
        """Wrap a piece of this catalogue's own text (a box or game name) so it keeps
        the catalogue's direction in RTL lines, whatever letter it starts with."""
        return f"{RLI}{text}{PDI}" if self.rtl else text

    def line(self, text: str) -> str:
        """A line drawn on its own (a picture's title or label): in a right-to-left
        language it starts with RLM, so a layout that takes the direction of the first
        strong letter (raqm's, a client's `dir=auto`) sets it right to left even when
        it opens with a Latin name or an isolate."""
        return f"{RLM}{text}" if self.rtl and text else text

    def phrase(self, key: str, /, **params: Any) -> str:
        """A catalogue phrase used inside another message (box, game, dice set names)."""
        return self.own(self(key, **params))

    def listed(self, items: Sequence[str], style: Literal["and", "or"] = "and") -> str:
        """Items as this catalogue writes a list of its own words: `list-and` / `list-or`
        joins the last to the others, themselves joined by `list-separator` /
        `list-or-separator` ("Ones, Twos and Threes")."""
        *rest, last = items
        if not rest:
            return last
        if style == "and":
            return self("list-and", rest=self("list-separator").join(rest), last=last)
        return self("list-or", rest=self("list-or-separator").join(rest), last=last)

    def game_list(self, name: str) -> str:
        """`{ $game-names }`: every hosted game's name, in menu order; `{ $box-game-names }`:
        those of the box games, as alternatives. Read from the registry, so a message
        listing the games never lists them by hand."""
        from bot.rules import all_variants

        box_games_only, style = GAME_LISTS[name]
        return self.listed([self.phrase(f"game-{variant.id}") for variant in all_variants()
                            if variant.is_box_game or not box_games_only], style)

    def join(self, items: Iterable[str], style: Literal["and", "or"] = "and") -> str:
        """Items as one list by the language's CLDR list pattern ("A, B and C", «A وB»)."""
        found = list(items)
        if not found:
            return ""
        return str(format_list(found, style="or" if style == "or" else "standard",
                               locale=self.language))


def _references(node: object, variables: set[str], entries: set[str]) -> None:
    """Collect the variables (`$name`) and the other entries (`name`, `-term`) that a
    parsed Fluent node uses."""
    if isinstance(node, ast.VariableReference):
        variables.add(node.id.name)
    elif isinstance(node, ast.MessageReference):
        entries.add(node.id.name)
    elif isinstance(node, ast.TermReference):
        entries.add(f"-{node.id.name}")
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                _references(child, variables, entries)


def _fluent_args(params: dict[str, Any], language: str) -> dict[str, Any]:
    """Fluent takes strings and numbers: booleans and sequences are written out, numbers
    grouped as the language groups them (bot.text.numbers)."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, bool):
            out[name] = "true" if value else "false"
        elif isinstance(value, (int, float)):
            out[name] = fluent_value(value, language)
        elif isinstance(value, str):
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
