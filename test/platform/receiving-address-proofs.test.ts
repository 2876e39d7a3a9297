import { ContractFactory, Wallet } from 'ethers';
import t from 'tap';
import { minedReceipt } from '../../src/core/chain/mined.js';
import { compiledFixture } from '../helpers/chain.js';
import { assertPlatformError, caller, newProject } from '../helpers/platform.js';
import { paymentsWorld, RECEIVING, RECEIVING_KEY } from '../payments/fixture.js';

// Receiving addresses proven, not claimed (docs/platform.md, "Receiving addresses"), on a real anvil:
// organization A (the fixture's "Acme") receives at RECEIVING (anvil's account #5); organization B
// is a hostile tenant that sets the same address on its own project.
const world = await paymentsWorld(t);
const { app, admin: ada, projectId, pass, create, session, pay, option, usdc, chain } = world;
const receiver = new Wallet(RECEIVING_KEY);
const bob = await caller(app, 'bob@example.test');
const hostile = await newProject(bob, 'Hostile', { receiving_address: RECEIVING });

/** The owner's session paid by the round amount in the proof test, refunded in the refund test. */
let ownersSessionId = '';

const challenge = async (call: typeof ada, id: string) => call('POST', `/api/projects/${id}/receiving_address/challenge`);
const prove = async (call: typeof ada, id: string, signature: string) => call('POST', `/api/projects/${id}/receiving_address/proof`, { signature });
const v1 = async (key: string, method: string, path: string, json?: unknown) => {
  const response = await app.request(path, { method, token: key, ...(json === undefined ? {} : { json }) });
  return { status: response.status, body: (await response.json()) as any };
};

t.test('before any proof, both organizations see the address as shared and unproven; live keys take no session', async (t) => {
  t.equal((await ada('GET', `/api/projects/${projectId}`)).body.project.receiving_address_control, 'unproven_shared');
  t.match((await bob('GET', `/api/projects/${hostile.projectId}`)).body.project, {
    receiving_address_control: 'unproven_shared',
    receiving_address_proven_at: null,
  });
  const live = await v1(world.liveKey, 'POST', '/v1/checkout/sessions', { amount_usd: 5 });
  t.equal(live.status, 400);
  t.match(live.body.error, { code: 'invalid_request', message: /^receiving_address: live keys take payments only at a proven address/ });
  t.equal((await v1(world.key, 'POST', '/v1/checkout/sessions', { amount_usd: 5 })).status, 201, 'test keys do');
});

t.test('a signature by anyone else, of an expired or of a used challenge, is refused naming signature', async (t) => {
  const { message, expires_at: expiresAt } = (await challenge(ada, projectId)).body;
  t.match(message, /asks you to prove that you control this receiving address:\n0x/);
  t.match(message, new RegExp(`Project: Acme project \\(${projectId}\\)`));
  t.ok(Date.parse(expiresAt) - Date.now() > 9 * 60_000, 'ten minutes');
  const stranger = await prove(ada, projectId, await Wallet.createRandom().signMessage(message));
  assertPlatformError(t, stranger, 400, ['signature']);
  t.match(stranger.body.error, /^signature: is not a signature of an open challenge by 0x/);

  await app.db.query("UPDATE receiving_address_challenges SET expires_at = now() - interval '1 second' WHERE message = $1", [message]);
  const expired = await prove(ada, projectId, await receiver.signMessage(message));
  assertPlatformError(t, expired, 400, ['signature']);
  t.match(expired.body.error, /^signature: signs a challenge that expired at /);
  t.equal((await ada('GET', `/api/projects/${projectId}`)).body.project.receiving_address_control, 'unproven_shared', 'still unproven');
  t.equal((await challenge(bob, projectId)).status, 404, "another organization's project does not exist for it");
});

t.test("the address's owner proves it by EIP-191; the hostile tenant is then refused everything untagged", async (t) => {
  // Before the proof: the hostile tenant's own $12.50 session, and an unattributed payment it could see.
  const hostileSession = await v1(hostile.secretKeys.test, 'POST', '/v1/checkout/sessions', { amount_usd: 12.5 });
  t.equal(hostileSession.status, 201);

  const { message } = (await challenge(ada, projectId)).body;
  const signature = await receiver.signMessage(message);
  const proven = await prove(ada, projectId, signature);
  t.equal(proven.status, 200);
  t.match(proven.body.project, { receiving_address_control: 'proven', receiving_address_proven_at: /^\d{4}-/ });
  const reused = await prove(ada, projectId, signature);
  assertPlatformError(t, reused, 400, ['signature']);
  t.match(reused.body.error, /^signature: signs a challenge that was already used/);

  t.equal((await bob('GET', `/api/projects/${hostile.projectId}`)).body.project.receiving_address_control, 'proven_by_another_organization');
  const taken = await bob('PATCH', `/api/projects/${hostile.projectId}`, { receiving_address: null });
  t.equal(taken.status, 200);
  const setAgain = await bob('PATCH', `/api/projects/${hostile.projectId}`, { receiving_address: RECEIVING });
  assertPlatformError(t, setAgain, 409, ['receiving_address'], 'conflict');
  const otherOrg = (await bob('POST', '/api/organizations', { name: 'Hostile 2' })).body.organization;
  assertPlatformError(
    t,
    await bob('POST', '/api/projects', { organization_id: otherOrg.id, name: 'x', receiving_address: RECEIVING }),
    409,
    ['receiving_address'],
    'conflict',
  );

  // A project that used it before the proof (the hostile one keeps its old sessions) takes no new session on it.
  const late = await newProject(bob, 'Hostile 3', {});
  await app.db.query('UPDATE projects SET receiving_address = $2 WHERE id = $1', [late.projectId, RECEIVING]); // as set before the proof
  const refused = await v1(late.secretKeys.test, 'POST', '/v1/checkout/sessions', { amount_usd: 3 });
  t.equal(refused.status, 400);
  t.match(refused.body.error.message, /^receiving_address: the address is proven by another organization/);
  t.equal((await v1(world.liveKey, 'POST', '/v1/checkout/sessions', { amount_usd: 5 })).status, 201, "the owner's live key now takes sessions");

  // A round 12.50 with both organizations' $12.50 sessions open: the owner's, not ambiguous.
  const owners = await create(12.5);
  const round = await pay(usdc, 12_500_000n);
  await chain.mine(2);
  await pass();
  t.equal((await session(owners.id)).payment?.tx_hash, round, "credited by price to the owner's session");
  ownersSessionId = owners.id;
  // Money without a tag: listed, announced and attachable for the owner only.
  const unattributed = await pay(usdc, 77_000_000n);
  await pass();
  const ownersList = await v1(world.key, 'GET', '/v1/payments?status=unattributed');
  const payment = ownersList.body.data.find((p: any) => p.tx_hash === unattributed);
  t.ok(payment, "in the owner's list");
  t.same((await v1(late.secretKeys.test, 'GET', '/v1/payments?status=unattributed')).body.data, [], 'not in the hostile list');
  t.equal((await v1(late.secretKeys.test, 'POST', `/v1/payments/${payment.id}/attach`, { session: hostileSession.body.id })).status, 404);
  const events = await app.db.query<{ project_id: string }>(
    "SELECT DISTINCT project_id FROM events WHERE type = 'payment.unattributed' AND object->>'tx_hash' = $1",
    [unattributed],
  );
  t.same(
    events.rows.map((row) => row.project_id),
    [projectId],
    'announced to the owner only',
  );
});

t.test("a hostile tenant's refund from the owner's address is refused; the owner's own refund is matched", async (t) => {
  // The hostile tenant's session paid by its own tag before the proof would still be its own; its refund
  // from an address another organization proved is refused.
  const { rows } = await app.db.query<{ id: string }>(
    "SELECT s.id FROM checkout_sessions s JOIN projects p ON p.id = s.project_id WHERE p.organization_id = $1 AND s.status = 'pending' LIMIT 1",
    [hostile.organizationId],
  );
  const hostileSession = (await v1(hostile.secretKeys.test, 'GET', `/v1/checkout/sessions/${rows[0]!.id}`)).body;
  await pay(usdc, option(hostileSession).amount_base_units);
  await chain.mine(2);
  await pass();
  t.equal((await v1(hostile.secretKeys.test, 'GET', `/v1/checkout/sessions/${hostileSession.id}`)).body.status, 'completed', 'its tagged payment is its own');
  const refund = await v1(hostile.secretKeys.test, 'POST', `/v1/checkout/sessions/${hostileSession.id}/refunds`, {
    amount: '1.00',
    to_address: Wallet.createRandom().address,
  });
  t.equal(refund.status, 400);
  t.match(refund.body.error.message, /^id: the receiving address the session was paid at is another organization's/);

  const customer = Wallet.createRandom().address;
  const ownersRefund = await v1(world.key, 'POST', `/v1/checkout/sessions/${ownersSessionId}/refunds`, { amount: '1.00', to_address: customer });
  t.equal(ownersRefund.status, 201);
  const sent = await (usdc.connect(receiver.connect(chain.provider)) as any).transfer(customer, 1_000_000n);
  await minedReceipt(chain.provider, sent.hash);
  await chain.mine(2);
  await pass();
  t.match((await v1(world.key, 'GET', `/v1/checkout/sessions/${ownersSessionId}/refunds/${ownersRefund.body.id}`)).body, {
    status: 'succeeded',
    tx_hash: sent.hash.toLowerCase(),
  });
});

t.test('a contract account proves its address with ERC-1271; a signature its owner did not make is refused', async (t) => {
  const owner = Wallet.createRandom();
  const { abi, bytecode } = compiledFixture('OwnerSignedWallet');
  const deployed = await new ContractFactory(abi as never, bytecode, chain.deployer).deploy(owner.address);
  await minedReceipt(chain.provider, deployed.deploymentTransaction()!.hash);
  const safe = await deployed.getAddress();
  const org = (await ada('POST', '/api/organizations', { name: 'Safe owners' })).body.organization;
  const project = (await ada('POST', '/api/projects', { organization_id: org.id, name: 'Safe shop', receiving_address: safe })).body.project;
  const { message } = (await challenge(ada, project.id)).body;
  assertPlatformError(t, await prove(ada, project.id, await Wallet.createRandom().signMessage(message)), 400, ['signature']);
  const proven = await prove(ada, project.id, await owner.signMessage(message));
  t.equal(proven.status, 200);
  t.equal(proven.body.project.receiving_address_control, 'proven');
});
