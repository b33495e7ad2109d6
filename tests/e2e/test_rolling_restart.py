"""A rolling restart of one shard process on PostgreSQL, through the emulator: the new
process starts while the old one runs the same shards, waits for its leases
(bot.ops.shard_leases), connects once the old one stopped, and plays on. Nothing is lost
(every game finishes) and nothing is done twice (one result per seat, one move per
version, each timed-out turn played once).

One game in the handed-over shards moves on only by background work, the work the
leases give to one process at a time: its only human is absent, so the turn-timeout
sweep plays her turns and the computer runner its own, across the handover."""

from __future__ import annotations

import asyncio
import time

import asyncpg

from bot.ai.movelog import LoggedMove
from bot.service.games import GameService
from bot.settings import shard_of
from bot.storage import open_repository
from tests.e2e.test_shards import HALVES, SHARDS, Game, final_message, play, world
from tests.emulator import Emulator
from tests.emulator.fixtures import BotProcess
from tests.support.postgres import next_name
from tests.support.table_helpers import open_lobby, press


async def said(proc: BotProcess, text: str, timeout: float = 60.0) -> None:
    """Until the process's log holds `text` (its output goes to a file: polled)."""
    deadline = time.monotonic() + timeout
    while text not in proc.output():
        assert time.monotonic() < deadline, f"no {text!r} in:\n{proc.output()[-3000:]}"
        assert proc.proc is not None and proc.proc.returncode is None, proc.output()[-3000:]
        await asyncio.sleep(0.05)


def sessions_since(emu: Emulator, started: float) -> set[int]:
    return {s.shard_id for s in emu.sessions.values() if s.identified_at > started}


async def test_rolling_restart_of_a_shard_process_loses_nothing_and_plays_nothing_twice(
    emulator, bot_process, postgres_server, tmp_path
):
    emu = emulator
    channels = world(emu, per_shard=2)
    absent_guild = emu.add_guild("Absent players", shard=2)
    emu.add_member(absent_guild, emu.alice)
    absent_channel = emu.add_channel(absent_guild, "dice").id
    url = await postgres_server.create_database(next_name("rolling"))
    env = {"DATABASE_URL": url, "SHARD_COUNT": str(SHARDS), "DATA_DIR": str(tmp_path / "ai"),
           "BOT_TURN_DELAY": "0.1", "LOG_LEVEL": "INFO", "DEV_GUILD_ID": "",
           "SHARD_LEASE_WAIT": "120", "SWEEP_INTERVAL": "1"}
    first, old = [await bot_process("bot", env={**env, "SHARD_IDS": h}) for h in HALVES]
    await emu.wait_shards(range(SHARDS), SHARDS, timeout=60)
    await emu.wait_commands(30)

    repo = await open_repository(url)
    service = GameService(repo)
    try:
        games: list[Game] = []
        for i, channel in enumerate(channels):
            msg = await open_lobby(emu, "yacht", channel=channel,
                                   bots=("easy",) if i % 2 else ())
            msg = await press(emu, msg, "Start", "alice")
            game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
            games.append(Game(emu.channels[channel].guild_id, channel, msg.id, game_id))
        # Below the command's minimum (a minute): written straight to the store.
        absent_settings = await repo.get_guild_settings(int(absent_guild.id))
        absent_settings.turn_timeout = 2
        await repo.save_guild_settings(absent_settings)
        msg = await open_lobby(emu, "yacht", channel=absent_channel, joiners=(),
                               bots=("easy",))
        msg = await press(emu, msg, "Start", "alice")
        absent = int(msg.buttons[0]["custom_id"].split(":")[1])
        await asyncio.gather(*(play(emu, g, service, clicks=4) for g in games))

        # The new process of shards 2 and 3 starts: it waits, not connected, while the
        # old one keeps serving them.
        started = time.monotonic()
        new = await bot_process("bot", env={**env, "SHARD_IDS": HALVES[1]})
        await said(new, "shard(s) 2,3 held by another process: waiting up to 120 s")
        before = {g.game_id: g.clicks for g in games}
        await asyncio.gather(*(play(emu, g, service, clicks=3, seconds=20) for g in games))
        assert all(g.clicks > before[g.game_id] for g in games), games
        assert sessions_since(emu, started) == set()

        # The old process stops (SIGTERM drains it; its computer seats may be mid-turn):
        # the new one takes over at once, and every game plays on to its end.
        assert await old.terminate(timeout=15) == 0
        handed_over_at = (await repo.get_game(absent)).version  # type: ignore[union-attr]
        await emu.wait_shards([2, 3], SHARDS, timeout=60, after=started)
        assert sessions_since(emu, started) == {2, 3}
        try:
            await asyncio.wait_for(
                asyncio.gather(*(play(emu, g, service, None) for g in games)), 240)
        except TimeoutError:
            states = [(g, await repo.get_game(g.game_id)) for g in games]
            logs = "\n".join(p.output()[-2000:] for p in (first, old, new))
            raise AssertionError(f"games did not finish: {states}\n{logs}") from None

        for g in games:
            record = await repo.get_game(g.game_id)
            assert record is not None and record.status == "finished", g
            await final_message(emu, g)
        deadline = time.monotonic() + 240
        while (record := await repo.get_game(absent)) is None or record.status != "finished":
            assert time.monotonic() < deadline, (record, new.output()[-3000:])
            await asyncio.sleep(0.5)
        conn = await asyncpg.connect(url)
        try:
            results = await conn.fetch(
                "SELECT r.game_id, COUNT(*) AS n, (SELECT COUNT(*) FROM seats s"
                " WHERE s.game_id = r.game_id) AS seats FROM results r GROUP BY r.game_id")
            moves = await conn.fetch(
                "SELECT game_id, COUNT(*) AS n, MIN(version) AS lo, MAX(version) AS hi"
                " FROM game_moves GROUP BY game_id")
            absent_moves = await conn.fetch(
                "SELECT version, player, entry FROM game_moves WHERE game_id = $1"
                " ORDER BY version", absent)
        finally:
            await conn.close()
        assert sorted(r["game_id"] for r in results) == sorted(
            [g.game_id for g in games] + [absent])
        assert all(r["n"] == r["seats"] for r in results), results  # one result per seat
        # One move per version, none skipped: no move was played twice.
        assert all(m["n"] == m["hi"] - m["lo"] + 1 for m in moves), moves
        handed = [g for g in games if shard_of(int(g.guild), SHARDS) in (2, 3)]
        assert handed and all(g.clicks > before[g.game_id] for g in handed)
        # The absent player's game: each seat scored each box once, by the sweep (hers)
        # and the runner (the computer's), some before the handover and some after.
        logged = [LoggedMove.from_json(m["entry"]) for m in absent_moves]
        scored = [(m.player, m.box, m.by) for m in logged if m.action == "score"]
        boxes = {box for _, box, _ in scored}
        assert len(scored) == len({(p, box) for p, box, _ in scored}) == 2 * len(boxes)
        assert {by for p, _, by in scored if p == str(emu.alice.id)} == {"timeout"}
        assert {by for p, _, by in scored if p != str(emu.alice.id)} == {"computer"}
        assert min(m["version"] for m in absent_moves) < handed_over_at < max(
            m["version"] for m in absent_moves), (handed_over_at, scored)
    finally:
        await repo.close()
    assert "stopped (SIGTERM)" in old.output()
    assert "taken over" not in new.output() + old.output()  # handed over, not seized
    for proc in (first, old, new):
        assert "Traceback" not in proc.output(), proc.output()[-3000:]
