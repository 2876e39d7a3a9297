import type { Config } from '../core/config/config.js';
import type { Db } from '../core/db/pool.js';
import type { Logger } from '../core/logger.js';
import { TaskPool } from '../core/pool/task-pool.js';

/** What every route module may use; built once per API process. Features that need more take `ApiDeps & TheirServices`. */
export interface ApiDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** The API process's own thread pool: proof verification must not run on the event loop. */
  pool: TaskPool;
}

/** The deps of an API process; `close` ends its pool threads. */
export function createApiDeps({ config, db, log }: Pick<ApiDeps, 'config' | 'db' | 'log'>): ApiDeps & { close(): Promise<void> } {
  const pool = new TaskPool(config.pool);
  return { config, db, log, pool, close: () => pool.close() };
}
