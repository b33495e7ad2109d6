"""Clicks on game messages: decode, call the service, answer with the new render.

The answer to a click is the click's own interaction response (type 7,
edit_message), so the game stays one message that changes in place. Once the
service has saved a move, the move is saved: a failure to draw it afterwards is
logged and repaired through the channel, never reported as "nothing changed".
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord
from discord.ext import commands

from bot.app.client import YachtBot
from bot.domain import Refusal
from bot.kinds import APPLY
from bot.render import mention, render_level_picker, render_lobby, render_lobby_moved
from bot.render.coach import render_hint, render_review
from bot.render.components import Click
from bot.service.fairness import proof_json
from bot.service.games import Actor, ChannelTaken, Outcome, Place
from bot.table.reach import require_permissions
from bot.table.replies import (
    already_answered,
    answer_edit,
    in_time,
    post_message,
    reader_texts,
    reply_refusal,
    respond,
    say_too_late,
    too_late,
)
from cogs._daily import daily_click

log = logging.getLogger(__name__)

COACH_ACTIONS = frozenset({"hint", "review", "rematch"})
BUTTON, STRING_SELECT = 2, 3
# Actions drawn as a select menu (the score menu, the level picker); all others are buttons,
# and so is a box offered as a button (its id names the box: a bare score id is the menu's).
SELECT_ACTIONS = frozenset({"score", "addbot"})


def actor_of(interaction: discord.Interaction) -> Actor:
    perms = interaction.permissions
    return Actor(interaction.user.id, manager=bool(perms and perms.manage_guild))


def place_of(interaction: discord.Interaction) -> Place:
    """Where the click came from; a private prompt (the level picker) has no game message."""
    assert interaction.guild_id is not None and interaction.channel_id is not None
    message = interaction.message
    message_id = None if message is None or message.flags.ephemeral else message.id
    return Place(interaction.guild_id, interaction.channel_id, message_id)


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
    """Routes every GameComponent click."""

    def __init__(self, bot: YachtBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.click_handler = self.on_click

    async def cog_unload(self) -> None:
        self.bot.click_handler = None

    async def on_click(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> None:
        if getattr(interaction.channel, "archived", False) and interaction.channel_id:
            # Discord archived the game's thread after a quiet day: a click opens it again.
            await self.bot.placement.unarchive(interaction.channel_id)
        try:
            outcome = await self._act(interaction, click, values)
        except Refusal as refusal:
            # Checked before the answer (once answered, a shutdown must not find a read
            # still in flight); a message left behind the store is redrawn after it.
            message = interaction.message
            behind = await self.bot.outdated(click.game_id, message) if message else None
            await reply_refusal(interaction, refusal)
            if behind is not None:
                self.bot.show(behind, repair=True)
            return
        except Exception as error:
            if too_late(error):
                say_too_late(interaction)
                return
            log.exception("click %s failed", click)
            await reply_refusal(interaction, Refusal("failed"))
            return
        if outcome is not None:
            await self._after_saved(interaction, outcome, click)

    async def _act(
        self, interaction: discord.Interaction, click: Click, values: list[str]
    ) -> Outcome | None:
        """Apply the click; None when it only opened a private prompt (or was a daily
        challenge's, answered by cogs._daily)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal("guild_only")
        check_shape(interaction, click, values)
        if click.day is not None:
            await daily_click(self.bot, interaction, click, values)
            return None
        actor = actor_of(interaction)
        arg = values[0] if values else click.arg
        if click.action == "addbot" and arg is None:
            await self._offer_levels(interaction, click, actor)
            return None
        place = place_of(interaction)
        if click.action == "proof":
            await self._proof(interaction, click, place)
            return None
        if click.action in COACH_ACTIONS:
            record, _ = await self.bot.games.load(click.game_id)
            self.bot.games.check_place(record, place)
            await self._coach(interaction, click, actor)
            return None
        # A locked database can hold the save for seconds: in_time defers the answer.
        return await in_time(interaction, self.bot.games.act(
            click.game_id, click.version, actor, click.action, arg, place=place))

    async def _after_saved(
        self, interaction: discord.Interaction, outcome: Outcome, click: Click
    ) -> None:
        """Show a saved move and start what follows it; errors here are repaired, not
        reported as a refusal, because the move is already stored."""
        by = interaction.user.id if outcome.action == "cancel" else None
        message = interaction.message
        shown = outcome
        try:
            thread = await self.bot.placement.thread_wanted(interaction, outcome)
            if thread and await self._start_in_thread(interaction, outcome):
                return
            if message is not None and not message.flags.ephemeral:
                # A click on the board: its token may carry a turn ping (one from a private
                # prompt, a hint's Apply, is left out: its follow-ups could be private too).
                self.bot.pings.saw(outcome.game.id, interaction)
            if message is not None and not message.flags.ephemeral \
                    and message.id != outcome.game.message_id:
                # A click on the board the game just moved away from: the move is shown
                # where the board is now.
                self.bot.show(outcome)
                await interaction.response.defer()
            elif message is not None and not message.flags.ephemeral:
                # The newest screen known (a timeout may have played meanwhile); an edit
                # of an older one still in flight is cancelled (bot.table.display).
                async with self.bot.display.answering(outcome) as shown:
                    by = by if shown is outcome else None
                    note = None
                    if thread is None:  # thread mode without the permissions: said once
                        note = self.bot.game_texts(outcome.game)("thread-fallback")
                    screen = await self.bot.screen_of(shown, by, note)
                    await answer_edit(interaction, **screen.kwargs())
                    self.bot.display.landed(shown)
            else:
                # A click in a private prompt (the level picker, a hint's Apply): close
                # it, redraw the game message.
                self.bot.show(outcome)
                t = await reader_texts(interaction)
                if click.action == APPLY:
                    await answer_edit(interaction, content=t("hint-applied"), view=None)
                    return
                await answer_edit(
                    interaction,
                    content=t("bot-added", level=outcome.game.seats[-1].level or "normal"),
                    embed=None, view=None,
                )
        except discord.HTTPException as error:
            if not already_answered(error):
                # The answer did not go through (expired, or Discord failed): the move is
                # stored, so bring the message up to date through the channel instead.
                log.warning("game %s: answer to a click failed (%s); redrawing the message",
                            outcome.game.id, error.status)
                self.bot.show(shown, by, repair=True)
            # 40060: a retry of an answer Discord applied (its reply was lost): shown.
        finally:
            if outcome.action == "start" and outcome.rules is not None:
                self.bot.prepare_ai(outcome.game.kind, outcome.game.options, outcome.game.seats)
            if outcome.current_is_computer:
                self.bot.runner.kick(outcome.game.id, outcome.game.guild_id)
            self.bot.placement.after_turn(outcome)

    async def _start_in_thread(self, interaction: discord.Interaction, outcome: Outcome
                               ) -> bool:
        """Thread mode: the started game goes to a thread of its own, its lobby says
        where. False when Discord refused the thread: the game stays here."""
        await interaction.response.defer()  # the thread and the board take two requests
        thread_id = await self.bot.placement.open_thread(outcome)
        if thread_id is None:
            async with self.bot.display.answering(outcome) as shown:
                screen = await self.bot.screen_of(shown)
                await answer_edit(interaction, **screen.kwargs())
            return True
        await answer_edit(interaction, **render_lobby_moved(
            outcome.game, self.bot.game_texts(outcome.game), thread_id).kwargs())
        return True

    async def _coach(self, interaction: discord.Interaction, click: Click, actor: Actor) -> None:
        """Hint (the player to act), Review (each player their own), Rematch (a new lobby):
        answered privately, except the rematch lobby, which everyone sees and joins."""
        coach = self.bot.coach
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
            await interaction.response.defer(ephemeral=True, thinking=True)
            record, review = await coach.review(click.game_id, actor)
            await self.bot.looks.warm(record)  # the dice as faces of the player's set
            look = self.bot.looks.looks(record).get(str(actor.user_id))
            screen = render_review(record, review, t, look)
            await interaction.followup.send(**screen.send_kwargs(), ephemeral=True)
        else:
            require_permissions(interaction)
            try:
                record = await coach.rematch(click.game_id, actor)
            except ChannelTaken as taken:
                busy = taken.active
                taken.params["url"] = (
                    f"https://discord.com/channels/{busy.guild_id}/{busy.channel_id}/"
                    f"{busy.message_id}" if busy.message_id else f"#{busy.id}")
                raise
            # A public message: the (kept) game language, like the lobby under it.
            public = self.bot.game_texts(record)
            # One message names everyone else at the table, and notifies only them.
            others = [s.user_id for s in record.seats
                      if s.user_id is not None and s.user_id != interaction.user.id]
            invited = [s.user_id for s in record.seats if s.invited and s.user_id is not None]
            if invited:
                note = public("rematch-invite", host=public.isolate(mention(record.host_id)),
                              players=public.join(public.isolate(mention(u)) for u in others))
            else:
                note = public("rematch-opened", host=public.isolate(mention(record.host_id)))
            screen = render_lobby(record, public, note=note)
            kwargs = screen.send_kwargs()
            kwargs["allowed_mentions"] = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(id=u) for u in others])
            try:
                message_id = await post_message(interaction, kwargs)
            except discord.HTTPException as error:
                # Never shown: close the lobby at once so it cannot block the channel.
                log.warning("game %s: rematch lobby not posted (%s); closed", record.id,
                            error.status)
                await self.bot.games.abandon(record.id)
                return
            await self.bot.games.set_message(record.id, message_id)

    async def _proof(self, interaction: discord.Interaction, click: Click,
                     place: Place) -> None:
        """🎲 Dice proof on the end screen: GAME.json, privately, to whoever asks (the
        seed is on the screen already; the file adds every throw and move)."""
        record, proof = await in_time(interaction, self._checked_proof(click, place),
                                      thinking=True)
        t = await reader_texts(interaction)
        name = f"game-{record.id}.json"
        await respond(interaction, content=t("dice-proof-sent", id=str(record.id), file=name),
                      file=discord.File(io.BytesIO(proof_json(proof)), filename=name),
                      ephemeral=True)

    async def _checked_proof(self, click: Click, place: Place) -> tuple[Any, dict[str, Any]]:
        self.bot.games.check_place(await self.bot.games.stored(click.game_id), place)
        return await self.bot.games.dice_proof(click.game_id)

    async def _offer_levels(
        self, interaction: discord.Interaction, click: Click, actor: Actor
    ) -> None:
        record, _ = await self.bot.games.load(click.game_id)
        if record.status != "lobby":
            raise Refusal("stale")
        if not (actor.user_id == record.host_id or actor.manager):
            raise Refusal("not_host_add_bot", host=record.host_id)
        screen = render_level_picker(record, await reader_texts(interaction))
        await interaction.response.send_message(**screen.send_kwargs(), ephemeral=True)


async def setup(bot: YachtBot) -> None:
    await bot.add_cog(Play(bot))
