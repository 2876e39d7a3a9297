-- The money engine's two state machines, each with one record (docs/payments.md, "The money
-- engine"): a session's status (checkout_sessions, written by src/checkout/payments/session-state.ts
-- only), and every token transfer the watcher follows, in or out, in chain_transfers (written by
-- src/checkout/payments/transfers.ts only). A payment is a transfer attributed (or not yet) to a
-- session; a refund is paid by a transfer. Both point at the transfer and keep no chain state of their own.

-- One row per Transfer log the service follows: a payment to a receiving address, or the transfer
-- that pays a refund. Unique by chain, tx hash and log index, so a rescan or a retry never records it
-- twice. `state`: confirming until the chain's confirmations are reached, confirmed, withdrawn when
-- its block left the canonical chain (mined again elsewhere, it is confirming again in its new block).
CREATE TABLE chain_transfers (
  id text PRIMARY KEY,
  chain text NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  tx_hash text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  log_index integer NOT NULL,
  from_address text,
  to_address text NOT NULL,
  amount_base_units numeric(78, 0) NOT NULL CHECK (amount_base_units > 0),
  -- Null for a simulated payment, which is on no chain.
  block_number bigint,
  block_hash text,
  block_time timestamptz,
  -- The chain's registry setting when the transfer was seen.
  confirmations_required integer NOT NULL,
  state text NOT NULL DEFAULT 'confirming' CHECK (state IN ('confirming', 'confirmed', 'withdrawn')),
  confirmations integer NOT NULL DEFAULT 0,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain, tx_hash, log_index)
);
-- What a watcher pass re-checks: those still confirming, and the confirmed ones a reorg could still
-- take away (by block), few at any time whatever the table holds.
CREATE INDEX chain_transfers_confirming ON chain_transfers (chain) WHERE state = 'confirming';
CREATE INDEX chain_transfers_confirmed_by_block ON chain_transfers (chain, block_number) WHERE state = 'confirmed';
-- A project's payments newest first, paged by (created_at, id): one ordered range per address.
CREATE INDEX chain_transfers_by_address ON chain_transfers (to_address, created_at DESC, id DESC);

INSERT INTO chain_transfers (id, chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
                             block_number, block_hash, block_time, confirmations_required, state, confirmations, confirmed_at, created_at)
SELECT 'tr_' || substr(id, 5), chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
       block_number, block_hash, block_time, confirmations_required, state, confirmations, confirmed_at, created_at
  FROM payments;
INSERT INTO chain_transfers (id, chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
                             block_number, block_hash, confirmations_required, state, confirmations, confirmed_at, created_at)
SELECT 'tr_' || substr(id, 4), chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address, amount_base_units,
       block_number, block_hash, coalesce(confirmations_required, 0), CASE WHEN status = 'succeeded' THEN 'confirmed' ELSE 'confirming' END,
       confirmations, succeeded_at, created_at
  FROM refunds WHERE tx_hash IS NOT NULL
    ON CONFLICT (chain, tx_hash, log_index) DO NOTHING;

ALTER TABLE payments ADD COLUMN transfer_id text REFERENCES chain_transfers (id);
UPDATE payments SET transfer_id = 'tr_' || substr(id, 5);
ALTER TABLE payments ALTER COLUMN transfer_id SET NOT NULL;
ALTER TABLE payments ADD CONSTRAINT payments_transfer_id_key UNIQUE (transfer_id);
ALTER TABLE payments
  DROP COLUMN chain, DROP COLUMN token, DROP COLUMN token_address, DROP COLUMN decimals, DROP COLUMN tx_hash, DROP COLUMN log_index,
  DROP COLUMN from_address, DROP COLUMN to_address, DROP COLUMN amount_base_units, DROP COLUMN block_number, DROP COLUMN block_hash,
  DROP COLUMN block_time, DROP COLUMN confirmations_required, DROP COLUMN state, DROP COLUMN confirmations, DROP COLUMN confirmed_at;

ALTER TABLE refunds ADD COLUMN transfer_id text REFERENCES chain_transfers (id);
UPDATE refunds r SET transfer_id = t.id FROM chain_transfers t WHERE t.chain = r.chain AND t.tx_hash = r.tx_hash AND t.log_index = r.log_index;
ALTER TABLE refunds
  DROP COLUMN tx_hash, DROP COLUMN log_index, DROP COLUMN block_number, DROP COLUMN block_hash, DROP COLUMN confirmations,
  DROP COLUMN confirmations_required;
ALTER TABLE refunds ADD CONSTRAINT refunds_succeeded_paid CHECK (status <> 'succeeded' OR transfer_id IS NOT NULL);
-- One transfer pays at most one refund.
CREATE UNIQUE INDEX refunds_transfer ON refunds (transfer_id) WHERE transfer_id IS NOT NULL;
-- The expiry sweep's pending refunds, oldest due first (those a live transfer pays are skipped).
CREATE INDEX refunds_due ON refunds (expires_at) WHERE status = 'pending';

-- A session's deadline and its credits, for the settling rules, are defined in
-- sql/functions/checkout_session_deadline.sql and sql/views/checkout_session_credits.sql.

-- Where a chain's watcher saw the chain fork (the first block of the new branch) and has not yet
-- re-checked every transfer at or above it: a fork is followed whatever the transfers' age.
ALTER TABLE chain_watchers ADD COLUMN recheck_from bigint;

-- The reconciliation sweep reads the sessions in `processing` (src/checkout/payments/session-state.ts):
-- few at any time, and written only by status changes, never by a create.
CREATE INDEX checkout_sessions_processing ON checkout_sessions (id) WHERE status = 'processing';
