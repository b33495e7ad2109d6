"""The SQL of the daily challenge's boards and of skill, shared by both backends.

Each builder takes the placeholder style ("?" for SQLite, "$" for PostgreSQL's $1, $2…);
the row readers turn a fetched row into its domain value.
"""

from __future__ import annotations

from typing import Any

from bot.storage.models import DailyRow, SkillBoardRow, SkillRow

#: the columns of game_skill in SkillRow's order
SKILL_COLUMNS = ("game_id, position, guild_id, user_id, kind, score, lost, accuracy, luck,"
                 " ranked, finished_at, turns, decisions")


#: a reviewed game's replay steps (bot.service.replay_steps), stored with its review
STORE_REPLAY = ("INSERT INTO game_replays (game_id, steps) VALUES ({}, {})"
                " ON CONFLICT (game_id) DO NOTHING")

#: a game's skill rows whose seat no longer names their player (one who said forget-me
#: while the game's review ran is not named again by its result); the game id is `{}`
UNSEATED_SKILL = ("DELETE FROM game_skill WHERE game_id = {} AND NOT EXISTS (SELECT 1 FROM seats"
                  " WHERE seats.game_id = game_skill.game_id AND seats.position ="
                  " game_skill.position AND seats.user_id = game_skill.user_id)")


def skill_row(row: Any) -> SkillRow:
    return SkillRow(int(row[0]), int(row[1]), int(row[2]), int(row[3]), str(row[4]),
                    int(row[5]), float(row[6]), None if row[7] is None else float(row[7]),
                    float(row[8]), bool(row[9]), float(row[10]), str(row[11]), str(row[12]))


def skill_values(row: SkillRow) -> tuple[Any, ...]:
    return (row.game_id, row.position, row.guild_id, row.user_id, row.kind, row.score,
            row.lost, row.accuracy, row.luck, int(row.ranked), row.finished_at, row.turns,
            row.decisions)


def daily_row(row: Any) -> DailyRow:
    return DailyRow(int(row[0]), str(row[1]), int(row[2]),
                    None if row[3] is None else float(row[3]),
                    None if row[4] is None else float(row[4]))


def marks(style: str, count: int) -> list[str]:
    """`count` placeholders: "?" each (SQLite), or "$1", "$2", … (PostgreSQL)."""
    return ["?"] * count if style == "?" else [f"${i}" for i in range(1, count + 1)]


DAILY_ORDER = "score DESC, lost IS NULL, lost, finished_at, game_id"


def daily_results_sql(best_per_player: bool, style: str) -> str:
    """Finished dailies of a server and game between two days, best first: every one, or
    each player's best only. Parameters: guild, kind, first day, last day, limit."""
    guild, kind, first, last, limit = marks(style, 5)
    results = (
        "SELECT r.user_id, g.daily_day, r.score, k.lost, k.accuracy, r.finished_at,"
        " r.game_id FROM games g JOIN results r ON r.game_id = g.id"
        " LEFT JOIN game_skill k ON k.game_id = r.game_id AND k.position = r.position"
        f" WHERE g.guild_id = {guild} AND g.kind = {kind} AND g.daily_day >= {first}"
        f" AND g.daily_day <= {last} AND g.status = 'finished' AND r.user_id IS NOT NULL"
    )
    if best_per_player:
        results = (f"SELECT * FROM (SELECT d.*, ROW_NUMBER() OVER (PARTITION BY user_id"
                   f" ORDER BY {DAILY_ORDER}) AS n FROM ({results}) AS d) AS ranked"
                   " WHERE n = 1")
    return (f"SELECT user_id, daily_day, score, lost, accuracy FROM ({results}) AS shown"
            f" ORDER BY {DAILY_ORDER} LIMIT {limit}")


def skill_board_sql(style: str) -> str:
    """Each player's mean over their last `window` ranked games, with at least `minimum`
    of them, least lost first. Parameters: guild, kind, window, minimum, limit."""
    guild, kind, window, minimum, limit = marks(style, 5)
    return (
        "SELECT user_id, COUNT(*), AVG(lost), AVG(accuracy) FROM ("
        "SELECT user_id, lost, accuracy, ROW_NUMBER() OVER (PARTITION BY user_id"
        " ORDER BY finished_at DESC, game_id DESC) AS n FROM game_skill"
        f" WHERE guild_id = {guild} AND kind = {kind} AND ranked = 1) AS recent"
        f" WHERE n <= {window} GROUP BY user_id HAVING COUNT(*) >= {minimum}"
        f" ORDER BY AVG(lost), user_id LIMIT {limit}"
    )


def board_row(row: Any) -> SkillBoardRow:
    return SkillBoardRow(int(row[0]), int(row[1]), float(row[2]),
                         None if row[3] is None else float(row[3]))
