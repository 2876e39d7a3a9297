/**
 * The end-to-end target of bench/verify.ts: an API process (this process) on a private embedded
 * Postgres, with one project, its test key and a compiled proof record holding the bench
 * fixture's key; proofs go through POST /v1/zk/verifications in 100-item batches from several
 * concurrent clients, each answered with a stored verification and a signed receipt per proof.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/core/db/embedded.js';
import { migrate } from '../src/core/db/migrate.js';
import { createDb, endDb } from '../src/core/db/pool.js';
import { createLogger } from '../src/core/logger.js';
import { startApiServer } from '../src/server/api-server.js';
import { testConfig, type TestApp } from '../test/helpers/app.js';
import { insertProofRecord, projectWithKeys } from '../test/helpers/zk-records.js';
import type { SnarkjsItem } from '../test/verification/groth16-fixtures.js';

export interface HttpVerifyTarget {
  /** Verifies `items` in batches of `batchSize`, `clients` requests in flight; the verdicts in order. */
  verify(items: SnarkjsItem[], options: { clients: number; batchSize: number }): Promise<boolean[]>;
  close(): Promise<void>;
}

export async function startHttpVerifyTarget(vk: object): Promise<HttpVerifyTarget> {
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
  });
  const api = await startApiServer({ config, log, db, databaseUrl: pg.url, close: async () => {} });
  const request: TestApp['request'] = (p, { json, token, ...init } = {}) =>
    fetch(api.url + p, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  const app: TestApp = { url: api.url, db, databaseUrl: pg.url, config, request };
  const { projectId, keys } = await projectWithKeys(app, 'bench@proofpay.test');
  const proofId = await insertProofRecord(db, projectId, vk);

  async function postBatch(batch: SnarkjsItem[]): Promise<boolean[]> {
    const response = await request('/v1/zk/verifications', {
      method: 'POST',
      token: keys.test,
      json: { items: batch.map((item) => ({ proof_id: proofId, ...item })) },
    });
    const body = (await response.json()) as { items?: { data: { verification: { verified: boolean; receipt: string } | null }[] } };
    if (response.status !== 200 || !body.items) throw new Error(`batch answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return body.items.data.map((d) => d.verification?.verified === true && d.verification.receipt.length > 0);
  }

  return {
    async verify(items, { clients, batchSize }) {
      const batches = Array.from({ length: Math.ceil(items.length / batchSize) }, (_, k) => items.slice(k * batchSize, k * batchSize + batchSize));
      const verdicts: boolean[][] = new Array(batches.length);
      let next = 0;
      const client = async () => {
        for (let k = next++; k < batches.length; k = next++) verdicts[k] = await postBatch(batches[k]!);
      };
      await Promise.all(Array.from({ length: clients }, client));
      return verdicts.flat();
    },
    async close() {
      await api.close();
      await endDb(db);
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
