/** The WAL Postgres writes: bytes between two positions, and of them the full-page images. */
import type { Db } from '../../src/core/db/pool.js';

/** Postgres's WAL as a bench reads it: where it is now, and what was written since a position. */
export interface WalProbe {
  position(): Promise<string>;
  /** Bytes written since `from`, and of them the full-page images (NaN without pg_walinspect). */
  since(from: string): Promise<{ bytes: number; fpiBytes: number }>;
}

/**
 * The WAL probe of `db`. Full-page images are told apart by pg_walinspect (Postgres 15+ contrib,
 * needs a superuser to install); without it, a line says why.
 */
export async function walProbe(db: Db): Promise<WalProbe> {
  const walInspect = await installWalInspect(db);
  return {
    position: async () => (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn,
    since: async (from) => {
      const { rows } = await db.query<{ lsn: string; bytes: string }>(
        'SELECT w.lsn::text AS lsn, pg_wal_lsn_diff(w.lsn, $1)::text AS bytes FROM pg_current_wal_lsn() AS w(lsn)',
        [from],
      );
      const to = rows[0]!.lsn;
      return { bytes: Number(rows[0]!.bytes), fpiBytes: walInspect ? await fullPageImageBytes(db, from, to) : Number.NaN };
    },
  };
}

async function installWalInspect(db: Db): Promise<boolean> {
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
    return true;
  } catch (error) {
    console.log(`full-page images not told apart (pg_walinspect: ${(error as Error).message})`);
    return false;
  }
}

/** Bytes of full-page images in the WAL between two positions. */
async function fullPageImageBytes(db: Db, from: string, to: string): Promise<number> {
  // pg_walinspect reads only flushed WAL, and refuses a range where no whole record is flushed (a
  // read-only phase writes a few bytes, its last record maybe half written): a transaction given
  // an xid commits with a flush past the range. Read up to what is flushed all the same.
  await db.query('SELECT pg_current_xact_id()');
  const { rows } = await db.query<{ bytes: string }>(
    `SELECT coalesce((SELECT sum(fpi_size) FROM pg_get_wal_stats($1::pg_lsn, r.upto)), 0)::text AS bytes
       FROM (SELECT least($2::pg_lsn, pg_current_wal_flush_lsn()) AS upto) r WHERE r.upto > $1::pg_lsn`,
    [from, to],
  );
  // No row: nothing was written (or flushed) in the range.
  return Number(rows[0]?.bytes ?? 0);
}
