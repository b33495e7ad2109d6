"""How a click's own answer shows the change it made (the pipeline's show step).

A click on the board is answered by editing the board (type 7, `UPDATE_MESSAGE`), so
the game stays one message that changes in place. A click in a private prompt (the
level picker, a hint's Apply) closes the prompt, and the board is edited through the
surface. Once the service has saved a move, the move is saved: an answer that fails
afterwards is logged and repaired through the surface, never reported as "nothing
changed".
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TypeVar

import discord

from bot.kinds import APPLY
from bot.service.games import Outcome
from bot.table.pipeline import Table
from bot.table.replies import answer_edit, defer, in_time, reader_texts

log = logging.getLogger(__name__)

T = TypeVar("T")


class BoardAnswer:
    """A click on the game's board: the answer is the board itself."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        #: the board's interaction carries the next turn ping (a follow-up on its token)
        self.token: discord.Interaction | None = interaction

    async def wait(self, work: Awaitable[T]) -> T:
        # A locked database can hold the save for seconds: in_time defers the answer.
        return await in_time(self.interaction, work)

    async def show(self, table: Table, outcome: Outcome) -> None:
        interaction = self.interaction
        message = interaction.message
        by = interaction.user.id if outcome.action == "cancel" else None
        shown = outcome
        if getattr(interaction.channel, "archived", False) and interaction.channel_id:
            # Discord archived the game's thread after a quiet day: a click opens it again.
            await table.placement.unarchive(interaction.channel_id)
        try:
            thread = await table.placement.thread_wanted(interaction, outcome)
            if thread:
                await self._start_in_thread(table, outcome)
                self.token = None  # its follow-ups would land here, not in the thread
                return
            if message is not None and message.id != outcome.game.message_id:
                # A click on the board the game just moved away from: the move is shown
                # where the board is now.
                table.display.show(outcome)
                await defer(interaction)
                return
            # The newest screen known (a timeout may have played meanwhile); an edit of
            # an older one still in flight is cancelled (bot.table.display).
            async with table.display.answering(outcome) as shown:
                by = by if shown is outcome else None
                note = None
                if thread is None:  # thread mode without the permissions: said once
                    note = table.screens.game_texts(outcome.game)("thread-fallback")
                screen = await table.screens.screen_of(shown, by, note)
                await answer_edit(interaction, **screen.kwargs())
                table.display.landed(shown)
        except discord.HTTPException as error:
            # The answer did not go through (expired, or Discord failed): the move is
            # stored, so bring the message up to date through the surface instead.
            log.warning("game %s: answer to a click failed (%s); redrawing the message",
                        outcome.game.id, error.status)
            table.repair(shown, by)

    async def _start_in_thread(self, table: Table, outcome: Outcome) -> None:
        """Thread mode: the started game goes to a thread of its own, and its lobby says
        where (bot.table.placement edits it once the board is posted and stored). When
        Discord refused the thread, the game stays here."""
        interaction = self.interaction
        await defer(interaction)  # the thread and the board take two requests
        if await table.placement.open_thread(outcome) is None:
            async with table.display.answering(outcome) as shown:
                screen = await table.screens.screen_of(shown)
                await answer_edit(interaction, **screen.kwargs())


class PromptAnswer:
    """A click in a private prompt (the level picker, a hint's Apply): the prompt closes,
    saying what was done; the board is edited through the surface."""

    token: discord.Interaction | None = None  # a private prompt's follow-ups are private

    def __init__(self, interaction: discord.Interaction, action: str) -> None:
        self.interaction = interaction
        self.action = action

    async def wait(self, work: Awaitable[T]) -> T:
        return await in_time(self.interaction, work)

    async def show(self, table: Table, outcome: Outcome) -> None:
        table.display.show(outcome)
        interaction = self.interaction
        try:
            t = await reader_texts(interaction)
            if self.action == APPLY:
                await answer_edit(interaction, content=t("hint-applied"), view=None)
                return
            await answer_edit(
                interaction, content=t("bot-added", level=outcome.game.seats[-1].level or "normal"),
                embed=None, view=None)
        except discord.HTTPException as error:
            log.warning("game %s: answer to a click failed (%s); redrawing the message",
                        outcome.game.id, error.status)
            table.repair(outcome)
