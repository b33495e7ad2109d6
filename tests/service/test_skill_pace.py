"""The review process steps aside while the bot has a click on its way (bot.service.skill.Pace):
it waits between two moves of a review until the click is answered, yet still takes its
share of the time from a bot that is never idle."""

from __future__ import annotations

import ctypes
import threading
import time

from bot.service import skill
from bot.service.skill import Pace, paced
from tests.support.review_process import review_worker

#: long enough for a thread that should be waiting to have given up, were it not
BLOCKED_FOR = 0.3


def _stepped(clicks: ctypes.c_bool, seconds: float = 0.003) -> Pace:
    """A Pace whose last step (a move of a review) took `seconds`."""
    pace = Pace(clicks)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass
    return pace


def _in_thread(pace: Pace) -> threading.Thread:
    thread = threading.Thread(target=pace, daemon=True)
    thread.start()
    return thread


def test_a_review_waits_while_a_click_is_on_its_way_and_goes_on_once_it_is_answered(
        monkeypatch):
    monkeypatch.setattr(skill, "PAUSED_SHARE", 1e-9)  # its share alone would take years
    clicks = ctypes.c_bool(True)
    thread = _in_thread(_stepped(clicks))
    thread.join(BLOCKED_FOR)
    assert thread.is_alive()  # waiting for the click
    clicks.value = False  # answered
    thread.join(10)
    assert not thread.is_alive()


def test_with_no_click_on_its_way_a_review_does_not_wait(monkeypatch):
    monkeypatch.setattr(skill, "PAUSED_SHARE", 1e-9)
    thread = _in_thread(_stepped(ctypes.c_bool(False)))
    thread.join(10)
    assert not thread.is_alive()


def test_a_bot_never_idle_still_leaves_the_reviews_their_share(monkeypatch):
    """A click always on its way: after each step the review waits (1/share − 1) times
    what the step took, then takes the next step anyway."""
    monkeypatch.setattr(skill, "PAUSED_SHARE", 0.25)
    pace = _stepped(ctypes.c_bool(True), seconds=0.004)
    began = time.perf_counter()
    pace()
    waited = time.perf_counter() - began
    assert waited >= 3 * 0.004  # (1/0.25 − 1) × the step, at least
    thread = _in_thread(pace)
    thread.join(10)
    assert not thread.is_alive()  # it went on: clicks never stop, the reviews do not


def test_a_long_step_counts_as_at_most_the_longest_one(monkeypatch):
    """The first move of a job comes after a rest of any length: it does not make the
    review wait for twenty rests."""
    monkeypatch.setattr(skill, "PAUSED_SHARE", 0.5)
    pace = Pace(ctypes.c_bool(True))
    pace._last -= 3600  # an hour since the last step
    thread = _in_thread(pace)
    thread.join(10)
    assert not thread.is_alive()


def test_the_log_is_paced_move_by_move_in_the_review_process_only(monkeypatch):
    entries = ["move 1", "move 2", "move 3"]
    assert paced(entries) is entries  # the bot's own process: a daily's end, a hint
    steps = []
    monkeypatch.setattr(skill, "_pace", lambda: steps.append(len(steps)))
    walked = []
    for entry in paced(entries):
        walked.append((entry, len(steps)))
    assert walked == [("move 1", 1), ("move 2", 2), ("move 3", 3)]  # each waits its turn


def _clicks_seen() -> bool | None:
    """In the review process: what its Pace reads from the bot."""
    pace = skill._pace
    return None if pace is None else bool(pace._clicks.value)


def test_the_review_process_reads_the_bots_clicks_in_flight():
    """From its start (a review begins as a game ends, the last click still on its way)
    to each change."""
    worker = review_worker()
    worker.clicks_in_flight(True)
    try:
        assert worker.submit(_clicks_seen).result(timeout=120) is True
        worker.clicks_in_flight(False)
        assert worker.submit(_clicks_seen).result(timeout=120) is False
        worker.clicks_in_flight(True)
        assert worker.submit(_clicks_seen).result(timeout=120) is True
        worker.clicks_in_flight(False)
        assert worker.submit(_clicks_seen).result(timeout=120) is False
    finally:
        worker.shutdown(wait=True)
