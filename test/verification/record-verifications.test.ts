import t from 'tap';
import { newId } from '../../src/core/ids.js';
import { listBatchItems } from '../../src/verification/verification-batches.js';
import { recordVerifications, type VerificationRecord } from '../../src/verification/verify-proofs.js';
import { freshDatabase } from '../helpers/database.js';
import { insertProofRecord } from '../helpers/zk-records.js';

// recordVerifications stores a verification's rows; its query plan is checked by `npm run bench:plans`
// (docs/performance.md#query-plans).
const { db } = await freshDatabase(t);
await db.query(`INSERT INTO users (id, subject, email) VALUES ('usr_rec', 'rec', 'rec@proofpay.test')`);
await db.query(`INSERT INTO organizations (id, name, owner_id) VALUES ('org_rec', 'Rec', 'usr_rec')`);
await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ('proj_rec', 'org_rec', 'Rec')`);
await db.query(`INSERT INTO receipt_signing_keys (kid, x, sealed_private_key) VALUES ('kid_rec', 'x', 'sealed')`);
const proofId = await insertProofRecord(db, 'proj_rec', { nPublic: 1 });

const verification = (fields: Partial<VerificationRecord> = {}): VerificationRecord => ({
  id: newId('zkv'),
  proof_id: proofId,
  proof_version: 1,
  network: 'testnet',
  verified: true,
  vk_hash: 'a'.repeat(64),
  proof_hash: 'b'.repeat(64),
  public_signals_hash: 'c'.repeat(64),
  receipt: 'header.claims.signature',
  kid: 'kid_rec',
  created_at: new Date('2026-11-27T06:01:02.345Z'),
  onchain: null,
  reason: null,
  ...fields,
});

t.test('every field is stored as given, an on-chain check and a batch item included', async (t) => {
  await db.query(`INSERT INTO zk_verification_batches (id, project_id, network, item_count) VALUES ('zkb_rec', 'proj_rec', 'testnet', 2)`);
  const onchain = { chain: 'base-sepolia', chain_id: 84532, contract_address: '0x52908400098527886e0f7030069857d2e4169ee7', block_number: 9_007_199_254 };
  const records = [
    { ...verification({ verified: false, onchain, reason: 'the deployed verifier answered false' }), batch_id: 'zkb_rec', item_index: 0 },
    { ...verification(), batch_id: 'zkb_rec', item_index: 1 },
  ];
  t.equal(await recordVerifications(db, 'proj_rec', records), 2);
  // A re-run of the batch's job stores nothing twice.
  t.equal(
    await recordVerifications(
      db,
      'proj_rec',
      records.map((record) => ({ ...record, id: newId('zkv') })),
    ),
    0,
  );
  const { rows } = await db.query(
    `SELECT id, project_id, proof_id, proof_version, network, verified, vk_hash, proof_hash, public_signals_hash, receipt, kid, created_at,
            batch_id, item_index, chain, chain_id::text, contract_address, block_number::text, reason
       FROM zk_verifications WHERE batch_id = 'zkb_rec' ORDER BY item_index`,
  );
  const stored = ({ onchain: check, ...record }: VerificationRecord & { batch_id: string; item_index: number }) => ({
    ...record,
    project_id: 'proj_rec',
    chain: check?.chain ?? null,
    chain_id: check ? String(check.chain_id) : null,
    contract_address: check?.contract_address ?? null,
    block_number: check ? String(check.block_number) : null,
  });
  t.same(rows, records.map(stored));
});

t.test('with ifCurrent, a verification is stored only for the current version of a record of the project', async (t) => {
  await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ('proj_other', 'org_rec', 'Other')`);
  // The record's version 1 is current here: only the project differs.
  t.equal(await recordVerifications(db, 'proj_other', [verification()], { ifCurrent: true }), 0, "not for another project's record");
  await db.query('UPDATE zk_proofs SET current_version = 2 WHERE id = $1', [proofId]);
  t.teardown(() => db.query('UPDATE zk_proofs SET current_version = 1 WHERE id = $1', [proofId]));
  t.equal(await recordVerifications(db, 'proj_rec', [verification()], { ifCurrent: true }), 0, 'not for a version no longer current');
  t.equal(await recordVerifications(db, 'proj_rec', [verification()]), 1, 'without the guard, stored');
  await t.rejects(recordVerifications(db, 'proj_rec', [verification(), verification()], { ifCurrent: true }), /one verification/);
});

// Verifications name their project without a foreign key (sql/004_verification.sql): its deletion reaches them
// through their records, and a batch's through the batch.
t.test("an organization's deletion takes its projects' verifications, single and batch", async (t) => {
  await db.query(`INSERT INTO organizations (id, name, owner_id) VALUES ('org_gone', 'Gone', 'usr_rec')`);
  await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ('proj_gone', 'org_gone', 'Gone')`);
  const goneProof = await insertProofRecord(db, 'proj_gone', { nPublic: 1 });
  await db.query(`INSERT INTO zk_verification_batches (id, project_id, network, item_count) VALUES ('zkb_gone', 'proj_gone', 'testnet', 1)`);
  t.equal(await recordVerifications(db, 'proj_gone', [verification({ proof_id: goneProof })], { ifCurrent: true }), 1);
  t.equal(await recordVerifications(db, 'proj_gone', [{ ...verification({ proof_id: goneProof }), batch_id: 'zkb_gone', item_index: 0 }]), 1);
  const count = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM zk_verifications WHERE project_id = 'proj_gone'`)).rows[0]!.n;
  t.equal(await count(), 2);
  await db.query(`DELETE FROM organizations WHERE id = 'org_gone'`);
  t.equal(await count(), 0, 'none is left behind');
});

t.test("a batch's page finds its items' verifications by the batch items' unique index", async (t) => {
  await db.query(
    `INSERT INTO zk_verification_batch_items (batch_id, item_index, proof_id, processed) VALUES ('zkb_rec', 0, $1, true), ('zkb_rec', 1, $1, true)`,
    [proofId],
  );
  // The page's own query, between two readings of the index's scan count (counts this backend has
  // not yet reported are read too, hence the difference). A few rows make a scan cheapest; what is
  // asked is whether the partial index can serve that query at all.
  const client = await db.connect();
  t.teardown(() => client.release());
  const scans = async () =>
    (await client.query<{ scans: number }>(`SELECT pg_stat_get_xact_numscans('zk_verifications_batch_item'::regclass)::int AS scans`)).rows[0]!.scans;
  await client.query('BEGIN');
  await client.query('SET LOCAL enable_seqscan = off');
  const before = await scans();
  const { items } = await listBatchItems(client, 'zkb_rec', { limit: 20 });
  const after = await scans();
  await client.query('COMMIT');
  t.same(
    items.map((item) => item.verification?.proof_hash),
    ['b'.repeat(64), 'b'.repeat(64)],
    'both items come with their verification',
  );
  // The index holds batch items only (WHERE batch_id IS NOT NULL); the batch id asked for implies that.
  t.ok(after > before, 'read through zk_verifications_batch_item');
});
