-- How organization `p_organization_id` stands with `p_address` (lowercase), as projects show it and
-- as a create checks it: `proven` by it, `proven_by_another_organization`, or unproven:
-- `unproven_shared` when projects of several organizations have used it, else `unproven`.
CREATE OR REPLACE FUNCTION receiving_address_control(p_organization_id text, p_address text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_address IS NULL THEN NULL
    WHEN o.organization_id = p_organization_id THEN 'proven'
    WHEN o.organization_id IS NOT NULL THEN 'proven_by_another_organization'
    WHEN (SELECT count(DISTINCT p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
           WHERE a.address = p_address AND p.organization_id <> p_organization_id) > 0 THEN 'unproven_shared'
    ELSE 'unproven'
  END
  FROM (SELECT) AS one LEFT JOIN receiving_address_owners o ON o.address = p_address
$$;
