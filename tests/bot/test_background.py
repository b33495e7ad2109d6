"""Per-game locks that go away by themselves, background tasks that are owned, and
screens that only read: what a move earned is recorded by the step that saved it."""

from __future__ import annotations

import asyncio
import gc
import logging

import pytest

from bot.cosmetics import Cosmetics
from bot.domain import Seat
from bot.locks import ResourceLocks
from bot.scheduler import Scheduler
from bot.service import Actor, GameService
from bot.storage import open_repository
from tests.bot.scripted_dice import ScriptedDice
from tests.bot.table_helpers import open_lobby, play_to_the_end, press, settled

# -- locks ------------------------------------------------------------------------------


async def test_a_lock_lives_while_it_is_held_or_waited_for_and_no_longer():
    locks: ResourceLocks[int] = ResourceLocks()
    order: list[str] = []

    async def hold(name: str, release: asyncio.Event | None = None) -> None:
        async with locks(7):
            order.append(name)
            if release is not None:
                await release.wait()

    go = asyncio.Event()
    first = asyncio.create_task(hold("first", go))
    await asyncio.sleep(0)
    second = asyncio.create_task(hold("second"))
    await asyncio.sleep(0)
    assert locks(7).locked() and len(locks) == 1  # one lock, shared by holder and waiter
    assert order == ["first"]
    go.set()
    await asyncio.gather(first, second)
    assert order == ["first", "second"]
    assert len(locks) == 0  # nobody holds or waits for it: gone, without a gc pass


async def test_a_service_keeps_no_lock_between_actions(tmp_path):
    repo = await open_repository(f"sqlite:///{tmp_path / 'l.db'}")
    try:
        service = GameService(repo)
        alice = Actor(1)
        lobby = await service.create_lobby(guild_id=1, channel_id=2, host_id=1, kind="yacht",
                                           options={})
        await service.set_message(lobby.id, 3)
        entered = asyncio.Event()
        real_load = service.load

        async def slow_load(game_id: int):
            entered.set()
            await asyncio.sleep(0.01)
            return await real_load(game_id)

        service.load = slow_load  # type: ignore[method-assign]
        start = asyncio.create_task(service.act(lobby.id, None, alice, "start"))
        await entered.wait()
        assert len(service.locks) == 1  # held during the action ...
        await start
        assert len(service.locks) == 0  # ... and by nobody after it (the game goes on)
    finally:
        await repo.close()


# -- the scheduler ---------------------------------------------------------------------------


async def test_tasks_are_named_run_once_per_name_and_forgotten_when_done():
    tasks = Scheduler()
    gate = asyncio.Event()
    runs: list[str] = []

    async def job(tag: str) -> None:
        runs.append(tag)
        await gate.wait()

    assert tasks.schedule("cpu-1", job("a"))
    assert not tasks.schedule("cpu-1", job("b"))  # the same job still runs: not started
    assert tasks.schedule("cpu-2", job("c"))
    await asyncio.sleep(0)
    assert tasks.names() == {"cpu-1", "cpu-2"} and "cpu-1" in tasks
    gate.set()
    await tasks.idle("cpu-")
    assert runs == ["a", "c"] and tasks.names() == set() and "cpu-1" not in tasks


async def test_close_cancels_what_still_runs():
    tasks = Scheduler()
    cancelled = asyncio.Event()

    async def forever() -> None:
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    tasks.schedule("turn-timeouts", forever())
    await asyncio.sleep(0)
    await tasks.close()
    assert cancelled.is_set() and len(tasks) == 0


async def test_a_failing_background_task_is_logged_with_its_name(caplog):
    tasks = Scheduler()

    async def broken() -> None:
        raise RuntimeError("disk full")

    with caplog.at_level(logging.ERROR, logger="bot.scheduler"):
        tasks.schedule("ai-table yacht", broken())
        await tasks.idle()
        gc.collect()  # nothing is left for asyncio's "never retrieved" report
    (record,) = caplog.records
    assert "'ai-table yacht' failed" in record.getMessage()
    assert record.exc_info is not None and "disk full" in str(record.exc_info[1])
    assert len(tasks) == 0


@pytest.mark.allow_errors
async def test_a_failing_table_build_of_the_bot_is_logged(table, monkeypatch, caplog):
    async def no_space(kind, options, data_dir) -> None:
        raise OSError("no space left on device")

    monkeypatch.setattr("bot.coach.prepare", no_space)
    with caplog.at_level(logging.ERROR, logger="bot.scheduler"):
        table.bot.prepare_ai("yacht", {}, [Seat(user_id=1), Seat(level="optimal")])
        await table.bot.tasks.idle("ai-table")
    assert any("ai-table yacht" in r.getMessage() and "no space" in str(r.exc_info[1])
               for r in caplog.records if r.exc_info)
    assert table.bot.tasks.names() == {"turn-timeouts"}


# -- screens only read ------------------------------------------------------------------------


async def test_a_move_records_its_unlock_without_being_drawn(tmp_path):
    """The step that saved a five-of-a-kind roll records the Wooden dice: nothing is drawn."""
    repo = await open_repository(f"sqlite:///{tmp_path / 'u.db'}")
    try:
        cosmetics = Cosmetics(repo)
        dice = ScriptedDice([5, 5, 5, 5, 5], seed=1)
        service = GameService(repo, roller_factory=lambda game_id: dice,
                              after_move=cosmetics.after_move)
        alice = Actor(1)
        lobby = await service.create_lobby(guild_id=1, channel_id=2, host_id=1, kind="yacht",
                                           options={})
        await service.set_message(lobby.id, 3)
        out = await service.act(lobby.id, None, alice, "start")
        out = await service.act(lobby.id, out.game.version, alice, "roll")
        assert out.unlocks == []  # told at the end, not now
        assert [(u.set_id, u.announced) for u in await repo.dice_unlocks(1)] == [("wood", False)]
    finally:
        await repo.close()


async def test_drawing_writes_nothing_and_a_redraw_announces_nothing(emulator, tmp_path):
    from bot.app import YachtBot
    from bot.service import Outcome
    from tests.bot.conftest import make_settings
    from tests.emulator.fixtures import run_bot

    dice = ScriptedDice([5, 5, 5, 5, 5], seed=9)
    bot = YachtBot(make_settings(tmp_path / "d.db"), roller_factory=lambda game_id: dice)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        msg = await press(emulator, msg, "Roll", "alice")
        table = type("T", (), {"emu": emulator, "bot": bot})
        record, rules, final = await play_to_the_end(table, msg)
        await settled(bot, record.id)
        alice = int(emulator.alice.id)
        assert f"🎉 <@{alice}> unlocked the Wooden dice!" in final.embeds[0]["description"]

        writes: list[str] = []
        repo = bot.games.repo
        for name in ("unlock_dice", "mark_unlocks_announced", "save_game", "choose_dice"):
            real = getattr(repo, name)

            async def spy(*args, _name=name, _real=real, **kwargs):
                writes.append(_name)
                return await _real(*args, **kwargs)

            setattr(repo, name, spy)
        screen = await bot.screen_of(Outcome(record, rules, "redraw"))
        assert writes == []
        assert "unlocked" not in str(screen.embed.description)


async def test_a_move_stays_saved_when_recording_its_unlocks_fails(tmp_path, caplog):
    repo = await open_repository(f"sqlite:///{tmp_path / 'f.db'}")
    try:
        async def locked(outcome) -> list[tuple[int, str]]:
            raise OSError("database is locked")

        service = GameService(repo, after_move=locked)
        alice = Actor(1)
        lobby = await service.create_lobby(guild_id=1, channel_id=2, host_id=1, kind="yacht",
                                           options={})
        await service.set_message(lobby.id, 3)
        out = await service.act(lobby.id, None, alice, "start")
        with caplog.at_level(logging.WARNING, logger="bot.service"):
            out = await service.act(lobby.id, out.game.version, alice, "roll")
        assert out.unlocks == [] and (await service.stored(lobby.id)).version == out.game.version
        assert "could not record what version" in caplog.text
    finally:
        await repo.close()


async def test_a_restart_redraws_an_ended_game_with_the_unlocks_not_told_yet(emulator,
                                                                              tmp_path):
    """The redraw of recently ended games at startup (their final move may have been saved
    just before a crash) tells the players' pending unlocks, once."""
    from bot.app import YachtBot
    from tests.bot.conftest import make_settings
    from tests.emulator.fixtures import run_bot

    dice = ScriptedDice(seed=4)
    settings = make_settings(tmp_path / "r.db")
    alice = int(emulator.alice.id)
    async with run_bot(YachtBot(settings, roller_factory=lambda game_id: dice),
                       emulator) as bot:
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        table = type("T", (), {"emu": emulator, "bot": bot})
        await play_to_the_end(table, msg)
        await bot.display.idle()
        # earned, say, by a move whose final screen the crash kept from being drawn
        await bot.games.repo.unlock_dice(alice, ["gold"], None)
    told = f"🎉 <@{alice}> unlocked the Gold dice!"
    for restart in range(2):
        async with run_bot(YachtBot(settings, roller_factory=lambda game_id: dice),
                           emulator) as bot:
            await emulator.wait_commands()
            await bot.display.idle()
            shown = emulator.message(msg.id).embeds[0]["description"]
            assert (told in shown) is (restart == 0)
