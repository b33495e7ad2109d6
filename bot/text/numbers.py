"""Numbers as CLDR writes them, where Babel falls short: minimum grouping digits.

CLDR groups the thousands of some languages only from five digits on ("minimum grouping
digits" 2): Spanish writes 4400 but 12.400, Albanian 4400 but 12 400. Babel has no such
data and groups every number of four digits, so the numbers a catalogue fills in (through
Fluent: `fluent_value`) and those `Texts.number` writes both go through here.
"""

from __future__ import annotations

from decimal import Decimal
from functools import cache
from typing import Any

from babel import Locale
from babel.numbers import format_decimal
from fluent.runtime.types import FluentFloat, FluentInt

#: CLDR 48's minimumGroupingDigits where it is not 1, by language (read from ICU 78's
#: number formats; Babel does not carry the value)
MINIMUM_GROUPING: dict[str, int] = {
    "be": 2, "bg": 2, "ee": 3, "es": 2, "et": 2, "hu": 2, "hy": 2, "ia": 2, "ie": 2,
    "it": 2, "ka": 2, "lv": 2, "pl": 2, "sl": 2, "sq": 2,
}


@cache
def _grouping(language: str) -> tuple[int, int]:
    """(primary, secondary) group sizes of the language's decimal pattern (3, 3; Tamil
    3, 2: 12,34,567)."""
    pattern = Locale.parse(language).decimal_formats[None]
    primary, secondary = pattern.grouping
    return int(primary), int(secondary)


def groups(value: float | Decimal, language: str) -> bool:
    """Whether the language groups this number's thousands at all."""
    digits = len(str(abs(int(value))))
    return digits >= _grouping(language)[0] + MINIMUM_GROUPING.get(language, 1)


def format_number(value: float, language: str, decimals: int = 0) -> str:
    """`value` with `decimals` digits, grouped as the language groups it."""
    fraction = "." + "0" * decimals if decimals else ""
    if not groups(value, language):
        return str(format_decimal(value, format="0" + fraction, locale=language))
    primary, secondary = _grouping(language)
    pattern = "#," + ("#" * secondary + "," if secondary != primary else "")
    pattern += "#" * (primary - 1) + "0" + fraction
    return str(format_decimal(value, format=pattern, locale=language))


def fluent_value(value: Any, language: str) -> Any:
    """A parameter as Fluent is given it: a number the language does not group goes
    with Fluent's option to not group it (Fluent keeps a number's options)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or groups(value, language):
        return value
    return (FluentInt if isinstance(value, int) else FluentFloat)(value, useGrouping=False)
