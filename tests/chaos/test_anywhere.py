"""The chaos suite's part for games played where the bot is not a member (issue 33): a
process killed while a game waits on its interaction token, and a token that lapses in
the middle of a computer's turn. No game is lost, no move is made twice, and the next
click goes on."""

from __future__ import annotations

from bot.text import texts_for
from tests.emulator import Emulator
from tests.support.table_helpers import button_id, open_lobby, play_to_the_end, press

EN = texts_for("en")
TOKEN_LIFE = 15 * 60


def game_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


def enabled(msg) -> list[str]:
    return [b["label"] for b in msg.buttons if not b.get("disabled")]


async def test_a_kill_while_a_group_dm_game_waits_loses_nothing(emulator: Emulator,
                                                                 bot_process, tmp_path):
    emu = emulator
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'kill.db'}",
           "DATA_DIR": str(tmp_path / "ai"), "DEV_GUILD_ID": "",
           "BOT_TURN_DELAY": "30"}  # the computer seat does not move before the kill
    first = await bot_process("bot", env=env)
    await first.wait_ready(commands=True)
    emu.install("alice")
    chat = emu.group_dm("alice", "bob")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=("bob",), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="alice")).response()
    msg = await press(emu, emu.message(msg.id), "Roll", "bob")
    select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="bob")).response()
    # The computer's turn, waiting out its delay: the process dies (its tokens with it).
    board = emu.message(msg.id)
    assert enabled(board) == [EN("btn-resume")]
    first.kill()
    second = await bot_process("bot", env={**env, "BOT_TURN_DELAY": "0"})
    await second.wait_ready()
    # Nothing can edit the board until someone clicks: Resume goes on.
    board = await press(emu, emu.message(msg.id), "Resume", "bob")
    board = await emu.wait_for_message(
        lambda m: m.id == msg.id and f"<@{emu.alice.id}>" in m.texts[1], timeout=30)
    assert button_id(board, "Roll")
    assert emu.invalid_requests == []


async def test_a_token_that_lapses_in_a_computers_turn_pauses_it(table):
    """The computer's turn outlives the newest token: it stops where a move could no
    longer be shown, and one click on Resume plays the rest, shown."""
    emu, bot = table.emu, table.bot
    bot.table.tokens.clock = emu.clock.now
    emu.install("alice")
    chat = emu.group_dm("alice", "bob")
    msg = await open_lobby(emu, "yacht", channel=chat, joiners=(), bots=("easy",))
    game = game_of(msg)
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    steps = 0
    step = bot.table.computer_step

    async def lapsing_step(game_id: int):
        nonlocal steps
        steps += 1
        if steps == 2:  # after the computer's first move, the token lapses
            emu.clock.advance(TOKEN_LIFE)
        return await step(game_id)

    bot.table.runner.step = lapsing_step
    select = next(s for s in msg.selects if s["custom_id"].endswith(":score"))
    await (await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                            user="alice")).response()
    await bot.table.idle()
    await bot.table.runner.idle()
    waiting, rules = await bot.games.load(game)
    assert waiting.seat_of_key(rules.current_player).is_computer  # stopped mid-turn
    board = emu.message(msg.id)
    assert enabled(board) == [EN("btn-resume")]
    board = await press(emu, board, "Resume", "alice")
    record, _, board = await play_to_the_end(table, board)
    assert record.status == "finished"
    moves = await bot.games.game_moves(game)
    assert len({m.version for m in moves}) == len(moves)
    assert emu.invalid_requests == []
