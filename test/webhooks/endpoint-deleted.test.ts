import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { memoryLog } from '../helpers/log.js';
import { eventually } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

// Deleting an endpoint while the worker waits for its receiver's answer is an expected race: the
// deletion takes the delivery with it, and the attempt, when it ends, has nothing to be recorded on.
const { log, lines } = memoryLog('info');
const app = await startTestApp(t, { log, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
/** A project with a receiving address (so it can make sessions), and a caller with its test key. */
async function tenant(email: string) {
  const project = await projectWithKeys(app, email);
  await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [project.projectId]);
  return async (method: string, path: string, json?: unknown) => {
    const response = await app.request(path, { method, token: project.keys.test, ...(json !== undefined ? { json } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };
}

t.test('endpoints deleted while their attempts are in flight: the attempts are dropped quietly, with no error and no retry', async (t) => {
  // One endpoint in each of three projects: their attempts run at once (a project's endpoints may
  // share a delivery queue, which would run them one after the other).
  const ENDPOINTS = 3;
  let release!: () => void;
  const deleted = new Promise<void>((resolve) => (release = resolve));
  const receiver = await startReceiver(t);
  receiver.answers = Array.from({ length: ENDPOINTS }, () => ({ status: 200, after: deleted }));
  const endpoints: { id: string; call: Awaited<ReturnType<typeof tenant>> }[] = [];
  for (let k = 0; k < ENDPOINTS; k++) {
    const call = await tenant(`ada${k}@deleted-endpoint.test`);
    endpoints.push({ id: (await call('POST', '/v1/webhook_endpoints', { url: `${receiver.url}/${k}` })).body.id, call });
  }

  for (const { call } of endpoints) {
    const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 4 })).body;
    t.equal((await call('POST', `/v1/checkout/sessions/${session.id}/expire`)).status, 200);
  }
  await receiver.waitFor(ENDPOINTS);
  for (const { id, call } of endpoints) t.equal((await call('DELETE', `/v1/webhook_endpoints/${id}`)).status, 200, 'deleted with its attempt in flight');
  release();
  const dropped = await eventually(
    async () => {
      const found = lines.filter((line) => line.msg === 'webhook attempt dropped: its endpoint was deleted meanwhile');
      return found.length === ENDPOINTS ? found : undefined;
    },
    { what: 'every attempt to end' },
  );
  t.same(dropped.map((line) => line.endpoint_id).sort(), endpoints.map((endpoint) => endpoint.id).sort(), 'one info line per endpoint');
  t.ok(
    dropped.every((line) => line.level === 30 && line.status === 200),
    'logged at info, with the answer the receiver gave',
  );
  // A job that completed is deleted; one that failed would stay, to be retried.
  await eventually(
    async () => {
      const { rows } = await app.db.query(
        `SELECT count(*)::int AS jobs FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks task ON task.id = j.task_id
          WHERE task.identifier = 'webhooks.deliver'`,
      );
      return rows[0].jobs === 0 || undefined;
    },
    { what: 'no delivery job left: nothing is retried' },
  );
  t.equal(lines.filter((line) => line.msg === 'job completed' && line.task === 'webhooks.deliver').length, ENDPOINTS, 'every job completed');
  t.same(
    lines.filter((line) => line.level >= 40).map((line) => line.msg),
    [],
    'nothing logged at warn or error',
  );
  t.same((await app.db.query('SELECT count(*)::int AS n FROM webhook_deliveries')).rows[0], { n: 0 }, 'the deliveries went with their endpoints');
});
