-- Pending sessions, each reserving one tag for all its payment options: the one create path and
-- the tag rule, whole. $1 holds the sessions as one JSON array ({id, project_id, network,
-- amount_cents, description, metadata, return_url, cancel_url, customer_email}); one call makes every create that
-- arrived together (src/checkout/session-store.ts), since under load a create's cost is mostly per
-- statement. A session of
-- a project without a receiving address is not made (no row back): such a project cannot take
-- payments. The offer set is recorded if new.
--
-- Each session first takes a random tag, all in one INSERT, in the reservation index's order (two
-- calls waiting on each other's uncommitted tags then cannot deadlock). A session whose tag another
-- reserving session holds draws again from the tags still free; after `max_draws`, or with no tag
-- free, its tags are used up: SQLSTATE PPTAG, which fails the whole call (the caller then makes
-- each session alone). The project's address is read without a row lock: a concurrent change that
-- clears it commits either before (no session) or after (the session was created first, as if
-- earlier, and keeps the address its options name); a lock would add a multixact on the project
-- row that every create of the project shares. What the caller did not send comes back: the times
-- (the database's clock, as every read derives expiry from it) and the options. Each session keeps
-- its project's underpayment tolerance, read in the same read as its address.
CREATE OR REPLACE FUNCTION create_checkout_sessions(
  p_sessions json,
  p_lifetime_ms bigint,
  -- The offers, in registry order: {chain, chain_id, token, token_address, decimals}.
  p_offers jsonb,
  -- Tags per cent amount: the smallest of the offered tokens'.
  p_tag_space integer
) RETURNS TABLE (id text, created_at timestamptz, expires_at timestamptz, payment_options json) LANGUAGE plpgsql AS $$
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
END $$;
