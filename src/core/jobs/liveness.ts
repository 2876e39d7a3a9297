import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { withTransaction, type Db, type Queryable } from '../db/pool.js';
import type { Logger } from '../logger.js';

export function newWorkerProcessId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export async function beat(db: Queryable, id: string, graphileWorkerIds: string[]): Promise<void> {
  await db.query(
    `INSERT INTO worker_processes (id, hostname, pid, graphile_worker_ids) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET last_seen_at = now(), graphile_worker_ids = EXCLUDED.graphile_worker_ids`,
    [id, os.hostname(), process.pid, graphileWorkerIds],
  );
}

export async function retire(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM worker_processes WHERE id = $1', [id]);
}

/**
 * Unlocks the jobs of worker processes whose heartbeat went stale (killed, frozen, host lost), so
 * they run again now rather than after graphile-worker's 4-hour lock timeout. Any live worker may
 * do this; rows are locked so two workers never unlock the same process twice.
 */
export async function reclaimStaleWorkers(db: Db, staleAfterMs: number, log: Logger): Promise<string[]> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<{ id: string; graphile_worker_ids: string[] }>(
      `SELECT id, graphile_worker_ids FROM worker_processes
        WHERE last_seen_at < now() - make_interval(secs => $1::double precision / 1000)
        FOR UPDATE SKIP LOCKED`,
      [staleAfterMs],
    );
    if (rows.length === 0) return [];
    const workerIds = rows.flatMap((row) => row.graphile_worker_ids);
    if (workerIds.length > 0) await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [workerIds]);
    await client.query('DELETE FROM worker_processes WHERE id = ANY($1::text[])', [rows.map((row) => row.id)]);
    log.warn({ worker_processes: rows.map((row) => row.id) }, 'unlocked the jobs of stale worker processes');
    return rows.map((row) => row.id);
  });
}
