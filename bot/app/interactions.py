"""A click's message, taken from the gateway without parsing its components.

discord.py builds every interaction's `message` whole, each component of it an object:
for a click on the board, its 25 components, on every click, for nothing (the click is
routed by its custom_id, bot.app.client.on_interaction). Here the components are taken
out of the event before discord.py reads it and put back on the message as Discord sent
them (dicts), where their one reader takes them as they come (`drawn_version`: which
version a message shows, when a click is refused). It rests on discord.py 2.7's
parsers table (tests/render/test_payload.py pins the version).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord.state import ConnectionState

COMPONENT = discord.InteractionType.component.value
#: clicks whose components wait for on_interaction, at most (it takes them at once)
MAX_WAITING = 10_000


class ClickMessages:
    """Installs itself as discord.py's INTERACTION_CREATE parser of `state`."""

    def __init__(self, state: ConnectionState[Any]) -> None:
        self._waiting: dict[int, list[dict[str, Any]]] = {}
        self._parse: Callable[[Any], None] = state.parsers["INTERACTION_CREATE"]
        state.parsers["INTERACTION_CREATE"] = self.parse

    def parse(self, data: dict[str, Any]) -> None:
        message = data.get("message")
        if data.get("type") == COMPONENT and isinstance(message, dict) \
                and "components" in message:
            if len(self._waiting) >= MAX_WAITING:
                self._waiting.clear()
            self._waiting[int(data["id"])] = message.pop("components")
        self._parse(data)

    def restore(self, interaction: discord.Interaction) -> None:
        """The click's message gets its components back, as Discord sent them."""
        components = self._waiting.pop(interaction.id, None)
        if components is not None and interaction.message is not None:
            interaction.message.components = components  # type: ignore[assignment]
