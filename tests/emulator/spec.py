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
    request body; its `$ref`s resolve in the spec's own `components`.

    jsonschema-rs (compiled) checks a board in some 0.03 ms where the pure-Python
    jsonschema took 5 ms: every request of every end-to-end test is checked, and this
    was a quarter of their time. On 3,718 requests of the e2e tests and 3,000 mutations
    of them both libraries gave the same verdict on each."""
    import jsonschema_rs

    operation = openapi()["paths"][route][method.lower()]
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    checked = _by_type(body, openapi()["components"]["schemas"])
    return jsonschema_rs.Draft202012Validator({**checked, "components": _lenient_components()})


@cache
def _lenient_components() -> dict[str, Any]:
    """The spec's components, read as Discord reads them and fast to check:

    * a snowflake may be sent as a JSON number (discord.py numbers the attachments of a
      message it uploads `0`, `1`, ...; Discord takes them);
    * a `oneOf`/`anyOf` whose branches each name their `type` (components, callback
      kinds) is checked against the one branch its `type` selects (an `if` on the type,
      `then` the branch), as Discord reads the discriminator: a board's nested layouts
      would otherwise be tried against every branch at every level; an enum
      written as a `oneOf` of consts is checked as the enum, and "null or X" as
      `anyOf` (the same meaning, settled by the first branch that fits)."""
    components = dict(openapi()["components"])
    schemas = {name: _by_type(value, openapi()["components"]["schemas"])
               for name, value in components["schemas"].items()}
    schemas["SnowflakeType"] = {"anyOf": [schema("SnowflakeType"),
                                          {"type": "integer", "minimum": 0}]}
    components["schemas"] = schemas
    return components


def _type_values(branch: dict[str, Any], schemas: dict[str, Any]) -> list[Any] | None:
    """The `type` values a union branch stands for (None: it names none)."""
    ref = branch.get("$ref")
    target = schemas.get(ref.rsplit("/", 1)[-1]) if isinstance(ref, str) else branch
    if not isinstance(target, dict) or "type" not in target.get("required", []):
        return None
    values = (target.get("properties") or {}).get("type", {}).get("enum")
    return list(values) if isinstance(values, list) and values else None


def _by_type(node: Any, schemas: dict[str, Any]) -> Any:
    """`node` with every union keyed by `type` read through its branch for the type."""
    if isinstance(node, list):
        return [_by_type(item, schemas) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _by_type(value, schemas) for key, value in node.items()}
    choices = node.get("oneOf")
    if isinstance(choices, list) and choices and all(
            isinstance(c, dict) and "const" in c for c in choices):
        del out["oneOf"]  # an enum written as one const per value, with its description
        out["enum"] = [c["const"] for c in choices]
    elif isinstance(choices, list) and len(choices) == 2 and {"type": "null"} in choices:
        del out["oneOf"]  # null or one thing: they cannot both match, the first suffices
        out["anyOf"] = [{"type": "null"},
                        *[_by_type(c, schemas) for c in choices if c != {"type": "null"}]]
    for union in ("oneOf", "anyOf"):
        branches = node.get(union)
        if not isinstance(branches, list) or len(branches) < 2:
            continue
        typed = [_type_values(b, schemas) for b in branches]
        if any(values is None for values in typed):
            continue
        allowed = [v for values in typed for v in values if values is not None]
        if len(set(allowed)) != len(allowed):
            continue  # two branches share a type: keep the union as it is
        del out[union]
        out["required"] = sorted({*out.get("required", []), "type"})
        out.setdefault("properties", {})["type"] = {"enum": allowed}
        out["allOf"] = [*out.get("allOf", []), *(
            {"if": {"type": "object", "required": ["type"],
                    "properties": {"type": {"const": value}}},
             "then": _by_type(branch, schemas)}
            for branch, values in zip(branches, typed, strict=True)
            for value in values or ())]
    return out


def request_errors(method: str, route: str, body: Any) -> list[tuple[tuple[str | int, ...], str]]:
    """(path, message) of every way `body` breaks the spec's request schema, most
    relevant first (empty: it fits)."""
    return _errors(_request_validator(method, route), body)


@cache
def _schema_validator(name: str) -> Any:
    import jsonschema_rs

    return jsonschema_rs.Draft202012Validator({"$ref": f"#/components/schemas/{name}",
                                               "components": _lenient_components()})


def schema_errors(name: str, instance: Any) -> list[tuple[tuple[str | int, ...], str]]:
    """How `instance` breaks schema `name` of the spec (e.g. what Discord answers:
    "MessageResponse", "PrivateChannelResponse"); empty: it fits."""
    return _errors(_schema_validator(name), instance)


def _errors(validator: Any, instance: Any) -> list[tuple[tuple[str | int, ...], str]]:
    first = next(iter(validator.iter_errors(instance)), None)
    if first is None:
        return []
    return [(tuple(first.instance_path), first.message[:500])]
