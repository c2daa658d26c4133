-- Rescue Animals' first_leader counts seats from 1, as every other seat option does (issue 37):
-- the stored 0-based values of matches (their options and the options inside their state) and of
-- the servers' /setup lobby defaults move up by one, so stored matches replay and resume unchanged.
UPDATE matches SET options = json_set(options, '$.first_leader', json_extract(options, '$.first_leader') + 1)
 WHERE game = 'rescue-animals' AND json_valid(options) AND json_type(options, '$.first_leader') = 'integer';
UPDATE matches SET state = json_set(state, '$.options.first_leader', json_extract(state, '$.options.first_leader') + 1)
 WHERE game = 'rescue-animals' AND state IS NOT NULL AND json_valid(state)
   AND json_type(state, '$.options.first_leader') = 'integer';
UPDATE guild_settings SET config = json_set(config, '$.defaults."rescue-animals".options.first_leader',
       json_extract(config, '$.defaults."rescue-animals".options.first_leader') + 1)
 WHERE json_valid(config) AND json_type(config, '$.defaults."rescue-animals".options.first_leader') = 'integer';
