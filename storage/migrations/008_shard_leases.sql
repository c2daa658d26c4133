-- One owner per shard (issue 24, kind 5): the process holding a shard's lease plays its guilds'
-- matches; it renews expires_at (service clock, s) while alive, and a newcomer waits until it
-- expires or is released (storage/leases.py).
CREATE TABLE shard_leases (
    shard_id   INTEGER PRIMARY KEY,
    owner      TEXT NOT NULL,
    expires_at {REAL} NOT NULL
);

-- Guilds the bot synced guild-scoped slash commands to (DEV_GUILD_ID), so a later sync that
-- no longer targets them removes what was left there (issue 24, kind 6).
CREATE TABLE command_guilds (
    guild_id  {BIGINT} PRIMARY KEY,
    synced_at {REAL} NOT NULL
);
