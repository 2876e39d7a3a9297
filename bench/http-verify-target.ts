/**
 * The end-to-end target of bench/verify.ts: an API process (this process) on a private embedded
 * Postgres, with one project, its test key and a compiled proof record holding the bench
 * fixture's key; proofs go through POST /v1/zk/verifications in 100-item batches from several
 * concurrent clients, each answered with a stored verification and a signed receipt per proof.
 */
import { insertProofRecord } from '../test/helpers/zk-records.js';
import { startInProcessService } from './in-process-service.js';
import type { SnarkjsItem } from '../test/verification/groth16-fixtures.js';

export interface HttpVerifyTarget {
  /** Verifies `items` in batches of `batchSize`, `clients` requests in flight; the verdicts in order. */
  verify(items: SnarkjsItem[], options: { clients: number; batchSize: number }): Promise<boolean[]>;
  close(): Promise<void>;
}

export async function startHttpVerifyTarget(vk: object): Promise<HttpVerifyTarget> {
  const service = await startInProcessService();
  const { app, testKey } = service;
  const proofId = await insertProofRecord(app.db, service.projectId, vk);

  async function postBatch(batch: SnarkjsItem[]): Promise<boolean[]> {
    const response = await app.request('/v1/zk/verifications', {
      method: 'POST',
      token: testKey,
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
    close: service.close,
  };
}
