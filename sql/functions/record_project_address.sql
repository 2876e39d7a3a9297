-- Every receiving address a project has had, kept for good (project_addresses, sql/023_project_payments.sql),
-- by the trigger projects_receiving_address_recorded.
CREATE OR REPLACE FUNCTION record_project_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_addresses (project_id, address) VALUES (NEW.id, lower(NEW.receiving_address)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
