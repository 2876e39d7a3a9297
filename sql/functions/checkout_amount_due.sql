-- What a session is due on a chain and token: its option's tagged amount there; without an option
-- there (a simulated payment with no watched chain), the bare USD amount in the token's base units.
-- The one definition, for the ledger's rules and for every payment a session read shows.
CREATE OR REPLACE FUNCTION checkout_amount_due(p_options json, p_amount_cents bigint, p_chain text, p_token text, p_decimals integer)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT (o->>'amount_base_units')::numeric FROM json_array_elements(p_options) o
                    WHERE o->>'chain' = p_chain AND o->>'token' = p_token),
                  p_amount_cents * power(10::numeric, p_decimals - 2))::numeric(78, 0)
$$;
