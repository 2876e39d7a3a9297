import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import Router from '@koa/router';
import { pino } from 'pino';
import t from 'tap';
import type { AppState } from '../../src/http/state.js';
import { createServiceDeps } from '../../src/server/deps.js';
import { serveApp, testConfig } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';

// The real app logging into memory: each request's line, and whether its answer had been written
// (res.end called) when the line was.
interface RequestLine {
  msg: string;
  req_id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  answered: boolean;
}
const responses = new Map<string, ServerResponse>();
const lines: RequestLine[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const line = JSON.parse(chunk.toString()) as Omit<RequestLine, 'answered'>;
    if (line.msg === 'request') lines.push({ ...line, answered: responses.get(line.req_id)?.writableEnded ?? false });
    done();
  },
});
const { db, url: databaseUrl } = await freshDatabase(t);
const deps = createServiceDeps({ config: testConfig({ DATABASE_URL: databaseUrl }), db, log: pino({ level: 'info' }, memory) });
t.teardown(() => deps.close());
const probe = new Router<AppState>();
probe.use((ctx, next) => {
  responses.set(ctx.state.requestId, ctx.res);
  return next();
});
probe.get('/v1/probe/ok', (ctx) => {
  ctx.body = { ok: true };
});
probe.get('/v1/probe/fault', () => {
  throw new Error('a fault');
});
const base = await serveApp(t, deps, [probe]);

t.test('every request logs one line with its id and final status, written after its answer', async (t) => {
  const cases = [
    { path: '/v1/probe/ok', status: 200 },
    { path: '/v1/probe/fault', status: 500 },
    { path: '/v1/probe/missing', status: 404 },
  ];
  for (const { path, status } of cases) {
    const response = await fetch(base + path, { headers: { 'X-Request-Id': `trace-${status}-abcdef` } });
    t.equal(response.status, status, path);
    await response.arrayBuffer();
  }
  for (const { path, status } of cases) {
    const logged = lines.filter((line) => line.req_id === `trace-${status}-abcdef`);
    t.equal(logged.length, 1, `one line for ${path}`);
    t.match(logged[0], { method: 'GET', path, status, ms: Number }, `${path}: method, path, final status and time`);
  }
  // The probe's router sees only the paths it serves; their lines came after the answer was written.
  t.same(
    lines.filter((line) => responses.has(line.req_id)).map((line) => line.answered),
    [true, true],
    'the line of an answered request is written once its answer is',
  );
});
