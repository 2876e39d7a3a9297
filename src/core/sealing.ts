/**
 * Secrets the service must recover to use (receipt private keys, webhook signing secrets) are
 * stored sealed with AES-256-GCM under one 32-byte key-encryption key: RECEIPT_KEY_ENCRYPTION_KEY,
 * or a random key kept under DATA_DIR on the embedded default.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { devSecret } from './config/dev-secrets.js';
import { KEK_FORMAT, parseKeyEncryptionKey } from './config/key-encryption-key.js';

const SEALED_PREFIX = 'v1';

/**
 * `v1.<iv>.<ciphertext>.<tag>` (base64url). `context` (the owning row's id) is the additional data,
 * so a sealed value cannot be swapped onto another row.
 */
export function seal(plain: Buffer, kek: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', checkKek(kek), iv).setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [SEALED_PREFIX, iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws when the sealed text was altered, or was sealed under another key-encryption key or context. */
export function unseal(sealed: string, kek: Buffer, context: string): Buffer {
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (version !== SEALED_PREFIX || !iv || !ciphertext || !tag || rest.length > 0) throw new Error('sealed secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', checkKek(kek), Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
}

function checkKek(kek: Buffer): Buffer {
  if (kek.length !== 32) throw new Error('key-encryption key must be 32 bytes');
  return kek;
}

/**
 * The key-encryption key: RECEIPT_KEY_ENCRYPTION_KEY (32 bytes as base64, base64url or 64 hex
 * digits) when set; otherwise, for development and the embedded default, a random key generated
 * once under DATA_DIR/secrets.
 */
export function keyEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  const kek = parseKeyEncryptionKey(configured ?? devSecret(dataDir, 'receipt-key-encryption-key'));
  if (!kek) throw new Error(`RECEIPT_KEY_ENCRYPTION_KEY: ${KEK_FORMAT}`);
  return kek;
}
