-- Reads never show `pending` after expires_at, even when the expiry sweep is late: the effective
-- status is derived here, in one place, for every read. So are the options (offer_set_options),
-- computed only where they are selected, and the underpayment tolerance the session keeps from its
-- creation.
CREATE OR REPLACE VIEW checkout_sessions_effective AS
SELECT s.id, s.project_id, s.network, s.amount_cents, s.description, s.metadata, s.return_url, s.cancel_url, s.status,
       s.failure_reason, s.created_at, s.expires_at, s.expired_at,
       CASE WHEN s.status = 'pending' AND s.expires_at <= now() THEN 'expired' ELSE s.status END AS effective_status,
       s.pay_address, s.amount_tag, s.amount_released, s.offer_set,
       offer_set_options(s.offer_set, s.pay_address, s.amount_cents, s.amount_tag) AS payment_options,
       s.underpayment_tolerance_bps, s.customer_email
  FROM checkout_sessions s;
