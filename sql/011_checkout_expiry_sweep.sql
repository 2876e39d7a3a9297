-- Expiry by one recurring sweep (src/checkout/expire-due-sessions.job.ts) instead of one
-- graphile-worker job per session: the sweep reads the sessions still pending past expires_at
-- through this partial index, which holds only pending sessions, however many others the table has.
CREATE INDEX checkout_sessions_pending_expiry ON checkout_sessions (expires_at) WHERE status = 'pending';

-- The per-session expiry jobs of before go: the sweep expires their sessions.
SELECT graphile_worker.remove_job(key) FROM graphile_worker.jobs WHERE task_identifier = 'checkout.expire_session' AND key IS NOT NULL;
