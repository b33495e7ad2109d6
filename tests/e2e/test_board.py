"""The board as players meet it: a Components V2 card, holds that do not stale each
other, a face kept and rolled in one tap, a box scored in one tap, an old embed
message upgraded by its first click after the deploy."""

from __future__ import annotations

from bot.text import texts_for
from tests.emulator.validation import IS_COMPONENTS_V2
from tests.support.table_helpers import button_id, open_lobby, press, raw_click, refused

EN = texts_for("en")


async def rolled_yacht(table, dice=(5, 5, 2, 5, 1)):
    """A solo Yacht game (and an easy seat) after alice's first roll of `dice`."""
    table.dice.push(*dice)
    msg = await open_lobby(table.emu, "yacht", joiners=(), bots=("easy",))
    msg = await press(table.emu, msg, "Start", "alice")
    assert msg.v2 and not msg.embeds and not msg.content
    return await press(table.emu, msg, "Roll", "alice")


def game_id(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


async def test_board_lobby_and_end_are_components_v2(table):
    emu = table.emu
    handle = await emu.slash("yacht start", user="bob", channel="general",
                             options={"game": "yacht"})
    lobby = await handle.reply()
    assert lobby.flags & IS_COMPONENTS_V2 and lobby.embeds == [] and lobby.content == ""
    assert lobby.texts[0] == "### Yacht — lobby"
    msg = await rolled_yacht(table)
    text = msg.body
    assert "## ⚄  ⚄  ⚁  ⚄  ⚀" in text  # the dice once, large
    assert "rolled" not in text
    assert [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]] == \
        ["⚄ ×3", "⚁ ×1", "⚀ ×1"]


async def test_two_holds_clicked_quickly_on_the_same_roll_both_apply(table):
    emu = table.emu
    msg = await rolled_yacht(table)
    first = await emu.click(msg, msg.buttons[0]["custom_id"], user="alice")  # die 1
    second = await emu.click(msg, msg.buttons[2]["custom_id"], user="alice")  # die 3, same view
    assert (await first.response()).type == 7 and (await second.response()).type == 7
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.held == (0, 2)
    # A Roll drawn before those holds still rolls (nothing but holds lay between).
    roll = await raw_click(emu, msg, button_id(msg, "Roll"), "alice")
    assert (await roll.response()).type == 7
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.roll_number == 2 and (rules.dice[0], rules.dice[2]) == (5, 2)


async def test_a_control_drawn_before_the_roll_is_stale(table):
    emu = table.emu
    msg = await rolled_yacht(table)
    old_hold = msg.buttons[0]["custom_id"]
    await press(emu, msg, "Roll", "alice")  # a new roll: old holds are stale
    handle = await raw_click(emu, msg, old_hold, "alice")
    assert await refused(emu, handle) == EN("refusal-stale")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.held == () and rules.roll_number == 2


async def test_a_face_is_kept_and_the_rest_rolled_in_one_tap(table):
    emu = table.emu
    msg = await rolled_yacht(table)
    table.dice.push(5, 3)
    msg = await press(emu, msg, "⚄ ×3", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.roll_number == 2 and rules.held == (0, 1, 3)
    assert rules.dice == (5, 5, 5, 5, 3)
    assert "**Held:** ⚄ ⚄ ⚄" in msg.body  # held dice as faces
    assert [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]] == ["⚄ ×4", "⚂ ×1"]


async def test_two_pairs_and_a_straight_draw_are_kept_in_one_tap(table):
    """Keeps of several faces come from the dice alone: two pairs, then a straight draw;
    each holds exactly those dice and rolls the rest. Face keeps are green, like Roll,
    apart from the held dice (blue) and the dice to click (grey)."""
    emu = table.emu
    msg = await rolled_yacht(table, (2, 5, 2, 5, 6))
    keeps = [b for b in msg.buttons if ":keep:" in b["custom_id"]]
    assert [b["label"] for b in keeps] == ["⚄ ×2", "⚁ ×2", "⚅ ×1", "⚁⚁⚄⚄"]
    assert {b["style"] for b in keeps} == {3}  # success: they roll
    table.dice.push(3)
    msg = await press(emu, msg, "⚁⚁⚄⚄", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.roll_number == 2 and rules.held == (0, 1, 2, 3)
    assert rules.dice == (2, 5, 2, 5, 3)
    # Two pairs again, and 2 3 5 draws to a straight (three faces, one gap).
    assert [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]] == \
        ["⚄ ×2", "⚁ ×2", "⚂ ×1", "⚁⚁⚄⚄", "⚁⚂⚄"]
    held = [b for b in msg.buttons if ":hold:" in b["custom_id"]]
    assert [b["style"] for b in held] == [1, 1, 1, 1, 2]  # held: primary; to click: grey


async def test_a_straight_draw_holds_one_die_of_each_face(table):
    emu = table.emu
    msg = await rolled_yacht(table, (1, 2, 2, 3, 5))
    assert [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]][-1] == "⚀⚁⚂⚄"
    table.dice.push(4)
    msg = await press(emu, msg, "⚀⚁⚂⚄", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.dice == (1, 2, 4, 3, 5) and rules.held == (0, 1, 3, 4)
    # A straight is on the table: scored, not kept (no keep of several faces offered).
    assert not [b for b in msg.buttons if ":keep:" in b["custom_id"]
                and len(b["custom_id"].split(":")[4]) > 1]


async def test_both_straight_draws_are_offered_the_run_first(table):
    """1 2 3 4 6 draws to 1-5 and to 2-6: both keeps are offered (which to keep is the
    player's, as their open boxes say), the four in a row first; each holds its dice."""
    emu = table.emu
    msg = await rolled_yacht(table, (4, 6, 3, 2, 1))
    draws = [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]
             and len(b["custom_id"].split(":")[4]) > 1]
    assert draws == ["⚀⚁⚂⚃", "⚁⚂⚃⚅"]
    table.dice.push(5)
    msg = await press(emu, msg, "⚀⚁⚂⚃", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.dice == (4, 5, 3, 2, 1) and rules.held == (0, 2, 3, 4)


async def test_in_yatzy_a_straight_on_the_table_still_draws_to_the_other(table):
    """Yatzy's straights are exact (1-5 small, 2-6 large): 1 2 3 4 5 offers 2-3-4-5, a
    draw to the large one (in Yacht either is the large straight: nothing is offered,
    as above)."""
    emu = table.emu
    table.dice.push(1, 4, 3, 2, 5)
    msg = await open_lobby(emu, "yatzy", joiners=(), bots=("easy",))
    msg = await press(emu, msg, "Start", "alice")
    msg = await press(emu, msg, "Roll", "alice")
    draws = [b["label"] for b in msg.buttons if ":keep:" in b["custom_id"]
             and len(b["custom_id"].split(":")[4]) > 1]
    assert draws == ["⚁⚂⚃⚄"]
    table.dice.push(6)
    msg = await press(emu, msg, "⚁⚂⚃⚄", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.dice == (6, 4, 3, 2, 5) and rules.held == (1, 2, 3, 4)


async def test_hostile_pattern_clicks_change_nothing(table):
    emu = table.emu
    msg = await rolled_yacht(table, (2, 5, 2, 5, 6))
    record, _ = await table.bot.games.load(game_id(msg))
    base = f"y:{record.id}:{record.version}"
    handle = await raw_click(emu, msg, f"{base}:keep:2226", "alice")  # two 2s only
    assert await refused(emu, handle) == EN("refusal-no_such_face", face="⚁")
    handle = await raw_click(emu, msg, f"{base}:keep:2255", "bob")  # not seated
    assert await refused(emu, handle) == EN("refusal-not_seated")
    await press(emu, msg, "⚅ ×1", "alice")  # the board moves on: the old keep is stale
    handle = await raw_click(emu, msg, f"{base}:keep:2255", "alice")
    assert await refused(emu, handle) == EN("refusal-stale")
    _record, rules = await table.bot.games.load(record.id)
    assert rules.roll_number == 2 and rules.held == (4,)


async def test_a_face_keeps_the_dice_held_by_hand_and_releases_the_ones_carried_over(table):
    """Held ⚄⚄⚄ from the last roll, then ⚅⚅: ⚅ ×2 is one tap to change plan (the 5s
    carried over are released). Release one of them first, and the face keeps the others
    (below)."""
    emu = table.emu
    msg = await rolled_yacht(table)  # 5 5 2 5 1
    table.dice.push(6, 6)
    msg = await press(emu, msg, "⚄ ×3", "alice")  # 5 5 6 5 6, the 5s held
    table.dice.push(1, 2, 3)
    msg = await press(emu, msg, "⚅ ×2", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.held == (2, 4) and rules.dice == (1, 2, 6, 3, 6)
    assert rules.roll_number == 3


async def test_a_face_after_a_die_by_hand_still_releases_the_ones_carried_over(table):
    """Held ⚀⚀ from the last roll, then ⚄ ⚅ ⚄: the 6 by hand, then ⚄ ×2, keeps 5 5 6
    and releases the 1s (two taps: the 1s need no taps of their own)."""
    emu = table.emu
    msg = await rolled_yacht(table, (1, 1, 2, 3, 4))
    table.dice.push(5, 6, 5)
    msg = await press(emu, msg, "⚀ ×2", "alice")  # 1 1 5 6 5, the 1s held
    msg = await press(emu, msg, msg.buttons[3]["custom_id"], "alice")  # the 6, by hand
    table.dice.push(2, 3)
    msg = await press(emu, msg, "⚄ ×2", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.dice == (2, 3, 5, 6, 5) and rules.held == (2, 3, 4)
    assert rules.roll_number == 3


async def test_a_face_keeps_the_carried_dice_left_after_releasing_one(table):
    """Releasing a carried die is choosing among them: a face then keeps the others."""
    emu = table.emu
    msg = await rolled_yacht(table, (1, 1, 2, 3, 4))
    table.dice.push(5, 6, 5)
    msg = await press(emu, msg, "⚀ ×2", "alice")  # 1 1 5 6 5, the 1s held
    msg = await press(emu, msg, msg.buttons[0]["custom_id"], "alice")  # a 1 released
    table.dice.push(4, 3)
    msg = await press(emu, msg, "⚄ ×2", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.dice == (4, 1, 5, 3, 5) and rules.held == (1, 2, 4)


async def test_a_mixed_keep_is_a_die_held_by_hand_then_a_face(table):
    emu = table.emu
    msg = await rolled_yacht(table)  # 5 5 2 5 1
    msg = await press(emu, msg, msg.buttons[2]["custom_id"], "alice")  # the 2, by hand
    table.dice.push(4)
    msg = await press(emu, msg, "⚄ ×3", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.held == (0, 1, 2, 3) and rules.dice == (5, 5, 2, 5, 4)


async def test_a_box_scored_in_one_tap(table):
    emu = table.emu
    msg = await rolled_yacht(table, (2, 2, 3, 3, 3))
    msg = await press(emu, msg, "Full House — 25", "alice")
    _record, rules = await table.bot.games.load(game_id(msg))
    assert rules.scores(str(emu.alice.id)) == {"full_house": 25}


async def test_hostile_face_clicks_change_nothing(table):
    emu = table.emu
    msg = await rolled_yacht(table)
    record, _ = await table.bot.games.load(game_id(msg))
    base = f"y:{record.id}:{record.version}"
    handle = await raw_click(emu, msg, f"{base}:keep:6", "alice")  # no six on the table
    assert await refused(emu, handle) == EN("refusal-no_such_face", face="⚅")
    handle = await raw_click(emu, msg, f"{base}:keep:9", "alice")
    assert await refused(emu, handle) == EN("refusal-bad_face", face="9")
    handle = await raw_click(emu, msg, f"{base}:keep:5", "bob")  # not seated
    assert await refused(emu, handle) == EN("refusal-not_seated")
    handle = await raw_click(emu, msg, f"{base}:score:yacht_x", "alice")
    assert "no box" in await refused(emu, handle)
    assert emu.message(msg.id).version == msg.version
    _record, rules = await table.bot.games.load(record.id)
    assert rules.roll_number == 1 and rules.held == ()


async def test_an_old_embed_message_is_upgraded_by_its_first_click(table):
    """A game drawn before the deploy is a classic message (an embed, rows of buttons):
    its buttons still work, and the answer turns it into the V2 board (Discord lets an
    edit set IS_COMPONENTS_V2 when it clears the content and the embeds)."""
    emu = table.emu
    msg = await rolled_yacht(table)
    stored = emu.message_store[msg.id]
    record, _ = await table.bot.games.load(game_id(msg))
    stored.flags &= ~IS_COMPONENTS_V2
    stored.embeds = [{"title": "Yacht — game #1", "description": "**Dice:** ⚄ ⚄ ⚁ ⚄ ⚀"}]
    stored.components = [{"type": 1, "components": [
        {"type": 2, "style": 2, "label": str(i + 1),
         "custom_id": f"y:{record.id}:{record.version}:hold:{i}"} for i in range(5)]}]
    old = emu.message(msg.id)
    assert not old.v2
    upgraded = await press(emu, old, f"y:{record.id}:{record.version}:hold:1", "alice")
    assert upgraded.v2 and upgraded.embeds == [] and "**Held:** ⚄" in upgraded.body
