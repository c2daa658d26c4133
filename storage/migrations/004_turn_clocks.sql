-- Seats a bot played for part of the match (issue 21): set when a bot takes a person's seat
-- (abandon, absent count, left the server) and kept after /rejoin, for the result and /history.
ALTER TABLE seats ADD COLUMN bot_played {FLAG} NOT NULL DEFAULT {FALSE};
