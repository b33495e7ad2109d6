"""Computer opponents for every game, from a beginner to mathematically optimal.

The Discord app needs only this facade:

    move = choose_move(game, level)          # pure, synchronous, always legal
    ready = tables_ready(kind, options)      # is `optimal` using its exact table?
    await prepare(kind, options, data_dir)   # build/load that table off the loop

`optimal` plays as `normal` until its table is ready, so a seat never waits.
"""

from __future__ import annotations

from bot.ai.moves import LEVELS, Move
from bot.ai.play import choose_move
from bot.ai.tables import prepare, tables_ready

__all__ = ["LEVELS", "Move", "choose_move", "prepare", "tables_ready"]
