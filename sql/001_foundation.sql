-- Liveness of worker processes. Each live worker refreshes last_seen_at; a row gone stale means the
-- process died, and the graphile-worker ids it held are force-unlocked so its jobs run elsewhere.
CREATE TABLE worker_processes (
  id text PRIMARY KEY,
  hostname text NOT NULL,
  pid integer NOT NULL,
  graphile_worker_ids text[] NOT NULL DEFAULT '{}',
  started_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX worker_processes_last_seen_at ON worker_processes (last_seen_at);

-- Pipeline probes: an operator's end-to-end check of the queue, the workers and the thread pool.
-- A probe's outcome is written once (completed_at IS NULL guard), however often its job runs.
CREATE TABLE ops_probes (
  id text PRIMARY KEY,
  mode text NOT NULL,
  hold_ms integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  completed_by text,
  outcome text,
  detail text
);

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
