-- The chain watcher's addresses without reading the sessions table: the receiving addresses of a
-- network's sessions created within the watch window came from a scan of every session (at a
-- million sessions, a parallel sequential scan of 1.4 GB: 313 ms per pass per chain, a pass every
-- 4 s). A session's pay_address is its project's receiving address when it was created, so the
-- addresses are: the current address of each project with a session in the window (one probe of
-- the listing index per project), and each address a project replaced within the window, which
-- this table keeps. Nothing on the create path changes.
CREATE TABLE project_replaced_addresses (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- Lowercase, as sessions store it.
  address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_replaced_addresses_recent ON project_replaced_addresses (replaced_at);

CREATE FUNCTION record_replaced_address() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_replaced_addresses (project_id, address) VALUES (OLD.id, lower(OLD.receiving_address));
  RETURN NULL;
END $$;

CREATE TRIGGER projects_receiving_address_replaced
  AFTER UPDATE OF receiving_address ON projects
  FOR EACH ROW
  WHEN (OLD.receiving_address IS NOT NULL AND lower(OLD.receiving_address) IS DISTINCT FROM lower(NEW.receiving_address))
  EXECUTE FUNCTION record_replaced_address();

-- Addresses replaced before this migration, as their sessions show them: watched for one window
-- from now, whatever the window is.
INSERT INTO project_replaced_addresses (project_id, address)
SELECT DISTINCT s.project_id, s.pay_address
  FROM checkout_sessions s JOIN projects p ON p.id = s.project_id
 WHERE s.pay_address IS NOT NULL AND s.pay_address IS DISTINCT FROM lower(p.receiving_address);
