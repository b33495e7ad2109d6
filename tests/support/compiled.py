"""The AI's compiled kernels (bot/ai/kernels.py, numba) compiled before the workers start.

numba compiles a kernel at its first call and keeps it on disk (`cache=True`), about 25 CPU
seconds for the whole set, mostly holding the interpreter's lock. In a fresh checkout each
parallel worker met that cost at once, in the middle of its tests: a bot under test in the
same process then answered a click past Discord's 3 seconds, and the emulator refused the
answer as Discord does (10062). Here the run's first process plays a small game of every
kind the kernels serve (the exact table, the chances' distributions, a "to win" seat, the
board's chances, a review in chances), so that every worker reads the kernels from disk.
"""

from __future__ import annotations

import time

from bot.ai import tables
from bot.ai.chances import win_chances
from bot.ai.finals import load_or_build_finals
from bot.ai.review import review_game
from tests.ai.logged_games import play_logged

KIND = "classic"  # a box game whose tables take a fraction of a second
LEVELS = ["optimal", "win", "easy"]


def compile_kernels() -> float:
    """Call every kernel once; the seconds it took (a fraction of one once compiled)."""
    started = time.monotonic()
    exact = tables.load_or_build(KIND, {}, None)
    for level in ("optimal", "easy"):
        load_or_build_finals(KIND, {}, level, None)
    game, log = play_logged(KIND, {}, LEVELS, seed=1)
    seats = {f"p{i}": level for i, level in enumerate(LEVELS)}
    win_chances(game, seats)
    review_game(KIND, dict(game.options), list(game.players), log, exact, ends_as=game,
                levels=seats)
    tables.clear_memory()  # the tests begin with no table in memory, as before
    return time.monotonic() - started
