"""The exact optimal expected score of every box-game rule configuration.

The solver's figures (README, "Exact optimal expected scores"; the Yacht ones are the
published values of Verhoeff and Glenn 2006), kept as data so /yacht stats can draw
the line a player aims at without building a table (3-4 s each). A table already in
memory gives the same figure; tests/ai/test_expected.py checks the data against the
solver for the defaults and covers every option combination.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.ai.tables import loaded_table

YACHT: dict[tuple[str, bool], float] = {  # (full_house, yacht_bonus)
    ("fixed", False): 245.8708,
    ("fixed", True): 254.5877,
    ("sum", False): 241.5249,
    ("sum", True): 250.0437,
}
CLASSIC: dict[str, float] = {"face": 166.9551, "sum": 169.7739}  # four_of_a_kind
# (straight, double_generala, generala_points, served_bonus, double_generala_points);
# served_generala_wins does not change the expected score.
GENERALA: dict[tuple[str, bool, int, int, int | None], float] = {
    ("standard", True, 50, 5, 100): 162.4695,
    ("standard", True, 50, 10, 100): 165.0022,
    ("standard", True, 50, 5, 120): 163.5785,
    ("standard", True, 50, 10, 120): 166.1038,
    ("standard", True, 60, 5, 100): 165.7504,
    ("standard", True, 60, 10, 100): 168.2651,
    ("standard", True, 60, 5, 120): 166.8816,
    ("standard", True, 60, 10, 120): 169.3757,
    ("standard", False, 50, 5, None): 151.8990,
    ("standard", False, 50, 10, None): 154.3243,
    ("standard", False, 60, 5, None): 154.7705,
    ("standard", False, 60, 10, None): 157.1523,
    ("one_gap", True, 50, 5, 100): 167.3726,
    ("one_gap", True, 50, 10, 100): 171.1950,
    ("one_gap", True, 50, 5, 120): 168.5141,
    ("one_gap", True, 50, 10, 120): 172.3204,
    ("one_gap", True, 60, 5, 100): 170.7383,
    ("one_gap", True, 60, 10, 100): 174.5370,
    ("one_gap", True, 60, 5, 120): 171.8995,
    ("one_gap", True, 60, 10, 120): 175.6712,
    ("one_gap", False, 50, 5, None): 156.7903,
    ("one_gap", False, 50, 10, None): 160.4637,
    ("one_gap", False, 60, 5, None): 159.7453,
    ("one_gap", False, 60, 10, None): 163.3692,
    ("ace_as_two", True, 50, 5, 100): 163.8550,
    ("ace_as_two", True, 50, 10, 100): 166.5802,
    ("ace_as_two", True, 50, 5, 120): 164.9725,
    ("ace_as_two", True, 50, 10, 120): 167.6860,
    ("ace_as_two", True, 60, 5, 100): 167.1583,
    ("ace_as_two", True, 60, 10, 100): 169.8650,
    ("ace_as_two", True, 60, 5, 120): 168.2949,
    ("ace_as_two", True, 60, 10, 120): 170.9789,
    ("ace_as_two", False, 50, 5, None): 153.2987,
    ("ace_as_two", False, 50, 10, None): 155.9020,
    ("ace_as_two", False, 60, 5, None): 156.1885,
    ("ace_as_two", False, 60, 10, None): 158.7513,
}


def _generala(options: dict[str, Any]) -> float | None:
    double = bool(options["double_generala"])
    return GENERALA.get((options["straight"], double, int(options["generala_points"]),
                         int(options["served_bonus"]),
                         int(options["double_generala_points"]) if double else None))


_FIGURES: dict[str, Callable[[dict[str, Any]], float | None]] = {
    "yacht": lambda o: YACHT.get((o["full_house"], bool(o["yacht_bonus"]))),
    "classic": lambda o: CLASSIC.get(o["four_of_a_kind"]),
    "generala": _generala,
}


def optimal_expected(kind: str, options: dict[str, Any] | None) -> float | None:
    """Expected final score of optimal solitaire play under these rules; None for a
    game without one (5000 is won by reaching a target, not by a score)."""
    from bot.ai.boxmodel import build_model
    from bot.ai.solver import start_value
    from bot.rules import resolve_options

    resolved = resolve_options(kind, options)
    lookup = _FIGURES.get(kind)
    figure = lookup(resolved) if lookup is not None else None
    if figure is None:
        return None
    table = loaded_table(kind, resolved)
    if table is not None:
        return float(start_value(build_model(kind, resolved), table))
    return figure
