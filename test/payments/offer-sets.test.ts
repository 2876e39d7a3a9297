import t from 'tap';
import { createSession, findSessionById } from '../../src/checkout/sessions.js';
import { defaultChainRegistryFile, loadChainRegistry } from '../../src/core/chain/registry.js';
import { offersOf } from '../../src/checkout/payments/options.js';
import { freshDatabase } from '../helpers/database.js';

// A session names its network's offer set instead of holding its options, which are derived from
// the set, its address, cent amount and tag, by the service (src/checkout/payments/options.ts) and by SQL
// (offer_set_options) alike.
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

t.test('the function names the set by a digest of its offers, kept once, and SQL and the service derive the same exact amounts', async (t) => {
  const create = (id: string, cents: bigint) =>
    pool.query(`SELECT address, amount_tag, offer_set FROM create_checkout_session($1, 'proj_1', 'testnet', $2, NULL, NULL, NULL, NULL, 1800000, $3, 10000)`, [
      id,
      cents.toString(),
      JSON.stringify(offers),
    ]);
  const { rows } = await create('ps_c', 1000000000n);
  await create('ps_d', 1999n);
  t.equal(rows[0].address, ADDRESS, "the project's address, lowercase");
  const digest = await pool.query('SELECT md5($1::jsonb::text)::uuid AS id', [JSON.stringify(offers)]);
  t.equal(rows[0].offer_set, digest.rows[0].id, "the set's id is the digest of its offers");
  const sets = await pool.query('SELECT id, offers FROM checkout_offer_sets');
  t.same(sets.rows, [{ id: rows[0].offer_set, offers }], 'two sessions with the same offers name one set');
  const tag = BigInt(rows[0].amount_tag);
  const expected = [(10n ** 13n + tag).toString(), (10n ** 25n + tag).toString()];
  const sql = await pool.query("SELECT payment_options FROM checkout_sessions_effective WHERE id = 'ps_c'");
  t.same(
    sql.rows[0].payment_options.map((option: { amount_base_units: string }) => option.amount_base_units),
    expected,
    '$10,000,000.00 plus the tag, exact in SQL',
  );
  const read = await findSessionById(pool, 'ps_c');
  t.same(read?.payment_options, sql.rows[0].payment_options, 'the service derives the same options');
  for (const option of read?.payment_options ?? []) t.same(Object.keys(option), OPTION_FIELDS, "fields in the answer's order");
  await t.rejects(
    pool.query(
      `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, expires_at) VALUES ('ps_none', 'proj_1', 'testnet', 1, now() + interval '30 minutes')`,
    ),
    /checkout_sessions_options_kept_once/,
    'a session names a set or keeps its options, never neither',
  );
});

t.test('a create whose remembered offer set is not in its database falls back to the function, which records the set', async (t) => {
  const chains = loadChainRegistry(defaultChainRegistryFile, { RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9/' });
  const networkOffers = offersOf(chains, 'testnet');
  t.ok(networkOffers.offers.length > 0, 'the registry offers something on testnet');
  const scope = { projectId: 'proj_1', network: 'testnet' } as const;
  const input = { amountCents: 1999n, description: null, metadata: null, returnUrl: null, cancelUrl: null };
  const first = await createSession(pool, chains, scope, input);
  if (!('created' in first)) throw new Error('no session');
  const learned = networkOffers.offerSet;
  t.ok(learned, 'the first create learned the set');
  // As if learned in another database: the project's address is known, the set is not here.
  networkOffers.offerSet = '00000000-0000-0000-0000-000000000000';
  const second = await createSession(pool, chains, scope, input);
  if (!('created' in second)) throw new Error('no session');
  const { rows } = await pool.query('SELECT offer_set FROM checkout_sessions WHERE id = $1', [second.created.id]);
  t.equal(rows[0].offer_set, learned, 'the session names the set that exists');
  t.equal(networkOffers.offerSet, learned, 'and the process has learned it again');
  t.same((await findSessionById(pool, second.created.id))?.payment_options, second.created.payment_options, 'read back as created');
});
