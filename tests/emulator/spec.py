"""Discord's OpenAPI specification, vendored in `discord_api_spec/` (source, version and
licence in its README): what the emulator and the tests check Discord's shapes against."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

SPEC = Path(__file__).resolve().parent / "discord_api_spec" / "openapi.json"


@cache
def openapi() -> dict[str, Any]:
    """The whole specification, parsed once."""
    spec: dict[str, Any] = json.loads(SPEC.read_text("utf-8"))
    return spec


def schema(name: str) -> dict[str, Any]:
    """One of `components.schemas`, e.g. "AvailableLocalesEnum" or "MessageResponse"."""
    found: dict[str, Any] = openapi()["components"]["schemas"][name]
    return found


def enum_values(name: str) -> set[Any]:
    """The values an enum schema allows (the spec writes each as a `oneOf` of consts)."""
    return {entry["const"] for entry in schema(name)["oneOf"]}
