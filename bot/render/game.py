"""The running game's message: whose turn, the dice, totals, and the controls."""

from __future__ import annotations

from typing import Any

import discord

from bot import strings
from bot.components import Click, button, select
from bot.render.faces import BLANK_DIE, dice_line, die
from bot.render.screen import Screen, game_name, names_by_key, new_view
from bot.rules import Game
from bot.storage import GameRecord

COLOUR = discord.Colour.green()


def event_lines(record: GameRecord, rules: Game, names: dict[str, str]) -> list[str]:
    """The last action's consequences in words (rules.events)."""
    lines: list[str] = []
    if not rules.events:
        return lines
    boxes = {b.id: b.name for b in getattr(rules, "boxes", ())}
    for event in rules.events:
        kind = event.get("type")
        template = strings.EVENT_TEXT.get(kind)
        if template is None or kind == "game_over":
            continue
        fields: dict[str, Any] = dict(event)
        fields["player"] = names.get(event.get("player", ""), event.get("player", ""))
        fields["from_"] = names.get(event.get("from", ""), event.get("from", ""))
        fields["to"] = names.get(event.get("to", ""), event.get("to", ""))
        fields["box"] = boxes.get(event.get("box", ""), event.get("box", ""))
        fields["dice"] = " ".join(die(d) for d in event.get("dice", ()))
        lines.append(template.format(**fields))
    return lines


def totals_field(rules: Game, names: dict[str, str]) -> str:
    totals = rules.totals
    lines = []
    for key in rules.players:
        marker = "▶ " if key == rules.current_player and not rules.is_over else ""
        suffix = ""
        if rules.kind == "5000" and not rules.entered(key):
            suffix = strings.NOT_ENTERED
        lines.append(
            strings.TOTAL_LINE.format(marker=marker, player=names[key], total=totals[key])
            + suffix
        )
    return "\n".join(lines)


def render_game(record: GameRecord, rules: Game) -> Screen:
    names = names_by_key(record)
    current = names[rules.current_player]
    if rules.kind == "5000":
        body, view = _five_thousand(record, rules, current)
    else:
        body, view = _box_game(record, rules, current)
    last = event_lines(record, rules, names)
    if last:
        body.append(strings.LAST_EVENT.format(text=" ".join(last)))
    embed = discord.Embed(
        title=strings.GAME_TITLE.format(name=game_name(record), id=record.id),
        description="\n".join(body),
        colour=COLOUR,
    )
    embed.add_field(name=strings.FIELD_TOTALS, value=totals_field(rules, names), inline=False)
    embed.set_footer(text=f"#{record.id} · v{record.version}")
    return Screen(embed=embed, view=view)


def _box_game(
    record: GameRecord, rules: Any, current: str
) -> tuple[list[str], discord.ui.View]:
    rolled = rules.roll_number > 0
    body = [strings.TURN_LINE.format(player=current, roll=rules.roll_number)
            if rolled else strings.TURN_LINE_START.format(player=current)]
    if rolled:
        body.append(strings.DICE_LINE.format(dice=dice_line(rules.dice, rules.held)))
        held = ", ".join(str(i + 1) for i in rules.held) or strings.NONE_HELD
        body.append(strings.HELD_LINE.format(held=held))
    else:
        body.append(strings.DICE_LINE.format(dice=dice_line(())))
        body.append(strings.BEFORE_FIRST_ROLL)

    g, v = record.id, record.version
    view = new_view()
    can_hold = rolled and rules.rolls_left > 0
    for i in range(5):
        value = rules.dice[i] if rolled else None
        is_held = rolled and i in rules.held
        view.add_item(button(
            Click(g, v, "hold", i),
            emoji=die(value) if value else BLANK_DIE,
            label=strings.HELD_BUTTON if is_held else None,
            style=discord.ButtonStyle.primary if is_held else discord.ButtonStyle.secondary,
            disabled=not can_hold, row=0,
        ))
    roll_label = (
        strings.BTN_ROLL.format(left=rules.rolls_left) if rolled else strings.BTN_ROLL_FIRST
    )
    view.add_item(button(
        Click(g, v, "roll"), label=roll_label, emoji=BLANK_DIE,
        style=discord.ButtonStyle.success, disabled=rules.rolls_left <= 0, row=1,
    ))
    if rolled:
        names = {b.id: b.name for b in rules.boxes}
        preview = rules.preview()
        options = [
            discord.SelectOption(
                value=box,
                label=(strings.SCORE_OPTION.format(box=names[box], points=points) if points
                       else strings.SCORE_OPTION_SCRATCH.format(box=names[box])),
            )
            for box, points in preview.items()
        ]
        view.add_item(select(Click(g, v, "score"), options[:25],
                             placeholder=strings.SCORE_PLACEHOLDER, row=2))
    else:
        view.add_item(select(
            Click(g, v, "score"),
            [discord.SelectOption(label=strings.SCORE_OPTION_WAIT, value="wait")],
            placeholder=strings.SCORE_PLACEHOLDER_WAIT, disabled=True, row=2,
        ))
    return body, view


def _five_thousand(
    record: GameRecord, rules: Any, current: str
) -> tuple[list[str], discord.ui.View]:
    body = [strings.TURN_LINE_5000.format(player=current)]
    body.append(strings.DICE_LINE.format(dice=dice_line(rules.dice, rules.set_aside_indices)))
    if rules.set_aside:
        body.append(strings.SET_ASIDE_LINE.format(
            dice=" ".join(die(d) for d in rules.set_aside)))
    body.append(strings.TURN_POINTS_LINE.format(points=rules.turn_points))
    refusal = rules.bank_refusal
    if not rules.dice:
        body.append(strings.BEFORE_FIRST_ROLL)
    elif refusal:
        body.append(strings.BANK_REFUSED_LINE.format(reason=refusal))
    g, v = record.id, record.version
    view = new_view()
    view.add_item(button(
        Click(g, v, "roll"), label=strings.BTN_ROLL_DICE.format(n=rules.dice_to_roll),
        emoji=BLANK_DIE, style=discord.ButtonStyle.success, row=0,
    ))
    # Bank stays clickable when refused: the click explains why (and the embed says it).
    view.add_item(button(
        Click(g, v, "bank"), label=strings.BTN_BANK.format(points=rules.turn_points),
        style=discord.ButtonStyle.primary if not refusal else discord.ButtonStyle.secondary,
        row=0,
    ))
    return body, view
