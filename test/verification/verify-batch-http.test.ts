import { randomInt } from 'node:crypto';
import t from 'tap';
import { P } from '../../src/verification/groth16/bn254.js';
import { initMcl } from '../../src/verification/groth16/batch-verifier.js';
import { startTestApp } from '../helpers/app.js';
import { insertProofRecord, projectWithKeys } from '../helpers/zk-records.js';
import { clone, loadFixture, type SnarkjsItem } from './groth16-fixtures.js';
import { randomTwistPoint, toSnarkjsG2 } from './twist-points.js';

await initMcl();

const app = await startTestApp(t);
const linear = loadFixture('linear_combination');
const multiplier = loadFixture('multiplier');
const alice = await projectWithKeys(app, 'alice@batch.test');
const mallory = await projectWithKeys(app, 'mallory@batch.test');
const linearId = await insertProofRecord(app.db, alice.projectId, linear.vk);
const multiplierId = await insertProofRecord(app.db, alice.projectId, multiplier.vk);
const draftId = await insertProofRecord(app.db, alice.projectId, null);
const mallorysId = await insertProofRecord(app.db, mallory.projectId, linear.vk);
// A stored key that parses (points on the curve) but that the verifier cannot prepare.
const brokenId = await insertProofRecord(app.db, alice.projectId, { ...linear.vk, vk_gamma_2: toSnarkjsG2(randomTwistPoint()) });

const call = async (method: string, path: string, json?: unknown, key = alice.keys.test) => {
  const response = await app.request(path, { method, token: key, json });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
};
const item = (proofId: string, source: SnarkjsItem) => ({ proof_id: proofId, ...clone(source) });

t.test('a small batch is answered at once: per-item results, records and errors, one bad item failing nothing else', async (t) => {
  const falseOne = item(linearId, linear.proofs[4]!);
  falseOne.public_signals[0] = '0';
  const malformed = item(multiplierId, multiplier.proofs[2]!);
  malformed.proof.pi_a[0] = String(P);
  const items = [
    item(linearId, linear.proofs[0]!),
    item(multiplierId, multiplier.proofs[1]!),
    falseOne,
    malformed,
    item(mallorysId, linear.proofs[0]!),
    item(draftId, linear.proofs[0]!),
    { proof: linear.proofs[0]!.proof },
    'not an item',
    ...linear.proofs.slice(5, 15).map((p) => item(linearId, p)),
    item(brokenId, linear.proofs[0]!),
  ];
  const { status, body } = await call('POST', '/v1/zk/verifications', { items });
  t.equal(status, 200);
  t.match(body, {
    object: 'zk.verification_batch',
    id: null,
    status: 'completed',
    item_count: 19,
    processed_count: 19,
    verified_count: 12,
    unverified_count: 1,
    error_count: 6,
  });
  const data = body.items.data;
  t.equal(body.items.has_more, false);
  t.same(
    data.map((d: any) => d.index),
    [...items.keys()],
  );
  t.same(
    data.map((d: any) => d.status),
    ['verified', 'verified', 'not_verified', 'error', 'error', 'error', 'error', 'error', ...Array(10).fill('verified'), 'error'],
  );
  t.match(data[0], { proof_id: linearId, verification: { object: 'zk.verification', proof_id: linearId, verified: true, receipt: String }, error: null });
  t.match(data[1].verification, { proof_id: multiplierId, verified: true });
  t.match(data[3].error, {
    code: 'invalid_request',
    message: 'items[3].proof.pi_a[0]: must be less than the field modulus p',
    details: [{ field: 'items[3].proof.pi_a[0]' }],
  });
  t.match(data[4].error, { code: 'not_found', message: `No such ZK proof: ${mallorysId}` }, "another project's record is unknown here");
  t.match(data[5].error, { code: 'proof_not_ready' });
  t.match(data[6], { proof_id: null, error: { code: 'invalid_request', details: [{ field: 'items[6].proof_id', message: 'is required' }] } });
  t.match(data[7].error, { code: 'invalid_request', details: [{ field: 'items[7]', message: 'must be an object' }] });
  t.match(data[18].error, { code: 'proof_not_ready', message: /verification key of version 1 is unusable \(vk\.vk_gamma_2: is not in the order-r subgroup\)/ });

  const { rows } = await app.db.query('SELECT id FROM zk_verifications WHERE project_id = $1 ORDER BY id', [alice.projectId]);
  const answered = data.flatMap((d: any) => (d.verification ? [d.verification.id] : [])).sort();
  t.same(
    rows.map((r) => r.id),
    answered,
    'every verification is stored, and only those',
  );
});

t.test('500 items with 7 bad ones at random places, through the job: exactly those 7 are false', async (t) => {
  const items = Array.from({ length: 500 }, (_, k) => item(linearId, linear.proofs[k % linear.proofs.length]!));
  const badAt = new Set<number>();
  // Item 0 stays good: its receipt is checked at the attestation endpoint below.
  while (badAt.size < 7) badAt.add(randomInt(1, 500));
  for (const k of badAt) items[k]!.public_signals[1] = String(BigInt(items[k]!.public_signals[1]!) + 1n);
  t.comment(`bad at ${[...badAt].sort((a, b) => a - b).join(', ')}`);

  const created = await call('POST', '/v1/zk/verifications', { items });
  t.equal(created.status, 202);
  t.match(created.body, { object: 'zk.verification_batch', id: /^zkb_/, status: 'queued', item_count: 500, processed_count: 0 });
  t.equal(created.headers.get('location'), `/v1/zk/verifications/${created.body.id}`);

  let batch = created.body;
  for (let polls = 0; batch.status !== 'completed'; polls++) {
    if (polls > 600) throw new Error(`batch not completed: ${JSON.stringify(batch)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    batch = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=1`)).body;
  }
  t.match(batch, { status: 'completed', processed_count: 500, verified_count: 493, unverified_count: 7, error_count: 0, completed_at: String });

  const results: any[] = [];
  let page = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=100`)).body.items;
  results.push(...page.data);
  while (page.has_more) {
    page = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=100&starting_after=${results.at(-1).index}`)).body.items;
    results.push(...page.data);
  }
  t.same(
    results.map((r) => r.index),
    [...Array(500).keys()],
    'five pages of 100, in order',
  );
  t.same(
    results.flatMap((r) => (r.verification.verified ? [] : [r.index])),
    [...badAt].sort((a, b) => a - b),
  );
  for (const [query, message] of [
    ['?page=2', 'page: is not a parameter of this list; use limit or starting_after'],
    ['?limit=10&limit=20', 'limit: must be given once'],
    ['?limit=101', 'limit: must be an integer from 1 to 100'],
    ['?starting_after=first', 'starting_after: must be the index of an item (a non-negative integer)'],
  ]) {
    const refused = await call('GET', `/v1/zk/verifications/${created.body.id}${query}`);
    t.same([refused.status, refused.body.error?.message], [400, message], `paging parameters ${query}`);
  }
  const check = (await (await app.request('/v1/attestations/verify', { method: 'POST', json: { receipt: results[0].verification.receipt } })).json()) as any;
  t.match(check, { valid: true, claims: { jti: results[0].verification.id, proof_id: linearId, verified: true } });
  const defaultPage = (await call('GET', `/v1/zk/verifications/${created.body.id}`)).body.items;
  t.equal(defaultPage.data.length, 20, 'limit defaults to 20');

  const foreign = await call('GET', `/v1/zk/verifications/${created.body.id}`, undefined, mallory.keys.test);
  t.equal(foreign.status, 404, "another project's batch is not found");
  const bad = await call('GET', `/v1/zk/verifications/${created.body.id}?limit=101`);
  t.match(bad, { status: 400, body: { error: { code: 'invalid_request', message: /^limit: / } } });
});

t.test('item errors through the job; a job that runs again (a retry after a crash) skips the items already done', async (t) => {
  const items: unknown[] = Array.from({ length: 150 }, (_, k) => item(linearId, linear.proofs[k % 16]!));
  items[10] = item(mallorysId, linear.proofs[0]!);
  const malformed = item(linearId, linear.proofs[1]!);
  malformed.proof.pi_a[0] = '0x01';
  items[20] = malformed;
  const created = await call('POST', '/v1/zk/verifications', { items });
  let batch = created.body;
  while (batch.status !== 'completed') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    batch = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=1`)).body;
  }
  const at = async (index: number) =>
    (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=1${index > 0 ? `&starting_after=${index - 1}` : ''}`)).body.items.data[0];
  t.match(await at(10), { index: 10, proof_id: mallorysId, status: 'error', verification: null, error: { code: 'not_found' } });
  t.match(await at(20), {
    index: 20,
    status: 'error',
    error: { code: 'invalid_request', message: 'items[20].proof.pi_a[0]: must be a canonical decimal string (digits only, no leading zeros)' },
  });
  t.match(await at(0), { index: 0, status: 'verified', error: null });
  // As if the job had been retried after recording its chunks: the batch unfinished, a job queued.
  await app.db.query(`UPDATE zk_verification_batches SET status = 'running' WHERE id = $1`, [created.body.id]);
  await app.db.query(`SELECT graphile_worker.add_job('zk.verify_batch', json_build_object('batch_id', $1::text))`, [created.body.id]);
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    batch = (await call('GET', `/v1/zk/verifications/${created.body.id}?limit=1`)).body;
  } while (batch.status !== 'completed');
  const { rows } = await app.db.query('SELECT count(*)::int AS n FROM zk_verifications WHERE batch_id = $1', [created.body.id]);
  t.equal(rows[0].n, 148, 'one verification per verified item, none twice');
  t.match(batch, { processed_count: 150, verified_count: 148, error_count: 2 });
});

t.test('batch limits: empty and oversized batches are 400 naming items', async (t) => {
  t.match(await call('POST', '/v1/zk/verifications', { items: [] }), { status: 400, body: { error: { message: /^items: / } } });
  const tooMany = Array.from({ length: 10_001 }, () => 1);
  t.match(await call('POST', '/v1/zk/verifications', { items: tooMany }), { status: 400, body: { error: { message: /^items: .*10000/ } } });
});
