"""The exact optimal expected score of a box game's rule configuration.

The figures are each game's own data (its rules variant's `optimal_score`, in its
module of `bot/rules/games/`), so /yacht stats can draw the line a player aims at
without building a table (seconds each). A table already in memory gives the same
figure. tests/ai/test_expected.py checks that every box game has a figure for every
option combination and that they agree with the solver.
"""

from __future__ import annotations

from typing import Any

from bot.ai.tables import loaded_table


def optimal_expected(kind: str, options: dict[str, Any] | None) -> float | None:
    """Expected final score of optimal solitaire play under these rules; None for a
    game without one (5000 is won by reaching a target, not by a score)."""
    from bot.ai.boxmodel import build_model
    from bot.ai.solver import start_value
    from bot.rules import BoxVariant, find_variant

    variant = find_variant(kind)
    if not isinstance(variant, BoxVariant):
        return None
    resolved = variant.resolve(options)
    table = loaded_table(kind, resolved)
    if table is not None:
        return float(start_value(build_model(kind, resolved), table))
    return variant.optimal_score(resolved)
