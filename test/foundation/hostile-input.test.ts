import t, { type Test } from 'tap';
import { startTestApp } from '../helpers/app.js';
import { assertPlatformError, caller, newProject, platformToken } from '../helpers/platform.js';
import { insertProofRecord } from '../helpers/zk-records.js';

// Text Postgres cannot store (NUL) or that is not text (a lone surrogate) is refused at the edge
// with a 400 naming the field, on both interfaces and the hosted page; so are duplicate JSON keys,
// a body declared in a charset other than UTF-8, and amounts a double would round. Before the edge
// check, each NUL below reached Postgres and answered 500.
const app = await startTestApp(t, { worker: false, env: { RATE_LIMIT_KEY_QUOTA: '100000', RATE_LIMIT_IP_QUOTA: '100000' } });
const admin = await caller(app, 'mallory@example.test');
const { projectId, secretKeys: keys } = await newProject(admin, 'Mallory', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
const proofId = await insertProofRecord(app.db, projectId, null);

interface Answer {
  status: number;
  type: string;
  text: string;
  body: any;
}
interface SendOptions {
  method?: string;
  raw?: string;
  contentType?: string;
  key?: string | undefined;
}
async function send(path: string, { method = 'GET', raw, contentType = 'application/json', key = keys.test }: SendOptions = {}): Promise<Answer> {
  const response = await fetch(app.url + path, {
    method,
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...(raw !== undefined ? { 'Content-Type': contentType } : {}) },
    body: raw ?? null,
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, text, body: type.startsWith('application/json') ? JSON.parse(text) : undefined };
}

function assertPublic400(t: Test, answer: Answer, message: RegExp) {
  t.equal(answer.status, 400, 'status 400');
  t.equal(answer.body?.error?.code, 'invalid_request', 'code invalid_request');
  t.match(answer.body?.error?.message, message);
}

const sessionCount = async () => Number((await app.db.query('SELECT count(*) FROM checkout_sessions')).rows[0].count);

t.test('public interface: NUL and bad percent-encoding in path ids and query values name the parameter', async (t) => {
  assertPublic400(t, await send('/v1/checkout/sessions/%00'), /^id: must not contain a NUL character/);
  assertPublic400(t, await send('/v1/checkout/sessions/ps_1%00x/expire', { method: 'POST' }), /^id: must not contain a NUL/);
  assertPublic400(t, await send('/v1/zk/proofs/%00/verify', { method: 'POST', raw: '{}' }), /^proofId: must not contain a NUL/);
  assertPublic400(t, await send('/v1/zk/verifications/%00'), /^id: must not contain a NUL/);
  // Percent-encoded UTF-8 of a lone surrogate (ED A0 80) and a truncated sequence.
  assertPublic400(t, await send('/v1/checkout/sessions/%ED%A0%80'), /^id: is not valid percent-encoded UTF-8/);
  assertPublic400(t, await send('/v1/checkout/sessions/%E2%82'), /^id: is not valid percent-encoded UTF-8/);
  assertPublic400(t, await send('/v1/checkout/sessions?starting_after=%00'), /^starting_after: must not contain a NUL/);
  assertPublic400(t, await send('/v1/checkout/sessions?status=pending%00'), /^status: must not contain a NUL/);
  // Found by the fuzz suite: under an empty parameter name the message began ": must not…".
  assertPublic400(t, await send('/v1/checkout/sessions?=a%00b'), /^query: must not contain a NUL/);
  assertPublic400(t, await send('/v1/checkout/sessions?=abc'), /^query: is not a parameter of this list/);
});

t.test('public interface: NUL, lone surrogates and duplicate keys in JSON bodies name the field; nothing is written', async (t) => {
  const before = await sessionCount();
  const create = (raw: string, contentType?: string) => send('/v1/checkout/sessions', { method: 'POST', raw, ...(contentType ? { contentType } : {}) });
  assertPublic400(t, await create('{"amount_usd": 5, "description": "a\\u0000b"}'), /^description: must not contain a NUL character/);
  assertPublic400(t, await create('{"amount_usd": 5, "metadata": {"order": "\\u0000"}}'), /^metadata\.order: must not contain a NUL/);
  assertPublic400(t, await create('{"amount_usd": 5, "metadata": {"a\\u0000": "x"}}'), /^metadata\["a\\u0000"\]: key must not contain a NUL/);
  assertPublic400(t, await create('{"amount_usd": 5, "description": "x\\ud800y"}'), /^description: must not contain a lone UTF-16 surrogate/);
  assertPublic400(t, await create('{"amount_usd": 5, "description": "\\udfff"}'), /^description: must not contain a lone UTF-16 surrogate/);
  assertPublic400(t, await create('{"amount_usd": 5, "amount_usd": 6}'), /^amount_usd: appears more than once/);
  assertPublic400(t, await create('{"amount_usd": 5, "metadata": {"k": "1", "k": "2"}}'), /^metadata\.k: appears more than once/);
  assertPublic400(t, await create('{"amount_usd": 5}', 'application/json; charset=utf-16'), /^body: Content-Type charset must be utf-8, got "utf-16"/);
  assertPublic400(t, await create('{"amount_usd": 5}', 'application/json; charset=latin1'), /^body: Content-Type charset must be utf-8/);
  // The same text in its escaped-backslash form is ordinary text, and a paired surrogate is a character.
  const fine = await create('{"amount_usd": 5, "description": "a\\\\u0000 \\ud83d\\ude00", "metadata": {"k": "v"}}');
  t.equal(fine.status, 201, 'a literal backslash-u and an emoji are accepted');
  t.equal(fine.body.description, 'a\\u0000 😀');
  const utf8 = await create('{"amount_usd": 5}', 'application/json; charset=UTF-8');
  t.equal(utf8.status, 201, 'charset=UTF-8 is accepted');
  t.equal(await sessionCount(), before + 2, 'only the two valid requests wrote a session');
});

t.test('public interface: amount_usd is judged on the digits written, not on a double', async (t) => {
  const before = await sessionCount();
  const create = (amount: string) => send('/v1/checkout/sessions', { method: 'POST', raw: `{"amount_usd": ${amount}}` });
  assertPublic400(t, await create('19.999999999999999999'), /^amount_usd: must have at most 2 decimal places, got 19\.999999999999999999$/);
  assertPublic400(t, await create('10000000.000000000001'), /^amount_usd: must have at most 2 decimal places/);
  assertPublic400(t, await create('0.0099999999999999999999'), /^amount_usd: must have at most 2 decimal places/);
  assertPublic400(t, await create('1e400'), /^amount_usd: must be (a number|at most 10000000\.00)/);
  t.equal(await sessionCount(), before, 'nothing written');
  const exact = await create('19.990000000000000000000');
  t.equal(exact.status, 201);
  t.equal(exact.body.amount_usd, '19.99', 'trailing zeros beyond a double are still the same amount');
});

t.test('platform interface: the same refusals in its own error shape', async (t) => {
  assertPlatformError(t, await admin('POST', '/api/organizations', { name: 'Evil\u0000 Corp' }), 400, ['name']);
  assertPlatformError(t, await admin('POST', '/api/organizations', { name: 'Evil \ud800 Corp' }), 400, ['name']);
  const path = await send(`/api/zk-proofs/${proofId}%00`, { key: undefined });
  t.equal(path.status, 400);
  t.match(path.body, { error: /^id: must not contain a NUL/, details: [{ field: 'id' }] });
  const unnamed = await send('/api/projects?=a%00b', { key: undefined });
  t.equal(unnamed.status, 400);
  t.match(unnamed.body, { error: /^query: must not contain a NUL/, details: [{ field: 'query' }] });
  const dup = await fetch(`${app.url}/api/organizations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await platformToken('mallory@example.test')}` },
    body: '{"name": "A", "name": "B"}',
  });
  t.equal(dup.status, 400);
  t.match(await dup.json(), { error: /^name: appears more than once/, details: [{ field: 'name' }] });
});

t.test('hosted page: a refused link answers an HTML page, not JSON', async (t) => {
  for (const path of ['/c/%00', '/c/%ED%A0%80']) {
    const page = await send(path, { key: undefined });
    t.equal(page.status, 400, `${path} status`);
    t.match(page.type, /^text\/html/, `${path} is a page`);
    t.match(page.text, /This payment link is not valid/);
    t.notMatch(page.text, /invalid_request/, 'no API error body for a customer');
  }
  const status = await send('/c/%00/status', { key: undefined });
  t.equal(status.status, 400, 'the JSON endpoint the page polls keeps JSON');
  t.equal(status.body.error.code, 'invalid_request');
});
