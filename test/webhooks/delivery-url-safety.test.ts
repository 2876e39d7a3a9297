import net from 'node:net';
import t from 'tap';
import { withTransaction } from '../../src/core/db/pool.js';
import { DELIVERY_CONNECT_TIMEOUT_MS, DELIVERY_TIMEOUT_MS } from '../../src/webhooks/delivery.js';
import { recordEvent } from '../../src/webhooks/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { deliveryDriver } from '../helpers/webhook-jobs.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

// Addresses are checked again on every delivery, on the connection itself: an endpoint whose host
// has come to point at the service's network since it was registered (DNS rebinding) is never
// connected to, whatever its key kind. Here the stored URL is changed under the endpoint, as a DNS
// change would. A second service, whose operator allows private URLs, delivers to 127.0.0.1.
const app = await startTestApp(t, { worker: false });
const open = await startTestApp(t, { worker: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });

async function tenant(on: TestApp, email: string) {
  const project = await projectWithKeys(on, email);
  const call = async (method: string, path: string, json?: unknown, key = project.keys.test) => {
    const response = await on.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };
  const event = (network: 'testnet' | 'mainnet') =>
    withTransaction(on.db, (client) =>
      recordEvent(client, { projectId: project.projectId, network, type: 'checkout.session.expired', object: { id: 'ps_x' } }),
    );
  const lastAttempt = async (endpointId: string) =>
    (
      await on.db.query(
        `SELECT a.response_status, a.response_body, a.error, a.succeeded FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
          WHERE d.endpoint_id = $1 ORDER BY a.attempted_at DESC, a.attempt DESC LIMIT 1`,
        [endpointId],
      )
    ).rows[0];
  return { project, call, event, lastAttempt, ...deliveryDriver(on.db, on.config) };
}

const acme = await tenant(app, 'ada@rebinding.test');
const local = await tenant(open, 'grace@private-urls.test');

for (const [network, scheme] of [
  ['mainnet', 'https'],
  ['testnet', 'http'],
] as const) {
  for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]', '[::7f00:1]', '[::ffff:0:7f00:1]', '[2002:7f00:1::]']) {
    t.test(`a ${network} endpoint now pointing at ${host} gets no connection; the attempt fails and is retried`, async (t) => {
      const receiver = await startReceiver(t);
      const key = network === 'mainnet' ? acme.project.keys.live : acme.project.keys.test;
      const endpoint = (await acme.call('POST', '/v1/webhook_endpoints', { url: `${scheme}://203.0.114.7/hooks` }, key)).body;
      await app.db.query('UPDATE webhook_endpoints SET url = $2 WHERE id = $1', [endpoint.id, `${scheme}://${host}:${receiver.port}/hooks`]);
      await acme.event(network);
      t.equal((await acme.runDueJob(endpoint.id)).outcome, 'retrying');
      t.match(await acme.lastAttempt(endpoint.id), { response_status: null, error: /points at \S+.*private, loopback/, succeeded: false });
      t.equal(receiver.received.length, 0, 'nothing reached the address');
      t.ok(await acme.takeDueJob(endpoint.id), 'the next attempt is scheduled');
    });
  }
}

t.test('with private URLs allowed, a test endpoint at http://localhost is delivered to (its host resolved per connection)', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = (await local.call('POST', '/v1/webhook_endpoints', { url: `http://localhost:${receiver.port}/hooks` })).body;
  receiver.secrets = [endpoint.secret];
  const eventId = await local.event('testnet');
  t.equal((await local.runDueJob(endpoint.id)).outcome, 'succeeded');
  t.same(
    receiver.received.map((r) => [r.headers['webhook-id'], r.verifiedWith]),
    [[eventId, [true]]],
  );
});

t.test("a receiver's answer is kept and shown only as a short plain-text excerpt", async (t) => {
  const receiver = await startReceiver(t);
  const secretPage = `<html>\r\n\t<title>internal admin</title>\u001b[31m\u202e${'x'.repeat(4000)}</html>`;
  receiver.answers = [{ status: 500, body: secretPage }];
  const endpoint = (await local.call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  const eventId = await local.event('testnet');
  t.equal((await local.runDueJob(endpoint.id)).outcome, 'retrying');
  const stored = (await local.lastAttempt(endpoint.id)).response_body as string;
  t.equal(stored.length, 256, 'at most 256 characters are stored');
  t.ok(stored.startsWith('<html> <title>internal admin</title> [31m xxx'), `control characters became spaces: ${stored.slice(0, 50)}`);
  t.notMatch(stored, /[\p{Cc}\p{Cf}]/u, 'no control or format characters');
  const shown = (await local.call('GET', `/v1/events/${eventId}`)).body.deliveries[0].attempts[0];
  t.match(shown, { response_status: 500, response_body: stored, succeeded: false }, 'the API shows the same excerpt');

  // Whatever the table holds, the API shows no more than the excerpt.
  await open.db.query('UPDATE webhook_attempts a SET response_body = $2 FROM webhook_deliveries d WHERE d.id = a.delivery_id AND d.endpoint_id = $1', [
    endpoint.id,
    secretPage,
  ]);
  t.equal((await local.call('GET', `/v1/events/${eventId}`)).body.deliveries[0].attempts[0].response_body, stored);
});

t.test('redirects are not followed: a 3xx is a failed attempt', async (t) => {
  const target = await startReceiver(t);
  const receiver = await startReceiver(t);
  receiver.answers = [{ status: 307, headers: { location: target.url } }];
  const endpoint = (await local.call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  await local.event('testnet');
  t.equal((await local.runDueJob(endpoint.id)).outcome, 'retrying');
  t.match(await local.lastAttempt(endpoint.id), { response_status: 307, succeeded: false });
  t.equal(target.received.length, 0, 'the redirect target got nothing');
});

t.test('a receiver that takes the connection but never completes the TLS handshake fails on the connect deadline, not the 15 s one', async (t) => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket.on('error', () => {})));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });
  const port = (silent.address() as net.AddressInfo).port;
  const endpoint = (await local.call('POST', '/v1/webhook_endpoints', { url: `https://127.0.0.1:${port}/hooks` })).body;
  await local.event('testnet');
  const { runDueJob } = deliveryDriver(open.db, open.config, { timeoutMs: DELIVERY_TIMEOUT_MS });
  t.equal((await runDueJob(endpoint.id)).outcome, 'retrying');
  t.match(await local.lastAttempt(endpoint.id), {
    response_status: null,
    error: `no connection within ${DELIVERY_CONNECT_TIMEOUT_MS / 1000} s`,
    succeeded: false,
  });
});
