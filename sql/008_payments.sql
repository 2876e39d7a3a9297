-- Payments (docs/payments.md): how a transfer is attributed to a session, what was received, and
-- where each chain's watcher stands. Token amounts are integer base units (numeric(78,0) holds any
-- uint256); addresses and hashes are stored lowercase.

-- A session's payment options: per chain and token, the exact tagged amount to send to `address`.
-- An option is `open` while its session can still be paid (pending, processing); only open options
-- reserve their amount, so the unique index below is what makes two concurrent creates unable to
-- hand out the same amount. It is keyed by the receiving address, which is what a chain sees: two
-- projects sharing an address share its amounts too.
CREATE TABLE checkout_payment_options (
  session_id text NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  -- Registry order of the chain and token, the order the session lists its options in.
  position integer NOT NULL,
  chain text NOT NULL,
  chain_id integer NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  amount_base_units numeric(78, 0) NOT NULL CHECK (amount_base_units > 0),
  open boolean NOT NULL DEFAULT true,
  PRIMARY KEY (session_id, chain, token)
);
CREATE UNIQUE INDEX checkout_payment_options_open_amount ON checkout_payment_options (address, chain, token, amount_base_units) WHERE open;
-- The watcher finds a transfer's session by amount, open or not (late payments).
CREATE INDEX checkout_payment_options_by_amount ON checkout_payment_options (chain, address, token, amount_base_units);

-- A session that leaves pending/processing releases its amounts, whoever changes its status.
-- Re-opening (an in-time payment seen after expiry) does not reserve them again: that session has
-- its payment, and another session may hold the amount by then.
CREATE FUNCTION checkout_payment_options_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE checkout_payment_options SET open = false WHERE session_id = NEW.id AND open;
  RETURN NEW;
END $$;
CREATE TRIGGER checkout_sessions_release_options AFTER UPDATE OF status ON checkout_sessions
  FOR EACH ROW WHEN (OLD.status IN ('pending', 'processing') AND NEW.status NOT IN ('pending', 'processing'))
  EXECUTE FUNCTION checkout_payment_options_release();

-- Every token transfer to a receiving address that the service has seen, one row per log: a
-- payment is unique by chain, tx hash and log index, so a rescan or a retry never counts it twice.
-- `session_id` is null while no session claims it (an amount that matches no option). `role`:
-- credited (counts toward the session), late (mined after expires_at), extra (the session was
-- already completed). `state`: confirming until the chain's confirmations are reached, withdrawn
-- when its block left the canonical chain.
CREATE TABLE payments (
  id text PRIMARY KEY,
  session_id text REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  role text CHECK (role IN ('credited', 'late', 'extra')),
  chain text NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  tx_hash text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  log_index integer NOT NULL,
  from_address text,
  to_address text NOT NULL,
  amount_base_units numeric(78, 0) NOT NULL CHECK (amount_base_units > 0),
  block_number bigint,
  block_hash text,
  block_time timestamptz,
  source text NOT NULL CHECK (source IN ('watcher', 'submitted', 'simulated')),
  -- The chain's registry setting when the payment was seen.
  confirmations_required integer NOT NULL,
  state text NOT NULL DEFAULT 'confirming' CHECK (state IN ('confirming', 'confirmed', 'withdrawn')),
  confirmations integer NOT NULL DEFAULT 0,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain, tx_hash, log_index),
  CHECK ((session_id IS NULL) = (role IS NULL))
);
CREATE INDEX payments_session ON payments (session_id, created_at);
CREATE INDEX payments_confirming ON payments (chain) WHERE state = 'confirming';

-- Transactions submitted by hash that pay nothing (yet): mined but reverted, or not mined yet.
CREATE TABLE payment_submissions (
  chain text NOT NULL,
  tx_hash text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  session_id text NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('waiting', 'reverted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain, tx_hash)
);
CREATE INDEX payment_submissions_session ON payment_submissions (session_id);

-- Each chain's watcher: the last block scanned (number and hash, to notice a reorg under it) and
-- whether its RPC answered last time, for the health check.
CREATE TABLE chain_watchers (
  chain text PRIMARY KEY,
  block_number bigint,
  block_hash text,
  head_block bigint,
  last_ok_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
