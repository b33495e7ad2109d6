"""Discord's message-payload validation, re-implemented so tests fail like production would.

Discord rejects an oversized embed or a malformed component row with HTTP 400 and code
50035 ("Invalid Form Body"), and a bot that only ever ran against mocks never finds out.
The limits below are the documented ones (https://discord.com/developers/docs/resources/message
and .../interactions/message-components); the error body mirrors Discord's nested
``{"errors": {"embeds": {"0": {"title": {"_errors": [...]}}}}}`` shape so code that inspects
``HTTPException.text`` / ``.code`` sees what it would see in production.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Path = tuple[str | int, ...]

EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_EMBEDS = 1 << 2
IS_COMPONENTS_V2 = 1 << 15

SELECT_TYPES = {3, 5, 6, 7, 8}
BUTTON = 2
ACTION_ROW = 1
LINK_STYLE = 5
PREMIUM_STYLE = 6


class ValidationError(Exception):
    """A payload Discord would refuse; carries the Discord-shaped JSON body and HTTP status."""

    def __init__(self, body: dict[str, Any], status: int = 400) -> None:
        super().__init__(body.get("message", "Invalid Form Body"))
        self.body = body
        self.status = status


class _Collector:
    """Accumulates per-field errors, then renders them in Discord's nested format."""

    def __init__(self, prefix: Path = ()) -> None:
        self.prefix = prefix
        self.items: list[tuple[Path, str, str]] = []

    def add(self, path: Path, code: str, message: str) -> None:
        self.items.append((self.prefix + path, code, message))

    def max_len(self, path: Path, value: Any, limit: int, *, minimum: int = 0) -> None:
        if value is None:
            if minimum:
                self.add(path, "BASE_TYPE_REQUIRED", "This field is required")
            return
        text = str(value)
        if len(text) > limit:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")
        elif len(text) < minimum:
            self.add(
                path,
                "BASE_TYPE_BAD_LENGTH",
                f"Must be between {minimum} and {limit} in length.",
            )

    def render(self) -> dict[str, Any]:
        errors: dict[str, Any] = {}
        for path, code, message in self.items:
            node = errors
            for part in path:
                node = node.setdefault(str(part), {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        return {"code": 50035, "message": "Invalid Form Body", "errors": errors}

    def raise_if_any(self) -> None:
        if self.items:
            raise ValidationError(self.render())


def _embed_chars(embed: dict[str, Any]) -> int:
    """Characters that count towards Discord's 6000-per-message embed budget."""
    total = len(str(embed.get("title") or "")) + len(str(embed.get("description") or ""))
    for field in embed.get("fields") or []:
        total += len(str(field.get("name") or "")) + len(str(field.get("value") or ""))
    total += len(str((embed.get("footer") or {}).get("text") or ""))
    total += len(str((embed.get("author") or {}).get("name") or ""))
    return total


def _check_embeds(c: _Collector, embeds: Any) -> None:
    if embeds is None:
        return
    if not isinstance(embeds, list):
        c.add(("embeds",), "BASE_TYPE_BAD_TYPE", "Must be an array.")
        return
    if len(embeds) > 10:
        c.add(("embeds",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        p: Path = ("embeds", i)
        c.max_len((*p, "title"), embed.get("title"), 256)
        c.max_len((*p, "description"), embed.get("description"), 4096)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            c.add((*p, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, field in enumerate(fields):
            c.max_len((*p, "fields", j, "name"), field.get("name"), 256, minimum=1)
            c.max_len((*p, "fields", j, "value"), field.get("value"), 1024, minimum=1)
        footer = embed.get("footer")
        if footer:
            c.max_len((*p, "footer", "text"), footer.get("text"), 2048)
        author = embed.get("author")
        if author:
            c.max_len((*p, "author", "name"), author.get("name"), 256)
        total += _embed_chars(embed)
    if total > 6000:
        c.add(
            ("embeds",),
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        )


def _iter_components(components: Iterable[dict[str, Any]]) -> Iterable[dict[str, Any]]:
    """Every component, recursing into rows / containers / sections (v1 and v2 layouts)."""
    for comp in components:
        yield comp
        yield from _iter_components(comp.get("components") or [])
        accessory = comp.get("accessory")
        if accessory:
            yield accessory


def _check_button(c: _Collector, p: Path, button: dict[str, Any]) -> None:
    style = button.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        c.add((*p, "style"), "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4, 5, 6).")
    if style == LINK_STYLE:
        if not button.get("url"):
            c.add((*p, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if button.get("custom_id") is not None:
            c.add(
                (*p, "custom_id"),
                "COMPONENT_FIELD_NOT_ALLOWED",
                "A link button cannot have a custom_id.",
            )
    elif style == PREMIUM_STYLE:
        if not button.get("sku_id"):
            c.add((*p, "sku_id"), "BASE_TYPE_REQUIRED", "This field is required")
    else:
        if button.get("url") is not None:
            c.add((*p, "url"), "COMPONENT_FIELD_NOT_ALLOWED", "Only link buttons can have a url.")
        if button.get("custom_id") is None:
            c.add((*p, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
    if style != PREMIUM_STYLE and not button.get("label") and not button.get("emoji"):
        c.add((*p, "label"), "BASE_TYPE_REQUIRED", "A button must have a label or an emoji.")
    c.max_len((*p, "label"), button.get("label"), 80)


def _check_select(c: _Collector, p: Path, select: dict[str, Any]) -> None:
    c.max_len((*p, "placeholder"), select.get("placeholder"), 150)
    min_v = select.get("min_values", 1)
    max_v = select.get("max_values", 1)
    if not 0 <= int(min_v) <= 25:
        c.add((*p, "min_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 0.")
    if not 1 <= int(max_v) <= 25:
        c.add((*p, "max_values"), "NUMBER_TYPE_MAX", "int value should be <= 25 and >= 1.")
    if select.get("type") == 3:
        options = select.get("options") or []
        if not 1 <= len(options) <= 25:
            c.add(
                (*p, "options"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 25 in length.",
            )
        values: set[str] = set()
        for k, option in enumerate(options):
            op: Path = (*p, "options", k)
            c.max_len((*op, "label"), option.get("label"), 80, minimum=1)
            c.max_len((*op, "value"), option.get("value"), 100, minimum=1)
            c.max_len((*op, "description"), option.get("description"), 100)
            if option.get("value") in values:
                c.add(
                    (*op, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select option values must be unique.",
                )
            values.add(option.get("value"))
        if options and int(max_v) > len(options):
            c.add(
                (*p, "max_values"),
                "BASE_TYPE_MAX",
                "max_values must be less than or equal to the number of options.",
            )


SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY = 9, 10, 11, 12
FILE, SEPARATOR, CONTAINER = 13, 14, 17
#: what a Components V2 message may hold at its top level, and inside a container
V2_TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = V2_TOP_LEVEL - {CONTAINER}
V2_MAX_COMPONENTS = 40  # nested ones included
V2_MAX_TEXT = 4000  # characters of all the text displays together


def _check_row(c: _Collector, p: Path, row: dict[str, Any]) -> None:
    """An action row: 1-5 buttons, or one select alone."""
    children = row.get("components") or []
    if not children:
        c.add((*p, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
    buttons = [ch for ch in children if ch.get("type") == BUTTON]
    selects = [ch for ch in children if ch.get("type") in SELECT_TYPES]
    if selects and (buttons or len(selects) > 1):
        c.add((*p, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
              "The specified component exceeds the maximum width")
    if len(buttons) > 5:
        c.add((*p, "components"), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    for j, child in enumerate(children):
        cp: Path = (*p, "components", j)
        if child.get("type") == BUTTON:
            _check_button(c, cp, child)
        elif child.get("type") in SELECT_TYPES:
            _check_select(c, cp, child)
        else:
            c.add((*cp, "type"), "UNION_TYPE_CHOICES",
                  'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).')


def _check_media(c: _Collector, p: Path, media: Any, attachments: frozenset[str]) -> None:
    """An unfurled media item: a URL; `attachment://name` must name one of the message's
    own files (Discord shows attachments of a V2 message only through such items)."""
    url = str((media or {}).get("url") or "")
    if not url:
        c.add((*p, "url"), "BASE_TYPE_REQUIRED", "This field is required")
    elif url.startswith("attachment://") and url[len("attachment://"):] not in attachments:
        c.add((*p, "url"), "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND",
              f"No attachment named {url[len('attachment://'):]!r} in this message")


def _check_v2(c: _Collector, p: Path, comp: dict[str, Any], allowed: set[int],
              attachments: frozenset[str]) -> None:
    """One component of a Components V2 layout, and what it holds."""
    ctype = comp.get("type")
    if ctype not in allowed:
        c.add((*p, "type"), "UNION_TYPE_CHOICES",
              f'Value of field "type" must be one of {tuple(sorted(allowed))}.')
        return
    if ctype == ACTION_ROW:
        _check_row(c, p, comp)
    elif ctype == CONTAINER:
        children = comp.get("components") or []
        if not children:
            c.add((*p, "components"), "BASE_TYPE_BAD_LENGTH", "Must be 1 or more in length.")
        colour = comp.get("accent_color")
        if colour is not None and not 0 <= int(colour) <= 0xFFFFFF:
            c.add((*p, "accent_color"), "NUMBER_TYPE_MAX", "int value should be <= 16777215.")
        for j, child in enumerate(children):
            _check_v2(c, (*p, "components", j), child, IN_CONTAINER, attachments)
    elif ctype == SECTION:
        texts = comp.get("components") or []
        if not 1 <= len(texts) <= 3:
            c.add((*p, "components"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 3 in length.")
        for j, child in enumerate(texts):
            _check_v2(c, (*p, "components", j), child, {TEXT_DISPLAY}, attachments)
        accessory = comp.get("accessory")
        if not accessory:
            c.add((*p, "accessory"), "BASE_TYPE_REQUIRED", "This field is required")
        elif accessory.get("type") == BUTTON:
            _check_button(c, (*p, "accessory"), accessory)
        elif accessory.get("type") == THUMBNAIL:
            _check_media(c, (*p, "accessory", "media"), accessory.get("media"), attachments)
        else:
            c.add((*p, "accessory", "type"), "UNION_TYPE_CHOICES",
                  'Value of field "type" must be one of (2, 11).')
    elif ctype == TEXT_DISPLAY:
        c.max_len((*p, "content"), comp.get("content"), V2_MAX_TEXT, minimum=1)
    elif ctype == MEDIA_GALLERY:
        items = comp.get("items") or []
        if not 1 <= len(items) <= 10:
            c.add((*p, "items"), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 10 in length.")
        for j, item in enumerate(items):
            _check_media(c, (*p, "items", j, "media"), item.get("media"), attachments)
            c.max_len((*p, "items", j, "description"), item.get("description"), 1024)
    elif ctype == FILE:
        _check_media(c, (*p, "file"), comp.get("file"), attachments)
    elif ctype == SEPARATOR and comp.get("spacing") not in (None, 1, 2):
        c.add((*p, "spacing"), "BASE_TYPE_CHOICES", "Value must be one of (1, 2).")


def _check_components(c: _Collector, components: Any, flags: int,
                      attachments: frozenset[str] = frozenset()) -> None:
    if components is None:
        return
    if not isinstance(components, list):
        c.add(("components",), "BASE_TYPE_BAD_TYPE", "Must be an array.")
        return
    v2 = bool(flags & IS_COMPONENTS_V2)
    if not v2:
        if len(components) > 5:
            c.add(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
        for i, row in enumerate(components):
            p: Path = ("components", i)
            if row.get("type") != ACTION_ROW:
                c.add(
                    (*p, "type"),
                    "UNION_TYPE_CHOICES",
                    "Top-level components must be action rows"
                    " (other layouts need the IS_COMPONENTS_V2 flag).",
                )
                continue
            _check_row(c, p, row)
    else:
        every = list(_iter_components(components))
        if len(every) > V2_MAX_COMPONENTS:
            c.add(("components",), "BASE_TYPE_MAX_LENGTH",
                  f"Must be {V2_MAX_COMPONENTS} or fewer in total.")
        text = sum(len(str(x.get("content") or "")) for x in every
                   if x.get("type") == TEXT_DISPLAY)
        if text > V2_MAX_TEXT:
            c.add(("components",), "MAX_TEXT_DISPLAY_LENGTH_EXCEEDED",
                  f"Text displays must total {V2_MAX_TEXT} or fewer characters.")
        for i, comp in enumerate(components):
            _check_v2(c, ("components", i), comp, V2_TOP_LEVEL, attachments)
    # custom_id and id rules apply to every layout.
    seen: set[str] = set()
    ids: set[int] = set()
    for comp in _iter_components(components):
        if comp.get("id") is not None:
            if comp["id"] in ids:
                c.add(("components", "id"), "COMPONENT_ID_DUPLICATED",
                      "Component ids must be unique")
            ids.add(comp["id"])
        custom_id = comp.get("custom_id")
        if custom_id is None:
            continue
        if not 1 <= len(str(custom_id)) <= 100:
            c.add(
                ("components", "custom_id"),
                "BASE_TYPE_BAD_LENGTH",
                "Must be between 1 and 100 in length.",
            )
        if custom_id in seen:
            c.add(
                ("components", "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen.add(custom_id)


def validate_message(
    payload: dict[str, Any],
    *,
    creating: bool,
    has_files: bool = False,
    prefix: Path = (),
    before: dict[str, Any] | None = None,
    attachments: frozenset[str] = frozenset(),
) -> None:
    """Raise :class:`ValidationError` if Discord would reject this message create/edit body.

    ``prefix`` nests the errors (interaction callbacks report them under ``data``).
    ``creating`` enables the "empty message" rule, which edits are exempt from.
    ``before`` is the message an edit changes (its flags, content, embeds): an edit may
    set IS_COMPONENTS_V2 but never unset it, and the message it leaves must carry no
    content or embeds if it is a Components V2 message. ``attachments`` are the file
    names the message will carry (what `attachment://` may name).
    """
    c = _Collector(prefix)
    c.max_len(("content",), payload.get("content"), 2000)
    _check_embeds(c, payload.get("embeds"))
    old_flags = int((before or {}).get("flags") or 0)
    flags = int(payload.get("flags") or 0) if payload.get("flags") is not None else old_flags
    if old_flags & IS_COMPONENTS_V2 and not flags & IS_COMPONENTS_V2:
        c.add(("flags",), "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
              "The IS_COMPONENTS_V2 flag cannot be removed from a message")
    if flags & IS_COMPONENTS_V2:
        for name in ("content", "embeds", "sticker_ids", "poll"):
            value = payload[name] if name in payload else (before or {}).get(name)
            if value:
                c.add((name,), "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                      f"{name} cannot be used with the IS_COMPONENTS_V2 flag:"
                      " set it to null or empty")
    _check_components(c, payload.get("components"), flags, attachments)
    c.raise_if_any()
    if creating and not (
        payload.get("content")
        or payload.get("embeds")
        or payload.get("components")
        or payload.get("sticker_ids")
        or payload.get("poll")
        or has_files
    ):
        raise ValidationError({"code": 50006, "message": "Cannot send an empty message"})


def validate_request(method: str, route: str, body: Any, *, prefix: Path = ()) -> None:
    """Raise :class:`ValidationError` if `body` does not fit the JSON schema Discord's
    OpenAPI spec gives for this operation's request (`route` as the spec writes it,
    e.g. ``/channels/{channel_id}/messages``)."""
    from .spec import request_errors

    c = _Collector(prefix)
    for path, message in request_errors(method, route, body):
        c.add(path, "OPENAPI_SCHEMA", message)
    c.raise_if_any()


def error(status: int, code: int, message: str) -> ValidationError:
    """A non-form error (e.g. 40060, 10062) in Discord's ``{"code", "message"}`` shape."""
    return ValidationError({"code": code, "message": message}, status=status)


# Locales Discord accepts in *_localizations maps and sends as `locale` /
# `guild_locale` (AvailableLocalesEnum of Discord's OpenAPI spec).
LOCALES = frozenset({
    "ar", "bg", "cs", "da", "de", "el", "en-GB", "en-US", "es-419", "es-ES", "fi", "fr",
    "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "nl", "no", "pl", "pt-BR", "ro",
    "ru", "sv-SE", "th", "tr", "uk", "vi", "zh-CN", "zh-TW",
})


def valid_command_name(name: str) -> bool:
    """Discord's ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`` for chat-input command and
    option names, lower case wherever a letter has a lower-case form (the documented
    pattern once listed an apostrophe too: we keep to the stricter rule, api-docs #7712)."""
    import unicodedata

    if not 1 <= len(name) <= 32:
        return False
    for char in name:
        script = unicodedata.name(char, "")
        if not (
            char in "-_"
            or unicodedata.category(char)[0] in "LN"
            or "DEVANAGARI" in script
            or "THAI" in script
        ):
            return False
        if char.lower() != char:
            return False
    return True


def _check_localizations(
    c: _Collector, p: Path, node: dict[str, Any], field: str, limit: int, *, is_name: bool
) -> None:
    localized = node.get(f"{field}_localizations")
    if localized is None:
        return
    if not isinstance(localized, dict):
        c.add((*p, f"{field}_localizations"), "DICT_TYPE_CONVERT", "Only dictionaries may be used")
        return
    for locale, text in localized.items():
        lp: Path = (*p, f"{field}_localizations", locale)
        if locale not in LOCALES:
            c.add(lp, "LOCALE_INVALID", f"Invalid locale {locale!r}")
            continue
        c.max_len(lp, text, limit, minimum=1)
        if is_name and isinstance(text, str) and not valid_command_name(text):
            c.add(lp, "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")


def _check_option_tree(c: _Collector, p: Path, node: dict[str, Any], *, choice: bool) -> None:
    if choice:
        c.max_len((*p, "name"), node.get("name"), 100, minimum=1)
        _check_localizations(c, p, node, "name", 100, is_name=False)
        return
    name = node.get("name")
    if isinstance(name, str) and not valid_command_name(name):
        c.add((*p, "name"), "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    _check_localizations(c, p, node, "name", 32, is_name=True)
    _check_localizations(c, p, node, "description", 100, is_name=False)
    options = node.get("options") or []
    if len(options) > 25:
        c.add((*p, "options"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    # Names, plain and per locale, are unique among siblings.
    for locale in {None} | {loc for o in options for loc in (o.get("name_localizations") or {})}:
        names = [
            (o.get("name_localizations") or {}).get(locale, o.get("name")) if locale else o.get(
                "name")
            for o in options
        ]
        if len(names) != len(set(names)):
            c.add((*p, "options"), "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                  f"Option names must be unique (locale {locale or 'default'})")
    for i, option in enumerate(options):
        op: Path = (*p, "options", i)
        c.max_len((*op, "name"), option.get("name"), 32, minimum=1)
        c.max_len((*op, "description"), option.get("description"), 100, minimum=1)
        _check_option_tree(c, op, option, choice=False)
        choices = option.get("choices") or []
        if choices and option.get("autocomplete"):
            c.add((*op, "autocomplete"), "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_CHOICES",
                  "Autocomplete can not be set on an option with choices")
        if len(choices) > 25:
            c.add((*op, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, entry in enumerate(choices):
            _check_option_tree(c, (*op, "choices", j), entry, choice=True)


def validate_autocomplete(data: dict[str, Any], *, prefix: Path = ()) -> None:
    """Raise :class:`ValidationError` if Discord would reject these suggestions (a type 8
    response): at most 25 choices, each named in 1-100 characters (localized names
    too), a string value of at most 100 characters (Discord's documented limit)."""
    c = _Collector(prefix)
    choices = data.get("choices") or []
    if not isinstance(choices, list) or len(choices) > 25:
        c.add(("choices",), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        c.raise_if_any()
    for i, choice in enumerate(choices):
        _check_option_tree(c, ("choices", i), choice, choice=True)
        value = choice.get("value")
        if value is None:
            c.add(("choices", i, "value"), "BASE_TYPE_REQUIRED", "This field is required")
        elif isinstance(value, str):
            c.max_len(("choices", i, "value"), value, 100)
    c.raise_if_any()


COMMAND_MAX_CHARS = 8000


def _longest(node: dict[str, Any], field: str) -> int:
    texts = [str(node.get(field) or "")]
    texts += [str(v) for v in (node.get(f"{field}_localizations") or {}).values()]
    return max(len(text) for text in texts)


def command_size(node: dict[str, Any]) -> int:
    """Characters a command counts towards Discord's 8000: every name, description and
    choice value, a localized field counting only its longest text."""
    size = _longest(node, "name") + _longest(node, "description")
    for choice in node.get("choices") or []:
        size += _longest(choice, "name") + len(str(choice.get("value", "")))
    return size + sum(command_size(option) for option in node.get("options") or [])


def check_commands(c: _Collector, body: list[dict[str, Any]]) -> None:
    """Names (plain and localized) by Discord's rules, localization maps keyed by the
    locales Discord knows, lengths of every name, description and choice label, and
    each command's total size."""
    for i, command in enumerate(body):
        if command.get("type", 1) == 1:
            _check_option_tree(c, (i,), command, choice=False)
            if command_size(command) > COMMAND_MAX_CHARS:
                c.add((i,), "APPLICATION_COMMAND_TOO_LARGE",
                      f"Command exceeds maximum size ({COMMAND_MAX_CHARS})")
