"""Yacht, Classic Yacht and Generala as registered variants of the box game."""

from __future__ import annotations

from bot.rules.box_game import BoxGame, BoxGameState
from bot.rules.boxes import classic_boxes, generala_boxes, yacht_boxes
from bot.rules.catalogue import classic_lines, generala_lines, yacht_lines
from bot.rules.options import CLASSIC_OPTIONS, GENERALA_OPTIONS, YACHT_OPTIONS
from bot.rules.scoring import classic_points, generala_points, yacht_points
from bot.rules.variants import Variant, register_variant

YACHT = register_variant(Variant(
    id="yacht", game=BoxGame, state=BoxGameState, options=YACHT_OPTIONS,
    rules_lines=yacht_lines, boxes=yacht_boxes, lower_points=yacht_points,
    upper_bonus=True, joker_option="yacht_bonus", special_box="yacht",
))
CLASSIC = register_variant(Variant(
    id="classic", game=BoxGame, state=BoxGameState, options=CLASSIC_OPTIONS,
    rules_lines=classic_lines, boxes=classic_boxes, lower_points=classic_points,
    special_box="yacht",
))
GENERALA = register_variant(Variant(
    id="generala", game=BoxGame, state=BoxGameState, options=GENERALA_OPTIONS,
    rules_lines=generala_lines, boxes=generala_boxes, lower_points=generala_points,
    served_win_option="served_generala_wins", special_box="generala",
    unlocks_box="double_generala", served_bonus=True,
))
