"""The daily challenge behind the command: the day key, the same dice for everyone (also
across a restart), one attempt, the private place of its controls, Share once, the
boards, and the figures of its end."""

from __future__ import annotations

import hashlib
import hmac
import logging

import pytest

from bot.ai import tables as ai_tables
from bot.domain import Refusal
from bot.rules import Throw
from bot.service.daily import Dailies, daily_secret, day_key, day_of, optimal_score
from bot.service.games import Actor, GameService, Place
from bot.service.skill import SkillReviews
from bot.storage import open_repository

SECRET = b"s" * 32
KIND = "classic"  # the servers here pick Classic Yacht: its exact table builds in a second
GUILD, CHANNEL = 1, 10
DAY = "2024-05-01"
NOON = 1714564800.0  # 2024-05-01 12:00 UTC


@pytest.fixture(autouse=True)
def classic_table():
    ai_tables.load_or_build(KIND, {}, None)


@pytest.fixture
async def repo(database_url):
    repository = await open_repository(database_url)
    yield repository
    await repository.close()


class Clock:
    def __init__(self, now: float = NOON) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def make_dailies(repo, clock=None) -> Dailies:
    service = GameService(repo)
    return Dailies(service, SkillReviews(repo, None), SECRET, None, clock or Clock())


@pytest.fixture
async def dailies(repo):
    made = make_dailies(repo)
    await made.service.update_settings(GUILD, daily_game=KIND)
    return made


async def open_daily(dailies, user, guild=GUILD, channel=CHANNEL):
    return await dailies.open(guild_id=guild, channel_id=channel, user_id=user, language="en")


def place(record, message_id=None, day="same", guild=GUILD):
    return Place(guild, CHANNEL, message_id, record.daily_day if day == "same" else day)


async def step(dailies, record_id, user, action, arg=None, **where):
    record, _ = await dailies.service.load(record_id)
    return await dailies.service.act(record_id, record.version, Actor(user), action, arg,
                                     place=place(record, **where))


async def play_turns(dailies, game_id, user, choose, turns=None):
    """Play with `choose(rules) -> (action, arg)`; returns every dice seen, in order."""
    seen = []
    while True:
        record, rules = await dailies.service.load(game_id)
        if record.status != "playing" or (turns is not None and rules.turns_played >= turns):
            return seen
        action, arg = choose(rules)
        out = await step(dailies, game_id, user, action, arg)
        seen.append(tuple(out.rules.dice))


def steady(rules):
    """Roll twice keeping the first two dice, then score the best box."""
    if rules.roll_number == 0:
        return "roll", None
    if rules.rolls_left and rules.roll_number < 3 and rules.held != (0, 1):
        return ("hold", "0") if 0 not in rules.held else ("hold", "1")
    if rules.rolls_left:
        return "roll", None
    preview = rules.preview()
    return "score", max(preview, key=preview.get)


def hasty(rules):
    """Score the first legal box at once."""
    if rules.roll_number == 0:
        return "roll", None
    return "score", rules.legal_boxes()[-1]


# -- keys and days ----------------------------------------------------------------------

def test_the_day_key_is_the_hmac_of_the_date_and_the_game():
    assert day_key(SECRET, DAY, "yacht") == hmac.new(SECRET, b"2024-05-01yacht",
                                                     hashlib.sha256).digest()
    assert day_key(SECRET, DAY, "yacht") != day_key(SECRET, "2024-05-02", "yacht")
    assert day_key(SECRET, DAY, "yacht") != day_key(SECRET, DAY, "generala")
    assert day_key(SECRET, DAY, "yacht") != day_key(b"t" * 32, DAY, "yacht")
    with pytest.raises(ValueError):
        day_key(SECRET, "2024-5-1", "yacht")  # a date is exactly YYYY-MM-DD


def test_days_are_utc():
    assert day_of(1714521599.0) == "2024-04-30"  # 23:59:59 UTC
    assert day_of(1714521600.0) == "2024-05-01"


async def test_the_secret_is_configured_or_generated_once_and_said_once(repo, caplog):
    assert await daily_secret("x" * 40, repo) == b"x" * 40
    with caplog.at_level(logging.INFO, logger="bot.service.daily"):
        first = await daily_secret(None, repo)  # a start without the setting
    lines = [r for r in caplog.records if r.name == "bot.service.daily"]
    assert len(lines) == 1 and "DAILY_SECRET" in lines[0].getMessage()
    assert len(first) == 64 and await daily_secret(None, repo) == first  # the next start


# -- one attempt, private, the same dice --------------------------------------------------

async def test_one_attempt_per_user_and_day(dailies):
    record, rules, new = await open_daily(dailies, 1)
    assert new and record.daily_day == DAY and record.kind == KIND and rules.dice == ()
    assert record.status == "playing" and record.seats[0].user_id == 1
    again, _, new_again = await open_daily(dailies, 1, channel=99)
    assert again.id == record.id and not new_again
    await play_turns(dailies, record.id, 1, hasty)
    after, _, new_after = await open_daily(dailies, 1)
    assert after.id == record.id and after.status == "finished" and not new_after
    dailies.clock.now += 86400
    tomorrow, _, new_tomorrow = await open_daily(dailies, 1)
    assert new_tomorrow and tomorrow.id != record.id and tomorrow.daily_day == "2024-05-02"


async def test_a_daily_leaves_its_channel_free(dailies):
    await open_daily(dailies, 1)
    lobby = await dailies.service.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=2,
                                               kind="yacht", options={})
    assert (await dailies.service.active_in_channel(CHANNEL)).id == lobby.id


async def test_same_choices_same_dice_and_every_first_roll_shared(dailies):
    ann, _, _ = await open_daily(dailies, 1)
    bob, _, _ = await open_daily(dailies, 2)
    cy, _, _ = await open_daily(dailies, 3)
    seen_ann = await play_turns(dailies, ann.id, 1, steady)
    seen_bob = await play_turns(dailies, bob.id, 2, steady)
    seen_cy = await play_turns(dailies, cy.id, 3, hasty)
    assert seen_ann == seen_bob and len(seen_ann) == 12 * 6
    assert seen_ann != seen_cy
    keyed = [first_roll(dailies, turn) for turn in range(12)]
    assert first_rolls(seen_ann) == first_rolls(seen_cy) == keyed


def first_rolls(seen):
    """The dice after each turn's first roll (a turn ends with the dice cleared)."""
    return [dice for i, dice in enumerate(seen) if dice and (i == 0 or seen[i - 1] == ())]


def first_roll(dailies, turn):
    return tuple(dailies.dice(DAY, KIND).throw(Throw(turn, 1, (0, 1, 2, 3, 4))))


async def test_a_restart_goes_on_with_the_same_dice(repo, database_url, dailies):
    twin, _, _ = await open_daily(dailies, 2)
    straight = await play_turns(dailies, twin.id, 2, steady)
    ann, _, _ = await open_daily(dailies, 1)
    before = await play_turns(dailies, ann.id, 1, steady, turns=5)
    restarted_repo = await open_repository(database_url)  # a new process, same database
    try:
        restarted = make_dailies(restarted_repo)
        after = await play_turns(restarted, ann.id, 1, steady)
    finally:
        await restarted_repo.close()
    assert before + after == straight


# -- its controls, and nobody else's --------------------------------------------------------

async def test_only_its_player_in_a_private_message_with_its_day(dailies):
    record, _, _ = await open_daily(dailies, 1)
    cases = {
        "daily_in_channel": dict(message_id=555),
        "daily_forged": dict(day="2024-05-02"),
        "wrong_place": dict(guild=2),
    }
    for code, where in cases.items():
        with pytest.raises(Refusal) as refused:
            await step(dailies, record.id, 1, "roll", **where)
        assert refused.value.code == code
    with pytest.raises(Refusal) as refused:  # a table game's control naming the daily
        await step(dailies, record.id, 1, "roll", day=None)
    assert refused.value.code == "daily_forged"
    with pytest.raises(Refusal) as refused:
        await step(dailies, record.id, 2, "roll")
    assert refused.value.code == "not_seated"
    with pytest.raises(Refusal) as refused:
        await dailies.mine(record.id, 2)
    assert refused.value.code == "daily_not_yours"
    stored, _ = await dailies.service.load(record.id)
    assert stored.version == 0  # nothing changed
    lobby = await dailies.service.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=2,
                                               kind="yacht", options={})
    with pytest.raises(Refusal) as refused:  # a daily's day on a table game's control
        await dailies.service.act(lobby.id, None, Actor(2), "join",
                                  place=Place(GUILD, CHANNEL, None, DAY))
    assert refused.value.code == "daily_forged"


# -- the end, Share and the boards ---------------------------------------------------------

async def test_the_end_shows_skill_luck_and_the_solver_on_the_same_dice(dailies):
    record, _, _ = await open_daily(dailies, 1)
    await play_turns(dailies, record.id, 1, steady)
    done, rules = await dailies.service.load(record.id)
    summary = await dailies.summary(done)
    assert summary.score == rules.totals["1"]
    assert summary.skill is not None and summary.skill.ranked and summary.skill.lost >= 0
    assert summary.day_luck == pytest.approx(summary.skill.luck) and summary.day_players == 1
    expected = optimal_score(KIND, day_key(SECRET, DAY, KIND), None)
    assert summary.optimal == expected == optimal_score(KIND, day_key(SECRET, DAY, KIND), None)
    other, _, _ = await open_daily(dailies, 2)
    await play_turns(dailies, other.id, 2, hasty)
    second = await dailies.summary((await dailies.service.load(other.id))[0])
    assert second.day_players == 2 and second.optimal == expected
    assert second.day_luck == pytest.approx((summary.skill.luck + second.skill.luck) / 2)


async def test_share_once_and_only_at_the_end(dailies):
    record, _, _ = await open_daily(dailies, 1)
    with pytest.raises(Refusal) as refused:
        await dailies.share(record.id, 1)
    assert refused.value.code == "daily_not_over"
    await play_turns(dailies, record.id, 1, hasty)
    with pytest.raises(Refusal) as refused:
        await dailies.share(record.id, 2)
    assert refused.value.code == "daily_not_yours"
    shared = await dailies.share(record.id, 1)
    assert shared.skill is not None and len(shared.skill.turns) == 12
    with pytest.raises(Refusal) as refused:
        await dailies.share(record.id, 1)
    assert refused.value.code == "daily_shared"


async def test_today_s_board_only_after_playing(dailies):
    yesterday, _, _ = await open_daily(dailies, 1)
    await play_turns(dailies, yesterday.id, 1, steady)
    dailies.clock.now += 86400
    ann, _, _ = await open_daily(dailies, 1)
    bob, _, _ = await open_daily(dailies, 2)
    await play_turns(dailies, bob.id, 2, hasty)
    board = await dailies.board(GUILD, 1)
    assert board.today is None and board.day == "2024-05-02"
    assert [(r.user_id, r.day) for r in board.week] == [(1, DAY)]  # today's kept out
    await play_turns(dailies, ann.id, 1, steady)
    board = await dailies.board(GUILD, 1)
    assert sorted(r.user_id for r in board.today) == [1, 2]
    assert board.today[0].score >= board.today[1].score
    assert {r.user_id for r in board.week} == {1, 2}
    assert await dailies.board(GUILD + 1, 1) == type(board)("yacht", "2024-05-02", None, [])


async def test_a_5000_daily_plays_to_its_end_with_its_figures(dailies):
    await dailies.service.update_settings(GUILD, daily_game="5000")
    record, _, _ = await open_daily(dailies, 1)
    assert record.kind == "5000"

    def bank_when_allowed(rules):
        return ("bank", None) if rules.dice and rules.can_bank else ("roll", None)

    async def play(user, game_id):
        seen = []
        for _ in range(5000):
            record, rules = await dailies.service.load(game_id)
            if record.status != "playing":
                return seen
            action, arg = bank_when_allowed(rules)
            out = await step(dailies, game_id, user, action, arg)
            seen.append(tuple(out.rules.dice))
        raise AssertionError("the game did not end")

    first = await play(1, record.id)
    other, _, _ = await open_daily(dailies, 2)
    assert await play(2, other.id) == first  # the same choices, the same dice
    done, _ = await dailies.service.load(record.id)
    summary = await dailies.summary(done)
    assert summary.score == 5000 and summary.skill is not None
    assert summary.optimal == 5000 and set(summary.skill.turns) <= set("0123")
