"""Discord adapters only: slash commands, views, embeds, images. No rules here."""

EXTENSIONS = [
    "cogs.mission_wild_life_ui",
    "cogs.rescue_animals_ui",
    "cogs.table",
    "cogs.lobby",
    "cogs.standings",
    "cogs.rules",
]
