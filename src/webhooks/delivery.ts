/**
 * One attempt of one delivery, and what follows it: success, the next attempt on the Standard
 * Webhooks schedule, or giving up (and disabling the endpoint on 410 or after three failing days).
 * The delivery job schedules its own next run (a new job with run_at), so the schedule is exact
 * and a test can drive it with the clock it passes as `now`.
 */
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Logger } from '../core/logger.js';
import type { Network } from '../core/network.js';
import { unseal } from '../core/sealing.js';
import { deliveryQueue, endpointView, type EndpointRow, ENDPOINT_COLUMNS } from './endpoints.js';
import type { EventType } from './event-types.js';
import { eventView, recordEvent } from './events.js';
import { sendWebhook, type SendResult } from './send.js';
import { signatureHeader } from './signing.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Delay before each attempt: the Standard Webhooks schedule (ten attempts over about three days). */
export const RETRY_SCHEDULE_MS = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR] as const;
/** A receiver answering later than this has failed the attempt. */
export const DELIVERY_TIMEOUT_MS = 15 * SECOND;
/** A receiver not connected to within this has failed the attempt. */
export const DELIVERY_CONNECT_TIMEOUT_MS = 5 * SECOND;
/** An endpoint whose every attempt failed for this long is disabled. */
export const FAILING_DISABLE_AFTER_MS = 3 * 24 * HOUR;
/** A `Retry-After` longer than this is shortened to it. */
export const RETRY_AFTER_MAX_MS = 24 * HOUR;

export interface AttemptOptions {
  /** Unseals endpoint secrets. */
  kek: Buffer;
  /** The schedule's clock: the attempt happens at `now`, the next one is due relative to it. */
  now: Date;
  timeoutMs?: number;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: deliver to any address, the service's own network included. */
  allowPrivateUrls: boolean;
  log: Logger;
}

export type AttemptOutcome = 'skipped' | 'succeeded' | 'retrying' | 'failed';

interface DeliveryRow {
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  event_id: string;
  type: EventType;
  event_network: Network;
  object: Record<string, unknown>;
  event_created_at: Date;
}

/** The secrets that sign at `now`: the current one, and the previous one during its grace period. */
export function signingSecrets(endpoint: EndpointRow, kek: Buffer, now: Date): string[] {
  const secrets = [unseal(endpoint.sealed_secret, kek, endpoint.id).toString('utf8')];
  if (endpoint.previous_sealed_secret && endpoint.previous_secret_expires_at && endpoint.previous_secret_expires_at > now) {
    secrets.push(unseal(endpoint.previous_sealed_secret, kek, endpoint.id).toString('utf8'));
  }
  return secrets;
}

/** Milliseconds a `Retry-After` (seconds or an HTTP date) asks to wait, capped; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * SECOND : Date.parse(trimmed) - now.getTime();
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

/** Makes the next attempt of a pending delivery and records it, with whatever follows, in one transaction. */
export async function attemptDelivery(db: Db, deliveryId: string, options: AttemptOptions): Promise<AttemptOutcome> {
  const { rows } = await db.query<DeliveryRow & EndpointRow>(
    `SELECT d.status, d.attempt_count, e.id AS event_id, e.type, e.network AS event_network, e.object, e.created_at AS event_created_at,
            ${ENDPOINT_COLUMNS('w')}
       FROM webhook_deliveries d JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
      WHERE d.id = $1`,
    [deliveryId],
  );
  const row = rows[0];
  // Gone with its endpoint (deleted), or already finished by an earlier run of this job.
  if (row?.status !== 'pending') return 'skipped';
  const endpoint = row;
  if (endpoint.disabled_at) return (await failPendingDelivery(db, deliveryId, options.now)) ? 'failed' : 'skipped';
  // The same bytes on every attempt: the event as GET /v1/events/{id} shows it.
  const body = JSON.stringify(
    eventView({
      id: row.event_id,
      project_id: row.project_id,
      type: row.type,
      created_at: row.event_created_at,
      network: row.event_network,
      object: row.object,
    }),
  );
  // The signed timestamp is the wall clock's: receivers compare it with theirs (±5 minutes).
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'webhook-id': row.event_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(signingSecrets(endpoint, options.kek, options.now), row.event_id, timestamp, body),
  };
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const result = await sendWebhook(new URL(endpoint.url), headers, body, {
    timeoutMs,
    connectTimeoutMs: Math.min(timeoutMs, DELIVERY_CONNECT_TIMEOUT_MS),
    allowPrivateUrls: options.allowPrivateUrls,
  });
  const outcome = await withTransaction(db, (client) => recordAttempt(client, deliveryId, row.attempt_count + 1, endpoint, result, options.now));
  const attemptLog = {
    delivery_id: deliveryId,
    event_id: row.event_id,
    endpoint_id: endpoint.id,
    attempt: row.attempt_count + 1,
    status: result.status,
    error: result.error,
  };
  if (outcome === 'dropped') {
    // Deleted while this attempt was in flight: the delivery went with it (an expected race).
    options.log.info(attemptLog, 'webhook attempt dropped: its endpoint was deleted meanwhile');
    return 'skipped';
  }
  options.log.info({ ...attemptLog, outcome }, 'webhook attempt');
  return outcome;
}

async function recordAttempt(
  client: Queryable,
  deliveryId: string,
  attempt: number,
  endpoint: EndpointRow,
  result: SendResult,
  now: Date,
): Promise<AttemptOutcome | 'dropped'> {
  // An endpoint deleted while the attempt was in flight took its deliveries with it (ON DELETE
  // CASCADE): nothing is left to record the attempt on. The rows are locked in the order a deletion
  // locks them, endpoint then delivery, so a deletion still under way waits for this transaction.
  const { rowCount: endpointFound } = await client.query('SELECT 1 FROM webhook_endpoints WHERE id = $1 FOR NO KEY UPDATE', [endpoint.id]);
  const { rowCount: deliveryFound } = await client.query('SELECT 1 FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [deliveryId]);
  if (endpointFound === 0 || deliveryFound === 0) return 'dropped';
  const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
  await client.query(
    `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, response_status, response_body, error, latency_ms, succeeded)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [deliveryId, attempt, now, result.status, result.body, result.error, result.latencyMs, succeeded],
  );
  if (succeeded) {
    await finishDelivery(client, deliveryId, attempt, 'succeeded', now);
    await client.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [endpoint.id]);
    return 'succeeded';
  }
  if (result.status === 410) {
    await finishDelivery(client, deliveryId, attempt, 'failed', now);
    await disableEndpoint(client, endpoint.id, 'gone', now);
    return 'failed';
  }
  const { rows } = await client.query<{ failing_since: Date }>(
    'UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2) WHERE id = $1 RETURNING failing_since',
    [endpoint.id, now],
  );
  const failingSince = rows[0]?.failing_since ?? now;
  if (now.getTime() - failingSince.getTime() >= FAILING_DISABLE_AFTER_MS) {
    await finishDelivery(client, deliveryId, attempt, 'failed', now);
    await disableEndpoint(client, endpoint.id, 'failing', now);
    return 'failed';
  }
  if (attempt >= RETRY_SCHEDULE_MS.length) {
    await finishDelivery(client, deliveryId, attempt, 'failed', now);
    return 'failed';
  }
  const delay = Math.max(RETRY_SCHEDULE_MS[attempt]!, retryAfterMs(result.retryAfter, now) ?? 0);
  const nextAttemptAt = new Date(now.getTime() + delay);
  await guardedUpdate(
    client,
    `UPDATE webhook_deliveries SET attempt_count = $2, next_attempt_at = $3 WHERE id = $1 AND status = 'pending' AND attempt_count = $2 - 1`,
    [deliveryId, attempt, nextAttemptAt],
  );
  await enqueue(client, 'webhooks.deliver', { delivery_id: deliveryId }, { runAt: nextAttemptAt, queueName: deliveryQueue(endpoint.project_id, endpoint.id) });
  return 'retrying';
}

/**
 * Ends a pending delivery failed with no attempt of its own: its endpoint is disabled, or its job
 * gave up (the job's last run failed before it could record an attempt, or stopped with its worker).
 * False when it was no longer pending (another run finished it), so that it is counted once.
 */
export async function failPendingDelivery(db: Queryable, deliveryId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhook_deliveries SET status = 'failed', completed_at = $2, next_attempt_at = NULL WHERE id = $1 AND status = 'pending'`,
    [deliveryId, now],
  );
  return rowCount === 1;
}

async function finishDelivery(client: Queryable, deliveryId: string, attempt: number, status: 'succeeded' | 'failed', now: Date): Promise<void> {
  await guardedUpdate(
    client,
    `UPDATE webhook_deliveries SET status = $3, attempt_count = $2, completed_at = $4, next_attempt_at = NULL
      WHERE id = $1 AND status = 'pending' AND attempt_count = $2 - 1`,
    [deliveryId, attempt, status, now],
  );
}

/** Another run recorded this attempt first (a job run twice after a crash): this one's record is dropped. */
async function guardedUpdate(client: Queryable, sql: string, values: unknown[]): Promise<void> {
  const { rowCount } = await client.query(sql, values);
  if (rowCount !== 1) throw new Error('webhook delivery changed under this attempt');
}

/** Disables an endpoint and tells the merchant with a `webhook_endpoint.disabled` event. */
export async function disableEndpoint(client: Queryable, endpointId: string, reason: 'gone' | 'failing', now: Date): Promise<void> {
  const { rows } = await client.query<EndpointRow>(
    `UPDATE webhook_endpoints w SET disabled_at = $2, disabled_reason = $3, updated_at = $2
      WHERE id = $1 AND disabled_at IS NULL RETURNING ${ENDPOINT_COLUMNS('w')}`,
    [endpointId, now, reason],
  );
  const endpoint = rows[0];
  if (!endpoint) return;
  await recordEvent(client, { projectId: endpoint.project_id, network: endpoint.network, type: 'webhook_endpoint.disabled', object: endpointView(endpoint) });
}
