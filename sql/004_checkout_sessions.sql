-- Checkout sessions (the spec's CheckoutSession). Money is integer cents; amount_usd is derived.
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
  CHECK (expires_at > created_at)
);

-- Lists are per project and network, newest first, paged by (created_at, id).
CREATE INDEX checkout_sessions_listing ON checkout_sessions (project_id, network, created_at DESC, id DESC);

-- Reads never show `pending` after expires_at, even when the expiry job is late: the effective
-- status is derived here, in one place, for every read.
CREATE VIEW checkout_sessions_effective AS
SELECT s.*,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status
  FROM checkout_sessions s;
