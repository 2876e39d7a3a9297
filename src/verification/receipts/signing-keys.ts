/**
 * Ed25519 receipt signing keys: generation, the JWKS entry, and sealing of the private key with
 * AES-256-GCM under a 32-byte key-encryption key (RECEIPT_KEY_ENCRYPTION_KEY, or a secret kept
 * under DATA_DIR on the embedded default). The kid is the key's RFC 7638 JWK thumbprint.
 */
import { type KeyObject, createCipheriv, createDecipheriv, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import { devSecret } from '../../core/config/dev-secrets.js';
import { KEK_FORMAT, parseKeyEncryptionKey } from '../../core/config/key-encryption-key.js';

/** The spec's JWKS entry. */
export interface ReceiptJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface NewSigningKey {
  kid: string;
  /** The public key, base64url (the JWK `x`). */
  x: string;
  /** The private key, sealed: store this, never the plain key. */
  sealedPrivateKey: string;
}

export const jwkEntry = (kid: string, x: string): ReceiptJwk => ({ kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' });

export async function generateSigningKey(kek: Buffer): Promise<NewSigningKey> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  return { kid, x, sealedPrivateKey: sealPrivateKey(privateKey, kek, kid) };
}

const SEALED_PREFIX = 'v1';

/**
 * `v1.<iv>.<ciphertext>.<tag>` (base64url): AES-256-GCM over the PKCS#8 DER of the key, with the
 * kid as additional data so a sealed key cannot be swapped onto another kid's row.
 */
export function sealPrivateKey(privateKey: KeyObject, kek: Buffer, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', checkKek(kek), iv).setAAD(Buffer.from(kid));
  const ciphertext = Buffer.concat([cipher.update(privateKey.export({ format: 'der', type: 'pkcs8' })), cipher.final()]);
  return [SEALED_PREFIX, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws when the sealed text was altered, or was sealed under another key-encryption key or kid. */
export function unsealPrivateKey(sealed: string, kek: Buffer, kid: string): KeyObject {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== SEALED_PREFIX || !iv || !ciphertext || !tag || rest.length > 0) throw new Error('sealed receipt key: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', checkKek(kek), Buffer.from(iv, 'base64url')).setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const der = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

function checkKek(kek: Buffer): Buffer {
  if (kek.length !== 32) throw new Error('receipt key-encryption key must be 32 bytes');
  return kek;
}

/**
 * The key-encryption key: RECEIPT_KEY_ENCRYPTION_KEY (32 bytes as base64, base64url or 64 hex
 * digits) when set; otherwise, for development and the embedded default, a random key generated
 * once under DATA_DIR/secrets.
 */
export function receiptKeyEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  const kek = parseKeyEncryptionKey(configured ?? devSecret(dataDir, 'receipt-key-encryption-key'));
  if (!kek) throw new Error(`RECEIPT_KEY_ENCRYPTION_KEY: ${KEK_FORMAT}`);
  return kek;
}
