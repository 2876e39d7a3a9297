-- A session's payment window closes at its deadline: expires_at, or the merchant's earlier expiry.
-- A transfer mined after it is late. The one definition, for every rule that compares a time with it.
CREATE OR REPLACE FUNCTION checkout_session_deadline(p_expires_at timestamptz, p_expired_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(p_expires_at, coalesce(p_expired_at, p_expires_at))
$$;
