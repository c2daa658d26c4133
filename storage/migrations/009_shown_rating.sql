-- The shown rating stored beside mu and sigma (issue 33): the rater the match service hands the final
-- move's transaction (engine/ratings.py: openskill's ordinal, mu - 3 sigma) computes it, so storage only
-- writes, sorts and reads the number and does no rating maths of its own.
ALTER TABLE ratings ADD COLUMN rating {REAL} NOT NULL DEFAULT 0;
ALTER TABLE season_ratings ADD COLUMN rating {REAL} NOT NULL DEFAULT 0;

-- The ratings written before this migration: their ordinal, as the rater computed it then (mu - 3 sigma).
UPDATE ratings SET rating = mu - 3 * sigma;
UPDATE season_ratings SET rating = mu - 3 * sigma;

-- Standings pages ordered by the stored rating (they were ordered by the expression, migration 007).
DROP INDEX ratings_board;
DROP INDEX season_ratings_board;
CREATE INDEX ratings_board ON ratings (guild_id, game, rating);
CREATE INDEX season_ratings_board ON season_ratings (season_id, game, rating);
