-- The schema that sql/ makes (its migrations, functions and views), written by `npm run schema:dump`: do not edit by hand.
-- test/foundation/schema.test.ts fails when a freshly migrated database differs from it.
-- graphile-worker's own schema (graphile_worker) is its version's, and not listed.

CREATE TABLE api_keys (
  id text NOT NULL,
  project_id text NOT NULL,
  mode text NOT NULL,
  key_hash text NOT NULL,
  hint text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone,
  CONSTRAINT api_keys_mode_check CHECK ((mode = ANY (ARRAY['test'::text, 'live'::text]))),
  CONSTRAINT api_keys_pkey PRIMARY KEY (id),
  CONSTRAINT api_keys_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX api_keys_current ON public.api_keys USING btree (project_id, mode) WHERE (expires_at IS NULL);
CREATE UNIQUE INDEX api_keys_key_hash ON public.api_keys USING btree (key_hash);

CREATE TABLE artifacts (
  sha256 text NOT NULL,
  content bytea NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT artifacts_pkey PRIMARY KEY (sha256),
  CONSTRAINT artifacts_sha256_check CHECK ((sha256 ~ '^[0-9a-f]{64}$'::text))
);

CREATE TABLE browser_sessions (
  id_hash text NOT NULL,
  user_id text NOT NULL,
  sealed_token text NOT NULL,
  csrf_token text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  CONSTRAINT browser_sessions_id_hash_check CHECK ((id_hash ~ '^[0-9a-f]{64}$'::text)),
  CONSTRAINT browser_sessions_pkey PRIMARY KEY (id_hash),
  CONSTRAINT browser_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
);
CREATE INDEX browser_sessions_expires_at ON public.browser_sessions USING btree (expires_at);
CREATE INDEX browser_sessions_user_id ON public.browser_sessions USING btree (user_id);

CREATE TABLE chain_blocks (
  chain text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  CONSTRAINT chain_blocks_pkey PRIMARY KEY (chain, number)
);

CREATE TABLE chain_transfers (
  id text NOT NULL,
  chain text NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  from_address text,
  to_address text NOT NULL,
  amount_base_units numeric(78,0) NOT NULL,
  block_number bigint,
  block_hash text,
  block_time timestamp with time zone,
  confirmations_required integer NOT NULL,
  state text DEFAULT 'confirming'::text NOT NULL,
  confirmations integer DEFAULT 0 NOT NULL,
  confirmed_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT chain_transfers_amount_base_units_check CHECK ((amount_base_units > (0)::numeric)),
  CONSTRAINT chain_transfers_chain_tx_hash_log_index_key UNIQUE (chain, tx_hash, log_index),
  CONSTRAINT chain_transfers_pkey PRIMARY KEY (id),
  CONSTRAINT chain_transfers_state_check CHECK ((state = ANY (ARRAY['confirming'::text, 'confirmed'::text, 'withdrawn'::text]))),
  CONSTRAINT chain_transfers_tx_hash_check CHECK ((tx_hash ~ '^0x[0-9a-f]{64}$'::text))
);
CREATE INDEX chain_transfers_by_address ON public.chain_transfers USING btree (to_address, created_at DESC, id DESC);
CREATE INDEX chain_transfers_confirmed_by_block ON public.chain_transfers USING btree (chain, block_number) WHERE (state = 'confirmed'::text);
CREATE INDEX chain_transfers_confirming ON public.chain_transfers USING btree (chain) WHERE (state = 'confirming'::text);

CREATE TABLE chain_watchers (
  chain text NOT NULL,
  block_number bigint,
  block_hash text,
  head_block bigint,
  last_ok_at timestamp with time zone,
  last_error_at timestamp with time zone,
  last_error text,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  recheck_from bigint,
  CONSTRAINT chain_watchers_pkey PRIMARY KEY (chain)
);

CREATE TABLE checkout_offer_sets (
  id uuid NOT NULL,
  offers jsonb NOT NULL,
  CONSTRAINT checkout_offer_sets_check CHECK ((id = (md5((offers)::text))::uuid)),
  CONSTRAINT checkout_offer_sets_offers_check CHECK ((jsonb_typeof(offers) = 'array'::text)),
  CONSTRAINT checkout_offer_sets_pkey PRIMARY KEY (id)
);

CREATE TABLE checkout_sessions (
  id text NOT NULL,
  project_id text NOT NULL,
  network text NOT NULL,
  amount_cents bigint NOT NULL,
  description text,
  metadata jsonb,
  return_url text,
  cancel_url text,
  status text DEFAULT 'pending'::text NOT NULL,
  failure_reason text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  expired_at timestamp with time zone,
  pay_address text,
  amount_tag integer,
  amount_released text,
  offer_set uuid NOT NULL,
  underpayment_tolerance_bps smallint DEFAULT 0 NOT NULL,
  customer_email text,
  CONSTRAINT checkout_sessions_amount_cents_check CHECK ((amount_cents >= 1)),
  CONSTRAINT checkout_sessions_amount_tag_check CHECK ((amount_tag >= 0)),
  CONSTRAINT checkout_sessions_check CHECK ((expires_at > created_at)),
  CONSTRAINT checkout_sessions_customer_email_check CHECK ((length(customer_email) <= 254)),
  CONSTRAINT checkout_sessions_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT checkout_sessions_pay_address_check CHECK ((pay_address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT checkout_sessions_pkey PRIMARY KEY (id),
  CONSTRAINT checkout_sessions_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE,
  CONSTRAINT checkout_sessions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'failed'::text, 'expired'::text])))
);
CREATE INDEX checkout_sessions_amount_released ON public.checkout_sessions USING btree (pay_address, network, amount_cents, amount_tag) WHERE (amount_released IS NOT NULL);
CREATE UNIQUE INDEX checkout_sessions_amount_reserved ON public.checkout_sessions USING btree (pay_address, network, amount_cents, amount_tag) NULLS NOT DISTINCT WHERE (amount_released IS NULL);
CREATE INDEX checkout_sessions_listing ON public.checkout_sessions USING btree (project_id, network, created_at DESC, id DESC);
CREATE INDEX checkout_sessions_pending_expiry ON public.checkout_sessions USING btree (expires_at) WHERE (status = 'pending'::text);
CREATE INDEX checkout_sessions_processing ON public.checkout_sessions USING btree (id) WHERE (status = 'processing'::text);
CREATE TRIGGER checkout_sessions_release_amount BEFORE UPDATE OF status ON public.checkout_sessions FOR EACH ROW WHEN (((old.status = ANY (ARRAY['pending'::text, 'processing'::text])) AND (new.status <> ALL (ARRAY['pending'::text, 'processing'::text])))) EXECUTE FUNCTION checkout_sessions_release_amount();

CREATE TABLE circom_compilations (
  id text NOT NULL,
  project_id text NOT NULL,
  circuit_file_id text,
  input_file_id text,
  status text DEFAULT 'queued'::text NOT NULL,
  report jsonb,
  error text,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  started_at timestamp with time zone,
  finished_at timestamp with time zone,
  CONSTRAINT circom_compilations_circuit_file_id_fkey FOREIGN KEY (circuit_file_id) REFERENCES circom_files(id) ON DELETE SET NULL,
  CONSTRAINT circom_compilations_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT circom_compilations_input_file_id_fkey FOREIGN KEY (input_file_id) REFERENCES circom_files(id) ON DELETE SET NULL,
  CONSTRAINT circom_compilations_pkey PRIMARY KEY (id),
  CONSTRAINT circom_compilations_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE,
  CONSTRAINT circom_compilations_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'succeeded'::text, 'failed'::text])))
);
CREATE INDEX circom_compilations_project ON public.circom_compilations USING btree (project_id, created_at DESC);

CREATE TABLE circom_files (
  id text NOT NULL,
  project_id text NOT NULL,
  name text NOT NULL,
  content text NOT NULL,
  file_type text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT circom_files_file_type_check CHECK ((file_type = ANY (ARRAY['circuit'::text, 'input'::text]))),
  CONSTRAINT circom_files_pkey PRIMARY KEY (id),
  CONSTRAINT circom_files_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE,
  CONSTRAINT circom_files_project_id_name_key UNIQUE (project_id, name)
);

CREATE TABLE email_outbox (
  id text NOT NULL,
  template text NOT NULL,
  to_addresses text[] NOT NULL,
  data jsonb NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  attempts integer DEFAULT 0 NOT NULL,
  last_error text,
  message_id text,
  last_attempt_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  sent_at timestamp with time zone,
  CONSTRAINT email_outbox_pkey PRIMARY KEY (id),
  CONSTRAINT email_outbox_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text, 'skipped'::text]))),
  CONSTRAINT email_outbox_template_check CHECK ((template = ANY (ARRAY['invitation'::text, 'receipt'::text, 'refund_succeeded'::text]))),
  CONSTRAINT email_outbox_to_addresses_check CHECK ((cardinality(to_addresses) > 0))
);
CREATE INDEX email_outbox_pending ON public.email_outbox USING btree (created_at) WHERE (status = 'pending'::text);

CREATE TABLE events (
  id text NOT NULL,
  project_id text NOT NULL,
  network text NOT NULL,
  type text NOT NULL,
  object json NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  CONSTRAINT events_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT events_pkey PRIMARY KEY (id),
  CONSTRAINT events_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE INDEX events_about ON public.events USING btree (COALESCE((object ->> 'session'::text), (object ->> 'id'::text)));
CREATE INDEX events_listing ON public.events USING btree (project_id, network, created_at DESC, id DESC);
CREATE INDEX events_listing_by_type ON public.events USING btree (project_id, network, type, created_at DESC, id DESC);

CREATE TABLE memberships (
  id text NOT NULL,
  organization_id text NOT NULL,
  user_id text NOT NULL,
  role text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT memberships_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE,
  CONSTRAINT memberships_organization_id_user_id_key UNIQUE (organization_id, user_id),
  CONSTRAINT memberships_pkey PRIMARY KEY (id),
  CONSTRAINT memberships_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'member'::text]))),
  CONSTRAINT memberships_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id)
);
CREATE INDEX memberships_user_id ON public.memberships USING btree (user_id);

CREATE TABLE organization_invitations (
  id text NOT NULL,
  organization_id text NOT NULL,
  email text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL,
  invited_by text,
  expires_at timestamp with time zone NOT NULL,
  accepted_at timestamp with time zone,
  accepted_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT organization_invitations_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT organization_invitations_check CHECK ((expires_at > created_at)),
  CONSTRAINT organization_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT organization_invitations_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE,
  CONSTRAINT organization_invitations_pkey PRIMARY KEY (id),
  CONSTRAINT organization_invitations_role_check CHECK ((role = ANY (ARRAY['admin'::text, 'member'::text]))),
  CONSTRAINT organization_invitations_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  CONSTRAINT organization_invitations_token_hash_key UNIQUE (token_hash)
);
CREATE UNIQUE INDEX organization_invitations_open ON public.organization_invitations USING btree (organization_id, lower(email)) WHERE (accepted_at IS NULL);

CREATE TABLE organizations (
  id text NOT NULL,
  name text NOT NULL,
  owner_id text NOT NULL,
  current_plan_id text DEFAULT 'plan_free'::text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT organizations_current_plan_id_fkey FOREIGN KEY (current_plan_id) REFERENCES plans(id),
  CONSTRAINT organizations_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users(id),
  CONSTRAINT organizations_pkey PRIMARY KEY (id)
);

CREATE TABLE payment_submissions (
  chain text NOT NULL,
  tx_hash text NOT NULL,
  session_id text NOT NULL,
  state text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  reason text,
  CONSTRAINT payment_submissions_pkey PRIMARY KEY (chain, tx_hash, session_id),
  CONSTRAINT payment_submissions_reason CHECK (((state = 'rejected'::text) = (reason IS NOT NULL))),
  CONSTRAINT payment_submissions_session_id_fkey FOREIGN KEY (session_id) REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  CONSTRAINT payment_submissions_state_check CHECK ((state = ANY (ARRAY['waiting'::text, 'reverted'::text, 'rejected'::text]))),
  CONSTRAINT payment_submissions_tx_hash_check CHECK ((tx_hash ~ '^0x[0-9a-f]{64}$'::text))
);
CREATE INDEX payment_submissions_session ON public.payment_submissions USING btree (session_id);
CREATE INDEX payment_submissions_waiting ON public.payment_submissions USING btree (chain) WHERE (state = 'waiting'::text);

CREATE TABLE payments (
  id text NOT NULL,
  session_id text,
  role text,
  source text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  receipt text,
  transfer_id text NOT NULL,
  CONSTRAINT payments_check CHECK (((session_id IS NULL) = (role IS NULL))),
  CONSTRAINT payments_pkey PRIMARY KEY (id),
  CONSTRAINT payments_role_check CHECK ((role = ANY (ARRAY['credited'::text, 'late'::text, 'extra'::text]))),
  CONSTRAINT payments_session_id_fkey FOREIGN KEY (session_id) REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  CONSTRAINT payments_source_check CHECK ((source = ANY (ARRAY['watcher'::text, 'submitted'::text, 'simulated'::text]))),
  CONSTRAINT payments_transfer_id_fkey FOREIGN KEY (transfer_id) REFERENCES chain_transfers(id),
  CONSTRAINT payments_transfer_id_key UNIQUE (transfer_id)
);
CREATE INDEX payments_session ON public.payments USING btree (session_id, created_at);

CREATE TABLE plans (
  id text NOT NULL,
  name text NOT NULL,
  CONSTRAINT plans_pkey PRIMARY KEY (id)
);

CREATE TABLE project_addresses (
  project_id text NOT NULL,
  address text NOT NULL,
  CONSTRAINT project_addresses_address_check CHECK ((address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT project_addresses_pkey PRIMARY KEY (project_id, address),
  CONSTRAINT project_addresses_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE INDEX project_addresses_address ON public.project_addresses USING btree (address);

CREATE TABLE project_replaced_addresses (
  project_id text NOT NULL,
  address text NOT NULL,
  replaced_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT project_replaced_addresses_address_check CHECK ((address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT project_replaced_addresses_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE INDEX project_replaced_addresses_recent ON public.project_replaced_addresses USING btree (replaced_at);

CREATE TABLE projects (
  id text NOT NULL,
  organization_id text NOT NULL,
  name text NOT NULL,
  receiving_address text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  underpayment_tolerance_bps integer DEFAULT 0 NOT NULL,
  CONSTRAINT projects_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE,
  CONSTRAINT projects_pkey PRIMARY KEY (id),
  CONSTRAINT projects_underpayment_tolerance_bps_check CHECK (((underpayment_tolerance_bps >= 0) AND (underpayment_tolerance_bps <= 1000)))
);
CREATE INDEX projects_organization_id ON public.projects USING btree (organization_id);
CREATE TRIGGER projects_receiving_address_recorded AFTER INSERT OR UPDATE OF receiving_address ON public.projects FOR EACH ROW WHEN ((new.receiving_address IS NOT NULL)) EXECUTE FUNCTION record_project_address();
CREATE TRIGGER projects_receiving_address_replaced AFTER UPDATE OF receiving_address ON public.projects FOR EACH ROW WHEN (((old.receiving_address IS NOT NULL) AND (lower(old.receiving_address) IS DISTINCT FROM lower(new.receiving_address)))) EXECUTE FUNCTION record_replaced_address();

CREATE UNLOGGED TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamp with time zone NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  count integer NOT NULL,
  CONSTRAINT rate_limit_counters_pkey PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_counters_expires_at ON public.rate_limit_counters USING btree (expires_at);

CREATE TABLE receipt_signing_keys (
  kid text NOT NULL,
  x text NOT NULL,
  sealed_private_key text NOT NULL,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  rotated_out_at timestamp with time zone,
  CONSTRAINT receipt_signing_keys_pkey PRIMARY KEY (kid)
);
CREATE UNIQUE INDEX receipt_signing_keys_one_active ON public.receipt_signing_keys USING btree ((true)) WHERE (rotated_out_at IS NULL);

CREATE TABLE receiving_address_challenges (
  nonce text NOT NULL,
  project_id text NOT NULL,
  address text NOT NULL,
  message text NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  expires_at timestamp with time zone NOT NULL,
  used_at timestamp with time zone,
  CONSTRAINT receiving_address_challenges_address_check CHECK ((address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT receiving_address_challenges_pkey PRIMARY KEY (nonce),
  CONSTRAINT receiving_address_challenges_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE INDEX receiving_address_challenges_project ON public.receiving_address_challenges USING btree (project_id, created_at DESC);

CREATE TABLE receiving_address_owners (
  address text NOT NULL,
  organization_id text NOT NULL,
  project_id text,
  proven_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT receiving_address_owners_address_check CHECK ((address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT receiving_address_owners_organization_id_fkey FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE,
  CONSTRAINT receiving_address_owners_pkey PRIMARY KEY (address),
  CONSTRAINT receiving_address_owners_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE SET NULL
);
CREATE INDEX receiving_address_owners_organization ON public.receiving_address_owners USING btree (organization_id);

CREATE TABLE refunds (
  id text NOT NULL,
  session_id text NOT NULL,
  chain text NOT NULL,
  chain_id integer NOT NULL,
  token text NOT NULL,
  token_address text NOT NULL,
  decimals integer NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount_base_units numeric(78,0) NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  failure_reason text,
  succeeded_at timestamp with time zone,
  failed_at timestamp with time zone,
  expires_at timestamp with time zone NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  transfer_id text,
  CONSTRAINT refunds_amount_base_units_check CHECK ((amount_base_units > (0)::numeric)),
  CONSTRAINT refunds_check CHECK (((status = 'failed'::text) = (failure_reason IS NOT NULL))),
  CONSTRAINT refunds_failure_reason_check CHECK ((failure_reason = ANY (ARRAY['cancelled'::text, 'expired'::text]))),
  CONSTRAINT refunds_from_address_check CHECK ((from_address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT refunds_pkey PRIMARY KEY (id),
  CONSTRAINT refunds_session_id_fkey FOREIGN KEY (session_id) REFERENCES checkout_sessions(id) ON DELETE CASCADE,
  CONSTRAINT refunds_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text]))),
  CONSTRAINT refunds_succeeded_paid CHECK (((status <> 'succeeded'::text) OR (transfer_id IS NOT NULL))),
  CONSTRAINT refunds_to_address_check CHECK ((to_address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT refunds_token_address_check CHECK ((token_address ~ '^0x[0-9a-f]{40}$'::text)),
  CONSTRAINT refunds_transfer_id_fkey FOREIGN KEY (transfer_id) REFERENCES chain_transfers(id)
);
CREATE INDEX refunds_due ON public.refunds USING btree (expires_at) WHERE (status = 'pending'::text);
CREATE INDEX refunds_pending ON public.refunds USING btree (chain) WHERE (status = 'pending'::text);
CREATE INDEX refunds_session ON public.refunds USING btree (session_id, created_at, id);
CREATE UNIQUE INDEX refunds_transfer ON public.refunds USING btree (transfer_id) WHERE (transfer_id IS NOT NULL);

CREATE TABLE schema_definitions (
  file text NOT NULL,
  checksum text NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_definitions_pkey PRIMARY KEY (file)
);

CREATE TABLE schema_migrations (
  version integer NOT NULL,
  name text NOT NULL,
  applied_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT schema_migrations_pkey PRIMARY KEY (version)
);

CREATE TABLE users (
  id text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  first_name text DEFAULT ''::text NOT NULL,
  last_name text DEFAULT ''::text NOT NULL,
  onboarding_completed boolean DEFAULT false NOT NULL,
  is_admin boolean DEFAULT false NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_subject_key UNIQUE (subject)
);
CREATE UNIQUE INDEX users_email ON public.users USING btree (lower(email));

CREATE TABLE webhook_attempts (
  delivery_id text NOT NULL,
  attempt integer NOT NULL,
  attempted_at timestamp with time zone NOT NULL,
  response_status integer,
  response_body text,
  error text,
  latency_ms integer NOT NULL,
  succeeded boolean NOT NULL,
  CONSTRAINT webhook_attempts_attempt_check CHECK ((attempt >= 1)),
  CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  CONSTRAINT webhook_attempts_pkey PRIMARY KEY (delivery_id, attempt)
);

CREATE TABLE webhook_deliveries (
  id text NOT NULL,
  event_id text NOT NULL,
  endpoint_id text NOT NULL,
  status text DEFAULT 'pending'::text NOT NULL,
  attempt_count integer DEFAULT 0 NOT NULL,
  next_attempt_at timestamp with time zone,
  created_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  completed_at timestamp with time zone,
  CONSTRAINT webhook_deliveries_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  CONSTRAINT webhook_deliveries_event_id_fkey FOREIGN KEY (event_id) REFERENCES events(id) ON DELETE CASCADE,
  CONSTRAINT webhook_deliveries_pkey PRIMARY KEY (id),
  CONSTRAINT webhook_deliveries_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'succeeded'::text, 'failed'::text])))
);
CREATE INDEX webhook_deliveries_endpoint ON public.webhook_deliveries USING btree (endpoint_id);
CREATE INDEX webhook_deliveries_event ON public.webhook_deliveries USING btree (event_id, created_at);

CREATE TABLE webhook_endpoints (
  id text NOT NULL,
  project_id text NOT NULL,
  network text NOT NULL,
  url text NOT NULL,
  description text,
  enabled_events text[] NOT NULL,
  disabled_at timestamp with time zone,
  disabled_reason text,
  sealed_secret text NOT NULL,
  previous_sealed_secret text,
  previous_secret_expires_at timestamp with time zone,
  failing_since timestamp with time zone,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT webhook_endpoints_check CHECK (((disabled_at IS NULL) = (disabled_reason IS NULL))),
  CONSTRAINT webhook_endpoints_disabled_reason_check CHECK ((disabled_reason = ANY (ARRAY['requested'::text, 'gone'::text, 'failing'::text]))),
  CONSTRAINT webhook_endpoints_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT webhook_endpoints_pkey PRIMARY KEY (id),
  CONSTRAINT webhook_endpoints_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE
);
CREATE INDEX webhook_endpoints_listing ON public.webhook_endpoints USING btree (project_id, network, created_at DESC, id DESC);

CREATE TABLE worker_processes (
  id text NOT NULL,
  hostname text NOT NULL,
  pid integer NOT NULL,
  graphile_worker_ids text[] DEFAULT '{}'::text[] NOT NULL,
  started_at timestamp with time zone DEFAULT now() NOT NULL,
  last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT worker_processes_pkey PRIMARY KEY (id)
);
CREATE INDEX worker_processes_last_seen_at ON public.worker_processes USING btree (last_seen_at);

CREATE TABLE zk_proof_deployments (
  proof_id text NOT NULL,
  proof_version integer NOT NULL,
  chain text NOT NULL,
  chain_id bigint NOT NULL,
  network text NOT NULL,
  contract_address text NOT NULL,
  tx_hash text,
  block_number bigint NOT NULL,
  salt text NOT NULL,
  abi jsonb NOT NULL,
  compiler jsonb NOT NULL,
  deployed_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT zk_proof_deployments_contract_address_check CHECK ((contract_address ~ '^0x[0-9a-fA-F]{40}$'::text)),
  CONSTRAINT zk_proof_deployments_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT zk_proof_deployments_pkey PRIMARY KEY (proof_id, proof_version, chain),
  CONSTRAINT zk_proof_deployments_proof_id_proof_version_fkey FOREIGN KEY (proof_id, proof_version) REFERENCES zk_proof_versions(proof_id, version) ON DELETE CASCADE,
  CONSTRAINT zk_proof_deployments_salt_check CHECK ((salt ~ '^0x[0-9a-f]{64}$'::text)),
  CONSTRAINT zk_proof_deployments_tx_hash_check CHECK ((tx_hash ~ '^0x[0-9a-f]{64}$'::text))
);
CREATE INDEX zk_proof_deployments_latest ON public.zk_proof_deployments USING btree (proof_id, proof_version, network, deployed_at DESC);

CREATE TABLE zk_proof_versions (
  proof_id text NOT NULL,
  version integer NOT NULL,
  verification_key text NOT NULL,
  public_signal_count integer NOT NULL,
  constraint_count integer NOT NULL,
  r1cs_sha256 text NOT NULL,
  wasm_sha256 text NOT NULL,
  sym_sha256 text NOT NULL,
  zkey_sha256 text NOT NULL,
  verification_key_sha256 text NOT NULL,
  verifier_sol_sha256 text NOT NULL,
  provenance jsonb NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT zk_proof_versions_pkey PRIMARY KEY (proof_id, version),
  CONSTRAINT zk_proof_versions_proof_id_fkey FOREIGN KEY (proof_id) REFERENCES zk_proofs(id) ON DELETE CASCADE,
  CONSTRAINT zk_proof_versions_public_signal_count_check CHECK ((public_signal_count >= 0)),
  CONSTRAINT zk_proof_versions_r1cs_sha256_fkey FOREIGN KEY (r1cs_sha256) REFERENCES artifacts(sha256),
  CONSTRAINT zk_proof_versions_sym_sha256_fkey FOREIGN KEY (sym_sha256) REFERENCES artifacts(sha256),
  CONSTRAINT zk_proof_versions_verification_key_sha256_fkey FOREIGN KEY (verification_key_sha256) REFERENCES artifacts(sha256),
  CONSTRAINT zk_proof_versions_verifier_sol_sha256_fkey FOREIGN KEY (verifier_sol_sha256) REFERENCES artifacts(sha256),
  CONSTRAINT zk_proof_versions_version_check CHECK ((version >= 1)),
  CONSTRAINT zk_proof_versions_wasm_sha256_fkey FOREIGN KEY (wasm_sha256) REFERENCES artifacts(sha256),
  CONSTRAINT zk_proof_versions_zkey_sha256_fkey FOREIGN KEY (zkey_sha256) REFERENCES artifacts(sha256)
);

CREATE TABLE zk_proofs (
  id text NOT NULL,
  project_id text NOT NULL,
  name text NOT NULL,
  circuit_path text NOT NULL,
  status text DEFAULT 'draft'::text NOT NULL,
  error text,
  stage text,
  progress integer,
  current_version integer,
  created_by text,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  updated_at timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT zk_proofs_created_by_fkey FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL,
  CONSTRAINT zk_proofs_pkey PRIMARY KEY (id),
  CONSTRAINT zk_proofs_progress_check CHECK (((progress >= 0) AND (progress <= 100))),
  CONSTRAINT zk_proofs_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE,
  CONSTRAINT zk_proofs_status_check CHECK ((status = ANY (ARRAY['draft'::text, 'compiling'::text, 'compiled'::text, 'deploying'::text, 'deployed'::text, 'failed'::text])))
);
CREATE INDEX zk_proofs_project ON public.zk_proofs USING btree (project_id, created_at DESC);

CREATE TABLE zk_verification_batch_items (
  batch_id text NOT NULL,
  item_index integer NOT NULL,
  proof_id text,
  input jsonb,
  error jsonb,
  processed boolean DEFAULT false NOT NULL,
  CONSTRAINT zk_verification_batch_items_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES zk_verification_batches(id) ON DELETE CASCADE,
  CONSTRAINT zk_verification_batch_items_item_index_check CHECK ((item_index >= 0)),
  CONSTRAINT zk_verification_batch_items_pkey PRIMARY KEY (batch_id, item_index)
);
CREATE INDEX zk_verification_batch_items_pending ON public.zk_verification_batch_items USING btree (batch_id, item_index) WHERE (NOT processed);

CREATE TABLE zk_verification_batches (
  id text NOT NULL,
  project_id text NOT NULL,
  network text NOT NULL,
  status text DEFAULT 'queued'::text NOT NULL,
  item_count integer NOT NULL,
  processed_count integer DEFAULT 0 NOT NULL,
  verified_count integer DEFAULT 0 NOT NULL,
  unverified_count integer DEFAULT 0 NOT NULL,
  error_count integer DEFAULT 0 NOT NULL,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  started_at timestamp with time zone,
  completed_at timestamp with time zone,
  onchain boolean DEFAULT false NOT NULL,
  onchain_chain text,
  CONSTRAINT zk_verification_batches_item_count_check CHECK ((item_count >= 1)),
  CONSTRAINT zk_verification_batches_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT zk_verification_batches_pkey PRIMARY KEY (id),
  CONSTRAINT zk_verification_batches_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE,
  CONSTRAINT zk_verification_batches_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'completed'::text, 'failed'::text])))
);
CREATE INDEX zk_verification_batches_project ON public.zk_verification_batches USING btree (project_id, created_at DESC);

CREATE TABLE zk_verifications (
  id text NOT NULL,
  project_id text NOT NULL,
  proof_id text NOT NULL,
  proof_version integer NOT NULL,
  network text NOT NULL,
  verified boolean NOT NULL,
  vk_hash text NOT NULL,
  proof_hash text NOT NULL,
  public_signals_hash text NOT NULL,
  receipt text NOT NULL,
  kid text NOT NULL,
  batch_id text,
  item_index integer,
  created_at timestamp with time zone DEFAULT now() NOT NULL,
  chain text,
  chain_id bigint,
  contract_address text,
  block_number bigint,
  reason text,
  CONSTRAINT zk_verifications_batch_id_fkey FOREIGN KEY (batch_id) REFERENCES zk_verification_batches(id) ON DELETE CASCADE,
  CONSTRAINT zk_verifications_kid_fkey FOREIGN KEY (kid) REFERENCES receipt_signing_keys(kid),
  CONSTRAINT zk_verifications_network_check CHECK ((network = ANY (ARRAY['testnet'::text, 'mainnet'::text]))),
  CONSTRAINT zk_verifications_pkey PRIMARY KEY (id),
  CONSTRAINT zk_verifications_proof_id_proof_version_fkey FOREIGN KEY (proof_id, proof_version) REFERENCES zk_proof_versions(proof_id, version) ON DELETE CASCADE
);
CREATE UNIQUE INDEX zk_verifications_batch_item ON public.zk_verifications USING btree (batch_id, item_index) WHERE (batch_id IS NOT NULL);
CREATE INDEX zk_verifications_listing ON public.zk_verifications USING btree (project_id, network, created_at DESC, id DESC);
CREATE INDEX zk_verifications_proof ON public.zk_verifications USING btree (proof_id, created_at DESC);

CREATE VIEW checkout_session_credits AS
 SELECT p.session_id,
    t.chain,
    t.token,
    t.decimals,
    sum(t.amount_base_units) AS received,
    COALESCE(sum(t.amount_base_units) FILTER (WHERE (t.state = 'confirmed'::text)), (0)::numeric) AS confirmed
   FROM (payments p
     JOIN chain_transfers t ON ((t.id = p.transfer_id)))
  WHERE ((p.role = 'credited'::text) AND (t.state <> 'withdrawn'::text))
  GROUP BY p.session_id, t.chain, t.token, t.decimals;

CREATE VIEW checkout_sessions_effective AS
 SELECT id,
    project_id,
    network,
    amount_cents,
    description,
    metadata,
    return_url,
    cancel_url,
    status,
    failure_reason,
    created_at,
    expires_at,
    expired_at,
        CASE
            WHEN ((status = 'pending'::text) AND (expires_at <= now())) THEN 'expired'::text
            ELSE status
        END AS effective_status,
    pay_address,
    amount_tag,
    amount_released,
    offer_set,
    offer_set_options(offer_set, pay_address, amount_cents, amount_tag) AS payment_options,
    underpayment_tolerance_bps,
    customer_email
   FROM checkout_sessions s;

CREATE OR REPLACE FUNCTION public.checkout_amount_accepted(p_amount_cents bigint, p_decimals integer, p_tolerance_bps integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT ceil(p_amount_cents * power(10::numeric, p_decimals - 2) * (10000 - p_tolerance_bps) / 10000)::numeric(78, 0)
$function$;

CREATE OR REPLACE FUNCTION public.checkout_amount_due(p_options json, p_amount_cents bigint, p_chain text, p_token text, p_decimals integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT coalesce((SELECT (o->>'amount_base_units')::numeric FROM json_array_elements(p_options) o
                    WHERE o->>'chain' = p_chain AND o->>'token' = p_token),
                  p_amount_cents * power(10::numeric, p_decimals - 2))::numeric(78, 0)
$function$;

CREATE OR REPLACE FUNCTION public.checkout_session_deadline(p_expires_at timestamp with time zone, p_expired_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT least(p_expires_at, coalesce(p_expired_at, p_expires_at))
$function$;

CREATE OR REPLACE FUNCTION public.checkout_sessions_release_amount()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.amount_released := coalesce(NEW.amount_released, NEW.id);
  RETURN NEW;
END $function$;

CREATE OR REPLACE FUNCTION public.create_checkout_sessions(p_sessions json, p_lifetime_ms bigint, p_offers jsonb, p_tag_space integer)
 RETURNS TABLE(id text, created_at timestamp with time zone, expires_at timestamp with time zone, payment_options json)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  max_draws CONSTANT integer := 4;
  set_id CONSTANT uuid := md5(p_offers::text)::uuid;
  held record;
  tag integer;
  made boolean;
BEGIN
  INSERT INTO checkout_offer_sets (id, offers) VALUES (set_id, p_offers) ON CONFLICT (id) DO NOTHING;
  RETURN QUERY
    INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, customer_email, created_at,
                                        expires_at, pay_address, amount_tag, offer_set, underpayment_tolerance_bps)
    SELECT r.id, r.project_id, r.network, r.amount_cents, r.description, r.metadata, r.return_url, r.cancel_url, r.customer_email, now(),
           now() + make_interval(secs => p_lifetime_ms / 1000.0), r.address, r.tag, set_id, r.tolerance
      FROM (SELECT t.*, lower(p.receiving_address) AS address, p.underpayment_tolerance_bps AS tolerance,
                   floor(random() * p_tag_space)::integer AS tag
              FROM json_to_recordset(p_sessions) AS t(id text, project_id text, network text, amount_cents bigint, description text, metadata jsonb,
                                                      return_url text, cancel_url text, customer_email text)
              JOIN projects p ON p.id = t.project_id) r
     WHERE r.address IS NOT NULL
     ORDER BY r.address, r.network, r.amount_cents, r.tag
    ON CONFLICT (pay_address, network, amount_cents, amount_tag) WHERE amount_released IS NULL DO NOTHING
    RETURNING s.id, s.created_at, s.expires_at, offer_set_options(set_id, s.pay_address, s.amount_cents, s.amount_tag);
  -- The sessions whose first tag was held.
  FOR held IN
    SELECT t.*, lower(p.receiving_address) AS address, p.underpayment_tolerance_bps AS tolerance
      FROM json_to_recordset(p_sessions) AS t(id text, project_id text, network text, amount_cents bigint, description text, metadata jsonb,
                                              return_url text, cancel_url text, customer_email text)
      JOIN projects p ON p.id = t.project_id AND p.receiving_address IS NOT NULL
     WHERE NOT EXISTS (SELECT FROM checkout_sessions s WHERE s.id = t.id)
  LOOP
    made := false;
    FOR draw IN 1..max_draws LOOP
      SELECT free.tag INTO tag
        FROM generate_series(0, p_tag_space - 1) AS free(tag)
       WHERE free.tag NOT IN (SELECT s.amount_tag FROM checkout_sessions s
                               WHERE s.pay_address = held.address AND s.network = held.network AND s.amount_cents = held.amount_cents
                                 AND s.amount_released IS NULL)
       ORDER BY random() LIMIT 1;
      EXIT WHEN tag IS NULL;
      RETURN QUERY
        INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, customer_email, created_at,
                                            expires_at, pay_address, amount_tag, offer_set, underpayment_tolerance_bps)
        VALUES (held.id, held.project_id, held.network, held.amount_cents, held.description, held.metadata, held.return_url, held.cancel_url,
                held.customer_email, now(),
                now() + make_interval(secs => p_lifetime_ms / 1000.0), held.address, tag, set_id, held.tolerance)
        ON CONFLICT (pay_address, network, amount_cents, amount_tag) WHERE amount_released IS NULL DO NOTHING
        RETURNING s.id, s.created_at, s.expires_at, offer_set_options(set_id, s.pay_address, s.amount_cents, s.amount_tag);
      made := FOUND;
      EXIT WHEN made;
    END LOOP;
    IF NOT made THEN
      RAISE EXCEPTION 'every payable amount of this USD amount is held by an open session' USING ERRCODE = 'PPTAG';
    END IF;
  END LOOP;
END $function$;

CREATE OR REPLACE FUNCTION public.offer_set_options(p_offer_set uuid, p_address text, p_amount_cents bigint, p_tag integer)
 RETURNS json
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce('[' || string_agg(
           '{"chain":' || (o->'chain')::text || ',"chain_id":' || (o->'chain_id')::text || ',"token":' || (o->'token')::text
           || ',"token_address":' || (o->'token_address')::text || ',"decimals":' || (o->'decimals')::text
           || ',"address":' || to_json(p_address)::text
           || ',"amount_base_units":"' || (p_amount_cents * 10::numeric ^ ((o->>'decimals')::integer - 2) + p_tag)::numeric(78, 0)::text || '"}',
           ',' ORDER BY n) || ']', '[]')::json
    FROM checkout_offer_sets f, jsonb_array_elements(f.offers) WITH ORDINALITY AS offer(o, n)
   WHERE f.id = p_offer_set
$function$;

CREATE OR REPLACE FUNCTION public.receiving_address_control(p_organization_id text, p_address text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT CASE
    WHEN p_address IS NULL THEN NULL
    WHEN o.organization_id = p_organization_id THEN 'proven'
    WHEN o.organization_id IS NOT NULL THEN 'proven_by_another_organization'
    WHEN (SELECT count(DISTINCT p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
           WHERE a.address = p_address AND p.organization_id <> p_organization_id) > 0 THEN 'unproven_shared'
    ELSE 'unproven'
  END
  FROM (SELECT) AS one LEFT JOIN receiving_address_owners o ON o.address = p_address
$function$;

CREATE OR REPLACE FUNCTION public.receiving_address_untagged_owner(p_address text)
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(
    (SELECT o.organization_id FROM receiving_address_owners o WHERE o.address = p_address),
    (SELECT min(p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
      WHERE a.address = p_address AND NOT EXISTS (SELECT FROM receiving_address_owners o WHERE o.address = p_address)
     HAVING count(DISTINCT p.organization_id) = 1))
$function$;

CREATE OR REPLACE FUNCTION public.record_project_address()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO project_addresses (project_id, address) VALUES (NEW.id, lower(NEW.receiving_address)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.record_replaced_address()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO project_replaced_addresses (project_id, address) VALUES (OLD.id, lower(OLD.receiving_address));
  RETURN NULL;
END $function$;
