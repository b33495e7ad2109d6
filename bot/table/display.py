"""Keeps every game's message at the newest version shown, never an older one.

Three writers draw the same message: the answer to a click (an interaction
response), the computer runner and the timeout sweep (channel edits). Discord
retries a failed edit with its original body a second or more later, so an
edit that was applied but answered 500 could land again after a newer answer
and rewind the message. Here each game has one sender that sends channel edits
one at a time, always the newest outcome known; an edit older than what was
already shown is dropped; when a click's answer overtakes an edit still waiting to
be sent, that edit is cancelled, and one already sent is let finish, and either way
the newest screen is sent again after it; and an answer that went through late
(after a newer screen) is followed by the newest screen again (`landed`).

An answer is sent with its body fixed, and discord.py retries a callback answered 500
or 429 with that body seconds later; a channel edit of a newer screen sent meanwhile
would land first and the message would go back a version when the retry lands. So
while a click's answer is on its way (`answering`), this game's channel edits wait for
it, and the answer waits for an edit already on the wire: one request on the message
at a time.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.ops.metrics import ON_THE_WIRE

if TYPE_CHECKING:
    from bot.service.games import Outcome

log = logging.getLogger(__name__)

# An edit Discord still refuses after discord.py's own retries is tried again after
# these pauses (seconds), unless a newer version supersedes it meanwhile.
RETRY_PAUSES = (1.0, 2.0, 4.0, 8.0)
# A channel edit waits at most this long for a click's answer on its way (Discord takes
# an interaction's first answer for 3 s; a later retry is refused, so never lands).
ANSWER_WAIT = 3.5
# An answer waits at most this long for an edit already on the wire (its 3 s run).
WIRE_WAIT = 0.5

Edit = Callable[["Outcome", "int | None"], Coroutine[Any, Any, None]]


@dataclass
class _Shown:
    """One game's drawing state."""

    shown: int = -1  # newest version sent, or answered through an interaction
    latest: Outcome | None = None
    by: int | None = None  # who cancelled (a user id)
    repair: bool = False  # an edit was cut off: send the newest screen again
    sender: asyncio.Task[None] | None = None
    edit: asyncio.Task[None] | None = None
    editing: int = -1  # version of the edit in flight
    answers: int = 0  # clicks' answers on their way now
    quiet: asyncio.Event = field(default_factory=asyncio.Event)  # set: no answer on its way

    def __post_init__(self) -> None:
        self.quiet.set()


class Display:
    """Per-game serialised, version-monotone message edits (see the module doc)."""

    def __init__(self, edit: Edit) -> None:
        self._edit = edit
        self._games: dict[int, _Shown] = {}

    def __len__(self) -> int:
        return len(self._games)

    def _newest(self, outcome: Outcome) -> Outcome:
        """The newest known outcome of this game, to answer a click with (`answering`).

        It records the version as shown, so a channel edit of an older one is dropped
        (or cancelled and repaired)."""
        state = self._games.get(outcome.game.id)
        if state is None:
            if not outcome.game.active:
                return outcome
            state = self._games[outcome.game.id] = _Shown()
        if state.latest is None or outcome.game.version >= state.latest.game.version:
            state.latest, state.by = outcome, None
        newest = state.latest
        state.shown = max(state.shown, newest.game.version)
        if state.edit is not None and not state.edit.done() and state.editing < state.shown:
            # The older edit is drawn again as the newest screen once it is done. Still
            # waiting (a 429's pause, a retry), it is cancelled and never sent; already
            # sent, cancelling could not unsend it, so it is let finish, then repaired.
            if state.edit not in ON_THE_WIRE:
                state.edit.cancel()
            state.repair = True
        self._settle(outcome.game.id, state)
        return newest

    @contextlib.asynccontextmanager
    async def answering(self, outcome: Outcome) -> AsyncIterator[Outcome]:
        """Answer a click with the newest screen (yielded): waits for this game's edit
        already on the wire, and holds its channel edits until the answer is through or
        failed (see the module doc)."""
        state = self._games.get(outcome.game.id)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WIRE_WAIT
        while (state is not None and state.edit is not None and state.edit in ON_THE_WIRE
               and loop.time() < deadline):
            await asyncio.wait({state.edit}, timeout=deadline - loop.time())
        newest = self._newest(outcome)
        state = self._games.get(outcome.game.id)
        if state is None:  # a finished game nobody is drawing: nothing to hold
            yield newest
            return
        state.answers += 1
        state.quiet.clear()
        try:
            yield newest
        finally:
            state.answers -= 1
            if state.answers == 0:
                state.quiet.set()

    def landed(self, outcome: Outcome) -> None:
        """A click's answer showing `outcome` went through. If a newer version was shown
        or became known meanwhile (the answer was held up: retried after a 429, slow),
        it may have landed over it: draw the newest again."""
        state = self._games.get(outcome.game.id)
        if state is None or state.latest is None:
            return
        if max(state.shown, state.latest.game.version) > outcome.game.version:
            self.show(state.latest, state.by, repair=True)

    def show(self, outcome: Outcome, by: int | None = None, *, repair: bool = False) -> None:
        """Bring the message to `outcome` (or newer) in the background; `repair` sends
        the newest screen even if its version counts as shown (its answer failed)."""
        game_id = outcome.game.id
        state = self._games.setdefault(game_id, _Shown())
        version = outcome.game.version
        if state.latest is None or version >= state.latest.game.version:
            state.latest, state.by = outcome, by
        state.repair = state.repair or repair
        if version <= state.shown and not state.repair:
            self._settle(game_id, state)
            return
        if state.sender is None or state.sender.done():
            state.sender = asyncio.create_task(self._send(game_id, state), name=f"show-{game_id}")

    def drop(self, game_id: int) -> None:
        """Send nothing more for this game (its message is gone for good)."""
        state = self._games.pop(game_id, None)
        if state is not None:
            state.latest = None

    async def idle(self) -> None:
        """Until no edit is pending (tests, shutdown)."""
        while True:
            pending = [s.sender for s in self._games.values() if s.sender and not s.sender.done()]
            if not pending:
                return
            await asyncio.gather(*pending, return_exceptions=True)

    async def stop(self) -> None:
        for state in self._games.values():
            if state.sender is not None:
                state.sender.cancel()
        await self.idle()

    async def _send(self, game_id: int, state: _Shown) -> None:
        failures = 0
        try:
            while state.latest is not None and (
                state.latest.game.version > state.shown or state.repair
            ):
                if not state.quiet.is_set():
                    # A click's answer is on its way: after it, the newest is drawn
                    # (if the answer did not already show it).
                    try:
                        await asyncio.wait_for(state.quiet.wait(), ANSWER_WAIT)
                        continue
                    except TimeoutError:
                        pass  # an answer this late is refused by Discord: draw
                outcome, by = state.latest, state.by
                state.repair = False
                state.editing = outcome.game.version
                state.edit = asyncio.create_task(self._edit(outcome, by))
                # wait(), not await: a cancelled edit must not cancel this sender.
                await asyncio.wait({state.edit})
                if state.edit.cancelled():
                    continue
                error = state.edit.exception()
                if error is not None and _worth_retrying(error) and failures < len(RETRY_PAUSES):
                    log.warning("game %s: could not show version %s (%s); retrying", game_id,
                                outcome.game.version, _describe(error))
                    await asyncio.sleep(RETRY_PAUSES[failures])
                    failures += 1
                    state.repair = True
                    continue
                if error is not None:
                    log.warning("game %s: could not show version %s (%s)", game_id,
                                outcome.game.version, _describe(error))
                failures = 0
                state.shown = max(state.shown, outcome.game.version)
        finally:
            state.edit = None
            state.editing = -1
            with contextlib.suppress(Exception):
                self._settle(game_id, state, sending=True)

    def _settle(self, game_id: int, state: _Shown, *, sending: bool = False) -> None:
        """Forget a game once its final screen is out and nothing is being sent."""
        busy = state.sender is not None and not state.sender.done() and not sending
        latest = state.latest
        if busy or latest is None or latest.game.active:
            return
        if latest.game.version <= state.shown and not state.repair:
            self._games.pop(game_id, None)


def _worth_retrying(error: BaseException) -> bool:
    """Discord's 5xx and 429 pass; a deleted message (404) or a refused body does not."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500 or error.status == 429
    return isinstance(error, OSError | asyncio.TimeoutError)


def _describe(error: BaseException) -> str:
    if isinstance(error, discord.HTTPException):
        return f"{error.status} {error.text}"
    return repr(error)
