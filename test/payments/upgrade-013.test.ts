import t from 'tap';
import { databaseBefore } from '../helpers/database.js';

// Migration 013 moves each session's payment options from their own rows into the session row
// (one tag per session). Sessions created before it, by 012's function, carry one tag per option.
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

const { pool, apply } = await databaseBefore(t, 13);

await pool.query(`INSERT INTO users (id, subject, email) VALUES ('usr_1', 'sub_1', 'ada@example.test');
  INSERT INTO organizations (id, name, owner_id) VALUES ('org_1', 'Acme', 'usr_1');
  INSERT INTO projects (id, organization_id, name, receiving_address) VALUES ('proj_1', 'org_1', 'Shop', '0x52908400098527886E0F7030069857D2E4169EE7')`);

/** A session made as 012 made it: two 6-decimal offers, each with its own random tag (none when `offers` is 0). */
async function legacySession(id: string, offers = 2): Promise<string[]> {
  const tokens = ['USDC', 'USDT'].slice(0, offers);
  const { rows } = await pool.query<{ amounts: string[] }>(
    `SELECT amounts::text[] AS amounts FROM create_checkout_session($1, 'proj_1', 'testnet', 1999, NULL, NULL, NULL, NULL, 1800000,
       $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[], $8::numeric[], $9::bigint[])`,
    [
      id,
      tokens.map((_token, position) => position),
      tokens.map(() => 'local-anvil'),
      tokens.map(() => 31337),
      tokens,
      tokens.map((_token, position) => `0x${String(position + 1).repeat(40)}`),
      tokens.map(() => 6),
      tokens.map(() => '19990000'),
      tokens.map(() => '10000'),
    ],
  );
  return rows[0]!.amounts;
}

const open = await legacySession('ps_open');
const expired = await legacySession('ps_expired');
const overdue = await legacySession('ps_overdue');
await legacySession('ps_nothing', 0);
await pool.query("UPDATE checkout_sessions SET status = 'expired' WHERE id = 'ps_expired'");
await pool.query("UPDATE checkout_sessions SET created_at = now() - interval '1 hour', expires_at = now() - interval '30 minutes' WHERE id = 'ps_overdue'");

t.test('with a session open whose options carry different tags, 013 refuses and changes nothing', async (t) => {
  t.not(open[0]!.slice(-4), open[1]!.slice(-4), 'the tags differ (012 drew each at random)');
  await t.rejects(
    // One simple query: one implicit transaction, rolled back whole.
    apply(),
    /migration 013 needs no open checkout session from before it: stop the API, let open sessions close/,
  );
  const { rows } = await pool.query("SELECT count(*)::int AS n FROM checkout_payment_options WHERE session_id = 'ps_open'");
  t.equal(rows[0].n, 2, 'the options are where they were');
});

t.test('once it is closed, 013 carries every session over: options exact, first tag, reservations as they were', async (t) => {
  await pool.query("UPDATE checkout_sessions SET status = 'completed' WHERE id = 'ps_open'");
  await apply();
  const { rows } = await pool.query('SELECT id, pay_address, amount_tag, amount_released, payment_options FROM checkout_sessions ORDER BY id');
  const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
  const optionsOf = (amounts: string[]) =>
    amounts.map((amount, position) => ({
      chain: 'local-anvil',
      chain_id: 31337,
      token: ['USDC', 'USDT'][position],
      token_address: `0x${String(position + 1).repeat(40)}`,
      decimals: 6,
      address: ADDRESS,
      amount_base_units: amount,
    }));
  for (const [id, amounts] of [
    ['ps_open', open],
    ['ps_expired', expired],
    ['ps_overdue', overdue],
  ] as const) {
    t.same(byId[id].payment_options, optionsOf(amounts), `${id}: its options, amounts exact`);
    t.equal(byId[id].amount_tag, Number(amounts[0]!.slice(-4)), `${id}: the first option's tag`);
    t.equal(byId[id].pay_address, ADDRESS);
  }
  t.equal(byId.ps_open.amount_released, 'ps_open', 'closed sessions reserve nothing');
  t.equal(byId.ps_expired.amount_released, 'ps_expired');
  t.equal(byId.ps_overdue.amount_released, null, 'a pending session past its time still reserves its tag until the sweep expires it');
  t.match(byId.ps_nothing, { payment_options: [], amount_tag: null, amount_released: 'ps_nothing' }, 'a session offered nothing reserves nothing');
  t.equal((await pool.query("SELECT to_regclass('checkout_payment_options') AS table")).rows[0].table, null, 'the option rows are gone');

  // Sessions made after it draw from one tag space per address and cent amount with those carried
  // over: a tag space of one, whose one tag the overdue session holds, is used up until it expires.
  const make = (id: string) =>
    pool.query(`SELECT * FROM create_checkout_session($1, 'proj_1', 'testnet', 1999, NULL, NULL, NULL, NULL, 1800000, '[]', 1)`, [id]);
  await pool.query("UPDATE checkout_sessions SET amount_tag = 0 WHERE id = 'ps_overdue'");
  await t.rejects(make('ps_new'), { code: 'PPTAG' }, 'the only tag is held by a carried-over session');
  await pool.query("UPDATE checkout_sessions SET status = 'expired' WHERE id = 'ps_overdue'");
  t.equal(
    (await pool.query("SELECT amount_released FROM checkout_sessions WHERE id = 'ps_overdue'")).rows[0].amount_released,
    'ps_overdue',
    'expired, it releases it',
  );
  await make('ps_new');
  t.equal((await pool.query("SELECT amount_tag FROM checkout_sessions WHERE id = 'ps_new'")).rows[0].amount_tag, 0, 'and a new session takes it');
});
