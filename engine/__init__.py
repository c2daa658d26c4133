"""Rules of the four games and the shared asynchronous match service. Imports nothing from discord."""
