"""Answering an interaction in time and in the reader's language (every cog uses these).

Discord drops an interaction not answered within 3 s and accepts exactly one initial
response; after that only follow-ups and edits of the original. These helpers pick
the right call for the interaction's state, so a cog says what to answer, not how.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Mapping
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


async def reader_texts(interaction: discord.Interaction,
                       command_ids: Mapping[str, int] | None = None) -> Texts:
    """The catalogue for a private answer to this user: commands named as their own
    client shows them (bot.text.commands); with `command_ids`, clickable where that is
    the default name."""
    return texts_for(await reader_language(interaction)).for_client(
        client_locale(interaction), command_ids)


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
            await defer(interaction, ephemeral=ephemeral, thinking=thinking)
        except discord.HTTPException as error:
            if too_late(error):
                say_too_late(interaction)
            else:
                log.warning("could not defer interaction %s: %s %s", interaction.id,
                            error.status, error.text)
    return await task


# Every first answer below meets Discord's 40060 ("already acknowledged") when discord.py
# retries a call Discord applied but whose reply was lost (a 500 after the fact): the
# answer is there, so the call counts as made, and is recorded as discord.py would have
# (a later answer then edits or follows up instead of answering a second time).


async def defer(interaction: discord.Interaction, *, ephemeral: bool = False,
                thinking: bool = False) -> None:
    """Acknowledge now, answer later (type 6 for a click, 5 with `thinking`)."""
    try:
        await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
    except discord.HTTPException as error:
        component = interaction.type in (discord.InteractionType.component,
                                         discord.InteractionType.modal_submit)
        _applied(interaction, error,
                 discord.InteractionResponseType.deferred_message_update
                 if component and not thinking
                 else discord.InteractionResponseType.deferred_channel_message)


async def respond(interaction: discord.Interaction, **kwargs: Any) -> None:
    """send_message, or the follow-up that replaces a deferred "thinking" answer."""
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
        return
    try:
        await interaction.response.send_message(**kwargs)
    except discord.HTTPException as error:
        _applied(interaction, error, discord.InteractionResponseType.channel_message)


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
    with the same body (a 40060 on the retry: the first attempt was applied); `kwargs`
    as `edit_message` takes them. discord.py 2.7's internals (tests/render/test_payload.py
    pins the version)."""
    state = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value,
        previous_allowed_mentions=state.allowed_mentions, **kwargs)
    route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                  webhook_id=interaction.id, webhook_token=interaction.token)
    http = state.http
    try:
        await async_context.get().request(
            route, session=interaction._session, proxy=http.proxy, proxy_auth=http.proxy_auth,
            payload=None if params.files else params.payload,
            multipart=params.multipart if params.files else None, files=params.files)
    except discord.HTTPException as error:
        _applied(interaction, error, discord.InteractionResponseType.message_update)
    interaction.response._response_type = discord.InteractionResponseType.message_update


async def post_message(interaction: discord.Interaction, kwargs: dict[str, Any]
                       ) -> tuple[int, bool]:
    """Post the interaction's public answer (or fill a deferred one): its message id, and
    whether Discord made it private all the same (a server that turned off apps from
    members' own accounts answers every such app privately). The message is asked for
    when the answer was applied but its reply lost (40060)."""
    if interaction.response.is_done():
        message = await interaction.edit_original_response(**kwargs)
    else:
        try:
            sent = await interaction.response.send_message(**kwargs)
        except discord.HTTPException as error:
            _applied(interaction, error, discord.InteractionResponseType.channel_message)
            message = await interaction.original_response()
        else:
            # Discord returns the posted message with the callback: no second request.
            resource = sent.resource
            message = (resource if isinstance(resource, discord.InteractionMessage)
                       else await interaction.original_response())
    return message.id, message.flags.ephemeral


def _applied(interaction: discord.Interaction, error: discord.HTTPException,
             kind: discord.InteractionResponseType) -> None:
    """Re-raise `error` unless it is a 40060; then record the answer as made."""
    if not already_answered(error):
        raise error
    interaction.response._response_type = kind


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
    except Exception as error:
        if isinstance(error, TimeoutError):
            # Expected now and then (a database busy after a restart, a loaded machine):
            # one line, no traceback, which would read as a bug in the log.
            log.warning("the reader's language of interaction %s took over %s s: refused"
                        " in %s", interaction.id, LANGUAGE_WAIT, DEFAULT_LANGUAGE)
        else:
            log.warning("could not resolve the language of interaction %s", interaction.id,
                        exc_info=True)
        t = texts_for(DEFAULT_LANGUAGE).for_client(client_locale(interaction))
    await reply_private(interaction, refusal_text(refusal, t))


async def reply_private(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    try:
        await respond(interaction, content=text, ephemeral=True)
    except discord.HTTPException as error:
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
    name = getattr(interaction.command, "qualified_name", "?")
    if getattr(interaction.client, "draining", False):
        # Still running when the stop's wait for it ran out (a locked database): the
        # database it read is closed now. Nothing was changed by halves (one transaction
        # per change); said once, and answered while Discord still can be reached.
        log.warning("command %s cut short by the stop (%r)", name, original)
        with contextlib.suppress(Exception):
            await reply_refusal(interaction, Refusal("restarting"))
        return
    log.error("command %s failed", name, exc_info=original)
    await reply_refusal(interaction, Refusal("failed"))
