import Router from '@koa/router';
import type { Test } from 'tap';
import { createServiceDeps } from '../../src/server/deps.js';
import { type PublicState, secretKeyAuth } from '../../src/platform/index.js';
import { requester, serveApp, testConfig, type TestApp } from './app.js';
import { freshDatabase } from './database.js';
import { testLog } from './log.js';

/**
 * The real app plus one test-only `/v1/whoami` route behind the secret-key middleware, which
 * answers the project and network the key resolved to: how tests see what a key unlocks on /v1.
 */
export async function startAppWithKeyProbe(t: Test): Promise<TestApp> {
  const { db, url: databaseUrl } = await freshDatabase(t);
  const config = testConfig({ DATABASE_URL: databaseUrl });
  const deps = createServiceDeps({ config, db, log: testLog });
  t.teardown(() => deps.close());
  const probe = new Router<PublicState>();
  probe.get('/v1/whoami', secretKeyAuth(deps), (ctx) => {
    ctx.body = { project: ctx.state.project };
  });
  const url = await serveApp(t, deps, [probe]);
  return { url, db, databaseUrl, config, request: requester(url) };
}
