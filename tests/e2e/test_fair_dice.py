"""Verifiable dice end to end: the commitment behind the board's 🎲 Fair dice from the
start, the seed in nothing the bot sends or logs before the end, then the same button
giving the seed and a GAME.json that tools/verify_dice.py verifies."""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import re
import subprocess
import sys
from types import SimpleNamespace

from bot.app.client import YachtBot
from bot.text import texts_for
from tests.emulator.fixtures import run_bot
from tests.support import ROOT
from tests.support.settings import make_settings
from tests.support.table_helpers import open_lobby, play_to_the_end, press, raw_click

EN = texts_for("en")


def seed_forms(seed: str) -> list[str]:
    """Every way a payload could carry the seed: hex either case, base64, its number."""
    raw = bytes.fromhex(seed)
    return [seed, seed.upper(), base64.b64encode(raw).decode(),
            base64.urlsafe_b64encode(raw).decode().rstrip("="), str(int(seed, 16))]


def sent(request) -> str:
    return json.dumps([request.path, request.json], ensure_ascii=False)


async def test_commit_reveal_and_the_proof(emulator, tmp_path, caplog):
    emu = emulator
    caplog.set_level(logging.DEBUG)
    bot = YachtBot(make_settings(tmp_path / "fair.db"))  # real dice: no scripted roller
    async with run_bot(bot, emu):
        await emu.wait_commands()
        msg = await open_lobby(emu, "yacht", bots=("normal",))
        msg = await press(emu, msg, "Start", "alice")
        game_id = int(msg.buttons[0]["custom_id"].split(":")[1])
        record, _ = await bot.games.load(game_id)
        seed = record.dice_seed
        assert seed is not None
        commitment = hashlib.sha256(bytes.fromhex(seed)).hexdigest()
        # One click away from the first board, before any die is thrown, to anyone; the
        # board itself carries no hex digits.
        assert commitment not in msg.body and not re.search(r"[0-9a-f]{64}", msg.body)
        fair = next(b for b in msg.buttons if b["label"] == EN("btn-fair-dice"))
        secret = await (await emu.click(msg, fair["custom_id"], user="carol")).ephemeral()
        assert secret.content == EN("fair-dice-secret", hash=f"`{commitment}`")
        assert not secret.attachments
        # The hint and the scorecard while playing say nothing of it either.
        await press(emu, msg, "Roll", "alice")
        hint = await (await emu.click(emu.message(msg.id), "Hint", user="alice")).ephemeral()
        card = await (await emu.slash("yacht scorecard", user="bob", channel="dice")
                      ).ephemeral()
        record, _, final = await play_to_the_end(SimpleNamespace(emu=emu, bot=bot), msg)
        assert record.status == "finished"

        # Revealed at the end by the same button, next to the commitment, with the proof.
        assert seed not in final.body and commitment not in final.body
        proof_button = next(b for b in final.buttons if b["label"] == EN("btn-fair-dice"))
        handle = await emu.click(final, proof_button["custom_id"], user="carol")  # anyone
        answer = await handle.ephemeral()
        assert answer.content == "\n".join([
            EN("fair-dice-revealed", seed=f"`{seed}`", hash=f"`{commitment}`"),
            EN("dice-proof-sent", id=str(game_id), file=f"game-{game_id}.json")])
        # Nothing the bot sent before that answer carries the seed, in any form.
        requests = list(emu.requests)
        first = next(i for i, r in enumerate(requests)
                     if any(form in sent(r) for form in seed_forms(seed)))
        assert requests[first].path.endswith("/callback")  # the answer to Fair dice
        assert f"game-{game_id}.json" in sent(requests[first])
        assert not any(form in hint.text + card.text for form in seed_forms(seed))
        # Nor any log line, at any level, before that answer (a file's answer is not in
        # discord.py's DEBUG lines: none carries it at all).
        lines = [r.getMessage() for r in caplog.records]
        revealed = next((i for i, line in enumerate(lines) if f"game-{game_id}.json" in line),
                        len(lines))
        leaks = [line for line in lines[:revealed] if any(f in line for f in seed_forms(seed))]
        assert leaks == []

        (attachment,) = emu.message_store[answer.id].attachments
        assert attachment["filename"] == f"game-{game_id}.json"
        path = tmp_path / attachment["filename"]
        path.write_bytes(attachment["content"])
        proof = json.loads(path.read_text("utf-8"))
        assert (proof["seed"], proof["commitment"]) == (seed, commitment)
        done = subprocess.run([sys.executable, str(ROOT / "tools" / "verify_dice.py"),
                               str(path)], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0 and "every die verified" in done.stdout, done.stdout
        # Every die the players saw is in the proof, in order: one throw per roll. The
        # humans here keep their most common face and roll again, so five alike (Yacht
        # already filled, real dice) is a roll with all five held: legal, a throw of none.
        entries = [json.loads(m.entry) for m in await bot.games.game_moves(game_id)]
        shown = [tuple(e["rolled"]) for e in entries if e["action"] == "roll"]
        assert shown == [tuple(t["dice"]) for t in proof["throws"]]


async def test_fair_dice_on_a_running_game_reveals_only_the_commitment(table):
    emu = table.emu
    msg = await open_lobby(emu, "generala", bots=())
    msg = await press(emu, msg, "Start", "alice")
    game_id, version = msg.buttons[0]["custom_id"].split(":")[1:3]
    before = emu.message(msg.id).version
    handle = await raw_click(emu, msg, f"y:{game_id}:{version}:proof", "bob")
    reply = await handle.ephemeral()
    record, _ = await table.bot.games.load(int(game_id))
    assert reply.content == EN("fair-dice-secret", hash=f"`{record.dice_commitment}`")
    assert not reply.attachments
    assert record.dice_seed not in reply.text and emu.message(msg.id).version == before
