-- Receiving addresses proven, not claimed (docs/platform.md, "Receiving addresses"): an organization
-- shows it controls an address by signing a challenge with it (EIP-191, or ERC-1271 for a contract
-- account), and then owns it: no other organization may set it, other organizations' projects stop
-- taking sessions on it, and money to it that carries no session's tag is the owner's alone.

-- Who proved each address (lowercase): one organization per address, kept while the organization
-- exists (the proof is of control of the key, whichever of its projects uses the address now).
CREATE TABLE receiving_address_owners (
  address text PRIMARY KEY CHECK (address ~ '^0x[0-9a-f]{40}$'),
  organization_id text NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- The project whose challenge was signed.
  project_id text REFERENCES projects (id) ON DELETE SET NULL,
  proven_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receiving_address_owners_organization ON receiving_address_owners (organization_id);

-- A challenge: the message an address is asked to sign, single use, for ten minutes.
CREATE TABLE receiving_address_challenges (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX receiving_address_challenges_project ON receiving_address_challenges (project_id, created_at DESC);

-- Who untagged money to an address belongs to, and how an organization stands with an address:
-- sql/functions/receiving_address_untagged_owner.sql and sql/functions/receiving_address_control.sql.
