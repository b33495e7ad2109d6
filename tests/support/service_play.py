"""Playing a game to its end through the service alone, no Discord: humans score their
best box (or bank in 5000), computer seats take their steps."""

from __future__ import annotations

from bot.service.games import Actor


async def play_out(service, game_id):
    """Drive a game to its end: humans score the best box / bank, computers step."""
    while True:
        record, rules = await service.load(game_id)
        if record.status != "playing":
            return record
        seat = record.seat_of_key(rules.current_player)
        if seat.is_computer:
            await service.computer_step(game_id)
            continue
        actor = Actor(seat.user_id)
        if rules.kind == "5000":
            action = "bank" if rules.dice and rules.can_bank else "roll"
            await service.act(game_id, record.version, actor, action)
        elif rules.roll_number == 0:
            await service.act(game_id, record.version, actor, "roll")
        else:
            preview = rules.preview()
            box = max(preview, key=preview.get)
            await service.act(game_id, record.version, actor, "score", box)
