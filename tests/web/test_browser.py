"""The pages in a real browser (chromium): stepping through a replay move by move with
the keyboard, each decision's cost as the review found it; every page type (each board of
the leaderboard: wins, a season's points, rating, skill, the daily; the player page with
its chart; the replay; the daily's own page and its refusal) in the five languages at
phone and desktop widths with no serious accessibility violation (axe-core, vendored under
tests/web/vendor with its licence); screenshots in artifacts/web/."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest
from aiohttp.test_utils import TestServer
from playwright.async_api import Page

from bot.ai import tables as ai_tables
from bot.ai.movelog import LoggedMove
from bot.ai.review import review_game
from bot.service.daily import day_of, days_before
from bot.storage import Repository, open_repository
from bot.text import languages
from bot.web.app import make_app
from tests.support.artifacts import ARTIFACTS
from tests.web.filled import (
    ALICE,
    BOB,
    GUILD,
    KIND,
    SECRET,
    finished_daily,
    played_daily,
    reviewed_game,
    urls,
)

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
WIDTHS = {"phone": 360, "desktop": 1280}
#: the elements reaching past the screen's edge, outside a scrolling table
WIDEST = """width => Array.from(document.querySelectorAll('body *'))
  .filter(e => !e.closest('.scroll') && !e.closest('.skip'))
  .filter(e => { const r = e.getBoundingClientRect();
                 return r.right > width + 0.5 || r.left < -0.5; })
  .map(e => e.tagName + '.' + e.className + ' ' + (e.textContent || '').slice(0, 30))"""


@pytest.fixture
async def repo(tmp_path) -> AsyncIterator[Repository]:
    repository = await open_repository(f"sqlite:///{tmp_path}/pages.db")
    yield repository
    await repository.close()


@pytest.fixture
async def site(repo) -> AsyncIterator[str]:
    server = TestServer(make_app(repo, public_url="https://dice.example", secret=SECRET))
    await server.start_server()
    try:
        yield str(server.make_url("")).rstrip("/")
    finally:
        await server.close()


async def test_stepping_through_a_replay_shows_each_decision_s_cost_from_the_review(
        repo, site, page: Page):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    record = await repo.get_game(game_id)
    assert record is not None
    log = [LoggedMove.from_json(m.entry) for m in await repo.game_moves(game_id)]
    reviews = review_game(KIND, record.options, record.keys, log,
                          ai_tables.loaded_table(KIND, {}))
    costs = {(d.version, key): d.cost for key, r in reviews.items() for d in r.decisions}

    await page.goto(f"{site}{replay}?move=0")
    moves = page.locator("nav.moves")
    where = await moves.bounding_box()
    checked = 0
    for number, entry in enumerate(log, 1):
        await page.keyboard.press("ArrowRight")
        shown = page.locator("section.step:not([hidden])")
        assert await shown.get_attribute("data-move") == str(number)
        assert page.url.endswith(f"move={number}")  # the move's permalink
        assert await moves.bounding_box() == where  # no layout shift as it steps
        cost = await shown.locator(".verdict").get_attribute("data-cost")
        # the computer's seat is not reviewed for anyone: no verdict shown
        expected = None if entry.player.startswith("cpu") else costs.get(
            (entry.version, entry.player))
        if expected is None:
            assert cost == "", number
        else:
            assert float(str(cost)) == pytest.approx(expected, abs=0.006), number
            checked += 1
    assert checked == sum(len(r.decisions) for key, r in reviews.items()
                          if not key.startswith("cpu")) > 0
    await page.keyboard.press("ArrowRight")  # past the last move: it stays there
    assert await page.locator("section.step:not([hidden])").get_attribute(
        "data-move") == str(len(log))
    await page.keyboard.press("Home")
    assert page.url.endswith("move=0")
    # The permalink opens its move, with JavaScript or without.
    await page.goto(f"{site}{replay}?move=3")
    assert await page.locator("section.step:not([hidden])").get_attribute("data-move") == "3"


async def test_every_page_type_in_every_language_passes_axe_at_phone_and_desktop_widths(
        repo, site, page: Page):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    await repo.set_web_name(ALICE.user_id, "Ana")
    # one rated game puts a player on the rating board; a daily played yesterday
    await repo.save_guild_settings(replace(await repo.get_guild_settings(GUILD),
                                           rating_minimum=1))
    # (today's dailies, played to their end for the daily's own page, make the server's
    # daily game Classic Yacht: the week's board shows that game's)
    await finished_daily(repo, BOB.user_id, days_before(day_of(time.time()), 1), 163, KIND)
    board, replay = await urls(repo, game_id)
    people = board.replace("&against=computers", "")
    player = f"/p/{(await repo.web_player(ALICE.user_id)).slug}"
    dailies, mine = await played_daily(repo, ALICE.user_id)
    await played_daily(repo, BOB.user_id)
    daily = str(await dailies.page(mine, ""))  # the path: the site is this test server
    forged = daily.replace(mine.daily_day or "", "2000-01-01")
    out = ARTIFACTS / "web"
    out.mkdir(parents=True, exist_ok=True)
    problems = []
    pages = (("leaderboard", board), ("season", board + "&board=points&season=all"),
             ("rating", people + "&board=rating"), ("skill", people + "&board=skill"),
             ("daily", people + "&board=daily"), ("player", player), ("replay", replay),
             ("daily-page", daily), ("daily-refused", forged))
    for language in languages():
        for kind, url in pages:
            for width_name, width in WIDTHS.items():
                await page.set_viewport_size({"width": width, "height": 800})
                answer = await page.goto(f"{site}{url}{'&' if '?' in url else '?'}"
                                         f"lang={language}")
                assert answer is not None and answer.status == (
                    403 if kind == "daily-refused" else 200)
                assert await page.get_attribute("html", "lang") == language
                assert await page.get_attribute("html", "dir") == (
                    "rtl" if language == "ar" else "ltr")
                # Usable from 360 px: nothing wider than the screen but scrolling tables.
                assert await page.evaluate(WIDEST, width) == [], (kind, language, width)
                if kind in ("season", "rating", "daily", "daily-page"):
                    # (all time, now, the week's, the day's)
                    assert await page.locator("tbody tr").count() >= 1, (kind, language)
                if kind == "player":  # the chart drawn, fitted to the screen, described
                    chart = page.locator("p.chart img")
                    assert await chart.evaluate("i => i.complete && i.naturalWidth") > 0
                    box = await chart.bounding_box()
                    assert box is not None and box["width"] <= width
                    assert (await chart.get_attribute("alt") or "").strip()
                await page.add_script_tag(path=str(AXE))
                found = await page.evaluate(
                    "async () => (await axe.run()).violations"
                    ".filter(v => ['serious', 'critical'].includes(v.impact))"
                    ".map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))")
                problems += [f"{kind} {language} {width}: {v}" for v in found]
                if language in ("en", "ar"):
                    await page.screenshot(path=str(out / f"{kind}-{language}-{width_name}.png"),
                                          full_page=True)
    assert not problems, problems
