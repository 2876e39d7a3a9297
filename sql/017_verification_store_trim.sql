-- A verification's insert is on the single verify's path before its answer, and each index entry
-- and foreign key check of the row is part of it: without these two, the store was 0.02-0.13 ms
-- shorter in each of eight A/B pairs (docs/performance.md#a-lean-verification-row).
--
-- No query reads verifications by project. A project's deletion reaches them through its records
-- (zk_proofs -> zk_proof_versions -> zk_verifications, by the (proof_id, created_at) index) and its
-- batches, each ON DELETE CASCADE: the project's own foreign key and index only repeated that.
ALTER TABLE zk_verifications DROP CONSTRAINT zk_verifications_project_id_fkey;
DROP INDEX zk_verifications_project;

-- (batch_id, item_index) is unique among batch items; a single verify's row has no batch and needs
-- no entry. The store's ON CONFLICT names the same predicate, so this index is its arbiter.
ALTER TABLE zk_verifications DROP CONSTRAINT zk_verifications_batch_id_item_index_key;
CREATE UNIQUE INDEX zk_verifications_batch_item ON zk_verifications (batch_id, item_index) WHERE batch_id IS NOT NULL;
