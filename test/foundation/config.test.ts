import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import t from 'tap';
import { ConfigError } from '../../src/core/config/config.js';
import { loadServiceConfig } from '../../src/server/settings.js';
import { distRoot } from '../../src/core/paths.js';
import { platformJwtSecret } from '../../src/platform/platform-secret.js';
import { TEST_DATA_DIR, TEST_JWT_SECRET } from '../helpers/app.js';
import { freshDatabase } from '../helpers/database.js';

t.test('defaults', async (t) => {
  const config = loadServiceConfig({});
  t.equal(config.port, 3000);
  t.equal(config.host, '127.0.0.1');
  t.equal(config.publicBaseUrl, 'http://127.0.0.1:3000');
  t.equal(config.databaseUrl, undefined, 'no DATABASE_URL means the embedded default');
  t.match(config.dataDir, /\.proofpay$/);
});

t.test('private webhook URLs are allowed by default only on the embedded set-up; each kind of work has its own slots', async (t) => {
  t.equal(loadServiceConfig({}).webhooks.allowPrivateUrls, true, 'the embedded default (no DATABASE_URL)');
  const external = { DATABASE_URL: 'postgres://db.example/proofpay' };
  t.equal(loadServiceConfig(external).webhooks.allowPrivateUrls, false, 'a service with its own database');
  t.equal(loadServiceConfig({ ...external, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' }).webhooks.allowPrivateUrls, true, 'the operator allows them');
  t.equal(loadServiceConfig({ WEBHOOK_ALLOW_PRIVATE_URLS: 'false' }).webhooks.allowPrivateUrls, false, 'the operator refuses them on the embedded set-up');
  t.same(loadServiceConfig({}).worker.concurrency, { chain: 4, webhooks: 8, heavy: 4 });
  const watched = Object.fromEntries(['ETHEREUM', 'POLYGON', 'BASE', 'ARBITRUM'].map((name) => [`RPC_URL_${name}`, 'https://rpc.example']));
  t.equal(loadServiceConfig(watched).worker.concurrency.chain, 6, 'a slot per watched chain, and two for expiry and probes');
  t.same(loadServiceConfig({ WORKER_CHAIN_CONCURRENCY: '2', WORKER_WEBHOOK_CONCURRENCY: '32', WORKER_HEAVY_CONCURRENCY: '1' }).worker.concurrency, {
    chain: 2,
    webhooks: 32,
    heavy: 1,
  });
  const error = t.throws(() => loadServiceConfig({ WORKER_CONCURRENCY: '8', WORKER_WEBHOOK_CONCURRENCY: '0' })) as ConfigError;
  t.same(error.problems, [
    'WORKER_WEBHOOK_CONCURRENCY: must be between 1 and 256, got 0',
    'WORKER_CONCURRENCY: each kind of work has its own: WORKER_CHAIN_CONCURRENCY, WORKER_WEBHOOK_CONCURRENCY, WORKER_HEAVY_CONCURRENCY',
  ]);
});

t.test('every bad variable is reported at once, each by name', async (t) => {
  const error = t.throws(() =>
    loadServiceConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_BASE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      PLATFORM_JWT_SECRET: 'short',
      POOL_THREADS: '0',
    }),
  ) as ConfigError;
  t.type(error, ConfigError);
  t.same(error.problems, [
    'PORT: must be a whole number, got "eighty"',
    'DATABASE_URL: must use postgres: or postgresql:, got "mysql:"',
    'PUBLIC_BASE_URL: must be an absolute URL, got "not a url"',
    'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    'POOL_THREADS: must be between 1 and 256, got 0',
    'PLATFORM_JWT_SECRET: must be at least 32 characters',
  ]);
});

t.test('production requires a configured token secret or JWKS and a receipt key-encryption key', async (t) => {
  const error = t.throws(() => loadServiceConfig({ NODE_ENV: 'production' })) as ConfigError;
  t.same(error.problems, [
    'PLATFORM_JWT_SECRET, PLATFORM_JWKS_URL or PLATFORM_OIDC_ISSUER: one is required when NODE_ENV=production',
    'RECEIPT_KEY_ENCRYPTION_KEY: required when NODE_ENV=production, the same in every process',
  ]);
  const kek = 'ab'.repeat(32);
  const production = loadServiceConfig({ NODE_ENV: 'production', PLATFORM_JWKS_URL: 'https://idp.example/jwks.json', RECEIPT_KEY_ENCRYPTION_KEY: kek });
  t.equal(production.platformJwt.jwksUrl, 'https://idp.example/jwks.json');
  t.equal(production.keyEncryptionKey, kek);
  const malformed = t.throws(() => loadServiceConfig({ RECEIPT_KEY_ENCRYPTION_KEY: 'short' })) as ConfigError;
  t.same(
    malformed.problems,
    ['RECEIPT_KEY_ENCRYPTION_KEY: must be 32 bytes (base64, base64url or 64 hex digits)'],
    'a malformed key is a config error, before anything starts',
  );
});

t.test('PUBLIC_BASE_URL follows HOST and PORT unless set', async (t) => {
  t.equal(loadServiceConfig({ HOST: '::1', PORT: '8080' }).publicBaseUrl, 'http://[::1]:8080');
  t.equal(loadServiceConfig({ PUBLIC_BASE_URL: 'https://pay.example.com/' }).publicBaseUrl, 'https://pay.example.com');
});

t.test('a port already taken fails the start with one line naming the setting', async (t) => {
  const { url } = await freshDatabase(t);
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  t.teardown(() => taken.close());
  const port = (taken.address() as net.AddressInfo).port;
  const run = spawnSync(process.execPath, [path.join(distRoot, 'src/cli.js'), 'start', '--role', 'all'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), PLATFORM_JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: TEST_DATA_DIR, LOG_LEVEL: 'fatal' },
    timeout: 60_000,
  });
  t.equal(run.status, 2, 'exits as for a configuration error');
  t.equal(run.stderr.toString(), `proofpay: Invalid configuration:\n  - PORT/HOST: 127.0.0.1:${port} is already in use\n`);
});

t.test("an OpenID provider is the platform token's trust unless PLATFORM_JWT_* say otherwise", async (t) => {
  const oidc = { PLATFORM_OIDC_ISSUER: 'https://idp.example', PLATFORM_OIDC_CLIENT_ID: 'dashboard' };
  const config = loadServiceConfig(oidc);
  t.same(config.platformOidc, { issuer: 'https://idp.example', clientId: 'dashboard', clientSecret: undefined });
  t.match(config.platformJwt, { issuer: 'https://idp.example', audience: 'dashboard', jwksUrl: undefined });
  t.equal(platformJwtSecret(config), undefined, 'no generated HS256 secret beside a provider');
  t.equal(config.dashboard.devSignIn, false, 'no development sign-in beside a provider');
  t.equal(loadServiceConfig({ ...oidc, PLATFORM_JWT_AUDIENCE: 'proofpay' }).platformJwt.audience, 'proofpay');
  t.equal(loadServiceConfig({}).dashboard.devSignIn, true, 'the development sign-in is on for the embedded default');

  const kek = 'ab'.repeat(32);
  t.equal(
    loadServiceConfig({ ...oidc, NODE_ENV: 'production', RECEIPT_KEY_ENCRYPTION_KEY: kek }).nodeEnv,
    'production',
    'a provider is enough trust for production',
  );
  const problems = (env: Record<string, string>) => (t.throws(() => loadServiceConfig(env)) as ConfigError).problems;
  t.same(problems({ PLATFORM_OIDC_ISSUER: 'https://idp.example' }), ['PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID: set both, or neither']);
  t.same(problems({ ...oidc, DASHBOARD_DEV_SIGN_IN: 'true' }), [
    'DASHBOARD_DEV_SIGN_IN: mints HS256 tokens, which an identity provider (PLATFORM_JWKS_URL, PLATFORM_OIDC_ISSUER) does not issue',
  ]);
  t.same(problems({ NODE_ENV: 'production', PLATFORM_JWT_SECRET: 'x'.repeat(32), RECEIPT_KEY_ENCRYPTION_KEY: kek, DASHBOARD_DEV_SIGN_IN: 'true' }), [
    'DASHBOARD_DEV_SIGN_IN: a development sign-in, never with NODE_ENV=production',
  ]);
});
