import t from 'tap';
import { createSession, findSessionById } from '../../src/checkout/sessions.js';
import { defaultChainRegistryFile, loadChainRegistry } from '../../src/core/chain/registry.js';
import { offersOf } from '../../src/payments/options.js';
import { databaseBefore } from '../helpers/database.js';

// Migration 016: a session names its network's offer set instead of holding its options, which are
// derived from the set, its address, cent amount and tag, by the service (src/payments/options.ts)
// and by SQL (offer_set_options) alike. Sessions from before keep exactly the options they had.
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const OPTION_FIELDS = ['chain', 'chain_id', 'token', 'token_address', 'decimals', 'address', 'amount_base_units'];

const { pool, apply } = await databaseBefore(t, 16);

await pool.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '0x52908400098527886E0F7030069857D2E4169EE7')`);

/** A 6-decimal and an 18-decimal token, as 014's function takes them: `base` is the USD amount in base units. */
const offers = [
  { chain: 'local-anvil', chain_id: 31337, token: 'USDC', token_address: `0x${'1'.repeat(40)}`, decimals: 6 },
  { chain: 'local-anvil', chain_id: 31337, token: 'USDT', token_address: `0x${'2'.repeat(40)}`, decimals: 18 },
];
const withBase = (cents: bigint) => JSON.stringify(offers.map((offer) => ({ ...offer, base: (cents * 10n ** BigInt(offer.decimals - 2)).toString() })));
const create015 = (id: string, network: string, cents: bigint, offered: string) =>
  pool.query(`SELECT * FROM create_checkout_session($1, 'proj_1', $2, $3, NULL, NULL, NULL, NULL, 1800000, $4, 10000)`, [
    id,
    network,
    cents.toString(),
    offered,
  ]);

await create015('ps_a', 'testnet', 1999n, withBase(1999n));
await create015('ps_b', 'testnet', 123456789n, withBase(123456789n));
await create015('ps_nothing', 'mainnet', 1999n, '[]');
// As 013 carried over a session made before one tag per session: a tag per option.
await pool.query(
  `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, status, created_at, expires_at, pay_address, amount_tag, payment_options, amount_released)
   VALUES ('ps_legacy', 'proj_1', 'testnet', 1999, 'completed', now() - interval '1 hour', now() - interval '30 minutes', $1, 17, $2, 'ps_legacy')`,
  [
    ADDRESS,
    JSON.stringify([
      { ...offers[0], address: ADDRESS, amount_base_units: '19990017' },
      { ...offers[1], address: ADDRESS, amount_base_units: '19990000000000000042' },
    ]),
  ],
);
const before = Object.fromEntries(
  (await pool.query<{ id: string; payment_options: unknown[] }>('SELECT id, payment_options FROM checkout_sessions')).rows.map((row) => [
    row.id,
    row.payment_options,
  ]),
);

t.test("016 keeps every session's options exactly, in one offer set per distinct offers", async (t) => {
  await apply();
  const { rows } = await pool.query('SELECT id, offer_set, legacy_payment_options, payment_options FROM checkout_sessions_effective ORDER BY id');
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  for (const id of ['ps_a', 'ps_b', 'ps_nothing', 'ps_legacy']) {
    t.same(byId[id].payment_options, before[id], `${id}: its options in SQL, as before`);
    const read = await findSessionById(pool, id);
    t.same(read?.payment_options, before[id], `${id}: and as the service reads them`);
    for (const option of read?.payment_options ?? []) t.same(Object.keys(option), OPTION_FIELDS, `${id}: fields in the answer's order`);
  }
  t.equal(byId.ps_a.offer_set, byId.ps_b.offer_set, 'the same offers are one set');
  t.equal(byId.ps_a.legacy_payment_options, null, 'derivable options are no longer stored');
  t.match(byId.ps_nothing, { offer_set: String, legacy_payment_options: null }, 'a session offered nothing names a set too');
  t.not(byId.ps_nothing.offer_set, byId.ps_a.offer_set, 'the empty one');
  t.match(byId.ps_legacy, { offer_set: null, legacy_payment_options: before.ps_legacy }, 'options with a tag each stay as stored');
  const sets = await pool.query('SELECT offers FROM checkout_offer_sets ORDER BY jsonb_array_length(offers)');
  t.same(
    sets.rows.map((row) => row.offers),
    [[], offers],
    'two sets, no set that no session names',
  );
  await t.rejects(
    pool.query(
      `INSERT INTO checkout_sessions (id, project_id, network, amount_cents, expires_at) VALUES ('ps_none', 'proj_1', 'testnet', 1, now() + interval '30 minutes')`,
    ),
    /checkout_sessions_options_kept_once/,
    'a session names a set or keeps its options, never neither',
  );
});

t.test('a session created after 016 names the migrated set, and SQL and the service derive the same exact amounts', async (t) => {
  const { rows } = await pool.query(
    `SELECT amount_tag, offer_set FROM create_checkout_session('ps_c', 'proj_1', 'testnet', 1000000000, NULL, NULL, NULL, NULL, 1800000, $1, 10000)`,
    [JSON.stringify(offers)],
  );
  const tag = BigInt(rows[0].amount_tag);
  const migrated = await pool.query("SELECT offer_set FROM checkout_sessions WHERE id = 'ps_a'");
  t.equal(rows[0].offer_set, migrated.rows[0].offer_set, "the function's digest is the migration's");
  const expected = [(10n ** 13n + tag).toString(), (10n ** 25n + tag).toString()];
  const sql = await pool.query("SELECT payment_options FROM checkout_sessions_effective WHERE id = 'ps_c'");
  t.same(
    sql.rows[0].payment_options.map((option: { amount_base_units: string }) => option.amount_base_units),
    expected,
    '$10,000,000.00 plus the tag, exact in SQL',
  );
  const read = await findSessionById(pool, 'ps_c');
  t.same(read?.payment_options, sql.rows[0].payment_options, 'the service derives the same options');
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
