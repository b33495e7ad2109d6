"""Background reviews and skill: what is stored per seat, which games rank, once per game
whoever reviews, resumed after a restart; the turn marks of the Share line."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TypeVar

import pytest

from bot.ai import tables as ai_tables
from bot.ai.movelog import LoggedMove
from bot.ai.review import review_game
from bot.domain import Choice, Decision, PlayerReview, Seat
from bot.rules import create_game, load_game
from bot.service.games import Actor, GameService
from bot.service.skill import (
    SKILL_MINIMUM,
    SKILL_WINDOW,
    SkillReviews,
    choice_code,
    turn_marks,
    verdicts,
)
from bot.storage import open_repository
from tests.support.scripted_dice import ScriptedDice
from tests.support.service_play import play_out
from tests.support.waiting import eventually

T = TypeVar("T")
ALICE, BOB = Actor(1), Actor(2)
KIND = "classic"  # its exact table builds in about a second
BOXES = len(create_game(KIND, ["x"]).open_boxes())  # turns a player plays


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


@pytest.fixture
def service(repo):
    dice = ScriptedDice(seed=5)
    return GameService(repo, roller_factory=lambda game_id: dice)


@pytest.fixture(autouse=True)
def classic_table():
    ai_tables.load_or_build(KIND, {}, None)


async def finished(service, *, humans=(ALICE,), computers=(), channel=10, hint=False):
    game = await service.create_lobby(guild_id=1, channel_id=channel, host_id=humans[0].user_id,
                                      kind=KIND, options={})
    await service.set_message(game.id, 1000 + game.id)
    for actor in humans[1:]:
        await service.act(game.id, None, actor, "join")
    for level in computers:
        await service.act(game.id, None, humans[0], "addbot", level)
    await service.act(game.id, None, humans[0], "start")
    if hint:
        await service.mark_hints_used(game.id)
    return await play_out(service, game.id)


async def test_a_review_stores_each_human_seat_as_the_post_game_review_says(service, repo):
    record = await finished(service, humans=(ALICE, BOB), computers=("easy",))
    reviews = SkillReviews(repo, None, owner="one")
    assert await reviews.review_next() is True
    rows = await repo.game_skill(record.id)
    assert [(r.position, r.user_id) for r in rows] == [(0, 1), (1, 2)]  # not the computer
    moves = [LoggedMove.from_json(m.entry) for m in await repo.game_moves(record.id)]
    expected = review_game(KIND, record.options, record.keys, moves,
                           ai_tables.loaded_table(KIND, {}))
    for row in rows:
        review = expected[str(row.user_id)]
        assert row.lost == pytest.approx(review.lost)
        assert row.luck == pytest.approx(review.luck)
        assert row.accuracy == pytest.approx(review.accuracy)
        assert row.score == review.final == record_total(record, row.user_id)
        assert len(row.turns) == BOXES and set(row.turns) <= set("0123")
        assert row.decisions == verdicts(review) != ""  # what a replay page shows
        assert not row.ranked  # against others: shown, never ranked
    assert await reviews.review_next() is False
    assert await repo.reviews_pending() == 0


def record_total(record, user_id):
    return load_game(record.state).totals[str(user_id)]


async def test_ranked_means_alone_and_without_hints(service, repo):
    solo = await finished(service, channel=1)
    hinted = await finished(service, channel=2, hint=True)
    with_cpu = await finished(service, channel=3, computers=("normal",))
    reviews = SkillReviews(repo, None, owner="one")
    while await reviews.review_next():
        pass
    ranked = {game.id: [r.ranked for r in await repo.game_skill(game.id)]
              for game in (solo, hinted, with_cpu)}
    assert ranked == {solo.id: [True], hinted.id: [False], with_cpu.id: [False]}


async def test_a_restart_resumes_and_each_game_is_reviewed_once(service, repo, database_url):
    games = [await finished(service, channel=c) for c in range(1, 5)]
    died = SkillReviews(repo, None, owner="died")
    claimed = await repo.claim_review(died.owner, 0.0, 600.0)  # claimed long ago, then died
    assert claimed.id == games[0].id
    # Two processes (a restart, or two shards on PostgreSQL) working the queue at once.
    other = await open_repository(database_url)
    try:
        first, second = SkillReviews(repo, None), SkillReviews(other, None)
        while True:
            done = await asyncio.gather(first.review_next(), second.review_next())
            if not any(done):
                break
        assert first.reviewed + second.reviewed == 4  # the dead claim was taken over
        for game in games:
            assert len(await repo.game_skill(game.id)) == 1
        assert await repo.reviews_pending() == 0
    finally:
        await other.close()


@pytest.mark.parametrize("turns", range(4))
async def test_a_cancel_that_lands_as_a_wake_fires_ends_the_loop(repo, turns):
    """The bot's close cancels the loop; a game ending at that moment wakes it. Each
    number of loop turns between the two puts the cancel at another point of the wake."""
    reviews = SkillReviews(repo, None)
    running = asyncio.create_task(reviews.run())
    await eventually(lambda: reviews._wake._waiters, "the loop waiting for a wake")
    reviews.wake()
    for _ in range(turns):
        await asyncio.sleep(0)
    running.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(running, 30)  # swallowed, it waited POLL (300 s) again


async def test_the_background_loop_wakes_when_a_game_ends(service, repo):
    reviews = SkillReviews(repo, None)
    running = asyncio.create_task(reviews.run())
    try:
        game = await finished(service)
        reviews.wake()
        for _ in range(600):
            if await repo.game_skill(game.id):
                break
            await asyncio.sleep(0.05)
        assert len(await repo.game_skill(game.id)) == 1
        assert await reviews.review_now(game.id) == await repo.game_skill(game.id)
    finally:
        running.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await running


async def test_games_without_a_log_are_closed_without_rows(service, repo):
    game = await finished(service)
    if hasattr(repo, "pool"):
        await repo.pool.execute("DELETE FROM game_moves WHERE game_id = $1", game.id)
    else:
        await repo.conn.execute("DELETE FROM game_moves WHERE game_id = ?", (game.id,))
    reviews = SkillReviews(repo, None)
    assert await reviews.review_next() is True
    assert await repo.game_skill(game.id) == [] and await repo.reviews_pending() == 0


def test_the_board_constants_are_the_issue_s():
    assert (SKILL_WINDOW, SKILL_MINIMUM) == (20, 5)


def test_turn_marks_sum_each_turn_s_decision_costs():
    log = [
        LoggedMove(1, "a", "roll"), LoggedMove(2, "a", "roll", dice=(1, 2, 3, 4, 5)),
        LoggedMove(3, "a", "score", dice=(1, 2, 3, 4, 6), box="chance"),
        LoggedMove(4, "b", "roll"), LoggedMove(5, "b", "score", dice=(1, 1, 1, 1, 1), box="x"),
        LoggedMove(6, "a", "roll"), LoggedMove(7, "a", "score", dice=(6,) * 5, box="yacht"),
        LoggedMove(8, "a", "roll"), LoggedMove(9, "a", "score", dice=(2,) * 5, box="twos"),
        LoggedMove(10, "a", "roll"), LoggedMove(11, "a", "score", dice=(3,) * 5, box="x"),
    ]
    pick = Choice("score", 0.0)

    def decision(version, cost):
        return Decision(version, "box", (), 0, (), 0, pick, pick, cost)

    review = PlayerReview("a", KIND, "final_score", 0, decisions=[
        decision(2, 0.5), decision(3, 0.4),  # turn 1: 0.9 -> an inaccuracy
        decision(7, 0.0),                    # turn 2: the best
        decision(9, 4.0),                    # turn 3: a mistake
        decision(11, 12.0),                  # turn 4: a blunder
    ])
    assert turn_marks(log, review) == "1023"
    assert Seat(user_id=1).is_present_human


def test_verdicts_keep_each_decision_s_move_cost_and_best_choice():
    keep, box = Choice("keep", 0.0, keep=(6, 6, 2)), Choice("score", 0.0, box="yacht")
    review = PlayerReview("a", KIND, "final_score", 0, decisions=[
        Decision(2, "hold", (6, 6, 2, 3, 1), 2, (), 0, keep, keep, 0.0),
        Decision(3, "box", (6, 6, 6, 6, 6), 0, (), 0, box, box, 12.25),
    ])
    assert verdicts(review) == "2:0.0000:k662;3:12.2500:syacht"
    assert [choice_code(Choice(a, 0.0)) for a in ("roll", "bank")] == ["r", "b"]


async def test_the_review_process_stores_what_a_thread_would(service, repo, tmp_path):
    """`python -m bot` reviews in a process of its own (at idle priority there; at the
    normal one here: tests/support/review_process.py): it loads the table the bot saved
    (never solving it again) and finds the same figures."""
    from tests.support.review_process import review_worker

    first = await finished(service, channel=1)
    worker = review_worker()
    try:
        in_process = SkillReviews(repo, tmp_path / "data", worker=worker)
        assert await in_process.review_next() is True
        assert list((tmp_path / "data" / "ai").glob(f"{KIND}-*.npy"))  # saved for it
        second = await finished(service, channel=2)
        threaded = SkillReviews(repo, None)
        assert await threaded.review_next() is True
    finally:
        worker.shutdown(wait=True)
    a, b = await repo.game_skill(first.id), await repo.game_skill(second.id)
    assert len(a) == len(b) == 1
    moves = [LoggedMove.from_json(m.entry) for m in await repo.game_moves(first.id)]
    review = review_game(KIND, first.options, first.keys, moves,
                         ai_tables.loaded_table(KIND, {}))[str(ALICE.user_id)]
    assert a[0].lost == pytest.approx(review.lost) and a[0].luck == pytest.approx(review.luck)



async def test_the_review_process_solves_a_table_nobody_built_and_the_bot_does_not(
        service, repo, tmp_path, tables_forgotten):
    """A fresh data folder: the first review needing an exact table solves it in the review
    process (idle priority), never in the bot's, beside its clicks; the table is saved
    there for whoever needs it next."""
    from tests.support.review_process import review_worker

    first = await finished(service, channel=1)
    ai_tables.clear_memory()
    worker = review_worker()
    try:
        reviews = SkillReviews(repo, tmp_path / "data", worker=worker)
        assert await reviews.review_next() is True
    finally:
        worker.shutdown(wait=True)
    assert ai_tables.loaded_table(KIND, {}) is None and not ai_tables._building
    assert list((tmp_path / "data" / "ai").glob(f"{KIND}-*.npy"))  # solved and saved there
    (row,) = await repo.game_skill(first.id)
    moves = [LoggedMove.from_json(m.entry) for m in await repo.game_moves(first.id)]
    review = review_game(KIND, first.options, first.keys, moves,
                         ai_tables.load_or_build(KIND, {}, None))[str(ALICE.user_id)]
    assert row.lost == pytest.approx(review.lost)


def _start_worker(bot: Connection) -> None:
    """The review process's start, then a minute of work: 3 if it gets to its end."""
    from bot.service.skill import _review_process_start

    _review_process_start(bot)
    time.sleep(60)
    sys.exit(3)


def test_a_review_process_whose_bot_is_gone_leaves_at_once():
    """A bot killed while its review process was starting: the process finds the bot's
    end of its pipe closed and exits instead of working for nobody."""
    spawn = multiprocessing.get_context("spawn")
    watched, alive = spawn.Pipe(duplex=False)
    alive.close()  # the bot is gone
    process = spawn.Process(target=_start_worker, args=(watched,))
    process.start()
    process.join(timeout=60)
    assert process.exitcode == 0


def _in_a_thread_that_ends(call: Callable[[], T]) -> T:
    results: list[T] = []
    thread = threading.Thread(target=lambda: results.append(call()))
    thread.start()
    thread.join()
    return results[0]


def _at_work(flag: Path) -> None:
    """A long review, which says when it has begun."""
    flag.touch()
    time.sleep(600)


def test_the_review_process_lives_as_long_as_the_bot_and_not_longer(tmp_path):
    """Started from a thread that then ends, it goes on working (Linux's death signal
    would have ended it with the thread); the bot's end of its pipe closed, as when the
    bot is killed, it leaves mid-review."""
    from tests.support.review_process import review_worker

    worker = review_worker()
    try:
        pid = _in_a_thread_that_ends(lambda: worker.submit(os.getpid).result(timeout=120))
        assert worker.submit(os.getpid).result(timeout=120) == pid
        reviewing = worker.submit(_at_work, tmp_path / "working")
        deadline = time.monotonic() + 120
        while not (tmp_path / "working").exists():
            assert time.monotonic() < deadline, "the review never began"
            time.sleep(0.01)
        worker.end()  # only closes the bot's end of the pipe, as the bot's death does
        with pytest.raises(BrokenProcessPool):
            reviewing.result(timeout=0)
    finally:
        worker.shutdown(wait=True)
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"),
                    reason="os.SCHED_IDLE exists only on Linux; elsewhere the nice-19"
                           " fallback runs, tested below")
def test_the_review_process_runs_only_on_idle_cpu():
    """SCHED_IDLE, not just nice 19: a waking click preempts the review at once. Read
    from here: at idle priority, a job asked of the process could wait as long as the
    machine is saturated (26 s beside two CPU-bound jobs)."""
    import multiprocessing

    from bot.service.skill import review_worker

    before = set(multiprocessing.active_children())
    worker = review_worker()
    try:
        worker.submit(os.getpid)  # starts the process
        (process,) = set(multiprocessing.active_children()) - before
        deadline = time.monotonic() + 120
        while (policy := os.sched_getscheduler(process.pid)) != os.SCHED_IDLE:
            assert time.monotonic() < deadline, f"the review process's policy is {policy}"
            time.sleep(0.01)
    finally:
        worker.end()  # its watch over the bot keeps the normal priority: it leaves at once
    assert os.sched_getscheduler(0) != os.SCHED_IDLE  # the bot itself is left alone


def test_without_sched_idle_the_review_process_takes_nice_19(monkeypatch):
    from bot.service import skill

    def refused(*args):
        raise PermissionError("SCHED_IDLE refused")

    niced = []
    monkeypatch.setattr(skill.os, "sched_setscheduler", refused)
    monkeypatch.setattr(skill.os, "nice", niced.append)
    skill.idle_priority()
    assert niced == [19]


async def test_background_reviews_claim_and_store_only_when_no_click_is_in_flight(
        service, repo, monkeypatch):
    """The bot's share of a review (the claim, the write of its rows) waits for the
    moment no game lock is held: a click committing is never kept waiting by it."""
    game = await finished(service)
    click = service.locks(-1)  # a click on another game, committing
    await click.acquire()
    looks, calls = [], []

    def busy() -> bool:
        # The click's lock itself: the test keeps it, so the lock map never empties and
        # `len(service.locks)` would keep the reviewer waiting until QUIET_MAX each time.
        looks.append(click.locked())
        return looks[-1]

    def spied(name):
        real = getattr(repo, name)

        async def spy(*args, **kwargs):
            calls.append((name, click.locked()))
            result = await real(*args, **kwargs)
            if name == "claim_reviews":
                await click.acquire()  # the next click arrives while the game is reviewed
            return result
        return spy

    for name in ("claim_reviews", "finish_reviews"):
        monkeypatch.setattr(repo, name, spied(name))

    reviews = SkillReviews(repo, None, busy=busy)
    reviewing = asyncio.create_task(reviews.review_next())
    await eventually(lambda: looks.count(True) >= 3, "the reviewer waiting for the click")
    assert calls == []
    click.release()
    await eventually(lambda: calls, "the claim once the click is done")
    await eventually(lambda: click.locked() and looks.count(True) >= 6,
                     "the reviewer waiting for the next click before storing")
    assert calls == [("claim_reviews", False)]
    click.release()
    assert await asyncio.wait_for(reviewing, 60) is True
    assert calls == [("claim_reviews", False), ("finish_reviews", False)]
    assert len(await repo.game_skill(game.id)) == 1


async def test_a_bot_never_quiet_still_reviews(service, repo, monkeypatch):
    from bot.service import skill

    monkeypatch.setattr(skill, "QUIET_MAX", 0.05)
    game = await finished(service)
    reviews = SkillReviews(repo, None, busy=lambda: True)
    assert await reviews.review_next() is True
    assert len(await repo.game_skill(game.id)) == 1 and await repo.reviews_pending() == 0


async def test_a_daily_s_end_is_reviewed_at_once_whatever_is_in_flight(service, repo):
    """Its player is waiting for the figures: review_now never waits for quiet."""
    game = await finished(service)
    looks: list[bool] = []
    reviews = SkillReviews(repo, None, busy=lambda: looks.append(True) or True)
    assert len(await reviews.review_now(game.id)) == 1
    assert looks == []


async def test_a_background_batch_is_stored_a_few_games_per_transaction(
        service, repo, monkeypatch):
    """A click that comes while a batch is written waits for STORE games' rows at most,
    not for the whole batch's; every game is still stored, once."""
    from bot.service import skill

    games = [await finished(service, channel=c) for c in range(1, 4)]
    writes: list[list[int]] = []
    real = repo.finish_reviews

    async def finish_reviews(owner, reviews, replays=None):
        writes.append(sorted(reviews))
        return await real(owner, reviews, replays)

    monkeypatch.setattr(repo, "finish_reviews", finish_reviews)
    assert skill.STORE == 2
    assert await SkillReviews(repo, None).review_next() is True
    ids = [game.id for game in games]
    assert writes == [ids[:2], ids[2:]]
    for game in games:
        assert len(await repo.game_skill(game.id)) == 1
    assert await repo.reviews_pending() == 0


async def test_a_stop_landing_as_the_reviews_commit_is_no_error(tmp_path, caplog):
    """The bot's close cancels the background reviews; a cancel that lands while SQLite
    runs their COMMIT (it goes through) must not end in "cannot rollback - no transaction
    is active", logged as an ERROR, "background review failed"."""
    repo = await open_repository(f"sqlite:///{tmp_path / 'stop.db'}")
    try:
        dice = ScriptedDice(seed=5)
        game = await finished(GameService(repo, roller_factory=lambda game_id: dice))
        reviews = SkillReviews(repo, None)
        storing = False
        real_finish, real_execute = repo.finish_reviews, repo.conn.execute

        async def finish_reviews(*args, **kwargs):
            nonlocal storing
            storing = True
            return await real_finish(*args, **kwargs)

        async def commit_then_cancel(sql):
            result = await real_execute(sql)
            running.cancel()  # lands as the COMMIT is done, before its caller resumes
            await asyncio.sleep(0)
            return result

        def execute(sql, *args, **kwargs):
            if storing and sql == "COMMIT":
                return commit_then_cancel(sql)
            return real_execute(sql, *args, **kwargs)

        repo.finish_reviews = finish_reviews
        repo.conn.execute = execute
        running = asyncio.create_task(reviews.run())
        await asyncio.wait({running}, timeout=60)
        assert running.cancelled()
        assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []
        assert len(await repo.game_skill(game.id)) == 1  # stored: the COMMIT went through
    finally:
        await repo.close()
