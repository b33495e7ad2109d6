"""The board's win chances (issue 34): one computation per (game, version), in a worker.

A board is never held up for them: a change starts its chances in a worker thread
(`start`, ~1 ms of CPU), and the board drawn for that version shows them only if they
are ready by then (`ready`); a board drawn before shows without, and no edit is ever
sent just to add them. A version whose position is one already computed (a hold
changes the version, not the chances) takes that computation's chances at once.
Whether a table shows them is one choice for the whole table
(`shown`): games of two or more seats, not the daily, the server's setting on and its
coaching (hints) not turned off. There is no per-player coaching setting: the server's
hint setting is the coaching every seated player has.

The tables they read (the exact solver table, then each level's distributions) are
loaded or built in the background when such a game starts (`warm`).
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bot.domain import GuildSettings, TableView, WinChances
from bot.ops.scheduler import Scheduler
from bot.rules import BaseGame

log = logging.getLogger(__name__)

#: versions whose chances are kept (a board is drawn a few times per version at most)
KEPT = 256


def shown(table: TableView, settings: GuildSettings) -> bool:
    """Whether the table's board carries the chances line (the whole table's one choice)."""
    return (table.status == "playing" and len(table.seats) >= 2 and not table.is_daily
            and settings.win_chances and settings.hints != "off")


def levels_of(table: TableView) -> dict[str, str]:
    """Seat key -> the level a computer seat plays (a human plays the optimum)."""
    return {key: seat.level or "normal" for seat, key in zip(table.seats, table.keys,
                                                               strict=True)
            if seat.is_computer and not seat.is_forgotten}


#: what a state holds besides the position: holds, the version, the last move's events
NOT_POSITION = ("held", "carried", "hold_changes", "moves", "events")


def position_of(game: BaseGame, levels: dict[str, str]) -> str:
    """The position the chances depend on (the same for every hold of one roll)."""
    state = json.loads(game.to_json())
    for name in NOT_POSITION:
        state.pop(name, None)
    return json.dumps([state, levels], sort_keys=True)


def compute(game: BaseGame, levels: dict[str, str]) -> WinChances | None:
    """Worker thread: the chances, or None while the tables are not loaded (or if the
    computation failed: the board then shows without them, and the log says why)."""
    from bot.ai.chances import win_chances

    try:
        found = win_chances(game, levels)
    except Exception:
        log.exception("win chances failed for a %s game", game.kind)
        return None
    if found is None:
        return None
    return WinChances(dict(zip(game.players, found, strict=True)))


class BoardChances:
    """Each board's chances, per (game, version); see the module doc."""

    def __init__(self, data_dir: Path | None, tasks: Scheduler,
                 settings: Callable[[TableView], Awaitable[GuildSettings]]) -> None:
        self.data_dir = data_dir
        self.tasks = tasks
        self._settings = settings
        #: (game, version) -> (its position, the computation of that position's chances)
        self._found: OrderedDict[tuple[int, int], tuple[str, Future[WinChances | None]]] = \
            OrderedDict()
        self._positions: dict[tuple[int, str], Future[WinChances | None]] = {}
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="win_chances")

    def start(self, table: TableView, game: BaseGame | None) -> None:
        """Start this version's chances in the worker (once per version)."""
        key = (table.id, table.version)
        if game is None or key in self._found or table.status != "playing" \
                or len(table.seats) < 2 or table.is_daily:
            return
        levels = levels_of(table)
        position = position_of(game, levels)
        future = self._positions.get((table.id, position))
        if future is None:
            future = self._worker.submit(compute, game.copy(), levels)
            self._positions[(table.id, position)] = future
        self._found[key] = (position, future)
        while len(self._found) > KEPT:
            (game_id, _), (old, gone) = self._found.popitem(last=False)
            if self._positions.get((game_id, old)) is gone:
                del self._positions[(game_id, old)]

    def ready(self, table: TableView) -> WinChances | None:
        """This version's chances if they are computed already (never waits)."""
        found = self._found.get((table.id, table.version))
        if found is None or not found[1].done():
            return None
        return found[1].result()

    def warm(self, table: TableView) -> None:
        """A game starts (or is met again after a restart): load or build the tables its
        chances read, in the background, if its board shows them."""
        if self.data_dir is not None and len(table.seats) >= 2 and not table.is_daily:
            self.tasks.schedule(f"chances tables {table.id}", self._prepare(table))

    async def _prepare(self, table: TableView) -> None:
        if not shown(table, await self._settings(table)):
            return
        assert self.data_dir is not None
        await prepare_for(table.kind, table.options, len(table.seats),
                          set(levels_of(table).values()), self.data_dir)

    def close(self) -> None:
        self._worker.shutdown(wait=False, cancel_futures=True)


async def prepare_for(kind: str, options: dict[str, Any], seats: int, levels: set[str],
                      data_dir: Path) -> None:
    """The tables a game's chances read: the exact table, then the distributions of
    the optimum (humans) and of each computer level at the table (box games)."""
    from bot.ai import prepare, uses_table
    from bot.ai.finals import prepare_finals
    from bot.rules import BoxVariant, find_variant

    if uses_table(kind, seats):
        await prepare(kind, options, data_dir)
    if isinstance(find_variant(kind), BoxVariant):
        for level in sorted({"optimal", *levels}):
            await prepare_finals(kind, options, level, data_dir)
