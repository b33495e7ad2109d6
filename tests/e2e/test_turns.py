"""Turns that reach the players, played through the emulator: two people and a computer
seat, every version of the board read as the players saw it."""

from __future__ import annotations

import pytest

from tests.emulator import text_dump
from tests.emulator.driver import Msg
from tests.emulator.store import StoredMessage
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    pings_sent,
    play_to_the_end,
    press,
    score_select,
    user_names,
)


def versions(emu, msg) -> list[Msg]:
    """Every version of a message as it was shown, oldest first."""
    stored = emu.message_store[msg.id]
    shown = []
    for payload in [*stored.history, stored.payload()]:
        snapshot = StoredMessage(**{**stored.__dict__, "history": []})
        snapshot.content = payload.get("content", "")
        snapshot.embeds = payload.get("embeds", [])
        snapshot.components = payload.get("components", [])
        snapshot.flags = payload.get("flags", 0)
        shown.append(Msg.of(snapshot))
    return shown


def controls(msg: Msg) -> list[dict]:
    return [*msg.buttons, *msg.selects]


def check_boards(emu, msg) -> None:
    """Every version of the board: none shown during a computer's turn has an enabled
    control or invites a click, and each says the computer is thinking; a person's turn
    has controls to use."""
    names = {str(k): v for k, v in user_names(emu).items()}
    computer_turns = human_turns = 0
    for shown in versions(emu, msg):
        text = text_dump(shown, names)
        if "Turn:** 🤖" in text:
            computer_turns += 1
            assert "🤖 Computer 3 (easy) is thinking…" in text, text
            assert controls(shown) and not any(
                not c.get("disabled", False) for c in controls(shown)), text
            assert "Press **Roll**" not in text
        elif "Turn:**" in text:
            human_turns += 1
            assert "thinking" not in text, text
            assert any(not c.get("disabled", False) for c in controls(shown)), text
    assert computer_turns and human_turns


def check_final_totals(record, rules, final) -> None:
    """The end names every seat with its final total, best first."""
    final_text = text_dump(final)
    totals = rules.totals
    for key in sorted(totals, key=lambda k: -totals[k]):
        seat = record.seat_of_key(key)
        who = f"<@{seat.user_id}>" if seat.user_id else "Computer 3 (easy)"
        line = next(line for line in final_text.splitlines() if who in line and ". " in line)
        assert line.rstrip().endswith(f"— {totals[key]:,}"), line


@pytest.mark.parametrize("kind", ["yacht", "5000"])
async def test_no_board_shown_during_a_computer_turn_invites_a_click(table, kind):
    emu = table.emu
    msg = await open_lobby(emu, kind, bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    record, rules, final = await play_to_the_end(table, msg)
    check_boards(emu, msg)
    check_final_totals(record, rules, final)


async def grace(emu, seconds: int) -> None:
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"ping_grace": seconds})
    await handle.ephemeral()


async def test_two_people_and_a_computer_every_turn_handed_to_a_person_pings_them(table):
    """The issue's "done when": grace 0, two people and a computer seat."""
    emu = table.emu
    await grace(emu, 0)
    msg = await open_lobby(emu, "yacht", bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    names = user_names(emu)
    expected = {"alice": 0, "bob": 0}
    last = {"player": None}

    async def before_turn(record, rules):
        player = rules.current_player
        if player != last["player"]:
            user = names[record.seat_of_key(player).user_id]
            if last["player"] is not None:  # a turn handed on (the first one is not)
                expected[user] += 1
                await emu.changed.wait_for(
                    lambda: len(emu.pings(user)) >= expected[user] or None, 30,
                    f"{user}'s ping")
            last["player"] = player

    record, rules, final = await play_to_the_end(table, msg, before_turn=before_turn)
    assert record.status == "finished"
    check_boards(emu, msg)
    check_final_totals(record, rules, final)
    # 13 rounds: Alice's first turn opens the game, every other human turn follows another
    # seat's (Bob follows Alice, Alice follows the computer).
    assert expected == {"alice": 12, "bob": 13}
    assert {u: len(emu.pings(u)) for u in expected} == expected  # once per turn, no more
    link = f"https://discord.com/channels/{emu.guild.id}/{emu.dice.id}/{msg.id}"
    for user in expected:
        for ping in emu.pings(user):
            # Only that user is notified (allowed_mentions), with a jump link to the board.
            assert emu.message_store[ping.id].notified == (emu.user(user).id,)
            assert ping.content == (f"<@{emu.user(user).id}>, your turn in Yacht "
                                    f"#{record.id}: {link}"), ping.content
            assert not ping.ephemeral
    # Sent as follow-ups of the game's interactions (not against the global budget).
    assert all(p.interaction_id for p in emu.pings())
    # /yacht help answers privately; a rematch re-seats everyone.
    assert (await (await emu.slash("yacht help", user="bob", channel="dice")).ephemeral()
            ).ephemeral
    lobby = await (await emu.click(final, button_id(final, "Rematch"), user="bob")).reply()
    again, _ = await table.bot.games.load(int(lobby.buttons[0]["custom_id"].split(":")[1]))
    assert [(s.user_id, s.level) for s in again.seats] == [
        (s.user_id, s.level) for s in record.seats]
    assert again.host_id == record.host_id


async def test_no_ping_alone_with_computers_nor_for_a_player_who_opted_out(table):
    emu = table.emu
    await grace(emu, 0)
    handle = await emu.slash("yacht pings", user="bob", channel="dice",
                             options={"pings": "off"})
    assert (await handle.ephemeral()).content == \
        "I will not ping you when a turn passes to you."
    msg = await open_lobby(emu, "5000", bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    names = user_names(emu)
    seen = {"player": None}

    async def before_turn(record, rules):
        player = rules.current_player
        if seen["player"] is not None and player != seen["player"] and \
                names[record.seat_of_key(player).user_id] == "alice":
            await emu.changed.wait_for(lambda: bool(emu.pings("alice")) or None, 30,
                                       "alice's ping")
        seen["player"] = player

    await play_to_the_end(table, msg, before_turn=before_turn)
    assert emu.pings("alice") and not emu.pings("bob")
    # Alone with a computer: nobody is pinged.
    before = len(emu.pings())
    solo = await open_lobby(emu, "yacht", joiners=(), bots=("easy",), channel="general")
    solo = await press(emu, solo, "Start", "alice")
    await play_to_the_end(table, solo)
    await pings_sent(table.bot)
    assert len(emu.pings()) == before


async def test_a_player_who_acts_within_the_grace_is_not_pinged(table):
    emu = table.emu
    await grace(emu, 1)
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()
    msg = emu.message(msg.id)
    msg = await press(emu, msg, "Roll", "bob")  # Bob's turn began: he acts at once
    await pings_sent(table.bot)  # his timer ran out
    assert not emu.pings()
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="bob")
    await handle.response()
    # Alice does not act: after the grace, she is pinged, once.
    await pings_sent(table.bot)
    assert [emu.message_store[p.id].notified for p in emu.pings()] == [(emu.alice.id,)]


async def test_help_answers_privately_in_the_readers_language(table):
    emu = table.emu
    emu.set_locale("bob", "es-ES")
    handle = await emu.slash("yacht help", user="bob", channel="dice")
    reply = await handle.ephemeral()
    assert reply.ephemeral
    text = reply.embeds[0]["description"]
    assert reply.embeds[0]["title"] == "Cómo se juega"
    assert "`/yacht empezar`" in text and "`/yacht avisos`" in text
    assert "**Me sumo**" in text and "**Revancha**" in text
    assert "sin pistas" in text  # skill rankings: solo and daily games without hints
    # Every command as Bob's Spanish client shows it: as text, nothing to click.
    assert "</yacht" not in text
    # An English client shows the default names: each command is a mention to click.
    english = await (await emu.slash("yacht help", user="alice", channel="dice")).ephemeral()
    listed = english.embeds[0]["description"]
    ids = table.bot.command_ids
    assert f"</yacht start:{ids['yacht']}>" in listed
    assert f"</yacht-settings:{ids['yacht-settings']}>" in listed
    assert "`/yacht start`" not in listed and "`/yacht" not in listed


async def test_a_turn_timeout_shows_its_deadline_on_a_persons_turn(table):
    import re

    emu = table.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"turn_timeout": 5, "pings": False, "ping_grace": 30})
    fields = {f["name"]: f["value"] for f in (await handle.ephemeral()).embeds[0]["fields"]}
    assert fields["Turn pings"] == "off"
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    record, _ = await table.bot.games.load(int(msg.buttons[0]["custom_id"].split(":")[1]))
    found = re.search(r"⏳ This turn times out <t:(\d+):R>\.", emu.dump(msg.id))
    assert found and abs(int(found[1]) - (record.updated_at + 300)) <= 1
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"pings": True})
    fields = {f["name"]: f["value"] for f in (await handle.ephemeral()).embeds[0]["fields"]}
    assert fields["Turn pings"] == "on, after 30 seconds"


async def test_a_ping_after_the_tokens_15_minutes_goes_to_the_channel(table):
    emu = table.emu
    await grace(emu, 1)
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    select = score_select(msg)
    handle = await emu.select(msg, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()
    emu.clock.advance(16 * 60)  # every interaction token of the game has expired
    await pings_sent(table.bot)
    (ping,) = emu.pings("bob")
    assert ping.interaction_id is None and ping.channel_id == emu.dice.id
    assert emu.message_store[ping.id].notified == (emu.bob.id,)
