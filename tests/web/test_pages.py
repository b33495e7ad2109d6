"""The web pages at the HTTP level, on both backends: off by default and 404 when off,
what each page shows (names only of who opted in, each decision's cost as the review
found it), the headers every answer carries, and bad input answered without a traceback."""

from __future__ import annotations

import datetime as dt
import io
import re
import time
from dataclasses import replace
from html import unescape

import pytest
from aiohttp.test_utils import TestClient, TestServer
from PIL import Image

from bot.ai import tables as ai_tables
from bot.ai.movelog import LoggedMove
from bot.ai.review import review_game
from bot.art.stats import RecentGame, stats_chart
from bot.service import pages as pages_module
from bot.service.games import GameService
from bot.service.pages import Pages
from bot.service.ratings import apply_ratings
from bot.service.seasons import season_number
from bot.text import texts_for
from bot.web import app as web_app
from bot.web.app import Drawn, RateLimit, make_app
from tests.web.filled import ALICE, BOB, DM, GUILD, KIND, finished_daily, reviewed_game, urls


async def test_pages_are_off_by_default_and_a_server_that_turns_them_off_answers_404(
        repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "off")
    board, replay = await urls(repo, game_id)
    unknown = await client.get("/g/" + "0" * 32)
    assert unknown.status == 404
    for url in (board, replay):
        off = await client.get(url)
        assert (off.status, await off.text()) == (404, await unknown.text())
    await repo.set_web(GUILD, "on")
    for url in (board, replay):
        assert (await client.get(url)).status == 200
    await repo.set_web(GUILD, "off")
    for url in (board, replay):
        assert (await client.get(url)).status == 404


async def test_a_game_outside_a_server_gets_no_page(repo, client):
    await repo.set_web(DM, "on")
    game_id = await reviewed_game(repo, guild=DM, context="bot_dm")
    assert (await client.get(f"/g/{await repo.game_slug(game_id)}")).status == 404
    assert await repo.replay_steps(game_id) is None  # its review keeps no page's steps


async def test_the_leaderboard_names_only_who_opted_in_and_escapes_names(repo, client):
    await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    await repo.set_web_name(ALICE.user_id, "<b>Ana</b>")
    board, _ = await urls(repo, 0)
    html = await (await client.get(board)).text()
    assert "&lt;b&gt;Ana&lt;/b&gt;" in html and "<b>Ana</b>" not in html
    assert "Player 2" in html  # Bob never opted in: his line on the board
    assert str(BOB.user_id) not in html and str(ALICE.user_id) not in html
    for name in ("points", "skill"):
        assert (await client.get(board + f"&board={name}")).status == 200
    assert (await client.get(board + "&board=nonsense")).status == 404
    player = await repo.web_player(ALICE.user_id)
    page = await (await client.get(f"/p/{player.slug}")).text()
    assert "&lt;b&gt;Ana&lt;/b&gt;" in page and "Classic Yacht" in page


async def test_the_replay_shows_every_move_and_each_decision_s_cost_from_the_review(
        repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    html = await (await client.get(replay)).text()
    moves = await repo.game_moves(game_id)
    steps = re.findall(r'<section class="step" id="m(\d+)"', html)
    assert steps == [str(n) for n in range(len(moves) + 1)]
    record = await repo.get_game(game_id)
    assert record is not None
    log = [LoggedMove.from_json(m.entry) for m in moves]
    reviews = review_game(KIND, record.options, record.keys, log,
                          ai_tables.loaded_table(KIND, {}))
    costs = {(d.version, key): d.cost for key, r in reviews.items() for d in r.decisions}
    shown = dict(re.findall(r'id="m([1-9]\d*)"[^>]*>.*?class="verdict" data-cost="([\d.]*)"',
                            html, re.S))
    for number, entry in enumerate(log, 1):
        cost = costs.get((entry.version, entry.player))
        if entry.player.startswith("cpu") or cost is None:
            assert shown[str(number)] == "", number
        else:
            assert float(shown[str(number)]) == pytest.approx(cost, abs=0.006), number
    assert any(float(c) > 0 for c in shown.values() if c)  # some choice cost points
    assert "Computer 3" in html and "Player 1" in html
    # the move list's costs as the reader writes them: "(−7.0)", in Spanish "(−7,0)"
    # (a minus kept left of its figure in Arabic: the figure is isolated left to right)
    listed = re.findall(r'\(<bdi dir="ltr">−(\d+[.,]\d)</bdi>\)</a>', html)
    assert listed and all("." in c for c in listed), listed
    spanish = await (await client.get(replay + "&lang=es" if "?" in replay
                                      else replay + "?lang=es")).text()
    assert re.findall(r'\(<bdi dir="ltr">−(\d+[.,]\d)</bdi>\)</a>', spanish) == [
        c.replace(".", ",") for c in listed]


async def test_a_replay_is_worked_out_once_and_drawn_once_but_follows_names_and_forget_me(
        repo, client, monkeypatch):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    worked: list[int] = []
    drawn: list[str] = []
    work, draw = pages_module._played, web_app.draw
    monkeypatch.setattr(pages_module, "_played",
                        lambda *a: worked.append(game_id) or work(*a))
    monkeypatch.setattr(web_app, "draw", lambda r, template, *a: drawn.append(template)
                        or draw(r, template, *a))
    first = await client.get(replay)
    again = await client.get(replay)
    assert (await again.text(), again.headers["ETag"]) == (await first.text(),
                                                           first.headers["ETag"])
    assert (worked, drawn) == ([game_id], ["replay.html"])
    other_move = await (await client.get(f"{replay}?move=3")).text()
    arabic = await (await client.get(f"{replay}?lang=ar")).text()
    assert 'id="m3" data-move="3">' in other_move and 'dir="rtl"' in arabic
    assert (worked, len(drawn)) == ([game_id], 3)  # drawn per move and language only
    await repo.set_web_name(ALICE.user_id, "Ana")
    named = await (await client.get(replay)).text()
    assert "Ana" in named and "Ana" not in await first.text()
    assert (worked, len(drawn)) == ([game_id], 4)  # a name changed: drawn again
    await apply_ratings(repo)  # as GameService.forget_user does first
    await repo.forget_user(ALICE.user_id)
    forgotten = await (await client.get(replay)).text()
    assert "Ana" not in forgotten and "a former player" in forgotten
    assert worked == [game_id, game_id]  # her key left the log, her verdicts went
    shown = re.findall(r'class="verdict" data-cost="([\d.]*)"', forgotten)
    assert shown.count("") > re.findall(r'class="verdict" data-cost="([\d.]*)"',
                                        named).count("")


async def test_a_replay_reads_the_steps_its_review_stored_and_one_reviewed_before_is_the_same(
        repo, monkeypatch):
    """The review stores a replay's steps, so its first view replays no move; a game
    reviewed before they were stored (none), or stored in another format, is replayed
    from its move log into the very same page."""
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    replayed: list[int] = []
    real = pages_module.steps_of
    monkeypatch.setattr(pages_module, "steps_of",
                        lambda *a: replayed.append(game_id) or real(*a))

    async def first_view() -> str:  # a new process's: nothing worked out or drawn yet
        async with TestClient(TestServer(make_app(repo))) as fresh:
            answer = await fresh.get(replay)
            assert answer.status == 200
            return await answer.text()

    stored = await first_view()
    assert replayed == [] and 'id="m1"' in stored
    await repo._web_run(repo._sql("UPDATE game_replays SET steps = {} WHERE game_id = {}"),
                        '{"format": 0}', game_id)
    assert await first_view() == stored and replayed == [game_id]
    await repo._web_run(repo._sql("DELETE FROM game_replays WHERE game_id = {}"), game_id)
    assert await first_view() == stored and replayed == [game_id, game_id]


def test_drawn_pages_keep_to_their_budget_the_least_recently_read_dropped_first():
    drawn = Drawn(budget=10)
    drawn.put("a", b"1234")
    drawn.put("b", b"5678")
    assert drawn.get("a") == b"1234"  # read: now the most recent
    drawn.put("c", b"90ab")
    assert (drawn.get("a"), drawn.get("b"), drawn.get("c")) == (b"1234", None, b"90ab")
    drawn.put("huge", b"x" * 11)
    assert drawn.get("huge") is None


async def test_every_answer_carries_the_security_headers_and_an_etag(repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    answer = await client.get(replay)
    assert "script-src 'self'" in answer.headers["Content-Security-Policy"]
    assert "unsafe-inline" not in answer.headers["Content-Security-Policy"]
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    assert answer.headers["Referrer-Policy"] == "no-referrer"
    assert answer.headers["X-Robots-Tag"] == "noindex"
    html = await answer.text()
    assert '<meta property="og:title" content="Replay: Classic Yacht">' in html
    assert f'content="https://dice.example{replay}"' in html
    again = await client.get(replay, headers={"If-None-Match": answer.headers["ETag"]})
    assert again.status == 304
    face = await client.get("/face/classic-6-held.png")
    assert face.status == 200 and face.headers["Content-Type"] == "image/png"
    await repo.set_web(GUILD, "listed")
    assert (await client.get(replay)).headers["X-Robots-Tag"] == "all"


async def test_the_page_is_in_the_reader_s_language_and_arabic_runs_right_to_left(
        repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    spanish = await client.get(replay, headers={"Accept-Language": "es-MX,es;q=0.9"})
    assert '<html lang="es" dir="ltr">' in await spanish.text()
    arabic = await client.get(replay + "?lang=ar", headers={"Accept-Language": "es"})
    assert '<html lang="ar" dir="rtl">' in await arabic.text()
    huge = await client.get(replay, headers={"Accept-Language": "x" * 10_000})
    assert huge.status == 200 and '<html lang="en"' in await huge.text()


@pytest.mark.parametrize(("method", "url", "status"), [
    ("GET", "/g/not-a-slug", 404),
    ("GET", "/g/" + "A" * 32, 404),
    ("GET", "/p/" + "0" * 32, 404),
    ("GET", "/s/" + "0" * 32, 404),
    ("GET", "/static/../../../etc/passwd", 404),
    ("GET", "/static/%2e%2e/%2e%2e/etc/passwd", 404),
    ("GET", "/face/..%2f..%2fsecret.png", 404),
    ("GET", "/face/classic-7.png", 404),
    ("GET", "/nothing/here", 404),
    ("HEAD", "/static/site.css", 200),
    ("OPTIONS", "/g/" + "0" * 32, 204),
    ("POST", "/g/" + "0" * 32, 405),
    ("DELETE", "/static/site.css", 405),
    ("PUT", "/s/" + "0" * 32, 405),
])
async def test_bad_input_is_answered_with_its_status(client, method, url, status):
    answer = await client.request(method, url)
    assert answer.status == status
    assert "Traceback" not in await answer.text()


async def test_a_huge_query_string_or_header_is_refused_in_one_line(client, caplog):
    answer = await client.get("/g/" + "0" * 32 + "?move=" + "9" * 20_000)
    assert answer.status == 400
    answer = await client.get("/static/site.css", headers={"Accept-Language": "x" * 20_000})
    assert answer.status == 400
    assert [r.levelname for r in caplog.records if r.name == "bot.web.http"] == ["WARNING"] * 2
    assert not any(r.exc_info for r in caplog.records)


async def test_the_replay_s_move_must_be_a_move_of_the_game(repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    for move in ("abc", "-1", "100000"):
        assert (await client.get(f"{replay}?move={move}")).status == 404
    first = await (await client.get(f"{replay}?move=1")).text()
    assert re.search(r'id="m1" data-move="1">', first)  # shown, the others hidden


async def test_a_storm_from_one_address_is_limited(repo):
    async with TestClient(TestServer(make_app(repo, limit=RateLimit(limit=5, window=60)))
                          ) as client:
        statuses = [(await client.get("/static/site.css")).status for _ in range(7)]
    assert statuses == [200] * 5 + [429] * 2
    limit = RateLimit(limit=1, window=60)
    assert limit.allow("a", 0.0) and not limit.allow("a", 1.0)
    assert limit.allow("b", 1.0)  # another address is served
    assert limit.allow("a", 61.0)  # and the storm's address once its window is over


async def test_only_a_finished_game_of_a_server_with_pages_on_gets_a_link(repo):
    service = GameService(repo)
    game_id = await reviewed_game(repo)
    record = await repo.get_game(game_id)
    assert record is not None
    assert await service.page_slug(record) is None  # off by default
    assert await service.web_setting(GUILD) == "off"
    await service.set_web(GUILD, "on")
    assert await service.page_slug(record) == await repo.game_slug(game_id)
    await repo.set_web(DM, "on")
    elsewhere = await repo.get_game(await reviewed_game(repo, guild=DM, context="bot_dm"))
    assert elsewhere is not None and await service.page_slug(elsewhere) is None
    with pytest.raises(ValueError, match="unknown pages setting"):
        await service.set_web(GUILD, "public")


def rows_of(html: str) -> list[list[str]]:
    """A board's table as its cells' text, line by line."""
    body = html.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return [[re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td>(.*?)</td>", row, re.S)]
            for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)]


async def test_the_leaderboard_has_the_command_s_season_and_rating_boards(repo):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    await repo.set_web_name(ALICE.user_id, "Ana")
    board, _ = await urls(repo, game_id)
    people = board.replace("&against=computers", "")
    # read a second after the game ended (the same season, whenever the test runs)
    finished = (await repo.public_games(ALICE.user_id, 1))[0].finished_at
    async with TestClient(TestServer(make_app(repo, clock=lambda: finished + 1))) as client:
        await season_and_rating_boards(repo, client, board, people, finished)


async def season_and_rating_boards(repo, client, board, people, finished) -> None:
    # The current season by default (the game's), named as the command does.
    current = await (await client.get(board)).text()
    number = season_number("monthly", finished)
    assert f'<p class="span">Season {number} (monthly)</p>' in current
    assert [r[1] for r in rows_of(current)] == ["Ana", "Player 2"]
    past = await (await client.get(board + "&season=1")).text()
    assert '<p class="span">Season 1 (monthly)</p>' in past and "<tbody>" not in past
    assert "No finished games yet." in past
    # All time, in any language's word for it, as /yacht leaderboard takes it.
    for word in ("all", "todas", "الكل"):
        everything = await (await client.get(board + f"&season={word}")).text()
        assert '<p class="span">All time</p>' in everything, word
        assert len(rows_of(everything)) == 2
    # The rating: OpenSkill's ordinal, from the games between people, with the server's
    # minimum of rated games (one here: it is 5 by default, and one game was played).
    settings = await repo.get_guild_settings(GUILD)
    await repo.save_guild_settings(replace(settings, rating_minimum=1))
    rated = await repo.rating_board(GUILD, KIND, minimum=1)
    html = await (await client.get(people + "&board=rating")).text()
    assert rows_of(html) == [[str(n), name, "1", f"{r.ordinal:.1f}"] for n, (name, r)
                             in enumerate(zip(("Ana", "Player 2"), rated, strict=True), 1)]
    assert "players with 1 rated game or more" in html
    assert 'class="span"' not in html  # today's ratings, whatever the season (the command's)
    past = await (await client.get(people + "&board=rating&season=1")).text()
    assert '<p class="span">Season 1 (monthly): as it stood at its end</p>' in past
    assert "<tbody>" not in past  # nobody was rated then
    await repo.save_guild_settings(replace(settings, rating_minimum=2))
    html = await (await client.get(people + "&board=rating")).text()
    assert "No finished games yet." in html and "players with 2 rated games or more" in html
    # Each board's links keep the season asked (and the boards without one leave it out).
    html = await (await client.get(board + "&season=all")).text()
    assert "board=points&amp;against=computers&amp;season=all" in html
    assert "board=skill&amp;season=all&amp;lang=en" in html
    assert "board=daily&amp;lang=en" in html


@pytest.mark.parametrize(("query", "status", "said"), [
    ("&season=abc", 400, "There is no season “abc”: they are numbered from 1 to {n}, the"
                         " current one, or “all” for all time."),
    ("&season=%23", 400, "There is no season “#”"),
    ("&season=99999", 404, "There is no season “99999”"),
    ("&season=0x1", 400, "There is no season “0x1”"),
    ("&board=daily&season=all", 400,
     "The board by the daily challenge has no seasons: leave out the season."),
    ("&board=ratings", 404, "Not Found"),
])
async def test_a_bad_board_or_season_is_answered_in_words_without_a_traceback(
        repo, caplog, query, status, said):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    board, _ = await urls(repo, game_id)
    now = time.time()
    async with TestClient(TestServer(make_app(repo, clock=lambda: now))) as client:
        answer = await client.get(board + query)
        text = await answer.text()
    assert answer.status == status
    assert text.startswith(said.format(n=season_number("monthly", now))), text
    assert "Traceback" not in text and not any(r.exc_info for r in caplog.records)
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


async def test_a_server_with_seasons_off_has_no_season_but_all_time(repo, client):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    await repo.save_guild_settings(replace(await repo.get_guild_settings(GUILD), season="off"))
    board, _ = await urls(repo, game_id)
    html = await (await client.get(board)).text()
    assert '<p class="span">All time</p>' in html and "web-seasons" not in html
    assert 'aria-label="Seasons"' not in html  # no season to pick
    answer = await client.get(board + "&season=2")
    assert answer.status == 404
    assert (await answer.text()).startswith("Seasons are off on this server")


async def test_the_daily_board_shows_the_week_up_to_yesterday_never_today(repo):
    today = dt.datetime(2026, 3, 10, 12, tzinfo=dt.UTC)
    await repo.set_web(GUILD, "on")
    await repo.set_web_name(ALICE.user_id, "Ana")
    await finished_daily(repo, ALICE.user_id, "2026-03-09", 151)
    await finished_daily(repo, ALICE.user_id, "2026-03-05", 149)  # not her best this week
    await finished_daily(repo, BOB.user_id, "2026-03-10", 253)  # today's: not shown
    await finished_daily(repo, BOB.user_id, "2026-03-02", 307)  # before the week
    server = await repo.web_server(GUILD)
    assert server is not None
    app = make_app(repo, clock=today.timestamp)
    async with TestClient(TestServer(app)) as client:
        html = await (await client.get(f"/s/{server.slug}?board=daily&game=5000")).text()
    assert rows_of(html) == [["1", "Ana", "2026-03-09", "151", "–"]]
    assert "<h2>Daily challenge — Yacht</h2>" in html  # the server's daily game
    assert "Today's results show in Discord once you have played today's." in unescape(html)


async def test_the_player_page_carries_the_stats_chart_drawn_once_per_change(
        repo, client, monkeypatch):
    await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    await repo.set_web_name(ALICE.user_id, "Ana")
    slug = (await repo.web_player(ALICE.user_id)).slug
    html = await (await client.get(f"/p/{slug}?lang=es")).text()
    [(src, alt, width, height)] = re.findall(
        r'<img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="(\d+)"', html)
    assert src == f"/p/{slug}/chart.png?lang=es"
    assert alt.startswith("Gráfico de Ana: las últimas puntuaciones")
    drawn: list[str] = []
    real = web_app.draw_chart

    def draw(data, t):
        drawn.append(t.language)
        return real(data, t)

    monkeypatch.setattr(web_app, "draw_chart", draw)
    chart = await client.get(src)
    body = await chart.read()
    assert chart.status == 200 and chart.headers["Content-Type"] == "image/png"
    # The same chart /yacht stats draws: the player's scores, skill and rating panels.
    data = await Pages(repo).chart(slug)
    assert data is not None and data.games and data.skill and data.ratings
    assert body == stats_chart("Ana", [RecentGame(*g) for g in data.games],
                               texts_for("es"), data.played, skill=data.skill,
                               ratings=data.ratings)
    picture = Image.open(io.BytesIO(body))
    # the page gave its <img> the picture's size: nothing moves when it arrives
    assert picture.format == "PNG" and picture.size == (int(width), int(height))
    tag = chart.headers["ETag"]
    again = await client.get(src, headers={"If-None-Match": tag})
    assert again.status == 304 and again.headers["ETag"] == tag
    assert (await client.get(src)).headers["ETag"] == tag  # kept: not drawn again
    assert drawn == ["es"]
    arabic = await client.get(f"/p/{slug}/chart.png?lang=ar")
    assert arabic.headers["ETag"] != tag and drawn == ["es", "ar"]
    await reviewed_game(repo)  # another game: another chart
    assert (await client.get(src, headers={"If-None-Match": tag})).status == 200
    assert drawn == ["es", "ar", "es"]
    assert (await client.get("/p/" + "0" * 32 + "/chart.png")).status == 404
    await repo.set_web(GUILD, "off")  # its only server's pages off: no page, no chart
    assert (await client.get(f"/p/{slug}")).status == 404
    assert (await client.get(src)).status == 404
