"""Check the dice of a finished game: `python tools/verify_dice.py GAME.json`.

GAME.json is the file the end screen's 🎲 Fair dice button gives (docs/fairness.md
describes it and the algorithm). Three checks, each printed:

1. the revealed seed hashes (SHA-256) to the commitment Fair dice showed from the start;
2. every throw's dice are recomputed from the seed and the throw's place (turn, roll,
   slot) by the code in this file alone (hashlib and hmac: no code of the bot);
3. the places themselves are the ones the rules give: the game's moves are replayed
   through the bot's rules engine (`bot.rules`, pure Python), which decides where each
   die falls; the throws it makes with the seed must be the listed ones, and the
   totals must be the game's.

Exit status 0 when everything holds, 1 when anything differs, 2 for a file that is not
a proof.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import struct
import sys
from pathlib import Path
from typing import Any

FORMAT = "yacht-bot/dice-proof/1"


def die(seed: bytes, turn: int, roll: int, slot: int) -> int:
    """One die, as docs/fairness.md gives it: HMAC-SHA256(seed, turn ‖ roll ‖ slot), each
    a 32-bit unsigned big-endian integer; the first byte below 252 gives byte % 6 + 1
    (the next digests, of the message ‖ uint32 counter 1, 2, …, if all 32 are above)."""
    message = struct.pack(">III", turn, roll, slot)
    counter = 0
    while True:
        data = message if counter == 0 else message + struct.pack(">I", counter)
        for byte in hmac.digest(seed, data, hashlib.sha256):
            if byte < 252:
                return byte % 6 + 1
        counter += 1


def check_commitment(proof: dict[str, Any]) -> list[str]:
    found = hashlib.sha256(bytes.fromhex(proof["seed"])).hexdigest()
    if found != proof["commitment"]:
        return [f"the seed hashes to {found}, not to the commitment {proof['commitment']}"]
    return []


def check_throws(proof: dict[str, Any]) -> list[str]:
    seed = bytes.fromhex(proof["seed"])
    problems = []
    for throw in proof["throws"]:
        expected = [die(seed, throw["turn"], throw["roll"], slot) for slot in throw["slots"]]
        if expected != throw["dice"]:
            problems.append(f"move {throw['move']} (turn {throw['turn']}, roll {throw['roll']},"
                            f" slots {throw['slots']}): the seed gives {expected}, the game"
                            f" showed {throw['dice']}")
    return problems


def check_places(proof: dict[str, Any]) -> list[str]:
    """Replay the moves through the rules engine (needs this repository's `bot` package)."""
    root = Path(__file__).resolve().parents[1]
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from bot.ai.movelog import LoggedMove
    from bot.service.fairness import FairnessError, replay_throws

    moves = [LoggedMove.from_json(json.dumps(m)) for m in proof["moves"]]
    try:
        throws, totals = replay_throws(proof["kind"], proof["options"], proof["players"],
                                       proof["seed"], moves)
    except FairnessError as error:
        return [str(error)]
    problems = []
    replayed = [t.to_dict() for t in throws]
    if len(replayed) != len(proof["throws"]):
        problems.append(f"the rules throw {len(replayed)} times where the proof lists"
                        f" {len(proof['throws'])}")
    for number, (ours, listed) in enumerate(zip(replayed, proof["throws"], strict=False)):
        if ours != listed:
            problems.append(f"throw {number + 1} is not where the rules put it: the replay"
                            f" gives {ours}, the proof lists {listed}")
            break
    if totals != proof["totals"]:
        problems.append(f"the moves total {totals}, the proof says {proof['totals']}")
    return problems


def verify(proof: dict[str, Any]) -> list[str]:
    """Every problem found (none: every die is what the seed gives)."""
    return check_commitment(proof) + check_throws(proof) + check_places(proof)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python tools/verify_dice.py GAME.json", file=sys.stderr)
        return 2
    try:
        proof = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
        if proof.get("format") != FORMAT:
            raise ValueError(f"format {proof.get('format')!r}, expected {FORMAT!r}")
        bytes.fromhex(proof["seed"])
    except (OSError, ValueError, KeyError, AttributeError) as error:
        print(f"{argv[1]}: not a dice proof ({error})", file=sys.stderr)
        return 2
    steps = [("commitment", check_commitment), ("dice", check_throws),
             ("places", check_places)]
    failed = False
    for name, check in steps:
        problems = check(proof)
        failed = failed or bool(problems)
        if name == "commitment":
            ok = f"SHA-256(seed) = {proof['commitment']}"
        elif name == "dice":
            dice = sum(len(t["dice"]) for t in proof["throws"])
            ok = f"all {dice} dice of {len(proof['throws'])} throws follow from the seed"
        else:
            ok = f"the {len(proof['moves'])} moves replay to these throws and totals"
        print(f"{name}: {'FAILED' if problems else 'ok'}: " + ("; ".join(problems) or ok))
    print(f"game #{proof.get('game')} ({proof['kind']}): "
          + ("NOT VERIFIED" if failed else "every die verified"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
