/**
 * The query plans the fast paths count on (docs/performance.md#query-plans), checked against the
 * Postgres at hand: each named statement is planned once per connection (Postgres's generic plan
 * wins after its five custom plans) and its generic plan reads what it should. Plans follow the
 * Postgres version, its statistics and its costs, not Proofpay's behaviour, so they are checked
 * here after a Postgres upgrade rather than in the tests. Prints one line per check and the plan of
 * each statement that differs; exits 1 if any differs.
 *
 *   npm run bench:plans
 * BENCH_DATABASE_URL=postgres://… uses that database (empty: it is migrated and filled with test
 * rows) instead of a private embedded Postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, listSessions } from '../src/checkout/sessions.js';
import { loadChainRegistry } from '../src/core/chain/registry.js';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/core/db/embedded.js';
import { migrate } from '../src/core/db/migrate.js';
import { createDb, type DbClient, endDb } from '../src/core/db/pool.js';
import { newId } from '../src/core/ids.js';
import { createLogger } from '../src/core/logger.js';
import { recordVerifications, type VerificationRecord } from '../src/verification/verify-proofs.js';
import { LOCAL_REGISTRY_FIXTURE } from '../test/helpers/chain-registry.js';
import { insertProofRecord } from '../test/helpers/zk-records.js';

const verdicts: boolean[] = [];
/** One line per check; under a check that fails, `observed`: what Postgres did. */
const check = (name: string, ok: boolean, observed: string) => {
  verdicts.push(ok);
  console.log(`${ok ? 'ok     ' : 'DIFFERS'} ${name}${ok ? '' : `\n${observed.replace(/^/gm, '          ')}`}`);
};

/** Postgres tries five custom plans before it weighs the generic one; `calls` were made in all. */
async function plannedOnce(client: DbClient, statement: string, calls: number): Promise<void> {
  const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
    'SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE name = $1',
    [statement],
  );
  const counts = rows[0] ? `custom plans ${rows[0].custom_plans}, generic plans ${rows[0].generic_plans}` : 'not prepared';
  check(
    `${statement}: planned for its values 5 times, then the generic plan serves every call`,
    rows[0]?.custom_plans === '5' && rows[0].generic_plans === String(calls - 5),
    `${counts} (of ${calls} calls)`,
  );
}

/** The generic plan of the named statement `statement`, executed with `args`. */
async function genericPlan(client: DbClient, statement: string, types: string, args: string): Promise<string> {
  const { rows } = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE name = $1', [statement]);
  await client.query(`PREPARE plan_of(${types}) AS ${rows[0]!.statement}`);
  await client.query('SET plan_cache_mode = force_generic_plan');
  const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) EXECUTE plan_of(${args})`)).rows.map((row) => row['QUERY PLAN']);
  await client.query('RESET plan_cache_mode; DEALLOCATE plan_of');
  return plan.join('\n');
}

const log = createLogger('error', { role: 'bench' });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-plans-'));
fs.chmodSync(scratch, 0o755);
let embedded: EmbeddedPostgresHandle | undefined;
let databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), log, durable: false });
  databaseUrl = embedded.url;
}
// One connection, so that each statement's plan counts are every call this bench made.
const db = createDb(databaseUrl, log, 1);
try {
  // Migrating takes more than one connection (graphile-worker's holds its own).
  const migrator = createDb(databaseUrl, log);
  await migrate(migrator, log).finally(() => endDb(migrator));
  console.log(`postgres: ${(await db.query<{ version: string }>('SELECT version()')).rows[0]!.version}`);
  await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_plans', 'plans', 'plans@proofpay.test');
    INSERT INTO organizations (id, name, owner_id) VALUES ('org_plans', 'Plans', 'usr_plans');
    INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_shop', 'org_plans', 'Shop', '0x52908400098527886E0F7030069857D2E4169EE7')`);
  await createsShareOneStatement();
  await listOfAProjectAmongMany();
  await verificationStore();
} finally {
  await endDb(db);
  await embedded?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
const differing = verdicts.filter((ok) => !ok).length;
console.log(`\n${verdicts.length - differing} of ${verdicts.length} plans as expected`);
process.exitCode = differing === 0 ? 0 : 1;

/** Runs `work` on the pool's one connection, the one every statement of this bench was prepared on. */
async function onTheConnection<T>(work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

// docs/performance.md#creates-that-arrive-together-share-one-statement: one plan per connection
// for the call; the statements inside create_checkout_sessions are plpgsql's, planned once per
// connection by plpgsql itself.
async function createsShareOneStatement(): Promise<void> {
  const chains = loadChainRegistry(LOCAL_REGISTRY_FIXTURE, { RPC_URL_LOCAL_ANVIL: 'http://127.0.0.1:9' });
  const scope = { projectId: 'proj_shop', network: 'testnet' } as const;
  const creates = 9;
  for (let n = 0; n < creates; n++) {
    await createSession(db, chains, scope, { amountCents: BigInt(800 + n), description: null, metadata: null, returnUrl: null, cancelUrl: null });
  }
  await onTheConnection((client) => plannedOnce(client, 'create_checkout_sessions', creates));
}

// docs/performance.md#page-sizes-written-into-the-list-query: a project with many sessions among a
// thousand small ones (its estimate then far from the generic plan's average) still gets one plan
// per connection, which reads the page in the listing index's order and stops.
async function listOfAProjectAmongMany(): Promise<void> {
  await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ('proj_big', 'org_plans', 'Big');
    INSERT INTO projects (id, organization_id, name) SELECT 'proj_small' || g, 'org_plans', 'Small ' || g FROM generate_series(1, 1000) g;
    INSERT INTO checkout_offer_sets (id, offers) VALUES (md5('[]'::jsonb::text)::uuid, '[]') ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, status, created_at, expires_at, offer_set, amount_released)
     SELECT 'ps_big' || g, 'proj_big', 'testnet', 100, 'expired', now() - g * interval '1 second', now() - g * interval '1 second' + interval '30 minutes',
            md5('[]'::jsonb::text)::uuid, 'ps_big' || g
       FROM generate_series(1, 20000) g`,
  );
  await db.query(
    `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, status, created_at, expires_at, offer_set, amount_released)
     SELECT 'ps_small' || g, 'proj_small' || (g % 1000 + 1), CASE WHEN g % 10 = 0 THEN 'mainnet' ELSE 'testnet' END, 100, 'expired',
            now() - g * interval '1 second', now() - g * interval '1 second' + interval '30 minutes', md5('[]'::jsonb::text)::uuid, 'ps_small' || g
       FROM generate_series(1, 5000) g`,
  );
  await db.query('ANALYZE checkout_sessions');
  const calls = 8;
  await onTheConnection(async (client) => {
    for (const limit of [10, 20]) {
      for (let call = 0; call < calls; call++) await listSessions(client, { projectId: 'proj_big', network: 'testnet' }, { limit });
      await plannedOnce(client, `list_sessions_${limit + 1}`, calls);
    }
    const plan = await genericPlan(client, 'list_sessions_11', 'text, text', "'proj_big', 'testnet'");
    check(
      "the list reads the page in the listing index's order and stops, with no sort of the project's sessions",
      /^Limit/.test(plan) && /Index Scan using checkout_sessions_listing on checkout_sessions/.test(plan) && !/->\s+Sort\b/.test(plan),
      plan,
    );
  });
}

// docs/performance.md#verification-rows-as-one-json-array: the single verify's store, planned once,
// checks the guessed version by the record's primary key however many records the project has.
async function verificationStore(): Promise<void> {
  await db.query(`INSERT INTO receipt_signing_keys (kid, x, sealed_private_key) VALUES ('kid_plans', 'x', 'sealed')`);
  const proofId = await insertProofRecord(db, 'proj_shop', { nPublic: 1 });
  const calls = 8;
  await onTheConnection(async (client) => {
    for (let call = 0; call < calls; call++) {
      const verification: VerificationRecord = {
        id: newId('zkv'),
        proof_id: proofId,
        proof_version: 1,
        network: 'testnet',
        verified: true,
        vk_hash: 'a'.repeat(64),
        proof_hash: 'b'.repeat(64),
        public_signals_hash: 'c'.repeat(64),
        receipt: 'header.claims.signature',
        kid: 'kid_plans',
        created_at: new Date(),
        onchain: null,
        reason: null,
      };
      await recordVerifications(client, 'proj_shop', [verification], { ifCurrent: true });
    }
    await plannedOnce(client, 'record-verifications', calls);
    await client.query(
      `INSERT INTO zk_proofs (id, project_id, name, circuit_path, status) SELECT 'zkp_many' || g, 'proj_shop', 'many ' || g, 'main.circom', 'draft' FROM generate_series(1, 5000) g`,
    );
    await client.query('ANALYZE zk_proofs');
    const plan = await genericPlan(client, 'record-verifications', 'text, json, text, integer', "'proj_shop', '[]', 'zkp_x', 1");
    check(
      "the verification store reads the record by its primary key, not the project's other records",
      /Index Scan using zk_proofs_pkey on zk_proofs/.test(plan) && !/hashed SubPlan|Seq Scan on zk_proofs|Bitmap Heap Scan on zk_proofs/.test(plan),
      plan,
    );
  });
}
