-- A database as main (189ff89: the language plumbing merged, Mission: Wild Life not converted yet)
-- leaves it: one finished Mission: Wild Life match (3 seats: Ana, Bob, Cy; pass cards and expert
-- missions on; seed 7), played to the end by the Normal bot through main's MatchService and Storage
-- (SQLite, migrations 001-013), dumped with sqlite3.Connection.iterdump() (which leaves out the
-- schema version: the PRAGMA below restores it). Its stored state holds main's English (won missions' names and
-- reasons, the end reason); tests/cogs/test_old_matches.py reads it with today's code.
PRAGMA user_version = 13;
BEGIN TRANSACTION;
CREATE TABLE actions (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    action    TEXT    NOT NULL,
    at        REAL NOT NULL,
    PRIMARY KEY (match_id, seq)
);
INSERT INTO "actions" VALUES(1,1,0,'{"kind":"pass","cards":["red-8","gray-5","gray-8"]}',1.79631162791243720053e+09);
INSERT INTO "actions" VALUES(1,2,1,'{"kind":"pass","cards":["gray-2","blue-4","blue-5"]}',1.79631162791336297995e+09);
INSERT INTO "actions" VALUES(1,3,2,'{"kind":"pass","cards":["green-2","blue-1","red-2"]}',1.79631162791924977304e+09);
INSERT INTO "actions" VALUES(1,4,2,'{"kind":"play","card":"blue-8"}',1.79631162791997933386e+09);
INSERT INTO "actions" VALUES(1,5,0,'{"kind":"play","card":"blue-1"}',1.7963116279264192581e+09);
INSERT INTO "actions" VALUES(1,6,1,'{"kind":"play","card":"gold-1"}',1.7963116279270954132e+09);
INSERT INTO "actions" VALUES(1,7,1,'{"kind":"play","card":"green-7"}',1.79631162793126583103e+09);
INSERT INTO "actions" VALUES(1,8,2,'{"kind":"play","card":"gold-8"}',1.79631162793233108525e+09);
INSERT INTO "actions" VALUES(1,9,0,'{"kind":"play","card":"green-1"}',1.79631162793930745122e+09);
INSERT INTO "actions" VALUES(1,10,2,'{"kind":"play","card":"red-7"}',1.79631162793998646731e+09);
INSERT INTO "actions" VALUES(1,11,0,'{"kind":"play","card":"red-2"}',1.7963116279430522919e+09);
INSERT INTO "actions" VALUES(1,12,1,'{"kind":"play","card":"gray-8"}',1.79631162794365096093e+09);
INSERT INTO "actions" VALUES(1,13,2,'{"kind":"play","card":"gray-6"}',1.796311627948126316e+09);
INSERT INTO "actions" VALUES(1,14,0,'{"kind":"play","card":"gold-2"}',1.79631162795666193959e+09);
INSERT INTO "actions" VALUES(1,15,1,'{"kind":"play","card":"gray-7"}',1.7963116279573042393e+09);
INSERT INTO "actions" VALUES(1,16,0,'{"kind":"play","card":"green-8"}',1.79631162796448445319e+09);
INSERT INTO "actions" VALUES(1,17,1,'{"kind":"play","card":"green-6"}',1.79631162796509432797e+09);
INSERT INTO "actions" VALUES(1,18,2,'{"kind":"play","card":"gold-3"}',1.79631162796823167808e+09);
INSERT INTO "actions" VALUES(1,19,2,'{"kind":"play","card":"blue-6"}',1.7963116279700407982e+09);
INSERT INTO "actions" VALUES(1,20,0,'{"kind":"play","card":"blue-7"}',1.79631162798019862174e+09);
INSERT INTO "actions" VALUES(1,21,1,'{"kind":"play","card":"red-8"}',1.79631162798099589354e+09);
INSERT INTO "actions" VALUES(1,22,0,'{"kind":"play","card":"green-4"}',1.79631162798447394372e+09);
INSERT INTO "actions" VALUES(1,23,1,'{"kind":"play","card":"green-5"}',1.79631162798492598534e+09);
INSERT INTO "actions" VALUES(1,24,2,'{"kind":"play","card":"red-5"}',1.7963116279853742123e+09);
INSERT INTO "actions" VALUES(1,25,1,'{"kind":"play","card":"gold-7"}',1.79631162798814582827e+09);
INSERT INTO "actions" VALUES(1,26,2,'{"kind":"play","card":"blue-5"}',1.79631162798861646655e+09);
INSERT INTO "actions" VALUES(1,27,0,'{"kind":"play","card":"gold-6"}',1.79631162799205398557e+09);
INSERT INTO "actions" VALUES(1,28,1,'{"kind":"play","card":"red-6"}',1.7963116279956467152e+09);
INSERT INTO "actions" VALUES(1,29,2,'{"kind":"play","card":"gray-4"}',1.79631162799608612053e+09);
INSERT INTO "actions" VALUES(1,30,0,'{"kind":"play","card":"green-3"}',1.79631162799652600286e+09);
INSERT INTO "actions" VALUES(1,31,1,'{"kind":"play","card":"gray-5"}',1.79631162800012612349e+09);
INSERT INTO "actions" VALUES(1,32,2,'{"kind":"play","card":"gray-3"}',1.79631162800379443164e+09);
INSERT INTO "actions" VALUES(1,33,0,'{"kind":"play","card":"blue-3"}',1.79631162800427722926e+09);
INSERT INTO "actions" VALUES(1,34,1,'{"kind":"play","card":"gold-5"}',1.79631162800615429885e+09);
INSERT INTO "actions" VALUES(1,35,2,'{"kind":"play","card":"blue-4"}',1.79631162800651288037e+09);
INSERT INTO "actions" VALUES(1,36,0,'{"kind":"play","card":"gold-4"}',1.79631162800683474543e+09);
INSERT INTO "actions" VALUES(1,37,1,'{"kind":"play","card":"red-4"}',1.79631162800914192202e+09);
INSERT INTO "actions" VALUES(1,38,2,'{"kind":"play","card":"gray-2"}',1.79631162800950312614e+09);
INSERT INTO "actions" VALUES(1,39,0,'{"kind":"play","card":"blue-2"}',1.79631162801197624204e+09);
INSERT INTO "actions" VALUES(1,40,1,'{"kind":"play","card":"red-1"}',1.79631162801231980324e+09);
INSERT INTO "actions" VALUES(1,41,2,'{"kind":"play","card":"gray-1"}',1.79631162801598048212e+09);
INSERT INTO "actions" VALUES(1,42,0,'{"kind":"play","card":"green-2"}',1.79631162801867818833e+09);
INSERT INTO "actions" VALUES(1,43,0,'{"kind":"pass","cards":["gray-1","red-1","gray-2"]}',1.79631162801915836334e+09);
INSERT INTO "actions" VALUES(1,44,1,'{"kind":"pass","cards":["blue-4","gray-5","gray-8"]}',1.79631162802003121374e+09);
INSERT INTO "actions" VALUES(1,45,2,'{"kind":"pass","cards":["red-6","gray-3","blue-3"]}',1.79631162802657270427e+09);
INSERT INTO "actions" VALUES(1,46,0,'{"kind":"play","card":"blue-8"}',1.79631162802715754504e+09);
INSERT INTO "actions" VALUES(1,47,1,'{"kind":"play","card":"gold-4"}',1.7963116280276567936e+09);
INSERT INTO "actions" VALUES(1,48,2,'{"kind":"play","card":"blue-4"}',1.79631162802804565433e+09);
INSERT INTO "actions" VALUES(1,49,1,'{"kind":"play","card":"red-8"}',1.79631162802865028383e+09);
INSERT INTO "actions" VALUES(1,50,2,'{"kind":"play","card":"gold-8"}',1.79631162803211522106e+09);
INSERT INTO "actions" VALUES(1,51,0,'{"kind":"play","card":"gray-3"}',1.79631162803426480288e+09);
INSERT INTO "actions" VALUES(1,52,2,'{"kind":"play","card":"gold-6"}',1.79631162803470730785e+09);
INSERT INTO "actions" VALUES(1,53,0,'{"kind":"play","card":"gray-4"}',1.79631162803502440455e+09);
INSERT INTO "actions" VALUES(1,54,1,'{"kind":"play","card":"gold-5"}',1.79631162803897929188e+09);
INSERT INTO "actions" VALUES(1,55,2,'{"kind":"play","card":"gray-8"}',1.79631162803941321374e+09);
INSERT INTO "actions" VALUES(1,56,0,'{"kind":"play","card":"gray-6"}',1.79631162804091501234e+09);
INSERT INTO "actions" VALUES(1,57,1,'{"kind":"play","card":"gray-2"}',1.79631162804145908355e+09);
INSERT INTO "actions" VALUES(1,58,2,'{"kind":"play","card":"green-8"}',1.79631162804407787329e+09);
INSERT INTO "actions" VALUES(1,59,0,'{"kind":"play","card":"gold-3"}',1.79631162804447746281e+09);
INSERT INTO "actions" VALUES(1,60,1,'{"kind":"play","card":"green-7"}',1.79631162804482936859e+09);
INSERT INTO "actions" VALUES(1,61,0,'{"kind":"play","card":"red-6"}',1796311628.04803);
INSERT INTO "actions" VALUES(1,62,1,'{"kind":"play","card":"red-2"}',1.79631162805287885667e+09);
INSERT INTO "actions" VALUES(1,63,2,'{"kind":"play","card":"gray-7"}',1.79631162805332350723e+09);
INSERT INTO "actions" VALUES(1,64,0,'{"kind":"play","card":"blue-6"}',1.7963116280560228825e+09);
INSERT INTO "actions" VALUES(1,65,1,'{"kind":"play","card":"red-7"}',1.79631162806147813798e+09);
INSERT INTO "actions" VALUES(1,66,2,'{"kind":"play","card":"gray-5"}',1.7963116280619492531e+09);
INSERT INTO "actions" VALUES(1,67,0,'{"kind":"play","card":"red-4"}',1.79631162806553745271e+09);
INSERT INTO "actions" VALUES(1,68,1,'{"kind":"play","card":"red-1"}',1.79631162807049036024e+09);
INSERT INTO "actions" VALUES(1,69,2,'{"kind":"play","card":"green-5"}',1.79631162807317113871e+09);
INSERT INTO "actions" VALUES(1,70,0,'{"kind":"play","card":"blue-3"}',1.79631162807883691789e+09);
INSERT INTO "actions" VALUES(1,71,1,'{"kind":"play","card":"green-6"}',1.79631162807938814162e+09);
INSERT INTO "actions" VALUES(1,72,2,'{"kind":"play","card":"blue-5"}',1.7963116280798146724e+09);
INSERT INTO "actions" VALUES(1,73,2,'{"kind":"play","card":"green-1"}',1.79631162808411645888e+09);
INSERT INTO "actions" VALUES(1,74,0,'{"kind":"play","card":"blue-7"}',1.79631162808821415906e+09);
INSERT INTO "actions" VALUES(1,75,1,'{"kind":"play","card":"green-4"}',1.7963116280886948109e+09);
INSERT INTO "actions" VALUES(1,76,1,'{"kind":"play","card":"gold-2"}',1.79631162808911371223e+09);
INSERT INTO "actions" VALUES(1,77,2,'{"kind":"play","card":"gold-1"}',1.79631162809313774109e+09);
INSERT INTO "actions" VALUES(1,78,0,'{"kind":"play","card":"red-5"}',1.79631162809353041647e+09);
INSERT INTO "actions" VALUES(1,79,1,'{"kind":"play","card":"gray-1"}',1.79631162809384441374e+09);
INSERT INTO "actions" VALUES(1,80,2,'{"kind":"play","card":"green-3"}',1.79631162809522604943e+09);
INSERT INTO "actions" VALUES(1,81,0,'{"kind":"play","card":"red-3"}',1.79631162810294342036e+09);
INSERT INTO "actions" VALUES(1,82,1,'{"kind":"play","card":"gold-7"}',1.79631162810348200798e+09);
INSERT INTO "actions" VALUES(1,83,2,'{"kind":"play","card":"green-2"}',1.79631162810826420779e+09);
INSERT INTO "actions" VALUES(1,84,0,'{"kind":"play","card":"blue-2"}',1.79631162810904860495e+09);
INSERT INTO "actions" VALUES(1,85,0,'{"kind":"pass","cards":["gray-2","red-2","red-3"]}',1.79631162811213469505e+09);
INSERT INTO "actions" VALUES(1,86,1,'{"kind":"pass","cards":["green-2","red-5","gray-6"]}',1.79631162811643362042e+09);
INSERT INTO "actions" VALUES(1,87,2,'{"kind":"pass","cards":["blue-6","green-5","green-8"]}',1.79631162812044286722e+09);
INSERT INTO "actions" VALUES(1,88,1,'{"kind":"play","card":"gold-7"}',1.79631162812442946429e+09);
INSERT INTO "actions" VALUES(1,89,2,'{"kind":"play","card":"gray-1"}',1.79631162813216018673e+09);
INSERT INTO "actions" VALUES(1,90,0,'{"kind":"play","card":"gold-8"}',1.79631162813282656666e+09);
INSERT INTO "actions" VALUES(1,91,0,'{"kind":"play","card":"blue-6"}',1.79631162813909316068e+09);
INSERT INTO "actions" VALUES(1,92,1,'{"kind":"play","card":"blue-8"}',1.79631162813970923428e+09);
INSERT INTO "actions" VALUES(1,93,2,'{"kind":"play","card":"gold-1"}',1.79631162814284849171e+09);
INSERT INTO "actions" VALUES(1,94,2,'{"kind":"play","card":"gray-7"}',1.79631162814827418329e+09);
INSERT INTO "actions" VALUES(1,95,0,'{"kind":"play","card":"gold-3"}',1.79631162815589237209e+09);
INSERT INTO "actions" VALUES(1,96,1,'{"kind":"play","card":"gray-2"}',1.79631162815648484231e+09);
INSERT INTO "actions" VALUES(1,97,0,'{"kind":"play","card":"green-6"}',1.79631162815912413591e+09);
INSERT INTO "actions" VALUES(1,98,1,'{"kind":"play","card":"gold-4"}',1.79631162815973663329e+09);
INSERT INTO "actions" VALUES(1,99,2,'{"kind":"play","card":"gray-6"}',1.79631162816411757464e+09);
INSERT INTO "actions" VALUES(1,100,1,'{"kind":"play","card":"blue-5"}',1.79631162816486191751e+09);
INSERT INTO "actions" VALUES(1,101,2,'{"kind":"play","card":"red-8"}',1.79631162816998887063e+09);
INSERT INTO "actions" VALUES(1,102,0,'{"kind":"play","card":"blue-7"}',1796311628.17062);
INSERT INTO "actions" VALUES(1,103,0,'{"kind":"play","card":"green-4"}',1.79631162817746019367e+09);
INSERT INTO "actions" VALUES(1,104,1,'{"kind":"play","card":"gray-8"}',1.796311628178123951e+09);
INSERT INTO "actions" VALUES(1,105,2,'{"kind":"play","card":"gray-5"}',1.79631162818344116208e+09);
INSERT INTO "actions" VALUES(1,106,0,'{"kind":"play","card":"green-8"}',1.7963116281840987205e+09);
INSERT INTO "actions" VALUES(1,107,1,'{"kind":"play","card":"gold-6"}',1.79631162818827414514e+09);
INSERT INTO "actions" VALUES(1,108,2,'{"kind":"play","card":"gray-4"}',1.79631162819149327279e+09);
INSERT INTO "actions" VALUES(1,109,1,'{"kind":"play","card":"blue-3"}',1.79631162819475746154e+09);
INSERT INTO "actions" VALUES(1,110,2,'{"kind":"play","card":"gold-5"}',1796311628.1958);
INSERT INTO "actions" VALUES(1,111,0,'{"kind":"play","card":"blue-2"}',1.79631162820030212401e+09);
INSERT INTO "actions" VALUES(1,112,2,'{"kind":"play","card":"red-7"}',1.7963116282008337975e+09);
INSERT INTO "actions" VALUES(1,113,0,'{"kind":"play","card":"green-7"}',1.79631162820417380338e+09);
INSERT INTO "actions" VALUES(1,114,1,'{"kind":"play","card":"red-6"}',1.79631162820811772344e+09);
INSERT INTO "actions" VALUES(1,115,2,'{"kind":"play","card":"red-4"}',1.7963116282119882107e+09);
INSERT INTO "actions" VALUES(1,116,0,'{"kind":"play","card":"green-5"}',1.79631162821326637261e+09);
INSERT INTO "actions" VALUES(1,117,1,'{"kind":"play","card":"red-3"}',1.79631162821378540994e+09);
INSERT INTO "actions" VALUES(1,118,2,'{"kind":"play","card":"red-5"}',1.79631162821423053738e+09);
INSERT INTO "actions" VALUES(1,119,0,'{"kind":"play","card":"green-3"}',1.79631162821853065493e+09);
INSERT INTO "actions" VALUES(1,120,1,'{"kind":"play","card":"red-2"}',1.79631162821898913385e+09);
INSERT INTO "actions" VALUES(1,121,2,'{"kind":"play","card":"green-2"}',1.79631162822124910353e+09);
INSERT INTO "actions" VALUES(1,122,0,'{"kind":"play","card":"green-1"}',1.79631162822415828706e+09);
INSERT INTO "actions" VALUES(1,123,1,'{"kind":"play","card":"gold-2"}',1.79631162822709345818e+09);
INSERT INTO "actions" VALUES(1,124,1,'{"kind":"play","card":"blue-4"}',1.79631162823112773899e+09);
INSERT INTO "actions" VALUES(1,125,2,'{"kind":"play","card":"red-1"}',1.79631162823166155816e+09);
INSERT INTO "actions" VALUES(1,126,0,'{"kind":"play","card":"blue-1"}',1.79631162823628878592e+09);
INSERT INTO "actions" VALUES(1,127,0,'{"kind":"pass","cards":["gray-1","green-1","gray-3"]}',1.7963116282405233383e+09);
INSERT INTO "actions" VALUES(1,128,1,'{"kind":"pass","cards":["red-6","red-8","blue-2"]}',1.79631162824114942551e+09);
INSERT INTO "actions" VALUES(1,129,2,'{"kind":"pass","cards":["gray-2","blue-1","red-1"]}',1.79631162824384355545e+09);
INSERT INTO "actions" VALUES(1,130,2,'{"kind":"play","card":"red-8"}',1.79631162824812722206e+09);
INSERT INTO "actions" VALUES(1,131,0,'{"kind":"play","card":"red-1"}',1.79631162825226092338e+09);
INSERT INTO "actions" VALUES(1,132,1,'{"kind":"play","card":"gold-4"}',1.79631162825286722181e+09);
INSERT INTO "actions" VALUES(1,133,1,'{"kind":"play","card":"green-8"}',1.79631162825607061392e+09);
INSERT INTO "actions" VALUES(1,134,2,'{"kind":"play","card":"green-4"}',1.79631162825660657886e+09);
INSERT INTO "actions" VALUES(1,135,0,'{"kind":"play","card":"gray-2"}',1.79631162825730443001e+09);
INSERT INTO "actions" VALUES(1,136,1,'{"kind":"play","card":"gray-8"}',1.79631162826103711127e+09);
INSERT INTO "actions" VALUES(1,137,2,'{"kind":"play","card":"gold-7"}',1.79631162826158905032e+09);
INSERT INTO "actions" VALUES(1,138,0,'{"kind":"play","card":"gold-8"}',1.79631162826356744767e+09);
INSERT INTO "actions" VALUES(1,139,0,'{"kind":"play","card":"gold-6"}',1.79631162826830363277e+09);
INSERT INTO "actions" VALUES(1,140,1,'{"kind":"play","card":"blue-7"}',1.79631162826883769038e+09);
INSERT INTO "actions" VALUES(1,141,2,'{"kind":"play","card":"gold-1"}',1.79631162827217626576e+09);
INSERT INTO "actions" VALUES(1,142,0,'{"kind":"play","card":"red-7"}',1.79631162827274847024e+09);
INSERT INTO "actions" VALUES(1,143,1,'{"kind":"play","card":"gray-7"}',1.7963116282732579708e+09);
INSERT INTO "actions" VALUES(1,144,2,'{"kind":"play","card":"red-2"}',1.79631162827615427973e+09);
INSERT INTO "actions" VALUES(1,145,0,'{"kind":"play","card":"blue-4"}',1.79631162827774572372e+09);
INSERT INTO "actions" VALUES(1,146,1,'{"kind":"play","card":"gray-5"}',1.79631162828017163272e+09);
INSERT INTO "actions" VALUES(1,147,2,'{"kind":"play","card":"blue-6"}',1.79631162828445553776e+09);
INSERT INTO "actions" VALUES(1,148,2,'{"kind":"play","card":"green-7"}',1.79631162828804183005e+09);
INSERT INTO "actions" VALUES(1,149,0,'{"kind":"play","card":"green-3"}',1.79631162828998088834e+09);
INSERT INTO "actions" VALUES(1,150,1,'{"kind":"play","card":"green-6"}',1.79631162829057168962e+09);
INSERT INTO "actions" VALUES(1,151,2,'{"kind":"play","card":"gold-5"}',1.7963116282935829163e+09);
INSERT INTO "actions" VALUES(1,152,0,'{"kind":"play","card":"gold-3"}',1.79631162829785370827e+09);
INSERT INTO "actions" VALUES(1,153,1,'{"kind":"play","card":"gray-4"}',1.7963116282999947071e+09);
INSERT INTO "actions" VALUES(1,154,2,'{"kind":"play","card":"red-6"}',1.7963116283034479618e+09);
INSERT INTO "actions" VALUES(1,155,0,'{"kind":"play","card":"red-4"}',1.79631162830797982219e+09);
INSERT INTO "actions" VALUES(1,156,1,'{"kind":"play","card":"blue-3"}',1.7963116283085522652e+09);
INSERT INTO "actions" VALUES(1,157,2,'{"kind":"play","card":"red-5"}',1.79631162831232976911e+09);
INSERT INTO "actions" VALUES(1,158,0,'{"kind":"play","card":"red-3"}',1.79631162831279492381e+09);
INSERT INTO "actions" VALUES(1,159,1,'{"kind":"play","card":"gray-3"}',1.79631162831486606602e+09);
INSERT INTO "actions" VALUES(1,160,2,'{"kind":"play","card":"green-5"}',1.79631162831815791133e+09);
INSERT INTO "actions" VALUES(1,161,0,'{"kind":"play","card":"blue-5"}',1.79631162832409310347e+09);
INSERT INTO "actions" VALUES(1,162,1,'{"kind":"play","card":"green-2"}',1.79631162832802438733e+09);
INSERT INTO "actions" VALUES(1,163,2,'{"kind":"play","card":"blue-2"}',1.79631162832858180993e+09);
INSERT INTO "actions" VALUES(1,164,0,'{"kind":"play","card":"blue-1"}',1.79631162833184409143e+09);
INSERT INTO "actions" VALUES(1,165,1,'{"kind":"play","card":"green-1"}',1.79631162833370089534e+09);
INSERT INTO "actions" VALUES(1,166,2,'{"kind":"play","card":"blue-8"}',1.79631162833626580239e+09);
INSERT INTO "actions" VALUES(1,167,0,'{"kind":"play","card":"gold-2"}',1.79631162834158945081e+09);
INSERT INTO "actions" VALUES(1,168,1,'{"kind":"play","card":"gray-1"}',1.79631162834413242337e+09);
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
INSERT INTO "matches" VALUES(1,1,2,NULL,'mission-wild-life','finished',301,'{"undo": true, "expert": true, "flash_per_round": 1, "pass_cards": true, "first_player": null, "turn_timeout_s": 0, "absent_after": 2}',7,'{"undo":{"step":168,"on":true,"points":[],"gone":{"1":[0,"other_seat"],"2":[1,"other_seat"],"43":[0,"other_seat"],"44":[1,"other_seat"],"85":[0,"other_seat"],"86":[1,"other_seat"],"127":[0,"other_seat"],"128":[1,"other_seat"]}},"seats":3,"options":{"undo":true,"expert":true,"flash_per_round":1,"pass_cards":true,"first_player":null},"rng":{"state":16183468424826860970},"phase":"over","round":4,"round_starter":2,"leader":0,"turn":0,"hands":[[],[],[]],"passing":[null,null,null],"received":[["gray-2","blue-1","red-1"],["gray-1","green-1","gray-3"],["red-6","red-8","blue-2"]],"trick":[],"tricks_won":[[["gray-8","gold-7","gold-8"],["gold-6","blue-7","gold-1"],["red-7","gray-7","red-2"],["blue-8","gold-2","gray-1"]],[["red-8","red-1","gold-4"],["green-8","green-4","gray-2"]],[["blue-4","gray-5","blue-6"],["green-7","green-3","green-6"],["gold-5","gold-3","gray-4"],["red-6","red-4","blue-3"],["red-5","red-3","gray-3"],["green-5","blue-5","green-2"],["blue-2","blue-1","green-1"]]],"tricks_played":13,"tricks_per_round":13,"played":["red-8","red-1","gold-4","green-8","green-4","gray-2","gray-8","gold-7","gold-8","gold-6","blue-7","gold-1","red-7","gray-7","red-2","blue-4","gray-5","blue-6","green-7","green-3","green-6","gold-5","gold-3","gray-4","red-6","red-4","blue-3","red-5","red-3","gray-3","green-5","blue-5","green-2","blue-2","blue-1","green-1","blue-8","gold-2","gray-1"],"out_card":"gray-6","research_stack":["bat","puffer-fish","quokka","lizard","mouse","crab","robin","tree-frog","wombat","humming-bird","jellyfish","meerkat"],"adventure_stack":["camel","ostrich","hippo","zebra","owl","polar-bear","kangaroo","antelope","bison","heron","giraffe","koi","orangutan","gorilla","sea-eagle"],"flash_stack":["toucan","peacock","chimpanzee","starfish","iguana","armadillo","manatee","deer","vulture","cockatoo","wolf","brown-bear","anaconda","platypus","maki","panda","flamingo","pelican","sea-turtle","beaver","falcon"],"display_research":null,"display_adventure":null,"display_flash":[],"flash_won_round":["dolphin"],"missions":[[{"mission_id":"red-panda","name":"Red Panda","type":"research","round":1,"reason":"Red Panda: seat 0, 2 cards in strongest colour","face_down":false},{"mission_id":"pangolin","name":"Pangolin","type":"flash","round":3,"reason":"Pangolin: seat 0 won the Gray 7","face_down":false},{"mission_id":"kiwi","name":"Kiwi","type":"adventure","round":3,"reason":"Kiwi: seat 0, 4 numbers won exactly once","face_down":false}],[{"mission_id":"octopus","name":"Octopus","type":"flash","round":1,"reason":"Octopus: seat 1 won the Blue 8","face_down":false},{"mission_id":"giant-tortoise","name":"Giant Tortoise","type":"flash","round":2,"reason":"Giant Tortoise: seat 1 won the last red, green or blue 1","face_down":false},{"mission_id":"lama","name":"Llama","type":"adventure","round":2,"reason":"Llama: seat 1, 2 cards numbered 3 (tie)","face_down":false},{"mission_id":"seahorse","name":"Seahorse","type":"research","round":4,"reason":"Seahorse: seat 1, 0 points in blue","face_down":false}],[{"mission_id":"rhino","name":"Rhino","type":"adventure","round":1,"reason":"Rhino: seat 2, 22 points in green","face_down":false},{"mission_id":"racoon","name":"Raccoon","type":"research","round":2,"reason":"Raccoon: seat 2, 4 uneven cards","face_down":false},{"mission_id":"elephant","name":"Adventure mission (face down)","type":"adventure","round":2,"reason":"Llama: seat 2, 2 cards numbered 3 (tie)","face_down":true},{"mission_id":"desert-fox","name":"Desert Fox","type":"research","round":3,"reason":"Desert Fox: seat 2, 0 gray cards","face_down":false},{"mission_id":"dolphin","name":"Dolphin","type":"flash","round":4,"reason":"Dolphin: seat 2 won the last red, green or blue 7","face_down":false},{"mission_id":"orca","name":"Orca","type":"adventure","round":4,"reason":"Orca: seat 2, 4 tricks with blue","face_down":false}]],"last_trick":{"round":4,"number":13,"plays":[{"seat":2,"card":"blue-8"},{"seat":0,"card":"gold-2"},{"seat":1,"card":"gray-1"}],"winner":0},"end_reason":"Seat(s) 2 win with 6 missions (the game ends at 5)."}',168,'{}',1.7963116279002063274e+09,1.79631162834413242337e+09,NULL);
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0, rating REAL NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, user_id)
);
INSERT INTO "ratings" VALUES(1,'mission-wild-life',301,1.97292210137190053842e+01,7.7888473047764250623e+00,1,0,3,-3.63732090061027);
INSERT INTO "ratings" VALUES(1,'mission-wild-life',302,25.0,7.7888473047764250623e+00,1,0,2,1.63345808567072481309e+00);
INSERT INTO "ratings" VALUES(1,'mission-wild-life',303,3.02707789862809946153e+01,7.7888473047764250623e+00,1,1,1,6.90423707195171942885e+00);
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
INSERT INTO "reputation" VALUES(1,301,1,0);
INSERT INTO "reputation" VALUES(1,302,1,0);
INSERT INTO "reputation" VALUES(1,303,1,0);
CREATE TABLE results (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    place      INTEGER NOT NULL,
    score      REAL NOT NULL,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO "results" VALUES(1,0,301,3,3.0,0);
INSERT INTO "results" VALUES(1,1,302,2,4.0,0);
INSERT INTO "results" VALUES(1,2,303,1,6.0,0);
CREATE TABLE season_ratings (
    season_id  INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    mu         REAL NOT NULL,
    sigma      REAL NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    place_sum  INTEGER NOT NULL DEFAULT 0, rating REAL NOT NULL DEFAULT 0,
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
INSERT INTO "seats" VALUES(1,0,301,'Ana',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,1,302,'Bob',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,2,303,'Cy',0,0,'normal',0);
CREATE TABLE service_heartbeats (
    shard_count INTEGER NOT NULL,
    shard_id    INTEGER NOT NULL,
    alive_at    REAL NOT NULL,
    PRIMARY KEY (shard_count, shard_id)
);
INSERT INTO "service_heartbeats" VALUES(1,0,1.79631162835756301877e+09);
CREATE TABLE shard_leases (
    shard_id   INTEGER PRIMARY KEY,
    owner      TEXT NOT NULL,
    expires_at REAL NOT NULL
);
CREATE TABLE tutorials (
    user_id INTEGER NOT NULL,
    game TEXT NOT NULL,
    match_id INTEGER,
    progress TEXT NOT NULL DEFAULT '{}',
    started_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    learned_at REAL,
    PRIMARY KEY (user_id, game)
);
CREATE TABLE user_settings (
    user_id    INTEGER PRIMARY KEY,
    dms        INTEGER NOT NULL DEFAULT 1,
    updated_at REAL NOT NULL DEFAULT 0
, reminders INTEGER NOT NULL DEFAULT 1, time_zone TEXT NOT NULL DEFAULT '', quiet_start INTEGER NOT NULL DEFAULT 0, quiet_end INTEGER NOT NULL DEFAULT 0, language TEXT NOT NULL DEFAULT '', last_locale TEXT NOT NULL DEFAULT '');
CREATE INDEX matches_status ON matches (status, guild_id);
CREATE INDEX seats_user ON seats (user_id);
CREATE INDEX results_user ON results (user_id);
CREATE INDEX matches_ended ON matches (status, updated_at);
CREATE INDEX guild_settings_changed ON guild_settings (updated_at);
CREATE UNIQUE INDEX seasons_name ON seasons (guild_id, lower(name));
CREATE INDEX seasons_guild ON seasons (guild_id, started_at);
CREATE INDEX season_ratings_user ON season_ratings (user_id);
CREATE INDEX ratings_board ON ratings (guild_id, game, rating);
CREATE INDEX season_ratings_board ON season_ratings (season_id, game, rating);
CREATE INDEX tutorials_learned ON tutorials (game, user_id, learned_at);
COMMIT;
