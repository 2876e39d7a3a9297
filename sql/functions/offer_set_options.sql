-- A session's options from its offer set: each offer at the address, for the cent amount in the
-- offer's base units plus the tag. The one definition: every read selects them from the view
-- checkout_sessions_effective, and a create's answer from create_checkout_sessions. The JSON is
-- written as text: every read of a session computes it, and json_build_object costs more. Each
-- value is JSON already.
CREATE OR REPLACE FUNCTION offer_set_options(p_offer_set uuid, p_address text, p_amount_cents bigint, p_tag integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(
           '{"chain":' || (o->'chain')::text || ',"chain_id":' || (o->'chain_id')::text || ',"token":' || (o->'token')::text
           || ',"token_address":' || (o->'token_address')::text || ',"decimals":' || (o->'decimals')::text
           || ',"address":' || to_json(p_address)::text
           || ',"amount_base_units":"' || (p_amount_cents * 10::numeric ^ ((o->>'decimals')::integer - 2) + p_tag)::numeric(78, 0)::text || '"}',
           ',' ORDER BY n) || ']', '[]')::json
    FROM checkout_offer_sets f, jsonb_array_elements(f.offers) WITH ORDINALITY AS offer(o, n)
   WHERE f.id = p_offer_set
$$;
