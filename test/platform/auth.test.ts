import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK } from 'jose';
import t from 'tap';
import { startTestApp, TEST_JWT_SECRET } from '../helpers/app.js';
import { assertPlatformError, platformToken } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

// An identity provider of our own: RS256 and EdDSA keys served as a JWKS over real HTTP.
const rsa = await generateKeyPair('RS256', { extractable: true });
const ed = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
const ec = await generateKeyPair('ES256', { extractable: true });
const unknownKey = await generateKeyPair('RS256');
const rsaJwk: JWK = { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' };
const edJwk: JWK = { ...(await exportJWK(ed.publicKey)), kid: 'ed-1', alg: 'EdDSA', use: 'sig' };
const ecJwk: JWK = { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' };
const jwksServer = http.createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ keys: [rsaJwk, edJwk, ecJwk] }));
});
await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())));
const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;

const ISSUER = 'https://id.example.test/';
const AUDIENCE = 'proofpay-platform';
// Both trusts configured: the HS256 secret and the JWKS, with issuer and audience checks.
const app = await startTestApp(t, {
  worker: false,
  env: { PLATFORM_JWKS_URL: jwksUrl, PLATFORM_JWT_ISSUER: ISSUER, PLATFORM_JWT_AUDIENCE: AUDIENCE },
});

const claims = { email: 'ada@example.test', given_name: 'Ada', family_name: 'Lovelace' };
function jwt(overrides: { sub?: string; email?: string; iss?: string; aud?: string; exp?: number | string; nbf?: number } = {}) {
  let token = new SignJWT({ ...claims, email: overrides.email ?? claims.email })
    .setSubject(overrides.sub ?? 'idp|ada')
    .setIssuer(overrides.iss ?? ISSUER)
    .setAudience(overrides.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? '10m');
  if (overrides.nbf !== undefined) token = token.setNotBefore(overrides.nbf);
  return token;
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function profile(token: string | undefined, headers: Record<string, string> = {}) {
  const response = await app.request('/api/user/profile', { ...(token !== undefined ? { token } : {}), headers });
  return { status: response.status, body: (await response.json()) as any };
}

t.test('RS256, ES256 and EdDSA tokens from the JWKS sign in, and so does an HS256 token with the secret', async (t) => {
  const viaRsa = await profile(await jwt().setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey));
  t.equal(viaRsa.status, 200);
  t.same(Object.keys(viaRsa.body.profile).sort(), ['created_at', 'email', 'first_name', 'id', 'is_admin', 'last_name', 'onboarding_completed', 'updated_at']);
  t.match(viaRsa.body.profile, {
    id: idShape('usr'),
    email: 'ada@example.test',
    first_name: 'Ada',
    last_name: 'Lovelace',
    onboarding_completed: false,
    is_admin: false,
  });
  t.ok(!Number.isNaN(Date.parse(viaRsa.body.profile.created_at)), 'created_at is a date-time');
  const viaEd = await profile(await jwt().setProtectedHeader({ alg: 'EdDSA', kid: 'ed-1' }).sign(ed.privateKey));
  t.equal(viaEd.status, 200);
  t.equal(viaEd.body.profile.id, viaRsa.body.profile.id, 'the same subject is the same user');
  const viaEc = await profile(await jwt().setProtectedHeader({ alg: 'ES256', kid: 'ec-1' }).sign(ec.privateKey));
  t.equal(viaEc.status, 200);
  t.equal(viaEc.body.profile.id, viaRsa.body.profile.id);
  const viaSecret = await profile(
    await jwt({ sub: 'idp|grace', email: 'grace@example.test' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET)),
  );
  t.equal(viaSecret.status, 200);
  t.not(viaSecret.body.profile.id, viaRsa.body.profile.id, 'another subject is another user');
  const sameEmail = await profile(await jwt({ sub: 'idp|impostor' }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey));
  assertPlatformError(t, sameEmail, 401);
  t.match(sameEmail.body.error, /belongs to another account/, 'an e-mail names one person');
});

t.test('a later token updates the e-mail and names of the same user', async (t) => {
  const first = (
    await profile(await jwt({ sub: 'idp|mary', email: 'mary@example.test' }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey))
  ).body.profile;
  const renamed = await new SignJWT({ email: 'Mary.Somerville@Example.test', given_name: 'Mary', family_name: 'Somerville' })
    .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
    .setSubject('idp|mary')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime('10m')
    .sign(rsa.privateKey);
  // Backdated, so that a move of updated_at shows whatever the clock's resolution.
  await app.db.query(`UPDATE users SET updated_at = updated_at - interval '1 hour' WHERE subject = 'idp|mary'`);
  const second = (await profile(renamed)).body.profile;
  t.equal(second.id, first.id);
  t.equal(second.email, 'mary.somerville@example.test', 'e-mail stored lower-case');
  t.equal(second.first_name, 'Mary');
  t.equal(second.last_name, 'Somerville');
  t.ok(Date.parse(second.updated_at) > Date.parse(first.updated_at), 'updated_at moves on a change');
  const third = (await profile(renamed)).body.profile;
  t.equal(third.updated_at, second.updated_at, 'and stays when nothing changed');
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM users WHERE subject = $1', ['idp|mary']);
  t.equal(rows[0].n, 1, 'one row per subject');
});

t.test('attacks and broken tokens are 401 in the platform error shape', async (t) => {
  const publicPem = Buffer.from(JSON.stringify(rsaJwk));
  const cases: Array<[string, string | undefined, RegExp, string | undefined]> = [
    [
      'alg none',
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: 'idp|ada', iss: ISSUER, aud: AUDIENCE, exp: now() + 600 })}.`,
      /algorithm/,
      'token.alg',
    ],
    // HS/RS confusion: the attacker uses the published public key as an HMAC secret.
    ['HS256 signed with the JWKS public key', await jwt().setProtectedHeader({ alg: 'HS256', kid: 'rsa-1' }).sign(publicPem), /signature/, 'token.signature'],
    [
      'HS256 signed with the PEM public key',
      await jwt()
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(await exportSPKI(rsa.publicKey))),
      /signature/,
      'token.signature',
    ],
    [
      'RS256 header over an HMAC made with the PEM public key',
      await (async () => {
        const forged = await jwt()
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(await exportSPKI(rsa.publicKey)));
        const [, payload, signature] = forged.split('.');
        return `${b64({ alg: 'RS256', kid: 'rsa-1' })}.${payload}.${signature}`;
      })(),
      /signature/,
      'token.signature',
    ],
    [
      'HS256 signed with the RSA modulus',
      await jwt().setProtectedHeader({ alg: 'HS256' }).sign(Buffer.from(rsaJwk.n!, 'base64url')),
      /signature/,
      'token.signature',
    ],
    [
      'expired',
      await jwt({ exp: now() - 120 })
        .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
        .sign(rsa.privateKey),
      /expired/,
      'token.exp',
    ],
    [
      'not valid yet',
      await jwt({ nbf: now() + 600 })
        .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
        .sign(rsa.privateKey),
      /not valid yet/,
      'token.nbf',
    ],
    [
      'wrong issuer',
      await jwt({ iss: 'https://evil.example/' }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey),
      /issuer/,
      'token.iss',
    ],
    ['wrong audience', await jwt({ aud: 'someone-else' }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey), /audience/, 'token.aud'],
    [
      'signed by a key outside the JWKS',
      await jwt().setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(unknownKey.privateKey),
      /signature/,
      'token.signature',
    ],
    [
      'signed with another HMAC secret',
      await jwt()
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('x'.repeat(48))),
      /signature/,
      'token.signature',
    ],
    [
      'HS512, not an accepted algorithm',
      await jwt().setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(TEST_JWT_SECRET)),
      /algorithm/,
      'token.alg',
    ],
    [
      'no exp claim',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
        .setSubject('idp|ada')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .sign(rsa.privateKey),
      /"exp"/,
      'token.exp',
    ],
    ['a garbage string', 'not-a-jwt', /malformed/, 'token'],
    [
      'a numeric subject',
      await new SignJWT({ ...claims, sub: 42 } as never)
        .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setExpirationTime('5m')
        .sign(rsa.privateKey),
      /"sub"/,
      'token.sub',
    ],
    [
      'a tampered payload',
      await (async () => {
        const [h, , s] = (await jwt().setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey)).split('.');
        return `${h}.${b64({ ...claims, sub: 'idp|root', iss: ISSUER, aud: AUDIENCE, exp: now() + 600 })}.${s}`;
      })(),
      /signature/,
      'token.signature',
    ],
    ['a missing header', undefined, /Missing Authorization header/, undefined],
  ];
  for (const [name, token, reason, part] of cases) {
    const result = await profile(token);
    // The check that failed, by the part of the token it read (none when there is no token).
    assertPlatformError(t, result, 401, part === undefined ? [] : [part]);
    t.match(result.body.error, reason, `${name}: ${result.body.error}`);
  }
  const basic = await profile(undefined, { Authorization: 'Basic YWRhOnB3' });
  assertPlatformError(t, basic, 401);
  t.match(basic.body.error, /Malformed Authorization header/);
  const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE subject = 'idp|root'`);
  t.equal(rows[0].n, 0, 'no user was created by a forged token');
});

t.test("outside production a refused identity provider's token says what was expected, never to mint one here", async (t) => {
  const expired = await profile(
    await jwt({ exp: now() - 120 })
      .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
      .sign(rsa.privateKey),
  );
  t.equal(expired.body.error, 'Invalid access token: token has expired');
  const otherIssuer = await profile(await jwt({ iss: 'https://evil.example/' }).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey));
  t.equal(otherIssuer.body.error, `Invalid access token: token issuer is not accepted (this service expects "${ISSUER}")`);
  const otherKey = await profile(await jwt().setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(unknownKey.privateKey));
  t.equal(otherKey.body.error, 'Invalid access token: token signature is invalid');
  // An HS256 token is the platform secret's: the answer says which secret checks it (PLATFORM_JWT_SECRET here).
  const otherSecret = await profile(
    await jwt()
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('z'.repeat(48))),
  );
  t.match(
    otherSecret.body.error,
    /token signature is invalid \(HS256 tokens are checked with PLATFORM_JWT_SECRET; one signed with any other secret is refused\): mint one with/,
  );
});

t.test('a token without an e-mail is refused', async (t) => {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' })
    .setSubject('idp|nomail')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime('5m')
    .sign(rsa.privateKey);
  const result = await profile(token);
  assertPlatformError(t, result, 401);
  t.match(result.body.error, /email/);
});

t.test('with only a secret configured, JWKS-signed tokens are refused', async (t) => {
  const secretOnly = await startTestApp(t, { worker: false });
  const rs = await jwt().setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).sign(rsa.privateKey);
  const refused = await secretOnly.request('/api/user/profile', { token: rs });
  t.equal(refused.status, 401);
  const accepted = await secretOnly.request('/api/user/profile', { token: await platformToken('solo@example.test') });
  t.equal(accepted.status, 200);
});

t.test('an identity provider whose key set cannot be fetched is a 503, not a bad token', async (t) => {
  const { freePort } = await import('../../src/core/db/embedded.js');
  const down = await startTestApp(t, { worker: false, env: { PLATFORM_JWKS_URL: `http://127.0.0.1:${await freePort()}/jwks.json` } });
  const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'rsa-1' }).setSubject('idp|ada').setExpirationTime('5m').sign(rsa.privateKey);
  const response = await down.request('/api/user/profile', { token: rs });
  t.equal(response.status, 503);
  t.equal(response.headers.get('retry-after'), '5');
  t.match(await response.json(), { error: /identity provider keys could not be fetched/, details: [] });
  const hs = await down.request('/api/user/profile', { token: await platformToken('hs@example.test') });
  t.equal(hs.status, 200, 'HS256 tokens with the secret still work');
});
