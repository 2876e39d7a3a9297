import t from 'tap';
import { createSession, findSessionById } from '../../src/checkout/sessions.js';
import { defaultChainRegistryFile, loadChainRegistry } from '../../src/core/chain/registry.js';
import { offersOf } from '../../src/checkout/payments/options.js';
import { freshDatabase } from '../helpers/database.js';

// A session names its network's offer set instead of holding its options, which SQL derives
// (offer_set_options) from the set, its address, cent amount and tag, for a create's answer and
// every read alike.
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const OPTION_FIELDS = ['chain', 'chain_id', 'token', 'token_address', 'decimals', 'address', 'amount_base_units'];

const { db: pool } = await freshDatabase(t);

await pool.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '0x52908400098527886E0F7030069857D2E4169EE7')`);

/** A 6-decimal and an 18-decimal token. */
const offers = [
  { chain: 'local-anvil', chain_id: 31337, token: 'USDC', token_address: `0x${'1'.repeat(40)}`, decimals: 6 },
  { chain: 'local-anvil', chain_id: 31337, token: 'USDT', token_address: `0x${'2'.repeat(40)}`, decimals: 18 },
];

t.test('the function names the set by a digest of its offers, kept once, and answers the exact amounts every read derives', async (t) => {
  const create = (id: string, cents: bigint) =>
    pool.query(`SELECT payment_options FROM create_checkout_sessions($1, 1800000, $2, 10000)`, [
      JSON.stringify([{ id, project_id: 'proj_1', network: 'testnet', amount_cents: cents.toString() }]),
      JSON.stringify(offers),
    ]);
  const { rows } = await create('ps_c', 1000000000n);
  await create('ps_d', 1999n);
  const stored = await pool.query("SELECT pay_address, amount_tag, offer_set FROM checkout_sessions WHERE id = 'ps_c'");
  t.equal(stored.rows[0].pay_address, ADDRESS, "the project's address, lowercase");
  const digest = await pool.query('SELECT md5($1::jsonb::text)::uuid AS id', [JSON.stringify(offers)]);
  t.equal(stored.rows[0].offer_set, digest.rows[0].id, "the set's id is the digest of its offers");
  const sets = await pool.query('SELECT id, offers FROM checkout_offer_sets');
  t.same(sets.rows, [{ id: stored.rows[0].offer_set, offers }], 'two sessions with the same offers name one set');
  const tag = BigInt(stored.rows[0].amount_tag);
  const expected = [(10n ** 13n + tag).toString(), (10n ** 25n + tag).toString()];
  const sql = await pool.query("SELECT payment_options FROM checkout_sessions_effective WHERE id = 'ps_c'");
  t.same(
    sql.rows[0].payment_options.map((option: { amount_base_units: string }) => option.amount_base_units),
    expected,
    '$10,000,000.00 plus the tag, exact in SQL',
  );
  t.same(rows[0].payment_options, sql.rows[0].payment_options, "the create's answer is what reads derive");
  const read = await findSessionById(pool, 'ps_c');
  t.same(read?.payment_options, sql.rows[0].payment_options, "the service's read has the same options");
  for (const option of read?.payment_options ?? []) t.same(Object.keys(option), OPTION_FIELDS, "fields in the answer's order");
  await t.rejects(
    pool.query(
      `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, expires_at) VALUES ('ps_none', 'proj_1', 'testnet', 1, now() + interval '30 minutes')`,
    ),
    /"offer_set".*not-null/,
    'a session always names a set',
  );
});

t.test("the service's create records its network's set once and answers the options its read derives", async (t) => {
  const chains = loadChainRegistry(defaultChainRegistryFile, { RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9/' });
  const networkOffers = offersOf(chains, 'testnet');
  t.ok(networkOffers.offers.length > 0, 'the registry offers something on testnet');
  const scope = { projectId: 'proj_1', network: 'testnet' } as const;
  const input = { amountCents: 1999n, description: null, metadata: null, returnUrl: null, cancelUrl: null };
  const [first, second] = await Promise.all([createSession(pool, chains, scope, input), createSession(pool, chains, scope, input)]);
  if (!(first && 'created' in first && second && 'created' in second)) throw new Error('no session');
  const { rows } = await pool.query('SELECT DISTINCT offer_set FROM checkout_sessions WHERE id = ANY($1)', [[first.created.id, second.created.id]]);
  const digest = await pool.query('SELECT md5($1::jsonb::text)::uuid AS id', [networkOffers.offersJson]);
  t.same(rows, [{ offer_set: digest.rows[0].id }], "both name the network's set");
  t.not(first.created.payment_options[0]?.amount_base_units, second.created.payment_options[0]?.amount_base_units, 'each with its own tag');
  t.same((await findSessionById(pool, second.created.id))?.payment_options, second.created.payment_options, 'read back as created');
});
