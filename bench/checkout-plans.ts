/** bench/checkout.ts's query plans at scale (printPlans). */
import { createSessions } from '../src/checkout/session-store.js';
import { dueSessionIds, findSession, listSessions, nextExpirySweepAt, SESSION_LIFETIME_MS } from '../src/checkout/sessions.js';
import { SESSION_BY_AMOUNT_SQL } from '../src/checkout/payments/attribution.js';
import { WATCH_ADDRESSES_FOR, WATCHED_ADDRESSES_SQL } from '../src/checkout/payments/watcher.js';
import type { Db, DbClient } from '../src/core/db/pool.js';
import { BENCH_PROJECT, RECEIVING_ADDRESS, testnetOffers } from './checkout-setup.js';

/**
 * The plans of the hot queries at scale, as Postgres ran them for the service's own code: each
 * operation runs on one connection with auto_explain reporting every statement's plan to the
 * client (nested ones too), inside a transaction that is rolled back. Each runs six times and
 * the last run's plans are printed: a named statement gets its generic plan from its sixth
 * execution on, as on a service connection that has served a few requests. The operations: the
 * creates' shared call (one row), retrieve, the list's first page, the watcher's two reads and
 * the expiry sweep's two. The function's later tag draw is plpgsql's own
 * statement, sent only when the first tag is held; its plan is of the same query, written out here.
 */
export async function printPlans(db: Db) {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM checkout_sessions WHERE project_id = $1 AND network = 'testnet' ORDER BY created_at DESC LIMIT 1`,
    [BENCH_PROJECT],
  );
  const id = rows[0]!.id;
  const scope = { projectId: BENCH_PROJECT, network: 'testnet' as const };
  const operations: [name: string, run: (client: DbClient, k: number) => Promise<unknown>][] = [
    [
      "create: the creates' shared statement (createSessions), of one row (the function's statements nested)",
      // A new session and tag each run: the transaction keeps the earlier runs' rows.
      (client, k) =>
        createSessions(client, testnetOffers, SESSION_LIFETIME_MS, [
          {
            id: `ps_plan_${k}`,
            project_id: BENCH_PROJECT,
            network: 'testnet',
            amount_cents: '4999',
            description: 'Order 1234',
            metadata: { order_id: '1234' },
            return_url: null,
            cancel_url: null,
          },
        ]),
    ],
    ['retrieve (findSession: by primary key, the scope checked on the row)', (client) => findSession(client, scope, id)],
    ['list (listSessions, limit 10)', (client) => listSessions(client, scope, { limit: 10 })],
    [
      'create: a later draw (the first tag was held)',
      (client) =>
        client.query(
          `SELECT free.tag FROM generate_series(0, 9999) AS free(tag)
            WHERE free.tag NOT IN (SELECT held.amount_tag FROM checkout_sessions held
                                    WHERE held.pay_address = lower('${RECEIVING_ADDRESS}') AND held.network = 'testnet' AND held.amount_cents = 4999
                                      AND held.amount_released IS NULL)
            ORDER BY random() LIMIT 1`,
        ),
    ],
    [
      'watcher: the session a transfer pays',
      (client) =>
        client.query(SESSION_BY_AMOUNT_SQL, [
          RECEIVING_ADDRESS.toLowerCase(),
          'testnet',
          '4999',
          '17',
          JSON.stringify([{ chain: testnetOffers.offers[0]!.chain }]),
          new Date().toISOString(),
        ]),
    ],
    [
      "watcher: the addresses a pass watches (the network's recent sessions')",
      (client) => client.query(WATCHED_ADDRESSES_SQL, ['testnet', WATCH_ADDRESSES_FOR]),
    ],
    ['sweep: due sessions (dueSessionIds)', (client) => dueSessionIds(client, 500)],
    ['sweep: next run (nextExpirySweepAt)', (client) => nextExpirySweepAt(client)],
  ];
  const client = await db.connect();
  try {
    // A database the bench may not load modules into (a managed one, a user without the right)
    // costs the plans, not the run's measurements.
    const loaded = await client.query(`LOAD 'auto_explain'`).then(
      () => true,
      (error: Error) => {
        console.log(`\nplans: skipped, auto_explain could not be loaded (${error.message})`);
        return false;
      },
    );
    if (!loaded) return;
    for (const setting of ['log_min_duration = 0', 'log_analyze = on', 'log_buffers = on', 'log_nested_statements = on', 'log_level = notice']) {
      await client.query(`SET auto_explain.${setting}`);
    }
    for (const [name, run] of operations) {
      let plans: string[] = [];
      const collect = (notice: { message?: string | undefined }) => plans.push(notice.message ?? '');
      client.on('notice', collect);
      try {
        await client.query('BEGIN');
        for (let k = 0; k < 6; k++) {
          plans = [];
          await run(client, k);
          // One more round trip, of a statement auto_explain does not report: a statement's plan
          // comes as its portal is dropped, which can be after node-postgres answered a named query.
          await client.query('SET LOCAL auto_explain.log_level = notice');
        }
      } finally {
        await client.query('ROLLBACK');
        client.off('notice', collect);
      }
      console.log(`\nplan: ${name}\n${plans.map(planText).join('\n')}`);
    }
  } finally {
    // Released even when a plan fails, or ending the pool would wait on it for ever; closed, not
    // pooled, so that no later query of the bench runs with auto_explain's timing.
    client.release(true);
  }
}

/**
 * An auto_explain report as the bench prints it: the statement's first words, its parameters (cut
 * short) and the plan, indented. The statement's text runs over lines as written; the plan starts
 * at the parameters or at its first node, the only line with a cost.
 */
function planText(report: string): string {
  const lines = report.split('\n');
  const textAt = lines.findIndex((line) => line.startsWith('Query Text: '));
  const planAt = lines.findIndex((line, i) => i > textAt && (line.startsWith('Query Parameters: ') || line.includes('  (cost=')));
  if (textAt < 0 || planAt < 0) return report;
  const statement = lines.slice(textAt, planAt).join(' ').slice('Query Text: '.length).replace(/\s+/g, ' ').trim();
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);
  return [`-- ${cut(statement, 100)}`, ...lines.slice(planAt).map((line) => cut(line, 200))].map((line) => `  ${line}`).join('\n');
}
