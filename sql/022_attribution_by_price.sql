-- Attribution beyond the tag (docs/payments.md, "Payments without the tag"): a transfer that
-- carries no session's tagged amount goes to the one pending session of its address and network
-- whose USD amount it pays, the round amount itself or short of it by no more than the session's
-- underpayment tolerance; and a session is paid once its credited total on a chain and token
-- reaches its USD amount less that tolerance.

-- The project's tolerance, in basis points of the session's USD amount (1,000: 10 %).
ALTER TABLE projects ADD COLUMN underpayment_tolerance_bps integer NOT NULL DEFAULT 0
  CHECK (underpayment_tolerance_bps BETWEEN 0 AND 1000);

-- A session keeps the tolerance its project had when it was created, as it keeps the receiving
-- address: a merchant's later change neither reopens a session it completed nor completes one it
-- did not.
ALTER TABLE checkout_sessions ADD COLUMN underpayment_tolerance_bps smallint NOT NULL DEFAULT 0;

-- The view as sql/021_one_create_path.sql has it, with the session's tolerance.
CREATE OR REPLACE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.amount_released, s.offer_set,
       offer_set_options(s.offer_set, s.pay_address, s.amount_cents, s.amount_tag) AS payment_options,
       s.underpayment_tolerance_bps
  FROM checkout_sessions s;

-- The least credited total, in base units of a token with `p_decimals`, that pays a session of
-- `p_amount_cents` with `p_tolerance_bps`: its USD amount less the tolerance, rounded up to a base
-- unit. The one definition, for the ledger's settling and its attribution by price.
CREATE FUNCTION checkout_amount_accepted(p_amount_cents bigint, p_decimals integer, p_tolerance_bps integer)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT ceil(p_amount_cents * power(10::numeric, p_decimals - 2) * (10000 - p_tolerance_bps) / 10000)::numeric(78, 0)
$$;

-- create_checkout_sessions as sql/021_one_create_path.sql has it, with each session's tolerance
-- taken from its project in the same read as its address.
CREATE OR REPLACE FUNCTION create_checkout_sessions(
  p_sessions json,
  p_lifetime_ms bigint,
  p_offers jsonb,
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
    INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at,
                                        pay_address, amount_tag, offer_set, underpayment_tolerance_bps)
    SELECT r.id, r.project_id, r.network, r.amount_cents, r.description, r.metadata, r.return_url, r.cancel_url, now(),
           now() + make_interval(secs => p_lifetime_ms / 1000.0), r.address, r.tag, set_id, r.tolerance
      FROM (SELECT t.*, lower(p.receiving_address) AS address, p.underpayment_tolerance_bps AS tolerance,
                   floor(random() * p_tag_space)::integer AS tag
              FROM json_to_recordset(p_sessions) AS t(id text, project_id text, network text, amount_cents bigint, description text, metadata jsonb,
                                                      return_url text, cancel_url text)
              JOIN projects p ON p.id = t.project_id) r
     WHERE r.address IS NOT NULL
     ORDER BY r.address, r.network, r.amount_cents, r.tag
    ON CONFLICT (pay_address, network, amount_cents, amount_tag) WHERE amount_released IS NULL DO NOTHING
    RETURNING s.id, s.created_at, s.expires_at, offer_set_options(set_id, s.pay_address, s.amount_cents, s.amount_tag);
  -- The sessions whose first tag was held.
  FOR held IN
    SELECT t.*, lower(p.receiving_address) AS address, p.underpayment_tolerance_bps AS tolerance
      FROM json_to_recordset(p_sessions) AS t(id text, project_id text, network text, amount_cents bigint, description text, metadata jsonb,
                                              return_url text, cancel_url text)
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
        INSERT INTO checkout_sessions AS s (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at,
                                            pay_address, amount_tag, offer_set, underpayment_tolerance_bps)
        VALUES (held.id, held.project_id, held.network, held.amount_cents, held.description, held.metadata, held.return_url, held.cancel_url, now(),
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
