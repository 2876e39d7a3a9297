-- What each session has been credited, per chain and token, by payments still on the chain, and how
-- much of it is confirmed: the one definition, for the session's settling
-- (src/checkout/payments/session-state.ts) and for what every session read shows as received.
CREATE OR REPLACE VIEW checkout_session_credits AS
SELECT p.session_id, t.chain, t.token, t.decimals, sum(t.amount_base_units) AS received,
       coalesce(sum(t.amount_base_units) FILTER (WHERE t.state = 'confirmed'), 0) AS confirmed
  FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id
 WHERE p.role = 'credited' AND t.state <> 'withdrawn'
 GROUP BY p.session_id, t.chain, t.token, t.decimals;
