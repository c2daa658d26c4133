"""Rescue Animals (``rescue-animals``): the real-time dice game's pure rules engine.

Modules: ``requirement`` (requirement shape), ``deck`` (the 54 authored cards),
``matcher`` (exact dice matcher), ``difficulty`` (probability table script),
``actions``, ``state``, ``views``, ``scoring``, ``ai`` (the bot levels), ``rules`` (``GAME``).

``GAME`` is imported lazily (module ``__getattr__``) so that
``python -m engine.games.rescue_animals.difficulty`` runs cleanly.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the lazy names below, as the type checker should see them
    from engine.games.rescue_animals.rules import GAME, RescueAnimals

__all__ = ["GAME", "RescueAnimals"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from engine.games.rescue_animals import rules

        return getattr(rules, name)
    raise AttributeError(name)
