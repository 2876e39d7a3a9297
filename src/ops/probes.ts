import { randomUUID } from 'node:crypto';
import { withTransaction, type Db, type Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';

/** How the pool's probe task (workers/probe.ts) behaves: a result, a throw, a heap past the limit, a loop without end. */
export type ProbeMode = 'ok' | 'throw' | 'oom' | 'spin';

/** `queue` checks queue and worker only; the other modes also run the pool's probe task. */
export type ProbeKind = 'queue' | ProbeMode;

export interface Probe {
  id: string;
  mode: ProbeKind;
  hold_ms: number;
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
  outcome: string | null;
  detail: string | null;
}

/** Records a probe and enqueues its job in one transaction; the job makes one attempt. */
export async function createProbe(db: Db, mode: ProbeKind, holdMs = 0): Promise<Probe> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<Probe>('INSERT INTO ops_probes (id, mode, hold_ms) VALUES ($1, $2, $3) RETURNING *', [
      `probe_${randomUUID()}`,
      mode,
      holdMs,
    ]);
    const probe = rows[0]!;
    await enqueue(client, 'ops.probe', { probe_id: probe.id }, { maxAttempts: mode === 'queue' ? 5 : 1 });
    return probe;
  });
}

export async function getProbe(db: Queryable, id: string): Promise<Probe | undefined> {
  const { rows } = await db.query<Probe>('SELECT * FROM ops_probes WHERE id = $1', [id]);
  return rows[0];
}

/** Counts an attempt and returns the probe, or undefined when it is gone or already complete. */
export async function beginProbeAttempt(db: Queryable, id: string): Promise<Probe | undefined> {
  const { rows } = await db.query<Probe>('UPDATE ops_probes SET attempts = attempts + 1 WHERE id = $1 AND completed_at IS NULL RETURNING *', [id]);
  return rows[0];
}

/** Writes the outcome once: a repeated run after a crash finds it written and changes nothing. */
export async function completeProbe(db: Queryable, id: string, by: string, outcome: string, detail: string | null): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE ops_probes SET completed_at = now(), completed_by = $2, outcome = $3, detail = $4
      WHERE id = $1 AND completed_at IS NULL`,
    [id, by, outcome, detail],
  );
  return rowCount === 1;
}
