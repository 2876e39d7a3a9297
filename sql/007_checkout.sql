-- Checkout sessions (the spec's CheckoutSession) and what reserves their payable amounts
-- (docs/payments.md, "Attribution"). Money is integer cents; amount_usd is derived.

-- What a session offers (chain, chain id, token, token address and decimals, in registry order) is
-- the same for every session of a network under one chain registry, so it is kept once, as an
-- offer set, and the session names it. The session's options are derived: each offer at the
-- session's pay_address, for amount_cents in the offer's base units plus amount_tag. Stored in
-- every row, the five options were 1,100 of its 1,339 bytes and half of a create's WAL; at a
-- million sessions the table was six times its size without them
-- (docs/performance.md#offer-sets-instead-of-options-in-every-row).
--
-- Named by a digest of its offers (jsonb's own text, which orders keys), so the same offers are
-- the same set in any database and a process can keep what an id means. Never changed nor deleted:
-- sessions name it without a foreign key, whose check would lock this one row on every create.
CREATE TABLE checkout_offer_sets (
  id uuid PRIMARY KEY,
  -- [{chain, chain_id, token, token_address, decimals}], in registry order.
  offers jsonb NOT NULL CHECK (jsonb_typeof(offers) = 'array'),
  CHECK (id = md5(offers::text)::uuid)
);

-- One tag per session: every payment option of a session is its USD amount plus the same tag below
-- one cent, so the session row itself reserves its amounts and a create writes one row
-- (docs/performance.md#one-tag-per-session).
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('testnet', 'mainnet')),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 1),
  description text,
  metadata jsonb,
  return_url text,
  cancel_url text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'failed', 'expired')),
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  expired_at timestamptz,
  -- The receiving address the options name, as it was when the session was created.
  pay_address text CHECK (pay_address ~ '^0x[0-9a-f]{40}$'),
  -- Below one cent in every offered token: each option's amount is its token's base units of
  -- amount_cents plus this.
  amount_tag integer CHECK (amount_tag >= 0),
  -- Options kept whole, for a session whose options its offer set cannot give back (a tag per
  -- option). No create writes it: a session the service makes names an offer set instead. json,
  -- not jsonb: a record written once and read whole, which jsonb would parse on every write and
  -- print back on every read (docs/performance.md#payment-options-as-json-not-jsonb).
  legacy_payment_options json,
  -- Null while the session reserves its amounts (pending, processing), then its own id: see the
  -- indexes below.
  amount_released text,
  offer_set uuid,
  CHECK (expires_at > created_at),
  CONSTRAINT checkout_sessions_options_kept_once CHECK (num_nonnulls(offer_set, legacy_payment_options) = 1)
);

-- Lists are per project and network, newest first, paged by (created_at, id).
CREATE INDEX checkout_sessions_listing ON checkout_sessions (project_id, network, created_at DESC, id DESC);

-- Expiry is one recurring sweep (src/checkout/expire-due-sessions.job.ts), not one job per session:
-- the sweep reads the sessions still pending past expires_at through this partial index, which
-- holds only pending sessions, however many others the table has.
CREATE INDEX checkout_sessions_pending_expiry ON checkout_sessions (expires_at) WHERE status = 'pending';

-- Amounts are indexed in two parts, by amount_released (docs/performance.md#two-amount-indexes).
-- An index by amount is not ordered by time: one index of every session, at a million of them,
-- spread a create over about 23,000 random leaf pages of its address, each written whole to the
-- WAL after a checkpoint, and the create made 59-85% of its empty-table rate.
--
-- The reservation holds only the sessions still reserving their tag (pending, processing): a
-- create writes only there, and it stays as small as the open sessions are many. Nulls are not
-- distinct, so two reserving sessions cannot share an address, network, cent amount and tag,
-- whatever is null among them.
CREATE UNIQUE INDEX checkout_sessions_amount_reserved ON checkout_sessions (pay_address, network, amount_cents, amount_tag) NULLS NOT DISTINCT
  WHERE amount_released IS NULL;
-- The released sessions' index is written when a session releases its tag (the status change,
-- already off the request path, and a new index entry anyway since it changes amount_released).
-- The watcher finds late payments by amount through both: every session is in exactly one
-- (src/checkout/payments/ledger.ts).
CREATE INDEX checkout_sessions_amount_released ON checkout_sessions (pay_address, network, amount_cents, amount_tag)
  WHERE amount_released IS NOT NULL;

-- A session that leaves pending/processing releases its amounts, whoever changes its status.
-- Re-opening (an in-time payment seen after expiry) does not reserve them again: that session has
-- its payment, and another session may hold the amounts by then.
CREATE FUNCTION checkout_sessions_release_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.amount_released := coalesce(NEW.amount_released, NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER checkout_sessions_release_amount BEFORE UPDATE OF status ON checkout_sessions
  FOR EACH ROW WHEN (OLD.status IN ('pending', 'processing') AND NEW.status NOT IN ('pending', 'processing'))
  EXECUTE FUNCTION checkout_sessions_release_amount();

-- A session's options from its offer set: each offer at the address, for the cent amount in the
-- offer's base units plus the tag. The service derives them the same way in src/checkout/payments/options.ts
-- (optionsAt); this serves the SQL that looks inside them (the watcher's match, what is due).
CREATE FUNCTION offer_set_options(p_offer_set uuid, p_address text, p_amount_cents bigint, p_tag integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
           'chain', o->'chain', 'chain_id', o->'chain_id', 'token', o->'token', 'token_address', o->'token_address',
           'decimals', o->'decimals', 'address', p_address,
           'amount_base_units', (p_amount_cents * 10::numeric ^ ((o->>'decimals')::integer - 2) + p_tag)::numeric(78, 0)::text)
         ORDER BY n), '[]'::json)
    FROM checkout_offer_sets f, jsonb_array_elements(f.offers) WITH ORDINALITY AS offer(o, n)
   WHERE f.id = p_offer_set
$$;

-- Reads never show `pending` after expires_at, even when the expiry sweep is late: the effective
-- status is derived here, in one place, for every read.
CREATE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.amount_released, s.offer_set, s.legacy_payment_options,
       -- For the SQL that looks inside a session's options; the service's reads take the columns
       -- above and derive them itself, so this is computed only where it is selected.
       coalesce(s.legacy_payment_options, offer_set_options(s.offer_set, s.pay_address, s.amount_cents, s.amount_tag)) AS payment_options
  FROM checkout_sessions s;

-- A pending session of a project that has a receiving address (none: no row), reserving one tag
-- for all its payment options, in one statement and one round trip (each round trip is a system
-- call on either side: docs/performance.md#one-round-trip-per-create). The service calls this when
-- its own try failed (src/checkout/sessions.ts: one plain INSERT with a random tag, at the address
-- it last saw the project have): the address changed, the tag was held, or the offer set is not
-- known yet. The offer set is recorded if new. A free tag is drawn from those no reserving session
-- holds; a concurrent create that took it too wins on the reservation index, and this draws again;
-- after `max_draws`, or with no tag free, the tags are used up: SQLSTATE PPTAG. What the caller did
-- not send comes back: the times (the database's clock, as every read derives expiry from it), the
-- address, the tag it drew and the set's id, from which the caller derives the options.
CREATE FUNCTION create_checkout_session(
  p_id text,
  p_project_id text,
  p_network text,
  p_amount_cents bigint,
  p_description text,
  p_metadata jsonb,
  p_return_url text,
  p_cancel_url text,
  p_lifetime_ms bigint,
  -- The offers, in registry order: {chain, chain_id, token, token_address, decimals}.
  p_offers jsonb,
  -- Tags per cent amount: the smallest of the offered tokens'.
  p_tag_space integer
) RETURNS TABLE (created_at timestamptz, expires_at timestamptz, address text, amount_tag integer, offer_set uuid) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  max_draws CONSTANT integer := 4;
  receiving text;
  tag integer := floor(random() * p_tag_space);
  set_id CONSTANT uuid := md5(p_offers::text)::uuid;
BEGIN
  -- Read without a row lock: a concurrent change that clears the address commits either before
  -- this (no session) or after (the session was created first, as if earlier, and keeps the
  -- address its options name); a lock would only add a multixact on the project row that every
  -- create of the project shares.
  SELECT lower(p.receiving_address) INTO receiving FROM projects p WHERE p.id = p_project_id AND p.receiving_address IS NOT NULL;
  IF receiving IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO checkout_offer_sets (id, offers) VALUES (set_id, p_offers) ON CONFLICT (id) DO NOTHING;
  FOR draw IN 1..max_draws LOOP
    RETURN QUERY
      INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at,
                                          pay_address, amount_tag, offer_set)
      VALUES (p_id, p_project_id, p_network, p_amount_cents, p_description, p_metadata, p_return_url, p_cancel_url, now(),
              now() + make_interval(secs => p_lifetime_ms / 1000.0), receiving, tag, set_id)
      ON CONFLICT (pay_address, network, amount_cents, amount_tag) WHERE amount_released IS NULL DO NOTHING
      RETURNING s.created_at, s.expires_at, s.pay_address, s.amount_tag, s.offer_set;
    IF FOUND THEN
      RETURN;
    END IF;
    SELECT free.tag INTO tag
      FROM generate_series(0, p_tag_space - 1) AS free(tag)
     WHERE free.tag NOT IN (SELECT held.amount_tag FROM checkout_sessions held
                             WHERE held.pay_address = receiving AND held.network = p_network AND held.amount_cents = p_amount_cents
                               AND held.amount_released IS NULL)
     ORDER BY random() LIMIT 1;
    EXIT WHEN tag IS NULL;
  END LOOP;
  RAISE EXCEPTION 'every payable amount of this USD amount is held by an open session' USING ERRCODE = 'PPTAG';
END $$;
