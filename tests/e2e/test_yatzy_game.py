"""Scandinavian Yatzy end to end through the emulator: solo, two humans, computer seats of
every level; its boxes, bonus and scores as the players read them."""

from __future__ import annotations

from bot.ai import prepare, tables_ready
from bot.kinds import find_kind
from bot.rules import box_variant
from bot.text import texts_for
from tests.emulator import text_dump
from tests.support.table_helpers import open_lobby, play_to_the_end, press, score_select

EN = texts_for("en")

#: one roll a turn, in sheet order: three of each face up top (63, the bonus), then the
#: examples of the rules of record
SOLO_PLAN = [
    ((1, 1, 1, 2, 3), "ones", 3), ((2, 2, 2, 1, 3), "twos", 6),
    ((3, 3, 3, 1, 2), "threes", 9), ((4, 4, 4, 1, 2), "fours", 12),
    ((5, 5, 5, 1, 2), "fives", 15), ((6, 6, 6, 1, 2), "sixes", 18),
    ((3, 3, 3, 4, 4), "one_pair", 8), ((2, 2, 5, 5, 5), "two_pairs", 14),
    ((4, 4, 4, 4, 4), "three_of_a_kind", 12), ((6, 6, 6, 6, 6), "four_of_a_kind", 24),
    ((1, 2, 3, 4, 5), "small_straight", 15), ((2, 3, 4, 5, 6), "large_straight", 20),
    ((2, 2, 5, 5, 5), "full_house", 19), ((6, 6, 6, 5, 5), "chance", 28),
    ((5, 5, 5, 5, 5), "yatzy", 50),
]


def game_id_of(msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


async def test_a_solo_game_scores_every_box_as_the_rules_say(table):
    emu = table.emu
    msg = await open_lobby(emu, "yatzy", joiners=(), bots=())
    assert msg.texts[0] == "### Yatzy — lobby"
    msg = await press(emu, msg, "Start", "alice")
    for dice, box, points in SOLO_PLAN:
        table.dice.push(*dice)
        msg = await press(emu, msg, "Roll", "alice")
        select = score_select(msg)
        labels = {o["value"]: o["label"] for o in select["options"]}
        assert len(labels) == 16 - SOLO_PLAN.index((dice, box, points)) - 1
        name = EN(box_variant("yatzy").box_name_key(box))
        assert labels[box] == EN("score-option", box=name, points=points)
        if box == "one_pair":
            # 3-3-3-4-4: the highest pair; two pairs 14 and a full house 17 are offered too
            assert labels["two_pairs"] == EN("score-option", box="Two Pairs", points=14)
            assert labels["full_house"] == EN("score-option", box="Full House", points=17)
            assert labels["yatzy"] == EN("score-option-scratch", box="Yatzy")
        handle = await emu.select(msg, select["custom_id"], [box], user="alice")
        assert (await handle.response()).type == 7
        msg = emu.message(msg.id)
    record, rules = await table.bot.games.load(game_id_of(msg))
    assert record.status == "finished"
    assert rules.upper_bonus(str(int(emu.alice.id))) == 50
    assert rules.totals == {str(int(emu.alice.id)): 303}
    final = text_dump(msg)
    assert "### Yatzy — game #1 — final scores" in final
    assert f"<@{emu.alice.id}> wins with 303!" in final
    assert f"<@{emu.alice.id}> scored 50 in Yatzy." in final
    # The sheet the end picture draws: sheet order, the bonus row reading Yatzy's 50.
    rows = find_kind("yatzy").sheet(rules, EN)
    assert [row.label for row in rows] == [
        "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Upper subtotal", "Upper bonus",
        "One Pair", "Two Pairs", "Three of a Kind", "Four of a Kind", "Small Straight",
        "Large Straight", "Full House", "Chance", "Yatzy", "TOTAL"]
    cells = {row.label: row.cells for row in rows}
    assert cells["Upper subtotal"] == ("63",) and cells["Upper bonus"] == ("+50",)
    assert cells["TOTAL"] == ("303",)


async def test_rules_name_the_boxes_and_the_bonus(table):
    reply = await (await table.emu.slash("yacht rules", user="alice", channel="dice",
                                         options={"game": "yatzy"})).ephemeral()
    text = text_dump(reply)
    assert "** Yatzy — rules **" in text
    for line in ("15 rounds: every player fills every box once.",
                 "Upper bonus: +50 when Ones to Sixes total 63 or more.",
                 "No extra-Yatzy bonus, no joker."):
        assert f"• {line}" in text
    assert ("**One Pair** — Two alike: twice the highest face shown at least twice." in text)
    assert "**Small Straight** — Exactly 1-2-3-4-5: 15." in text
    assert "**Yatzy** — Five of a kind: 50." in text


async def test_two_humans_and_a_computer_of_every_level(table):
    emu = table.emu
    msg = await open_lobby(emu, "yatzy", bots=("easy", "normal", "optimal"))
    msg = await press(emu, msg, "Start", "alice")
    record, _rules = await table.bot.games.load(game_id_of(msg))
    assert [s.level for s in record.seats] == [None, None, "easy", "normal", "optimal"]
    await prepare("yatzy", record.options, table.bot.settings.data_dir)
    assert tables_ready("yatzy", record.options)
    record, rules, final = await play_to_the_end(table, msg)
    assert record.status == "finished"
    assert [b["label"] for b in final.buttons] == ["Review", "Rematch", "Dice proof"]
    assert "### Yatzy — game #1 — final scores" in text_dump(final)
    (picture,) = final.attachments
    (shown,) = final.media
    assert shown["media"]["attachment_id"] == picture["id"]
    assert all(len(rules.scores(k)) == 15 for k in rules.players)
    board = await table.bot.games.repo.leaderboard(int(emu.guild.id), "yatzy",
                                                   with_computers=True)
    assert sorted(r.user_id for r in board) == sorted([int(emu.alice.id), int(emu.bob.id)])
    handle = await emu.slash("yacht leaderboard", user="carol", channel="dice",
                             options={"game": "yatzy"})
    embed = (await handle.reply()).embeds[0]
    assert embed["title"] == EN("board-title", game="Yatzy")
    assert embed["fields"][1]["value"].count("/ 1 game (") == 2
    handle = await emu.slash("yacht stats", user="alice", channel="dice")
    stats = await handle.reply()
    assert [f["name"] for f in stats.embeds[0]["fields"]] == ["Yatzy — with computers",
                                                              EN("stats-everywhere")]
    assert len(stats.attachments) == 1  # the chart, its line at Yatzy's own optimum
    target, what = find_kind("yatzy").aim(record.options)  # type: ignore[misc]
    assert what == "optimal" and round(target, 4) == 248.44
