"""Leak check: private strings must reach neither public messages nor other users.

``assert_no_leak(world, private)`` with ``private = {user_id: {"secret", ...}}``: each
string private to a user must not appear (substring match) in any public message, nor
in anything another user can see that is private to them (their ephemerals, their DMs,
private threads).  Text is extracted by :func:`sandbox.text.labelled_strings` (content,
embeds, component labels, select options, attachment filenames).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from .model import Message
from .text import labelled_strings
from .world import World

PrivacyProvider = Callable[[], Mapping[int, Iterable[str]]]


def find_leaks(world: World, private: Mapping[int, Iterable[str]]) -> list[str]:
    """Every leak as a readable line; empty when nothing leaked."""
    found: list[str] = []
    public = [m for m in world.messages.values() if world.is_public(m)]
    for owner, secrets in private.items():
        secrets = [s for s in secrets if s]
        if not secrets:
            continue
        owner_name = world.users[owner].name if owner in world.users else str(owner)
        for m in public:
            for where, text in labelled_strings(m):
                for s in secrets:
                    if s in text:
                        found.append(f"{owner_name}'s private {s!r} is public: {world.describe(m)} ({where})")
        for other in world.users:
            if other == owner or other == world.bot.id:
                continue
            for m in world.private_to(other):
                for where, text in labelled_strings(m):
                    for s in secrets:
                        if s in text:
                            found.append(f"{owner_name}'s private {s!r} reached {world.users[other].name}: "
                                         f"{world.describe(m)} ({where})")
    return found


def assert_no_leak(world: World, private: Mapping[int, Iterable[str]]) -> None:
    """Raise ``AssertionError`` naming every place a private string leaked."""
    leaks = find_leaks(world, private)
    if leaks:
        raise AssertionError("private information leaked:\n" + "\n".join(leaks))


def check_written(world: World, msg: Message, private: Mapping[int, Iterable[str]],
                  public: Iterable[str] = ()) -> list[str]:
    """Leaks in one message at the moment it is created or edited.

    The live guard: ``private`` is what each user holds privately *now* (e.g. the cards
    in their hand), so a card that was private earlier and public later is judged at
    each write by what was true then. A message leaks when someone other than the
    owner of a private string can see it and it contains that string.

    ``public``: texts that are public by design, the same for everyone and drawn from no
    match (a bot's illustrated rules example: "A leads Red 8 … C plays Red 1"). Each is cut
    out of every string of the message before the check, so a card an illustration names is
    not taken for the card a player holds; the rest of the message is checked as ever.
    """
    found: list[str] = []
    cut = sorted((p for p in public if p), key=len, reverse=True)  # the longest first: one may hold another
    strings = [(where, _without(text, cut)) for where, text in labelled_strings(msg)]  # read once per owner
    for owner, secrets in private.items():
        secrets = [s for s in secrets if s]
        if not secrets:
            continue
        if world.is_public(msg):
            audience = "everyone"
        else:
            others = [u for u in world.users if u not in (owner, world.bot.id) and world.visible_to(u, msg)]
            if not others:
                continue
            audience = ", ".join(world.users[u].name for u in others)
        owner_name = world.users[owner].name if owner in world.users else str(owner)
        for where, text in strings:
            for secret in secrets:
                if secret in text:
                    found.append(f"{owner_name}'s private {secret!r} written where {audience} can see it: "
                                 f"{world.describe(msg)} ({where})")
    return found


def _without(text: str, public: list[str]) -> str:
    """``text`` with every occurrence of each of ``public`` cut out (a line break in its place,
    so the text around it does not join into a new word)."""
    for part in public:
        if part in text:
            text = text.replace(part, "\n")
    return text
