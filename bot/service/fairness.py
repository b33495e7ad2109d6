"""Verifiable dice: a secret seed per game, committed to at the start, revealed at the end.

At the start the service draws 32 bytes from `secrets` and keys the game's dice by
them (`bot.rules.keyed_dice`: every die is HMAC-SHA256(seed, turn ‖ roll ‖ slot)
reduced to 1..6); the board shows SHA-256(seed), the end screen the seed. With the
seed and the move log anyone can recompute every die (`tools/verify_dice.py`, the
algorithm on one page: docs/fairness.md). A seed cannot be chosen to favour anyone
after the commitment is shown, and the dice cannot be foretold before the seed is
revealed. Cosmetics never reach here: the dice follow from the seed and the place
of the die only.

Pure (no I/O, no Discord): `export_game` builds the GAME.json a player downloads from
the end screen, `replay_throws` recomputes its throws through the rules engine.
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from bot.ai import Move, apply_move
from bot.ai.movelog import RULES_VERSION, LoggedMove
from bot.domain import TableView
from bot.rules import RuleError, create_game, load_game
from bot.rules.base import Throw
from bot.rules.keyed_dice import KeyedRoller

#: names the layout of GAME.json (docs/fairness.md); bump it when the layout changes
FORMAT = "yacht-bot/dice-proof/1"
SEED_BYTES = 32


class FairnessError(ValueError):
    """A proof that does not hold: a log that does not replay, dice that differ."""


def draw_seed() -> str:
    """A new game's seed, hex: 32 bytes from the OS's cryptographic source."""
    return secrets.token_bytes(SEED_BYTES).hex()


def commitment(seed: str) -> str:
    """SHA-256 of the seed's bytes, hex: shown on the board from the start."""
    return hashlib.sha256(bytes.fromhex(seed)).hexdigest()


def keyed_roller(seed: str | None) -> KeyedRoller | None:
    """The dice of a game with this seed (None: a game from before seeds)."""
    return None if seed is None else KeyedRoller(bytes.fromhex(seed))


@dataclass(frozen=True)
class ThrowRecord:
    """One throw of a game: the move it belongs to, where it fell, what it showed."""

    move: int  # the game's version after the move that threw
    player: str
    turn: int
    roll: int
    slots: tuple[int, ...]
    dice: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["slots"], data["dice"] = list(self.slots), list(self.dice)
        return data


class _Recording:
    """A keyed roller that remembers every throw (a `PlacedRoller`)."""

    def __init__(self, seed: str) -> None:
        self._dice = KeyedRoller(bytes.fromhex(seed))
        self.thrown: list[tuple[Throw, list[int]]] = []

    def throw(self, where: Throw) -> list[int]:
        dice = self._dice.throw(where)
        self.thrown.append((where, dice))
        return dice


def replay_throws(kind: str, options: dict[str, Any], players: Sequence[str], seed: str,
                  moves: Sequence[LoggedMove]) -> tuple[list[ThrowRecord], dict[str, int]]:
    """Every throw of a game recomputed from its seed, its decisions played through the
    rules engine (which decides where each die falls), and the totals at the end.

    FairnessError when the log does not follow the rules, or when a die the bot
    recorded is not the die the seed gives."""
    roller = _Recording(seed)
    game = create_game(kind, list(players), options, roller=roller)
    throws: list[ThrowRecord] = []
    for entry in moves:
        if entry.rules_version != RULES_VERSION:
            raise FairnessError(f"move {entry.version}: rules version {entry.rules_version}")
        if entry.player != game.current_player or tuple(game.dice) != entry.dice:
            raise FairnessError(f"move {entry.version} does not follow from the moves before")
        before = len(roller.thrown)
        try:
            apply_move(game, Move(entry.action, held=entry.held, box=entry.box))
        except RuleError as error:
            raise FairnessError(f"move {entry.version} is refused by the rules: {error}"
                                ) from error
        thrown = roller.thrown[before:]
        rolled = tuple(d for _, dice in thrown for d in dice)
        if rolled != entry.rolled:
            raise FairnessError(f"move {entry.version}: the seed gives {list(rolled)}, the "
                                f"log says {list(entry.rolled)}")
        throws += [ThrowRecord(entry.version, entry.player, where.turn, where.roll,
                               where.slots, tuple(dice)) for where, dice in thrown]
    return throws, dict(game.totals)


def export_game(table: TableView, state: str | None, moves: Sequence[LoggedMove]
                ) -> dict[str, Any]:
    """GAME.json of a game that is over: what `tools/verify_dice.py` checks.

    FairnessError for a game still running (its seed is secret), one from before
    seeds, or one whose stored log does not reproduce its dice."""
    seed = table.revealed_seed
    if seed is None:
        raise FairnessError("the game is not over, or its dice had no seed")
    players = table.keys
    throws, totals = replay_throws(table.kind, table.options, players, seed, moves)
    if state is not None and load_game(state).totals != totals:
        raise FairnessError("the log does not reproduce the stored game")
    return {
        "format": FORMAT,
        "game": table.id,
        "kind": table.kind,
        "options": table.options,
        "players": players,
        "status": table.status,
        "commitment": commitment(seed),
        "seed": seed,
        "throws": [t.to_dict() for t in throws],
        "moves": [json.loads(m.to_json()) for m in moves],
        "totals": totals,
    }


def proof_json(proof: dict[str, Any]) -> bytes:
    """GAME.json as the file a player downloads (UTF-8, one throw per line)."""
    head = {k: v for k, v in proof.items() if k not in ("throws", "moves")}
    lines = [json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ","]
    for name in ("throws", "moves"):
        rows = [json.dumps(row, separators=(", ", ": ")) for row in proof[name]]
        lines.append(f' "{name}": [\n  ' + ",\n  ".join(rows) + "\n ]"
                     + ("," if name == "throws" else ""))
    lines.append("}")
    return ("\n".join(lines) + "\n").encode("utf-8")
