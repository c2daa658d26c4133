-- Every person's language (issue 34). user_settings.language: the language /settings chose ('' =
-- automatic: the person's Discord client language); last_locale: the Discord client locale they last
-- used (e.g. 'de', 'en-US'; '' = never seen), for what the bot sends them unprompted (reminders, DM copies
-- redrawn by others' moves). The server's language lives in guild_settings.config (JSON, no column).
ALTER TABLE user_settings ADD COLUMN language TEXT NOT NULL DEFAULT '';
ALTER TABLE user_settings ADD COLUMN last_locale TEXT NOT NULL DEFAULT '';
