"""Components V2 messages: the game's board, lobby and end screen as one coloured card.

A card is a list of parts, drawn top to bottom inside one container (its accent
colour replaces an embed's colour bar): text blocks (markdown: `## ` gives the large
dice line), rows of controls (plain `bot.controls` values, given the game's id and
state version by `bot.render.components`), separators and a picture shown from the message's
own attachment. It is drawn straight into the payload Discord takes
(`bot.render.components.Payload`): building discord.py's items for every board, and
turning them back into that payload, took a third of drawing one. Discord's limits for
such a message hold by construction: at most 40 components in all, 5 buttons or one menu
a row, 4000 characters of text in all.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.controls import Control, Menu
from bot.render.components import (
    CONTAINER,
    ROW_WIDTH,
    TEXT,
    Payload,
    action_row,
    component,
)

MAX_COMPONENTS = 40
MAX_TEXT = 4000  # characters of all the text displays of one message
GALLERY, SEPARATOR_TYPE = 12, 14  # Discord's component types


@dataclass(frozen=True)
class Picture:
    """An attached picture shown in the card (`attachment://filename`)."""

    filename: str
    description: str | None = None


class Separator:
    """A thin line between parts."""


SEPARATOR = Separator()
Part = str | Sequence[Control] | Picture | Separator


def control_rows(controls: Sequence[Control]) -> Iterator[list[Control]]:
    """Controls grouped by their `row`, in order of appearance: a menu alone on its row,
    at most five buttons a row (more wrap)."""
    rows: dict[int | None, list[Control]] = {}
    for control in controls:
        rows.setdefault(control.row, []).append(control)
    for row in rows.values():
        buttons: list[Control] = []
        for control in row:
            if isinstance(control, Menu):
                yield [control]
                continue
            buttons.append(control)
            if len(buttons) == ROW_WIDTH:
                yield buttons
                buttons = []
        if buttons:
            yield buttons


def clip(blocks: list[str], budget: int = MAX_TEXT) -> list[str]:
    """The text blocks within Discord's budget: the longest one is shortened first."""
    while sum(len(b) for b in blocks) > budget:
        longest = max(range(len(blocks)), key=lambda i: len(blocks[i]))
        excess = sum(len(b) for b in blocks) - budget
        block = blocks[longest]
        blocks[longest] = block[:max(1, len(block) - excess - 1)] + "…"
    return blocks


def card(colour: discord.Colour, parts: Sequence[Part], game_id: int = 0,
         version: int = 0) -> Payload:
    """The message's layout: every part in one container of `colour`, as discord.py's
    ui.Container would write it (tests/render/test_payload.py compares them)."""
    texts = clip([p for p in parts if isinstance(p, str) and p])
    inner: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, str):
            if part:
                inner.append({"type": TEXT, "content": texts.pop(0)})
        elif isinstance(part, Separator):
            inner.append({"type": SEPARATOR_TYPE, "divider": True, "spacing": 1})
        elif isinstance(part, Picture):
            picture: dict[str, Any] = {"media": {"url": f"attachment://{part.filename}"},
                                       "spoiler": False}
            if part.description:
                picture["description"] = part.description
            inner.append({"type": GALLERY, "items": [picture]})
        else:
            inner += [action_row(component(c, game_id, version) for c in controls)
                      for controls in control_rows(part)]
    return Payload([{"type": CONTAINER, "accent_color": colour.value or None,
                     "spoiler": False, "components": inner}], v2=True)


def subtext(text: str) -> str:
    """A small grey line (Discord's `-# ` markdown), for what a footer used to say."""
    return f"-# {text}"


def heading(text: str) -> str:
    """The card's title line."""
    return f"### {text}"
