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

-- The organization money to `p_address` that carries no session's tag belongs to (attribution by
-- price, the unattributed list and its events, attach, refunds sent from the address): the one that
-- proved it; where nobody did, the one organization whose projects have ever used it; else none
-- (several unproven users: none gets untagged money until one proves it).
CREATE FUNCTION receiving_address_untagged_owner(p_address text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT o.organization_id FROM receiving_address_owners o WHERE o.address = p_address),
    (SELECT min(p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
      WHERE a.address = p_address AND NOT EXISTS (SELECT FROM receiving_address_owners o WHERE o.address = p_address)
     HAVING count(DISTINCT p.organization_id) = 1))
$$;

-- How organization `p_organization_id` stands with `p_address` (lowercase), as projects show it and
-- as a create checks it: `proven` by it, `proven_by_another_organization`, or unproven:
-- `unproven_shared` when projects of several organizations have used it, else `unproven`.
CREATE FUNCTION receiving_address_control(p_organization_id text, p_address text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_address IS NULL THEN NULL
    WHEN o.organization_id = p_organization_id THEN 'proven'
    WHEN o.organization_id IS NOT NULL THEN 'proven_by_another_organization'
    WHEN (SELECT count(DISTINCT p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
           WHERE a.address = p_address AND p.organization_id <> p_organization_id) > 0 THEN 'unproven_shared'
    ELSE 'unproven'
  END
  FROM (SELECT) AS one LEFT JOIN receiving_address_owners o ON o.address = p_address
$$;
