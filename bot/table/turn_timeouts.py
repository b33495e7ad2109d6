"""The turn-timeout sweep: plays for humans who let their server's timeout pass, and
closes lobbies nobody started.

Runs every SWEEP_INTERVAL seconds as the bot's `turn-timeouts` task; one query finds
the overdue games, so the sweep costs nothing per idle game.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.app.client import YachtBot
    from bot.service.games import Outcome

log = logging.getLogger(__name__)

# A lobby whose message id is still unknown after this long was never shown.
ORPHAN_AFTER = 60.0
# Steps played for one absent player at most (a turn is a few rolls and a score).
MAX_STEPS = 10


class TurnTimeouts:
    """Plays the overdue turns of the games this process runs."""

    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot

    async def run(self) -> None:
        """Sweep every `sweep_interval` seconds until the bot closes; a failed sweep is
        logged and the next one tries again."""
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            await asyncio.sleep(self.bot.settings.sweep_interval)
            try:
                await self.sweep()
            except Exception:
                log.exception("turn-timeout sweep failed")

    async def sweep(self, now: float | None = None) -> int:
        """Play the turn of every human who let the server's timeout pass and close
        abandoned lobbies; returns how many turns were played."""
        bot, service = self.bot, self.bot.games
        now = time.time() if now is None else now
        played = 0
        overdue = await service.overdue_games(
            now, lobby_ttl=bot.settings.lobby_timeout, orphan_after=ORPHAN_AFTER,
            scope=bot.leases.scope(),  # other shards' games are their process's
        )
        for record in overdue:
            if record.status == "lobby":
                closed = await service.abandon(record.id)
                if closed is not None:
                    bot.show(closed)
                continue
            record, rules = await service.load(record.id)
            if rules is None or record.seat_of_key(rules.current_player).is_computer:
                continue
            player = rules.current_player
            outcome: Outcome | None = None
            for _ in range(MAX_STEPS):
                step = await service.play_for_absent(record.id, record.version)
                if step is None:
                    break
                outcome, record = step, step.game
                if (step.game.status != "playing" or step.rules is None
                        or step.rules.current_player != player):
                    break
            if outcome is not None:
                played += 1
                bot.show(outcome)
                if outcome.current_is_computer:
                    bot.runner.kick(record.id, record.guild_id)
        # A computer turn nobody plays (its runner gave up, or its shard came from a
        # process that stopped): picked up here.
        await bot.resume_computer_turns()
        return played
