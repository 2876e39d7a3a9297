import { createHash } from 'node:crypto';
import t from 'tap';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { metrics } from '../../src/core/metrics.js';
import { P, R } from '../../src/verification/groth16/bn254.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { parseServerTiming } from '../helpers/server-timing.js';
import { startTestApp } from '../helpers/app.js';
import { addProofVersion, insertProofRecord, projectWithKeys } from '../helpers/zk-records.js';
import { clone, loadFixture, type SnarkjsItem } from './groth16-fixtures.js';
import { randomTwistPoint, toSnarkjsG2 } from './twist-points.js';

await initMcl();
// Two pool threads on any machine: a lone proof's two sides run on both at once.
const app = await startTestApp(t, { worker: false, env: { POOL_THREADS: '2' } });
const fixture = loadFixture('linear_combination');
const alice = await projectWithKeys(app, 'alice@zk.test');
const mallory = await projectWithKeys(app, 'mallory@zk.test');
const proofId = await insertProofRecord(app.db, alice.projectId, fixture.vk);
const draftId = await insertProofRecord(app.db, alice.projectId, null);
const mallorysId = await insertProofRecord(app.db, mallory.projectId, fixture.vk);

const verify = async (id: string, item: unknown, key = alice.keys.test) => {
  const response = await app.request(`/v1/zk/proofs/${id}/verify`, { method: 'POST', token: key, json: item });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
};
const jwks = async () => (await (await app.request('/v1/.well-known/jwks.json')).json()) as JSONWebKeySet;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

t.test('a valid proof: 200, a stored verification, and a receipt jose verifies with the JWKS key', async (t) => {
  const item = fixture.proofs[3]!;
  const { status, body, headers } = await verify(proofId, item);
  t.equal(status, 200);
  t.match(body, { object: 'zk.verification', id: /^zkv_/, proof_id: proofId, verified: true, receipt: String, created_at: String });
  t.match(headers.get('ratelimit-policy'), /"key";q=\d+;w=\d+, "ip"/, 'limited per key and per IP');

  const { payload, protectedHeader } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.match(protectedHeader, { alg: 'EdDSA', kid: String, typ: 'JWT' });
  t.match(payload, { iss: app.url, jti: body.id, proof_id: proofId, verified: true, network: 'testnet', iat: Number });

  // The hashes recomputed from the JSON text as docs/receipts.md describes, without the service's code.
  const g1 = (p: string[]) => `["${p[0]}","${p[1]}"]`;
  const g2 = (p: string[][]) => `[["${p[0]![0]}","${p[0]![1]}"],["${p[1]![0]}","${p[1]![1]}"]]`;
  const vk = fixture.vk as unknown as Record<string, string[] & string[][]> & { IC: string[][] };
  t.equal(payload.proof_hash, sha256(`[${g1(item.proof.pi_a)},${g2(item.proof.pi_b)},${g1(item.proof.pi_c)}]`));
  t.equal(payload.public_signals_hash, sha256(`[${item.public_signals.map((s) => `"${s}"`).join(',')}]`));
  t.equal(
    payload.vk_hash,
    sha256(`["groth16","bn128",4,${g1(vk.vk_alpha_1!)},${g2(vk.vk_beta_2!)},${g2(vk.vk_gamma_2!)},${g2(vk.vk_delta_2!)},[${vk.IC.map(g1).join(',')}]]`),
  );

  const { rows } = await app.db.query('SELECT project_id, proof_id, proof_version, verified, receipt, network FROM zk_verifications WHERE id = $1', [body.id]);
  t.same(rows, [{ project_id: alice.projectId, proof_id: proofId, proof_version: 1, verified: true, receipt: body.receipt, network: 'testnet' }]);
});

t.test('Server-Timing says where the time went: the key read on a first verify, then only the verify, the pool and the store', async (t) => {
  const recordId = await insertProofRecord(app.db, alice.projectId, fixture.vk);
  const timed = async () => {
    const started = performance.now();
    const { status, headers } = await verify(recordId, fixture.proofs[0]);
    const elapsed = performance.now() - started;
    t.equal(status, 200);
    const header = headers.get('server-timing') ?? '';
    t.match(header, /^[a-z]+;dur=\d+\.\d\d(, [a-z]+;dur=\d+\.\d\d)*$/, `in the header's syntax: ${header}`);
    const parts = parseServerTiming(header);
    const total = [...parts.values()].reduce((sum, ms) => sum + ms, 0);
    t.ok(total <= elapsed, `the parts (${total.toFixed(2)} ms) fit in the request as the client saw it (${elapsed.toFixed(2)} ms)`);
    t.ok(parts.get('verify')! > 0, 'the Groth16 check took time in its thread');
    return parts;
  };
  t.same([...(await timed()).keys()].sort(), ['keys', 'pool', 'store', 'verify'], 'a record this process has not read: its key is read first');
  t.same([...(await timed()).keys()].sort(), ['pool', 'store', 'verify'], 'then its key is known: no read before the verify');
});

t.test('a live key stamps mainnet on the receipt', async (t) => {
  const { body } = await verify(proofId, fixture.proofs[0], alice.keys.live);
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.equal(payload.network, 'mainnet');
});

t.test('a well-formed but invalid proof: 200 with verified false and a receipt saying so', async (t) => {
  const item = clone(fixture.proofs[1]!);
  item.public_signals[2] = String(BigInt(item.public_signals[2]!) + 1n);
  const { status, body } = await verify(proofId, item);
  t.equal(status, 200);
  t.equal(body.verified, false);
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.equal(payload.verified, false);
  const check = (await (await app.request('/v1/attestations/verify', { method: 'POST', json: { receipt: body.receipt } })).json()) as any;
  t.match(check, { valid: true, claims: { verified: false, jti: body.id } });
});

t.test('each malformed proof is a 400 invalid_request naming the field', async (t) => {
  const cases: [string, (i: SnarkjsItem) => void, RegExp][] = [
    ['pi_a missing', (i) => delete (i.proof as Partial<SnarkjsItem['proof']>).pi_a, /^proof\.pi_a: must be an array of 3/],
    ['pi_b wrong shape', (i) => (i.proof.pi_b[1] = ['1'] as never), /^proof\.pi_b\[1\]: must be an array of 2/],
    ['non-decimal string', (i) => (i.proof.pi_a[0] = '0x1f'), /^proof\.pi_a\[0\]: must be a canonical decimal string/],
    ['coordinate >= p', (i) => (i.proof.pi_c[1] = String(P + 5n)), /^proof\.pi_c\[1\]: must be less than the field modulus p/],
    ['G1 point off the curve', (i) => (i.proof.pi_a[1] = String((BigInt(i.proof.pi_a[1]!) + 1n) % P)), /^proof\.pi_a: is not on the curve/],
    ['G2 point off the curve', (i) => (i.proof.pi_b[0]![0] = String((BigInt(i.proof.pi_b[0]![0]!) + 1n) % P)), /^proof\.pi_b: is not on the curve/],
    ['G2 point outside the subgroup', (i) => (i.proof.pi_b = toSnarkjsG2(randomTwistPoint())), /^proof\.pi_b: is not in the order-r subgroup/],
    ['too few public signals', (i) => i.public_signals.pop(), /^public_signals: must have 4 elements \(the key's nPublic\), got 3/],
    ['signal >= r', (i) => (i.public_signals[2] = String(R)), /^public_signals\[2\]: must be less than the scalar field order r/],
    ['public_signals missing', (i) => delete (i as Partial<SnarkjsItem>).public_signals, /^public_signals: is required/],
  ];
  for (const [label, tamper, message] of cases) {
    const item = clone(fixture.proofs[2]!);
    tamper(item);
    const { status, body } = await verify(proofId, item);
    t.equal(status, 400, `${label}: 400`);
    t.equal(body.error?.code, 'invalid_request', `${label}: invalid_request`);
    t.match(body.error?.message, message, `${label}: ${body.error?.message}`);
  }
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM zk_verifications WHERE proof_id = $1 AND verified = true', [proofId]);
  t.equal(rows[0].n, 2, 'malformed proofs leave no verification behind');
});

t.test('a lone proof on two idle threads runs as its two sides at once, a batch of two as one task, and eight at once each as one or the other', async (t) => {
  const recordId = await insertProofRecord(app.db, alice.projectId, fixture.vk);
  const tasks = async () => {
    const { values } = await metrics.poolTasks.get();
    const of = (task: string) => values.find((v) => v.labels.task === task)?.value ?? 0;
    return { halves: of('groth16-verify-half'), whole: of('groth16-verify') };
  };
  const since = async (before: { halves: number; whole: number }) => {
    const now = await tasks();
    return { halves: now.halves - before.halves, whole: now.whole - before.whole };
  };

  let before = await tasks();
  const wrong = clone(fixture.proofs[5]!);
  wrong.public_signals[0] = String(BigInt(wrong.public_signals[0]!) + 1n);
  const [first, again, falseOne] = [await verify(recordId, fixture.proofs[4]), await verify(recordId, fixture.proofs[4]), await verify(recordId, wrong)];
  t.match(
    [first, again, falseOne],
    [
      { status: 200, body: { verified: true } },
      { status: 200, body: { verified: true } },
      { status: 200, body: { verified: false } },
    ],
  );
  t.same(await since(before), { halves: 6, whole: 0 }, 'the first verify (key read), the next (key known) and a false proof: two sides each');
  const keys = createLocalJWKSet(await jwks());
  const claims = await Promise.all([first, falseOne].map(async ({ body }) => (await jwtVerify(body.receipt, keys)).payload));
  t.match(claims, [{ verified: true }, { verified: false }], 'each receipt signs its own verdict');

  before = await tasks();
  const batch = await app.request('/v1/zk/verifications', {
    method: 'POST',
    token: alice.keys.test,
    json: { items: [fixture.proofs[6]!, fixture.proofs[7]!].map((item) => ({ proof_id: recordId, ...item })) },
  });
  t.match(await batch.json(), { verified_count: 2, items: { data: [{ status: 'verified' }, { status: 'verified' }] } });
  t.same(await since(before), { halves: 0, whole: 1 }, 'two proofs of one key: one task');

  before = await tasks();
  const answers = await Promise.all(fixture.proofs.slice(0, 8).map((item) => verify(recordId, item)));
  t.ok(
    answers.every((a) => a.status === 200 && a.body.verified === true),
    'eight at once: every one verified',
  );
  const { halves, whole } = await since(before);
  // A proof that waited for a thread may have joined another's waiting task (merged-tasks.ts).
  t.ok(halves % 2 === 0 && halves / 2 + whole >= 1 && halves / 2 + whole <= 8, `two sides each, or in tasks they may share (${halves / 2} and ${whole})`);
});

t.test("another project's record and an unknown id are 404; an uncompiled record is 409 proof_not_ready", async (t) => {
  const foreign = await verify(mallorysId, fixture.proofs[0]);
  t.same([foreign.status, foreign.body], [404, { error: { code: 'not_found', message: 'No such ZK proof' } }]);
  const unknown = await verify('zkp_doesnotexist', fixture.proofs[0]);
  t.same([unknown.status, unknown.body], [404, foreign.body], 'the same answer as a foreign record');
  const draft = await verify(draftId, fixture.proofs[0]);
  t.equal(draft.status, 409);
  t.match(draft.body, { error: { code: 'proof_not_ready', message: /no verification key yet \(status draft\)/ } });
  const mallorysOwn = await verify(mallorysId, fixture.proofs[0], mallory.keys.test);
  t.match(mallorysOwn, { status: 200, body: { verified: true } }, 'the owner verifies it');
  const again = await verify(mallorysId, fixture.proofs[0]);
  t.same([again.status, again.body], [404, foreign.body], 'still 404 for another project once its owner has verified it here');
});

t.test('a record recompiled to another key, by any process, verifies against the new key from the next request on', async (t) => {
  // Two circuits with one public signal each: a proof of either is well-formed under both keys.
  const [multiplier, poseidon] = [loadFixture('multiplier'), loadFixture('poseidon_preimage')];
  const recordId = await insertProofRecord(app.db, alice.projectId, multiplier.vk);
  t.match(await verify(recordId, multiplier.proofs[0]), { status: 200, body: { verified: true } }, 'version 1 read and verified');

  // Written straight to the tables, as another API or worker process would: nothing here is told.
  t.equal(await addProofVersion(app.db, recordId, poseidon.vk), 2);
  const { status, body } = await verify(recordId, multiplier.proofs[0]);
  t.match([status, body], [200, { verified: false }], 'a proof of the old key is judged by the new one (the old key would say true)');
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.match(payload, { verified: false });
  const { rows } = await app.db.query('SELECT proof_version, vk_hash, verified FROM zk_verifications WHERE id = $1', [body.id]);
  t.same(rows, [{ proof_version: 2, vk_hash: payload.vk_hash, verified: false }], 'stored as a verification of version 2, with its key hash');
  t.match(await verify(recordId, poseidon.proofs[0]), { status: 200, body: { verified: true } }, 'a proof of the new key verifies');

  const batch = await app.request('/v1/zk/verifications', {
    method: 'POST',
    token: alice.keys.test,
    json: { items: [poseidon.proofs[1], multiplier.proofs[1]].map((item) => ({ proof_id: recordId, ...item })) },
  });
  t.match((await batch.json()) as any, { items: { data: [{ status: 'verified' }, { status: 'not_verified' }] } }, 'and in a batch');

  await app.db.query('DELETE FROM zk_proofs WHERE id = $1', [recordId]);
  t.equal((await verify(recordId, poseidon.proofs[0])).status, 404, 'a deleted record is 404 at once');
});

t.test('without a secret key: 401', async (t) => {
  const response = await app.request(`/v1/zk/proofs/${proofId}/verify`, { method: 'POST', json: fixture.proofs[0] });
  t.equal(response.status, 401);
  t.match(await response.json(), { error: { code: 'unauthorized' } });
});

t.test('the JWKS is public, cacheable and in the spec entry shape', async (t) => {
  const response = await app.request('/v1/.well-known/jwks.json');
  t.equal(response.status, 200);
  t.match(response.headers.get('cache-control'), /public, max-age=\d+/);
  const { keys } = (await response.json()) as { keys: Record<string, string>[] };
  t.equal(keys.length, 1);
  t.same(Object.keys(keys[0]!).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x']);
  t.match(keys[0], { kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
});
