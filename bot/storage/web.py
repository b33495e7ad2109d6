"""The rows of the web pages (bot.service.pages), for both backends: a server's switch and
slug, players' pages and opted-in names, and what a page reads that the bot never does.

One mixin for SQLite and PostgreSQL: each backend says how it runs a statement
(`_web_rows`, `_web_run`) and writes its placeholders (`_style`: "?" or "$"); the SQL is
written once, with the placeholders of `marks`.
"""

from __future__ import annotations

import json
import secrets
from abc import ABC, abstractmethod
from typing import Any

from bot.domain import PlayedGame, WebPlayer, WebServer
from bot.storage.daily_sql import marks
from bot.storage.models import GameRecord

#: the servers whose pages are on, as the queries of a player's page join them: games in
#: a server that added the bot (only there can an admin turn pages on)
PUBLIC = ("JOIN guild_settings s ON s.guild_id = r.guild_id AND s.web <> 'off'"
          " AND r.context = 'guild'")
SERVER_COLUMNS = "guild_id, web_slug, web, default_game, daily_game, hints"


def new_slug() -> str:
    """128 random bits, as the database's own slugs are written (32 hex digits)."""
    return secrets.token_hex(16)


def _server(row: Any) -> WebServer:
    return WebServer(int(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4]),
                     str(row[5]))


class WebRows(ABC):
    """The web's reads and the bot's few writes for it (see the module doc)."""

    _style: str

    @abstractmethod
    async def _web_rows(self, sql: str, *params: Any) -> list[Any]: ...

    @abstractmethod
    async def _web_run(self, sql: str, *params: Any) -> None: ...

    @abstractmethod
    async def _web_games(self, where: str, *params: Any) -> list[GameRecord]:
        """Games matching `where` on the games table (the placeholder style's), seats in."""

    def _sql(self, sql: str) -> str:
        """`sql` written with `{}` for each placeholder, in this backend's style."""
        return sql.format(*marks(self._style, sql.count("{}")))

    # -- the bot's side: switches, slugs, names ---------------------------------------

    async def set_web(self, guild_id: int, web: str) -> None:
        """Turn a server's pages off, on or listed (its settings row made if need be)."""
        await self._web_run(self._sql(
            "INSERT INTO guild_settings (guild_id, web) VALUES ({}, {})"
            " ON CONFLICT (guild_id) DO UPDATE SET web = excluded.web"), guild_id, web)

    async def web_server(self, guild_id: int) -> WebServer | None:
        """A server's pages (None: no settings row yet, so off)."""
        rows = await self._web_rows(self._sql(
            f"SELECT {SERVER_COLUMNS} FROM guild_settings WHERE guild_id = {{}}"), guild_id)
        return _server(rows[0]) if rows and rows[0][1] is not None else None

    async def game_slug(self, game_id: int) -> str | None:
        rows = await self._web_rows(self._sql("SELECT web_slug FROM games WHERE id = {}"),
                                    game_id)
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    async def web_player(self, user_id: int) -> WebPlayer:
        """The player's page, made the first time a link to it is shown."""
        await self._web_run(self._sql(
            "INSERT INTO web_players (user_id, slug) VALUES ({}, {})"
            " ON CONFLICT (user_id) DO NOTHING"), user_id, new_slug())
        return (await self.web_players([user_id]))[user_id]

    async def set_web_name(self, user_id: int, name: str | None) -> WebPlayer:
        """Show the player by `name` on the pages (None: by "Player N" again)."""
        await self._web_run(self._sql(
            "INSERT INTO web_players (user_id, slug, name) VALUES ({}, {}, {})"
            " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name"),
            user_id, new_slug(), name)
        return (await self.web_players([user_id]))[user_id]

    # -- the pages' side: reads only -----------------------------------------------------

    async def server_by_slug(self, slug: str) -> WebServer | None:
        rows = await self._web_rows(self._sql(
            f"SELECT {SERVER_COLUMNS} FROM guild_settings WHERE web_slug = {{}}"), slug)
        return _server(rows[0]) if rows else None

    async def game_by_slug(self, slug: str) -> GameRecord | None:
        found = await self._web_games(self._sql("web_slug = {}"), slug)
        return found[0] if found else None

    async def player_by_slug(self, slug: str) -> WebPlayer | None:
        rows = await self._web_rows(self._sql(
            "SELECT user_id, slug, name FROM web_players WHERE slug = {}"), slug)
        return WebPlayer(int(rows[0][0]), str(rows[0][1]), rows[0][2]) if rows else None

    async def web_players(self, user_ids: list[int]) -> dict[int, WebPlayer]:
        """The pages of these players that exist, by user id (names where opted in)."""
        if not user_ids:
            return {}
        ids = ", ".join(str(int(u)) for u in set(user_ids))  # integers: nothing to bind
        rows = await self._web_rows(
            f"SELECT user_id, slug, name FROM web_players WHERE user_id IN ({ids})")
        return {int(r[0]): WebPlayer(int(r[0]), str(r[1]), r[2]) for r in rows}

    async def public_games(self, user_id: int, limit: int) -> list[PlayedGame]:
        """The player's last finished games on servers whose pages are on, newest first."""
        rows = await self._web_rows(self._sql(
            "SELECT g.web_slug, r.kind, g.options, r.score, r.won, r.finished_at,"
            " (SELECT COUNT(*) FROM seats t WHERE t.game_id = g.id), r.with_computers"
            f" FROM results r {PUBLIC} JOIN games g ON g.id = r.game_id"
            " WHERE r.user_id = {} ORDER BY r.finished_at DESC, r.game_id DESC LIMIT {}"),
            user_id, limit)
        return [PlayedGame(str(r[0]), str(r[1]), json.loads(r[2]), int(r[3]), bool(r[4]),
                           float(r[5]), int(r[6]), bool(r[7])) for r in rows]

    async def public_records(self, user_id: int) -> list[tuple[str, int, int, int, float]]:
        """(game, played, won, best, mean) of the player on servers whose pages are on."""
        rows = await self._web_rows(self._sql(
            "SELECT r.kind, COUNT(*), SUM(r.won), MAX(r.score), AVG(r.score)"
            f" FROM results r {PUBLIC} WHERE r.user_id = {{}} GROUP BY r.kind ORDER BY r.kind"),
            user_id)
        return [(str(r[0]), int(r[1]), int(r[2]), int(r[3]), float(r[4])) for r in rows]

    async def public_skill(self, user_id: int, limit: int) -> list[tuple[str, float, float]]:
        """(game, points lost, finished at) of the player's last reviewed games on servers
        whose pages are on, oldest first."""
        rows = await self._web_rows(self._sql(
            "SELECT kind, lost, finished_at FROM (SELECT k.kind, k.lost, k.finished_at,"
            " k.game_id FROM game_skill k JOIN guild_settings s ON s.guild_id = k.guild_id"
            " AND s.web <> 'off' WHERE k.user_id = {}"
            " ORDER BY k.finished_at DESC, k.game_id DESC LIMIT {}) AS recent"
            " ORDER BY finished_at, game_id"), user_id, limit)
        return [(str(r[0]), float(r[1]), float(r[2])) for r in rows]

    async def public_servers(self, user_id: int) -> list[int]:
        """The servers whose pages are on where the player finished games, the one they
        played most in first (a rating is a server's: the player page shows that one's)."""
        rows = await self._web_rows(self._sql(
            f"SELECT r.guild_id FROM results r {PUBLIC} WHERE r.user_id = {{}}"
            " GROUP BY r.guild_id ORDER BY COUNT(*) DESC, MAX(r.finished_at) DESC"), user_id)
        return [int(r[0]) for r in rows]

    async def replay_steps(self, game_id: int) -> str | None:
        """The replay steps the game's review stored (bot.service.replay_steps), if any."""
        rows = await self._web_rows(self._sql(
            "SELECT steps FROM game_replays WHERE game_id = {}"), game_id)
        return str(rows[0][0]) if rows else None

    async def stored_secret(self, name: str) -> str | None:
        """A secret the bot generated and kept (Repository.keep_secret), read only."""
        rows = await self._web_rows(self._sql("SELECT value FROM bot_secrets WHERE name = {}"),
                                    name)
        return str(rows[0][0]) if rows else None
