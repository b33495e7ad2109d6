"""Drawing a game where the bot is not a member: through interaction tokens only.

In a group DM, a DM between two people, or a server that never added the bot, the bot
may not post or edit channel messages. It can answer interactions: the answer itself,
edits of the interaction's original message through its token for 15 minutes, and
follow-ups (at most 5 per interaction when only a user's install authorised it). The
original message of a click on the board is the board, so the newest click's token
edits the board between clicks (a computer's move, a timeout), and its follow-ups carry
the turn pings. Tokens live in this process's memory: after a restart, or once the
newest token is too old, the next click on the board (Resume, where no move is offered)
gives a new one; nothing is lost, nothing is played twice.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.render import Screen
from bot.table.where import user_installed_only

#: Discord keeps an interaction's token 15 minutes; the bot stops using it a bit before,
#: so an edit or a follow-up never races its expiry
TOKEN_USABLE = 14 * 60.0
#: follow-ups Discord allows on one interaction authorised by a user's install alone
FOLLOWUPS = 5
#: token games remembered at most; past it the memory starts over (a click resumes)
MAX_GAMES = 10_000
#: Discord's answer to a request made with an expired interaction token
INVALID_WEBHOOK_TOKEN = 50027


class NoToken(Exception):
    """No usable token is left to draw the game with: it waits for a click."""


@dataclass
class Token:
    """One interaction whose original message is the game's board."""

    interaction: discord.Interaction
    at: float  # the clock's reading when it arrived
    followups: int = 0
    limited: bool = False  # at most FOLLOWUPS follow-ups
    paused: bool = False  # the board it edited last shows the game paused

    def age(self, now: float) -> float:
        return now - self.at


class Tokens:
    """The newest board token of each game drawn through tokens."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._games: dict[int, Token] = {}

    def saw(self, game_id: int, interaction: discord.Interaction) -> None:
        """`interaction`'s original message is the game's board (its lobby command, a
        click on the board): the newest way to edit it."""
        if len(self._games) >= MAX_GAMES and game_id not in self._games:
            self._games.clear()
        self._games[game_id] = Token(interaction, self.clock(),
                                     limited=user_installed_only(interaction))

    def newest(self, game_id: int) -> Token | None:
        return self._games.get(game_id)

    def usable(self, game_id: int, margin: float = 0.0) -> Token | None:
        """The newest token if it stays usable `margin` seconds more."""
        token = self._games.get(game_id)
        if token is None or token.age(self.clock()) > TOKEN_USABLE - margin:
            return None
        return token

    def left(self, game_id: int) -> float:
        """Seconds the newest token stays usable (0 without one)."""
        token = self._games.get(game_id)
        return 0.0 if token is None else max(0.0, TOKEN_USABLE - token.age(self.clock()))

    def forget(self, game_id: int) -> None:
        self._games.pop(game_id, None)


class TokenSurface:
    """A game's board drawn through its newest token (bot.table.surface.Surface)."""

    def __init__(self, tokens: Tokens, game_id: int) -> None:
        self.tokens = tokens
        self.game_id = game_id

    def _token(self) -> Token:
        token = self.tokens.usable(self.game_id)
        if token is None:
            raise NoToken(f"game {self.game_id}: no usable token")
        return token

    async def edit(self, message_id: int, screen: Screen, *, fallback: bool = False) -> None:
        kwargs = screen.fallback.kwargs() if fallback and screen.fallback else screen.kwargs()
        try:
            await self._token().interaction.edit_original_response(**kwargs)
        except discord.HTTPException as error:
            self._lapsed(error)
            raise

    async def post(self, screen: Screen) -> int:
        raise NoToken("the bot may not post where it is not a member")

    async def delete(self, message_id: int) -> None:
        raise NoToken("the bot may not delete where it is not a member")

    async def last_message_id(self) -> int | None:
        return None  # nothing to look at: the board never moves here

    async def send(self, content: str, mentions: discord.AllowedMentions) -> int:
        """A follow-up on the newest token that has one left (never a sixth)."""
        token = self._token()
        if token.limited and token.followups >= FOLLOWUPS:
            raise NoToken(f"game {self.game_id}: its token's follow-ups are spent")
        token.followups += 1
        try:
            sent = await token.interaction.followup.send(content, allowed_mentions=mentions,
                                                         wait=True)
        except discord.HTTPException as error:
            self._lapsed(error)
            raise
        return sent.id

    def _lapsed(self, error: discord.HTTPException) -> None:
        """Discord says the token is no longer valid (its clock and ours disagree): it is
        dropped, and the game waits for a click, like one whose token ran out here."""
        if error.code == INVALID_WEBHOOK_TOKEN:
            self.tokens.forget(self.game_id)
            raise NoToken(f"game {self.game_id}: Discord refused its token") from error
