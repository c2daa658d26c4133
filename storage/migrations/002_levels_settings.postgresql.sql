-- PostgreSQL twin of 002_levels_settings.sqlite.sql: bot levels per seat and per-user settings (DM opt-out).
ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';

CREATE TABLE user_settings (
    user_id    BIGINT  PRIMARY KEY,
    dms        BOOLEAN NOT NULL DEFAULT TRUE,
    updated_at DOUBLE PRECISION NOT NULL DEFAULT 0
);
