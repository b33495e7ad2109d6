"""/yacht help: a private guide to playing, the buttons and the commands."""

from __future__ import annotations

import discord

from bot.kinds import all_kinds
from bot.render.screen import Screen
from bot.text import Texts
from bot.text.commands import command_names

HELP_COLOUR = discord.Colour.teal()
#: every button and menu a player meets, in the order they meet them (catalogue keys)
CONTROLS = ("help-control-join", "help-control-confirm", "help-control-add-bot",
            "help-control-start", "help-control-roll", "help-control-keep",
            "help-control-keep-several", "help-control-dice", "help-control-pick",
            "help-control-score",
            "help-control-bank", "help-control-hint", "help-control-review",
            "help-control-rematch")


def render_help(t: Texts) -> Screen:
    """`t` is the reader's catalogue bound to their client and the command ids
    (`reader_texts`): commands are clickable mentions where that client shows their
    default names, text where it shows localized ones (a mention is clickable under the
    default name only)."""
    games = [t("help-game", game=kind.name(t), summary=kind.summary(t)) for kind in all_kinds()]
    commands = [t("help-command", command=t.command(name), description=t(f"cmd-{name}"))
                for name in command_names() if t.has(f"cmd-{name}")]
    sections = [
        t("help-intro"), *games,
        "", f"**{t('help-how-title')}**", t("help-how"),
        "", f"**{t('help-controls-title')}**",
        *(t(key) for key in CONTROLS),
        "", f"**{t('help-commands-title')}**", *commands,
        "", t("help-pings"), t("help-auto-roll"), t("help-ranking"),
    ]
    embed = discord.Embed(title=t("help-title"), description="\n".join(sections)[:4096],
                          colour=HELP_COLOUR)
    return Screen(embed=embed)
