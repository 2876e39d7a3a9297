-- Checkout sessions (the spec's CheckoutSession) and what reserves their payable amounts
-- (docs/payments.md, "Attribution"). Money is integer cents; amount_usd is derived.

-- What a session offers (chain, chain id, token, token address and decimals, in registry order) is
-- the same for every session of a network under one chain registry, so it is kept once, as an
-- offer set, and the session names it. The session's options are derived: each offer at the
-- session's pay_address, for amount_cents in the offer's base units plus amount_tag. Stored in
-- every row, the options would be most of the row, of a create's WAL and of the table.
--
-- Named by a digest of its offers (jsonb's own text, which orders keys), so the same offers are
-- the same set in any database and a process can keep what an id means. Never changed nor deleted:
-- sessions name it without a foreign key, whose check would lock this one row on every create.
CREATE TABLE checkout_offer_sets (
  id uuid PRIMARY KEY,
  -- [{chain, chain_id, token, token_address, decimals}], in registry order.
  offers jsonb NOT NULL CHECK (jsonb_typeof(offers) = 'array'),
  CHECK (id = md5(offers::text)::uuid)
);

-- One tag per session: every payment option of a session is its USD amount plus the same tag below
-- one cent, so the session row itself reserves its amounts and a create writes one row.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 1),
  description text,
  metadata jsonb,
  return_url text,
  cancel_url text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'expired')),
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  expired_at timestamptz,
  -- The receiving address the options name, as it was when the session was created.
  pay_address text CHECK (pay_address ~ '^0x[0-9a-f]{40}$'),
  -- Below one cent in every offered token: each option's amount is its token's base units of
  -- amount_cents plus this.
  amount_tag integer CHECK (amount_tag >= 0),
  -- Null while the session reserves its amounts (pending, processing), then its own id: see the
  -- indexes below.
  amount_released text,
  offer_set uuid NOT NULL,
  CHECK (expires_at > created_at)
);

-- Lists are per project and network, newest first, paged by (created_at, id).
CREATE INDEX checkout_sessions_listing ON checkout_sessions (project_id, network, created_at DESC, id DESC);

-- Expiry is one recurring sweep (src/checkout/expire-due-sessions.job.ts), not one job per session:
-- the sweep reads the sessions still pending past expires_at through this partial index, which
-- holds only pending sessions, however many others the table has.
CREATE INDEX checkout_sessions_pending_expiry ON checkout_sessions (expires_at) WHERE status = 'pending';

-- Amounts are indexed in two parts, by amount_released. An index by amount is not ordered by
-- time: one index of every session would spread creates over as many random leaf pages as the
-- table has sessions of the address, each written whole to the WAL after a checkpoint, so a
-- create would slow as the table grows.
--
-- The reservation holds only the sessions still reserving their tag (pending, processing): a
-- create writes only there, and it stays as small as the open sessions are many. Nulls are not
-- distinct, so two reserving sessions cannot share an address, network, cent amount and tag,
-- whatever is null among them.
CREATE UNIQUE INDEX checkout_sessions_amount_reserved ON checkout_sessions (pay_address, network, amount_cents, amount_tag) NULLS NOT DISTINCT
  WHERE amount_released IS NULL;
-- The released sessions' index is written when a session releases its tag (the status change,
-- already off the request path, and a new index entry anyway since it changes amount_released).
-- The watcher finds late payments by amount through both: every session is in exactly one
-- (src/checkout/payments/attribution.ts).
CREATE INDEX checkout_sessions_amount_released ON checkout_sessions (pay_address, network, amount_cents, amount_tag)
  WHERE amount_released IS NOT NULL;

-- A session that leaves pending/processing releases its amounts, whoever changes its status
-- (sql/functions/checkout_sessions_release_amount.sql).
CREATE TRIGGER checkout_sessions_release_amount BEFORE UPDATE OF status ON checkout_sessions
  FOR EACH ROW WHEN (OLD.status IN ('pending', 'processing') AND NEW.status NOT IN ('pending', 'processing'))
  EXECUTE FUNCTION checkout_sessions_release_amount();
