import type { Config } from '../config/config.js';
import type { Db } from '../db/pool.js';
import type { Logger } from '../logger.js';

/** What route modules may use; built once per API process. */
export interface ApiDeps {
  config: Config;
  db: Db;
  log: Logger;
}
