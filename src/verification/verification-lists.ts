/**
 * A project's verifications and batches as the dashboard lists them, and its verifications per day
 * for the chart. Lists are newest first, paged by (created_at, id) after the `startingAfter` record
 * of the same scope.
 */
import { lastUtcDays } from '../core/db/utc-days.js';
import type { QueryResultRow } from 'pg';
import type { Queryable } from '../core/db/pool.js';
import { type BatchRecord, BATCH_COLUMNS, VERIFICATION_COLUMNS, verificationFromRow, type VerificationRow } from './verification-batches.js';
import type { VerificationRecord, VerifyScope } from './verify-proofs.js';

export interface ListPage {
  limit: number;
  startingAfter?: string;
}

type Listed<T> = { rows: T[]; hasMore: boolean } | { unknownCursor: true };

/** A page of `table`'s rows of the scope, newest first: the one paging rule of both lists. */
async function newestFirst<T extends QueryResultRow>(db: Queryable, table: string, columns: string, scope: VerifyScope, page: ListPage): Promise<Listed<T>> {
  const params: unknown[] = [scope.projectId, scope.network, page.limit + 1];
  let where = 'project_id = $1 AND network = $2';
  if (page.startingAfter !== undefined) {
    const cursor = await db.query(`SELECT 1 FROM ${table} WHERE id = $3 AND ${where}`, [scope.projectId, scope.network, page.startingAfter]);
    if (cursor.rowCount === 0) return { unknownCursor: true };
    params.push(page.startingAfter);
    // The cursor's own row: created_at in microseconds, as the column keeps it.
    where += ` AND (created_at, id) < (SELECT c.created_at, c.id FROM ${table} c WHERE c.id = $4)`;
  }
  const { rows } = await db.query<T>(`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3`, params);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export async function listVerifications(db: Queryable, scope: VerifyScope, page: ListPage): Promise<Listed<VerificationRecord>> {
  const listed = await newestFirst<VerificationRow>(db, 'zk_verifications', VERIFICATION_COLUMNS, scope, page);
  return 'unknownCursor' in listed ? listed : { rows: listed.rows.map(verificationFromRow), hasMore: listed.hasMore };
}

/** The batches queued (more items than are verified at once), with their progress counts. */
export function listBatches(db: Queryable, scope: VerifyScope, page: ListPage): Promise<Listed<BatchRecord>> {
  return newestFirst<BatchRecord>(db, 'zk_verification_batches', BATCH_COLUMNS, scope, page);
}

export interface VerificationDay {
  date: string;
  valid: number;
  invalid: number;
}

/**
 * The scope's verifications per UTC day over the last `days` days, today (by the database's clock)
 * included, oldest first: every day, those without any as zeros.
 */
export async function verificationsPerDay(db: Queryable, scope: VerifyScope, days: number): Promise<VerificationDay[]> {
  const { rows } = await db.query<VerificationDay>(
    `WITH ${lastUtcDays('$3')},
     counted AS (
       SELECT date_trunc('day', created_at AT TIME ZONE 'UTC') AS day, count(*) FILTER (WHERE verified) AS valid, count(*) FILTER (WHERE NOT verified) AS invalid
         FROM zk_verifications
        WHERE project_id = $1 AND network = $2 AND created_at >= (SELECT min(day) FROM days) AT TIME ZONE 'UTC'
        GROUP BY 1
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(c.valid, 0)::integer AS valid, coalesce(c.invalid, 0)::integer AS invalid
       FROM days d LEFT JOIN counted c ON c.day = d.day ORDER BY d.day`,
    [scope.projectId, scope.network, days],
  );
  return rows;
}
