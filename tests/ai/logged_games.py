"""Games played through the rules engine with their move log, as the service records it."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from bot.ai import choose_move
from bot.ai.movelog import LoggedMove, entry_for
from bot.ai.moves import Move
from bot.ai.policies import apply_move
from bot.rules import Game, create_game

Policy = Callable[[Game], Move]


def play_logged(kind: str, options: dict[str, Any], levels: Sequence[str], seed: int,
                override: Policy | None = None,
                roller: Callable[[int], list[int]] | None = None) -> tuple[Game, list[LoggedMove]]:
    """Play a whole game (players p0, p1, … at `levels`); `override` may force some moves."""
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(len(levels))]
    game = create_game(kind, players, options,
                       roller=roller or (lambda n: [rng.randint(1, 6) for _ in range(n)]))
    log: list[LoggedMove] = []
    while not game.is_over:
        level = levels[players.index(game.current_player)]
        move = (override(game) if override else None) or choose_move(game, level)
        before = game.copy()
        apply_move(game, move)
        entry = entry_for(before, game, move.action, "computer")
        assert entry is not None
        log.append(entry)
    return game, log
