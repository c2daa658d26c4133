-- Matches, seats, the append-only action log, results and ratings (DESIGN.md, "storage/").
-- Column types in braces are the dialect's (storage/schema.py, COLUMN_TYPES): {BIGINT} a Discord
-- snowflake or seed, {FLAG} a flag, {REAL} a float (times in Unix seconds); JSON is TEXT exactly as written.
CREATE TABLE matches (
    id            {ID},
    guild_id      {BIGINT},
    channel_id    {BIGINT},
    thread_id     {BIGINT},
    game          TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    host_id       {BIGINT} NOT NULL,
    options       TEXT    NOT NULL,
    seed          {BIGINT} NOT NULL,
    state         TEXT,
    version       INTEGER NOT NULL DEFAULT 0,
    timers        TEXT    NOT NULL DEFAULT '{}',
    created_at    {REAL} NOT NULL,
    updated_at    {REAL} NOT NULL
);
CREATE INDEX matches_status ON matches (status, guild_id);

CREATE TABLE seats (
    match_id   {BIGINT} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    {BIGINT},
    name       TEXT    NOT NULL,
    is_bot     {FLAG} NOT NULL DEFAULT {FALSE},
    abandoned  {FLAG} NOT NULL DEFAULT {FALSE},
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX seats_user ON seats (user_id);

CREATE TABLE actions (
    match_id  {BIGINT} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    action    TEXT    NOT NULL,
    at        {REAL} NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE results (
    match_id   {BIGINT} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    {BIGINT},
    place      INTEGER NOT NULL,
    score      {REAL} NOT NULL,
    abandoned  {FLAG} NOT NULL DEFAULT {FALSE},
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_user ON results (user_id);

CREATE TABLE ratings (
    guild_id   {BIGINT} NOT NULL,
    game       TEXT    NOT NULL,
    user_id    {BIGINT} NOT NULL,
    mu         {REAL} NOT NULL,
    sigma      {REAL} NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, user_id)
);

-- Messages the cogs keep current (table message, lobby message, DM copies), so they survive a restart.
CREATE TABLE match_messages (
    match_id    {BIGINT} NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL,
    user_id     {BIGINT} NOT NULL DEFAULT 0,
    channel_id  {BIGINT} NOT NULL,
    message_id  {BIGINT} NOT NULL,
    PRIMARY KEY (match_id, purpose, user_id)
);
