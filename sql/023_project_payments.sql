-- A project's payments (docs/payments.md, "A project's payments"): every transfer recorded to a
-- receiving address the project has had, attributed to one of its sessions or to none. Payments
-- are recorded by address, as the chain sees them; a payment no session claims names no project,
-- so the project is found from its address.

-- Every receiving address a project has had, lowercase, as payments store them: its current one
-- and each it replaced, kept for good (project_replaced_addresses keeps them only for the
-- watcher's day). Written by the trigger below; projects sharing an address both see its payments.
CREATE TABLE project_addresses (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  address text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  PRIMARY KEY (project_id, address)
);
-- The projects of an address: whom a payment.unattributed event is for.
CREATE INDEX project_addresses_address ON project_addresses (address);

-- Records each address a project takes (sql/functions/record_project_address.sql).
CREATE TRIGGER projects_receiving_address_recorded
  AFTER INSERT OR UPDATE OF receiving_address ON projects
  FOR EACH ROW
  WHEN (NEW.receiving_address IS NOT NULL)
  EXECUTE FUNCTION record_project_address();

-- The addresses projects had before this table: their current ones, those their sessions were
-- paid at, and those the watcher still remembers.
INSERT INTO project_addresses (project_id, address)
SELECT id, lower(receiving_address) FROM projects WHERE receiving_address IS NOT NULL
UNION
SELECT DISTINCT project_id, pay_address FROM checkout_sessions WHERE pay_address IS NOT NULL
UNION
SELECT project_id, address FROM project_replaced_addresses
ON CONFLICT DO NOTHING;

-- A project's payments newest first, paged by (created_at, id): one ordered range per address.
CREATE INDEX payments_by_address ON payments (to_address, created_at DESC, id DESC);
