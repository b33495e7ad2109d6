"""What the previous process may have left undone, in this process's shards only.

At startup, before any click can reach them, lobbies shown but never saved are found
(or closed), and board moves the previous process died in are settled (one live board
each: bot.table.placement). Then, while the bot already serves, the games saved just
before the last stop run their table steps again (bot.table.pipeline): a message that
may show an older version is redrawn, a computer seat that was to act plays. Any other
game is loaded on its first click.
"""

from __future__ import annotations

import logging
import time

from bot.table.pipeline import Table
from bot.table.surface import Surfaces

log = logging.getLogger(__name__)

# Games saved this long before the last save are redrawn at startup: a process that
# stopped then may have died between a commit and the edit showing it (an edit follows
# its commit within seconds; Discord's retries stretch that to a minute or two).
REDRAW_WITHIN = 300.0


async def find_unshown_lobbies(table: Table, surfaces: Surfaces) -> int:
    """Lobbies of this process's shards whose message id was never saved: kept when
    their message is found, else closed; returns how many were closed."""
    service = table.service
    closed = 0
    for record in await service.unshown_lobbies(table.scope()):
        found = await surfaces.of(record.channel_id, record.guild_id).find_board(record.id)
        if found is None:
            # Never shown (the answer was lost, or never sent): nobody can see or
            # play it, so it must not block the channel.
            await table.abandon(record.id)
            closed += 1
            log.info("game %s: closed, its message was never saved", record.id)
            continue
        # Shown, but the process died before saving the message's id: keep the
        # lobby people can see (a ghost lobby otherwise, open to clicks forever).
        await service.set_message(record.id, found)
        log.info("game %s: lobby message %s found and kept", record.id, found)
    return closed


async def finish_board_moves(table: Table) -> int:
    """Board moves of this process's shards the previous process died in: settled (the
    board the store does not point at taken down); returns how many."""
    return await table.placement.settle_all(table.scope())


async def restore(table: Table, closed: int, settled: int) -> None:
    """Computer turns to play, and messages saved just before the last stop, which may
    show an older version (see the module doc)."""
    started = time.perf_counter()
    kicked = await table.resume_computer_turns()
    redrawn = 0
    for record in await table.service.changed_near_last_write(REDRAW_WITHIN, table.scope()):
        if await table.restore(record.id):
            redrawn += 1
    log.info("restored in %.2f s: %d computer turn(s) resumed, %d message(s) redrawn,"
             " %d lobby(ies) never shown closed, %d board move(s) settled",
             time.perf_counter() - started, kicked, redrawn, closed, settled)
