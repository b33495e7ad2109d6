"""Hint, Review and Rematch through the emulator: what each player privately reads."""

from __future__ import annotations

import json
import re
import threading

import pytest

import bot.service.coach
from bot.ai import finals
from bot.ai import tables as ai_tables
from bot.rules import variant_ids
from tests.support.table_helpers import (
    button_id,
    open_lobby,
    play_to_the_end,
    press,
    raw_click,
    refused,
    score_select,
    settled,
)


def game_id_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


@pytest.mark.parametrize("kind", variant_ids())
async def test_hint_during_play_and_review_after(table, kind, monkeypatch):
    emu = table.emu
    # the tables of the chances kept out: the hint of this table of three counts in points
    # (tests/service/test_coach.py has it in chances once they are in)
    monkeypatch.setattr(finals, "_loaded", {})
    monkeypatch.setattr(table.bot.coach, "build_chances", lambda record: None)
    monkeypatch.setattr(table.bot.chances, "warm", lambda record: None)
    if kind != "5000":
        ai_tables.load_or_build(kind, {}, table.bot.settings.data_dir)
    if kind == "5000":
        table.dice.push(1, 1, 1, 2, 3)  # 1000 on the first roll: bank or roll on
    else:
        table.dice.push(5, 5, 2, 5, 3)
    msg = await open_lobby(emu, kind, bots=("optimal",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    # Bob asks during Alice's turn: a private refusal, and nothing changes.
    before = emu.message(msg.id).text
    handle = await emu.click(msg, button_id(msg, "Hint"), user="bob")
    assert "whose turn it is" in await refused(emu, handle)
    assert emu.message(msg.id).text == before
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    hint = await handle.ephemeral()
    text = hint.text
    # Words first, then the runner-up and whether it matters, then the numbers.
    if kind == "5000":
        assert "**Bank your 1,100 points.**" in text
        assert "Runner-up: Roll the 2 dice left." in text
        assert "Clearly best:" in text
        assert "Points you can expect to bank this turn: 1,100.0 with this choice" in text
    else:
        assert "**Keep the three 5s and roll two dice.**" in text
        assert "Runner-up: " in text
        assert "Expected final score: " in text
    assert [b["label"] for b in hint.buttons] == ["Apply"]
    record, _rules, final = await play_to_the_end(table, emu.message(msg.id))
    assert record.status == "finished"
    assert "Hints were used" in final.text
    handle = await emu.click(final, button_id(final, "Review"), user="alice")
    review = (await handle.ephemeral()).text
    assert "**Final score: " in review and "Accuracy" in review and "In figures: " in review
    assert "+ -" not in review and "+ −" not in review and "open:" not in review
    assert ("turns would have banked" in review) == (kind == "5000")
    print(text, review, sep="\n")
    handle = await emu.click(final, button_id(final, "Review"), user="carol")
    assert "not seated" in await refused(emu, handle)


async def test_a_slow_hint_is_acknowledged_within_discords_3_s(table, monkeypatch):
    """The first advice of a process, or one worked out beside a table build, can take
    seconds on a busy machine: the click is acknowledged in time, the hint follows."""
    emu = table.emu
    done = threading.Event()
    real = bot.service.coach.advise

    def slow(game, exact, levels):
        done.wait(60)
        return real(game, exact, levels)

    monkeypatch.setattr(bot.service.coach, "advise", slow)
    msg = await open_lobby(emu, "classic", joiners=(), bots=())  # solo: a hint in points
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    try:
        assert (await handle.response()).type == 5  # "thinking", privately
    finally:
        emu.clock.advance(3.5)  # Discord's 3 s are over ...
        done.set()  # ... when the advice is ready
    hint = await handle.ephemeral()
    assert hint.ephemeral and "Expected final score" in hint.text


async def test_rematch_reseats_the_table_and_each_player_confirms_with_one_click(table):
    emu = table.emu
    msg = await open_lobby(emu, "generala", bots=("optimal", "easy"),
                           options={"rules": "served_bonus=10"})
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    pinged_before = len(emu.pings())
    handle = await emu.click(final, button_id(final, "Rematch"), user="bob")
    lobby = await handle.reply()
    assert not lobby.ephemeral
    # One message pings the rest of the table (Alice, the host) and nobody else.
    assert f"<@{emu.alice.id}>" in lobby.texts[0]
    assert [m.id for m in emu.pings()[pinged_before:]] == [lobby.id]
    assert emu.message_store[lobby.id].notified == (emu.alice.id,)
    assert lobby.texts[1] == "### Generala — lobby"
    record, _ = await table.bot.games.load(game_id_of(lobby))
    assert record.options == {**record.options, "served_bonus": 10}
    # The same seats in the same order, the same host; Bob clicked, so he is in already.
    assert record.host_id == int(emu.alice.id)
    assert [(s.user_id, s.level, s.invited) for s in record.seats] == [
        (int(emu.alice.id), None, False), (int(emu.bob.id), None, False),
        (None, "optimal", False), (None, "easy", False)]
    # Only players of the finished game may ask for its rematch.
    handle = await emu.click(final, button_id(final, "Rematch"), user="carol")
    assert "not seated" in await refused(emu, handle)


async def test_invited_players_confirm_and_the_host_starts_with_whoever_confirmed(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=("bob", "carol"), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    handle = await emu.click(final, button_id(final, "Rematch"), user="alice")
    lobby = await handle.reply()
    assert set(emu.message_store[lobby.id].notified) == {emu.bob.id, emu.carol.id}
    game_id = game_id_of(lobby)
    record, _ = await table.bot.games.load(game_id)
    assert [s.invited for s in record.seats] == [False, True, True, False]
    assert "(invited, not confirmed yet)" in emu.dump(lobby.id)
    # A stranger's confirm is refused privately and changes nothing.
    handle = await emu.click(lobby, button_id(lobby, "I'm in"), user="admin")
    assert "invited back" in await refused(emu, handle)
    lobby = await press(emu, lobby, "I'm in", "bob")  # one click
    record, _ = await table.bot.games.load(game_id)
    assert [s.invited for s in record.seats] == [False, False, True, False]
    # A second confirm changes nothing.
    handle = await emu.click(lobby, button_id(lobby, "I'm in"), user="bob")
    assert "already seated" in await refused(emu, handle)
    # The channel has a lobby again: a second rematch is refused, privately.
    handle = await emu.click(final, button_id(final, "Rematch"), user="carol")
    assert "already has a game" in await refused(emu, handle)
    # Only the host starts; Carol never confirmed, so the game goes on without her.
    handle = await emu.click(lobby, button_id(lobby, "Start"), user="bob")
    assert "host" in await refused(emu, handle)
    await press(emu, emu.message(lobby.id), "Start", "alice")
    record, _ = await table.bot.games.load(game_id)
    assert record.status == "playing"
    assert [(s.user_id, s.level) for s in record.seats] == [
        (int(emu.alice.id), None), (int(emu.bob.id), None), (None, "easy")]


async def test_a_rematch_asked_by_a_guest_names_them_and_sends_nobody_seated_to_join(table):
    """Bob (not the host) asks: the lobby says Bob asked, Alice (the host) is told to
    Start, Bob that he is in; nobody seated is sent to Join, and Alice's Start plays."""
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=("bob",), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    lobby = await (await emu.click(final, button_id(final, "Rematch"), user="bob")).reply()
    alice, bob = (f"<@{u.id}>" for u in (emu.alice, emu.bob))
    assert lobby.texts[0] == (
        f"🔁 {bob} asked for a rematch with the same table. {bob}: you're in. "
        f"{alice}: you're in and you host, so press **Start** when the table is ready.")
    assert "Join" not in lobby.texts[0] and "opened by" not in lobby.texts[0]
    assert emu.message_store[lobby.id].notified == (emu.alice.id,)
    record, _ = await table.bot.games.load(game_id_of(lobby))
    assert record.host_id == int(emu.alice.id)
    assert [s.invited for s in record.seats] == [False, False, False]
    assert "I'm in" not in [b["label"] for b in lobby.buttons]  # nothing to confirm
    # Bob's Start is refused privately and changes nothing; Alice's starts the game.
    handle = await emu.click(lobby, button_id(lobby, "Start"), user="bob")
    assert "host" in await refused(emu, handle)
    assert (await table.bot.games.load(record.id))[0].status == "lobby"
    await press(emu, emu.message(lobby.id), "Start", "alice")
    record, _ = await table.bot.games.load(record.id)
    assert record.status == "playing"
    assert [s.user_id for s in record.seats] == [int(emu.alice.id), int(emu.bob.id), None]


async def test_a_rematch_lobby_tells_the_invited_to_confirm_and_the_host_to_start(table):
    emu = table.emu
    msg = await open_lobby(emu, "yacht", joiners=("bob", "carol"), bots=())
    msg = await press(emu, msg, "Start", "alice")
    _record, _rules, final = await play_to_the_end(table, msg)
    lobby = await (await emu.click(final, button_id(final, "Rematch"), user="carol")).reply()
    alice, bob, carol = (f"<@{u.id}>" for u in (emu.alice, emu.bob, emu.carol))
    assert lobby.texts[0] == (
        f"🔁 {carol} asked for a rematch with the same table. {carol}: you're in. "
        f"{bob}: press **I'm in** to take your seat. "
        f"{alice}: you're in and you host, so press **Start** when the table is ready.")


async def test_a_server_can_turn_hints_off(table):
    emu = table.emu
    handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                             options={"hints": "off"})
    shown = await handle.ephemeral()
    assert {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}["Hints"] == "off"
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    handle = await emu.click(msg, button_id(msg, "Hint"), user="alice")
    assert await refused(emu, handle) == "Hints are turned off on this server."
    assert "Hints were used" not in emu.message(msg.id).text


# -- the hint's Apply ---------------------------------------------------------------------


def game_state(rules) -> dict:
    return json.loads(rules.to_json())


def without_ids(text: str) -> str:
    """The text with what differs between two games of the same dice taken out: game
    numbers and each game's own dice commitment."""
    return re.sub(r"[0-9a-f]{64}", "SHA", re.sub(r"#\d+", "#N", text))


async def hint_in(emu, msg, user: str):
    handle = await emu.click(msg, button_id(msg, "Hint"), user=user)
    return await handle.ephemeral()


def apply_arg(hint) -> str:
    (button,) = hint.buttons
    assert button["label"] == "Apply"
    return button["custom_id"].split(":", 4)[4]


async def by_hand(table, msg, arg: str, user: str):
    """The clicks a player makes for the hint's best choice: hold exactly the kept faces
    on the game message (die buttons), then Roll; or pick the box in the Score menu."""
    emu, bot = table.emu, table.bot
    game_id = game_id_of(msg)
    action, _, rest = arg.partition("_")
    if action == "score":
        select = score_select(msg)
        handle = await emu.select(msg, select["custom_id"], [rest], user=user)
        assert (await handle.response()).type == 7
        return emu.message(msg.id)
    _, rules = await bot.games.load(game_id)
    wanted, hold = [int(c) for c in rest], set()
    for value in wanted:
        hold.add(next(i for i, v in enumerate(rules.dice) if v == value and i not in hold))
    for i in sorted(hold.symmetric_difference(rules.held)):
        record, _ = await bot.games.load(game_id)
        msg = await press(emu, msg, f"y:{game_id}:{record.version}:hold:{i}", user)
    return await press(emu, msg, "Roll", user)


async def test_apply_plays_the_best_choice_exactly_as_its_clicks_would(table):
    """Two games, the same dice: in one the player presses Apply on each private hint, in
    the other clicks the same choice on the game message (holds and Roll, then the Score
    menu). The games end up the same: dice, holds, score sheet, move log, message."""
    emu, bot = table.emu, table.bot
    ai_tables.load_or_build("yacht", {}, bot.settings.data_dir)
    games = {}
    for channel in ("dice", "general"):
        msg = await open_lobby(emu, "yacht", channel=channel, bots=())
        games[channel] = await press(emu, msg, "Start", "alice")
    landing = [(5, 5, 2, 5, 3), (6, 1, 4, 2, 3), (5, 2, 6, 6, 1)]
    for step, dice in enumerate(landing):
        # the same dice land in both games, in turn
        for channel in ("dice", "general"):
            msg = games[channel]
            if step == 0:
                table.dice.push(*dice)
                games[channel] = await press(emu, msg, "Roll", "alice")
                continue
            hint = await hint_in(emu, msg, "alice")
            arg = apply_arg(hint)
            assert arg.startswith("keep_")
            table.dice.push(*dice[:5 - len(arg) + len("keep_")])
            if channel == "dice":
                handle = await emu.click(hint, apply_arg_button(hint), user="alice")
                assert (await handle.response()).type == 7  # the hint closes, privately
                done = emu.message(hint.id)
                assert done.content.startswith("✅ Done") and not done.buttons
                record, _ = await settled(bot, game_id_of(msg))
                games[channel] = await shown_at(emu, msg, record.version)
            else:
                games[channel] = await by_hand(table, msg, arg, "alice")
    # the third hint: no rolls left, so the best choice is a box
    for channel in ("dice", "general"):
        msg = games[channel]
        hint = await hint_in(emu, msg, "alice")
        assert apply_arg(hint).startswith("score_")
        if channel == "dice":
            handle = await emu.click(hint, apply_arg_button(hint), user="alice")
            assert (await handle.response()).type == 7
        else:
            await by_hand(table, msg, apply_arg(hint), "alice")
    states, logs, shown = [], [], []
    for channel in ("dice", "general"):
        game_id = game_id_of(games[channel])
        record, rules = await settled(bot, game_id)
        states.append(game_state(rules))
        logs.append([{**json.loads(row.entry), "version": 0}
                     for row in await bot.games.game_moves(game_id)])
        msg = await shown_at(emu, games[channel], record.version)
        # The card between title and footer, without the chances line: the chances are
        # worked out after the move and drawn when ready, in either game first (the states,
        # compared above, are what they are computed from).
        card = [line for line in "\n".join(msg.texts[1:-1]).splitlines()
                if not line.startswith("🎯")]
        shown.append(without_ids("\n".join(card)))
    assert states[0]["cards"][0] and states[0] == states[1]
    assert len(logs[0]) == 4 and logs[0] == logs[1]
    assert shown[0] == shown[1]
    assert "scored" in shown[0]


async def shown_at(emu, msg, version: int):
    """The game message once it is drawn at `version` (the Apply redraws it through
    the channel, in the background)."""
    return await emu.wait_for_message(
        lambda m: m.id == msg.id and bool(m.buttons)
        and m.buttons[0]["custom_id"].split(":")[2] == str(version))


def apply_arg_button(hint) -> str:
    (button,) = hint.buttons
    return button["custom_id"]


async def test_a_stale_or_foreign_apply_is_refused_and_changes_nothing(table):
    emu, bot = table.emu, table.bot
    ai_tables.load_or_build("yacht", {}, bot.settings.data_dir)
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    table.dice.push(5, 5, 2, 5, 3)
    msg = await press(emu, msg, "Roll", "alice")
    hint = await hint_in(emu, msg, "alice")
    game_id = game_id_of(msg)
    before = game_state((await bot.games.load(game_id))[1])
    # Someone else's click on it (a forged interaction: Discord shows the hint to Alice
    # only): refused privately, nothing changes.
    for user, why in (("bob", "not your turn"), ("carol", "not seated")):
        handle = await raw_click(emu, hint, apply_arg_button(hint), user)
        assert why in await refused(emu, handle)
        assert game_state((await bot.games.load(game_id))[1]) == before
    # The game moves on (Alice rolls again on the game message): the hint is stale.
    msg = await press(emu, msg, "Roll", "alice")
    moved = game_state((await bot.games.load(game_id))[1])
    handle = await emu.click(hint, apply_arg_button(hint), user="alice")
    assert "out of date" in await refused(emu, handle)
    assert game_state((await bot.games.load(game_id))[1]) == moved
    # A forged argument (dice she does not have) is refused too.
    record, _ = await bot.games.load(game_id)
    for arg in ("keep_666", "keep_1234567", "score_nonbox", "bank", "explode"):
        handle = await raw_click(emu, hint, f"y:{game_id}:{record.version}:apply:{arg}",
                                 "alice")
        assert await refused(emu, handle)
        assert game_state((await bot.games.load(game_id))[1]) == moved


async def test_a_hold_on_the_same_roll_leaves_the_hint_valid(table):
    """A hold changes no die (issue 18: holds on one roll never stale each other): the
    hint still speaks of the dice shown, and Apply keeps exactly its faces."""
    emu, bot = table.emu, table.bot
    ai_tables.load_or_build("yacht", {}, bot.settings.data_dir)
    msg = await open_lobby(emu, "yacht", bots=())
    msg = await press(emu, msg, "Start", "alice")
    table.dice.push(5, 5, 2, 5, 3)
    msg = await press(emu, msg, "Roll", "alice")
    hint = await hint_in(emu, msg, "alice")
    arg = apply_arg(hint)
    assert arg.startswith("keep_")
    msg = await press(emu, msg, button_id_of_die(msg, 2), "alice")  # holds the two
    table.dice.push(1, 1, 1, 1, 1)
    handle = await emu.click(hint, apply_arg_button(hint), user="alice")
    assert (await handle.response()).type == 7
    _record, rules = await bot.games.load(game_id_of(msg))
    assert rules.roll_number == 2
    kept = sorted(rules.dice[i] for i in rules.held)
    assert kept == sorted(int(c) for c in arg.removeprefix("keep_"))


def button_id_of_die(msg, index: int) -> str:
    return next(b["custom_id"] for b in msg.buttons if b["custom_id"].endswith(f":hold:{index}"))


async def test_apply_banks_a_5000_turn_exactly_as_the_bank_button_would(table):
    """5000's hint: bank or roll on. Apply on "Bank your 1,100 points" and a click on Bank
    leave two games with the same dice the same: points banked, move log, message."""
    emu, bot = table.emu, table.bot
    games = {}
    for channel in ("dice", "general"):
        msg = await open_lobby(emu, "5000", channel=channel, bots=())
        msg = await press(emu, msg, "Start", "alice")
        table.dice.push(1, 1, 1, 2, 3)
        games[channel] = await press(emu, msg, "Roll", "alice")
    hint = await hint_in(emu, games["dice"], "alice")
    assert "**Bank your 1,100 points.**" in hint.text and apply_arg(hint) == "bank"
    handle = await emu.click(hint, apply_arg_button(hint), user="alice")
    assert (await handle.response()).type == 7
    assert apply_arg(await hint_in(emu, games["general"], "alice")) == "bank"  # hints used
    await press(emu, games["general"], "Bank", "alice")
    states, logs, shown = [], [], []
    for channel in ("dice", "general"):
        game_id = game_id_of(games[channel])
        record, rules = await settled(bot, game_id)
        states.append(game_state(rules))
        logs.append([{**json.loads(row.entry), "version": 0}
                     for row in await bot.games.game_moves(game_id)])
        msg = await shown_at(emu, games[channel], record.version)
        # The card between title and footer, without the chances line: the chances are
        # worked out after the move and drawn when ready, in either game first (the states,
        # compared above, are what they are computed from).
        card = [line for line in "\n".join(msg.texts[1:-1]).splitlines()
                if not line.startswith("🎯")]
        shown.append(without_ids("\n".join(card)))
    assert sorted(rules.totals.values()) == [0, 1100] and [e["action"] for e in logs[0]] == [
        "roll", "bank"]
    assert states[0] == states[1] and logs[0] == logs[1] and shown[0] == shown[1]
