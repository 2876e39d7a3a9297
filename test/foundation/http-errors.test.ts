import net from 'node:net';
import Router from '@koa/router';
import t from 'tap';
import { createServiceDeps } from '../../src/server/deps.js';
import type { AppState } from '../../src/http/state.js';
import { serveApp, testConfig } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';
import { checkedFetch } from '../helpers/contract.js';
import { idShape } from '../helpers/ids.js';

// The real app with one extra router whose handlers fault, to see what a client gets from a 500.
const { db, url: databaseUrl } = await freshDatabase(t);
const config = testConfig({ DATABASE_URL: databaseUrl, BODY_LIMIT_BYTES: '2048' });
const deps = createServiceDeps({ config, db, log: testLog });
t.teardown(() => deps.close());
const faulty = new Router<AppState>();
faulty.get('/v1/fault', () => {
  throw new Error('secret internal detail');
});
faulty.get('/api/fault', () => {
  throw new TypeError('secret internal detail');
});
faulty.post('/v1/echo', (ctx) => {
  ctx.body = { received: ctx.request.body ?? null };
});
faulty.post('/api/echo', (ctx) => {
  ctx.body = { received: ctx.request.body ?? null };
});
const base = await serveApp(t, deps, [faulty]);

const post = (path: string, body: RequestInit['body'], contentType = 'application/json') =>
  checkedFetch(base + path, { method: 'POST', body: body ?? null, headers: { 'Content-Type': contentType } });

t.test('unknown routes are not_found in each interface shape', async (t) => {
  const pub = await checkedFetch(`${base}/v1/nothing-here`);
  t.equal(pub.status, 404);
  t.same(await pub.json(), { error: { code: 'not_found', message: 'No route for GET /v1/nothing-here' } });
  const platform = await checkedFetch(`${base}/api/nothing-here`);
  t.equal(platform.status, 404);
  const body = (await platform.json()) as { error: unknown; details: unknown };
  t.type(body.error, 'string');
  t.same(body.details, []);
  const sessions = await checkedFetch(`${base}/sessions/nothing`);
  t.match(await sessions.json(), { error: String, code: String, details: [] }, '/sessions belongs to the platform interface');
  // A method a path is not served for got the router's bare answers: a text 405 on a path served
  // for other methods (found by the fuzz suite; `/v1/webhook_endpoints/` is the collection with an
  // empty id), an empty text 200 for OPTIONS, a text 501 for PROPFIND, on any path.
  for (const method of ['DELETE', 'OPTIONS', 'PROPFIND']) {
    const served = await fetch(`${base}/v1/webhook_endpoints/`, { method });
    t.equal(served.status, 404, `${method} on a served public path`);
    t.same(await served.json(), { error: { code: 'not_found', message: `No route for ${method} /v1/webhook_endpoints/` } });
    const unknown = await fetch(`${base}/v1/nothing-here`, { method });
    t.equal(unknown.status, 404, `${method} on an unknown public path`);
    t.same(await unknown.json(), { error: { code: 'not_found', message: `No route for ${method} /v1/nothing-here` } });
    const platform = await fetch(`${base}/api/organizations/`, { method });
    t.equal(platform.status, 404, `${method} on a served platform path`);
    t.match(await platform.json(), { error: `No route for ${method} /api/organizations/`, code: 'not_found', details: [] });
  }
});

t.test('malformed JSON is invalid_request naming the body', async (t) => {
  const pub = await post('/v1/echo', '{"amount_usd": 10,');
  t.equal(pub.status, 400);
  const pubBody = (await pub.json()) as { error: { code: string; message: string } };
  t.equal(pubBody.error.code, 'invalid_request');
  t.match(pubBody.error.message, /^body: is not valid JSON/);
  const platform = await post('/api/echo', 'not json');
  t.equal(platform.status, 400);
  t.match(await platform.json(), { error: /^body: is not valid JSON/, details: [{ field: 'body', message: /not valid JSON/ }] });
});

t.test('a body that is not JSON, or not UTF-8, is refused', async (t) => {
  const form = await post('/v1/echo', 'a=1', 'application/x-www-form-urlencoded');
  t.equal(form.status, 400);
  t.match(await form.json(), { error: { code: 'invalid_request', message: /^body: Content-Type must be application\/json/ } });
  const latin1 = await post('/v1/echo', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
  t.equal(latin1.status, 400);
  t.match(await latin1.json(), { error: { message: 'body: is not valid UTF-8' } });
});

t.test('an oversized body is refused without being buffered', async (t) => {
  const big = JSON.stringify({ pad: 'x'.repeat(4096) });
  const declared = await post('/v1/echo', big);
  t.equal(declared.status, 400);
  t.match(await declared.json(), { error: { code: 'invalid_request', message: 'body: is larger than the limit of 2048 bytes' } });
  // Chunked, with no Content-Length to judge by: the reader stops at the limit.
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? '{"pad":"' : 'y'.repeat(1024)));
      controller.close();
    },
  });
  const chunked = await checkedFetch(`${base}/api/echo`, {
    method: 'POST',
    body: stream,
    headers: { 'Content-Type': 'application/json' },
    duplex: 'half',
  } as RequestInit);
  t.equal(chunked.status, 400);
  t.match(await chunked.json(), { error: 'body: is larger than the limit of 2048 bytes', details: [{ field: 'body' }] });
  const small = await post('/v1/echo', JSON.stringify({ ok: true }));
  t.same(await small.json(), { received: { ok: true } }, 'a body within the limit is parsed');
});

t.test('a fault is a 500 with the request id and no internals', async (t) => {
  for (const path of ['/v1/fault', '/api/fault']) {
    const response = await checkedFetch(base + path);
    t.equal(response.status, 500, path);
    const requestId = response.headers.get('x-request-id');
    t.match(requestId, idShape('req'), `${path} carries X-Request-Id`);
    const text = await response.text();
    t.notMatch(text, /secret internal detail|TypeError|at .*\.js/, 'no message or stack of the fault');
    const body = JSON.parse(text);
    if (path.startsWith('/v1')) t.same(body.error.code, 'internal_error');
    else t.same(body.details, []);
    t.match(text, requestId!, 'the body quotes the request id');
  }
});

t.test('a sane incoming request id is kept, an insane one replaced', async (t) => {
  const kept = await checkedFetch(`${base}/v1/health`, { headers: { 'X-Request-Id': 'trace-1234abcd' } });
  t.equal(kept.headers.get('x-request-id'), 'trace-1234abcd');
  const replaced = await checkedFetch(`${base}/v1/health`, { headers: { 'X-Request-Id': 'bad id\twith <script>' } });
  t.match(replaced.headers.get('x-request-id'), /^req_/);
});

t.test('a request head Node refuses is answered in the interface error shape, naming the field', async (t) => {
  // Found by `npm run fuzz`: a head over 16 KB got Node's own 431 with an empty body.
  const longHeader = { 'X-Padding': 'a'.repeat(17_000) };
  const pub = await fetch(`${base}/v1/webhook_endpoints?limit=10`, { headers: longHeader });
  t.equal(pub.status, 400);
  t.match(pub.headers.get('x-request-id'), /^req_/);
  t.same(await pub.json(), {
    error: { code: 'invalid_request', message: 'headers: the request line and headers together exceed 16384 bytes' },
  });
  const platform = await fetch(`${base}/api/organizations`, { headers: longHeader });
  t.equal(platform.status, 400);
  t.same(await platform.json(), { error: 'headers: the request line and headers together exceed 16384 bytes', code: 'invalid_request', details: [] });
  // A header line that is not HTTP, sent by hand (fetch would refuse to send it).
  const raw = await rawRequest('GET /v1/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
  t.match(raw, /^HTTP\/1\.1 400 Bad Request\r\n/);
  t.match(raw, /\r\nX-Request-Id: req_/);
  t.match(raw, /\r\n\r\n\{"error":\{"code":"invalid_request","message":"headers: not valid HTTP\/1\.1"\}\}$/);
});

/** What the server answers to `head`, written as is on a new connection. */
function rawRequest(head: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}
