"""Computer opponents for every game, from a beginner to mathematically optimal.

The Discord app needs only this facade:

    move = choose_move(game, level)          # pure, synchronous, always legal
    apply_move(game, move)                   # play it through the rules engine
    uses_table(kind, players)                # does `optimal` use a table here?
    ready = tables_ready(kind, options)      # is `optimal` using its exact table?
    await prepare(kind, options, data_dir)   # build/load that table off the loop
    advice = advise(game, table)             # every legal decision, ranked (hints)

`optimal` plays as `normal` until its table is ready, so a seat never waits.
"""

from __future__ import annotations

from bot.ai.moves import LEVELS, Move
from bot.ai.play import choose_move
from bot.ai.policies import advise, apply_move, policy_of
from bot.ai.tables import prepare, tables_ready, uses_table

__all__ = [
    "LEVELS", "Move", "advise", "apply_move", "choose_move", "policy_of", "prepare",
    "tables_ready", "uses_table",
]
