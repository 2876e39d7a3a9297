-- The back office (issue 70): a session's customer e-mail for its receipt, the e-mail outbox, and
-- invitations to an organization for people who have not signed in yet.

-- Where the customer's receipt goes once the session completes; optional, shown on the session.
ALTER TABLE checkout_sessions ADD COLUMN customer_email text CHECK (length(customer_email) <= 254);

-- Every e-mail the service sends, written on the transaction of the change it tells of (an
-- invitation, a completed session, a refund that succeeded); the `email.send` job delivers it and
-- records the outcome. `template` and `data` are what it is rendered from when sent.
CREATE TABLE email_outbox (
  id text PRIMARY KEY,
  template text NOT NULL CHECK (template IN ('invitation', 'receipt', 'refund_succeeded')),
  to_addresses text[] NOT NULL CHECK (cardinality(to_addresses) > 0),
  data jsonb NOT NULL,
  -- skipped: SMTP_URL was not set when its turn came (e-mail off).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  message_id text,
  last_attempt_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX email_outbox_pending ON email_outbox (created_at) WHERE status = 'pending';

-- An invitation to an organization, by e-mail: the link it sends carries a token kept here only as
-- its SHA-256; accepted once by a signed-in user of that e-mail, before expires_at.
CREATE TABLE organization_invitations (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at)
);
-- One open invitation per e-mail and organization (an accepted one stays as a record).
CREATE UNIQUE INDEX organization_invitations_open ON organization_invitations (organization_id, lower(email)) WHERE accepted_at IS NULL;
