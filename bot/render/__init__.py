"""Messages as pure functions of the rules state and a plain view of the table.

Render depends on the core only: `bot.domain`, `bot.rules`, `bot.kinds` (layouts)
and `bot.text` (words) — never storage or the AI.
"""

from bot.render.dice import render_dice_shelf
from bot.render.game import render_game, render_game_moved
from bot.render.help import render_help
from bot.render.info import render_leaderboard, render_rules, render_settings, render_stats
from bot.render.lobby import render_level_picker, render_lobby, render_lobby_moved
from bot.render.pictures import RecentGame, sheet_picture, stats_chart
from bot.render.refusals import refusal_text
from bot.render.screen import Screen, mention, names_by_key
from bot.render.sheets import render_final, render_scorecard, render_screen

__all__ = [
    "RecentGame",
    "Screen",
    "mention",
    "names_by_key",
    "refusal_text",
    "render_dice_shelf",
    "render_final",
    "render_game",
    "render_game_moved",
    "render_help",
    "render_leaderboard",
    "render_level_picker",
    "render_lobby",
    "render_lobby_moved",
    "render_rules",
    "render_scorecard",
    "render_screen",
    "render_settings",
    "render_stats",
    "sheet_picture",
    "stats_chart",
]
