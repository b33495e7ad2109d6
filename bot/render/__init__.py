"""Messages as pure functions of stored state: (record, rules) -> content, embed, view."""

from bot.render.faces import BLANK_DIE, FACES, die
from bot.render.game import render_game
from bot.render.info import (
    render_leaderboard,
    render_rules,
    render_settings,
    render_stats,
)
from bot.render.lobby import render_level_picker, render_lobby
from bot.render.screen import Screen
from bot.render.sheets import render_final, render_scorecard, render_screen

__all__ = [
    "BLANK_DIE",
    "FACES",
    "Screen",
    "die",
    "render_final",
    "render_game",
    "render_leaderboard",
    "render_level_picker",
    "render_lobby",
    "render_rules",
    "render_scorecard",
    "render_screen",
    "render_settings",
    "render_stats",
]
