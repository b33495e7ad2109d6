"""The running game's message: whose turn, the dice, totals, and the controls."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.controls import Button
from bot.domain import TableView, WinChances
from bot.faces import DiceLook, die, showing
from bot.kinds import GameKind, find_kind
from bot.kinds.turns import board_controls, board_lines, board_link, computer_to_act
from bot.render.layout import SEPARATOR, card, heading
from bot.render.screen import Screen, fair_dice_button, names_by_key
from bot.rules import BaseGame
from bot.text import Texts

COLOUR = discord.Colour.green()
QUIET_EVENTS = frozenset({"game_over", "hold"})


def event_lines(kind: GameKind, game: BaseGame, names: Mapping[str, str],
                t: Texts) -> list[str]:
    """The last action's consequences in words (the engine's `events`)."""
    lines: list[str] = []
    for event in game.events:
        code = str(event.get("type"))
        if code in QUIET_EVENTS or (code == "roll" and not game.is_over
                                    and list(game.dice) == event.get("dice")):
            continue  # the dice line above shows that roll already
        params: dict[str, object] = {
            k: v for k, v in event.items() if isinstance(v, (int, str)) and k != "type"
        }
        for field in ("player", "from", "to"):
            if field in event:
                key = str(event[field])
                params[field] = names.get(key, key)
        if "dice" in event:
            dice = event["dice"]
            assert isinstance(dice, list)
            params["dice"] = t.isolate(" ".join(die(d) for d in dice))
        params.update(kind.event_params(game, event, t))
        lines.append(t(f"event-{code}", **params))
    return lines


def totals_field(kind: GameKind, game: BaseGame, names: Mapping[str, str], t: Texts) -> str:
    totals = game.totals
    lines = []
    for key in game.players:
        marker = "▶ " if key == game.current_player and not game.is_over else ""
        lines.append(t("total-line", marker=marker, player=names[key], total=totals[key])
                     + kind.total_note(game, key, t))
    return "\n".join(lines)


def chance_text(chance: float, t: Texts) -> str:
    """A chance as a whole percentage in the reader's language; a chance that is neither
    none nor certain never rounds to 0 % or 100 %."""
    if 0.0 < chance < 0.005:
        return t("chance-below", percent=t.percent(0.01))
    if 0.995 <= chance < 1.0:
        return t("chance-above", percent=t.percent(0.99))
    return t.percent(chance)


def chances_line(game: BaseGame, chances: WinChances, names: Mapping[str, str],
                 t: Texts) -> str:
    """Each seat's chance to win, in seat order, on one line."""
    return t("chances-line", chances=t("list-separator").join(
        t("chance-of", player=names[key], chance=chance_text(chances.by_key[key], t))
        for key in game.players if key in chances.by_key))


def render_game(table: TableView, game: BaseGame, t: Texts, note: str | None = None,
                looks: Mapping[str, DiceLook] | None = None,
                deadline: float | None = None, chances: WinChances | None = None, *,
                paused: bool = False) -> Screen:
    """`looks`: seat key -> dice look; the player to act's dice are shown (Unicode
    faces when none is given). `deadline`: when the turn times out (unix seconds).
    `chances`: each seat's chance to win, when the table shows them. `paused`: a game
    played where the bot is not a member, whose last way to edit the board is about to
    lapse: it waits for a click on Resume."""
    with showing((looks or {}).get(game.current_player)):
        return _render_game(table, game, t, note, deadline, chances, paused)


def resume_button(t: Texts) -> Button:
    """Resume: draws the board again from the click's own answer (where the bot is not
    a member, only a click lets it edit the board)."""
    return Button("resume", label=t("btn-resume"), emoji="▶️", style="primary")


def _render_game(table: TableView, game: BaseGame, t: Texts, note: str | None,
                 deadline: float | None, chances: WinChances | None,
                 paused: bool) -> Screen:
    kind = find_kind(table.kind)
    names = names_by_key(table, t)
    last = event_lines(kind, game, names, t)
    if note:
        last.insert(0, note)
    controls = kind.controls(game, t)
    # Hint, then Fair dice, close the row of Roll (or the last row): the commitment's
    # 64 hex digits are one click away, not on every board.
    row = next((c.row for c in controls if isinstance(c, Button) and c.action == "roll"),
               controls[-1].row)
    after = max(i for i, c in enumerate(controls) if c.row == row) + 1
    extra = [Button("hint", label=t("btn-hint"), emoji="💡", row=row)] if kind.coached else []
    if table.dice_commitment is not None:
        extra.append(fair_dice_button(t, row))
    controls[after:after] = extra
    lines = board_lines(kind, table, game, names, t, deadline=deadline)
    drawn = board_controls(table, game, controls)
    if paused:
        lines, drawn = [*lines, t("board-paused")], [resume_button(t)]
    elif not table.bot_member and computer_to_act(table, game):
        # Where only a click can edit the board, a computer's turn that lost its way to
        # be shown (a restart, a lapsed token) goes on from a click on Resume.
        drawn = [*drawn, resume_button(t)]
    return Screen(view=card(COLOUR, [
        heading(t("game-title", game=kind.name(t), id=str(table.id))),
        "\n".join(lines),
        drawn,
        SEPARATOR,
        f"**{t('field-totals')}**\n{totals_field(kind, game, names, t)}"
        + (f"\n{chances_line(game, chances, names, t)}" if chances is not None else ""),
        t("last-event", text=" ".join(last)) if last else "",
        t("hints-used-line") if table.hints_used else "",
    ], table.id, table.version))


def render_game_moved(table: TableView, t: Texts) -> Screen:
    """A board the game left that Discord would not delete (bot.table.placement): a link
    to the game's board, and nothing to click."""
    kind = find_kind(table.kind)
    return Screen(view=card(COLOUR, [
        heading(t("game-title", game=kind.name(t), id=str(table.id))),
        t("game-moved", link=board_link(table) or ""),
    ], table.id, table.version))
