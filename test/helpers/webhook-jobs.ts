import type { Config } from '../../src/core/config/config.js';
import type { Db } from '../../src/core/db/pool.js';
import { attemptDelivery } from '../../src/webhooks/delivery.js';
import { secretsKek } from '../../src/webhooks/signing.js';
import { testLog } from './log.js';

/**
 * The test as the worker of webhook deliveries: it takes an endpoint's queued delivery job off the
 * queue and runs the delivery step with the clock set to the job's run_at, so hours of the retry
 * schedule pass without waiting.
 */
export function deliveryDriver(db: Db, config: Config, { timeoutMs = 500 } = {}) {
  const kek = secretsKek(config);
  const { allowPrivateUrls } = config.webhooks;
  async function takeDueJob(endpointId: string): Promise<{ deliveryId: string; runAt: Date } | undefined> {
    const { rows } = await db.query<{ delivery_id: string; run_at: Date }>(
      `DELETE FROM graphile_worker._private_jobs j USING webhook_deliveries d
        WHERE j.payload->>'delivery_id' = d.id AND d.endpoint_id = $1
        RETURNING d.id AS delivery_id, j.run_at`,
      [endpointId],
    );
    if (rows.length > 1) throw new Error(`${rows.length} jobs for one endpoint`);
    return rows[0] && { deliveryId: rows[0].delivery_id, runAt: rows[0].run_at };
  }
  async function runDueJob(endpointId: string) {
    const job = await takeDueJob(endpointId);
    if (!job) throw new Error('no delivery job is queued');
    const outcome = await attemptDelivery(db, job.deliveryId, { kek, now: job.runAt, timeoutMs, allowPrivateUrls, log: testLog });
    return { ...job, outcome };
  }
  return { takeDueJob, runDueJob };
}
