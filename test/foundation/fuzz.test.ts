import fc from 'fast-check';
import { SignJWT } from 'jose';
import t, { type Test } from 'tap';
import { startTestApp } from '../helpers/app.js';
import { resolveRefs } from '../helpers/contract.js';
import { caller, newProject, platformToken } from '../helpers/platform.js';
import { insertProofRecord } from '../helpers/zk-records.js';

// Property-based fuzzing of every operation the two OpenAPI documents describe: bodies generated
// from each operation's own request schema with hostile values mixed in, path ids, query values and
// headers. Properties: never a 5xx (the documented 502 onchain_unavailable aside), every 4xx in the
// interface's error shape (a page answers HTML), every 400 names its field, and a sampled check that
// a refused request wrote nothing. `npm test` runs FUZZ_RUNS (default below) cases per operation
// with a fixed seed; `npm run fuzz` runs 10,000 (FUZZ_SEED changes the seed).
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const WRITE_CHECK_EVERY = 8;
const WATCHED_TABLES = [
  'organizations',
  'projects',
  'api_keys',
  'checkout_sessions',
  'webhook_endpoints',
  'events',
  'zk_proofs',
  'circom_files',
  'circom_compilations',
];

const app = await startTestApp(t, {
  worker: false,
  env: { RATE_LIMIT_KEY_QUOTA: '1000000', RATE_LIMIT_IP_QUOTA: '1000000' },
});
const adminEmail = 'fuzz@example.test';
const admin = await caller(app, adminEmail);
const fixture = await newProject(admin, 'Fuzz', { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
const platformJwt = await platformToken(adminEmail);
const proofId = await insertProofRecord(app.db, fixture.projectId, null);
const session = await app.request('/v1/checkout/sessions', { method: 'POST', token: fixture.secretKeys.test, json: { amount_usd: 5 } });
const sessionId = ((await session.json()) as { id: string }).id;

type Schema = Record<string, any>;
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };
/** A served document, its `$ref`s to named schemas replaced by the schemas, so each operation's schemas stand alone. */
const resolved = async (url: string) => {
  const document = (await (await app.request(url)).json()) as Document & { components: { schemas: Record<string, object> } };
  return { paths: resolveRefs(document, document.paths) } as Document;
};
const documents = { public: await resolved('/v1/openapi.json'), platform: await resolved('/api/openapi.json') };

/** A JSON number written as its source text, for values a double cannot carry (1e309, -0, 19.999999999999999999). */
class RawNumber {
  constructor(readonly text: string) {}
}
/** A JSON object written with one key twice. */
class DuplicateKeys {
  constructor(
    readonly key: string,
    readonly values: [unknown, unknown],
  ) {}
}

function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (value instanceof DuplicateKeys)
    return `{${JSON.stringify(value.key)}:${toJsonText(value.values[0])},${JSON.stringify(value.key)}:${toJsonText(value.values[1])}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '', ' ', '\u202e\u200b', '𝕏😀', '../../etc/passwd', "'; DROP TABLE projects;--"),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'a'.repeat(n)),
);
const hostileNumber = fc.oneof(
  fc
    .constantFrom(
      '1e309',
      '-1e309',
      '-0',
      '19.999999999999999999',
      '10000000.000000000001',
      '0.0099999999999999999999',
      '1e-400',
      '9007199254740993',
      '-9007199254740993',
      '1E2',
      '0.30000000000000004',
    )
    .map((text) => new RawNumber(text)),
  fc.constant(0.1 + 0.2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deepNesting = fc.integer({ min: 100, max: 20_000 }).map((depth) => new RawNumber(`${'['.repeat(depth)}${']'.repeat(depth)}`));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  deepNesting,
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: 1 }, { constructor: { prototype: 1 } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * An arbitrary of values for a JSON Schema. `hostile`: mostly values near the schema with some it
 * should refuse (out of range, extra, duplicate or missing keys) and some hostile; otherwise values
 * that fit, so creates succeed too.
 */
function arbitraryOf(schema: Schema | undefined, hostile: boolean, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingOf(schema ?? {}, hostile, depth);
  return hostile ? fc.oneof({ weight: 6, arbitrary: fitting }, { weight: 1, arbitrary: hostileValue }) : fitting;
}

function fittingOf(schema: Schema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key]))
      return fc.oneof(...(schema[key] as Schema[]).map((branch) => fittingOf({ ...schema, [key]: undefined, ...branch }, hostile, depth)));
  }
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : ['string', 'number', 'object'];
  return fc.oneof(...types.map((type) => fittingOfType(type, schema, hostile, depth)));
}

function fittingOfType(type: string, schema: Schema, hostile: boolean, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return hostile ? fc.oneof(fc.emailAddress(), fc.constant('not-an-email')) : fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.oneof(fc.webUrl(), fc.constant('https://example.com/hook'));
      if (typeof schema.pattern === 'string') {
        try {
          return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), fc.string({ maxLength: 20 }));
        } catch {
          // A pattern JavaScript cannot compile falls back to plain strings.
        }
      }
      const maxLength = Math.min(schema.maxLength ?? 64, 256);
      const inLength = fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
      return hostile ? fc.oneof(inLength, fc.string({ maxLength: (schema.maxLength ?? 64) + 2 })) : inLength;
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
      const inRange = type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) }) : fc.double({ min, max, noNaN: true });
      return hostile ? fc.oneof({ weight: 4, arbitrary: inRange }, fc.constantFrom(min - 1, max + 1, 0, -1, 1.5)) : inRange;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      return fc.array(arbitraryOf(schema.items, hostile, depth + 1), { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const known = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, hostile, depth + 1)]));
      const extraKeys = fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          hostileString.filter((s) => s.length < 64),
        ),
        hostileValue,
        { maxKeys: 2 },
      );
      const additional =
        schema.additionalProperties && typeof schema.additionalProperties === 'object'
          ? arbitraryOf(schema.additionalProperties, hostile, depth + 1)
          : hostileValue;
      const record = fc.record(known, { requiredKeys: [...required].filter((name) => name in known) });
      if (!hostile) return record;
      return fc
        .tuple(
          record,
          fc.oneof(
            { weight: 5, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: extraKeys },
            { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), additional, { maxKeys: 3 }) },
          ),
          fc.option(fc.constantFrom(...[...Object.keys(properties), 'id']), { freq: 8 }),
          required.size > 0 ? fc.option(fc.constantFrom(...required), { freq: 6 }) : fc.constant(null),
        )
        .map(([record, extra, duplicate, dropped]) => {
          const value: Record<string, unknown> = { ...record, ...extra };
          if (dropped) delete value[dropped];
          if (duplicate) return new DuplicateKeys(duplicate, [value[duplicate] ?? 1, 2]);
          return value;
        });
    }
    default:
      return hostileValue;
  }
}

/** Percent-encodes text by its UTF-8 bytes (a lone surrogate becomes U+FFFD's bytes, as a browser would send). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
const rawPercent = fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%E2%82', '%', '%zz', '%2F', '%2e%2e', '%C0%80', '%FF', '..');
const urlText = fc.oneof(
  fc.string({ maxLength: 30 }).map(percentEncode),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(percentEncode),
  rawPercent,
  fc.integer({ min: 500, max: 4000 }).map((n) => 'x'.repeat(n)),
);

/** Real ids that fit the path, so some cases reach past the lookup; never for operations that would destroy the fixture. */
function realIds(path: string, method: string): string[] {
  if (method === 'delete' || path.endsWith('/keys/rotate')) return [];
  if (path.startsWith('/v1/checkout/sessions/{id}') || path.startsWith('/c/{id}') || path.startsWith('/v1/test_helpers/checkout/sessions/{id}'))
    return [sessionId];
  if (path.startsWith('/v1/zk/proofs/{proofId}') || path.startsWith('/api/zk-proofs/{id}')) return [proofId];
  if (path.startsWith('/api/organizations/{id}')) return [fixture.organizationId];
  if (path.startsWith('/api/projects/{id}')) return [fixture.projectId];
  return [];
}

function queryOf(parameters: NonNullable<Operation['parameters']>) {
  const documented = parameters.filter((p) => p.in === 'query');
  const one = (name: string, schema: Schema) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fittingOf(schema, true, 0).map(
          (value) => `${encodeURIComponent(name)}=${percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
        ),
      },
      { weight: 1, arbitrary: urlText.map((value) => `${encodeURIComponent(name)}=${value}`) },
      { weight: 1, arbitrary: fc.constant(`${encodeURIComponent(name)}=1&${encodeURIComponent(name)}=2`) },
      { weight: 1, arbitrary: fc.constant(`${encodeURIComponent(name)}[a]=1`) },
    );
  return fc
    .tuple(
      fc.subarray(documented).chain((chosen) => (chosen.length === 0 ? fc.constant([] as string[]) : fc.tuple(...chosen.map((p) => one(p.name, p.schema))))),
      // An unknown parameter, its name sometimes empty (`?=a%00b`).
      fc.option(
        fc.tuple(fc.oneof(urlText, fc.constant('')), urlText).map(([k, v]) => `${k}=${v}`),
        { freq: 5 },
      ),
    )
    .map(([pairs, extra]) => [...pairs, ...(extra ? [extra] : [])].join('&'));
}

const expiredJwt = await platformToken(adminEmail, { exp: Math.floor(Date.now() / 1000) - 60 });
const foreignJwt = await new SignJWT({ email: adminEmail })
  .setProtectedHeader({ alg: 'HS256' })
  .setExpirationTime('1h')
  .sign(new TextEncoder().encode('another-secret-that-is-32-characters-long'));
const unsignedJwt = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(`{"email":"${adminEmail}"}`).toString('base64url')}.`;

function authorizationOf(scheme: 'secretKey' | 'platformJwt' | undefined) {
  const valid = scheme === 'secretKey' ? `Bearer ${fixture.secretKeys.test}` : scheme === 'platformJwt' ? `Bearer ${platformJwt}` : undefined;
  const bad = fc.constantFrom<string | undefined>(
    undefined,
    'Bearer',
    'Bearer ',
    'Basic Zm9vOmJhcg==',
    `bearer ${fixture.secretKeys.test}x`,
    `Bearer sk_test_${'0'.repeat(40)}`,
    `Bearer ${fixture.secretKeys.live}`,
    `Bearer ${scheme === 'secretKey' ? platformJwt : fixture.secretKeys.test}`,
    `Bearer ${expiredJwt}`,
    `Bearer ${foreignJwt}`,
    `Bearer ${unsignedJwt}`,
    `Bearer ${'a'.repeat(6000)}`,
    'Bearer a.b.c',
    'Bearer \u00ff\u00fe',
  );
  return fc.oneof({ weight: 6, arbitrary: fc.constant(valid) }, { weight: 1, arbitrary: bad });
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'text/plain',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json; charset="UTF-8"',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/merge-patch+json',
      'application/json;;;',
      '*/*',
    ),
  },
);

const rawBodies = fc.constantFrom(
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"a":1}garbage',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{"__proto__":{"polluted":1}}',
);

interface Case {
  path: string;
  query: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string | undefined;
  checkWrites: boolean;
}

function caseOf(template: string, method: string, operation: Operation): fc.Arbitrary<Case> {
  const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const ids = realIds(template, method);
  const pathId = fc.oneof(
    { weight: 3, arbitrary: urlText },
    { weight: ids.length > 0 ? 2 : 0, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('x') },
  );
  const schema = operation.requestBody?.content['application/json'].schema;
  const body = schema
    ? fc.oneof(
        { weight: 3, arbitrary: fittingOf(schema, false, 0).map(toJsonText) },
        { weight: 10, arbitrary: fittingOf(schema, true, 0).map(toJsonText) },
        { weight: 1, arbitrary: hostileValue.map(toJsonText) },
        { weight: 1, arbitrary: rawBodies },
      )
    : fc.option(fc.oneof(rawBodies, fc.jsonValue({ maxDepth: 2 }).map(toJsonText)), { freq: 4, nil: undefined });
  const scheme = operation.security?.[0] ? (Object.keys(operation.security[0])[0] as 'secretKey' | 'platformJwt') : undefined;
  return fc.record({
    path: fc.tuple(...pathNames.map(() => pathId)).map((values) => {
      let i = 0;
      return template.replace(/\{\w+\}/g, () => values[i++]!);
    }),
    query: queryOf(operation.parameters ?? []),
    authorization: authorizationOf(scheme),
    contentType: contentTypes,
    body: method === 'get' ? fc.constant(undefined) : body,
    checkWrites: fc.nat(WRITE_CHECK_EVERY - 1).map((n) => n === 0),
  });
}

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await app.db.query(`SELECT ${WATCHED_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ')}`);
  return rows[0];
}

/** What a case sent and got, for the failure message (long values cut). */
function describe(method: string, c: Case, status: number, text: string) {
  const cut = (s: string | undefined) => (s && s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  return JSON.stringify({
    method: method.toUpperCase(),
    path: cut(c.path),
    query: cut(c.query),
    authorization: cut(c.authorization),
    contentType: c.contentType,
    body: cut(c.body),
    status,
    answer: cut(text),
  });
}

const counts = { cases: 0, operations: 0, statuses: {} as Record<number, number> };

/**
 * How an error must look, judged on the path the server received: fetch resolves dot segments
 * (`/c/%2E/payments` arrives as `/c/payments`), so a case may land on another route or interface.
 * The hosted page (`/c/{id}`) and the dashboard's pages answer HTML; `/api` and `/sessions` the platform's shape; the rest the public one.
 */
function errorShapeOf(path: string): 'page' | 'public' | 'platform' {
  const received = new URL(app.url + path).pathname;
  if (/^\/c\/[^/]+$/.test(received)) return 'page';
  if (/^\/dashboard(\/|$)/.test(received) && !received.startsWith('/dashboard/assets/')) return 'page';
  return /^\/(api|sessions)(\/|$)/.test(received) ? 'platform' : 'public';
}

async function fuzzOperation(t: Test, template: string, method: string, operation: Operation) {
  await fc.assert(
    fc.asyncProperty(caseOf(template, method, operation), async (c) => {
      const before = c.checkWrites ? await rowCounts() : undefined;
      const headers: Record<string, string> = {};
      if (c.authorization !== undefined) headers.Authorization = c.authorization;
      if (c.body !== undefined && c.contentType !== undefined) headers['Content-Type'] = c.contentType;
      const response = await fetch(`${app.url}${c.path}${c.query ? `?${c.query}` : ''}`, { method: method.toUpperCase(), headers, body: c.body ?? null });
      const text = await response.text();
      const status = response.status;
      counts.cases++;
      counts.statuses[status] = (counts.statuses[status] ?? 0) + 1;
      const fail = (why: string) => {
        throw new Error(`${why}: ${describe(method, c, status, text)}`);
      };
      const type = response.headers.get('content-type') ?? '';
      let json: any;
      if (type.startsWith('application/json')) {
        try {
          json = JSON.parse(text);
        } catch {
          fail('a JSON content type with a body that is not JSON');
        }
      }
      if (status >= 500 && !(status === 502 && json?.error?.code === 'onchain_unavailable')) fail('a 5xx');
      if (status < 400) return;
      const shape = errorShapeOf(c.path);
      if (shape === 'page') {
        if (!type.startsWith('text/html')) fail('the hosted page answered an error that is not HTML');
      } else if (shape === 'public') {
        if (typeof json?.error?.code !== 'string' || typeof json?.error?.message !== 'string') fail('a public error not shaped {error: {code, message}}');
        if (status === 400 && !/^.+?: /s.test(json.error.message)) fail('a 400 whose message does not start with "<field>: "');
      } else {
        if (typeof json?.error !== 'string' || !Array.isArray(json?.details)) fail('a platform error not shaped {error: string, details: array}');
        if (status === 400 && !(json.details.length > 0 && json.details.every((d: { field?: unknown }) => typeof d.field === 'string' && d.field.length > 0)))
          fail('a platform 400 whose details do not name a field');
      }
      if (before) {
        const after = await rowCounts();
        const changed = WATCHED_TABLES.filter((table) => after[table] !== before[table]);
        if (changed.length > 0) fail(`a refused request changed ${changed.join(', ')}`);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  counts.operations++;
  t.pass(`${RUNS} cases`);
}

for (const shape of ['public', 'platform'] as const) {
  for (const [template, methods] of Object.entries(documents[shape].paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      await t.test(`${shape} ${method.toUpperCase()} ${template}`, (t) => fuzzOperation(t, template, method, operation));
    }
  }
}

t.test('every documented operation was fuzzed', async (t) => {
  const documented = Object.values(documents).reduce(
    (n, document) => n + Object.values(document.paths).reduce((m, methods) => m + Object.keys(methods).length, 0),
    0,
  );
  t.equal(counts.operations, documented, `${counts.operations} operations`);
  t.ok(documented >= 50, `${documented} operations documented`);
  t.comment(`fuzz: ${counts.cases} cases over ${counts.operations} operations, seed ${SEED}; statuses ${JSON.stringify(counts.statuses)}`);
});
