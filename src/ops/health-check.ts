import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { Config, Role } from '../core/config/config.js';

export interface HealthCheckResult {
  healthy: boolean;
  /** One line for the operator (and `docker inspect`'s health log). */
  message: string;
}

/**
 * `proofpay health`, the image's HEALTHCHECK: is the process of this role, on this host, serving?
 * - `api` and `all`: `GET /v1/health` on the process's own port answers 200 (`ok` or `degraded`; a
 *   503 `down` means no database).
 * - `worker` (no API port): a worker process of this host recorded its heartbeat in the database
 *   within WORKER_STALE_AFTER_MS, the bound after which the other workers presume it dead.
 */
export async function checkHealth(config: Config, role: Role, { timeoutMs = 5_000 } = {}): Promise<HealthCheckResult> {
  return role === 'worker' ? checkWorker(config, timeoutMs) : checkApi(config, timeoutMs);
}

async function checkApi(config: Config, timeoutMs: number): Promise<HealthCheckResult> {
  // A wildcard address listens on loopback too; a specific one is asked where it listens.
  const host =
    config.host === '0.0.0.0' || config.host === ''
      ? '127.0.0.1'
      : config.host === '::'
        ? '[::1]'
        : config.host.includes(':')
          ? `[${config.host}]`
          : config.host;
  const url = `http://${host}:${config.port}/v1/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    return { healthy: response.status === 200, message: `${url}: ${response.status} ${body.status ?? '(no status)'}` };
  } catch (error) {
    return { healthy: false, message: `${url}: ${describe(error)}` };
  }
}

async function checkWorker(config: Config, timeoutMs: number): Promise<HealthCheckResult> {
  if (config.databaseUrl === undefined) return { healthy: false, message: 'a worker is checked in its database: DATABASE_URL is not set' };
  const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: timeoutMs, statement_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ live: number; last_seen_ms: number | null }>(
      `SELECT count(*) FILTER (WHERE last_seen_at > now() - $2 * interval '1 millisecond')::int AS live,
              (extract(epoch FROM now() - max(last_seen_at)) * 1000)::float8 AS last_seen_ms
         FROM worker_processes WHERE hostname = $1`,
      [os.hostname(), config.worker.staleAfterMs],
    );
    const { live, last_seen_ms: lastSeenMs } = rows[0]!;
    if (live > 0) return { healthy: true, message: `worker: ${live} live on ${os.hostname()}` };
    return {
      healthy: false,
      message:
        lastSeenMs === null
          ? `worker: none of ${os.hostname()} has recorded a heartbeat`
          : `worker: the last heartbeat of ${os.hostname()} is ${Math.round(lastSeenMs / 1000)} s old (stale after ${config.worker.staleAfterMs / 1000} s)`,
    };
  } catch (error) {
    return { healthy: false, message: `worker: the database did not answer: ${describe(error)}` };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The role of `proofpay start` in a command line (arguments separated by NUL or spaces): `--role
 * X`, `--role=X`, or `all` when `start` has none. Undefined when it runs no `start` (a one-off
 * command such as `migrate`, or another program).
 */
export function roleInCommandLine(commandLine: string): Role | undefined {
  const args = commandLine.split(/[\0\s]+/).filter(Boolean);
  const cli = args.findIndex((arg) => /(^|\/)(cli\.js|proofpay(\.mjs)?)$/.test(arg));
  if (cli === -1 || args[cli + 1] !== 'start') return undefined;
  const rest = args.slice(cli + 2);
  const flag = rest.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (flag === -1) return 'all';
  const value = rest[flag]!.includes('=') ? rest[flag]!.slice('--role='.length) : rest[flag + 1];
  return value === 'api' || value === 'worker' || value === 'all' ? value : undefined;
}

/**
 * What the container's main process (PID 1) runs: `start` with its role, another proofpay command
 * (`other`), or unknown (not proofpay, or /proc unreadable).
 */
export function mainProcessRole(): Role | 'other' | undefined {
  let commandLine: string;
  try {
    commandLine = fs.readFileSync('/proc/1/cmdline', 'utf8');
  } catch {
    return undefined;
  }
  const role = roleInCommandLine(commandLine);
  if (role) return role;
  return /(^|[\0/\s])(cli\.js|proofpay(\.mjs)?)[\0\s]/.test(`${commandLine}\0`) ? 'other' : undefined;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}
