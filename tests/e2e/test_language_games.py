"""A whole game of every kind in every language, the language chosen by each route.

Routes: the host's own choice (/yacht language), the host's Discord client locale,
the server's language (/yacht-settings), the host's pick at /yacht start. Each
language plays its four games by four different routes (a Latin square over kinds).
Tamil and Albanian have no Discord locale: their "client locale" game is played by a
host whose client is French (a locale we do not have), so it falls through to the
server's language, the next step of the resolution.

Every version of the game message is read: no English words left over (outside
names), and in Arabic every mention, die and number isolated, and every line as FriBidi
displays it keeps each catalogue phrase, name and fraction in its reading order. One transcript per
language and game goes to artifacts/transcripts/<language>/<kind>.txt.
"""

from __future__ import annotations

import pytest

from bot.ai import prepare
from bot.rules import variant_ids
from bot.text import texts_for
from tests.e2e.language_checks import english_left, misordered, unisolated
from tests.emulator import Emulator, Msg, text_dump
from tests.emulator.store import StoredMessage
from tests.support.artifacts import ARTIFACTS
from tests.support.table_helpers import settled

LANGUAGES = ("en", "ar", "es", "ta", "sq")
KINDS = variant_ids()  # every game of the registry
ROUTES = ("user", "locale", "server", "host")
CLIENT_LOCALE = {"en": "en-GB", "ar": "ar", "es": "es-419"}  # Discord has no ta or sq
TRANSCRIPTS = ARTIFACTS / "transcripts"
MAX_CLICKS = 600


def cases() -> list[object]:
    found = []
    for li, language in enumerate(LANGUAGES):
        for ki, kind in enumerate(KINDS):
            route = ROUTES[(li + ki) % len(ROUTES)]
            found.append(pytest.param(language, kind, route, id=f"{language}-{kind}-{route}"))
    return found


def versions(emu: Emulator, message_id: str) -> list[str]:
    """Every version the players saw of a message, as text."""
    stored = emu.message_store[message_id]
    out = []
    for payload in [*stored.history, stored.payload()]:
        snapshot = StoredMessage(**{**stored.__dict__, "history": []})
        snapshot.content = payload.get("content", "")
        snapshot.embeds = payload.get("embeds", [])
        snapshot.components = payload.get("components", [])
        out.append(text_dump(snapshot))
    return out


def button(msg: Msg, action: str) -> str:
    (found,) = [b["custom_id"] for b in msg.buttons if b["custom_id"].endswith(f":{action}")]
    return found


async def click(emu: Emulator, msg: Msg, action: str, user: str = "alice") -> Msg:
    handle = await emu.click(msg, button(msg, action), user=user)
    assert (await handle.response()).type == 7
    return emu.message(msg.id)


async def choose_route(emu: Emulator, language: str, route: str) -> tuple[dict[str, str], str]:
    """Set the game's language by `route`; returns the start options and the language
    alice (the host) reads her private answers in."""
    if route == "user":
        handle = await emu.slash("yacht language", user="alice", channel="dice",
                                 options={"language": language})
        t = texts_for(language)
        assert (await handle.ephemeral()).content == t(
            "language-set", language=t("language-inline"))
        return {}, language
    if route == "locale" and language in CLIENT_LOCALE:
        emu.set_locale("alice", CLIENT_LOCALE[language])
        return {}, language
    if route in ("server", "locale"):
        handle = await emu.slash("yacht-settings", user="admin", channel="dice",
                                 options={"language": language})
        reply = await handle.ephemeral()
        assert reply.content == texts_for("en")("settings-saved")  # admin reads en-US
        emu.set_locale("alice", "fr")  # a locale we lack: she reads the server's
        return {}, language
    return {"language": language}, "en"  # host's pick: the game only; alice reads en-US


@pytest.mark.parametrize(("language", "kind", "route"), cases())
async def test_a_whole_game_in_each_language(table, language, kind, route):
    emu, bot = table.emu, table.bot
    t = texts_for(language)
    options, reader = await choose_route(emu, language, route)
    handle = await emu.slash("yacht start", user="alice", channel="dice",
                             options={"game": kind, **options})
    lobby = await handle.reply()
    assert lobby.texts[0] == "### " + t("lobby-title", game=t.phrase(f"game-{kind}"))
    # The level picker is a private answer: in alice's language, not the game's.
    picker = await (await emu.click(lobby, button(lobby, "addbot"), user="alice")).ephemeral()
    private = [text_dump(picker)]
    assert picker.embeds[0]["description"] == texts_for(reader)("choose-level")
    (select,) = picker.selects
    await (await emu.select(picker, select["custom_id"], ["easy"], user="alice")).response()
    msg = await click(emu, await emu.wait_for_edit(lobby), "start")
    game_id = int(button(msg, "roll").split(":")[1])
    hinted = False
    for _ in range(MAX_CLICKS):
        record, rules = await settled(bot, game_id)
        msg = emu.message(msg.id)
        if record.status != "playing":
            break
        rolled = bool(rules.dice) if kind == "5000" else rules.roll_number > 0
        if rolled and not hinted:  # a hint: private, in alice's language
            if kind != "5000":
                # Ready first: the exact table (the hint asked for during its build is
                # tests/e2e/test_coach.py's and tests/service/test_coach.py's).
                await prepare(kind, rules.options, bot.settings.data_dir)
            hint = await (await emu.click(msg, button(msg, "hint"), user="alice")).ephemeral()
            private.append(text_dump(hint))
            hinted = True
        if kind == "5000":
            msg = await click(emu, msg, "bank" if rules.dice and rules.can_bank else "roll")
        elif rules.roll_number == 0:
            msg = await click(emu, msg, "roll")
        else:
            preview = rules.preview()
            best = max(preview, key=preview.__getitem__)
            (score,) = [s for s in msg.selects if s["custom_id"].endswith(":score")]
            handle = await emu.select(msg, score["custom_id"], [best], user="alice")
            assert (await handle.response()).type == 7
    assert record.status == "finished" and record.language == language
    rules_reply = await (await emu.slash("yacht rules", user="alice", channel="dice",
                                         options={"game": kind})).ephemeral()
    assert rules_reply.embeds[0]["title"] == texts_for(reader)(
        "rules-title", game=texts_for(reader).phrase(f"game-{kind}"))
    private.append(text_dump(rules_reply))
    final = emu.message(msg.id)
    review = await (await emu.click(final, button(final, "review"), user="alice")).ephemeral()
    private.append(text_dump(review))
    # A rematch keeps the game's language, whoever asks for it.
    rematch = await (await emu.click(final, button(final, "rematch"), user="alice")).reply()
    assert rematch.texts[1] == "### " + t("lobby-title", game=t.phrase(f"game-{kind}"))
    alice = t.isolate(f"<@{emu.alice.id}>")
    assert rematch.texts[0] == " ".join((t("rematch-asked", asker=alice),
                                         t("rematch-host-starts", host=alice)))
    assert review.embeds[0]["title"] == texts_for(reader)(
        "review-title", game=texts_for(reader).phrase(f"game-{kind}"), id=str(game_id))

    seen = versions(emu, msg.id)
    assert t("final-title", game=t.phrase(f"game-{kind}"), id=str(game_id)) in seen[-1]
    assert t("hints-used-line") in seen[-1]
    for text in seen + (private if reader == language else []):
        assert not english_left(text, language), (english_left(text, language), text)
        if t.rtl:
            assert not unisolated(text), unisolated(text)
            assert not misordered(text), misordered(text)
    folder = TRANSCRIPTS / language
    folder.mkdir(parents=True, exist_ok=True)
    # The end message carries the sheet as a picture, drawn in the game's language.
    (picture,) = [a for a in emu.message_store[msg.id].attachments
                  if a["filename"].endswith(".png")]
    (folder / f"{kind}.png").write_bytes(picture["content"])
    (folder / f"{kind}.txt").write_text(
        f"# {kind} in {language}, chosen by route '{route}'\n\n"
        + "\n\n".join(f"--- v{i}\n{text}" for i, text in enumerate(seen))
        + "\n\n# private answers to the host (reads " + reader + ")\n\n"
        + "\n\n".join(private) + "\n",
        encoding="utf-8",
    )
