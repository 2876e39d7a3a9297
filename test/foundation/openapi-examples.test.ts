/**
 * What the documents promise, sent to the service. Every request example of both documents, as
 * the document shows it, to a service set up so it can succeed: a watched chain (base-sepolia, on
 * anvil) for the payment examples, a deployer key for the deploy, private webhook URLs allowed (the
 * example's receiver is on localhost), and the resources the examples act on. Only ids change: the
 * example's ids (in the path and in the body) become the ids of this test's resources. Each answer
 * must be the operation's documented success. Then every limit a query parameter declares, broken:
 * a 400 naming the parameter.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Transaction, Wallet } from 'ethers';
import t from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { keyEncryptionKey } from '../../src/core/sealing.js';
import { invitationToken } from '../../src/email/index.js';
import { startTestApp } from '../helpers/app.js';
import { recordUnattributedPayment } from '../helpers/payment-rows.js';
import { ANVIL_DEPLOYER_KEY, startLocalChain } from '../helpers/chain.js';
import { caller, newProject, platformToken } from '../helpers/platform.js';
import { insertProofRecord } from '../helpers/zk-records.js';

type QuerySchema = {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
};
type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string; schema: QuerySchema }[];
  requestBody?: { content: { 'application/json': { example: unknown } } };
  responses: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** anvil's tenth default account: never used by the service, so its first transaction has nonce 0. */
const PAYER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';
const RECEIVING_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const chain = await startLocalChain(t, { chainId: 84532 });
const app = await startTestApp(t, {
  worker: false,
  env: {
    RPC_URL_BASE_SEPOLIA: chain.rpcUrl,
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY,
    DASHBOARD_DEV_SIGN_IN: 'true',
  },
});
const documents = {
  public: (await (await app.request('/v1/openapi.json')).json()) as Document,
  platform: (await (await app.request('/api/openapi.json')).json()) as Document,
};

// The resources the examples act on.
const ownerEmail = 'owner@example.com';
const owner = await caller(app, ownerEmail);
const { organizationId, projectId, secretKeys } = await newProject(owner, 'Examples', { receiving_address: RECEIVING_ADDRESS });
// The member example adds ada, who must have signed in once; the role example changes bob's role.
const adaCall = await caller(app, 'ada@example.com');
await adaCall('GET', '/api/user/profile');
await (await caller(app, 'bob@example.com'))('GET', '/api/user/profile');
const memberId = (await owner('POST', `/api/organizations/${organizationId}/members`, { email: 'bob@example.com' })).body.member.id as string;
const file = async (name: string, content: string, file_type: 'circuit' | 'input') =>
  (await owner('POST', '/api/circom-files', { project_id: projectId, name, content, file_type })).body.file.id as string;
const circuitFileId = await file('fixture.circom', 'pragma circom 2.1.0;\n', 'circuit');
const inputFileId = await file('input.json', '{"a": 3, "b": 1000}', 'input');
// Compiled records holding the key of the multiplier whose proof the verification examples carry.
const { vk } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/groth16/multiplier.json'), 'utf8')) as { vk: object };
const verifiedProofId = await insertProofRecord(app.db, projectId, vk);
const deployedProofId = await insertProofRecord(app.db, projectId, vk);

const v1 = async (method: string, url: string, json?: unknown) => (await app.request(url, { method, token: secretKeys.test, json })).json();
const endpointId = (await v1('POST', '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/fixture' })).id as string;
const simulatedSessionId = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 5 })).id as string;
const paidSessionId = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 12.5 })).id as string;
// A session paid by the test helper, for the refund example.
const refundedSessionId = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 12.5 })).id as string;
await v1('POST', `/v1/test_helpers/checkout/sessions/${refundedSessionId}/simulate`, { outcome: 'completed' });
// Expiring a session records an event, for the resend example.
await v1('POST', `/v1/checkout/sessions/${(await v1('POST', '/v1/checkout/sessions', { amount_usd: 1 })).id}/expire`);
const eventId = (await v1('GET', '/v1/events?limit=1')).data[0].id as string;
// A transfer to the project's address that no session claims, for the attach example: recorded as
// the watcher records one (the example chain's token is not deployed on this anvil).
const unattributedPayment = (txByte: string) =>
  recordUnattributedPayment(app.db, { to: RECEIVING_ADDRESS, amountBaseUnits: 12_500_000n, txByte, blockByte: 'b1' });
const unattributedPaymentId = await unattributedPayment('5e');
// The platform's attach example: another payment, attached to another session.
const platformPaymentId = await unattributedPayment('5f');
const platformAttachSessionId = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 12.5 })).id as string;
// A proof's signature signs a live challenge, which no example can hold: the proof is sent for a
// project whose address this test holds the key of, with its challenge signed.
const prover = Wallet.createRandom();
const provableProjectId = (await owner('POST', '/api/projects', { organization_id: organizationId, name: 'Provable', receiving_address: prover.address })).body
  .project.id as string;
// The accept example needs a token the service signed, for the owner's address, to an organization
// the owner is not in yet: ada invites the owner, and the test signs the token as the e-mail would.
const adaOrganizationId = (await adaCall('POST', '/api/organizations', { name: 'Ada & Co' })).body.organization.id as string;
const ownerInvitationId = (await adaCall('POST', `/api/organizations/${adaOrganizationId}/invitations`, { email: ownerEmail })).body.invitation.id as string;
const liveBodies: Record<string, () => Promise<unknown>> = {
  '/api/invitations/accept': async () => ({ token: invitationToken(keyEncryptionKey(app.config.keyEncryptionKey, app.config.dataDir), ownerInvitationId) }),
  '/api/projects/{id}/receiving_address/proof': async () => ({
    signature: await prover.signMessage((await owner('POST', `/api/projects/${provableProjectId}/receiving_address/challenge`)).body.message),
  }),
};
const onProject = '/api/projects/{project_id}/networks/{network}';
const projectValues = { project_id: projectId, network: 'testnet' };

/** The value of each path parameter, by path template. */
const pathValues: Record<string, Record<string, string>> = {
  '/c/{id}/payments': { id: paidSessionId },
  '/v1/checkout/sessions/{id}/refunds': { id: refundedSessionId },
  '/v1/events/{id}/resend': { id: eventId },
  '/v1/payments/{id}/attach': { id: unattributedPaymentId },
  '/v1/test_helpers/checkout/sessions/{id}/simulate': { id: simulatedSessionId },
  '/v1/webhook_endpoints/{id}': { id: endpointId },
  '/v1/zk/proofs/{proofId}/verify': { proofId: verifiedProofId },
  '/api/organizations/{id}': { id: organizationId },
  '/api/organizations/{id}/members': { id: organizationId },
  '/api/organizations/{id}/invitations': { id: organizationId },
  '/api/organizations/{id}/members/{memberId}': { id: organizationId, memberId },
  '/api/projects/{id}': { id: projectId },
  '/api/projects/{id}/keys/rotate': { id: projectId },
  '/api/projects/{id}/receiving_address/proof': { id: provableProjectId },
  '/api/zk-proofs/{id}': { id: deployedProofId },
  '/api/zk-proofs/{id}/deploy': { id: deployedProofId },
  '/api/zk-proofs/{id}/artifacts/{name}': { id: deployedProofId, name: 'verifier.sol' },
  '/v1/zk/proofs/{proofId}/interface': { proofId: verifiedProofId },
  '/v1/zk/verifications/{id}': { id: 'zkb_0mwqw65c0cLt8QrY4aZf0SeV3oNz6Hg' },
  ...Object.fromEntries(
    (
      [
        ['/checkout/sessions', {}],
        ['/checkout/sessions/{id}/refunds', { id: refundedSessionId }],
        ['/events', {}],
        ['/exports/sessions.csv', {}],
        ['/exports/payments.csv', {}],
        ['/exports/refunds.csv', {}],
        ['/events/{id}/resend', { id: eventId }],
        ['/payments', {}],
        ['/payments/{id}/attach', { id: platformPaymentId }],
        ['/webhook_endpoints', {}],
        ['/webhook_endpoints/{id}', { id: endpointId }],
        ['/zk/verifications', {}],
        ['/zk/verification_batches', {}],
        ['/zk/verification_batches/{id}', { id: 'zkb_0mwqw65c0cLt8QrY4aZf0SeV3oNz6Hg' }],
        ['/zk/proofs/{proofId}/interface', { proofId: verifiedProofId }],
      ] as const
    ).map(([path, values]) => [`${onProject}${path}`, { ...projectValues, ...values }]),
  ),
};

/** Ids in a body that differ by path: the platform's attach needs a payment and session of its own. */
const bodyIdsByPath: Record<string, Record<string, string>> = {
  [`${onProject}/payments/{id}/attach`]: { session: platformAttachSessionId },
};

/** `template` with its parameters filled in from pathValues. */
function urlOf(method: string, template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[template]?.[name];
    if (value === undefined) throw new Error(`${method} ${template}: no ${name}; add one to pathValues`);
    return value;
  });
}

/** The resource an id in a body names, by the field that holds it (`id` is a file's, in the batch update). */
const bodyIds: Record<string, string> = {
  organization_id: organizationId,
  project_id: projectId,
  circuit_file_id: circuitFileId,
  input_file_id: inputFileId,
  proof_id: verifiedProofId,
  endpoint: endpointId,
  session: paidSessionId,
  id: circuitFileId,
};

/** `example` with each id it holds (`prefix_` and 31 base62 characters) replaced by the id of this test's resource. */
function withOurIds(example: unknown, ids: Record<string, string>, field?: string): unknown {
  if (Array.isArray(example)) return example.map((item) => withOurIds(item, ids, field));
  if (example !== null && typeof example === 'object') {
    return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, withOurIds(value, ids, key)]));
  }
  if (typeof example === 'string' && field !== undefined && /^[a-z]+_[0-9A-Za-z]{31}$/.test(example)) {
    const ours = ids[field];
    if (ours === undefined) throw new Error(`the example's ${field} holds an id this test has no resource for`);
    return ours;
  }
  return example;
}

t.test('the payment example names a transaction the watched chain holds, not mined yet', async (t) => {
  const payment = documents.public.paths['/c/{id}/payments']!.post!.requestBody!.content['application/json'].example as { tx_hash: string };
  const raw = await new Wallet(PAYER_KEY).signTransaction({
    type: 2,
    chainId: 84532,
    nonce: 0,
    to: RECEIVING_ADDRESS,
    value: 0n,
    gasLimit: 21_000n,
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
  t.equal(Transaction.from(raw).hash, payment.tx_hash, "the example's hash is this transaction's");
  await chain.provider.send('evm_setAutomine', [false]);
  await chain.provider.send('eth_sendRawTransaction', [raw]);
});

// In the documents' order (paths sorted), which is also the order the examples build on each other:
// the circuit file `multiplier.circom` exists before the ZK proof record made from it.
for (const [shape, document] of Object.entries(documents)) {
  t.test(`every request example of the ${shape} document succeeds`, async (t) => {
    const token = shape === 'platform' ? await platformToken(ownerEmail) : secretKeys.test;
    let sent = 0;
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const example = operation.requestBody?.content['application/json'].example;
        if (example === undefined) continue;
        const url = urlOf(method, template);
        const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
        const secured = operation.security === undefined || operation.security.length > 0;
        const response = await app.request(url, {
          method: method.toUpperCase(),
          json: liveBodies[template] ? await liveBodies[template]() : withOurIds(example, { ...bodyIds, ...bodyIdsByPath[template] }),
          ...(secured ? { token } : {}),
        });
        const body = await response.text();
        t.ok(success.includes(String(response.status)), `${method} ${template}: ${response.status} (documented ${success.join(', ')}) ${body.slice(0, 300)}`);
        // The example proof is a real one, of the key the record holds.
        if (template === '/v1/zk/proofs/{proofId}/verify') t.match(JSON.parse(body), { verified: true }, 'the example proof verifies');
        sent++;
      }
    }
    t.ok(sent >= (shape === 'platform' ? 13 : 9), `${sent} examples sent`);
  });
}

/** Values a query parameter's schema refuses, each with the limit it breaks. */
function breaking(schema: QuerySchema): [string, string][] {
  const values: [string, string][] = [];
  if (schema.type === 'integer') {
    values.push(['not a number', 'x']);
    if (schema.minimum !== undefined) values.push(['below the minimum', String(schema.minimum - 1)]);
    if (schema.maximum !== undefined) values.push(['above the maximum', String(schema.maximum + 1)]);
    return values;
  }
  if (schema.minLength !== undefined && schema.minLength > 0) values.push(['empty', '']);
  if (schema.maxLength !== undefined) values.push(['too long', 'x'.repeat(schema.maxLength + 1)]);
  if (schema.pattern !== undefined) values.push(['off the pattern', '!']);
  if (schema.enum !== undefined) values.push(['not in the enum', 'none-of-these']);
  if (schema.format === 'date-time') values.push(['not a date-time', '2026-01-31']);
  return values;
}

for (const [shape, document] of Object.entries(documents)) {
  t.test(`every limit a query parameter of the ${shape} document declares is kept: a 400 naming it`, async (t) => {
    const token = shape === 'platform' ? await platformToken(ownerEmail) : secretKeys.test;
    let checked = 0;
    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'query') continue;
          for (const [limit, value] of breaking(parameter.schema)) {
            const url = `${urlOf(method, template)}?${new URLSearchParams({ [parameter.name]: value })}`;
            const secured = operation.security === undefined || operation.security.length > 0;
            const response = await app.request(url, { method: method.toUpperCase(), ...(secured ? { token } : {}) });
            const body = (await response.json()) as { error: string | { message: string }; details?: { field: string }[] };
            const named = shape === 'platform' ? body.details?.[0]?.field : (body.error as { message: string }).message.split(':')[0];
            t.same([response.status, named], [400, parameter.name], `${method} ${template} ?${parameter.name} ${limit}: ${JSON.stringify(body).slice(0, 200)}`);
            checked++;
          }
        }
      }
    }
    t.ok(checked >= (shape === 'platform' ? 8 : 20), `${checked} broken limits sent`);
  });
}
