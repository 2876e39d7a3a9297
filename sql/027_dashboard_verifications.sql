-- The dashboard lists a project's recent verifications per network and counts them per day
-- (src/verification/verification-lists.ts); without this index both read every verification of
-- every project. One more index entry per verification recorded.
CREATE INDEX zk_verifications_listing ON zk_verifications (project_id, network, created_at DESC, id DESC);
