-- The platform interface: people (from JWT sign-in), organizations they belong to with a role,
-- projects of an organization, and the projects' secret keys (only a hash of each is kept).
-- Ids are random, prefixed by kind (usr_, org_, mem_, proj_, key_): readable in logs, never guessable.

CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL
);
-- Every organization starts on the free plan; billing would move it to another.
INSERT INTO plans (id, name) VALUES ('plan_free', 'Free');

CREATE TABLE users (
  id text PRIMARY KEY,
  -- The identity provider's `sub`: the one stable identity of a person across tokens.
  subject text NOT NULL UNIQUE,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  onboarding_completed boolean NOT NULL DEFAULT false,
  -- Staff of the service (set by an operator), not an organization role.
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Members are added by e-mail, so an e-mail names one person.
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE organizations (
  id text PRIMARY KEY,
  name text NOT NULL,
  owner_id text NOT NULL REFERENCES users (id),
  current_plan_id text NOT NULL DEFAULT 'plan_free' REFERENCES plans (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, user_id)
);
CREATE INDEX memberships_user_id ON memberships (user_id);

CREATE TABLE projects (
  id text PRIMARY KEY,
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- EIP-55 checksummed EVM address that customers pay; null until the merchant sets one.
  receiving_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_organization_id ON projects (organization_id);

CREATE TABLE api_keys (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  -- SHA-256 (hex) of the whole key; the key itself is shown once and never stored.
  key_hash text NOT NULL,
  -- For display only: the prefix and the last 4 characters, e.g. sk_test_…a1B2.
  hint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Null while current; set when rotated out (to now, or to the end of the grace period).
  expires_at timestamptz
);
-- The /v1 key lookup: one index probe by hash.
CREATE UNIQUE INDEX api_keys_key_hash ON api_keys (key_hash);
-- One current key per project and mode.
CREATE UNIQUE INDEX api_keys_current ON api_keys (project_id, mode) WHERE expires_at IS NULL;
