"""`python -m bot sync-commands`: the command tree published once per deploy."""

from __future__ import annotations

from bot.app.client import YachtBot
from bot.app.commands import load_commands, sync_commands
from bot.settings import Settings


class CommandPublisher(YachtBot):
    """A deploy step: logs in over HTTP, publishes the command tree and stops; no gateway
    session, no database, no game touched."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings.model_copy(update={"sync_commands": True}))

    async def setup_hook(self) -> None:
        await load_commands(self, None)
        self.command_ids.update(await sync_commands(self.tree, self.settings))

    async def publish(self, token: str) -> int:
        """Publish; returns how many commands Discord now has."""
        async with self:
            await self.login(token)
        return len(self.command_ids)
