import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeProtectedHeader, SignJWT } from 'jose';
import t from 'tap';
import { distRoot } from '../../src/core/paths.js';
import { startTestApp, TEST_JWT_SECRET } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';
import { startServiceProcess } from '../helpers/processes.js';

// The development path of issue 57: `proofpay token` and a service each with their own DATA_DIR
// (or PLATFORM_JWT_SECRET), as happens on one machine, and what a refused token says.
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
/**
 * `proofpay token`, run as people run it, with `env` instead of this process's platform settings;
 * not blocking, so that fetch sees the service close an idle connection while it runs.
 */
const mint = async (env: Record<string, string | undefined>) => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(distRoot, 'src/cli.js'), 'token', '--email', 'ada@example.com'], { env: childEnv });
  return stdout.trim();
};

const serviceDir = tempDir('proofpay-service-');
const otherDir = tempDir('proofpay-other-');
const { url } = await freshDatabase(t);
// The service on the generated secret of its DATA_DIR, as the embedded default runs.
const service = await startServiceProcess(t, 'api', { DATABASE_URL: url, DATA_DIR: serviceDir, PLATFORM_JWT_SECRET: undefined });
const profile = async (token: string) => {
  const response = await fetch(`${service.ready}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { error: string; details: { field: string; message: string }[] } };
};
const secretOf = (dataDir: string) => new TextEncoder().encode(fs.readFileSync(path.join(dataDir, 'secrets', 'platform-jwt-secret'), 'utf8').trim());

t.test("a token minted with the service's DATA_DIR signs in, and carries the development issuer and audience", async (t) => {
  const token = await mint({ DATA_DIR: serviceDir, PLATFORM_JWT_SECRET: undefined });
  t.equal((await profile(token)).status, 200);
  const [, payload] = token.split('.');
  t.match(JSON.parse(Buffer.from(payload!, 'base64url').toString()), { iss: 'proofpay-dev', aud: 'proofpay-platform' });
  t.match(decodeProtectedHeader(token), { alg: 'HS256', kid: /^proofpay-[0-9a-f]{16}$/ });
});

t.test('a token minted with another secret says so, and what to do', async (t) => {
  for (const [minted, env] of [
    ['another DATA_DIR', { DATA_DIR: otherDir, PLATFORM_JWT_SECRET: undefined }],
    ['PLATFORM_JWT_SECRET', { DATA_DIR: serviceDir, PLATFORM_JWT_SECRET: TEST_JWT_SECRET }],
  ] as const) {
    const refused = await profile(await mint(env));
    t.equal(refused.status, 401, minted);
    t.same(
      refused.body.details.map((detail) => detail.field),
      ['token.signature'],
    );
    t.match(
      refused.body.error,
      /^Invalid access token: token signature is invalid \(it was minted by `proofpay token` with another secret than this service's/,
    );
    t.match(refused.body.error, `which uses the secret generated under DATA_DIR (${path.join(serviceDir, 'secrets')})`);
    t.match(refused.body.error, /`npx proofpay token --email …` run with the same DATA_DIR and PLATFORM_JWT_SECRET \(or none\) as the service$/);
  }
  const foreign = await new SignJWT({ email: 'ada@example.com' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('x|ada')
    .setIssuer('proofpay-dev')
    .setAudience('proofpay-platform')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('y'.repeat(40)));
  t.match(
    (await profile(foreign)).body.error,
    /token signature is invalid \(HS256 tokens are checked with the secret generated under DATA_DIR/,
    'a token from elsewhere',
  );
});

t.test('with the generated secret, issuer and audience are checked by default', async (t) => {
  const signed = (iss: string | undefined, aud: string | undefined) => {
    let jwt = new SignJWT({ email: 'grace@example.com' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x|grace').setExpirationTime('5m');
    if (iss) jwt = jwt.setIssuer(iss);
    if (aud) jwt = jwt.setAudience(aud);
    return jwt.sign(secretOf(serviceDir));
  };
  const noIssuer = await profile(await signed(undefined, 'proofpay-platform'));
  t.equal(noIssuer.status, 401);
  t.same(noIssuer.body.details, [{ field: 'token.iss', message: 'token issuer is not accepted' }]);
  t.match(noIssuer.body.error, /token issuer is not accepted \(this service expects "proofpay-dev"\): mint one with/);
  const otherAudience = await profile(await signed('proofpay-dev', 'someone-else'));
  t.same(otherAudience.body.details, [{ field: 'token.aud', message: 'token audience is not accepted' }]);
  t.match(otherAudience.body.error, /this service expects "proofpay-platform"/);
  t.equal((await profile(await signed('proofpay-dev', 'proofpay-platform'))).status, 200, 'with both, the secret alone is not enough to be refused');
});

t.test('an expired token says so and how long the next one lives', async (t) => {
  const expired = await new SignJWT({ email: 'ada@example.com' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('x|ada')
    .setIssuer('proofpay-dev')
    .setAudience('proofpay-platform')
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(secretOf(serviceDir));
  const refused = await profile(expired);
  t.same(refused.body.details, [{ field: 'token.exp', message: 'token has expired' }]);
  t.match(refused.body.error, /token has expired: mint one with .*`--ttl` sets its lifetime in seconds, one hour by default/);
  const hour = await mint({ DATA_DIR: serviceDir, PLATFORM_JWT_SECRET: undefined });
  const claims = JSON.parse(Buffer.from(hour.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  t.equal(claims.exp - claims.iat, 3600, 'a minted token lives an hour by default');
});

t.test('in production a refusal names the failed check and nothing more', async (t) => {
  const production = await startTestApp(t, { worker: false, env: { NODE_ENV: 'production', RECEIPT_KEY_ENCRYPTION_KEY: 'ab'.repeat(32) } });
  const response = await production.request('/api/user/profile', { token: await mint({ DATA_DIR: otherDir, PLATFORM_JWT_SECRET: undefined }) });
  t.equal(response.status, 401);
  t.same(await response.json(), {
    error: 'Invalid access token: token signature is invalid',
    code: 'unauthorized',
    details: [{ field: 'token.signature', message: 'token signature is invalid' }],
  });
});
