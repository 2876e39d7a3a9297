/** Webhook endpoints in the database: a project's, on one network, with the signing secret sealed. */
import { createHash } from 'node:crypto';
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import type { Network } from '../core/network.js';
import { seal } from '../core/sealing.js';
import type { EventType } from './event-types.js';
import type { WebhookEndpoint } from './schemas.js';
import { newSigningSecret } from './signing.js';

/** At most this many endpoints per project on each network (docs/webhooks.md). */
export const MAX_ENDPOINTS_PER_PROJECT = 16;
/** Delivery jobs of one project that run at once, at most, whatever its number of endpoints. */
export const PROJECT_DELIVERY_SLOTS = 4;

/**
 * The graphile-worker queue of an endpoint's delivery jobs. A named queue runs one job at a time, so
 * an endpoint has one attempt in flight and a project at most PROJECT_DELIVERY_SLOTS: its endpoints
 * share that many queues, each endpoint always the same one. A retry is a new job with its run_at,
 * so a waiting retry never holds its queue.
 */
export function deliveryQueue(projectId: string, endpointId: string): string {
  const slot = createHash('sha256').update(endpointId).digest().readUInt32BE(0) % PROJECT_DELIVERY_SLOTS;
  return `webhooks:${projectId}:${slot}`;
}

/** How long a rotated-out secret keeps signing beside the new one. */
export const SECRET_ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** Whose endpoints a caller may see: one project, on the network its key selects. */
export interface EndpointScope {
  projectId: string;
  network: Network;
}

export interface EndpointRow {
  id: string;
  project_id: string;
  network: Network;
  url: string;
  description: string | null;
  enabled_events: (EventType | '*')[];
  disabled_at: Date | null;
  disabled_reason: 'requested' | 'gone' | 'failing' | null;
  sealed_secret: string;
  previous_sealed_secret: string | null;
  previous_secret_expires_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
}

/** The endpoint columns, from the table under `alias`. */
export const ENDPOINT_COLUMNS = (alias: string) =>
  ['id', 'project_id', 'network', 'url', 'description', 'enabled_events', 'disabled_at', 'disabled_reason', 'sealed_secret', 'previous_sealed_secret']
    .concat(['previous_secret_expires_at', 'failing_since', 'created_at'])
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** A stored endpoint as the API shows it; the secret is never part of it. */
export function endpointView(endpoint: EndpointRow): WebhookEndpoint {
  return {
    id: endpoint.id,
    object: 'webhook_endpoint',
    url: endpoint.url,
    description: endpoint.description,
    enabled_events: endpoint.enabled_events,
    status: endpoint.disabled_at ? 'disabled' : 'enabled',
    disabled_reason: endpoint.disabled_reason,
    network: endpoint.network,
    previous_secret_expires_at: endpoint.previous_secret_expires_at?.toISOString() ?? null,
    created_at: endpoint.created_at.toISOString(),
  };
}

export interface NewEndpoint {
  url: string;
  enabledEvents: (EventType | '*')[];
  description: string | null;
}

export type CreateEndpointResult = { created: EndpointRow; secret: string } | { limitReached: true };

export async function createEndpoint(db: Db, kek: Buffer, scope: EndpointScope, input: NewEndpoint): Promise<CreateEndpointResult> {
  return withTransaction(db, async (client) => {
    // The project row lock serialises creations, so the count below cannot be raced past.
    await client.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [scope.projectId]);
    const { rows: counted } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM webhook_endpoints WHERE project_id = $1 AND network = $2',
      [scope.projectId, scope.network],
    );
    if (counted[0]!.count >= MAX_ENDPOINTS_PER_PROJECT) return { limitReached: true };
    const id = newId('we');
    const secret = newSigningSecret();
    const { rows } = await client.query<EndpointRow>(
      `INSERT INTO webhook_endpoints AS w (id, project_id, network, url, description, enabled_events, sealed_secret)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ENDPOINT_COLUMNS('w')}`,
      [id, scope.projectId, scope.network, input.url, input.description, input.enabledEvents, seal(Buffer.from(secret), kek, id)],
    );
    return { created: rows[0]!, secret };
  });
}

export async function findEndpoint(db: Queryable, scope: EndpointScope, id: string): Promise<EndpointRow | undefined> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS('w')} FROM webhook_endpoints w WHERE id = $1 AND project_id = $2 AND network = $3`, [
    id,
    scope.projectId,
    scope.network,
  ]);
  return rows[0];
}

export type ListEndpointsResult = { endpoints: EndpointRow[]; hasMore: boolean } | { unknownCursor: true };

export async function listEndpoints(db: Queryable, scope: EndpointScope, page: { limit: number; startingAfter?: string }): Promise<ListEndpointsResult> {
  const params: unknown[] = [scope.projectId, scope.network, page.limit + 1];
  let where = 'project_id = $1 AND network = $2';
  if (page.startingAfter !== undefined) {
    const cursor = await findEndpoint(db, scope, page.startingAfter);
    if (!cursor) return { unknownCursor: true };
    params.push(cursor.created_at, cursor.id);
    where += ' AND (created_at, id) < ($4, $5)';
  }
  const { rows } = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS('w')} FROM webhook_endpoints w WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3`,
    params,
  );
  return { endpoints: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export interface EndpointChanges {
  url?: string;
  enabledEvents?: (EventType | '*')[];
  description?: string | null;
  disabled?: boolean;
}

/** Applies a PATCH. Re-enabling clears the failure streak, so the three-day count starts afresh. */
export async function updateEndpoint(db: Queryable, scope: EndpointScope, id: string, changes: EndpointChanges): Promise<EndpointRow | undefined> {
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints w SET
        url = COALESCE($4, url),
        enabled_events = COALESCE($5, enabled_events),
        description = CASE WHEN $6 THEN $7 ELSE description END,
        disabled_at = CASE WHEN $8::boolean IS NULL THEN disabled_at WHEN $8 THEN COALESCE(disabled_at, now()) ELSE NULL END,
        disabled_reason = CASE WHEN $8::boolean IS NULL THEN disabled_reason WHEN $8 THEN COALESCE(disabled_reason, 'requested') ELSE NULL END,
        failing_since = CASE WHEN $8 = false THEN NULL ELSE failing_since END,
        updated_at = now()
      WHERE id = $1 AND project_id = $2 AND network = $3
      RETURNING ${ENDPOINT_COLUMNS('w')}`,
    [
      id,
      scope.projectId,
      scope.network,
      changes.url ?? null,
      changes.enabledEvents ?? null,
      changes.description !== undefined,
      changes.description ?? null,
      changes.disabled ?? null,
    ],
  );
  return rows[0];
}

/** Deletes an endpoint; its pending deliveries go with it (their jobs then find nothing to do). */
export async function deleteEndpoint(db: Queryable, scope: EndpointScope, id: string): Promise<EndpointRow | undefined> {
  const { rows } = await db.query<EndpointRow>(
    `DELETE FROM webhook_endpoints w WHERE id = $1 AND project_id = $2 AND network = $3 RETURNING ${ENDPOINT_COLUMNS('w')}`,
    [id, scope.projectId, scope.network],
  );
  return rows[0];
}

/**
 * A new signing secret; the current one becomes the previous one and keeps signing (a second `v1,`
 * signature) for the grace period, so receivers can switch without losing a delivery.
 */
export async function rotateSecret(
  db: Queryable,
  kek: Buffer,
  scope: EndpointScope,
  id: string,
  now: Date,
): Promise<{ endpoint: EndpointRow; secret: string } | undefined> {
  const secret = newSigningSecret();
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints w SET previous_sealed_secret = sealed_secret, sealed_secret = $4,
            previous_secret_expires_at = $5, updated_at = now()
      WHERE id = $1 AND project_id = $2 AND network = $3
      RETURNING ${ENDPOINT_COLUMNS('w')}`,
    [id, scope.projectId, scope.network, seal(Buffer.from(secret), kek, id), new Date(now.getTime() + SECRET_ROTATION_GRACE_MS)],
  );
  return rows[0] ? { endpoint: rows[0], secret } : undefined;
}
