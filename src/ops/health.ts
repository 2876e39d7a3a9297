import { namedSchema } from '../core/schema-registry.js';
import os from 'node:os';
import { networkCoverageSchema, type ChainRegistry, type NetworkCoverage } from '../core/chain/registry.js';
import type { Db } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import { chainHealth, chainHealthSchema, type ChainHealth } from '../checkout/index.js';
import { NETWORKS, type Network } from '../core/network.js';
import { processExists } from '../core/processes.js';
import type { Config } from '../core/config/config.js';
import { type EmailHealth, emailHealth, emailHealthSchema } from '../email/index.js';

type CheckStatus = 'ok' | 'down';
/** A check that ran reports its figures; one that could not run reports why. */
type Check<T> = ({ status: CheckStatus } & T) | { status: 'down'; error: string };

/** A check that ran reports its figures (`figures` are its properties); one that could not run reports why. */
const checkSchema = <const P extends Record<string, object>>(figures: P) =>
  ({
    oneOf: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['status', ...(Object.keys(figures) as (keyof P & string)[])],
        properties: { status: { enum: ['ok', 'down'] }, ...figures },
      },
      { type: 'object', additionalProperties: false, required: ['status', 'error'], properties: { status: { const: 'down' }, error: { type: 'string' } } },
    ],
  }) as const;
const count = { type: 'integer', minimum: 0 } as const;

/** `GET /v1/health`: the shape HealthReport describes. */
export const healthReportSchema = namedSchema('Health', {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'checks'],
  properties: {
    status: { enum: ['ok', 'degraded', 'down'] },
    checks: {
      type: 'object',
      additionalProperties: false,
      required: ['database', 'queue', 'workers', 'chains', 'networks', 'email'],
      properties: {
        database: checkSchema({ latency_ms: count }),
        queue: checkSchema({ queued: count, running: count, failed: count }),
        workers: checkSchema({ live: count }),
        chains: {
          type: 'object',
          additionalProperties: chainHealthSchema,
          description: 'Each chain with an RPC URL, by registry key, as its watcher last found it: down when its RPC did not answer (docs/payments.md).',
        },
        networks: {
          type: 'object',
          additionalProperties: false,
          required: ['testnet', 'mainnet'],
          properties: { testnet: networkCoverageSchema, mainnet: networkCoverageSchema },
          description: 'Whether sessions of each network can be paid: the chains configured for it, or `not_configured` and what to set.',
        },
        email: emailHealthSchema,
      },
    },
  },
} as const);

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  checks: {
    database: Check<{ latency_ms: number }>;
    queue: Check<{ queued: number; running: number; failed: number }>;
    workers: Check<{ live: number }>;
    /** Each chain with an RPC URL, as its watcher last found it (payments). */
    chains: Record<string, ChainHealth>;
    /** Per network, the chains its sessions can be paid on, or why none. */
    networks: Record<Network, NetworkCoverage>;
    /** Whether e-mail is configured and its last delivery attempt worked. */
    email: EmailHealth;
  };
}

/** How health judges a worker alive: its heartbeat period and the crash-recovery stale window. */
export interface WorkerLiveness {
  heartbeatIntervalMs: number;
  staleAfterMs: number;
}

/** Heartbeats a worker may miss before health stops counting it (crash recovery waits for the whole stale window). */
const HEALTH_MISSED_BEATS = 3;

/**
 * Real checks, not a static answer: a round trip to Postgres, the job queue's counts, and the
 * worker processes that are alive, and each watched chain's last watcher pass. No database means
 * down; no live worker, or a chain whose RPC does not answer, means degraded (requests are served;
 * background work or that chain's payment detection waits). A network with no chain configured is
 * reported under `networks` but leaves the status alone: it is how the operator set the service up.

 *
 * A worker is alive for health when its heartbeat is younger than three beats (not the stale
 * window that crash recovery waits out before unlocking its jobs, where a false "dead" would run a
 * job twice) and, when it runs on this host, its recorded pid still exists: a `kill -9` shows at
 * the next health check. Failures are reported without the driver's text (it names the database
 * address); the detail goes to the log. Chains are read from what the watchers record, so a health
 * check never waits on an RPC.
 */
export async function checkHealth(db: Db, liveness: WorkerLiveness, chains: ChainRegistry, log: Logger, config?: Pick<Config, 'email'>): Promise<HealthReport> {
  const attempt = <T extends object>(name: string, check: () => Promise<T>) => attemptCheck(name, check, log);
  const started = performance.now();
  const database = await attempt('database', async () => {
    await db.query('SELECT 1');
    return { latency_ms: Math.round(performance.now() - started) };
  });
  const queue = await attempt('queue', async () => {
    const { rows } = await db.query<{ queued: number; running: number; failed: number }>(
      // Queued: due and waiting for a worker (the backlog); jobs scheduled for later, such as the
      // recurring checkout expiry sweep, are not waiting yet.
      `SELECT count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now())::int AS queued,
              count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS running,
              count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts)::int AS failed
         FROM graphile_worker.jobs`,
    );
    return rows[0]!;
  });
  const workers = await attempt('workers', async () => {
    const freshForMs = Math.min(liveness.staleAfterMs, HEALTH_MISSED_BEATS * liveness.heartbeatIntervalMs);
    const { rows } = await db.query<{ hostname: string; pid: number }>(
      `SELECT hostname, pid FROM worker_processes
        WHERE last_seen_at >= now() - make_interval(secs => $1::double precision / 1000)`,
      [freshForMs],
    );
    const live = rows.filter((row) => row.hostname !== os.hostname() || processExists(row.pid)).length;
    return { status: live > 0 ? ('ok' as CheckStatus) : 'down', live };
  });
  const chainReport =
    database.status === 'down'
      ? {}
      : await chainHealth(db, chains).catch((error: unknown) => {
          log.warn({ err: error }, 'chain health could not be read');
          return {};
        });
  const chainsOk = Object.values(chainReport).every((chain) => chain.status === 'ok');
  // Not configured is the operator's choice and leaves the status alone; a failing SMTP server degrades it.
  const email: EmailHealth =
    config === undefined || config.email.smtpUrl === undefined
      ? { status: 'not_configured' }
      : database.status === 'down'
        ? { status: 'down', pending: 0, error: 'the outbox cannot be read' }
        : await emailHealth(db, config).catch((error: unknown) => {
            log.warn({ err: error }, 'e-mail health could not be read');
            return { status: 'down' as const, pending: 0, error: 'check failed' };
          });
  const status =
    database.status === 'down' ? 'down' : queue.status === 'ok' && workers.status === 'ok' && chainsOk && email.status !== 'down' ? 'ok' : 'degraded';
  const networks = Object.fromEntries(NETWORKS.map((network) => [network, chains.coverage(network)])) as Record<Network, NetworkCoverage>;
  return { status, checks: { database, queue, workers, chains: chainReport, networks, email } };
}

async function attemptCheck<T extends object>(name: string, check: () => Promise<T>, log: Logger): Promise<Check<T>> {
  try {
    return { status: 'ok', ...(await check()) };
  } catch (error) {
    log.warn({ err: error, check: name }, 'health check failed');
    return { status: 'down', error: name === 'database' ? 'unreachable' : 'check failed' };
  }
}
