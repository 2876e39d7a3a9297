import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import type { MountableRouter } from '../../src/http/app.js';
import { createHttpServer } from '../../src/http/server.js';
import { serviceApp } from '../../src/server/routes.js';
import type { ServiceDeps } from '../../src/server/deps.js';
import type { Config } from '../../src/core/config/config.js';
import { loadServiceConfig } from '../../src/server/settings.js';
import { freePort } from '../../src/core/db/embedded.js';
import type { Db } from '../../src/core/db/pool.js';
import type { Logger } from '../../src/core/logger.js';
import { startApiServer } from '../../src/server/api-server.js';
import type { Runtime } from '../../src/server/runtime.js';
import { startWorkerServer } from '../../src/server/worker-server.js';
import { checkedFetch } from './contract.js';
import { freshDatabase } from './database.js';
import { testLog, testLogLevel } from './log.js';
import { probeWorker } from './probes.js';

/** Shared by the test processes of a run: dev secrets and the dev ptau cache live here, never in the work tree. */
export const TEST_DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/proofpay-test-data`;

export const TEST_JWT_SECRET = 'test-platform-secret-at-least-32-characters-long';

export interface TestApp {
  /** Base URL of the API, also its PUBLIC_BASE_URL. */
  url: string;
  db: Db;
  databaseUrl: string;
  config: Config;
  /** Sends a request to the API; a JSON `body` is serialised with the right content type. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
}

export function testConfig(env: Record<string, string | undefined>): Config {
  return loadServiceConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATA_DIR: TEST_DATA_DIR,
    PLATFORM_JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: testLogLevel,
    WORKER_HEARTBEAT_MS: '500',
    ...env,
  });
}

/**
 * The API (and, unless `worker: false`, a worker that also runs the probe job) in this process, on
 * a free port, against a fresh database of this test file, logging to `log`. Everything stops on teardown.
 */
export async function startTestApp(
  t: Test,
  { worker = true, env = {}, log = testLog }: { worker?: boolean; env?: Record<string, string>; log?: Logger } = {},
): Promise<TestApp> {
  const { url: databaseUrl, db } = await freshDatabase(t);
  const port = await freePort();
  const config = testConfig({ DATABASE_URL: databaseUrl, PORT: String(port), ...env });
  const runtime: Runtime = { config, log, db, databaseUrl, close: async () => {} };
  const api = await startApiServer(runtime);
  t.teardown(() => api.close());
  if (worker) {
    const workerServer = await startWorkerServer(runtime, probeWorker);
    t.teardown(() => workerServer.close());
  }
  return { url: api.url, db, databaseUrl, config, request: requester(api.url) };
}

/**
 * The `request` function of a TestApp: fetch against `baseUrl`, with JSON and bearer shortcuts; by
 * default each answer is checked against the OpenAPI document (contract.ts), unless `send` is plain fetch.
 */
export function requester(baseUrl: string, send: (url: string, init: RequestInit) => Promise<Response> = checkedFetch): TestApp['request'] {
  return (path, { json, token, headers, ...init } = {}) =>
    send(baseUrl + path, {
      ...init,
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      body: json !== undefined ? JSON.stringify(json) : (init.body ?? null),
    });
}

/**
 * The real app with the service's routers plus `extraRouters` (test-only routes that reach what
 * no product route exposes), served on a free port until teardown. Returns its base URL.
 */
export async function serveApp(t: Test, deps: ServiceDeps, extraRouters: MountableRouter[] = []): Promise<string> {
  const server = createHttpServer(serviceApp(deps, extraRouters).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
