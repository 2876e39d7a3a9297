/**
 * The checkout request path against a bare baseline, in one run on one Postgres:
 *   - the service's API role as a child process (`proofpay start --role api`, LOG_LEVEL=info with
 *     its stdout discarded, rate limits raised out of the way by configuration);
 *   - a bare Koa app (bench/bare-checkout-server.ts) doing one INSERT … RETURNING, one SELECT by
 *     primary key, one SELECT of a page;
 * both driven by the same load generator (autocannon in the bench process, or wrk with
 * `--generator wrk`) at 1, 16 and 64 connections, back to back for each measurement:
 * create (`POST /v1/checkout/sessions`), retrieve (`GET /v1/checkout/sessions/{id}`, a random one
 * of the last 1,000 created) and the list (`GET /v1/checkout/sessions?limit=10`); each again as
 * `create-same-size`, `retrieve-same-size` and `list-same-size`, against bare ones answering as
 * many bytes as the service (its payment options), to tell the answer's size from the service's
 * own work; under each table, both sides' answer sizes. Then, unless
 * `--sessions 0`, the table is filled to 1,000,000 sessions over 1,000 projects and every figure
 * is measured again (the scale target: within 1.2x of the empty table). Last, one proof verified
 * over HTTP (`POST /v1/zk/proofs/{id}/verify`, one connection) beside the in-process verify time
 * and the bare baseline's floor under it (HTTP and one durable insert, no verify).
 *
 * This file drives; the parts are beside it: the servers and the bench's project
 * (checkout-setup.ts), the load generators (load.ts), what is read around each run
 * (probes/: the machine, processes' CPU from /proc, the WAL, autovacuum), the table at scale
 * (checkout-seed.ts), its query plans (checkout-plans.ts) and the single verify (checkout-verify.ts).
 *
 *   npm run bench:checkout [-- --seconds 5] [-- --connections 1,16,64] [-- --sessions 1000000]
 *     [-- --only create,create-same-size,retrieve,retrieve-same-size,list,list-same-size,verify] [-- --profile DIR] [-- --generator autocannon|wrk]
 * BENCH_DATABASE_URL=postgres://… uses that database (it must be empty of Proofpay's schema or
 * migrated by it) instead of a private embedded Postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/core/db/embedded.js';
import { migrate } from '../src/core/db/migrate.js';
import { createDb, type Db, endDb } from '../src/core/db/pool.js';
import { createLogger } from '../src/core/logger.js';
import { projectRoot } from '../src/core/paths.js';
import { BARE_TABLE_SQL } from './bare-checkout-server.js';
import { printPlans } from './checkout-plans.js';
import { fillToScale } from './checkout-seed.js';
import { BENCH_PROJECT, benchProjectKey, startBare, startService, stop, type Target, testnetOffers } from './checkout-setup.js';
import { verifyOverHttp } from './checkout-verify.js';
import { answerBytes, type Generator, type Load, runLoad } from './load.js';
import { autovacuumCounts, autovacuumedSince } from './probes/autovacuum.js';
import { loadAverage, printMachine } from './probes/machine.js';
import { cpuTimeUs, type PostgresCpu, postgresCpu } from './probes/processes.js';
import { type WalProbe, walProbe } from './probes/wal.js';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const seconds = Number(arg('seconds', '5'));
const levels = arg('connections', '1,16,64').split(',').map(Number);
const scaleSessions = Number(arg('sessions', '1000000'));
/** `--profile DIR`: the service and the bare baseline each write a V8 CPU profile there when they stop (node --cpu-prof). */
const profileDir = arg('profile', '');
const profileFlags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
/** BENCH_SERVICE_ROOT: run the service from another checkout's build (e.g. main's, for a before/after). */
const serviceRoot = process.env.BENCH_SERVICE_ROOT ?? projectRoot;
/**
 * `--only create,retrieve`: measure these operations only (retrieve reads sessions that create
 * made); `verify` among them runs the single verify, which otherwise runs only without `--only`.
 */
const only = arg('only', '').split(',').filter(Boolean);
const selected = (name: string) => only.length === 0 || only.includes(name);
/** `--rounds N`: each figure is the best of N back-to-back rounds (service, bare, service, bare, …). */
const rounds = Number(arg('rounds', '2'));
/** `--generator wrk`: drive with wrk instead of autocannon (bench/load.ts). */
const generator = arg('generator', 'autocannon') as Generator;
if (generator !== 'autocannon' && generator !== 'wrk') throw new Error('--generator takes autocannon or wrk');

const log = createLogger('error', { role: 'bench' });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the serving Node process per request, in µs: what a busy, shared machine disturbs least. */
  cpuUs: number;
  /** CPU time of Postgres (all its processes) per request, in µs; NaN when it runs on another machine. */
  pgCpuUs: number;
  /**
   * WAL Postgres wrote per request, in bytes (full-page images after a checkpoint included): a
   * figure the machine's load does not move, where req/s and CPU swing between rounds.
   */
  walBytes: number;
  /**
   * Of walBytes, the full-page images: a page's first change after a checkpoint writes the whole
   * page. Inserts spread over a large index pay one per page until every page has had its first
   * change. NaN without pg_walinspect.
   */
  fpiBytes: number;
  /** Tables autovacuum worked on during the run: its CPU is in pgCpuUs, and it competes for the two cores. */
  autovacuumed: string[];
}

/** What the bench reads around each run of the load: Postgres's CPU and WAL, and autovacuum. */
interface Probes {
  db: Db;
  postgres: PostgresCpu;
  wal: WalProbe;
}

/** One run of the load against `target`, with what the probes saw per request. */
async function drive({ db, postgres, wal }: Probes, target: Target, load: Load, connections: number): Promise<Figures> {
  const cpuBefore = cpuTimeUs(target.child.pid!);
  const pgBefore = postgres.us();
  const vacuumBefore = await autovacuumCounts(db);
  const walBefore = await wal.position();
  const result = await runLoad(generator, target.url, load, connections, seconds);
  if (result.failed > 0)
    throw new Error(`${target.url}${typeof load.path === 'string' ? load.path : ''}: ${result.failed} failed requests of ${result.requests}`);
  const cpuUs = (cpuTimeUs(target.child.pid!) - cpuBefore) / result.requests;
  const pgCpuUs = (postgres.us() - pgBefore) / result.requests;
  const written = await wal.since(walBefore);
  return {
    rps: result.requests / result.seconds,
    p50: result.p50,
    p99: result.p99,
    cpuUs,
    pgCpuUs,
    walBytes: written.bytes / result.requests,
    fpiBytes: written.fpiBytes / result.requests,
    autovacuumed: await autovacuumedSince(db, vacuumBefore),
  };
}

/**
 * A creation body with a price drawn from 1.00 to 500.00 USD, as a shop's orders vary: every
 * session of one amount at one address holds one of its 10,000 tags per token while it is open,
 * so a bench asking one amount only would measure the tag space running out.
 */
const body = () => {
  const cents = 100 + Math.floor(Math.random() * 49_901);
  return JSON.stringify({
    amount_usd: Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`),
    description: 'Order 1234',
    metadata: { order_id: '1234' },
  });
};

interface Row {
  operation: string;
  connections: number;
  service: Figures;
  bare: Figures;
}

/**
 * What `measure` drives, in order: create and retrieve, then the same against bare ones that
 * answer as many bytes (the session's payment options in the service's shape), so that what is
 * left of the gap is the service's own work, then the list, plain and same-size.
 */
const OPERATIONS = ['create', 'retrieve', 'create-same-size', 'retrieve-same-size', 'list', 'list-same-size'] as const;
type Operation = (typeof OPERATIONS)[number];
const OPERATION_WIDTH = Math.max(...OPERATIONS.map((name) => name.length));

async function measure(label: string, probes: Probes, service: Target, bare: Target, key: string): Promise<Row[]> {
  const { db } = probes;
  console.log(`\n${label} (load average ${loadAverage()})`);
  console.log(
    `${'operation'.padEnd(OPERATION_WIDTH)} conns | service req/s    p50    p99 | bare req/s    p50    p99 | req/s ratio | CPU µs/req service bare | Postgres CPU µs/req service bare | WAL B/req (of it full-page images) service bare`,
  );
  const rows: Row[] = [];
  const sizes: string[] = [];
  const auth = { authorization: `Bearer ${key}` };
  const recentIds = async (table: string, project: string) => {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE project_id = $1 ORDER BY created_at DESC LIMIT 1000`, [project]);
    if (rows.length === 0) throw new Error(`retrieve reads sessions the creates made, and ${table} has none: select create too (--only create,retrieve)`);
    return rows.map((r) => r.id);
  };
  const sameSize = `?options=${testnetOffers.offers.length}`;
  const serviceCreate = async (): Promise<Load> => ({ method: 'POST', path: '/v1/checkout/sessions', body, headers: auth });
  const bareCreate = (query: string) => async (): Promise<Load> => ({ method: 'POST', path: `/sessions${query}`, body });
  const serviceRetrieve = async (): Promise<Load> => {
    const ids = await recentIds('checkout_sessions', BENCH_PROJECT);
    return { method: 'GET', path: () => `/v1/checkout/sessions/${ids[Math.floor(Math.random() * ids.length)]}`, headers: auth };
  };
  const bareRetrieve = (query: string) => async (): Promise<Load> => {
    const ids = await recentIds('bench_bare_sessions', 'proj_bare');
    return { method: 'GET', path: () => `/sessions/${ids[Math.floor(Math.random() * ids.length)]}${query}` };
  };
  const serviceList = async (): Promise<Load> => ({ method: 'GET', path: '/v1/checkout/sessions?limit=10', headers: auth });
  const bareList = (query: string) => async (): Promise<Load> => ({ method: 'GET', path: `/sessions${query}` });
  const loads: Record<Operation, { service: () => Promise<Load>; bare: () => Promise<Load> }> = {
    create: { service: serviceCreate, bare: bareCreate('') },
    retrieve: { service: serviceRetrieve, bare: bareRetrieve('') },
    'create-same-size': { service: serviceCreate, bare: bareCreate(sameSize) },
    'retrieve-same-size': { service: serviceRetrieve, bare: bareRetrieve(sameSize) },
    list: { service: serviceList, bare: bareList('') },
    'list-same-size': { service: serviceList, bare: bareList(sameSize) },
  };
  for (const name of OPERATIONS.filter(selected)) {
    const serviceLoad = await loads[name].service();
    const bareLoad = await loads[name].bare();
    // Warm-up: JIT, pool connections, plan caches.
    await drive(probes, service, serviceLoad, 16);
    await drive(probes, bare, bareLoad, 16);
    sizes.push(`${name} ${await answerBytes(service.url, serviceLoad)} / ${await answerBytes(bare.url, bareLoad)}`);
    for (const connections of levels) {
      const best = (a: Figures | undefined, b: Figures) => (a && a.rps >= b.rps ? a : b);
      let s: Figures | undefined;
      let b: Figures | undefined;
      for (let round = 0; round < rounds; round++) {
        s = best(s, await drive(probes, service, serviceLoad, connections));
        b = best(b, await drive(probes, bare, bareLoad, connections));
      }
      if (!s || !b) throw new Error('--rounds must be at least 1');
      rows.push({ operation: name, connections, service: s, bare: b });
      console.log(
        `${name.padEnd(OPERATION_WIDTH)} ${String(connections).padStart(5)} | ${s.rps.toFixed(0).padStart(13)} ${ms(s.p50)} ${ms(s.p99)} | ${b.rps
          .toFixed(0)
          .padStart(
            10,
          )} ${ms(b.p50)} ${ms(b.p99)} | ${((100 * s.rps) / b.rps).toFixed(0).padStart(9)}% | ${s.cpuUs.toFixed(0).padStart(7)} ${b.cpuUs.toFixed(0).padStart(6)} | ${s.pgCpuUs.toFixed(0).padStart(7)} ${b.pgCpuUs.toFixed(0).padStart(6)} | ${wal(s)} ${wal(b)}${vacuumNote({ service: s, bare: b })}`,
      );
    }
  }
  console.log(`answer bytes, service / bare: ${sizes.join(', ')}`);
  return rows;
}

const ms = (value: number) => `${value.toFixed(1).padStart(5)}ms`;

const wal = (figures: Figures) => `${figures.walBytes.toFixed(0).padStart(5)} (${Number.isNaN(figures.fpiBytes) ? '–' : figures.fpiBytes.toFixed(0)})`;

/** Marks a row whose figures ran beside autovacuum, with the tables it worked on. */
const vacuumNote = (sides: Record<string, Figures>): string =>
  Object.entries(sides)
    .filter(([, figures]) => figures.autovacuumed.length > 0)
    .map(([side, figures]) => ` | autovacuum during ${side}: ${figures.autovacuumed.join(', ')}`)
    .join('');

async function main() {
  printMachine();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-checkout-'));
  fs.chmodSync(scratch, 0o755);
  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: path.join(scratch, 'postgres'), log });
    databaseUrl = embedded.url;
  }
  console.log(`database: ${embedded ? 'embedded Postgres (durable: fsync on)' : databaseUrl.replace(/\/\/[^@]*@/, '//…@')}; load generator: ${generator}`);
  const db = createDb(databaseUrl, log, 4);
  const children: Target['child'][] = [];
  try {
    await migrate(db, log);
    const probes: Probes = { db, postgres: await postgresCpu(db), wal: await walProbe(db) };
    await db.query(BARE_TABLE_SQL);
    const key = await benchProjectKey(db);
    const service = await startService({ serviceRoot, databaseUrl, dataDir: path.join(scratch, 'data'), nodeFlags: profileFlags });
    children.push(service.child);
    const bare = await startBare({ databaseUrl, nodeFlags: profileFlags });
    children.push(bare.child);

    const measuresRequests = OPERATIONS.some(selected);
    await db.query('CHECKPOINT'); // both phases start from a checkpoint
    const empty = measuresRequests ? await measure('empty table', probes, service, bare, key) : [];
    if (scaleSessions > 0 && measuresRequests) {
      await fillToScale(db, scaleSessions);
      await printPlans(db);
      const full = await measure(`${scaleSessions.toLocaleString('en')} sessions`, probes, service, bare, key);
      console.log(
        `\nscale: service at ${scaleSessions.toLocaleString('en')} sessions against the empty table (req/s, p99 and CPU per request; target: within 1.2x at 1,000,000)`,
      );
      // The bare baseline's table was filled alike: its own change is what the machine's drift
      // and Postgres's growth did to the same query shapes, to read the service's figures against.
      for (const [k, row] of full.entries()) {
        const before = empty[k]!;
        // autocannon reports whole milliseconds: under 1 ms on both sides there is no ratio to give.
        const p99 = before.service.p99 > 0 ? `${(row.service.p99 / before.service.p99).toFixed(2)}x` : `${row.service.p99} ms (empty: under 1 ms)`;
        console.log(
          `${row.operation.padEnd(OPERATION_WIDTH)} ${String(row.connections).padStart(5)} | req/s ${((100 * row.service.rps) / before.service.rps).toFixed(0)}% of empty, p99 ${p99}, CPU/req ${(row.service.cpuUs / before.service.cpuUs).toFixed(2)}x | bare: req/s ${((100 * row.bare.rps) / before.bare.rps).toFixed(0)}% of empty, CPU/req ${(row.bare.cpuUs / before.bare.cpuUs).toFixed(2)}x`,
        );
      }
    }
    if (selected('verify')) await verifyOverHttp(db, probes.postgres, service, bare, key);
  } finally {
    for (const child of children) await stop(child);
    await endDb(db);
    await embedded?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
