"""The daily page at the HTTP level, on both backends: the day's board of a server's daily,
opened by the signed, expiring link its player gets on the daily's end screen (no login),
with the spoiler-free share card. A forged, altered or expired link answers 403 and a
daily that is not there 404, each with a page saying so and no traceback."""

from __future__ import annotations

import logging
import re
import time

from aiohttp.test_utils import TestClient, TestServer

from bot.service.daily import PAGE_DAYS, day_of, page_path
from bot.web.app import make_app
from tests.web.filled import ALICE, BOB, DM, GUILD, SECRET, played_daily

SITE = "https://dice.example"
DAY = 86400
MARKS = re.compile(r"[🟩🟨🟧🟥]+")


def path_of(link: str | None) -> str:
    assert link is not None and link.startswith(SITE + "/d/"), link
    return link.removeprefix(SITE)


async def test_the_player_s_link_opens_the_day_s_board_with_the_share_card(
        repo, client, caplog):
    await repo.set_web(GUILD, "on")
    dailies, alice = await played_daily(repo, ALICE.user_id)
    _, bob = await played_daily(repo, BOB.user_id)
    await repo.set_web_name(BOB.user_id, "<i>Bo</i>")
    before = time.time()
    link = path_of(await dailies.page(alice, SITE))
    day, until, slug, signature = link.split("/")[2:]
    assert day == alice.daily_day == day_of(before) and slug == await repo.game_slug(alice.id)
    assert before + PAGE_DAYS * DAY - 5 <= int(until) <= time.time() + PAGE_DAYS * DAY
    assert re.fullmatch(r"[0-9a-f]{32}", signature)

    answer = await client.get(link)
    html = await answer.text()
    assert answer.status == 200, html
    assert answer.headers["Cache-Control"] == "private, no-cache"
    assert answer.headers["X-Robots-Tag"] == "noindex"
    assert f"<title>Daily challenge: Classic Yacht, {day}</title>" in html
    # the card: the Share line as the player would post it, a mark per turn, no dice
    score = (await repo.game_skill(alice.id))[0].score
    [card] = re.findall(r'<p class="share">(.*?)</p>', html, re.S)
    assert f"daily Classic Yacht, {day}: {score} points" in card and MARKS.search(card)
    assert "/face/" not in html  # no die is drawn anywhere on the page
    # the board: both of the day's players, the reader marked, names only if opted in
    rows = re.findall(r"<tr( class=\"mine\")?><td>(\d)</td>\s*<td><bdi>(.*?)</bdi>", html)
    mine = next(rank for marked, rank, _ in rows if marked)
    assert sorted(name for _, _, name in rows) == ["&lt;i&gt;Bo&lt;/i&gt;", f"Player {mine}"]
    assert [mine for mine, _, name in rows if "Bo" in name] == [""]
    assert len(re.findall(r"<td>\d+</td><td>\d+\.\d</td></tr>", html)) == 2  # lost: 1 decimal
    assert "(you)" in html and str(ALICE.user_id) not in html and str(BOB.user_id) not in html
    # another language keeps the proof: the language links are the same path
    assert f'href="{link}?lang=ar"' in html
    arabic = await client.get(f"{link}?lang=ar")
    assert arabic.status == 200 and 'dir="rtl"' in await arabic.text()
    # Bob's own link opens the same board, his line marked
    bobs = await (await client.get(path_of(await dailies.page(bob, SITE)))).text()
    assert re.search(r'<tr class="mine"><td>\d</td>\s*<td><bdi>&lt;i&gt;Bo', bobs)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_an_expired_link_answers_403_saying_so(repo, client):
    await repo.set_web(GUILD, "on")
    eight_days_ago = time.time() - (PAGE_DAYS + 1) * DAY
    dailies, alice = await played_daily(repo, ALICE.user_id, clock=lambda: eight_days_ago)
    answer = await client.get(path_of(await dailies.page(alice, SITE)))
    html = await answer.text()
    assert answer.status == 403
    assert "<title>This link has expired</title>" in html
    assert "Open your daily challenge in Discord again" in html
    assert answer.headers["Cache-Control"] == "no-store"
    spanish = await (await client.get(path_of(await dailies.page(alice, SITE)) + "?lang=es")
                     ).text()
    assert "Este enlace caducó" in spanish


async def test_a_forged_or_altered_link_answers_403_and_another_day_s_404(repo, client,
                                                                          caplog):
    await repo.set_web(GUILD, "on")
    dailies, alice = await played_daily(repo, ALICE.user_id)
    link = path_of(await dailies.page(alice, SITE))
    _, _, day, until, slug, signature = link.split("/")
    assert (await client.get(link)).status == 200
    flipped = signature[:-1] + ("0" if signature[-1] != "0" else "1")
    tomorrow = day_of(time.time() + DAY)
    later = str(int(until) + 365 * DAY)
    for forged in (f"/d/{day}/{until}/{slug}/{flipped}",  # the signature altered
                   page_path(b"another secret" * 3, slug, day, int(until)),  # someone else's
                   f"/d/{tomorrow}/{until}/{slug}/{signature}",  # the day altered
                   f"/d/{day}/{later}/{slug}/{signature}"):  # the end put off
        answer = await client.get(forged)
        html = await answer.text()
        assert answer.status == 403, forged
        assert "<title>This link is not valid</title>" in html, forged
    # signed by the bot, but for a day this daily was not played: nothing there
    for elsewhere in (page_path(SECRET, slug, tomorrow, int(until)),
                      page_path(SECRET, "0" * 32, day, int(until)),
                      f"/d/{day}/{until}/{slug}",  # cut short
                      f"/d/{day}/{until}/{slug.upper()}/{signature}",
                      f"/d/{day[:4]}/{until}/{slug}/{signature}"):
        answer = await client.get(elsewhere)
        assert answer.status == 404, elsewhere
        if elsewhere.count("/") == 5 and elsewhere != f"/d/{day[:4]}/{until}/{slug}/{signature}":
            assert "<title>No daily board here</title>" in await answer.text()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_the_daily_page_answers_404_when_the_server_s_pages_are_off_and_never_shows_the_dice(
        repo, client):
    await repo.set_web(GUILD, "on")
    dailies, alice = await played_daily(repo, ALICE.user_id)
    link = path_of(await dailies.page(alice, SITE))
    assert (await client.get(link)).status == 200
    # the daily's slug is in its link: its replay (the day's dice) is not served
    assert (await client.get(f"/g/{await repo.game_slug(alice.id)}")).status == 404
    await repo.set_web(GUILD, "off")
    answer = await client.get(link)
    assert answer.status == 404 and "No daily board here" in await answer.text()
    async with TestClient(TestServer(make_app(repo, public_url=SITE))) as no_secret:
        await repo.set_web(GUILD, "on")
        assert (await no_secret.get(link)).status == 404  # no secret: no daily page opens


async def test_the_end_screen_s_link_is_made_only_where_the_web_is_on(repo):
    dailies, alice = await played_daily(repo, ALICE.user_id)
    assert await dailies.page(alice, SITE) is None  # the server's pages are off
    await repo.set_web(GUILD, "on")
    assert await dailies.page(alice, None) is None  # no PUBLIC_URL
    assert (await dailies.page(alice, SITE + "/")).startswith(SITE + "/d/")
    await repo.set_web(DM, "on")
    _, in_dm = await played_daily(repo, BOB.user_id, guild=DM, context="bot_dm")
    assert await dailies.page(in_dm, SITE) is None  # a DM's daily gets no page
    playing, _, _ = await dailies.open(guild_id=GUILD, channel_id=11, user_id=3,
                                       language="en")
    assert await dailies.page(playing, SITE) is None  # not over yet
