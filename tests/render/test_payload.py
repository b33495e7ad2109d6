"""The board is drawn straight into the payload Discord takes (bot.render.components):
field for field what discord.py's own items would have sent, and sent by discord.py as it
is, without being stored or dispatched. Both rest on discord.py 2.7's send path."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import ui
from discord.http import handle_message_parameters
from discord.ui.view import ViewStore
from discord.webhook.async_ import interaction_message_response_params

from bot.controls import Button, Control, Menu, MenuOption
from bot.render.components import Payload, classic_rows, component, encode
from bot.render.layout import SEPARATOR, Picture, card, control_rows

CUSTOM = "<:d_gold_5:123456789012345678>"
ANIMATED = "<a:d_fire_6:123456789012345679>"

CONTROLS: list[Control] = [
    Button("roll", label="Roll (2 left)", emoji="🎲", style="success", row=2),
    Button("hold", "1", label="⚂ Held", emoji="🔒", style="primary", row=0),
    Button("hold", "0", emoji=CUSTOM, row=0),
    Button("hold", "2", emoji=ANIMATED, disabled=True, row=0),
    Button("hint", label="Hint", emoji="💡", row=2),
    Button("score", "full_house", label="Full House — 25", style="success", row=3),
    Button("cancel", label="Cancel", style="danger"),
    Button("join", label="Join"),
    Menu("score", (
        MenuOption("full_house", "Full House — 25", "Three of one face and two of another."),
        MenuOption("ones", "Ones — 0 (scratch)", "Scratch: this box scores 0.", default=True),
        MenuOption("gold", "Gold", emoji=CUSTOM),
        MenuOption("plain", "Plain", emoji="🎲", description=""),
    ), placeholder="Score…", row=4),
    Menu("addbot", (MenuOption("easy", "Easy"),), placeholder="", disabled=True),
]


def item(control: Control, game_id: int, version: int, day: str | None = None,
         row: int | None = None) -> ui.Item[Any]:
    """The discord.py item the bot drew before the payloads (the reference)."""
    if isinstance(control, Menu):
        return ui.Select(
            custom_id=encode(game_id, version, control.action, day=day),
            options=[discord.SelectOption(label=o.label, value=o.value,
                                          description=o.description, emoji=o.emoji,
                                          default=o.default) for o in control.options],
            placeholder=control.placeholder, min_values=1, max_values=1,
            disabled=control.disabled, row=row)
    return ui.Button(
        label=control.label, emoji=control.emoji,
        style=getattr(discord.ButtonStyle, control.style), disabled=control.disabled,
        custom_id=encode(game_id, version, control.action, control.arg, day), row=row)


def test_discord_py_is_the_minor_version_the_payloads_rest_on():
    """A new minor version may send a view differently (store it, walk its children):
    check this file, then move the pin."""
    assert discord.version_info[:2] == (2, 7)


def test_each_control_is_what_discord_py_would_have_sent():
    for control in CONTROLS:
        for day in (None, "2024-05-01"):
            expected = item(control, 123456, 17, day).to_component_dict()
            assert component(control, 123456, 17, day) == expected, control


def test_classic_rows_are_laid_out_as_a_discord_py_view():
    for controls in ([CONTROLS[6], CONTROLS[7]], [c for c in CONTROLS if c.row is not None],
                     [CONTROLS[9], CONTROLS[6], CONTROLS[7]]):
        view = ui.View(timeout=None)
        for control in controls:
            view.add_item(item(control, 7, 3, row=control.row))
        assert classic_rows(controls, 7, 3) == view.to_components()


def test_a_card_is_what_discord_py_would_have_sent():
    colour = discord.Colour.green()
    rowed = [c for c in CONTROLS if c.row is not None]
    parts = ["### Title", "", "line one\nline two", rowed, SEPARATOR,
             Picture("sheet-7.png", "The sheet"), "-# #7 · v3"]
    container: ui.Container[ui.LayoutView] = ui.Container(accent_colour=colour)
    container.add_item(ui.TextDisplay("### Title"))
    container.add_item(ui.TextDisplay("line one\nline two"))
    for controls in control_rows(rowed):
        container.add_item(ui.ActionRow(*[item(c, 7, 3) for c in controls]))
    container.add_item(ui.Separator())
    container.add_item(ui.MediaGallery(discord.MediaGalleryItem(
        "attachment://sheet-7.png", description="The sheet")))
    container.add_item(ui.TextDisplay("-# #7 · v3"))
    view = ui.LayoutView(timeout=None)
    view.add_item(container)
    drawn = card(colour, parts, 7, 3)
    assert drawn.to_components() == view.to_components()
    assert drawn.has_components_v2()


def test_discord_py_sends_a_payload_as_it_is_and_never_stores_it():
    drawn = card(discord.Colour.green(), ["### Title", [CONTROLS[0]]], 7, 3)
    answer = interaction_message_response_params(type=7, view=drawn).payload
    assert answer is not None
    assert answer["data"]["components"] == drawn.to_components()
    assert answer["data"]["flags"] & discord.MessageFlags(components_v2=True).value
    edit = handle_message_parameters(view=drawn).payload
    assert edit is not None and edit["components"] == drawn.to_components()
    classic = Payload(classic_rows([CONTROLS[6]], 7, 3), v2=False)
    sent = handle_message_parameters(view=classic, embed=discord.Embed(title="x")).payload
    assert sent is not None and "flags" not in sent
    assert not drawn.is_dispatchable() and not drawn.is_finished()

    async def store() -> ViewStore:
        views = ViewStore(state=None)  # type: ignore[arg-type]
        views.add_view(drawn, 99)  # what discord.py does after sending a message
        return views

    views = asyncio.run(store())
    assert views._views == {} and views._synced_message_views == {}
    assert views._dynamic_items == {}
