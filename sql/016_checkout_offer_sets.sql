-- What a session offers (chain, chain id, token, token address and decimals, in registry order) is
-- the same for every session of a network under one chain registry, so it is kept once, as an
-- offer set, and the session names it. The session's options are derived: each offer at the
-- session's pay_address, for amount_cents in the offer's base units plus amount_tag. Stored in
-- every row, the five options were 1,100 of its 1,339 bytes and half of a create's WAL; at a
-- million sessions the table was six times its size without them
-- (docs/performance.md#offer-sets-instead-of-options-in-every-row).

-- Named by a digest of its offers (jsonb's own text, which orders keys), so the same offers are
-- the same set in any database and a process can keep what an id means. Never changed nor deleted:
-- sessions name it without a foreign key, whose check would lock this one row on every create.
CREATE TABLE checkout_offer_sets (
  id uuid PRIMARY KEY,
  -- [{chain, chain_id, token, token_address, decimals}], in registry order.
  offers jsonb NOT NULL CHECK (jsonb_typeof(offers) = 'array'),
  CHECK (id = md5(offers::text)::uuid)
);

-- Kept only for a session whose options its offer set cannot give back: created before sql/013,
-- with a tag per option. Null for every other session, which names an offer set instead.
ALTER TABLE checkout_sessions RENAME COLUMN payment_options TO legacy_payment_options;
ALTER TABLE checkout_sessions ALTER COLUMN legacy_payment_options DROP NOT NULL, ALTER COLUMN legacy_payment_options DROP DEFAULT;
ALTER TABLE checkout_sessions ADD COLUMN offer_set uuid;

-- A session's options from its offer set: each offer at the address, for the cent amount in the
-- offer's base units plus the tag. The service derives them the same way in src/payments/options.ts
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

-- Existing sessions: the offers of each (its options less address and amount), as a set; the stored
-- options go where derivation gives them back exactly (jsonb equality: the same options in the
-- same order).
WITH stripped AS (
  SELECT s.id, x.offers
    FROM checkout_sessions s
   CROSS JOIN LATERAL (SELECT coalesce(jsonb_agg(o - 'address' - 'amount_base_units' ORDER BY n), '[]') AS offers
                         FROM jsonb_array_elements(s.legacy_payment_options::jsonb) WITH ORDINALITY AS option(o, n)) x
), sets AS (
  INSERT INTO checkout_offer_sets (id, offers) SELECT DISTINCT md5(offers::text)::uuid, offers FROM stripped
)
UPDATE checkout_sessions s SET offer_set = md5(stripped.offers::text)::uuid FROM stripped WHERE stripped.id = s.id;
UPDATE checkout_sessions s SET legacy_payment_options = NULL
 WHERE offer_set_options(s.offer_set, s.pay_address, s.amount_cents, s.amount_tag)::jsonb = s.legacy_payment_options::jsonb;
UPDATE checkout_sessions SET offer_set = NULL WHERE legacy_payment_options IS NOT NULL;
DELETE FROM checkout_offer_sets f WHERE NOT EXISTS (SELECT FROM checkout_sessions s WHERE s.offer_set = f.id);
ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_options_kept_once CHECK (num_nonnulls(offer_set, legacy_payment_options) = 1);

DROP VIEW checkout_sessions_effective;
CREATE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.amount_released, s.offer_set, s.legacy_payment_options,
       -- For the SQL that looks inside a session's options; the service's reads take the columns
       -- above and derive them itself, so this is computed only where it is selected.
       coalesce(s.legacy_payment_options, offer_set_options(s.offer_set, s.pay_address, s.amount_cents, s.amount_tag)) AS payment_options
  FROM checkout_sessions s;

-- 014's function, naming the offer set (recorded here, if new) instead of writing the options; it
-- answers the tag it drew and the set's id, from which the caller derives the options.
DROP FUNCTION create_checkout_session(text, text, text, bigint, text, jsonb, text, text, bigint, jsonb, integer);
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
  -- Read without a row lock, as in 013: a lock would add a multixact every create of the project shares.
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
      ON CONFLICT (pay_address, network, amount_cents, amount_tag, amount_released) DO NOTHING
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
