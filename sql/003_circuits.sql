-- Circom files of a project: circuits (`include` resolves among them and circomlib) and the JSON
-- input files of compilations. Names are unique in a project; a proof's circuit_path names one.
CREATE TABLE circom_files (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  content text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('circuit', 'input')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, name)
);

-- Build outputs, stored once per content: the key is the SHA-256 of the bytes (hex), so identical
-- artifacts of two versions or two proofs are kept once and a download can be checked against it.
CREATE TABLE artifacts (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ZK proof records (the spec's ZK proof record). Status: draft → compiling → compiled →
-- deploying → deployed, or failed with `error`. `current_version` is the compiled version in force:
-- verification uses its key until a later compile replaces it.
CREATE TABLE zk_proofs (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  circuit_path text NOT NULL,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'compiling', 'compiled', 'deploying', 'deployed', 'failed')),
  error text,
  stage text,
  progress integer CHECK (progress BETWEEN 0 AND 100),
  current_version integer,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zk_proofs_project ON zk_proofs (project_id, created_at DESC);

-- One row per successful compile and setup of a proof record. Artifacts are referenced by hash.
CREATE TABLE zk_proof_versions (
  proof_id text NOT NULL REFERENCES zk_proofs (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  -- snarkjs's verification_key.json text, as exported.
  verification_key text NOT NULL,
  public_signal_count integer NOT NULL CHECK (public_signal_count >= 0),
  constraint_count integer NOT NULL,
  r1cs_sha256 text NOT NULL REFERENCES artifacts (sha256),
  wasm_sha256 text NOT NULL REFERENCES artifacts (sha256),
  sym_sha256 text NOT NULL REFERENCES artifacts (sha256),
  zkey_sha256 text NOT NULL REFERENCES artifacts (sha256),
  verification_key_sha256 text NOT NULL REFERENCES artifacts (sha256),
  verifier_sol_sha256 text NOT NULL REFERENCES artifacts (sha256),
  -- Compiler and flags, constraint counts, ptau (file, power, insecure-dev), contribution hash,
  -- and SHA-256 of source, r1cs, ptau, zkey and verification key.
  provenance jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (proof_id, version)
);

-- Compilations of a circuit file with an input file (compile + witness), with their report.
CREATE TABLE circom_compilations (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  circuit_file_id text REFERENCES circom_files (id) ON DELETE SET NULL,
  input_file_id text REFERENCES circom_files (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  -- The compiler's report: counts, public outputs, errors with line numbers, warnings, timings.
  report jsonb,
  error text,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX circom_compilations_project ON circom_compilations (project_id, created_at DESC);
