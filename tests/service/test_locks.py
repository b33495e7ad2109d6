"""Per-game locks that go away by themselves (bot/service/locks.py, as the service uses them)."""

from __future__ import annotations

import asyncio

from bot.service.games import Actor, GameService
from bot.service.locks import ResourceLocks
from bot.storage import open_repository


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
