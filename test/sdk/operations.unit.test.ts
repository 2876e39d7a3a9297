import t from 'tap';
import {
  clientMethods,
  LEFT_TO_HTTP,
  methodCoverage,
  methodName,
  methodReference,
  OFFLINE_METHODS,
  readmeReference,
  SDK_METHODS,
} from '../helpers/sdk-reference.js';

// Every operation of /v1/openapi.json and /api/openapi.json has a method of the client library,
// or is in LEFT_TO_HTTP (test/helpers/sdk-reference.ts) with the reason it is left to the HTTP
// API. Each method's call is run against a recording fetch, so the operation it covers is the one
// it really sends. The README's method reference is made from the same tables.
const { operations, methods } = await methodCoverage();

t.test('every operation of both documents has a method, or is left to the HTTP API with a reason', async (t) => {
  const coveredBy = new Map<string, string[]>();
  for (const { method, operation } of methods)
    if (operation) coveredBy.set(operation.key, [...(coveredBy.get(operation.key) ?? []), methodName(method.signature)]);
  const left = new Set(LEFT_TO_HTTP.map((entry) => entry.operation));
  t.same(
    operations.filter((operation) => !coveredBy.has(operation.key) && !left.has(operation.key)).map((operation) => operation.key),
    [],
    'no operation without a method (add one, or add the operation to LEFT_TO_HTTP with why)',
  );
  t.same(
    [...left].filter((key) => coveredBy.has(key)),
    [],
    'no operation is both covered and left',
  );
  const documented = new Set(operations.map((operation) => operation.key));
  t.same(
    [...left].filter((key) => !documented.has(key)),
    [],
    'every operation left to the HTTP API is in a document (remove the entries of operations that are gone)',
  );
  t.same(
    LEFT_TO_HTTP.filter((entry) => entry.twin !== undefined && !coveredBy.has(entry.twin)).map((entry) => entry.operation),
    [],
    "each dashboard twin's /v1 operation has a method",
  );
  t.equal(left.size, LEFT_TO_HTTP.length, 'each left once');
  t.ok(
    LEFT_TO_HTTP.every((entry) => entry.why.length > 20),
    'each with its reason',
  );
});

t.test('each method sends one operation of the documents', async (t) => {
  for (const { method, requests, operation } of methods) {
    t.ok(operation, `${method.signature} sends ${requests.map((request) => `${request.method} ${request.path}`).join(', ') || 'nothing'}`);
  }
});

t.test('the tables name every method of both clients, once', async (t) => {
  const listed = [...SDK_METHODS, ...OFFLINE_METHODS].map((method) => `${method.client} ${methodName(method.signature)}`);
  t.same(
    listed.filter((name, index) => listed.indexOf(name) !== index),
    [],
    'no method twice',
  );
  t.same(
    clientMethods()
      .map((method) => `${method.client} ${method.name}`)
      .filter((name) => !listed.includes(name)),
    [],
    'no method of the clients is missing from SDK_METHODS or OFFLINE_METHODS',
  );
});

t.test('retries: reads are sent again after a lost answer, writes never, the attestation check (which changes nothing) as a read', async (t) => {
  for (const { method, operation, resentAfterLoss } of methods) {
    if (!operation) continue;
    const read = operation.method === 'GET' || operation.key === 'POST /v1/attestations/verify';
    t.equal(resentAfterLoss, read, `${methodName(method.signature)} (${operation.key}) is ${read ? '' : 'not '}sent again`);
  }
});

t.test("sdk/README.md's method reference is made from these tables (run `npm run sdk:generate`)", async (t) => {
  const fresh = await methodReference();
  const inReadme = readmeReference();
  t.ok(inReadme !== undefined, 'the README has a <!-- methods:start … --> … <!-- methods:end --> section');
  t.ok(inReadme === fresh, 'identical to a fresh one');
  if (inReadme !== fresh) t.same(inReadme?.split('\n'), fresh.split('\n'));
});
