-- A session's payment options are a record written once and read whole: kept as json (the text as
-- written, checked for syntax) rather than jsonb, which Postgres parses into its binary form on
-- every create (about 25 µs of CPU for five options, a tenth of a create's share: docs/performance.md#payment-options-as-json-not-jsonb)
-- and prints back on every read. The few queries that look inside cast, or walk it with json_*.

DROP VIEW checkout_sessions_effective;
ALTER TABLE checkout_sessions ALTER COLUMN payment_options DROP DEFAULT;
ALTER TABLE checkout_sessions ALTER COLUMN payment_options TYPE json USING payment_options::json;
ALTER TABLE checkout_sessions ALTER COLUMN payment_options SET DEFAULT '[]'::json;

CREATE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.payment_options, s.amount_released
  FROM checkout_sessions s;

-- 013's function, answering the options as stored (json); the rest is unchanged.
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
  -- The offers, in registry order: {chain, chain_id, token, token_address, decimals, base} with
  -- `base` the USD amount in the token's base units (a string).
  p_offers jsonb,
  -- Tags per cent amount: the smallest of the offered tokens'.
  p_tag_space integer
) RETURNS TABLE (created_at timestamptz, expires_at timestamptz, address text, payment_options json) LANGUAGE plpgsql AS $$
DECLARE
  max_draws CONSTANT integer := 4;
  receiving text;
  tag integer := floor(random() * p_tag_space);
  options json;
BEGIN
  -- Read without a row lock, as in 013: a lock would add a multixact every create of the project shares.
  SELECT lower(p.receiving_address) INTO receiving FROM projects p WHERE p.id = p_project_id AND p.receiving_address IS NOT NULL;
  IF receiving IS NULL THEN
    RETURN;
  END IF;
  FOR draw IN 1..max_draws LOOP
    SELECT coalesce(jsonb_agg((o - 'base') || jsonb_build_object('address', receiving, 'amount_base_units', ((o->>'base')::numeric + tag)::text) ORDER BY n), '[]')::json
      INTO options FROM jsonb_array_elements(p_offers) WITH ORDINALITY AS offer(o, n);
    RETURN QUERY
      INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at,
                                          pay_address, amount_tag, payment_options)
      VALUES (p_id, p_project_id, p_network, p_amount_cents, p_description, p_metadata, p_return_url, p_cancel_url, now(),
              now() + make_interval(secs => p_lifetime_ms / 1000.0), receiving, tag, options)
      ON CONFLICT (pay_address, network, amount_cents, amount_tag, amount_released) DO NOTHING
      RETURNING s.created_at, s.expires_at, s.pay_address, s.payment_options;
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
