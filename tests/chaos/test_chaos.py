"""The chaos suite (issue 12). Short form in every test run; `CHAOS_LONG=1` for the long one.

Each part prints `passed / attempted` per check and appends them to `$CHAOS_REPORT`.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import Callable
from typing import Any

from bot.render.components import custom_ids
from tests.chaos.harness import KINDS, LONG, Chaos, Part, game_id, report
from tests.emulator import Emulator
from tests.support.waiting import eventually

CHANNELS = ("dice", "general", "chaos-3", "chaos-4", "chaos-5", "chaos-6")


def world(emu: Emulator) -> None:
    for name in CHANNELS[2:]:
        emu.add_channel(emu.guild, name)


def done(parts: list[Part]) -> None:
    print("\n" + report(parts))
    for part in parts:
        assert part.attempted > 0, part.name
        assert part.passed == part.attempted, f"{part.name}: {part.failures}"


# -- SIGKILL at random moments, all four kinds -----------------------------------------------


async def chatter(chaos: Chaos, stop: asyncio.Event) -> None:
    """People talking in the games' channels: boards get buried and are posted anew at
    the bottom (bot.table.placement), so kills land in board moves too."""
    while not stop.is_set():
        await asyncio.sleep(chaos.rng.uniform(0.1, 0.6))
        await chaos.emu.post_as("carol", chaos.rng.choice(CHANNELS), "chatter")


async def test_kills(emulator, bot_process, tmp_path):
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    kills = 50 if LONG else 6
    games_part, answers, log, kill_part = (Part("kills: games"), Part("kills: answers"),
                                           Part("kills: log"), Part(f"kills: restarts ({kills})"))
    await chaos.start()
    for i, kind in enumerate(KINDS):
        await chaos.open_game(kind, CHANNELS[i])
    stop = asyncio.Event()
    player = asyncio.create_task(chaos.player(stop))
    talk = asyncio.create_task(chatter(chaos, stop))
    rotation = 0
    for k in range(kills):
        await asyncio.sleep(chaos.rng.uniform(0.2, 2.0))
        if k % 5 == 2:
            # Mid-/yacht start: the lobby may be saved, shown, or both, or neither.
            channel = next((c for c in CHANNELS if not busy(chaos, c)), None)
            if channel is not None:
                await chaos.emu.slash("yacht start", user="carol", channel=channel,
                                      options={"game": chaos.rng.choice(KINDS)})
                await asyncio.sleep(chaos.rng.uniform(0.0, 0.3))
        if k % 5 == 4:
            # Mid-click: dispatch, then die a few milliseconds later.
            for gid, mid in list(chaos.games.items()):
                if chaos.status(gid) == "playing":
                    await chaos.step(mid, track=False)
            await asyncio.sleep(chaos.rng.uniform(0.0, 0.03))
        await chaos.kill()
        if k % 4 == 3:
            # During startup.
            await chaos.start(wait=False)
            await asyncio.sleep(chaos.rng.uniform(0.05, 1.5))
            await chaos.kill()
        await chaos.start()
        kill_part.record(True)
        # Keep every game going: replace finished ones with the next kind.
        for gid in list(chaos.games):
            if chaos.status(gid) != "playing" and len(chaos.games) < len(KINDS) + kills // 4:
                channel = next((c for c in CHANNELS if not busy(chaos, c)), None)
                if channel is not None:
                    await chaos.open_game(KINDS[rotation % len(KINDS)], channel)
                    rotation += 1
    stop.set()
    await player
    await talk
    await chaos.finish_all(timeout=240 if LONG else 90)
    chaos.check_games(games_part)
    ghosts = Part("kills: no ghost lobby")
    ghosts.record(True)  # the check ran (there may be no lobby left to look at)
    chaos.check_no_ghosts(ghosts)
    boards = Part("kills: one board per game")
    chaos.check_one_board(boards)
    posts = [r for r in emulator.requests_to("POST", "/messages")
             if r.path.endswith("/messages") and isinstance(r.json, dict)
             and r.json.get("components")]
    print(f"\nkills: {len(posts)} board(s) posted anew at the bottom of a channel")
    chaos.answers(answers)
    chaos.check_log(log)
    done([kill_part, games_part, ghosts, boards, answers, log])


def busy(chaos: Chaos, channel: str) -> bool:
    cid = int(chaos.emu.channel(channel).id)
    return bool(chaos.query("SELECT 1 FROM games WHERE channel_id = ? AND status IN"
                            " ('lobby', 'playing')", (cid,)))


# -- double clicks and two players racing ----------------------------------------------------


async def test_races(emulator, bot_process, tmp_path):
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    races = 200 if LONG else 60
    part, answers, log = Part(f"races ({races})"), Part("races: answers"), Part("races: log")
    await chaos.start()
    msg = await chaos.open_game("yacht", "dice", humans=("alice", "bob"), bots=())
    gid = game_id(msg)
    names = {emu.alice.id: "alice", emu.bob.id: "bob"}
    done_races = 0
    while done_races < races:
        if chaos.status(gid) != "playing":
            msg = await chaos.open_game(chaos.rng.choice(KINDS), "dice",
                                        humans=("alice", "bob"), bots=())
            gid = game_id(msg)
        msg = emu.message(msg.id)
        (version,) = chaos.query("SELECT version FROM games WHERE id = ?", (gid,))[0]
        import re

        current = re.search(r"<@(\d+)>", msg.texts[1]).group(1)
        other = "bob" if names[current] == "alice" else "alice"
        rolls = [b for b in msg.buttons if (b["label"] or "").startswith("Roll")
                 and not b["disabled"]]
        selects = [s for s in msg.selects if not s.get("disabled")]
        if rolls:
            target = rolls[0]["custom_id"]
            two = done_races % 2 == 0
            first = emu._dispatch_interaction(
                3, {"custom_id": target, "component_type": 2}, names[current], msg.channel_id,
                emu.message_store[msg.id])
            second = emu._dispatch_interaction(
                3, {"custom_id": target, "component_type": 2},
                other if two else names[current], msg.channel_id, emu.message_store[msg.id])
        elif selects:
            select = selects[0]
            values = [o["value"] for o in select["options"]]
            data = {"custom_id": select["custom_id"], "component_type": 3}
            first = emu._dispatch_interaction(3, {**data, "values": [values[0]]},
                                              names[current], msg.channel_id,
                                              emu.message_store[msg.id])
            second = emu._dispatch_interaction(3, {**data, "values": [values[-1]]},
                                               names[current], msg.channel_id,
                                               emu.message_store[msg.id])
        else:
            break
        chaos.track(first)
        chaos.track(second)
        types = sorted([(await first.response()).type, (await second.response()).type])
        await asyncio.sleep(0.05)
        (after,) = chaos.query("SELECT version FROM games WHERE id = ?", (gid,))[0]
        # Exactly one applied (an edit) and one refused privately (a new ephemeral).
        part.record(types == [4, 7] and after == version + 1,
                    f"race at v{version}: answers {types}, version after {after}")
        done_races += 1
    chaos.answers(answers)
    chaos.check_log(log)
    done([part, answers, log])


# -- hostile input ------------------------------------------------------------------------------


def hostile_inputs(emu: Emulator, box: Any, fivek: Any, other: Any,
                   daily: Any) -> list[tuple[str, Any]]:
    """(name, dispatch) pairs: every one must be refused privately and change nothing."""
    g, v = game_id(box), int(box.buttons[0]["custom_id"].split(":")[2])
    f, fv = game_id(fivek), int(fivek.buttons[0]["custom_id"].split(":")[2])
    o = game_id(other)
    stored = emu.message_store[box.id]
    stored5 = emu.message_store[fivek.id]
    current = "alice"

    def click(custom_id: str, user: str = current, *, message: Any = stored,
              ctype: int = 2, values: list[str] | None = None, patch: Any = None) -> Any:
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": ctype}
        if values is not None:
            data["values"] = values
        return lambda: emu._dispatch_interaction(3, data, user, message.channel_id, message,
                                                 patch=patch)

    def command(sub: str | None, options: list[dict[str, Any]] | None = None,
                user: str = "alice", channel: str = "dice", name: str = "yacht",
                patch: Any = None) -> Any:
        root = next((c for c in emu.commands(emu.guild) if c["name"] == name),
                    {"id": "1", "name": name})
        given = options or []
        if sub is not None:
            given = [{"name": sub, "type": 1, "options": given}]
        data = {"id": root["id"], "name": name, "type": 1, "options": given}
        return lambda: emu._dispatch_interaction(2, data, user, channel, patch=patch)

    def settings(options: list[dict[str, Any]], user: str = "admin", **kw: Any) -> Any:
        return command(None, options, user=user, name="yacht-settings", **kw)

    def dm(payload: dict[str, Any]) -> None:
        member = payload.pop("member")
        for key in ("guild_id", "guild", "authorizing_integration_owners"):
            payload.pop(key, None)
        payload["user"] = member["user"]
        payload["channel"] = {"id": payload["channel_id"], "type": 1}
        payload["context"] = 1

    def other_guild(payload: dict[str, Any]) -> None:
        payload["guild_id"] = emu.second_guild.id

    cases: list[tuple[str, Any]] = []
    for i, garbage in enumerate([
        "", "x", "y", "y:", "y:1", f"y:{g}", f"y:{g}:{v}", "y:abc:1:roll", f"y:{g}:{v}:ROLL",
        f"y:{g}:{v}:roll:", "y:99999999:0:roll", f"y:{g}:999999999:roll", "💥" * 10,
        "y:" + "9" * 95, f"y:-{g}:{v}:roll", f"y:{g}:{v}:roll:a:b", f"z:{g}:{v}:roll",
        f"y:{g}:{v}:roll:{'a' * 33}", f"Y:{g}:{v}:roll", f" y:{g}:{v}:roll",
    ]):
        cases.append((f"garbage id #{i}", click(garbage)))
    for name, (gid, ver, msg5) in {"box": (g, v, stored), "5000": (f, fv, stored5)}.items():
        for action in ("explode", "hold:9", "hold:abc", "score:nonbox", "start", "join",
                       "confirm",
                       "addbot:godlike", "leave", "bank" if name == "box" else "score:ones",
                       "hold:0" if name == "5000" else "hold:5", "apply", "apply:keep_7",
                       "apply:explode", "apply:score_nonbox",
                       "apply:bank" if name == "box" else "apply:keep_55"):
            cases.append((f"{name}: forged {action}",
                          click(f"y:{gid}:{ver}:{action}", message=msg5)))
        cases.append((f"{name}: stale version", click(f"y:{gid}:{ver - 1}:roll", message=msg5)))
        cases.append((f"{name}: future version", click(f"y:{gid}:{ver + 5}:roll", message=msg5)))
        cases.append((f"{name}: not your turn", click(f"y:{gid}:{ver}:roll", "bob",
                                                      message=msg5)))
        cases.append((f"{name}: stale apply", click(f"y:{gid}:{ver - 1}:apply:roll",
                                                    message=msg5)))
        cases.append((f"{name}: apply out of turn", click(f"y:{gid}:{ver}:apply:roll", "bob",
                                                          message=msg5)))
        cases.append((f"{name}: apply not seated", click(f"y:{gid}:{ver}:apply:roll", "carol",
                                                         message=msg5)))
        cases.append((f"{name}: not seated", click(f"y:{gid}:{ver}:roll", "carol",
                                                   message=msg5)))
        cases.append((f"{name}: cancel by a player", click(f"y:{gid}:{ver}:cancel", "bob",
                                                           message=msg5)))
        cases.append((f"{name}: other channel's game", click(f"y:{o}:0:roll", message=msg5)))
        cases.append((f"{name}: other channel's hint", click(f"y:{o}:0:hint", message=msg5)))
        cases.append((f"{name}: rematch while playing",
                      click(f"y:{gid}:{ver}:rematch", message=msg5)))
        cases.append((f"{name}: other guild", click(f"y:{gid}:{ver}:roll", message=msg5,
                                                    patch=other_guild)))
        cases.append((f"{name}: button sent as select",
                      click(f"y:{gid}:{ver}:roll", message=msg5, ctype=3, values=["x"])))
        cases.append((f"{name}: user select type", click(f"y:{gid}:{ver}:roll", message=msg5,
                                                         ctype=5, values=["1"])))
        cases.append((f"{name}: select as button", click(f"y:{gid}:{ver}:score", message=msg5)))
        cases.append((f"{name}: two values", click(f"y:{gid}:{ver}:score", message=msg5,
                                                   ctype=3, values=["ones", "twos"])))
    # The board's one-tap controls: a face kept and rolled, a box scored by its button.
    showing = [b["custom_id"].split(":")[4] for b in box.buttons if ":keep:" in b["custom_id"]]
    absent = next(str(face) for face in range(1, 7) if str(face) not in showing)
    for action in (f"keep:{absent}", "keep:7", "keep:0", "keep:x", "keep"):
        cases.append((f"box: forged {action}", click(f"y:{g}:{v}:{action}")))
    shown = showing[0] if showing else "1"
    cases.append(("box: keep by the wrong player", click(f"y:{g}:{v}:keep:{shown}", "bob")))
    cases.append(("box: keep by a spectator", click(f"y:{g}:{v}:keep:{shown}", "carol")))
    cases.append(("box: keep on a stale board", click(f"y:{g}:{v - 1}:keep:{shown}")))
    cases.append(("box: score button of the wrong player", click(f"y:{g}:{v}:score:chance",
                                                                  "bob")))
    cases.append(("box: keep sent as select", click(f"y:{g}:{v}:keep:{shown}", ctype=3,
                                                    values=[shown])))
    # Alice's daily challenge, in her private message (y:dYYYYMMDD:game:version:action).
    _, day, d, dv = daily.buttons[0]["custom_id"].split(":")[:4]
    private = emu.message_store[daily.id]
    cases += [
        ("daily: someone else's", click(f"y:{day}:{d}:{dv}:roll", "bob", message=private)),
        ("daily: another day", click(f"y:d20000101:{d}:{dv}:roll", message=private)),
        ("daily: no day", click(f"y:{d}:{dv}:roll", message=private)),
        ("daily: id on a channel message", click(f"y:{day}:{d}:{dv}:roll")),
        ("daily: id without its day on a channel message", click(f"y:{d}:{dv}:roll")),
        ("daily: share before its end", click(f"y:{day}:{d}:{dv}:share", message=private)),
        ("daily: hint", click(f"y:{day}:{d}:{dv}:hint", message=private)),
        ("daily: rematch", click(f"y:{day}:{d}:{dv}:rematch", message=private)),
        ("daily: stale version", click(f"y:{day}:{d}:{int(dv) + 3}:roll", message=private)),
        ("daily: other guild", click(f"y:{day}:{d}:{dv}:roll", message=private,
                                     patch=other_guild)),
        ("daily: a table game's id with a day", click(f"y:{day}:{g}:{v}:roll")),
        ("daily in a DM", command("daily", patch=dm)),
        ("leaderboard by nothing known", command("leaderboard", [
            {"name": "by", "type": 3, "value": "luck"}])),
        ("settings daily chess", settings([{"name": "daily_game", "type": 3,
                                            "value": "chess"}])),
    ]
    cases += [
        ("settings timeout -5", settings([{"name": "turn_timeout", "type": 4, "value": -5}])),
        ("settings timeout 99999", settings([{"name": "turn_timeout", "type": 4,
                                              "value": 99999}])),
        ("settings default chess", settings([{"name": "default_game", "type": 3,
                                              "value": "chess"}])),
        ("settings rules with a bad value", settings([{"name": "rules", "type": 3,
                                                      "value": "straight=diagonal"}])),
        ("settings rules of no game", settings([{"name": "rules", "type": 3,
                                                 "value": "jokers=true"}])),
        ("settings ping grace -1", settings([{"name": "ping_grace", "type": 4, "value": -1}])),
        ("settings ping grace 9999", settings([{"name": "ping_grace", "type": 4,
                                                "value": 9999}])),
        ("pings maybe", command("pings", [{"name": "pings", "type": 3, "value": "maybe"}])),
        ("help in a DM", command("help", patch=dm)),
        ("settings without Manage Server", settings([
            {"name": "turn_timeout", "type": 4, "value": 5}], user="carol")),
        ("settings in a DM", settings([], patch=dm)),
        ("unknown subcommand", command("teleport")),
        ("unknown command", command("x", name="chess")),
        ("start in a DM", command("start", patch=dm)),
        ("stats in a DM", command("stats", patch=dm)),
        ("cancel with another guild", command("cancel", patch=other_guild)),
        ("cancel by a player", command("cancel", user="bob")),
        ("start in a busy channel", command("start")),
        ("start chess", command("start", [{"name": "game", "type": 3, "value": "chess"}],
                                channel="chaos-6")),
        ("start with another game's option", command("start", [
            {"name": "game", "type": 3, "value": "yacht"},
            {"name": "rules", "type": 3, "value": "straight=one_gap"}], channel="chaos-6")),
        ("start with another game's rules", command("start", [
            {"name": "game", "type": 3, "value": "yacht"},
            {"name": "rules", "type": 3, "value": "generala"}], channel="chaos-6")),
        ("start with words that are no rules", command("start", [
            {"name": "rules", "type": 3, "value": "💥 " * 40}], channel="chaos-6")),
        ("scorecard with no game", command("scorecard", channel="chaos-6")),
        ("leave with no game", command("leave", channel="chaos-6")),
    ]
    # /yacht forget-me's question (private): its buttons name the user and the minute.
    now, alice, bob = int(time.time() // 60), emu.alice.id, emu.bob.id
    cases += [
        ("forget-me of another user", click(f"y:0:{now}:forget:{alice}", "bob")),
        ("forget-me question expired", click(f"y:0:{now - 60}:forget:{bob}", "bob")),
        ("forget-me from the future", click(f"y:0:{now + 60}:forget:{bob}", "bob")),
        ("forget-me on a game message", click(f"y:0:{now}:forget:{alice}")),
        ("forget-me kept on a game message", click(f"y:0:{now}:keepdata:{alice}")),
        ("forget-me as a select", click(f"y:0:{now}:forget:{alice}", ctype=3,
                                        values=["x"])),
        ("forget-me naming a game", click(f"y:{g}:{now}:forget:{alice}")),
        ("dice proof while playing", click(f"y:{g}:{v}:proof")),
        ("dice proof of another channel's game", click(f"y:{o}:0:proof")),
    ]
    return cases


async def test_hostile_inputs(emulator, bot_process, tmp_path):
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    part, unchanged, log = Part("hostile inputs"), Part("hostile: nothing changed"), Part(
        "hostile: log")
    await chaos.start()
    box = await chaos.open_game("generala", "dice", humans=("alice", "bob"), bots=())
    fivek = await chaos.open_game("5000", "general", humans=("alice", "bob"), bots=())
    other = await chaos.open_game("classic", "chaos-3", humans=("carol",), bots=())
    daily = await (await emu.slash("yacht daily", user="alice", channel="dice")).ephemeral()
    cases = hostile_inputs(emu, box, fivek, other, daily)
    assert len({name for name, _ in cases}) == len(cases)
    # The check itself works: a legal click does change the snapshot.
    before = chaos.snapshot()
    roll = next(b["custom_id"] for b in box.buttons if b["custom_id"].endswith(":roll"))
    await chaos.press(box, roll, "alice")
    assert chaos.snapshot() != before
    box = emu.message(box.id)
    cases = hostile_inputs(emu, box, fivek, other, daily)
    for name, dispatch in cases:
        before = chaos.snapshot()
        handle = dispatch()
        chaos.track(handle)
        try:
            # Discord's 3 s for the first answer are the emulator's to enforce; a deferred
            # answer's follow-up may come later on a busy machine.
            reply = await handle.ephemeral()
            ok = reply.ephemeral and bool(reply.content)
            why = f"{name}: {reply.content!r}"
        except (TimeoutError, AssertionError) as error:
            ok, why = False, f"{name}: no private answer ({error})"
        part.record(ok, why)
        await asyncio.sleep(0.05)
        unchanged.record(chaos.snapshot() == before, f"{name} changed something")
    answers = Part("hostile: answers")
    chaos.answers(answers)
    chaos.check_log(log)
    done([part, unchanged, answers, log])
    assert part.attempted >= 60


DEADLINE_WAIT = 3.5
DEADLINE_WAIT_LONG = 60.0  # an answer that must come, however loaded the machine


# -- Discord faults: 500/429 on edits and callbacks, applied-then-500, gateway closes ------------


async def test_discord_faults(emulator, bot_process, tmp_path):
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    rounds = 60 if LONG else 15
    injected = Part(f"faults injected ({rounds})")
    games_part, answers, log = Part("faults: games"), Part("faults: answers"), Part(
        "faults: log")
    await chaos.start()
    for i, kind in enumerate(KINDS):
        await chaos.open_game(kind, CHANNELS[i])
    stop = asyncio.Event()
    player = asyncio.create_task(chaos.player(stop))
    edits = r"/channels/\d+/messages/\d+$"
    faults = [
        ("500 on an edit", lambda: emu.inject_fault(edits, status=500, method="PATCH")),
        ("429 on an edit", lambda: emu.inject_fault(edits, status=429, method="PATCH",
                                                    retry_after=0.2)),
        ("applied, then 500 on an edit",
         lambda: emu.inject_fault(edits, status=500, method="PATCH", applied=True)),
        ("500 on a callback", lambda: emu.inject_fault(r"/callback$", status=500)),
        ("429 on a callback", lambda: emu.inject_fault(r"/callback$", status=429,
                                                       retry_after=0.2)),
        ("applied, then 500 on a callback",
         lambda: emu.inject_fault(r"/callback$", status=500, applied=True)),
    ]
    for r in range(rounds):
        await asyncio.sleep(chaos.rng.uniform(0.3, 1.0))
        if r % 7 == 6:
            dropped = await emu.drop_gateway()
            injected.record(dropped >= 1, "no gateway to drop")
        else:
            _, inject = faults[r % len(faults)]
            inject()
            injected.record(True)
    await asyncio.sleep(2.5)
    emu.faults.clear()
    stop.set()
    await player
    await chaos.finish_all(timeout=240 if LONG else 90)
    chaos.check_games(games_part)
    chaos.answers(answers)
    chaos.check_log(log)
    print(f"\nfaults: {chaos.discord_down} interaction(s) whose answer Discord refused twice"
          " or more (not counted)")
    done([injected, games_part, answers, log])


# -- an exclusive lock on the database -----------------------------------------------------------


async def test_database_locked(emulator, bot_process, tmp_path):
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    locks = 4 if LONG else 1
    held = 5.0
    games_part, answers, log, lock_part = (Part("db lock: games"), Part("db lock: answers"),
                                           Part("db lock: log"), Part(f"db locks ({locks})"))
    await chaos.start()
    for i, kind in enumerate(KINDS):
        await chaos.open_game(kind, CHANNELS[i])
    free = CHANNELS[len(KINDS)]  # the channel after the games' (one per game of the registry)
    stop = asyncio.Event()
    player = asyncio.create_task(chaos.player(stop))
    for _ in range(locks):
        await asyncio.sleep(1.0)
        conn = sqlite3.connect(chaos.db, isolation_level=None, timeout=30,
                               check_same_thread=False)
        conn.execute("BEGIN EXCLUSIVE")
        # Commands while the database is held: a lobby must never be saved unseen.
        start = chaos.track(await chaos.emu.slash("yacht start", user="carol",
                                                  channel=free, options={"game": "yacht"}))
        stats = chaos.track(await chaos.emu.slash("yacht stats", user="bob", channel="dice"))
        await asyncio.sleep(held)
        conn.execute("COMMIT")
        conn.close()
        # Readiness waits, not fixed times: a loaded machine answers late, not never.
        lobby = await start.reply(timeout=DEADLINE_WAIT_LONG)
        await stats.response(timeout=DEADLINE_WAIT_LONG)

        def lobby_rows():
            return chaos.query("SELECT message_id FROM games WHERE channel_id = ? AND status"
                               " = 'lobby'", (int(chaos.emu.channel(free).id),))

        # The message id is saved right after the lobby is shown (later on a busy machine).
        with contextlib.suppress(AssertionError):
            await eventually(lambda: (rows := lobby_rows()) and rows[0][0] is not None,
                             "the lobby's message id saved")
        rows = lobby_rows()
        lock_part.record(rows == [(int(lobby.id),)], f"lobby rows {rows} for {lobby.id}")
        with contextlib.suppress(Exception):
            cancel = await chaos.emu.slash("yacht cancel", user="carol", channel=free)
            await cancel.response(timeout=DEADLINE_WAIT_LONG)
    stop.set()
    await player
    await chaos.finish_all(timeout=240 if LONG else 90)
    chaos.check_games(games_part)
    chaos.answers(answers)
    chaos.check_log(log)
    done([lock_part, games_part, answers, log])


# -- a kill between a lobby's post and the storing of its id ---------------------------------


def lobby_shown(emu: Emulator, channel: str, after: int) -> Any:
    """The newest lobby message in the channel among those posted after the first `after`."""
    posted = emu.messages(channel, include_ephemeral=False)[after:]
    lobbies = [m for m in posted if any(i.endswith(":join") for i in custom_ids(m.components))]
    return lobbies[-1] if lobbies else None


async def test_kills_between_a_lobby_post_and_its_save(emulator, bot_process, tmp_path):
    """Discord shows the lobby, its answer reaches the bot late, the bot dies meanwhile:
    the next start finds the lobby message and keeps the lobby (it was a ghost: shown
    open, its game cancelled)."""
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    rounds = 10 if LONG else 3
    kept, ghosts = Part(f"lobby kills: kept ({rounds})"), Part("lobby kills: no ghost")
    games_part, log = Part("lobby kills: games"), Part("lobby kills: log")
    await chaos.start()
    for r in range(rounds):
        channel = CHANNELS[r % len(CHANNELS)]
        before = len(emu.messages(channel, include_ephemeral=False))
        emu.inject_fault(r"/callback$", status=200, hold=8.0)
        await emu.slash("yacht start", user="alice", channel=channel,
                        options={"game": KINDS[r % len(KINDS)]})
        posted = await eventually(lambda ch=channel, n=before: lobby_shown(emu, ch, n),
                                  f"the lobby shown in #{channel}")
        await asyncio.sleep(chaos.rng.uniform(0.0, 0.5))  # the answer is still held
        await chaos.kill()
        await chaos.start()
        gid = game_id(posted)
        rows = chaos.query("SELECT status, message_id FROM games WHERE id = ?", (gid,))
        kept.record(rows == [("lobby", int(posted.id))], f"game {gid}: {rows}")
        chaos.check_no_ghosts(ghosts)
        if rows and rows[0][0] == "lobby":  # and it works: a computer seat, then Start
            picker = await (await emu.click(posted, "Add bot", user="alice")).ephemeral()
            pick = await emu.select(picker, picker.selects[0]["custom_id"], ["easy"],
                                    user="alice")
            await pick.response()
            msg = await emu.wait_for_edit(posted)
            await chaos.press(msg, "Start", "alice")
            chaos.games[gid] = posted.id
    await chaos.finish_all(timeout=240 if LONG else 90)
    chaos.check_games(games_part)
    chaos.check_no_ghosts(ghosts)
    chaos.check_log(log)
    done([kept, ghosts, games_part, log])


# -- 429s on edits while clicks are answered --------------------------------------------------


async def test_429_storm_on_edits_while_clicks_are_answered(emulator, bot_process, tmp_path):
    """Channel edits (computer turns), deferred answers and click answers refused with 429
    while players click: a message may go back a version for a moment, but whenever the
    table is quiet every message shows the version stored, and every game ends drawn."""
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    rounds = 40 if LONG else 12
    storms, converged = Part(f"429 storm: bursts ({rounds})"), Part("429 storm: shows stored")
    games_part, answers, log = (Part("429 storm: games"), Part("429 storm: answers"),
                                Part("429 storm: log"))
    await chaos.start()
    for i, kind in enumerate(KINDS):
        await chaos.open_game(kind, CHANNELS[i])
    stop = asyncio.Event()
    player = asyncio.create_task(chaos.player(stop))
    edits = r"/channels/\d+/messages/\d+$"
    for r in range(rounds):
        await asyncio.sleep(chaos.rng.uniform(0.1, 0.5))
        emu.inject_fault(edits, status=429, method="PATCH", count=3,
                         retry_after=chaos.rng.uniform(0.2, 1.2))
        emu.inject_fault(r"/webhooks/\d+/[^/]+/messages/", status=429, method="PATCH",
                         retry_after=chaos.rng.uniform(0.2, 0.8))
        if r % 2:
            emu.inject_fault(r"/callback$", status=429, retry_after=chaos.rng.uniform(0.2, 1.0))
        storms.record(True)
        if r % 4 == 3:  # let the table settle: every message must show what is stored
            chaos.up.clear()
            await chaos.quiet()
            await chaos.check_shown_is_stored(converged)
            chaos.up.set()
    emu.faults.clear()
    stop.set()
    await player
    await chaos.quiet()
    await chaos.check_shown_is_stored(converged)
    await chaos.finish_all(timeout=240 if LONG else 90)
    chaos.check_games(games_part, monotone=False)
    chaos.answers(answers)
    chaos.check_log(log)
    print(f"\n429 storm: {chaos.rewinds} moment(s) a message went back a version, each"
          " drawn over; "
          f"{chaos.discord_down} interaction(s) whose answer Discord refused twice or more")
    done([storms, converged, games_part, answers, log])


# -- a kill at every moment of a board move (issue 32) ---------------------------------------

#: how long a request stopped at a moment of a board move waits: the bot is killed long before
STOPPED = 10.0


def stop_at(emu: Emulator, method: str, path: str, how: str, applied: Callable[[], bool]
            ) -> Callable[[], bool]:
    """Stop the bot at one moment of a board move, through the request after it: refused
    with a long 429 (`how` "before": it has not taken effect, the bot waits to send it
    again) or held (`how` "after": it took effect, `applied` says so, and its answer is
    late). Returns what says the bot is there."""
    if how == "before":
        fault = emu.inject_fault(path, method=method, status=429, retry_after=STOPPED)
        return lambda: fault.hits > 0
    fault = emu.inject_fault(path, method=method, status=200, hold=STOPPED)
    return lambda: fault.hits > 0 and applied()


def label_id(msg: Any, prefix: str) -> str:
    return next(b["custom_id"] for b in msg.buttons if (b["label"] or "").startswith(prefix))


async def new_turn(chaos: Chaos, board: Any) -> None:
    """Someone speaks under the board, and alice (alone at her table) scores a throw: her
    next turn begins, and the board is brought back to the bottom."""
    emu = chaos.emu
    # The last turn's look at the channel is over (it must not see this chatter).
    await chaos.quiet(1.0)
    await emu.post_as("carol", board.channel_id, "chatter under the board")
    board = await chaos.press(board, label_id(board, "Roll"), "alice")
    select = next(s for s in board.selects if s["custom_id"].endswith(":score"))
    handle = await emu.select(board, select["custom_id"], [select["options"][0]["value"]],
                              user="alice")
    await handle.response()


async def kill_and_restart(chaos: Chaos, reached: Callable[[], bool], moment: str) -> None:
    await eventually(reached, f"the bot stopped {moment}")
    await chaos.kill()
    chaos.emu.faults.clear()
    await chaos.start()


async def plays_on_one_board(chaos: Chaos, gid: int, part: Part, moment: str) -> Any:
    """After the restart: the game's only board is the one its row points at, no move is
    left, and the board takes a click (a lobby that was to go to a thread is redrawn as
    the game by the restore first)."""
    ok, why = chaos.one_board(gid)
    left = chaos.query("SELECT * FROM board_moves")
    part.record(ok and not left, f"{moment}: {why}; moves left {left}")
    (stored,) = chaos.query("SELECT message_id FROM games WHERE id = ?", (gid,))[0]
    await eventually(lambda: any((b["label"] or "").startswith("Roll")
                                 for b in chaos.emu.message(str(stored)).buttons),
                     f"{moment}: the board of game {gid} shows the game")
    board = chaos.emu.message(str(stored))
    after = await chaos.press(board, label_id(board, "Roll"), "alice")
    part.record("roll " in after.texts[1], f"{moment}: a click on the board: {after.texts}")
    return after


async def test_kills_at_every_moment_of_a_board_move(emulator, bot_process, tmp_path):
    """The bot is killed at each moment of a board move (to the bottom of its channel, and
    into a thread of its own at Start): after the restart the game has one board, the
    one its row points at, and plays on there."""
    world(emulator)
    chaos = Chaos(emulator, bot_process, tmp_path)
    emu = emulator
    channel_part, thread_part = Part("board move kills: channel"), Part("board move kills: thread")
    log = Part("board move kills: log")
    await chaos.start()
    board = await chaos.open_game("yacht", "dice", bots=())
    gid, dice = game_id(board), emu.dice.id
    posts, deletes = rf"/channels/{dice}/messages$", rf"/channels/{dice}/messages/\d+$"
    for moment, method, path, how in (
            ("before the post", "POST", posts, "before"),
            ("between the post and the store", "POST", posts, "after"),
            ("between the store and the delete", "DELETE", deletes, "before"),
            ("between the delete and the move forgotten", "DELETE", deletes, "after")):
        old = board.id
        posting = method == "POST"
        reached = stop_at(emu, method, path, how, applied=lambda old=old, posting=posting: (
            len(chaos.live_boards(gid)) == 2 if posting else emu.message_store[old].deleted))
        await new_turn(chaos, board)
        await kill_and_restart(chaos, reached, moment)
        board = await plays_on_one_board(chaos, gid, channel_part, moment)

    handle = await emu.slash("yacht-settings", user="admin", channel="general",
                             options={"play_in": "thread"})
    await handle.ephemeral()
    for n, (moment, method, how) in enumerate((
            ("before the board's post in its thread", "POST", "before"),
            ("between the board's post in its thread and the store", "POST", "after"),
            ("between the store and the lobby's edit", "PATCH", "before"))):
        lobby = await (await emu.slash("yacht start", user="alice", channel=CHANNELS[2 + n],
                                       options={"game": "yacht"})).reply()
        tgid = game_id(lobby)
        # A thread's id is its starting message's: the lobby's.
        path = (rf"/channels/{lobby.id}/messages$" if method == "POST"
                else rf"/channels/{lobby.channel_id}/messages/{lobby.id}$")
        reached = stop_at(emu, method, path, how,
                          applied=lambda tgid=tgid: len(chaos.live_boards(tgid)) == 2)
        start = await emu.click(lobby, label_id(lobby, "Start"), user="alice")
        await start.response()
        await kill_and_restart(chaos, reached, moment)
        await plays_on_one_board(chaos, tgid, thread_part, moment)
    chaos.check_log(log)
    done([channel_part, thread_part, log])
