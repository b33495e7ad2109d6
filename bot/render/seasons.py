"""Seasons and the rating in words: the rating board, the end-of-season post, the
season marks and ratings in a player's stats, and a board's season line."""

from __future__ import annotations

import discord

from bot.domain import Rating, SeasonMark
from bot.kinds import find_kind
from bot.render.screen import mention
from bot.service.seasons import ALL_TIME_WORDS as ALL_TIME_WORDS
from bot.service.seasons import SEASON_WORDS as SEASON_WORDS
from bot.service.seasons import Closed
from bot.service.seasons import season_line as season_line
from bot.text import Texts, languages, texts_for

SEASON_COLOUR = discord.Colour.gold()
#: how many of each game's season standings its post names
POST_PLACES = 3
#: standings pictures a post carries at most (Discord takes 10 files a message)
MAX_PICTURES = 10


def rating_text(value: float, t: Texts) -> str:
    """A rating as the reader's language writes a number, one decimal."""
    return t.number(value, 1)


def render_rating_board(kind_id: str, rows: list[Rating], t: Texts, *,
                        minimum: int) -> discord.Embed:
    lines = [t("rating-board-line", rank=rank, player=t.isolate(mention(row.user_id)),
               rating=rating_text(row.ordinal, t), games=row.games)
             for rank, row in enumerate(rows, start=1)]
    embed = discord.Embed(title=t("rating-board-title", game=find_kind(kind_id).name(t)),
                          description="\n".join(lines)[:4000], colour=SEASON_COLOUR)
    embed.set_footer(text=t("rating-board-rules", minimum=minimum))
    return embed


def season_post_title(length: str, number: int, t: Texts) -> str:
    return t("season-post-title", number=number, length=t(SEASON_WORDS[length]))


def season_post_titles(length: str, number: int) -> frozenset[str]:
    """The season's post, known by its title in any of the bot's languages (the server's
    may have changed since it was sent)."""
    return frozenset(season_post_title(length, number, texts_for(language))
                     for language in languages())


def render_season_post(closed: Closed, t: Texts) -> discord.Embed:
    """The one post at a season's end: each game's champions, the best skill and the
    most improved rating."""
    embed = discord.Embed(title=season_post_title(closed.length, closed.number, t),
                          colour=SEASON_COLOUR)
    for kind_id, top in closed.champions.items():
        game = find_kind(kind_id).name(t)
        lines = [t("season-post-place", rank=rank, player=t.isolate(mention(s.user_id)),
                   wins=s.wins, games=s.games)
                 for rank, s in enumerate(top[:POST_PLACES], start=1)]
        embed.add_field(name=t("season-post-game", game=game),
                        value="\n".join(lines)[:1024] or t("board-empty"), inline=False)
    if closed.best_skill is not None:
        user_id, kind_id, lost = closed.best_skill
        embed.add_field(name=t("season-post-best-skill"), value=t(
            "season-post-skill", player=t.isolate(mention(user_id)),
            game=find_kind(kind_id).name(t), lost=t.number(lost, 1)), inline=False)
    if closed.most_improved is not None:
        user_id, kind_id, gained = closed.most_improved
        embed.add_field(name=t("season-post-most-improved"), value=t(
            "season-post-improved", player=t.isolate(mention(user_id)),
            game=find_kind(kind_id).name(t), gained=rating_text(gained, t)), inline=False)
    if not closed.champions:
        embed.description = t("season-post-empty")
    return embed


def season_pictures(closed: Closed, names: dict[int, str], t: Texts) -> list[discord.File]:
    """Each game's standings picture (bot.render.pictures.standings_picture), the
    first shown in the post's embed."""
    import io

    from bot.render.pictures import STANDINGS_SHOWN, standings_picture

    season = t("board-season", number=closed.number, length=t(SEASON_WORDS[closed.length]))
    files = []
    for kind_id, board in list(closed.standings.items())[:MAX_PICTURES]:
        shown = board[:STANDINGS_SHOWN]
        picture = standings_picture(kind_id, season, shown,
                                    [names.get(s.user_id, "?") for s in shown], t)
        files.append(discord.File(io.BytesIO(picture), filename=f"standings-{kind_id}.png"))
    return files


def mark_lines(marks: list[SeasonMark], t: Texts) -> list[str]:
    """A player's closed seasons in their stats: champion, else their place."""
    lines = []
    for mark in marks:
        game = find_kind(mark.kind).name(t)
        if mark.place == 1:
            lines.append(t("stats-mark-champion", number=mark.number, game=game))
        else:
            lines.append(t("stats-mark-place", number=mark.number, game=game,
                           place=mark.place, players=mark.players))
    return lines


def rating_lines(ratings: dict[str, Rating], t: Texts) -> list[str]:
    """A player's rating on the server per game, in their stats."""
    return [t("stats-rating", game=find_kind(kind_id).name(t),
              rating=rating_text(rating.ordinal, t), games=rating.games)
            for kind_id, rating in ratings.items()]
