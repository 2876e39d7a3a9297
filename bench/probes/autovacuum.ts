/**
 * Autovacuum beside a measurement: which tables it worked on during one, and a wait until it (and
 * the machine) is quiet. On two cores it competes with what is measured, so a row measured beside
 * it must not be read as the service slowing down.
 */
import type { Db } from '../../src/core/db/pool.js';
import { machineBusyUs } from './machine.js';

/** Per table, how many times autovacuum has vacuumed or analysed it so far. */
export async function autovacuumCounts(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ relname: string; runs: number }>(
    'SELECT relname, (autovacuum_count + autoanalyze_count)::int AS runs FROM pg_stat_user_tables',
  );
  return new Map(rows.map((row) => [row.relname, row.runs]));
}

/**
 * The tables autovacuum worked on since `before`: finished runs, and the ones still running. A
 * phase after a million inserts (or a hundred thousand creates) can wake it mid-run.
 */
export async function autovacuumedSince(db: Db, before: Map<string, number>): Promise<string[]> {
  const after = await autovacuumCounts(db);
  const finished = [...after].filter(([table, runs]) => runs > (before.get(table) ?? 0)).map(([table]) => table);
  return [...new Set([...finished, ...(await autovacuumRunning(db))])].sort();
}

/** The tables autovacuum workers are on now. A worker between tables shows no query: it names none. */
async function autovacuumRunning(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    "SELECT relname FROM (SELECT substring(query from '([a-z_]+)(?: \\(to prevent wraparound\\))?$') AS relname FROM pg_stat_activity WHERE backend_type = 'autovacuum worker') w WHERE relname IS NOT NULL",
  );
  return rows.map((row) => row.relname);
}

/**
 * Waits, two minutes at most, until no autovacuum worker runs and the machine is idle (under a
 * tenth of a CPU busy over a second), and says what it waited for: a lone proof's two sides need
 * both cores, and work left from an earlier phase could hold one. The line rules the machine out
 * as a cause, not anything else in.
 */
export async function untilQuiet(db: Db): Promise<string> {
  const started = performance.now();
  const seen = new Set<string>();
  for (;;) {
    const running = await autovacuumRunning(db);
    for (const table of running) seen.add(table);
    const busyBefore = machineBusyUs();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const busy = (machineBusyUs() - busyBefore) / 1e6;
    const waited = (performance.now() - started) / 1000;
    const vacuumed = seen.size > 0 ? `, autovacuum on ${[...seen].sort().join(', ')}` : '';
    if (running.length === 0 && busy < 0.1) return `${waited.toFixed(0)} s to a quiet machine${vacuumed}`;
    if (waited > 120) return `not quiet after ${waited.toFixed(0)} s (${busy.toFixed(2)} CPU busy${vacuumed})`;
  }
}
