"""Rule options: their specs, defaults and normalisation (each game lists its own).

Options arrive from slash-command choices, server settings stored as JSON, and
tests, so the accepted spellings are generous ("on", "true", 1 …) while the
resolved value is always one canonical form.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.rules.errors import RuleError

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its name, default, the canonical allowed values and aliases.

    Its description is the catalogue text `option-<name>`."""

    name: str
    default: Any
    allowed: tuple[Any, ...]
    aliases: tuple[tuple[Any, Any], ...] = ()

    def normalise(self, value: Any) -> Any:
        """The canonical value for `value`, or RuleError naming the allowed values."""
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
                return value.strip().lower() in _TRUE
        elif isinstance(self.default, int):
            if isinstance(value, int) and not isinstance(value, bool) and value in self.allowed:
                return value
            if isinstance(value, str) and value.strip().isdigit():
                number = int(value.strip())
                if number in self.allowed:
                    return number
        else:
            key = value.strip().lower() if isinstance(value, str) else value
            if key in self.allowed:
                return key
            for alias, canonical in self.aliases:
                if key == alias:
                    return canonical
        raise RuleError("bad_option", option=self.name, value=str(value),
                        allowed=tuple(show_value(v) for v in self.allowed))


def show_value(value: Any) -> str:
    """How an option value is written in commands and settings (true/false, fixed, 50)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)

