-- Learn by playing (issue 35): each person's tutorial of each game. match_id is their tutorial match
-- while one runs (NULL otherwise), progress the tutorial's own JSON (engine/tutorial.py's Progress),
-- learned_at when they first finished it (NULL: not yet): what /profile and the lobby's 'new to' mark read.
CREATE TABLE tutorials (
    user_id {BIGINT} NOT NULL,
    game TEXT NOT NULL,
    match_id {BIGINT},
    progress TEXT NOT NULL DEFAULT '{}',
    started_at {REAL} NOT NULL,
    updated_at {REAL} NOT NULL,
    learned_at {REAL},
    PRIMARY KEY (user_id, game)
);
CREATE INDEX tutorials_learned ON tutorials (game, user_id, learned_at);
