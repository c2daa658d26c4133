-- A database as main before issue 34 (41e6fe8: no language plumbing; events carried English text)
-- leaves it: one finished WildLife match (2 seats: player1, player2; seed 3; default options), played
-- to the end with main's own code on the Discord double: harness.table.SandboxTable's simulated people,
-- each choosing its move with the game's bot from its own seat's view and making it through the table's
-- buttons and selects, the real bot writing through main's MatchService and Storage (SQLite, migrations
-- 001-008). Dumped with sqlite3.Connection.iterdump() (which leaves out the schema version: the PRAGMA
-- below restores it); the snowflakes are that double's. Its stored state holds main's English (the last
-- move's log lines, the end reason, the Major Scoring labels); its events (hands and draws private;
-- placements, auctions, adaptations, migrations, expansions, scorings public) were never stored.
-- tests/cogs/test_old_matches.py reads it with today's code.
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
INSERT INTO "actions" VALUES(1,1,1,'{"kind":"place","space":"B5"}',1.79631779838341426851e+09);
INSERT INTO "actions" VALUES(1,2,0,'{"kind":"place","space":"C8"}',1.79631779852797794343e+09);
INSERT INTO "actions" VALUES(1,3,1,'{"kind":"place","space":"C5"}',1.79631779866337823871e+09);
INSERT INTO "actions" VALUES(1,4,0,'{"kind":"place","space":"D8"}',1.79631779880187892909e+09);
INSERT INTO "actions" VALUES(1,5,1,'{"kind":"place","space":"C3"}',1.7963177989419443607e+09);
INSERT INTO "actions" VALUES(1,6,0,'{"kind":"place","space":"G6"}',1.79631779908424234386e+09);
INSERT INTO "actions" VALUES(1,7,1,'{"kind":"place","space":"D3"}',1.79631779922907042507e+09);
INSERT INTO "actions" VALUES(1,8,0,'{"kind":"place","space":"G5"}',1.79631779935377383227e+09);
INSERT INTO "actions" VALUES(1,9,1,'{"kind":"place","space":"A5"}',1.79631779949305319787e+09);
INSERT INTO "actions" VALUES(1,10,0,'{"kind":"place","space":"C7"}',1.79631779963021922111e+09);
INSERT INTO "actions" VALUES(1,11,1,'{"kind":"place","space":"C4"}',1.79631779978142070777e+09);
INSERT INTO "actions" VALUES(1,12,0,'{"kind":"place","space":"F5"}',1.79631779990901851657e+09);
INSERT INTO "actions" VALUES(1,13,1,'{"kind":"place","space":"D4"}',1.79631780004294538499e+09);
INSERT INTO "actions" VALUES(1,14,0,'{"kind":"place","space":"F6"}',1.79631780020021867747e+09);
INSERT INTO "actions" VALUES(1,15,1,'{"kind":"place","space":"H2"}',1.79631780032249856e+09);
INSERT INTO "actions" VALUES(1,16,0,'{"kind":"place","space":"G4"}',1.79631780044862508771e+09);
INSERT INTO "actions" VALUES(1,17,1,'{"kind":"place","space":"C2"}',1.7963178005720844269e+09);
INSERT INTO "actions" VALUES(1,18,0,'{"kind":"place","space":"J2"}',1.79631780071280336376e+09);
INSERT INTO "actions" VALUES(1,19,1,'{"kind":"place","space":"C1"}',1.79631780087550187111e+09);
INSERT INTO "actions" VALUES(1,20,0,'{"kind":"place","space":"H8"}',1.79631780101396155363e+09);
INSERT INTO "actions" VALUES(1,21,1,'{"kind":"place","space":"D2"}',1.79631780114091658593e+09);
INSERT INTO "actions" VALUES(1,22,0,'{"kind":"place","space":"D7"}',1796317801.28117);
INSERT INTO "actions" VALUES(1,23,1,'{"kind":"place","space":"B3"}',1.79631780135275244715e+09);
INSERT INTO "actions" VALUES(1,24,0,'{"kind":"place","space":"I2"}',1.79631780147718620298e+09);
INSERT INTO "actions" VALUES(1,25,1,'{"kind":"use","card":"lightning-5"}',1.79631780155036520959e+09);
INSERT INTO "actions" VALUES(1,26,1,'{"kind":"joker","as_kind":"water"}',1.79631780161687397952e+09);
INSERT INTO "actions" VALUES(1,27,1,'{"kind":"expand","space":"B4"}',1.79631780168217205996e+09);
INSERT INTO "actions" VALUES(1,28,1,'{"kind":"use","card":"lightning-9"}',1.79631780175602698322e+09);
INSERT INTO "actions" VALUES(1,29,1,'{"kind":"joker","as_kind":"water"}',1.79631780183408236504e+09);
INSERT INTO "actions" VALUES(1,30,1,'{"kind":"expand","space":"B2"}',1.79631780190414619448e+09);
INSERT INTO "actions" VALUES(1,31,1,'{"kind":"auction","card":"plains-8"}',1.79631780197668290133e+09);
INSERT INTO "actions" VALUES(1,32,0,'{"kind":"bid","amount":3}',1.79631780204520082478e+09);
INSERT INTO "actions" VALUES(1,33,0,'{"kind":"expand","space":"F7"}',1.79631780211295652392e+09);
INSERT INTO "actions" VALUES(1,34,1,'{"kind":"migrate","from_space":"A5","to_space":"B1"}',1.79631780225591969487e+09);
INSERT INTO "actions" VALUES(1,35,1,'{"kind":"end_turn"}',1.79631780231888246541e+09);
INSERT INTO "actions" VALUES(1,36,0,'{"kind":"use","card":"plains-5"}',1796317802.40091);
INSERT INTO "actions" VALUES(1,37,0,'{"kind":"expand","space":"G7"}',1.79631780246222305295e+09);
INSERT INTO "actions" VALUES(1,38,0,'{"kind":"use","card":"arrowhead-13"}',1.79631780253088426595e+09);
INSERT INTO "actions" VALUES(1,39,0,'{"kind":"take_ability","ability":"intelligence","from_seat":null}',1.79631780259525704389e+09);
INSERT INTO "actions" VALUES(1,40,0,'{"kind":"auction","card":"desert-1"}',1.79631780266370105749e+09);
INSERT INTO "actions" VALUES(1,41,1,'{"kind":"pass"}',1.79631780273451447486e+09);
INSERT INTO "actions" VALUES(1,42,0,'{"kind":"use","card":"arrowhead-5"}',1.79631780280848813054e+09);
INSERT INTO "actions" VALUES(1,43,0,'{"kind":"take_ability","ability":"intelligence","from_seat":null}',1.79631780287802791593e+09);
INSERT INTO "actions" VALUES(1,44,0,'{"kind":"use","card":"wheel-6"}',1.79631780294277119632e+09);
INSERT INTO "actions" VALUES(1,45,0,'{"kind":"upgrade","terrain":"forest"}',1.79631780301184082026e+09);
INSERT INTO "actions" VALUES(1,46,0,'{"kind":"migrate","from_space":"G4","to_space":"H6"}',1.79631780316340494154e+09);
INSERT INTO "actions" VALUES(1,47,0,'{"kind":"end_turn"}',1.79631780325076341629e+09);
INSERT INTO "actions" VALUES(1,48,1,'{"kind":"use","card":"lightning-10"}',1.79631780333240222927e+09);
INSERT INTO "actions" VALUES(1,49,1,'{"kind":"joker","as_kind":"water"}',1.79631780344977402688e+09);
INSERT INTO "actions" VALUES(1,50,1,'{"kind":"expand","space":"A4"}',1.79631780352117800718e+09);
INSERT INTO "actions" VALUES(1,51,1,'{"kind":"use","card":"lightning-1"}',1.79631780359975576398e+09);
INSERT INTO "actions" VALUES(1,52,1,'{"kind":"joker","as_kind":"water"}',1.79631780367577672001e+09);
INSERT INTO "actions" VALUES(1,53,1,'{"kind":"expand","space":"A3"}',1.79631780374605679517e+09);
INSERT INTO "actions" VALUES(1,54,1,'{"kind":"auction","card":"desert-8"}',1.79631780383197546006e+09);
INSERT INTO "actions" VALUES(1,55,0,'{"kind":"pass"}',1.79631780389931321141e+09);
INSERT INTO "actions" VALUES(1,56,1,'{"kind":"migrate","from_space":"H2","to_space":"H1"}',1.79631780403763031961e+09);
INSERT INTO "actions" VALUES(1,57,1,'{"kind":"end_turn"}',1.79631780410993027686e+09);
INSERT INTO "actions" VALUES(1,58,0,'{"kind":"use","card":"forest-5"}',1.79631780418511509899e+09);
INSERT INTO "actions" VALUES(1,59,0,'{"kind":"expand","space":"E7"}',1.79631780425970578188e+09);
INSERT INTO "actions" VALUES(1,60,0,'{"kind":"use","card":"forest-2"}',1.7963178043386852741e+09);
INSERT INTO "actions" VALUES(1,61,0,'{"kind":"expand","space":"H5"}',1.79631780440829849241e+09);
INSERT INTO "actions" VALUES(1,62,0,'{"kind":"auction","card":"desert-5"}',1.79631780448915195471e+09);
INSERT INTO "actions" VALUES(1,63,1,'{"kind":"pass"}',1.79631780457324409482e+09);
INSERT INTO "actions" VALUES(1,64,0,'{"kind":"use","card":"arrowhead-10"}',1.79631780473919844621e+09);
INSERT INTO "actions" VALUES(1,65,0,'{"kind":"take_ability","ability":"intelligence","from_seat":null}',1.79631780480849099156e+09);
INSERT INTO "actions" VALUES(1,66,0,'{"kind":"use","card":"wheel-15"}',1.79631780488609910009e+09);
INSERT INTO "actions" VALUES(1,67,0,'{"kind":"upgrade","terrain":"mountains"}',1.79631780494656538961e+09);
INSERT INTO "actions" VALUES(1,68,0,'{"kind":"use","card":"wheel-9"}',1.79631780500640296938e+09);
INSERT INTO "actions" VALUES(1,69,0,'{"kind":"upgrade","terrain":"plains"}',1.79631780506365942959e+09);
INSERT INTO "actions" VALUES(1,70,0,'{"kind":"migrate","from_space":"H8","to_space":"H7"}',1.79631780519028067585e+09);
INSERT INTO "actions" VALUES(1,71,0,'{"kind":"end_turn"}',1.79631780526756787298e+09);
INSERT INTO "actions" VALUES(1,72,1,'{"kind":"use","card":"savannah-3"}',1.79631780534945297237e+09);
INSERT INTO "actions" VALUES(1,73,1,'{"kind":"expand","space":"D5"}',1.79631780541891217231e+09);
INSERT INTO "actions" VALUES(1,74,1,'{"kind":"use","card":"arrowhead-15"}',1.7963178055006463528e+09);
INSERT INTO "actions" VALUES(1,75,1,'{"kind":"take_ability","ability":"intelligence","from_seat":0}',1.7963178055716135502e+09);
INSERT INTO "actions" VALUES(1,76,1,'{"kind":"auction","card":"desert-2"}',1.79631780567537522319e+09);
INSERT INTO "actions" VALUES(1,77,0,'{"kind":"pass"}',1.79631780575974059105e+09);
INSERT INTO "actions" VALUES(1,78,1,'{"kind":"use","card":"wheel-13"}',1.7963178058474149704e+09);
INSERT INTO "actions" VALUES(1,79,1,'{"kind":"upgrade","terrain":"forest"}',1.796317805918443203e+09);
INSERT INTO "actions" VALUES(1,80,1,'{"kind":"migrate","from_space":"H1","to_space":"G1"}',1.79631780603827452655e+09);
INSERT INTO "actions" VALUES(1,81,1,'{"kind":"end_turn"}',1.7963178061081936359e+09);
INSERT INTO "actions" VALUES(1,82,0,'{"kind":"use","card":"lightning-7"}',1.79631780619727396963e+09);
INSERT INTO "actions" VALUES(1,83,0,'{"kind":"joker","as_kind":"savannah"}',1.79631780626770949367e+09);
INSERT INTO "actions" VALUES(1,84,0,'{"kind":"expand","space":"E8"}',1.79631780634674310687e+09);
INSERT INTO "actions" VALUES(1,85,0,'{"kind":"use","card":"plains-2"}',1.79631780643684887889e+09);
INSERT INTO "actions" VALUES(1,86,0,'{"kind":"expand","space":"I7"}',1.7963178065057377815e+09);
INSERT INTO "actions" VALUES(1,87,0,'{"kind":"auction","card":"desert-9"}',1.79631780660846042635e+09);
INSERT INTO "actions" VALUES(1,88,1,'{"kind":"pass"}',1.79631780668391108509e+09);
INSERT INTO "actions" VALUES(1,89,0,'{"kind":"use","card":"mountains-6"}',1.79631780677351474756e+09);
INSERT INTO "actions" VALUES(1,90,0,'{"kind":"expand","space":"H4"}',1.79631780685637760163e+09);
INSERT INTO "actions" VALUES(1,91,0,'{"kind":"use","card":"arrowhead-8"}',1.79631780694288372994e+09);
INSERT INTO "actions" VALUES(1,92,0,'{"kind":"take_ability","ability":"intelligence","from_seat":1}',1.7963178070384440422e+09);
INSERT INTO "actions" VALUES(1,93,0,'{"kind":"use","card":"arrowhead-14"}',1.79631780712316226956e+09);
INSERT INTO "actions" VALUES(1,94,0,'{"kind":"take_ability","ability":"food","from_seat":null}',1.79631780719441032411e+09);
INSERT INTO "actions" VALUES(1,95,0,'{"kind":"migrate","from_space":"H4","to_space":"G4"}',1.79631780732417678826e+09);
INSERT INTO "actions" VALUES(1,96,0,'{"kind":"end_turn"}',1.79631780740178728108e+09);
INSERT INTO "actions" VALUES(1,97,1,'{"kind":"use","card":"water-1"}',1.79631780749018287661e+09);
INSERT INTO "actions" VALUES(1,98,1,'{"kind":"expand","space":"A5"}',1.79631780757005786895e+09);
INSERT INTO "actions" VALUES(1,99,1,'{"kind":"use","card":"lightning-3"}',1.79631780764481520655e+09);
INSERT INTO "actions" VALUES(1,100,1,'{"kind":"joker","as_kind":"water"}',1.7963178077406675815e+09);
INSERT INTO "actions" VALUES(1,101,1,'{"kind":"expand","space":"A6"}',1.79631780782519459723e+09);
INSERT INTO "actions" VALUES(1,102,1,'{"kind":"auction","card":"desert-3"}',1.79631780793138575553e+09);
INSERT INTO "actions" VALUES(1,103,0,'{"kind":"pass"}',1.79631780805232787135e+09);
INSERT INTO "actions" VALUES(1,104,1,'{"kind":"migrate","from_space":"G1","to_space":"G2"}',1.79631780822255444525e+09);
INSERT INTO "actions" VALUES(1,105,1,'{"kind":"end_turn"}',1.79631780831317234038e+09);
INSERT INTO "actions" VALUES(1,106,0,'{"kind":"use","card":"savannah-8"}',1.79631780840742278099e+09);
INSERT INTO "actions" VALUES(1,107,0,'{"kind":"expand","space":"F4"}',1.79631780850693583491e+09);
INSERT INTO "actions" VALUES(1,108,0,'{"kind":"use","card":"savannah-10"}',1.79631780860214972494e+09);
INSERT INTO "actions" VALUES(1,109,0,'{"kind":"expand","space":"F8"}',1.79631780867583823206e+09);
INSERT INTO "actions" VALUES(1,110,0,'{"kind":"auction","card":"water-8"}',1.7963178088379659653e+09);
INSERT INTO "actions" VALUES(1,111,1,'{"kind":"bid","amount":3}',1.7963178089195430279e+09);
INSERT INTO "actions" VALUES(1,112,1,'{"kind":"expand","space":"A2"}',1.79631780900183653836e+09);
INSERT INTO "actions" VALUES(1,113,0,'{"kind":"use","card":"lightning-4"}',1.79631780910002684589e+09);
INSERT INTO "actions" VALUES(1,114,0,'{"kind":"joker","as_kind":"plains"}',1.796317809186383009e+09);
INSERT INTO "actions" VALUES(1,115,0,'{"kind":"expand","space":"G8"}',1.79631780926520013804e+09);
INSERT INTO "actions" VALUES(1,116,0,'{"kind":"use","card":"mountains-10"}',1.79631780935870218277e+09);
INSERT INTO "actions" VALUES(1,117,0,'{"kind":"expand","space":"H4"}',1.79631780943414330478e+09);
INSERT INTO "actions" VALUES(1,118,0,'{"kind":"use","card":"mountains-5"}',1.79631780954225873945e+09);
INSERT INTO "actions" VALUES(1,119,0,'{"kind":"expand","space":"I3"}',1.7963178096296861172e+09);
INSERT INTO "actions" VALUES(1,120,0,'{"kind":"migrate","from_space":"I7","to_space":"B8"}',1.79631780978088974949e+09);
INSERT INTO "actions" VALUES(1,121,0,'{"kind":"end_turn"}',1.79631780986791396142e+09);
INSERT INTO "actions" VALUES(1,122,1,'{"kind":"use","card":"lightning-6"}',1.7963178099642252922e+09);
INSERT INTO "actions" VALUES(1,123,1,'{"kind":"joker","as_kind":"water"}',1.79631781002650547027e+09);
INSERT INTO "actions" VALUES(1,124,1,'{"kind":"expand","space":"A1"}',1.79631781009656333919e+09);
INSERT INTO "actions" VALUES(1,125,1,'{"kind":"use","card":"forest-7"}',1.79631781018341112141e+09);
INSERT INTO "actions" VALUES(1,126,1,'{"kind":"expand","space":"B6"}',1.79631781027428674701e+09);
INSERT INTO "actions" VALUES(1,127,1,'{"kind":"auction","card":"mountains-9"}',1.79631781036667466161e+09);
INSERT INTO "actions" VALUES(1,128,0,'{"kind":"bid","amount":3}',1.79631781046684908861e+09);
INSERT INTO "actions" VALUES(1,129,0,'{"kind":"expand","space":"I4"}',1796317810.5493);
INSERT INTO "actions" VALUES(1,130,1,'{"kind":"migrate","from_space":"G2","to_space":"H2"}',1.79631781069455170635e+09);
INSERT INTO "actions" VALUES(1,131,1,'{"kind":"end_turn"}',1.79631781077265095716e+09);
INSERT INTO "actions" VALUES(1,132,0,'{"kind":"use","card":"savannah-7"}',1.79631781094948983195e+09);
INSERT INTO "actions" VALUES(1,133,0,'{"kind":"expand","space":"E5"}',1.79631781104478716851e+09);
INSERT INTO "actions" VALUES(1,134,0,'{"kind":"use","card":"savannah-9"}',1.79631781114972805977e+09);
INSERT INTO "actions" VALUES(1,135,0,'{"kind":"expand","space":"E4"}',1.7963178112212619781e+09);
INSERT INTO "actions" VALUES(1,136,0,'{"kind":"auction","card":"water-2"}',1.79631781135253858561e+09);
INSERT INTO "actions" VALUES(1,137,1,'{"kind":"bid","amount":3}',1.79631781145212411883e+09);
INSERT INTO "actions" VALUES(1,138,1,'{"kind":"discard"}',1.79631781151748514172e+09);
INSERT INTO "actions" VALUES(1,139,0,'{"kind":"use","card":"forest-6"}',1.79631781161435246469e+09);
INSERT INTO "actions" VALUES(1,140,0,'{"kind":"expand","space":"E6"}',1.79631781169040489198e+09);
INSERT INTO "actions" VALUES(1,141,0,'{"kind":"use","card":"wheel-14"}',1.79631781178942131994e+09);
INSERT INTO "actions" VALUES(1,142,0,'{"kind":"upgrade","terrain":"mountains"}',1.79631781188718032838e+09);
INSERT INTO "actions" VALUES(1,143,0,'{"kind":"use","card":"wheel-12"}',1.7963178119597303867e+09);
INSERT INTO "actions" VALUES(1,144,0,'{"kind":"upgrade","terrain":"forest"}',1.7963178120267226696e+09);
INSERT INTO "actions" VALUES(1,145,0,'{"kind":"migrate","from_space":"J2","to_space":"B7"}',1.79631781219219899175e+09);
INSERT INTO "actions" VALUES(1,146,0,'{"kind":"trade_food"}',1.7963178122674405575e+09);
INSERT INTO "actions" VALUES(1,147,0,'{"kind":"end_turn"}',1.79631781236380457878e+09);
INSERT INTO "actions" VALUES(1,148,1,'{"kind":"use","card":"forest-1"}',1.79631781246788406374e+09);
INSERT INTO "actions" VALUES(1,149,1,'{"kind":"expand","space":"C6"}',1.79631781254137444492e+09);
INSERT INTO "actions" VALUES(1,150,1,'{"kind":"use","card":"savannah-6"}',1.79631781262586879728e+09);
INSERT INTO "actions" VALUES(1,151,1,'{"kind":"discard"}',1.79631781269674324985e+09);
INSERT INTO "actions" VALUES(1,152,1,'{"kind":"auction","card":"plains-3"}',1.79631781277194118497e+09);
INSERT INTO "actions" VALUES(1,153,0,'{"kind":"bid","amount":3}',1.79631781284282732004e+09);
INSERT INTO "actions" VALUES(1,154,0,'{"kind":"expand","space":"H8"}',1.79631781292558193206e+09);
INSERT INTO "actions" VALUES(1,155,1,'{"kind":"migrate","from_space":"D2","to_space":"D6"}',1.79631781308060789114e+09);
INSERT INTO "actions" VALUES(1,156,1,'{"kind":"end_turn"}',1.79631781315795683857e+09);
INSERT INTO "actions" VALUES(1,157,0,'{"kind":"use","card":"plains-6"}',1.79631781328604674336e+09);
INSERT INTO "actions" VALUES(1,158,0,'{"kind":"expand","space":"I8"}',1.79631781336804604532e+09);
INSERT INTO "actions" VALUES(1,159,0,'{"kind":"use","card":"lightning-8"}',1.79631781345814418794e+09);
INSERT INTO "actions" VALUES(1,160,0,'{"kind":"joker","as_kind":"arrowhead"}',1.79631781353841400144e+09);
INSERT INTO "actions" VALUES(1,161,0,'{"kind":"take_ability","ability":"food","from_seat":null}',1.79631781360735702512e+09);
INSERT INTO "actions" VALUES(1,162,0,'{"kind":"auction","card":"plains-7"}',1.7963178136924130917e+09);
INSERT INTO "actions" VALUES(1,163,1,'{"kind":"pass"}',1.79631781377256393439e+09);
INSERT INTO "actions" VALUES(1,164,0,'{"kind":"use","card":"wheel-8"}',1.79631781386618494984e+09);
INSERT INTO "actions" VALUES(1,165,0,'{"kind":"upgrade","terrain":"desert"}',1.79631781395556187628e+09);
INSERT INTO "actions" VALUES(1,166,0,'{"kind":"migrate","from_space":"I2","to_space":"I7"}',1.79631781413504552835e+09);
INSERT INTO "actions" VALUES(1,167,0,'{"kind":"end_turn"}',1796317814.21545);
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
INSERT INTO "match_messages" VALUES(1,'lobby',0,1578095964512583687,1578095966265802799);
INSERT INTO "match_messages" VALUES(1,'welcome',0,1578095966265802799,1578095966861393972);
INSERT INTO "match_messages" VALUES(1,'table',0,1578095966265802799,1578095967201132597);
INSERT INTO "match_messages" VALUES(1,'dm',1578095964512583683,1578095967243075640,1578095967247269945);
INSERT INTO "match_messages" VALUES(1,'dm',1578095964512583684,1578095967255658554,1578095967264047163);
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
INSERT INTO "matches" VALUES(1,1578095964512583686,1578095964512583687,1578095966265802799,'wildlife','finished',1578095964512583683,'{"unlimited_abilities": false, "auction_expand": false, "chart_auction": false, "rotating_start": false, "turn_timeout_s": 0.0, "absent_after": 2}',3,'{"seats":2,"options":{"unlimited_abilities":false,"auction_expand":false,"chart_auction":false,"rotating_start":false},"rng":{"state":8409404243176014173},"phase":"over","creature":["man","crocodile"],"order":[1,0],"start_player":1,"board":{"B5":1,"C8":0,"C5":1,"D8":0,"C3":1,"G6":0,"D3":1,"G5":0,"C7":0,"C4":1,"F5":0,"D4":1,"F6":0,"C2":1,"C1":1,"D7":0,"B3":1,"B4":1,"B2":1,"F7":0,"B1":1,"G7":0,"H6":0,"A4":1,"A3":1,"E7":0,"H5":0,"H7":0,"D5":1,"E8":0,"G4":0,"A5":1,"A6":1,"F4":0,"F8":0,"A2":1,"G8":0,"H4":0,"I3":0,"B8":0,"A1":1,"B6":1,"I4":0,"H2":1,"E5":0,"E4":0,"E6":0,"B7":0,"C6":1,"H8":0,"D6":1,"I8":0,"I7":0},"supply":[0,7],"boxed":[0,0],"initial_creatures":30,"food":[8,11],"food_supply":101,"success":[111,92],"levels":[{"water":0,"desert":1,"forest":3,"mountains":3,"plains":3,"savannah":3},{"mountains":0,"plains":0,"forest":2,"desert":1,"savannah":2,"water":3}],"tiles":[["forest-expand","mountains-expand","plains-attack","mountains-attack","forest-attack","desert-migrate"],["forest-expand"]],"tile_supply":{"forest-migrate":3,"forest-expand":2,"forest-attack":4,"desert-migrate":2,"desert-expand":4,"desert-attack":5,"savannah-migrate":3,"savannah-expand":4,"savannah-attack":5,"plains-migrate":3,"plains-expand":4,"plains-attack":4,"mountains-migrate":3,"mountains-expand":3,"mountains-attack":4,"water-migrate":3,"water-expand":4,"water-attack":5},"abilities":[["intelligence","intelligence","intelligence","food","food"],[]],"fresh":[[],[]],"ability_supply":{"food":2,"intelligence":0,"mobility":2,"defense":1,"aggression":1},"hands":[["water-7","water-9","water-6","water-10","plague-1","mountains-2","desert-10","forest-10","forest-4","forest-9"],["wheel-5","arrowhead-3","wheel-2","wheel-11","savannah-4","arrowhead-9","plague-2","savannah-1","famine-2","plains-4"]],"deck":["arrowhead-12","food-surplus-2","mountains-3","mountains-1","mountains-8","water-3","arrowhead-4","arrowhead-7","arrowhead-11","plains-9","food-surplus-3","savannah-2","water-5","desert-7","mountains-7","water-4","wheel-4","arrowhead-6","wheel-3","arrowhead-18","plains-10","arrowhead-1","mountains-4","desert-4","desert-6","food-surplus-1","forest-8","wheel-1","wheel-7","arrowhead-2","savannah-5","wheel-10","famine-1","forest-3","arrowhead-17","lightning-2","plains-1","arrowhead-16"],"discard":["lightning-5","lightning-9","plains-8","plains-5","arrowhead-13","desert-1","arrowhead-5","wheel-6","lightning-10","lightning-1","desert-8","forest-5","forest-2","desert-5","arrowhead-10","wheel-15","wheel-9","savannah-3","arrowhead-15","desert-2","wheel-13","lightning-7","plains-2","desert-9","mountains-6","arrowhead-8","arrowhead-14","water-1","lightning-3","desert-3","savannah-8","savannah-10","water-8","lightning-4","mountains-10","mountains-5","lightning-6","forest-7","mountains-9","savannah-7","savannah-9","water-2","forest-6","wheel-14","wheel-12","forest-1","savannah-6","plains-3","plains-6","lightning-8","plains-7","wheel-8"],"in_play":[],"populate_queue":[],"chart_pool":[],"chart_waiting":[],"chart_chooser":null,"turn_seat":0,"turn_number":12,"round_number":6,"round_start":1,"round_turns":1,"plays":4,"auctioned":1,"play_quota":3,"free_migrations_used":1,"defense_used":[0,0],"auction":null,"pending":null,"plague_region":null,"plague_queue":[],"markers":["small-plains","small-water","small-savannah","large-water","large-savannah","large-forest"],"major_due":false,"ending":true,"end_reason":"Seat 0 (Man) placed its last creature.","majors":[[{"label":"Large Savannah","points":[2,3]},{"label":"Small Savannah","points":[5,0]},{"label":"Large Mountains","points":[4,0]},{"label":"Small Mountains","points":[4,0]},{"label":"Large Plains","points":[4,0]},{"label":"Small Plains","points":[5,0]},{"label":"Large Desert","points":[0,4]},{"label":"Small Desert","points":[0,4]},{"label":"Large Water","points":[0,5]},{"label":"Small Water","points":[0,5]},{"label":"Large Forest","points":[3,2]},{"label":"Small Forest","points":[4,0]},{"label":"Largest herd","points":[10,0]},{"label":"2nd largest herd","points":[0,7]},{"label":"3rd largest herd","points":[0,5]},{"label":"4th largest herd","points":[0,0]},{"label":"5th largest herd","points":[0,0]},{"label":"Most adaptations","points":[4,2]},{"label":"Most abilities","points":[4,0]},{"label":"Most food","points":[2,4]}],[{"label":"Large Savannah","points":[2,2]},{"label":"Small Savannah","points":[5,0]},{"label":"Large Mountains","points":[4,0]},{"label":"Small Mountains","points":[0,0]},{"label":"Large Plains","points":[4,0]},{"label":"Small Plains","points":[5,0]},{"label":"Large Desert","points":[0,4]},{"label":"Small Desert","points":[0,4]},{"label":"Large Water","points":[0,5]},{"label":"Small Water","points":[0,5]},{"label":"Large Forest","points":[3,2]},{"label":"Small Forest","points":[4,0]},{"label":"Largest herd","points":[10,0]},{"label":"2nd largest herd","points":[0,7]},{"label":"3rd largest herd","points":[0,5]},{"label":"4th largest herd","points":[0,0]},{"label":"5th largest herd","points":[0,0]},{"label":"Most adaptations","points":[4,2]},{"label":"Most abilities","points":[4,0]},{"label":"Most food","points":[2,4]}]],"log":["Seat 0 (Man) ends the turn and draws 4 cards.","Final Major Scoring — Large Savannah: Seat 0 (Man) 2, Seat 1 (Crocodile) 2; Small Savannah: Seat 0 (Man) 5; Large Mountains: Seat 0 (Man) 4; Large Plains: Seat 0 (Man) 4; Small Plains: Seat 0 (Man) 5; Large Desert: Seat 1 (Crocodile) 4; Small Desert: Seat 1 (Crocodile) 4; Large Water: Seat 1 (Crocodile) 5; Small Water: Seat 1 (Crocodile) 5; Large Forest: Seat 0 (Man) 3, Seat 1 (Crocodile) 2; Small Forest: Seat 0 (Man) 4; Largest herd: Seat 0 (Man) 10; 2nd largest herd: Seat 1 (Crocodile) 7; 3rd largest herd: Seat 1 (Crocodile) 5; Most adaptations: Seat 0 (Man) 4, Seat 1 (Crocodile) 2; Most abilities: Seat 0 (Man) 4; Most food: Seat 0 (Man) 2, Seat 1 (Crocodile) 4. Totals: Seat 0 (Man) +47, Seat 1 (Crocodile) +40.","Game over: Seat 0 (Man) placed its last creature. Seat 0 (Man) wins with 111 success points."]}',167,'{}',1.79631779795828461646e+09,1796317814.21545,NULL);
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
INSERT INTO "ratings" VALUES(1578095964512583686,'wildlife',1578095964512583683,2.76353894931404973087e+01,8.06590141354368,1,1,1);
INSERT INTO "ratings" VALUES(1578095964512583686,'wildlife',1578095964512583684,2.23646105068595026912e+01,8.06590141354368,1,0,2);
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
INSERT INTO "reputation" VALUES(1578095964512583686,1578095964512583683,1,0);
INSERT INTO "reputation" VALUES(1578095964512583686,1578095964512583684,1,0);
CREATE TABLE results (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    place      INTEGER NOT NULL,
    score      REAL NOT NULL,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO "results" VALUES(1,0,1578095964512583683,1,111.0,0);
INSERT INTO "results" VALUES(1,1,1578095964512583684,2,92.0,0);
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
INSERT INTO "seats" VALUES(1,0,1578095964512583683,'player1',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,1,1578095964512583684,'player2',0,0,'normal',0);
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
