"""/yacht forget-me end to end: a private question; "Keep it" keeps everything; a click
by someone else, a stale one or one while seated deletes nothing; "Delete my data"
leaves no row naming the user, and every board (the other players' end screens,
leaderboards, reviews) still adds up."""

from __future__ import annotations

from bot.service.games import Actor, Outcome
from bot.text import texts_for
from tests.support.schema_scan import all_rows, naming
from tests.support.service_play import play_out
from tests.support.table_helpers import press, raw_click
from tests.support.waiting import eventually

EN = texts_for("en")


async def finished_game(bot, guild: int, channel: int, host: int, other: int) -> int:
    """A game of the two, with a computer, played to its end through the service."""
    games = bot.games
    record = await games.create_lobby(guild_id=guild, channel_id=channel, host_id=host,
                                      kind="yacht", options={})
    await games.set_message(record.id, 1)
    await games.act(record.id, None, Actor(other), "join")
    await games.act(record.id, None, Actor(host), "addbot", "easy")
    await games.act(record.id, None, Actor(host), "start")
    await play_out(games, record.id)

    async def reviewed() -> bool:
        return await games.repo.reviews_pending() == 0

    # Its end wakes the background review, whose skill rows would otherwise land in the
    # middle of the test (on a busy machine, between a snapshot and its comparison).
    await eventually(reviewed, "the finished game's background review", timeout=600)
    return record.id


async def ask(emu, user="alice"):
    handle = await emu.slash("yacht forget-me", user=user, channel="dice")
    question = await handle.ephemeral()
    assert question.ephemeral and question.embeds[0]["title"] == EN("forget-title")
    assert question.embeds[0]["description"] == EN("forget-question")
    assert [b["label"] for b in question.buttons] == [EN("btn-forget-confirm"),
                                                      EN("btn-forget-keep")]
    return question


async def test_forget_me_asks_then_deletes_and_every_board_adds_up(table):
    emu, bot = table.emu, table.bot
    alice, bob = int(emu.alice.id), int(emu.bob.id)
    guild, channel = int(emu.guild.id), int(emu.dice.id)
    game_id = await finished_game(bot, guild, channel, alice, bob)
    await emu.slash("yacht language", user="alice", channel="dice",
                    options={"language": "en"})
    await bot.games.repo.unlock_dice(alice, ["wood"], game_id)
    await bot.looks.choose(alice, "wood")
    repo = bot.games.repo
    before = await all_rows(repo)
    assert naming(before, alice)
    bob_board = [r for r in await repo.leaderboard(guild, "yacht", with_computers=True)
                 if r.user_id == bob]

    # "Keep it": nothing changes, the question closes.
    question = await ask(emu)
    kept = await (await emu.click(question, EN("btn-forget-keep"), user="alice")).response()
    assert kept.type == 7 and kept.data["content"] == EN("forget-kept")
    assert await all_rows(repo) == before

    # Someone else's click (only a forged one can reach it), or an old question: refused.
    question = await ask(emu)
    confirm = question.buttons[0]["custom_id"]
    assert confirm.split(":")[3:] == ["forget", str(alice)]
    reply = await (await raw_click(emu, question, confirm, "bob")).ephemeral()
    assert reply.content == EN("refusal-forget_not_yours")
    minute = int(confirm.split(":")[2])
    stale = f"y:0:{minute - 11}:forget:{alice}"
    reply = await (await raw_click(emu, question, stale, "alice")).ephemeral()
    assert reply.content == EN("refusal-forget_expired")
    assert await all_rows(repo) == before

    # Seated in a lobby: refused, naming where; nothing changes.
    lobby = await (await emu.slash("yacht start", user="bob", channel="general",
                                   options={"game": "5000"})).reply()
    lobby = await press(emu, lobby, "Join", "alice")
    seated = await all_rows(repo)
    reply = await (await emu.click(question, EN("btn-forget-confirm"), user="alice")
                   ).ephemeral()
    assert reply.content == EN("refusal-forget_seated", channel=f"<#{emu.general.id}>")
    assert await all_rows(repo) == seated
    await press(emu, lobby, "Leave", "alice")

    # Confirmed: deleted, and said so.
    question = await ask(emu)
    done = await (await emu.click(question, EN("btn-forget-confirm"), user="alice")
                  ).response()
    assert done.type == 7 and done.data["content"] == EN("forget-done", games=1)
    assert not done.data.get("components")
    after = await all_rows(repo)
    assert naming(after, alice) == []
    assert alice not in bot.table.screens.names

    # Every board still adds up: the end screen names a former player in alice's seat,
    # its totals are the results', bob keeps his leaderboard row, his review adds up.
    record, rules = await bot.games.load(game_id)
    position = next(i for i, s in enumerate(record.seats) if s.is_forgotten)
    screen = await bot.table.screens.screen_of(Outcome(record, rules, "redraw"))
    assert EN("former-player", n=position + 1) in screen.fallback.text
    scores = {r["position"]: r["score"] for r in after["results"] if r["game_id"] == game_id}
    assert scores == {i: rules.totals[k] for i, k in enumerate(record.keys)}
    assert [r for r in await repo.leaderboard(guild, "yacht", with_computers=True)
            if r.user_id == bob] == bob_board
    _, review = await bot.coach.review(game_id, Actor(bob))
    assert abs(review.balance - review.final) < 1e-6
    # Choices are gone: the default dice and the client's language from now on.
    assert await bot.looks.shelf(alice) is not None
    assert (await repo.dice_choices([alice])) == {}
    assert await bot.games.user_language(alice) is None
