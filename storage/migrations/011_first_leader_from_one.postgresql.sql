-- Rescue Animals' first_leader counts seats from 1, as every other seat option does (issue 37):
-- the stored 0-based values of matches (their options and the options inside their state) and of
-- the servers' /setup lobby defaults move up by one, so stored matches replay and resume unchanged.
UPDATE matches SET options = jsonb_set(options::jsonb, '{first_leader}',
       to_jsonb((options::jsonb ->> 'first_leader')::int + 1))::text
 WHERE game = 'rescue-animals' AND jsonb_typeof(options::jsonb -> 'first_leader') = 'number';
UPDATE matches SET state = jsonb_set(state::jsonb, '{options,first_leader}',
       to_jsonb((state::jsonb #>> '{options,first_leader}')::int + 1))::text
 WHERE game = 'rescue-animals' AND state IS NOT NULL
   AND jsonb_typeof(state::jsonb #> '{options,first_leader}') = 'number';
UPDATE guild_settings SET config = jsonb_set(config::jsonb, '{defaults,rescue-animals,options,first_leader}',
       to_jsonb((config::jsonb #>> '{defaults,rescue-animals,options,first_leader}')::int + 1))::text
 WHERE jsonb_typeof(config::jsonb #> '{defaults,rescue-animals,options,first_leader}') = 'number';
