-- A database as main before issue 34 (41e6fe8: no language plumbing; events carried English text)
-- leaves it: one finished Wildlife Adventure match (2 seats: player1, player2; seed 3; default options),
-- played to the end with main's own code on the Discord double: harness.table.SandboxTable's simulated
-- people, each choosing its move with the game's bot from its own seat's view and making it through the
-- table's buttons and selects, the real bot writing through main's MatchService and Storage (SQLite,
-- migrations 001-008). Dumped with sqlite3.Connection.iterdump() (which leaves out the schema version:
-- the PRAGMA below restores it); the snowflakes are that double's. Its stored state holds main's English
-- (the last move's event lines, the end reason); its events (hands dealt and cards gained private;
-- route extensions, animals found, blue and green spaces, chance cards, removals public) were never stored.
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
INSERT INTO "actions" VALUES(1,1,0,'{"kind":"extend","expedition":0,"to":"EU10","star":null}',1.79631778052293395991e+09);
INSERT INTO "actions" VALUES(1,2,0,'{"kind":"extend","expedition":0,"to":"EU14","star":null}',1.79631778060767531395e+09);
INSERT INTO "actions" VALUES(1,3,0,'{"kind":"end_turn"}',1.7963177806861698627e+09);
INSERT INTO "actions" VALUES(1,4,1,'{"kind":"extend","expedition":1,"to":"EU5","star":null}',1.79631778084871292114e+09);
INSERT INTO "actions" VALUES(1,5,1,'{"kind":"extend","expedition":0,"to":"AF3","star":null}',1.79631778093383502959e+09);
INSERT INTO "actions" VALUES(1,6,1,'{"kind":"end_turn"}',1.79631778101201319691e+09);
INSERT INTO "actions" VALUES(1,7,0,'{"kind":"extend","expedition":0,"to":"AF4","star":null}',1.79631778109203624725e+09);
INSERT INTO "actions" VALUES(1,8,0,'{"kind":"extend","expedition":1,"to":"EU9","star":null}',1.79631778116097688682e+09);
INSERT INTO "actions" VALUES(1,9,0,'{"kind":"extend","expedition":1,"to":"EU13","star":null}',1.79631778125691819194e+09);
INSERT INTO "actions" VALUES(1,10,0,'{"kind":"end_turn"}',1.7963177813253076076e+09);
INSERT INTO "actions" VALUES(1,11,1,'{"kind":"extend","expedition":0,"to":"AF8","star":null}',1.7963177814066503048e+09);
INSERT INTO "actions" VALUES(1,12,1,'{"kind":"extend","expedition":0,"to":"AF7","star":null}',1.79631778149118900302e+09);
INSERT INTO "actions" VALUES(1,13,1,'{"kind":"end_turn"}',1.79631778156598401067e+09);
INSERT INTO "actions" VALUES(1,14,0,'{"kind":"extend","expedition":0,"to":"AF11","star":null}',1.79631778164086747164e+09);
INSERT INTO "actions" VALUES(1,15,0,'{"kind":"extend","expedition":0,"to":"AF15","star":null}',1.79631778173912024496e+09);
INSERT INTO "actions" VALUES(1,16,0,'{"kind":"end_turn"}',1.79631778181044101717e+09);
INSERT INTO "actions" VALUES(1,17,1,'{"kind":"extend","expedition":0,"to":"AF16","star":null}',1.79631778189389681816e+09);
INSERT INTO "actions" VALUES(1,18,1,'{"kind":"extend","expedition":0,"to":"AF17","star":null}',1.79631778197045230858e+09);
INSERT INTO "actions" VALUES(1,19,1,'{"kind":"end_turn"}',1.79631778204513692853e+09);
INSERT INTO "actions" VALUES(1,20,0,'{"kind":"extend","expedition":1,"to":"AF2","star":null}',1.7963177821271004677e+09);
INSERT INTO "actions" VALUES(1,21,0,'{"kind":"extend","expedition":0,"to":"OC3","star":null}',1.79631778219646787639e+09);
INSERT INTO "actions" VALUES(1,22,0,'{"kind":"extend","expedition":0,"to":"AU10","star":null}',1.79631778226382184029e+09);
INSERT INTO "actions" VALUES(1,23,0,'{"kind":"end_turn"}',1.79631778235278105736e+09);
INSERT INTO "actions" VALUES(1,24,1,'{"kind":"extend","expedition":0,"to":"AU6","star":null}',1.79631778243474555015e+09);
INSERT INTO "actions" VALUES(1,25,1,'{"kind":"extend","expedition":0,"to":"AU7","star":null}',1.79631778253242850302e+09);
INSERT INTO "actions" VALUES(1,26,1,'{"kind":"extend","expedition":0,"to":"AU13","star":null}',1.79631778261325764653e+09);
INSERT INTO "actions" VALUES(1,27,1,'{"kind":"blue","choice":"cards"}',1.79631778268835663788e+09);
INSERT INTO "actions" VALUES(1,28,1,'{"kind":"end_turn"}',1.79631778275710892681e+09);
INSERT INTO "actions" VALUES(1,29,0,'{"kind":"extend","expedition":0,"to":"AU14","star":null}',1.79631778285580682758e+09);
INSERT INTO "actions" VALUES(1,30,0,'{"kind":"end_turn"}',1.79631778292575716975e+09);
INSERT INTO "actions" VALUES(1,31,1,'{"kind":"extend","expedition":0,"to":"AU9","star":null}',1.79631778302127623559e+09);
INSERT INTO "actions" VALUES(1,32,1,'{"kind":"extend","expedition":0,"to":"AU4","star":null}',1.79631778309360074993e+09);
INSERT INTO "actions" VALUES(1,33,1,'{"kind":"end_turn"}',1.79631778317306971554e+09);
INSERT INTO "actions" VALUES(1,34,0,'{"kind":"extend","expedition":0,"to":"AU8","star":null}',1796317783.26815);
INSERT INTO "actions" VALUES(1,35,0,'{"kind":"extend","expedition":0,"to":"AU13","star":null}',1.796317783351536274e+09);
INSERT INTO "actions" VALUES(1,36,0,'{"kind":"blue","choice":"vouchers"}',1.79631778342062759399e+09);
INSERT INTO "actions" VALUES(1,37,0,'{"kind":"extend","expedition":0,"to":"AU12","star":null}',1.79631778349471974377e+09);
INSERT INTO "actions" VALUES(1,38,0,'{"kind":"blue","choice":"vouchers"}',1.79631778356965732569e+09);
INSERT INTO "actions" VALUES(1,39,0,'{"kind":"end_turn"}',1.79631778365004587168e+09);
INSERT INTO "actions" VALUES(1,40,1,'{"kind":"extend","expedition":1,"to":"AF1","star":null}',1.7963177837599513531e+09);
INSERT INTO "actions" VALUES(1,41,1,'{"kind":"end_turn"}',1.79631778385475420955e+09);
INSERT INTO "actions" VALUES(1,42,0,'{"kind":"extend","expedition":0,"to":"AU11","star":null}',1.79631778393704295152e+09);
INSERT INTO "actions" VALUES(1,43,0,'{"kind":"extend","expedition":0,"to":"AU6","star":null}',1.79631778402082514767e+09);
INSERT INTO "actions" VALUES(1,44,0,'{"kind":"extend","expedition":0,"to":"AU5","star":null}',1.79631778410714101792e+09);
INSERT INTO "actions" VALUES(1,45,0,'{"kind":"end_turn"}',1.79631778420177507403e+09);
INSERT INTO "actions" VALUES(1,46,1,'{"kind":"extend","expedition":0,"to":"AU6","star":null}',1.79631778430304694178e+09);
INSERT INTO "actions" VALUES(1,47,1,'{"kind":"extend","expedition":1,"to":"AF7","star":null}',1.7963177843668532371e+09);
INSERT INTO "actions" VALUES(1,48,1,'{"kind":"end_turn"}',1.79631778444489574432e+09);
INSERT INTO "actions" VALUES(1,49,0,'{"kind":"extend","expedition":1,"to":"AF2","star":null}',1.79631778452556657788e+09);
INSERT INTO "actions" VALUES(1,50,0,'{"kind":"extend","expedition":0,"to":"AU1","star":null}',1.79631778463284611704e+09);
INSERT INTO "actions" VALUES(1,51,0,'{"kind":"end_turn"}',1.79631778472099566459e+09);
INSERT INTO "actions" VALUES(1,52,1,'{"kind":"extend","expedition":0,"to":"AS18","star":null}',1.79631778482036781312e+09);
INSERT INTO "actions" VALUES(1,53,1,'{"kind":"end_turn"}',1.7963177849077780247e+09);
INSERT INTO "actions" VALUES(1,54,0,'{"kind":"extend","expedition":0,"to":"AS15","star":null}',1.79631778498979330065e+09);
INSERT INTO "actions" VALUES(1,55,0,'{"kind":"extend","expedition":0,"to":"AS14","star":null}',1.79631778508886861796e+09);
INSERT INTO "actions" VALUES(1,56,0,'{"kind":"end_turn"}',1.79631778517394161227e+09);
INSERT INTO "actions" VALUES(1,57,1,'{"kind":"extend","expedition":0,"to":"AS9","star":null}',1.7963177852532815933e+09);
INSERT INTO "actions" VALUES(1,58,1,'{"kind":"extend","expedition":0,"to":"AS10","star":null}',1.79631778533881235121e+09);
INSERT INTO "actions" VALUES(1,59,1,'{"kind":"end_turn"}',1.79631778542386031155e+09);
INSERT INTO "actions" VALUES(1,60,0,'{"kind":"extend","expedition":0,"to":"AS4","star":null}',1.79631778549610638621e+09);
INSERT INTO "actions" VALUES(1,61,0,'{"kind":"extend","expedition":0,"to":"AS11","star":null}',1.79631778556768298147e+09);
INSERT INTO "actions" VALUES(1,62,1,'{"kind":"extend","expedition":0,"to":"AS12","star":null}',1.79631778563335156445e+09);
INSERT INTO "actions" VALUES(1,63,1,'{"kind":"blue","choice":"vouchers"}',1.79631778570047736165e+09);
INSERT INTO "actions" VALUES(1,64,1,'{"kind":"end_turn"}',1.79631778577007150655e+09);
INSERT INTO "actions" VALUES(1,65,0,'{"kind":"extend","expedition":0,"to":"AS6","star":null}',1.7963177858354628086e+09);
INSERT INTO "actions" VALUES(1,66,1,'{"kind":"extend","expedition":0,"to":"AS12","star":null}',1.79631778590546298032e+09);
INSERT INTO "actions" VALUES(1,67,1,'{"kind":"blue","choice":"vouchers"}',1.79631778597555232046e+09);
INSERT INTO "actions" VALUES(1,68,1,'{"kind":"end_turn"}',1.79631778603856658935e+09);
INSERT INTO "actions" VALUES(1,69,0,'{"kind":"extend","expedition":0,"to":"R1","star":null}',1.79631778611917853356e+09);
INSERT INTO "actions" VALUES(1,70,1,'{"kind":"extend","expedition":0,"to":"NA6","star":null}',1.79631778620430660247e+09);
INSERT INTO "actions" VALUES(1,71,1,'{"kind":"extend","expedition":0,"to":"NA12","star":null}',1.79631778629881763459e+09);
INSERT INTO "actions" VALUES(1,72,1,'{"kind":"end_turn"}',1.79631778638705348963e+09);
INSERT INTO "actions" VALUES(1,73,0,'{"kind":"extend","expedition":0,"to":"NA8","star":null}',1.79631778645897722244e+09);
INSERT INTO "actions" VALUES(1,74,1,'{"kind":"remove","expedition":0,"star":"C14"}',1.79631778660509371751e+09);
INSERT INTO "actions" VALUES(1,75,1,'{"kind":"extend","expedition":0,"to":"NA16","star":null}',1.79631778669905900957e+09);
INSERT INTO "actions" VALUES(1,76,1,'{"kind":"end_turn"}',1.79631778681413912775e+09);
INSERT INTO "actions" VALUES(1,77,0,'{"kind":"extend","expedition":2,"to":"EU2","star":null}',1.79631778689984416969e+09);
INSERT INTO "actions" VALUES(1,78,1,'{"kind":"extend","expedition":2,"to":"EU3","star":null}',1.79631778701356029505e+09);
INSERT INTO "actions" VALUES(1,79,1,'{"kind":"blue","choice":"cards"}',1.79631778709143447871e+09);
INSERT INTO "actions" VALUES(1,80,1,'{"kind":"extend","expedition":2,"to":"AS1","star":null}',1.79631778716103124617e+09);
INSERT INTO "actions" VALUES(1,81,0,'{"kind":"extend","expedition":2,"to":"AS7","star":null}',1.79631778724046778676e+09);
INSERT INTO "actions" VALUES(1,82,0,'{"kind":"extend","expedition":2,"to":"EU7","star":null}',1.79631778731169366837e+09);
INSERT INTO "actions" VALUES(1,83,0,'{"kind":"extend","expedition":2,"to":"EU3","star":null}',1.79631778738217163082e+09);
INSERT INTO "actions" VALUES(1,84,0,'{"kind":"blue","choice":"vouchers"}',1.79631778746548247333e+09);
INSERT INTO "actions" VALUES(1,85,0,'{"kind":"remove","expedition":0,"star":null}',1.79631778759270405772e+09);
INSERT INTO "actions" VALUES(1,86,0,'{"kind":"end_turn"}',1.79631778767549276352e+09);
INSERT INTO "actions" VALUES(1,87,1,'{"kind":"extend","expedition":0,"to":"NA16","star":null}',1.79631778776976609225e+09);
INSERT INTO "actions" VALUES(1,88,0,'{"kind":"extend","expedition":2,"to":"EU6","star":null}',1.79631778787523841856e+09);
INSERT INTO "actions" VALUES(1,89,0,'{"kind":"end_turn"}',1.79631778795815753935e+09);
INSERT INTO "actions" VALUES(1,90,1,'{"kind":"extend","expedition":2,"to":"EU7","star":null}',1.7963177880458228588e+09);
INSERT INTO "actions" VALUES(1,91,1,'{"kind":"extend","expedition":2,"to":"EU11","star":null}',1.79631778811256337165e+09);
INSERT INTO "actions" VALUES(1,92,0,'{"kind":"extend","expedition":2,"to":"EU14","star":null}',1.79631778819107437131e+09);
INSERT INTO "actions" VALUES(1,93,0,'{"kind":"end_turn"}',1.79631778826560854905e+09);
INSERT INTO "actions" VALUES(1,94,1,'{"kind":"extend","expedition":2,"to":"EU9","star":null}',1.7963177883410570622e+09);
INSERT INTO "actions" VALUES(1,95,1,'{"kind":"extend","expedition":2,"to":"EU8","star":null}',1.79631778841546916962e+09);
INSERT INTO "actions" VALUES(1,96,0,'{"kind":"extend","expedition":2,"to":"OC1","star":null}',1.79631778849203824991e+09);
INSERT INTO "actions" VALUES(1,97,0,'{"kind":"end_turn"}',1.79631778857120180128e+09);
INSERT INTO "actions" VALUES(1,98,1,'{"kind":"extend","expedition":2,"to":"NA5","star":null}',1.79631778864977860454e+09);
INSERT INTO "actions" VALUES(1,99,0,'{"kind":"extend","expedition":2,"to":"NA10","star":null}',1.79631778875193405149e+09);
INSERT INTO "actions" VALUES(1,100,0,'{"kind":"extend","expedition":2,"to":"NA9","star":null}',1.79631778884929752351e+09);
INSERT INTO "actions" VALUES(1,101,0,'{"kind":"end_turn"}',1.79631778893152523036e+09);
INSERT INTO "actions" VALUES(1,102,1,'{"kind":"extend","expedition":2,"to":"NA14","star":null}',1.79631778900491547584e+09);
INSERT INTO "actions" VALUES(1,103,0,'{"kind":"extend","expedition":2,"to":"NA10","star":null}',1.79631778908977198603e+09);
INSERT INTO "actions" VALUES(1,104,0,'{"kind":"end_turn"}',1.7963177891659960747e+09);
INSERT INTO "actions" VALUES(1,105,1,'{"kind":"extend","expedition":2,"to":"NA15","star":null}',1.79631778925526905061e+09);
INSERT INTO "actions" VALUES(1,106,0,'{"kind":"extend","expedition":2,"to":"NA18","star":null}',1.79631778933431267742e+09);
INSERT INTO "actions" VALUES(1,107,0,'{"kind":"blue","choice":"vouchers"}',1.79631778941686201097e+09);
INSERT INTO "actions" VALUES(1,108,0,'{"kind":"end_turn"}',1.79631778948524427419e+09);
INSERT INTO "actions" VALUES(1,109,1,'{"kind":"extend","expedition":2,"to":"NA17","star":null}',1.79631778956332230565e+09);
INSERT INTO "actions" VALUES(1,110,1,'{"kind":"end_turn"}',1.79631778965448451034e+09);
INSERT INTO "actions" VALUES(1,111,0,'{"kind":"extend","expedition":2,"to":"NA16","star":null}',1.79631778973483324053e+09);
INSERT INTO "actions" VALUES(1,112,0,'{"kind":"extend","expedition":2,"to":"SA1","star":null}',1.79631778982897043228e+09);
INSERT INTO "actions" VALUES(1,113,0,'{"kind":"end_turn"}',1.79631778991510772706e+09);
INSERT INTO "actions" VALUES(1,114,1,'{"kind":"extend","expedition":2,"to":"SA5","star":null}',1.7963177899897913933e+09);
INSERT INTO "actions" VALUES(1,115,1,'{"kind":"blue","choice":"cards"}',1.79631779008510398861e+09);
INSERT INTO "actions" VALUES(1,116,1,'{"kind":"end_turn"}',1.79631779017500329016e+09);
INSERT INTO "actions" VALUES(1,117,0,'{"kind":"extend","expedition":2,"to":"SA6","star":null}',1.7963177902670843601e+09);
INSERT INTO "actions" VALUES(1,118,0,'{"kind":"blue","choice":"vouchers"}',1.79631779036580777175e+09);
INSERT INTO "actions" VALUES(1,119,0,'{"kind":"end_turn"}',1.79631779044854354861e+09);
INSERT INTO "actions" VALUES(1,120,1,'{"kind":"extend","expedition":2,"to":"SA10","star":null}',1.79631779052703619004e+09);
INSERT INTO "actions" VALUES(1,121,1,'{"kind":"end_turn"}',1.79631779060544919963e+09);
INSERT INTO "actions" VALUES(1,122,0,'{"kind":"extend","expedition":2,"to":"SA14","star":null}',1.79631779068926715849e+09);
INSERT INTO "actions" VALUES(1,123,0,'{"kind":"extend","expedition":2,"to":"SA15","star":null}',1.79631779078658270834e+09);
INSERT INTO "actions" VALUES(1,124,0,'{"kind":"end_turn"}',1.79631779086643338203e+09);
INSERT INTO "actions" VALUES(1,125,1,'{"kind":"extend","expedition":2,"to":"SA14","star":"C11"}',1.79631779094714593889e+09);
INSERT INTO "actions" VALUES(1,126,1,'{"kind":"end_turn"}',1.79631779102568411819e+09);
INSERT INTO "actions" VALUES(1,127,0,'{"kind":"extend","expedition":2,"to":"SA13","star":null}',1.79631779112745451924e+09);
INSERT INTO "actions" VALUES(1,128,0,'{"kind":"end_turn"}',1.79631779122078561782e+09);
INSERT INTO "actions" VALUES(1,129,1,'{"kind":"extend","expedition":2,"to":"SA16","star":null}',1.79631779129447841647e+09);
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
INSERT INTO "match_messages" VALUES(1,'lobby',0,1578095889736531975,1578095891489751087);
INSERT INTO "match_messages" VALUES(1,'welcome',0,1578095891489751087,1578095892118896692);
INSERT INTO "match_messages" VALUES(1,'table',0,1578095891489751087,1578095892836122677);
INSERT INTO "match_messages" VALUES(1,'dm',1578095889732337667,1578095892857094199,1578095892865482808);
INSERT INTO "match_messages" VALUES(1,'dm',1578095889732337668,1578095892869677113,1578095892873871418);
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
INSERT INTO "matches" VALUES(1,1578095889736531974,1578095889736531975,1578095891489751087,'wildlife-adventure','finished',1578095889732337667,'{"first_player": null, "turn_timeout_s": 0.0, "absent_after": 2}',3,'{"seats":2,"options":{"first_player":null},"rng":{"state":2391376802751831242},"phase":"over","turn":1,"turn_number":50,"hands":[["NA1","NA2","AS16"],[]],"completed":[["EU14","AF4","EU13","AF11","AF15","AU14","AU11","AU5","AS14","AS4","AS6","EU8","NA9","SA1","SA14","SA15"],["EU5","AF8","AF7","AF17","AU10","AU4","NA6","NA12","NA16","AS1","NA5","NA14","SA13","SA16"]],"open_missions":["AF14"],"animal_stack":["NA4","AU7","NA11","AS17","SA10","EU10","AU2","AF6","AS13","AF13","SA17","EU2","AS2","AS18","NA13","EU15","SA12","AS8","AF10","EU12","AF3","AS10","AU9","SA11","SA8","NA15","AS11","AU3","AS5","NA7","SA9","AF9","EU4","AS3","AF12","SA3","AU1","EU6"],"chance_stack":["C27","C31","C13","C12","C05","C15","C01","C25","C02","C10","C32","C20","C30","C35","C03","C23","C21","C24","C33","C16","C17","C07","C04","C26","C29","C22","C09","C18","C36","C34","C08","C19","C06","C14","C11"],"kept":[[],["C28"]],"chance_drawn":null,"vouchers":[3,0],"supply":62,"spent":38,"obstacles":[null,null,null],"expeditions":[{"extensions":[{"line":82,"frm":"START","to":"EU10","seat":0,"parallel":false},{"line":93,"frm":"EU10","to":"EU14","seat":0,"parallel":false},{"line":211,"frm":"EU14","to":"AF3","seat":1,"parallel":false},{"line":106,"frm":"AF3","to":"AF4","seat":0,"parallel":false},{"line":108,"frm":"AF4","to":"AF8","seat":1,"parallel":false},{"line":114,"frm":"AF8","to":"AF7","seat":1,"parallel":false},{"line":115,"frm":"AF7","to":"AF11","seat":0,"parallel":false},{"line":125,"frm":"AF11","to":"AF15","seat":0,"parallel":false},{"line":132,"frm":"AF15","to":"AF16","seat":1,"parallel":false},{"line":133,"frm":"AF16","to":"AF17","seat":1,"parallel":false},{"line":217,"frm":"AF17","to":"OC3","seat":0,"parallel":false},{"line":219,"frm":"OC3","to":"AU10","seat":0,"parallel":false},{"line":185,"frm":"AU10","to":"AU6","seat":1,"parallel":false},{"line":186,"frm":"AU6","to":"AU7","seat":1,"parallel":false},{"line":191,"frm":"AU7","to":"AU13","seat":1,"parallel":false},{"line":201,"frm":"AU13","to":"AU14","seat":0,"parallel":false},{"line":195,"frm":"AU14","to":"AU9","seat":1,"parallel":false},{"line":182,"frm":"AU9","to":"AU4","seat":1,"parallel":false},{"line":181,"frm":"AU4","to":"AU8","seat":0,"parallel":false},{"line":193,"frm":"AU8","to":"AU13","seat":0,"parallel":false},{"line":200,"frm":"AU13","to":"AU12","seat":0,"parallel":false},{"line":198,"frm":"AU12","to":"AU11","seat":0,"parallel":false},{"line":187,"frm":"AU11","to":"AU6","seat":0,"parallel":false},{"line":183,"frm":"AU6","to":"AU5","seat":0,"parallel":false},{"line":183,"frm":"AU5","to":"AU6","seat":1,"parallel":true},{"line":175,"frm":"AU6","to":"AU1","seat":0,"parallel":false},{"line":220,"frm":"AU1","to":"AS18","seat":1,"parallel":false},{"line":169,"frm":"AS18","to":"AS15","seat":0,"parallel":false},{"line":165,"frm":"AS15","to":"AS14","seat":0,"parallel":false},{"line":156,"frm":"AS14","to":"AS9","seat":1,"parallel":false},{"line":155,"frm":"AS9","to":"AS10","seat":1,"parallel":false},{"line":144,"frm":"AS10","to":"AS4","seat":0,"parallel":false},{"line":145,"frm":"AS4","to":"AS11","seat":0,"parallel":false},{"line":161,"frm":"AS11","to":"AS12","seat":1,"parallel":false},{"line":149,"frm":"AS12","to":"AS6","seat":0,"parallel":false},{"line":149,"frm":"AS6","to":"AS12","seat":1,"parallel":true},{"line":229,"frm":"AS12","to":"R1","seat":0,"parallel":false},{"line":223,"frm":"L1","to":"NA6","seat":1,"parallel":false},{"line":13,"frm":"NA6","to":"NA12","seat":1,"parallel":false},{"line":26,"frm":"NA12","to":"NA16","seat":1,"parallel":false}]},{"extensions":[{"line":78,"frm":"START","to":"EU5","seat":1,"parallel":false},{"line":79,"frm":"EU5","to":"EU9","seat":0,"parallel":false},{"line":90,"frm":"EU9","to":"EU13","seat":0,"parallel":false},{"line":210,"frm":"EU13","to":"AF2","seat":0,"parallel":false},{"line":100,"frm":"AF2","to":"AF1","seat":1,"parallel":false},{"line":102,"frm":"AF1","to":"AF7","seat":1,"parallel":false},{"line":104,"frm":"AF7","to":"AF2","seat":0,"parallel":false}]},{"extensions":[{"line":71,"frm":"START","to":"EU2","seat":0,"parallel":false},{"line":70,"frm":"EU2","to":"EU3","seat":1,"parallel":false},{"line":214,"frm":"EU3","to":"AS1","seat":1,"parallel":false},{"line":136,"frm":"AS1","to":"AS7","seat":0,"parallel":false},{"line":213,"frm":"AS7","to":"EU7","seat":0,"parallel":false},{"line":74,"frm":"EU7","to":"EU3","seat":0,"parallel":false},{"line":73,"frm":"EU3","to":"EU6","seat":0,"parallel":false},{"line":83,"frm":"EU6","to":"EU7","seat":1,"parallel":false},{"line":85,"frm":"EU7","to":"EU11","seat":1,"parallel":false},{"line":94,"frm":"EU11","to":"EU14","seat":0,"parallel":false},{"line":91,"frm":"EU14","to":"EU9","seat":1,"parallel":false},{"line":87,"frm":"EU9","to":"EU8","seat":1,"parallel":false},{"line":207,"frm":"EU8","to":"OC1","seat":0,"parallel":false},{"line":204,"frm":"OC1","to":"NA5","seat":1,"parallel":false},{"line":11,"frm":"NA5","to":"NA10","seat":0,"parallel":false},{"line":20,"frm":"NA10","to":"NA9","seat":0,"parallel":false},{"line":21,"frm":"NA9","to":"NA14","seat":1,"parallel":false},{"line":22,"frm":"NA14","to":"NA10","seat":0,"parallel":false},{"line":24,"frm":"NA10","to":"NA15","seat":1,"parallel":false},{"line":33,"frm":"NA15","to":"NA18","seat":0,"parallel":false},{"line":35,"frm":"NA18","to":"NA17","seat":1,"parallel":false},{"line":34,"frm":"NA17","to":"NA16","seat":0,"parallel":false},{"line":202,"frm":"NA16","to":"SA1","seat":0,"parallel":false},{"line":37,"frm":"SA1","to":"SA5","seat":1,"parallel":false},{"line":46,"frm":"SA5","to":"SA6","seat":0,"parallel":false},{"line":49,"frm":"SA6","to":"SA10","seat":1,"parallel":false},{"line":58,"frm":"SA10","to":"SA14","seat":0,"parallel":false},{"line":65,"frm":"SA14","to":"SA15","seat":0,"parallel":false},{"line":65,"frm":"SA15","to":"SA14","seat":1,"parallel":true},{"line":63,"frm":"SA14","to":"SA13","seat":0,"parallel":false},{"line":64,"frm":"SA13","to":"SA16","seat":1,"parallel":false}]}],"main_laid":true,"bonus":0,"spent_turn":0,"obstacle_session":false,"session_moved":[],"laid_this_turn":true,"pending":null,"skip_next":[false,false],"blocked_turns":0,"last_events":["Seat 1 extends the blue expedition to SA16.","Seat 1 completes a discovery mission (laid down automatically): Capybara (SA16)! The largest rodent.","Game over: Seat 1 has no animal cards left in hand. Scores: seat 0 +13, seat 1 +14."],"end_reason":"Seat 1 has no animal cards left in hand."}',129,'{}',1.79631778011987590796e+09,1.79631779129447841647e+09,NULL);
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
INSERT INTO "ratings" VALUES(1578095889736531974,'wildlife-adventure',1578095889732337667,2.23646105068595026912e+01,8.06590141354368,1,0,2);
INSERT INTO "ratings" VALUES(1578095889736531974,'wildlife-adventure',1578095889732337668,2.76353894931404973087e+01,8.06590141354368,1,1,1);
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
INSERT INTO "reputation" VALUES(1578095889736531974,1578095889732337667,1,0);
INSERT INTO "reputation" VALUES(1578095889736531974,1578095889732337668,1,0);
CREATE TABLE results (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    place      INTEGER NOT NULL,
    score      REAL NOT NULL,
    abandoned  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
INSERT INTO "results" VALUES(1,0,1578095889732337667,2,13.0,0);
INSERT INTO "results" VALUES(1,1,1578095889732337668,1,14.0,0);
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
INSERT INTO "seats" VALUES(1,0,1578095889732337667,'player1',0,0,'normal',0);
INSERT INTO "seats" VALUES(1,1,1578095889732337668,'player2',0,0,'normal',0);
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
