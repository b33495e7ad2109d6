"""The emulator notifies as Discord does: content mentions that allowed_mentions allows."""

from __future__ import annotations

from tests.emulator.store import notified_users


def test_a_new_message_notifies_the_mentioned_users_allowed_only():
    content = {"content": "<@1> and <@!2>, <@&9> @everyone"}
    assert notified_users(content) == ("1", "2")  # no allowed_mentions: every user mention
    assert notified_users({**content, "allowed_mentions": {"parse": []}}) == ()
    assert notified_users({**content, "allowed_mentions": {"parse": ["users"]}}) == ("1", "2")
    assert notified_users({**content, "allowed_mentions": {"parse": [], "users": ["2"]}}) == (
        "2",)
    # Listed but not mentioned: nobody; mentions in embeds never notify; ephemeral: nobody.
    assert notified_users({"content": "hi", "allowed_mentions": {"users": ["2"]}}) == ()
    assert notified_users({"embeds": [{"description": "<@1>"}]}) == ()
    assert notified_users({**content, "flags": 64}) == ()
