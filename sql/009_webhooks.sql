-- Webhooks (docs/webhooks.md): endpoints a project registers, the events it can list and replay,
-- and one delivery per (event, endpoint) with every attempt recorded.

-- An endpoint belongs to a project and a network: test keys see, and send to, test endpoints only.
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  url text NOT NULL,
  description text,
  -- Event types sent to this endpoint; '{*}' means every type.
  enabled_events text[] NOT NULL,
  -- disabled_reason: 'requested' (PATCH disabled), 'gone' (the receiver answered 410),
  -- 'failing' (every attempt failed for three days).
  disabled_at timestamptz,
  disabled_reason text CHECK (disabled_reason IN ('requested', 'gone', 'failing')),
  CHECK ((disabled_at IS NULL) = (disabled_reason IS NULL)),
  -- The signing secret `whsec_…`, sealed (AES-256-GCM, core/sealing.ts) with the endpoint id as
  -- additional data: it must be recoverable to sign, unlike API keys.
  sealed_secret text NOT NULL,
  -- After a rotation the previous secret keeps signing alongside the new one until this time.
  previous_sealed_secret text,
  previous_secret_expires_at timestamptz,
  -- Since when every attempt to this endpoint has failed (NULL after any success).
  failing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_listing ON webhook_endpoints (project_id, network, created_at DESC, id DESC);

-- An event reports one state change and is written in that change's transaction. `object` is the
-- resource as the API shows it at that moment.
CREATE TABLE events (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  type text NOT NULL,
  -- json, not jsonb: the object keeps the key order the API shows.
  object json NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX events_listing ON events (project_id, network, created_at DESC, id DESC);
CREATE INDEX events_listing_by_type ON events (project_id, network, type, created_at DESC, id DESC);

-- One delivery per (event, endpoint), plus one per resend. Its job (webhooks.deliver) makes one
-- attempt and, on failure, schedules the next itself on the Standard Webhooks schedule.
CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- pending: an attempt is due at next_attempt_at; succeeded: a 2xx; failed: the schedule ran out,
  -- or the endpoint was disabled or answered 410.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempt_count integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  completed_at timestamptz
);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id, created_at);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id);

CREATE TABLE webhook_attempts (
  delivery_id text NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  -- 1 for the first attempt of the delivery.
  attempt integer NOT NULL CHECK (attempt >= 1),
  attempted_at timestamptz NOT NULL,
  -- The receiver's HTTP status; NULL when no answer came (refused, timeout, unsafe address).
  response_status integer,
  -- The first bytes of the answer (docs/webhooks.md gives the limit).
  response_body text,
  error text,
  latency_ms integer NOT NULL,
  succeeded boolean NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);
