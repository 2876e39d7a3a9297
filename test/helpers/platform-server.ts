import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import type { Test } from 'tap';
import { createApp, serviceRoutes } from '../../src/http/app.js';
import { createApiDeps } from '../../src/http/deps.js';
import { secretKeyAuth } from '../../src/http/middleware/secret-key.js';
import type { PublicState } from '../../src/http/state.js';
import { testConfig, type TestApp } from './app.js';
import { freshDatabase } from './database.js';
import { testLog } from './log.js';

/**
 * The real app plus one test-only `/v1/whoami` route behind the secret-key middleware, which
 * answers the project and network the key resolved to: how tests see what a key unlocks on /v1.
 */
export async function startAppWithKeyProbe(t: Test): Promise<TestApp> {
  const { db, url: databaseUrl } = await freshDatabase(t);
  const config = testConfig({ DATABASE_URL: databaseUrl });
  const deps = createApiDeps({ config, db, log: testLog });
  t.teardown(() => deps.close());
  const probe = new Router<PublicState>();
  probe.get('/v1/whoami', secretKeyAuth(deps), (ctx) => {
    ctx.body = { project: ctx.state.project };
  });
  const server = http.createServer(createApp(deps, [...serviceRoutes(deps), probe]).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    databaseUrl,
    config,
    request: (path, { json, token, headers, ...init } = {}) =>
      fetch(url + path, {
        ...init,
        headers: {
          ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(headers as Record<string, string> | undefined),
        },
        body: json !== undefined ? JSON.stringify(json) : init.body,
      }),
  };
}
