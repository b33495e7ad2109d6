"""/health, /ready and /metrics (bot.ops.metrics) on a bot playing through the emulator."""

from __future__ import annotations

import logging
import re
import time

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.app.client import YachtBot
from bot.kinds import all_kinds
from bot.ops import metrics
from bot.service.skill import ReviewWorker
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, press, raw_click, refused
from tests.support.waiting import eventually


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text page, by name and labels."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def total(page: dict, name: str, **labels: str) -> float:
    return sum(v for (n, ls), v in page.items()
               if n == name and all(dict(ls).get(k) == w for k, w in labels.items()))


async def get(session: aiohttp.ClientSession, url: str) -> tuple[int, str, str]:
    async with session.get(url) as response:
        return response.status, response.headers.get("Content-Type", ""), await response.text()


@pytest.fixture
async def metered(emulator, tmp_path):
    bot = YachtBot(make_settings(tmp_path / "m.db", metrics_port=0),
                   roller_factory=lambda game_id: ScriptedDice(seed=3))
    async with run_bot(bot, emulator), aiohttp.ClientSession() as session:
        await emulator.wait_commands()
        assert bot.metrics_server is not None
        yield bot, session, f"http://127.0.0.1:{bot.metrics_server.port}"


async def test_health_ready_and_metrics_answer_and_grow_with_play(emulator, metered):
    _bot, session, base = metered
    emu = emulator
    assert (await get(session, f"{base}/health"))[0] == 200
    assert (await get(session, f"{base}/ready"))[:1] == (200,)
    status, content_type, text = await get(session, f"{base}/metrics")
    assert status == 200 and content_type.startswith("text/plain; version=")
    before = samples(text)

    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    handle = await raw_click(emu, msg, msg.buttons[0]["custom_id"], "bob")  # not bob's game
    await refused(emu, handle)

    async def grown():
        page = samples((await get(session, f"{base}/metrics"))[2])
        clicks = (total(page, "yacht_interactions_total", kind="component", outcome="ok")
                  - total(before, "yacht_interactions_total", kind="component", outcome="ok"))
        return page if clicks >= 4 else None

    page = await eventually(grown, "the clicks counted")
    assert (total(page, "yacht_interactions_total", kind="command", outcome="ok")
            > total(before, "yacht_interactions_total", kind="command", outcome="ok"))
    assert (total(page, "yacht_refusals_total", reason="not_seated")
            == total(before, "yacht_refusals_total", reason="not_seated") + 1)
    assert (total(page, "yacht_interactions_total", kind="component", outcome="refused")
            == total(before, "yacht_interactions_total", kind="component", outcome="refused") + 1)
    # Answers are timed, with a bucket at Discord's 3 s.
    assert ("yacht_answer_latency_seconds_bucket",
            (("kind", "component"), ("le", "3.0"))) in page
    assert total(page, "yacht_answer_latency_seconds_count", kind="component") >= 4
    assert total(page, "yacht_discord_responses_total", status="200") > 0
    assert total(page, "yacht_db_commit_seconds_count", backend="sqlite") > 0
    assert page[("yacht_live_games", (("kind", "yacht"),))] == 1
    assert ("yacht_gateway_latency_seconds", (("shard", "0"),)) in page
    assert total(page, "yacht_games_started_total", kind="yacht") >= 1
    assert page[("yacht_emoji_sync", (("yacht_emoji_sync", "off"),))] == 1


@pytest.mark.parametrize("kind", [k.variant.id for k in all_kinds()])
async def test_every_game_is_counted_live_and_logged(emulator, metered, caplog, kind):
    """Nothing is counted for one game only: a game added to the registry is measured."""
    _bot, session, base = metered
    caplog.set_level(logging.INFO, logger="bot.service.games")
    before = samples((await get(session, f"{base}/metrics"))[2])
    msg = await open_lobby(emulator, kind, joiners=(), bots=("easy",))
    await press(emulator, msg, "Start", "alice")
    page = samples((await get(session, f"{base}/metrics"))[2])
    assert page[("yacht_live_games", (("kind", kind),))] == 1
    assert (total(page, "yacht_games_started_total", kind=kind)
            == total(before, "yacht_games_started_total", kind=kind) + 1)
    started = [r.getMessage() for r in caplog.records
               if r.name == "bot.service.games" and " started: " in r.getMessage()]
    assert len(started) == 1 and started[0].endswith(f"started: {kind}, 2 seat(s), 1 computer")


async def test_labels_carry_no_ids(emulator, metered):
    """Labels stay bounded: no user, guild, channel or game id in any series."""
    _bot, session, base = metered
    msg = await open_lobby(emulator, "5000", joiners=(), bots=("easy",))
    await press(emulator, msg, "Start", "alice")
    text = (await get(session, f"{base}/metrics"))[2]
    ids = {emulator.alice.id, emulator.guild.id, emulator.dice.id, msg.id}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            for value in sample.labels.values():
                assert value not in ids and not re.fullmatch(r"\d{15,}", value), sample


@pytest.mark.allow_errors  # a background task reaching the closed database logs it
async def test_not_ready_without_the_database(emulator, metered):
    bot, session, base = metered
    await bot.repo.close()  # what a database gone away looks like to /ready
    assert (await get(session, f"{base}/ready"))[0] == 503
    assert (await get(session, f"{base}/health"))[0] == 200


def test_metrics_are_off_unless_a_port_is_set(tmp_path):
    assert make_settings(tmp_path / "x.db").metrics_port is None
    assert make_settings(tmp_path / "x.db").metrics_host == "127.0.0.1"


def test_a_late_answer_is_counted_late_not_timed():
    answers = metrics.Answers()
    before = metrics.INTERACTIONS.labels("component", "late")._value.get()
    answers._open[1] = ("component", 0.0, "ok")
    answers.answered(1, 404)
    assert metrics.INTERACTIONS.labels("component", "late")._value.get() == before + 1
    assert len(answers) == 0


def _made_ago(seconds: float) -> int:
    """An interaction id Discord would have made `seconds` ago (a snowflake)."""
    return int((time.time() - seconds) * 1000 - metrics.DISCORD_EPOCH_MS) << 22


def test_a_slow_answer_is_logged_with_where_its_time_went(caplog):
    """The operator reads how long the bot took and how late the interaction reached it;
    a bot stalled for every click at once logs one line per `log_every`, not one per
    click."""
    answers = metrics.Answers()
    slow, late, another = _made_ago(2.8), _made_ago(3.6), _made_ago(2.9)
    answers._open[slow] = ("component", time.perf_counter() - 2.5, "ok")
    answers._open[late] = ("component", time.perf_counter() - 3.1, "ok")
    answers._open[another] = ("command", time.perf_counter() - 2.6, "ok")
    answers._open[4] = ("component", time.perf_counter() - 0.2, "ok")
    with caplog.at_level(logging.WARNING, logger="bot.ops.metrics"):
        answers.answered(4, 200)  # in time: nothing said
        answers.answered(slow, 200)
        answers.answered(late, 404)  # within log_every of the first: counted, not logged
        answers._slow_logged -= answers.log_every
        answers.answered(another, 200)
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 2
    assert lines[0].startswith("a component was answered 2.5 s after it arrived (2.8 s after"
                               " Discord made it)")
    assert lines[1].startswith("a command was answered 2.6 s after it arrived (2.9 s after"
                               " Discord made it)")
    assert lines[1].endswith("; 1 more slow answer(s) since the last such line")


def test_a_late_answer_says_discord_dropped_it(caplog):
    answers = metrics.Answers()
    late = _made_ago(3.3)
    answers._open[late] = ("component", time.perf_counter() - 3.2, "ok")
    with caplog.at_level(logging.WARNING, logger="bot.ops.metrics"):
        answers.answered(late, 404)
    (line,) = [r.getMessage() for r in caplog.records]
    assert line.endswith("(3.3 s after Discord made it): too late, Discord had dropped it")


def test_an_interaction_nobody_answered_stops_counting_as_in_flight_without_its_timer():
    """Its expiry timer died with the event loop that set it (a restart, a test's loop):
    it must not hold the background reviews for ever as a click in flight."""
    answers = metrics.Answers()
    before = metrics.INTERACTIONS.labels("component", "unanswered")._value.get()
    answers._open[1] = ("component", time.perf_counter() - answers.forget_after - 1, "ok")
    answers._open[2] = ("component", time.perf_counter(), "ok")
    assert len(answers) == 1  # the fresh one only
    assert metrics.INTERACTIONS.labels("component", "unanswered")._value.get() == before + 1


async def test_the_review_process_is_told_when_the_first_click_arrives_and_the_last_leaves():
    """bot.service.skill.Pace waits while any interaction is on its way: one word when the first
    arrives, one when none is left (answered, or expired), none in between."""
    answers = metrics.Answers()
    told: list[bool] = []
    answers.on_flight = told.append
    answers.arrived(1, 3)
    answers.arrived(2, 2)
    assert told == [True]
    answers.answered(1, 200)
    answers.answered(2, 429)  # refused: discord.py tries again, still on its way
    assert told == [True]
    answers.answered(2, 204)
    assert told == [True, False]
    answers.arrived(3, 3)
    answers._expire(3)  # nobody answered it
    assert told == [True, False, True, False]


async def test_a_bot_with_a_review_process_tells_it_of_its_clicks(emulator, tmp_path):
    """Through the emulator: each click sets the review process's flag while it is on its
    way, and clears it once answered; the bot closed, nothing is told any more."""
    told: list[bool] = []

    class Recording(ReviewWorker):
        def clicks_in_flight(self, flying: bool) -> None:
            told.append(flying)
            super().clicks_in_flight(flying)

    worker = Recording()
    bot = YachtBot(make_settings(tmp_path / "r.db"), review_worker=worker,
                   roller_factory=lambda game_id: ScriptedDice(seed=3))
    try:
        async with run_bot(bot, emulator):
            await emulator.wait_commands()
            msg = await open_lobby(emulator, "yacht", joiners=(), bots=("easy",))
            told.clear()
            await press(emulator, msg, "Start", "alice")
            await eventually(lambda: told[-1:] == [False] or None, "the click answered")
            assert told[0] is True and told == [True, False] * (len(told) // 2)
    finally:
        worker.shutdown(wait=True)
    assert metrics.ANSWERS.on_flight is None
