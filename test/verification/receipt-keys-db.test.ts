import { randomBytes } from 'node:crypto';
import t from 'tap';
import { createDb } from '../../src/core/db/pool.js';
import { ReceiptSigners, ensureActiveReceiptKey, publishedKeys, rotateReceiptKey } from '../../src/verification/receipt-keys.js';
import { freshDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';

const { url, db } = await freshDatabase(t);
const kek = randomBytes(32);

t.test('processes starting at once create exactly one active key between them', async (t) => {
  // Separate pools, as separate processes would have.
  const pools = Array.from({ length: 5 }, () => createDb(url, testLog, 2));
  t.teardown(() => Promise.all(pools.map((p) => p.end())));
  const results = await Promise.all(pools.map((p) => ensureActiveReceiptKey(p, kek)));
  t.equal(new Set(results.map((r) => r.kid)).size, 1, 'all see the same kid');
  t.equal(results.filter((r) => r.created).length, 1, 'one of them created it');
  const { rows } = await db.query('SELECT kid, rotated_out_at FROM receipt_signing_keys');
  t.same(rows, [{ kid: results[0]!.kid, rotated_out_at: null }]);
});

t.test('concurrent rotations leave one active key, every old one rotated out and published', async (t) => {
  await Promise.all([rotateReceiptKey(db, kek), rotateReceiptKey(db, kek), rotateReceiptKey(db, kek)]);
  const { rows } = await db.query<{ active: number; total: number }>(
    'SELECT count(*) FILTER (WHERE rotated_out_at IS NULL)::int AS active, count(*)::int AS total FROM receipt_signing_keys',
  );
  t.same(rows[0], { active: 1, total: 4 });
  t.equal((await publishedKeys(db, 365)).length, 4);
});

t.test('a signer follows the active key after its refresh interval, and needs the right key-encryption key', async (t) => {
  const signers = new ReceiptSigners(db, kek, 50);
  const first = await signers.current();
  t.equal(await signers.current(), first, 'cached within the interval');
  const { kid } = await rotateReceiptKey(db, kek);
  await new Promise((resolve) => setTimeout(resolve, 80));
  t.equal((await signers.current()).kid, kid);
  await t.rejects(new ReceiptSigners(db, randomBytes(32), 50).current(), 'a sealed key does not open under another key-encryption key');
});
