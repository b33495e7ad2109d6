"""Slash-command parameters derived from the rules' option schema (no copies).

Every option of every registered game becomes one optional string parameter
whose choices are the option's allowed values, written as the rules engine
reads them back ("true", "sum", "60"). Adding an option to a game's schema adds
it to `/yacht start` and `/yacht-settings` without touching a cog.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from discord import app_commands

from bot.kinds import all_kinds
from bot.rules import OptionSpec, show_value
from bot.text import texts_for

F = TypeVar("F", bound=Callable[..., Any])
EN = texts_for("en")


def option_specs() -> dict[str, OptionSpec]:
    """Every option name once (the first game that declares it defines its values)."""
    specs: dict[str, OptionSpec] = {}
    for kind in all_kinds():
        for spec in kind.variant.options:
            specs.setdefault(spec.name, spec)
    return specs


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=kind.name(EN), value=kind.id) for kind in all_kinds()]


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
    func = app_commands.describe(**{name: EN(f"option-{name}") for name in specs})(func)
    return app_commands.choices(**{
        name: [app_commands.Choice(name=show_value(v), value=show_value(v)) for v in spec.allowed]
        for name, spec in specs.items()
    })(func)


def given_options(options: dict[str, Any]) -> dict[str, Any]:
    """The rule options the user actually set."""
    return {k: v for k, v in options.items() if v is not None}
