import t from 'tap';
import { scheduleExpirySweep } from '../../src/checkout/index.js';
import { requester } from '../helpers/app.js';
import { sampleCircuit, settleCompilation, upload } from '../helpers/circuits.js';
import { freshDatabase } from '../helpers/database.js';
import { scaled } from '../helpers/load.js';
import { caller, newProject } from '../helpers/platform.js';
import { createProbe, getProbe } from '../helpers/probes.js';
import { eventually, type ServiceProcess, startServiceProcess } from '../helpers/processes.js';
import { type ReceivedWebhook, startReceiver } from '../helpers/webhook-receiver.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

// Each kind of work scales on its own (issue 69): two API processes and three single-kind workers
// (`--work chain`, `--work webhooks`, `--work heavy`) on one Postgres, as docs/operations.md deploys
// them. Each kind's worker is killed once with SIGKILL in the middle of its own work: while it is
// dead the other kinds go on, and a new process of that kind resumes its jobs. One set of processes
// for the whole file, every wait on a condition.

const { db, url } = await freshDatabase(t);
const env = {
  DATABASE_URL: url,
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  RATE_LIMIT_KEY_QUOTA: '100000',
  POOL_THREADS: '1',
  WORKER_HEARTBEAT_MS: '500',
  // A dead worker's jobs are unlocked by any live worker this long after its last heartbeat; stretched on a busy machine, where a live worker's beats come late.
  WORKER_STALE_AFTER_MS: String(scaled(4_000)),
};
type Kind = 'chain' | 'webhooks' | 'heavy';
// The chain worker runs from the tests' entry point, whose chain runner also takes the probe job (a chain-kind job that can be held running).
const startWorker = (kind: Kind) => startServiceProcess(t, 'worker', env, { work: [kind], probes: kind === 'chain' });
const [api1, api2, ...started] = await Promise.all([
  startServiceProcess(t, 'api', env),
  startServiceProcess(t, 'api', env),
  startWorker('chain'),
  startWorker('webhooks'),
  startWorker('heavy'),
]);
const apis = [api1!, api2!];
const workers: Record<Kind, ServiceProcess> = { chain: started[0]!, webhooks: started[1]!, heavy: started[2]! };

// A merchant's project with one webhook endpoint on a local receiver; requests alternate between the two APIs.
const [first, second] = apis.map((api) => requester(api.ready));
const admin = await caller({ request: first! }, 'ops@scale.test');
const { projectId, secretKeys } = await newProject(admin, 'Scale');
await db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [projectId]);
const v1 = async (via: typeof first, method: string, path: string, json?: unknown) => {
  const response = await via!(path, { method, token: secretKeys.test, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const receiver = await startReceiver(t);
const endpoint = (await v1(first, 'POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['checkout.session.expired'] })).body;
receiver.secrets = [endpoint.secret];

/** The webhooks the receiver got for a session. */
const hooksOf = (sessionId: string): ReceivedWebhook[] => receiver.received.filter((hook) => hook.json?.data?.object?.id === sessionId);
const deliveredFor = (sessionId: string, count = 1) =>
  eventually(async () => (hooksOf(sessionId).length >= count ? hooksOf(sessionId) : undefined), { what: `${count} webhook(s) of ${sessionId}` });
const storedStatus = async (sessionId: string) => (await db.query('SELECT status FROM checkout_sessions WHERE id = $1', [sessionId])).rows[0].status;

/** A session whose 30 minutes have passed (its times moved back by as much); the next sweep is asked for now, as a worker's start does. */
async function dueSession(via: typeof first): Promise<string> {
  const created = await v1(via, 'POST', '/v1/checkout/sessions', { amount_usd: 4 });
  await db.query(
    `UPDATE checkout_sessions SET created_at = created_at - interval '30 minutes 1 second', expires_at = expires_at - interval '30 minutes 1 second' WHERE id = $1`,
    [created.body.id],
  );
  await scheduleExpirySweep(db);
  return created.body.id;
}
const expiredBySweep = (sessionId: string) =>
  eventually(async () => ((await storedStatus(sessionId)) === 'expired' ? true : undefined), { what: `the sweep to expire ${sessionId}` });

const fixture = loadFixture('linear_combination');
const proofId = await insertProofRecord(db, projectId, fixture.vk);
/** A verification batch large enough to be a job (over 100 items): the heavy kind's work. */
async function batch(via: typeof first, count: number): Promise<string> {
  const items = Array.from({ length: count }, (_, i) => ({ proof_id: proofId, ...clone(fixture.proofs[i % fixture.proofs.length]!) }));
  const started = await v1(via, 'POST', '/v1/zk/verifications', { items });
  if (started.status !== 202) throw new Error(`batch answered ${started.status}: ${JSON.stringify(started.body)}`);
  return started.body.id;
}
const batchRow = async (batchId: string) => (await db.query('SELECT * FROM zk_verification_batches WHERE id = $1', [batchId])).rows[0];
const batchEnded = (batchId: string) =>
  eventually(
    async () => {
      const row = await batchRow(batchId);
      return ['completed', 'failed'].includes(row.status) ? row : undefined;
    },
    { timeoutMs: 240_000, what: `batch ${batchId} to end` },
  );

/** Both APIs answer health with `live` workers. */
async function healthSays(live: number) {
  for (const api of apis) {
    await eventually(
      async () => {
        const body = (await (await fetch(`${api.ready}/v1/health`)).json()) as any;
        return body.status === 'ok' && body.checks.workers.live === live ? true : undefined;
      },
      { what: `${api.ready}/v1/health to count ${live} live workers` },
    );
  }
}

t.test('two APIs and one worker of each kind share one Postgres', async (t) => {
  await healthSays(3);
  const { rows } = await db.query('SELECT count(*)::int AS n FROM worker_processes');
  t.equal(rows[0].n, 3, 'three worker processes recorded');
  t.pass('both APIs count the three workers live');
});

t.test('the webhooks worker killed mid-delivery: sessions still expire and heavy work still runs; its replacement delivers', async (t) => {
  receiver.answers = ['hang'];
  const session = (await v1(first, 'POST', '/v1/checkout/sessions', { amount_usd: 7 })).body;
  t.equal((await v1(second, 'POST', `/v1/checkout/sessions/${session.id}/expire`)).status, 200, 'expired on request through the other API');
  const [inFlight] = await deliveredFor(session.id);
  await workers.webhooks.stop('SIGKILL');

  const due = await dueSession(second);
  await expiredBySweep(due);
  t.pass("a session past its time is expired by the chain worker's sweep");
  const batchId = await batch(first, 150);
  t.match(await batchEnded(batchId), { status: 'completed', verified_count: 150 }, 'a verification batch runs on the heavy worker');
  t.equal(hooksOf(due).length, 0, 'nothing is delivered while no webhooks worker runs');

  workers.webhooks = await startWorker('webhooks');
  const [, again] = await deliveredFor(session.id, 2);
  t.equal(again!.headers['webhook-id'], inFlight!.headers['webhook-id'], 'the delivery the dead worker held is made by its replacement, same webhook-id');
  t.same(again!.verifiedWith, [true]);
  const [late] = await deliveredFor(due);
  t.match(late, { verifiedWith: [true], json: { type: 'checkout.session.expired' } }, "the sweep's event, queued meanwhile, is delivered");
});

t.test('the chain worker killed mid-job: webhooks are still delivered and heavy work still runs; its replacement resumes', async (t) => {
  const probe = await createProbe(db, 'queue', scaled(3_000));
  await eventually(async () => ((await getProbe(db, probe.id))!.attempts === 1 ? true : undefined), { what: 'the probe job to run on the chain worker' });
  const killed = workers.chain.ready;
  await workers.chain.stop('SIGKILL');
  const due = await dueSession(first);

  const session = (await v1(second, 'POST', '/v1/checkout/sessions', { amount_usd: 9 })).body;
  await v1(first, 'POST', `/v1/checkout/sessions/${session.id}/expire`);
  t.same((await deliveredFor(session.id))[0]!.verifiedWith, [true], 'a webhook is delivered by the webhooks worker');
  const circuit = await upload(admin, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));
  const input = await upload(admin, projectId, 'multiplier.json', '{"a": 3, "b": 11}', 'input');
  const compilation = await admin('POST', '/api/circom-compilations', { project_id: projectId, circuit_file_id: circuit, input_file_id: input });
  t.equal(compilation.status, 202);
  t.match(await settleCompilation(admin, compilation.body.compilation_id), { status: 'succeeded' }, 'a circom compilation runs on the heavy worker');
  t.equal(await storedStatus(due), 'pending', 'a session past its time waits for a chain worker');
  t.equal(hooksOf(due).length, 0);

  workers.chain = await startWorker('chain');
  await expiredBySweep(due);
  t.match((await deliveredFor(due))[0], { verifiedWith: [true] }, "the replacement's sweep expires it, and its webhook is delivered");
  const done = await eventually(
    async () => {
      const row = await getProbe(db, probe.id);
      return row?.completed_at ? row : undefined;
    },
    { what: 'the probe job to complete on the replacement' },
  );
  t.not(done.completed_by, killed);
  t.match(done, { completed_by: workers.chain.ready, attempts: 2, outcome: 'ok' }, 'the job the dead worker held runs once more, on the replacement');
});

t.test('the heavy worker killed mid-batch: sessions still expire and webhooks are still delivered; its replacement finishes the batch', async (t) => {
  const count = 3_000;
  const batchId = await batch(second, count);
  await eventually(async () => ((await batchRow(batchId)).processed_count > 0 ? true : undefined), {
    intervalMs: 10,
    timeoutMs: 240_000,
    what: 'the first chunk of the batch to be recorded',
  });
  await workers.heavy.stop('SIGKILL');
  const processedAtKill = (await batchRow(batchId)).processed_count;
  t.ok(processedAtKill < count, `killed mid-batch (${processedAtKill} of ${count} processed)`);

  const due = await dueSession(first);
  await expiredBySweep(due);
  t.match((await deliveredFor(due))[0], { verifiedWith: [true] }, 'a session past its time is expired by the chain worker, its webhook delivered');
  t.equal((await batchRow(batchId)).processed_count, processedAtKill, 'the batch waits for a heavy worker');

  workers.heavy = await startWorker('heavy');
  t.match(await batchEnded(batchId), { status: 'completed', processed_count: count, verified_count: count }, 'the replacement finishes the batch');
  const { rows } = await db.query('SELECT count(*)::int AS n, count(DISTINCT item_index)::int AS items FROM zk_verifications WHERE batch_id = $1', [batchId]);
  t.same(rows[0], { n: count, items: count }, 'each item verified once: none lost, none twice');
});

t.test('the replacements are all that is left, and every process stops cleanly', async (t) => {
  await healthSays(3);
  const { rows } = await db.query('SELECT id FROM worker_processes ORDER BY id');
  t.same(
    rows.map((row) => row.id),
    Object.values(workers)
      .map((worker) => worker.ready)
      .sort(),
    'the dead workers are forgotten',
  );
  for (const process of [...Object.values(workers), ...apis]) t.equal(await process.stop('SIGTERM'), 0, 'graceful exit');
});
