"""From Discord to the page, besides the end screen: the Review answer links to the game's
replay, /yacht stats to the player's page and /yacht leaderboard (and its daily board) to
the server's board with the same game, board and season: link buttons (style 5), only
with PUBLIC_URL set and the server's pages on, never in DMs or group DMs. Each link opens
its page (served over the database the bot wrote)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from aiohttp.test_utils import TestClient, TestServer

from bot.ai import tables as ai_tables
from bot.app.client import YachtBot
from bot.storage import open_repository
from bot.web.app import make_app
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import button_id, open_lobby, play_to_the_end, press

SITE = "https://dice.example"
SLUG = "[0-9a-f]{32}"


def links(msg) -> list[tuple[str, str]]:
    return [(b["label"], b["url"]) for b in msg.buttons if b["style"] == 5]


async def answers(emu, command: str, user: str = "alice", channel="dice", **options):
    """The (public or private) answer to a slash command."""
    handle = await emu.slash(command, user=user, channel=channel, options=options)
    return await handle.reply()


async def test_review_stats_and_leaderboard_link_to_their_pages_once_the_pages_are_on(
        emulator, tmp_path):
    db = tmp_path / "links.db"
    dice = ScriptedDice(seed=4)
    bot = YachtBot(make_settings(db, public_url=SITE), roller_factory=lambda game_id: dice)
    # The review's table solved before the clicks (readiness, not a race with the 30 s
    # an answer is waited for: on a cold cache, another worker may be solving it)
    ai_tables.load_or_build("yacht", {}, bot.settings.data_dir)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        table = type("T", (), {"emu": emulator, "bot": bot})
        msg = await open_lobby(emulator, "yacht", bots=(), joiners=("bob",))
        msg = await press(emulator, msg, "Start", "alice")
        _, _, final = await play_to_the_end(table, msg)

        async def review() -> list[tuple[str, str]]:
            handle = await emulator.click(final, button_id(final, "Review"), user="alice")
            return links(await handle.ephemeral())

        # Off by default: no link anywhere.
        assert await review() == []
        assert links(await answers(emulator, "yacht stats")) == []
        assert links(await answers(emulator, "yacht leaderboard", game="yacht")) == []
        assert links(await answers(emulator, "yacht leaderboard", by="daily")) == []

        handle = await emulator.slash("yacht-settings", user="admin", channel="dice",
                                      options={"web": "on", "rating_minimum": 1})
        await handle.ephemeral()  # (one rated game puts a player on the rating board)
        [(label, replay)] = await review()
        assert label == "Replay on the web" and re.fullmatch(rf"{SITE}/g/{SLUG}", replay)
        [(label, player)] = links(await answers(emulator, "yacht stats", user="bob"))
        assert label == "Stats on the web" and re.fullmatch(rf"{SITE}/p/{SLUG}", player)
        boards = {}
        for options in ({"game": "yacht"}, {"game": "yacht", "by": "rating", "season": "all"},
                        {"game": "yacht", "season": "1"}, {"by": "skill"}, {"by": "daily"}):
            shown = await answers(emulator, "yacht leaderboard", **options)
            assert len(links(shown)) == 1, (options, shown.text)
            [(label, url)] = links(shown)
            assert label == "Leaderboard on the web", options
            address = urlsplit(url)
            assert f"{address.scheme}://{address.netloc}" == SITE
            assert re.fullmatch(f"/s/{SLUG}", address.path)
            boards[tuple(options.items())] = url
            asked = {k: v[0] for k, v in parse_qs(address.query).items()}
            # the same board: the server's default (and daily) game when none was named
            assert asked == {"game": options.get("game", "yacht"),
                             "board": options.get("by", "wins"),
                             **({"season": options["season"]} if "season" in options else {})}
        # A stats answer about someone who never played here carries no link (no page).
        assert links(await answers(emulator, "yacht stats", user="carol")) == []
        # Every link opens its page, served from the database the bot wrote.
        repo = await open_repository(f"sqlite:///{db}")
        try:
            async with TestClient(TestServer(make_app(repo, public_url=SITE))) as client:
                for url in (replay, player, *boards.values()):
                    address = urlsplit(url)
                    answer = await client.get(address.path + (
                        f"?{address.query}" if address.query else ""))
                    assert answer.status == 200, url
                    assert "<h1>" in await answer.text()
        finally:
            await repo.close()


async def test_no_link_in_a_dm_or_group_dm_even_with_pages_on_for_its_id(emulator, tmp_path):
    """Pages are a server's: a DM's or group DM's scope id with a pages switch (it cannot
    be set from Discord; here from the database) still gets no link."""
    db = tmp_path / "dm.db"
    bot = YachtBot(make_settings(db, public_url=SITE))
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        emulator.install("alice")
        for chat in (emulator.group_dm("alice", "bob"), emulator.bot_dm("alice")):
            await bot.games.repo.set_web(int(chat.id), "on")
            board = await answers(emulator, "yacht leaderboard", channel=chat, game="yacht")
            assert board.embeds and links(board) == []
            stats = await answers(emulator, "yacht stats", channel=chat)
            assert stats.embeds and links(stats) == []
