-- The least credited total, in base units of a token with `p_decimals`, that pays a session of
-- `p_amount_cents` with `p_tolerance_bps`: its USD amount less the tolerance, rounded up to a base
-- unit. The one definition, for the ledger's settling and its attribution by price.
CREATE OR REPLACE FUNCTION checkout_amount_accepted(p_amount_cents bigint, p_decimals integer, p_tolerance_bps integer)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT ceil(p_amount_cents * power(10::numeric, p_decimals - 2) * (10000 - p_tolerance_bps) / 10000)::numeric(78, 0)
$$;
