"""What the board says about the turn (bot.kinds.turns), as plain values for any renderer."""

from __future__ import annotations

import pytest

from bot.controls import Menu
from bot.domain import Seat, TableView, seat_keys
from bot.kinds import find_kind
from bot.kinds.turns import board_controls, board_lines, ranking, ranking_lines
from bot.rules import create_game, find_variant, variant_ids
from bot.text import texts_for
from tests.support.scripted_dice import ScriptedDice

EN = texts_for("en")
NAMES = {"11": "@alice", "22": "@bob", "cpu3": "🤖 Computer 3 (easy)"}


def table(kind: str = "yacht") -> TableView:
    seats = [Seat(user_id=11), Seat(user_id=22), Seat(level="easy")]
    return TableView(id=7, guild_id=1, channel_id=2, host_id=11, kind=kind, options={},
                     status="playing", version=3, seats=seats, message_id=99)


def to_computer(kind: str, script: tuple[int, ...] = ()):
    """A game whose two people have played their first turns: the computer is to act."""
    rec = table(kind)
    game = create_game(kind, seat_keys(rec.seats), {}, ScriptedDice(script))
    while game.current_player != "cpu3":
        if not find_variant(kind).is_box_game:  # 5000: roll, bank when it may
            game.roll(player=game.current_player)
            if game.current_player != "cpu3" and game.dice and game.can_bank:
                game.bank(player=game.current_player)
        else:
            game.roll(held=(), player=game.current_player)
            game.score(next(iter(game.preview())), player=game.current_player)
    return rec, game


@pytest.mark.parametrize("kind", variant_ids())
def test_a_computer_turn_disables_every_control_and_says_the_computer_thinks(kind):
    rec, game = to_computer(kind)
    kind_ = find_kind(kind)
    controls = board_controls(rec, game, kind_.controls(game, EN))
    assert controls and all(c.disabled for c in controls)
    lines = board_lines(kind_, rec, game, NAMES, EN, deadline=1_000_000.0)
    assert "🤖 Computer 3 (easy) is thinking…" in lines
    text = "\n".join(lines)
    assert "Press **Roll**" not in text and "<t:" not in text  # no invitation, no deadline


@pytest.mark.parametrize("kind", ["yacht", "5000"])
def test_a_persons_turn_invites_and_shows_the_deadline(kind):
    rec = table(kind)
    game = create_game(kind, seat_keys(rec.seats), {}, ScriptedDice())
    kind_ = find_kind(kind)
    lines = board_lines(kind_, rec, game, NAMES, EN, deadline=1_700_000_123.9)
    assert "Press **Roll** to throw the dice." in lines
    assert "⏳ This turn times out <t:1700000123:R>." in lines
    assert not any("thinking" in line for line in lines)
    roll = next(c for c in board_controls(rec, game, kind_.controls(game, EN))
                if c.action == "roll")
    assert not roll.disabled
    assert "<t:" not in "\n".join(board_lines(kind_, rec, game, NAMES, EN))  # no timeout


@pytest.mark.parametrize("language", ["ta", "sq"])
def test_a_deadline_in_a_language_discord_has_no_client_for_is_a_clock_time(language):
    """Discord writes `<t:…:R>` in the reader's client language, and no client is Tamil
    or Albanian: «…நேரம் in 5 minutes முடியும்». Those boards give a clock time."""
    rec = table()
    game = create_game("yacht", seat_keys(rec.seats), {}, ScriptedDice())
    t = texts_for(language)
    text = "\n".join(board_lines(find_kind("yacht"), rec, game, NAMES, t, deadline=1_700_000_123.9))
    assert "<t:1700000123:t>" in text and ":R>" not in text
    assert t("turn-deadline", time="<t:1700000123:t>", shown="clock") in text


def test_a_private_answer_gives_a_relative_time_only_to_a_client_of_its_language():
    assert texts_for("es").for_client("es-ES").moment(5.5) == ("relative", "<t:5:R>")
    assert texts_for("es").for_client("en-US").moment(5) == ("clock", "<t:5:t>")
    assert texts_for("ar").moment(5)[0] == "relative"  # an Arabic board: Arabic clients
    assert texts_for("en").for_client("fr").moment(5)[0] == "clock"  # «dans 5 minutes»
    assert texts_for("en").for_client("en-GB").moment(5)[0] == "relative"
    assert texts_for("ta").for_client("en-US").moment(5)[0] == "clock"


def test_a_seat_whose_player_left_is_the_computers_turn():
    rec = table()
    rec.seats[0] = Seat(user_id=11, left=True)
    game = create_game("yacht", seat_keys(rec.seats), {}, ScriptedDice())
    controls = find_kind("yacht").controls(game, EN)
    assert all(c.disabled for c in board_controls(rec, game, controls))


def test_the_score_menu_lists_scores_by_points_then_scratches_with_descriptions():
    rec = table()
    game = create_game("yacht", seat_keys(rec.seats), {}, ScriptedDice([2, 3, 4, 5, 6]))
    game.roll(held=(), player="11")
    (menu,) = [c for c in find_kind("yacht").controls(game, EN) if isinstance(c, Menu)]
    points = [game.preview()[o.value] for o in menu.options]
    scoring = [p for p in points if p]
    assert scoring == sorted(scoring, reverse=True) and points == scoring + [0] * (
        len(points) - len(scoring))
    first = menu.options[0]
    assert first.label == "Large Straight — 40"
    assert first.description == "1-2-3-4-5 or 2-3-4-5-6: 40."
    scratches = [o for o in menu.options if o.label.endswith("(scratch)")]
    assert scratches and all(o.description == "Scratch: this box scores 0." for o in scratches)
    assert all(o.description and len(o.description) <= 100 for o in menu.options)


@pytest.mark.parametrize(("dice", "example"), [((2, 5, 2, 6, 2), "⚁ ×3"),
                                               ((4, 5, 5, 3, 2), "⚄ ×2"),
                                               ((1, 2, 3, 4, 6), "⚅ ×1")])
def test_the_face_tip_shows_the_first_face_button_of_these_dice(dice, example):
    rec = table()
    game = create_game("yacht", seat_keys(rec.seats), {}, ScriptedDice(list(dice)))
    game.roll(held=(), player="11")
    kind = find_kind("yacht")
    # The first face button (keeps of several faces, a straight draw here, come before).
    first_face = next(c for c in kind.controls(game, EN)
                      if c.action == "keep" and c.arg is not None and len(c.arg) == 1)
    assert first_face.emoji is None and first_face.label == example  # Unicode faces
    (tip,) = kind.prompt_lines(game, EN)
    assert f"Tap a face ({example}) to keep those dice" in tip


def test_five_thousand_rolled_lists_only_the_dice_thrown_and_set_aside_dice_apart():
    rec = table("5000")
    # alice: 1 5 2 3 4 -> a straight? no: 1-2-3-4-5 is a straight (all five set aside);
    # use 1 1 2 3 6: two ones score 200, three dice left; then 2 3 6 busts.
    game = create_game("5000", seat_keys(rec.seats), {}, ScriptedDice([1, 1, 2, 3, 6, 2, 4, 6]))
    kind = find_kind("5000")
    game.roll(player="11")
    lines = board_lines(kind, rec, game, NAMES, EN)
    dice_line = next(line for line in lines if line.startswith("## "))  # the dice, large
    assert "⚀" not in dice_line and "🔒" not in dice_line  # the ones are out of play
    assert any(line.startswith("**Set aside:**") and line.count("📌⚀") == 2 for line in lines)
    game.roll(player="11")  # 2 4 6: bust
    from bot.render.game import event_lines

    (line,) = [" ".join(event_lines(kind, game, NAMES, EN))]
    assert "@alice rolled" in line and "busted" in line
    rolled = line.split("rolled", 1)[1].split(".", 1)[0]
    assert rolled.count("⚁") == 1 and rolled.count("⚃") == 1 and rolled.count("⚅") == 1
    assert "⚀" not in rolled  # the set-aside ones were not thrown


def test_ranking_shares_places_between_equal_totals():
    class Totals:
        players = ("11", "22", "cpu3")
        totals = {"11": 120, "22": 200, "cpu3": 120}
        winners = ("22",)

    assert ranking(Totals()) == [(1, "22", 200), (2, "11", 120), (2, "cpu3", 120)]  # type: ignore[arg-type]
    Totals.totals = {"11": 90, "22": 90, "cpu3": 40}
    Totals.winners = ("11", "22")
    assert ranking(Totals()) == [(1, "11", 90), (1, "22", 90), (3, "cpu3", 40)]  # type: ignore[arg-type]
    assert ranking_lines(Totals(), NAMES, EN) == [  # type: ignore[arg-type]
        "1. @alice — 90", "1. @bob — 90", "3. 🤖 Computer 3 (easy) — 40"]


def test_a_served_generala_ranks_its_winner_first_whatever_the_totals():
    class Served:
        players = ("11", "22")
        totals = {"11": 10, "22": 30}
        winners = ("11",)

    assert [key for _, key, _ in ranking(Served())] == ["11", "22"]  # type: ignore[arg-type]


def late_yacht(open_boxes: tuple[str, ...], dice: tuple[int, ...]):
    """A solo Yacht game whose card is full but `open_boxes`, rolled twice in the turn,
    the second time `dice`."""
    script = ScriptedDice()
    game = create_game("yacht", ["11"], {}, script)
    while True:
        game.roll(held=(), player="11")
        rest = [b for b in game.preview() if b not in open_boxes]
        if not rest:
            break
        game.score(rest[0], player="11")
    script.push(*dice)
    game.roll(held=(), player="11")
    return game


def score_buttons(game) -> list[tuple[str, str, str]]:
    return [(c.arg, c.label, c.style) for c in find_kind("yacht").controls(game, EN)
            if getattr(c, "action", None) == "score" and not isinstance(c, Menu)]


def test_every_open_box_is_a_button_when_they_all_fit_scratches_too():
    """Late in a game the few open boxes are all buttons, those scoring first and the
    scratches after them, as in the menu (no box picked for the player): a zero is one
    tap. Five fit on the last roll, whose row holds nothing else; three while rolls are
    left."""
    game = late_yacht(("large_straight", "yacht"), (1, 1, 2, 3, 3))
    scratch = [("large_straight", "Large Straight — 0 (scratch)", "secondary"),
               ("yacht", "Yacht — 0 (scratch)", "secondary")]
    assert game.rolls_left == 1 and score_buttons(game) == scratch
    game.roll(held=(), player="11")
    assert game.rolls_left == 0
    assert [arg for arg, _, _ in score_buttons(game)] == ["large_straight", "yacht"]
    many = ("ones", "twos", "threes", "fours", "yacht")
    game = late_yacht(many, (1, 1, 2, 3, 3))
    assert [arg for arg, _, _ in score_buttons(game)] == ["threes", "ones", "twos"]
    game.roll(held=(), player="11")
    buttons = score_buttons(game)
    assert len(buttons) == 5 and {arg for arg, _, _ in buttons} == set(many)
    assert [style for _, _, style in buttons].count("secondary") == sum(
        1 for points in game.preview().values() if not points)
