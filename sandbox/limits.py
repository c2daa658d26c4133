"""Discord's message/component/modal limits, checked on every message-bearing payload.

Entry points raise :func:`sandbox.errors.invalid_form_body` (400, code 50035) with
Discord's nested ``errors`` object, or 50006 for an empty message:

* content <= 2000 characters
* <= 10 embeds; per embed title 256, description 4096, <= 25 fields, field name 256,
  field value 1024, footer text 2048, author name 256; all embeds together <= 6000
* classic components: <= 5 action rows, <= 5 components per row, <= 25 in total,
  a select occupies a whole row, button label <= 80, select options 1..25,
  option label/value/description <= 100, placeholder <= 150, ``custom_id`` 1..100
  characters and unique within the message; link buttons need ``url`` and no custom_id
* component emoji (buttons, select options): a unicode ``name`` must be one emoji Discord
  knows (checked with the maintained ``emoji`` library); a custom emoji has an ``id``
  and its name is not checked, as on Discord. Otherwise 50035 with
  ``BUTTON_COMPONENT_INVALID_EMOJI`` "Invalid emoji" at ``….emoji.name`` (Discord uses
  that code for select options too)
* Components V2 (flag 32768): the rules of :mod:`sandbox.layout` (flag kept once set, no
  content/embeds/poll/stickers, <= 40 components nested ones counted, <= 4000 characters of
  text displays, galleries of 1..10 items, ``attachment://`` names an uploaded or kept file),
  plus the leaf rules above (labels, emoji, custom_id length/uniqueness) at their nested paths
* modals: title 1..45, custom_id 1..100, 1..5 top-level components, text input label <= 45
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import emoji as emoji_data

from .errors import empty_message, invalid_form_body
from .layout import IS_COMPONENTS_V2, check_v2, walk

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
ROWS_MAX = 5
ROW_WIDTH_MAX = 5
COMPONENTS_MAX = 25
SELECT_OPTIONS_MAX = 25
BUTTON_LABEL_MAX = 80
CUSTOM_ID_MAX = 100
SELECT_TYPES = {3, 5, 6, 7, 8}

Problem = tuple[str, str, str]  # (dotted path, error code, message)


def _too_long(path: str, limit: int) -> Problem:
    return (path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def errors_tree(problems: list[Problem]) -> dict[str, Any]:
    """Discord's nested ``errors`` object for ``problems`` (dotted path, code, message)."""
    tree: dict[str, Any] = {}
    for path, code, message in problems:
        node = tree
        for part in path.split("."):
            if part:
                node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    return tree


def embed_length(embed: dict[str, Any]) -> int:
    """Characters counted against the 6000 total (title, description, fields, footer, author)."""
    n = len(embed.get("title") or "") + len(embed.get("description") or "")
    for f in embed.get("fields") or []:
        n += len(f.get("name") or "") + len(f.get("value") or "")
    n += len((embed.get("footer") or {}).get("text") or "")
    n += len((embed.get("author") or {}).get("name") or "")
    return n


def check_embeds(embeds: list[dict[str, Any]]) -> list[Problem]:
    """Embed limits (see module doc)."""
    out: list[Problem] = []
    if len(embeds) > EMBEDS_MAX:
        out.append(("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {EMBEDS_MAX} or fewer in length."))
    total = 0
    for i, e in enumerate(embeds):
        p = f"embeds.{i}"
        for key, limit in (("title", 256), ("description", 4096)):
            if len(e.get(key) or "") > limit:
                out.append(_too_long(f"{p}.{key}", limit))
        fields = e.get("fields") or []
        if len(fields) > 25:
            out.append(_too_long(f"{p}.fields", 25))
        for j, f in enumerate(fields):
            if len(f.get("name") or "") > 256:
                out.append(_too_long(f"{p}.fields.{j}.name", 256))
            if len(f.get("value") or "") > 1024:
                out.append(_too_long(f"{p}.fields.{j}.value", 1024))
        if len((e.get("footer") or {}).get("text") or "") > 2048:
            out.append(_too_long(f"{p}.footer.text", 2048))
        if len((e.get("author") or {}).get("name") or "") > 256:
            out.append(_too_long(f"{p}.author.name", 256))
        total += embed_length(e)
    if total > EMBED_TOTAL_MAX:
        out.append(("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000"))
    return out


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first (rows, sections, containers, labels included)."""
    for c in components or []:
        yield c
        yield from iter_components(c.get("components") or [])
        if isinstance(c.get("component"), dict):
            yield from iter_components([c["component"]])
        if isinstance(c.get("accessory"), dict):
            yield from iter_components([c["accessory"]])


def valid_emoji(value: Any) -> bool:
    """Whether a component's ``emoji`` object is one Discord accepts: a custom emoji (an
    ``id``) or a unicode ``name`` that is exactly one emoji."""
    if not isinstance(value, dict):
        return False
    if value.get("id"):
        return True
    name = value.get("name")
    return isinstance(name, str) and emoji_data.is_emoji(name)


def _check_emoji(c: dict[str, Any], p: str) -> list[Problem]:
    if "emoji" in c and c["emoji"] is not None and not valid_emoji(c["emoji"]):
        return [(f"{p}.emoji.name", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")]
    return []


def _check_leaf(c: dict[str, Any], p: str) -> list[Problem]:
    out: list[Problem] = []
    t = c.get("type")
    if t == 2:
        out.extend(_check_emoji(c, p))
        if len(c.get("label") or "") > BUTTON_LABEL_MAX:
            out.append(_too_long(f"{p}.label", BUTTON_LABEL_MAX))
        if c.get("style") == 5:
            if not c.get("url"):
                out.append((f"{p}.url", "BASE_TYPE_REQUIRED", "This field is required"))
        elif c.get("style") != 6 and "custom_id" not in c:
            out.append((f"{p}.custom_id", "BASE_TYPE_REQUIRED", "This field is required"))
    if t in SELECT_TYPES:
        if len(c.get("placeholder") or "") > 150:
            out.append(_too_long(f"{p}.placeholder", 150))
        if t == 3:
            opts = c.get("options") or []
            if not opts:
                out.append((f"{p}.options", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."))
            if len(opts) > SELECT_OPTIONS_MAX:
                out.append(_too_long(f"{p}.options", SELECT_OPTIONS_MAX))
            for k, o in enumerate(opts):
                out.extend(_check_emoji(o, f"{p}.options.{k}"))
                for key in ("label", "value", "description"):
                    if len(o.get(key) or "") > 100:
                        out.append(_too_long(f"{p}.options.{k}.{key}", 100))
        for key in ("min_values", "max_values"):
            if key in c and c[key] is not None and not 0 <= int(c[key]) <= 25:
                out.append((f"{p}.{key}", "NUMBER_TYPE_MAX", "int value should be less than or equal to 25."))
    if "custom_id" in c and c.get("type") not in (1, None):
        cid = c.get("custom_id")
        if not isinstance(cid, str) or not 1 <= len(cid) <= CUSTOM_ID_MAX:
            out.append((f"{p}.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
    return out


def check_components(components: list[dict[str, Any]], flags: int = 0) -> list[Problem]:
    """Component limits and custom_id rules (see module doc)."""
    out: list[Problem] = []
    components = components or []
    seen: dict[str, str] = {}
    if flags & IS_COMPONENTS_V2:  # the tree and counts: sandbox.layout.check_v2
        allc = list(iter_components(components))
        for path, c in walk(components):
            if c.get("type") != 1:
                out.extend(_check_leaf(c, path))
    else:
        if len(components) > ROWS_MAX:
            out.append(_too_long("components", ROWS_MAX))
        total = 0
        for i, row in enumerate(components):
            p = f"components.{i}"
            if row.get("type") != 1:
                out.append((f"{p}.type", "UNION_TYPE_CHOICES", "Value of field \"type\" must be one of (1,)."))
                continue
            items = row.get("components") or []
            total += len(items)
            if not items:
                out.append((f"{p}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."))
            if len(items) > ROW_WIDTH_MAX:
                out.append(_too_long(f"{p}.components", ROW_WIDTH_MAX))
            if any(it.get("type") in SELECT_TYPES for it in items) and len(items) > 1:
                out.append((f"{p}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                            "The specified component exceeds the maximum width"))
            for j, it in enumerate(items):
                out.extend(_check_leaf(it, f"{p}.components.{j}"))
        if total > COMPONENTS_MAX:
            out.append(("components", "BASE_TYPE_MAX_LENGTH", f"Must be {COMPONENTS_MAX} or fewer in length."))
        allc = list(iter_components(components))
    for c in allc:
        cid = c.get("custom_id")
        if isinstance(cid, str) and c.get("type") != 1:
            if cid in seen:
                out.append(("components", "COMPONENT_CUSTOM_ID_DUPLICATED",
                            f"Component custom id cannot be duplicated: {cid!r}"))
            seen[cid] = cid
    return out


def validate_message(payload: dict[str, Any], *, creating: bool, has_files: bool = False,
                     existing: dict[str, Any] | None = None, files: Iterable[str] = ()) -> None:
    """Validate a create (``creating``) or edit payload; raise 50035 / 50006 on violation.

    ``existing`` is the stored message for edits, so the "empty message" rule sees the
    resulting message rather than only the changed keys. ``files`` are the file names the
    message will carry (uploaded now or kept), which ``attachment://`` URLs may name.
    """
    problems: list[Problem] = []
    content = payload.get("content")
    if content is not None and len(str(content)) > CONTENT_MAX:
        problems.append(_too_long("content", CONTENT_MAX))
    if payload.get("embeds"):
        problems.extend(check_embeds(payload["embeds"]))
    flags = int(payload.get("flags") or 0) | int((existing or {}).get("flags") or 0)
    if flags & IS_COMPONENTS_V2:
        problems.extend(check_v2(payload, existing=existing, files=files))
    if payload.get("components"):
        problems.extend(check_components(payload["components"], flags))
    if problems:
        raise invalid_form_body(errors_tree(problems))
    merged = dict(existing or {})
    merged.update({k: v for k, v in payload.items() if k in ("content", "embeds", "components", "attachments")})
    if (creating or existing is not None) and not (
        merged.get("content") or merged.get("embeds") or merged.get("components")
        or merged.get("attachments") or has_files or payload.get("sticker_ids") or payload.get("poll")
    ):
        raise empty_message()


AUTOCOMPLETE_CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100


def validate_autocomplete(data: dict[str, Any]) -> None:
    """Autocomplete answer (callback type 8) limits: at most 25 choices, each ``name`` 1–100
    characters and a string ``value`` of at most 100; raise 50035 on violation."""
    problems: list[Problem] = []
    choices = data.get("choices")
    if not isinstance(choices, list):
        problems.append(("data.choices", "BASE_TYPE_REQUIRED", "This field is required"))
        choices = []
    if len(choices) > AUTOCOMPLETE_CHOICES_MAX:
        problems.append(("data.choices", "BASE_TYPE_MAX_LENGTH", f"Must be {AUTOCOMPLETE_CHOICES_MAX} or fewer in length."))
    for i, choice in enumerate(choices):
        name = choice.get("name") if isinstance(choice, dict) else None
        value = choice.get("value") if isinstance(choice, dict) else None
        if not isinstance(name, str) or not 1 <= len(name) <= CHOICE_NAME_MAX:
            problems.append((f"data.choices.{i}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
        if isinstance(value, str) and len(value) > CHOICE_VALUE_MAX:
            problems.append(_too_long(f"data.choices.{i}.value", CHOICE_VALUE_MAX))
        elif value is None:
            problems.append((f"data.choices.{i}.value", "BASE_TYPE_REQUIRED", "This field is required"))
    if problems:
        raise invalid_form_body(errors_tree(problems))


def validate_modal(data: dict[str, Any]) -> None:
    """Modal (callback type 9) limits; raise 50035 on violation."""
    problems: list[Problem] = []
    title = data.get("title") or ""
    if not 1 <= len(title) <= 45:
        problems.append(("data.title", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length."))
    cid = data.get("custom_id") or ""
    if not 1 <= len(cid) <= CUSTOM_ID_MAX:
        problems.append(("data.custom_id", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        problems.append(("data.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."))
    seen: set[str] = set()
    for i, c in enumerate(iter_components(comps)):
        if c.get("type") == 4 and len(c.get("label") or "") > 45:
            problems.append(_too_long(f"data.components.{i}.label", 45))
        ccid = c.get("custom_id")
        if isinstance(ccid, str):
            if ccid in seen:
                problems.append(("data.components", "COMPONENT_CUSTOM_ID_DUPLICATED",
                                 f"Component custom id cannot be duplicated: {ccid!r}"))
            seen.add(ccid)
    if problems:
        raise invalid_form_body(errors_tree(problems))
