import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import { newId } from '../core/ids.js';
import type { Network } from '../core/network.js';
import type { ChainRegistry } from '../core/chain/registry.js';
import { allocatePaymentOptions, offersOf, paymentOptionsColumn, paymentsColumn, type StoredPayment, type StoredPaymentOption } from '../payments/index.js';

export const SESSION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The spec's rule: a session expires 30 minutes after creation. */
export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

/** Whose sessions a caller may see: one project, on the network its key selects. */
export interface SessionScope {
  projectId: string;
  network: Network;
}

export interface NewSession {
  amountCents: bigint;
  description: string | null;
  metadata: Record<string, unknown> | null;
  returnUrl: string | null;
  cancelUrl: string | null;
}

export interface SessionRecord {
  id: string;
  project_id: string;
  network: Network;
  amount_cents: string;
  description: string | null;
  metadata: Record<string, unknown> | null;
  return_url: string | null;
  cancel_url: string | null;
  /** Effective status: `expired` once expires_at has passed, whether or not the job has run. */
  status: SessionStatus;
  failure_reason: string | null;
  created_at: Date;
  expires_at: Date;
  /** Per chain and token, the exact tagged amount that pays this session (payments feature). */
  payment_options: StoredPaymentOption[];
  /** Every payment recorded for this session, oldest first (payments feature). */
  payments: StoredPayment[];
}

const COLUMNS = `id, project_id, network, amount_cents::text AS amount_cents, description, metadata, return_url,
  cancel_url, effective_status AS status, failure_reason, created_at, expires_at,
  ${paymentOptionsColumn('checkout_sessions_effective.id')}, ${paymentsColumn('checkout_sessions_effective.id')}`;

export type CreateResult = { created: SessionRecord } | { noReceivingAddress: true };

/**
 * Creates a pending session with its payment options (one tagged amount per watched chain and
 * token) and schedules its expiry, in the same transaction. A project without a receiving address
 * cannot take payments, so it gets no session.
 */
export async function createSession(db: Db, chains: ChainRegistry, scope: SessionScope, input: NewSession): Promise<CreateResult> {
  return withTransaction(db, async (client) => {
    // FOR SHARE: the address cannot be cleared between this check and the commit.
    const project = await client.query<{ receiving_address: string | null }>('SELECT receiving_address FROM projects WHERE id = $1 FOR SHARE', [
      scope.projectId,
    ]);
    const address = project.rows[0]?.receiving_address;
    if (!address) return { noReceivingAddress: true };
    const id = newId('ps');
    await client.query(
      `INSERT INTO checkout_sessions
         (id, project_id, network, amount_cents, description, metadata, return_url, cancel_url, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now() + make_interval(secs => $9::double precision / 1000))`,
      [
        id,
        scope.projectId,
        scope.network,
        input.amountCents.toString(),
        input.description,
        input.metadata,
        input.returnUrl,
        input.cancelUrl,
        SESSION_LIFETIME_MS,
      ],
    );
    await allocatePaymentOptions(client, { id, amountCents: input.amountCents, address }, offersOf(chains, scope.network));
    const session = (await selectSession(client, id))!;
    // job_key = session id: at most one pending expiry per session, whatever happens later.
    await enqueue(client, 'checkout.expire_session', { session_id: id }, { runAt: session.expires_at, jobKey: `expire:${id}` });
    return { created: session };
  });
}

async function selectSession(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE id = $1`, [id]);
  return rows[0];
}

/** A session of this scope, or undefined: another project's or network's session does not exist here. */
export async function findSession(db: Queryable, scope: SessionScope, id: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(`SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE id = $1 AND project_id = $2 AND network = $3`, [
    id,
    scope.projectId,
    scope.network,
  ]);
  return rows[0];
}

/** A session by id alone, for the hosted page, where the id is the capability. */
export function findSessionById(db: Queryable, id: string): Promise<SessionRecord | undefined> {
  return selectSession(db, id);
}

/** Who the customer pays on the hosted page: the session's project. */
export interface Merchant {
  name: string;
  receiving_address: string | null;
}

/** A session and its merchant by id alone, for the hosted page. */
export async function findCheckout(db: Queryable, id: string): Promise<{ session: SessionRecord; merchant: Merchant } | undefined> {
  const session = await selectSession(db, id);
  if (!session) return undefined;
  const { rows } = await db.query<Merchant>('SELECT name, receiving_address FROM projects WHERE id = $1', [session.project_id]);
  return { session, merchant: rows[0]! };
}

/** A session of a project in an organization `userId` belongs to (any role), for the platform. */
export async function findSessionForMember(db: Queryable, id: string, userId: string): Promise<SessionRecord | undefined> {
  const { rows } = await db.query<SessionRecord>(
    `SELECT ${COLUMNS} FROM checkout_sessions_effective
      WHERE id = $1 AND project_id IN (SELECT p.id FROM projects p JOIN memberships m ON m.organization_id = p.organization_id WHERE m.user_id = $2)`,
    [id, userId],
  );
  return rows[0];
}

export interface ListQuery {
  limit: number;
  startingAfter?: string;
  status?: SessionStatus;
}

export type ListResult = { sessions: SessionRecord[]; hasMore: boolean } | { unknownCursor: true };

/** Newest first, paged by (created_at, id) after the `startingAfter` session of the same scope. */
export async function listSessions(db: Queryable, scope: SessionScope, query: ListQuery): Promise<ListResult> {
  const params: unknown[] = [scope.projectId, scope.network, query.limit + 1];
  let where = 'project_id = $1 AND network = $2';
  if (query.startingAfter !== undefined) {
    const cursor = await findSession(db, scope, query.startingAfter);
    if (!cursor) return { unknownCursor: true };
    params.push(cursor.created_at, cursor.id);
    where += ` AND (created_at, id) < ($${params.length - 1}, $${params.length})`;
  }
  if (query.status !== undefined) {
    params.push(query.status);
    where += ` AND effective_status = $${params.length}`;
  }
  const { rows } = await db.query<SessionRecord>(
    `SELECT ${COLUMNS} FROM checkout_sessions_effective WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3`,
    params,
  );
  return { sessions: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export type ExpireResult = { expired: SessionRecord } | { notFound: true } | { notPending: SessionRecord };

/** The merchant's early expiry: only a session that is still pending (and not past its time). */
export async function expireSession(db: Queryable, scope: SessionScope, id: string): Promise<ExpireResult> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE checkout_sessions SET status = 'expired', expired_at = now()
      WHERE id = $1 AND project_id = $2 AND network = $3 AND status = 'pending' AND expires_at > now()
      RETURNING id`,
    [id, scope.projectId, scope.network],
  );
  const session = await findSession(db, scope, id);
  if (!session) return { notFound: true };
  return rows.length === 1 ? { expired: session } : { notPending: session };
}
