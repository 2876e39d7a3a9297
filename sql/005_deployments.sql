-- On-chain verifiers of ZK proof records (src/deployments/). A deploy request puts the record in
-- `deploying` and enqueues a job; the job compiles the version's verifier.sol with the pinned solc,
-- sends it through the CREATE2 deployment proxy (salt = the verification key's hash, so one
-- verifier has one address on every chain) and records the deployment here. One row per record
-- version and chain: deploying the same version on the same chain again reuses the row.
CREATE TABLE zk_proof_deployments (
  proof_id text NOT NULL,
  proof_version integer NOT NULL,
  -- The registry key of the chain, and its id and network when it was deployed.
  chain text NOT NULL,
  chain_id bigint NOT NULL,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  contract_address text NOT NULL CHECK (contract_address ~ '^0x[0-9a-fA-F]{40}$'),
  -- The CREATE2 transaction; null when code was already at the address (reused, not sent again).
  tx_hash text CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  -- The transaction's block, or for a reused address the block at which its code was found.
  block_number bigint NOT NULL,
  salt text NOT NULL CHECK (salt ~ '^0x[0-9a-f]{64}$'),
  -- The verifier's ABI and the compiler that made its bytecode: {name, version, settings}.
  abi jsonb NOT NULL,
  compiler jsonb NOT NULL,
  deployed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (proof_id, proof_version, chain),
  FOREIGN KEY (proof_id, proof_version) REFERENCES zk_proof_versions (proof_id, version) ON DELETE CASCADE
);
CREATE INDEX zk_proof_deployments_latest ON zk_proof_deployments (proof_id, proof_version, network, deployed_at DESC);
