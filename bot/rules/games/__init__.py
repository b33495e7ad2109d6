"""Every game the bot hosts, listed once: `GAMES`.

Each game is one module of this package: a `Variant` subclass with its options, its
rules text and, for a box game, its boxes, their scoring and the computer's figures
(docs/adding-a-game.md). Everything else finds a game by id (`find_variant`) and
derives the rest from its entry: its layout and its computer policy from its family
(`bot.kinds`, `bot.ai.policies`), its words from the catalogue (`game-<id>`, ...).
`/yacht start` lists the games in this order.
"""

from __future__ import annotations

from bot.rules.games.classic import Classic
from bot.rules.games.five_thousand import FiveThousand
from bot.rules.games.generala import Generala
from bot.rules.games.yacht import Yacht
from bot.rules.games.yatzy import Yatzy
from bot.rules.variants import Variant, register_variant

GAMES: tuple[Variant, ...] = (Yacht(), Classic(), Generala(), FiveThousand(), Yatzy())
for _variant in GAMES:
    register_variant(_variant)
