"""The words of a game's short public messages about its board (bot.render.pings), as
the player reads them."""

from __future__ import annotations

from bot.domain import Seat, TableView
from bot.render.pings import render_ping_moved, render_thread_name, render_turn_ping
from bot.text import texts_for
from tests.support.bidi import INVISIBLE

EN = texts_for("en")
LINK = "https://discord.com/channels/1/2/99"


def record(message_id: int | None = 99, kind: str = "yacht") -> TableView:
    return TableView(id=7, guild_id=1, channel_id=2, host_id=11, kind=kind, options={},
                     status="playing", version=3, seats=[Seat(user_id=11), Seat(user_id=22)],
                     message_id=message_id)


def read(text: str | None) -> str | None:
    """As the player reads it: without the marks that keep a mention and a number in
    their place."""
    return None if text is None else INVISIBLE.sub("", text)


def test_a_turn_ping_names_the_player_the_game_and_links_to_the_board():
    assert read(render_turn_ping(record(), EN, 22)) == f"<@22>, your turn in Yacht #7: {LINK}"
    assert render_turn_ping(record(message_id=None), EN, 22) is None  # no board yet


def test_a_moved_ping_links_to_the_board_or_names_the_channel():
    assert read(render_ping_moved(record(), EN, 22, LINK)) == f"<@22>: Yacht #7 moved here: {LINK}"
    assert read(render_ping_moved(record(), EN, 22, None)) == "<@22>: Yacht #7 goes on in <#2>."


def test_a_thread_is_named_for_its_game():
    assert read(render_thread_name(record(kind="generala"), EN)) == "Generala #7"
