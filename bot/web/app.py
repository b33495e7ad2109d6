"""The web pages: a server's leaderboard, a player's page and chart, a game's replay and a
daily's board, drawn from Jinja2 templates (autoescaped: no value reaches the HTML
unescaped) over what bot.service.pages reads. Read-only and stateless: any number of
these serve any page.

Security is set once, in middlewares: only GET and HEAD (OPTIONS says so, anything else
is 405), a content security policy without inline script, `nosniff`, no referrer,
`noindex` unless the server chose to be listed, and a request budget per client address.
Every answer carries an ETag, and a matching If-None-Match is answered 304.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
import hashlib
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache, partial
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from fluent.runtime.types import fluent_number
from markupsafe import Markup

from bot.art.dice import face_png
from bot.art.dice_sets import SETS
from bot.domain import Refusal
from bot.kinds import all_kinds, find_kind
from bot.rules import RuleError
from bot.service.daily import page_proof
from bot.service.pages import BOARDS, SEASONAL, ChartData, Pages, Who
from bot.service.seasons import ALL_TIME_WORDS, season_line
from bot.storage import Repository
from bot.text import Texts, is_rtl, languages, texts_for

HERE = Path(__file__).parent
PAGES: web.AppKey[Pages] = web.AppKey("pages", Pages)
PUBLIC_URL: web.AppKey[str] = web.AppKey("public_url", str)
#: the daily's secret (bot.service.daily): it signs the daily pages' links; None, no
#: daily page opens
SECRET: web.AppKey[bytes | None] = web.AppKey("secret")
SLUG = re.compile(r"[0-9a-f]{32}")
#: a daily page link: /d/<day>/<until>/<slug>/<signature> (bot.service.daily.page_path)
DAILY_LINK = re.compile(r"\d{4}-\d{2}-\d{2}/\d{1,12}/[0-9a-f]{32}/[0-9a-f]{32}")
#: an Accept-Language longer than this is read no further (a 10 kB one costs nothing)
LANGUAGE_HEADER = 200
CSP = ("default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self';"
       " base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
SETS_BY_ID = {s.id for s in SETS}
#: a board counts games among people only, or those with computer seats (as /yacht
#: leaderboard splits them)
AGAINST = ("people", "computers")
#: the catalogue's words for the boards, the opponents and a move's action
WORDS = {"wins": "web-board-wins", "points": "web-board-points", "skill": "web-board-skill",
         "daily": "web-board-daily", "rating": "web-board-rating",
         "people": "web-against-people", "computers": "web-against-computers",
         "roll": "web-action-roll", "score": "web-action-score", "bank": "web-action-bank"}
#: why a daily page link does not open, in the catalogue's words: (title, sentence)
LINK_REFUSED = {"forged": ("web-refused-title-forged", "web-refused-forged"),
                "expired": ("web-refused-title-expired", "web-refused-expired"),
                "gone": ("web-refused-title-gone", "web-refused-gone")}
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
#: a ?season= as /yacht leaderboard's season: takes it (a number, "#7"); else all time's words
SEASON_NUMBER = re.compile(r"#?\d{1,6}")
#: the refusals of a board's query: a season that does not exist (yet), or seasons off,
#: is not there (404); a season that is no number, or one asked of a board without
#: seasons, is a malformed query (400)
QUERY_REFUSED = {"season_unknown": 404, "season_off": 404, "season_not_here": 400}
#: charts drawn, by what they draw: a player's chart is drawn again only when it changes
CHART_CACHE = 256


@dataclass
class RateLimit:
    """A fixed window of `limit` requests per `window` seconds for each client address:
    a storm from one address gets 429 while everyone else is served."""

    limit: int = 120
    window: float = 10.0

    def __post_init__(self) -> None:
        self._seen: dict[str, tuple[float, int]] = {}

    def allow(self, address: str, now: float) -> bool:
        start, count = self._seen.get(address, (now, 0))
        if now - start >= self.window:
            start, count = now, 0
        if len(self._seen) > 10_000:  # forget the quiet ones, not the storm
            self._seen = {a: v for a, v in self._seen.items() if now - v[0] < self.window}
        self._seen[address] = (start, count + 1)
        return count < self.limit


LIMITER: web.AppKey[RateLimit] = web.AppKey("limiter", RateLimit)
CHARTS: web.AppKey[OrderedDict[str, bytes]] = web.AppKey("charts", OrderedDict)


@dataclass
class Drawn:
    """Pages already drawn, up to `budget` bytes, the least recently read dropped first.
    A finished game's replay draws the same page for every reader of one language and
    move until a name, a dice set or a verdict changes (bot.service.pages.Replay.version,
    part of the key): drawing it is most of a replay's time."""

    budget: int = 32 * 2**20

    def __post_init__(self) -> None:
        self._pages: OrderedDict[Hashable, bytes] = OrderedDict()
        self._size = 0

    def get(self, key: Hashable) -> bytes | None:
        body = self._pages.get(key)
        if body is not None:
            self._pages.move_to_end(key)
        return body

    def put(self, key: Hashable, body: bytes) -> None:
        if key in self._pages or len(body) > self.budget:
            return
        self._pages[key] = body
        self._size += len(body)
        while self._size > self.budget:
            self._size -= len(self._pages.popitem(last=False)[1])


DRAWN: web.AppKey[Drawn] = web.AppKey("drawn", Drawn)


@lru_cache(maxsize=4096)
def die(dice_set: str, value: int, held: bool, held_text: str) -> Markup:
    """One die of a replay's step as an image (Markup.format escapes what it is given)."""
    if held:
        return Markup('<img src="/face/{0}-{1}-held.png" width="40" height="40"'
                      ' alt="{1} ({2})">').format(dice_set, value, held_text)
    return Markup('<img src="/face/{0}-{1}.png" width="40" height="40" alt="{1}">'
                  ).format(dice_set, value)


def dice(values: Sequence[int], held: Sequence[int], dice_set: str, held_text: str) -> Markup:
    """A roll's dice, those at the `held` positions marked held (each die is Markup
    already: joined as it is, with nothing of its own to escape)."""
    return Markup('<span class="dice">' + "".join(
        die(dice_set, v, i in held, held_text) for i, v in enumerate(values)) + "</span>")


@web.middleware
async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Methods, the rate limit and the headers every answer carries."""
    if request.method == "OPTIONS":
        response: web.StreamResponse = web.Response(status=204, headers={"Allow": "GET, HEAD"})
    elif request.method not in ("GET", "HEAD"):
        response = web.Response(status=405, headers={"Allow": "GET, HEAD"})
    elif not request.app[LIMITER].allow(request.remote or "", time.monotonic()):
        response = web.Response(status=429, text="Too many requests\n",
                                headers={"Retry-After": "10"})
    else:
        try:
            response = await handler(request)
        except web.HTTPException as refused:
            response = web.Response(status=refused.status, text=f"{refused.reason}\n")
    response.headers.setdefault("X-Robots-Tag", "noindex")
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def etag(data: bytes) -> str:
    return '"' + hashlib.blake2b(data, digest_size=12).hexdigest() + '"'


def held(request: web.Request, tag: str, max_age: int) -> web.Response | None:
    """304 when the client holds `tag` already (None: it does not)."""
    if tag in request.headers.get("If-None-Match", ""):
        return web.Response(status=304, headers={
            "ETag": tag, "Cache-Control": f"public, max-age={max_age}"})
    return None


def cached(request: web.Request, body: bytes, content_type: str,
           max_age: int = 60, tag: str | None = None) -> web.Response:
    """`body` with its ETag (`tag`, else the body's hash), or 304 when the client holds
    it already."""
    tag = tag or etag(body)
    not_modified = held(request, tag, max_age)
    if not_modified is not None:
        return not_modified
    return web.Response(body=body, content_type=content_type, charset="utf-8"
                        if content_type.startswith("text/") else None, headers={
                            "ETag": tag, "Cache-Control": f"public, max-age={max_age}"})


def _date(at: float) -> str:
    """A moment as its UTC day (ISO 8601: read the same in every language)."""
    return dt.datetime.fromtimestamp(at, dt.UTC).strftime("%Y-%m-%d")


def language_of(request: web.Request) -> str:
    """?lang= when it names a catalogue, else the first of Accept-Language's that does."""
    known = languages()
    asked = request.query.get("lang", "")
    if asked in known:
        return asked
    for part in request.headers.get("Accept-Language", "")[:LANGUAGE_HEADER].split(","):
        code = part.split(";")[0].strip().lower().split("-")[0]
        if code in known:
            return code
    return "en"


def slug_of(request: web.Request) -> str:
    slug = request.match_info["slug"]
    if not SLUG.fullmatch(slug):
        raise web.HTTPNotFound()
    return slug


def name_of(t: Texts, who: Who) -> str:
    """A player as the pages name them (bot.service.pages.Who)."""
    if who.name:
        return who.name
    if who.former:
        return t("web-former-player")
    if who.computer:
        return t("web-computer", n=who.number, level=t(f"level-name-{who.computer}"))
    return t("web-player", n=who.number)


async def page(request: web.Request, template: str, context: dict[str, Any],
               listed: bool = False, seats: Sequence[Who] = (),
               version: Hashable = None) -> web.Response:
    """`template` in the reader's language; `seats`, named once for the whole page. A page
    with a `version` is drawn once for each version, language and address (Drawn)."""
    language = language_of(request)
    here = request.path_qs
    key = None if version is None else (template, version, language, here)
    body = None if key is None else request.app[DRAWN].get(key)
    if body is None:
        body = draw(request, template, context, language, seats).encode("utf-8")
        if key is not None:
            request.app[DRAWN].put(key, body)
    response = cached(request, body, "text/html")
    if listed:
        response.headers["X-Robots-Tag"] = "all"
    response.headers["Content-Language"] = language
    response.headers["Vary"] = "Accept-Language"
    return response


def draw(request: web.Request, template: str, context: dict[str, Any], language: str,
         seats: Sequence[Who]) -> str:
    t = texts_for(language)

    def game_name(kind: str) -> str:
        try:
            return find_kind(kind).name(t)
        except RuleError:
            return kind

    def choice(code: str) -> str:
        """A verdict's best choice (bot.service.skill.choice_code) in words."""
        if code.startswith("k"):
            return t("web-best-keep", dice=" ".join(code[1:]) or "-")
        if code.startswith("s"):
            return t("web-best-score", box=t(f"box-{code[1:]}"))
        return t("web-best-bank" if code == "b" else "web-best-roll")

    here = request.path_qs
    return aiohttp_jinja2.render_string(template, request, {
        **context, "t": t, "lang": language, "dir": "rtl" if is_rtl(language) else "ltr",
        "name_of": partial(name_of, t), "names": [name_of(t, w) for w in seats],
        "game_name": game_name, "choice": choice, "words": WORDS, "dice": dice,
        "number": fluent_number, "languages": languages(),
        # figures as the reader's language writes them ("7,0" in Spanish, "49 %")
        "decimal": lambda value: t.number(value, 1), "percent": t.percent,
        "season_line": lambda board: season_line(board, t), "date": _date,
        "url": request.app[PUBLIC_URL].rstrip("/") + here, "path": request.path})


def query_refused(request: web.Request, refusal: Refusal, status: int) -> web.Response:
    """A board's query refused in the reader's language, in the command's words."""
    t = texts_for(language_of(request))
    params = dict(refusal.params)
    if "board" in params:  # a board without seasons, as the command names it
        params["board"] = t(f"board-by-{params['board']}")
    return web.Response(status=status, text=t(f"refusal-{refusal.code}", **params) + "\n")


async def leaderboard(request: web.Request) -> web.Response:
    pages = request.app[PAGES]
    server = await pages.server(slug_of(request))
    if server is None:
        raise web.HTTPNotFound()
    kind = request.query.get("game", server.default_game)
    board = request.query.get("board", "wins")
    against = request.query.get("against", "people")
    kinds = [k.id for k in all_kinds()]
    if kind not in kinds or board not in BOARDS or against not in AGAINST:
        raise web.HTTPNotFound()
    season = request.query.get("season")
    if season is not None and season.strip().casefold() in ALL_TIME_WORDS:
        season = "all"  # "all time" in any language's word, as the command takes it
    try:
        shown = await pages.leaderboard(server.slug, kind, board, against == "computers",
                                        season)
    except Refusal as refusal:
        status = QUERY_REFUSED.get(refusal.code)
        if status is None:
            raise
        if refusal.code == "season_unknown" and not SEASON_NUMBER.fullmatch(
                (season or "").strip()):
            status = 400  # no season's number at all
        return query_refused(request, refusal, status)
    if shown is None:
        raise web.HTTPNotFound()
    seasons: list[tuple[str | None, Any]] = []
    if shown.current is not None and not shown.current.all_time:
        number = shown.current.number or 1
        seasons = [(None, shown.current), *(
            (str(n), replace(shown.current, number=n)) for n in (number - 1,) if n >= 1)]
    return await page(request, "leaderboard.html", {
        "board": shown, "kinds": kinds, "boards": BOARDS, "against": against,
        "againsts": AGAINST, "seasonal": SEASONAL, "seasons": seasons,
        "season": season}, listed=server.web == "listed")


async def player(request: web.Request) -> web.Response:
    pages, slug = request.app[PAGES], slug_of(request)
    shown = await pages.player(slug)
    if shown is None:
        raise web.HTTPNotFound()
    data = await pages.chart(slug)
    size = None if data is None else chart_size(data, texts_for(language_of(request)))
    return await page(request, "player.html", {"player": shown, "chart_size": size})


def draw_chart(data: ChartData, t: Texts) -> bytes | None:
    """The player's chart as /yacht stats draws it (bot.art.stats), in `t`'s words."""
    from bot.art.stats import RecentGame, stats_chart

    return stats_chart(name_of(t, data.name), [RecentGame(*g) for g in data.games], t,
                       data.played, skill=data.skill, ratings=data.ratings)


def chart_size(data: ChartData, t: Texts) -> tuple[int, int] | None:
    """The size `draw_chart` will draw at (None: no chart), for the page's <img>: the page
    keeps its layout while the picture loads."""
    from bot.art.chart import chart_size as size_of
    from bot.art.stats import RecentGame, stats_panels

    panels = stats_panels([RecentGame(*g) for g in data.games], t, data.played,
                          skill=data.skill, ratings=data.ratings)
    return size_of(panels) if panels else None


async def chart(request: web.Request) -> web.Response:
    """A player's chart (PNG). Its ETag is a hash of what it draws and the language, so
    a client holding it is answered 304 without drawing; drawn charts are kept by that
    hash (CHART_CACHE of them), and drawn off the event loop."""
    data = await request.app[PAGES].chart(slug_of(request))
    if data is None:
        raise web.HTTPNotFound()
    language = language_of(request)
    tag = etag(repr((data, language)).encode())
    response = held(request, tag, 300)
    if response is None:
        drawn = request.app[CHARTS]
        body = drawn.get(tag)
        if body is None:
            body = await asyncio.to_thread(draw_chart, data, texts_for(language))
            if body is None:
                raise web.HTTPNotFound()
            drawn[tag] = body
            while len(drawn) > CHART_CACHE:
                drawn.popitem(last=False)
        drawn.move_to_end(tag)
        response = cached(request, body, "image/png", max_age=300, tag=tag)
    response.headers["Vary"] = "Accept-Language"
    return response


async def replay(request: web.Request) -> web.Response:
    shown = await request.app[PAGES].replay(slug_of(request))
    if shown is None:
        raise web.HTTPNotFound()
    try:
        move = int(request.query.get("move", str(len(shown.steps))))
    except ValueError:
        raise web.HTTPNotFound() from None
    if not 0 <= move <= len(shown.steps):
        raise web.HTTPNotFound()
    return await page(request, "replay.html", {"replay": shown, "move": move},
                      listed=shown.server.web == "listed", seats=shown.seats,
                      version=shown.version)


async def daily(request: web.Request) -> web.Response:
    """The day's daily board, for whoever holds its player's signed link (no login): a
    link signed by anyone else, or altered, or past its end answers 403 saying which; a
    daily that is not there (or a server whose pages are off) 404. Each is a page of its
    own, in the reader's language."""
    info = request.match_info
    day, until, slug, signature = info["day"], info["until"], info["slug"], info["sig"]
    secret = request.app[SECRET]
    if secret is None or not DAILY_LINK.fullmatch(f"{day}/{until}/{slug}/{signature}"):
        return await link_refused(request, 404, "gone")
    why = page_proof(secret, slug, day, int(until), signature, time.time())
    if why is not None:
        return await link_refused(request, 403, why)
    shown = await request.app[PAGES].daily(slug, day)
    if shown is None:
        return await link_refused(request, 404, "gone")
    response = await page(request, "daily.html", {"daily": shown})
    response.headers["Cache-Control"] = "private, no-cache"  # one player's, and it changes
    return response


async def link_refused(request: web.Request, status: int, why: str) -> web.Response:
    """A page saying why a link does not open (web-refused-<why>), never kept."""
    language = language_of(request)
    return web.Response(status=status, content_type="text/html", charset="utf-8",
                        text=draw(request, "refused.html", {"refusal": LINK_REFUSED[why]},
                                  language, ()),
                        headers={"Cache-Control": "no-store", "Content-Language": language,
                                 "Vary": "Accept-Language"})


async def face(request: web.Request) -> web.Response:
    """One die face of a dice set, drawn by the bot's own code (bot.art), cached."""
    match = re.fullmatch(r"([a-z]+)-([1-6])(-held)?\.png", request.match_info["name"])
    if match is None or match.group(1) not in SETS_BY_ID:
        raise web.HTTPNotFound()
    body = face_png(match.group(1), int(match.group(2)), bool(match.group(3)))
    return cached(request, body, "image/png", max_age=86400)


class BadRequests(logging.Filter):
    """A request aiohttp cannot parse (a 20 kB header, a broken request line) is the
    client's error, answered 400 by aiohttp: one warning line, not an error's traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.msg, record.args, record.exc_info = (
                "bad request refused: %s", (str(error.message)[:120],), None)
        return True


HTTP_LOG = logging.getLogger("bot.web.http")
HTTP_LOG.addFilter(BadRequests())
#: a header or request line up to this size is read (an Accept-Language of 10 kB is
#: answered in English); a longer one is refused with 400
LONGEST_LINE = 16384


def settle() -> None:
    """Once the pages are set up: what start-up made (modules, catalogues, templates) lives
    as long as the process, so the garbage collector's full passes leave it out (in the
    bench's process, 155,000 objects: a full pass took 63 ms, a page's time many times
    over, at random; 0 ms after)."""
    gc.freeze()


def make_app(repo: Repository, *, public_url: str = "", limit: RateLimit | None = None,
             drawn: Drawn | None = None, secret: bytes | None = None,
             clock: Callable[[], float] = time.time) -> web.Application:
    """The pages over `repo` (opened and closed by the caller); `secret`, the daily's
    (bot.service.daily.daily_secret), opens the daily pages; `clock` tells the time (the
    current season, today's daily)."""
    app = web.Application(middlewares=[guard], client_max_size=1024, handler_args={
        "logger": HTTP_LOG, "max_line_size": LONGEST_LINE, "max_field_size": LONGEST_LINE})
    app[PAGES] = Pages(repo, clock)
    app[LIMITER] = limit or RateLimit()
    app[DRAWN] = drawn or Drawn()
    app[SECRET] = secret
    app[PUBLIC_URL] = public_url
    app[CHARTS] = OrderedDict()
    aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(HERE / "templates"),
                         autoescape=jinja2.select_autoescape(default=True),
                         undefined=jinja2.StrictUndefined)
    app.router.add_get("/s/{slug}", leaderboard)
    app.router.add_get("/p/{slug}", player)
    app.router.add_get("/p/{slug}/chart.png", chart)
    app.router.add_get("/g/{slug}", replay)
    app.router.add_get("/d/{day}/{until}/{slug}/{sig}", daily)
    app.router.add_get("/face/{name}", face)
    app.router.add_static("/static", HERE / "static", append_version=False)
    return app
