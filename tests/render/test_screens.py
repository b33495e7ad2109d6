"""Rendering is a pure function of state: check labels, values and ids."""

from __future__ import annotations

import discord

from bot.domain import Seat, TableView, seat_keys
from bot.render import render_final, render_game, render_lobby, render_scorecard
from bot.render.components import Click, decode, encode, walk
from bot.rules import create_game
from bot.text import texts_for
from tests.support.scripted_dice import ScriptedDice


def record(kind="yacht", seats=None, status="playing", version=3):
    seats = seats or [Seat(user_id=11), Seat(user_id=22), Seat(level="easy")]
    return TableView(
        id=7, guild_id=1, channel_id=2, host_id=11, kind=kind, options={}, status=status,
        version=version, seats=seats, message_id=99,
    )


EN = texts_for("en")


def game(kind, rec, script=()):
    return create_game(kind, seat_keys(rec.seats), {}, ScriptedDice(script))


def components(view):
    """The controls of a screen as Discord gets them, in order (a V2 layout nests them in
    rows)."""
    return [item for item in walk(view.to_components()) if item["type"] in (2, 3)]


def test_codec_round_trip_and_rejects_garbage():
    assert decode(encode(5, 12, "hold", 3)) == Click(5, 12, "hold", "3")
    assert decode("y:5:12:roll") == Click(5, 12, "roll", None)
    for bad in ["", "y:x:1:roll", "y:1:1:ROLL", "z:1:1:roll", "y:1:1:roll:a:b", "y:1:1:"]:
        assert decode(bad) is None


def test_lobby_buttons_are_labelled_exactly():
    rec = record(status="lobby", version=0)
    screen = render_lobby(rec, EN)
    labels = [c["label"] for c in components(screen.view)]
    assert labels == ["Join", "Leave", "Add bot", "Start", "Cancel"]
    assert all(decode(c["custom_id"]).game_id == 7 for c in components(screen.view))
    text = screen.text
    assert "<@11>" in text and "Computer 3 (easy)" in text and "Yacht" in text


def test_the_game_message_is_one_components_v2_card():
    rec = record()
    screen = render_game(rec, game("yacht", rec), EN)
    assert isinstance(screen.view, discord.ui.LayoutView) and screen.view.has_components_v2()
    assert screen.embed is None and screen.content is None
    (container,) = screen.view.to_components()
    assert container["type"] == 17  # a container
    assert screen.kwargs()["embed"] is None  # an old embed message is upgraded: embeds []


def test_box_game_before_first_roll():
    rec = record()
    rules = game("yacht", rec)
    view = components(render_game(rec, rules, EN).view)
    assert [c["label"] for c in view] == ["Roll", "Hint"]  # nothing to hold or score yet
    assert decode(view[0]["custom_id"]) == Click(7, 3, "roll")


def test_box_game_after_roll_shows_points_and_scratch():
    rec = record()
    rules = game("yacht", rec, [2, 3, 3, 2, 3])
    rules.roll()
    rules.toggle_hold(1)
    screen = render_game(rec, rules, EN)
    view = components(screen.view)
    assert not any(d["disabled"] for d in view[:5])
    assert view[1]["label"] == "⚂ Held" and view[1]["emoji"]["name"] == "🔒"  # Unicode faces
    faces = [c for c in view if decode(c["custom_id"]).action == "keep"]
    assert [(f["label"], decode(f["custom_id"]).arg) for f in faces] == [("⚂ ×3", "3"),
                                                                          ("⚁ ×2", "2")]
    roll = next(c for c in view if decode(c["custom_id"]).action == "roll")
    assert roll["label"] == "Roll (2 left)"
    picks = [c for c in view if decode(c["custom_id"]).action == "score" and "label" in c
             and decode(c["custom_id"]).arg]
    # the boxes scoring most as buttons, equal points in the sheet's order
    assert [p["label"] for p in picks] == ["Full House — 25", "Three of a Kind — 13", "Chance — 13"]
    menu = next(c for c in view if c["type"] == 3)  # the select
    options = {o["value"]: o["label"] for o in menu["options"]}
    assert options["full_house"] == "Full House — 25"
    assert options["yacht"] == "Yacht — 0 (scratch)"
    assert options["threes"] == "Threes — 9"
    assert set(options) == set(rules.preview())
    text = screen.text
    assert "<@11>" in text and "roll 1 of 3" in text
    assert "## ⚁  🔒⚂  ⚂  ⚁  ⚂" in text  # the dice once, large, the held one marked
    assert "**Held:** ⚂" in text  # held dice as faces, not positions
    assert "rolled" not in text  # the roll is the dice line: not told again


def test_no_roll_left_leaves_the_boxes():
    rec = record("classic")
    rules = game("classic", rec, [1] * 15)
    for _ in range(3):
        rules.roll()
    view = components(render_game(rec, rules, EN).view)
    assert {decode(c["custom_id"]).action for c in view} == {"score", "hint"}  # no dice, no roll


def test_five_thousand_shows_bank_refusal():
    rec = record("5000")
    rules = game("5000", rec, [1, 1, 5, 6, 4])
    rules.roll()
    screen = render_game(rec, rules, EN)
    labels = [c["label"] for c in components(screen.view)]
    assert labels[0].startswith("Roll") and labels[1] == "Bank 250"
    assert "**Cannot bank:** your turn total (250) ends in 50" in screen.text


def test_final_sheet_lists_every_box_and_winner():
    rec = record(seats=[Seat(user_id=11)])
    rules = game("yacht", rec, [6] * 5 * 13)
    for box in [b.id for b in rules.boxes]:
        rules.roll()
        rules.score(box)
    assert rules.is_over
    screen = render_final(rec, rules, EN)
    assert [c["label"] for c in components(screen.view)] == ["Review", "Rematch"]
    desc = screen.text
    for name in ("Ones", "Sixes", "Three of a Kind", "Full House", "Small Straight",
                 "Large Straight", "Yacht", "Chance"):
        assert name in desc
    assert "Upper bonus" in desc and "TOTAL" in desc and "🏆 <@11>" in desc
    assert str(rules.totals["11"]) in desc
    sheet = render_scorecard(rec, rules, EN).embed.description
    assert "P1 = <@11>" in sheet


def test_the_board_shows_each_seats_chance_on_one_line_in_the_readers_language():
    from bot.domain import WinChances

    rec = record()
    played = game("yacht", rec)
    keys = seat_keys(rec.seats)
    chances = WinChances(dict(zip(keys, (0.5, 0.4996, 0.0004), strict=True)))
    text = render_game(rec, played, EN, chances=chances).text
    assert "🎯 Chances to win: <@11> 50%, <@22> 50%, 🤖 Computer 3 (easy) under 1%" in text
    spanish = texts_for("es")  # CLDR: "50 %" in Spanish
    assert "<@11> 50\xa0%" in render_game(rec, played, spanish, chances=chances).text
    assert "🎯" not in render_game(rec, played, EN).text  # none given: no line


def test_a_chance_neither_none_nor_certain_never_rounds_to_0_or_100_percent():
    from bot.render.game import chance_text

    assert [chance_text(p, EN) for p in (0.0, 0.004, 0.006, 0.994, 0.996, 1.0)] == \
        ["0%", "under 1%", "1%", "99%", "over 99%", "100%"]


def test_the_to_win_level_is_offered_in_box_games_only():
    from bot.render.lobby import render_level_picker

    def offered(kind: str) -> list[str]:
        (select,) = components(render_level_picker(record(kind, status="lobby"), EN).view)
        return [option["label"] for option in select["options"]]

    assert offered("yacht") == ["Easy — plays by feel", "Normal — plays sensibly",
                                "Optimal — plays the best odds",
                                "To win — plays to win, not for points"]
    assert offered("5000") == offered("yacht")[:3]  # 5000's optimum already plays to win
