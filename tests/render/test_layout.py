"""Discord's Components V2 limits hold for the largest table of every game, in every
language, with every line the board can carry: 40 components in all (nested ones
count), 4000 characters of text. The card clips text past the budget by construction
(bot.render.layout.clip); these tests check no real screen needs it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from bot.domain import Seat, TableView, seat_keys
from bot.render import rematch_note, render_final, render_game, render_lobby
from bot.render.layout import MAX_COMPONENTS, MAX_TEXT, clip
from bot.rules import GAMES, BaseGame, create_game
from bot.text import languages, texts_for
from tests.support.scripted_dice import ScriptedDice

USER = 10**18  # a long snowflake: mentions as long as real ones


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for component in components:
        yield component
        yield from walk(component.get("components") or [])
        if component.get("accessory"):
            yield component["accessory"]


def size(screen: Any) -> tuple[int, int]:
    """(components, characters of text) of a V2 screen, counted as Discord counts them."""
    found = list(walk(screen.view.to_components()))
    return len(found), sum(len(c.get("content", "")) for c in found if c["type"] == 10)


def largest_table(kind: str, status: str) -> TableView:
    """Every seat the game allows, people and computers alternating, a hint used, the
    dice committed (and revealed at the end)."""
    variant = next(v for v in GAMES if v.id == kind)
    seats = [Seat(user_id=USER + i) if i % 2 == 0 else Seat(level="optimal")
             for i in range(variant.max_players)]
    return TableView(id=123456, guild_id=1, channel_id=2, host_id=USER, kind=kind,
                     options={}, status=status, version=9999, seats=seats, message_id=3,
                     hints_used=True, dice_seed="ab" * 32)


def played_out(table: TableView) -> BaseGame:
    """The game played to its end, each player taking the best box / banking at once."""
    rules = create_game(table.kind, seat_keys(table.seats), {}, ScriptedDice(seed=3))
    while not rules.is_over:
        rules.roll()
        if table.kind == "5000":
            if rules.can_bank:
                rules.bank()
            continue
        preview = rules.preview()
        rules.score(max(preview, key=preview.__getitem__))
    return rules


GAME_IDS = [v.id for v in GAMES]


@pytest.mark.parametrize("kind", GAME_IDS)
@pytest.mark.parametrize("language", sorted(languages()))
def test_the_largest_table_fits_discords_limits(kind, language):
    t = texts_for(language)
    table = largest_table(kind, "playing")
    rules = create_game(kind, seat_keys(table.seats), {}, ScriptedDice(seed=3))
    rules.roll()
    if kind != "5000":
        rules.toggle_hold(1)  # every control of a turn: dice, faces, Roll, picks, menu
    screens = {
        "board": render_game(table, rules, t, note=t("thread-fallback"),
                             deadline=time.time() + 300),
        "lobby": render_lobby(
            TableView(**{**table.__dict__, "status": "lobby",
                         "seats": [Seat(user_id=USER + i, invited=True)
                                   for i in range(len(table.seats))]}),
            t, note=rematch_note(TableView(**{
                **table.__dict__, "seats": [Seat(user_id=USER + i, invited=i > 1)
                                            for i in range(len(table.seats))]}), USER + 1, t)),
        # The end as text (where pictures cannot be attached): the longest screen.
        "end": render_final(TableView(**{**table.__dict__, "status": "finished"}),
                            played_out(table), t),
    }
    for name, screen in screens.items():
        components, text = size(screen)
        assert components <= MAX_COMPONENTS, (name, components)
        assert text < MAX_TEXT, (name, text)  # under the budget: nothing was clipped


def test_a_computers_turn_disables_every_control_of_the_largest_board():
    table = largest_table("yatzy", "playing")
    rules = create_game("yatzy", seat_keys(table.seats), {}, ScriptedDice(seed=3))
    rules.roll()
    rules.score(next(iter(rules.preview())))  # the computer's turn (seat 2) begins
    screen = render_game(table, rules, texts_for("en"))
    controls = [c for c in walk(screen.view.to_components()) if c["type"] in (2, 3)]
    assert controls and all(c.get("disabled") for c in controls)
    assert "is thinking…" in screen.text


def test_clip_shortens_the_longest_block_to_the_budget():
    blocks = clip(["a" * 3000, "b" * 2000, "c"], budget=4000)
    assert sum(map(len, blocks)) == 4000
    assert blocks[0].endswith("…") and blocks[1:] == ["b" * 2000, "c"]
