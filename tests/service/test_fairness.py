"""Verifiable dice through the service: a seed per game, its dice recomputed by
tools/verify_dice.py from the revealed seed and the move log; a changed seed, die or
place fails; games from before seeds play on and say they cannot be verified."""

from __future__ import annotations

import base64
import copy
import hashlib
import json
import subprocess
import sys

import pytest

from bot.domain import Refusal
from bot.kinds import all_kinds
from bot.render import render_screen
from bot.render.components import custom_ids
from bot.rules.keyed_dice import keyed_die
from bot.service.fairness import commitment, proof_json
from bot.service.games import Actor, GameService
from bot.storage import open_repository
from bot.table.cosmetics import Cosmetics
from bot.text import texts_for
from tests.support import ROOT
from tests.support.service_play import play_out

EN = texts_for("en")
ALICE, BOB = 1001, 1002
VERIFY = ROOT / "tools" / "verify_dice.py"


@pytest.fixture
async def repo(tmp_path):
    repository = await open_repository(f"sqlite:///{tmp_path / 'fair.db'}")
    yield repository
    await repository.close()


async def started(service: GameService, kind: str, channel: int = 2):
    lobby = await service.create_lobby(guild_id=1, channel_id=channel, host_id=ALICE,
                                       kind=kind, options={})
    await service.set_message(lobby.id, channel + 100)
    await service.act(lobby.id, None, Actor(BOB), "join")
    await service.act(lobby.id, None, Actor(ALICE), "addbot", "normal")
    return await service.act(lobby.id, None, Actor(ALICE), "start")


def verify(path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(VERIFY), str(path)], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)


def seed_forms(seed: str) -> list[str]:
    """The seed as anything could show it: hex either case, base64, its number."""
    raw = bytes.fromhex(seed)
    return [seed, seed.upper(), base64.b64encode(raw).decode(),
            base64.urlsafe_b64encode(raw).decode().rstrip("="), str(int(seed, 16))]


def proof_button(screen) -> bool:
    """Whether the screen offers 🎲 Fair dice."""
    return any(custom_id.split(":")[3:4] == ["proof"]
               for custom_id in custom_ids(screen.view.to_components()))


#: a seed whose first throw is five 4s: in Generala a served Generala, the game won at
#: its first roll (1 game in 1,296 with drawn seeds)
SERVED = "90e3d1d7ff93cd61764d53191391a8435f4abdbfdff4cf30020df37bbed8dd65"


async def proved_game(repo, tmp_path, kind: str) -> dict:
    """Play a game to its end and check its proof as a player would: the seed committed
    to from the start, revealed at the end, every die the keyed die of its place and
    every die the move log shows listed, verified by tools/verify_dice.py."""
    service = GameService(repo)
    start = await started(service, kind)
    seed = start.game.dice_seed
    assert seed is not None and len(bytes.fromhex(seed)) == 32
    board = render_screen(start.game, start.rules, EN)
    # The board offers the commitment from the start (Fair dice, cogs/play.py).
    assert start.game.dice_commitment == commitment(seed) and proof_button(board)
    assert not any(form in board.text for form in seed_forms(seed))
    record = await play_out(service, start.game.id)
    final = render_screen(record, (await service.load(record.id))[1], EN)
    assert record.revealed_seed == seed and proof_button(final)

    _, proof = await service.dice_proof(record.id)
    # The revealed seed hashes to the commitment shown at the start.
    assert proof["commitment"] == hashlib.sha256(bytes.fromhex(seed)).hexdigest()
    # Every roll of the move log is a throw of the proof, in order; however few the
    # dice made it (a game may end at its first roll).
    entries = [json.loads(m.entry) for m in await service.game_moves(record.id)]
    rolled = [e["rolled"] for e in entries if e["action"] == "roll"]
    assert rolled and [t["dice"] for t in proof["throws"]] == rolled
    # Every die of the game is the keyed die of its place.
    for throw in proof["throws"]:
        assert throw["dice"] == [keyed_die(bytes.fromhex(seed), throw["turn"], throw["roll"],
                                           s) for s in throw["slots"]]
    path = tmp_path / "game.json"
    path.write_bytes(proof_json(proof))
    assert json.loads(path.read_text()) == proof
    done = verify(path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "every die verified" in done.stdout
    return proof


@pytest.mark.parametrize("kind", [kind.id for kind in all_kinds()])  # every hosted game
async def test_every_die_of_a_game_matches_the_verifier(repo, tmp_path, kind):
    await proved_game(repo, tmp_path, kind)


async def test_a_game_won_at_its_first_roll_is_proved_too(repo, tmp_path, monkeypatch):
    monkeypatch.setattr("bot.service.games.draw_seed", lambda: SERVED)
    proof = await proved_game(repo, tmp_path, "generala")
    assert [t["dice"] for t in proof["throws"]] == [[4, 4, 4, 4, 4]]


def tampered(proof, change) -> dict:
    forged = copy.deepcopy(proof)
    change(forged)
    return forged


async def test_a_changed_seed_die_or_place_fails_verification(repo, tmp_path):
    service = GameService(repo)
    start = await started(service, "yacht")
    await play_out(service, start.game.id)
    _, proof = await service.dice_proof(start.game.id)
    other = ("%064x" % (int(proof["seed"], 16) ^ 1))

    def set_seed(p):
        p["seed"] = other

    def set_seed_and_commitment(p):  # a seed that matches its (new) commitment
        p["seed"], p["commitment"] = other, commitment(other)

    def change_die(p):
        p["throws"][3]["dice"][0] = p["throws"][3]["dice"][0] % 6 + 1

    def move_a_throw(p):  # the die of another place, recomputed so the dice check passes
        throw = p["throws"][3]
        throw["turn"] += 1
        throw["dice"] = [keyed_die(bytes.fromhex(p["seed"]), throw["turn"], throw["roll"], s)
                         for s in throw["slots"]]

    cases = {"seed": (set_seed, ["commitment: FAILED", "dice: FAILED"]),
             "seed and commitment": (set_seed_and_commitment, ["dice: FAILED"]),
             "a die": (change_die, ["dice: FAILED", "places: FAILED"]),
             "a place": (move_a_throw, ["dice: ok", "places: FAILED"])}
    for name, (change, said) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(proof_json(tampered(proof, change)))
        done = verify(path)
        assert done.returncode == 1, name
        assert "NOT VERIFIED" in done.stdout, name
        for line in said:
            assert line in done.stdout, (name, done.stdout)
    path = tmp_path / "junk.json"
    path.write_text('{"format": "something else"}')
    assert verify(path).returncode == 2


async def test_a_restart_resumes_the_same_keyed_dice(repo):
    service = GameService(repo)
    start = await started(service, "5000")
    for _ in range(6):
        record, rules = await service.load(start.game.id)
        seat = record.seat_of_key(rules.current_player)
        if seat.is_computer:
            await service.computer_step(record.id)
        else:
            await service.act(record.id, record.version, Actor(seat.user_id), "roll")
    restarted = GameService(repo)  # a new process: the dice come from the stored seed
    await play_out(restarted, start.game.id)
    _, proof = await restarted.dice_proof(start.game.id)
    assert proof["throws"]


async def test_the_seed_stays_secret_until_the_end(repo):
    service = GameService(repo)
    start = await started(service, "yacht")
    with pytest.raises(Refusal) as refused:
        await service.dice_proof(start.game.id)
    assert refused.value.code == "proof_not_over"
    assert start.game.dice_seed not in EN("refusal-proof_not_over")
    await service.cancel(start.game.id, Actor(ALICE))
    # A cancelled game is over too: its seed is shown and its dice can be checked.
    cancelled, rules = await service.load(start.game.id)
    screen = render_screen(cancelled, rules, EN)
    assert cancelled.dice_seed in screen.text
    _, proof = await service.dice_proof(start.game.id)
    assert proof["status"] == "cancelled"


async def test_a_game_from_before_seeds_plays_on_without_a_fair_dice_button(repo):
    service = GameService(repo)
    start = await started(service, "yacht")
    await repo.conn.execute("UPDATE games SET dice_seed = NULL WHERE id = ?",
                            (start.game.id,))
    restarted = GameService(repo)  # as after an upgrade: the stored game has no seed
    record, rules = await restarted.load(start.game.id)
    assert record.dice_seed is None and record.dice_commitment is None
    board = render_screen(record, rules, EN)
    record = await play_out(restarted, start.game.id)  # fair dice from the OS meanwhile
    assert record.status == "finished"
    final = render_screen(record, (await restarted.load(record.id))[1], EN)
    for screen in (board, final):  # nothing to check: no button offers it
        assert not proof_button(screen)
    with pytest.raises(Refusal) as refused:
        await restarted.dice_proof(record.id)
    assert refused.value.code == "proof_unverifiable"


async def test_cosmetics_never_touch_the_dice(repo, monkeypatch):
    """The same seed and the same decisions give the same dice, whatever the players'
    dice sets and the server's cosmetics switch."""
    monkeypatch.setattr("bot.service.games.draw_seed", lambda: "ab" * 32)
    logs = []
    for chosen, enabled in (("classic", True), ("wood", True), ("gold", False)):
        cosmetics = Cosmetics(repo)
        await repo.unlock_dice(ALICE, ["wood", "gold"], None)
        await repo.choose_dice(ALICE, chosen)
        await repo.set_cosmetics(1, enabled)
        service = GameService(repo, after_move=cosmetics.after_move)
        start = await started(service, "generala", channel=10 + len(logs))
        await play_out(service, start.game.id)
        logs.append([json.loads(m.entry)["rolled"] for m in await repo.game_moves(
            start.game.id)])
    assert logs[0] == logs[1] == logs[2] and any(logs[0])


def test_the_documented_test_vectors():
    """docs/fairness.md's worked examples are what the bot and the verifier compute."""
    import importlib.util
    import re

    spec = importlib.util.spec_from_file_location("verify_dice", VERIFY)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    doc = (ROOT / "docs" / "fairness.md").read_text("utf-8")
    seed = bytes(range(32))
    assert commitment(seed.hex()) in doc
    rows = re.findall(r"^\| (\d+), (\d+), (\d+) \| `([0-9a-f]{24})` \| .* \| (\d) \|$", doc,
                      re.M)
    assert len(rows) == 4
    for turn, roll, slot, message, face in rows:
        t, r, s = int(turn), int(roll), int(slot)
        assert message == f"{t:08x}{r:08x}{s:08x}"
        assert keyed_die(seed, t, r, s) == tool.die(seed, t, r, s) == int(face)
