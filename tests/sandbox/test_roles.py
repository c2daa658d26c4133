"""The double's roles and command permissions: a member's permissions come from @everyone and
their roles; the client refuses a command whose ``default_member_permissions`` a member lacks,
unless the server allowed them or a role of theirs (sandbox/permissions.py, interactions.py)."""
from __future__ import annotations

import discord
import pytest
from discord import app_commands

from sandbox import ClientRefused, Sandbox
from sandbox import permissions as perm
from tests.sandbox_support import SupportBot


class AdminBot(SupportBot):
    """The support bot plus ``/admin`` (Manage Server by default), answering with what the bot sees."""

    def _register(self) -> None:
        super()._register()

        @self.tree.command(name="admin", description="Admins only")
        @app_commands.default_permissions(manage_guild=True)
        @app_commands.guild_only()
        async def admin(interaction: discord.Interaction, role: discord.Role | None = None) -> None:
            member = interaction.user
            assert isinstance(member, discord.Member)
            roles = ",".join(r.name for r in member.roles if not r.is_default())
            await interaction.response.send_message(
                f"manage={member.guild_permissions.manage_guild} roles={roles} picked={role.name if role else '-'}",
                ephemeral=True)


async def test_roles_give_permissions_and_the_client_enforces_default_permissions(sb: Sandbox) -> None:
    alice, bob, carol = sb.add_user("alice"), sb.add_user("bob"), sb.add_user("carol")
    owner = sb.add_user("owner")
    guild = sb.add_guild("Zoo", members=[alice, bob, carol, owner], owner=owner)
    channel = sb.add_channel(guild, "games")
    mods = sb.add_role(guild, "Mods", permissions=["manage_server"])
    hosts = sb.add_role(guild, "Hosts")
    sb.give_role(guild, alice, mods)
    sb.give_role(guild, carol, hosts)
    bot = AdminBot()
    await sb.connect(bot)
    try:
        assert perm.guild_permissions(sb.world, guild.id, alice.id) & perm.MANAGE_GUILD
        assert not perm.guild_permissions(sb.world, guild.id, bob.id) & perm.MANAGE_GUILD
        r = await sb.slash(alice, channel, "admin", role=hosts)
        assert r.message is not None and r.message.content == "manage=True roles=Mods picked=Hosts"
        r = await sb.slash(owner, channel, "admin")  # the owner may do anything
        assert r.message is not None and "manage=True" in r.message.content
        with pytest.raises(ClientRefused, match="bob cannot see /admin: it needs Manage Server"):
            await sb.slash(bob, channel, "admin")
        with pytest.raises(ClientRefused, match="carol cannot see /admin"):
            await sb.slash(carol, channel, "admin")
        sb.allow_command(guild, "admin", bob, hosts)  # the server's Integrations settings let them
        r = await sb.slash(bob, channel, "admin")
        assert r.message is not None and r.message.content == "manage=False roles= picked=-"
        r = await sb.slash(carol, channel, "admin")
        assert r.message is not None and "roles=Hosts" in r.message.content
        sb.take_role(guild, alice, mods)
        with pytest.raises(ClientRefused, match="alice cannot see /admin"):
            await sb.slash(alice, channel, "admin")
        late = sb.add_role(guild, "Late")  # made while the bot is connected: GUILD_ROLE_CREATE
        sb.give_role(guild, carol, late)
        await sb.settle()
        r = await sb.slash(carol, channel, "admin", role=late)
        assert r.message is not None and "roles=Hosts,Late" in r.message.content and "picked=Late" in r.message.content
        with pytest.raises(ClientRefused, match="no role"):
            await sb.slash(carol, channel, "admin", role=12345)
        sb.assert_no_violations()
    finally:
        await sb.disconnect(bot)
