import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { startEmbeddedPostgres } from '../../src/core/db/embedded.js';
import { requester, type TestApp } from '../helpers/app.js';
import { testLog } from '../helpers/log.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';

// Postgres goes away under a steady load of checkout creates, stays away while the API answers a
// hundred requests, and comes back on its address. The API process is never restarted.
t.test('a database outage under load: 503 with Retry-After meanwhile, recovery by itself, every 201 kept', async (t) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-outage-'));
  fs.chmodSync(folder, 0o755);
  const dir = path.join(folder, 'data');
  let database = await startEmbeddedPostgres({ dir, log: testLog, durable: false });
  t.teardown(async () => {
    await database.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const port = Number(new URL(database.url).port);
  const api = await startServiceProcess(t, 'api', { DATABASE_URL: database.url, RATE_LIMIT_KEY_QUOTA: '1000000', RATE_LIMIT_IP_QUOTA: '1000000' });
  const app = { request: requester(api.ready) } as TestApp;
  const { secretKeys } = await newProject(await caller(app, 'ops@example.test'), 'Outage', {
    receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  });

  interface Answer {
    status: number;
    id?: string | undefined;
    code?: string | undefined;
    retryAfter: string | null;
    requestId: string | null;
  }
  const answers: Answer[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const response = await app.request('/v1/checkout/sessions', { method: 'POST', token: secretKeys.test, json: { amount_usd: 12.34 } });
      const body = (await response.json()) as { id?: string; error?: { code: string } };
      answers.push({
        status: response.status,
        id: body.id,
        code: body.error?.code,
        retryAfter: response.headers.get('retry-after'),
        requestId: response.headers.get('x-request-id'),
      });
    }
  };
  const count = (status: number, from = 0) => answers.slice(from).filter((answer) => answer.status === status).length;
  const load = Promise.all([client(), client(), client(), client()]);

  await eventually(async () => (count(201) >= 20 ? true : undefined), { what: '20 sessions before the outage' });
  await database.stop();
  const outageStart = answers.length;
  await eventually(async () => (count(503, outageStart) >= 100 ? true : undefined), { what: '100 answers during the outage' });
  const health = await fetch(`${api.ready}/v1/health`);
  t.equal(health.status, 503, 'health is down during the outage');
  t.match(await health.json(), { status: 'down', checks: { database: { status: 'down', error: 'unreachable' } } });

  database = await startEmbeddedPostgres({ dir, log: testLog, durable: false, port });
  const backAt = answers.length;
  await eventually(async () => (count(201, backAt) >= 20 ? true : undefined), { timeoutMs: 60_000, what: 'creates to succeed again' });
  running = false;
  await load;

  const statuses = new Set(answers.map((answer) => answer.status));
  t.same([...statuses].sort(), [201, 503], 'every answer was a 201 or a 503: no 500, no hang');
  const unavailable = answers.filter((answer) => answer.status === 503);
  t.ok(
    unavailable.every((answer) => answer.code === 'unavailable' && /^\d+$/.test(answer.retryAfter ?? '') && answer.requestId),
    `all ${unavailable.length} 503s carry code unavailable, Retry-After and X-Request-Id`,
  );
  const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.id!);
  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  const { rows } = await check.query<{ id: string }>('SELECT id FROM checkout_sessions WHERE id = ANY($1::text[])', [created]);
  await check.end();
  t.equal(rows.length, created.length, `all ${created.length} sessions that got a 201 are stored`);
  t.equal(await api.stop('SIGTERM'), 0, 'the API shuts down cleanly after it all');
});
