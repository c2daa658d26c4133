"""Rescue Animals (``rescue-animals``): the real-time dice game's pure rules engine.

Modules: ``requirement`` (requirement shape), ``deck`` (the 54 authored cards),
``matcher`` (exact dice matcher), ``difficulty`` (probability table script),
``actions``, ``state``, ``view``, ``scoring``, ``bot``, ``rules`` (``GAME``).
"""
from __future__ import annotations

from engine.games.rescue_animals.rules import GAME, RescueAnimals

__all__ = ["GAME", "RescueAnimals"]
