"""Every game the bot hosts: one `Variant` each, listed once in `GAMES`.

Modelled on python-chess's variant list: a game is its entry here, and everything
else finds it by id (`find_variant`). The application derives the rest from the
entry: its layout from the variant's family (`bot.kinds`), its computer policy
likewise (`bot.ai.policies`), its words from the catalogue (`game-<id>`, ...).
`/yacht start` lists the games in this order.
"""

from __future__ import annotations

from bot.rules.box_figures import (
    CLASSIC_FIT,
    GENERALA_FIT,
    classic_score,
    generala_score,
    yacht_fit,
    yacht_score,
)
from bot.rules.box_game import BoxGame, BoxGameState
from bot.rules.boxes import classic_boxes, generala_boxes, yacht_boxes
from bot.rules.catalogue import classic_lines, five_thousand_lines, generala_lines, yacht_lines
from bot.rules.five_thousand import FiveThousandGame, FiveThousandState
from bot.rules.options import CLASSIC_OPTIONS, GENERALA_OPTIONS, YACHT_OPTIONS
from bot.rules.scoring import classic_points, generala_points, yacht_points
from bot.rules.variants import UpperBonus, Variant, register_variant
from bot.rules.yatzy import YATZY_FIT, YATZY_OPTIMUM, yatzy_boxes, yatzy_lines, yatzy_points

YACHT = Variant(
    id="yacht", game=BoxGame, state=BoxGameState, options=YACHT_OPTIONS,
    rules_lines=yacht_lines, boxes=yacht_boxes, lower_points=yacht_points,
    upper_bonus=UpperBonus(points=35, threshold=63),
    joker_option="yacht_bonus", joker_bonus=100, special_box="yacht",
    normal_fit=yacht_fit, optimal_score=yacht_score,
)
CLASSIC = Variant(
    id="classic", game=BoxGame, state=BoxGameState, options=CLASSIC_OPTIONS,
    rules_lines=classic_lines, boxes=classic_boxes, lower_points=classic_points,
    special_box="yacht",
    normal_fit=lambda _o: CLASSIC_FIT, optimal_score=classic_score,
)
GENERALA = Variant(
    id="generala", game=BoxGame, state=BoxGameState, options=GENERALA_OPTIONS,
    rules_lines=generala_lines, boxes=generala_boxes, lower_points=generala_points,
    served_win_option="served_generala_wins", special_box="generala",
    unlocks_box="double_generala", served_bonus=True,
    normal_fit=lambda _o: GENERALA_FIT, optimal_score=generala_score,
)
FIVE_THOUSAND = Variant(
    id="5000", game=FiveThousandGame, state=FiveThousandState, rules_lines=five_thousand_lines,
)
YATZY = Variant(
    id="yatzy", game=BoxGame, state=BoxGameState, rules_lines=yatzy_lines,
    boxes=yatzy_boxes, lower_points=yatzy_points,
    upper_bonus=UpperBonus(points=50, threshold=63),
    normal_fit=lambda _o: YATZY_FIT, optimal_score=lambda _o: YATZY_OPTIMUM,
)

GAMES: tuple[Variant, ...] = (YACHT, CLASSIC, GENERALA, FIVE_THOUSAND, YATZY)
for _variant in GAMES:
    register_variant(_variant)
