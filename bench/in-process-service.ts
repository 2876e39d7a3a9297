/**
 * The service in the bench's own process, for benches that drive it end to end: a private embedded
 * Postgres (not durable: these benches measure the service's work, not the disk's), migrated, the
 * API role (and, if asked, a worker) on it, rate limits raised out of the way, and one project
 * with its keys. bench/checkout.ts runs the service as a child process instead, to time its CPU.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/core/db/embedded.js';
import { migrate } from '../src/core/db/migrate.js';
import { createDb, endDb } from '../src/core/db/pool.js';
import { createLogger } from '../src/core/logger.js';
import { startApiServer } from '../src/server/api-server.js';
import { startWorkerServer } from '../src/server/worker-server.js';
import { requester, testConfig, type TestApp } from '../test/helpers/app.js';
import { projectWithKeys } from '../test/helpers/zk-records.js';

export interface InProcessService {
  app: TestApp;
  projectId: string;
  /** The project's test-mode secret key. */
  testKey: string;
  close(): Promise<void>;
}

export async function startInProcessService({ worker = false, env = {} }: { worker?: boolean; env?: Record<string, string> } = {}): Promise<InProcessService> {
  const log = createLogger('error', { role: 'bench' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-pg-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), log, durable: false });
  const db = createDb(pg.url, log, 20);
  await migrate(db, log);
  const config = testConfig({
    DATABASE_URL: pg.url,
    PORT: '0',
    DATA_DIR: path.join(dir, 'data-dir'),
    LOG_LEVEL: 'error',
    RATE_LIMIT_KEY_QUOTA: '1000000',
    RATE_LIMIT_IP_QUOTA: '1000000',
    // The benches' receivers listen on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...env,
  });
  const runtime = { config, log, db, databaseUrl: pg.url, close: async () => {} };
  const api = await startApiServer(runtime);
  const workerServer = worker ? await startWorkerServer(runtime) : undefined;
  // Plain fetch, not the tests' contract check: a bench's client must not add the cost of
  // validating every answer to what it measures.
  const app: TestApp = { url: api.url, db, databaseUrl: pg.url, config, request: requester(api.url, fetch) };
  const { projectId, keys } = await projectWithKeys(app, 'bench@proofpay.test');
  return {
    app,
    projectId,
    testKey: keys.test,
    async close() {
      await workerServer?.close();
      await api.close();
      await endDb(db);
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
