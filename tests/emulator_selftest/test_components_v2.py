"""Components V2 as Discord checks it: the flag, its layouts and limits, what it forbids,
and the OpenAPI request schemas of the message and interaction-callback routes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.emulator import Emulator
from tests.emulator.validation import IS_COMPONENTS_V2

from .helpers import raw

V2 = IS_COMPONENTS_V2


def text(content: str = "hi") -> dict[str, Any]:
    return {"type": 10, "content": content}


def container(*children: dict[str, Any]) -> dict[str, Any]:
    return {"type": 17, "components": list(children), "accent_color": 0x57F287}


def row(*buttons: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(buttons)}


def button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 2, "label": custom_id, "custom_id": custom_id}


def gallery(url: str) -> dict[str, Any]:
    return {"type": 12, "items": [{"media": {"url": url}}]}


async def post(emu: Emulator, payload: dict[str, Any]) -> tuple[int, Any]:
    status, _, body = await raw(emu, "POST", f"/channels/{emu.general.id}/messages", payload)
    return status, body


async def patch(emu: Emulator, message_id: str, payload: dict[str, Any]) -> tuple[int, Any]:
    status, _, body = await raw(
        emu, "PATCH", f"/channels/{emu.general.id}/messages/{message_id}", payload)
    return status, body


def codes(body: Any) -> set[str]:
    """Every `_errors` code in a 50035 body."""
    found: set[str] = set()

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            found.update(e["code"] for e in node.get("_errors", []))
            for key, value in node.items():
                if key != "_errors":
                    visit(value)

    visit(body.get("errors", {}))
    return found


async def test_a_v2_card_is_stored_numbered(emulator: Emulator) -> None:
    status, body = await post(emulator, {"flags": V2, "components": [
        container(text("## ⚄ ⚄"), row(button("a"), button("b")))]})
    assert status == 200, body
    assert body["flags"] & V2 and body["content"] == "" and body["embeds"] == []
    card = body["components"][0]
    assert [card["id"], card["components"][0]["id"], card["components"][1]["id"]] == [1, 2, 3]


BAD: dict[str, tuple[dict[str, Any], str]] = {
    "content with the flag": (
        {"flags": V2, "content": "x", "components": [text()]},
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
    "an embed with the flag": (
        {"flags": V2, "embeds": [{"title": "t"}], "components": [text()]},
        "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
    "a text display without the flag": (
        {"content": "x", "components": [text()]}, "UNION_TYPE_CHOICES"),
    "41 components": (
        {"flags": V2, "components": [container(*[text(str(i)) for i in range(40)])]},
        "BASE_TYPE_MAX_LENGTH"),
    "4001 characters of text": (
        {"flags": V2, "components": [text("a" * 2000), text("b" * 2001)]},
        "MAX_TEXT_DISPLAY_LENGTH_EXCEEDED"),
    "a container in a container": (
        {"flags": V2, "components": [container(container(text()))]}, "UNION_TYPE_CHOICES"),
    "six buttons in a row": (
        {"flags": V2, "components": [container(row(*[button(f"b{i}") for i in range(6)]))]},
        "BASE_TYPE_MAX_LENGTH"),
    "a picture that is not attached": (
        {"flags": V2, "components": [gallery("attachment://sheet.png")]},
        "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"),
    "an empty text display (OpenAPI: minLength 1)": (
        {"flags": V2, "components": [container(text(""))]}, "BASE_TYPE_BAD_LENGTH"),
    "a separator's spacing of 3": (
        {"flags": V2, "components": [{"type": 14, "spacing": 3}]}, "BASE_TYPE_CHOICES"),
    "a container colour past 0xFFFFFF (OpenAPI: maximum)": (
        {"flags": V2, "components": [{**container(text()), "accent_color": 1 << 24}]},
        "NUMBER_TYPE_MAX"),
}


@pytest.mark.parametrize("case", list(BAD))
async def test_what_discord_refuses_is_refused(emulator: Emulator, case: str) -> None:
    payload, code = BAD[case]
    status, body = await post(emulator, payload)
    assert (status, body["code"]) == (400, 50035), body
    assert code in codes(body), body
    assert emulator.messages("general") == []


async def test_the_openapi_schema_is_checked(emulator: Emulator) -> None:
    """What no rule of ours knows but the spec does: a container's `spoiler` is a boolean."""
    status, body = await post(emulator, {"flags": V2, "components": [
        {**container(text()), "spoiler": "yes"}]})
    assert status == 400 and "OPENAPI_SCHEMA" in codes(body), body


async def test_the_flag_is_set_by_an_edit_never_unset(emulator: Emulator) -> None:
    status, old = await post(emulator, {"content": "x", "embeds": [{"title": "old board"}]})
    assert status == 200
    # Setting the flag needs the content and embeds cleared in the same edit.
    status, body = await patch(emulator, old["id"], {"flags": V2, "components": [text()]})
    assert status == 400 and "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2" in codes(body)
    status, body = await patch(emulator, old["id"], {
        "flags": V2, "content": None, "embeds": [], "components": [text()]})
    assert status == 200 and body["flags"] & V2, body
    # Once set, it stays: an edit may not take it off, nor bring content back.
    status, body = await patch(emulator, old["id"], {"flags": 0, "components": []})
    assert status == 400 and "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG" in codes(body)
    status, body = await patch(emulator, old["id"], {"content": "back"})
    assert status == 400 and "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2" in codes(body)


async def test_a_deferred_answer_takes_no_v2_flag(emulator: Emulator, tiny: Any) -> None:
    """Discord: the IS_COMPONENTS_V2 flag goes on the follow-up or the edit that fills a
    deferred answer, never on the "thinking" placeholder itself."""
    status, msg = await post(emulator, {"content": "a message nobody's view knows",
                                        "components": [row(button("nobody"))]})
    assert status == 200
    stored = emulator.message_store[msg["id"]]
    # A click the bot drops (no view knows the id): the test answers it itself.
    handle = emulator._dispatch_interaction(
        3, {"custom_id": "nobody", "component_type": 2}, "alice", "general", stored)
    callback = f"/interactions/{handle.id}/{handle.record.token}/callback"
    status, _, body = await raw(emulator, "POST", callback, {"type": 5, "data": {"flags": V2}})
    assert status == 400 and "INTERACTION_DEFERRED_COMPONENTS_V2" in codes(body), body
    status, _, body = await raw(emulator, "POST", callback, {"type": 7, "data": {
        "flags": V2, "content": None, "components": [container(text("upgraded"))]}})
    assert status == 204, body
    assert emulator.message(msg["id"]).texts == ["upgraded"]
