/**
 * bench/checkout.ts's table at scale: sessions made by the service's one create path, the SQL
 * function create_checkout_sessions (its tags, offer sets and amounts as every create has them),
 * then aged over 30 days into the statuses a shop's table holds; the bare baseline's table alike.
 */
import { SESSION_LIFETIME_MS } from '../src/checkout/sessions.js';
import type { Db } from '../src/core/db/pool.js';
import { base62Length, ID_RANDOM_BYTES, ID_TIME_CHARS } from '../src/core/ids.js';
import { mainnetOffers, RECEIVING_ADDRESS, testnetOffers } from './checkout-setup.js';

/** Sessions per call of create_checkout_sessions: each cent amount at most once per call and network. */
const SEED_CHUNK = 10_000;
/**
 * Sessions between vacuums while seeding: each session's status change leaves a dead version, as a
 * closing session does in service, where autovacuum lets later rows reuse the space.
 */
const SEED_VACUUM_EVERY = 100_000;

/**
 * SQL for a seeded row's id in newId's shape (src/core/ids.ts), so a million ids need not cross
 * from Node: the prefix, the row's creation time in milliseconds in base 36, then characters
 * standing for the random part (hex of md5 of the seed number, a subset of base62). Seeded primary
 * keys are then ordered by time as a real table's are, and the bench's own creates land after
 * them, at the index's right edge.
 */
const seededIdSql = (prefix: string, createdAt: string, seed: string) =>
  `'${prefix}_' || (SELECT string_agg(substr('0123456789abcdefghijklmnopqrstuvwxyz', ((floor(extract(epoch FROM ${createdAt}) * 1000)::bigint / (36 ^ p)::bigint) % 36)::int + 1, 1), '' ORDER BY p DESC)
                      FROM generate_series(0, ${ID_TIME_CHARS - 1}) p) || left(md5(${seed}::text), ${base62Length(ID_RANDOM_BYTES)})`;

/**
 * 1,000 projects (the bench's own among them, every one at one receiving address, so a create's
 * tag draw checks against all of these) and `count` sessions spread over them and 30 days: 5%
 * still pending (created in the last 25 minutes), the rest completed or expired; a tenth on mainnet
 * (no chain watched there: the empty offer set).
 */
export async function fillToScale(db: Db, count: number) {
  const started = performance.now();
  await db.query(
    `INSERT INTO projects (id, organization_id, name, receiving_address)
     SELECT 'proj_bench_' || g, 'org_bench', 'Bench ' || g, $1 FROM generate_series(1, 999) g ON CONFLICT DO NOTHING`,
    [RECEIVING_ADDRESS],
  );
  for (let from = 1; from <= count; from += SEED_CHUNK) {
    const to = Math.min(count, from + SEED_CHUNK - 1);
    await seedSessions(db, from, to, count);
    if (to % SEED_VACUUM_EVERY === 0) await db.query('VACUUM checkout_sessions');
  }
  await db.query(
    `INSERT INTO bench_bare_sessions (id, project_id, network, amount_cents, description, status, created_at, expires_at)
     SELECT ${seededIdSql('bs', 'c.created_at', 'g')}, CASE WHEN g % 1000 = 0 THEN 'proj_bare' ELSE 'proj_other_' || (g % 1000) END, 'testnet',
            100 + g % 10000, 'seeded', 'expired', c.created_at, c.created_at + interval '30 minutes'
       FROM generate_series(1, $1) g
      CROSS JOIN LATERAL (SELECT now() - interval '30 minutes' - (g::double precision / $1) * interval '30 days' AS created_at) c`,
    [count],
  );
  // A table as it would be in service: vacuumed and analysed (else autovacuum, woken by the
  // million rows, runs during the measurements), and checkpointed.
  for (const table of ['checkout_sessions', 'bench_bare_sessions', 'projects']) await db.query(`VACUUM (ANALYZE) ${table}`);
  await db.query('CHECKPOINT');
  const { rows } = await db.query<{ n: string; pending: string; reserving: string }>(
    `SELECT count(*) AS n, count(*) FILTER (WHERE effective_status = 'pending') AS pending,
            count(*) FILTER (WHERE amount_released IS NULL) AS reserving FROM checkout_sessions_effective`,
  );
  const { n, pending, reserving } = rows[0]!;
  console.log(`\nfilled: ${n} sessions (${pending} pending, ${reserving} reserving a tag) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const sizes = await db.query<{ name: string; rows: string; table_mb: string; indexes_mb: string }>(
    `SELECT c.relname AS name, c.reltuples::bigint::text AS rows, (pg_table_size(c.oid) / 1048576)::text AS table_mb,
            (pg_indexes_size(c.oid) / 1048576)::text AS indexes_mb
       FROM pg_class c WHERE c.relname IN ('checkout_sessions', 'bench_bare_sessions') ORDER BY c.relname DESC`,
  );
  for (const size of sizes.rows) console.log(`${size.name}: ${size.rows} rows, table ${size.table_mb} MB, indexes ${size.indexes_mb} MB`);
}

/**
 * Sessions `from` to `to` (of `count`), in one transaction: created by create_checkout_sessions,
 * one call per network, then moved back to their creation time (their lifetime kept) and, unless
 * still pending, to their final status, which releases their tag as any status change does.
 */
async function seedSessions(db: Db, from: number, to: number, count: number) {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE seed ON COMMIT DROP AS
       SELECT ${seededIdSql('ps', 'c.created_at', 'g')} AS id, 'proj_bench_' || (g % 1000) AS project_id, c.network, 100 + g % 10000 AS amount_cents,
              CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 3 = 0 THEN 'completed' ELSE 'expired' END AS status, c.created_at
         FROM generate_series($1::integer, $2::integer) g
        CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 = 0 THEN 'mainnet' ELSE 'testnet' END AS network,
                                   CASE WHEN g % 20 = 0 THEN now() - random() * interval '25 minutes'
                                        ELSE now() - interval '30 minutes' - (g::double precision / $3) * interval '30 days' END AS created_at) c`,
      [from, to, count],
    );
    for (const [network, offers] of [
      ['testnet', testnetOffers],
      ['mainnet', mainnetOffers],
    ] as const) {
      await client.query(
        `SELECT count(*) FROM create_checkout_sessions(
           (SELECT coalesce(json_agg(json_build_object('id', id, 'project_id', project_id, 'network', network, 'amount_cents', amount_cents,
                                                       'description', 'seeded')), '[]') FROM seed WHERE network = $1),
           $2, $3, $4)`,
        [network, SESSION_LIFETIME_MS, offers.offersJson, offers.tags],
      );
    }
    await client.query(
      `UPDATE checkout_sessions s SET created_at = seed.created_at, expires_at = seed.created_at + (s.expires_at - s.created_at), status = seed.status
         FROM seed WHERE s.id = seed.id`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
