"""Components: every button and select the bot draws, as the payload Discord takes.

A custom_id is `y:{game}:{version}:{action}[:{arg}]`, and a daily challenge's
`y:d{YYYYMMDD}:{game}:{version}:{action}[:{arg}]` (its day: a control naming another
day, or none, is refused by the service). Carrying the game id and the state
version in the id makes every component restart-proof (nothing to re-attach per
message) and lets a stale click be recognised without reading the message. Routing
goes by the custom_id alone (bot.app.client.on_interaction): no discord.py item is
registered, so a click's message is never rebuilt as a view. The payloads are drawn
from plain `bot.controls` values (`component`) into a `Payload`, which discord.py sends
as it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import groupby
from typing import Any

import discord
from discord import ui

from bot.controls import Control, Link, Menu, MenuOption, Style

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


class Payload(ui.LayoutView):
    """A message's components as Discord takes them (dicts), drawn once by render and sent
    as they are: discord.py builds no item for them, and a view without children is
    neither stored nor dispatched (clicks are routed by their custom_id,
    bot.app.client.on_interaction). Discord.py 2.7 sends a view by asking only
    `to_components()` and `has_components_v2()` (tests/render/test_payload.py pins it).
    `v2`: a Components V2 layout (the board, the lobby, the end) rather than classic
    action rows under an embed."""

    def __init__(self, components: list[dict[str, Any]], *, v2: bool) -> None:
        super().__init__(timeout=None)
        self.components = components
        self.v2 = v2

    def to_components(self) -> list[dict[str, Any]]:
        return self.components

    def has_components_v2(self) -> bool:
        return self.v2


#: discord.py's ButtonStyle values
STYLES: dict[Style, int] = {"primary": 1, "secondary": 2, "success": 3, "danger": 4}
LINK_STYLE = 5  # Discord's link button
#: Discord's component types
ROW, BUTTON, SELECT, TEXT, CONTAINER = 1, 2, 3, 10, 17
ROW_WIDTH = 5  # a row holds five buttons, or one menu


@lru_cache(maxsize=4096)
def _emoji(text: str) -> tuple[tuple[str, Any], ...]:
    """An emoji as Discord takes it: a custom one's `<:name:id>` is parsed, once."""
    return tuple(discord.PartialEmoji.from_str(text).to_dict().items())


def component(control: Control, game_id: int, version: int,
              day: str | None = None) -> dict[str, Any]:
    """The payload of a plain control, drawn for this game at this state version (and a
    daily challenge's day), field for field as discord.py's ui.Button and ui.Select
    write it (tests/render/test_payload.py compares them)."""
    if isinstance(control, Link):  # opens a page: no custom_id, nothing sent to the bot
        link: dict[str, Any] = {"type": BUTTON, "style": LINK_STYLE,
                                "disabled": control.disabled}
        if control.label:
            link["label"] = control.label
        link["url"] = control.url
        if control.emoji is not None:
            link["emoji"] = dict(_emoji(control.emoji))
        return link
    if isinstance(control, Menu):
        menu: dict[str, Any] = {
            "type": SELECT, "custom_id": encode(game_id, version, control.action, day=day),
            "min_values": 1, "max_values": 1, "disabled": control.disabled, "required": True,
        }
        if control.placeholder:
            menu["placeholder"] = control.placeholder
        if control.options:
            menu["options"] = [_option(o) for o in control.options]
        return menu
    button: dict[str, Any] = {"type": BUTTON, "style": STYLES[control.style],
                              "disabled": control.disabled}
    if control.label:
        button["label"] = control.label
    button["custom_id"] = encode(game_id, version, control.action, control.arg, day)
    if control.emoji is not None:
        button["emoji"] = dict(_emoji(control.emoji))
    return button


def _option(option: MenuOption) -> dict[str, Any]:
    found: dict[str, Any] = {"label": option.label, "value": option.value,
                             "default": option.default}
    if option.description:
        found["description"] = option.description
    if option.emoji is not None:
        found["emoji"] = dict(_emoji(option.emoji))
    return found


def action_row(controls: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """An action row of buttons (or one menu)."""
    return {"type": ROW, "components": list(controls)}


def classic_rows(controls: Sequence[Control], game_id: int = 0, version: int = 0,
                 day: str | None = None) -> list[dict[str, Any]]:
    """Classic action rows (a message with an embed), as a discord.py View lays them out:
    a control with a `row` goes there, the others fill the first row with room, a menu
    taking a whole row."""
    weights = [0] * 5
    placed: list[tuple[int, dict[str, Any]]] = []
    for control in controls:
        width = ROW_WIDTH if isinstance(control, Menu) else 1
        index = control.row if control.row is not None else next(
            (i for i, weight in enumerate(weights) if weight + width <= ROW_WIDTH), None)
        if index is None or weights[index] + width > ROW_WIDTH:
            raise ValueError("no room left for a control in the message's rows")
        weights[index] += width
        placed.append((index, component(control, game_id, version, day)))
    placed.sort(key=lambda found: found[0])  # stable: the order of each row kept
    return [action_row(c for _, c in group) for _, group in groupby(placed, key=lambda f: f[0])]


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
