import t from 'tap';
import { withTransaction } from '../../src/core/db/pool.js';
import { recordEvent } from '../../src/webhooks/index.js';
import { secretsKek } from '../../src/webhooks/signing.js';
import { startTestApp } from '../helpers/app.js';
import { deliveryDriver } from '../helpers/webhook-jobs.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

// Addresses are checked again on every delivery, on the connection itself: a live endpoint whose
// host has come to point at the service's network since it was registered (DNS rebinding) is never
// connected to. Here the stored URL is changed under the endpoint, as a DNS change would.
const app = await startTestApp(t, { worker: false });
const acme = await projectWithKeys(app, 'ada@rebinding.test');
const { takeDueJob, runDueJob } = deliveryDriver(app.db, secretsKek(app.config));

const call = async (method: string, path: string, json?: unknown, key = acme.keys.live) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const event = (network: 'testnet' | 'mainnet') =>
  withTransaction(app.db, (client) => recordEvent(client, { projectId: acme.projectId, network, type: 'checkout.session.expired', object: { id: 'ps_x' } }));
const lastAttempt = async (endpointId: string) =>
  (
    await app.db.query(
      `SELECT a.response_status, a.error, a.succeeded FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
        WHERE d.endpoint_id = $1 ORDER BY a.attempted_at DESC, a.attempt DESC LIMIT 1`,
      [endpointId],
    )
  ).rows[0];

for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]']) {
  t.test(`a live endpoint now pointing at ${host} gets no connection; the attempt fails and is retried`, async (t) => {
    const receiver = await startReceiver(t);
    const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: 'https://203.0.114.7/hooks' })).body;
    await app.db.query('UPDATE webhook_endpoints SET url = $2 WHERE id = $1', [endpoint.id, `https://${host}:${receiver.port}/hooks`]);
    await event('mainnet');
    t.equal((await runDueJob(endpoint.id)).outcome, 'retrying');
    t.match(await lastAttempt(endpoint.id), { response_status: null, error: /points at (127\.0\.0\.1|::ffff:7f00:1)/, succeeded: false });
    t.equal(receiver.received.length, 0, 'nothing reached the address');
    t.ok(await takeDueJob(endpoint.id), 'the next attempt is scheduled');
  });
}

t.test('a test endpoint at http://localhost is delivered to (its host resolved and checked per connection)', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: `http://localhost:${receiver.port}/hooks` }, acme.keys.test)).body;
  receiver.secrets = [endpoint.secret];
  const eventId = await event('testnet');
  t.equal((await runDueJob(endpoint.id)).outcome, 'succeeded');
  t.same(
    receiver.received.map((r) => [r.headers['webhook-id'], r.verifiedWith]),
    [[eventId, [true]]],
  );
});

t.test('redirects are not followed: a 3xx is a failed attempt', async (t) => {
  const target = await startReceiver(t);
  const receiver = await startReceiver(t);
  receiver.answers = [{ status: 307, headers: { location: target.url } }];
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url }, acme.keys.test)).body;
  await event('testnet');
  t.equal((await runDueJob(endpoint.id)).outcome, 'retrying');
  t.match(await lastAttempt(endpoint.id), { response_status: 307, succeeded: false });
  t.equal(target.received.length, 0, 'the redirect target got nothing');
});
