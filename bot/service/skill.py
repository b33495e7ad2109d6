"""Skill, luck-free: every finished game with a human seat is reviewed once, in the
background, and each human seat's points lost to decisions, accuracy and luck stored.

The review is the post-game review's (`bot.ai.review`, docs/review.md): final score =
expected + luck − lost, exactly, so `lost` measures decisions with the dice taken out.
The board (`/yacht leaderboard by:skill`) averages `lost` over a player's last
SKILL_WINDOW ranked games of a game, from SKILL_MINIMUM games on, lower first; ranked
games are the ones the solitaire objective judges fairly (`TableView.ranked`).

Reviews run in a worker: the bot's `python -m bot` hands them to a process of their own
on idle CPU only (`review_worker`), so they neither hold the bot's interpreter
lock nor take the CPU its clicks need, and which steps aside between two moves of a
review while a click is on its way (`Pace`); without one (tests running the bot in their
own process) a thread. What is left to the bot's event loop is kept per batch of BATCH games:
one claim, one job for the worker (which parses the move logs itself), the rows stored
STORE games per transaction; the claim and each write wait for a moment no click is in
flight.
The end of a daily is reviewed at once, in a thread. Each process claims games before
reviewing them (`Repository.claim_reviews`) and stores a game's result only while it
holds its claim, so with several processes on one PostgreSQL database each game is
reviewed by exactly one; a claim whose process died is taken over
after LEASE seconds, and a restart finds every game not yet done.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import os
import secrets
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.ai import policy_of, prepare
from bot.ai.movelog import LoggedMove, ReplayError
from bot.ai.tables import load_or_build, loaded_table, save_loaded, table_key
from bot.domain import OPTIMAL_WITHIN, THRESHOLDS, Choice, PlayerReview, SkillRow, TableView
from bot.rules import RuleError, load_game
from bot.service.replay_steps import encode, steps_of
from bot.storage import GameRecord, Repository

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

    import numpy as np

log = logging.getLogger(__name__)

#: the ranked games a player's skill is averaged over, and how many it takes to be ranked
SKILL_WINDOW = 20
SKILL_MINIMUM = 5
#: seconds a claim protects a review in progress; an older one is taken over
LEASE = 600.0
#: seconds between looks at the queue when nothing wakes the reviewer
POLL = 300.0
#: seconds between two batches (a batch in a thread rests at least as long as it took)
REST = 0.05
#: games claimed, reviewed and stored together: the bot's share of a review (claiming,
#: storing, a job for the worker) is mostly per batch, so per game it shrinks
BATCH = 8
#: games per write transaction of a background batch: SQLite's one writer (and the bot's
#: one connection) is held about 36 ms for 8 games on the loaded machine, 8-15 ms for
#: one; a click that arrives during a write waits at most for this many
STORE = 2
#: seconds between looks for a moment with no click in flight, and the longest wait for
#: one before the background reviews go on anyway (a bot never quiet still reviews)
QUIET_LOOK = 0.01
QUIET_MAX = 5.0
#: while the bot has a click on its way, the review process waits between two moves of a
#: review, but still takes this share of the time (a bot never idle still reviews); it
#: looks every PAUSE_LOOK seconds whether the click is answered
PAUSED_SHARE = 0.05
PAUSE_LOOK = 0.002
#: a step longer than this (a job's first, after a rest) counts as this long
PAUSE_STEP_MAX = 0.01
#: seconds a stopping bot waits for its review process to leave (ReviewWorker.stop)
END_WAIT = 1.0
#: how a turn went, by what its decisions cost (docs/review.md's labels)
TURN_MARKS = "0123"  # best, inaccuracy, mistake, blunder
#: a turn's mark as the Share line (and the web's share card) draws it
MARK_EMOJI = {"0": "🟩", "1": "🟨", "2": "🟧", "3": "🟥"}
#: marks shown at most (a long 5000 game keeps its last turns)
MAX_MARKS = 40


def marks_row(turns: str) -> str:
    shown = turns[-MAX_MARKS:]
    return ("…" if len(turns) > len(shown) else "") + "".join(
        MARK_EMOJI.get(mark, "⬜") for mark in shown)


def turn_marks(log_entries: Sequence[LoggedMove], review: PlayerReview) -> str:
    """One mark per turn of the player, in order: what the turn's decisions cost."""
    starts = [e.version for e in log_entries
              if e.player == review.player and e.action == "roll" and not e.dice]
    costs = [0.0] * len(starts)
    for decision in review.decisions:
        turn = sum(1 for start in starts if start <= decision.version) - 1
        if turn >= 0:
            costs[turn] += decision.cost
    mistake, blunder = THRESHOLDS[review.objective]
    return "".join(
        TURN_MARKS[0] if cost <= OPTIMAL_WITHIN else TURN_MARKS[1] if cost < mistake
        else TURN_MARKS[2] if cost < blunder else TURN_MARKS[3]
        for cost in costs)


def choice_code(choice: Choice) -> str:
    """A choice as a verdict stores it: `k` and the dice values kept (a re-roll), `s` and
    the box scored, `r` a roll, `b` a bank."""
    if choice.action == "keep":
        return "k" + "".join(str(v) for v in choice.keep)
    if choice.action == "score":
        return f"s{choice.box}"
    return "b" if choice.action == "bank" else "r"


def verdicts(review: PlayerReview) -> str:
    """The decisions of a review as stored with its skill row (SkillRow.decisions): for
    each, the move it was (the game's version after it), what it cost and the best
    choice, "version:cost:best" joined by ";"."""
    return ";".join(f"{d.version}:{d.cost:.4f}:{choice_code(d.best)}"
                    for d in review.decisions)


def reviews_of(record: GameRecord, log_entries: Sequence[LoggedMove],
               table: np.ndarray | None,
               levels: dict[str, str] | None = None) -> dict[str, PlayerReview]:
    """Every seat's review; ReplayError when the log does not reproduce the stored game
    (a game started before the move log existed has only its later moves). `levels`
    (the computer seats'): a box game of several seats is reviewed in chances too."""
    keys = record.keys
    try:
        stored = load_game(record.state) if record.state else None
    except RuleError as error:
        raise ReplayError(f"the stored state does not load: {error}") from error
    if stored is None:
        raise ReplayError("the game has no stored state")
    from bot.ai.review import review_game  # numpy: only when a game is reviewed

    return review_game(record.kind, record.options, keys, paced(log_entries), table,
                       ends_as=stored, levels=levels)


def skill_rows(record: GameRecord, log_entries: Sequence[LoggedMove],
               table: np.ndarray | None, finished_at: float) -> list[SkillRow]:
    """The rows to store for each human seat still at the table at the end."""
    reviews = reviews_of(record, log_entries, table)
    rows = []
    for position, (seat, key) in enumerate(zip(record.seats, record.keys, strict=True)):
        if not seat.is_present_human or seat.user_id is None:
            continue
        review = reviews[key]
        rows.append(SkillRow(
            game_id=record.id, position=position, guild_id=record.guild_id,
            user_id=seat.user_id, kind=record.kind, score=review.final, lost=review.lost,
            accuracy=review.accuracy, luck=review.luck, ranked=record.ranked,
            finished_at=finished_at, turns=turn_marks(log_entries, review),
            decisions=verdicts(review)))
    return rows


def needs_table(table: TableView) -> bool:
    return policy_of(table.kind).advice_table


def review_rows(record: GameRecord, stored_entries: list[str],
                data_dir: Path | None) -> list[SkillRow]:
    """The rows of one game: its move log parsed (in the worker, not on the bot's event
    loop), the exact table (from memory, else from `data_dir`, else solved), the review."""
    entries = [LoggedMove.from_json(entry) for entry in stored_entries]
    table = load_or_build(record.kind, record.options, data_dir) if needs_table(record) \
        else None
    return skill_rows(record, entries, table, record.updated_at or time.time())


def stored_steps(record: GameRecord, stored_entries: list[str]) -> str | None:
    """The replay steps a web page will show (bot.service.replay_steps), worked out here,
    once, rather than at the page's first view; None for a game that never gets a page
    (outside a server, a daily) or whose log does not replay."""
    if record.context != "guild" or record.is_daily:
        return None
    entries = [LoggedMove.from_json(entry) for entry in stored_entries]
    try:
        return encode(steps_of(record.kind, record.options, record.keys, paced(entries)))
    except (ReplayError, RuleError):
        return None


def review_all(jobs: list[tuple[GameRecord, list[str]]], data_dir: Path | None
               ) -> tuple[dict[int, list[SkillRow]], dict[int, str], dict[int, str]]:
    """A worker's job (a thread, or the review process): several games' rows, why the
    ones whose log does not replay were not reviewed, and the reviewed games' replay
    steps."""
    done: dict[int, list[SkillRow]] = {}
    failed: dict[int, str] = {}
    replays: dict[int, str] = {}
    for record, entries in jobs:
        try:
            done[record.id] = review_rows(record, entries, data_dir)
        except ReplayError as error:
            done[record.id] = []
            failed[record.id] = str(error)
            continue
        steps = stored_steps(record, entries)
        if steps is not None:
            replays[record.id] = steps
    return done, failed, replays


class Pace:
    """The review process's steps, one move of a review each: while the bot has a click
    on its way, wait before the next, up to (1/PAUSED_SHARE − 1) times what the last
    step took. SCHED_IDLE alone yields a core the moment the bot wants it, but a review
    running on the other core still cost the clicks about 5 % (bench.reviews): the
    cache, the memory and the host's cores are shared too."""

    def __init__(self, clicks: ctypes.c_bool) -> None:
        self._clicks = clicks
        self._last = time.perf_counter()

    def __call__(self) -> None:
        now = time.perf_counter()
        if self._clicks.value:
            step = min(now - self._last, PAUSE_STEP_MAX)
            until = now + step * (1 / PAUSED_SHARE - 1)
            while self._clicks.value and time.perf_counter() < until:
                time.sleep(PAUSE_LOOK)
        self._last = time.perf_counter()


#: the review process's Pace (set as it starts); None in the bot's own process
_pace: Pace | None = None


def paced(entries: Sequence[LoggedMove]) -> Iterable[LoggedMove]:
    """The log as a review walks it: in the review process, each move waits its turn
    (Pace); elsewhere (a daily's end, a hint: a player waits for them) as it is."""
    pace = _pace
    if pace is None:
        return entries

    def walk() -> Iterator[LoggedMove]:
        for entry in entries:
            pace()
            yield entry

    return walk()


def idle_priority() -> None:
    """Only the CPU nobody else wants: SCHED_IDLE, whose process any waking process
    preempts at once (a click is not kept waiting for the end of the review's time slice,
    as it is at nice 19) and whose core counts as free when a woken bot picks one; still
    a sliver of a saturated core, so reviews go on. Where Linux's SCHED_IDLE is missing,
    nice 19."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    except (AttributeError, OSError):
        with contextlib.suppress(OSError):
            os.nice(19)


def _review_process_start(bot: Connection, clicks: ctypes.c_bool | None = None,
                          priority: Callable[[], None] = idle_priority
                          ) -> None:  # pragma: no cover - in the review process
    """The review process gets the CPU the bot leaves (idle_priority) and the moments it
    has no click on its way (`clicks`, Pace), and never outlives the bot: it watches its
    end of a pipe the bot holds the other end of, and leaves at the pipe's end of file,
    which comes however the bot ends (a SIGKILL too), mid-review, and at once if the bot
    was gone before this process started. (Linux's death signal, PR_SET_PDEATHSIG, is
    sent when the thread that started the process ends, not the bot.)"""
    global _pace
    # Started first, it keeps the normal priority (Linux sets a thread's, and a new
    # thread takes its creator's): it leaves at once, unless a review holds the GIL.
    threading.Thread(target=_leave_with_the_bot, args=(bot,), name="bot-watch",
                     daemon=True).start()
    priority()
    if clicks is not None:
        _pace = Pace(clicks)


def _leave_with_the_bot(bot: Connection) -> None:  # pragma: no cover - in the process
    """Until the bot's end of the pipe closes (it never writes), then exit at once."""
    with contextlib.suppress(EOFError, OSError):
        bot.recv_bytes()
    os._exit(0)


class ReviewWorker(Executor):
    """The process the background reviews run in, made at the first review: a process
    pool made at startup starts multiprocessing's resource tracker, one more Python
    interpreter competing with the bot's own start for the CPU.

    `priority` is what the process takes as it starts (a module's function: the process
    is spawned): idle_priority, except in the tests of what a review stores, where a
    machine saturated by other work would give an idle process next to nothing."""

    def __init__(self, priority: Callable[[], None] = idle_priority) -> None:
        self._priority = priority
        self._pool: Executor | None = None
        self._lock = threading.Lock()
        self._flying = False
        self._clicks: ctypes.c_bool | None = None  # shared with the process (Pace)
        self._alive: Connection | None = None  # the bot's end of the process's pipe

    def clicks_in_flight(self, flying: bool) -> None:
        """The bot's first click arrived, or its last was answered (metrics.Answers)."""
        self._flying = flying
        clicks = self._clicks
        if clicks is not None:
            clicks.value = flying

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        with self._lock:
            if self._pool is None:
                import multiprocessing
                from concurrent.futures import ProcessPoolExecutor

                spawn = multiprocessing.get_context("spawn")
                self._clicks = spawn.RawValue(ctypes.c_bool, self._flying)
                # The bot keeps the writing end, which no other process inherits: the
                # process's reading end sees the end of file when the bot is gone.
                watched, self._alive = spawn.Pipe(duplex=False)
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=spawn, initializer=_review_process_start,
                    initargs=(watched, self._clicks, self._priority))
            return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            if self._pool is not None:
                self._pool.shutdown(wait=wait, cancel_futures=cancel_futures)
            self._let_go()

    def end(self) -> None:
        """End the process now, mid-review if need be (the claims of the games it was
        reviewing expire, and the next start reviews them); returns once it has left and
        its queues are released."""
        with self._lock:
            pool, self._pool = self._pool, None
            self._let_go()  # the process leaves at its end of the pipe
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)

    async def stop(self) -> None:
        """The bot stopping: `end`, waited for at most END_WAIT. At idle priority on a
        saturated machine the process may take seconds to be given the CPU to leave; the
        bot does not wait that long (multiprocessing's resource tracker then releases
        the queues after it, and says so)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.to_thread(self.end), END_WAIT)

    def _let_go(self) -> None:
        if self._alive is not None:
            self._alive.close()
            self._alive = None


def review_worker() -> ReviewWorker:
    """The process the background reviews run in (started at the first review)."""
    return ReviewWorker()


class SkillReviews:
    """Reviews finished games in the background and on demand (a daily's end)."""

    def __init__(self, repo: Repository, data_dir: Path | None,
                 owner: str | None = None, worker: Executor | None = None,
                 busy: Callable[[], bool] = lambda: False) -> None:
        self.repo = repo
        self.data_dir = data_dir
        self.worker = worker  # the background reviews' process (None: a thread)
        self.busy = busy  # whether a click is in flight (the bot: a game lock is held)
        # Unique per process and start: a claim of an earlier run is never taken as ours.
        self.owner = owner or f"{os.getpid()}-{secrets.token_hex(4)}"
        self._wake = asyncio.Event()
        self._saved: set[str] = set()  # tables written for the review process to load
        self.reviewed = 0  # games this process reviewed (benchmarks, tests)

    # -- the background loop ----------------------------------------------------------

    def wake(self) -> None:
        """A game just finished: look at the queue now rather than at the next poll."""
        self._wake.set()

    async def run(self) -> None:
        """Review every game waiting, then wait for the next (a wake, or POLL seconds);
        the bot schedules it once (bot.ops.scheduler) and cancels it at close."""
        while True:
            self._wake.clear()  # before looking: a wake from here on is not missed
            try:
                done = await self.review_next()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("background review failed; trying again later")
                done = False
            if not done:
                # asyncio.timeout, not wait_for: on Python 3.11 a cancel that lands as the
                # wake fires is swallowed by wait_for, and this loop then outlived the
                # bot's close, POLL after POLL (the CI hang of stop 26).
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(POLL):
                        await self._wake.wait()

    async def review_next(self) -> bool:
        """Claim and review the oldest games waiting (up to BATCH at once: one claim, one
        job for the worker, a write per STORE games); False when none is claimable."""
        await self.quiet()
        records = await self.repo.claim_reviews(self.owner, time.time(), LEASE, BATCH)
        if not records:
            return False
        began = time.monotonic()
        await self._review_claimed(records, self.worker, background=True)
        # A thread shares the bot's interpreter: rest as long as it took, clicks first.
        took = 0.0 if self.worker is not None else time.monotonic() - began
        await asyncio.sleep(max(REST, took))
        return True

    async def quiet(self) -> None:
        """Until no click is in flight, for at most QUIET_MAX seconds: the bot's own share
        of a background review (a claim, the write of its rows, which holds SQLite's one
        writer) then does not take the event loop or the database from a click."""
        deadline = time.monotonic() + QUIET_MAX
        while self.busy() and time.monotonic() < deadline:
            await asyncio.sleep(QUIET_LOOK)

    # -- one game --------------------------------------------------------------------

    async def review_now(self, game_id: int) -> list[SkillRow]:
        """The game's skill rows, reviewing it now unless that was done (or another
        process is doing it: then what it stored, once stored)."""
        rows = await self.repo.game_skill(game_id)
        if rows:
            return rows
        record = await self.repo.claim_review(self.owner, time.time(), LEASE, game_id=game_id)
        if record is not None:
            done = await self._review_claimed([record])
            if game_id in done:
                return done[game_id]
            return await self.repo.game_skill(game_id)
        for _ in range(50):  # claimed elsewhere: its process stores it in a moment
            rows = await self.repo.game_skill(game_id)
            if rows:
                break
            await asyncio.sleep(0.1)
        return rows

    async def _review_claimed(self, records: list[GameRecord], worker: Executor | None = None,
                              *, background: bool = False) -> dict[int, list[SkillRow]]:
        """Review claimed games and store their rows (in the background, once no click is
        in flight; a daily's end at once, its player waits); the rows of the games whose
        claim was still ours when stored."""
        jobs = []
        for record in records:
            moves = await self.repo.game_moves(record.id)
            if moves and record.state is not None:
                await self._table_ready(record, worker)
                jobs.append((record, [row.entry for row in moves]))
        done: dict[int, list[SkillRow]] = {record.id: [] for record in records}
        replays: dict[int, str] = {}
        if jobs:
            if worker is None:
                found, failed, replays = await asyncio.to_thread(review_all, jobs,
                                                                 self.data_dir)
            else:
                found, failed, replays = await asyncio.wrap_future(
                    worker.submit(review_all, jobs, self.data_dir))
            done.update(found)
            for game_id, why in failed.items():
                log.info("game %s: not reviewed (%s)", game_id, why)
        ids = list(done)
        chunk = STORE if background else len(ids)
        stored = []
        for start in range(0, len(ids), max(chunk, 1)):
            if background:
                await self.quiet()
            part = ids[start:start + chunk]
            stored += await self.repo.finish_reviews(
                self.owner, {game_id: done[game_id] for game_id in part},
                {game_id: replays[game_id] for game_id in part if game_id in replays})
        self.reviewed += len(stored)
        return {game_id: done[game_id] for game_id in stored}

    async def _table_ready(self, record: GameRecord, worker: Executor | None) -> None:
        """The game's exact table where the review runs. A review in this process (a
        thread) loads it, or solves it, here. The review process loads it from disk,
        where one this process has in memory is saved for it; one nobody has built yet it
        solves itself, at its idle priority: never here, beside the clicks (a solve takes
        seconds of CPU, and the interpreter's exit waits for the thread doing it)."""
        if not needs_table(record) or self.data_dir is None:
            return
        if worker is None:
            await prepare(record.kind, record.options, self.data_dir)
            return
        key = table_key(record.kind, record.options)
        if key not in self._saved and loaded_table(record.kind, record.options) is not None:
            await asyncio.to_thread(save_loaded, record.kind, record.options, self.data_dir)
            self._saved.add(key)
