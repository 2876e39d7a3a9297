-- Indexes of the dashboard's reads (docs/platform.md, "A project's resources, for the dashboard").

-- A project's recent verifications per network, and their count per day
-- (src/verification/verification-lists.ts); without it both read every verification of every
-- project. One more index entry per verification recorded.
CREATE INDEX zk_verifications_listing ON zk_verifications (project_id, network, created_at DESC, id DESC);

-- A session's timeline (eventsAbout, src/webhooks/events.ts): the events whose object is the
-- session, or names it as `session` (a refund's), found without reading the project's whole log.
CREATE INDEX events_about ON events ((coalesce(object ->> 'session', object ->> 'id')));
