"""Keyed dice: the byte layout, the unbiased reduction, and where the engine says a die falls."""

from __future__ import annotations

import hashlib
import hmac
import itertools
from collections import Counter

import pytest

from bot.rules import (
    FiveThousandGame,
    KeyedRoller,
    Throw,
    all_variants,
    create_game,
    keyed_dice,
    keyed_die,
    load_game,
)
from bot.rules.keyed_dice import ACCEPT_BELOW, face_from_bytes, place

BOX_KINDS = [v.id for v in all_variants() if v.is_box_game]
KEY = b"a key of the day"


class Recorder:
    """A placed roller that writes down where it was told the dice fall."""

    def __init__(self) -> None:
        self.throws: list[Throw] = []
        self.inner = KeyedRoller(KEY)

    def throw(self, where: Throw) -> list[int]:
        self.throws.append(where)
        return self.inner.throw(where)


# -- the reduction -----------------------------------------------------------

def test_every_face_takes_exactly_42_of_the_252_accepted_bytes():
    faces = Counter(face_from_bytes([byte]) for byte in range(256))
    assert ACCEPT_BELOW == 252
    assert faces == {1: 42, 2: 42, 3: 42, 4: 42, 5: 42, 6: 42, None: 4}


def test_two_bytes_are_exactly_uniform_too():
    """Over every pair of bytes the first accepted one is still uniform: no face gains."""
    faces = Counter(face_from_bytes(pair) for pair in itertools.product(range(256), repeat=2))
    assert faces[None] == 4 * 4
    assert {faces[f] for f in range(1, 7)} == {(256 * 256 - 16) // 6}


def test_rejected_bytes_are_skipped_in_order():
    assert face_from_bytes([252, 255, 7, 0]) == 7 % 6 + 1
    assert face_from_bytes([251]) == 251 % 6 + 1
    assert face_from_bytes([252, 253, 254, 255]) is None


def test_place_is_three_big_endian_32_bit_integers():
    assert place(1, 2, 3) == bytes.fromhex("00000001" "00000002" "00000003")
    assert place(258, 1, 0) == bytes.fromhex("00000102" "00000001" "00000000")
    for bad in (-1, 2**32, True, 1.0):
        with pytest.raises(ValueError):
            place(bad, 1, 0)  # type: ignore[arg-type]


def test_a_die_is_the_first_accepted_byte_of_the_hmac_of_its_place():
    digest = hmac.new(KEY, bytes.fromhex("00000007" "00000002" "00000004"), hashlib.sha256)
    expected = next(b % 6 + 1 for b in digest.digest() if b < 252)
    assert keyed_die(KEY, 7, 2, 4) == expected


def test_when_all_32_bytes_are_rejected_the_counter_extends_the_stream(monkeypatch):
    message = place(0, 1, 0)
    stream = keyed_dice.digests(KEY, message)
    assert next(stream) == hmac.digest(KEY, message, hashlib.sha256)
    assert next(stream) == hmac.digest(KEY, message + b"\x00\x00\x00\x01", hashlib.sha256)
    assert next(stream) == hmac.digest(KEY, message + b"\x00\x00\x00\x02", hashlib.sha256)

    def all_rejected_first(key: bytes, message: bytes):
        yield bytes([255] * 32)
        yield bytes([253, 9] + [0] * 30)

    monkeypatch.setattr(keyed_dice, "digests", all_rejected_first)
    assert keyed_die(KEY, 0, 1, 0) == 9 % 6 + 1


def test_faces_are_even_over_many_places():
    """A sanity check beside the exact count: 60 000 keyed dice, each face within 3%."""
    counts = Counter(keyed_die(KEY, turn, roll, slot)
                     for turn in range(4000) for roll in (1, 2, 3) for slot in range(5))
    assert all(abs(counts[face] - 10_000) < 300 for face in range(1, 7)), counts


def test_same_key_same_dice_other_key_other_dice():
    a = [keyed_die(KEY, t, 1, s) for t in range(13) for s in range(5)]
    assert a == [keyed_die(KEY, t, 1, s) for t in range(13) for s in range(5)]
    assert a != [keyed_die(b"another key", t, 1, s) for t in range(13) for s in range(5)]
    with pytest.raises(ValueError):
        KeyedRoller(b"")
    assert "key" not in repr(KeyedRoller(KEY)).replace("<key>", "")


# -- where the engine says the dice fall ---------------------------------------

@pytest.mark.parametrize("kind", BOX_KINDS)
def test_box_games_name_turn_roll_and_slots(kind):
    recorder = Recorder()
    game = create_game(kind, ["ann", "bob"], roller=recorder)
    game.roll()
    game.roll(held=(0, 3))
    game.roll(held=(0, 1, 3))
    game.score(game.legal_boxes()[0])
    game.roll()  # bob: the game's second turn
    game.score(game.legal_boxes()[0])
    game.roll()  # ann again: the third
    assert recorder.throws == [
        Throw(0, 1, (0, 1, 2, 3, 4)), Throw(0, 2, (1, 2, 4)), Throw(0, 3, (2, 4)),
        Throw(1, 1, (0, 1, 2, 3, 4)), Throw(2, 1, (0, 1, 2, 3, 4)),
    ]
    assert game.dice == tuple(keyed_die(KEY, 2, 1, s) for s in range(5))


def test_5000_names_turn_roll_and_slots_through_busts_and_hot_dice():
    recorder = Recorder()
    game = FiveThousandGame.of(create_game("5000", ["ann", "bob"], roller=recorder))
    turns_seen = []
    while len(recorder.throws) < 60 and not game.is_over:
        before = game.turn_number
        game.roll()
        turns_seen.append(before)
        if game.turn_number == before and game.can_bank and game.turn_points >= 300:
            game.bank()
    previous = None
    for where in recorder.throws:
        if previous is None or where.turn != previous.turn:
            assert where.roll == 1 and where.slots == (0, 1, 2, 3, 4)
            assert previous is None or where.turn == previous.turn + 1
        else:
            assert where.roll == previous.roll + 1
        previous = where
    assert [w.turn for w in recorder.throws] == turns_seen
    assert recorder.throws[-1].turn >= 4  # several turns of both seats were played


def test_5000_turn_rolls_survive_a_save():
    game = create_game("5000", ["ann"], roller=KeyedRoller(KEY))
    while not game.dice:  # a bust ends the turn: roll until one goes on
        game.roll()
    restored = load_game(game.to_json(), roller=KeyedRoller(KEY))
    twin = game.copy()
    assert restored.roll() == twin.roll()


@pytest.mark.parametrize("kind", [*BOX_KINDS, "5000"])
def test_same_choices_same_dice_also_across_a_save(kind):
    def play(game, stop_at_save: bool):
        seen = []
        for step in range(40):
            if game.is_over:
                break
            if stop_at_save and step == 17:
                game = load_game(game.to_json(), roller=KeyedRoller(KEY))
            if kind == "5000":
                if game.dice and game.can_bank:
                    game.bank()
                else:
                    game.roll()
            elif game.rolls_left and (not game.dice or step % 3):
                game.roll(held=(0,) if game.dice else None)
            else:
                game.score(game.legal_boxes()[-1])
            seen.append(game.dice)
        return seen

    straight = play(create_game(kind, ["ann"], roller=KeyedRoller(KEY)), False)
    restarted = play(create_game(kind, ["ann"], roller=KeyedRoller(KEY)), True)
    assert straight == restarted


@pytest.mark.parametrize("kind", BOX_KINDS)
def test_different_choices_still_share_every_first_roll(kind):
    bold = create_game(kind, ["ann"], roller=KeyedRoller(KEY))
    lazy = create_game(kind, ["bob"], roller=KeyedRoller(KEY))
    for _ in range(len(bold.open_boxes())):
        first_bold, first_lazy = bold.roll(), lazy.roll()
        assert first_bold == first_lazy
        bold.roll(held=(0,))
        bold.score(bold.legal_boxes()[0])
        lazy.score(lazy.legal_boxes()[-1])
    assert bold.is_over and lazy.is_over


def test_a_plain_roller_still_gets_a_count():
    calls = []

    def plain(count: int) -> list[int]:
        calls.append(count)
        return [6] * count

    game = create_game("yacht", ["ann"], roller=plain)
    game.roll()
    game.roll(held=(1, 2))
    assert calls == [5, 3]
