-- Payments (docs/payments.md): how a transfer is attributed to a session, what was received, and
-- where each chain's watcher stands. Token amounts are integer base units (numeric(78,0) holds any
-- uint256); addresses and hashes are stored lowercase.

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
-- Confirmed payments are re-checked while their block is within twice the confirmations of the
-- head (a reorg deeper than the confirmations can still take them away).
CREATE INDEX payments_confirmed_by_block ON payments (chain, block_number) WHERE state = 'confirmed';

-- Transactions submitted by hash that pay nothing (yet): mined but reverted, not mined yet, or
-- refused. A submitted hash is evidence a session offers, not a claim that wins by coming first
-- (docs/payments.md, "Who a transfer belongs to"): several sessions may wait on the same
-- transaction, and one whose claim the rules refuse once it is mined is kept as 'rejected' with the
-- reason, so a bad submission is recorded and skipped rather than retried by every watcher pass.
CREATE TABLE payment_submissions (
  chain text NOT NULL,
  tx_hash text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  session_id text NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('waiting', 'reverted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  reason text,
  PRIMARY KEY (chain, tx_hash, session_id),
  CONSTRAINT payment_submissions_reason CHECK ((state = 'rejected') = (reason IS NOT NULL))
);
CREATE INDEX payment_submissions_session ON payment_submissions (session_id);
CREATE INDEX payment_submissions_waiting ON payment_submissions (chain) WHERE state = 'waiting';

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

-- The blocks each chain's watcher scanned (docs/payments.md, "Reorgs"): the block its cursor moved
-- to after each step and every block a payment was found in, by number, hash and parent hash. When
-- the block after the cursor no longer descends from it, the watcher walks these down to the
-- highest one still on the chain (the fork point) and rescans from there, however deep the reorg
-- within the window it keeps (pruned below the cursor). Rows above the cursor are deleted when it
-- moves back.
CREATE TABLE chain_blocks (
  chain text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  PRIMARY KEY (chain, number)
);

-- The chain watcher's addresses without reading the sessions table: the receiving addresses of a
-- network's sessions created within the watch window came from a scan of every session, which
-- grows with the table, on every pass of every chain. A session's pay_address is its project's receiving address when it was created, so the
-- addresses are: the current address of each project with a session in the window (one probe of
-- the listing index per project), and each address a project replaced within the window, which
-- this table keeps. Nothing on the create path changes.
CREATE TABLE project_replaced_addresses (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Lowercase, as sessions store it.
  address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_replaced_addresses_recent ON project_replaced_addresses (replaced_at);

-- Records the replaced address (sql/functions/record_replaced_address.sql).
CREATE TRIGGER projects_receiving_address_replaced
  AFTER UPDATE OF receiving_address ON projects
  FOR EACH ROW
  WHEN (OLD.receiving_address IS NOT NULL AND lower(OLD.receiving_address) IS DISTINCT FROM lower(NEW.receiving_address))
  EXECUTE FUNCTION record_replaced_address();
