-- Matches that ended since a moment (MatchStore.ended_since: the table cog's repair at start-up).
CREATE INDEX matches_ended ON matches (status, updated_at);
