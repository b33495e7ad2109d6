"""Slash commands in the players' languages: names, descriptions and choice labels.

Every localizable string of a command is a `locale_str` carrying its catalogue key
(cogs/_params.text). `CatalogueTranslator` answers discord.py's translation calls
from the catalogues for the Discord locales of our languages (es-ES and es-419
read es.ftl). discord.py asks only about the locales of its own `Locale` enum,
which lags behind the API (no `ar` in 2.7); `LocalizedTree.sync` adds the
missing ones (every locale of Discord's `AvailableLocalesEnum` that reads one of
our catalogues) to the payload before it is sent, from the same translator.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands import locale_str

from bot.text import texts_for
from bot.text.bidi import marked
from bot.text.discord_locale import command_locales

NAME_PLACES = frozenset({Where.command_name, Where.group_name, Where.parameter_name})


def localize(string: locale_str, locale: str, where: Where) -> str | None:
    """The catalogue's text for `string` in a Discord locale; None leaves it English.

    Discord strips isolates from these strings: a right-to-left one goes with marks
    instead (bot.text.bidi.marked). Sent as it is otherwise: a description over 100
    characters or a name Discord refuses fails the sync (the emulator refuses them as
    Discord does), and tests/text catch both before; a name no locale can show (Tamil)
    is never asked for."""
    key = string.extras.get("key")
    language = command_locales().get(locale)
    if not isinstance(key, str) or language is None:
        return None
    texts = texts_for(language).for_description(locale)
    if not texts.owns(key):
        return None
    if where in NAME_PLACES:
        return texts.word(key)
    text = texts(key)
    return marked(text) if texts.rtl else text


class CatalogueTranslator(app_commands.Translator):
    """Translations from the catalogues; remembers every string it was asked about so
    the tree can add the locales discord.py does not know."""

    def __init__(self) -> None:
        self.seen: dict[tuple[Where, str], locale_str] = {}

    async def translate(
        self, string: locale_str, locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        self.seen[(context.location, string.message)] = string
        return localize(string, locale.value, context.location)

    def complete(self, payload: list[dict[str, Any]]) -> None:
        """Add the localizations of every locale discord.py skipped to a sync payload."""
        known = {locale.value for locale in discord.Locale}
        missing = [locale for locale in command_locales() if locale not in known]
        if missing:
            for command in payload:
                self._node(command, missing, top=True)

    def _node(self, node: dict[str, Any], locales: list[str], *, top: bool = False) -> None:
        children = node.get("options") or []
        is_group = (top and any(c.get("type") in (1, 2) for c in children)) or (
            not top and node.get("type") == 2)
        if top or node.get("type") in (1, 2):
            name = Where.group_name if is_group else Where.command_name
            description = Where.group_description if is_group else Where.command_description
        else:
            name, description = Where.parameter_name, Where.parameter_description
        self._add(node, "name", name, locales)
        self._add(node, "description", description, locales)
        for choice in node.get("choices") or []:
            self._add(choice, "name", Where.choice_name, locales)
        for child in children:
            self._node(child, locales)

    def _add(self, node: dict[str, Any], field: str, where: Where, locales: list[str]) -> None:
        string = self.seen.get((where, str(node.get(field))))
        if string is None:
            return
        localized = node.get(f"{field}_localizations") or {}
        for locale in locales:
            text = localize(string, locale, where)
            if text is not None:
                localized[locale] = text
        if localized:
            node[f"{field}_localizations"] = localized


class LocalizedTree(app_commands.CommandTree[Any]):
    """discord.py's tree, with the payload completed for locales its enum lacks."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """A command arriving while the bot stops (SIGTERM) is answered, not run."""
        if not getattr(self.client, "draining", False):
            clicks = getattr(self.client, "clicks", None)
            if clicks is not None:
                clicks.in_flight.enter()  # the drain waits for it (bot.app.drain)
            return True
        from bot.domain import Refusal
        from bot.table.replies import reply_refusal

        if interaction.type is discord.InteractionType.application_command:
            await reply_refusal(interaction, Refusal("restarting"))
        return False

    async def sync(self, *, guild: discord.abc.Snowflake | None = None
                   ) -> list[app_commands.AppCommand]:
        translator = self.translator
        if not isinstance(translator, CatalogueTranslator):
            return await super().sync(guild=guild)
        # discord.py's own sync, with one step added between building and sending.
        application_id = self.client.application_id
        if application_id is None:
            raise app_commands.MissingApplicationID
        commands = self._get_all_commands(guild=guild)
        payload = [await command.get_translated_payload(self, translator)
                   for command in commands]
        translator.complete(payload)
        if guild is not None:
            for command in payload:
                # Where a command may be installed and used is said of global commands
                # only: a server's own commands (DEV_GUILD_ID) cannot carry it.
                command.pop("integration_types", None)
                command.pop("contexts", None)
        try:
            if guild is None:
                data = await self._http.bulk_upsert_global_commands(
                    application_id, payload=payload)
            else:
                data = await self._http.bulk_upsert_guild_commands(
                    application_id, guild.id, payload=payload)
        except discord.HTTPException as error:
            if error.status == 400 and error.code == 50035:
                raise app_commands.CommandSyncFailure(error, commands) from None
            raise
        return [app_commands.AppCommand(data=d, state=self._state) for d in data]
