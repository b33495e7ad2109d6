"""The words of a game's short public messages about its board (bot.render.pings), as
the player reads them."""

from __future__ import annotations

from bot.domain import Seat, TableView
from bot.render.pings import render_ping_moved, render_thread_name, render_turn_ping
from bot.text import texts_for

EN = texts_for("en")
LINK = "https://discord.com/channels/1/2/99"


def record(message_id: int | None = 99, kind: str = "yacht") -> TableView:
    return TableView(id=7, guild_id=1, channel_id=2, host_id=11, kind=kind, options={},
                     status="playing", version=3, seats=[Seat(user_id=11), Seat(user_id=22)],
                     message_id=message_id)


def plain(text: str) -> str:
    """Without the direction marks that keep a mention and a number in their place."""
    return "".join(c for c in text if c not in "\u2066\u2067\u2068\u2069")


def test_a_turn_ping_names_the_player_the_game_and_links_to_the_board():
    ping = plain(render_turn_ping(record(), EN, 22) or "")
    assert ping.startswith("<@22>, your turn in Yacht") and ping.endswith(LINK)
    assert "7" in ping
    assert render_turn_ping(record(message_id=None), EN, 22) is None  # no board yet


def test_a_moved_ping_links_to_the_board_or_names_the_channel():
    linked = plain(render_ping_moved(record(), EN, 22, linked=True))
    assert linked.startswith("<@22>: Yacht") and linked.endswith(f"moved here: {LINK}")
    away = plain(render_ping_moved(record(), EN, 22, linked=False))
    assert away.startswith("<@22>: Yacht") and away.endswith("goes on in <#2>.")
    assert "http" not in away


def test_a_thread_is_named_for_its_game():
    assert plain(render_thread_name(record(kind="generala"), EN)).startswith("Generala")
    assert "7" in render_thread_name(record(), EN)
