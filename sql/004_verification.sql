-- Receipt signing keys (Ed25519). The private key is kept sealed (AES-256-GCM, src/zk/receipts/
-- signing-keys.ts); exactly one key is active (rotated_out_at IS NULL) and signs new receipts.
-- Rotated-out keys stay published until RECEIPT_KEY_RETENTION_DAYS after rotated_out_at.
CREATE TABLE receipt_signing_keys (
  kid text PRIMARY KEY,
  -- The public key: the JWK `x` (base64url).
  x text NOT NULL,
  sealed_private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  rotated_out_at timestamptz
);
CREATE UNIQUE INDEX receipt_signing_keys_one_active ON receipt_signing_keys ((true)) WHERE rotated_out_at IS NULL;

-- Batches answered asynchronously (more than 100 items): the job reads the items' inputs from
-- zk_verification_batch_items and records each item's outcome, so a re-run skips finished items.
CREATE TABLE zk_verification_batches (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  -- failed: the job gave up after its last attempt (items without an outcome stay pending).
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  item_count integer NOT NULL CHECK (item_count >= 1),
  -- Items with an outcome so far, and how they split: verified true, verified false, item error.
  processed_count integer NOT NULL DEFAULT 0,
  verified_count integer NOT NULL DEFAULT 0,
  unverified_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  -- Whether the client asked for on-chain checks, and on which chain.
  onchain boolean NOT NULL DEFAULT false,
  onchain_chain text
);
CREATE INDEX zk_verification_batches_project ON zk_verification_batches (project_id, created_at DESC);

CREATE TABLE zk_verification_batch_items (
  batch_id text NOT NULL REFERENCES zk_verification_batches (id) ON DELETE CASCADE,
  item_index integer NOT NULL CHECK (item_index >= 0),
  -- The item's proof_id when it named one as a string (kept after input is dropped).
  proof_id text,
  -- The item as the client sent it ({proof_id, proof, public_signals}); dropped once processed.
  input jsonb,
  -- Set when the item could not be verified: {code, message, details}.
  error jsonb,
  processed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (batch_id, item_index)
);
CREATE INDEX zk_verification_batch_items_pending ON zk_verification_batch_items (batch_id, item_index) WHERE NOT processed;

-- Every verification answered, with its receipt. A batch item's verification names its batch
-- and index (unique, so a re-run of a batch job cannot record an item twice).
--
-- A verification's insert is on the single verify's path before its answer, and each index entry
-- and foreign key check of the row is part of it. No
-- query reads verifications by project, so project_id has neither a foreign key nor an index: a
-- project's deletion reaches them through its records (zk_proofs -> zk_proof_versions ->
-- zk_verifications, by the (proof_id, created_at) index) and its batches, each ON DELETE CASCADE.
CREATE TABLE zk_verifications (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  proof_id text NOT NULL,
  proof_version integer NOT NULL,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  verified boolean NOT NULL,
  vk_hash text NOT NULL,
  proof_hash text NOT NULL,
  public_signals_hash text NOT NULL,
  receipt text NOT NULL,
  kid text NOT NULL REFERENCES receipt_signing_keys (kid),
  batch_id text REFERENCES zk_verification_batches (id) ON DELETE CASCADE,
  item_index integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- On-chain checks: the chain and the claims its receipt carries, and why the verdict is false
  -- when the on-chain and off-chain verdicts disagreed.
  chain text,
  chain_id bigint,
  contract_address text,
  block_number bigint,
  reason text,
  FOREIGN KEY (proof_id, proof_version) REFERENCES zk_proof_versions (proof_id, version) ON DELETE CASCADE
);
CREATE INDEX zk_verifications_proof ON zk_verifications (proof_id, created_at DESC);
-- (batch_id, item_index) is unique among batch items; a single verify's row has no batch and needs
-- no entry. The store's ON CONFLICT names the same predicate, so this index is its arbiter.
CREATE UNIQUE INDEX zk_verifications_batch_item ON zk_verifications (batch_id, item_index) WHERE batch_id IS NOT NULL;
