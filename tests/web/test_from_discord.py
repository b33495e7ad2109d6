"""From Discord to the page: an emulator game's end screen carries a link button (style 5)
to its replay once an admin turned the server's pages on, and the link opens that replay
in chromium, served from the database the bot wrote; a daily's end screen carries its
player's signed link to the day's board, which opens it. Off by default: no link."""

from __future__ import annotations

import re
import socket

from aiohttp.test_utils import TestServer
from playwright.async_api import Page

from bot.ai import tables as ai_tables
from bot.app.client import YachtBot
from bot.storage import open_repository
from bot.web.app import make_app
from tests.e2e.test_daily import game_of, open_daily, play_steady
from tests.emulator.fixtures import run_bot
from tests.support.scripted_dice import ScriptedDice
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, play_to_the_end, press, settled

SECRET = "s" * 40  # DAILY_SECRET, the bot's and the pages' alike


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def links(msg) -> list[str]:
    return [b["url"] for b in msg.buttons if b["style"] == 5]


async def test_the_end_screen_links_to_its_replay_which_opens_in_chromium(
        emulator, tmp_path, page: Page):
    port = free_port()
    site = f"http://127.0.0.1:{port}"
    db = tmp_path / "w.db"
    dice = ScriptedDice(seed=3)
    bot = YachtBot(make_settings(db, public_url=site), roller_factory=lambda game_id: dice)
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        table = type("T", (), {"emu": emulator, "bot": bot})
        record, _, final = await play_to_the_end(table, msg)
        assert links(final) == []  # pages are off by default
        handle = await emulator.slash("yacht-settings", user="admin", channel="dice",
                                      options={"web": "on"})
        shown = await handle.ephemeral()
        assert {f["name"]: f["value"] for f in shown.embeds[0]["fields"]}["Web pages"] == (
            "On (kept out of search engines)")
        msg = await open_lobby(emulator, "yacht", bots=("easy",), joiners=())
        msg = await press(emulator, msg, "Start", "alice")
        record, _, final = await play_to_the_end(table, msg)
        record, rules = await settled(bot, record.id)
        record_totals = [rules.totals[k] for k in record.keys]
        await bot.table.display.idle()
        final = emulator.message(final.id)
        [link] = links(final)
        assert re.fullmatch(rf"{site}/g/[0-9a-f]{{32}}", link)  # a slug, never the game's id
        moves = len(await bot.games.repo.game_moves(record.id))
        handle = await emulator.slash("yacht web-name", user="alice", channel="dice",
                                      options={"show": True})
        said = (await handle.ephemeral()).content
        assert said == "The web pages now show you as alice."

        # The pages run over the same database, as `python -m bot.web` does.
        repo = await open_repository(f"sqlite:///{db}")
        server = TestServer(make_app(repo, public_url=site), port=port)
        await server.start_server()
        try:
            answer = await page.goto(link)
            assert answer is not None and answer.status == 200
            assert await page.title() == "Replay: Yacht"
            # alice opted in: her name; the computer seat as a computer
            assert await page.locator("p.finals").inner_text() == (
                "alice: {} Computer 2 (easy): {}".format(*record_totals))
            assert await page.locator("nav.moves a").count() == moves
            await page.keyboard.press("Home")
            await page.keyboard.press("ArrowRight")
            assert page.url.endswith("move=1")
        finally:
            await server.close()
            await repo.close()


async def test_the_daily_s_end_screen_links_to_the_day_s_board_which_opens_in_chromium(
        emulator, tmp_path, page: Page):
    ai_tables.load_or_build("classic", {}, None)
    port = free_port()
    site = f"http://127.0.0.1:{port}"
    db = tmp_path / "w.db"
    bot = YachtBot(make_settings(db, public_url=site, daily_secret=SECRET))
    async with run_bot(bot, emulator):
        await emulator.wait_commands()
        handle = await emulator.slash("yacht-settings", user="admin", channel="dice",
                                      options={"daily_game": "classic"})
        await handle.ephemeral()
        bob, _ = await play_steady(emulator, await open_daily(emulator, "bob"), "bob")
        assert links(bob) == []  # the server's pages are off
        handle = await emulator.slash("yacht-settings", user="admin", channel="dice",
                                      options={"web": "on"})
        await handle.ephemeral()
        alice, _ = await play_steady(emulator, await open_daily(emulator, "alice"), "alice")
        [link] = links(alice)
        [button] = [b for b in alice.buttons if b["style"] == 5]
        assert button["label"] == "The day's board on the web"
        day = alice.embeds[0]["title"].rsplit("— ", 1)[1].strip("\u2066\u2067\u2068\u2069")
        assert re.fullmatch(rf"{site}/d/{day}/\d+/[0-9a-f]{{32}}/[0-9a-f]{{32}}", link)
        assert links(await open_daily(emulator, "bob")) != []  # his end again: now his link
        score = (await bot.games.repo.game_skill(game_of(alice)))[0].score

        repo = await open_repository(f"sqlite:///{db}")
        server = TestServer(make_app(repo, public_url=site, secret=SECRET.encode()),
                            port=port)
        await server.start_server()
        try:
            answer = await page.goto(link)
            assert answer is not None and answer.status == 200
            assert await page.title() == f"Daily challenge: Classic Yacht, {day}"
            card = await page.locator("p.share").inner_text()
            assert f"daily Classic Yacht, {day}: {score} points" in card
            rows = await page.locator("tbody tr").all_inner_texts()
            assert len(rows) == 2 and "(you)" in await page.locator("tr.mine").inner_text()
            forged = await page.goto(link[:-1] + ("0" if link[-1] != "0" else "1"))
            assert forged is not None and forged.status == 403
            assert await page.title() == "This link is not valid"
        finally:
            await server.close()
            await repo.close()
