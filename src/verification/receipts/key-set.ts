/**
 * Which receipt keys are published. One key signs at a time; `receipt-keys rotate` makes a new one
 * the signer and stamps the old one `rotatedOutAt`. A rotated-out key stays in the JWKS, and keeps
 * verifying the receipts it signed, for RECEIPT_KEY_RETENTION_DAYS (default 365) after rotation;
 * after that it is retired: gone from the JWKS, and its receipts check as `unknown_key`.
 */
import { DEFAULT_RECEIPT_KEY_RETENTION_DAYS } from '../settings.js';
import { type ReceiptJwk, jwkEntry } from './signing-keys.js';
import type { ReceiptPublicKey } from './receipt.js';

export interface StoredReceiptKey extends ReceiptPublicKey {
  createdAt: Date;
  rotatedOutAt: Date | null;
}

export function publishedReceiptKeys<K extends StoredReceiptKey>(keys: readonly K[], now: Date, retentionDays = DEFAULT_RECEIPT_KEY_RETENTION_DAYS): K[] {
  const retiredBefore = now.getTime() - retentionDays * 86_400_000;
  return keys.filter((k) => k.rotatedOutAt === null || k.rotatedOutAt.getTime() > retiredBefore);
}

/** The JWKS document of published keys (publishedReceiptKeys), newest key first. */
export function receiptJwks(published: readonly StoredReceiptKey[]): { keys: ReceiptJwk[] } {
  return { keys: [...published].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((k) => jwkEntry(k.kid, k.x)) };
}
