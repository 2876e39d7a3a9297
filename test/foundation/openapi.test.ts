import { Validator } from '@seriousme/openapi-schema-validator';
import t from 'tap';
import { serviceRouter } from '../../src/server/routes.js';
import { createServiceDeps } from '../../src/server/deps.js';
import { startTestApp } from '../helpers/app.js';
import { contractAjv, resolveRefs, templateOf } from '../helpers/contract.js';
import { testLog } from '../helpers/log.js';

type Operation = {
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: object; example?: unknown } } };
  responses: Record<string, { content?: Record<string, { schema?: object; example?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object>; securitySchemes: object } };

const app = await startTestApp(t, { worker: false });
const documents: Record<'public' | 'platform', Document> = {
  public: (await (await app.request('/v1/openapi.json')).json()) as Document,
  platform: (await (await app.request('/api/openapi.json')).json()) as Document,
};

t.test('both documents are valid OpenAPI 3.1', async (t) => {
  for (const [name, document] of Object.entries(documents)) {
    const validator = new Validator();
    const result = await validator.validate(document);
    t.equal(validator.version, '3.1', `${name}: read as 3.1`);
    t.ok(result.valid, `${name}: valid${result.valid ? '' : `: ${JSON.stringify(result.errors).slice(0, 2000)}`}`);
  }
});

t.test('every schema compiles as strict JSON Schema 2020-12, and every example matches its schema', async (t) => {
  const ajv = contractAjv();
  for (const [name, document] of Object.entries(documents)) {
    const compile = (schema: object) => ajv.compile(resolveRefs(document, schema) as object);
    for (const [component, schema] of Object.entries(document.components.schemas)) {
      t.doesNotThrow(() => compile(schema), `${name} ${component} compiles`);
    }
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const request = operation.requestBody?.content['application/json'];
        if (request) {
          const validate = compile(request.schema);
          t.ok(request.example !== undefined, `${name} ${method} ${path}: a request example`);
          t.ok(validate(request.example), `${name} ${method} ${path}: the request example fits (${ajv.errorsText(validate.errors)})`);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          const media = response.content?.['application/json'];
          if (!media?.schema || media.example === undefined) continue;
          const validate = compile(media.schema);
          t.ok(validate(media.example), `${name} ${method} ${path} ${status}: the example fits (${ajv.errorsText(validate.errors)})`);
        }
      }
    }
  }
});

t.test('every resource is a named schema, referred to by $ref', async (t) => {
  const agreed = {
    public: [
      'CheckoutSession',
      'CheckoutSessionList',
      'PaymentOption',
      'Payment',
      'Event',
      'EventList',
      'WebhookEndpoint',
      'WebhookEndpointList',
      'ZkVerification',
      'VerificationBatch',
      'VerificationBatchItem',
      'VerifierInterface',
      'ReceiptClaims',
      'Jwks',
      'Groth16Proof',
      'Health',
      'Error',
    ],
    platform: [
      'Profile',
      'Organization',
      'Member',
      'Project',
      'ApiKey',
      'CircomFile',
      'ZkProof',
      'Compilation',
      'Deployment',
      'PlatformError',
      'CheckoutSession',
    ],
  };
  for (const [name, document] of Object.entries(documents)) {
    const components = Object.keys(document.components.schemas);
    t.same(
      agreed[name as keyof typeof agreed].filter((component) => !components.includes(component)),
      [],
      `${name}: every agreed name is a component`,
    );
    // A resource written out inline instead of referred to: its `object` constant shows it.
    const paths = JSON.stringify(document.paths);
    for (const resource of ['checkout.session', 'zk.verification', 'zk.verification_batch', 'webhook_endpoint', 'event']) {
      t.notOk(paths.includes(`{"const":"${resource}"}`), `${name}: no ${resource} is written out in the paths`);
    }
  }
  const session = documents.public.components.schemas.CheckoutSession as { properties: Record<string, { items?: object; anyOf?: object[] }> };
  t.same(session.properties.payment_options!.items, { $ref: '#/components/schemas/PaymentOption' }, 'a nested resource is a $ref too');
  t.same(session.properties.payment!.anyOf, [{ type: 'null' }, { $ref: '#/components/schemas/Payment' }]);
  const verify = documents.public.paths['/v1/zk/proofs/{proofId}/verify']!.post!.requestBody!.content['application/json'].schema;
  t.match(documents.public.components.schemas[String((verify as { $ref?: string }).$ref ?? '').replace('#/components/schemas/', '')] ?? verify, {
    properties: { proof: { $ref: '#/components/schemas/Groth16Proof' }, public_signals: { type: 'array', items: { type: 'string' } } },
  });
});

t.test("the documents cover exactly the routes the service's routers serve", async (t) => {
  const deps = createServiceDeps({ config: app.config, db: app.db, log: testLog });
  t.teardown(() => deps.close());
  const served = new Set<string>();
  for (const layer of serviceRouter(deps).stack) {
    for (const method of layer.methods) {
      // Koa's router answers HEAD for every GET by itself; a wildcard (`*page`) is a parameter spanning segments.
      if (method !== 'HEAD') served.add(`${method.toLowerCase()} ${String(layer.path).replace(/[:*](\w+)/g, '{$1}')}`);
    }
  }
  const documented = new Set<string>();
  for (const document of Object.values(documents)) {
    for (const [path, methods] of Object.entries(document.paths)) for (const method of Object.keys(methods)) documented.add(`${method} ${path}`);
  }
  t.same(
    [...served].filter((route) => !documented.has(route)),
    [],
    'every served route is documented',
  );
  t.same(
    [...documented].filter((route) => !served.has(route)),
    [],
    'every documented route is served',
  );
  t.ok(served.size >= 40, `${served.size} routes compared`);
});

t.test('a path is matched to its own operation, a literal segment before a parameter', async (t) => {
  t.equal(templateOf(documents.public, 'get', '/v1/checkout/sessions/ps_abc'), '/v1/checkout/sessions/{id}');
  t.equal(templateOf(documents.public, 'post', '/v1/zk/verifications'), '/v1/zk/verifications');
  t.equal(templateOf(documents.platform, 'put', '/api/circom-files'), '/api/circom-files');
  t.equal(templateOf(documents.public, 'get', '/v1/nothing'), undefined);
});

t.test('the contract check refuses an answer that breaks its schema', async (t) => {
  const { checkContract } = await import('../helpers/contract.js');
  const url = new URL(`${app.url}/v1/health`);
  const forged = new Response(JSON.stringify({ status: 'fine' }), { status: 200, headers: { 'content-type': 'application/json' } });
  await t.rejects(checkContract(url, 'GET', forged), /contract: GET \/v1\/health → 200 does not match \/v1\/health/);
  const undocumented = new Response('{}', { status: 418, headers: { 'content-type': 'application/json' } });
  await t.rejects(checkContract(url, 'GET', undocumented), /answered 418, which get \/v1\/health does not document/);
});
