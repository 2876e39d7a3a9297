import fs from 'node:fs';
import path from 'node:path';
import { Wallet } from 'ethers';
import t from 'tap';
import { erc20TransferUri } from '../../src/checkout/eip681.js';
import { withTransaction } from '../../src/core/db/pool.js';
import { SESSION_BY_AMOUNT_SQL } from '../../src/checkout/payments/attribution.js';
import { startTestApp } from '../helpers/app.js';
import { LOCAL_REGISTRY_FIXTURE } from '../helpers/chain-registry.js';
import { caller, newProject, proveReceivingAddress } from '../helpers/platform.js';

// Attribution needs no chain: an RPC URL only has to be configured for a chain to be offered. No
// worker runs here, so nothing ever calls that URL.
const RECEIVING = '0x52908400098527886E0F7030069857D2E4169EE7';
const registry = JSON.parse(fs.readFileSync(LOCAL_REGISTRY_FIXTURE, 'utf8'));
const app = await startTestApp(t, { worker: false, env: { CHAIN_REGISTRY_FILE: LOCAL_REGISTRY_FIXTURE, RPC_URL_LOCAL_ANVIL: 'http://127.0.0.1:9' } });
const ada = await caller(app, 'ada@example.test');
const shop = await newProject(ada, 'Acme', { receiving_address: RECEIVING });

const create = async (key: string, amount_usd: number) => {
  const response = await app.request('/v1/checkout/sessions', { method: 'POST', token: key, json: { amount_usd } });
  return { status: response.status, body: (await response.json()) as any };
};

t.test('a session offers, per watched chain and token, a tagged amount below one cent above the USD amount', async (t) => {
  const { status, body: session } = await create(shop.secretKeys.test, 19.99);
  t.equal(status, 201);
  const chain = registry.chains[0];
  t.same(
    session.payment_options.map((o: any) => [o.chain, o.chain_id, o.token, o.token_address, o.address]),
    [
      ['local-anvil', 31337, 'USDC', chain.tokens.USDC.address, RECEIVING],
      ['local-anvil', 31337, 'USDT', chain.tokens.USDT.address, RECEIVING],
    ],
    'registry order, checksummed addresses',
  );
  for (const option of session.payment_options) {
    const units = BigInt(option.amount_base_units);
    t.ok(units >= 19_990_000n && units <= 19_999_999n, `${option.token}: ${units} is 19.99 USD plus a tag below one cent`);
    t.equal(option.amount, `19.99${option.amount_base_units.slice(-4)}`.replace(/0+$/, '').replace(/\.(\d)$/, '.$10'), 'amount is the same in token units');
    t.equal(
      option.eip681_uri,
      erc20TransferUri({ token: option.token_address, chainId: 31337, recipient: RECEIVING, amount: units }),
      'the EIP-681 URI encodes the tagged amount',
    );
  }
  const retrieved = await app.request(`/v1/checkout/sessions/${session.id}`, { token: shop.secretKeys.test });
  t.same(((await retrieved.json()) as any).payment_options, session.payment_options, 'retrieve shows the same options');
  const listed = (await (await app.request('/v1/checkout/sessions?limit=1', { token: shop.secretKeys.test })).json()) as any;
  t.same(listed.data[0].payment_options, session.payment_options, 'so does the list');
  const platform = await ada('GET', `/sessions?id=${session.id}`);
  t.same(platform.body.session.payment_options, session.payment_options, 'and the platform session');
});

t.test('a changed receiving address applies to the next session; a cleared one refuses it', async (t) => {
  const other = '0x000000000000000000000000000000000000dEaD';
  const before = await create(shop.secretKeys.test, 2.5);
  t.equal(before.body.payment_options[0].address, RECEIVING);
  t.equal((await ada('PATCH', `/api/projects/${shop.projectId}`, { receiving_address: other })).status, 200);
  const after = await create(shop.secretKeys.test, 2.5);
  t.equal(after.status, 201);
  t.same(
    after.body.payment_options.map((o: any) => o.address),
    after.body.payment_options.map(() => other),
    'every option names the new address',
  );
  t.equal((await ada('PATCH', `/api/projects/${shop.projectId}`, { receiving_address: null })).status, 200);
  const refused = await create(shop.secretKeys.test, 2.5);
  t.equal(refused.status, 400);
  t.match(refused.body.error.message, /^receiving_address: the project has no receiving address/);
  t.equal((await ada('PATCH', `/api/projects/${shop.projectId}`, { receiving_address: RECEIVING })).status, 200);
  const again = await create(shop.secretKeys.test, 2.5);
  t.equal(again.body.payment_options[0].address, RECEIVING, 'and set again, it is used again');
});

t.test('a live key offers no testnet chain: mainnet chains without an RPC URL are not offered', async (t) => {
  // Live keys take sessions only at a proven address: a project of its own, at an address it proves.
  const signer = Wallet.createRandom();
  const proven = await newProject(ada, 'Live shop', { receiving_address: signer.address });
  t.equal((await proveReceivingAddress(ada, proven.projectId, signer)).status, 200);
  const { status, body } = await create(proven.secretKeys.live, 5);
  t.equal(status, 201);
  t.same(body.payment_options, []);
});

t.test('60 concurrent sessions of the same amount each get their own amount per chain and token', async (t) => {
  const sessions = await Promise.all(Array.from({ length: 60 }, () => create(shop.secretKeys.test, 7.5)));
  t.same(
    sessions.map((s) => s.status),
    sessions.map(() => 201),
  );
  for (const token of ['USDC', 'USDT']) {
    const amounts = sessions.map((s) => s.body.payment_options.find((o: any) => o.token === token).amount_base_units);
    t.equal(new Set(amounts).size, 60, `${token}: 60 distinct amounts`);
  }
});

t.test('the tag space: when every tag of an amount is held, creation is a 400 naming amount_usd; a closed session frees its tag', async (t) => {
  // A 3-decimal token has 10 tags per cent amount (x.xx0 … x.xx9): small enough to use up here.
  const small = structuredClone(registry);
  small.chains[0].tokens.USDC.decimals = 3;
  small.chains[0].tokens.USDT = { address: null, note: 'not offered in this test' };
  const file = path.join(t.testdir(), 'registry.json');
  fs.writeFileSync(file, JSON.stringify(small));
  const tiny = await startTestApp(t, { worker: false, env: { CHAIN_REGISTRY_FILE: file, RPC_URL_LOCAL_ANVIL: 'http://127.0.0.1:9' } });
  const bob = await caller(tiny, 'bob@example.test');
  const keys = (await newProject(bob, 'Tiny', { receiving_address: RECEIVING })).secretKeys;
  const make = async (amount_usd: number) => {
    const response = await tiny.request('/v1/checkout/sessions', { method: 'POST', token: keys.test, json: { amount_usd } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const ten = await Promise.all(Array.from({ length: 10 }, () => make(1)));
  t.same(
    ten.map((s) => s.body.payment_options[0].amount_base_units).sort(),
    ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009'],
    'ten sessions hold the ten tags of 1.00',
  );
  const eleventh = await make(1);
  t.equal(eleventh.status, 400);
  t.equal(eleventh.body.error.code, 'invalid_request');
  t.match(eleventh.body.error.message, /^amount_usd: all 10 payable amounts/);
  t.equal((await make(1.01)).status, 201, 'another amount still has its tags');

  const freed = ten[3]!.body;
  const expired = await tiny.request(`/v1/checkout/sessions/${freed.id}/expire`, { method: 'POST', token: keys.test });
  t.equal(expired.status, 200);
  const again = await make(1);
  t.equal(again.status, 201, 'an expired session released its tag');
  t.equal(again.body.payment_options[0].amount_base_units, freed.payment_options[0].amount_base_units, 'and the new session holds it');
});

t.test('a create writes only the reservation index; a closed session is in the released one, where the lookup by amount still finds it', async (t) => {
  // Index entries as pgstattuple counts them: those of a row's old versions too, until VACUUM removes them.
  await app.db.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
  const entries = async () =>
    (
      await app.db.query<{ reserved: number; released: number }>(
        `SELECT (SELECT tuple_count FROM pgstattuple('checkout_sessions_amount_reserved'))::int AS reserved,
                (SELECT tuple_count FROM pgstattuple('checkout_sessions_amount_released'))::int AS released`,
      )
    ).rows[0]!;
  const since = async (before: { reserved: number; released: number }) => {
    const now = await entries();
    return { reserved: now.reserved - before.reserved, released: now.released - before.released };
  };
  await app.db.query('VACUUM checkout_sessions');
  const before = await entries();
  const made = await Promise.all(Array.from({ length: 5 }, () => create(shop.secretKeys.test, 7.77)));
  t.same(await since(before), { reserved: 5, released: 0 }, 'five creates, five entries in the reservation and none in the released index');

  for (const { body } of made) {
    t.equal((await app.request(`/v1/checkout/sessions/${body.id}/expire`, { method: 'POST', token: shop.secretKeys.test })).status, 200);
  }
  await app.db.query('VACUUM checkout_sessions');
  t.same(await since(before), { reserved: 0, released: 5 }, 'closed and vacuumed, they are in the released index only');

  const closed = made[0]!.body;
  const option = closed.payment_options[0];
  const { rows } = await app.db.query<{ pay_address: string; network: string; amount_cents: string; amount_tag: number }>(
    'SELECT pay_address, network, amount_cents, amount_tag FROM checkout_sessions WHERE id = $1',
    [closed.id],
  );
  const row = rows[0]!;
  const values = [
    row.pay_address,
    row.network,
    row.amount_cents,
    row.amount_tag,
    JSON.stringify([{ chain: option.chain, token: option.token, amount_base_units: option.amount_base_units }]),
    new Date(),
  ];
  t.same((await app.db.query(SESSION_BY_AMOUNT_SQL, values)).rows, [{ id: closed.id }], 'the lookup by amount finds the closed session');
  const plan = await withTransaction(app.db, async (client) => {
    // A table this small is read whole at any rate; barred from that, the plan shows which indexes the lookup can use.
    await client.query('SET LOCAL enable_seqscan = off');
    return (await client.query(`EXPLAIN (COSTS OFF) ${SESSION_BY_AMOUNT_SQL}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  t.match(plan, /BitmapOr[\s\S]*checkout_sessions_amount_reserved[\s\S]*checkout_sessions_amount_released/, 'and reads both indexes by amount');
});
