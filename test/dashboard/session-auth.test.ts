import http from 'node:http';
import t from 'tap';
import { keyEncryptionKey } from '../../src/core/sealing.js';
import { openBrowserSession } from '../../src/platform/sign-in/browser-sessions.js';
import { startTestApp, testConfig } from '../helpers/app.js';
import { caller, platformToken } from '../helpers/platform.js';

/** A POST with an `Origin` header, which fetch does not let a caller set: what a form on another site sends. */
function postFrom(origin: string, url: string, headers: Record<string, string>, json: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { ...headers, Origin: origin, 'Content-Type': 'application/json' } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.end(JSON.stringify(json));
  });
}

/** The `name=value` of a Set-Cookie header, to send back as a Cookie header. */
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

t.test('the dashboard session cookie on the /api: same verifier, CSRF on unsafe requests, bearer unchanged', async (t) => {
  const app = await startTestApp(t, { worker: false, env: { DASHBOARD_DEV_SIGN_IN: 'true' } });
  const signIn = await app.request('/api/sign-in/dev', { method: 'POST', json: { email: 'Ada@Example.test' } });
  t.equal(signIn.status, 201);
  t.match(await signIn.json(), { profile: { email: 'ada@example.test' } });
  const setCookie = signIn.headers.getSetCookie()[0]!;
  t.match(setCookie, /^proofpay_session=[\w-]{43}; path=\/; expires=[^;]+; samesite=lax; httponly$/, 'HttpOnly, SameSite=Lax, Path=/, not Secure on http');
  const cookie = cookieOf(signIn);
  const { rows } = await app.db.query<{ id_hash: string; sealed_token: string }>('SELECT id_hash, sealed_token FROM browser_sessions');
  t.equal(rows.length, 1);
  t.notOk(rows[0]!.id_hash.includes(cookie.split('=')[1]!), 'only a hash of the cookie is stored');
  t.match(rows[0]!.sealed_token, /^v1\./, 'the token is stored sealed');

  const shell = await app.request('/dashboard/organizations', { headers: { Cookie: cookie } });
  t.equal(shell.status, 200);
  const csrf = /<meta name="csrf-token" content="([\w-]+)">/.exec(await shell.text())?.[1];
  t.ok(csrf, 'the page carries the session’s CSRF token');
  t.match((await (await app.request('/dashboard', {})).text()).match(/<meta name="csrf-token" content="([^"]*)">/)?.[1], '', 'and none without a session');

  const script = /<script type="module" src="(\/dashboard\/assets\/[\w-]{16})\/app\.js"><\/script>/.exec(await (await app.request('/dashboard')).text())?.[1];
  const asset = await app.request(`${script}/app.js`);
  t.equal(asset.status, 200, "the page's module, from this origin");
  t.match(asset.headers.get('content-type'), /^text\/javascript/);
  t.match(asset.headers.get('cache-control'), /immutable/, 'named by its content, cached for good');
  t.equal((await app.request(`${script}/dashboard.css`)).headers.get('content-type'), 'text/css; charset=utf-8');
  t.equal((await app.request('/dashboard/assets/AAAAAAAAAAAAAAAA/app.js')).status, 404, 'another version is a 404');

  t.equal((await app.request('/api/user/profile', { headers: { Cookie: cookie } })).status, 200, 'a GET needs only the cookie');
  const create = (headers: Record<string, string>) =>
    app.request('/api/organizations', { method: 'POST', json: { name: 'Acme' }, headers: { Cookie: cookie, ...headers } });
  const missing = await create({});
  t.equal(missing.status, 403, 'no CSRF token: 403');
  t.match(await missing.json(), { error: /X-CSRF-Token/, details: [{ field: 'X-CSRF-Token' }] });
  t.equal((await create({ 'X-CSRF-Token': 'wrong' })).status, 403, 'a wrong one: 403');
  const organizations = `${app.url}/api/organizations`;
  t.equal(
    await postFrom('https://evil.example', organizations, { Cookie: cookie, 'X-CSRF-Token': csrf! }, { name: 'Acme' }),
    403,
    'the right one from another origin: 403',
  );
  t.equal(
    await postFrom(new URL(app.url).origin, organizations, { Cookie: cookie, 'X-CSRF-Token': csrf! }, { name: 'Acme' }),
    201,
    'the right one from this origin: done',
  );
  t.equal((await app.db.query('SELECT 1 FROM organizations')).rowCount, 1, 'only the accepted request created anything');

  await t.test('bearer tokens are unchanged: no CSRF token needed', async (t) => {
    const bob = await caller(app, 'bob@example.test');
    t.equal((await bob('POST', '/api/organizations', { name: 'Bob Co' })).status, 201);
    // A bearer token wins over a cookie: the request acts for the token's holder.
    const both = await app.request('/api/user/profile', { token: await platformToken('bob@example.test'), headers: { Cookie: cookie } });
    t.match(await both.json(), { profile: { email: 'bob@example.test' } });
  });

  await t.test('an expired token in a live session is refused by the same verifier; an ended session too', async (t) => {
    const kek = keyEncryptionKey(app.config.keyEncryptionKey, app.config.dataDir);
    const { rows: users } = await app.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'ada@example.test'");
    const expired = await platformToken('ada@example.test', { sub: 'test|ada-expired', exp: Math.floor(Date.now() / 1000) - 60 });
    const stale = await openBrowserSession(app.db, kek, users[0]!.id, expired, new Date(Date.now() + 3_600_000));
    const answer = await app.request('/api/user/profile', { headers: { Cookie: `proofpay_session=${stale}` } });
    t.equal(answer.status, 401);
    t.match(await answer.json(), { error: /token has expired/, details: [{ field: 'token.exp' }] });

    await app.db.query("UPDATE browser_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [users[0]!.id]);
    const ended = await app.request('/api/user/profile', { headers: { Cookie: cookie } });
    t.equal(ended.status, 401);
    t.match(await ended.json(), { error: /session has ended/ });
    await app.db.query("UPDATE browser_sessions SET expires_at = now() + interval '1 hour' WHERE user_id = $1", [users[0]!.id]);
  });

  await t.test('sign-out needs the CSRF token, deletes the session and clears the cookie', async (t) => {
    t.equal((await app.request('/api/sign-out', { method: 'POST', headers: { Cookie: cookie } })).status, 403);
    const out = await app.request('/api/sign-out', { method: 'POST', headers: { Cookie: cookie, 'X-CSRF-Token': csrf! } });
    t.equal(out.status, 200);
    t.match(out.headers.getSetCookie()[0], /^proofpay_session=; path=\/; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax; httponly$/);
    t.equal((await app.request('/api/user/profile', { headers: { Cookie: cookie } })).status, 401, 'the cookie signs no one in any more');
  });

  await t.test('a development sign-in from another origin is refused; a bad e-mail is named', async (t) => {
    t.equal(await postFrom('https://evil.example', `${app.url}/api/sign-in/dev`, {}, { email: 'eve@example.test' }), 403);
    const bad = await app.request('/api/sign-in/dev', { method: 'POST', json: { email: 'not an e-mail' } });
    t.equal(bad.status, 400);
    t.match(await bad.json(), { details: [{ field: 'email' }] });
  });
});

t.test('behind a trusted https proxy the cookie is Secure; without the development sign-in its endpoint is a 404', async (t) => {
  const app = await startTestApp(t, { worker: false, env: { DASHBOARD_DEV_SIGN_IN: 'true', TRUST_PROXY: 'true' } });
  const secure = await app.request('/api/sign-in/dev', { method: 'POST', json: { email: 'ada@example.test' }, headers: { 'X-Forwarded-Proto': 'https' } });
  t.equal(secure.status, 201);
  t.match(secure.headers.getSetCookie()[0], /; secure; httponly$/);

  t.equal(testConfig({ DATABASE_URL: 'postgres://localhost/x' }).dashboard.devSignIn, false, 'off by default with DATABASE_URL');
  t.equal(testConfig({}).dashboard.devSignIn, true, 'on by default on the embedded set-up');
  const off = await startTestApp(t, { worker: false });
  t.equal((await off.request('/api/sign-in/dev', { method: 'POST', json: { email: 'ada@example.test' } })).status, 404);
  t.equal((await off.request('/api/sign-in/oidc')).status, 404, 'nor an OpenID sign-in without a provider');
});

t.test('an OpenID provider that cannot be reached is a 503 to retry, not a fault', async (t) => {
  // Port 9 (discard) on this machine: nothing listens there.
  const app = await startTestApp(t, { worker: false, env: { PLATFORM_OIDC_ISSUER: 'http://127.0.0.1:9', PLATFORM_OIDC_CLIENT_ID: 'dashboard' } });
  t.match(await (await app.request('/dashboard/sign-in')).text(), '<meta name="sign-in-methods" content="oidc">', 'the page offers the provider alone');
  const start = await app.request('/api/sign-in/oidc', { method: 'POST' });
  t.equal(start.status, 503);
  t.equal(start.headers.get('retry-after'), '5');
  t.match(await start.json(), { error: /identity provider could not be reached/ });
});
