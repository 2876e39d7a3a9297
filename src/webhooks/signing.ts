/**
 * Standard Webhooks signatures: `webhook-signature` holds `v1,<base64 HMAC-SHA256 of
 * "{webhook-id}.{webhook-timestamp}.{body}">`, one per active secret, space-separated.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../core/config/config.js';
import { keyEncryptionKey } from '../core/sealing.js';

export const SECRET_PREFIX = 'whsec_';
/** Bytes of a signing secret (the specification allows 24 to 64). */
const SECRET_BYTES = 32;

/** A new signing secret `whsec_<base64 of 32 random bytes>`. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The `webhook-signature` value for a message, signed by each secret. */
export function signatureHeader(secrets: string[], webhookId: string, timestampS: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      return `v1,${createHmac('sha256', key).update(`${webhookId}.${timestampS}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

const keks = new WeakMap<Config, Buffer>();
/** The key-encryption key that seals endpoint secrets, read once per process (it may live in a file under DATA_DIR). */
export function secretsKek(config: Config): Buffer {
  let kek = keks.get(config);
  if (!kek) {
    kek = keyEncryptionKey(config.keyEncryptionKey, config.dataDir);
    keks.set(config, kek);
  }
  return kek;
}
