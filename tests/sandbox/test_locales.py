"""The double sends each person's client language and the server's, as Discord does: ``locale`` on
every interaction, ``guild_locale`` and the guild's ``preferred_locale`` (a community server's)."""
from __future__ import annotations

from typing import Any

import discord

from sandbox import Sandbox
from tests.sandbox_support import SupportBot


async def test_interactions_carry_each_persons_locale_and_the_servers(sb: Sandbox) -> None:
    anna = sb.add_user("anna", locale="de")
    ben = sb.add_user("ben")  # Discord's default client language
    zoo = sb.add_guild("Zoo", members=[anna, ben], preferred_locale="de")
    plain = sb.add_guild("Plain", members=[anna, ben])
    zoo_games, plain_games = sb.add_channel(zoo, "spiele"), sb.add_channel(plain, "games")
    bot = SupportBot()
    seen: list[tuple[str, Any]] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append((str(interaction.locale), interaction.guild_locale and str(interaction.guild_locale)))

    bot.add_listener(on_interaction)
    await sb.connect(bot)
    cached = bot.get_guild(zoo.id)
    assert cached is not None and str(cached.preferred_locale) == "de" and "COMMUNITY" in cached.features
    assert str(bot.get_guild(plain.id).preferred_locale) == "en-US"  # type: ignore[union-attr]

    r = await sb.slash(anna, zoo_games, "echo", text="hallo")
    assert r.payload["locale"] == "de" and r.payload["guild_locale"] == "de"
    await sb.slash(ben, plain_games, "echo", text="hi")
    anna.locale = "qps-ploc"  # a person may change their client's language between two interactions
    await sb.slash(anna, plain_games, "echo", text="⟦hi⟧")
    assert seen == [("de", "de"), ("en-US", "en-US"), ("qps-ploc", "en-US")]
    await sb.disconnect(bot)
    sb.assert_no_violations()
