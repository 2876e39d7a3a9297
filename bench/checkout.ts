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
 *   npm run bench:checkout [-- --seconds 5] [-- --connections 1,16,64] [-- --sessions 1000000]
 *     [-- --only create,create-same-size,retrieve,retrieve-same-size,list,list-same-size,verify] [-- --profile DIR] [-- --generator autocannon|wrk]
 * BENCH_DATABASE_URL=postgres://… uses that database (it must be empty of Proofpay's schema or
 * migrated by it) instead of a private embedded Postgres.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../src/core/db/embedded.js';
import { migrate } from '../src/core/db/migrate.js';
import { createDb, type Db, type DbClient, endDb } from '../src/core/db/pool.js';
import { base62Length, ID_RANDOM_BYTES, ID_TIME_CHARS } from '../src/core/ids.js';
import { createLogger } from '../src/core/logger.js';
import { projectRoot } from '../src/core/paths.js';
import { defaultChainRegistryFile, loadChainRegistry } from '../src/core/chain/registry.js';
import { createSessions } from '../src/checkout/session-store.js';
import { dueSessionIds, findSession, listSessions, nextExpirySweepAt, SESSION_LIFETIME_MS } from '../src/checkout/sessions.js';
import { offersOf } from '../src/checkout/payments/options.js';
import { SESSION_BY_AMOUNT_SQL } from '../src/checkout/payments/attribution.js';
import { WATCH_ADDRESSES_FOR, WATCHED_ADDRESSES_SQL } from '../src/checkout/payments/watcher.js';
import { issueKey } from '../src/platform/api-keys.js';
import { initMcl } from '../src/verification/groth16/batch-verifier.js';
import { prepareVerificationKey, verifyItems } from '../src/verification/groth16/verify-items.js';
import { insertProofRecord } from '../test/helpers/zk-records.js';
import { loadFixture } from '../test/verification/groth16-fixtures.js';
import { parseServerTiming } from '../test/helpers/server-timing.js';
import { BARE_TABLE_SQL } from './bare-checkout-server.js';
import { cpuSpeedLine } from './cpu-speed.js';

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
const RECEIVING_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const BENCH_PROJECT = 'proj_bench_0';
const TESTNET_RPC_ENV = Object.fromEntries(
  loadChainRegistry(defaultChainRegistryFile, {})
    .chainsOf('testnet')
    .map((chain) => [chain.rpcUrlEnv, 'http://127.0.0.1:9/']),
);
const testnetOffers = offersOf(loadChainRegistry(defaultChainRegistryFile, TESTNET_RPC_ENV), 'testnet');
/** The arguments create_checkout_sessions takes for testnet sessions: the offers as JSON (an offer set's content) and the tag space. */
const { offersJson: TESTNET_OFFERS_JSON, tags: TESTNET_TAGS } = testnetOffers;

const log = createLogger('error', { role: 'bench' });
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function printMachine() {
  const cpu = fs
    .readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('model name'));
  console.log(`machine: nproc ${os.availableParallelism()}, ${cpu?.split(':')[1]?.trim() ?? 'unknown CPU'}, node ${process.version}`);
  console.log(execFileSync('free', ['-h'], { encoding: 'utf8' }).trimEnd());
  console.log(`load average: ${loadAverage()}`);
  console.log(cpuSpeedLine());
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start`);
}

/** The service's API role in a child process, as an operator starts it. */
async function startService(databaseUrl: string, dataDir: string): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [...profileFlags, path.join(serviceRoot, 'dist/src/cli.js'), 'start', '--role', 'api'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      PLATFORM_JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Fixed, so that a reused BENCH_DATABASE_URL still opens the receipt keys it sealed before.
      RECEIPT_KEY_ENCRYPTION_KEY: '00'.repeat(32),
      // Every testnet chain watched (an RPC URL set; the API role never calls it), so each session
      // gets its payment options: one tagged amount per chain and token, allocated on create.
      ...TESTNET_RPC_ENV,
      RATE_LIMIT_KEY_QUOTA: '1000000',
      RATE_LIMIT_KEY_WINDOW_S: '1',
      RATE_LIMIT_IP_QUOTA: '1000000',
      RATE_LIMIT_IP_WINDOW_S: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/v1/health`, child, 'the service');
  return { url, child };
}

async function startBare(databaseUrl: string): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [...profileFlags, path.join(projectRoot, 'dist/bench/bare-checkout-server.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/none`, child, 'the bare baseline');
  return { url, child };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

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
   * page. Inserts spread over a large index (one amount index of every session, at 1,000,000 sessions) pay one per
   * page until every page has had its first change. NaN without pg_walinspect.
   */
  fpiBytes: number;
  /** Tables autovacuum worked on during the run: its CPU is in pgCpuUs, and it competes for the two cores. */
  autovacuumed: string[];
}

/** A process's /proc stat fields after its name (field 3, the state, first), or undefined once it has exited. */
function procStat(pid: number | string): { ppid: number; cpuUs: number; childrenCpuUs: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const fields = text.split(') ')[1]!.split(' ').map(Number);
  // utime, stime, cutime, cstime: clock ticks of 10 ms.
  return { ppid: fields[1]!, cpuUs: (fields[11]! + fields[12]!) * 10_000, childrenCpuUs: (fields[13]! + fields[14]!) * 10_000 };
}

/** user + system CPU time of a process so far, in µs. */
const cpuTimeUs = (pid: number) => procStat(pid)!.cpuUs;

/** A thread's time so far on a CPU and runnable but waiting for one, in ns (/proc schedstat: exact, where /proc stat samples 10 ms ticks). */
interface ThreadTime {
  runNs: number;
  waitNs: number;
}

/** Each of a process's threads by thread id (Node names them all `node`). */
function threadTimes(pid: number): Map<number, ThreadTime> {
  const threads = new Map<number, ThreadTime>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const [runNs, waitNs] = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      threads.set(Number(tid), { runNs: runNs!, waitNs: waitNs! });
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/**
 * Where a process's threads spent their time since `before`, in ms per request, as CPU/waiting for
 * a CPU: its main thread, its two busiest other threads (the pool's, in the service) and the rest
 * together (V8's helper threads, libuv's).
 */
function threadShares(pid: number, before: Map<number, ThreadTime>, requests: number): string {
  const perRequest = (ns: number) => ns / 1e6 / requests;
  const spent = [...threadTimes(pid)].map(([tid, now]) => {
    const then = before.get(tid) ?? { runNs: 0, waitNs: 0 };
    return { tid, run: perRequest(now.runNs - then.runNs), wait: perRequest(now.waitNs - then.waitNs) };
  });
  const shown = (threads: typeof spent) =>
    `${threads.reduce((sum, thread) => sum + thread.run, 0).toFixed(2)}/${threads.reduce((sum, thread) => sum + thread.wait, 0).toFixed(2)}`;
  const others = spent.filter((thread) => thread.tid !== pid).sort((a, b) => b.run - a.run);
  const busiest = others.slice(0, 2).map((thread) => shown([thread]));
  return `main ${shown(spent.filter((thread) => thread.tid === pid))}, the two busiest others ${busiest.join(' and ')}, the other ${Math.max(0, others.length - 2)} together ${shown(others.slice(2))}`;
}

/** The embedded Postgres's postmaster, whose processes' CPU time the bench adds up. */
let postmasterPid: number | undefined;

/** Whether pg_walinspect (Postgres 15+ contrib, needs a superuser to install) tells the full-page images apart. */
let walInspect = false;

async function installWalInspect(db: Db): Promise<boolean> {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
    return true;
  } catch (error) {
    console.log(`full-page images not told apart (pg_walinspect: ${(error as Error).message})`);
    return false;
  }
}

/** Bytes of full-page images in the WAL between two positions; NaN without pg_walinspect. */
async function fullPageImageBytes(db: Db, from: string, to: string): Promise<number> {
  if (!walInspect) return Number.NaN;
  // pg_walinspect reads only flushed WAL, and refuses a range where no whole record is flushed (a
  // read-only phase writes a few bytes, its last record maybe half written): a transaction given
  // an xid commits with a flush past the range. Read up to what is flushed all the same.
  await db.query('SELECT pg_current_xact_id()');
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT coalesce((SELECT sum(fpi_size) FROM pg_get_wal_stats($1::pg_lsn, r.upto)), 0)::text AS bytes
       FROM (SELECT least($2::pg_lsn, pg_current_wal_flush_lsn()) AS upto) r WHERE r.upto > $1::pg_lsn`,
    [from, to],
  );
  // No row: nothing was written (or flushed) in the range.
  return Number(rows[0]?.bytes ?? 0);
}

/** The postmaster of a Postgres on this machine: the parent of a backend (undefined if it is elsewhere). */
async function localPostmaster(db: Db): Promise<number | undefined> {
  const { rows } = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return procStat(rows[0]!.pid)?.ppid;
}

/**
 * user + system CPU time of the postmaster and its children (backends, WAL writer, …) so far, in
 * µs: the postmaster's own with its exited children's (backends whose connection closed), and its
 * live children's.
 */
function postgresCpuUs(): number {
  if (postmasterPid === undefined) return Number.NaN;
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (Number(entry) === postmasterPid) total += (stat?.cpuUs ?? 0) + (stat?.childrenCpuUs ?? 0);
    else if (stat?.ppid === postmasterPid) total += stat.cpuUs;
  }
  return total;
}
/** `--rounds N`: each figure is the best of N back-to-back rounds (service, bare, service, bare, …). */
const rounds = Number(arg('rounds', '2'));

interface Load {
  method: 'GET' | 'POST';
  /** A fixed path, or one drawn per request. */
  path: string | (() => string);
  /** A fixed body, or one drawn per request. */
  body?: string | (() => string);
  headers?: Record<string, string>;
}

/** The headers every request of `load` carries. */
const headersOf = (load: Load): Record<string, string> => ({ 'content-type': 'application/json', ...load.headers });

/** A load's fixed path or body, or one drawn from it. */
const draw = (value: string | (() => string) | undefined) => (typeof value === 'function' ? value() : (value ?? ''));

/** The size of one answer to `load`, to show what each side sends per request. */
async function answerBytes(target: Target, load: Load): Promise<number> {
  const body = draw(load.body);
  const response = await fetch(target.url + draw(load.path), { method: load.method, headers: headersOf(load), ...(body ? { body } : {}) });
  if (!response.ok) throw new Error(`${target.url}: ${load.method} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

interface Target {
  url: string;
  child: ChildProcess;
}

/**
 * `--generator wrk`: drive with wrk (a C program, apt's `wrk`) instead of autocannon, which runs in
 * the bench process on the same two cores: its CPU per request is added to the service's and the
 * bare baseline's alike, which narrows their ratio; wrk's is smaller.
 */
const generator = arg('generator', 'autocannon');
if (generator !== 'autocannon' && generator !== 'wrk') throw new Error('--generator takes autocannon or wrk');

/** What one run of the load generator measured. */
interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  failed: number;
}

/** Per table, how many times autovacuum has vacuumed or analysed it so far. */
async function autovacuumCounts(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ relname: string; runs: number }>(
    'SELECT relname, (autovacuum_count + autoanalyze_count)::int AS runs FROM pg_stat_user_tables',
  );
  return new Map(rows.map((row) => [row.relname, row.runs]));
}

/**
 * The tables autovacuum worked on since `before`: finished runs, and the ones still running. A
 * phase after a million inserts (or a hundred thousand creates) can wake it mid-run on two cores,
 * and a row measured beside it must not be read as the service slowing down.
 */
async function autovacuumedSince(db: Db, before: Map<string, number>): Promise<string[]> {
  const after = await autovacuumCounts(db);
  const finished = [...after].filter(([table, runs]) => runs > (before.get(table) ?? 0)).map(([table]) => table);
  return [...new Set([...finished, ...(await autovacuumRunning(db))])].sort();
}

/** The tables autovacuum workers are on now. A worker between tables shows no query: it names none. */
async function autovacuumRunning(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    "SELECT relname FROM (SELECT substring(query from '([a-z_]+)(?: \\(to prevent wraparound\\))?$') AS relname FROM pg_stat_activity WHERE backend_type = 'autovacuum worker') w WHERE relname IS NOT NULL",
  );
  return rows.map((row) => row.relname);
}

/** Busy CPU time of the whole machine so far (every CPU; /proc/stat's ticks but idle and iowait), in µs. */
function machineBusyUs(): number {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 10_000;
}

/**
 * Waits, two minutes at most, until no autovacuum worker runs and the machine is idle (under a
 * tenth of a CPU busy over a second), and says what it waited for: a lone proof's two sides need
 * both cores, and work left from the 1,000,000-session phase could hold one. In the 2026-11-28 03:20
 * session it found nothing to wait for, and the full run's single verify was still slower than
 * runs of it alone (1.55x against 1.48-1.49x): the line rules the machine out, not the cause in.
 */
async function untilQuiet(db: Db): Promise<string> {
  const started = performance.now();
  const seen = new Set<string>();
  for (;;) {
    const running = await autovacuumRunning(db);
    for (const table of running) seen.add(table);
    const busyBefore = machineBusyUs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const busy = (machineBusyUs() - busyBefore) / 1e6;
    const waited = (performance.now() - started) / 1000;
    const vacuumed = seen.size > 0 ? `, autovacuum on ${[...seen].sort().join(', ')}` : '';
    if (running.length === 0 && busy < 0.1) return `${waited.toFixed(0)} s to a quiet machine${vacuumed}`;
    if (waited > 120) return `not quiet after ${waited.toFixed(0)} s (${busy.toFixed(2)} CPU busy${vacuumed})`;
  }
}

async function drive(db: Db, target: Target, load: Load, connections: number): Promise<Figures> {
  const cpuBefore = cpuTimeUs(target.child.pid!);
  const pgBefore = postgresCpuUs();
  const vacuumBefore = await autovacuumCounts(db);
  const walBefore = (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn;
  const result = generator === 'wrk' ? await runWrk(target.url, load, connections) : await runAutocannon(target.url, load, connections);
  if (result.failed > 0)
    throw new Error(`${target.url}${typeof load.path === 'string' ? load.path : ''}: ${result.failed} failed requests of ${result.requests}`);
  const cpuUs = (cpuTimeUs(target.child.pid!) - cpuBefore) / result.requests;
  const pgCpuUs = (postgresCpuUs() - pgBefore) / result.requests;
  const { rows } = await db.query<{ lsn: string; bytes: string }>(
    'SELECT w.lsn::text AS lsn, pg_wal_lsn_diff(w.lsn, $1)::text AS bytes FROM pg_current_wal_lsn() AS w(lsn)',
    [walBefore],
  );
  const walAfter = rows[0]!.lsn;
  const walBytes = Number(rows[0]!.bytes) / result.requests;
  const fpiBytes = (await fullPageImageBytes(db, walBefore, walAfter)) / result.requests;
  return {
    rps: result.requests / result.seconds,
    p50: result.p50,
    p99: result.p99,
    cpuUs,
    pgCpuUs,
    walBytes,
    fpiBytes,
    autovacuumed: await autovacuumedSince(db, vacuumBefore),
  };
}

async function runAutocannon(baseUrl: string, load: Load, connections: number): Promise<LoadResult> {
  const pickPath = typeof load.path === 'function' ? load.path : undefined;
  const pickBody = typeof load.body === 'function' ? load.body : undefined;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: headersOf(load),
    requests: [
      {
        method: load.method,
        path: typeof load.path === 'string' ? load.path : '/',
        ...(typeof load.body === 'string' ? { body: load.body } : {}),
        ...(pickPath || pickBody
          ? {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                ...(pickPath ? { path: pickPath() } : {}),
                ...(pickBody ? { body: pickBody() } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Requests wrk cycles through: paths and bodies drawn per request are drawn here, 10,000 of them, as wrk cannot call back. */
const WRK_REQUESTS = 10_000;
/** Sends each line of REQUESTS as one request: method, path and body separated by tabs (the body JSON has none). */
const WRK_SCRIPT = `
local lines = {}
for line in io.lines(os.getenv("REQUESTS")) do lines[#lines + 1] = line end
local next_line = 0
request = function()
  next_line = next_line % #lines + 1
  local method, path, body = lines[next_line]:match("^([^\t]*)\t([^\t]*)\t(.*)$")
  return wrk.format(method, path, nil, body ~= "" and body or nil)
end
done = function(summary, latency)
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end`;

async function runWrk(baseUrl: string, load: Load, connections: number): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-wrk-'));
  try {
    const lines = Array.from({ length: WRK_REQUESTS }, () => `${load.method}\t${draw(load.path)}\t${draw(load.body)}`);
    fs.writeFileSync(path.join(dir, 'requests.tsv'), `${lines.join('\n')}\n`);
    fs.writeFileSync(path.join(dir, 'requests.lua'), WRK_SCRIPT);
    const headers = Object.entries(headersOf(load)).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', path.join(dir, 'requests.lua'), ...headers, baseUrl],
        { env: { ...process.env, REQUESTS: path.join(dir, 'requests.tsv') } },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    const [requests, durationUs, p50Us, p99Us, failed] = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output)!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { requests, seconds: durationUs / 1e6, p50: p50Us / 1000, p99: p99Us / 1000, failed };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
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

async function measure(label: string, db: Db, service: Target, bare: Target, key: string): Promise<Row[]> {
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
    await drive(db, service, serviceLoad, 16);
    await drive(db, bare, bareLoad, 16);
    sizes.push(`${name} ${await answerBytes(service, serviceLoad)} / ${await answerBytes(bare, bareLoad)}`);
    for (const connections of levels) {
      const best = (a: Figures | undefined, b: Figures) => (a && a.rps >= b.rps ? a : b);
      let s: Figures | undefined;
      let b: Figures | undefined;
      for (let round = 0; round < rounds; round++) {
        s = best(s, await drive(db, service, serviceLoad, connections));
        b = best(b, await drive(db, bare, bareLoad, connections));
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

/** 1,000 projects (the bench's own among them) and `count` sessions spread over them and 30 days; 5% still pending. */
async function fillToScale(db: Db, count: number) {
  const started = performance.now();
  await db.query(
    `INSERT INTO projects (id, organization_id, name, receiving_address)
     SELECT 'proj_bench_' || g, 'org_bench', 'Bench ' || g, $1 FROM generate_series(1, 999) g ON CONFLICT DO NOTHING`,
    [RECEIVING_ADDRESS],
  );
  // Every session holds a tag, as created ones would (every bench project shares one receiving
  // address, so the create's draw checks against these): unique per cent amount and network, the
  // pending ones reserving theirs, the testnet ones naming the network's offer set, as the service's
  // creates do, the mainnet ones the empty set (no mainnet chain is watched here).
  await db.query(
    `INSERT INTO checkout_offer_sets (id, offers) SELECT md5(o::text)::uuid, o FROM unnest(ARRAY[$1::jsonb, '[]'::jsonb]) o ON CONFLICT DO NOTHING`,
    [TESTNET_OFFERS_JSON],
  );
  await db.query(
    `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, description, status, created_at, expires_at,
                                    pay_address, amount_tag, offer_set, amount_released)
     SELECT t.id, 'proj_bench_' || (g % 1000), network, 100 + g % 10000, 'seeded',
            CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 3 = 0 THEN 'completed' ELSE 'expired' END, t.created_at, t.created_at + interval '30 minutes',
            lower($2), (g / 10000) % $4, md5((CASE WHEN network = 'testnet' THEN $3::jsonb ELSE '[]'::jsonb END)::text)::uuid,
            CASE WHEN g % 20 = 0 THEN NULL ELSE t.id END
       FROM generate_series(1, $1) g
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 = 0 THEN 'mainnet' ELSE 'testnet' END AS network,
                                 CASE WHEN g % 20 = 0 THEN now() - random() * interval '25 minutes'
                                      ELSE now() - interval '30 minutes' - (g::double precision / $1) * interval '30 days' END AS created_at) c
      CROSS JOIN LATERAL (SELECT c.created_at, ${seededIdSql('ps', 'c.created_at', 'g')} AS id) t`,
    [count, RECEIVING_ADDRESS, TESTNET_OFFERS_JSON, TESTNET_TAGS],
  );
  await db.query(
    `INSERT INTO bench_bare_sessions (id, project_id, network, amount_cents, description, status, created_at, expires_at)
     SELECT ${seededIdSql('bs', 'c.created_at', 'g')}, CASE WHEN g % 1000 = 0 THEN 'proj_bare' ELSE 'proj_other_' || (g % 1000) END, 'testnet',
            100 + g % 10000, 'seeded', 'expired', c.created_at, c.created_at + interval '30 minutes'
       FROM generate_series(1, $1) g
      CROSS JOIN LATERAL (SELECT now() - interval '30 minutes' - (g::double precision / $1) * interval '30 days' AS created_at) c`,
    [count],
  );
  // A table as it would be in service: vacuumed and analysed (else autovacuum, woken by the
  // million inserts, runs during the measurements), and checkpointed.
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
 * The plans of the hot queries at scale, as Postgres ran them for the service's own code: each
 * operation runs on one connection with auto_explain reporting every statement's plan to the
 * client (nested ones too), inside a transaction that is rolled back. Each runs six times and
 * the last run's plans are printed: a named statement gets its generic plan from its sixth
 * execution on, as on a service connection that has served a few requests. The operations: the
 * creates' shared call (one row), retrieve, the list's first page, the watcher's two reads and
 * the expiry sweep's two. The function's later tag draw is plpgsql's own
 * statement, sent only when the first tag is held; its plan is of the same query, written out here.
 */
async function printPlans(db: Db) {
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

/**
 * One proof verified over HTTP many times in sequence (`runs` below), each time beside the same
 * proof verified in process and the bare baseline's floor under it (the same request and answer
 * sizes over HTTP and one durable insert, no verify): HTTP p50 can get no closer to the in-process
 * p50 than that floor.
 */
async function verifyOverHttp(db: Db, service: Target, bare: Target, key: string) {
  const fixture = loadFixture('linear_combination');
  const proofId = await insertProofRecord(db, BENCH_PROJECT, fixture.vk);
  const item = fixture.proofs[0]!;
  // The first 2,000 rounds warm up: at one request every 10 ms, V8 optimises Koa, node-postgres,
  // node:http and the verify's own path only after a thousand requests or more (2026-11-27 07:51
  // session: both servers' times fell by a fifth to a third over the first 600 rounds; started
  // --no-opt, they fell less and stayed slower; 2026-11-28 13:05 session: in two runs of 6,000 and
  // 10,000 rounds both fell by another sixth to fifth between rounds 1,000 and 1,500, and after
  // that moved only with the machine). Timing after 500 rounds compared a service whose verify path
  // was still unoptimised with a bare server made hot by the load phases before it.
  const windowRounds = 500;
  // Whole windows, so that the window line's | falls where the timed rounds begin.
  const warmUp = 4 * windowRounds;
  const runs = warmUp + 2 * windowRounds;
  await initMcl();
  const prepared = prepareVerificationKey(fixture.vk);
  if (!prepared.ok) throw new Error('fixture key does not parse');
  const payload = JSON.stringify(item);
  // node:http on a kept-alive socket, not fetch: undici's own work was 0.4-0.5 ms of each request
  // on the client's side (07:51 session), which is no part of the service's path (the load lines
  // use wrk for the same reason).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const quiet = await untilQuiet(db);
  const vacuumBefore = await autovacuumCounts(db);
  const machineBefore = machineBusyUs();
  const ownBefore = [service, bare].map((target) => cpuTimeUs(target.child.pid!));
  let serviceThreadsBefore = new Map<number, ThreadTime>();
  let bareThreadsBefore = new Map<number, ThreadTime>();
  const benchBefore = process.cpuUsage();
  const pgBefore = postgresCpuUs();
  const phaseStarted = performance.now();
  const post = (url: string, headers: Record<string, string>) =>
    new Promise<{ ms: number; serverTiming: Map<string, number> }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            // Checked before parsing: a throw here, in an event handler, would escape the promise.
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}: ${text}`));
            else if ((JSON.parse(text) as { verified?: boolean }).verified !== true) reject(new Error(`${url} did not verify the proof: ${text}`));
            else resolve({ ms: performance.now() - started, serverTiming: parseServerTiming(response.headers['server-timing']?.toString() ?? null) });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  // One of each in turn, so that all three see the same machine. Run one series after another,
  // the service's came first, straight after the 1,000,000-session phase: 2.34x, beside a floor of
  // 1.32x measured after it (2026-11-25).
  const inProcess: number[] = [];
  const overHttp: number[] = [];
  const floor: number[] = [];
  /** The service's Server-Timing parts of each request, and what is outside them (HTTP, middleware, the receipt's signature). */
  const parts = new Map<string, number[]>();
  for (let k = 0; k < runs; k++) {
    if (k === warmUp) [serviceThreadsBefore, bareThreadsBefore] = [threadTimes(service.child.pid!), threadTimes(bare.child.pid!)];
    const started = performance.now();
    const [result] = verifyItems(prepared.value, [item]);
    inProcess.push(performance.now() - started);
    if (!result || !('verified' in result) || !result.verified) throw new Error('in-process verify failed');
    const answered = await post(`${service.url}/v1/zk/proofs/${proofId}/verify`, { authorization: `Bearer ${key}` });
    overHttp.push(answered.ms);
    const rest = [...answered.serverTiming.values()].reduce((left, ms) => left - ms, answered.ms);
    for (const [name, ms] of [...answered.serverTiming, ['rest', rest] as const]) parts.set(name, [...(parts.get(name) ?? []), ms]);
    floor.push((await post(`${bare.url}/verifications`, {})).ms);
  }
  agent.destroy();
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const overHttpMs = median(overHttp.slice(warmUp));
  const local = median(inProcess.slice(warmUp));
  const bareFloor = median(floor.slice(warmUp));
  const autovacuumed = await autovacuumedSince(db, vacuumBefore);
  // What else ran on the machine during the phase: its busy CPU less the two servers', Postgres's and this process's.
  const seconds = (performance.now() - phaseStarted) / 1000;
  const bench = process.cpuUsage(benchBefore);
  const accounted =
    [service, bare].reduce((sum, target, k) => sum + cpuTimeUs(target.child.pid!) - ownBefore[k]!, 0) + postgresCpuUs() - pgBefore + bench.user + bench.system;
  const others = Math.max(0, machineBusyUs() - machineBefore - accounted) / 1e6 / seconds;
  const serviceThreads = threadShares(service.child.pid!, serviceThreadsBefore, runs - warmUp);
  const bareThreads = threadShares(bare.child.pid!, bareThreadsBefore, runs - warmUp);
  console.log(
    `\nsingle verify (linear_combination, ${runs - warmUp} sequential after ${warmUp} warm-up; ${quiet}${autovacuumed.length > 0 ? `, autovacuum during: ${autovacuumed.join(', ')}` : ''}; other processes ${others.toFixed(2)} CPU during it): HTTP p50 ${overHttpMs.toFixed(2)} ms, in-process p50 ${local.toFixed(2)} ms, ratio ${(overHttpMs / local).toFixed(2)}x`,
  );
  console.log(
    `  floor: bare HTTP + one durable insert, no verify, p50 ${bareFloor.toFixed(2)} ms; in-process + floor ${(local + bareFloor).toFixed(2)} ms (${((local + bareFloor) / local).toFixed(2)}x); the service above that ${(overHttpMs - local - bareFloor).toFixed(2)} ms`,
  );
  console.log(
    `  the service's Server-Timing, p50 of each part: ${[...parts]
      // Parts of every request only: the first reads the record's key (`keys`), the rest do not.
      .filter(([, list]) => list.length === runs)
      .map(([name, list]) => `${name} ${median(list.slice(warmUp)).toFixed(2)} ms`)
      .join(', ')} (rest: the request's time outside those parts: HTTP, middleware, the receipt's signature)`,
  );
  // Whether the warm-up was long enough: the ratio of each window's p50s, flat once V8 is done.
  const windows = Array.from({ length: runs / windowRounds }, (_, k) => {
    const window = (list: number[]) => median(list.slice(k * windowRounds, (k + 1) * windowRounds));
    return `${k * windowRounds === warmUp ? '| ' : ''}${(window(overHttp) / window(inProcess)).toFixed(2)}`;
  });
  console.log(`  HTTP p50 / in-process p50 by window of ${windowRounds} rounds (the warm-up, then after | the timed rounds): ${windows.join(' ')}`);
  // A lone proof's two sides need both cores. This tells a side that ran longer (its thread's CPU
  // time) from one that waited for a CPU, and shows the service's other threads' share (V8's
  // helpers), which "other processes" does not count.
  console.log(`  the service's threads, ms on a CPU/waiting for one per request over the ${runs - warmUp} timed rounds: ${serviceThreads}`);
  // The floor's server makes the same HTTP exchange and one insert: its main thread is what the
  // service's would cost without its own work (middleware, the pool's hand-off, the signature).
  console.log(`  the bare floor's threads, the same: ${bareThreads}`);
}

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
  const children: ChildProcess[] = [];
  try {
    await migrate(db, log);
    postmasterPid = await localPostmaster(db);
    walInspect = await installWalInspect(db);
    await db.query(BARE_TABLE_SQL);
    await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_bench', 'bench', 'bench@proofpay.test') ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO organizations (id, name, owner_id) VALUES ('org_bench', 'Bench', 'usr_bench') ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ($1, 'org_bench', 'Bench 0', $2) ON CONFLICT DO NOTHING`, [
      BENCH_PROJECT,
      RECEIVING_ADDRESS,
    ]);
    await db.query(`UPDATE api_keys SET expires_at = now() WHERE project_id = $1 AND expires_at IS NULL`, [BENCH_PROJECT]);
    const key = (await issueKey(db, BENCH_PROJECT, 'test')).secret;
    const service = await startService(databaseUrl, path.join(scratch, 'data'));
    children.push(service.child);
    const bare = await startBare(databaseUrl);
    children.push(bare.child);

    const measuresRequests = OPERATIONS.some(selected);
    await db.query('CHECKPOINT'); // both phases start from a checkpoint
    const empty = measuresRequests ? await measure('empty table', db, service, bare, key) : [];
    if (scaleSessions > 0 && measuresRequests) {
      await fillToScale(db, scaleSessions);
      await printPlans(db);
      const full = await measure(`${scaleSessions.toLocaleString('en')} sessions`, db, service, bare, key);
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
    if (selected('verify')) await verifyOverHttp(db, service, bare, key);
  } finally {
    for (const child of children) await stop(child);
    await endDb(db);
    await embedded?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
