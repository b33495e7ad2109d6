"""Scripted dice for tests: given values first, then a seeded sequence."""

from __future__ import annotations

import random
from collections.abc import Iterable


class ScriptedDice:
    """A roller (`n -> list of n faces`) that plays `script` first, then seeded dice."""

    def __init__(self, script: Iterable[int] = (), seed: int = 7) -> None:
        self.script = list(script)
        self.random = random.Random(seed)
        self.calls: list[int] = []

    def push(self, *faces: int) -> None:
        self.script.extend(faces)

    def __call__(self, count: int) -> list[int]:
        self.calls.append(count)
        out = []
        for _ in range(count):
            out.append(self.script.pop(0) if self.script else self.random.randint(1, 6))
        return out
