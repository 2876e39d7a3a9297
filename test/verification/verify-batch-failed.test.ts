import t from 'tap';
import { startWorkerServer } from '../../src/server/worker-server.js';
import { startTestApp } from '../helpers/app.js';
import { testLog } from '../helpers/log.js';
import { insertProofRecord, projectWithKeys } from '../helpers/zk-records.js';
import { clone, loadFixture } from './groth16-fixtures.js';

t.test('a batch whose job gives up after its last attempt is failed, its unprocessed items pending', async (t) => {
  // Pool tasks may run 100 ms here, far less than a chunk of 1,000 proofs needs: every attempt fails.
  const app = await startTestApp(t, { worker: false, env: { POOL_TASK_TIMEOUT_MS: '100' } });
  const linear = loadFixture('linear_combination');
  const { projectId, keys } = await projectWithKeys(app, 'failing@batch.test');
  const proofId = await insertProofRecord(app.db, projectId, linear.vk);
  const items = Array.from({ length: 1000 }, (_, k) => ({ proof_id: proofId, ...clone(linear.proofs[k % linear.proofs.length]!) }));
  const created = await app.request('/v1/zk/verifications', { method: 'POST', token: keys.test, json: { items } });
  const batch = (await created.json()) as { id: string; status: string };
  t.equal(created.status, 202);
  // Two attempts, so that the first failure is retried and only the last one fails the batch.
  await app.db.query(
    `UPDATE graphile_worker._private_jobs SET max_attempts = 2 WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'zk.verify_batch')`,
  );

  const worker = await startWorkerServer({ config: app.config, log: testLog, db: app.db, databaseUrl: app.databaseUrl, close: async () => {} });
  t.teardown(() => worker.close());
  const read = async () => (await (await app.request(`/v1/zk/verifications/${batch.id}?limit=100`, { token: keys.test })).json()) as any;
  let seen = await read();
  const statuses = new Set<string>([seen.status]);
  for (let polls = 0; seen.status !== 'failed'; polls++) {
    if (polls > 600) throw new Error(`batch not failed: ${JSON.stringify({ ...seen, items: undefined })}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The retry waits for graphile-worker's backoff: make it due now.
    await app.db.query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE attempts = 1 AND locked_at IS NULL`);
    seen = await read();
    statuses.add(seen.status);
  }
  t.match(seen, { object: 'zk.verification_batch', status: 'failed', item_count: 1000, processed_count: 0, completed_at: String });
  t.ok(
    seen.items.data.every((item: any) => item.status === 'pending' && item.verification === null),
    'the items stay pending',
  );
  t.notOk(statuses.has('completed'), 'never reported completed');
  const { rows } = await app.db.query(
    `SELECT attempts, last_error FROM graphile_worker._private_jobs WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'zk.verify_batch')`,
  );
  t.match(rows, [{ attempts: 2, last_error: /time/i }], 'the job ran twice and kept its error');
  const stored = await app.db.query('SELECT count(*)::int AS n FROM zk_verifications WHERE project_id = $1', [projectId]);
  t.equal(stored.rows[0].n, 0, 'no verification stored');
});
