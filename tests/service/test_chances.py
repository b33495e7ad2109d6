"""The board's win chances: one choice per table, computed beside the board, never waited
for, and the tables they read loaded when a game starts."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.ai import finals
from bot.ai import tables as ai_tables
from bot.domain import GuildSettings, Seat, TableView, seat_keys
from bot.ops.scheduler import Scheduler
from bot.rules import create_game
from bot.service.chances import BoardChances, levels_of, shown
from tests.support.waiting import eventually

HUMANS = [Seat(user_id=11), Seat(user_id=22)]


def table(seats=None, *, version=1, daily=None, status="playing") -> TableView:
    return TableView(id=5, guild_id=1, channel_id=2, host_id=11, kind="classic", options={},
                     status=status, version=version, seats=list(seats or HUMANS),
                     daily_day=daily)


def test_one_choice_for_the_whole_table():
    on = GuildSettings(guild_id=1)
    assert shown(table(), on)
    assert shown(table([Seat(user_id=11), Seat(level="easy")]), on)
    assert not shown(table([Seat(user_id=11)]), on)  # solo: no one to beat
    assert not shown(table([Seat(user_id=11), Seat(level="easy")], daily="2025-01-01"), on)
    assert not shown(table(status="finished"), on)
    assert not shown(table(), dataclasses.replace(on, win_chances=False))  # the server's
    # coaching off (the server's hint setting: players have no coaching setting of their own)
    assert not shown(table(), dataclasses.replace(on, hints="off"))
    assert shown(table(), dataclasses.replace(on, hints="unranked"))


def test_each_computer_seat_plays_its_level_and_a_human_who_left_plays_normal():
    seats = [Seat(user_id=11), Seat(level="easy"), Seat(user_id=33, left=True)]
    assert levels_of(table(seats)) == {"cpu2": "easy", "33": "normal"}


@pytest.fixture
def classic_loaded():
    ai_tables.clear_memory()
    for level in ("optimal", "easy"):
        finals.load_or_build_finals("classic", {}, level, None)
    yield
    ai_tables.clear_memory()


async def test_a_version_is_shown_once_computed_and_never_waited_for(classic_loaded):
    chances = BoardChances(None, Scheduler(), lambda table: None)  # type: ignore[arg-type,return-value]
    seats = [Seat(user_id=11), Seat(level="easy")]
    record = table(seats)
    game = create_game("classic", seat_keys(seats), {})
    assert chances.ready(record) is None  # not started: the board shows none
    chances.start(record, game)
    found = await eventually(lambda: chances.ready(record), "the chances computed")
    assert set(found.by_key) == {"11", "cpu2"}
    assert found.by_key["11"] > found.by_key["cpu2"]  # the optimum against `easy`
    # another version is another computation: the older one is never shown for it
    game.roll()
    assert chances.ready(table(seats, version=2)) is None
    # ... but a version that changed nothing the chances depend on (a hold) shows them
    chances.start(table(seats, version=2), game)
    rolled = await eventually(lambda: chances.ready(table(seats, version=2)), "computed")
    game.toggle_hold(0)
    chances.start(table(seats, version=3), game)
    assert chances.ready(table(seats, version=3)) is rolled
    chances.close()


async def test_without_tables_there_are_no_chances_and_nothing_fails():
    ai_tables.clear_memory()
    chances = BoardChances(None, Scheduler(), lambda table: None)  # type: ignore[arg-type,return-value]
    record = table()
    chances.start(record, create_game("classic", seat_keys(HUMANS), {}))
    await asyncio.to_thread(chances._found[(5, 1)][1].result)
    assert chances.ready(record) is None
    chances.close()


async def test_a_starting_game_loads_the_tables_its_chances_read(tmp_path):
    ai_tables.clear_memory()
    tasks = Scheduler()

    async def settings(guild_id: int) -> GuildSettings:
        return GuildSettings(guild_id=guild_id)

    chances = BoardChances(tmp_path, tasks, settings)
    chances.warm(table([Seat(user_id=11), Seat(level="easy")]))
    await tasks.idle()
    assert finals.loaded_finals("classic", {}, "optimal") is not None
    assert finals.loaded_finals("classic", {}, "easy") is not None
    assert finals.loaded_finals("classic", {}, "normal") is None  # no such seat
    files = sorted(p.name.split("-finals")[-1] for p in (tmp_path / "ai").glob("*finals*"))
    assert files == ["1-easy.codes.npy", "1-easy.rows.npy", "1-optimal.codes.npy",
                     "1-optimal.rows.npy"]
    ai_tables.clear_memory()

    async def off(guild_id: int) -> GuildSettings:
        return GuildSettings(guild_id=guild_id, win_chances=False)

    hidden = BoardChances(tmp_path / "other", tasks, off)
    hidden.warm(table())
    await tasks.idle()
    assert not (tmp_path / "other").exists()  # a server without the line builds nothing
    chances.close()
    hidden.close()
