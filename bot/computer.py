"""How a computer seat picks its move: bot.ai when present, else a simple stand-in.

The stand-in keeps the bot playable (and testable) on a checkout where the AI
package has not landed yet; it is legal but naive.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

try:  # pragma: no cover - depends on the parallel checkout
    from bot.ai import LEVELS as _AI_LEVELS
    from bot.ai import choose_move as _ai_choose_move
except ImportError:  # pragma: no cover
    _AI_LEVELS = None
    _ai_choose_move = None

LEVELS: tuple[str, ...] = tuple(_AI_LEVELS or ("easy", "normal", "optimal"))


@dataclass(frozen=True)
class FallbackMove:
    action: str
    held: tuple[int, ...] = ()
    box: str | None = None


def choose_move(game: Any, level: str) -> Any:
    """A legal move for the player to act (`Move`-shaped: action, held, box)."""
    if _ai_choose_move is not None:
        return _ai_choose_move(game, level)
    if game.kind == "5000":
        if game.dice and game.can_bank:
            return FallbackMove("bank")
        return FallbackMove("roll")
    if game.roll_number == 0:
        return FallbackMove("roll")
    preview = game.preview()
    if game.rolls_left > 0 and max(preview.values(), default=0) < 20:
        counts = {face: game.dice.count(face) for face in set(game.dice)}
        best = max(counts, key=lambda face: (counts[face], face))
        held = tuple(i for i, d in enumerate(game.dice) if d == best)
        return FallbackMove("roll", held=held)
    box = max(preview, key=lambda b: preview[b])
    return FallbackMove("score", box=box)


async def prepare_tables(kind: str, options: dict, data_dir: Any) -> None:
    """Build the AI's tables for a game in the background, when the AI has any."""
    try:
        from bot.ai import prepare, tables_ready
    except ImportError:  # pragma: no cover
        return
    if not tables_ready(kind, options):
        await prepare(kind, options, data_dir)
