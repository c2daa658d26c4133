"""Components V2: the rules Discord applies to a message with the ``IS_COMPONENTS_V2`` flag.

Source: docs.discord.com, Components reference ("To use these components, you need to send
the IS_COMPONENTS_V2 message flag … Once a message has been sent with this flag, it can't be
removed from the message"; "The content and embeds fields will no longer work"; "The poll
and stickers fields are disabled"; "Messages allow up to 40 total components"; "The combined
length of all text across all components cannot exceed 4000 characters"; a media gallery
holds 1 to 10 items; "id … auto populated through increment if not provided") and the Edit
Message reference ("the IS_COMPONENTS_V2 flag can only be set … content, embeds, sticker_ids
or poll … must have their values reset to empty").

Every problem is reported as Discord reports form errors (400, code 50035 Invalid Form Body)
with the field path into the payload (``components.0.components.2.items.0.media.url``). The
``_errors`` codes ``MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2`` and the base-type
codes are Discord's; the codes for removing the flag, an unknown ``attachment://`` file and
a foreign attachment id are modelled on them (Discord documents the rule, not the string).

Entry points (pure; the caller raises ``invalid_form_body``):

* :func:`check_v2` — problems of a v2 payload (``flags``, legacy fields, component tree,
  counts, text length, galleries, ``attachment://`` names);
* :func:`assign_ids` — the components with Discord's auto-assigned numeric ``id`` s;
* :func:`foreign_attachments` — attachment ids an edit lists that are not on the message.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator
from typing import Any

IS_COMPONENTS_V2 = 1 << 15
V2_COMPONENTS_MAX = 40
V2_TEXT_MAX = 4000
GALLERY_MIN, GALLERY_MAX = 1, 10
MEDIA_DESCRIPTION_MAX = 1024
ACCENT_MAX = 0xFFFFFF

ACTION_ROW, BUTTON, TEXT_INPUT = 1, 2, 4
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
SELECTS = {3, 5, 6, 7, 8}
TOP_LEVEL = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}
V2_ONLY = {SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
LEGACY = "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"
FLAG_REMOVED = "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG"
ATTACHMENT_UNKNOWN = "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND"
ATTACHMENT_FOREIGN = "ATTACHMENT_NOT_FOUND"

Problem = tuple[str, str, str]  # (dotted path, error code, message)


def walk(components: Iterable[dict[str, Any]], path: str = "components") -> Iterator[tuple[str, dict[str, Any]]]:
    """``(path, component)`` for every component, depth first, with Discord's field paths
    (children under ``components``, a section's ``accessory``)."""
    for i, c in enumerate(components or []):
        if not isinstance(c, dict):
            continue
        here = f"{path}.{i}"
        yield here, c
        yield from walk(c.get("components") or [], f"{here}.components")
        if isinstance(c.get("accessory"), dict):
            yield f"{here}.accessory", c["accessory"]


def has_v2_components(components: Iterable[dict[str, Any]]) -> bool:
    """Whether any component is one that exists only with the v2 flag (containers, text…)."""
    return any(c.get("type") in V2_ONLY for _, c in walk(components))


def media_urls(components: Iterable[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    """``(path, url)`` of every media reference (gallery items, thumbnails, files)."""
    for path, c in walk(components):
        t = c.get("type")
        if t == MEDIA_GALLERY:
            for k, item in enumerate(c.get("items") or []):
                url = ((item or {}).get("media") or {}).get("url")
                if isinstance(url, str):
                    yield f"{path}.items.{k}.media.url", url
        elif t in (THUMBNAIL, FILE):
            url = ((c.get("media") if t == THUMBNAIL else c.get("file")) or {}).get("url")
            if isinstance(url, str):
                yield f"{path}.{'media' if t == THUMBNAIL else 'file'}.url", url


def _legacy(payload: dict[str, Any], existing: dict[str, Any] | None) -> list[Problem]:
    out: list[Problem] = []
    merged = dict(existing or {})
    merged.update({k: v for k, v in payload.items() if k in ("content", "embeds")})
    for field, value in (("content", merged.get("content")), ("embeds", merged.get("embeds")),
                         ("poll", payload.get("poll")), ("sticker_ids", payload.get("sticker_ids"))):
        if value:
            out.append((field, LEGACY,
                        f"The '{field}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2"))
    return out


def _tree(components: list[dict[str, Any]]) -> list[Problem]:
    out: list[Problem] = []
    for i, c in enumerate(components):
        if c.get("type") not in TOP_LEVEL:
            out.append((f"components.{i}.type", "UNION_TYPE_CHOICES",
                        f"Value of field \"type\" must be one of {tuple(sorted(TOP_LEVEL))}."))
    total_text = 0
    for path, c in walk(components):
        t = c.get("type")
        if t == CONTAINER:
            for j, child in enumerate(c.get("components") or []):
                if child.get("type") not in IN_CONTAINER:
                    out.append((f"{path}.components.{j}.type", "UNION_TYPE_CHOICES",
                                f"Value of field \"type\" must be one of {tuple(sorted(IN_CONTAINER))}."))
            colour = c.get("accent_color")
            if colour is not None and not (isinstance(colour, int) and 0 <= colour <= ACCENT_MAX):
                out.append((f"{path}.accent_color", "NUMBER_TYPE_MAX",
                            f"int value should be less than or equal to {ACCENT_MAX}."))
        elif t == ACTION_ROW:
            items = c.get("components") or []
            if not items:
                out.append((f"{path}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."))
            if len(items) > 5:
                out.append((f"{path}.components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."))
            if any(it.get("type") in SELECTS for it in items) and len(items) > 1:
                out.append((f"{path}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                            "The specified component exceeds the maximum width"))
            for j, it in enumerate(items):
                if it.get("type") not in ({BUTTON} | SELECTS):
                    out.append((f"{path}.components.{j}.type", "UNION_TYPE_CHOICES",
                                "Value of field \"type\" must be one of (2, 3, 5, 6, 7, 8)."))
        elif t == TEXT_DISPLAY:
            text = c.get("content")
            if not isinstance(text, str) or not text:
                out.append((f"{path}.content", "BASE_TYPE_REQUIRED", "This field is required"))
            else:
                total_text += len(text)
        elif t == MEDIA_GALLERY:
            items = c.get("items") or []
            if len(items) < GALLERY_MIN:
                out.append((f"{path}.items", "BASE_TYPE_MIN_LENGTH", f"Must be {GALLERY_MIN} or more in length."))
            if len(items) > GALLERY_MAX:
                out.append((f"{path}.items", "BASE_TYPE_MAX_LENGTH", f"Must be {GALLERY_MAX} or fewer in length."))
            for k, item in enumerate(items):
                if not ((item or {}).get("media") or {}).get("url"):
                    out.append((f"{path}.items.{k}.media.url", "BASE_TYPE_REQUIRED", "This field is required"))
                if len((item or {}).get("description") or "") > MEDIA_DESCRIPTION_MAX:
                    out.append((f"{path}.items.{k}.description", "BASE_TYPE_MAX_LENGTH",
                                f"Must be {MEDIA_DESCRIPTION_MAX} or fewer in length."))
    count = sum(1 for _ in walk(components))
    if count > V2_COMPONENTS_MAX:
        out.append(("components", "BASE_TYPE_MAX_LENGTH", f"Must be {V2_COMPONENTS_MAX} or fewer in length."))
    if total_text > V2_TEXT_MAX:
        out.append(("components", "BASE_TYPE_MAX_LENGTH",
                    f"The combined length of all text displays must be {V2_TEXT_MAX} or fewer in length."))
    return out


def check_v2(payload: dict[str, Any], *, existing: dict[str, Any] | None, files: Iterable[str]) -> list[Problem]:
    """Problems of a create (``existing`` None) or edit of a message that has, or takes, the
    v2 flag. ``files`` are the names an ``attachment://`` URL may use: the files uploaded with
    this request and, for an edit, the attachments the message keeps."""
    out: list[Problem] = []
    had = int((existing or {}).get("flags") or 0) & IS_COMPONENTS_V2
    if had and "flags" in payload and payload["flags"] is not None and not int(payload["flags"]) & IS_COMPONENTS_V2:
        out.append(("flags", FLAG_REMOVED, "The IS_COMPONENTS_V2 flag cannot be removed from a message"))
    out.extend(_legacy(payload, existing))
    if "components" in payload:
        out.extend(_tree(list(payload.get("components") or [])))
        names = set(files)
        for path, url in media_urls(payload.get("components") or []):
            if url.startswith("attachment://") and url[len("attachment://"):] not in names:
                out.append((path, ATTACHMENT_UNKNOWN,
                            f"The attachment {url[len('attachment://'):]!r} is not part of this message"))
    return out


def foreign_attachments(payload: dict[str, Any], existing_ids: Iterable[int], upload_indices: Iterable[int]) -> list[Problem]:
    """Entries of an edit's ``attachments`` whose ``id`` is neither a file uploaded with it (its
    index) nor an attachment already on the message: Discord keeps only a message's own."""
    own = {str(i) for i in existing_ids}
    uploaded = {str(i) for i in upload_indices}
    out: list[Problem] = []
    for i, a in enumerate(payload.get("attachments") or []):
        if not isinstance(a, dict):
            continue
        aid = str(a.get("id"))
        if aid not in own and aid not in uploaded:
            out.append((f"attachments.{i}.id", ATTACHMENT_FOREIGN, f"Unknown attachment {aid} for this message"))
    return out


def assign_ids(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of ``components`` where every component without an ``id`` gets the next unused
    number (1, 2, … in depth-first order), as Discord fills them in."""
    out = copy.deepcopy(components)
    used = {c["id"] for _, c in walk(out) if isinstance(c.get("id"), int)}
    n = 0
    for _, c in walk(out):
        if not isinstance(c.get("id"), int):
            n += 1
            while n in used:
                n += 1
            c["id"] = n
            used.add(n)
    return out


def as_stored(components: list[dict[str, Any]], snowflake: Callable[[], int]) -> list[dict[str, Any]]:
    """``components`` as Discord stores and answers them (a copy): every component has its numeric
    ``id`` (:func:`assign_ids`, classic components too); every unfurled media item (gallery items,
    thumbnails, files) its own ``id`` (a snowflake, from ``snowflake``) and ``proxy_url``; an emoji
    without a custom id has no ``id`` key (Discord's ``ComponentEmojiResponse``: ``id`` is a snowflake
    when present, never null)."""
    out = assign_ids(components)
    for _, c in walk(out):
        t = c.get("type")
        media: list[Any] = []
        if t == MEDIA_GALLERY:
            media = [(item or {}).get("media") for item in c.get("items") or []]
        elif t == THUMBNAIL:
            media = [c.get("media")]
        elif t == FILE:
            media = [c.get("file")]
        for m in media:
            if isinstance(m, dict) and isinstance(m.get("url"), str):
                m.setdefault("id", str(snowflake()))
                m.setdefault("proxy_url", m["url"])
        for emoji in [c.get("emoji"), *[(o or {}).get("emoji") for o in c.get("options") or []]]:
            if isinstance(emoji, dict) and emoji.get("id") is None:
                emoji.pop("id", None)
    return out
