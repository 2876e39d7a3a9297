import { Proofpay } from '@proofpay/sdk';
import { createLocalJWKSet, jwtVerify } from 'jose';
import t from 'tap';
import { paymentsWorld } from './fixture.js';

// Signed payment receipts (docs/receipts.md, "Payment receipts"), on a real anvil with plain ERC-20
// transfers: checked offline with jose against the published key set, and by the attestation check.
const world = await paymentsWorld(t);
const { pass, create, session, pay, option, usdc, chain, app } = world;

const paymentIdOf = async (txHash: string) =>
  (await app.db.query<{ id: string }>('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [txHash])).rows[0]!.id;
const jwks = async () => createLocalJWKSet((await (await app.request('/v1/.well-known/jwks.json')).json()) as any);
const attest = async (receipt: string) => (await (await app.request('/v1/attestations/verify', { method: 'POST', json: { receipt } })).json()) as any;

t.test('a confirmed payment credited to its session carries a receipt that checks offline and by the attestation check', async (t) => {
  const created = await create(19.99);
  const txHash = await pay(usdc, option(created).amount_base_units);
  await pass();
  t.equal((await session(created.id)).payment.receipt, null, 'none while the payment is confirming');
  await chain.mine(1);
  await pass();
  const paid = await session(created.id);
  t.equal(paid.status, 'completed');
  const { receipt } = paid.payment;
  t.match(receipt, /^[\w-]+\.[\w-]+\.[\w-]+$/, 'a compact JWS');

  const mined = (await chain.provider.getTransactionReceipt(txHash))!;
  const expected = {
    iss: app.url,
    iat: Number,
    jti: await paymentIdOf(txHash),
    session_id: created.id,
    network: 'testnet',
    chain_id: 31337,
    token: 'USDC',
    token_address: await usdc.getAddress(),
    tx_hash: txHash,
    log_index: 0,
    block_hash: mined.blockHash.toLowerCase(),
    block_number: mined.blockNumber,
    amount: option(created).amount,
    amount_usd: '19.99',
    confirmations: 2,
  };
  const { payload, protectedHeader } = await jwtVerify(receipt, await jwks());
  t.match(protectedHeader, { alg: 'EdDSA', kid: String });
  t.same(Object.keys(payload).sort(), Object.keys(expected).sort(), 'exactly the documented claims');
  t.match(payload, expected, 'signed with a published key, stating the transfer');

  const sdk = new Proofpay({ apiKey: world.key, baseUrl: app.url });
  t.match(await sdk.receipts.verifyPayment(receipt), expected, "the client library's check agrees");

  const attested = await attest(receipt);
  t.match(attested, { valid: true, kid: protectedHeader.kid, claims: expected });
  const [header, , signature] = receipt.split('.');
  const forged = Buffer.from(JSON.stringify({ ...payload, amount: '1999.99' })).toString('base64url');
  t.match(await attest(`${header}.${forged}.${signature}`), { valid: false, reason: 'bad_signature' }, 'a changed claim breaks the signature');
});

t.test('a payment the merchant attaches after it was confirmed is signed by the attach itself', async (t) => {
  const first = await create(6.5);
  const second = await create(6.5);
  const round = await pay(usdc, 6_500_000n);
  await chain.mine(1);
  await pass();
  const id = await paymentIdOf(round);
  const attached = await app.request(`/v1/payments/${id}/attach`, { method: 'POST', token: world.key, json: { session: first.id } });
  t.equal(attached.status, 200);
  const { payment } = await session(first.id);
  t.match((await jwtVerify(payment.receipt, await jwks())).payload, { jti: id, session_id: first.id, amount: '6.50', amount_usd: '6.50' });
  t.equal((await session(second.id)).payment, null);
});

t.test('an unattributed payment has no receipt: it states no session', async (t) => {
  const over = await pay(usdc, 4_321_000_000n);
  await chain.mine(1);
  await pass();
  const { rows } = await app.db.query<{ receipt: string | null; state: string }>(
    'SELECT p.receipt, t.state FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1',
    [over],
  );
  t.same(rows, [{ receipt: null, state: 'confirmed' }]);
});
