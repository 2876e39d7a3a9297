import { AuthenticationError, NotFoundError, PermissionError, Proofpay, ProofpayPlatform, InvalidRequestError } from '@proofpay/sdk';
import { Wallet } from 'ethers';
import { buildBn128 } from 'ffjavascript';
import * as snarkjs from 'snarkjs';
import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { sampleCircuit } from '../helpers/circuits.js';
import { platformToken } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';

// The platform client against the real API and worker: a user's whole path from an organization
// to a compiled circuit, its artifacts proving a statement the public client then verifies.
// Proving in this (main) thread: a single-threaded curve, so no curve workers outlive the test.
(globalThis as { curve_bn128?: unknown }).curve_bn128 = await buildBn128(true);

const app = await startTestApp(t);
const platformFor = async (email: string) => new ProofpayPlatform({ token: await platformToken(email), baseUrl: app.url });
const ada = await platformFor('ada@platform-sdk.test');
const bob = await platformFor('bob@platform-sdk.test');

const failure = (call: PromiseLike<unknown>) =>
  Promise.resolve(call).then(
    () => undefined,
    (error: unknown) => error,
  );

t.test('profile, organizations and members', async (t) => {
  t.match(await ada.profile.retrieve(), { email: 'ada@platform-sdk.test' });
  await bob.profile.retrieve(); // signs Bob in, so he can be added by e-mail

  const org = await ada.organizations.create({ name: 'Acme' });
  t.match(org, { name: 'Acme', user_role: 'admin', member_count: 1 });
  t.same(
    (await ada.organizations.list()).map((o) => o.id),
    [org.id],
  );
  t.match(await ada.organizations.update(org.id, { name: 'Acme Inc' }), { id: org.id, name: 'Acme Inc' });
  t.match(await ada.organizations.retrieve(org.id), { name: 'Acme Inc' });

  const member = await ada.organizations.members.create(org.id, { email: 'bob@platform-sdk.test' });
  t.match(member, { role: 'member', user: { email: 'bob@platform-sdk.test' } });
  t.equal((await ada.organizations.members.list(org.id)).length, 2);
  const denied = await failure(bob.organizations.update(org.id, { name: 'Mine' }));
  t.ok(denied instanceof PermissionError, 'a member may not rename');
  t.match(denied, { status: 403, code: 'forbidden', message: String, requestId: /\S+/ });
  t.match(await ada.organizations.members.update(org.id, member.id, { role: 'admin' }), { role: 'admin' });
  t.match(await ada.organizations.members.delete(org.id, member.id), { message: String });
  t.match(await ada.organizations.delete(org.id), { message: String });
  t.ok((await failure(ada.organizations.retrieve(org.id))) instanceof NotFoundError);
});

t.test('errors: 400 details name the fields; a bad token is an AuthenticationError', async (t) => {
  const invalid = await failure(ada.organizations.create({ name: '' }));
  t.ok(invalid instanceof InvalidRequestError);
  t.match(invalid, { status: 400, code: 'invalid_request', details: [{ field: 'name' }] });
  const stranger = new ProofpayPlatform({ token: 'not-a-jwt', baseUrl: app.url });
  const refused = await failure(stranger.profile.retrieve());
  t.ok(refused instanceof AuthenticationError);
  t.match(refused, { status: 401, code: 'unauthorized' });
});

t.test('projects.receivingAddress: the challenge signed by the address proves it', async (t) => {
  const org = await ada.organizations.create({ name: 'Proven' });
  const wallet = Wallet.createRandom();
  const { project } = await ada.projects.create({ organization_id: org.id, name: 'Shop', receiving_address: wallet.address });
  t.equal(project.receiving_address_control, 'unproven');
  const challenge = await ada.projects.receivingAddress.challenge(project.id);
  t.match(challenge, { message: new RegExp(wallet.address), expires_at: String });
  const proven = await ada.projects.receivingAddress.prove(project.id, { signature: await wallet.signMessage(challenge.message) });
  t.match(proven, { id: project.id, receiving_address_control: 'proven', receiving_address_proven_at: String });
  const reused = await failure(ada.projects.receivingAddress.prove(project.id, { signature: await wallet.signMessage(challenge.message) }));
  t.ok(reused instanceof InvalidRequestError, 'a challenge is used once');
  t.match(reused, { details: [{ field: 'signature' }] });
  const notAdmin = await failure(bob.projects.receivingAddress.challenge(project.id));
  t.ok(notAdmin instanceof NotFoundError || notAdmin instanceof PermissionError, 'not for an outsider');
});

t.test('projects and keys; circom files; a compiled record proves, and the public client verifies', async (t) => {
  const org = await ada.organizations.create({ name: 'Circuits' });
  const created = await ada.projects.create({ organization_id: org.id, name: 'Shop' });
  t.match(created, { project: { name: 'Shop', receiving_address: null }, secret_keys: { test: /^sk_test_/, live: /^sk_live_/ } });
  const projectId = created.project.id;
  t.same(
    (await ada.projects.list({ organization_id: org.id })).map((p) => p.id),
    [projectId],
  );
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';
  t.match(await ada.projects.update(projectId, { receiving_address: address }), { receiving_address: address });
  t.match(await ada.projects.retrieve(projectId), { id: projectId, api_keys: [{}, {}] });
  const rotation = await ada.projects.rotateKey(projectId, { mode: 'test', grace_period_seconds: 0 });
  t.match(rotation, { secret_key: /^sk_test_/ });
  const testKey = rotation.secret_key;

  const payer = new Proofpay({ apiKey: testKey, baseUrl: app.url });
  const session = await payer.checkout.sessions.create({ amount_usd: 9.99 });
  t.match(await ada.sessions.retrieve(session.id), { id: session.id }, 'GET /sessions?id=');

  const circuit = await ada.circomFiles.create({ project_id: projectId, name: 'multiplier.circom', content: 'pragma circom 2.1.0;', file_type: 'circuit' });
  const input = await ada.circomFiles.create({ project_id: projectId, name: 'input.json', content: '{"a": "3", "b": "11"}', file_type: 'input' });
  t.match(await ada.circomFiles.update({ files: [{ id: circuit.id, content: sampleCircuit('multiplier.circom') }] }), { message: String });
  t.equal((await ada.circomFiles.retrieve(circuit.id)).content, sampleCircuit('multiplier.circom'));
  t.same((await ada.circomFiles.list({ project_id: projectId })).map((f) => f.id).sort(), [circuit.id, input.id].sort());

  const { compilation_id } = await ada.compilations.create({ project_id: projectId, circuit_file_id: circuit.id, input_file_id: input.id });
  const compilation = await eventually(
    async () => {
      const current = await ada.compilations.retrieve(compilation_id);
      return ['queued', 'running'].includes(current.status) ? undefined : current;
    },
    { timeoutMs: 240_000, what: 'the compilation' },
  );
  t.match(compilation, { status: 'succeeded', public_signals: ['33'] });

  const record = await ada.zkProofs.create({ name: 'Factors', project_id: projectId, circuit_path: 'multiplier.circom' });
  t.match(record, { status: 'draft' });
  t.match(await ada.zkProofs.update(record.id, { name: 'Factors of 33' }), { name: 'Factors of 33' });
  t.same(
    (await ada.zkProofs.list({ project_id: projectId })).map((p) => p.id),
    [record.id],
  );
  t.match(await ada.zkProofs.compile(record.id), { message: String });
  const compiled = await eventually(
    async () => {
      const current = await ada.zkProofs.retrieve(record.id);
      return current.status === 'compiling' ? undefined : current;
    },
    { timeoutMs: 240_000, what: 'the record to compile' },
  );
  t.match(compiled, { status: 'compiled' });

  const wasm = await ada.zkProofs.artifact(record.id, 'circuit.wasm');
  const zkey = await ada.zkProofs.artifact(record.id, 'circuit_final.zkey', { version: 1 });
  t.ok(wasm instanceof Uint8Array && zkey.length > 0, 'artifacts as bytes');
  const vk = JSON.parse(new TextDecoder().decode(await ada.zkProofs.artifact(record.id, 'verification_key.json')));
  t.match(vk, { protocol: 'groth16', nPublic: 1 });
  const missing = await failure(ada.zkProofs.artifact(record.id, 'nothing.bin'));
  t.ok(missing instanceof NotFoundError);

  const { proof, publicSignals } = await snarkjs.groth16.fullProve({ a: '3', b: '11' }, { type: 'mem', data: wasm }, { type: 'mem', data: zkey });
  const verification = await payer.zk.verify(record.id, { proof, public_signals: publicSignals });
  t.match(verification, { proof_id: record.id, verified: true });

  const deploy = await failure(ada.zkProofs.deploy(record.id, { chain: 'sepolia' }));
  t.ok(deploy instanceof InvalidRequestError, 'the deploy request reached the route');
  t.match(deploy, { status: 400, details: [{ field: 'chain' }], message: /no deployer key is configured/ }, 'no deployer key is configured here');

  t.match(await ada.circomFiles.delete(input.id), { message: String });
  t.ok((await failure(ada.circomFiles.retrieve(input.id))) instanceof NotFoundError);
});
