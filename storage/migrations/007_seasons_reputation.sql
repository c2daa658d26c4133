-- Seasons, season standings and reputation (issue 22; storage/seasons.py, storage/ratings.py).
-- A season belongs to one server; its name is unique there (case ignored). ended_at is NULL while it runs.
CREATE TABLE seasons (
    id          {ID},
    guild_id    {BIGINT} NOT NULL,
    name        TEXT    NOT NULL,
    started_at  {REAL} NOT NULL,
    ended_at    {REAL}
);
CREATE UNIQUE INDEX seasons_name ON seasons (guild_id, lower(name));
CREATE INDEX seasons_guild ON seasons (guild_id, started_at);

-- The season running on each server (NULL: none). The one row a season change updates and every
-- ranked match end of that server reads under a share lock: a match counts in exactly one season.
CREATE TABLE current_seasons (
    guild_id   {BIGINT} PRIMARY KEY,
    season_id  {BIGINT} REFERENCES seasons (id)
);

-- Ratings within one season, each player starting afresh (the all-time ratings stay in `ratings`).
CREATE TABLE season_ratings (
    season_id  {BIGINT} NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    game       TEXT    NOT NULL,
    user_id    {BIGINT} NOT NULL,
    mu         {REAL} NOT NULL,
    sigma      {REAL} NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (season_id, game, user_id)
);

-- The season a finished match's result counted in (NULL: no season was running, or a casual match).
ALTER TABLE matches ADD COLUMN season_id {BIGINT};

-- Reputation per server and person: matches finished in their seat, and matches left before the end
-- (abandoned, left the server, or lost to the absent rule). Casual matches count too; bots have none.
CREATE TABLE reputation (
    guild_id   {BIGINT} NOT NULL,
    user_id    {BIGINT} NOT NULL,
    finished   INTEGER NOT NULL DEFAULT 0,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);

-- Reputation from the matches finished before this migration.
INSERT INTO reputation (guild_id, user_id, finished, abandoned)
SELECT COALESCE(m.guild_id, 0), r.user_id,
       SUM(CASE WHEN r.abandoned THEN 0 ELSE 1 END), SUM(CASE WHEN r.abandoned THEN 1 ELSE 0 END)
FROM results r JOIN matches m ON m.id = r.match_id
WHERE r.user_id IS NOT NULL
GROUP BY COALESCE(m.guild_id, 0), r.user_id;

-- Standings pages ordered by the shown rating (mu - 3 sigma), all-time and per season.
CREATE INDEX ratings_board ON ratings (guild_id, game, (mu - 3 * sigma));
CREATE INDEX season_ratings_board ON season_ratings (season_id, game, (mu - 3 * sigma));
CREATE INDEX season_ratings_user ON season_ratings (user_id);
