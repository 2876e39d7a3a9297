import t from 'tap';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { paymentsWorld } from './fixture.js';

// The watcher as operators run it: a separate worker process, here scanning one block per pass so
// that catching up takes many passes. It is killed with SIGKILL while it works through the
// backlog; a new worker resumes from the stored cursor.
const world = await paymentsWorld(t);
const { app, chain, usdc, create, pay, option, session } = world;
const env = {
  DATABASE_URL: app.databaseUrl,
  ...world.env,
  PAYMENTS_WATCH_INTERVAL_MS: '20',
  PAYMENTS_SCAN_MAX_BLOCKS: '1',
  WORKER_HEARTBEAT_MS: '200',
  WORKER_STALE_AFTER_MS: '1000',
};

const counted = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0]!.n;

t.test('a watcher killed with SIGKILL mid-scan: after a restart every payment is counted exactly once', async (t) => {
  const first = await startServiceProcess(t, 'worker', env);
  await eventually(async () => ((await app.db.query('SELECT block_number FROM chain_watchers WHERE block_number IS NOT NULL')).rowCount ? true : undefined), {
    what: 'the first pass',
  });

  const sessions: any[] = [];
  for (let i = 0; i < 16; i++) sessions.push(await create(11));
  const paid = new Map<string, string>();
  let atKill = 0;
  for (const [i, s] of sessions.entries()) {
    paid.set(s.id, await pay(usdc, option(s).amount_base_units));
    await chain.mine(3); // blocks to scan, one per pass, and confirmations
    if (i === 5) {
      // Killed while it works through the blocks: some payments counted, the rest still to find.
      await eventually(async () => ((await counted()) >= 2 ? true : undefined), { what: 'the watcher to be part-way' });
      await first.stop('SIGKILL');
      atKill = await counted();
    }
  }
  t.ok(atKill >= 2 && atKill < sessions.length, `killed part-way (${atKill} of ${sessions.length} counted)`);

  await startServiceProcess(t, 'worker', env);
  await eventually(
    async () => {
      // Read from the database: polling 16 sessions through the API would use up the rate limit.
      const { rows } = await app.db.query("SELECT count(*)::int AS n FROM checkout_sessions WHERE id = ANY($1) AND status = 'completed'", [
        sessions.map((s) => s.id),
      ]);
      return rows[0].n === sessions.length ? true : undefined;
    },
    { timeoutMs: 90_000, intervalMs: 250, what: 'every session to complete after the restart' },
  );
  for (const s of sessions) {
    const after = await session(s.id);
    t.equal(after.payments.length, 1, `${s.id}: one payment`);
    t.equal(after.payment.tx_hash, paid.get(s.id), 'its own');
  }
  const { rows } = await app.db.query<{ n: number; distinct_logs: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT (t.tx_hash, t.log_index))::int AS distinct_logs FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id',
  );
  t.same(rows[0], { n: sessions.length, distinct_logs: sessions.length }, 'exactly one row per transfer');
});
