"""Shard leases and command guilds (storage/leases.py), on both backends."""
from __future__ import annotations

from storage import StorageBackend


async def test_a_live_lease_is_kept_by_its_owner_and_refused_to_another(storage: StorageBackend) -> None:
    leases = storage.leases
    first = await leases.claim(0, "old", now=100.0, until=130.0)
    assert (first.owner, first.expires_at) == ("old", 130.0)
    refused = await leases.claim(0, "new", now=110.0, until=140.0)
    assert (refused.owner, refused.expires_at) == ("old", 130.0)  # still live: the newcomer waits
    renewed = await leases.claim(0, "old", now=120.0, until=150.0)
    assert (renewed.owner, renewed.expires_at) == ("old", 150.0)
    other_shard = await leases.claim(1, "new", now=120.0, until=150.0)
    assert other_shard.owner == "new"


async def test_an_expired_or_released_lease_goes_to_the_newcomer(storage: StorageBackend) -> None:
    leases = storage.leases
    await leases.claim(0, "old", now=100.0, until=130.0)
    taken = await leases.claim(0, "new", now=130.0, until=160.0)  # expired (a frozen or killed process)
    assert taken.owner == "new"
    assert (await leases.claim(0, "old", now=131.0, until=161.0)).owner == "new"  # the old one lost it
    await leases.release(0, "old")  # not its lease: nothing happens
    assert (await leases.claim(0, "old", now=132.0, until=162.0)).owner == "new"
    await leases.release(0, "new")
    assert (await leases.claim(0, "old", now=133.0, until=163.0)).owner == "old"


async def test_command_guilds_are_remembered_until_removed(storage: StorageBackend) -> None:
    guilds = storage.command_guilds
    await guilds.add(42, 1.0)
    await guilds.add(7, 2.0)
    await guilds.add(42, 3.0)
    assert await guilds.guilds() == [7, 42]
    await guilds.remove(42)
    assert await guilds.guilds() == [7]
