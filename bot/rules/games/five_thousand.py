"""5000: push your luck to reach exactly 5000 points (the rules: `bot.rules.five_thousand`).

Rules of record: docs/rules.md, section 4.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.rules.five_thousand import (
    ENTRY,
    MINIMUM_BANK,
    TARGET,
    FiveThousandGame,
    FiveThousandState,
)
from bot.rules.variants import RuleLine, Variant


class FiveThousand(Variant):
    id = "5000"
    game = FiveThousandGame
    state = FiveThousandState

    def lines(self, options: Mapping[str, Any]) -> list[RuleLine]:
        return [
            ("rules-5000-goal", {"target": TARGET}),
            ("rules-5000-scoring", {}),
            ("rules-5000-set-aside", {}),
            ("rules-5000-bust", {}),
            ("rules-5000-bank", {"entry": ENTRY, "minimum": MINIMUM_BANK}),
            ("rules-5000-reset", {}),
            ("rules-5000-gift", {"entry": ENTRY}),
        ]
