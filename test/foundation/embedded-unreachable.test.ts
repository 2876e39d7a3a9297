import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { ConfigError } from '../../src/core/config/config.js';
import { startEmbeddedPostgres } from '../../src/core/db/embedded.js';
import { testLog } from '../helpers/log.js';

// As root, Postgres runs as `postgres`: a DATA_DIR below a folder closed to others (a checkout under
// /root, mode 700) cannot hold the cluster. That folder is not ours to open up: the start stops
// with a config error naming it, instead of initdb failing with a permission error.
t.test(
  'as root, a DATA_DIR below a closed folder is a config error naming it; the folder stays closed',
  { skip: os.userInfo().uid !== 0 && 'only root hands the cluster to the postgres user' },
  async (t) => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-closed-'));
    fs.chmodSync(home, 0o700);
    t.teardown(() => fs.rmSync(home, { recursive: true, force: true }));
    const dir = path.join(home, 'checkout', '.proofpay', 'postgres');

    const error = await startEmbeddedPostgres({ dir, log: testLog, durable: false }).catch((e: unknown) => e);
    t.type(error, ConfigError);
    t.match((error as ConfigError).problems, [new RegExp(`^DATA_DIR: .*cannot pass through ${home} \\(closed to others\\).*DATABASE_URL`)]);
    t.equal(fs.statSync(home).mode & 0o777, 0o700, 'the closed folder is left as it was');
    t.notOk(fs.existsSync(path.join(home, 'checkout')), 'nothing created below it');
  },
);
