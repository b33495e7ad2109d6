"""Clicks on game messages: decode, hand the move to the table, answer privately when
it is refused.

A move goes through the table's one path (bot.table.pipeline): the service commits it,
then the click's own answer shows it (bot.table.answers: the board edited in place, or
a private prompt closed) and the steps after it run. Clicks that change no game (the
level picker, the dice proof, a hint, a review) are answered here.
"""

from __future__ import annotations

import io
import logging

import discord
from discord.ext import commands

from bot.domain import Refusal, TableView
from bot.render import rematch_note, render_level_picker, render_lobby
from bot.render.coach import render_hint, render_review
from bot.render.components import Click
from bot.service.fairness import proof_json
from bot.service.games import Actor, ChannelTaken, Place
from bot.table.answers import BoardAnswer, PromptAnswer
from bot.table.parts import Parts, parts_of
from bot.table.reach import require_permissions
from bot.table.replies import defer, in_time, post_message, reader_texts, respond
from bot.table.where import where_of
from cogs._daily import daily_click

log = logging.getLogger(__name__)

#: clicks answered privately, or by a new lobby: no move of the game they name
PROMPTS = ("addbot", "proof", "hint", "review", "rematch")
#: a paused board's one button (bot.render.game.resume_button)
RESUME = "resume"
BUTTON, STRING_SELECT = 2, 3
# Actions drawn as a select menu (the score menu, the level picker); all others are buttons,
# and so is a box offered as a button (its id names the box: a bare score id is the menu's).
SELECT_ACTIONS = frozenset({"score", "addbot"})


def actor_of(interaction: discord.Interaction) -> Actor:
    perms = interaction.permissions
    return Actor(interaction.user.id, manager=bool(perms and perms.manage_guild))


def checked_place(interaction: discord.Interaction, click: Click, values: list[str]) -> Place:
    """Where the click came from (a private prompt has no game message), once its shape
    is checked: a click of the wrong shape is refused."""
    where = where_of(interaction)
    check_shape(interaction, click, values)
    message = interaction.message
    message_id = None if message is None or message.flags.ephemeral else message.id
    return Place(where.scope_id, where.channel_id, message_id, click.day, where.context)


def check_shape(interaction: discord.Interaction, click: Click, values: list[str]) -> None:
    """A button id sent as a select (or the reverse), or several values: refused."""
    data = dict(interaction.data or {})
    kind = data.get("component_type")
    if kind == STRING_SELECT:
        if click.action not in SELECT_ACTIONS:
            raise Refusal("unknown_component")
        if len(values) != 1:
            raise Refusal("one_choice")
    elif kind == BUTTON:
        if values or (click.action == "score" and click.arg is None):
            raise Refusal("unknown_component")
    else:
        raise Refusal("unknown_component")


class Play(commands.Cog):
    """Every game click: moves (`on_click`), and the clicks that open a private answer
    (`on_prompt`: the level picker, a hint, a review, a rematch, the dice proof)."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts

    async def cog_load(self) -> None:
        clicks = self.parts.clicks
        clicks.game = self.on_click
        clicks.daily = self.on_daily
        clicks.private[RESUME] = self.on_resume
        for action in PROMPTS:
            clicks.private[action] = self.on_prompt

    async def cog_unload(self) -> None:
        clicks = self.parts.clicks
        clicks.game = clicks.daily = None
        for action in (*PROMPTS, RESUME):
            clicks.private.pop(action, None)

    async def on_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """A move: handed to the table, which commits it and answers with the board."""
        table = self.parts.table
        try:
            place = checked_place(interaction, click, values)
            answer = (BoardAnswer(interaction) if place.message_id is not None
                      else PromptAnswer(interaction, click.action))
            await table.act(click.game_id, click.version, actor_of(interaction), click.action,
                            values[0] if values else click.arg, place=place, answer=answer)
        except Exception as error:
            await table.refuse(interaction, click, error)

    async def on_resume(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """Resume, on a board only a click can update (bot.table.tokens): the board is
        drawn again as the answer, and what waited goes on."""
        table = self.parts.table
        try:
            place = checked_place(interaction, click, values)
            record, _ = await self.parts.service.load(click.game_id)
            self.parts.service.check_place(record, place)
            if place.message_id is None:
                raise Refusal("unknown_component")
            await table.resume(click.game_id, BoardAnswer(interaction))
        except Exception as error:
            await table.refuse(interaction, click, error)

    async def on_daily(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """A daily challenge's private click (cogs._daily)."""
        try:
            place = checked_place(interaction, click, values)
            await daily_click(self.parts, interaction, click, values, place)
        except Exception as error:
            await self.parts.table.refuse(interaction, click, error)

    async def on_prompt(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        """A click answered privately (or, for a rematch, by a new lobby)."""
        if click.action == "addbot" and values:  # a level picked: a move
            await self.on_click(interaction, click, values)
            return
        try:
            place = checked_place(interaction, click, values)
            actor = actor_of(interaction)
            if click.action == "addbot":
                await self._offer_levels(interaction, click, actor)
            elif click.action == "proof":
                await self._proof(interaction, click, place)
            else:
                record, _ = await self.parts.service.load(click.game_id)
                self.parts.service.check_place(record, place)
                await self._coach(interaction, click, actor)
        except Exception as error:
            await self.parts.table.refuse(interaction, click, error)

    async def _coach(self, interaction: discord.Interaction, click: Click, actor: Actor) -> None:
        """Hint (the player to act), Review (each player their own), Rematch (a new lobby):
        answered privately, except the rematch lobby, which everyone sees and joins."""
        coach = self.parts.coach
        t = await reader_texts(interaction)
        if click.action == "hint":
            # The first advice of a process, or one beside a table build, can take seconds
            # on a busy machine: in_time defers past Discord's 3 s.
            hint = await in_time(interaction, coach.hint(click.game_id, actor), thinking=True)
            screen = render_hint(hint.table, hint.advice, t, building=hint.building)
            await respond(interaction, **screen.send_kwargs(), ephemeral=True)
        elif click.action == "review":
            # Replaying a whole game takes a moment: acknowledge first, answer after.
            # (a refusal after this goes out as a follow-up: see reply_private)
            await defer(interaction, ephemeral=True, thinking=True)
            record, review = await coach.review(click.game_id, actor)
            looks = self.parts.looks
            await looks.warm(record)  # the dice as faces of the player's set
            look = looks.looks(record).get(str(actor.user_id))
            screen = render_review(record, review, t, look,
                                   page=await self.parts.screens.page_of(record))
            await interaction.followup.send(**screen.send_kwargs(), ephemeral=True)
        else:
            if where_of(interaction).context == "guild":
                require_permissions(interaction)  # elsewhere only the answers draw it
            await self._rematch(interaction, click, actor)

    async def _rematch(self, interaction: discord.Interaction, click: Click,
                       actor: Actor) -> None:
        """A new lobby with the same seats, which everyone sees and joins."""
        try:
            create = self.parts.coach.rematch(click.game_id, actor)
            await self.parts.table.open_lobby(create, lambda record: self._post_rematch(
                interaction, record), interaction)
        except ChannelTaken as taken:
            busy = taken.active
            taken.params["url"] = (
                f"https://discord.com/channels/{busy.guild_id}/{busy.channel_id}/"
                f"{busy.message_id}" if busy.message_id else f"#{busy.id}")
            raise

    async def _post_rematch(self, interaction: discord.Interaction, record: TableView) -> int:
        # A public message: the (kept) game language, like the lobby under it.
        public = self.parts.screens.game_texts(record)
        # One message names everyone else at the table, and notifies only them.
        others = [s.user_id for s in record.seats
                  if s.user_id is not None and s.user_id != interaction.user.id]
        note = rematch_note(record, interaction.user.id, public)
        kwargs = render_lobby(record, public, note=note).send_kwargs()
        kwargs["allowed_mentions"] = discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(id=u) for u in others])
        message_id, private = await post_message(interaction, kwargs)
        if private:
            raise Refusal("external_apps_off")
        return message_id

    async def _proof(self, interaction: discord.Interaction, click: Click,
                     place: Place) -> None:
        """🎲 Fair dice, privately, to whoever asks: while the game is played, the
        commitment (the seed's SHA-256) to note; once it is over, the seed and GAME.json,
        every throw and move, to check with tools/verify_dice.py."""
        service = self.parts.service
        record = await service.stored(click.game_id)
        service.check_place(record, place)
        t = await reader_texts(interaction)
        commitment = record.dice_commitment
        if commitment is None:
            raise Refusal("proof_unverifiable")
        if record.active:
            await respond(interaction, content=t("fair-dice-secret",
                                                 hash=t.isolate(f"`{commitment}`")),
                          ephemeral=True)
            return
        record, proof = await in_time(interaction, service.dice_proof(click.game_id),
                                      thinking=True)
        name = f"game-{record.id}.json"
        content = "\n".join([
            t("fair-dice-revealed", seed=t.isolate(f"`{record.revealed_seed}`"),
              hash=t.isolate(f"`{commitment}`")),
            t("dice-proof-sent", id=str(record.id), file=name)])
        await respond(interaction, content=content,
                      file=discord.File(io.BytesIO(proof_json(proof)), filename=name),
                      ephemeral=True)

    async def _offer_levels(
        self, interaction: discord.Interaction, click: Click, actor: Actor
    ) -> None:
        record, _ = await self.parts.service.load(click.game_id)
        if record.status != "lobby":
            raise Refusal("stale")
        if not (actor.user_id == record.host_id or actor.manager):
            raise Refusal("not_host_add_bot", host=record.host_id)
        screen = render_level_picker(record, await reader_texts(interaction))
        await respond(interaction, **screen.send_kwargs(), ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Play(parts_of(bot)))
