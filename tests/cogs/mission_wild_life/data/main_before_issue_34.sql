-- A database as main before issue 34 (41e6fe8: no language plumbing; events carried English text)
-- leaves it: one finished Mission: Wild Life match (3 seats: player1, player2, player3; seed 5; expert
-- missions and pass cards on), played to the end with main's own code on the Discord double:
-- harness.table.SandboxTable's simulated people, each choosing its move with the game's bot from its
-- own seat's view and making it through the table's buttons, the real bot writing through main's
-- MatchService and Storage (SQLite, migrations 001-008). Dumped with sqlite3.Connection.iterdump()
-- (which leaves out the schema version: the PRAGMA below restores it); the snowflakes are that double's.
-- Its stored state holds main's English (won missions' names and reasons, the end reason); its events
-- were never stored. tests/cogs/test_old_matches.py reads it with today's code.
PRAGMA user_version = 8;
BEGIN TRANSACTION;
CREATE TABLE actions (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    action    TEXT    NOT NULL,
    at        REAL NOT NULL,
    PRIMARY KEY (match_id, seq)
);
INSERT INTO "actions" VALUES(1,1,0,'{"kind":"pass","cards":["red-4","blue-6","blue-7"]}',1.79632142052784252164e+09);
INSERT INTO "actions" VALUES(1,2,1,'{"kind":"pass","cards":["green-3","blue-4","blue-8"]}',1.79632142065329837793e+09);
INSERT INTO "actions" VALUES(1,3,2,'{"kind":"pass","cards":["red-1","gray-4","green-4"]}',1.79632142077619719501e+09);
INSERT INTO "actions" VALUES(1,4,1,'{"kind":"play","card":"green-8"}',1.79632142085108351711e+09);
INSERT INTO "actions" VALUES(1,5,2,'{"kind":"play","card":"gray-5"}',1796321420.92735);
INSERT INTO "actions" VALUES(1,6,0,'{"kind":"play","card":"gray-1"}',1.79632142099587035176e+09);
INSERT INTO "actions" VALUES(1,7,1,'{"kind":"play","card":"red-8"}',1.79632142106136679648e+09);
INSERT INTO "actions" VALUES(1,8,2,'{"kind":"play","card":"red-6"}',1.79632142113865399353e+09);
INSERT INTO "actions" VALUES(1,9,0,'{"kind":"play","card":"red-1"}',1.79632142120929121976e+09);
INSERT INTO "actions" VALUES(1,10,0,'{"kind":"play","card":"gold-8"}',1.79632142128284239771e+09);
INSERT INTO "actions" VALUES(1,11,1,'{"kind":"play","card":"gold-5"}',1.79632142135942888261e+09);
INSERT INTO "actions" VALUES(1,12,2,'{"kind":"play","card":"gold-1"}',1.79632142143755674365e+09);
INSERT INTO "actions" VALUES(1,13,2,'{"kind":"play","card":"blue-8"}',1.7963214215076801777e+09);
INSERT INTO "actions" VALUES(1,14,0,'{"kind":"play","card":"gray-8"}',1.7963214215827178955e+09);
INSERT INTO "actions" VALUES(1,15,1,'{"kind":"play","card":"blue-7"}',1.79632142165320467944e+09);
INSERT INTO "actions" VALUES(1,16,2,'{"kind":"play","card":"green-7"}',1.79632142172774958606e+09);
INSERT INTO "actions" VALUES(1,17,0,'{"kind":"play","card":"gray-7"}',1.79632142180089783662e+09);
INSERT INTO "actions" VALUES(1,18,1,'{"kind":"play","card":"red-7"}',1.7963214218644759655e+09);
INSERT INTO "actions" VALUES(1,19,2,'{"kind":"play","card":"blue-5"}',1.79632142193149662015e+09);
INSERT INTO "actions" VALUES(1,20,0,'{"kind":"play","card":"green-6"}',1.79632142199886131288e+09);
INSERT INTO "actions" VALUES(1,21,1,'{"kind":"play","card":"gray-6"}',1.79632142206701850891e+09);
INSERT INTO "actions" VALUES(1,22,2,'{"kind":"play","card":"gold-4"}',1.79632142213553667063e+09);
INSERT INTO "actions" VALUES(1,23,0,'{"kind":"play","card":"gold-7"}',1.79632142221089386941e+09);
INSERT INTO "actions" VALUES(1,24,1,'{"kind":"play","card":"blue-6"}',1.7963214222845230103e+09);
INSERT INTO "actions" VALUES(1,25,0,'{"kind":"play","card":"green-4"}',1.79632142235454487803e+09);
INSERT INTO "actions" VALUES(1,26,1,'{"kind":"play","card":"red-5"}',1.79632142242312264446e+09);
INSERT INTO "actions" VALUES(1,27,2,'{"kind":"play","card":"green-3"}',1.7963214224899070263e+09);
INSERT INTO "actions" VALUES(1,28,0,'{"kind":"play","card":"gold-6"}',1.79632142256620216374e+09);
INSERT INTO "actions" VALUES(1,29,1,'{"kind":"play","card":"red-4"}',1.79632142263457965846e+09);
INSERT INTO "actions" VALUES(1,30,2,'{"kind":"play","card":"gold-2"}',1.79632142269973373418e+09);
INSERT INTO "actions" VALUES(1,31,0,'{"kind":"play","card":"green-2"}',1.79632142276281070707e+09);
INSERT INTO "actions" VALUES(1,32,1,'{"kind":"play","card":"gray-3"}',1.79632142283241367335e+09);
INSERT INTO "actions" VALUES(1,33,2,'{"kind":"play","card":"blue-4"}',1.79632142289620399472e+09);
INSERT INTO "actions" VALUES(1,34,0,'{"kind":"play","card":"green-5"}',1.7963214229684619904e+09);
INSERT INTO "actions" VALUES(1,35,1,'{"kind":"play","card":"red-3"}',1.79632142304197573662e+09);
INSERT INTO "actions" VALUES(1,36,2,'{"kind":"play","card":"blue-3"}',1.79632142311235475538e+09);
INSERT INTO "actions" VALUES(1,37,0,'{"kind":"play","card":"gray-4"}',1.79632142317812061311e+09);
INSERT INTO "actions" VALUES(1,38,1,'{"kind":"play","card":"gray-2"}',1.79632142324595594409e+09);
INSERT INTO "actions" VALUES(1,39,2,'{"kind":"play","card":"blue-2"}',1.79632142332279300684e+09);
INSERT INTO "actions" VALUES(1,40,0,'{"kind":"play","card":"green-1"}',1.79632142339996600153e+09);
INSERT INTO "actions" VALUES(1,41,1,'{"kind":"play","card":"red-2"}',1.79632142346802353856e+09);
INSERT INTO "actions" VALUES(1,42,2,'{"kind":"play","card":"blue-1"}',1.79632142353168153758e+09);
INSERT INTO "actions" VALUES(1,43,0,'{"kind":"pass","cards":["green-6","blue-2","red-3"]}',1.79632142360766625405e+09);
INSERT INTO "actions" VALUES(1,44,1,'{"kind":"pass","cards":["green-5","green-8","red-1"]}',1.79632142367690014837e+09);
INSERT INTO "actions" VALUES(1,45,2,'{"kind":"pass","cards":["gray-4","blue-1","blue-3"]}',1.79632142374144124991e+09);
INSERT INTO "actions" VALUES(1,46,2,'{"kind":"play","card":"gold-8"}',1.79632142381223773954e+09);
INSERT INTO "actions" VALUES(1,47,0,'{"kind":"play","card":"gold-1"}',1.79632142387984609609e+09);
INSERT INTO "actions" VALUES(1,48,1,'{"kind":"play","card":"gray-2"}',1.79632142396293282508e+09);
INSERT INTO "actions" VALUES(1,49,0,'{"kind":"play","card":"gold-7"}',1.79632142403054785723e+09);
INSERT INTO "actions" VALUES(1,50,1,'{"kind":"play","card":"gold-2"}',1.79632142410514068602e+09);
INSERT INTO "actions" VALUES(1,51,2,'{"kind":"play","card":"gold-4"}',1.79632142417122268678e+09);
INSERT INTO "actions" VALUES(1,52,0,'{"kind":"play","card":"gold-6"}',1.79632142423908424374e+09);
INSERT INTO "actions" VALUES(1,53,1,'{"kind":"play","card":"gray-6"}',1.79632142431752610204e+09);
INSERT INTO "actions" VALUES(1,54,2,'{"kind":"play","card":"green-1"}',1.79632142439661097524e+09);
INSERT INTO "actions" VALUES(1,55,0,'{"kind":"play","card":"gray-5"}',1.79632142447480702401e+09);
INSERT INTO "actions" VALUES(1,56,1,'{"kind":"play","card":"gray-7"}',1.79632142454528522489e+09);
INSERT INTO "actions" VALUES(1,57,2,'{"kind":"play","card":"red-1"}',1.79632142460973072048e+09);
INSERT INTO "actions" VALUES(1,58,1,'{"kind":"play","card":"blue-8"}',1.79632142468502211569e+09);
INSERT INTO "actions" VALUES(1,59,2,'{"kind":"play","card":"green-2"}',1.79632142476248836513e+09);
INSERT INTO "actions" VALUES(1,60,0,'{"kind":"play","card":"gray-8"}',1.79632142482487201689e+09);
INSERT INTO "actions" VALUES(1,61,1,'{"kind":"play","card":"blue-6"}',1.79632142489107704159e+09);
INSERT INTO "actions" VALUES(1,62,2,'{"kind":"play","card":"green-3"}',1.79632142496000957489e+09);
INSERT INTO "actions" VALUES(1,63,0,'{"kind":"play","card":"gray-4"}',1.79632142502216482155e+09);
INSERT INTO "actions" VALUES(1,64,1,'{"kind":"play","card":"blue-2"}',1.79632142508478808403e+09);
INSERT INTO "actions" VALUES(1,65,2,'{"kind":"play","card":"red-4"}',1.79632142514711809163e+09);
INSERT INTO "actions" VALUES(1,66,0,'{"kind":"play","card":"blue-3"}',1.79632142520898866648e+09);
INSERT INTO "actions" VALUES(1,67,0,'{"kind":"play","card":"blue-1"}',1.79632142527099680903e+09);
INSERT INTO "actions" VALUES(1,68,1,'{"kind":"play","card":"blue-5"}',1.79632142533712148672e+09);
INSERT INTO "actions" VALUES(1,69,2,'{"kind":"play","card":"green-4"}',1.79632142539978122705e+09);
INSERT INTO "actions" VALUES(1,70,1,'{"kind":"play","card":"gold-5"}',1.79632142546629357338e+09);
INSERT INTO "actions" VALUES(1,71,2,'{"kind":"play","card":"green-5"}',1.79632142552663111693e+09);
INSERT INTO "actions" VALUES(1,72,0,'{"kind":"play","card":"gold-3"}',1.79632142558856034274e+09);
INSERT INTO "actions" VALUES(1,73,1,'{"kind":"play","card":"green-6"}',1.79632142565129590029e+09);
INSERT INTO "actions" VALUES(1,74,2,'{"kind":"play","card":"green-8"}',1.79632142571232533449e+09);
INSERT INTO "actions" VALUES(1,75,0,'{"kind":"play","card":"red-7"}',1.79632142577415442464e+09);
INSERT INTO "actions" VALUES(1,76,2,'{"kind":"play","card":"green-7"}',1796321425.83723);
INSERT INTO "actions" VALUES(1,77,0,'{"kind":"play","card":"blue-7"}',1.79632142589729833608e+09);
INSERT INTO "actions" VALUES(1,78,1,'{"kind":"play","card":"red-5"}',1.79632142595982193943e+09);
INSERT INTO "actions" VALUES(1,79,2,'{"kind":"play","card":"red-6"}',1796321426.0207);
INSERT INTO "actions" VALUES(1,80,0,'{"kind":"play","card":"gray-3"}',1.79632142608603453635e+09);
INSERT INTO "actions" VALUES(1,81,1,'{"kind":"play","card":"red-3"}',1.79632142615320944791e+09);
INSERT INTO "actions" VALUES(1,82,2,'{"kind":"play","card":"red-8"}',1.79632142621740174296e+09);
INSERT INTO "actions" VALUES(1,83,0,'{"kind":"play","card":"gray-1"}',1.79632142628405380244e+09);
INSERT INTO "actions" VALUES(1,84,1,'{"kind":"play","card":"red-2"}',1.79632142635604524607e+09);
INSERT INTO "actions" VALUES(1,85,0,'{"kind":"pass","cards":["green-3","green-5","red-5"]}',1.79632142644756746287e+09);
INSERT INTO "actions" VALUES(1,86,1,'{"kind":"pass","cards":["gray-1","gray-6","green-1"]}',1.79632142651937794686e+09);
INSERT INTO "actions" VALUES(1,87,2,'{"kind":"pass","cards":["blue-2","gray-7","gray-8"]}',1.79632142658186244967e+09);
INSERT INTO "actions" VALUES(1,88,0,'{"kind":"play","card":"blue-1"}',1796321426.65733);
INSERT INTO "actions" VALUES(1,89,1,'{"kind":"play","card":"blue-3"}',1.79632142672483563418e+09);
INSERT INTO "actions" VALUES(1,90,2,'{"kind":"play","card":"gold-1"}',1.79632142678589987756e+09);
INSERT INTO "actions" VALUES(1,91,2,'{"kind":"play","card":"red-4"}',1.79632142684690260889e+09);
INSERT INTO "actions" VALUES(1,92,0,'{"kind":"play","card":"red-7"}',1.79632142691888356208e+09);
INSERT INTO "actions" VALUES(1,93,1,'{"kind":"play","card":"red-8"}',1.79632142698352169993e+09);
INSERT INTO "actions" VALUES(1,94,1,'{"kind":"play","card":"blue-8"}',1.79632142704611778264e+09);
INSERT INTO "actions" VALUES(1,95,2,'{"kind":"play","card":"green-8"}',1.79632142710825824741e+09);
INSERT INTO "actions" VALUES(1,96,0,'{"kind":"play","card":"blue-2"}',1.79632142717095351219e+09);
INSERT INTO "actions" VALUES(1,97,1,'{"kind":"play","card":"gold-5"}',1.79632142723341679574e+09);
INSERT INTO "actions" VALUES(1,98,2,'{"kind":"play","card":"gray-6"}',1.79632142729505014421e+09);
INSERT INTO "actions" VALUES(1,99,0,'{"kind":"play","card":"gray-2"}',1.79632142735799193384e+09);
INSERT INTO "actions" VALUES(1,100,1,'{"kind":"play","card":"green-7"}',1.79632142742165970801e+09);
INSERT INTO "actions" VALUES(1,101,2,'{"kind":"play","card":"green-4"}',1.7963214274834089279e+09);
INSERT INTO "actions" VALUES(1,102,0,'{"kind":"play","card":"gray-3"}',1.79632142754549431798e+09);
INSERT INTO "actions" VALUES(1,103,1,'{"kind":"play","card":"gold-4"}',1.79632142760913944244e+09);
INSERT INTO "actions" VALUES(1,104,2,'{"kind":"play","card":"gold-3"}',1.79632142767902970312e+09);
INSERT INTO "actions" VALUES(1,105,0,'{"kind":"play","card":"gold-2"}',1.79632142774107861522e+09);
INSERT INTO "actions" VALUES(1,106,1,'{"kind":"play","card":"green-6"}',1.79632142780597543717e+09);
INSERT INTO "actions" VALUES(1,107,2,'{"kind":"play","card":"green-2"}',1.79632142786702203749e+09);
INSERT INTO "actions" VALUES(1,108,0,'{"kind":"play","card":"gray-4"}',1.79632142792868566513e+09);
INSERT INTO "actions" VALUES(1,109,1,'{"kind":"play","card":"blue-6"}',1.79632142799272251127e+09);
INSERT INTO "actions" VALUES(1,110,2,'{"kind":"play","card":"red-6"}',1.79632142805509924885e+09);
INSERT INTO "actions" VALUES(1,111,0,'{"kind":"play","card":"blue-4"}',1.79632142811699652669e+09);
INSERT INTO "actions" VALUES(1,112,1,'{"kind":"play","card":"red-5"}',1.79632142817930555347e+09);
INSERT INTO "actions" VALUES(1,113,2,'{"kind":"play","card":"red-3"}',1.79632142824120378489e+09);
INSERT INTO "actions" VALUES(1,114,0,'{"kind":"play","card":"blue-5"}',1.79632142830354475972e+09);
INSERT INTO "actions" VALUES(1,115,1,'{"kind":"play","card":"green-5"}',1.79632142837003970147e+09);
INSERT INTO "actions" VALUES(1,116,2,'{"kind":"play","card":"gray-1"}',1.79632142843212866782e+09);
INSERT INTO "actions" VALUES(1,117,0,'{"kind":"play","card":"gold-6"}',1.79632142849370861053e+09);
INSERT INTO "actions" VALUES(1,118,0,'{"kind":"play","card":"blue-7"}',1.79632142855730271343e+09);
INSERT INTO "actions" VALUES(1,119,1,'{"kind":"play","card":"green-3"}',1.7963214286191561222e+09);
INSERT INTO "actions" VALUES(1,120,2,'{"kind":"play","card":"green-1"}',1.79632142868129205705e+09);
INSERT INTO "actions" VALUES(1,121,0,'{"kind":"play","card":"gray-8"}',1.79632142874598860734e+09);
INSERT INTO "actions" VALUES(1,122,1,'{"kind":"play","card":"red-2"}',1.79632142881286072729e+09);
INSERT INTO "actions" VALUES(1,123,2,'{"kind":"play","card":"gold-8"}',1.79632142887450838085e+09);
INSERT INTO "actions" VALUES(1,124,2,'{"kind":"play","card":"gold-7"}',1.79632142894036626813e+09);
INSERT INTO "actions" VALUES(1,125,0,'{"kind":"play","card":"gray-7"}',1.79632142900153136252e+09);
INSERT INTO "actions" VALUES(1,126,1,'{"kind":"play","card":"red-1"}',1.79632142906428170204e+09);
CREATE TABLE command_guilds (
    guild_id  INTEGER PRIMARY KEY,
    synced_at REAL NOT NULL
);
CREATE TABLE current_seasons (
    guild_id   INTEGER PRIMARY KEY,
    season_id  INTEGER REFERENCES seasons (id)
);
CREATE TABLE guild_settings (
    guild_id    INTEGER PRIMARY KEY,
    config      TEXT    NOT NULL DEFAULT '{}',
    version     INTEGER NOT NULL DEFAULT 1,
    updated_at  REAL NOT NULL DEFAULT 0
);
CREATE TABLE match_messages (
    match_id    INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL,
    user_id     INTEGER NOT NULL DEFAULT 0,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER NOT NULL,
    PRIMARY KEY (match_id, purpose, user_id)
);
INSERT INTO "match_messages" VALUES(1,'lobby',0,1578111158013919240,1578111159221878832);
INSERT INTO "match_messages" VALUES(1,'welcome',0,1578111159221878832,1578111160090099768);
INSERT INTO "match_messages" VALUES(1,'table',0,1578111159221878832,1578111160098488377);
INSERT INTO "match_messages" VALUES(1,'dm',1578111158013919235,1578111160119459899,1578111160123654204);
INSERT INTO "match_messages" VALUES(1,'dm',1578111158013919236,1578111160123654205,1578111160132042815);
INSERT INTO "match_messages" VALUES(1,'dm',1578111158013919237,1578111160123654206,1578111160148820032);
CREATE TABLE match_pauses (
    match_id    INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    paused_by   INTEGER NOT NULL,
    by_name     TEXT    NOT NULL,
    paused_at   REAL NOT NULL
);
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER,
    channel_id    INTEGER,
    thread_id     INTEGER,
    game          TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    host_id       INTEGER NOT NULL,
    options       TEXT    NOT NULL,
    seed          INTEGER NOT NULL,
    state         TEXT,
    version       INTEGER NOT NULL DEFAULT 0,
    timers        TEXT    NOT NULL DEFAULT '{}',
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL
, season_id INTEGER);
INSERT INTO "matches" VALUES(1,1578111158013919239,1578111158013919240,1578111159221878832,'mission-wild-life','finished',1578111158013919235,'{"expert": true, "flash_per_round": 1, "pass_cards": true, "first_player": null, "turn_timeout_s": 0.0, "absent_after": 2}',5,'{"seats":3,"options":{"expert":true,"flash_per_round":1,"pass_cards":true,"first_player":null},"rng":{"state":14277448240251358837},"phase":"over","round":3,"round_starter":0,"leader":2,"turn":2,"hands":[[],[],[]],"passing":[null,null,null],"received":[["blue-2","gray-7","gray-8"],["green-3","green-5","red-5"],["gray-1","gray-6","green-1"]],"trick":[],"tricks_won":[[["green-5","gray-1","gold-6"],["blue-7","green-3","green-1"]],[["red-4","red-7","red-8"],["blue-8","green-8","blue-2"],["gold-5","gray-6","gray-2"],["green-7","green-4","gray-3"],["gold-4","gold-3","gold-2"],["green-6","green-2","gray-4"],["blue-6","red-6","blue-4"],["red-5","red-3","blue-5"]],[["blue-1","blue-3","gold-1"],["gray-8","red-2","gold-8"],["gold-7","gray-7","red-1"]]],"tricks_played":13,"tricks_per_round":13,"played":["blue-1","blue-3","gold-1","red-4","red-7","red-8","blue-8","green-8","blue-2","gold-5","gray-6","gray-2","green-7","green-4","gray-3","gold-4","gold-3","gold-2","green-6","green-2","gray-4","blue-6","red-6","blue-4","red-5","red-3","blue-5","green-5","gray-1","gold-6","blue-7","green-3","green-1","gray-8","red-2","gold-8","gold-7","gray-7","red-1"],"out_card":"gray-5","research_stack":["wombat","humming-bird","racoon","quokka","puffer-fish","lizard","bat","jellyfish","desert-fox","tree-frog"],"adventure_stack":["orca","polar-bear","rhino","kangaroo","bison","sea-eagle","elephant","hippo","owl","ostrich","giraffe","lama","camel","koi","zebra"],"flash_stack":["falcon","starfish","chimpanzee","maki","vulture","brown-bear","manatee","armadillo","beaver","wolf","anaconda","panda","pangolin","sea-turtle","iguana","giant-tortoise","pelican","cockatoo","octopus","deer","platypus","dolphin"],"display_research":null,"display_adventure":null,"display_flash":[],"flash_won_round":["toucan"],"missions":[[{"mission_id":"gorilla","name":"Gorilla","type":"adventure","round":1,"reason":"Gorilla: seat 0, 6 tricks without gray","face_down":false},{"mission_id":"seahorse","name":"Research mission (face down)","type":"research","round":2,"reason":"Robin: seat 0, 1 card in weakest colour (tie)","face_down":true},{"mission_id":"heron","name":"Adventure mission (face down)","type":"adventure","round":2,"reason":"Kiwi: seat 0, 3 numbers won exactly once (tie)","face_down":true},{"mission_id":"red-panda","name":"Red Panda","type":"research","round":3,"reason":"Red Panda: seat 0, 3 cards in strongest colour (tie)","face_down":false}],[{"mission_id":"meerkat","name":"Meerkat","type":"research","round":1,"reason":"Meerkat: seat 1, 2 cards 5 or higher","face_down":false},{"mission_id":"peacock","name":"Peacock","type":"flash","round":2,"reason":"Peacock: seat 1 holds only red (3 cards)","face_down":false},{"mission_id":"crab","name":"Research mission (face down)","type":"research","round":2,"reason":"Robin: seat 1, 1 card in weakest colour (tie)","face_down":true},{"mission_id":"orangutan","name":"Adventure mission (face down)","type":"adventure","round":2,"reason":"Kiwi: seat 1, 3 numbers won exactly once (tie)","face_down":true},{"mission_id":"toucan","name":"Toucan","type":"flash","round":3,"reason":"Toucan: seat 1 won the Red 4","face_down":false}],[{"mission_id":"flamingo","name":"Flamingo","type":"flash","round":1,"reason":"Flamingo: seat 2 holds no card above 4 (7 cards)","face_down":false},{"mission_id":"robin","name":"Robin","type":"research","round":2,"reason":"Robin: seat 2, 1 card in weakest colour (tie)","face_down":false},{"mission_id":"kiwi","name":"Kiwi","type":"adventure","round":2,"reason":"Kiwi: seat 2, 3 numbers won exactly once (tie)","face_down":false},{"mission_id":"mouse","name":"Research mission (face down)","type":"research","round":3,"reason":"Red Panda: seat 2, 3 cards in strongest colour (tie)","face_down":true},{"mission_id":"antelope","name":"Antelope","type":"adventure","round":3,"reason":"Antelope: seat 2, 3 cards numbered 1","face_down":false}]],"last_trick":{"round":3,"number":13,"plays":[{"seat":2,"card":"gold-7"},{"seat":0,"card":"gray-7"},{"seat":1,"card":"red-1"}],"winner":2},"end_reason":"Seat(s) 1, 2 win with 5 missions (the game ends at 5)."}',126,'{}',1.79632142024013113975e+09,1.79632142906428170204e+09,NULL);
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, user_id)
);
INSERT INTO "ratings" VALUES(1578111158013919239,'mission-wild-life',1578111158013919235,1.97292210137190053842e+01,7.7888473047764250623e+00,1,0,3);
INSERT INTO "ratings" VALUES(1578111158013919239,'mission-wild-life',1578111158013919236,2.76353894931404973087e+01,7.7888473047764250623e+00,1,1,1);
INSERT INTO "ratings" VALUES(1578111158013919239,'mission-wild-life',1578111158013919237,2.76353894931404973087e+01,7.7888473047764250623e+00,1,1,1);
CREATE TABLE reminders_sent (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    turn      TEXT    NOT NULL,
    kind      TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    sent_at   REAL  NOT NULL,
    PRIMARY KEY (match_id, turn, kind)
);
CREATE TABLE reputation (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    finished   INTEGER NOT NULL DEFAULT 0,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, user_id)
);
INSERT INTO "reputation" VALUES(1578111158013919239,1578111158013919235,1,0);
INSERT INTO "reputation" VALUES(1578111158013919239,1578111158013919236,1,0);
INSERT INTO "reputation" VALUES(1578111158013919239,1578111158013919237,1,0);
CREATE TABLE results (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    place      INTEGER NOT NULL,
    score      REAL NOT NULL,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO "results" VALUES(1,0,1578111158013919235,3,4.0,0);
INSERT INTO "results" VALUES(1,1,1578111158013919236,1,5.0,0);
INSERT INTO "results" VALUES(1,2,1578111158013919237,1,5.0,0);
CREATE TABLE season_ratings (
    season_id  INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (season_id, game, user_id)
);
CREATE TABLE seasons (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    started_at  REAL NOT NULL,
    ended_at    REAL
);
CREATE TABLE seats (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    name       TEXT    NOT NULL,
    is_bot     INTEGER NOT NULL DEFAULT 0,
    abandoned  INTEGER NOT NULL DEFAULT 0, level TEXT NOT NULL DEFAULT 'normal', bot_played INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO "seats" VALUES(1,0,1578111158013919235,'player1',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,1,1578111158013919236,'player2',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,2,1578111158013919237,'player3',0,0,'normal',0);
CREATE TABLE shard_leases (
    shard_id   INTEGER PRIMARY KEY,
    owner      TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE user_settings (
    user_id    INTEGER PRIMARY KEY,
    dms        INTEGER NOT NULL DEFAULT 1,
    updated_at REAL NOT NULL DEFAULT 0
, reminders INTEGER NOT NULL DEFAULT 1, time_zone TEXT NOT NULL DEFAULT '', quiet_start INTEGER NOT NULL DEFAULT 0, quiet_end INTEGER NOT NULL DEFAULT 0);
CREATE INDEX matches_status ON matches (status, guild_id);
CREATE INDEX seats_user ON seats (user_id);
CREATE INDEX results_user ON results (user_id);
CREATE INDEX matches_ended ON matches (status, updated_at);
CREATE INDEX guild_settings_changed ON guild_settings (updated_at);
CREATE UNIQUE INDEX seasons_name ON seasons (guild_id, lower(name));
CREATE INDEX seasons_guild ON seasons (guild_id, started_at);
CREATE INDEX ratings_board ON ratings (guild_id, game, (mu - 3 * sigma));
CREATE INDEX season_ratings_board ON season_ratings (season_id, game, (mu - 3 * sigma));
CREATE INDEX season_ratings_user ON season_ratings (user_id);
COMMIT;
