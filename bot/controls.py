"""Buttons and menus as plain values: what a message offers, not how Discord draws it.

A game's layout (`bot.kinds`) and render describe their controls with these; only
`bot.render.components` turns them into Discord's payloads, giving each a custom_id that
names the game, its state version, the action and its argument. So the core
(rules, kinds, service) never imports discord.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Style = Literal["primary", "secondary", "success", "danger"]


@dataclass(frozen=True)
class Button:
    """A button that sends `action` (and `arg`) for the game it is drawn for."""

    action: str
    arg: str | None = None
    label: str | None = None
    emoji: str | None = None
    style: Style = "secondary"
    disabled: bool = False
    row: int | None = None


@dataclass(frozen=True)
class MenuOption:
    """One choice of a menu: `value` is the menu action's argument."""

    value: str
    label: str
    description: str | None = None
    emoji: str | None = None
    default: bool = False


@dataclass(frozen=True)
class Menu:
    """A select menu of one choice that sends `action` with the value chosen."""

    action: str
    options: tuple[MenuOption, ...]
    placeholder: str
    disabled: bool = False
    row: int | None = None


@dataclass(frozen=True)
class Link:
    """A button that opens `url` in the reader's browser (Discord's link style): it sends
    the bot nothing, so it carries no action."""

    url: str
    label: str
    emoji: str | None = None
    row: int | None = None
    disabled: bool = False


Control = Button | Menu | Link
