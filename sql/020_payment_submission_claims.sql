-- A submitted transaction hash is evidence a session offers, not a claim that wins by coming first
-- (docs/payments.md, "Who a transfer belongs to"): several sessions may wait on the same transaction,
-- and one whose claim the rules refuse once it is mined is kept as 'rejected' with the reason, so a
-- bad submission is recorded and skipped rather than retried by every watcher pass.
ALTER TABLE payment_submissions DROP CONSTRAINT payment_submissions_pkey;
ALTER TABLE payment_submissions ADD PRIMARY KEY (chain, tx_hash, session_id);
ALTER TABLE payment_submissions DROP CONSTRAINT payment_submissions_state_check;
ALTER TABLE payment_submissions ADD CONSTRAINT payment_submissions_state_check CHECK (state IN ('waiting', 'reverted', 'rejected'));
ALTER TABLE payment_submissions ADD COLUMN reason text;
ALTER TABLE payment_submissions ADD CONSTRAINT payment_submissions_reason CHECK ((state = 'rejected') = (reason IS NOT NULL));
CREATE INDEX payment_submissions_waiting ON payment_submissions (chain) WHERE state = 'waiting';
