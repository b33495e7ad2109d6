"""bot.app.identify: a shard waits only what is left of its bucket's 5 seconds."""

from __future__ import annotations

import asyncio

from bot.app.identify import IDENTIFY_INTERVAL, IdentifyPacer


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_first_identify_waits_nothing_and_the_next_what_is_left_of_5_s():
    clock = Clock()
    pacer = IdentifyPacer(clock)
    assert pacer.delay(0) == 0.0
    asyncio.run(pacer.wait(0))
    clock.now += 2.0
    assert pacer.delay(0) == IDENTIFY_INTERVAL - 2.0
    assert pacer.delay(None) == IDENTIFY_INTERVAL - 2.0  # an unsharded bot is shard 0
    clock.now += 60.0  # a reconnect a minute later: no wait, unlike discord.py's 5 s
    assert pacer.delay(0) == 0.0


def test_shards_of_other_buckets_identify_together_and_of_one_bucket_in_turn():
    clock = Clock()
    pacer = IdentifyPacer(clock)
    pacer.max_concurrency = 2
    asyncio.run(pacer.wait(0))
    assert pacer.delay(1) == 0.0  # bucket 1
    assert pacer.delay(2) == IDENTIFY_INTERVAL  # bucket 0, as shard 0


async def test_a_wait_sleeps_until_the_bucket_is_free_then_takes_it():
    pacer = IdentifyPacer()
    loop = asyncio.get_running_loop()
    await pacer.wait(0)
    pacer._last[0] -= IDENTIFY_INTERVAL - 0.05  # its last identify, 4.95 s ago
    started = loop.time()
    await pacer.wait(3)  # bucket 0 (one bucket): sleeps out the 0.05 s left
    assert loop.time() - started >= 0.04
    assert pacer.delay(0) > IDENTIFY_INTERVAL - 1.0  # taken: the next one waits again
