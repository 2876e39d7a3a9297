-- One tag per session (docs/payments.md, "Attribution"): every payment option of a session is its
-- USD amount plus the same tag below one cent, so the session row itself reserves its amounts and
-- the five option rows per session (each with its own indexes and foreign key check) go. A create
-- writes one row: it cost Postgres 670–770 µs of CPU with the option rows (docs/performance.md#one-tag-per-session).

ALTER TABLE checkout_sessions
  -- The receiving address the options name, as it was when the session was created.
  ADD COLUMN pay_address text CHECK (pay_address ~ '^0x[0-9a-f]{40}$'),
  -- Below one cent in every offered token: each option's amount is its token's base units of
  -- amount_cents plus this. Null only for a session from before this migration offered nothing.
  ADD COLUMN amount_tag integer CHECK (amount_tag >= 0),
  -- The options as created, in registry order: {chain, chain_id, token, token_address, decimals,
  -- address, amount_base_units}. A record, not derived again from the registry, which may change.
  ADD COLUMN payment_options jsonb NOT NULL DEFAULT '[]',
  -- Null while the session reserves its amounts (pending, processing), then its own id: see the
  -- index below.
  ADD COLUMN amount_released text;

-- Existing sessions: the options move into the row, the tag is the first option's (a session
-- created before this one tag for all carries a tag per option; the watcher attributes by the
-- first, a submitted hash by any: docs/payments.md, "Upgrading to one tag per session").
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM checkout_payment_options o JOIN checkout_sessions s ON s.id = o.session_id
     WHERE o.open AND (s.status = 'processing' OR (s.status = 'pending' AND s.expires_at > now()))
     GROUP BY o.session_id HAVING count(DISTINCT o.amount_base_units % (10::numeric ^ (o.decimals - 2))) > 1
  ) THEN
    -- Their other options' amounts could be handed to a new session; the watcher would credit it.
    RAISE EXCEPTION 'migration 013 needs no open checkout session from before it: stop the API, let open sessions close (at most 30 minutes after the last create) and start again';
  END IF;
END $$;

UPDATE checkout_sessions s
   SET pay_address = o.address, amount_tag = o.tag, payment_options = o.options,
       amount_released = CASE WHEN o.open THEN NULL ELSE s.id END
  FROM (SELECT session_id, min(address) AS address, bool_or(open) AS open,
               (array_agg((amount_base_units % (10::numeric ^ (decimals - 2)))::integer ORDER BY position))[1] AS tag,
               jsonb_agg(jsonb_build_object('chain', chain, 'chain_id', chain_id, 'token', token, 'token_address', token_address,
                 'decimals', decimals, 'address', address, 'amount_base_units', amount_base_units::text) ORDER BY position) AS options
          FROM checkout_payment_options GROUP BY session_id) o
 WHERE o.session_id = s.id;
-- Sessions offered nothing reserve nothing.
UPDATE checkout_sessions s SET amount_released = s.id, pay_address = lower(p.receiving_address)
  FROM projects p WHERE p.id = s.project_id AND s.amount_tag IS NULL;
-- Two reserving sessions whose options differed but share a first tag (another token, say): the
-- later one gives its reservation up.
UPDATE checkout_sessions s SET amount_released = s.id
 WHERE s.amount_released IS NULL
   AND EXISTS (SELECT 1 FROM checkout_sessions e
                WHERE e.amount_released IS NULL AND e.pay_address = s.pay_address AND e.network = s.network
                  AND e.amount_cents = s.amount_cents AND e.amount_tag = s.amount_tag AND (e.created_at, e.id) < (s.created_at, s.id));

-- The reservation and the watcher's lookup in one index. Nulls are not distinct here, so two
-- sessions still reserving (released null) cannot share an address, network, cent amount and tag;
-- a released session's key ends in its own id, unique. The watcher finds a transfer's sessions,
-- reserving or not (late payments), by the leading four columns.
CREATE UNIQUE INDEX checkout_sessions_amount ON checkout_sessions (pay_address, network, amount_cents, amount_tag, amount_released) NULLS NOT DISTINCT;

DROP TRIGGER checkout_sessions_release_options ON checkout_sessions;
DROP TABLE checkout_payment_options;
DROP FUNCTION checkout_payment_options_release();
DROP FUNCTION create_checkout_session(text, text, text, bigint, text, jsonb, text, text, bigint, integer[], text[], integer[], text[], text[], integer[], numeric[], bigint[]);
DROP FUNCTION allocate_payment_options(text, text, integer[], text[], integer[], text[], text[], integer[], numeric[], bigint[]);

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

-- The view's `s.*` was expanded when it was made: made again, it has the new columns.
CREATE OR REPLACE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.payment_options, s.amount_released
  FROM checkout_sessions s;

-- Checkout: a pending session of a project that has a receiving address (none: no row), reserving
-- one tag for all its payment options, in one statement and one round trip (each round trip is a
-- system call on either side). The service calls this when its own try failed (src/checkout/
-- sessions.ts: one plain INSERT with a random tag, at the address it last saw the project have):
-- the address changed, or the tag was held. A free tag is drawn from those no reserving session
-- holds; a concurrent create that took it too wins on the index, and this draws again; after
-- `max_draws`, or with no tag free, the tags are used up: SQLSTATE PPTAG. What the caller did not
-- send comes back: the times (the database's clock, as every read derives expiry from it), the
-- address and the options.
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
) RETURNS TABLE (created_at timestamptz, expires_at timestamptz, address text, payment_options jsonb) LANGUAGE plpgsql AS $$
DECLARE
  max_draws CONSTANT integer := 4;
  receiving text;
  tag integer := floor(random() * p_tag_space);
  options jsonb;
BEGIN
  -- Read without a row lock: a concurrent change that clears the address commits either before
  -- this (no session) or after (the session was created first, as if earlier, and keeps the
  -- address its options name); a lock would only add a multixact on the project row that every
  -- create of the project shares.
  SELECT lower(p.receiving_address) INTO receiving FROM projects p WHERE p.id = p_project_id AND p.receiving_address IS NOT NULL;
  IF receiving IS NULL THEN
    RETURN;
  END IF;
  FOR draw IN 1..max_draws LOOP
    SELECT coalesce(jsonb_agg((o - 'base') || jsonb_build_object('address', receiving, 'amount_base_units', ((o->>'base')::numeric + tag)::text) ORDER BY n), '[]')
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
