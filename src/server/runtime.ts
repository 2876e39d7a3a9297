import path from 'node:path';
import type { Config } from '../core/config/config.js';
import { migrate } from '../core/db/migrate.js';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../core/db/embedded.js';
import { createDb, type Db, endDb } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';

/** The database side of a running process: the pool, and the embedded server when there is one. */
export interface Runtime {
  config: Config;
  log: Logger;
  db: Db;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function openRuntime(
  config: Config,
  log: Logger,
  { migrateSchema = true, poolSize }: { migrateSchema?: boolean; poolSize?: number | undefined } = {},
): Promise<Runtime> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === undefined) {
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), log });
    databaseUrl = embedded.url;
  }
  const db = createDb(databaseUrl, log, poolSize);
  try {
    if (migrateSchema) await migrate(db, log);
  } catch (error) {
    await endDb(db);
    await embedded?.stop();
    throw error;
  }
  return {
    config,
    log,
    db,
    databaseUrl,
    async close() {
      await endDb(db);
      await embedded?.stop();
    },
  };
}
