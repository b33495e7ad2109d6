"""Full score sheets: the private /yacht scorecard, the final and the cancelled message."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from bot.controls import Button, Control, Link
from bot.domain import TableView, WinChances
from bot.faces import DiceLook
from bot.kinds import GameKind, SheetRow, find_kind
from bot.kinds.turns import ranking_lines
from bot.render.dice import set_name
from bot.render.game import event_lines, render_game
from bot.render.layout import Part, Picture, card, heading, subtext
from bot.render.lobby import render_lobby
from bot.render.pictures import sheet_file, sheet_filename
from bot.render.screen import (
    Screen,
    fair_dice_button,
    mention,
    names_by_key,
    winner_text,
)
from bot.rules import BaseGame
from bot.text import Texts
from bot.text.graphemes import columns, cut_words, fits_grid, pad

FINAL_COLOUR = discord.Colour.gold()
CANCELLED_COLOUR = discord.Colour.dark_grey()
LABEL_WIDTH = 16  # columns of the label, at most: phones show about 40 in a code block


def seat_label(index: int, t: Texts) -> str:
    """A player's short column heading in the text grid ("P1"), named in the legend."""
    return t("sheet-seat", n=index + 1)


def sheet_table(rows: list[SheetRow], players: int, t: Texts) -> str:
    """A monospace table: one row per box (then bonuses and total), one column per
    player, each as wide as its widest cell plus a space (so "not in" never runs into
    its neighbour). A long label is cut between words, never inside one."""
    heads = [seat_label(i, t) for i in range(players)]
    widths = [max(columns(c) for c in [heads[i], *(row.cells[i] for row in rows)]) + 1
              for i in range(players)]
    labels = [cut_words(row.label, LABEL_WIDTH - 1) for row in rows]
    label_w = max(columns(label) for label in labels) + 1

    def line(label: str, cells: Sequence[str]) -> str:
        return pad(label, label_w) + "".join(
            pad(cell, w, right=True) for cell, w in zip(cells, widths, strict=True))

    lines = [line("", heads)] + [line(label, row.cells) for label, row in zip(
        labels, rows, strict=True)]
    return "```\n" + "\n".join(text.rstrip() for text in lines) + "\n```"


def sheet_lines(rows: list[SheetRow], names: list[str], t: Texts) -> str:
    """The sheet as one block per player (right-to-left languages, and scripts whose
    letters do not fill a monospace grid's cells, like Tamil): a grid cannot be
    mirrored in Discord nor line up such letters, while lines of words and isolated
    numbers read in any direction."""
    blocks = []
    for j, name in enumerate(names):
        cells = t("list-separator").join(
            t("sheet-cell", label=row.label, value=row.cells[j]) for row in rows)
        blocks.append(t("sheet-player", player=name) + "\n" + cells)
    return "\n".join(blocks)


def legend(table: TableView, game: BaseGame, t: Texts) -> str:
    names = names_by_key(table, t)
    return "\n".join(t("legend", label=seat_label(i, t), player=names[k])
                     for i, k in enumerate(game.players))


def winner_line(table: TableView, game: BaseGame, t: Texts) -> str:
    return winner_text(names_by_key(table, t), game, t)


def _sheet(kind: GameKind, table: TableView, game: BaseGame, t: Texts) -> list[str]:
    rows = kind.sheet(game, t)
    if t.rtl or not all(fits_grid(row.label) for row in rows):
        names = names_by_key(table, t)
        return [sheet_lines(rows, [names[k] for k in game.players], t)]
    return [sheet_table(rows, len(game.players), t), legend(table, game, t)]


def render_final(table: TableView, game: BaseGame, t: Texts, *,
                 names: Mapping[str, str] | None = None,
                 unlocks: Sequence[tuple[int, str]] = (), page: str | None = None) -> Screen:
    """The end message. With the players' plain `names` it carries the sheet as a
    picture shown in the message (drawn once, here) instead of the text table, which
    stays as its `fallback` where pictures cannot be attached; `unlocks` are the dice
    sets the players earned, announced here once; `page`, the game's replay on the web."""
    kind = find_kind(table.kind)
    seat_names = names_by_key(table, t)
    # The winner, then every seat's place and final total (the picture is not read by all).
    parts = [winner_line(table, game, t), *ranking_lines(game, seat_names, t)]
    last = event_lines(kind, game, seat_names, t)
    if last:
        parts.append(t("last-event", text=" ".join(last)))
    parts += [t("unlock-line", player=t.isolate(mention(user)), set=set_name(set_id, t))
              for user, set_id in unlocks]
    title = heading(t("final-title", game=kind.name(t), id=str(table.id)))
    hinted = t("hints-used-line") if table.hints_used else ""
    controls = _final_controls(table, t)
    if page is not None:
        controls.append(Link(page, label=t("btn-replay"), emoji="🌐"))

    def screen(sheet: Part) -> Screen:
        return Screen(view=card(FINAL_COLOUR, [
            title, "\n".join(p for p in parts if p), sheet, hinted, controls,
            subtext(f"#{table.id}"),
        ], table.id, table.version))

    text_only = screen("\n".join(_sheet(kind, table, game, t)))
    if names is None:
        return text_only
    pictured = screen(Picture(sheet_filename(table),
                              t("sheet-picture-title", game=kind.name(t), id=str(table.id))))
    pictured.files = [sheet_file(table, game, t, names)]
    pictured.fallback = text_only
    return pictured


def _final_controls(table: TableView, t: Texts) -> list[Control]:
    controls: list[Control] = []
    if find_kind(table.kind).coached:
        controls.append(Button("review", label=t("btn-review"), emoji="🔎", style="primary"))
    controls.append(Button("rematch", label=t("btn-rematch"), emoji="🔁", style="success"))
    if table.revealed_seed is not None:
        controls.append(fair_dice_button(t))
    return controls


def render_scorecard(table: TableView, game: BaseGame, t: Texts,
                     names: Mapping[str, str] | None = None) -> Screen:
    """The sheet of a game in progress, as text (screen readers, copying) and, when
    `names` are given, as a picture (phones)."""
    kind = find_kind(table.kind)
    embed = discord.Embed(
        title=t("scorecard-title", game=kind.name(t), id=str(table.id)),
        description="\n".join(_sheet(kind, table, game, t)), colour=FINAL_COLOUR,
    )
    if names is None:
        return Screen(embed=embed)
    embed.set_image(url=f"attachment://{sheet_filename(table)}")
    return Screen(embed=embed, files=[sheet_file(table, game, t, names)])


def render_cancelled(table: TableView, game: BaseGame | None, t: Texts,
                     by: int | None = None, note: str | None = None) -> Screen:
    """A cancelled (or expired: `note`) game: its sheet so far, no controls."""
    kind = find_kind(table.kind)
    parts = [t("cancelled-by", user=t.isolate(mention(by)))] if by else []
    if game is not None:
        parts += _sheet(kind, table, game, t)
    seed, commitment = table.revealed_seed, table.dice_commitment
    if game is not None and seed is not None and commitment is not None:
        # Nothing is left to click on a cancelled game: its seed is simply shown.
        parts.append(t("fair-dice-revealed", seed=t.isolate(f"`{seed}`"),
                       hash=t.isolate(f"`{commitment}`")))
    return Screen(view=card(CANCELLED_COLOUR, [
        note or "", heading(t("cancelled-title", game=kind.name(t), id=str(table.id))),
        "\n".join(parts), subtext(f"#{table.id}"),
    ], table.id, table.version))


def render_screen(table: TableView, game: BaseGame | None, t: Texts, *, by: int | None = None,
                  note: str | None = None, looks: Mapping[str, DiceLook] | None = None,
                  names: Mapping[str, str] | None = None,
                  unlocks: Sequence[tuple[int, str]] = (),
                  deadline: float | None = None, chances: WinChances | None = None,
                  paused: bool = False, page: str | None = None) -> Screen:
    """The game message for any status (`looks`, `names`, `unlocks`, `deadline`,
    `chances`, `paused`, `page`: see render_game and render_final)."""
    if table.status == "lobby":
        return render_lobby(table, t)
    if table.status == "playing" and game is not None:
        return render_game(table, game, t, note, looks, deadline, chances, paused=paused)
    if table.status == "finished" and game is not None:
        return render_final(table, game, t, names=names, unlocks=unlocks, page=page)
    return render_cancelled(table, game, t, by, note)
