"""User-installed apps as Discord has them: commands that declare their installs and
contexts, interactions from the bot's DM, DMs and group DMs of others and guilds without
the bot, a bot that may only answer where it is not a member, 15-minute tokens, five
follow-ups, and answers made private where a guild turned external apps off."""

from __future__ import annotations

from typing import Any

import pytest

from tests.emulator import DriverError, Emulator, InteractionHandle
from tests.emulator.spec import schema_errors
from tests.emulator.store import (
    ATTACH_FILES,
    EMBED_LINKS,
    MENTION_EVERYONE,
    USE_EXTERNAL_APPS,
    USE_EXTERNAL_EMOJIS,
)
from tests.support.waiting import eventually

from .anywhere_bot import Anywhere
from .helpers import raw

PRIVATE = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE


def ids(users: list[dict[str, Any]]) -> list[str]:
    return [u["id"] for u in users]


def callback_answer(emu: Emulator, handle: InteractionHandle) -> Any:
    """What Discord answered the bot's callback (`with_response`)."""
    (request,) = emu.requests_to("POST", f"/interactions/{handle.id}/")
    return request.response


async def test_global_commands_keep_their_installs_and_contexts(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    status, _, listed = await raw(emulator, "GET",
                                  f"/applications/{emulator.application_id}/commands")
    assert status == 200
    commands = {c["name"]: c for c in listed}
    assert (commands["table"]["integration_types"], commands["table"]["contexts"]) == (
        [0, 1], [0, 1, 2])
    assert (commands["mine"]["integration_types"], commands["mine"]["contexts"]) == (
        [1], [0, 1, 2])
    assert (commands["server"]["integration_types"], commands["server"]["contexts"]) == (
        [0], [0])
    # Neither given (discord.py sends both as null): the app's installs, and contexts
    # null, which Discord reads as GUILD and BOT_DM.
    assert (commands["plain"]["integration_types"], commands["plain"]["contexts"]) == (
        [0, 1], None)
    for command in listed:
        assert schema_errors("ApplicationCommandResponse", command) == [], command["name"]


async def test_a_guild_command_cannot_carry_installs_or_contexts(emulator: Emulator) -> None:
    route = f"/applications/{emulator.application_id}/guilds/{emulator.guild.id}/commands"
    for key, value in (("contexts", [0]), ("integration_types", [0, 1])):
        status, _, body = await raw(emulator, "PUT", route,
                                    [{"name": "x", "description": "d", key: value}])
        assert (status, body["code"]) == (400, 50035)
        assert body["errors"]["0"][key]["_errors"]
    assert emulator.guild_commands[emulator.guild.id] == []
    # Null, as discord.py sends them for a command that sets neither: accepted.
    status, _, stored = await raw(emulator, "PUT", route, [
        {"name": "x", "description": "d", "contexts": None, "integration_types": None}])
    assert status == 200
    assert (stored[0]["integration_types"], stored[0]["contexts"]) == ([0], None)
    # A guild that never added the bot takes no commands from it.
    outside = f"/applications/{emulator.application_id}/guilds/{emulator.outside_guild.id}"
    status, _, body = await raw(emulator, "PUT", outside + "/commands", [])
    assert (status, body["code"]) == (403, 50001)


async def test_a_command_in_the_bots_dm(emulator: Emulator, anywhere: Anywhere) -> None:
    alice = emulator.alice
    dm = emulator.bot_dm("alice")
    assert emulator.bot_dm(alice) is dm  # one DM per user
    handle = await emulator.slash("table", user="alice", channel=dm)
    assert (await handle.reply()).content == "count=0"
    payload = handle.record.payload
    # alice shares a guild with the bot: its guild install reaches her DM ("0": "0").
    assert (payload["context"], payload["authorizing_integration_owners"]) == (1, {"0": "0"})
    assert int(payload["app_permissions"]) == PRIVATE | USE_EXTERNAL_EMOJIS
    assert payload["user"]["id"] == alice.id
    assert not {"member", "guild_id", "guild", "guild_locale"} & set(payload)
    assert ids(payload["channel"]["recipients"]) == [emulator.bot_user.id]
    assert schema_errors("PrivateChannelResponse", payload["channel"]) == []
    seen = anywhere.saw(handle.id)
    assert seen is not None and (seen.context, seen.member) == ("dm", False)
    assert (seen.guild_integration, seen.user_integration) == (False, False)
    emulator.install("alice")
    handle = await emulator.slash("mine", user="alice", channel=dm)
    assert (await handle.reply()).content == "mine"
    assert handle.record.payload["authorizing_integration_owners"] == {"1": alice.id}
    handle = await emulator.slash("table", user="alice", channel=dm)
    await handle.reply()
    assert handle.record.payload["authorizing_integration_owners"] == {"0": "0", "1": alice.id}


async def test_a_stranger_reaches_the_bots_dm_only_by_installing(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    dave = emulator.add_user("dave")  # shares no guild with the bot
    dm = emulator.bot_dm(dave)
    with pytest.raises(DriverError, match="dave has not installed the app"):
        await emulator.slash("table", user=dave, channel=dm)
    emulator.install(dave)
    handle = await emulator.slash("table", user=dave, channel=dm)
    await handle.reply()
    assert handle.record.payload["authorizing_integration_owners"] == {"1": dave.id}


async def test_a_group_dm_of_friends(emulator: Emulator, anywhere: Anywhere) -> None:
    alice, bob = emulator.alice, emulator.bob
    emulator.install("alice")
    gdm = emulator.group_dm("alice", "bob", "carol")
    handle = await emulator.slash("table", user="alice", channel=gdm)
    msg = await handle.reply()
    payload = handle.record.payload
    assert (payload["context"], payload["authorizing_integration_owners"]) == (2, {"1": alice.id})
    assert int(payload["app_permissions"]) == PRIVATE
    assert payload["user"]["id"] == alice.id and "member" not in payload
    channel = payload["channel"]
    assert channel["type"] == 3 and channel["owner_id"] == alice.id
    assert ids(channel["recipients"]) == [bob.id, emulator.carol.id]
    assert schema_errors("PrivateGroupChannelResponse", channel) == []
    seen = anywhere.saw(handle.id)
    assert seen is not None and (seen.context, str(seen.channel_type)) == ("private", "group")
    assert (seen.user_integration, seen.guild_integration) == (True, False)
    assert msg.raw["interaction_metadata"]["authorizing_integration_owners"] == {"1": alice.id}
    assert schema_errors("MessageResponse", msg.raw) == []
    # bob has not installed the app: he cannot run it, but he can click its message,
    # and the click carries the owners of the message's interaction: alice's install.
    with pytest.raises(DriverError, match="bob has not installed the app"):
        await emulator.slash("table", user="bob", channel=gdm)
    click = await emulator.click(msg, "Count 0", user="bob")
    assert (await click.reply()).content == "count=1"
    assert click.record.payload["authorizing_integration_owners"] == {"1": alice.id}
    assert click.record.payload["user"]["id"] == bob.id
    seen = anywhere.saw(click.id)
    # discord.py compares the clicker with the installer: false for a friend's click.
    assert seen is not None and seen.user_integration is False
    dave = emulator.add_user("dave")
    with pytest.raises(DriverError, match="dave cannot see channel"):
        await emulator.click(emulator.message(msg.id), "Count 1", user=dave)


async def test_a_guild_that_never_added_the_bot(emulator: Emulator, anywhere: Anywhere) -> None:
    guild, alice = emulator.outside_guild, emulator.alice
    emulator.install("alice")
    handle = await emulator.slash("table", user="alice", channel="outside")
    msg = await handle.reply()
    payload = handle.record.payload
    assert (payload["context"], payload["authorizing_integration_owners"]) == (0, {"1": alice.id})
    assert payload["guild_id"] == guild.id and payload["member"]["user"]["id"] == alice.id
    assert int(payload["member"]["permissions"]) & USE_EXTERNAL_APPS
    # @everyone's permissions there, plus Embed Links and Attach Files.
    everyone = guild.roles[guild.id].permissions
    assert int(payload["app_permissions"]) == everyone | EMBED_LINKS | ATTACH_FILES
    seen = anywhere.saw(handle.id)
    assert seen is not None and (seen.context, seen.guild_id, seen.member) == (
        "guild", int(guild.id), True)
    assert (seen.user_integration, seen.guild_integration) == (True, False)
    assert int(guild.id) not in {g.id for g in anywhere.guilds}  # never announced
    click = await emulator.click(msg, "Count 0", user="bob")
    assert (await click.reply()).content == "count=1"
    assert click.record.payload["authorizing_integration_owners"] == {"1": alice.id}
    with pytest.raises(DriverError, match="cannot use a guild-install command here"):
        await emulator.slash("server", user="alice", channel="outside")


async def test_a_guild_with_the_bot_and_a_user_install(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    guild, alice = emulator.guild, emulator.alice
    handle = await emulator.slash("table", user="bob", channel="general")
    await handle.reply()
    assert handle.record.payload["authorizing_integration_owners"] == {"0": guild.id}
    emulator.install("alice")
    handle = await emulator.slash("table", user="alice", channel="general")
    await handle.reply()
    assert handle.record.payload["authorizing_integration_owners"] == {
        "0": guild.id, "1": alice.id}
    # A user-install-only command: alice's install alone, even where the bot is.
    handle = await emulator.slash("mine", user="alice", channel="general")
    await handle.reply()
    assert handle.record.payload["authorizing_integration_owners"] == {"1": alice.id}
    with pytest.raises(DriverError, match="bob has not installed the app"):
        await emulator.slash("mine", user="bob", channel="general")


@pytest.mark.parametrize(
    ("command", "user", "where", "error"),
    [
        ("server", "alice", "bot dm", r"contexts \[0\] lack 1 \(BOT_DM\)"),
        ("server", "alice", "group dm", r"contexts \[0\] lack 2 \(PRIVATE_CHANNEL\)"),
        ("plain", "alice", "group dm", r"contexts \[0, 1\] lack 2"),  # null contexts
        ("table", "bob", "group dm", "bob has not installed the app"),
        ("table", "carol", "outside", "carol has not installed the app"),
        ("table", "alice", "dm", "alice has not installed"),
    ],
)
async def test_the_client_offers_a_command_only_where_it_applies(
    emulator: Emulator, anywhere: Anywhere, command: str, user: str, where: str, error: str
) -> None:
    emulator.install("alice")
    channels = {"bot dm": emulator.bot_dm(user), "group dm": emulator.group_dm("alice", "bob"),
                "outside": emulator.outside, "dm": emulator.dm("alice", "bob")}
    if where == "dm":
        emulator.installs.discard(emulator.alice.id)
    with pytest.raises(DriverError, match=error):
        await emulator.slash(command, user=user, channel=channels[where])


def test_dms_and_group_dms_are_between_users(emulator: Emulator) -> None:
    assert emulator.dm("alice", "bob") is emulator.dm("bob", "alice")
    assert emulator.group_dm("alice", "bob") is not emulator.group_dm("alice", "bob")
    users = [emulator.add_user(f"u{i}") for i in range(11)]
    for bad in ([users[0]], users, [users[0], users[0]], [users[0], emulator.bot_user]):
        with pytest.raises(DriverError):
            emulator.group_dm(*bad)
    with pytest.raises(DriverError):
        emulator.dm("alice", "alice")


async def test_the_bot_cannot_touch_a_channel_it_is_not_in(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    emulator.install("alice")
    for where in (emulator.group_dm("alice", "bob"), emulator.dm("alice", "bob"),
                  emulator.outside):
        before, refusals = len(emulator.invalid_requests), len(anywhere.refused)
        handle = await emulator.slash("post", user="alice", channel=where)
        msg = await handle.reply()  # answering the interaction works
        assert msg.content == "posting"
        await eventually(lambda n=refusals: len(anywhere.refused) > n, "the refused post")
        assert anywhere.refused[-1] == 50001
        assert [m.content for m in emulator.messages(where)] == ["posting"]
        cid = where.id
        for method, path, body in [
            ("GET", f"/channels/{cid}", None),
            ("GET", f"/channels/{cid}/messages", None),
            ("GET", f"/channels/{cid}/messages/{msg.id}", None),
            ("POST", f"/channels/{cid}/messages", {"content": "x"}),
            ("PATCH", f"/channels/{cid}/messages/{msg.id}", {"content": "x"}),
            ("DELETE", f"/channels/{cid}/messages/{msg.id}", None),
            ("POST", f"/channels/{cid}/typing", None),
            ("POST", f"/channels/{cid}/messages/{msg.id}/threads", {"name": "t"}),
            ("PATCH", f"/channels/{cid}", {"archived": True}),
        ]:
            status, _, data = await raw(emulator, method, path, body)
            assert (status, data["code"]) == (403, 50001), (method, path)
        refused = emulator.invalid_requests[before:]
        assert [r.status for r in refused] == [403] * 10
    assert emulator.message(msg.id).content == "posting"
    # The guild the bot was removed from: the same.
    emulator.remove_guild(emulator.second_guild)
    status, _, data = await raw(emulator, "POST", f"/channels/{emulator.lobby.id}/messages",
                                {"content": "x"})
    assert (status, data["code"]) == (403, 50001)


async def test_the_bot_posts_in_its_own_dm(emulator: Emulator, anywhere: Anywhere) -> None:
    handle = await emulator.slash("post", user="alice", channel=emulator.bot_dm("alice"))
    await handle.reply()
    await eventually(lambda: len(emulator.messages(emulator.bot_dm("alice"))) == 2, "the post")
    assert anywhere.refused == [] and emulator.invalid_requests == []
    # Create DM opens the same channel; a user who shares no guild with the bot and has
    # not installed the app cannot be written to.
    status, _, channel = await raw(emulator, "POST", "/users/@me/channels",
                                   {"recipient_id": emulator.alice.id})
    assert status == 200 and channel["id"] == emulator.bot_dm("alice").id
    assert ids(channel["recipients"]) == [emulator.alice.id]
    assert schema_errors("PrivateChannelResponse", channel) == []
    dave = emulator.add_user("dave")
    status, _, channel = await raw(emulator, "POST", "/users/@me/channels",
                                   {"recipient_id": dave.id})
    status, _, data = await raw(emulator, "POST", f"/channels/{channel['id']}/messages",
                                {"content": "hi"})
    assert (status, data["code"]) == (403, 50007)
    emulator.install(dave)
    status, _, _ = await raw(emulator, "POST", f"/channels/{channel['id']}/messages",
                             {"content": "hi"})
    assert status == 200


async def test_in_a_group_dm_only_a_click_brings_the_message_back_after_15_minutes(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    emulator.install("alice")
    gdm = emulator.group_dm("alice", "bob")
    handle = await emulator.slash("table", user="alice", channel=gdm)
    msg = await handle.reply()
    app, token = emulator.application_id, handle.record.token
    emulator.clock.advance(15 * 60 + 1)
    status, _, data = await raw(emulator, "PATCH", f"/webhooks/{app}/{token}/messages/@original",
                                {"content": "late"}, auth=False)
    assert (status, data["code"]) == (401, 50027)
    # A click brings a token of its own: its UPDATE_MESSAGE answer works, and so do
    # edits of the clicked message through its @original.
    click = await emulator.click(msg, "Count 0", user="bob")
    assert (await click.reply()).content == "count=1"
    status, _, edited = await raw(
        emulator, "PATCH", f"/webhooks/{app}/{click.record.token}/messages/@original",
        {"content": "count=9"}, auth=False)
    assert status == 200 and edited["id"] == msg.id
    # A token edits only the messages of its own interaction.
    other = await emulator.slash("table", user="alice", channel=gdm)
    await other.reply()
    status, _, data = await raw(
        emulator, "PATCH", f"/webhooks/{app}/{other.record.token}/messages/{msg.id}",
        {"content": "mine now"}, auth=False)
    assert (status, data["code"]) == (404, 10008)


async def test_five_follow_ups_when_only_a_user_install_authorized(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    emulator.install("alice")
    gdm = emulator.group_dm("alice", "bob")
    handle = await emulator.slash("pings", user="alice", channel=gdm, options={"n": 6})
    await eventually(lambda: anywhere.refused == [40094], "the sixth follow-up refused")
    assert len(handle.record.followup_ids) == 5
    refused = emulator.requests_to("POST", f"/webhooks/{emulator.application_id}/")[-1]
    assert (refused.status, refused.response["code"]) == (400, 40094)
    # Where the guild install authorizes it too, there is no such limit.
    handle = await emulator.slash("pings", user="alice", channel="general", options={"n": 6})
    await eventually(lambda: len(handle.record.followup_ids) == 6, "six follow-ups")
    assert anywhere.refused == [40094]


async def test_a_group_dm_follow_up_notifies_its_recipients(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    emulator.install("alice")
    dave = emulator.add_user("dave")
    gdm = emulator.group_dm("alice", "bob")
    handle = await emulator.slash("table", user="alice", channel=gdm)
    await handle.reply()
    app, token = emulator.application_id, handle.record.token
    content = f"<@{emulator.bob.id}> <@{dave.id}> your turn"
    status, _, _ = await raw(emulator, "POST", f"/webhooks/{app}/{token}?wait=true",
                             {"content": content}, auth=False)
    assert status == 200
    assert [m.content for m in emulator.pings("bob")] == [content]
    assert emulator.pings(dave) == []  # not in the group DM: never told


async def test_external_apps_off_makes_every_answer_ephemeral(
    emulator: Emulator, anywhere: Anywhere
) -> None:
    guild, alice = emulator.outside_guild, emulator.alice
    emulator.install("alice")
    emulator.install("bob")
    emulator.external_apps(guild, False)
    handle = await emulator.slash("pings", user="alice", channel="outside", options={"n": 1})
    answer = await handle.ephemeral()
    assert answer.content == "pinging" and answer.visible_to == alice.id
    assert not int(handle.record.payload["member"]["permissions"]) & USE_EXTERNAL_APPS
    callback = callback_answer(emulator, handle)
    assert callback["interaction"]["response_message_ephemeral"] is True
    assert callback["resource"]["message"]["flags"] & 64
    assert schema_errors("InteractionCallbackResponse", callback) == []
    follow = await handle.followup(0)
    assert follow.ephemeral and emulator.pings(alice) == []  # an ephemeral ping tells nobody
    assert schema_errors("MessageResponse", follow.raw) == []
    assert emulator.messages("outside", include_ephemeral=False) == []
    # Back on for the guild, off for alice alone: hers are private, bob's public.
    emulator.external_apps(guild, True)
    emulator.external_apps(guild, False, user="alice")
    handle = await emulator.slash("table", user="alice", channel="outside")
    assert (await handle.ephemeral()).content == "count=0"
    handle = await emulator.slash("table", user="bob", channel="outside")
    public = await handle.reply()
    assert not public.ephemeral
    assert callback_answer(emulator, handle)["interaction"]["response_message_ephemeral"] is False
    # alice's click on bob's table updates it: the message stays public.
    click = await emulator.click(public, "Count 0", user="alice")
    assert not (await click.reply()).ephemeral
    # Where the bot is a member, the switch does not apply.
    emulator.external_apps(emulator.guild, False)
    handle = await emulator.slash("table", user="alice", channel="general")
    assert not (await handle.reply()).ephemeral
