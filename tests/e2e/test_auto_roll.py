"""Auto-roll, played through the emulator: a turn begins with its first roll made when
the player's setting (else their server's, else the bot's: on) says so, as a move of its
own; a player who turned it off sees Roll."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest_asyncio

from bot.app.client import YachtBot
from bot.render.components import encode
from bot.settings import Settings
from bot.text import texts_for
from tests.conftest import Table
from tests.emulator import Emulator, Msg
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import (
    open_lobby,
    press,
    raw_click,
    refused,
    score_select,
    settled,
    user_names,
)

EN = texts_for("en")

#: the bot's own default, as an operator who sets nothing runs it
DEFAULT = Settings.model_fields["auto_roll"].default


@pytest_asyncio.fixture
async def rolling(emulator: Emulator, dice: ScriptedDice, tmp_path: Path
                  ) -> AsyncIterator[Table]:
    """The bot with AUTO_ROLL as it ships, and its own dice: keyed by each game's seed,
    so a game's proof verifies."""
    db = tmp_path / "yacht.db"
    bot = YachtBot(make_settings(db, auto_roll=DEFAULT))
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        yield Table(emulator, bot, dice, db)


def labels(msg: Msg) -> list[str]:
    return [b["label"] or "" for b in msg.buttons]


async def board(table: Table, msg: Msg) -> tuple[Msg, object, object]:
    """The board and the game once every step after the last click has run (an
    auto-roll included)."""
    await table.bot.table.idle()
    await table.bot.table.display.idle()
    game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
    record, rules = await table.bot.games.load(game_id)
    return table.emu.message(msg.id), record, rules


async def score_best(table: Table, msg: Msg, user: str) -> None:
    """Score the box worth most now (one select: the turn ends)."""
    _, _, rules = await board(table, msg)
    preview = rules.preview()
    best = max(preview, key=preview.get)
    handle = await table.emu.select(msg, score_select(msg)["custom_id"], [best], user=user)
    assert (await handle.response()).type == 7


async def two_players(table: Table) -> Msg:
    msg = await open_lobby(table.emu, "yacht", bots=())
    return await press(table.emu, msg, "Start", "alice")


async def test_auto_roll_is_on_by_default_each_turn_begins_rolled_and_pinged(rolling):
    """Nobody chose: every turn of a whole game begins with the dice on the table (no
    Roll to press), each first roll is its own logged move, the game's dice proof
    verifies, and every turn handed on still pings its player."""
    assert DEFAULT is True
    emu, bot = rolling.emu, rolling.bot
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"ping_grace": 0})
    shown = await handle.ephemeral()
    assert "on: each turn begins with the dice rolled" in str(shown.embeds)
    msg = await two_players(rolling)
    names = user_names(emu)
    turns = 0
    while True:
        msg, record, rules = await board(rolling, msg)
        if record.status != "playing":
            break
        turns += 1
        # The turn's first roll is made: dice, a reroll, no first Roll.
        assert rules.roll_number == 1, (turns, labels(msg))
        assert "Roll" not in labels(msg)
        assert any(label.startswith("Roll (2 left)") for label in labels(msg)), labels(msg)
        await score_best(rolling, msg, names[record.seat_of_key(rules.current_player).user_id])
    assert turns == 26
    moves = await bot.games.game_moves(record.id)
    auto = [m for m in moves if '"by":"auto"' in m.entry]
    assert len(auto) == 26 and all('"action":"roll"' in m.entry for m in auto)
    _, proof = await bot.games.dice_proof(record.id)
    assert len(proof["moves"]) == len(moves)
    await bot.table.pings.idle()
    # Alice's first turn opens the game; every other turn follows the other player's.
    assert (len(emu.pings("alice")), len(emu.pings("bob"))) == (12, 13)


async def test_a_player_who_turned_it_off_presses_roll_the_other_does_not(rolling):
    emu = rolling.emu
    handle = await emu.slash("yacht auto-roll", user="bob", channel="dice",
                             options={"auto_roll": "off"})
    assert (await handle.ephemeral()).content == "You will press **Roll** to begin each turn."
    msg = await two_players(rolling)
    msg, _, rules = await board(rolling, msg)
    assert rules.roll_number == 1 and "Roll" not in labels(msg)  # Alice's: rolled
    await score_best(rolling, msg, "alice")
    msg, record, rules = await board(rolling, msg)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.bob.id)
    assert rules.roll_number == 0 and not rules.dice
    assert "Roll" in labels(msg)  # Bob's: his Roll to press
    msg = await press(emu, msg, "Roll", "bob")
    msg, _, rules = await board(rolling, msg)
    assert rules.roll_number == 1 and len(rules.dice) == 5


async def test_a_server_turns_it_off_and_a_players_own_choice_wins(rolling):
    emu = rolling.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"auto_roll": False})
    shown = await handle.ephemeral()
    assert "off: each turn begins with Roll" in str(shown.embeds)
    handle = await emu.slash("yacht auto-roll", user="alice", channel="dice",
                             options={"auto_roll": "on"})
    assert (await handle.ephemeral()).content == (
        "I will roll the dice for you when your turn begins: you start from your first roll.")
    msg = await two_players(rolling)
    msg, _, rules = await board(rolling, msg)
    assert rules.roll_number == 1  # Alice chose it
    await score_best(rolling, msg, "alice")
    msg, _, rules = await board(rolling, msg)
    assert rules.roll_number == 0 and "Roll" in labels(msg)  # Bob goes by the server
    # Alice gives the choice back to the server: her next turn waits for Roll too.
    handle = await emu.slash("yacht auto-roll", user="alice", channel="dice",
                             options={"auto_roll": "auto"})
    assert (await handle.ephemeral()).content == (
        "Each server decides whether I make the first roll of your turns for you.")
    msg = await press(emu, msg, "Roll", "bob")
    await score_best(rolling, msg, "bob")
    msg, _, rules = await board(rolling, msg)
    assert rules.roll_number == 0 and "Roll" in labels(msg)


async def test_a_bad_choice_is_refused_and_changes_nothing(rolling):
    emu, bot = rolling.emu, rolling.bot
    await (await emu.slash("yacht auto-roll", user="bob", channel="dice",
                           options={"auto_roll": "off"})).ephemeral()
    # A hand-made client's value (Discord's own offers only the choices).
    channel, user = emu.channel("dice"), emu.user("bob")
    data, owners = emu._command_data("yacht auto-roll", channel, user, {"auto_roll": "on"})
    data["options"][0]["options"][0]["value"] = "sideways"
    handle = emu._dispatch_interaction(2, data, user, channel, owners=owners)
    reply = await handle.ephemeral()
    assert reply.content == "Auto-roll can be on, off, or auto, not “sideways”.", reply.content
    assert await bot.games.repo.get_user_switch("auto_roll", int(emu.bob.id)) is False


def rolls_logged(moves: list) -> list[str]:
    """Who made each logged roll: `auto` or `player`."""
    return [("auto" if '"by":"auto"' in m.entry else "player") for m in moves
            if '"action":"roll"' in m.entry]


async def test_a_roll_pressed_as_the_auto_roll_lands_shows_the_rolled_board(rolling):
    """The race between a turn's end and its auto-roll, both ways. The roll lands first,
    then the press drawn before it (the board showed Roll for that moment): the press is
    answered with the rolled board, no refusal, no second roll. The press lands first:
    it rolls, and the auto-roll arriving after it rolls nothing."""
    emu, bot = rolling.emu, rolling.bot
    msg = await two_players(rolling)
    msg, record, rules = await board(rolling, msg)  # alice's turn: rolled already
    assert rules.roll_number == 1 and rolls_logged(await bot.games.game_moves(record.id)) \
        == ["auto"]
    began = record.version - 1  # the version whose board showed Roll
    late = await raw_click(emu, msg, encode(record.id, began, "roll"), "alice")
    assert (await late.response()).type == 7  # the board, not a refusal
    msg, after, rules = await board(rolling, msg)
    assert after.version == record.version and rules.roll_number == 1  # rolled once
    assert all(f":{record.version}:" in b["custom_id"] for b in msg.buttons), msg.buttons
    assert rolls_logged(await bot.games.game_moves(record.id)) == ["auto"]
    # The same old press by someone whose turn it is not is what it was: out of date.
    other = await raw_click(emu, msg, encode(record.id, began, "roll"), "bob")
    assert await refused(emu, other) == EN("refusal-stale")

    # The press first: bob's auto-roll is held back until alice's score and his press
    # of the Roll it showed have landed.
    gate = asyncio.Event()
    real = bot.games.auto_roll_turn

    async def after_the_press(game_id: int, version: int):
        await gate.wait()
        return await real(game_id, version)

    bot.games.auto_roll_turn = after_the_press
    handle = await emu.select(msg, score_select(msg)["custom_id"], ["chance"], user="alice")
    assert (await handle.response()).type == 7
    msg = emu.message(msg.id)
    assert "Roll" in labels(msg)  # the moment between the turn's end and its roll
    msg = await press(emu, msg, "Roll", "bob")
    gate.set()
    msg, record, rules = await board(rolling, msg)
    assert rules.roll_number == 1 and record.seat_of_key(rules.current_player).user_id \
        == int(emu.bob.id)
    assert rolls_logged(await bot.games.game_moves(record.id)) == ["auto", "player"]


async def test_a_restart_between_a_turn_and_its_roll_rolls_it_exactly_once(table):
    """A process that died after committing the move that began a turn, before its
    auto-roll: the restore rolls it, once, however often it runs; a game restored after
    its roll rolls nothing more."""
    bot = table.bot
    msg = await two_players(table)  # this bot rolls for nobody: Alice's turn waits
    msg, record, rules = await board(table, msg)
    assert rules.roll_number == 0
    bot.games.auto_roll = True  # the next process does
    for _ in range(3):
        assert await bot.table.restore(record.id)
    msg, after, rules = await board(table, msg)
    assert after.version == record.version + 1 and rules.roll_number == 1
    assert "Roll" not in labels(msg)
    moves = await bot.games.game_moves(record.id)
    assert len([m for m in moves if '"by":"auto"' in m.entry]) == 1
    assert await bot.table.restore(record.id)
    _, again, _ = await board(table, msg)
    assert again.version == after.version


async def test_after_a_timeout_or_a_computer_the_next_turn_begins_rolled(rolling):
    """Every way a person's turn begins: a turn played for an absent player hands on to a
    rolled turn, whose timeout counts from its roll; so does a computer's turn."""
    emu, bot = rolling.emu, rolling.bot
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"turn_timeout": 1})
    await handle.ephemeral()
    msg = await open_lobby(emu, "yacht", bots=("easy",))  # Alice, Bob, a computer
    msg = await press(emu, msg, "Start", "alice")
    msg, record, rules = await board(rolling, msg)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)
    assert rules.roll_number == 1
    assert await bot.timeouts.sweep(now=record.updated_at + 61) == 1  # Alice was away
    msg, record, rules = await board(rolling, msg)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.bob.id)
    assert rules.roll_number == 1 and "Roll" not in labels(msg)
    moves = await bot.games.game_moves(record.id)
    assert '"by":"auto"' in moves[-1].entry  # the version the turn's clock runs from
    assert record.human_turn == record.version
    assert await bot.timeouts.sweep(now=record.updated_at + 59) == 0
    await score_best(rolling, msg, "bob")
    await settled(bot, record.id)  # the computer's turn
    msg, record, rules = await board(rolling, msg)
    assert record.seat_of_key(rules.current_player).user_id == int(emu.alice.id)
    assert rules.roll_number == 1 and "Roll" not in labels(msg)


async def test_a_daily_begins_each_turn_rolled_in_its_private_message(rolling):
    """A daily has no board a step could edit: its first turn is rolled as it opens,
    the next ones as the answer of the click that ended the turn before."""
    emu, bot = rolling.emu, rolling.bot
    handle = await emu.slash("yacht daily", user="bob", channel="dice")
    msg = await handle.ephemeral()
    assert any(label.startswith("Roll (2 left)") for label in labels(msg)), labels(msg)
    assert "Roll" not in labels(msg)
    (menu,) = [s for s in msg.selects if s["custom_id"].endswith(":score")]
    handle = await emu.select(msg, menu["custom_id"], [menu["options"][0]["value"]],
                              user="bob")
    assert (await handle.response()).type == 7
    await bot.table.idle()
    msg = emu.message(msg.id)
    game_id = int(msg.buttons[0]["custom_id"].split(":")[2])
    _, rules = await bot.games.load(game_id)
    assert rules.turns_played == 1 and rules.roll_number == 1
    assert any(label.startswith("Roll (2 left)") for label in labels(msg)), labels(msg)
    assert '"by":"auto"' in (await bot.games.game_moves(game_id))[-1].entry
