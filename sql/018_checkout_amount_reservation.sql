-- The amount index of sql/013 held every session, reserving or released, ordered by amount: a
-- create landed on a random leaf among all of its address's sessions, about 23,000 pages at a
-- million, and after each checkpoint wrote that page whole to the WAL. At a million sessions the
-- create made 59-85% of its empty-table rate (docs/performance.md#two-amount-indexes).
--
-- Split in two, by amount_released. The reservation holds only the sessions still reserving their
-- tag (pending, processing): a create writes only there, and it stays as small as the open
-- sessions are many. The released sessions' index is written when a session releases its tag (the
-- status change, already off the request path, and a new index entry anyway since it changes
-- amount_released). The watcher still finds late payments by amount, through both: every session
-- is in exactly one (src/payments/ledger.ts).
DROP INDEX checkout_sessions_amount;
-- Nulls not distinct, as in 013: two reserving sessions cannot share an address, network, cent
-- amount and tag, whatever is null among them.
CREATE UNIQUE INDEX checkout_sessions_amount_reserved ON checkout_sessions (pay_address, network, amount_cents, amount_tag) NULLS NOT DISTINCT
  WHERE amount_released IS NULL;
CREATE INDEX checkout_sessions_amount_released ON checkout_sessions (pay_address, network, amount_cents, amount_tag)
  WHERE amount_released IS NOT NULL;

-- 016's function, its insert arbitrated by the reservation.
CREATE OR REPLACE FUNCTION create_checkout_session(
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
