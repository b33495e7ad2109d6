"""The move log: every decision of a game, in order, so a finished game replays exactly.

Pure (no I/O). The service builds one `LoggedMove` per accepted roll, score or bank
from the game before and after the action and stores it in the same transaction as
the move; `replay` feeds the recorded dice back through the rules engine. Toggling a
hold is not logged: only the dice held when the player rolls are a decision.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Literal

from bot.ai.moves import Move
from bot.ai.policies import apply_move
from bot.rules import RuleError, create_game
from bot.rules.base import BaseGame

#: bump when the rules engine changes how a recorded move plays out; replay refuses
#: entries of another version rather than replaying them wrongly
RULES_VERSION = 1

#: who made a move: its player, a computer seat, the turn timeout (for an absent player),
#: or the player's auto-roll setting (a turn's first roll, which holds no decision)
By = Literal["player", "computer", "timeout", "auto"]


@dataclass(frozen=True)
class LoggedMove:
    """One decision and the dice it produced.

    `dice` are the dice before the action (empty before a turn's first roll); `held`
    are the die positions kept for a box-game re-roll; `rolled` the values thrown by
    a roll, in the order of the positions thrown. `version` is the game's state
    version after the move, which orders the log.
    """

    version: int
    player: str
    action: Literal["roll", "score", "bank"]
    dice: tuple[int, ...] = ()
    held: tuple[int, ...] = ()
    box: str | None = None
    rolled: tuple[int, ...] = ()
    by: By = "player"
    rules_version: int = RULES_VERSION

    def to_json(self) -> str:
        return json.dumps(asdict(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> LoggedMove:
        data: dict[str, Any] = json.loads(text)
        for name in ("dice", "held", "rolled"):
            data[name] = tuple(data.get(name, ()))
        return cls(**data)


#: actions logged as another: keeping the dice of one face and rolling is a roll
LOGGED_AS = {"keep": "roll"}


def entry_for(before: BaseGame, after: BaseGame, action: str, by: By) -> LoggedMove | None:
    """The log entry of an accepted action (None for a hold toggle, which decides nothing)."""
    action = LOGGED_AS.get(action, action)
    if action not in ("roll", "score", "bank"):
        return None
    rolled: tuple[int, ...] = ()
    for event in after.events:
        if event.get("type") == "roll":
            dice = event["dice"]
            thrown = event.get("thrown", range(len(dice)))
            rolled = tuple(int(dice[i]) for i in thrown)
    held = after.held if action == "roll" else ()
    box = next((str(e["box"]) for e in after.events if e.get("type") == "score"), None)
    return LoggedMove(version=after.moves, player=before.current_player,
                      action=action,  # type: ignore[arg-type]
                      dice=tuple(before.dice), held=tuple(held), box=box, rolled=rolled, by=by)


class ReplayError(ValueError):
    """A log that does not replay: wrong rules version, or moves the rules refuse."""


def replay(kind: str, options: dict[str, Any], players: Sequence[str],
           log: Iterable[LoggedMove], *, before: bool = True
           ) -> Iterator[tuple[LoggedMove, BaseGame, BaseGame]]:
    """(entry, game before, game after) for every logged move, played through the game
    family's policy (`bot.ai.policies.apply_move`) and so through the rules engine.

    The roller hands out the recorded dice, so the game after the last entry is the
    stored final state. The games yielded are the live replay (copy them to keep them).
    `before=False`: the game before each move is not copied (a third of a replay's
    time), and the one yielded in its place is the game after.
    """
    pending: list[int] = []

    def roller(count: int) -> list[int]:
        if len(pending) != count:
            raise ReplayError(f"the log rolled {len(pending)} dice where the rules throw {count}")
        out = list(pending)
        pending.clear()
        return out

    game = create_game(kind, list(players), options, roller=roller)
    for entry in log:
        if entry.rules_version != RULES_VERSION:
            raise ReplayError(f"move {entry.version} was played under rules version "
                              f"{entry.rules_version}, not {RULES_VERSION}")
        if entry.player != game.current_player or tuple(game.dice) != entry.dice:
            raise ReplayError(f"move {entry.version} does not follow from the moves before it")
        previous = game.copy() if before else game
        pending[:] = entry.rolled
        try:
            apply_move(game, Move(entry.action, held=entry.held, box=entry.box))
        except RuleError as error:
            raise ReplayError(f"move {entry.version} is refused by the rules: {error}") from error
        yield entry, previous, game


def same_play(a: BaseGame, b: BaseGame) -> bool:
    """Whether two games stand exactly the same, apart from the count of actions (hold
    toggles count as actions but are not logged)."""
    left, right = json.loads(a.to_json()), json.loads(b.to_json())
    for counter in ("moves", "hold_changes"):
        left.pop(counter, None)
        right.pop(counter, None)
    return bool(left == right)


def final_state(kind: str, options: dict[str, Any], players: Sequence[str],
                log: Iterable[LoggedMove]) -> BaseGame:
    """The game after replaying the whole log."""
    game: BaseGame = create_game(kind, list(players), options)
    for _entry, _before, after in replay(kind, options, players, log):
        game = after
    return game
