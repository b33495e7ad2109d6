"""The words of a game's short public messages about its board: a turn ping, the same
ping once the board moved, and the name of the game's thread.

Kept here with the other pure functions of state to words, so the table's steps
(bot.table.pings, bot.table.placement) only send and edit what they are given.
"""

from __future__ import annotations

from bot.domain import TableView
from bot.kinds import find_kind
from bot.kinds.turns import board_link
from bot.text import Texts


def render_turn_ping(table: TableView, t: Texts, user_id: int) -> str | None:
    """The ping telling `user_id` the turn is theirs, with a link to the board (None: the
    game has no board to link to)."""
    link = board_link(table)
    if link is None:
        return None
    return t("turn-ping", player=t.isolate(f"<@{user_id}>"),
             game=find_kind(table.kind).name(t), id=str(table.id), link=link)


def render_ping_moved(table: TableView, t: Texts, user_id: int, link: str | None) -> str:
    """A ping once its board moved: the `link` to the board where it is now, or, for an
    older ping (no link), the channel's name."""
    player, game, number = t.isolate(f"<@{user_id}>"), find_kind(table.kind).name(t), str(table.id)
    if link is not None:
        return t("ping-moved", player=player, game=game, id=number, link=link)
    return t("ping-moved-away", player=player, game=game, id=number,
             channel=f"<#{table.channel_id}>")


def render_thread_name(table: TableView, t: Texts) -> str:
    """The name of the thread a game plays in."""
    return t("thread-name", game=find_kind(table.kind).name(t), id=str(table.id))
