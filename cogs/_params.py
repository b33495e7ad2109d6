"""Slash-command parameters derived from the registry (no copies).

The games are the registry's (`bot.rules.GAMES`), in its order. Every game's rule
options go in one `rules` text parameter whatever their number, so the commands
stay within Discord's 25 parameters as games are added: its autocomplete suggests
each game's presets by name in the reader's language (bot.render.rules_text), and
the rules engine reads what is sent (bot.rules.presets), refusing what it cannot.

Every name, description and choice label is a `locale_str` carrying its catalogue
key, so the command translator (bot.app.translator) localizes it for Discord.
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.kinds import all_kinds
from bot.render.rules_text import rule_suggestions
from bot.rules import RuleError, find_variant, variant_ids
from bot.table.replies import LANGUAGE_WAIT, reader_texts
from bot.text import DEFAULT_LANGUAGE, Texts, languages, texts_for
from bot.text.discord_locale import AUTOMATIC, language_of_locale

EN = texts_for("en").for_description(None)  # command descriptions: plain text
log = logging.getLogger(__name__)


def text(key: str) -> locale_str:
    """English text of a catalogue key, localized for Discord by the translator."""
    return locale_str(EN(key), key=key)


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=text(f"game-{kind.id}"), value=kind.id)
            for kind in all_kinds()]


def language_choices(*, automatic: bool = False) -> list[app_commands.Choice[str]]:
    """Every language by its own name (the same for every reader), then "automatic"."""
    choices = [app_commands.Choice(name=texts_for(lang)("language-name"), value=lang)
               for lang in languages()]
    if automatic:
        choices.append(app_commands.Choice(name=text("language-auto"), value=AUTOMATIC))
    return choices


async def suggestion_texts(interaction: discord.Interaction) -> Texts:
    """The reader's catalogue, without letting a slow database hold the suggestions up
    (Discord shows none after 3 s): the client's own language then."""
    try:
        return await asyncio.wait_for(reader_texts(interaction), LANGUAGE_WAIT)
    except Exception:
        log.warning("suggestions of interaction %s: the reader's language was not read in "
                    "time", interaction.id, exc_info=True)
        locale = getattr(interaction.locale, "value", None)
        return texts_for(language_of_locale(locale) or DEFAULT_LANGUAGE)


def chosen_game(interaction: discord.Interaction) -> str | None:
    """The game already picked in the command being typed (None: not yet, or unknown)."""
    game = getattr(interaction.namespace, "game", None)
    try:
        return find_variant(game).id if isinstance(game, str) else None
    except RuleError:
        return None


async def suggest_rules(interaction: discord.Interaction,
                        current: str) -> list[app_commands.Choice[str]]:
    """The `rules` parameter's suggestions: the presets of the game picked, else of
    every game, that match what is typed."""
    game = chosen_game(interaction)
    games = [game] if game is not None else list(variant_ids())
    t = await suggestion_texts(interaction)
    return [app_commands.Choice(name=name, value=value)
            for name, value in rule_suggestions(current, games, t)]
