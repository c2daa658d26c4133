-- When the process playing each shard was last alive (issue 37, kind 5): written at start-up, every
-- lease renewal period and at a clean stop (service clock, s). At the next start the time since is the
-- outage, which turn-based clocks are not charged for (engine/service/outages.py). Keyed by the shard
-- count too, so rows of another sharding are never read as this one's.
CREATE TABLE service_heartbeats (
    shard_count INTEGER NOT NULL,
    shard_id    INTEGER NOT NULL,
    alive_at    {REAL} NOT NULL,
    PRIMARY KEY (shard_count, shard_id)
);
