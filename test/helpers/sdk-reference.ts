import fs from 'node:fs';
import path from 'node:path';
import { Proofpay, ProofpayPlatform } from '@proofpay/sdk';
import { projectRoot } from '../../src/core/paths.js';
import { serviceDocuments } from './sdk-types.js';

/*
 * What the client library covers of the service's two OpenAPI documents, and the method reference
 * of its README (sdk/README.md, between the `methods` markers), made from the same tables:
 *
 * - SDK_METHODS: every method of `Proofpay` and `ProofpayPlatform` that sends a request, with a
 *   call of it. Each call is run against a recording fetch: the request it sends names the
 *   operation it covers, and a first attempt lost after sending tells whether it is sent again.
 * - OFFLINE_METHODS: methods that check something locally (signatures, receipts).
 * - LEFT_TO_HTTP: the operations no method covers, each with why.
 *
 * test/sdk/operations.unit.test.ts fails when an operation of either document is in neither
 * SDK_METHODS nor LEFT_TO_HTTP, when a method is missing from the tables, and when the README's
 * reference differs from `methodReference()` (`npm run sdk:generate` writes it).
 */

type Client = 'Proofpay' | 'ProofpayPlatform';
interface Clients {
  proofpay: Proofpay;
  platform: ProofpayPlatform;
}

export interface SdkMethod {
  client: Client;
  /** As the README shows it: `checkout.sessions.create(params, options?)`. */
  signature: string;
  call: (clients: Clients) => PromiseLike<unknown>;
}

const id = 'x_1';
const pub = (signature: string, call: (proofpay: Proofpay) => PromiseLike<unknown>): SdkMethod => ({
  client: 'Proofpay',
  signature,
  call: ({ proofpay }) => call(proofpay),
});
const plat = (signature: string, call: (platform: ProofpayPlatform) => PromiseLike<unknown>): SdkMethod => ({
  client: 'ProofpayPlatform',
  signature,
  call: ({ platform }) => call(platform),
});
const groth16 = {
  pi_a: ['1', '2', '1'],
  pi_b: [
    ['1', '2'],
    ['3', '4'],
    ['1', '0'],
  ],
  pi_c: ['1', '2', '1'],
  protocol: 'groth16' as const,
  curve: 'bn128' as const,
};

/** Every method that sends a request, in the README's order. */
export const SDK_METHODS: SdkMethod[] = [
  pub('checkout.sessions.create(params, options?)', (c) => c.checkout.sessions.create({ amount_usd: 1 })),
  pub('checkout.sessions.retrieve(id, options?)', (c) => c.checkout.sessions.retrieve(id)),
  pub('checkout.sessions.list(params?, options?)', (c) => c.checkout.sessions.list()),
  pub('checkout.sessions.expire(id, options?)', (c) => c.checkout.sessions.expire(id)),
  pub('checkout.sessions.refunds.create(sessionId, params?, options?)', (c) => c.checkout.sessions.refunds.create(id)),
  pub('checkout.sessions.refunds.list(sessionId, params?, options?)', (c) => c.checkout.sessions.refunds.list(id)),
  pub('checkout.sessions.refunds.retrieve(sessionId, refundId, options?)', (c) => c.checkout.sessions.refunds.retrieve(id, id)),
  pub('checkout.sessions.refunds.cancel(sessionId, refundId, options?)', (c) => c.checkout.sessions.refunds.cancel(id, id)),
  pub('payments.list(params?, options?)', (c) => c.payments.list()),
  pub('payments.retrieve(id, options?)', (c) => c.payments.retrieve(id)),
  pub('payments.attach(id, params, options?)', (c) => c.payments.attach(id, { session: id })),
  pub('exports.sessions(params?, options?)', (c) => c.exports.sessions()),
  pub('exports.payments(params?, options?)', (c) => c.exports.payments()),
  pub('exports.refunds(params?, options?)', (c) => c.exports.refunds()),
  pub('webhookEndpoints.create(params, options?)', (c) => c.webhookEndpoints.create({ url: 'https://example.com/hooks' })),
  pub('webhookEndpoints.list(params?, options?)', (c) => c.webhookEndpoints.list()),
  pub('webhookEndpoints.retrieve(id, options?)', (c) => c.webhookEndpoints.retrieve(id)),
  pub('webhookEndpoints.update(id, params, options?)', (c) => c.webhookEndpoints.update(id, { disabled: true })),
  pub('webhookEndpoints.delete(id, options?)', (c) => c.webhookEndpoints.delete(id)),
  pub('webhookEndpoints.rotateSecret(id, options?)', (c) => c.webhookEndpoints.rotateSecret(id)),
  pub('webhookEndpoints.test(id, options?)', (c) => c.webhookEndpoints.test(id)),
  pub('events.list(params?, options?)', (c) => c.events.list()),
  pub('events.retrieve(id, options?)', (c) => c.events.retrieve(id)),
  pub('events.resend(id, params?, options?)', (c) => c.events.resend(id)),
  pub('zk.verify(proofId, params, options?)', (c) => c.zk.verify(id, { proof: groth16, public_signals: ['1'] })),
  pub('zk.interface(proofId, params?, options?)', (c) => c.zk.interface(id)),
  pub('zk.verifications.create(params, options?)', (c) => c.zk.verifications.create({ items: [{ proof_id: id, proof: groth16, public_signals: ['1'] }] })),
  pub('zk.verifications.retrieve(id, params?, options?)', (c) => c.zk.verifications.retrieve(id)),
  pub('zk.verifications.listItems(id, params?, options?)', (c) => c.zk.verifications.listItems(id)),
  pub('zk.verifications.attestation(id, options?)', (c) => c.zk.verifications.attestation(id)),
  pub('receipts.jwks(options?)', (c) => c.receipts.jwks()),
  pub('attestations.verify(params, options?)', (c) => c.attestations.verify({ receipt: 'a.b.c' })),
  pub('health.retrieve(options?)', (c) => c.health.retrieve()),
  pub('testHelpers.checkout.sessions.simulate(id, outcome, options?)', (c) => c.testHelpers.checkout.sessions.simulate(id, 'completed')),
  plat('profile.retrieve(options?)', (p) => p.profile.retrieve()),
  plat('organizations.create(params, options?)', (p) => p.organizations.create({ name: 'Acme' })),
  plat('organizations.list(options?)', (p) => p.organizations.list()),
  plat('organizations.retrieve(id, options?)', (p) => p.organizations.retrieve(id)),
  plat('organizations.update(id, params, options?)', (p) => p.organizations.update(id, { name: 'Acme' })),
  plat('organizations.delete(id, options?)', (p) => p.organizations.delete(id)),
  plat('organizations.members.list(organizationId, options?)', (p) => p.organizations.members.list(id)),
  plat('organizations.members.create(organizationId, params, options?)', (p) => p.organizations.members.create(id, { email: 'bob@example.com' })),
  plat('organizations.members.update(organizationId, memberId, params, options?)', (p) => p.organizations.members.update(id, id, { role: 'admin' })),
  plat('organizations.members.delete(organizationId, memberId, options?)', (p) => p.organizations.members.delete(id, id)),
  plat('organizations.invitations.create(organizationId, params, options?)', (p) => p.organizations.invitations.create(id, { email: 'carol@example.com' })),
  plat('organizations.invitations.list(organizationId, options?)', (p) => p.organizations.invitations.list(id)),
  plat('organizations.invitations.delete(organizationId, invitationId, options?)', (p) => p.organizations.invitations.delete(id, id)),
  plat('organizations.invitations.accept(params, options?)', (p) => p.organizations.invitations.accept({ token: 'inv_1.x' })),
  plat('projects.create(params, options?)', (p) => p.projects.create({ organization_id: id, name: 'Shop' })),
  plat('projects.list(params?, options?)', (p) => p.projects.list()),
  plat('projects.retrieve(id, options?)', (p) => p.projects.retrieve(id)),
  plat('projects.update(id, params, options?)', (p) => p.projects.update(id, { name: 'Shop' })),
  plat('projects.rotateKey(id, params, options?)', (p) => p.projects.rotateKey(id, { mode: 'test' })),
  plat('projects.receivingAddress.challenge(projectId, options?)', (p) => p.projects.receivingAddress.challenge(id)),
  plat('projects.receivingAddress.prove(projectId, params, options?)', (p) => p.projects.receivingAddress.prove(id, { signature: `0x${'1b'.repeat(65)}` })),
  plat('circomFiles.create(params, options?)', (p) => p.circomFiles.create({ project_id: id, name: 'a.circom', content: '', file_type: 'circuit' })),
  plat('circomFiles.list(params?, options?)', (p) => p.circomFiles.list()),
  plat('circomFiles.retrieve(id, options?)', (p) => p.circomFiles.retrieve(id)),
  plat('circomFiles.update(params, options?)', (p) => p.circomFiles.update({ files: [{ id, content: '' }] })),
  plat('circomFiles.delete(id, options?)', (p) => p.circomFiles.delete(id)),
  plat('zkProofs.create(params, options?)', (p) => p.zkProofs.create({ name: 'Factors', project_id: id, circuit_path: 'a.circom' })),
  plat('zkProofs.list(params?, options?)', (p) => p.zkProofs.list()),
  plat('zkProofs.retrieve(id, options?)', (p) => p.zkProofs.retrieve(id)),
  plat('zkProofs.update(id, params, options?)', (p) => p.zkProofs.update(id, { name: 'Factors' })),
  plat('zkProofs.compile(id, options?)', (p) => p.zkProofs.compile(id)),
  plat('zkProofs.artifact(id, name, params?, options?)', (p) => p.zkProofs.artifact(id, 'verifier.sol')),
  plat('zkProofs.deploy(id, params, options?)', (p) => p.zkProofs.deploy(id, { chain: 'base-sepolia' })),
  plat('compilations.create(params, options?)', (p) => p.compilations.create({ project_id: id, circuit_file_id: id, input_file_id: id })),
  plat('compilations.retrieve(id, options?)', (p) => p.compilations.retrieve(id)),
  plat('sessions.retrieve(id, options?)', (p) => p.sessions.retrieve('ps_1')),
];

/** Methods that check something locally and cover no operation of their own. */
export const OFFLINE_METHODS: { client: Client; signature: string; what: string }[] = [
  {
    client: 'Proofpay',
    signature: 'webhooks.verify(payload, headers, secret)',
    what: "Checks a delivery's Standard Webhooks signature and answers its event; synchronous, no request. Also `Proofpay.webhooks.verify`.",
  },
  {
    client: 'Proofpay',
    signature: 'receipts.verify(jws, options?)',
    what: 'Checks a verification receipt offline; fetches the key set (`receipts.jwks`, with `options`) when it has none or it is stale.',
  },
  {
    client: 'Proofpay',
    signature: 'receipts.verifyPayment(jws, options?)',
    what: 'Checks a payment receipt offline, the same way.',
  },
];

/**
 * The operations of the two documents that no method covers, and why: pages and files for browsers,
 * the dashboard's own sign-in, the documents themselves, and the dashboard's project-network views.
 * Those views (`/api/projects/{project_id}/networks/{network}/…`) serve the dashboard's cookie
 * session; an integrator's server does the same with the project's secret key on `/v1`, which
 * `Proofpay` covers (`twin` names that operation: the test checks it has a method).
 */
export const LEFT_TO_HTTP: { operation: string; why: string; twin?: string }[] = [
  // The hosted checkout: the customer's browser, not the merchant's server, uses these; the merchant
  // sends the customer to `checkout_url` and reads the outcome with checkout.sessions.retrieve.
  { operation: 'GET /c/{id}', why: "The hosted checkout page, a page for the customer's browser at the session's `checkout_url`." },
  { operation: 'GET /c/{id}/status', why: 'The status the hosted page polls; a server reads `checkout.sessions.retrieve`.' },
  {
    operation: 'POST /c/{id}/payments',
    why: "The hosted page reporting the customer's transaction hash, without a key: the customer's call, not the merchant's.",
  },
  { operation: 'GET /c/assets/checkout-{hash}.js', why: "The hosted page's script." },
  // The dashboard's page and files: for people in a browser.
  { operation: 'GET /dashboard', why: "The dashboard's page, for people in a browser." },
  { operation: 'GET /dashboard/{page}', why: "The dashboard's page at one of its addresses." },
  { operation: 'GET /dashboard/assets/{version}/{file}', why: "The dashboard's scripts and styles." },
  { operation: 'GET /dashboard/assets/qr.svg', why: "The dashboard's picture of a refund's EIP-681 URI; a server has the URI itself (`eip681_uri`)." },
  // The documents: the library's types are generated from them (`npm run sdk:generate`).
  { operation: 'GET /v1/openapi.json', why: "This document: the library's types are made from it; tools fetch it as it is." },
  { operation: 'GET /api/openapi.json', why: "This document: the library's types are made from it; tools fetch it as it is." },
  // Signing in and out of the dashboard: a cookie session for a browser; `ProofpayPlatform` is given an access token instead.
  { operation: 'POST /api/sign-in/dev', why: "The dashboard's development sign-in, which sets its session cookie; the library takes an access token." },
  { operation: 'POST /api/sign-in/oidc', why: "The start of the dashboard's OpenID Connect sign-in, a browser redirect." },
  { operation: 'POST /api/sign-in/oidc/callback', why: "The end of the dashboard's OpenID Connect sign-in, which sets its session cookie." },
  { operation: 'POST /api/sign-out', why: "Ends the dashboard's cookie session; an access token is not signed out." },
  // The dashboard's views of a project on a network with no `/v1` twin: charts and lists drawn for people.
  { operation: 'GET /api/projects/{project_id}/networks/{network}/activity/payments', why: "The dashboard's payments chart (completed sessions per day)." },
  {
    operation: 'GET /api/projects/{project_id}/networks/{network}/activity/verifications',
    why: "The dashboard's verifications chart (valid and invalid per day).",
  },
  {
    operation: 'GET /api/projects/{project_id}/networks/{network}/chains',
    why: "The dashboard's deploy form's chains; `zkProofs.deploy` answers an InvalidRequestError with the same reason when a chain cannot take a deployment.",
  },
  {
    operation: 'GET /api/projects/{project_id}/networks/{network}/checkout/sessions/{id}',
    why: "The dashboard's session page: the session as `checkout.sessions.retrieve` answers it, with its events and their deliveries (`events.retrieve`).",
  },
  {
    operation: 'GET /api/projects/{project_id}/networks/{network}/zk/verifications',
    why: "The dashboard's history of a project's verifications; each `zk.verify` and batch item answers its own, with its receipt.",
  },
  {
    operation: 'GET /api/projects/{project_id}/networks/{network}/zk/verification_batches',
    why: "The dashboard's list of queued batches; `zk.verifications.create` answers each batch's id to follow.",
  },
  // The dashboard's twins of `/v1` operations, with the member's session instead of the project's key.
  ...(
    [
      ['GET /checkout/sessions', 'GET /v1/checkout/sessions'],
      ['GET /events', 'GET /v1/events'],
      ['GET /events/{id}', 'GET /v1/events/{id}'],
      ['POST /events/{id}/resend', 'POST /v1/events/{id}/resend'],
      ['GET /payments', 'GET /v1/payments'],
      ['GET /payments/{id}', 'GET /v1/payments/{id}'],
      ['POST /payments/{id}/attach', 'POST /v1/payments/{id}/attach'],
      ['POST /webhook_endpoints', 'POST /v1/webhook_endpoints'],
      ['GET /webhook_endpoints', 'GET /v1/webhook_endpoints'],
      ['GET /webhook_endpoints/{id}', 'GET /v1/webhook_endpoints/{id}'],
      ['PATCH /webhook_endpoints/{id}', 'PATCH /v1/webhook_endpoints/{id}'],
      ['DELETE /webhook_endpoints/{id}', 'DELETE /v1/webhook_endpoints/{id}'],
      ['POST /webhook_endpoints/{id}/rotate_secret', 'POST /v1/webhook_endpoints/{id}/rotate_secret'],
      ['POST /webhook_endpoints/{id}/test', 'POST /v1/webhook_endpoints/{id}/test'],
      ['GET /zk/proofs/{proofId}/interface', 'GET /v1/zk/proofs/{proofId}/interface'],
      ['GET /zk/verification_batches/{id}', 'GET /v1/zk/verifications/{id}'],
      ['POST /checkout/sessions/{id}/refunds', 'POST /v1/checkout/sessions/{id}/refunds'],
      ['GET /checkout/sessions/{id}/refunds', 'GET /v1/checkout/sessions/{id}/refunds'],
      ['GET /checkout/sessions/{id}/refunds/{refund_id}', 'GET /v1/checkout/sessions/{id}/refunds/{refund_id}'],
      ['POST /checkout/sessions/{id}/refunds/{refund_id}/cancel', 'POST /v1/checkout/sessions/{id}/refunds/{refund_id}/cancel'],
      ['GET /exports/sessions.csv', 'GET /v1/exports/sessions.csv'],
      ['GET /exports/payments.csv', 'GET /v1/exports/payments.csv'],
      ['GET /exports/refunds.csv', 'GET /v1/exports/refunds.csv'],
      ['GET /zk/verifications/{id}/attestation', 'GET /v1/zk/verifications/{id}/attestation'],
    ] as const
  ).map(([operation, twin]) => {
    const [method, rest] = operation.split(' ') as [string, string];
    return {
      operation: `${method} /api/projects/{project_id}/networks/{network}${rest}`,
      why: `The dashboard's twin of ${twin}, with a member's session.`,
      twin,
    };
  }),
];

export interface Operation {
  key: string;
  document: 'public' | 'platform';
  method: string;
  path: string;
  /** The error statuses the document lists. */
  errorStatuses: number[];
}

/** Every operation of both documents, as `METHOD /path`. */
export function documentedOperations(): Operation[] {
  const documents = serviceDocuments();
  return (['public', 'platform'] as const).flatMap((document) =>
    Object.entries(documents[document].paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        document,
        method: method.toUpperCase(),
        path,
        errorStatuses: Object.keys(operation.responses)
          .map(Number)
          .filter((status) => status >= 400)
          .sort((a, b) => a - b),
      })),
    ),
  );
}

/** The operation a request went to: the documented path it matches, literal segments preferred to parameters. */
function operationOf(operations: Operation[], method: string, pathname: string): Operation | undefined {
  const segments = pathname.split('/');
  const matches = operations.filter((operation) => {
    const template = operation.path.split('/');
    return (
      operation.method === method &&
      template.length === segments.length &&
      template.every((part, index) =>
        /\{\w+\}/.test(part) ? new RegExp(`^${part.replace(/\{\w+\}/g, '[^/]+')}$`).test(segments[index]!) : part === segments[index],
      )
    );
  });
  const parameters = (operation: Operation) => (operation.path.match(/\{/g) ?? []).length;
  return matches.sort((a, b) => parameters(a) - parameters(b))[0];
}

export interface MethodCoverage {
  method: SdkMethod;
  /** The requests its call sent, first attempt first. */
  requests: { method: string; path: string }[];
  operation: Operation | undefined;
  /** Whether a first attempt lost after it was sent (a reset connection) is sent again. */
  resentAfterLoss: boolean;
}

/** Runs `method`'s call against a recording fetch, once as it is and once with its first attempt lost. */
async function covered(method: SdkMethod, operations: Operation[]): Promise<MethodCoverage> {
  const run = async (loseFirst: boolean) => {
    const requests: { method: string; path: string }[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = new URL(String(input));
      requests.push({ method: init?.method ?? 'GET', path: url.pathname });
      if (loseFirst && requests.length === 1)
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'ECONNRESET' }) });
      return new Response(JSON.stringify({ object: 'list', data: [], has_more: false }), {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_reference' },
      });
    };
    const options = { baseUrl: 'http://sdk-reference.invalid', fetch, sleep: async () => {}, maxRetries: 1 };
    const clients = { proofpay: new Proofpay({ apiKey: 'sk_test_reference', ...options }), platform: new ProofpayPlatform({ token: 'reference', ...options }) };
    await Promise.resolve(method.call(clients)).catch(() => undefined);
    return requests;
  };
  const requests = await run(false);
  const first = requests[0];
  return {
    method,
    requests,
    operation: first && operationOf(operations, first.method, first.path),
    resentAfterLoss: (await run(true)).length > 1,
  };
}

export async function methodCoverage(): Promise<{ operations: Operation[]; methods: MethodCoverage[] }> {
  const operations = documentedOperations();
  const methods: MethodCoverage[] = [];
  for (const method of SDK_METHODS) methods.push(await covered(method, operations));
  return { operations, methods };
}

/** `checkout.sessions.create` of `checkout.sessions.create(params, options?)`. */
export const methodName = (signature: string) => signature.slice(0, signature.indexOf('('));

/** Every method of both clients, found by walking them: resources are objects, methods functions (own or of their class). */
export function clientMethods(): { client: Client; name: string }[] {
  const found: { client: Client; name: string }[] = [];
  const visit = (client: Client, object: object, prefix: string) => {
    const own = Object.entries(object).filter(([name]) => name !== 'http');
    for (const [name, value] of own) if (value !== null && typeof value === 'object') visit(client, value, `${prefix}${name}.`);
    const prototype = Object.getPrototypeOf(object);
    const inherited = prototype === Object.prototype ? [] : Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
    for (const name of [...own.map(([name]) => name), ...inherited])
      if (typeof (object as Record<string, unknown>)[name] === 'function') found.push({ client, name: `${prefix}${name}` });
  };
  const options = { baseUrl: 'http://sdk-reference.invalid' };
  visit('Proofpay', new Proofpay({ apiKey: 'sk_test_reference', ...options }), '');
  visit('ProofpayPlatform', new ProofpayPlatform({ token: 'reference', ...options }), '');
  return found;
}

const code = (text: string) => `\`${text}\``;

/** The README's method reference: a table per client, the offline checks, and the operations left to the HTTP API. */
export async function methodReference(): Promise<string> {
  const { methods } = await methodCoverage();
  const table = (client: Client) => [
    '| Method | Operation | Sent again after a 5xx, a timeout or a lost connection | Error statuses |',
    '|---|---|---|---|',
    ...methods
      .filter((covered) => covered.method.client === client)
      .map(
        ({ method, operation, resentAfterLoss }) =>
          `| ${code(method.signature)} | ${operation ? code(operation.key) : '?'} | ${resentAfterLoss ? 'yes (a read)' : 'no (a write)'} | ${operation?.errorStatuses.join(', ') ?? ''} |`,
      ),
  ];
  return [
    '### `Proofpay` (a project secret key)',
    '',
    ...table('Proofpay'),
    '',
    'Checked locally, with no operation of their own:',
    '',
    ...OFFLINE_METHODS.map((method) => `- ${code(method.signature)}: ${method.what}`),
    '',
    '### `ProofpayPlatform` (an access token)',
    '',
    ...table('ProofpayPlatform'),
    '',
    '### Operations left to the HTTP API',
    '',
    'No method covers these operations of the two documents; the reasons:',
    '',
    '| Operation | Why |',
    '|---|---|',
    ...LEFT_TO_HTTP.map(({ operation, why, twin }) => {
      const twinMethod = methods.find((covered) => covered.operation?.key === twin)?.method.signature;
      return `| ${code(operation)} | ${twin ? `The dashboard's twin, with a member's session, of ${code(twin)}: ${code(twinMethod ? methodName(twinMethod) : '?')} with the project's secret key.` : why} |`;
    }),
  ].join('\n');
}

export const sdkReadme = path.join(projectRoot, 'sdk/README.md');
const START = '<!-- methods:start';
const END = '<!-- methods:end -->';

/** The README's reference, between its markers. */
export function readmeReference(readme = fs.readFileSync(sdkReadme, 'utf8')): string | undefined {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return undefined;
  return readme.slice(readme.indexOf('\n', start) + 1, end).trim();
}

/** The README with `reference` between its markers. */
export function withReference(readme: string, reference: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`sdk/README.md has no ${START} … ${END} section`);
  return `${readme.slice(0, readme.indexOf('\n', start) + 1)}\n${reference}\n\n${readme.slice(end)}`;
}
