-- Refunds, without custody (docs/payments.md, "Refunds"): the merchant asks for one, sends it from
-- the receiving address with their own wallet, and the chain watcher recognises the transfer. The
-- service never holds a key to the money; a refund records what is owed, to whom, and the transfer
-- that paid it.
CREATE TABLE refunds (
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  chain text NOT NULL,
  chain_id integer NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL CHECK (token_address ~ '^0x[0-9a-f]{40}$'),
  decimals integer NOT NULL,
  -- The receiving address the refunded payment was paid to: the refund is sent from it.
  from_address text NOT NULL CHECK (from_address ~ '^0x[0-9a-f]{40}$'),
  to_address text NOT NULL CHECK (to_address ~ '^0x[0-9a-f]{40}$'),
  amount_base_units numeric(78, 0) NOT NULL CHECK (amount_base_units > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  failure_reason text CHECK (failure_reason IN ('cancelled', 'expired')),
  -- The transfer that pays it, once the watcher saw one; cleared when its block leaves the chain.
  tx_hash text CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  log_index integer,
  block_number bigint,
  block_hash text,
  confirmations integer NOT NULL DEFAULT 0,
  -- The chain's registry setting when the transfer was seen.
  confirmations_required integer,
  succeeded_at timestamptz,
  failed_at timestamptz,
  -- A pending refund no transfer has paid by then fails ('expired').
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'failed') = (failure_reason IS NOT NULL)),
  CHECK ((tx_hash IS NULL) = (block_hash IS NULL) AND (tx_hash IS NULL) = (log_index IS NULL) AND (tx_hash IS NULL) = (block_number IS NULL)),
  CHECK (status <> 'succeeded' OR tx_hash IS NOT NULL)
);
-- A session's refunds, oldest first; what it may still refund is summed from them.
CREATE INDEX refunds_session ON refunds (session_id, created_at, id);
-- One transfer pays at most one refund.
CREATE UNIQUE INDEX refunds_transfer ON refunds (chain, tx_hash, log_index) WHERE tx_hash IS NOT NULL;
-- What a watcher pass looks for and re-checks: few at any time, whatever the table holds.
CREATE INDEX refunds_pending ON refunds (chain) WHERE status = 'pending';
CREATE INDEX refunds_succeeded_by_block ON refunds (chain, block_number) WHERE status = 'succeeded';
-- The expiry sweep's pending refunds without a transfer, oldest due first.
CREATE INDEX refunds_due ON refunds (expires_at) WHERE status = 'pending' AND tx_hash IS NULL;
