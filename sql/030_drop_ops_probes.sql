-- The pipeline probes (ops_probes and the `ops.probe` job that wrote it) were test machinery shipped
-- in the service: nothing but the test suite created a probe. The tests keep their own probe table
-- and job now (test/helpers/probes.ts), and production has neither.
DROP TABLE ops_probes;
