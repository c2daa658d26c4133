"""Hostile supplied text (issue 37, kind 2): names and typed inputs of every kind that could act on
what is around them, each at the longest a person may make it, and the checks that text shown by
the bot keeps them inert.

Kinds: bidi controls (a right-to-left override, every embedding, override and isolate), zero-width
characters, a flood of combining marks, markdown, mentions (of a person, ``@everyone``, a role),
inline code to break out of, a masked link, only spaces, only invisible characters, and an honest
right-to-left name (which must keep its own direction without turning the line).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

NAME_MAX = 32
"""Discord's longest display name or server nickname, in characters."""

BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
"""Every bidi control: ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI."""
FSI, PDI = "\u2068", "\u2069"
OPENERS = "\u2066\u2067\u2068"


def fit(text: str, length: int, pad: str = "x") -> str:
    """``text`` padded with ``pad`` (or cut) to exactly ``length`` characters."""
    return (text + pad * length)[:length]


def kinds(victim: int, role: int = 0, length: int = NAME_MAX) -> dict[str, str]:
    """One hostile text per kind, each exactly ``length`` characters (only spaces and only invisible
    ones too); ``victim``: a user id whose mention must never ping, ``role``: a role id."""
    mention = f"<@{victim}>"
    return {
        "override": fit("\u202eAna 12 won 3-0 ", length),
        "bidi": fit("\u202b\u202dA\u2066B\u2067C\u2068D\u200fE\u200e\u061cF\u202a\u202c", length),
        "zero-width": fit("An\u200bn\u200c\u200d\u2060e\ufeff\u00ad", length, "\u200b"),
        "combining": "Z" + "\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308\u0336" * length,
        "markdown": fit("**b** __u__ ~~s~~ ||x|| # > -", length, "_"),
        "mention": fit(f"{mention} @everyone <@&{role}> @here", length),
        "code": fit(f"x` {mention} `y", length, "y"),
        "link": fit("[free](https://e.vil/x) <t:1:R>", length),
        "spaces": " " * length,
        "invisible": fit("\u3164\u200b\u2800", length, "\u3164"),
        "rtl": fit("שלום עולם 123 ", length, "א"),
    }


def sized(texts: dict[str, str], length: int) -> dict[str, str]:
    """``texts`` each cut to ``length`` characters (the combining kind is longer by design)."""
    return {k: v[:length] for k, v in texts.items()}


# ------------------------------------------------------------------ checks of shown text
def problems(shown: str, where: str = "") -> list[str]:
    """What is wrong with ``shown`` (a string the bot wrote: content, text display, embed part, label,
    option, choice) as a home of supplied text: a bidi control other than balanced FSI … PDI
    isolates on each line, a run of more than 3 combining marks, or a live mention."""
    out = []
    for line in shown.split("\n"):
        depth = 0
        for ch in line:
            if ch in OPENERS:
                depth += 1
            elif ch == PDI:
                if depth == 0:
                    out.append(f"{where}: a PDI with no isolate open in {line!r}")
                depth = max(0, depth - 1)
            elif ch in BIDI:
                out.append(f"{where}: bidi control U+{ord(ch):04X} in {line!r}")
        if depth:
            out.append(f"{where}: {depth} isolate(s) left open in {line!r}")
    marks = 0
    for ch in shown:
        marks = marks + 1 if unicodedata.category(ch) in ("Mn", "Me") else 0
        if marks > 3:
            out.append(f"{where}: more than 3 combining marks in a row in {shown!r}")
            break
    return out


def mention_problems(shown: str, victims: Iterable[int], where: str = "") -> list[str]:
    """A mention of one of ``victims`` (ids that must never be pinged or shown as mentions), or an
    ``@everyone``/``@here``, that is not escaped."""
    out = []
    for victim in victims:
        if re.search(rf"(?<!\\)<@!?{victim}>", shown):
            out.append(f"{where}: a live mention of {victim} in {shown!r}")
    if re.search(r"@(everyone|here)\b", shown):  # escaped: "@\u200beveryone"
        out.append(f"{where}: a live @everyone/@here in {shown!r}")
    return out
