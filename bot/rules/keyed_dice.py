"""Keyed dice: each die's value follows from a secret key and the place it falls.

A die thrown on turn `t`, roll `r`, in slot `s` shows

    digest = HMAC-SHA256(key, uint32be(t) ‖ uint32be(r) ‖ uint32be(s))

reduced to 1..6 by rejection sampling: the digest's bytes are read in order, a byte
`b >= 252` is skipped, and the first byte `b < 252` gives `b % 6 + 1` (252 = 6 × 42,
so each face has exactly 42 of the 252 accepted bytes). Should all 32 bytes be
skipped (probability (4/256)^32), the reading goes on with the bytes of
`HMAC-SHA256(key, uint32be(t) ‖ uint32be(r) ‖ uint32be(s) ‖ uint32be(k))` for
k = 1, 2, … . `uint32be` is an unsigned 32-bit big-endian integer. `Throw` (bot.rules.base)
defines the turn, roll and slot exactly.

Anyone with the key can recompute every die; nobody without it can foretell one.
Two games on the same key see the same dice wherever their turn, roll and slot
agree: the same choices give the same game, and every turn's first roll is the
same whatever came before. The daily challenge keys its games by the day; a game
may equally be keyed by a seed of its own and reveal it at the end.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections.abc import Iterable

from bot.rules.base import Throw

FACES = 6
#: the largest multiple of 6 that fits a byte: bytes from here up are skipped
ACCEPT_BELOW = 256 - 256 % FACES  # 252
_UINT32_MAX = 2**32 - 1


def place(turn: int, roll: int, slot: int) -> bytes:
    """The message a die is keyed by: its turn, roll and slot as 32-bit big-endian."""
    for value in (turn, roll, slot):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _UINT32_MAX:
            raise ValueError(f"a die's place is three 32-bit unsigned integers, not {value!r}")
    return struct.pack(">III", turn, roll, slot)


def face_from_bytes(data: Iterable[int]) -> int | None:
    """The face the first accepted byte gives, or None when every byte is skipped."""
    for byte in data:
        if byte < ACCEPT_BELOW:
            return byte % FACES + 1
    return None


def digests(key: bytes, message: bytes) -> Iterable[bytes]:
    """The digest of `message`, then those of `message ‖ uint32be(k)` for k = 1, 2, …"""
    yield hmac.digest(key, message, hashlib.sha256)
    counter = 1
    while True:
        yield hmac.digest(key, message + struct.pack(">I", counter), hashlib.sha256)
        counter += 1


def keyed_die(key: bytes, turn: int, roll: int, slot: int) -> int:
    """The face of the die thrown in `slot` on `turn`, roll `roll`, under `key`."""
    message = place(turn, roll, slot)
    for digest in digests(key, message):
        face = face_from_bytes(digest)
        if face is not None:
            return face
    raise AssertionError("unreachable: digests() never ends")  # pragma: no cover


class KeyedRoller:
    """A roller (`bot.rules.base.PlacedRoller`) whose dice follow from `key` and their place.

    It keeps nothing between throws, so a game loaded from storage with the same key
    goes on with the same dice.
    """

    def __init__(self, key: bytes) -> None:
        if not isinstance(key, bytes) or not key:
            raise ValueError("a keyed roller needs a non-empty key")
        self._key = key

    def throw(self, where: Throw) -> list[int]:
        return [keyed_die(self._key, where.turn, where.roll, slot) for slot in where.slots]

    def __repr__(self) -> str:  # never the key: it may be a secret until the end
        return "KeyedRoller(<key>)"
