/**
 * The end-to-end target of bench/verify.ts: an API process (this process) on a private embedded
 * Postgres, with one project, its test key and a compiled proof record holding the bench
 * fixture's key; proofs go through POST /v1/zk/verifications in 100-item batches from several
 * concurrent clients of a child process (bench/verify-client.ts), each answered with a stored verification and a signed receipt per proof; or
 * as one large batch, a job (zk.verify_batch) on a worker in this process, polled until it completes.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../src/core/db/pool.js';
import type { ClientAnswer, ClientRun } from './verify-client.js';
import { insertProofRecord } from '../test/helpers/zk-records.js';
import { startInProcessService } from './in-process-service.js';
import type { SnarkjsItem } from '../test/verification/groth16-fixtures.js';

export interface HttpVerifyTarget {
  /** Verifies `items` in batches of `batchSize`, `clients` requests in flight; the verdicts in order. */
  verify(items: SnarkjsItem[], options: { clients: number; batchSize: number }): Promise<boolean[]>;
  /** Verifies `items` (101 to 10,000) as one batch job, polled every 20 ms; the verdicts in order. */
  verifyAsJob(items: SnarkjsItem[]): Promise<boolean[]>;
  /** The process of the client `verify` posts from (bench/verify-client.ts), for its CPU time. */
  clientPid: number;
  /** The service's database, for what a bench reports beside its figures. */
  db: Queryable;
  close(): Promise<void>;
}

/** `env`: settings of the service, e.g. the attestation job's (bench/verify.ts runs it on and off). */
export async function startHttpVerifyTarget(vk: object, env: Record<string, string> = {}): Promise<HttpVerifyTarget> {
  const service = await startInProcessService({ worker: true, env });
  const { app, testKey } = service;
  const proofId = await insertProofRecord(app.db, service.projectId, vk);

  const client = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'verify-client.js'));
  /** One run of the client child (bench/verify-client.ts): its answer to the next message is this run's. */
  const runClient = (request: ClientRun) =>
    new Promise<boolean[]>((resolve, reject) => {
      client.once('message', (answer: ClientAnswer) => ('error' in answer ? reject(new Error(answer.error)) : resolve(answer.verdicts)));
      client.send(request);
    });

  async function verifyAsJob(items: SnarkjsItem[]): Promise<boolean[]> {
    const queued = await app.request('/v1/zk/verifications', {
      method: 'POST',
      token: testKey,
      json: { items: items.map((item) => ({ proof_id: proofId, ...item })) },
    });
    const { id } = (await queued.json()) as { id: string };
    if (queued.status !== 202) throw new Error(`job batch answered ${queued.status}`);
    type Page = { status: string; items: { data: { index: number; verification: { verified: boolean } | null }[]; has_more: boolean } };
    const page = async ({ limit, after }: { limit: number; after?: number }): Promise<Page> =>
      (await (
        await app.request(`/v1/zk/verifications/${id}?limit=${limit}${after === undefined ? '' : `&starting_after=${after}`}`, { token: testKey })
      ).json()) as Page;
    // Polled for its status with the smallest page, then read 100 items a page once it completed.
    for (let batch = await page({ limit: 1 }); batch.status !== 'completed'; batch = await page({ limit: 1 })) {
      if (batch.status === 'failed') throw new Error(`job batch ${id} failed`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const verdicts: boolean[] = [];
    for (let next = await page({ limit: 100 }); ; next = await page({ limit: 100, after: verdicts.length - 1 })) {
      verdicts.push(...next.items.data.map((d) => d.verification?.verified === true));
      if (!next.items.has_more) return verdicts;
    }
  }

  return {
    db: app.db,
    verifyAsJob,
    clientPid: client.pid!,
    async verify(items, { clients, batchSize }) {
      const bodies = Array.from({ length: Math.ceil(items.length / batchSize) }, (_, k) =>
        JSON.stringify({ items: items.slice(k * batchSize, k * batchSize + batchSize).map((item) => ({ proof_id: proofId, ...item })) }),
      );
      return runClient({ url: app.url, token: testKey, bodies, clients });
    },
    async close() {
      client.disconnect();
      await service.close();
    },
  };
}
