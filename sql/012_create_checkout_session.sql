-- A checkout session is created in one statement, one round trip: the project's receiving address
-- checked, the session inserted and its payment options allocated, all in the statement's own
-- transaction. Round trips were the create's cost (docs/performance.md#one-round-trip-per-create): each is a system call
-- on either side, and the create took four (BEGIN, insert, allocation, COMMIT).

-- Payments: reserves one tagged amount per offer for a new session (docs/payments.md,
-- "Attribution"). The first round inserts one random tag per offer: almost always free, and then
-- the insert's own unique-index check is the only probe. Only offers whose tag was held go on to
-- walks: the tags from a random start to the first one no open option at the address holds. The
-- partial unique index settles races with concurrent creates (ON CONFLICT skips the loser, which
-- takes another walk). Returns the amounts in the order of the offers. An offer whose whole tag
-- space is held raises PPTAG with the offer's position as DETAIL; the statement, session
-- included, is rolled back.
CREATE FUNCTION allocate_payment_options(
  p_session_id text,
  p_address text,
  p_positions integer[],
  p_chains text[],
  p_chain_ids integer[],
  p_tokens text[],
  p_token_addresses text[],
  p_decimals integer[],
  p_bases numeric[],
  p_tag_spaces bigint[]
) RETURNS numeric[] LANGUAGE plpgsql AS $$
DECLARE
  -- Tags a walk tries first from its random start; almost always one of them is free.
  first_candidates CONSTANT integer := 16;
  -- A race with a concurrent create takes one more walk; when every walk came back empty, the
  -- tags are used up.
  max_walks CONSTANT integer := 4;
  positions integer[];
  amounts numeric[];
  more_positions integer[];
  more_amounts numeric[];
  missing integer[];
BEGIN
  WITH placed AS (
    INSERT INTO checkout_payment_options (session_id, position, chain, chain_id, token, token_address, decimals, address, amount_base_units)
    SELECT p_session_id, o.position, o.chain, o.chain_id, o.token, o.token_address, o.decimals, p_address, o.base + floor(random() * o.tags)::bigint
      FROM unnest(p_positions, p_chains, p_chain_ids, p_tokens, p_token_addresses, p_decimals, p_bases, p_tag_spaces)
           AS o(position, chain, chain_id, token, token_address, decimals, base, tags)
    ON CONFLICT (address, chain, token, amount_base_units) WHERE open DO NOTHING
    RETURNING checkout_payment_options.position, amount_base_units)
  SELECT coalesce(array_agg(placed.position), '{}'), coalesce(array_agg(amount_base_units), '{}') INTO positions, amounts FROM placed;

  FOR walk IN 1..max_walks + 1 LOOP
    missing := ARRAY(SELECT m FROM unnest(p_positions) AS m WHERE m <> ALL (positions));
    EXIT WHEN cardinality(missing) = 0 OR walk > max_walks;
    WITH placed AS (
      INSERT INTO checkout_payment_options (session_id, position, chain, chain_id, token, token_address, decimals, address, amount_base_units)
      SELECT p_session_id, o.position, o.chain, o.chain_id, o.token, o.token_address, o.decimals, p_address, tagged.amount
        FROM unnest(p_positions, p_chains, p_chain_ids, p_tokens, p_token_addresses, p_decimals, p_bases, p_tag_spaces)
             AS o(position, chain, chain_id, token, token_address, decimals, base, tags)
       CROSS JOIN LATERAL (SELECT floor(random() * o.tags)::bigint AS start) AS r
       CROSS JOIN LATERAL (
         SELECT o.base + g % o.tags AS amount
           -- Postgres materialises a set-returning function in FROM whole before LIMIT stops it:
           -- the first few tags from the start are a series of their own, and the rest of the
           -- space is generated only when all of those are held (Append runs it only then).
           FROM (SELECT g FROM generate_series(r.start, r.start + least(o.tags, first_candidates) - 1) AS g
                 UNION ALL
                 SELECT g FROM generate_series(r.start + least(o.tags, first_candidates), r.start + o.tags - 1) AS g) AS candidates
          -- A scalar subquery, not NOT EXISTS: it stays one index probe per candidate, where an
          -- anti-join plan read every open option of the address and token.
          WHERE (SELECT true FROM checkout_payment_options p
                  WHERE p.address = p_address AND p.chain = o.chain AND p.token = o.token AND p.open
                    AND p.amount_base_units = o.base + g % o.tags LIMIT 1) IS NULL
          LIMIT 1) AS tagged
       WHERE o.position = ANY (missing)
      ON CONFLICT (address, chain, token, amount_base_units) WHERE open DO NOTHING
      RETURNING checkout_payment_options.position, amount_base_units)
    SELECT coalesce(array_agg(placed.position), '{}'), coalesce(array_agg(amount_base_units), '{}') INTO more_positions, more_amounts FROM placed;
    positions := positions || more_positions;
    amounts := amounts || more_amounts;
  END LOOP;
  IF cardinality(missing) > 0 THEN
    RAISE EXCEPTION 'every payable amount of this USD amount is held by an open session' USING ERRCODE = 'PPTAG', DETAIL = missing[1]::text;
  END IF;
  RETURN ARRAY(SELECT placed.amount FROM unnest(positions, amounts) AS placed(position, amount) ORDER BY array_position(p_positions, placed.position));
END $$;

-- Checkout: a pending session of a project that has a receiving address (none: no row), with its
-- payment options. What the caller did not send comes back: the times (the database's clock, as
-- every read derives expiry from it), the address the options name, and the options' amounts.
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
  p_positions integer[],
  p_chains text[],
  p_chain_ids integer[],
  p_tokens text[],
  p_token_addresses text[],
  p_decimals integer[],
  p_bases numeric[],
  p_tag_spaces bigint[]
) RETURNS TABLE (created_at timestamptz, expires_at timestamptz, address text, amounts numeric[]) LANGUAGE plpgsql AS $$
DECLARE
  receiving text;
  created timestamptz;
  expires timestamptz;
BEGIN
  -- Read without a row lock: a concurrent change that clears the address commits either before
  -- this (no session) or after (the session was created first, as if earlier, and keeps the
  -- address its options name); a lock would only add a multixact on the project row that every
  -- create of the project shares.
  SELECT lower(p.receiving_address) INTO receiving FROM projects p WHERE p.id = p_project_id AND p.receiving_address IS NOT NULL;
  IF receiving IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at)
  VALUES (p_id, p_project_id, p_network, p_amount_cents, p_description, p_metadata, p_return_url, p_cancel_url, now(),
          now() + make_interval(secs => p_lifetime_ms / 1000.0))
  RETURNING s.created_at, s.expires_at INTO created, expires;
  RETURN QUERY SELECT created, expires, receiving,
    allocate_payment_options(p_id, receiving, p_positions, p_chains, p_chain_ids, p_tokens, p_token_addresses, p_decimals, p_bases, p_tag_spaces);
END $$;
