"""One package per game's Discord presentation; each exposes ``UI`` (a :class:`cogs.kit.ui.GameUI`)."""
