"""What a front end is handed: the service to read, the table to change games.

The app builds these once and hands them to the cogs (and later to DMs and the web),
so a front end never reaches into the bot object: it reads through the service, and
every change to a game goes through the table's one path (bot.table.pipeline).
"""

from __future__ import annotations

import discord

from bot.service.coach import Coach
from bot.service.daily import Dailies
from bot.service.departures import Departures
from bot.service.games import GameService
from bot.service.seasons import Seasons
from bot.table.clicks import Clicks
from bot.table.cosmetics import Cosmetics
from bot.table.pipeline import Table
from bot.table.screens import Names, Screens
from bot.table.season_posts import SeasonPosts


class Parts:
    """The pieces the front ends use (see the module doc). The app makes the object when
    it makes the client, and fills it in once the database is open: a cog keeps it from
    its `setup` and reads its pieces when an interaction comes (a process that only
    publishes the commands never fills it)."""

    service: GameService
    table: Table
    coach: Coach
    looks: Cosmetics
    departures: Departures
    seasons: Seasons
    season_posts: SeasonPosts
    #: set once the daily's secret is read, before the first interaction is served
    dailies: Dailies

    def __init__(self, clicks: Clicks) -> None:
        self.clicks = clicks

    @property
    def screens(self) -> Screens:
        return self.table.screens

    @property
    def names(self) -> Names:
        return self.table.screens.names

    def forget_user(self, user_id: int, game_ids: list[int]) -> None:
        """After /yacht forget-me: drop what memory still holds of the user."""
        self.names.forget(user_id)
        self.looks.forget(user_id)
        self.coach.forget_games(game_ids)


def parts_of(client: discord.Client) -> Parts:
    """The parts the app wired into its client (a cog's `setup` reads them once)."""
    parts = getattr(client, "parts", None)
    if not isinstance(parts, Parts):
        raise RuntimeError("the cogs are loaded by the app, once its parts are wired")
    return parts
