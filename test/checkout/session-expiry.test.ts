import t from 'tap';
import { enqueue } from '../../src/core/jobs/enqueue.js';
import { startTestApp } from '../helpers/app.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';

// The real API and a real worker: time passing is simulated by moving the session's times into the
// past and the expiry sweep's run_at to now with SQL, exactly what the clock would have done.
const app = await startTestApp(t);
const ada = await caller(app, 'ada@example.test');
const key = (await newProject(ada, 'Acme', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' })).secretKeys.test;

const v1 = async (method: string, path: string, json?: unknown) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const createSession = async () => (await v1('POST', '/v1/checkout/sessions', { amount_usd: 9.99 })).body;

/** The stored row, before the effective-status view: what the expiry job itself changes. */
const stored = async (id: string) =>
  (await app.db.query<{ status: string; expired_at: Date | null }>('SELECT status, expired_at FROM checkout_sessions WHERE id = $1', [id])).rows[0]!;
/** The one expiry sweep job (there is no job per session). */
const SWEEP_KEY = 'checkout.expire_due_sessions';
const sweepJob = async () =>
  (
    await app.db.query<{ task_identifier: string; run_at: Date; attempts: number }>(
      'SELECT task_identifier, run_at, attempts FROM graphile_worker.jobs WHERE key = $1',
      [SWEEP_KEY],
    )
  ).rows[0];

/** As if the session had been created 30 minutes and one second ago. */
const moveSessionIntoThePast = (id: string) =>
  app.db.query(
    `UPDATE checkout_sessions SET created_at = created_at - interval '30 minutes 1 second', expires_at = expires_at - interval '30 minutes 1 second' WHERE id = $1`,
    [id],
  );
/** The sweep's time has come: it runs, and schedules its successor at least a second later. */
const runSweep = async () => {
  const { rows } = await app.db.query<{ now: Date }>(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1 RETURNING now()`, [SWEEP_KEY]);
  if (rows.length === 0) await enqueue(app.db, 'checkout.expire_due_sessions', {}, { jobKey: SWEEP_KEY });
  await eventually(async () => ((await sweepJob())!.run_at.getTime() > Date.now() ? true : undefined), {
    what: 'the expiry sweep to run and reschedule itself',
  });
};

t.test('no job per session: one sweep, scheduled no later than the session falls due', async (t) => {
  const jobsBefore = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM graphile_worker.jobs')).rows[0]!.n;
  const session = await createSession();
  t.equal((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM graphile_worker.jobs')).rows[0]!.n, jobsBefore, 'creating a session adds no job');
  const job = await sweepJob();
  t.ok(job, 'the worker scheduled the sweep as it started');
  t.equal(job!.task_identifier, 'checkout.expire_due_sessions');
  t.ok(job!.run_at.getTime() <= Date.parse(session.expires_at), 'the sweep runs before the session falls due');
});

t.test('past expires_at a session reads as expired even before the sweep runs; the sweep then expires it once', async (t) => {
  const session = await createSession();
  await moveSessionIntoThePast(session.id);

  // The sweep is still scheduled for later (a late worker): every read already says expired.
  t.equal((await stored(session.id)).status, 'pending', 'the row is untouched so far');
  t.equal((await v1('GET', `/v1/checkout/sessions/${session.id}`)).body.status, 'expired', 'retrieve says expired');
  t.same((await v1('GET', '/v1/checkout/sessions?status=pending')).body.data.map((s: any) => s.id).includes(session.id), false, 'not listed as pending');
  t.same(
    (await v1('GET', '/v1/checkout/sessions?status=expired')).body.data.map((s: any) => s.id),
    [session.id],
    'listed as expired',
  );
  t.equal(((await (await app.request(`/c/${session.id}/status`)).json()) as { status: string }).status, 'expired', "the page's status says expired");
  t.equal((await v1('POST', `/v1/checkout/sessions/${session.id}/expire`)).status, 400, 'and it can no longer be expired by hand');

  await runSweep();
  const after = await stored(session.id);
  t.equal(after.status, 'expired', 'the sweep moved the row to expired');
  t.ok(after.expired_at, 'and stamped when');
  const next = await sweepJob();
  t.ok(next!.run_at.getTime() > Date.now(), 'and scheduled its next run');

  // A second run (a retry, a duplicate) changes nothing.
  await runSweep();
  t.same(await stored(session.id), after, 'the second run left the row as it was');
});

t.test('the sweep leaves a session that is no longer pending alone', async (t) => {
  const early = await createSession();
  t.equal((await v1('POST', `/v1/checkout/sessions/${early.id}/expire`)).status, 200);
  const expiredByHand = await stored(early.id);
  const paid = await createSession();
  // Stands in for the payment issue's transition: the session completed before its time ran out.
  await app.db.query(`UPDATE checkout_sessions SET status = 'completed' WHERE id = $1`, [paid.id]);
  for (const id of [early.id, paid.id]) await moveSessionIntoThePast(id);
  await runSweep();
  t.same(await stored(early.id), expiredByHand, "the merchant's early expiry keeps its time");
  t.equal((await stored(paid.id)).status, 'completed', 'a completed session stays completed');
  t.equal((await v1('GET', `/v1/checkout/sessions/${paid.id}`)).body.status, 'completed', 'and reads as completed past expires_at');
});
