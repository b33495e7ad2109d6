"""Every game the bot hosts: one `Variant` each, listed once in `GAMES`.

Modelled on python-chess's variant list: a game is its entry here, and everything
else finds it by id (`find_variant`). The application derives the rest from the
entry: its layout from the variant's family (`bot.kinds`), its computer policy
likewise (`bot.ai.policies`), its words from the catalogue (`game-<id>`, ...).
`/yacht start` lists the games in this order.
"""

from __future__ import annotations

from bot.rules.box_game import BoxGame, BoxGameState
from bot.rules.boxes import classic_boxes, generala_boxes, yacht_boxes
from bot.rules.catalogue import classic_lines, five_thousand_lines, generala_lines, yacht_lines
from bot.rules.five_thousand import FiveThousandGame, FiveThousandState
from bot.rules.options import CLASSIC_OPTIONS, GENERALA_OPTIONS, YACHT_OPTIONS
from bot.rules.scoring import classic_points, generala_points, yacht_points
from bot.rules.variants import Variant, register_variant

YACHT = Variant(
    id="yacht", game=BoxGame, state=BoxGameState, options=YACHT_OPTIONS,
    rules_lines=yacht_lines, boxes=yacht_boxes, lower_points=yacht_points,
    upper_bonus=True, joker_option="yacht_bonus", special_box="yacht",
)
CLASSIC = Variant(
    id="classic", game=BoxGame, state=BoxGameState, options=CLASSIC_OPTIONS,
    rules_lines=classic_lines, boxes=classic_boxes, lower_points=classic_points,
    special_box="yacht",
)
GENERALA = Variant(
    id="generala", game=BoxGame, state=BoxGameState, options=GENERALA_OPTIONS,
    rules_lines=generala_lines, boxes=generala_boxes, lower_points=generala_points,
    served_win_option="served_generala_wins", special_box="generala",
    unlocks_box="double_generala", served_bonus=True,
)
FIVE_THOUSAND = Variant(
    id="5000", game=FiveThousandGame, state=FiveThousandState, rules_lines=five_thousand_lines,
)

GAMES: tuple[Variant, ...] = (YACHT, CLASSIC, GENERALA, FIVE_THOUSAND)
for _variant in GAMES:
    register_variant(_variant)
