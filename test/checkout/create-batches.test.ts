import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { createSession, findSessionById } from '../../src/checkout/sessions.js';
import { loadChainRegistry } from '../../src/core/chain/registry.js';
import { createDb } from '../../src/core/db/pool.js';
import { LOCAL_REGISTRY_FIXTURE } from '../helpers/chain-registry.js';
import { freshDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';

// Creates that arrive while another is under way share one call of create_checkout_sessions
// (src/checkout/sessions.ts). Each must still get its own row, its own answer, and its own refusal.
// The call's planning is checked by `npm run bench:plans` (docs/performance.md#query-plans).
const { url } = await freshDatabase(t);
// One connection, so that its prepared statements' counts are every statement the creates ran.
const db = createDb(url, testLog, 1);
t.teardown(() => db.end());
await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '0x52908400098527886E0F7030069857D2E4169EE7'),
    ('proj_2', 'org_1', 'Other', '0x0000000000000000000000000000000000000002')`);

// A 3-decimal token: 10 tags per cent amount, so that creates of one amount collide.
const registry = JSON.parse(fs.readFileSync(LOCAL_REGISTRY_FIXTURE, 'utf8'));
registry.chains[0].tokens.USDC.decimals = 3;
registry.chains[0].tokens.USDT = { address: null, note: 'not offered in this test' };
const file = path.join(t.testdir(), 'registry.json');
fs.writeFileSync(file, JSON.stringify(registry));
const chains = loadChainRegistry(file, { RPC_URL_LOCAL_ANVIL: 'http://127.0.0.1:9' });
const input = (cents: bigint, n: number) => ({
  amountCents: cents,
  description: `order ${n}`,
  metadata: { n },
  returnUrl: `https://shop.example/return/${n}`,
  cancelUrl: null,
});
const executions = async (name: string) => {
  const { rows } = await db.query<{ calls: string }>('SELECT (generic_plans + custom_plans)::text AS calls FROM pg_prepared_statements WHERE name = $1', [
    name,
  ]);
  return Number(rows[0]?.calls ?? 0);
};

t.test('concurrent creates share statements, and each gets its own row and answer', async (t) => {
  const scope = { projectId: 'proj_1', network: 'testnet' } as const;
  const results = await Promise.all(Array.from({ length: 40 }, (_, n) => createSession(db, chains, scope, input(BigInt(600 + n), n + 1))));
  const statements = await executions('create_checkout_sessions');
  t.ok(statements >= 1 && statements < 10, `forty creates in fewer than ten statements (${statements})`);
  for (const [index, result] of results.entries()) {
    if (!('created' in result)) throw new Error(`create ${index} refused`);
    const stored = await findSessionById(db, result.created.id);
    t.same(
      stored && [stored.amount_cents, stored.description, stored.metadata, stored.return_url, stored.payment_options, stored.created_at, stored.expires_at],
      [
        String(600 + index),
        `order ${index + 1}`,
        { n: index + 1 },
        `https://shop.example/return/${index + 1}`,
        result.created.payment_options,
        result.created.created_at,
        result.created.expires_at,
      ],
      `create ${index}: stored as answered`,
    );
  }
});

t.test('creates of one amount that draw the same tag in one batch: each ends with a tag of its own, until none is left', async (t) => {
  const scope = { projectId: 'proj_1', network: 'testnet' } as const;
  const results = await Promise.all(Array.from({ length: 11 }, (_, n) => createSession(db, chains, scope, input(100n, n)).catch((error: Error) => error)));
  const created = results.flatMap((result) => ('created' in result ? [result.created] : []));
  t.equal(created.length, 10, 'ten sessions, one per tag');
  t.same(created.map((session) => session.payment_options[0]!.amount_base_units).sort(), [
    '1000',
    '1001',
    '1002',
    '1003',
    '1004',
    '1005',
    '1006',
    '1007',
    '1008',
    '1009',
  ]);
  t.match(
    results.filter((result) => !('created' in result)),
    [{ message: /all 10 payable amounts/ }],
    'the eleventh is refused for its amount alone',
  );
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM checkout_sessions WHERE amount_cents = 100`);
  t.equal(rows[0].n, 10, 'nothing more was stored');
});

t.test("a batch holding a project whose address changed: that session pays the new address, the others their project's", async (t) => {
  const mine = { projectId: 'proj_1', network: 'testnet' } as const;
  const other = { projectId: 'proj_2', network: 'testnet' } as const;
  t.ok('created' in (await createSession(db, chains, other, input(700n, 0))), 'proj_2 has a session at its first address');
  await db.query(`UPDATE projects SET receiving_address = '0x0000000000000000000000000000000000000003' WHERE id = 'proj_2'`);
  // The first two go alone; the last three wait and share the third statement.
  const results = await Promise.all([
    createSession(db, chains, mine, input(698n, 98)),
    createSession(db, chains, mine, input(699n, 99)),
    createSession(db, chains, mine, input(701n, 1)),
    createSession(db, chains, other, input(702n, 2)),
    createSession(db, chains, mine, input(703n, 3)),
  ]);
  const [, , a, b, c] = results.map((result) => {
    if (!('created' in result)) throw new Error('a create was refused');
    return result.created;
  });
  t.equal(b!.payment_options[0]!.address, '0x0000000000000000000000000000000000000003', "proj_2's session pays its new address");
  t.same(
    [a!, c!].map((session) => [session.amount_cents, session.payment_options[0]!.address]),
    [
      ['701', '0x52908400098527886e0f7030069857d2e4169ee7'],
      ['703', '0x52908400098527886e0f7030069857d2e4169ee7'],
    ],
  );
});

t.test('a row Postgres refuses fails its own create only; the others of its batch are made alone', async (t) => {
  const scope = { projectId: 'proj_1', network: 'testnet' } as const;
  // jsonb refuses a NUL (the HTTP layer refuses it before; here it stands for any row Postgres
  // refuses). The first two creates go alone, the last two wait and share the third statement.
  const poisoned = { ...input(901n, 901), metadata: { note: 'a\u0000b' } };
  const results = await Promise.allSettled([
    createSession(db, chains, scope, input(900n, 900)),
    createSession(db, chains, scope, input(902n, 902)),
    createSession(db, chains, scope, poisoned),
    createSession(db, chains, scope, input(903n, 903)),
  ]);
  t.same(
    results.map((result) => result.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
  );
  t.match((results[2] as PromiseRejectedResult).reason, { code: '22P05' }, "the refused create gets Postgres's own error");
  const last = (results[3] as PromiseFulfilledResult<Awaited<ReturnType<typeof createSession>>>).value;
  if (!('created' in last)) throw new Error('refused');
  t.equal((await findSessionById(db, last.created.id))?.description, 'order 903', 'its batch-mate was stored');
});
