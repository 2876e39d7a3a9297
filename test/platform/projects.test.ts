import t from 'tap';
import { startAppWithKeyProbe } from '../helpers/platform-server.js';
import { assertPlatformError, caller } from '../helpers/platform.js';
import { idShape } from '../helpers/ids.js';

const app = await startAppWithKeyProbe(t);
const ada = await caller(app, 'ada@example.test');
const org = (await ada('POST', '/api/organizations', { name: 'Acme' })).body.organization;
const isoDate = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const KEY = (mode: string) => new RegExp(`^sk_${mode}_[0-9A-Za-z]{43}$`);
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'; // an EIP-55 test vector

/** What a /v1 request with this key resolves to: 200 with the project, or the 401 body. */
async function v1(key: string | undefined, headers: Record<string, string> = {}) {
  const response = await app.request('/v1/whoami', { ...(key !== undefined ? { token: key } : {}), headers });
  return { status: response.status, body: (await response.json()) as any };
}

t.test('a project is created with a test and a live key, shown once, and they work on /v1', async (t) => {
  const created = await ada('POST', '/api/projects', { organization_id: org.id, name: 'Shop', receiving_address: ADDRESS.toLowerCase() });
  t.equal(created.status, 201);
  const { project, secret_keys } = created.body;
  t.same(Object.keys(created.body).sort(), ['project', 'secret_keys']);
  t.same(Object.keys(project).sort(), [
    'api_keys',
    'created_at',
    'id',
    'name',
    'organization_id',
    'receiving_address',
    'receiving_address_control',
    'receiving_address_proven_at',
    'underpayment_tolerance_bps',
    'updated_at',
  ]);
  t.equal(project.underpayment_tolerance_bps, 0, 'no tolerance until one is set');
  t.match(project, { receiving_address_control: 'unproven', receiving_address_proven_at: null }, 'the address is not proven yet');
  t.match(project, { id: idShape('proj'), organization_id: org.id, name: 'Shop', created_at: isoDate, updated_at: isoDate });
  t.equal(project.receiving_address, ADDRESS, 'the address is checksummed on output');
  t.match(secret_keys.test, KEY('test'));
  t.match(secret_keys.live, KEY('live'));
  t.same(
    project.api_keys.map((k: any) => [k.mode, k.hint, k.expires_at]),
    [
      ['test', `sk_test_…${secret_keys.test.slice(-4)}`, null],
      ['live', `sk_live_…${secret_keys.live.slice(-4)}`, null],
    ],
    'the project lists the hints of its keys',
  );

  const test = await v1(secret_keys.test);
  t.equal(test.status, 200);
  t.match(test.body.project, { id: project.id, organization_id: org.id, key_mode: 'test', network: 'testnet' });
  const live = await v1(secret_keys.live);
  t.match(live.body.project, { id: project.id, key_mode: 'live', network: 'mainnet' });

  // Every other endpoint that shows the project: the secret never again.
  const views = [
    await ada('GET', '/api/projects'),
    await ada('GET', `/api/projects?organization_id=${org.id}`),
    await ada('GET', `/api/projects/${project.id}`),
    await ada('PATCH', `/api/projects/${project.id}`, { name: 'Shop 2' }),
    await ada('GET', `/api/organizations/${org.id}`),
    await ada('GET', '/api/organizations'),
    await ada('GET', `/api/organizations/${org.id}/members`),
    await ada('GET', '/api/user/profile'),
  ];
  for (const view of views) {
    t.equal(view.status, 200);
    const text = JSON.stringify(view.body);
    t.notOk(text.includes(secret_keys.test) || text.includes(secret_keys.live), 'no secret in a later answer');
  }
  t.same(views[2]!.body.project.api_keys, project.api_keys);
  t.equal(views[0]!.body.projects.length, 1);
});

t.test('projects: list, get, patch name, receiving address and underpayment tolerance', async (t) => {
  const { project } = (await ada('POST', '/api/projects', { organization_id: org.id, name: 'Edit me' })).body;
  t.equal(project.receiving_address, null, 'no address until one is set');
  const patched = await ada('PATCH', `/api/projects/${project.id}`, { name: 'Edited', receiving_address: ADDRESS });
  t.equal(patched.status, 200);
  t.match(patched.body.project, { id: project.id, name: 'Edited', receiving_address: ADDRESS });
  const tolerant = await ada('PATCH', `/api/projects/${project.id}`, { underpayment_tolerance_bps: 150 });
  t.match(tolerant.body.project, { name: 'Edited', receiving_address: ADDRESS, underpayment_tolerance_bps: 150 });
  const cleared = await ada('PATCH', `/api/projects/${project.id}`, { receiving_address: null });
  t.match(cleared.body.project, { name: 'Edited', receiving_address: null, underpayment_tolerance_bps: 150 }, 'a field left out stays');
  const got = await ada('GET', `/api/projects/${project.id}`);
  t.same(got.body.project, cleared.body.project);
  const listed = (await ada('GET', `/api/projects?organization_id=${org.id}`)).body.projects.map((p: { id: string }) => p.id);
  t.ok(listed.includes(project.id));
});

t.test('project bodies are validated, with the field named', async (t) => {
  const wrongChecksum = ADDRESS.replace('D2E4', 'd2E4'); // one letter's case flipped
  for (const [body, field] of [
    [{ name: 'x' }, 'organization_id'],
    [{ organization_id: org.id }, 'name'],
    [{ organization_id: org.id, name: 'x', receiving_address: '0x1234' }, 'receiving_address'],
    [{ organization_id: org.id, name: 'x', receiving_address: wrongChecksum }, 'receiving_address'],
    [{ organization_id: org.id, name: 'x', receiving_address: '0x0000000000000000000000000000000000000000' }, 'receiving_address'],
    [{ organization_id: org.id, name: 'x', network: 'mainnet' }, 'network'],
  ] as const) {
    assertPlatformError(t, await ada('POST', '/api/projects', body), 400, [field]);
  }
  assertPlatformError(t, await ada('POST', '/api/projects', { organization_id: 'org_missing', name: 'x' }), 404);
  const { project } = (await ada('POST', '/api/projects', { organization_id: org.id, name: 'Valid' })).body;
  assertPlatformError(t, await ada('PATCH', `/api/projects/${project.id}`, {}), 400, ['body']);
  assertPlatformError(t, await ada('PATCH', `/api/projects/${project.id}`, { receiving_address: 'nope' }), 400, ['receiving_address']);
  for (const tolerance of [-1, 1001, 2.5, '10', null]) {
    assertPlatformError(t, await ada('PATCH', `/api/projects/${project.id}`, { underpayment_tolerance_bps: tolerance }), 400, ['underpayment_tolerance_bps']);
  }
  assertPlatformError(t, await ada('PATCH', `/api/projects/${project.id}`, { organization_id: 'org_other' }), 400, ['organization_id']);
  assertPlatformError(t, await ada('POST', `/api/projects/${project.id}/keys/rotate`, {}), 400, ['mode']);
  assertPlatformError(t, await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'prod' }), 400, ['mode']);
  assertPlatformError(t, await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'test', grace_period_seconds: -1 }), 400, [
    'grace_period_seconds',
  ]);
  assertPlatformError(t, await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'test', grace_period_seconds: 8 * 86400 }), 400, [
    'grace_period_seconds',
  ]);
  for (const [method, path, json] of [
    ['GET', '/api/projects/proj_missing', undefined],
    ['PATCH', '/api/projects/proj_missing', { name: 'x' }],
    ['POST', '/api/projects/proj_missing/keys/rotate', { mode: 'test' }],
  ] as const) {
    assertPlatformError(t, await ada(method, path, json), 404);
    t.equal((await app.request(path, { method })).status, 401, `${method} ${path} without a token`);
  }
});

t.test('rotation: the new key works, the old one stops, or lasts the grace period', async (t) => {
  const { project, secret_keys } = (await ada('POST', '/api/projects', { organization_id: org.id, name: 'Rotating' })).body;
  const rotated = await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'test' });
  t.equal(rotated.status, 200);
  t.same(Object.keys(rotated.body).sort(), ['api_key', 'previous_api_key', 'secret_key']);
  t.match(rotated.body.secret_key, KEY('test'));
  t.match(rotated.body.api_key, { id: /^key_/, mode: 'test', hint: `sk_test_…${rotated.body.secret_key.slice(-4)}`, created_at: isoDate, expires_at: null });
  t.match(rotated.body.previous_api_key, { mode: 'test', hint: `sk_test_…${secret_keys.test.slice(-4)}`, expires_at: isoDate });
  const old = await v1(secret_keys.test);
  t.equal(old.status, 401, 'the rotated-out key stops at once');
  t.match(old.body, { error: { code: 'unauthorized', message: /not recognised/ } });
  t.equal((await v1(rotated.body.secret_key)).status, 200, 'the new key works');
  t.equal((await v1(secret_keys.live)).status, 200, 'the other mode is untouched');

  const graceful = await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'live', grace_period_seconds: 3600 });
  const expiresAt = Date.parse(graceful.body.previous_api_key.expires_at);
  t.ok(expiresAt > Date.now() + 3500_000 && expiresAt < Date.now() + 3700_000, 'the old key expires an hour from now');
  t.equal((await v1(secret_keys.live)).status, 200, 'the old live key works during its grace period');
  t.equal((await v1(graceful.body.secret_key)).status, 200, 'and so does the new one');
  const listed = (await ada('GET', `/api/projects/${project.id}`)).body.project.api_keys;
  t.same(
    listed.map((k: any) => [k.mode, k.expires_at === null]).sort(),
    [
      ['live', false],
      ['live', true],
      ['test', true],
    ],
    'the project lists both live keys while the grace lasts',
  );
  // The hour passes.
  await app.db.query(`UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`, [graceful.body.previous_api_key.id]);
  t.equal((await v1(secret_keys.live)).status, 401, 'after the grace period it stops');
  t.equal((await ada('GET', `/api/projects/${project.id}`)).body.project.api_keys.length, 2);
});

t.test('the secret-key middleware refuses every bad key with a reason', async (t) => {
  const { secret_keys } = (await ada('POST', '/api/projects', { organization_id: org.id, name: 'Keys' })).body;
  const swapped = secret_keys.test.replace('sk_test_', 'sk_live_');
  const cases: Array<[string, string | undefined, RegExp]> = [
    ['missing', undefined, /Missing Authorization header/],
    ['publishable', `pk_test_${secret_keys.test.slice(8)}`, /publishable keys \(pk_\) are not accepted/],
    ['malformed', 'sk_test_short', /malformed/],
    ['wrong prefix', `rk_live_${secret_keys.live.slice(8)}`, /malformed/],
    ['unknown', `sk_live_${'0'.repeat(43)}`, /not recognised/],
    ['mode swapped', swapped, /not recognised/],
    ['a platform JWT', (await caller(app, 'x@example.test')) && 'eyJhbGciOiJIUzI1NiJ9.e30.sig', /malformed/],
  ];
  for (const [name, key, reason] of cases) {
    const result = await v1(key);
    t.equal(result.status, 401, name);
    t.same(Object.keys(result.body.error).sort(), ['code', 'message'], `${name}: public error shape`);
    t.equal(result.body.error.code, 'unauthorized');
    t.match(result.body.error.message, reason, `${name}: ${result.body.error.message}`);
  }
  const basic = await v1(undefined, { Authorization: `Basic ${Buffer.from(`${secret_keys.test}:`).toString('base64')}` });
  t.equal(basic.status, 401);
  t.match(basic.body.error.message, /Malformed Authorization header/);
});

t.test('the key lookup is an index probe by hash, never a scan', async (t) => {
  const client = await app.db.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query(
      `EXPLAIN SELECT p.id FROM api_keys k JOIN projects p ON p.id = k.project_id WHERE k.key_hash = $1 AND (k.expires_at IS NULL OR k.expires_at > now())`,
      ['0'.repeat(64)],
    );
    t.match(rows.map((row) => row['QUERY PLAN']).join('\n'), /Index Scan using api_keys_key_hash/);
  } finally {
    client.release();
  }
  const { rows } = await app.db.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'api_keys_key_hash'`);
  t.match(rows[0].indexdef, /UNIQUE INDEX api_keys_key_hash ON public\.api_keys USING btree \(key_hash\)/);
});

t.test('no text column of any table holds a plaintext key', async (t) => {
  const issued: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { project, secret_keys } = (await ada('POST', '/api/projects', { organization_id: org.id, name: `Scan ${i}` })).body;
    issued.push(secret_keys.test, secret_keys.live);
    issued.push((await ada('POST', `/api/projects/${project.id}/keys/rotate`, { mode: 'live', grace_period_seconds: 60 })).body.secret_key);
  }
  const { rows: columns } = await app.db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
     WHERE c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea')`,
  );
  t.ok(
    columns.some((c) => c.table_name === 'api_keys' && c.column_name === 'key_hash'),
    'the scan covers the keys table',
  );
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  async function plaintextHits(): Promise<number> {
    let hits = 0;
    for (const { table_schema, table_name, column_name } of columns) {
      const { rows } = await app.db.query(
        `SELECT count(*)::int AS n FROM ${ident(table_schema)}.${ident(table_name)} AS row_
         WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS key WHERE position(key IN row_.${ident(column_name)}::text) > 0)`,
        [issued],
      );
      hits += rows[0].n;
    }
    return hits;
  }
  // The scan can see a key: one planted in a name is found.
  await app.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [org.id, `leak ${issued[2]}`]);
  t.equal(await plaintextHits(), 1, 'a planted key is found by the scan');
  await app.db.query('UPDATE organizations SET name = $2 WHERE id = $1', [org.id, 'Acme']);
  const hits = await plaintextHits();
  t.equal(hits, 0, `no plaintext key in ${columns.length} text columns`);
  const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM api_keys WHERE key_hash ~ '^[0-9a-f]{64}$'`);
  t.ok(rows[0].n >= issued.length, 'each key is kept as a SHA-256 hash');
});
