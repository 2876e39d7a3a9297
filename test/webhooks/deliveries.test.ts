import t from 'tap';
import { metricsRegistry } from '../../src/core/metrics.js';
import { failPendingDelivery } from '../../src/webhooks/delivery.js';
import { startTestApp } from '../helpers/app.js';
import { eventually } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { insertProofRecord, projectWithKeys } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

// The real API and an in-process worker deliver to real HTTP receivers on 127.0.0.1; every request
// is verified with the standardwebhooks package, as a merchant's receiver would. The operator
// allows such private addresses here (WEBHOOK_ALLOW_PRIVATE_URLS).
const app = await startTestApp(t, { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
const acme = await projectWithKeys(app, 'ada@deliveries.test');
await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [acme.projectId]);

const call = async (method: string, path: string, json?: unknown, key = acme.keys.test) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const newEndpoint = async (url: string, enabledEvents?: string[]) => {
  const created = await call('POST', '/v1/webhook_endpoints', { url, ...(enabledEvents ? { enabled_events: enabledEvents } : {}) });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body as { id: string; secret: string };
};
const deliveryOf = async (eventId: string, endpointId: string) =>
  eventually(
    async () => {
      const detail = (await call('GET', `/v1/events/${eventId}`)).body;
      const delivery = detail.deliveries.find((d: any) => d.endpoint_id === endpointId && d.status !== 'pending');
      return delivery;
    },
    { what: `the delivery of ${eventId} to ${endpointId} to finish` },
  );

t.test('session expiry, by the job and by the merchant, is delivered signed with the session and its metadata', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = await newEndpoint(receiver.url, ['checkout.session.expired']);
  receiver.secrets = [endpoint.secret];

  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 12.5, metadata: { order_id: 'A-1001', gift: true } })).body;
  await app.db.query(
    `UPDATE checkout_sessions SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes' WHERE id = $1`,
    [session.id],
  );
  // The expiry sweep's time has come (one recurring job expires every due session).
  await app.db.query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = 'checkout.expire_due_sessions'`);
  const [byJob] = await receiver.waitFor(1);
  t.same(byJob!.verifiedWith, [true], 'standardwebhooks verifies the delivery');
  t.match(byJob!.headers, { 'webhook-id': /^evt_/, 'webhook-timestamp': /^\d+$/, 'webhook-signature': /^v1,/ });
  t.equal(byJob!.json.type, 'checkout.session.expired');
  t.equal(byJob!.json.id, byJob!.headers['webhook-id'], 'webhook-id is the event id');
  t.equal(byJob!.json.network, 'testnet');
  const retrieved = (await call('GET', `/v1/checkout/sessions/${session.id}`)).body;
  t.same(byJob!.json.data.object, retrieved, 'data.object is the session exactly as the API returns it');
  t.same(byJob!.json.data.object.metadata, { order_id: 'A-1001', gift: true });

  const early = (await call('POST', '/v1/checkout/sessions', { amount_usd: 3, metadata: { order_id: 'A-1002' } })).body;
  t.equal((await call('POST', `/v1/checkout/sessions/${early.id}/expire`)).status, 200);
  const [, byMerchant] = await receiver.waitFor(2);
  t.same(byMerchant!.verifiedWith, [true]);
  t.match(byMerchant!.json, { type: 'checkout.session.expired', data: { object: { id: early.id, status: 'expired', metadata: { order_id: 'A-1002' } } } });

  const listed = (await call('GET', '/v1/events?type=checkout.session.expired')).body;
  t.same(
    listed.data.map((e: any) => e.id),
    [byMerchant!.json.id, byJob!.json.id],
    'both events listed, newest first',
  );
  t.same(listed.data[0], byMerchant!.json, 'the event API shows what was delivered');
  const delivery = await deliveryOf(byJob!.json.id, endpoint.id);
  t.match(delivery, {
    status: 'succeeded',
    attempt_count: 1,
    attempts: [{ attempt: 1, response_status: 200, response_body: 'answered 200', succeeded: true, error: null }],
  });
});

t.test("a payment's completion is delivered signed, with the session, its payment and its metadata", async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = await newEndpoint(receiver.url, ['checkout.session.completed']);
  receiver.secrets = [endpoint.secret];
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 7.25, metadata: { order_id: 'A-2001' } })).body;
  // The test helper pays through the same rules as a payment seen on chain (docs/payments.md).
  t.equal((await call('POST', `/v1/test_helpers/checkout/sessions/${session.id}/simulate`, { outcome: 'completed' })).status, 200);
  const [delivered] = await receiver.waitFor(1);
  t.same(delivered!.verifiedWith, [true], 'standardwebhooks verifies the delivery');
  t.equal(delivered!.json.type, 'checkout.session.completed');
  t.equal(delivered!.json.id, delivered!.headers['webhook-id']);
  const retrieved = (await call('GET', `/v1/checkout/sessions/${session.id}`)).body;
  t.same(delivered!.json.data.object, retrieved, 'data.object is the session exactly as the API returns it');
  t.match(delivered!.json.data.object, { status: 'completed', metadata: { order_id: 'A-2001' }, payment: { amount: '7.25', completed_at: String } });
});

t.test('a verification batch completing is delivered and verified', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = await newEndpoint(receiver.url, ['zk.verification_batch.completed']);
  receiver.secrets = [endpoint.secret];
  const linear = loadFixture('linear_combination');
  const proofId = await insertProofRecord(app.db, acme.projectId, linear.vk);
  const items = Array.from({ length: 101 }, (_, k) => ({ proof_id: proofId, ...clone(linear.proofs[k % linear.proofs.length]!) }));
  const created = await call('POST', '/v1/zk/verifications', { items });
  t.equal(created.status, 202, 'over 100 items: a batch processed by the job');
  const [received] = await receiver.waitFor(1);
  t.same(received!.verifiedWith, [true]);
  t.match(received!.json, {
    type: 'zk.verification_batch.completed',
    data: { object: { object: 'zk.verification_batch', id: created.body.id, status: 'completed', item_count: 101, verified_count: 101 } },
  });
  const batch = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=1`)).body;
  const { items: _items, ...batchWithoutItems } = batch;
  t.same(received!.json.data.object, batchWithoutItems, 'the batch as the API shows it (its items are paged from the batch)');
});

t.test('410 disables the endpoint; a disabled endpoint gets nothing; re-enabling works', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = await newEndpoint(receiver.url, ['checkout.session.expired']);
  const watcher = await startReceiver(t);
  const watching = await newEndpoint(watcher.url, ['webhook_endpoint.disabled']);
  watcher.secrets = [watching.secret];
  receiver.answers = [{ status: 410 }];
  const expire = async () => {
    const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 1 })).body;
    return (await call('POST', `/v1/checkout/sessions/${session.id}/expire`)).body;
  };

  await expire();
  await receiver.waitFor(1);
  const disabled = await eventually(async () => {
    const shown = (await call('GET', `/v1/webhook_endpoints/${endpoint.id}`)).body;
    return shown.status === 'disabled' ? shown : undefined;
  });
  t.equal(disabled.disabled_reason, 'gone');
  const [notice] = await watcher.waitFor(1);
  t.same(notice!.verifiedWith, [true]);
  t.match(notice!.json, { type: 'webhook_endpoint.disabled', data: { object: { id: endpoint.id, status: 'disabled', disabled_reason: 'gone' } } });

  await expire();
  const whileDisabled = (await call('GET', '/v1/events?type=checkout.session.expired&limit=1')).body.data[0];
  const deliveries = (await call('GET', `/v1/events/${whileDisabled.id}`)).body.deliveries;
  t.same(
    deliveries.filter((d: any) => d.endpoint_id === endpoint.id),
    [],
    'an event while disabled has no delivery to it',
  );

  t.match((await call('PATCH', `/v1/webhook_endpoints/${endpoint.id}`, { disabled: false })).body, { status: 'enabled' });
  const afterwards = await expire();
  const [, again] = await receiver.waitFor(2);
  t.equal(again!.json.data.object.id, afterwards.id, 'the next event arrives');
  t.equal(receiver.received.length, 2, 'and nothing else came');

  const resent = await call('POST', `/v1/events/${whileDisabled.id}/resend`, { endpoint: endpoint.id });
  t.equal(resent.status, 201);
  const [, , replay] = await receiver.waitFor(3);
  t.equal(replay!.headers['webhook-id'], whileDisabled.id, 'a resend carries the event id as webhook-id');
});

t.test("a delivery whose job fails on every run ends failed once the job's last run fails, instead of pending for ever", async (t) => {
  // A project of its own, so that no other test's endpoint shares its events.
  const shop = await projectWithKeys(app, 'unsealable@deliveries.test');
  await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [shop.projectId]);
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['checkout.session.expired'] }, shop.keys.test)).body;
  const spare = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['zk.verification_batch.completed'] }, shop.keys.test)).body;
  // A secret that no longer unseals (sealed for another endpoint, as one sealed under a replaced
  // key-encryption key): every run of the delivery's job throws before it can make an attempt.
  await app.db.query('UPDATE webhook_endpoints SET sealed_secret = (SELECT sealed_secret FROM webhook_endpoints WHERE id = $2) WHERE id = $1', [
    endpoint.id,
    spare.id,
  ]);
  const failedCount = async () =>
    (await metricsRegistry.getSingleMetric('proofpay_webhook_deliveries_total')!.get()).values.find((v) => v.labels.outcome === 'failed')?.value ?? 0;
  const failedBefore = await failedCount();
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 2 }, shop.keys.test)).body;
  const expired = await call('POST', `/v1/checkout/sessions/${session.id}/expire`, undefined, shop.keys.test);
  t.equal(expired.status, 200);
  const deliveryJob = `SELECT j.id, j.attempts, j.max_attempts, j.last_error, d.status, d.event_id
      FROM webhook_deliveries d JOIN graphile_worker._private_jobs j ON j.payload->>'delivery_id' = d.id WHERE d.endpoint_id = $1`;
  const firstRun = await eventually(async () => (await app.db.query(deliveryJob, [endpoint.id])).rows.find((row) => row.last_error !== null), {
    what: "the delivery job's first run to fail",
  });
  t.match(firstRun, { attempts: 1, status: 'pending' }, 'a run that throws is retried; the delivery waits for it');
  t.match(firstRun.last_error, /authenticate/, 'it failed where the secret is unsealed');

  // Its next run is its last.
  await app.db.query('UPDATE graphile_worker._private_jobs SET max_attempts = 2, run_at = now() WHERE id = $1', [firstRun.id]);
  const lastRun = await eventually(async () => (await app.db.query(`${deliveryJob} AND j.attempts = 2 AND j.locked_at IS NULL`, [endpoint.id])).rows[0], {
    what: "the delivery job's last run to end",
  });
  t.equal(lastRun.status, 'failed', 'the delivery ended failed with it');
  const shown = (await call('GET', `/v1/events/${firstRun.event_id}`, undefined, shop.keys.test)).body;
  const delivery = shown.deliveries.find((d: any) => d.endpoint_id === endpoint.id);
  t.match(delivery, { status: 'failed', attempt_count: 0, next_attempt_at: null }, 'the API shows it failed');
  t.same(delivery.attempts, [], 'with no attempt recorded: nothing was sent');
  t.equal(receiver.received.length, 0);
  t.equal((await failedCount()) - failedBefore, 1, 'counted once as a failed delivery');
  t.equal(await failPendingDelivery(app.db, delivery.id, new Date()), false, 'ending it again changes nothing, so a second run would not count it');
});

t.test('during a secret rotation receivers holding either secret verify every delivery', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = await newEndpoint(receiver.url, ['checkout.session.expired']);
  const rotated = (await call('POST', `/v1/webhook_endpoints/${endpoint.id}/rotate_secret`)).body;
  receiver.secrets = [endpoint.secret, rotated.secret];
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 2 })).body;
  await call('POST', `/v1/checkout/sessions/${session.id}/expire`);
  const [received] = await receiver.waitFor(1);
  t.same(received!.verifiedWith, [true, true], 'the old and the new secret both verify');
  t.equal(received!.headers['webhook-signature']!.split(' ').length, 2, 'two v1 signatures');

  // After the grace period only the new secret signs.
  await app.db.query(`UPDATE webhook_endpoints SET previous_secret_expires_at = now() - interval '1 second' WHERE id = $1`, [endpoint.id]);
  const later = (await call('POST', '/v1/checkout/sessions', { amount_usd: 2 })).body;
  await call('POST', `/v1/checkout/sessions/${later.id}/expire`);
  const [, afterGrace] = await receiver.waitFor(2);
  t.same(afterGrace!.verifiedWith, [false, true], 'the old secret no longer verifies; the new one does');
});

t.test('events are listed by type and creation time, retrieved with their attempts, and scoped to the key', async (t) => {
  const all = (await call('GET', '/v1/events?limit=100')).body.data;
  t.ok(all.length >= 5);
  const middle = all[2];
  const before = (await call('GET', `/v1/events?limit=100&created[lt]=${encodeURIComponent(middle.created_at)}`)).body.data;
  t.ok(
    before.every((e: any) => e.created_at < middle.created_at),
    'created[lt] bounds the list',
  );
  t.ok(before.length > 0);
  const page1 = (await call('GET', '/v1/events?limit=2')).body;
  const page2 = (await call('GET', `/v1/events?limit=2&starting_after=${page1.data[1].id}`)).body;
  t.same(
    [...page1.data, ...page2.data].map((e: any) => e.id),
    all.slice(0, 4).map((e: any) => e.id),
    'pages follow on',
  );
  t.equal((await call('GET', `/v1/events/${middle.id}`, undefined, acme.keys.live)).status, 404, 'a test event is not found with the live key');
  const stranger = await projectWithKeys(app, 'mallory@deliveries.test');
  t.equal((await call('GET', `/v1/events/${middle.id}`, undefined, stranger.keys.test)).status, 404, "another project's event: 404");
  t.equal((await call('POST', `/v1/events/${middle.id}/resend`, {}, stranger.keys.test)).status, 404);
  for (const [query, field] of [
    ['type=checkout.session.exploded', 'type'],
    ['created[gte]=yesterday', 'created[gte]'],
    ['created=1', 'created'],
  ]) {
    const result = await call('GET', `/v1/events?${query}`);
    t.equal(result.status, 400);
    t.ok(result.body.error.message.startsWith(`${field}: `), result.body.error.message);
  }
  const resend = await call('POST', `/v1/events/${middle.id}/resend`, { endpoint: 'we_unknown' });
  t.equal(resend.status, 400);
  t.match(resend.body.error.message, /^endpoint: /);
});
