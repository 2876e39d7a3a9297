import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

t.test('a worker killed with SIGKILL mid-delivery: after a restart the delivery still happens', async (t) => {
  // The API in this process; the worker as its own OS process, so it can be killed outright.
  const app = await startTestApp(t, { worker: false });
  const acme = await projectWithKeys(app, 'ada@kill.test');
  await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [acme.projectId]);
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await app.request(path, { method, token: acme.keys.test, ...(json !== undefined ? { json } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  receiver.secrets = [endpoint.secret];
  receiver.answers = ['hang'];

  const env = { DATABASE_URL: app.databaseUrl, WORKER_HEARTBEAT_MS: '500', WORKER_STALE_AFTER_MS: '4000' };
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
