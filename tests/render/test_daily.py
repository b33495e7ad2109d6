"""The daily challenge and skill in words, in every language: the end, the Share line, the
boards, the stats lines and the chart's skill panels."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from bot.domain import DailyBoard, DailyRow, DailySummary, Seat, SkillBoardRow, SkillRow, TableView
from bot.kinds import find_kind
from bot.render.components import custom_ids
from bot.render.daily import (
    marks_row,
    render_daily,
    render_daily_board,
    render_daily_end,
    render_skill_board,
    share_line,
    skill_fields,
)
from bot.render.pictures import skill_panels, stats_chart
from bot.rules import BoxGame, create_game
from bot.text import languages, texts_for

EN = texts_for("en")
DAY = "2024-05-01"


def table(status: str = "finished", kind: str = "yacht") -> TableView:
    return TableView(id=7, guild_id=1, channel_id=2, host_id=42, kind=kind, options={},
                     status=status, version=40, seats=[Seat(user_id=42)], daily_day=DAY)


def skill(lost: float = 14.25, turns: str = "0012030000100", **kw: object) -> SkillRow:
    values = dict(game_id=7, position=0, guild_id=1, user_id=42, kind="yacht", score=231,
                  lost=lost, accuracy=81.0, luck=12.5, ranked=True, finished_at=1.0,
                  turns=turns)
    values.update(kw)
    return SkillRow(**values)  # type: ignore[arg-type]


def summary(**kw: object) -> DailySummary:
    values = dict(table=table(), score=231, skill=skill(), day_luck=3.0, day_players=4,
                  optimal=244)
    values.update(kw)
    return DailySummary(**values)  # type: ignore[arg-type]


def test_the_end_in_english():
    screen = render_daily_end(summary(), EN)
    text = screen.embed.description or ""
    assert screen.embed.title == "Daily challenge — Yacht — 2024-05-01"
    assert "**Your score: 231**" in text
    assert "Skill: 14.2 points lost to your decisions; the best play 81% of the time." in text
    assert "Luck: 12.5; the day's average: 3.0 (4 players)." in text
    assert ("The exact solver played today's challenge too and scored 244. Each turn begins"
            " with the same roll for everyone, but its choices differ from yours, and so do"
            " the rerolls after them.") in text
    assert screen.embed.footer.text is None  # no "#7 · v40" for the player to decode
    assert "🟩🟩🟨🟧🟩🟥🟩🟩🟩🟩🟨🟩🟩" in text
    (share,) = custom_ids(screen.view.to_components())
    assert share == "y:d20240501:7:40:share"
    unreviewed = render_daily_end(summary(skill=None, day_luck=None, day_players=0), EN,
                                  ).embed.description or ""
    assert "Your review is not ready yet: `/yacht daily` shows it later." in unreviewed


def test_the_share_line_tells_no_dice_and_no_box():
    line = share_line(summary(), EN)
    assert line == ("<@42> — daily Yacht, 2024-05-01: 231 points, 14.2 points lost to decisions "
                    "🟩🟩🟨🟧🟩🟥🟩🟩🟩🟩🟨🟩🟩")
    assert share_line(summary(skill=None), EN) == "<@42> — daily Yacht, 2024-05-01: 231 points"
    assert marks_row("0" * 50).startswith("…") and marks_row("0" * 50).count("🟩") == 40


def test_the_game_screen_has_its_day_and_no_hint():
    game = create_game("yacht", ["42"])
    screen = render_daily(table("playing"), game, EN)
    ids = custom_ids(screen.view.to_components())
    assert all(i.startswith("y:d20240501:7:40:") for i in ids)
    assert not any(i.endswith(":hint") for i in ids)
    assert "Only you see this game" in (screen.embed.description or "")


def test_a_note_is_a_line_of_its_own_and_last_names_only_moves():
    fresh = render_daily(table("playing"), create_game("yacht", ["42"]), EN,
                         note=EN("daily-new")).embed.description or ""
    assert EN("daily-new") in fresh.splitlines()
    assert "Last:" not in fresh
    game = create_game("yacht", ["42"], roller=lambda n: [6] * n)
    game.roll(player="42")
    game.score("yacht", player="42")  # a roll is the dice line; a score is told in Last
    going = (render_daily(table("playing"), game, EN, note=EN("daily-resumed"))
             .embed.description or "").splitlines()
    assert EN("daily-resumed") in going
    (last,) = [line for line in going if line.startswith("Last:")]
    assert EN("daily-resumed") not in last and "50" in last


def test_boards():
    row = DailyRow(42, DAY, 231, 14.25, 81.0)
    hidden = render_daily_board(DailyBoard("yacht", DAY, None, [row]), EN)
    today, week = hidden.fields
    assert today.value == ("Play `/yacht daily` first: today's results show once you "
                           "have played.")
    assert week.value == "1. <@42> — 231 points (14.2 points lost to decisions), 2024-05-01"
    shown = render_daily_board(DailyBoard("yacht", DAY, [row, DailyRow(43, DAY, 1, None,
                                                                       None)], []),
                               EN)
    assert shown.fields[0].value.splitlines() == [
        "1. <@42> — 231 points (14.2 points lost to decisions)", "2. <@43> — 1 point"]
    board = render_skill_board("yacht", [SkillBoardRow(42, 20, 8.04, 90.0)], EN, window=20,
                               minimum=5)
    assert board.description == "1. <@42> — 8.0 points lost per game, over 20 games, accuracy 90%"
    empty = render_skill_board("yacht", [], EN, window=20, minimum=5)
    assert empty.description == "Nobody has 5 ranked games yet."


def test_stats_lines_keep_games_against_others_apart():
    history = [skill(lost=4.0), skill(lost=6.0), skill(lost=30.0, ranked=False)]
    assert skill_fields(history, EN, window=20) == [
        "Yacht skill: 5.0 points lost to decisions per game, over the last 2 ranked games",
        "Yacht against others (not ranked): 30.0 points lost to decisions per game, over 1 game",
    ]
    (panel,) = skill_panels(history, EN)
    assert panel.scores == [4.0, 6.0, 30.0] and panel.target == 0.0
    assert panel.title == "Yacht: points lost to decisions, last 3 games"
    assert stats_chart("alice", [], EN, skill=history) is not None


@pytest.mark.parametrize("language", languages())
def test_every_language_words_it_all(language):
    t = texts_for(language)
    lines = (render_daily_end(summary(), t).embed.description or "").splitlines()
    assert len(lines) == 6 and all(lines)
    assert "231" in share_line(summary(), t)
    render_daily_board(DailyBoard("yacht", DAY, [DailyRow(42, DAY, 0, None, None)],
                                  [DailyRow(42, DAY, 1, 2.0, None)]), t)
    render_skill_board("yacht", [], t, window=20, minimum=5)
    for players in (1, 2, 3, 11, 100):
        assert str(players) in t("daily-end-luck", luck=1.0, average=2.0, players=players) \
            or players <= 2
    skill_fields([skill(), skill(ranked=False)], t, window=20)
    render_daily(table("playing"), create_game("yacht", ["42"]), t)


@pytest.mark.parametrize("kind", ["yacht", "yatzy"])
def test_every_roll_of_a_daily_fits_its_private_message(kind):
    """A daily's message has five rows of controls at most (no Components V2): the keeps
    of several faces, which the board gives a row of their own, share one there."""
    for dice in combinations_with_replacement(range(1, 7), 5):
        game = create_game(kind, ["42"], {})
        box = BoxGame.of(game)
        box._state.dice, box._state.rolls_left = list(dice), 2
        view = render_daily(table("playing", kind), game, EN).view  # a row too many: raised
        assert view is not None, dice
        rows = view.to_components()
        assert len(rows) <= 5 and len(custom_ids(rows)) == len(
            find_kind(kind).controls(game, EN)), dice
