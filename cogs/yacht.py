"""The /yacht slash commands (guild-only). Thin: parse, call the service, render."""

from __future__ import annotations

import contextlib
import io
import logging
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

from bot.domain import Refusal, TableView
from bot.kinds.turns import board_link
from bot.render import (
    RecentGame,
    mention,
    render_help,
    render_leaderboard,
    render_lobby,
    render_rules,
    render_scorecard,
    render_stats,
    stats_chart,
)
from bot.render.daily import render_skill_board, skill_fields
from bot.render.screen import web_button
from bot.render.seasons import (
    ALL_TIME_WORDS,
    mark_lines,
    rating_lines,
    render_rating_board,
    season_line,
)
from bot.service.games import (
    PING_CHOICES,
    TIMEOUT_MINUTES,
    ChannelTaken,
    GameService,
    Outcome,
    Place,
    options_of,
)
from bot.service.skill import SKILL_MINIMUM, SKILL_WINDOW
from bot.table.parts import Parts, parts_of
from bot.table.reach import require_permissions
from bot.table.replies import (
    answer_command_error,
    in_time,
    post_message,
    reader_language,
    reader_texts,
    reply_private,
    reply_refusal,
    respond,
)
from bot.table.where import Where, external_apps_off, where_of
from bot.text import texts_for
from cogs import _forget
from cogs._daily import daily_board, open_daily
from cogs._dice import pick_dice, show_dice
from cogs._params import game_choices, language_choices, suggest_rules, text
from cogs.play import actor_of

log = logging.getLogger(__name__)

#: what /yacht leaderboard ranks by (wins and scores by default) and its choice's words
BOARDS = {"wins": "board-by-wins", "daily": "board-by-daily", "skill": "board-by-skill",
          "rating": "board-by-rating"}


Three = tuple[str, str, str]  # catalogue keys for on, off, and as each server decides


def switch_choices(keys: Three) -> list[app_commands.Choice[str]]:
    """A user's switch (pings, auto-roll) offered as on, off, or as each server decides."""
    return [app_commands.Choice(name=text(key), value=value)
            for key, value in zip(keys, PING_CHOICES, strict=True)]


async def switched(interaction: discord.Interaction, saving: Awaitable[bool | None],
                   said: Three) -> None:
    """Store a user's switch (`saving`) and tell them, in the words now in effect, what
    it does for them (`said`: on, off, as each server decides)."""
    chosen = await in_time(interaction, saving, thinking=True)
    t = await reader_texts(interaction)
    await reply_private(interaction, t(said[{True: 0, False: 1, None: 2}[chosen]]))


@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class Yacht(commands.GroupCog, group_name="yacht", group_description=text("cmd-group")):
    """Every /yacht subcommand a player uses (the admin one is /yacht-settings), in a
    server that added the bot and, from a player's own account, anywhere else: their DM
    with the bot, group DMs, and servers that never added it."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        super().__init__()

    @property
    def service(self) -> GameService:
        return self.parts.service

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Every command names where it runs and who authorised it (a hand-made one may
        not): refused in words, and not run."""
        try:
            where_of(interaction)
        except Refusal as refusal:
            await reply_refusal(interaction, refusal)
            return False
        return True

    async def cog_load(self) -> None:
        parts = self.parts

        async def pick(interaction: discord.Interaction, click: Any, values: list[str]) -> None:
            await pick_dice(parts, interaction, click, values)

        async def forget(interaction: discord.Interaction, click: Any,
                         values: list[str]) -> None:
            await _forget.answer(parts, interaction, click, values)

        parts.clicks.private["dice"] = pick
        parts.clicks.private[_forget.CONFIRM] = forget
        parts.clicks.private[_forget.KEEP] = forget

    async def cog_unload(self) -> None:
        for action in ("dice", _forget.CONFIRM, _forget.KEEP):
            self.parts.clicks.private.pop(action, None)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, Refusal):
            await refuse(interaction, original)
            return
        if isinstance(error, app_commands.CheckFailure) and interaction.response.is_done():
            return  # interaction_check answered it
        await answer_command_error(interaction, error)

    # -- start -------------------------------------------------------------

    @app_commands.command(name=locale_str("start", key="cmdname-start"),
                          description=text("cmd-start"))
    @app_commands.describe(game=text("param-game"), language=text("param-language-game"),
                           rules=text("param-rules"), turn_timeout=text("param-game-timeout"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"),
                         language=locale_str("language", key="paramname-language"),
                         rules=locale_str("rules", key="paramname-rules"),
                         turn_timeout=locale_str("turn_timeout", key="paramname-turn-timeout"))
    @app_commands.choices(game=game_choices(), language=language_choices())
    @app_commands.autocomplete(rules=suggest_rules)
    async def start(self, interaction: discord.Interaction, game: str | None = None,
                    language: str | None = None, rules: str | None = None,
                    turn_timeout: app_commands.Range[int, TIMEOUT_MINUTES[0],
                                                     TIMEOUT_MINUTES[1]] | None = None,
                    ) -> None:
        where = where_of(interaction)
        if where.context == "guild":
            require_permissions(interaction)  # elsewhere only the answers draw the game
        if external_apps_off(interaction):
            raise Refusal("external_apps_off")
        # A locked database can hold the save for seconds: in_time defers publicly.
        created = in_time(interaction, self._open_lobby(
            interaction, where, game, language, rules,
            None if turn_timeout is None else turn_timeout * 60),
            ephemeral=False, thinking=True)
        try:
            await self.parts.table.open_lobby(
                created, lambda record: self._post_lobby(interaction, record), interaction)
        except ChannelTaken as taken:
            taken.params["url"] = board_link(taken.active) or f"#{taken.active.id}"
            await refuse(interaction, taken)

    async def _open_lobby(self, interaction: discord.Interaction, where: Where,
                          game: str | None, language: str | None, rules: str | None,
                          turn_timeout: int | None) -> TableView:
        return await self.service.create_lobby(
            guild_id=where.scope_id, channel_id=where.channel_id,
            host_id=interaction.user.id, kind=game, options={}, rules=rules,
            language=language, host_language=await reader_language(interaction),
            context=where.context, turn_timeout=turn_timeout,
        )

    async def _post_lobby(self, interaction: discord.Interaction, record: TableView) -> int:
        """Show the lobby as the command's answer; returns its message id. Refused when
        Discord made the answer private (a server that turned external apps off)."""
        screen = render_lobby(record, self.parts.screens.game_texts(record))
        message_id, private = await post_message(interaction, screen.send_kwargs())
        if private:
            raise Refusal("external_apps_off")
        return message_id

    # -- information -----------------------------------------------------------

    @app_commands.command(name=locale_str("rules", key="cmdname-rules"),
                          description=text("cmd-rules"))
    @app_commands.describe(game=text("param-game"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"))
    @app_commands.choices(game=game_choices())
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        where = where_of(interaction)
        settings = await in_time(
            interaction, self.service.settings_at(where.scope_id, where.context),
            thinking=True)
        kind = game or settings.default_game
        await respond(
            interaction, embed=render_rules(kind, options_of(kind, settings.default_options),
                               await reader_texts(interaction)),
            ephemeral=True,
        )

    @app_commands.command(name=locale_str("scorecard", key="cmdname-scorecard"),
                          description=text("cmd-scorecard"))
    async def scorecard(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        record = await in_time(
            interaction, self.service.active_in_channel(interaction.channel_id), thinking=True)
        if record is None:
            raise Refusal("no_game")
        record, rules = await self.service.load(record.id)
        if rules is None:
            raise Refusal("not_started")
        t = await reader_texts(interaction)
        names = await in_time(interaction, self.parts.screens.display_names(record, t),
                              thinking=True)
        screen = render_scorecard(record, rules, t, names)
        await respond(interaction, **screen.send_kwargs(), ephemeral=True)

    @app_commands.command(name=locale_str("leaderboard", key="cmdname-leaderboard"),
                          description=text("cmd-leaderboard"))
    @app_commands.describe(game=text("param-game"), by=text("param-by"),
                           season=text("param-season"))
    @app_commands.rename(game=locale_str("game", key="paramname-game"),
                         by=locale_str("by", key="paramname-by"),
                         season=locale_str("season", key="paramname-season"))
    @app_commands.choices(game=game_choices(), by=[
        app_commands.Choice(name=text(key), value=value) for value, key in BOARDS.items()])
    async def leaderboard(
        self, interaction: discord.Interaction, game: str | None = None,
        by: str | None = None,
        season: app_commands.Range[str, 1, 12] | None = None,
    ) -> None:
        where = where_of(interaction)
        guild_id = where.scope_id
        if season is not None and season.strip().casefold() in ALL_TIME_WORDS:
            season = "all"  # "all time" in any language's word, as param-season says
        if by is not None and by not in BOARDS:  # no client offers it: a hand-made value
            raise Refusal("bad_board", value=by, allowed=", ".join(BOARDS))
        if season is not None and by == "daily":
            raise Refusal("season_not_here", board=(await reader_texts(interaction))(
                BOARDS[by]))
        if by == "daily":  # the server's daily game, privately (today's only once played)
            await daily_board(self.parts, interaction)
            return

        async def linked(embed: discord.Embed, kind: str) -> tuple[discord.Embed, Any]:
            """The board and, where the server's pages are on, a link to the same board
            (game, board, season) on the web."""
            url = await self.parts.screens.board_page(guild_id, where.context, kind,
                                                      by or "wins", season)
            return embed, web_button(url, (await reader_texts(interaction))("btn-board-page"))

        if by == "skill":
            async def skill() -> tuple[discord.Embed, Any]:
                kind = game or (await self.service.settings_at(
                    guild_id, where.context)).default_game
                seasons = self.parts.seasons
                span = await seasons.board(guild_id, season, member=where.bot_member)
                rows = await seasons.skill_board(guild_id, kind, span, window=SKILL_WINDOW,
                                                 minimum=SKILL_MINIMUM)
                t = await reader_texts(interaction)
                embed = render_skill_board(kind, rows, t, minimum=SKILL_MINIMUM,
                                           window=SKILL_WINDOW if span.all_time else None)
                embed.description = "\n".join([season_line(span, t), embed.description or ""])
                return await linked(embed, kind)

            board = skill()
        elif by == "rating":
            async def rating() -> tuple[discord.Embed, Any]:
                kind = game or (await self.service.settings_at(
                    guild_id, where.context)).default_game
                seasons = self.parts.seasons
                span = await seasons.board(guild_id, season, member=where.bot_member)
                minimum, rows = await seasons.rating_board(guild_id, kind, span)
                t = await reader_texts(interaction)
                embed = render_rating_board(kind, rows, t, minimum=minimum)
                if seasons.ended(span):  # else today's ratings, whatever the season
                    embed.description = "\n".join([t("rating-board-at",
                                                      season=season_line(span, t)),
                                                    embed.description or ""])
                return await linked(embed, kind)

            board = rating()
        else:
            async def wins() -> tuple[discord.Embed, Any]:
                span = await self.parts.seasons.board(guild_id, season,
                                                      member=where.bot_member)
                kind, humans, mixed = await self.service.leaderboard(
                    guild_id, game, since=span.since, until=span.until)
                t = await reader_texts(interaction)
                embed = render_leaderboard(kind, humans, mixed, t, chat=not where.in_server)
                embed.description = season_line(span, t)
                return await linked(embed, kind)

            board = wins()
        embed, link = await in_time(interaction, board, ephemeral=False, thinking=True)
        await respond(interaction, embed=embed,
                      allowed_mentions=discord.AllowedMentions.none(), **link)

    @app_commands.command(name=locale_str("stats", key="cmdname-stats"),
                          description=text("cmd-stats"))
    @app_commands.describe(user=text("param-user"))
    @app_commands.rename(user=locale_str("user", key="paramname-user"))
    async def stats(
        self, interaction: discord.Interaction, user: discord.User | None = None
    ) -> None:
        who = user or interaction.user
        where = where_of(interaction)
        guild_id = where.scope_id

        async def gather() -> tuple[discord.Embed, list[discord.File], dict[str, Any]]:
            # The reader's language is read here too: a locked database delays it, and
            # in_time must be able to defer the answer meanwhile.
            t = await reader_texts(interaction)
            rows = await self.service.player_stats(guild_id, who.id)
            embed = render_stats(who.id, rows, t,
                                 everywhere=await self.service.player_totals(who.id))
            history = await self.service.skill_history(guild_id, who.id)
            skill = skill_fields(history, t, window=SKILL_WINDOW)
            seasons = self.parts.seasons
            ratings = rating_lines(await seasons.player_ratings(guild_id, who.id), t)
            marks = mark_lines(await seasons.marks(guild_id, who.id, member=where.bot_member),
                               t)
            extra = [*skill, *ratings, *marks]
            if extra:
                embed.description = "\n".join([embed.description or "", *extra])
            recent = await self.service.recent_results(guild_id, who.id)
            played: dict[str, int] = {}
            for row in rows:  # games of each kind, with and without computers
                played[row.kind] = played.get(row.kind, 0) + row.games
            chart = stats_chart(who.display_name, [RecentGame(*r) for r in recent], t, played,
                                skill=history,
                                ratings=await seasons.rating_history(guild_id, who.id))
            files = []
            if chart is not None:
                files.append(discord.File(io.BytesIO(chart), filename="stats.png"))
                embed.set_image(url="attachment://stats.png")
            # their page on the web, where the server's pages are on and they played here
            page = await self.parts.screens.player_page(
                guild_id, where.context, who.id) if rows else None
            return embed, files, web_button(page, t("btn-player-page"))

        # A locked database or a slow chart: in_time defers the answer (publicly).
        embed, files, link = await in_time(interaction, gather(), ephemeral=False,
                                           thinking=True)
        await respond(
            interaction,
            embed=embed, files=files, allowed_mentions=discord.AllowedMentions.none(), **link,
        )

    @app_commands.command(name=locale_str("daily", key="cmdname-daily"),
                          description=text("cmd-daily"))
    async def daily(self, interaction: discord.Interaction) -> None:
        await open_daily(self.parts, interaction)

    @app_commands.command(name=locale_str("dice", key="cmdname-dice"),
                          description=text("cmd-dice"))
    async def dice(self, interaction: discord.Interaction) -> None:
        await show_dice(self.parts, interaction)

    # -- control ------------------------------------------------------------------

    @app_commands.command(name=locale_str("cancel", key="cmdname-cancel"),
                          description=text("cmd-cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        await in_time(interaction, self._control(interaction, "cancel"), thinking=True)
        t = await reader_texts(interaction)
        by = t.isolate(mention(interaction.user.id))
        await reply_private(interaction, t("cancelled-by", user=by))

    @app_commands.command(name=locale_str("leave", key="cmdname-leave"),
                          description=text("cmd-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await in_time(interaction, self._control(interaction, "leave"), thinking=True)
        await reply_private(interaction, (await reader_texts(interaction))("left-game"))

    # -- privacy ------------------------------------------------------------------------

    @app_commands.command(name=locale_str("forget-me", key="cmdname-forget-me"),
                          description=text("cmd-forget-me"))
    async def forget_me(self, interaction: discord.Interaction) -> None:
        """Asks first (privately); the answer's click deletes (cogs/_forget.py)."""
        await _forget.ask(interaction)

    # -- language -------------------------------------------------------------------

    @app_commands.command(name=locale_str("language", key="cmdname-language"),
                          description=text("cmd-language"))
    @app_commands.describe(language=text("param-language"))
    @app_commands.rename(language=locale_str("language", key="paramname-language"))
    @app_commands.choices(language=language_choices(automatic=True))
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """A user's own language for every private answer, on every server."""
        chosen = await in_time(
            interaction, self.service.set_user_language(interaction.user.id, language),
            thinking=True)
        # Answered in the language now in effect, so the reader sees the change at once.
        t = await reader_texts(interaction)
        if chosen is None:
            said = t("language-automatic", language=t("language-name"))
        else:
            said = t("language-set", language=texts_for(chosen)("language-inline"))
        await reply_private(interaction, said)

    # -- pings and help ----------------------------------------------------------

    @app_commands.command(name=locale_str("pings", key="cmdname-pings"),
                          description=text("cmd-pings"))
    @app_commands.describe(pings=text("param-pings"))
    @app_commands.rename(pings=locale_str("pings", key="paramname-pings"))
    @app_commands.choices(pings=switch_choices(
        ("pings-choice-on", "pings-choice-off", "pings-choice-auto")))
    async def pings(self, interaction: discord.Interaction, pings: str) -> None:
        """A user's own choice, on every server: be pinged when a turn is theirs, or not,
        or as each server decides."""
        await switched(interaction, self.service.set_user_pings(interaction.user.id, pings),
                       ("pings-set-on", "pings-set-off", "pings-set-auto"))

    @app_commands.command(name=locale_str("auto-roll", key="cmdname-auto-roll"),
                          description=text("cmd-auto-roll"))
    @app_commands.describe(auto_roll=text("param-auto-roll"))
    @app_commands.rename(auto_roll=locale_str("auto_roll", key="paramname-auto-roll"))
    @app_commands.choices(auto_roll=switch_choices(
        ("auto-roll-choice-on", "auto-roll-choice-off", "auto-roll-choice-auto")))
    async def auto_roll(self, interaction: discord.Interaction, auto_roll: str) -> None:
        """A user's own choice, on every server: their first roll of a turn made for them
        (it holds no decision), or a Roll to press, or as each server decides."""
        await switched(
            interaction, self.service.set_user_auto_roll(interaction.user.id, auto_roll),
            ("auto-roll-set-on", "auto-roll-set-off", "auto-roll-set-auto"))

    @app_commands.command(name=locale_str("web-name", key="cmdname-web-name"),
                          description=text("cmd-web-name"))
    @app_commands.describe(show=text("param-web-name"))
    @app_commands.rename(show=locale_str("show", key="paramname-show"))
    async def web_name(self, interaction: discord.Interaction, show: bool) -> None:
        """A player's own choice: the web pages show them by their display name, or as
        "Player N" (the default: publishing a name is the player's choice)."""
        name = interaction.user.display_name if show else None
        await in_time(interaction, self.service.set_web_name(interaction.user.id, name),
                      thinking=True)
        t = await reader_texts(interaction)
        said = t("web-name-set-on", name=t.isolate(name)) if name else t("web-name-set-off")
        await reply_private(interaction, said)

    @app_commands.command(name=locale_str("help", key="cmdname-help"),
                          description=text("cmd-help"))
    async def help(self, interaction: discord.Interaction) -> None:
        """A private guide in the reader's language, commands named as their client
        shows them."""
        screen = render_help(await reader_texts(interaction,
                                                self.parts.screens.command_ids))
        await respond(interaction, **screen.send_kwargs(), ephemeral=True)

    async def _control(self, interaction: discord.Interaction, what: str) -> Outcome:
        """Cancel or leave this channel's game (through the table: the board shows it, a
        seat left to a computer plays); the game must be in this server."""
        where = where_of(interaction)
        place = Place(where.scope_id, where.channel_id, context=where.context)
        record = await self.service.active_in_channel(place.channel_id)
        if record is None:
            raise Refusal("no_game")
        table = self.parts.table
        if what == "cancel":
            return await table.cancel(record.id, actor_of(interaction), place=place)
        return await table.leave(record.id, actor_of(interaction), place=place)


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """A private refusal, also after a public "thinking" defer (which would otherwise
    turn the refusal into a public message): the placeholder goes first."""
    if interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
        with contextlib.suppress(discord.HTTPException):
            original = await interaction.original_response()
            if not original.flags.ephemeral:
                await interaction.delete_original_response()
    await reply_refusal(interaction, refusal)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Yacht(parts_of(bot)))
