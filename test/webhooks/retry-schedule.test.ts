import t from 'tap';
import { RETRY_AFTER_MAX_MS, RETRY_SCHEDULE_MS, retryAfterMs } from '../../src/webhooks/delivery.js';
import { startTestApp } from '../helpers/app.js';
import { deliveryDriver } from '../helpers/webhook-jobs.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { projectWithKeys } from '../helpers/zk-records.js';

// No worker: the test is the worker (deliveryDriver). It takes each delivery job when the schedule
// says it is due and runs the delivery step with the clock set to the job's run_at. The receivers
// are on 127.0.0.1, which the operator allows here.
const app = await startTestApp(t, { worker: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
const acme = await projectWithKeys(app, 'ada@retries.test');
await app.db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [acme.projectId]);

const call = async (method: string, path: string, json?: unknown) => {
  const response = await app.request(path, { method, token: acme.keys.test, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};

/** Expires a new session (a real state change) and returns its event id. */
async function expiredSessionEvent(): Promise<string> {
  const session = (await call('POST', '/v1/checkout/sessions', { amount_usd: 5, metadata: { order_id: 'R-1' } })).body;
  await call('POST', `/v1/checkout/sessions/${session.id}/expire`);
  return (await call('GET', '/v1/events?limit=1')).body.data[0].id;
}

const { takeDueJob, runDueJob } = deliveryDriver(app.db, app.config);

t.test('500, timeout, refused, then 200: the same webhook-id each time, every attempt recorded, on the schedule', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  receiver.secrets = [endpoint.secret];
  const eventId = await expiredSessionEvent();

  receiver.answers = [{ status: 500 }, 'hang'];
  const first = await runDueJob(endpoint.id);
  t.equal(first.outcome, 'retrying', '500: retry');
  const second = await runDueJob(endpoint.id);
  t.equal(second.runAt.getTime() - first.runAt.getTime(), RETRY_SCHEDULE_MS[1], 'the second attempt is due 5 s after the first');
  t.equal(second.outcome, 'retrying', 'no answer in time: retry');
  await receiver.close();
  const third = await runDueJob(endpoint.id);
  t.equal(third.runAt.getTime() - second.runAt.getTime(), RETRY_SCHEDULE_MS[2], 'the third 5 minutes after the second');
  t.equal(third.outcome, 'retrying', 'connection refused: retry');
  await receiver.listen();
  const fourth = await runDueJob(endpoint.id);
  t.equal(fourth.runAt.getTime() - third.runAt.getTime(), RETRY_SCHEDULE_MS[3], 'the fourth 30 minutes after the third');
  t.equal(fourth.outcome, 'succeeded');
  t.equal(await takeDueJob(endpoint.id), undefined, 'nothing more is scheduled');

  // The refused attempt never reached the receiver: it saw the other three.
  t.equal(receiver.received.length, 3);
  t.same(
    receiver.received.map((r) => r.headers['webhook-id']),
    [eventId, eventId, eventId],
    'the same webhook-id every time',
  );
  t.same(
    receiver.received.map((r) => r.verifiedWith),
    [[true], [true], [true]],
    'each verified by standardwebhooks',
  );
  t.same(new Set(receiver.received.map((r) => r.body)).size, 1, 'the same body every time');
  t.equal(receiver.received[0]!.json.data.object.metadata.order_id, 'R-1');

  const delivery = (await call('GET', `/v1/events/${eventId}`)).body.deliveries.find((d: any) => d.endpoint_id === endpoint.id);
  t.match(delivery, { status: 'succeeded', attempt_count: 4, next_attempt_at: null });
  t.match(delivery.attempts, [
    { attempt: 1, response_status: 500, response_body: 'answered 500', error: null, succeeded: false },
    { attempt: 2, response_status: null, error: /no answer within/, succeeded: false },
    { attempt: 3, response_status: null, error: /ECONNREFUSED/, succeeded: false },
    { attempt: 4, response_status: 200, error: null, succeeded: true },
  ]);
  t.same(
    delivery.attempts.map((a: any) => a.attempted_at),
    [first, second, third, fourth].map((run) => run.runAt.toISOString()),
    'attempts are stamped with the schedule clock',
  );
  t.equal((await call('GET', `/v1/webhook_endpoints/${endpoint.id}`)).body.status, 'enabled', 'a success ends the failure streak');
});

t.test('Retry-After is honoured when it asks for longer than the schedule', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url })).body;
  await expiredSessionEvent();
  receiver.answers = [
    { status: 503, headers: { 'retry-after': '7200' } },
    { status: 429, headers: { 'retry-after': '1' } },
  ];
  const first = await runDueJob(endpoint.id);
  const second = await runDueJob(endpoint.id);
  t.equal(second.runAt.getTime() - first.runAt.getTime(), 7200_000, 'Retry-After: 7200 → two hours, not 5 s');
  const third = await runDueJob(endpoint.id);
  t.equal(third.runAt.getTime() - second.runAt.getTime(), RETRY_SCHEDULE_MS[2], 'a shorter Retry-After does not hurry the schedule');
  t.equal(third.outcome, 'succeeded');
});

t.test('Retry-After is read as seconds or as an HTTP date on the schedule clock, and capped', async (t) => {
  const now = new Date('2026-11-23T06:00:00Z');
  t.equal(retryAfterMs('120', now), 120_000);
  t.equal(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now), 3 * 3600_000, 'three hours after the clock');
  t.equal(retryAfterMs('Mon, 23 Nov 2026 05:00:00 GMT', now), 0, 'a date in the past asks for no wait');
  t.equal(retryAfterMs('999999999', now), RETRY_AFTER_MAX_MS, 'at most 24 hours');
  t.equal(retryAfterMs('soon', now), undefined, 'unreadable: ignored');
  t.equal(retryAfterMs(null, now), undefined);
});

t.test('an endpoint failing every attempt for three days is disabled, with an event the merchant sees', async (t) => {
  const receiver = await startReceiver(t);
  const endpoint = (await call('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['checkout.session.expired'] })).body;
  const eventId = await expiredSessionEvent();
  receiver.answers = Array.from({ length: RETRY_SCHEDULE_MS.length }, () => ({ status: 500 }));

  const runs: Awaited<ReturnType<typeof runDueJob>>[] = [];
  for (let k = 0; k < RETRY_SCHEDULE_MS.length; k++) runs.push(await runDueJob(endpoint.id));
  t.same(
    runs.slice(1).map((run, k) => run.runAt.getTime() - runs[k]!.runAt.getTime()),
    RETRY_SCHEDULE_MS.slice(1),
    'delays: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h',
  );
  t.same(
    runs.map((run) => run.outcome),
    [...Array(RETRY_SCHEDULE_MS.length - 1).fill('retrying'), 'failed'],
  );
  t.equal(await takeDueJob(endpoint.id), undefined, 'no eleventh attempt');
  t.equal(receiver.received.length, RETRY_SCHEDULE_MS.length);

  const shown = (await call('GET', `/v1/webhook_endpoints/${endpoint.id}`)).body;
  t.match(shown, { status: 'disabled', disabled_reason: 'failing' });
  const notice = (await call('GET', '/v1/events?type=webhook_endpoint.disabled')).body.data[0];
  t.match(notice, { type: 'webhook_endpoint.disabled', data: { object: { id: endpoint.id, status: 'disabled', disabled_reason: 'failing' } } });
  const delivery = (await call('GET', `/v1/events/${eventId}`)).body.deliveries.find((d: any) => d.endpoint_id === endpoint.id);
  t.match(delivery, { status: 'failed', attempt_count: RETRY_SCHEDULE_MS.length });
});
