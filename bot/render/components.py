"""Persistent components: one DynamicItem for every button and select the bot draws.

A custom_id is `y:{game}:{version}:{action}[:{arg}]`, and a daily challenge's
`y:d{YYYYMMDD}:{game}:{version}:{action}[:{arg}]` (its day: a control naming another
day, or none, is refused by the service). Carrying the game id and the state
version in the id makes every component restart-proof (nothing to re-attach per
message) and lets a stale click be recognised without reading the message. Routing
goes to `client.handle_click` (see bot.app.client). The items are drawn from plain
`bot.controls` values (`component`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import discord
from discord import ui

from bot.controls import Control, Link, Menu, Style

TEMPLATE = (
    r"y:(?:d(?P<day>[0-9]{8}):)?(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9})"
    r":(?P<action>[a-z]{1,12})(?::(?P<arg>[a-z0-9_]{1,32}))?"
)
PATTERN = re.compile(TEMPLATE)


@dataclass(frozen=True)
class Click:
    """A decoded custom_id."""

    game_id: int
    version: int
    action: str
    arg: str | None = None
    day: str | None = None  # a daily challenge's day, "YYYY-MM-DD"

    @property
    def custom_id(self) -> str:
        return encode(self.game_id, self.version, self.action, self.arg, self.day)


def encode(game_id: int, version: int, action: str, arg: Any = None,
           day: str | None = None) -> str:
    daily = "" if day is None else f"d{day.replace('-', '')}:"
    custom_id = f"y:{daily}{game_id}:{version}:{action}"
    return custom_id if arg is None else f"{custom_id}:{arg}"


def decode(custom_id: str) -> Click | None:
    match = PATTERN.fullmatch(custom_id)
    if match is None:
        return None
    day = match["day"]
    return Click(
        int(match["game"]), int(match["version"]), match["action"], match["arg"],
        None if day is None else f"{day[:4]}-{day[4:6]}-{day[6:]}",
    )


class GameComponent(ui.DynamicItem[ui.Item[ui.View]], template=TEMPLATE):
    """Wraps any button or select whose custom_id follows TEMPLATE."""

    def __init__(self, item: ui.Item[ui.View]) -> None:
        super().__init__(item)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[ui.View], match: re.Match[str], /
    ) -> GameComponent:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        click = decode(self.custom_id)
        values = list(getattr(self.item, "values", []) or [])
        handler = getattr(interaction.client, "handle_click", None)
        if click is None or handler is None:  # pragma: no cover - template guarantees it
            return
        await handler(interaction, click, values)


STYLES: dict[Style, discord.ButtonStyle] = {
    "primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger,
}


def component(control: Control, game_id: int, version: int,
              day: str | None = None, *, in_row: bool = False) -> ui.Item[Any]:
    """The Discord item of a plain control, drawn for this game at this state version
    (and a daily challenge's day; `in_row`: placed in an explicit action row of a
    Components V2 layout, which takes no row number)."""
    row = None if in_row else control.row
    if isinstance(control, Link):
        return ui.Button(label=control.label, emoji=control.emoji, url=control.url,
                         style=discord.ButtonStyle.link, row=row)
    if isinstance(control, Menu):
        return GameComponent(ui.Select(
            custom_id=encode(game_id, version, control.action, day=day),
            options=[discord.SelectOption(label=o.label, value=o.value,
                                          description=o.description, emoji=o.emoji,
                                          default=o.default)
                     for o in control.options],
            placeholder=control.placeholder, min_values=1, max_values=1,
            disabled=control.disabled, row=row,
        ))
    return GameComponent(ui.Button(
        label=control.label, emoji=control.emoji, style=STYLES[control.style],
        disabled=control.disabled,
        custom_id=encode(game_id, version, control.action, control.arg, day),
        row=row,
    ))


def walk(components: Iterable[Any]) -> Iterator[Any]:
    """Every component of a message, nested ones included: classic action rows and their
    children, or Components V2 (containers, sections and their accessory, rows), as
    discord.py objects or as raw payload dicts."""
    stack = list(components)
    while stack:
        item = stack.pop(0)
        yield item
        for key in ("children", "components"):
            inner = _field(item, key)
            if isinstance(inner, list | tuple):
                stack.extend(inner)
        accessory = _field(item, "accessory")
        if accessory is not None:
            stack.append(accessory)


def _field(item: Any, key: str) -> Any:
    return item.get(key) if isinstance(item, dict) else getattr(item, key, None)


def custom_ids(components: Iterable[Any]) -> list[str]:
    """The custom_id of every component that has one, in message order."""
    return [str(cid) for item in walk(components) if (cid := _field(item, "custom_id"))]


def drawn_version(components: Iterable[Any], game_id: int | None = None) -> int | None:
    """The game version a message's controls were drawn at (None: no game control):
    what the message shows, read back from Discord's copy of it."""
    for custom_id in custom_ids(components):
        click = decode(custom_id)
        if click is not None and (game_id is None or click.game_id == game_id):
            return click.version
    return None


def dispatchable(interaction: discord.Interaction) -> bool:
    """Will discord.py's DynamicItem dispatch reach GameComponent for this click?

    It only does when the custom_id matches TEMPLATE *and* the clicked message
    carries a component with that id; anything else (garbage, forged ids)
    would be dropped silently, so bot.app.client answers those itself.
    """
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    if decode(custom_id) is None or interaction.message is None:
        return False
    for child in walk(interaction.message.components):
        if getattr(child, "custom_id", None) == custom_id:
            # discord.py also requires the clicked type to match (a select id sent as a
            # button click is dropped silently otherwise).
            kind = getattr(getattr(child, "type", None), "value", None)
            return bool(kind == data.get("component_type"))
    return False

