-- Turn reminders (issue 21): each person's reminder settings, and the reminders already sent.
-- user_settings: reminders on/off; an IANA time zone ('' = UTC); quiet hours as minutes after
-- local midnight (quiet_start = quiet_end: none). Both columns default to "no quiet hours".
ALTER TABLE user_settings ADD COLUMN reminders {FLAG} NOT NULL DEFAULT {TRUE};
ALTER TABLE user_settings ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';
ALTER TABLE user_settings ADD COLUMN quiet_start INTEGER NOT NULL DEFAULT 0;
ALTER TABLE user_settings ADD COLUMN quiet_end INTEGER NOT NULL DEFAULT 0;

-- One row per reminder sent (kind 'start', 'late' or 'thread') for one turn of one match, written
-- before the reminder goes out: a restarted bot (or a second process) never sends it again.
CREATE TABLE reminders_sent (
    match_id  {BIGINT} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    turn      TEXT    NOT NULL,
    kind      TEXT    NOT NULL,
    user_id   {BIGINT} NOT NULL,
    sent_at   {REAL}  NOT NULL,
    PRIMARY KEY (match_id, turn, kind)
);
