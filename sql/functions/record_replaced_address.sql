-- A project's replaced receiving address, kept for the watcher's window (project_replaced_addresses,
-- sql/008_payments.sql), by the trigger projects_receiving_address_replaced.
CREATE OR REPLACE FUNCTION record_replaced_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_replaced_addresses (project_id, address) VALUES (OLD.id, lower(OLD.receiving_address));
  RETURN NULL;
END $$;
