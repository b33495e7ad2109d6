"""Games registered from outside play through the service like the built-in ones: a new
family (high roll) and a box game made of boxes other games have (short Yatzy)."""

from __future__ import annotations

import random

import pytest

from bot.ai.movelog import LoggedMove, final_state
from bot.kinds import BoxKind, all_kinds, find_kind
from bot.rules import BoxGame, create_game, load_game, register_variant, unregister_variant
from bot.rules.boxes import UPPER
from bot.rules.games.yatzy import Yatzy
from bot.service.games import COMPUTER, Actor, GameService, Refusal
from bot.storage.sqlite import SqliteRepository
from bot.text import languages, texts_for
from tests.kinds.high_roll import HIGH_ROLL, HighRollKind, register
from tests.support.scripted_dice import ScriptedDice

ALICE, BOB = Actor(1), Actor(2)
EN = texts_for("en")


@pytest.fixture
def high_roll():
    register()
    yield HIGH_ROLL
    unregister_variant(HIGH_ROLL.id)


@pytest.fixture
async def service(tmp_path):
    repo = SqliteRepository(str(tmp_path / "kinds.db"))
    await repo.open()
    dice = ScriptedDice()
    dice.push(6, 6, 6, 6, 5, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2)
    yield GameService(repo, roller_factory=lambda game_id: dice)
    await repo.close()


async def test_a_registered_kind_plays_through_the_service(high_roll, service):
    kind = find_kind("highroll")
    assert isinstance(kind, HighRollKind) and kind.variant is high_roll
    assert kind in all_kinds()
    game = create_game("highroll", ["a", "b"])  # the rules facade knows it too
    assert load_game(game.to_json()).players == ("a", "b")

    lobby = await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind="highroll",
                                       options={})
    await service.set_message(lobby.id, 900)  # the lobby is shown (unshown ones never start)
    await service.act(lobby.id, None, BOB, "join")
    await service.act(lobby.id, None, ALICE, "addbot", "easy")
    out = await service.act(lobby.id, None, ALICE, "start")
    assert out.rules.players == ("1", "2", "cpu3")
    with pytest.raises(Refusal, match=r"^not_your_turn$"):
        await service.act(lobby.id, out.game.version, BOB, "roll")
    with pytest.raises(Refusal, match=r"^unknown_action$"):
        await service.act(lobby.id, out.game.version, ALICE, "score", "chance")
    out = await service.act(lobby.id, out.game.version, ALICE, "roll")
    out = await service.act(lobby.id, out.game.version, BOB, "roll")
    assert out.current_is_computer
    out = await service.computer_step(lobby.id)
    assert out is not None and out.finished_now and out.rules.winners == ["1"]
    stored = await service.repo.get_game(lobby.id)
    assert stored.status == "finished"
    with pytest.raises(Refusal, match=r"^over$"):
        await service.act(lobby.id, None, COMPUTER, "roll")


async def test_an_unregistered_kind_is_refused(service):
    with pytest.raises(Refusal, match=r"^unknown_game$"):
        await service.create_lobby(guild_id=1, channel_id=5, host_id=1, kind="highroll",
                                   options={})


class ShortYatzy(Yatzy):
    """A box game made only of boxes other games have (docs/adding-a-game.md): Yatzy's
    upper section, its chance and its Yatzy. Its figures are Yatzy's (a real game brings
    its own: bot.ai solve, bench.fit_normal)."""

    id = "shortyatzy"

    def boxes(self, options):
        return [box for box in super().boxes(options)
                if box.upper or box.id in ("chance", "yatzy")]


@pytest.fixture
def short_yatzy():
    variant = register_variant(ShortYatzy())
    yield variant
    unregister_variant(variant.id)


def test_a_box_game_of_existing_boxes_needs_no_box_words(short_yatzy):
    """Its boxes' names and descriptions are words the catalogues have: a new game of
    existing boxes adds only its name and summary."""
    kind = find_kind("shortyatzy")
    assert isinstance(kind, BoxKind)
    boxes = short_yatzy.box_list(short_yatzy.resolve())
    assert [box.id for box in boxes] == [*UPPER, "chance", "yatzy"]
    keys = {short_yatzy.box_name_key(box.id) for box in boxes} | {box.desc for box in boxes}
    for language in languages():
        assert all(texts_for(language).owns(key) for key in keys), language
    rules = [EN(key, **params) for key, params in short_yatzy.rule_lines()]
    assert rules[0] == "8 rounds: every player fills every box once."
    assert kind.box_lines({}, EN)[-1] == "**Yatzy** — Five of a kind: 50."


async def test_a_box_game_of_existing_boxes_plays_through_the_service(short_yatzy, tmp_path):
    """Lobby, computer seats of the `easy` and `normal` levels, every box scored, the end,
    the leaderboard and the move log: nothing but its module and its registry entry."""
    repo = SqliteRepository(str(tmp_path / "short.db"))
    await repo.open()
    rng = random.Random(5)
    service = GameService(repo, roller_factory=lambda game_id: (
        lambda count: [rng.randint(1, 6) for _ in range(count)]))
    try:
        lobby = await service.create_lobby(guild_id=1, channel_id=5, host_id=1,
                                           kind="shortyatzy", options={})
        await service.set_message(lobby.id, 900)
        for level in ("easy", "normal"):
            await service.act(lobby.id, None, ALICE, "addbot", level)
        out = await service.act(lobby.id, None, ALICE, "start")
        while not out.finished_now:
            if out.current_is_computer:
                step = await service.computer_step(lobby.id)
                assert step is not None
                out = step
                continue
            out = await service.act(lobby.id, out.game.version, ALICE, "roll")
            preview = BoxGame.of(out.rules).preview()
            best = max(preview, key=preview.__getitem__)
            out = await service.act(lobby.id, out.game.version, ALICE, "score", best)
        rules = BoxGame.of(out.rules)
        assert all(len(rules.scores(p)) == 8 for p in rules.players)
        sheet = find_kind("shortyatzy").sheet(rules, EN)
        assert [row.label for row in sheet] == [
            "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", EN("row-upper-subtotal"),
            EN("row-upper-bonus"), "Chance", "Yatzy", EN("row-total")]
        _, humans, computers = await service.leaderboard(1, "shortyatzy")
        assert [row.user_id for row in computers] == [1] and not humans
        moves = [LoggedMove.from_json(row.entry) for row in await service.game_moves(lobby.id)]
        replayed = final_state("shortyatzy", {}, list(rules.players), moves)
        assert replayed.totals == rules.totals
    finally:
        await repo.close()
