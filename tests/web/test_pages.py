"""The web pages at the HTTP level, on both backends: off by default and 404 when off,
what each page shows (names only of who opted in, each decision's cost as the review
found it), the headers every answer carries, and bad input answered without a traceback."""

from __future__ import annotations

import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.ai import tables as ai_tables
from bot.ai.movelog import LoggedMove
from bot.ai.review import review_game
from bot.service import pages as pages_module
from bot.service.games import GameService
from bot.service.ratings import apply_ratings
from bot.web import app as web_app
from bot.web.app import Drawn, RateLimit, make_app
from tests.web.filled import ALICE, BOB, DM, GUILD, KIND, reviewed_game, urls


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


async def test_a_replay_is_worked_out_once_and_drawn_once_but_follows_names_and_forget_me(
        repo, client, monkeypatch):
    game_id = await reviewed_game(repo)
    await repo.set_web(GUILD, "on")
    _, replay = await urls(repo, game_id)
    worked: list[int] = []
    drawn: list[str] = []
    work, draw = pages_module._played, web_app.draw
    monkeypatch.setattr(pages_module, "_played",
                        lambda record, *a: worked.append(record.id) or work(record, *a))
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
