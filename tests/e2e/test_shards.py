"""Shards across processes on one PostgreSQL: two `python -m bot`, each half the shards.

Games run in guilds of every shard at once; one process is killed -9 mid-game and
started again. Every game must finish, with its results recorded exactly once.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from dataclasses import dataclass

import asyncpg

from bot.domain import Refusal
from bot.render import refusal_text
from bot.service.games import Actor, GameService
from bot.settings import Settings, owns_guild, shard_of
from bot.storage import open_repository
from bot.text import texts_for
from tests.emulator import TOKEN, Emulator, Msg, text_dump
from tests.support.postgres import next_name
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
    settled,
)

SHARDS = 4
HALVES = ("0,1", "2,3")


@dataclass
class Game:
    """One game the test plays through the emulator, as its humans would."""

    guild: str
    channel: str
    message_id: str
    game_id: int
    clicks: int = 0
    lost: int = 0  # clicks that got no answer (the process was dead) or a stale refusal
    redraws: int = 0  # stale prompts clicked because the message stayed behind the store
    behind_since: float | None = None


def users(emu: Emulator) -> dict[int, str]:
    return {int(emu.alice.id): "alice", int(emu.bob.id): "bob"}


def world(emu: Emulator, per_shard: int = 1) -> list[str]:
    """A guild per shard (alice and bob in each), returns its channels."""
    emu.shard_count = SHARDS
    channels = []
    for shard in range(SHARDS):
        for n in range(per_shard):
            guild = emu.add_guild(f"Shard {shard} guild {n}", shard=shard)
            emu.add_member(guild, emu.alice)
            emu.add_member(guild, emu.bob)
            channels.append(emu.add_channel(guild, "dice").id)
    return channels


async def click_once(emu: Emulator, game: Game, service: GameService, limit: float) -> bool:
    """One human click on the game's current prompt; False once the game is over.

    A click the bot never answers (its process is down) or answers as stale (its
    effect was stored but the reply was lost) is simply tried again from the stored
    state, as a person would after "This interaction failed".
    """
    record, rules = await service.load(game.game_id)
    if record.status != "playing":
        return False
    seat = record.seat_of_key(rules.current_player)
    msg: Msg = emu.message(game.message_id)
    marker = f":{record.version}:"
    if seat.is_computer:
        await asyncio.sleep(0.02)  # the owning process plays it
        return True
    user = users(emu)[seat.user_id]
    loop = asyncio.get_running_loop()
    if not any(marker in b["custom_id"] for b in msg.buttons):
        # Not drawn yet, or never: the process that saved the move died before drawing
        # it. After a moment a person clicks what they see; the bot answers "stale"
        # and redraws the message from the store.
        game.behind_since = game.behind_since or loop.time()
        if loop.time() - game.behind_since < 2.5:  # the bot waits 2 s (redraw_after)
            await asyncio.sleep(0.02)
            return True
        game.behind_since = None
        game.redraws += 1
        # Roll while rolls are left, else the score menu. A board still showing a
        # computer's turn has every control disabled: the click is the old Roll's, as a
        # client that drew the board before it was disabled sends it (answered "stale").
        enabled = [b for b in msg.buttons
                   if not b.get("disabled") and "Hint" not in (b["label"] or "")]
        # (a board before the computer's first roll has no score menu: its old Roll)
        menus = [s for s in msg.selects if s["custom_id"].endswith(":score")]
        select = None if enabled or not menus else menus[0]
        if enabled:
            handle = await emu.click(msg, enabled[-1]["custom_id"], user=user)
        elif select is not None and not select.get("disabled"):
            handle = await emu.select(
                msg, select["custom_id"], [select["options"][0]["value"]], user=user)
        else:
            # Every control disabled: the old Roll's click, or, on a board past its last
            # roll (no Roll on it), the old score menu's.
            rolls = [b for b in msg.buttons if b["custom_id"].endswith(":roll")]
            if rolls:
                handle = await raw_click(emu, msg, rolls[0]["custom_id"], user)
            elif menus:
                handle = await raw_click(emu, msg, menus[0]["custom_id"], user,
                                         [menus[0]["options"][0]["value"]])
            else:  # nothing a client could click: the owner draws the store soon
                await asyncio.sleep(0.02)
                return True
        try:
            await handle.response(limit)
        except TimeoutError:
            game.lost += 1
        return True
    game.behind_since = None
    try:
        if rules.roll_number == 0 or (rules.rolls_left > 0 and max(rules.preview().values()) < 20):
            await asyncio.wait_for(press(emu, msg, "Roll", user), limit)
        else:
            preview = rules.preview()
            best = max(preview, key=preview.get)
            select = score_select(msg)
            handle = await emu.select(msg, select["custom_id"], [best], user=user)
            response = await handle.response(limit)
            assert response.type == 7, response.data
        game.clicks += 1
    except (TimeoutError, AssertionError):
        game.lost += 1
        await asyncio.sleep(0.1)
    return True


async def final_message(emu: Emulator, game: Game) -> None:
    """The game's message shows its end: drawn by the process that finished it, or,
    if that process died first, redrawn when a person clicks the outdated prompt."""
    def final(msg: Msg) -> bool:
        return msg.id == game.message_id and "final scores" in text_dump(msg)

    try:
        await emu.wait_for_message(final, timeout=5)
        return
    except TimeoutError:
        pass
    msg = emu.message(game.message_id)
    enabled = [b for b in msg.buttons
               if not b.get("disabled") and "Hint" not in (b["label"] or "")]
    if enabled:
        await emu.click(msg, enabled[0]["custom_id"], user="alice")
    else:
        select = score_select(msg)
        await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                         user="alice")
    game.redraws += 1
    await emu.wait_for_message(final)


async def play(
    emu: Emulator, game: Game, service: GameService, clicks: int | None = None,
    seconds: float | None = None,
) -> None:
    """Click until the game ends, `clicks` more clicks landed, or `seconds` passed."""
    loop = asyncio.get_running_loop()
    deadline = None if seconds is None else loop.time() + seconds
    goal = None if clicks is None else game.clicks + clicks
    while (goal is None or game.clicks < goal) and (deadline is None or loop.time() < deadline):
        if not await click_once(emu, game, service, limit=3.0):
            return


async def test_two_processes_half_the_shards_each_one_killed(
    emulator, bot_process, postgres_server, tmp_path
):
    emu = emulator
    # A throughput test (clicks served in seconds by the survivor): every payload's
    # OpenAPI check would make the emulator, not the bot, the bottleneck under load.
    # The shapes are checked by every other end-to-end test.
    emu.check_schemas = False
    channels = world(emu, per_shard=2)
    url = await postgres_server.create_database(next_name("shards"))
    base_env = {
        "DATABASE_URL": url,
        "SHARD_COUNT": str(SHARDS),
        "DATA_DIR": str(tmp_path / "ai"),
        "BOT_TURN_DELAY": "0",
        "LOG_LEVEL": "WARNING",
        "DEV_GUILD_ID": "",
    }
    started = time.monotonic()
    procs = [
        await bot_process("bot", env={**base_env, "SHARD_IDS": half}) for half in HALVES
    ]
    await emu.wait_shards(range(SHARDS), SHARDS, timeout=60)
    await emu.wait_commands(30)
    # Each process saw only its own shards' guilds.
    for half, proc in zip(HALVES, procs, strict=True):
        assert proc.proc is not None and proc.proc.returncode is None, proc.output()
        ids = [int(i) for i in half.split(",")]
        mine = [s for s in emu.sessions.values() if s.identified_at > started
                and s.shard_id in ids]
        assert len(mine) == 2

    repo = await open_repository(url)
    service = GameService(repo)
    try:
        games: list[Game] = []
        for i, channel in enumerate(channels):
            bots = ("easy",) if i % 2 else ()
            msg = await open_lobby(emu, "yacht", channel=channel, bots=bots)
            msg = await press(emu, msg, "Start", "alice")
            game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
            games.append(Game(emu.channels[channel].guild_id, channel, msg.id, game_id))
        assert {shard_of(int(g.guild), SHARDS) for g in games} == set(range(SHARDS))

        # All games at once for a while, then process 2 (shards 2, 3) dies mid-game:
        # clicks in flight to it get no answer.
        await asyncio.gather(*(play(emu, g, service, clicks=6) for g in games))
        victim = procs[1]
        playing = asyncio.gather(*(play(emu, g, service, clicks=10, seconds=8) for g in games))
        await asyncio.sleep(0.3)
        victim.kill()
        await victim.wait()
        after_kill = {g.game_id: g.clicks for g in games}
        await playing
        # Shards 0 and 1 kept serving while the other process was down: progress, not a
        # rate, is asserted (a loaded machine is slow, not stopped).
        survivor_shards = Settings(
            _env_file=None, discord_token=TOKEN, shard_count=SHARDS, shard_ids="0,1"
        )
        survivors = [g for g in games if owns_guild(survivor_shards, int(g.guild))]
        await asyncio.wait_for(
            asyncio.gather(*(play(emu, g, service, clicks=5) for g in survivors)), 120
        )
        for g in survivors:
            assert g.clicks - after_kill[g.game_id] >= 5, g

        restarted_at = time.monotonic()
        procs.append(await bot_process("bot", env={**base_env, "SHARD_IDS": HALVES[1]}))
        await emu.wait_shards([2, 3], SHARDS, timeout=60, after=restarted_at)
        try:
            await asyncio.wait_for(
                asyncio.gather(*(play(emu, g, service, None) for g in games)), 180
            )
        except TimeoutError:
            states = [(g, (await repo.get_game(g.game_id)), emu.dump(g.message_id))
                      for g in games]
            logs = "\n".join(p.output()[-2000:] for p in procs)
            raise AssertionError(f"games did not finish: {states}\n{logs}") from None

        for g in games:
            record = await repo.get_game(g.game_id)
            assert record is not None and record.status == "finished", g
            await final_message(emu, g)
        conn = await asyncpg.connect(url)
        try:
            rows = await conn.fetch(
                "SELECT r.game_id, COUNT(*) AS n, (SELECT COUNT(*) FROM seats s"
                " WHERE s.game_id = r.game_id) AS seats FROM results r GROUP BY r.game_id"
            )
        finally:
            await conn.close()
        assert sorted(r["game_id"] for r in rows) == sorted(g.game_id for g in games)
        assert all(r["n"] == r["seats"] for r in rows), rows  # each game counted once
        for g in games:
            board = await repo.leaderboard(int(g.guild), "yacht", with_computers=False)
            mixed = await repo.leaderboard(int(g.guild), "yacht", with_computers=True)
            assert sum(r.games for r in board + mixed) == 2, g  # alice and bob, once each
    finally:
        await repo.close()
    for proc in (procs[0], procs[2]):
        assert "Traceback" not in proc.output(), proc.output()[-3000:]


async def run_bot_cli(tmp_path, **env_vars: str) -> tuple[int, list[str]]:
    """`python -m bot` with these settings: exit code and stderr lines."""
    env = {**os.environ, "DISCORD_TOKEN": TOKEN, "DATA_DIR": str(tmp_path / "ai"), **env_vars}
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        if name not in env_vars:
            env.pop(name, None)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    _out, err = await asyncio.wait_for(proc.communicate(), 60)
    return proc.returncode or 0, err.decode().strip().splitlines()


async def test_unreachable_database_one_line_and_exit_1(tmp_path):
    """PostgreSQL not reachable: one clear line, non-zero exit, Discord never contacted."""
    code, lines = await run_bot_cli(
        tmp_path, DATABASE_URL="postgresql://nobody:hunter2@127.0.0.1:1/y"
    )
    assert code == 1
    assert lines == [
        "error: cannot use DATABASE_URL postgresql://nobody:***@127.0.0.1:1/y:"
        " [Errno 111] Connect call failed ('127.0.0.1', 1)"
    ]


async def test_missing_database_one_line_and_exit_1(tmp_path, postgres_server):
    code, lines = await run_bot_cli(
        tmp_path, DATABASE_URL=postgres_server.database_url("no_such_database")
    )
    assert code == 1 and len(lines) == 1, lines
    assert 'database "no_such_database" does not exist' in lines[0]


async def test_unsupported_database_url_names_the_supported_forms(tmp_path):
    code, lines = await run_bot_cli(tmp_path, DATABASE_URL="mysql://db/yacht")
    assert code == 1 and len(lines) == 1, lines
    assert lines[0].startswith("error: cannot use DATABASE_URL mysql://db/yacht")
    assert "sqlite:///" in lines[0] and "postgresql://" in lines[0]


async def test_shard_ids_without_count_one_line_and_exit_2(tmp_path):
    code, lines = await run_bot_cli(tmp_path, SHARD_IDS="0,1")
    assert code == 2
    assert lines == ["error: invalid setting SHARD_IDS: Value error, needs SHARD_COUNT too"]


def test_shard_settings_choose_the_client():
    from discord.ext import commands

    from bot.app.shards import ShardedYachtBot, make_bot

    plain = make_bot(Settings(_env_file=None, discord_token=TOKEN))
    assert not isinstance(plain, commands.AutoShardedBot)
    sharded = make_bot(Settings(_env_file=None, discord_token=TOKEN, shard_count="4",
                                shard_ids=" 2, 3 "))
    assert isinstance(sharded, ShardedYachtBot) and isinstance(sharded, commands.AutoShardedBot)
    assert (sharded.shard_count, sharded.shard_ids) == (4, [2, 3])
    settings = Settings(_env_file=None, discord_token=TOKEN, shard_count=4, shard_ids="2,3")
    guild_on = {shard: (shard << 22) | 5 for shard in range(4)}
    assert [owns_guild(settings, guild_on[s]) for s in range(4)] == [False, False, True, True]


def test_env_example_parses_and_blank_shards_mean_unsharded(tmp_path):
    from tests.emulator.fixtures import REPO_ROOT

    env = tmp_path / ".env"
    text = (REPO_ROOT / ".env.example").read_text()
    env.write_text(text.replace("DISCORD_TOKEN=\n", f"DISCORD_TOKEN={TOKEN}\n"))
    settings = Settings(_env_file=env)
    assert (settings.shard_count, settings.shard_ids) == (None, None)
    assert "postgresql://" in text and "SHARD_COUNT=" in text and "SHARD_IDS=" in text


async def test_stale_click_redraws_a_message_left_behind(table):
    """A process saved a move and died before drawing it: the message still shows the
    old prompt. Clicking it is refused as stale, and the message is brought up to the
    stored state, whose prompt then works."""
    emu, bot = table.emu, table.bot
    bot.table.redraw_after = 0.0  # do not wait for the drawing process to give up
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    record, _ = await bot.games.load(game_id)
    table.dice.push(2, 2, 2, 5, 6)
    saved = await bot.games.act(game_id, record.version, Actor(int(emu.alice.id)), "roll")
    assert emu.message(msg.id).version == msg.version  # stored, never drawn
    handle = await emu.click(msg, button_id(msg, "Roll"), user="alice")
    assert await refused(emu, handle) == refusal_text(Refusal("stale"), texts_for("en"))
    redrawn = await emu.wait_for_edit(msg)
    assert f":{saved.game.version}:" in button_id(redrawn, "Roll")
    after = await press(emu, redrawn, "Roll", "alice")
    record, rules = await bot.games.load(game_id)
    assert record.version == saved.game.version + 1 and rules.roll_number == 2
    assert after.version > redrawn.version


async def test_computer_step_raced_by_another_process_looks_again(table):
    """Two processes driving one computer seat (a rolling restart): the one whose save
    lost is refused as stale, reloads, and carries on; no error, the turn is played."""
    emu, bot = table.emu, table.bot
    msg = await open_lobby(emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    real_step = bot.games.computer_step
    raced: list[int] = []

    async def step_raced_once(gid: int):
        if not raced:
            raced.append(gid)
            raise Refusal("stale")  # what a lost version check yields
        return await real_step(gid)

    bot.games.computer_step = step_raced_once  # type: ignore[method-assign]
    msg = await press(emu, msg, "Roll", "alice")
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    assert (await handle.response()).type == 7
    _record, rules = await settled(bot, game_id)
    assert raced == [game_id]
    assert rules.current_player == str(emu.alice.id) and len(rules.scores("cpu2")) == 1
