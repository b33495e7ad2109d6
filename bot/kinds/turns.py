"""What the board says about the turn, for every game: who acts, whether a person can.

A layout (`bot.kinds`) draws one game's dice and buttons; this module adds what is the
same for every game around them, as plain values and catalogue lines so any renderer
(embeds or Components V2) shows it: while a computer seat plays, every control is
disabled and the board says the computer is thinking (nobody is invited to click); a
person's turn under a server timeout shows its deadline as a Discord timestamp; at the
end, every seat is ranked by its total, ties sharing a place. Discord-free.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from bot.controls import Control
from bot.domain import TableView
from bot.kinds import GameKind
from bot.rules import BaseGame
from bot.text import Texts


def computer_to_act(table: TableView, game: BaseGame) -> bool:
    """Whether the seat to act is played by the computer (a computer seat, or a person
    who left), so no button of the board is anyone's to click."""
    return not game.is_over and table.seat_of_key(game.current_player).is_computer


def board_lines(kind: GameKind, table: TableView, game: BaseGame, names: Mapping[str, str],
                t: Texts, *, deadline: float | None = None) -> list[str]:
    """The body of the running game's board: the layout's turn lines, then what the
    reader may do (the layout's prompt), or that the computer is thinking; under a turn
    timeout, when the person to act must have played (`deadline`, unix seconds)."""
    lines = kind.turn_lines(game, names, t)
    if computer_to_act(table, game):
        lines.append(t("computer-thinking", player=names[game.current_player]))
        return lines
    lines += kind.prompt_lines(game, t)
    if deadline is not None:
        lines.append(t("turn-deadline", time=f"<t:{int(deadline)}:R>"))
    return lines


def board_controls(table: TableView, game: BaseGame, controls: list[Control]) -> list[Control]:
    """The board's controls as drawn (the layout's, the hint), every one disabled while
    the computer plays: a click would be refused anyway, so the board must not invite it."""
    if computer_to_act(table, game):
        return [replace(control, disabled=True) for control in controls]
    return controls


def ranking(game: BaseGame) -> list[tuple[int, str, int]]:
    """(place, seat key, total) of every seat, best first: the winners (a served
    Generala wins whatever the totals), then by total; equal seats share a place and
    the next place skips (1, 1, 3)."""
    totals = game.totals
    winners = set(game.winners)

    def standing(key: str) -> tuple[bool, int]:
        return key not in winners, -int(totals[key])

    order = sorted(game.players, key=standing)  # stable: seat order among equals
    ranked: list[tuple[int, str, int]] = []
    for position, key in enumerate(order, start=1):
        place = ranked[-1][0] if ranked and standing(order[position - 2]) == standing(key) \
            else position
        ranked.append((place, key, int(totals[key])))
    return ranked


def ranking_lines(game: BaseGame, names: Mapping[str, str], t: Texts) -> list[str]:
    """The final ranking in words: one line per seat with its place and total."""
    return [t("rank-line", place=place, player=names[key], total=total)
            for place, key, total in ranking(game)]


def ping_for(table: TableView, previous: str | None, game: BaseGame | None) -> int | None:
    """The person a move hands the turn to, to ping if they do not act: only when the
    turn passes from another seat (the same player going on is no news), to a person
    (a computer needs no ping), at a table of at least two people (alone, the player
    knows it is their turn)."""
    if game is None or table.status != "playing" or game.is_over or previous is None:
        return None
    key = game.current_player
    seat = table.seat_of_key(key)
    if key == previous or seat.is_computer or seat.user_id is None:
        return None
    people = {s.user_id for s in table.seats if s.is_present_human}
    return seat.user_id if len(people) >= 2 else None


def board_link(table: TableView) -> str | None:
    """The jump link to the game's board (None before it has a message); outside
    servers, Discord's links name no server (`@me`)."""
    if table.message_id is None:
        return None
    server = table.guild_id if table.in_server else "@me"
    return f"https://discord.com/channels/{server}/{table.channel_id}/{table.message_id}"
