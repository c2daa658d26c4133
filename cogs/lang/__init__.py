"""Every person's language (issue 34): the catalog, the languages, and :func:`t`.

The bottom of ``cogs``: it imports nothing else of ``cogs``, and everything Discord-facing may
use it. Beside the catalog: :mod:`cogs.lang.readers` (who reads in which language:
``person_lang``, ``public_lang``), :mod:`cogs.lang.words` (refusals in the reader's language) and
:mod:`cogs.lang.translator` (slash commands). In brief (``docs/languages.md`` has the whole story)::

    from cogs.lang import Lang, Msg, t

    t(Lang.DE, "core-settings-saved")              # a message by id
    t(lang, "core-turns-count", n=3)               # with arguments (plural forms by CLDR)
    t(lang, Msg("core-refused", why=Msg("mwl-must-follow", colour="blue")))  # built before the reader is known

* :class:`Lang`, :data:`LANGS` (what people may choose), :func:`lang_of_locale` (a Discord
  locale → the language), :func:`parse_lang`;
* :class:`Msg`: an id and its arguments, rendered later;
* :func:`t`: a message in a language, English if it lacks one, never its id;
* :func:`lang_name`: a language's name in itself (``Deutsch``);
* :func:`catalog`: the process-wide :class:`Catalog` (``locales/`` at the repository's top).
"""
from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import overload

from cogs.lang.catalog import LOCALES, MISSING, Catalog, CatalogError
from cogs.lang.langs import LANGS, LANGUAGES, PSEUDO_LOCALE, SOURCE, Lang, Language, lang_of_locale, parse_lang
from cogs.lang.msg import Arg, Msg

__all__ = [
    "LANGS", "LANGUAGES", "LOCALES", "MISSING", "PSEUDO_LOCALE", "SOURCE", "Arg", "Catalog", "CatalogError", "Lang",
    "Language", "Msg", "catalog", "is_message_id", "lang_name", "lang_of_locale", "parse_lang", "reader", "reading", "t",
    "use_catalog",
]

_catalog: Catalog | None = None
_lock = threading.Lock()


def catalog() -> Catalog:
    """The process-wide catalog over :data:`LOCALES` (made when first asked for; its files are
    read when a language is first rendered)."""
    global _catalog
    if _catalog is None:
        with _lock:
            if _catalog is None:
                _catalog = Catalog()
    return _catalog


def use_catalog(replacement: Catalog | None) -> Catalog | None:
    """Make ``replacement`` the process-wide catalog (None: a fresh one when next asked for);
    returns the one it replaces. For tests (a strict catalog, a temporary folder)."""
    global _catalog
    with _lock:
        previous, _catalog = _catalog, replacement
    return previous


@overload
def t(lang: Lang, message: Msg, /) -> str: ...
@overload
def t(lang: Lang, message: str, /, **args: Arg) -> str: ...
def t(lang: Lang, message: Msg | str, /, **args: Arg) -> str:
    """Message ``message`` (an id, ``"id.attribute"``, or a :class:`Msg`) in ``lang`` with ``args``.

    Falls back to English for a message ``lang`` lacks or fails on (logged once), and to ``"…"``
    for one English lacks (logged once at ERROR): never shows an id. Remembered per (language,
    id, arguments). Pass a person's name already made inert (``cogs.kit.text.safe``), a
    number as a number (formatted for ``lang``), an enumerated value as its plain value, and
    match numbers or other identifiers as text (numbers get digit grouping)."""
    if isinstance(message, Msg):
        return (_catalog or catalog()).render_items(lang, *message.key)
    return (_catalog or catalog()).text(lang, message, args)


_READER: ContextVar[Lang] = ContextVar("reader_lang", default=SOURCE)


@contextmanager
def reading(lang: Lang) -> Iterator[None]:
    """Within the block, :func:`reader` is ``lang``: the kit draws a table, a panel or a thread post
    inside one, so its helpers a game calls without a language (``refresh_button``, ``seat_label``,
    ``full_map_button``, ``typed_button``, choosers) speak the reader's language."""
    token = _READER.set(lang)
    try:
        yield
    finally:
        _READER.reset(token)


def reader() -> Lang:
    """The language of what is being drawn now (:func:`reading`; English outside any)."""
    return _READER.get()


def is_message_id(text: str) -> bool:
    """Whether ``text`` is a message id rather than words (one lowercase token with a ``-``): what a
    game gives for ``stale_warning`` or ``panel_label`` may still be English while its words are not
    in the catalog yet."""
    return " " not in text and "-" in text and text == text.lower()


def lang_name(lang: Lang) -> str:
    """``lang``'s name written in ``lang`` itself (``"Deutsch"``): how a language is offered."""
    return t(lang, "core-lang-name")
