"""Slash-command parameters derived from the rules' option schema (no copies).

Every option of every registered game becomes one optional string parameter
whose choices are the option's allowed values, written as the rules engine
reads them back ("true", "sum", "60"). Adding an option to a game's schema adds
it to `/yacht start` and `/yacht-settings` without touching a cog.

Every name, description and choice label is a `locale_str` carrying its catalogue
key, so the command translator (bot.translator) localizes it for Discord.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from discord import app_commands
from discord.app_commands import locale_str

from bot.kinds import all_kinds
from bot.rules import OptionSpec, show_value
from bot.text import languages, texts_for
from bot.text.discord_locale import AUTOMATIC

F = TypeVar("F", bound=Callable[..., Any])
EN = texts_for("en")


def option_specs() -> dict[str, OptionSpec]:
    """Every option name once (the first game that declares it defines its values)."""
    specs: dict[str, OptionSpec] = {}
    for kind in all_kinds():
        for spec in kind.variant.options:
            specs.setdefault(spec.name, spec)
    return specs


def text(key: str) -> locale_str:
    """English text of a catalogue key, localized for Discord by the translator."""
    return locale_str(EN(key), key=key)


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(f"game-{kind.id}"), value=kind.id)
            for kind in all_kinds()]


def language_choices(*, automatic: bool = False) -> list[app_commands.Choice[str]]:
    """Every language by its own name (the same for every reader), then "automatic"."""
    choices = [app_commands.Choice(name=texts_for(lang)("language-name"), value=lang)
               for lang in languages()]
    if automatic:
        choices.append(app_commands.Choice(name=text("language-auto"), value=AUTOMATIC))
    return choices


def value_choice(value: object) -> app_commands.Choice[str]:
    """A rule option's value: numbers as they are, words through the catalogue."""
    shown = show_value(value)
    if shown.isdigit():
        return app_commands.Choice(name=shown, value=shown)
    return app_commands.Choice(name=text(f"value-{shown}"), value=shown)


def with_rule_options(func: F) -> F:
    """Give a command callback that takes `**options` one parameter per rule option."""
    specs = option_specs()
    signature = inspect.signature(func)
    fixed = [p for p in signature.parameters.values() if p.kind is not p.VAR_KEYWORD]
    extra = [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=None,
                          annotation=str | None)
        for name in specs
    ]
    func.__signature__ = signature.replace(parameters=[*fixed, *extra])  # type: ignore[attr-defined]
    func = app_commands.describe(**{name: text(f"option-{name}") for name in specs})(func)
    return app_commands.choices(**{
        name: [value_choice(v) for v in spec.allowed] for name, spec in specs.items()
    })(func)


def given_options(options: dict[str, Any]) -> dict[str, Any]:
    """The rule options the user actually set."""
    return {k: v for k, v in options.items() if v is not None}
