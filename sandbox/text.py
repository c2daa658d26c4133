"""Readable text of messages: the reusable extraction behind transcripts and leak checks.

``message_strings(msg)`` yields ``(where, text)``-free strings of everything a person can
read: content, embed title/description/fields/footer/author, button labels, select
placeholders and option labels/descriptions, text displays (Components V2) and
attachment filenames.  ``labelled_strings`` gives the same with a location label, and
``render_message`` / ``render_transcript`` produce plain text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

from .limits import iter_components


class ReadableFile(Protocol):
    """An attachment as these helpers read it (:class:`sandbox.model.Attachment`)."""

    @property
    def filename(self) -> str: ...

    @property
    def content_type(self) -> str: ...

    @property
    def size(self) -> int: ...

    @property
    def description(self) -> str | None: ...


class ReadableMessage(Protocol):
    """A message as these helpers read it (:class:`sandbox.model.Message` satisfies it): this module
    reads messages and never imports the model, whose ``Message.text()`` is built on it."""

    @property
    def author_id(self) -> int: ...

    @property
    def content(self) -> str: ...

    @property
    def embeds(self) -> list[dict[str, Any]]: ...

    @property
    def components(self) -> list[dict[str, Any]]: ...

    @property
    def attachments(self) -> Sequence[ReadableFile]: ...

    @property
    def edited_timestamp(self) -> str | None: ...

    @property
    def ephemeral(self) -> bool: ...

    @property
    def loading(self) -> bool: ...


def embed_strings(embed: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """``(field, text)`` pairs of one embed."""
    for key in ("title", "description", "url"):
        if embed.get(key):
            yield key, str(embed[key])
    for i, f in enumerate(embed.get("fields") or []):
        yield f"fields[{i}].name", str(f.get("name") or "")
        yield f"fields[{i}].value", str(f.get("value") or "")
    if (embed.get("footer") or {}).get("text"):
        yield "footer", str(embed["footer"]["text"])
    if (embed.get("author") or {}).get("name"):
        yield "author", str(embed["author"]["name"])


def component_strings(components: list[dict[str, Any]]) -> Iterator[tuple[str, str]]:
    """``(where, text)`` pairs of every visible component text (not custom_ids)."""
    for c in iter_components(components):
        t = c.get("type")
        if t == 2 and c.get("label"):
            yield "button label", str(c["label"])
        elif t in (3, 5, 6, 7, 8):
            if c.get("placeholder"):
                yield "select placeholder", str(c["placeholder"])
            for o in c.get("options") or []:
                yield "select option label", str(o.get("label") or "")
                if o.get("description"):
                    yield "select option description", str(o["description"])
        elif t == 10 and c.get("content"):
            yield "text display", str(c["content"])
        elif t == 12:
            for item in c.get("items") or []:
                yield "media url", str(((item or {}).get("media") or {}).get("url") or "")
                if (item or {}).get("description"):
                    yield "media description", str(item["description"])
        elif t == 11:
            yield "media url", str((c.get("media") or {}).get("url") or "")
            if c.get("description"):
                yield "media description", str(c["description"])
        elif t == 18 and c.get("label"):
            yield "label", str(c["label"])


def labelled_strings(msg: ReadableMessage) -> Iterator[tuple[str, str]]:
    """``(where, text)`` for everything readable in ``msg``."""
    if msg.content:
        yield "content", msg.content
    for i, e in enumerate(msg.embeds):
        for where, text in embed_strings(e):
            yield f"embed[{i}].{where}", text
    yield from component_strings(msg.components)
    for a in msg.attachments:
        yield "attachment filename", a.filename
        if a.description:
            yield "attachment description", a.description


def shown_strings(msg: ReadableMessage) -> list[tuple[str, str]]:
    """``(where, text)`` for every text a person reads in ``msg``: :func:`labelled_strings` without
    urls and file names."""
    return [(where, text) for where, text in labelled_strings(msg)
            if text and not (where in ("media url", "attachment filename") or where.endswith(".url"))]


def modal_strings(data: dict[str, Any]) -> list[tuple[str, str]]:
    """``(where, text)`` for every text a modal shows: its title, its fields' labels and placeholders."""
    found = [("modal title", str(data.get("title") or ""))]
    for c in iter_components(list(data.get("components") or [])):
        for key in ("label", "placeholder", "description"):
            if c.get(key):
                found.append((f"modal {key}", str(c[key])))
        if isinstance(c.get("component"), dict):  # a label (type 18) wraps its input
            for key in ("label", "placeholder"):
                if c["component"].get(key):
                    found.append((f"modal {key}", str(c["component"][key])))
    return [(w, t) for w, t in found if t]


def message_strings(msg: ReadableMessage) -> list[str]:
    """All readable strings of ``msg``."""
    return [t for _, t in labelled_strings(msg)]


def _component_lines(components: list[dict[str, Any]]) -> list[str]:
    """Components as a person reads them: a text display's lines as ``| text``, a picture as
    ``[picture] name``, each action row's buttons and selects on one line."""
    lines: list[str] = []
    for c in components or []:
        t = c.get("type")
        if t == 10:
            lines += [f"| {ln}" for ln in str(c.get("content") or "").splitlines()]
        elif t == 12:
            lines += [f"[picture] {((i or {}).get('media') or {}).get('url', '')}" for i in c.get("items") or []]
        elif t == 14:
            lines.append("| ---")
        elif t in (9, 17):
            lines += _component_lines(list(c.get("components") or []))
            if isinstance(c.get("accessory"), dict):
                lines += _component_lines([c["accessory"]])
        else:
            line = _component_line([c])
            if line:
                lines.append(line)
    return lines


def _component_line(components: list[dict[str, Any]]) -> str:
    parts: list[str] = []
    for c in iter_components(components):
        t = c.get("type")
        if t == 2:
            mark = "~" if c.get("disabled") else ""
            emoji = (c.get("emoji") or {}).get("name") or ""
            label = " ".join(x for x in (emoji, c.get("label") or "") if x) or "?"
            parts.append(f"[{mark}{label}{mark}]")
        elif t in (3, 5, 6, 7, 8):
            opts = ", ".join(o.get("label", "") for o in c.get("options") or [])
            parts.append(f"<{c.get('placeholder') or 'select'}: {opts}>" if opts else f"<{c.get('placeholder') or 'select'}>")
        elif t == 10:
            parts.append(str(c.get("content") or ""))
    return " ".join(parts)


MENTION = re.compile(r"<@!?([0-9]+)>")
_ISOLATES = {ord(c): None for c in "\u2066\u2067\u2068\u2069"}
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")


def unisolated(text: str) -> str:
    """``text`` without its bidi isolates (LRI, RLI, FSI, PDI), which draw nothing."""
    return text.translate(_ISOLATES)


def readable(text: str) -> str:
    """``text`` as a Discord client shows it, for reading in tests: :func:`unisolated`, and a
    backslash before ASCII punctuation (a markdown escape) dropped, as Discord drops it when it
    renders the character literally. Other markdown is left as written."""
    return _ESCAPED.sub(r"\1", unisolated(text))


def resolve_mentions(text: str, names: dict[int, str]) -> str:
    """``<@123>`` → ``@name`` where the name is known (as a Discord client shows it)."""
    return MENTION.sub(lambda m: f"@{names[int(m.group(1))]}" if int(m.group(1)) in names else m.group(0), text)


def render_message(msg: ReadableMessage, author_name: str, names: dict[int, str] | None = None) -> str:
    """Plain multi-line rendering: author, content, embeds, components (``[~x~]`` = disabled),
    attachments, as a person reads them (:func:`readable`). With ``names``, user mentions read as ``@name``."""
    text = readable(_render_message(msg, author_name))
    return resolve_mentions(text, names) if names else text


def _bar(text: str) -> list[str]:
    """One part of an embed (a field's name and value, its title, footer or author) as transcript
    lines: each behind ``  | ``, the lines after its first indented two more, so a multi-line
    field (a lobby's seats, one a line) reads as one part and never as the message's next part."""
    first, *rest = text.splitlines() or [""]
    return [f"  | {first}"] + [f"  |   {ln}" for ln in rest]


def _render_message(msg: ReadableMessage, author_name: str) -> str:
    head = f"{author_name}"
    if msg.ephemeral:
        head += " (only you can see this)"
    if msg.edited_timestamp:
        head += " (edited)"
    lines = [f"{head}: {msg.content}" if msg.content else f"{head}:"]
    if msg.loading:
        lines.append("  … is thinking")
    for e in msg.embeds:
        if e.get("author", {}).get("name"):
            lines += _bar(str(e["author"]["name"]))
        if e.get("title"):
            lines += _bar(f"** {e['title']} **")
        for ln in (e.get("description") or "").splitlines():
            lines.append(f"  | {ln}")
        for f in e.get("fields") or []:
            lines += _bar(f"{f.get('name')}: {f.get('value')}")
        if e.get("footer", {}).get("text"):
            lines += _bar(f"-- {e['footer']['text']}")
    lines += [f"  {ln}" for ln in _component_lines(msg.components)]
    for a in msg.attachments:
        lines.append(f"  [file] {a.filename} ({a.content_type}, {a.size} bytes)")
    return "\n".join(lines)


def render_transcript(messages: Iterable[ReadableMessage], names: dict[int, str]) -> str:
    """Render a sequence of messages as readable text (one block per message)."""
    return "\n".join(render_message(m, names.get(m.author_id, str(m.author_id)), names) for m in messages)
