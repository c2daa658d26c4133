-- Bot levels per seat (issue 15) and per-user settings such as the DM opt-out (issue 12).
ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal';

CREATE TABLE user_settings (
    user_id    {BIGINT} PRIMARY KEY,
    dms        {FLAG} NOT NULL DEFAULT {TRUE},
    updated_at {REAL} NOT NULL DEFAULT 0
);
