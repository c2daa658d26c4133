"""One package per game; each exposes ``GAME`` satisfying :class:`engine.core.Game`."""
