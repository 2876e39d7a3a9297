import type { Test } from 'tap';
import t from 'tap';
import { ABANDONED_JOB_ERROR } from '../../src/core/jobs/liveness.js';
import { startTestApp } from '../helpers/app.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

/**
 * The API in this process, with a project whose one endpoint's receiver hangs on its first request;
 * workers are started by the test as their own OS processes (`env`), so they can be killed outright.
 */
async function hangingEndpoint(t: Test, email: string) {
  const app = await startTestApp(t, { worker: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  const project = await projectWithKeys(app, email);
  await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [project.projectId]);
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await app.request(path, { method, token: project.keys.test, ...(json !== undefined ? { json } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  receiver.secrets = [endpoint.secret];
  receiver.answers = ['hang'];
  const env = { DATABASE_URL: app.databaseUrl, WORKER_HEARTBEAT_MS: '500', WORKER_STALE_AFTER_MS: '4000', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' };
  return { app, call, receiver, endpoint, env };
}

t.test('a worker killed with SIGKILL mid-delivery: after a restart the delivery still happens', async (t) => {
  const { app, call, receiver, endpoint, env } = await hangingEndpoint(t, 'ada@kill.test');
  const first = await startServiceProcess(t, 'worker', env);
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 7, metadata: { order_id: 'K-1' } })).body;
  await call('POST', `/v1/checkout/sessions/${session.id}/expire`);
  const [inFlight] = await receiver.waitFor(1);
  await first.stop('SIGKILL');
  t.equal(
    (await app.db.query(`SELECT status, attempt_count FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id])).rows[0].attempt_count,
    0,
    'the killed worker recorded no attempt',
  );

  await startServiceProcess(t, 'worker', env);
  const [, delivered] = await receiver.waitFor(2);
  t.equal(delivered!.headers['webhook-id'], inFlight!.headers['webhook-id'], 'the same webhook-id: the receiver can tell it is a repeat');
  t.same(delivered!.verifiedWith, [true]);
  t.equal(delivered!.json.data.object.metadata.order_id, 'K-1');
  const delivery = await eventually(async () => {
    const { rows } = await app.db.query(`SELECT status, attempt_count FROM webhook_deliveries WHERE endpoint_id = $1`, [endpoint.id]);
    return rows[0].status === 'succeeded' ? rows[0] : undefined;
  });
  t.same(delivery, { status: 'succeeded', attempt_count: 1 }, 'recorded once, as succeeded');
});

t.test("a worker killed during a delivery job's last run: the next worker ends the delivery failed", async (t) => {
  const { app, call, receiver, endpoint, env } = await hangingEndpoint(t, 'grace@kill.test');
  // The event and its delivery's job, made before any worker runs: its one run is its last.
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 7 })).body;
  await call('POST', `/v1/checkout/sessions/${session.id}/expire`);
  const delivery = `SELECT d.status, d.attempt_count, j.attempts, j.max_attempts, j.last_error
      FROM webhook_deliveries d JOIN graphile_worker._private_jobs j ON j.payload->>'delivery_id' = d.id WHERE d.endpoint_id = $1`;
  await app.db.query(
    `UPDATE graphile_worker._private_jobs SET max_attempts = 1 WHERE payload->>'delivery_id' IN (SELECT id FROM webhook_deliveries WHERE endpoint_id = $1)`,
    [endpoint.id],
  );

  const first = await startServiceProcess(t, 'worker', env);
  await receiver.waitFor(1);
  await first.stop('SIGKILL');
  t.match((await app.db.query(delivery, [endpoint.id])).rows[0], { status: 'pending', attempts: 1, max_attempts: 1 }, 'killed during its only run');

  await startServiceProcess(t, 'worker', env);
  const ended = await eventually(async () => (await app.db.query(delivery, [endpoint.id])).rows.find((row) => row.status !== 'pending'), {
    what: 'the delivery to end',
  });
  t.match(ended, { status: 'failed', attempt_count: 0, attempts: 1, last_error: ABANDONED_JOB_ERROR }, 'ended failed with the job');
  t.equal(receiver.received.length, 1, 'and not sent again');
});
