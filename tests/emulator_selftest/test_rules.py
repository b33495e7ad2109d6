"""Discord's rules: payload validation, response deadlines, token lifetime, faults, 404s."""

from __future__ import annotations

import base64
from typing import Any

import discord
import pytest

from tests.emulator import Emulator, InteractionRejected
from tests.emulator.server import NONCE_WINDOW

from .helpers import raw
from .tiny_bot import Tiny


def _row(*components: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(components)}


def _button(custom_id: str = "b", label: str = "B", **extra: Any) -> dict[str, Any]:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label, **extra}


def _select(n_options: int = 2, **extra: Any) -> dict[str, Any]:
    options = [{"label": f"o{i}", "value": f"v{i}"} for i in range(n_options)]
    return {"type": 3, "custom_id": "s", "options": options, **extra}


BAD_PAYLOADS: dict[str, tuple[dict[str, Any], tuple[str, ...]]] = {
    "content>2000": ({"content": "x" * 2001}, ("content",)),
    "title>256": ({"embeds": [{"title": "t" * 257}]}, ("embeds", "0", "title")),
    "description>4096": ({"embeds": [{"description": "d" * 4097}]}, ("embeds", "0", "description")),
    "fields>25": (
        {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]},
        ("embeds", "0", "fields"),
    ),
    "field name>256": (
        {"embeds": [{"fields": [{"name": "n" * 257, "value": "v"}]}]},
        ("embeds", "0", "fields", "0", "name"),
    ),
    "field value>1024": (
        {"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]},
        ("embeds", "0", "fields", "0", "value"),
    ),
    "footer>2048": (
        {"embeds": [{"footer": {"text": "f" * 2049}}]},
        ("embeds", "0", "footer", "text"),
    ),
    "author>256": (
        {"embeds": [{"author": {"name": "a" * 257}}]},
        ("embeds", "0", "author", "name"),
    ),
    "embeds total>6000": (
        {"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
        ("embeds",),
    ),
    "embeds>10": ({"embeds": [{"title": "t"}] * 11}, ("embeds",)),
    "rows>5": ({"components": [_row(_button(f"b{i}")) for i in range(6)]}, ("components",)),
    "buttons>5": (
        {"components": [_row(*[_button(f"b{i}") for i in range(6)])]},
        ("components", "0", "components"),
    ),
    "select+button": (
        {"components": [_row(_select(), _button())]},
        ("components", "0", "components"),
    ),
    "two selects": (
        {"components": [_row(_select(), _select(custom_id="s2"))]},
        ("components", "0", "components"),
    ),
    "custom_id>100": ({"components": [_row(_button("c" * 101))]}, ("components", "custom_id")),
    "custom_id empty": ({"components": [_row(_button(""))]}, ("components", "custom_id")),
    "custom_id duplicate": (
        {"components": [_row(_button("same"), _button("same"))]},
        ("components", "custom_id"),
    ),
    "options>25": (
        {"components": [_row(_select(26))]},
        ("components", "0", "components", "0", "options"),
    ),
    "button label>80": (
        {"components": [_row(_button(label="l" * 81))]},
        ("components", "0", "components", "0", "label"),
    ),
    "option label>80": (
        {
            "components": [
                _row({"type": 3, "custom_id": "s", "options": [{"label": "l" * 81, "value": "v"}]})
            ]
        },
        ("components", "0", "components", "0", "options", "0", "label"),
    ),
    "option value>100": (
        {
            "components": [
                _row({"type": 3, "custom_id": "s", "options": [{"label": "l", "value": "v" * 101}]})
            ]
        },
        ("components", "0", "components", "0", "options", "0", "value"),
    ),
    "placeholder>150": (
        {"components": [_row(_select(placeholder="p" * 151))]},
        ("components", "0", "components", "0", "placeholder"),
    ),
    "link with custom_id": (
        {"components": [_row(_button(style=5, url="https://example.com"))]},
        ("components", "0", "components", "0", "custom_id"),
    ),
    "link without url": (
        {"components": [_row({"type": 2, "style": 5, "label": "go"})]},
        ("components", "0", "components", "0", "url"),
    ),
}


def _dig(errors: dict[str, Any], path: tuple[str, ...]) -> list[dict[str, Any]]:
    node = errors
    for part in path:
        assert part in node, f"{path}: missing {part!r} in {node}"
        node = node[part]
    return node["_errors"]


@pytest.mark.parametrize("case", list(BAD_PAYLOADS))
async def test_invalid_message_payloads_are_rejected(emulator: Emulator, case: str) -> None:
    payload, path = BAD_PAYLOADS[case]
    payload = {"content": "x", **payload}
    status, headers, body = await raw(
        emulator, "POST", f"/channels/{emulator.general.id}/messages", payload
    )
    assert status == 400, body
    assert headers["Content-Type"] == "application/json"
    assert body["code"] == 50035 and body["message"] == "Invalid Form Body"
    assert _dig(body["errors"], path)
    assert emulator.messages("general") == []


async def test_valid_payload_limits_are_accepted(emulator: Emulator) -> None:
    payload = {
        "content": "x" * 2000,
        "embeds": [{"title": "t" * 256, "description": "d" * 4000, "footer": {"text": "f"}}],
        "components": [_row(*[_button(f"b{i}", "l" * 80) for i in range(5)])]
        + [_row(_select(25, placeholder="p" * 150)) for _ in range(1)]
        + [_row(_button(style=5, url="https://example.com", custom_id=None))],
    }
    payload["components"][-1]["components"][0].pop("custom_id")
    status, headers, body = await raw(
        emulator, "POST", f"/channels/{emulator.general.id}/messages", payload
    )
    assert status == 200, body
    assert headers["Content-Type"] == "application/json"
    assert body["author"]["id"] == emulator.bot_user.id


async def test_empty_message_is_rejected(emulator: Emulator) -> None:
    status, _, body = await raw(emulator, "POST", f"/channels/{emulator.general.id}/messages", {})
    assert (status, body["code"]) == (400, 50006)


async def test_invalid_payload_through_discord_py(emulator: Emulator, tiny: Tiny) -> None:
    channel = tiny.get_channel(int(emulator.general.id))
    with pytest.raises(discord.HTTPException) as info:
        await channel.send(embed=discord.Embed(title="t" * 257))  # type: ignore[union-attr]
    assert info.value.status == 400 and info.value.code == 50035


async def test_second_initial_response_is_40060(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("ping", user="alice", channel="general")
    await h.reply()
    status, _, body = await raw(
        emulator,
        "POST",
        f"/interactions/{h.id}/{h.record.token}/callback",
        {"type": 4, "data": {"content": "again"}},
        auth=False,
    )
    assert status == 400 and body == {
        "code": 40060,
        "message": "Interaction has already been acknowledged.",
    }


@pytest.mark.allow_errors  # discord.py logs the late answer it could not send
async def test_response_after_three_seconds_is_10062(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("ping", user="alice", channel="general")
    emulator.clock.advance(3.5)  # before the bot even sees the interaction
    with pytest.raises(InteractionRejected) as info:
        await h.response()
    assert info.value.code == 10062
    assert emulator.messages("general") == []


async def test_webhook_token_expires_after_15_minutes(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("ping", user="alice", channel="general")
    await h.reply()
    app, token = emulator.application_id, h.record.token
    status, _, _ = await raw(
        emulator,
        "PATCH",
        f"/webhooks/{app}/{token}/messages/@original",
        {"content": "ok"},
        auth=False,
    )
    assert status == 200
    status, _, followup = await raw(emulator, "POST", f"/webhooks/{app}/{token}?wait=true",
                                    {"content": "more"}, auth=False)
    assert status == 200
    emulator.clock.advance(15 * 60 + 1)
    for method, path, body in [
        ("PATCH", f"/webhooks/{app}/{token}/messages/@original", {"content": "late"}),
        ("POST", f"/webhooks/{app}/{token}?wait=true", {"content": "late"}),
        ("GET", f"/webhooks/{app}/{token}/messages/@original", None),
        ("PATCH", f"/webhooks/{app}/{token}/messages/{followup['id']}", {"content": "late"}),
        ("DELETE", f"/webhooks/{app}/{token}/messages/{followup['id']}", None),
        ("DELETE", f"/webhooks/{app}/{token}/messages/@original", None),
    ]:
        status, _, data = await raw(emulator, method, path, body, auth=False)
        assert (status, data["code"]) == (401, 50027), (method, path)
    assert [r.status for r in emulator.invalid_requests] == [401] * 6
    assert [m.content for m in emulator.messages("general")] == ["ok", "more"]


@pytest.mark.allow_errors  # discord.py logs the update Discord refused
async def test_an_ephemeral_message_is_updated_only_while_its_token_lives(
    emulator: Emulator, tiny: Tiny
) -> None:
    h = await emulator.slash("private-counter", user="alice", channel="general")
    message = await h.ephemeral()
    click = await emulator.click(message, "Count 0", user="alice")
    assert (await click.response()).type == 7
    assert emulator.message(message.id).content == "count=1"
    emulator.clock.advance(15 * 60 + 1)  # the token of the command that created it expired
    late = await emulator.click(emulator.message(message.id), "Count 1", user="alice")
    with pytest.raises(InteractionRejected) as info:
        await late.response()
    assert info.value.code == 10008
    assert emulator.message(message.id).content == "count=1"


async def test_429_is_retried_by_discord_py(emulator: Emulator, tiny: Tiny) -> None:
    fault = emulator.inject_fault(r"/callback$", status=429, count=2, retry_after=0.05)
    h = await emulator.slash("ping", user="alice", channel="general")
    assert (await h.reply()).content == "pong"
    assert fault.hits == 2
    statuses = [r.status for r in emulator.requests_to("POST", "/callback")]
    assert statuses == [429, 429, 200]


async def test_429_on_rest_route_is_retried(emulator: Emulator, tiny: Tiny) -> None:
    emulator.inject_fault(r"/channels/\d+/messages$", method="POST", count=1, retry_after=0.01)
    channel = tiny.get_channel(int(emulator.dice.id))
    sent = await channel.send("after limit")  # type: ignore[union-attr]
    assert emulator.message(str(sent.id)).content == "after limit"


async def test_5xx_is_retried(emulator: Emulator, tiny: Tiny) -> None:
    emulator.inject_fault(r"/channels/\d+/messages$", status=502, count=1)
    channel = tiny.get_channel(int(emulator.dice.id))
    await channel.send("after 502")  # type: ignore[union-attr]  # discord.py sleeps 1 s
    assert [r.status for r in emulator.requests_to("POST", "/messages")] == [502, 200]


async def test_unknown_route_is_json_404(emulator: Emulator) -> None:
    status, headers, body = await raw(emulator, "GET", "/no/such/route")
    assert status == 404 and headers["Content-Type"] == "application/json"
    assert body == {"message": "404: Not Found", "code": 0}


async def test_application_emojis(emulator: Emulator, tiny: Tiny) -> None:
    png = b"\x89PNG\r\n\x1a\n" + b"\0" * 16
    emoji = await tiny.create_application_emoji(name="die_six", image=png)
    assert emoji.name == "die_six"
    assert [e.name for e in await tiny.fetch_application_emojis()] == ["die_six"]
    with pytest.raises(discord.HTTPException) as info:
        await tiny.create_application_emoji(name="x", image=png)
    assert info.value.code == 50035


# EmojiResponse in Discord's OpenAPI spec (create/list/get/update_application_emoji).
EMOJI_REQUIRED = {"id", "name", "roles", "require_colons", "managed", "animated", "available"}
EMOJI_PROPERTIES = EMOJI_REQUIRED | {"user"}


async def test_application_emoji_payloads_match_the_spec(emulator: Emulator) -> None:
    app = emulator.application_id
    png = "data:image/png;base64," + base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 64).decode()
    status, _, created = await raw(emulator, "POST", f"/applications/{app}/emojis",
                                  {"name": "d_classic_1", "image": png})
    assert status == 201
    assert EMOJI_REQUIRED <= set(created) <= EMOJI_PROPERTIES
    status, _, listed = await raw(emulator, "GET", f"/applications/{app}/emojis")
    assert status == 200 and set(listed) == {"items"}
    assert all(EMOJI_REQUIRED <= set(e) <= EMOJI_PROPERTIES for e in listed["items"])
    status, _, renamed = await raw(emulator, "PATCH", f"/applications/{app}/emojis/{created['id']}",
                                  {"name": "d_classic_one"})
    assert status == 200 and renamed["name"] == "d_classic_one"
    status, _, _ = await raw(emulator, "DELETE", f"/applications/{app}/emojis/{created['id']}")
    assert status == 204
    status, _, body = await raw(emulator, "GET", f"/applications/{app}/emojis/{created['id']}")
    assert status == 404 and body["code"] == 10014


@pytest.mark.parametrize(
    ("body", "field", "code"),
    [
        ({"image": "data:image/png;base64,AAAA"}, "name", "BASE_TYPE_REQUIRED"),
        ({"name": "d_x"}, "image", "BASE_TYPE_REQUIRED"),
        ({"name": "a" * 33, "image": "data:image/png;base64,AAAA"}, "name",
         "BASE_TYPE_BAD_LENGTH"),
        ({"name": "bad-name", "image": "data:image/png;base64,AAAA"}, "name",
         "EMOJI_NAME_INVALID"),
        ({"name": "d_x", "image": "not a data uri"}, "image", "BINARY_TYPE_INVALID_IMAGE"),
        ({"name": "d_x", "image": "data:image/png;base64,"
          + base64.b64encode(b"\0" * (256 * 1024 + 1)).decode()}, "image",
         "BINARY_TYPE_MAX_SIZE"),
    ],
)
async def test_bad_application_emoji_is_refused(
    emulator: Emulator, body: dict[str, Any], field: str, code: str
) -> None:
    status, _, error = await raw(emulator, "POST",
                                 f"/applications/{emulator.application_id}/emojis", body)
    assert status == 400 and error["code"] == 50035
    assert error["errors"][field]["_errors"][0]["code"] == code
    assert emulator.emojis == {}


async def test_request_log_has_timings(emulator: Emulator, tiny: Tiny) -> None:
    h = await emulator.slash("ping", user="alice", channel="general")
    await h.reply()
    [callback] = emulator.requests_to("POST", "/callback")
    assert callback.json["type"] == 4 and callback.query == {"with_response": "1"}
    assert callback.duration is not None and callback.duration >= 0
    assert emulator.requests_to("GET", "/users/@me")


async def test_a_repeated_nonce_is_the_first_message_for_a_few_minutes(
        emulator: Emulator) -> None:
    """Discord: with `enforce_nonce`, a message whose author made one with the same
    nonce in the past few minutes is that message; later, or without it, a new one."""
    path = f"/channels/{emulator.general.id}/messages"

    async def post(**extra: Any) -> str:
        status, _, body = await raw(emulator, "POST", path, {"content": "hi", **extra})
        assert status == 200, body
        return str(body["id"])

    first = await post(nonce="season-1", enforce_nonce=True)
    assert await post(nonce="season-1", enforce_nonce=True) == first
    assert await post(nonce="season-1") != first  # not enforced: a new message
    emulator.clock.advance(NONCE_WINDOW + 1)
    assert await post(nonce="season-1", enforce_nonce=True) != first
    assert len(emulator.messages("general")) == 3


async def test_history_pages_after_and_before_a_message_as_discord_does(
        emulator: Emulator, tiny: Tiny) -> None:
    """Newest first in every page; with `after`, the messages right after it."""
    path = f"/channels/{emulator.general.id}/messages"
    ids = [str((await raw(emulator, "POST", path, {"content": str(i)}))[2]["id"])
           for i in range(5)]
    _, _, page = await raw(emulator, "GET", f"{path}?after={ids[0]}&limit=2")
    assert [m["id"] for m in page] == [ids[2], ids[1]]
    _, _, page = await raw(emulator, "GET", f"{path}?before={ids[4]}&limit=2")
    assert [m["id"] for m in page] == [ids[3], ids[2]]
    channel = tiny.get_partial_messageable(int(emulator.general.id))
    seen = [str(m.id) async for m in channel.history(
        limit=None, after=discord.Object(id=int(ids[1])), oldest_first=True)]
    assert seen == ids[2:]
