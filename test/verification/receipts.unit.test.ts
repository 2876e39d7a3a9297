import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { SignJWT, createLocalJWKSet, jwtVerify } from 'jose';
import { proofHash, publicSignalsHash, vkHash } from '../../src/verification/groth16/canonical-hash.js';
import { parseProof, parsePublicSignals, parseVerificationKey } from '../../src/verification/groth16/snarkjs-json.js';
import { publishedReceiptKeys, receiptJwks } from '../../src/verification/receipts/key-set.js';
import { signReceiptSync } from '../../src/verification/receipts/compact-signer.js';
import { type ReceiptClaims, type ReceiptSigner, checkAttestation } from '../../src/verification/receipts/receipt.js';
import { keyEncryptionKey } from '../../src/core/sealing.js';
import { generateSigningKey, unsealPrivateKey } from '../../src/verification/receipts/signing-keys.js';
import { loadFixture } from './groth16-fixtures.js';

const kek = randomBytes(32);
const fixture = loadFixture('linear_combination');
const item = fixture.proofs[0]!;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

t.test('hashes match an independent recomputation from the snarkjs JSON text (docs/receipts.md)', async (t) => {
  const { pi_a: a, pi_b: b, pi_c: c } = item.proof;
  const vk = fixture.vk as unknown as Record<string, string[] & string[][]> & { IC: string[][] };
  const g2 = (p: string[][]) => `[["${p[0]![0]}","${p[0]![1]}"],["${p[1]![0]}","${p[1]![1]}"]]`;
  const g1 = (p: string[]) => `["${p[0]}","${p[1]}"]`;
  const parsedProof = parseProof(item.proof);
  const parsedSignals = parsePublicSignals(item.public_signals, 4);
  const parsedVk = parseVerificationKey(fixture.vk);
  if (!parsedProof.ok || !parsedSignals.ok || !parsedVk.ok) throw new Error('fixture does not parse');
  t.equal(proofHash(parsedProof.value), sha256(`[${g1(a)},${g2(b)},${g1(c)}]`));
  t.equal(publicSignalsHash(parsedSignals.value), sha256(`[${item.public_signals.map((s) => `"${s}"`).join(',')}]`));
  const vkText = `["groth16","bn128",4,${g1(vk.vk_alpha_1!)},${g2(vk.vk_beta_2!)},${g2(vk.vk_gamma_2!)},${g2(vk.vk_delta_2!)},[${vk.IC.map(g1).join(',')}]]`;
  t.equal(vkHash(parsedVk.value), sha256(vkText));
});

async function newKey(createdAt = new Date(), rotatedOutAt: Date | null = null) {
  const key = await generateSigningKey(kek);
  return { ...key, createdAt, rotatedOutAt, signer: { kid: key.kid, privateKey: unsealPrivateKey(key.sealedPrivateKey, kek, key.kid) } };
}

/** A receipt as the service signs it, issued now. */
const signReceipt = (claims: Omit<ReceiptClaims, 'iat'>, signer: ReceiptSigner) => signReceiptSync({ ...claims, iat: Math.floor(Date.now() / 1000) }, signer);

const claims: Omit<ReceiptClaims, 'iat'> = {
  iss: 'https://proofpay.test',
  jti: 'zkv_123',
  proof_id: 'zkp_abc',
  vk_hash: 'a'.repeat(64),
  proof_hash: 'b'.repeat(64),
  public_signals_hash: 'c'.repeat(64),
  verified: true,
  network: 'testnet',
};

t.test('a receipt verifies with jose against the JWKS entry and carries the claims', async (t) => {
  const key = await newKey();
  const jwks = receiptJwks([key]);
  t.same(jwks.keys, [{ kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid, alg: 'EdDSA', use: 'sig' }]);
  const onchain = { ...claims, chain_id: 11155111, contract_address: `0x${'ab'.repeat(20)}`, block_number: 42 };
  const receipt = signReceipt(onchain, key.signer);
  const { payload, protectedHeader } = await jwtVerify(receipt, createLocalJWKSet(jwks));
  t.match(protectedHeader, { alg: 'EdDSA', kid: key.kid });
  t.match(payload, onchain);
  t.type(payload.iat, 'number');
  t.match(await checkAttestation(receipt, [key]), { valid: true, kid: key.kid, claims: onchain });
});

t.test('tampered, forged, unknown-kid and malformed receipts fail with a reason', async (t) => {
  const key = await newKey();
  const receipt = signReceipt(claims, key.signer);
  const [header, payload, signature] = receipt.split('.') as [string, string, string];
  const flipped = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), verified: false })).toString('base64url');
  t.match(await checkAttestation(`${header}.${flipped}.${signature}`, [key]), { valid: false, reason: 'bad_signature' }, 'claims changed');

  const impostor = await newKey();
  const forged = signReceipt(claims, { kid: key.kid, privateKey: impostor.signer.privateKey });
  t.match(await checkAttestation(forged, [key]), { valid: false, reason: 'bad_signature' }, 'signed by another key under our kid');
  t.match(await checkAttestation(signReceipt(claims, impostor.signer), [key]), { valid: false, reason: 'unknown_key' });

  t.match(await checkAttestation('not a jws', [key]), { valid: false, reason: 'malformed' });
  t.match(await checkAttestation(42, [key]), { valid: false, reason: 'malformed' });
  const hs256 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: key.kid }).sign(randomBytes(32));
  t.match(await checkAttestation(hs256, [key]), { valid: false, reason: 'malformed', message: /EdDSA/ });
  const { verified: _omitted, ...incomplete } = claims;
  const noVerdict = await new SignJWT(incomplete).setProtectedHeader({ alg: 'EdDSA', kid: key.kid }).sign(key.signer.privateKey);
  t.match(await checkAttestation(noVerdict, [key]), { valid: false, reason: 'malformed', message: /verified/ }, 'validly signed, claims incomplete');
  t.match(
    await checkAttestation(signReceipt({ ...claims, vk_hash: 'nothex' }, key.signer), [key]),
    { valid: false, reason: 'malformed', message: /vk_hash/ },
    'validly signed, a claim malformed',
  );
});

t.test('rotated-out keys verify old receipts until retired', async (t) => {
  const now = new Date('2026-06-01T00:00:00Z');
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  const current = await newKey(days(10));
  const recent = await newKey(days(400), days(10));
  const old = await newKey(days(900), days(366));
  const keys = [old, current, recent];
  const published = publishedReceiptKeys(keys, now);
  t.same(
    receiptJwks(published).keys.map((k) => k.kid),
    [current.kid, recent.kid],
    'newest first, the retired key gone',
  );
  t.match(await checkAttestation(signReceipt(claims, recent.signer), published), { valid: true, kid: recent.kid });
  t.match(await checkAttestation(signReceipt(claims, old.signer), published), { valid: false, reason: 'unknown_key' });
});

t.test('a sealed private key opens only with its key-encryption key and kid, unaltered', async (t) => {
  const key = await newKey();
  t.throws(() => unsealPrivateKey(key.sealedPrivateKey, randomBytes(32), key.kid));
  t.throws(() => unsealPrivateKey(key.sealedPrivateKey, kek, 'another-kid'));
  const parts = key.sealedPrivateKey.split('.');
  const ciphertext = Buffer.from(parts[2]!, 'base64url');
  ciphertext[0] = ciphertext[0]! ^ 1;
  parts[2] = ciphertext.toString('base64url');
  t.throws(() => unsealPrivateKey(parts.join('.'), kek, key.kid));
  t.notMatch(key.sealedPrivateKey, /PRIVATE KEY/);
});

t.test('the key-encryption key comes from the environment, else from DATA_DIR', async (t) => {
  t.equal(keyEncryptionKey('ab'.repeat(32), '/nonexistent').toString('hex'), 'ab'.repeat(32));
  t.equal(keyEncryptionKey(Buffer.alloc(32, 7).toString('base64'), '/nonexistent').length, 32);
  t.throws(() => keyEncryptionKey('too-short', '/nonexistent'), /RECEIPT_KEY_ENCRYPTION_KEY/);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-kek-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const first = keyEncryptionKey(undefined, dataDir);
  t.equal(first.length, 32);
  t.same(keyEncryptionKey(undefined, dataDir), first, 'the same key on the next start');
});
