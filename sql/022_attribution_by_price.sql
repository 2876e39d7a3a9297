-- Attribution beyond the tag (docs/payments.md, "Payments without the tag"): a transfer that
-- carries no session's tagged amount goes to the one pending session of its address and network
-- whose USD amount it pays, the round amount itself or short of it by no more than the session's
-- underpayment tolerance; and a session is paid once its credited total on a chain and token
-- reaches its USD amount less that tolerance.

-- The project's tolerance, in basis points of the session's USD amount (1,000: 10 %).
ALTER TABLE projects ADD COLUMN underpayment_tolerance_bps integer NOT NULL DEFAULT 0
  CHECK (underpayment_tolerance_bps BETWEEN 0 AND 1000);

-- A session keeps the tolerance its project had when it was created, as it keeps the receiving
-- address: a merchant's later change neither reopens a session it completed nor completes one it
-- did not.
ALTER TABLE checkout_sessions ADD COLUMN underpayment_tolerance_bps smallint NOT NULL DEFAULT 0;

-- The tolerance in what a session is paid (sql/functions/checkout_amount_accepted.sql), taken at
-- each create (sql/functions/create_checkout_sessions.sql) and read with the session
-- (sql/views/checkout_sessions_effective.sql).
