-- Request counters of the fixed-window rate limiter, shared by every API process. One row per
-- (limited key, window); each request is one upsert that increments it. UNLOGGED: counters are
-- worth no WAL, and losing them in a crash only forgives the current window.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
-- Finished windows are deleted by expires_at (see deleteExpiredCounters).
CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);
