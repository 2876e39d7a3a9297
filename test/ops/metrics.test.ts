import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { startTestApp } from '../helpers/app.js';
import { caller, newProject } from '../helpers/platform.js';
import { createProbe, getProbe } from '../helpers/probes.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { loadFixture } from '../verification/groth16-fixtures.js';

const METRICS_TOKEN = 'metrics-token-for-the-test-run';
await initMcl();
const app = await startTestApp(t, { env: { METRICS_TOKEN, RATE_LIMIT_KEY_QUOTA: '100000', RATE_LIMIT_IP_QUOTA: '100000' } });
const scrape = async (base = app.url, token = METRICS_TOKEN) => {
  const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};
/** The value of one sample line, e.g. `proofpay_jobs_total{task="test.probe",outcome="completed"}`. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

t.test('GET /metrics answers the Prometheus text of what the run exercised', async (t) => {
  const admin = await caller(app, 'ops@example.test');
  const { projectId, secretKeys } = await newProject(admin, 'Metrics', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
  const created = await app.request('/v1/checkout/sessions', { method: 'POST', token: secretKeys.test, json: { amount_usd: 5 } });
  t.equal(created.status, 201);
  t.equal((await app.request('/v1/checkout/sessions/ps_missing', { token: secretKeys.test })).status, 404);
  const fixture = loadFixture('multiplier');
  const proofId = await insertProofRecord(app.db, projectId, fixture.vk);
  const verified = await app.request(`/v1/zk/proofs/${proofId}/verify`, { method: 'POST', token: secretKeys.test, json: fixture.proofs[0] });
  t.equal(verified.status, 200);
  const probe = await createProbe(app.db, 'queue');
  await eventually(async () => ((await getProbe(app.db, probe.id))?.completed_at ? true : undefined), { what: 'the probe job' });

  const { status, type, text } = await scrape();
  t.equal(status, 200);
  t.match(type, /^text\/plain; version=0\.0\.4/);
  t.equal(sample(text, 'proofpay_http_requests_total{route="/v1/checkout/sessions",method="POST",status="201"}'), 1, 'requests by route template');
  t.equal(sample(text, 'proofpay_http_requests_total{route="/v1/checkout/sessions/:id",method="GET",status="404"}'), 1, 'the template, not the raw path');
  t.notMatch(text, /ps_missing/, 'no raw ids in labels');
  t.ok(sample(text, 'proofpay_http_request_duration_seconds_count{route="/v1/checkout/sessions",method="POST",status="201"}'), 'latency histogram');
  t.match(text, /proofpay_http_request_duration_seconds_bucket\{le="0\.1",route="\/v1\/checkout\/sessions",method="POST",status="201"\} \d/);
  t.ok((sample(text, 'proofpay_verifications_total{verified="true"}') ?? 0) >= 1, 'verifications counted');
  t.ok((sample(text, 'proofpay_jobs_total{task="test.probe",outcome="completed"}') ?? 0) >= 1, 'jobs by task and outcome');
  t.ok(sample(text, 'proofpay_job_duration_seconds_count{task="test.probe",outcome="completed"}'), 'job durations');
  t.equal(sample(text, 'proofpay_queue_jobs{task="checkout.expire_due_sessions",state="scheduled"}'), 1, 'the expiry sweep waits in the queue');
  t.type(sample(text, 'proofpay_queue_oldest_waiting_seconds'), 'number');
  t.type(sample(text, 'proofpay_pool_threads_busy'), 'number');
  t.type(sample(text, 'proofpay_pool_tasks_waiting'), 'number');
  t.match(text, /# TYPE proofpay_webhook_deliveries_total counter/, 'the registry features record webhook deliveries in');
  t.match(text, /# TYPE proofpay_chain_watcher_lag_blocks gauge/);
});

t.test('/metrics needs the bearer token, and is off (404) without METRICS_TOKEN', async (t) => {
  const wrong = await scrape(app.url, 'not-the-metrics-token-at-all');
  t.equal(wrong.status, 401);
  t.match(JSON.parse(wrong.text), { error: { code: 'unauthorized' } });
  t.equal((await fetch(`${app.url}/metrics`)).status, 401);
  const off = await startTestApp(t, { worker: false });
  const response = await fetch(`${off.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  t.equal(response.status, 404);
});

t.test('a worker-role process serves its own metrics on METRICS_PORT', async (t) => {
  const port = await freePort();
  await startServiceProcess(t, 'worker', { DATABASE_URL: app.databaseUrl, METRICS_TOKEN, METRICS_PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const { status, text } = await scrape(base);
  t.equal(status, 200);
  t.type(sample(text, 'proofpay_pool_threads_busy'), 'number', 'pool gauges');
  t.match(text, /proofpay_queue_jobs\{task="checkout\.expire_due_sessions",state="scheduled"\} 1/, 'and the queue, read from Postgres');
  t.equal((await scrape(base, 'wrong-token-wrong-token')).status, 401);
  t.equal((await fetch(`${base}/other`)).status, 404);
});
