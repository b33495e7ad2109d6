"""Where a click on one of the bot's components goes.

Every button and menu the bot draws names its game, version and action in its custom
id (bot.render.components). A daily challenge's controls name its day and go to the
daily's handler; clicks answered privately (the /yacht dice menu, the forget-me
question, a hint, a review, the level picker) go to the handler registered for their
action; every other click is a move, for the game handler (the games cog). While the process
stops, every click is answered "restarting" and changes nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain import Refusal
from bot.render.components import Click
from bot.table.replies import reply_refusal

ClickHandler = Callable[[discord.Interaction, Click, list[str]], Awaitable[None]]


class InFlight:
    """The interactions being answered, each by the task answering it: a stop lets them
    finish before it closes the database (bot.app.drain), or a command in the middle of
    a read met a closed database and logged an error."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    def enter(self) -> None:
        """Count the running task (discord.py answers each interaction in its own) until
        it ends."""
        task = asyncio.current_task()
        if task is not None and task not in self._tasks:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def __len__(self) -> int:
        return len(self._tasks)


class Clicks:
    """Routes every component click (see the module doc)."""

    def __init__(self) -> None:
        #: clicks that are not game moves, by action
        self.private: dict[str, ClickHandler] = {}
        #: a daily challenge's clicks (their controls name its day)
        self.daily: ClickHandler | None = None
        #: every other click: a move (set by the games cog)
        self.game: ClickHandler | None = None
        #: stopping: new clicks are refused, politely
        self.draining = False
        #: clicks and commands being answered (commands: bot.app.translator)
        self.in_flight = InFlight()

    async def route(self, interaction: discord.Interaction, click: Click,
                    values: list[str]) -> None:
        if self.draining:
            await reply_refusal(interaction, Refusal("restarting"))
            return
        self.in_flight.enter()
        handler = (self.daily if click.day is not None
                   else self.private.get(click.action, self.game))
        if handler is None:
            await reply_refusal(interaction, Refusal("failed"))
            return
        await handler(interaction, click, values)
