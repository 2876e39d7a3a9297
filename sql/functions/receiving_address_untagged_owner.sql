-- The organization money to `p_address` that carries no session's tag belongs to (attribution by
-- price, the unattributed list and its events, attach, refunds sent from the address): the one that
-- proved it; where nobody did, the one organization whose projects have ever used it; else none
-- (several unproven users: none gets untagged money until one proves it).
CREATE OR REPLACE FUNCTION receiving_address_untagged_owner(p_address text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT o.organization_id FROM receiving_address_owners o WHERE o.address = p_address),
    (SELECT min(p.organization_id) FROM project_addresses a JOIN projects p ON p.id = a.project_id
      WHERE a.address = p_address AND NOT EXISTS (SELECT FROM receiving_address_owners o WHERE o.address = p_address)
     HAVING count(DISTINCT p.organization_id) = 1))
$$;
