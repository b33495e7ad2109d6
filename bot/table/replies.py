"""Answering an interaction in time and in the reader's language (every cog uses these).

Discord drops an interaction not answered within 3 s and accepts exactly one initial
response; after that only follow-ups and edits of the original. These helpers pick
the right call for the interaction's state, so a cog says what to answer, not how.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord
from discord.http import Route
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.domain import Refusal
from bot.ops import metrics
from bot.render import refusal_text
from bot.service.games import GameService
from bot.text import DEFAULT_LANGUAGE, Texts, texts_for
from bot.text.discord_locale import language_of_locale

log = logging.getLogger(__name__)

T = TypeVar("T")

LANGUAGE_WAIT = 1.0  # seconds a refusal waits for its reader's language
# Discord drops an interaction not answered within 3 s of its creation. A step still
# running after this long (a locked database, a slow disk) is deferred first.
DEFER_AFTER = 1.5


async def reader_language(interaction: discord.Interaction) -> str:
    """The language of a private answer to this user (see GameService.reader_language)."""
    service = getattr(interaction.client, "service", None)
    locale = getattr(interaction.locale, "value", None)  # discord.py may not know it: .value
    if not isinstance(service, GameService):
        return language_of_locale(locale) or DEFAULT_LANGUAGE
    return await service.reader_language(interaction.user.id, locale, interaction.guild_id)


async def reader_texts(interaction: discord.Interaction) -> Texts:
    """The catalogue for a private answer to this user: commands named as their own
    client shows them (bot.text.commands)."""
    return texts_for(await reader_language(interaction)).for_client(client_locale(interaction))


def client_locale(interaction: discord.Interaction) -> str | None:
    """The interaction's Discord locale code (discord.py's enum may lack it: .value)."""
    return getattr(interaction.locale, "value", None)


async def in_time(
    interaction: discord.Interaction, work: Awaitable[T], *, ephemeral: bool = True,
    thinking: bool = False, since: float | None = None,
) -> T:
    """Await `work`; if it is still running after DEFER_AFTER, defer the interaction
    first (type 6 for a click, 5 with `thinking`) so Discord's 3 s are always met.
    `since`: the event loop's time the answer began to be worked on, when an earlier
    step of it already took some of them. Answer afterwards with `respond`,
    `answer_edit` or `reply_private`."""
    task = asyncio.ensure_future(work)
    loop = asyncio.get_running_loop()
    left = DEFER_AFTER if since is None else max(0.0, since + DEFER_AFTER - loop.time())
    done, _ = await asyncio.wait({task}, timeout=left)
    if not done and not interaction.response.is_done():
        try:
            await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
        except discord.HTTPException as error:
            if too_late(error):
                say_too_late(interaction)
            elif already_answered(error):
                # discord.py retried a deferral Discord had applied (only its reply was
                # lost): the interaction is deferred, so the answer must edit or follow up.
                _mark_deferred(interaction, thinking)
            else:
                log.warning("could not defer interaction %s: %s %s", interaction.id,
                            error.status, error.text)
    return await task


def _mark_deferred(interaction: discord.Interaction, thinking: bool) -> None:
    """Record the deferral discord.py saw fail, with the type `defer` would have sent."""
    component = interaction.type in (discord.InteractionType.component,
                                     discord.InteractionType.modal_submit)
    interaction.response._response_type = (
        discord.InteractionResponseType.deferred_message_update if component and not thinking
        else discord.InteractionResponseType.deferred_channel_message)


async def respond(interaction: discord.Interaction, **kwargs: Any) -> None:
    """send_message, or the follow-up that replaces a deferred "thinking" answer."""
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


async def answer_edit(interaction: discord.Interaction, **kwargs: Any) -> None:
    """Edit the clicked message as the click's answer (type 7, or after a type 6 defer)."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await update_message(interaction, **kwargs)


async def update_message(interaction: discord.Interaction, **kwargs: Any) -> None:
    """The click's answer, type 7 (UPDATE_MESSAGE): what discord.py's `edit_message`
    sends, without its `with_response`. Discord then sends back no copy of the message,
    which discord.py would parse whole for nothing (the board's every component, on
    every click). Sent through discord.py's own request, which retries a 429 or a 5xx
    with the same body; `kwargs` as `edit_message` takes them. discord.py 2.7's
    internals (tests/render/test_payload.py pins the version)."""
    state = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value,
        previous_allowed_mentions=state.allowed_mentions, **kwargs)
    route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                  webhook_id=interaction.id, webhook_token=interaction.token)
    http = state.http
    await async_context.get().request(
        route, session=interaction._session, proxy=http.proxy, proxy_auth=http.proxy_auth,
        payload=None if params.files else params.payload,
        multipart=params.multipart if params.files else None, files=params.files)
    interaction.response._response_type = discord.InteractionResponseType.message_update


async def post_message(interaction: discord.Interaction, kwargs: dict[str, Any]) -> int:
    """Post the interaction's public answer (or fill a deferred one); its message id.

    A 40060 on discord.py's retry means the first attempt was applied and only its
    reply was lost: the message exists, so it is asked for instead of failing."""
    if interaction.response.is_done():
        return (await interaction.edit_original_response(**kwargs)).id
    try:
        sent = await interaction.response.send_message(**kwargs)
    except discord.HTTPException as error:
        if not already_answered(error):
            raise
        return (await interaction.original_response()).id
    # Discord returns the posted message with the callback: no second request.
    if isinstance(sent.resource, discord.InteractionMessage):
        return sent.resource.id
    return (await interaction.original_response()).id


def already_answered(error: discord.HTTPException) -> bool:
    """40060: a retried answer whose first attempt Discord applied (its reply was lost)."""
    return error.code == 40060


def too_late(error: BaseException) -> bool:
    """10062: Discord dropped the interaction, not answered within its 3 s."""
    return isinstance(error, discord.NotFound) and error.code == 10062


def say_too_late(interaction: discord.Interaction) -> None:
    """Counted late (the user saw "This interaction failed"); the one warning line, with
    where the time went, is bot.ops.metrics' (it saw the refused answer go by)."""
    metrics.ANSWERS.mark(interaction.id, "late")


async def reply_refusal(interaction: discord.Interaction, refusal: Refusal) -> None:
    """A refusal, worded in the reader's language, privately."""
    if refusal.code == "failed":
        metrics.ANSWERS.mark(interaction.id, "failed")
    else:
        metrics.REFUSALS.labels(refusal.code).inc()
        metrics.ANSWERS.mark(interaction.id, "refused")
    try:
        # A refusal must be said in time (Discord waits 3 s): a locked database may
        # not hold up the reader's language for long, English does instead.
        t = await asyncio.wait_for(reader_texts(interaction), LANGUAGE_WAIT)
    except Exception:
        log.warning("could not resolve the language of interaction %s", interaction.id,
                    exc_info=True)
        t = texts_for(DEFAULT_LANGUAGE).for_client(client_locale(interaction))
    await reply_private(interaction, refusal_text(refusal, t))


async def reply_private(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as error:
        if already_answered(error):
            return  # a retry of an answer Discord applied: the player has it
        if too_late(error):
            say_too_late(interaction)
            return
        log.warning("could not answer interaction %s: %s %s", interaction.id, error.status,
                    error.text)


async def answer_command_error(interaction: discord.Interaction,
                               error: discord.app_commands.AppCommandError) -> None:
    """A slash command's refusal in words, or one clear line when something broke."""
    original = getattr(error, "original", error)
    if isinstance(original, Refusal):
        await reply_refusal(interaction, original)
        return
    if isinstance(original, discord.app_commands.NoPrivateMessage):
        await reply_refusal(interaction, Refusal("guild_only"))
        return
    if too_late(original):
        say_too_late(interaction)  # nothing left to answer: Discord dropped it
        return
    metrics.ANSWERS.mark(interaction.id, "failed")
    log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"),
              exc_info=original)
    await reply_refusal(interaction, Refusal("failed"))
