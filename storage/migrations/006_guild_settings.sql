-- Per-server configuration from /setup (issue 22) and paused matches (moderation).
-- guild_settings.config is the GuildConfig JSON (storage/guilds.py); version counts this guild's
-- changes and updated_at (service clock, Unix s) is when the last one was made: other processes
-- poll the rows changed lately and reload a guild whose version moved.
CREATE TABLE guild_settings (
    guild_id    {BIGINT} PRIMARY KEY,
    config      TEXT    NOT NULL DEFAULT '{}',
    version     INTEGER NOT NULL DEFAULT 1,
    updated_at  {REAL} NOT NULL DEFAULT 0
);
CREATE INDEX guild_settings_changed ON guild_settings (updated_at);

-- A paused match: who paused it and when (its clocks stop; resume moves its deadlines by the pause).
CREATE TABLE match_pauses (
    match_id    {BIGINT} PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    paused_by   {BIGINT} NOT NULL,
    by_name     TEXT    NOT NULL,
    paused_at   {REAL} NOT NULL
);
