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


@cache
def _request_validator(method: str, route: str) -> Any:
    """A JSON Schema (2020-12, as OpenAPI 3.1 uses) validator of one operation's JSON
    request body; its `$ref`s resolve in the spec's own `components`."""
    from jsonschema import Draft202012Validator

    operation = openapi()["paths"][route][method.lower()]
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    return Draft202012Validator({**body, "components": _lenient_components()})


@cache
def _lenient_components() -> dict[str, Any]:
    """The spec's components, with one leniency Discord has and the spec does not say:
    a snowflake may be sent as a JSON number (discord.py numbers the attachments of a
    message it uploads `0`, `1`, ...; Discord takes them)."""
    components = dict(openapi()["components"])
    schemas = dict(components["schemas"])
    schemas["SnowflakeType"] = {"anyOf": [schema("SnowflakeType"),
                                          {"type": "integer", "minimum": 0}]}
    components["schemas"] = schemas
    return components


def request_errors(method: str, route: str, body: Any) -> list[tuple[tuple[str | int, ...], str]]:
    """(path, message) of every way `body` breaks the spec's request schema, most
    relevant first (empty: it fits)."""
    from jsonschema.exceptions import best_match

    validator = _request_validator(method, route)
    errors = list(validator.iter_errors(body))
    if not errors:
        return []
    best = best_match(errors)
    return [(tuple(best.absolute_path), best.message[:500])]
