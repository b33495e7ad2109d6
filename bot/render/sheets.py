"""Full score sheets: the private /yacht scorecard and the final message."""

from __future__ import annotations

from typing import Any

import discord

from bot import strings
from bot.render.game import event_lines, render_game
from bot.render.lobby import render_lobby
from bot.render.screen import Screen, game_name, names_by_key
from bot.rules import Game
from bot.storage import GameRecord

FINAL_COLOUR = discord.Colour.gold()
LABEL_WIDTH = 16


def _cell(value: Any, width: int) -> str:
    return str(value).rjust(width)


def sheet_table(record: GameRecord, rules: Any) -> str:
    """A monospace table: one row per box (then bonuses and total), one column per player."""
    keys = list(rules.players)
    labels = [f"P{i + 1}" for i in range(len(keys))]
    width = 5
    lines = ["".ljust(LABEL_WIDTH) + "".join(_cell(label, width) for label in labels)]
    totals = rules.totals
    if rules.kind == "5000":
        row = "Total".ljust(LABEL_WIDTH) + "".join(_cell(totals[k], width) for k in keys)
        entered = "Entered".ljust(LABEL_WIDTH) + "".join(
            _cell(strings.ENTERED_YES if rules.entered(k) else strings.ENTERED_NO, width)
            for k in keys
        )
        return "```\n" + "\n".join([*lines, row, entered]) + "\n```"
    cards = {k: rules.scores(k) for k in keys}
    upper_done = False
    for box in rules.boxes:
        if upper_done is False and not box.upper and rules.kind == "yacht":
            lines.append(strings.ROW_UPPER_BONUS[:LABEL_WIDTH].ljust(LABEL_WIDTH) + "".join(
                _cell(rules.upper_bonus(k), width) for k in keys))
            upper_done = True
        lines.append(box.name[:LABEL_WIDTH - 1].ljust(LABEL_WIDTH) + "".join(
            _cell(cards[k].get(box.id, "·"), width) for k in keys))
    if rules.kind == "yacht" and rules.options.get("yacht_bonus"):
        lines.append(strings.ROW_YACHT_BONUS.ljust(LABEL_WIDTH) + "".join(
            _cell(100 * rules.yacht_bonuses(k), width) for k in keys))
    lines.append(strings.ROW_TOTAL.ljust(LABEL_WIDTH) + "".join(
        _cell(totals[k], width) for k in keys))
    return "```\n" + "\n".join(lines) + "\n```"


def legend(record: GameRecord, rules: Any) -> str:
    names = names_by_key(record)
    return "\n".join(
        strings.LEGEND.format(label=f"P{i + 1}", player=names[k])
        for i, k in enumerate(rules.players)
    )


def winner_line(record: GameRecord, rules: Any) -> str:
    names = names_by_key(record)
    winners = list(rules.winners)
    if getattr(rules, "served_win", None):
        return strings.SERVED_WIN.format(player=names[rules.served_win])
    if not winners:
        return ""
    total = rules.totals[winners[0]]
    if len(winners) == 1:
        return strings.WINNER_ONE.format(player=names[winners[0]], total=total)
    return strings.WINNER_TIE.format(
        players=", ".join(names[w] for w in winners), total=total
    )


def render_final(record: GameRecord, rules: Game) -> Screen:
    names = names_by_key(record)
    parts = [winner_line(record, rules)]
    last = event_lines(record, rules, names)
    if last:
        parts.append(strings.LAST_EVENT.format(text=" ".join(last)))
    parts += [sheet_table(record, rules), legend(record, rules)]
    embed = discord.Embed(
        title=strings.FINAL_TITLE.format(name=game_name(record), id=record.id),
        description="\n".join(p for p in parts if p),
        colour=FINAL_COLOUR,
    )
    embed.set_footer(text=f"#{record.id}")
    return Screen(embed=embed, view=None)


def render_scorecard(record: GameRecord, rules: Game) -> Screen:
    embed = discord.Embed(
        title=strings.SCORECARD_TITLE.format(name=game_name(record), id=record.id),
        description=sheet_table(record, rules) + "\n" + legend(record, rules),
        colour=discord.Colour.light_grey(),
    )
    return Screen(embed=embed)


def render_cancelled(record: GameRecord, rules: Game | None, by: str | None = None) -> Screen:
    parts = [strings.CANCELLED_BY.format(user=by)] if by else []
    if rules is not None:
        parts += [sheet_table(record, rules), legend(record, rules)]
    embed = discord.Embed(
        title=strings.CANCELLED_TITLE.format(name=game_name(record), id=record.id),
        description="\n".join(parts) or None,
        colour=discord.Colour.dark_grey(),
    )
    return Screen(embed=embed, view=None)


def render_screen(record: GameRecord, rules: Game | None, by: str | None = None) -> Screen:
    """The game message for any status."""
    if record.status == "lobby":
        return render_lobby(record)
    if record.status == "playing" and rules is not None:
        return render_game(record, rules)
    if record.status == "finished" and rules is not None:
        return render_final(record, rules)
    return render_cancelled(record, rules, by)
