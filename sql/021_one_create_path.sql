-- One create path: create_checkout_sessions makes every session, those that arrive together in one
-- call (src/checkout/session-store.ts), and the options and what a payment is due are derived in
-- SQL only (sql/functions/create_checkout_sessions.sql, offer_set_options.sql, checkout_amount_due.sql
-- and sql/views/checkout_sessions_effective.sql). A database made before this still has
-- legacy_payment_options (options kept whole, which no create writes and no deployment has), the
-- view that read it, and the older create function (one session per call): dropped here.
DROP VIEW IF EXISTS checkout_sessions_effective;
DROP FUNCTION IF EXISTS create_checkout_session(text, text, text, bigint, text, jsonb, text, text, bigint, jsonb, integer);
ALTER TABLE checkout_sessions DROP COLUMN IF EXISTS legacy_payment_options;
ALTER TABLE checkout_sessions ALTER COLUMN offer_set SET NOT NULL;
