import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  AuthenticationError,
  InvalidRequestError,
  NotFoundError,
  ProofNotReadyError,
  Proofpay,
  ProofpayError,
  ProofpayReceiptError,
  ProofpaySignatureVerificationError,
} from '@proofpay/sdk';
import ProofpayDefault from '@proofpay/sdk';
import { decodeProtectedHeader, SignJWT } from 'jose';
import t from 'tap';
import { Wallet } from 'ethers';
import { distRoot } from '../../src/core/paths.js';
import { startTestApp } from '../helpers/app.js';
import { recordUnattributedPayment } from '../helpers/payment-rows.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { loadFixture } from '../verification/groth16-fixtures.js';

// The library against the real API and worker: every method of the public client, answers and
// errors as a merchant's code sees them. Receivers on 127.0.0.1 are allowed (WEBHOOK_ALLOW_PRIVATE_URLS);
// the receipt signer rereads its key often so a rotation shows within the test.
const app = await startTestApp(t, { env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', RECEIPT_SIGNER_REFRESH_MS: '100' } });
const ada = await caller(app, 'ada@sdk.test');
const RECEIVING_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const project = await newProject(ada, 'Acme', { receiving_address: RECEIVING_ADDRESS });

/** A client of a fresh project, at an address of its own: lists start empty. */
async function freshClient(name: string, options: { fetch?: typeof fetch } = {}) {
  const { secretKeys } = await newProject(ada, name, { receiving_address: Wallet.createRandom().address });
  return new Proofpay({ apiKey: secretKeys.test, baseUrl: app.url, ...options });
}
const proofpay = new Proofpay({ apiKey: project.secretKeys.test, baseUrl: app.url });

t.test('exported as Proofpay and as the default', async (t) => {
  t.equal(ProofpayDefault, Proofpay);
});

t.test('checkout sessions: create, retrieve, expire', async (t) => {
  const session = await proofpay.checkout.sessions.create({ amount_usd: 12.5, description: 'Order 1042', metadata: { order_id: '1042' } });
  t.match(session, { object: 'checkout.session', amount_usd: '12.50', status: 'pending', network: 'testnet', metadata: { order_id: '1042' } });
  t.match(session.checkout_url, `${app.url}/c/${session.id}`);
  t.same(await proofpay.checkout.sessions.retrieve(session.id), session);
  const expired = await proofpay.checkout.sessions.expire(session.id);
  t.equal(expired.status, 'expired');
  const again = await proofpay.checkout.sessions.expire(session.id).catch((error: unknown) => error);
  t.ok(again instanceof InvalidRequestError, 'an expired session cannot be expired again');
  t.match(again, { status: 400, code: 'invalid_request', message: /^id: the session is expired/ });
});

t.test('checkout sessions: list pages with starting_after through every item; awaited, it is one page', async (t) => {
  const client = await freshClient('Paging');
  const created = [];
  for (let i = 1; i <= 5; i++) created.push(await client.checkout.sessions.create({ amount_usd: i }));
  const newestFirst = created.reverse().map((session) => session.id);

  const firstPage = await client.checkout.sessions.list({ limit: 2 });
  t.match(firstPage, { object: 'list', has_more: true });
  t.same(
    firstPage.data.map((session) => session.id),
    newestFirst.slice(0, 2),
  );

  const seen: string[] = [];
  for await (const session of client.checkout.sessions.list({ limit: 2 })) seen.push(session.id);
  t.same(seen, newestFirst, 'three pages, every session once, newest first');
  t.same(
    (await client.checkout.sessions.list({ limit: 2, starting_after: newestFirst[2]! }).toArray()).map((s) => s.id),
    newestFirst.slice(3),
    'from a given cursor',
  );

  await client.checkout.sessions.expire(newestFirst[1]!);
  t.same(
    (await client.checkout.sessions.list({ status: 'expired' }).toArray()).map((s) => s.id),
    [newestFirst[1]],
    'the status filter is sent',
  );
});

t.test('testHelpers.checkout.sessions.simulate drives a test-mode session', async (t) => {
  const session = await proofpay.checkout.sessions.create({ amount_usd: 3 });
  const paid = await proofpay.testHelpers.checkout.sessions.simulate(session.id, 'completed');
  t.match(paid, { id: session.id, status: 'completed', payment: { simulated: true, status: 'confirmed' } });
});

t.test('checkout.sessions.refunds: create, retrieve, list, cancel', async (t) => {
  const session = await proofpay.checkout.sessions.create({ amount_usd: 4 });
  await proofpay.testHelpers.checkout.sessions.simulate(session.id, 'completed');
  // A simulated payment has no sender to default to.
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const refund = await proofpay.checkout.sessions.refunds.create(session.id, { amount: '1.50', to_address: to });
  t.match(refund, { id: /^re_/, object: 'refund', session: session.id, status: 'pending', amount: '1.50', to_address: to });
  t.same(await proofpay.checkout.sessions.refunds.retrieve(session.id, refund.id), refund);
  const listed = [];
  for await (const each of proofpay.checkout.sessions.refunds.list(session.id)) listed.push(each.id);
  t.same(listed, [refund.id]);
  t.match(await proofpay.checkout.sessions.refunds.cancel(session.id, refund.id), { status: 'failed', failure_reason: 'cancelled' });
  const error = await proofpay.checkout.sessions.refunds.create(session.id, { amount: '999.00', to_address: to }).catch((caught) => caught);
  t.ok(error instanceof InvalidRequestError);
  t.match(error.message, /^amount: /);
});

t.test('payments: list, retrieve, attach', async (t) => {
  const address = '0x1111111111111111111111111111111111111111';
  const { secretKeys } = await newProject(ada, 'Payments', { receiving_address: address });
  const client = new Proofpay({ apiKey: secretKeys.test, baseUrl: app.url });
  // A transfer no session claims, recorded as the watcher records one (no chain runs here).
  const id = await recordUnattributedPayment(app.db, { to: address, amountBaseUnits: 7_000_000n, txByte: '7a', blockByte: 'b2' });
  const unattributed = await client.payments.list({ status: 'unattributed' }).toArray();
  t.match(unattributed, [{ id, object: 'payment', amount: '7.00', status: 'unattributed', session: null }]);
  t.same(await client.payments.retrieve(id), unattributed[0]);
  t.same(
    (await client.payments.list({ chain: 'base-sepolia', token: 'USDC', 'created[lt]': new Date(Date.now() + 60_000).toISOString() }).toArray()).map(
      (p) => p.id,
    ),
    [id],
    'filtered by chain, token and created',
  );
  t.same(await client.payments.list({ token: 'USDT' }).toArray(), []);
  const csv = await client.exports.payments();
  t.match(csv, new RegExp(`^id,created_at,status,.*\r\n${id},[^\r\n]*,unattributed,`), 'exports.payments answers the CSV text');
  const session = await client.checkout.sessions.create({ amount_usd: 7 });
  t.match(await client.payments.attach(id, { session: session.id }), { id, status: 'attributed', session: session.id });
  const again = await client.payments.attach(id, { session: session.id }).catch((error: unknown) => error);
  t.ok(again instanceof InvalidRequestError, 'a payment is attached once');
  t.match(again, { status: 400, message: /^id: the payment is already attributed/ });
  const missing = await client.payments.retrieve('pay_missing').catch((error: unknown) => error);
  t.ok(missing instanceof NotFoundError);
});

t.test('webhook endpoints: create, list, retrieve, update, rotateSecret, delete', async (t) => {
  const client = await freshClient('Endpoints');
  const receiver = await startReceiver(t);
  const created = await client.webhookEndpoints.create({ url: receiver.url, enabled_events: ['checkout.session.completed'], description: 'orders' });
  t.match(created, { object: 'webhook_endpoint', url: receiver.url, status: 'enabled', description: 'orders', secret: /^whsec_/ });
  const second = await client.webhookEndpoints.create({ url: `${receiver.url}/2` });
  t.same(
    (await client.webhookEndpoints.list().toArray()).map((endpoint) => endpoint.id),
    [second.id, created.id],
  );
  const { secret, ...shown } = created;
  t.same(await client.webhookEndpoints.retrieve(created.id), shown, 'retrieved without its secret');
  t.match(await client.webhookEndpoints.update(created.id, { disabled: true }), { status: 'disabled', disabled_reason: 'requested' });
  t.match(await client.webhookEndpoints.update(created.id, { disabled: false, description: null }), { status: 'enabled', description: null });
  const rotated = await client.webhookEndpoints.rotateSecret(created.id);
  t.not(rotated.secret, secret);
  t.ok(rotated.previous_secret_expires_at, 'the previous secret still signs for a while');
  t.same(await client.webhookEndpoints.delete(second.id), { id: second.id, object: 'webhook_endpoint', deleted: true });
  const gone = await client.webhookEndpoints.retrieve(second.id).catch((error: unknown) => error);
  t.ok(gone instanceof NotFoundError);
});

t.test('a real delivery verifies with Proofpay.webhooks.verify; events list, retrieve and resend', async (t) => {
  const client = await freshClient('Deliveries');
  const receiver = await startReceiver(t);
  const endpoint = await client.webhookEndpoints.create({ url: receiver.url, enabled_events: ['checkout.session.completed'] });
  const session = await client.checkout.sessions.create({ amount_usd: 7 });
  await client.testHelpers.checkout.sessions.simulate(session.id, 'completed');

  const [delivery] = await receiver.waitFor(1);
  const event = Proofpay.webhooks.verify(delivery!.body, delivery!.headers, endpoint.secret);
  t.match(event, { object: 'event', type: 'checkout.session.completed', network: 'testnet', data: { object: { id: session.id, status: 'completed' } } });
  t.equal(event.id, delivery!.headers['webhook-id']);
  t.same(client.webhooks.verify(new TextEncoder().encode(delivery!.body), new Headers(delivery!.headers), endpoint.secret), event, 'bytes and Headers too');

  const forged = delivery!.body.replace('"completed"', '"failed"');
  t.throws(() => Proofpay.webhooks.verify(forged, delivery!.headers, endpoint.secret), ProofpaySignatureVerificationError, 'an altered body');
  const otherSecret = (await client.webhookEndpoints.create({ url: `${receiver.url}/other` })).secret;
  t.throws(() => Proofpay.webhooks.verify(delivery!.body, delivery!.headers, otherSecret), ProofpaySignatureVerificationError, "another endpoint's secret");

  const listed = await client.events.list({ type: 'checkout.session.completed' }).toArray();
  t.same(
    listed.map((e) => e.id),
    [event.id],
  );
  const retrieved = await client.events.retrieve(event.id);
  t.match(retrieved, { id: event.id, deliveries: [{ endpoint_id: endpoint.id }] });
  const resent = await client.events.resend(event.id, { endpoint: endpoint.id });
  t.match(resent, { object: 'list', data: [{ endpoint_id: endpoint.id, status: 'pending' }] });
  const [, again] = await receiver.waitFor(2);
  t.equal(again!.headers['webhook-id'], event.id, 'the same event again');
  t.same(Proofpay.webhooks.verify(again!.body, again!.headers, endpoint.secret), event);
});

t.test('webhookEndpoints.test delivers a signed test event to that endpoint alone', async (t) => {
  const client = await freshClient('Endpoint test');
  const receiver = await startReceiver(t);
  const endpoint = await client.webhookEndpoints.create({ url: receiver.url, enabled_events: ['checkout.session.completed'] });
  const { data: sent, response } = await client.webhookEndpoints.test(endpoint.id).withResponse();
  t.equal(response.status, 201);
  t.match(sent, { type: 'webhook_endpoint.test', data: { object: { id: endpoint.id } }, deliveries: [{ endpoint_id: endpoint.id }] });
  const [delivery] = await receiver.waitFor(1);
  t.match(Proofpay.webhooks.verify(delivery!.body, delivery!.headers, endpoint.secret), { id: sent.id, type: 'webhook_endpoint.test' });
  await client.webhookEndpoints.update(endpoint.id, { disabled: true });
  const disabled = await client.webhookEndpoints.test(endpoint.id).catch((error: unknown) => error);
  t.ok(disabled instanceof InvalidRequestError, 'a disabled endpoint is not tested');
});

t.test('attestations.verify, receipts.jwks and health.retrieve: the public operations that need no key', async (t) => {
  const { keys } = await proofpay.receipts.jwks();
  t.match(keys, [{ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: String }]);
  const refused = await proofpay.attestations.verify({ receipt: 'not-a-receipt' });
  t.match(refused, { valid: false, reason: 'malformed' });
  const keyless = new Proofpay({ apiKey: 'sk_test_unknown', baseUrl: app.url });
  t.match(await keyless.attestations.verify({ receipt: 'not-a-receipt' }), { valid: false }, 'an unknown key does not matter to it');
  const health = await keyless.health.retrieve();
  t.match(health, { status: /^(ok|degraded)$/, checks: { database: Object } });
});

t.test('zk: verify a real snarkjs proof, check its receipt; the interface of an undeployed record', async (t) => {
  const multiplier = loadFixture('multiplier');
  const proofId = await insertProofRecord(app.db, project.projectId, multiplier.vk);
  const { proof, public_signals } = multiplier.proofs[0]!;
  const verification = await proofpay.zk.verify(proofId, { proof, public_signals });
  t.match(verification, { object: 'zk.verification', proof_id: proofId, verified: true, receipt: String });
  const wrong = await proofpay.zk.verify(proofId, { proof, public_signals: ['1'] });
  t.equal(wrong.verified, false);

  const claims = await proofpay.receipts.verify(verification.receipt);
  t.match(claims, { proof_id: proofId, verified: true, network: 'testnet', iss: app.url });
  t.match(await proofpay.attestations.verify({ receipt: verification.receipt }), { valid: true, claims });
  t.equal((await proofpay.receipts.verify(wrong.receipt)).verified, false);
  await t.rejects(
    proofpay.receipts.verifyPayment(verification.receipt),
    { name: 'ProofpayReceiptError', reason: 'wrong_kind' },
    'a verification receipt is not a payment receipt',
  );

  const notReady = await proofpay.zk.interface(proofId).catch((error: unknown) => error);
  t.ok(notReady instanceof ProofNotReadyError, 'no deployment yet');
  t.match(notReady, { status: 409, code: 'proof_not_ready' });
  const unknownChain = await proofpay.zk.interface(proofId, { chain: 'no-such-chain' }).catch((error: unknown) => error);
  t.match(unknownChain, { status: 400, code: 'invalid_request' }, 'the chain parameter is sent');
});

t.test('zk.verifications: a small batch answered at once; a large one queued, its items paged in order', async (t) => {
  const linear = loadFixture('linear_combination');
  const proofId = await insertProofRecord(app.db, project.projectId, linear.vk);
  const items = Array.from({ length: 101 }, (_, index) => ({ proof_id: proofId, ...linear.proofs[index % linear.proofs.length]! }));

  const small = await proofpay.zk.verifications.create({ items: items.slice(0, 3) });
  t.match(small, { id: null, status: 'completed', verified_count: 3, items: { data: [{ index: 0 }, { index: 1 }, { index: 2 }], has_more: false } });

  const queued = await proofpay.zk.verifications.create({ items });
  t.match(queued, { object: 'zk.verification_batch', status: 'queued', item_count: 101 });
  const id = queued.id!;
  const done = await eventually(
    async () => {
      const batch = await proofpay.zk.verifications.retrieve(id, { limit: 1 });
      return batch.status === 'completed' ? batch : undefined;
    },
    { timeoutMs: 120_000, what: 'the batch job' },
  );
  t.match(done, { processed_count: 101, verified_count: 101, items: { data: [{ index: 0 }], has_more: true } });

  const firstPage = await proofpay.zk.verifications.listItems(id, { limit: 40 });
  t.equal(firstPage.data.length, 40);
  const all = await proofpay.zk.verifications.listItems(id, { limit: 40 }).toArray();
  t.same(
    all.map((item) => item.index),
    [...items.keys()],
    'every item once, in order, over three pages',
  );
  t.ok(
    all.every((item) => item.status === 'verified' && item.verification?.proof_id === proofId),
    'each with its verification',
  );
  t.same(
    (await proofpay.zk.verifications.listItems(id, { starting_after: 98 }).toArray()).map((item) => item.index),
    [99, 100],
  );
});

t.test('receipts.verify: cached keys, refetched for a kid it does not know; forgeries refused', async (t) => {
  const multiplier = loadFixture('multiplier');
  const proofId = await insertProofRecord(app.db, project.projectId, multiplier.vk);
  const keySetFetches: string[] = [];
  const counting: typeof fetch = (input, init) => {
    if (String(input).endsWith('/v1/.well-known/jwks.json')) keySetFetches.push(String(input));
    return fetch(input, init);
  };
  const client = new Proofpay({ apiKey: project.secretKeys.test, baseUrl: app.url, fetch: counting });
  const receiptNow = async () => (await client.zk.verify(proofId, multiplier.proofs[0]!)).receipt;

  const before = await receiptNow();
  await client.receipts.verify(before);
  await client.receipts.verify(before);
  t.equal(keySetFetches.length, 1, 'the key set is fetched once and kept');

  const { privateKey } = generateKeyPairSync('ed25519');
  const claims = decodeClaims(before);
  const stranger = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: 'stranger', typ: 'JWT' }).sign(privateKey);
  const unknownKid = await client.receipts.verify(stranger).catch((error: unknown) => error);
  t.ok(unknownKid instanceof ProofpayReceiptError);
  t.match(unknownKid, { reason: 'unknown_key' }, 'an unknown kid');
  t.equal(keySetFetches.length, 2, 'an unknown kid fetches the key set again before refusing');
  keySetFetches.length = 0;
  const newcomer = new Proofpay({ apiKey: project.secretKeys.test, baseUrl: app.url, fetch: counting });
  await t.rejects(newcomer.receipts.verify(stranger), { name: 'ProofpayReceiptError', reason: 'unknown_key' });
  t.equal(keySetFetches.length, 1, 'a set fetched for this very receipt is not fetched twice');
  const oldKid = decodeProtectedHeader(before).kid!;
  const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: oldKid, typ: 'JWT' }).sign(privateKey);
  await t.rejects(client.receipts.verify(forged), { name: 'ProofpayReceiptError', reason: 'bad_signature' });
  await t.rejects(client.receipts.verify('not.a receipt'), { name: 'ProofpayReceiptError', reason: 'malformed' });

  // A real rotation: the new key is in the served set, not in the kept one.
  const rotation = await promisify(execFile)(process.execPath, [path.join(distRoot, 'src/cli.js'), 'receipt-keys', 'rotate'], {
    env: { PATH: process.env.PATH, DATABASE_URL: app.databaseUrl, DATA_DIR: app.config.dataDir, LOG_LEVEL: 'error', NODE_ENV: 'test' },
  });
  const newKid = /active receipt key: (\S+)/.exec(rotation.stdout)?.[1];
  const after = await eventually(
    async () => {
      const receipt = await receiptNow();
      return decodeProtectedHeader(receipt).kid === newKid ? receipt : undefined;
    },
    { what: 'receipts signed with the new key' },
  );
  const fetchesBefore = keySetFetches.length;
  t.match(await client.receipts.verify(after), { proof_id: proofId, verified: true });
  t.equal(keySetFetches.length, fetchesBefore + 1, 'the new kid made the client fetch the key set again');
  t.match(await client.receipts.verify(before), { proof_id: proofId }, 'the rotated-out key still checks its receipts');
});

t.test('errors: ProofpayError subclasses with status, code, message and the request id', async (t) => {
  const missing = await proofpay.checkout.sessions.retrieve('ps_doesnotexist').catch((error: unknown) => error);
  t.ok(missing instanceof NotFoundError && missing instanceof ProofpayError);
  t.match(missing, { name: 'NotFoundError', status: 404, code: 'not_found', message: /checkout session/, requestId: /\S+/ });

  const invalid = await proofpay.checkout.sessions.create({ amount_usd: 0.001 }).catch((error: unknown) => error);
  t.ok(invalid instanceof InvalidRequestError);
  t.match(invalid, { status: 400, code: 'invalid_request', message: /^amount_usd: / }, 'the message names the field');

  const response = await fetch(`${app.url}/v1/checkout/sessions/ps_doesnotexist`, { headers: { Authorization: `Bearer ${project.secretKeys.test}` } });
  t.match(response.headers.get('x-request-id'), /\S+/, 'the service answers X-Request-Id');

  const stranger = new Proofpay({ apiKey: 'sk_test_notakey', baseUrl: app.url });
  const refused = await stranger.checkout.sessions.list().then(
    () => undefined,
    (error: unknown) => error,
  );
  t.ok(refused instanceof AuthenticationError);
  t.match(refused, { status: 401, code: 'unauthorized' });
  t.throws(() => new Proofpay({ apiKey: '', baseUrl: app.url }), TypeError, 'an empty key is refused at once');
});

function decodeClaims(jws: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jws.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
