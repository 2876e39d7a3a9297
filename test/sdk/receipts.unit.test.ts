import { generateKeyPairSync } from 'node:crypto';
import { Proofpay, ProofpayReceiptError, type PaymentReceiptClaims, type VerificationReceiptClaims } from '@proofpay/sdk';
import { exportJWK, SignJWT } from 'jose';
import t from 'tap';

// receipts.verify takes verification receipts only, receipts.verifyPayment payment receipts only:
// both kinds are signed with the same keys and carry the same header, so each method tells them
// apart by their claims, as the service's attestation check does, and refuses the other kind.
// Receipts here are signed with a key of the test, served as the key set by the client's fetch.
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const kid = 'test-key';
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' }] };
const proofpay = new Proofpay({
  apiKey: 'sk_test_receipts',
  baseUrl: 'http://receipts.invalid',
  fetch: async (input) =>
    String(input).endsWith('/v1/.well-known/jwks.json') ? Response.json(jwks) : Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 }),
});
const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' }).sign(privateKey);
const hash = 'ab'.repeat(32);

const verificationClaims: VerificationReceiptClaims = {
  iss: 'https://pay.example',
  iat: 1_800_000_000,
  jti: 'zkv_1',
  proof_id: 'zkp_1',
  vk_hash: hash,
  proof_hash: hash,
  public_signals_hash: hash,
  verified: true,
  network: 'testnet',
};
const paymentClaims: PaymentReceiptClaims = {
  iss: 'https://pay.example',
  iat: 1_800_000_000,
  jti: 'pay_1',
  session_id: 'ps_1',
  network: 'testnet',
  chain_id: 84532,
  token: 'USDC',
  token_address: `0x${'11'.repeat(20)}`,
  tx_hash: `0x${hash}`,
  log_index: 0,
  block_hash: `0x${hash}`,
  block_number: 12,
  amount: '12.5',
  amount_usd: '12.50',
  confirmations: 12,
};
const verificationReceipt = await sign(verificationClaims);
const paymentReceipt = await sign(paymentClaims);
const refusal = (check: Promise<unknown>) =>
  check.then(
    () => undefined,
    (error: unknown) => error,
  );

t.test('each method answers the claims of its own kind', async (t) => {
  t.match(await proofpay.receipts.verify(verificationReceipt), verificationClaims);
  t.match(await proofpay.receipts.verifyPayment(paymentReceipt), paymentClaims);
});

t.test('each refuses the other kind, saying which method takes it', async (t) => {
  const payment = await refusal(proofpay.receipts.verify(paymentReceipt));
  t.ok(payment instanceof ProofpayReceiptError);
  t.match(payment, { reason: 'wrong_kind', message: /payment receipt \(session ps_1\): check it with receipts\.verifyPayment/ });
  const verification = await refusal(proofpay.receipts.verifyPayment(verificationReceipt));
  t.ok(verification instanceof ProofpayReceiptError);
  t.match(verification, { reason: 'wrong_kind', message: /verification receipt \(proof zkp_1\): check it with receipts\.verify$/ });
});

t.test('claims missing or of the wrong type for the kind are malformed, even well signed', async (t) => {
  const { verified: _verified, ...unverdicted } = verificationClaims;
  t.match(await refusal(proofpay.receipts.verify(await sign({ ...unverdicted, proof_id: 'zkp_2' }))), {
    reason: 'malformed',
    message: /not a verification receipt: verified missing/,
  });
  t.match(await refusal(proofpay.receipts.verifyPayment(await sign({ ...paymentClaims, amount: 12.5 }))), {
    reason: 'malformed',
    message: /not a payment receipt: amount missing or of the wrong type/,
  });
  t.match(await refusal(proofpay.receipts.verify(await sign({ iss: 'https://pay.example', iat: 1 }))), { reason: 'malformed' }, 'neither kind');
  t.match(await refusal(proofpay.receipts.verifyPayment(await sign({ iss: 'https://pay.example', iat: 1 }))), { reason: 'malformed' }, 'neither kind');
});

t.test('the signature is checked before the kind', async (t) => {
  const [header, payload] = paymentReceipt.split('.');
  const [, , signature] = verificationReceipt.split('.');
  t.match(await refusal(proofpay.receipts.verify(`${header}.${payload}.${signature}`)), { reason: 'bad_signature' });
});
