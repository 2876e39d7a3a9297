/**
 * What bench/checkout.ts measures against: the service's API role and the bare baseline as child
 * processes on one Postgres, and the bench's project and key.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { offersOf } from '../src/checkout/payments/options.js';
import { defaultChainRegistryFile, loadChainRegistry } from '../src/core/chain/registry.js';
import type { Db } from '../src/core/db/pool.js';
import { projectRoot } from '../src/core/paths.js';
import { issueKey } from '../src/platform/api-keys.js';

export const RECEIVING_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
export const BENCH_PROJECT = 'proj_bench_0';

/** Every testnet chain watched (an RPC URL set; the API role never calls it), so each session gets its payment options. */
export const TESTNET_RPC_ENV = Object.fromEntries(
  loadChainRegistry(defaultChainRegistryFile, {})
    .chainsOf('testnet')
    .map((chain) => [chain.rpcUrlEnv, 'http://127.0.0.1:9/']),
);
const registry = loadChainRegistry(defaultChainRegistryFile, TESTNET_RPC_ENV);
/** What the service offers on each network with TESTNET_RPC_ENV: every testnet chain's tokens, nothing on mainnet. */
export const testnetOffers = offersOf(registry, 'testnet');
export const mainnetOffers = offersOf(registry, 'mainnet');

/** A server the bench drives: its base URL and its process, whose CPU time the bench reads. */
export interface Target {
  url: string;
  child: ChildProcess;
}

/** The bench's user, organization and project (with its receiving address), and a fresh test key of the project. */
export async function benchProjectKey(db: Db): Promise<string> {
  await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_bench', 'bench', 'bench@proofpay.test') ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO organizations (id, name, owner_id) VALUES ('org_bench', 'Bench', 'usr_bench') ON CONFLICT DO NOTHING`);
  await db.query(`INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ($1, 'org_bench', 'Bench 0', $2) ON CONFLICT DO NOTHING`, [
    BENCH_PROJECT,
    RECEIVING_ADDRESS,
  ]);
  await db.query(`UPDATE api_keys SET expires_at = now() WHERE project_id = $1 AND expires_at IS NULL`, [BENCH_PROJECT]);
  return (await issueKey(db, BENCH_PROJECT, 'test')).secret;
}

/**
 * The service's API role in a child process, as an operator starts it from `serviceRoot`'s build:
 * LOG_LEVEL=info with its stdout discarded, rate limits raised out of the way by configuration.
 */
export async function startService(options: { serviceRoot: string; databaseUrl: string; dataDir: string; nodeFlags: string[] }): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [...options.nodeFlags, path.join(options.serviceRoot, 'dist/src/cli.js'), 'start', '--role', 'api'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      PLATFORM_JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Fixed, so that a reused BENCH_DATABASE_URL still opens the receipt keys it sealed before.
      RECEIPT_KEY_ENCRYPTION_KEY: '00'.repeat(32),
      // Each session gets its payment options: one tagged amount per chain and token, allocated on create.
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

/** The bare baseline (bench/bare-checkout-server.ts) in a child process. */
export async function startBare(options: { databaseUrl: string; nodeFlags: string[] }): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [...options.nodeFlags, path.join(projectRoot, 'dist/bench/bare-checkout-server.js')], {
    env: { ...process.env, DATABASE_URL: options.databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/none`, child, 'the bare baseline');
  return { url, child };
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function freePort(): Promise<number> {
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
