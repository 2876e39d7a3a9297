-- On-chain attestation roots of verified proofs (issue 71, docs/attestations.md).
--
-- A verified proof's leaf is recorded with its verification, in the same statement
-- (recordVerifications); the attestation job gathers a network's pending leaves into a tree, stores
-- the tree, and posts its root to the AttestationRegistry on every chain of the network it can.

CREATE TABLE attestation_roots (
  id text PRIMARY KEY,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  root bytea NOT NULL CHECK (length(root) = 32),
  leaf_count integer NOT NULL CHECK (leaf_count > 0),
  -- The whole tree in @openzeppelin/merkle-tree's layout (node i's children are 2i + 1 and 2i + 2,
  -- the root first, leaf k at 2 * leaf_count - 2 - k), 32 bytes a node. Stored uncompressed so that a
  -- path is read as a few substrings without reading the whole value.
  nodes bytea NOT NULL CHECK (length(nodes) = (2 * leaf_count - 1) * 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE attestation_roots ALTER COLUMN nodes SET STORAGE EXTERNAL;
CREATE INDEX attestation_roots_network ON attestation_roots (network, created_at);

CREATE TABLE attestation_leaves (
  verification_id text PRIMARY KEY REFERENCES zk_verifications (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  leaf bytea NOT NULL CHECK (length(leaf) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set by the attestation job: the tree the leaf is in, and its position among the tree's leaves.
  root_id text REFERENCES attestation_roots (id) ON DELETE SET NULL,
  leaf_index integer,
  CHECK ((root_id IS NULL) = (leaf_index IS NULL))
);
-- The job's queue: a network's leaves not yet in a tree, oldest first.
CREATE INDEX attestation_leaves_pending ON attestation_leaves (network, created_at) WHERE root_id IS NULL;
CREATE INDEX attestation_leaves_root ON attestation_leaves (root_id) WHERE root_id IS NOT NULL;

-- A root's posting on one chain: pending (no transaction mined yet, or dropped by a reorg), posted
-- (mined in block_number / block_hash), confirmed (the chain's confirmations reached).
CREATE TABLE attestation_postings (
  root_id text NOT NULL REFERENCES attestation_roots (id) ON DELETE CASCADE,
  chain text NOT NULL,
  chain_id bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'posted', 'confirmed')),
  registry_address text,
  tx_hash text,
  block_number bigint,
  block_hash text,
  confirmations integer NOT NULL DEFAULT 0,
  -- How many transactions posted it: more than one after a reorg dropped one.
  attempts integer NOT NULL DEFAULT 0,
  confirmed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (root_id, chain),
  CHECK (status = 'pending' OR (tx_hash IS NOT NULL AND block_number IS NOT NULL AND block_hash IS NOT NULL AND registry_address IS NOT NULL))
);
CREATE INDEX attestation_postings_open ON attestation_postings (chain) WHERE status <> 'confirmed';
