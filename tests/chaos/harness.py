"""Chaos harness: `python -m bot` as a subprocess against the emulator, players clicking
at random, and the checks every part shares.

Checks (issue 12): every game finishes; each finished game is counted once in the
results; every interaction dispatched while the bot was up (and not killed within the
next 3 s) is answered once within Discord's 3 s; a refused input changes nothing; a
game message never shows an older version than one it showed before; the bot's log
has no traceback; (issue 32) no board is left in a channel beside the one the game's
row points at.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import random
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.render.components import custom_ids, drawn_version
from bot.rules import variant_ids
from tests.emulator import Emulator, InteractionHandle, Msg
from tests.emulator.driver import DriverError
from tests.emulator.fixtures import BotProcess
from tests.emulator.store import walk

LONG = os.environ.get("CHAOS_LONG", "") not in ("", "0")
DEADLINE = 3.0
STALL = 60.0  # seconds without any game moving before a wait for the games gives up
KINDS = variant_ids()  # every game of the registry
FOOTER = re.compile(r"^-# #(\d+)(?: · v(\d+))?$")  # the card's last line


@dataclass
class Part:
    """Attempted / passed figures of one part of the suite."""

    name: str
    attempted: int = 0
    passed: int = 0
    failures: list[str] = field(default_factory=list)

    def record(self, ok: bool, why: str = "") -> None:
        self.attempted += 1
        if ok:
            self.passed += 1
        elif len(self.failures) < 20:
            self.failures.append(why)

    def line(self) -> str:
        return f"{self.name:<28} {self.passed:>5} / {self.attempted:<5} passed"


def report(parts: list[Part]) -> str:
    text = "\n".join(p.line() for p in parts)
    path = os.environ.get("CHAOS_REPORT")
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(text + "\n")
    return text


@dataclass
class Tracked:
    handle: InteractionHandle
    sent: float
    expect_refusal: bool = False
    up: bool = True  # the bot was running when it was sent


class Chaos:
    """One bot database, the bot process(es) and everything dispatched to them."""

    def __init__(self, emu: Emulator, factory: Any, tmp: Path, **env: str) -> None:
        self.emu = emu
        self.factory = factory
        self.db = tmp / "chaos.db"
        self.env = {
            "DATABASE_URL": f"sqlite:///{self.db}",
            "DATA_DIR": str(tmp / "ai"),
            "BOT_TURN_DELAY": "0.02",
            "SWEEP_INTERVAL": "1",
            "LOG_LEVEL": "WARNING",
            "DEV_GUILD_ID": "",
            **env,
        }
        self.procs: list[BotProcess] = []
        self.proc: BotProcess | None = None
        self.up = asyncio.Event()
        self.kills: list[float] = []
        self.tracked: list[Tracked] = []
        self.rng = random.Random(int(os.environ.get("CHAOS_SEED", "0")) or None)
        self.games: dict[int, str] = {}  # game id -> message id
        self.discord_down = 0  # interactions whose answer Discord kept refusing
        self.rewinds = 0  # a message going back a version for a moment (then repaired)

    # -- the process -------------------------------------------------------------

    async def start(self, *, wait: bool = True) -> BotProcess:
        proc = await self.factory("bot", env=self.env)
        self.procs.append(proc)
        self.proc = proc
        if wait:
            await proc.wait_ready(timeout=30, commands=True)
            self.up.set()
        return proc

    async def kill(self) -> None:
        self.up.clear()
        self.kills.append(self.emu.clock.now())
        assert self.proc is not None
        self.proc.kill()
        await self.proc.wait()

    def output(self) -> str:
        return "\n".join(p.output() for p in self.procs)

    # -- the database, read from outside ------------------------------------------

    def query(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        conn = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=30)
        try:
            return list(conn.execute(sql, params).fetchall())
        finally:
            conn.close()

    def follow(self) -> None:
        """Point at each game's board as stored: a board buried in a busy channel is
        posted anew at the bottom (bot.table.placement), and the players click the new one."""
        for gid in self.games:
            rows = self.query("SELECT message_id FROM games WHERE id = ?", (gid,))
            if rows and rows[0][0] is not None and str(rows[0][0]) in self.emu.message_store:
                self.games[gid] = str(rows[0][0])

    def snapshot(self) -> tuple[Any, ...]:
        """Everything a refused input must leave alone."""
        games = self.query("SELECT id, status, version, message_id FROM games ORDER BY id")
        seats = self.query("SELECT game_id, position, user_id, level, left_game FROM seats"
                           " ORDER BY game_id, position")
        settings = self.query("SELECT * FROM guild_settings ORDER BY guild_id")
        results = self.query("SELECT COUNT(*) FROM results")
        results += self.query("SELECT COUNT(*) FROM daily_shares")
        # what /yacht forget-me deletes: a forged or stale confirmation must not
        users = (self.query("SELECT * FROM user_languages ORDER BY user_id"),
                 self.query("SELECT * FROM dice_choices ORDER BY user_id"),
                 self.query("SELECT user_id, set_id FROM dice_unlocks ORDER BY 1, 2"))
        messages = tuple(
            (mid, self.emu.message_store[mid].version) for mid in sorted(self.games.values())
            if mid in self.emu.message_store
        )
        return (tuple(games), tuple(seats), tuple(settings), tuple(results), messages,
                tuple(tuple(rows) for rows in users))

    # -- tracking interactions ------------------------------------------------------

    def track(self, handle: InteractionHandle, *, refusal: bool = False) -> InteractionHandle:
        self.tracked.append(Tracked(handle, self.emu.clock.now(), refusal, self.up.is_set()))
        return handle

    def answers(self, part: Part) -> None:
        """Every interaction sent while the bot was up, and not killed within 3 s after,
        was answered (exactly once: the emulator refuses a second answer) within 3 s."""
        for item in self.tracked:
            rec = item.handle.record
            if not item.up:
                continue  # sent to a dead bot: Discord would show "interaction failed"
            # Killed before it could answer (within 3 s of sending): not the bot's fault.
            answered = rec.responded_at
            if any(item.sent - 0.2 <= k <= item.sent + DEADLINE
                   and (answered is None or answered > k) for k in self.kills):
                continue
            # Discord itself refusing the answer again and again (injected 5xx/429 on
            # the callback) leaves no way to answer in time: counted apart.
            calls = [r for r in self.emu.requests if f"/interactions/{rec.id}/" in r.path]
            refused = [r.status for r in calls if r.status in (429, 500, 502, 503, 504)]
            if len(refused) >= 2 and rec.response_type is None:
                self.discord_down += 1
                continue
            latency = item.handle.latency
            ok = rec.response_type is not None and latency is not None and latency <= DEADLINE
            part.record(ok, f"interaction {rec.id} ({rec.payload.get('data', {})}):"
                            f" type {rec.response_type} after {latency};"
                            f" callback statuses {[r.status for r in calls]}")
        self.tracked.clear()

    # -- games ----------------------------------------------------------------------

    async def open_game(self, kind: str, channel: str, *, humans: tuple[str, ...] = ("alice",),
                        bots: tuple[str, ...] = ("easy",)) -> Msg:
        emu = self.emu
        handle = await emu.slash("yacht start", user=humans[0], channel=channel,
                                 options={"game": kind})
        msg = await handle.reply()
        for user in humans[1:]:
            msg = await self.press(msg, "Join", user)
        for level in bots:
            click = await emu.click(msg, "Add bot", user=humans[0])
            picker = await click.ephemeral()
            pick = await emu.select(picker, picker.selects[0]["custom_id"], [level],
                                    user=humans[0])
            await pick.response()
            msg = await emu.wait_for_edit(msg)
        msg = await self.press(msg, "Start", humans[0])
        self.games[game_id(msg)] = msg.id
        return msg

    async def press(self, msg: Msg, label: str, user: str) -> Msg:
        handle = await self.emu.click(msg, label, user=user)
        await handle.response()
        return self.emu.message(msg.id)

    def status(self, game: int) -> str:
        rows = self.query("SELECT status FROM games WHERE id = ?", (game,))
        return str(rows[0][0]) if rows else "missing"

    async def step(self, message_id: str, *, track: bool = True) -> InteractionHandle | None:
        """One random but legal-looking click by the player whose turn the message shows."""
        emu = self.emu
        msg = emu.message(message_id)
        if not msg.texts or not msg.buttons:
            return None
        match = re.search(r"<@(\d+)>", msg.texts[1] if len(msg.texts) > 1 else "")
        if match is None:
            return None  # a computer's turn
        user = match.group(1)
        enabled = [b for b in msg.buttons if not b["disabled"]]
        selects = [s for s in msg.selects if not s.get("disabled")]
        rolls = [b for b in enabled if (b["label"] or "").startswith("Roll")]
        banks = [b for b in enabled if (b["label"] or "").startswith("Bank")]
        holds = [b for b in enabled if ":hold:" in (b["custom_id"] or "")]
        try:
            if selects and (not rolls or self.rng.random() < 0.45):
                select = selects[0]
                value = self.rng.choice(select["options"])["value"]
                handle = await emu.select(msg, select["custom_id"], [value], user=user)
            elif banks and (not rolls or self.rng.random() < 0.5):
                handle = await emu.click(msg, banks[0]["custom_id"], user=user)
            elif holds and self.rng.random() < 0.3:
                handle = await emu.click(msg, self.rng.choice(holds)["custom_id"], user=user)
            elif rolls:
                handle = await emu.click(msg, rolls[0]["custom_id"], user=user)
            else:
                return None
        except DriverError:
            return None  # the message changed under us
        return self.track(handle) if track else handle

    async def player(self, stop: asyncio.Event, pace: float = 0.02) -> None:
        """Keep every unfinished game moving while the bot is up."""
        while not stop.is_set():
            await self.up.wait()
            moved = False
            self.follow()
            for gid, mid in list(self.games.items()):
                if self.status(gid) != "playing":
                    continue
                handle = await self.step(mid)
                if handle is not None:
                    moved = True
                    with contextlib.suppress(TimeoutError, AssertionError):
                        await handle.response(timeout=4)
            await asyncio.sleep(pace if moved else 0.05)

    async def finish_all(self, timeout: float, *, stall: float = STALL) -> None:
        """Play every game to its end (the bot up), and wait until each game's message shows
        it: the final edit follows the commit, later still on a busy machine.

        `timeout` is the time the games are expected to need; past it, the wait goes on
        as long as the games keep moving (a loaded machine is slow, not stuck) and stops
        once no game has moved for `stall` seconds."""
        stop = asyncio.Event()
        task = asyncio.create_task(self.player(stop, pace=0.0))
        progress = Progress(self, timeout, stall)
        try:
            while progress.going():
                if all(self.status(g) != "playing" for g in self.games):
                    break
                await asyncio.sleep(0.2)
        finally:
            stop.set()
            await task
        self.follow()
        while progress.going() and not all(
                self.shows_final(m) for g, m in self.games.items() if self.status(g) == "finished"):
            await asyncio.sleep(0.2)

    def versions(self) -> tuple[Any, ...]:
        return tuple(self.query("SELECT id, version FROM games ORDER BY id"))

    def check_no_ghosts(self, part: Part) -> None:
        """Every message that shows an open lobby is the lobby of a game still open, with
        that message id stored: no lobby anyone can see is a ghost."""
        for channel in self.emu.channels.values():
            for msg in self.emu.messages(channel.id, include_ephemeral=False):
                ids = custom_ids(msg.components)
                if not any(i.endswith(":join") for i in ids):
                    continue
                gid = int(ids[0].split(":")[1])
                rows = self.query("SELECT status, message_id FROM games WHERE id = ?", (gid,))
                part.record(rows == [("lobby", int(msg.id))],
                            f"message {msg.id} shows the lobby of game {gid}: {rows}")

    def live_boards(self, gid: int) -> list[str]:
        """The messages anyone can see, in any channel or thread, whose controls name game
        `gid`: its board, and any board a move left behind."""
        return [m.id for channel in list(self.emu.channels.values())
                for m in self.emu.messages(channel.id, include_ephemeral=False)
                if drawn_version(m.components, gid) is not None]

    def one_board(self, gid: int) -> tuple[bool, str]:
        """No message but the one the game's row points at has the game's controls (a
        running game's board always has them; an ended one's may have none)."""
        rows = self.query("SELECT status, message_id FROM games WHERE id = ?", (gid,))
        status, stored = rows[0] if rows else ("missing", None)
        live = self.live_boards(gid)
        ok = live == [str(stored)] or (not live and status != "playing")
        return ok, f"game {gid} ({status}): boards {live}, stored {stored}"

    def check_one_board(self, part: Part) -> None:
        for gid in self.games:
            part.record(*self.one_board(gid))
        left = self.query("SELECT * FROM board_moves")
        part.record(not left, f"board moves never settled: {left}")

    def behind(self) -> list[str]:
        """Running games whose message does not show the version stored."""
        found = []
        for gid, mid in self.games.items():
            rows = self.query("SELECT status, version FROM games WHERE id = ?", (gid,))
            if not rows or rows[0][0] != "playing":
                continue
            stored = self.emu.message_store[mid]
            drawn = [drawn_version(p.get("components") or [], gid)
                     for p in [*stored.history, stored.payload()]]
            if drawn[-1] != rows[0][1]:
                found.append(f"game {gid}: stored v{rows[0][1]}, message shows v{drawn[-1]}"
                             f" (drawn: {drawn[-12:]})")
        return found

    async def check_shown_is_stored(self, part: Part, timeout: float = STALL) -> None:
        """With nobody clicking, every running game's message comes to show the version
        stored (edits held up by 429s and retries land, rewinds are drawn over)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while (behind := self.behind()) and loop.time() < deadline:
            await asyncio.sleep(0.2)
        for gid in self.games:
            mine = [b for b in behind if b.startswith(f"game {gid}:")]
            part.record(not mine, "; ".join(mine))

    def shows_final(self, message_id: str) -> bool:
        return rank(self.emu.message_store[message_id].payload())[0] == 2

    # -- final checks -----------------------------------------------------------------

    async def quiet(self, seconds: float = 2.0, timeout: float = STALL) -> None:
        """Until no game moved and the bot sent nothing to Discord for `seconds`."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        seen, since = (self.versions(), len(self.emu.requests)), loop.time()
        while loop.time() < deadline:
            await asyncio.sleep(0.2)
            now = (self.versions(), len(self.emu.requests))
            if now != seen:
                seen, since = now, loop.time()
            elif loop.time() - since >= seconds:
                return

    def check_games(self, part: Part, *, monotone: bool = True) -> None:
        """Each game finished, its results recorded once (one row per seat), its message
        showing the final state, and its history never going back a version (with
        `monotone`; else it may go back for a moment, but ends on the final state)."""
        self.follow()
        for gid, mid in self.games.items():
            status = self.status(gid)
            seats = self.query("SELECT COUNT(*) FROM seats WHERE game_id = ?", (gid,))[0][0]
            rows = self.query("SELECT COUNT(*), COUNT(DISTINCT position) FROM results"
                              " WHERE game_id = ?", (gid,))[0]
            ok = status == "finished" and rows[0] == seats == rows[1]
            part.record(ok, f"game {gid}: {status}, {rows[0]} result rows for {seats} seats")
            stored = self.emu.message_store[mid]
            shown = [rank(p) for p in [*stored.history, stored.payload()]]
            ordered = all(a <= b for a, b in itertools.pairwise(shown))
            self.rewinds += sum(a > b for a, b in itertools.pairwise(shown))
            final = shown[-1][0] == 2
            part.record((ordered or not monotone) and final,
                        f"game {gid}: message versions {shown[-6:]} (final={final})"
                        + ("" if ordered or not monotone else self.rewind_trail(gid, shown)))

    def rewind_trail(self, gid: int, shown: list[tuple[int, int]]) -> str:
        """Where the first rewind of game `gid`'s message came from: the requests that
        drew the two versions involved, with when the emulator received and answered
        them, so a failing run names its race."""
        at = next(i for i, (a, b) in enumerate(itertools.pairwise(shown)) if a > b)
        versions = {shown[at], shown[at + 1]}
        lines = [f"\n  first rewind: {shown[max(0, at - 3):at + 4]} at {at}"]
        for request in self.emu.requests:
            body = request.json if isinstance(request.json, dict) else {}
            payload = body.get("data") if request.path.endswith("/callback") else body
            if not isinstance(payload, dict) or not payload.get("components"):
                continue
            every = walk(payload["components"])
            texts = [str(c.get("content")) for c in every if c.get("type") == 10]
            match = FOOTER.match(texts[-1]) if texts else None
            if match is None or int(match.group(1)) != gid or rank(payload) not in versions:
                continue
            lines.append(f"  {request.method} {request.path} {rank(payload)}"
                         f" received {request.received:.3f} answered {request.answered}"
                         f" status {request.status}")
        return "\n".join(lines)

    def check_log(self, part: Part) -> None:
        out = self.output()
        part.record("Traceback" not in out, out[out.find("Traceback") - 300:][:3000])


class Progress:
    """A deadline that holds while the games move: `going()` until `timeout` has passed
    and then no game version changed for `stall` seconds."""

    def __init__(self, chaos: Chaos, timeout: float, stall: float) -> None:
        self.chaos = chaos
        self.until = time.monotonic() + timeout
        self.stall = stall
        self.seen = chaos.versions()
        self.moved = time.monotonic()

    def going(self) -> bool:
        now = time.monotonic()
        versions = self.chaos.versions()
        if versions != self.seen:
            self.seen, self.moved = versions, now
        return now < self.until or now - self.moved < self.stall


def game_id(msg: Msg) -> int:
    return int(msg.buttons[0]["custom_id"].split(":")[1])


def rank(payload: dict[str, Any]) -> tuple[int, int]:
    """(0 lobby, 1 game at version v, 2 final) from a stored message payload."""
    every = walk(payload.get("components") or [])
    texts = [str(c.get("content")) for c in every if c.get("type") == 10]
    match = FOOTER.match(texts[-1]) if texts else None
    if match is None:
        return (0, 0)
    if match.group(2) is not None:
        return (1, int(match.group(2)))
    ids = [str(c.get("custom_id")) for c in every]
    lobby = any(i.endswith((":join", ":start")) for i in ids)
    return (0, 0) if lobby else (2, 0)
