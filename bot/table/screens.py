"""A game's public message after a change: drawn once from the stored game, in the
game's language, with each player's dice and, at the end, the sheet and its names.

Everything the board needs besides the game itself is read here, so the steps that
show a change (a click's answer, a channel edit, a board posted anew) draw the same
screen from the same outcome: the turn's deadline under the server's timeout, the
dice sets of the seats, the players' names for pictures and the command mentions.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from urllib.parse import urlencode

from bot.domain import TableView, WinChances
from bot.faces import DiceLook
from bot.render import Screen, names_by_key, render_screen
from bot.service.chances import BoardChances
from bot.service.games import GameService, Outcome
from bot.table.cosmetics import Cosmetics
from bot.text import Texts, texts_for

log = logging.getLogger(__name__)

#: a user's display name asked of Discord (None when it cannot say)
FetchName = Callable[[int], Awaitable[str | None]]
#: names remembered at most; past it the memory starts over (they are seen again)
MAX_NAMES = 100_000
#: games whose last screen is kept, the most recently drawn (a board is about 12 KiB):
#: a version is drawn again within seconds (a retry, a repair, the board brought back)
MAX_DRAWN = 2_000


class Names:
    """Display names seen on interactions: pictures cannot show a mention."""

    def __init__(self, fetch: FetchName) -> None:
        self._fetch = fetch
        self._seen: dict[int, str] = {}

    def __contains__(self, user_id: object) -> bool:
        return user_id in self._seen

    def saw(self, user_id: int, name: str) -> None:
        if len(self._seen) >= MAX_NAMES and user_id not in self._seen:
            self._seen.clear()
        self._seen[user_id] = name

    def forget(self, user_id: int) -> None:
        self._seen.pop(user_id, None)

    async def of(self, user_id: int) -> str | None:
        """The name seen last, else asked of Discord once."""
        if user_id not in self._seen:
            name = await self._fetch(user_id)
            if name is None:
                log.info("no name for user %s", user_id)
                return None
            self._seen[user_id] = name
        return self._seen[user_id]


class Screens:
    """Draws a game's public message from an outcome (reads only: what a move earned was
    recorded by the step that saved it)."""

    def __init__(self, service: GameService, looks: Cosmetics, names: Names,
                 command_ids: dict[str, int], chances: BoardChances,
                 public_url: str | None = None) -> None:
        self.service = service
        #: where the web pages are reached (settings PUBLIC_URL): None, no links to them
        self.public_url = public_url
        self.looks = looks
        self.names = names
        #: each board's win chances, computed beside it (never waited for)
        self.chances = chances
        #: top-level command name -> Discord's id, filled by the command sync
        self.command_ids = command_ids
        #: game id -> what its last screen was drawn from, and that screen
        self._drawn: dict[int, tuple[tuple[object, ...], Screen]] = {}

    def game_texts(self, table: TableView) -> Texts:
        """The catalogue of a game's public message: the game's own language, commands as
        clickable mentions (every client shows them, under the default names)."""
        return texts_for(table.language).for_public(self.command_ids)

    async def screen_of(self, outcome: Outcome, by: int | None = None,
                        note: str | None = None, *, paused: bool = False) -> Screen:
        """The game message after `outcome`; at the end the sheet picture and the unlocks
        the final move announced. `note`: a line the board says once; `paused`: waiting
        for a click on Resume (bot.table.tokens).

        A board is drawn once for what it shows and reused: a retried edit, the repair
        after an answer, the board brought back to the bottom draw the same version
        again. The end screen's picture is sent once and drawn each time."""
        t = self.game_texts(outcome.game)
        table, game = outcome.game, outcome.rules
        if outcome.note == "timeout" and game is not None:
            names = names_by_key(table, t)
            played = outcome.played_for
            note = t("timeout-played", player=names.get(played or "", played or ""))
        looks: dict[str, DiceLook] | None = None
        deadline: float | None = None
        chances: WinChances | None = None
        if outcome.note == "expired" and table.status == "cancelled":
            note = t("lobby-expired")
        elif table.status == "finished" and game is not None:
            return render_screen(table, game, t, names=await self.display_names(table, t),
                                 unlocks=outcome.unlocks, page=await self.page_of(table))
        else:
            self.chances.start(table, game)  # started earlier by the change, as a rule
            await self.looks.warm(table)
            looks = self.looks.looks(table)
            terms = await self.service.board_terms(table, game)
            deadline = terms.deadline
            chances = self.chances.ready(table) if terms.chances else None
        # Everything the board is drawn from, compared whole (the stored game's every
        # field, the catalogue with its command mentions, the chances once ready): a
        # change anywhere draws anew.
        seen = (table, t.language, dict(self.command_ids), by, note, looks, deadline,
                paused, chances)
        drawn = self._drawn.pop(table.id, None)
        if drawn is not None and drawn[0] == seen:
            screen = drawn[1]
        else:
            screen = render_screen(table, game, t, by=by, note=note, looks=looks,
                                   deadline=deadline, chances=chances, paused=paused)
        if table.active:  # an ended game's screen is not drawn again in a hurry
            self._drawn[table.id] = (seen, screen)  # the most recent last
            if len(self._drawn) > MAX_DRAWN:
                del self._drawn[next(iter(self._drawn))]
        return screen

    async def page_of(self, table: TableView) -> str | None:
        """The address of a finished game's replay, where the web is on (PUBLIC_URL set)
        and its server turned its pages on."""
        if self.public_url is None:
            return None
        slug = await self.service.page_slug(table)
        return None if slug is None else f"{self.public_url.rstrip('/')}/g/{slug}"

    async def board_page(self, guild_id: int, context: str, game: str, board: str,
                         season: str | None = None) -> str | None:
        """The address of the server's leaderboard on the web showing `board` of `game`
        (and `season`, as /yacht leaderboard took it), where the web is on and the server
        turned its pages on; never in DMs or group DMs."""
        if self.public_url is None:
            return None
        slug = await self.service.server_slug(guild_id, context)
        if slug is None:
            return None
        query = {"game": game, "board": board, **({} if season is None else {"season": season})}
        return f"{self.public_url.rstrip('/')}/s/{slug}?{urlencode(query)}"

    async def player_page(self, guild_id: int, context: str, user_id: int) -> str | None:
        """The address of a player's page, on the same terms as `board_page` (the caller
        knows the player finished a game on this server: else the page has nothing)."""
        if self.public_url is None or await self.service.server_slug(guild_id,
                                                                      context) is None:
            return None
        return f"{self.public_url.rstrip('/')}/p/{await self.service.player_slug(user_id)}"

    async def display_names(self, table: TableView, t: Texts) -> dict[str, str]:
        """Seat key -> a plain name for pictures: the name seen on the player's last
        interaction, else asked of Discord once, else "Player n"."""
        names: dict[str, str] = {}
        for i, (seat, key) in enumerate(zip(table.seats, table.keys, strict=True)):
            if seat.is_forgotten:
                names[key] = t("picture-player", n=i + 1)
            elif seat.user_id is None:
                names[key] = t("picture-computer-name", n=i + 1,
                               level=t.phrase(f"level-name-{seat.level or 'normal'}"))
            else:
                names[key] = await self.names.of(seat.user_id) or t("picture-player", n=i + 1)
        return names
