import t, { type Test } from 'tap';
import { MAX_ENDPOINTS_PER_PROJECT } from '../../src/webhooks/endpoints.js';
import { startTestApp } from '../helpers/app.js';
import { projectWithKeys } from '../helpers/zk-records.js';

const app = await startTestApp(t, { worker: false });
const acme = await projectWithKeys(app, 'ada@endpoints.test');
const other = await projectWithKeys(app, 'mallory@endpoints.test');

const call = async (method: string, path: string, json?: unknown, key = acme.keys.test) => {
  const response = await app.request(path, { method, token: key, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};
const invalid = (t: Test, result: { status: number; body: any }, field: string) => {
  t.equal(result.status, 400, `${field}: 400`);
  t.equal(result.body.error?.code, 'invalid_request');
  t.match(result.body.error?.message, new RegExp(`^${field.replace(/[[\]]/g, '\\$&')}: `), `the message names ${field}: ${result.body.error?.message}`);
};

t.test('create shows a Standard Webhooks secret once; list, retrieve, patch and delete never show it', async (t) => {
  const created = await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.10:4567/hooks', description: 'staging' });
  t.equal(created.status, 201);
  t.match(created.body, {
    id: /^we_/,
    object: 'webhook_endpoint',
    url: 'http://203.0.114.10:4567/hooks',
    description: 'staging',
    enabled_events: ['*'],
    status: 'enabled',
    disabled_reason: null,
    network: 'testnet',
    previous_secret_expires_at: null,
  });
  t.match(created.body.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  const secretBytes = Buffer.from(created.body.secret.slice('whsec_'.length), 'base64').length;
  t.ok(secretBytes >= 24 && secretBytes <= 64, `${secretBytes} bytes of secret`);
  const stored = await app.db.query('SELECT sealed_secret FROM webhook_endpoints WHERE id = $1', [created.body.id]);
  t.notOk(stored.rows[0].sealed_secret.includes(created.body.secret.slice(6)), 'the secret is stored sealed, not in clear');

  const id = created.body.id;
  const fetched = await call('GET', `/v1/webhook_endpoints/${id}`);
  t.equal(fetched.status, 200);
  t.notOk('secret' in fetched.body);
  const { secret: _secret, ...shown } = created.body;
  t.same(fetched.body, shown);

  const patched = await call('PATCH', `/v1/webhook_endpoints/${id}`, { enabled_events: ['checkout.session.expired'], description: null, disabled: true });
  t.equal(patched.status, 200);
  t.match(patched.body, { enabled_events: ['checkout.session.expired'], description: null, status: 'disabled', disabled_reason: 'requested' });
  t.match((await call('PATCH', `/v1/webhook_endpoints/${id}`, { disabled: false })).body, { status: 'enabled', disabled_reason: null });

  const rotated = await call('POST', `/v1/webhook_endpoints/${id}/rotate_secret`);
  t.equal(rotated.status, 200);
  t.match(rotated.body.secret, /^whsec_/);
  t.not(rotated.body.secret, created.body.secret, 'a new secret');
  t.ok(Date.parse(rotated.body.previous_secret_expires_at) > Date.now() + 23 * 3600_000, 'the old one signs for another 24 hours');

  t.same((await call('DELETE', `/v1/webhook_endpoints/${id}`)).body, { id, object: 'webhook_endpoint', deleted: true });
  t.equal((await call('GET', `/v1/webhook_endpoints/${id}`)).status, 404);
  t.equal((await call('DELETE', `/v1/webhook_endpoints/${id}`)).status, 404);
});

t.test('endpoints belong to a project and a network', async (t) => {
  const testOne = (await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7:9/a' })).body;
  const liveOne = await call('POST', '/v1/webhook_endpoints', { url: 'https://203.0.114.7/hooks' }, acme.keys.live);
  t.equal(liveOne.status, 201, 'a live endpoint at a public https address');
  t.equal(liveOne.body.network, 'mainnet');
  const testIds = (await call('GET', '/v1/webhook_endpoints')).body.data.map((e: any) => e.id);
  t.ok(testIds.includes(testOne.id) && !testIds.includes(liveOne.body.id), 'the test key lists test endpoints only');
  t.equal((await call('GET', `/v1/webhook_endpoints/${liveOne.body.id}`)).status, 404, 'a live endpoint is not found with the test key');
  for (const [method, path] of [
    ['GET', `/v1/webhook_endpoints/${testOne.id}`],
    ['PATCH', `/v1/webhook_endpoints/${testOne.id}`],
    ['DELETE', `/v1/webhook_endpoints/${testOne.id}`],
    ['POST', `/v1/webhook_endpoints/${testOne.id}/rotate_secret`],
  ] as const) {
    const result = await call(method, path, method === 'PATCH' ? { disabled: true } : undefined, other.keys.test);
    t.equal(result.status, 404, `${method} ${path} by another project: 404`);
  }
  t.equal((await call('GET', `/v1/webhook_endpoints/${testOne.id}`)).body.status, 'enabled', 'untouched by the other project');
});

/** Addresses of the service's own network, some embedded in IPv6 forms, refused for both key kinds. */
const PRIVATE_HOSTS = [
  '127.0.0.1',
  '10.0.0.1',
  '169.254.169.254',
  '[::1]',
  'localhost',
  '[::ffff:127.0.0.1]',
  '0.0.0.0',
  '192.168.1.10',
  '100.64.0.1',
  '[fd00:ec2::254]',
  '[fe80::1]',
  '[ff02::1]',
  '[::]',
  '[::7f00:1]', // IPv4-compatible ::127.0.0.1
  '[::ffff:0:7f00:1]', // IPv4-translated
  '[64:ff9b::a00:1]', // NAT64 of 10.0.0.1
  '[64:ff9b:1::7f00:1]', // local-use NAT64
  '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  '[2002:a9fe:a9fe::1]', // 6to4 of 169.254.169.254
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', // Teredo
  '[2001:db8::1]',
];

t.test('private, loopback, link-local and reserved targets are refused for live and test keys alike', async (t) => {
  for (const host of PRIVATE_HOSTS) {
    for (const [key, url] of [
      [acme.keys.live, `https://${host}/hooks`],
      [acme.keys.test, `http://${host}:3000/hooks`],
    ] as const) {
      const result = await call('POST', '/v1/webhook_endpoints', { url }, key);
      invalid(t, result, 'url');
      t.match(result.body.error?.message, /points at .*private, loopback, link-local|does not resolve/, `${url}: ${result.body.error?.message}`);
    }
  }
  t.match(
    (await call('POST', '/v1/webhook_endpoints', { url: 'https://[64:ff9b::7f00:1]/' }, acme.keys.live)).body.error.message,
    /^url: points at 64:ff9b::7f00:1 \(embedding 127\.0\.0\.1\)/,
    'the message says which IPv4 address the form embeds',
  );
  const live = (await call('POST', '/v1/webhook_endpoints', { url: 'https://203.0.114.8/hooks' }, acme.keys.live)).body;
  invalid(t, await call('PATCH', `/v1/webhook_endpoints/${live.id}`, { url: 'https://127.0.0.1/hooks' }, acme.keys.live), 'url');
  invalid(t, await call('PATCH', `/v1/webhook_endpoints/${live.id}`, { url: 'https://[::ffff:0:7f00:1]/hooks' }, acme.keys.live), 'url');
  t.equal((await call('GET', `/v1/webhook_endpoints/${live.id}`, undefined, acme.keys.live)).body.url, 'https://203.0.114.8/hooks', 'the URL did not change');
});

t.test('public addresses are accepted, also in IPv6 forms that embed a public IPv4 address', async (t) => {
  for (const host of ['203.0.114.7', '[2606:4700:4700::1111]', '[::ffff:cb00:7207]', '[64:ff9b::cb00:7207]', '[2002:cb00:7207::1]']) {
    t.equal((await call('POST', '/v1/webhook_endpoints', { url: `https://${host}/hooks` }, acme.keys.live)).status, 201, `live endpoint at ${host}`);
  }
  t.equal((await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7:8080/hooks' })).status, 201, 'a test endpoint may use plain http');
});

t.test('live endpoints must be https; URLs must be absolute http(s) without credentials', async (t) => {
  for (const url of [
    'http://203.0.114.7/hooks',
    'ftp://203.0.114.7/hooks',
    'not a url',
    'https://user:pass@203.0.114.7/hooks',
    'https://203.0.114.7/hooks#x',
  ]) {
    invalid(t, await call('POST', '/v1/webhook_endpoints', { url }, acme.keys.live), 'url');
  }
});

t.test('with WEBHOOK_ALLOW_PRIVATE_URLS=true the operator lets both key kinds use private addresses', async (t) => {
  const open = await startTestApp(t, { worker: false, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
  const project = await projectWithKeys(open, 'ada@private-urls.test');
  for (const [key, url] of [
    [project.keys.test, 'http://localhost:3000/hooks'],
    [project.keys.test, 'http://[::1]:3000/hooks'],
    [project.keys.live, 'https://127.0.0.1/hooks'],
    [project.keys.live, 'https://10.0.0.1/hooks'],
  ] as const) {
    const response = await open.request('/v1/webhook_endpoints', { method: 'POST', token: key, json: { url } });
    t.equal(response.status, 201, url);
  }
  const plain = await open.request('/v1/webhook_endpoints', { method: 'POST', token: project.keys.live, json: { url: 'http://127.0.0.1/hooks' } });
  t.equal(plain.status, 400, 'live endpoints still need https');
});

t.test('bad bodies and queries are 400s naming the field', async (t) => {
  invalid(t, await call('POST', '/v1/webhook_endpoints', {}), 'url');
  invalid(t, await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7/x', enabled_events: ['checkout.session.exploded'] }), 'enabled_events[0]');
  invalid(t, await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7/x', enabled_events: [] }), 'enabled_events');
  invalid(t, await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7/x', color: 'red' }), 'color');
  invalid(t, await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7/x', description: 'x'.repeat(1001) }), 'description');
  const id = (await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7/x' })).body.id;
  invalid(t, await call('PATCH', `/v1/webhook_endpoints/${id}`, { disabled: 'yes' }), 'disabled');
  invalid(t, await call('GET', '/v1/webhook_endpoints?limit=0'), 'limit');
  invalid(t, await call('GET', '/v1/webhook_endpoints?starting_after=we_unknown'), 'starting_after');
  t.equal((await call('PATCH', '/v1/webhook_endpoints/we_unknown', { disabled: true })).status, 404);
});

t.test('list pages newest first in the spec list shape; a project has at most the documented number per network', async (t) => {
  const project = await projectWithKeys(app, 'grace@endpoints.test');
  const ids: string[] = [];
  for (let k = 0; k < MAX_ENDPOINTS_PER_PROJECT; k++) {
    const created = await call('POST', '/v1/webhook_endpoints', { url: `http://203.0.114.7:9/${k}` }, project.keys.test);
    t.equal(created.status, 201);
    ids.unshift(created.body.id);
  }
  const over = await call('POST', '/v1/webhook_endpoints', { url: 'http://203.0.114.7:9/over' }, project.keys.test);
  t.equal(over.status, 409);
  t.equal(over.body.error.code, 'conflict');
  t.equal((await call('POST', '/v1/webhook_endpoints', { url: 'https://203.0.114.9/' }, project.keys.live)).status, 201, 'the live network has its own count');

  const first = (await call('GET', '/v1/webhook_endpoints?limit=10', undefined, project.keys.test)).body;
  t.same(Object.keys(first).sort(), ['data', 'has_more', 'object']);
  t.equal(first.object, 'list');
  t.equal(first.has_more, true);
  const second = (await call('GET', `/v1/webhook_endpoints?limit=10&starting_after=${first.data.at(-1).id}`, undefined, project.keys.test)).body;
  t.equal(second.has_more, false);
  t.same(
    [...first.data, ...second.data].map((e: any) => e.id),
    ids,
    'every endpoint once, newest first',
  );
});
