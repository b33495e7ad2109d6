"""The lobby message and the private computer-level picker."""

from __future__ import annotations

import discord

from bot.controls import Button, Menu, MenuOption
from bot.domain import LEVELS, TableView
from bot.kinds import find_kind
from bot.render.layout import card, heading, subtext
from bot.render.rules_text import rule_lines
from bot.render.screen import Screen, mention, name_of, new_view
from bot.rules import BoxVariant, find_variant
from bot.text import Texts

COLOUR = discord.Colour.blurple()


def render_lobby(table: TableView, t: Texts, note: str | None = None) -> Screen:
    """The lobby (`note`: a line above it, e.g. that it is a rematch)."""
    kind = find_kind(table.kind)
    max_seats = kind.variant.max_players
    seats = "\n".join(
        t("seat-line", n=i + 1, player=t("seat-invited", player=name_of(s, i, t))
          if s.invited else name_of(s, i, t))
        for i, s in enumerate(table.seats))
    full = len(table.seats) >= max_seats
    # A rematch keeps seats for its players: each takes theirs with one click.
    confirm = [Button("confirm", label=t("btn-confirm"), style="success")] \
        if any(s.invited for s in table.seats) else []
    return Screen(view=card(COLOUR, [
        note or "",
        heading(t("lobby-title", game=kind.name(t))),
        t("lobby-desc"),
        f"**{t('field-host')}**\n{t.isolate(mention(table.host_id))}",
        # One run: "1/8" isolated as a whole reads 1/8 in Arabic too, not 8/1.
        f"**{t('field-seats', seats=f'{len(table.seats)}/{max_seats}')}**\n"
        + (seats or t("nobody")),
        f"**{t('field-rules')}**\n"
        + "\n".join(f"• {line}" for line in rule_lines(table.kind, table.options, t)),
        [
            *confirm,
            Button("join", label=t("btn-join"), style="primary", disabled=full),
            Button("leave", label=t("btn-leave")),
            Button("addbot", label=t("btn-add-bot"), disabled=full),
            Button("start", label=t("btn-start"), style="success", disabled=not table.seats),
            Button("cancel", label=t("btn-cancel"), style="danger"),
        ],
        subtext(f"#{table.id}"),
    ], table.id, table.version))


def rematch_note(table: TableView, asker: int, t: Texts) -> str:
    """The line above a rematch lobby: who asked for it, and what each seated person
    does next. Whoever clicked Rematch is seated already, like the host, so nobody seated
    is sent to Join: the host starts, the others are in, the invited confirm."""
    def people(ids: list[int]) -> str:
        return t.join(t.isolate(mention(u)) for u in ids)

    humans = [s for s in table.seats if s.user_id is not None]
    invited = [s.user_id for s in humans if s.invited and s.user_id is not None]
    seated = [s.user_id for s in humans
              if not s.invited and s.user_id is not None and s.user_id != table.host_id]
    lines = [t("rematch-asked", asker=t.isolate(mention(asker)))]
    if seated:
        lines.append(t("rematch-you-in", players=people(seated), count=len(seated)))
    if invited:
        lines.append(t("rematch-confirm", players=people(invited), count=len(invited)))
    lines.append(t("rematch-host-starts", host=t.isolate(mention(table.host_id))))
    return " ".join(lines)


def render_lobby_moved(table: TableView, t: Texts, thread_id: int) -> Screen:
    """The lobby once its game went to a thread of its own: where to find it."""
    kind = find_kind(table.kind)
    return Screen(view=card(COLOUR, [
        heading(t("lobby-title", game=kind.name(t))),
        t("playing-in-thread", thread=f"<#{thread_id}>"),
        subtext(f"#{table.id}"),
    ], table.id, table.version))


def render_level_picker(table: TableView, t: Texts) -> Screen:
    """Private prompt after "Add bot": pick the computer's level."""
    box_game = isinstance(find_variant(table.kind), BoxVariant)
    options = tuple(MenuOption(label=t(f"level-{level}"), value=level) for level in LEVELS
                    if box_game or level != "win")  # `win` plays for the win in box games
    view = new_view([Menu("addbot", options, placeholder=t("level-placeholder"))],
                    table.id, table.version)
    return Screen(embed=discord.Embed(description=t("choose-level"), colour=COLOUR), view=view)
