-- A session that leaves pending/processing releases its amounts, whoever changes its status.
-- Re-opening (an in-time payment seen after expiry) does not reserve them again: that session has
-- its payment, and another session may hold the amounts by then.
CREATE OR REPLACE FUNCTION checkout_sessions_release_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.amount_released := coalesce(NEW.amount_released, NEW.id);
  RETURN NEW;
END $$;
